"""Decisions across traces: compare runs and variants (trends over steps and ranks: decide/trends.py).

Everything here reads report entries (what the cache stores per trace) and never a trace:
a compare of ten traces or a trend over hundreds of spans costs no analysis once they are
analysed.

Terms:
- scope key: a scope's name with its indices (digits that end a word) replaced by "#", and
  its place among the scopes
  of the entry that share that form. "attention/layer3" of one run and of another share the
  key ("attention/layer#", 3) and are compared; so are "Qwen2Attention_24" and
  "Qwen2Attention_0" when module numbering starts higher in one trace: the k-th scope of a
  form matches the k-th.
- per instance: divided by the scope's calls (count); overall, by the calls of the
  top-level scopes.
- kernel name (to see what appears or disappears): patterns.kernel_base, the name without
  template arguments or parameters (on CPU-only traces: the CPU op's name).
- baseline: the trace the others are measured against; delta = value - baseline, ratio =
  value / baseline.
- related (a suggested compare): a trace that runs attention's backward where the baseline
  does too, or runs none where it runs none. A training step beside inference variants is
  not one of them: the tab's first compare leaves it out (unrelated) and says why.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Literal, Optional, Union

from ..report_types import (
    Compare,
    CompareChangesItem,
    CompareKernelsItem,
    CompareKernelsItemAppearedItem,
    CompareKernelsItemDisappearedItem,
    CompareScopesItem,
    CompareTracesItem,
    CompareVariantsItem,
    Entry,
    MetricRow,
    given,
    trace_entry,
)
from .compared import SPREAD_OF, per, summary

# (metric, unit, what it reads from the overall summary or a scope summary)
METRICS = (
    ("kernels_per_instance", "kernels", "forward kernels per call"),
    ("gpu_us_per_instance", "µs", "forward kernel time per call"),
    ("backward_gpu_us_per_instance", "µs", "backward kernel time per call"),
    ("cpu_us_per_instance", "µs", "CPU time per call (forward)"),
    # (on a CPU-only trace the backward's own time: tb-attn sweep --backward compares it)
    ("backward_cpu_us_per_instance", "µs", "backward CPU time per call"),
    ("cpu_ops_per_instance", "ops", "CPU ops per call"),
    ("peak_memory", "bytes", "peak allocated while it runs"),
    ("pct_of_peak_compute", "%", "attention ops' achieved share of the device peak"),
    # medians of the calls, beside their spread (p25-p75): what a ranking and a gate read, a
    # mean of a few noisy calls being one slow call's (analysis/passes/spread.py)
    ("cpu_us_median", "µs", "median CPU time per call"),
    ("gpu_us_median", "µs", "median GPU busy time per call"),
)
# a mean per call, and the median that says the same time (the summary lines say the median)
MEDIAN_OF = {"cpu_us_per_instance": "cpu_us_median", "gpu_us_per_instance": "gpu_us_median"}


def typed_entry(entry: Union[Entry, dict[str, Any]]) -> Entry:
    """An entry as the report's classes (report_types.trace_entry), for the entries a compare
    reads; a trace that could not be read is no compare's (ValueError)."""
    typed = entry if isinstance(entry, Entry) else trace_entry(entry)
    if not isinstance(typed, Entry):
        raise ValueError(f"{typed.path}: could not be read, so cannot be compared")
    return typed


KernelChange = Union[CompareKernelsItemAppearedItem, CompareKernelsItemDisappearedItem]


def _kernel_changes(names: set[str], s: dict[str, Any], kind: type[KernelChange]) -> list[Any]:
    """The kernels (or CPU ops) found in one trace of a pair only, as they are in the trace `s`
    has them, most time first: an op's own time and its copies' together (then by name: a
    stable order)."""
    changes = []
    for name in names:
        made = s["copies_made"][name] if name in s["copies_made"] and not s["gpu"] else None
        us = s["kernels"][name]
        changes.append(
            kind(
                name=name,
                us=us,
                count=s["kernel_counts"][name],
                us_per_call=per(us, s["calls"]),
                copy_us_per_call=per(made, s["calls"]) if made is not None else None,
            )
        )
    return sorted(changes, key=lambda x: (-((x.us_per_call or 0.0) + (x.copy_us_per_call or 0.0)), -x.us, x.name))


def runs_backward(entry: Entry) -> bool:
    """Whether a trace runs attention's backward (a training step): kernel or CPU time in it."""
    return entry.attention.backward_kernel_us > 0 or entry.attention.backward_cpu_us > 0


# why a suggested compare leaves a trace out, by whether that trace runs the backward
_UNRELATED = {
    True: "runs attention's backward (a training step); the baseline runs the forward only",
    False: "runs attention's forward only; the baseline is a training step (it runs the backward too)",
}


def unrelated(entries: Sequence[Union[Entry, dict[str, Any]]], baseline: int) -> dict[int, str]:
    """{index: why} of the traces a suggested compare leaves out (see the module's terms):
    those that differ from the baseline in running the backward, in both directions (where
    none is left beside the baseline, the route says nothing is related to it)."""
    runs = [runs_backward(typed_entry(e)) for e in entries]
    return {i: _UNRELATED[not runs[baseline]] for i, r in enumerate(runs) if r != runs[baseline]}


def _ranked(variants: list[dict[str, Any]], median_row: MetricRow) -> list[CompareVariantsItem]:
    """Each variant with its rank by the overall median row it is ranked by (1: the smallest
    median time per call: GPU busy time on GPU traces, CPU time on CPU-only ones; ties and
    traces without a median after, in trace order) and that row's within_noise (its median
    within the baseline's spread; None for the baseline and where a spread is missing)."""
    medians = median_row.values
    order = sorted(range(len(variants)), key=lambda i: (medians[i] is None, medians[i] or 0.0, i))
    rank = {i: n for n, i in enumerate(order, 1)}
    noise = given(median_row.within_noise) or [None] * len(variants)
    ranked_by: Literal["gpu_us_median", "cpu_us_median"] = (
        "gpu_us_median" if median_row.metric == "gpu_us_median" else "cpu_us_median"
    )
    return [
        CompareVariantsItem(**v, rank=rank[i], ranked_by=ranked_by, within_noise=noise[i])
        for i, v in enumerate(variants)
    ]


def compare(
    entries: Sequence[Union[Entry, dict[str, Any]]], baseline: int = 0, labels: Optional[list[Any]] = None
) -> Compare:
    """Two or more ok entries against entries[baseline] (see the module's terms), read as the
    report's classes (typed_entry)."""
    if len(entries) < 2:
        raise ValueError("a compare needs two traces or more")
    if not 0 <= baseline < len(entries):
        raise ValueError(f"baseline {baseline} is not one of the {len(entries)} traces")
    sums = [summary(typed_entry(e)) for e in entries]
    labels = labels or [s["path"] for s in sums]
    overall = [
        _metric_row(m, unit, what, [s["overall"][m] for s in sums], baseline, _spreads(sums, "", m))
        for m, unit, what in METRICS
    ]
    keys: list[Any] = []
    for s in sums:
        keys += [k for k in s["scopes"] if k not in keys]
    scopes = []
    for key in keys:
        found = [s["scopes"].get(key) for s in sums]  # (a scope some traces do not have)
        scopes.append(
            CompareScopesItem(
                key=key,
                names=[f["name"] if f else None for f in found],
                backends=[f["backends"] if f else None for f in found],
                metrics=[
                    _metric_row(m, unit, what, [f[m] if f else None for f in found], baseline, _spreads(sums, key, m))
                    for m, unit, what in METRICS
                    if any(f and f[m] is not None for f in found)
                ],
            )
        )
    base = sums[baseline]
    changes = [
        CompareKernelsItem(
            trace=i,
            appeared=_kernel_changes(set(s["kernels"]) - set(base["kernels"]), s, CompareKernelsItemAppearedItem),
            disappeared=_kernel_changes(
                set(base["kernels"]) - set(s["kernels"]), base, CompareKernelsItemDisappearedItem
            ),
        )
        for i, s in enumerate(sums)
        if i != baseline
    ]
    categories = sorted({c for s in sums for c in s["categories"]})
    category_rows = [
        _metric_row(c, "µs", f"{c} time", [s["categories"][c] for s in sums], baseline) for c in categories
    ]
    unit: Literal["gpu", "cpu_op"] = "gpu" if all(s["gpu"] for s in sums) else "cpu_op"
    ranked_by = "gpu_us_median" if unit == "gpu" else "cpu_us_median"
    median_row = next(r for r in overall if r.metric == ranked_by)
    variants = _ranked([dict(s["variant"], trace=i) for i, s in enumerate(sums)], median_row)
    return Compare(
        traces=[CompareTracesItem(label=label, path=s["path"], gpu=s["gpu"]) for label, s in zip(labels, sums)],
        baseline=baseline,
        unit=unit,
        overall=overall,
        categories=category_rows,
        scopes=scopes,
        kernels=changes,
        variants=variants,
        changes=changes_by_size(overall + category_rows, variants, baseline),
        # the scope whose calls the timelines show side by side: the first every trace has
        timeline_scope=next((s.key for s in scopes if all(n is not None for n in s.names)), None),
        # (the traces a suggested compare left out: the route fills it, see unrelated)
        left_out=[],
    )


# the changes said per trace in Compare's summary lines
CHANGES_PER_TRACE = 3


def changes_by_size(
    rows: list[MetricRow], variants: list[CompareVariantsItem], baseline: int, limit: int = CHANGES_PER_TRACE
) -> list[CompareChangesItem]:
    """What changed against the baseline, the largest first, per trace: its time metrics (rows
    in µs: overall and by category) and its copy time per call, by the size of their change.
    A median's change inside its calls' spread is noise (within_noise), not a change."""
    # (a mean per call is left out where its median is there to say it: the same statistic
    # as the table's and the timelines')
    medians = {r.metric for r in rows if r.metric in SPREAD_OF and r.values[baseline] is not None}
    timed = [r for r in rows if r.unit == "µs" and not (r.metric in MEDIAN_OF and MEDIAN_OF[r.metric] in medians)]
    base_variant = next((v for v in variants if v.trace == baseline), None)
    out: list[CompareChangesItem] = []
    for i in range(len(variants)):
        if i == baseline:
            continue
        mine = []
        for r in timed:
            b, v = r.values[baseline], r.values[i]
            noise = given(r.within_noise)
            if b is None or v is None or b == v or (noise is not None and noise[i]):
                continue
            mine.append(CompareChangesItem(trace=i, what=r.what, base=b, value=v, delta=round(v - b, 3)))
        variant = next((x for x in variants if x.trace == i), None)
        b = base_variant.copy_us_per_forward if base_variant else None
        v = variant.copy_us_per_forward if variant else None
        if b is not None and v is not None and b != v:
            mine.append(CompareChangesItem(trace=i, what="copy time per call", base=b, value=v, delta=round(v - b, 3)))
        out += sorted(mine, key=lambda x: -abs(x.delta))[:limit]
    return out


def _spreads(sums: list[Any], key: str, metric: str) -> Optional[list[Any]]:
    """Each trace's [p25, p75] of a metric given with a spread (None for the others)."""
    if metric not in SPREAD_OF:
        return None
    return [s["spreads"][key][metric] if key in s["spreads"] else None for s in sums]


def within_noise(base: Optional[list[Any]], other: Optional[list[Any]]) -> Optional[bool]:
    """Whether two traces' values differ by less than their calls' spread: their p25-p75
    ranges overlap (None where either has no spread)."""
    if not base or not other:
        return None
    return bool(other[0] <= base[1] and base[0] <= other[1])


def _metric_row(
    metric: str, unit: str, what: str, values: list[Any], baseline: int, spreads: Optional[list[Any]] = None
) -> MetricRow:
    base = values[baseline]
    deltas = [None if v is None or base is None else round(v - base, 3) for v in values]
    ratios = [None if v is None or not base else round(v / base, 4) for v in values]
    row = MetricRow(metric=metric, unit=unit, what=what, values=values, deltas=deltas, ratios=ratios)
    if spreads is not None:
        # (the spread of each trace's calls, and whether its change from the baseline is
        # inside it: a change within the noise is no change to rank or to fail a gate on)
        row.spreads = spreads
        row.within_noise = [
            None if i == baseline else within_noise(spreads[baseline], sp) for i, sp in enumerate(spreads)
        ]
    return row
