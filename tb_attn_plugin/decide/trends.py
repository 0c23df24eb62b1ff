"""Trends over training steps and the ranks of a run, from report entries (never a trace).

Terms:
- a *point*: one profiler step of a span (one trace), with attention's share and times in it
  (trend_points); a trend is every point of a run, per worker in step order.
- a *rank*: one worker of a run, its attention time per step and per scope (rank_part).
- straggler: a rank slower than the others in a metric (RANK_METRICS: attention's time per
  step, the fused attention kernels' own time per step), judged against the ranks' median
  with a robust spread: over STRAGGLER times the median and more than MAD_Z scaled median
  absolute deviations above it (any amount above it where the others do not spread). A rank
  1.5x slower in its fused kernels is one even where its whole attention moves 11%.
- the difference: the top-level scope whose time per step is furthest over its median,
  named only where it stands out (at least DIFFERENCE_APART times the next one's gap): a
  rank whose every layer is slower alike is not blamed on one.
- trend_of and ranks_of fold their parts one at a time (Trends over 10,000 ranks never holds
  them all decoded at once).
"""

from __future__ import annotations

import statistics
from collections import defaultdict
from collections.abc import Iterable
from typing import Any, Literal, Optional

from ..analysis.report.step_summary import step_summary
from ..report_types import (
    Entry,
    StepSummary,
    TrendsRanks,
    TrendsRanksWorkersItem,
    TrendsRanksWorkersItemDifference,
    TrendsTrend,
    TrendsTrendWorkersItem,
    TrendsTrendWorkersItemPointsItem,
    given,
)
from .compared import scope_keys

STRAGGLER = 1.10
MAD_Z = 3.5  # scaled median absolute deviations above the median
MAD_SCALE = 1.4826  # a normal spread's standard deviation per MAD
DIFFERENCE_APART = 2.0
# (metric, the rank part's field): what ranks are judged on
RANK_METRICS: tuple[tuple[Literal["attention", "fused kernels"], str], ...] = (
    ("attention", "us"),
    ("fused kernels", "fused_us"),
)


def trend(items: Iterable[tuple[str, str, Entry | dict[str, Any]]]) -> TrendsTrend:
    """Steps over training: items are (worker, span, entry) of one run; -> one point per step
    of each span, per worker in step order, with attention's share and times."""
    summaries = ((worker, span, step_summary(entry)) for worker, span, entry in items)
    return trend_of((worker, trend_points(span, s)) for worker, span, s in summaries if s is not None)


def trend_points(span: str, summary: StepSummary) -> list[TrendsTrendWorkersItemPointsItem]:
    """The trend's points of one span's step summary: one per step."""
    gpu = summary.breakdown_unit == "gpu"
    points = []
    for row in summary.steps.per_step:
        attention_gpu = row.attention_forward_kernel_us + row.attention_backward_kernel_us
        share = attention_gpu / row.kernel_us if gpu and row.kernel_us else None
        if not gpu:
            share = row.attention_cpu_us / row.us if row.us else None
        points.append(
            TrendsTrendWorkersItemPointsItem(
                span=span,
                step=row.step,
                share=round(share, 6) if share is not None else None,
                forward_kernel_us=row.attention_forward_kernel_us,
                backward_kernel_us=row.attention_backward_kernel_us,
                attention_cpu_us=row.attention_cpu_us,
                step_us=row.us,
                attention_peak_allocated=row.attention_peak_allocated,
                layers=row.layers,
                phase=row.phase,
                tokens=row.tokens,
            )
        )
    return points


def trend_of(parts: Iterable[tuple[str, list[TrendsTrendWorkersItemPointsItem]]]) -> TrendsTrend:
    """The trend from (worker, trend_points of a span), read once (a generator: the entries
    need not be held together)."""
    series: dict[str, list[TrendsTrendWorkersItemPointsItem]] = {}
    for worker, points in parts:
        series.setdefault(worker, []).extend(points)
    for points in series.values():
        points.sort(key=lambda p: (p.step, p.span))
    return TrendsTrend(workers=[TrendsTrendWorkersItem(worker=w, points=p) for w, p in sorted(series.items())])


def ranks(items: Iterable[tuple[str, Entry | dict[str, Any]]]) -> TrendsRanks:
    """Across the workers of a run: attention time per step of each (GPU kernels; CPU-only
    traces: CPU), the median, the stragglers, and the scope that makes a straggler's
    difference. items are (worker, entry), one or more entries per worker."""
    summaries = ((worker, step_summary(entry)) for worker, entry in items)
    return ranks_of((worker, rank_part(s)) for worker, s in summaries if s is not None)


def rank_part(summary: StepSummary) -> dict[str, Any]:
    """What ranks_of reads of one step summary: its attention time and steps, its rank, and
    each top-level scope's time per step, by scope key."""
    gpu = summary.breakdown_unit == "gpu"
    a = summary.attention
    steps = max(summary.steps.count, 1)
    scopes: defaultdict[str, Any] = defaultdict(float)
    for key, s in zip(scope_keys(s.name for s in summary.scopes), summary.scopes):
        if s.parent_id is None:
            scope_us = s.forward_kernel_us + s.backward_kernel_us if gpu else s.cpu_us + s.backward_cpu_us
            scopes[key] += scope_us / steps
    return {
        "us": a.kernel_us if gpu else a.cpu_us,
        # (None for a summary made before it had it: that rank not judged on it)
        "fused_us": given(a.fused_kernel_us) if gpu else None,
        "steps": steps,
        "rank": summary.distributed.rank if summary.distributed else None,
        "scopes": scopes,
    }


def ranks_of(parts: Iterable[tuple[str, dict[str, Any]]]) -> TrendsRanks:
    """ranks from (worker, rank_part of an entry), read once (see trend_of)."""
    per_worker: dict[str, Any] = {}
    for worker, part in parts:
        w = per_worker.setdefault(
            worker,
            {
                "worker": worker,
                "rank": part["rank"],
                "us": 0.0,
                "fused_us": 0.0,
                "steps": 0,
                "scopes": defaultdict(float),
            },
        )
        w["us"] += part["us"]
        w["fused_us"] = None if w["fused_us"] is None or part["fused_us"] is None else w["fused_us"] + part["fused_us"]
        w["steps"] += part["steps"]
        for key, us in part["scopes"].items():
            w["scopes"][key] += us
    rows = []
    for w in per_worker.values():
        fused = w["fused_us"]
        rows.append(
            {
                "worker": w["worker"],
                "rank": w["rank"],
                "us_per_step": round(w["us"] / w["steps"], 3),
                "fused_kernel_us_per_step": round(fused / w["steps"], 3) if fused is not None else None,
            }
        )
    rows.sort(key=lambda r: (r["rank"] is None, r["rank"] if r["rank"] is not None else 0, r["worker"]))
    median = statistics.median(r["us_per_step"] for r in rows) if rows else None
    slower = {
        name: _slower([r["us_per_step" if field == "us" else "fused_kernel_us_per_step"] for r in rows])
        for name, field in RANK_METRICS
    }
    medians: dict[str, Any] = {}  # scope key -> its median over every worker (made once, when needed)
    judged = []
    for i, r in enumerate(rows):
        slower_in = [name for name, _ in RANK_METRICS if slower[name][i]]
        difference = _difference(per_worker, rows, r["worker"], medians) if slower_in else None
        judged.append(
            TrendsRanksWorkersItem(**r, straggler=bool(slower_in), slower_in=slower_in, difference=difference)
        )
    return TrendsRanks(median_us_per_step=median, threshold=STRAGGLER, workers=judged)


def _slower(values: list[Any]) -> list[Any]:
    """Per value: over STRAGGLER times the median of those known and more than MAD_Z scaled
    MADs above it (see the module's terms); False where unknown."""
    known = [v for v in values if v is not None]
    if len(known) < 2:
        return [False] * len(values)
    median = statistics.median(known)
    spread = MAD_SCALE * statistics.median(abs(v - median) for v in known)
    return [
        v is not None and median > 0 and v > STRAGGLER * median and (spread == 0 or (v - median) / spread > MAD_Z)
        for v in values
    ]


def _difference(
    per_worker: dict[str, Any], rows: list[Any], worker: str, medians: dict[str, Any]
) -> Optional[TrendsRanksWorkersItemDifference]:
    """The scope that makes a straggler's difference, where it stands out (the module's terms)."""
    mine = per_worker[worker]["scopes"]
    for key in mine:
        if key not in medians:
            # (a worker without the scope counts 0)
            present = [w[key] for w in (per_worker[o["worker"]]["scopes"] for o in rows) if key in w]
            medians[key] = statistics.median(present + [0.0] * (len(rows) - len(present)))
    gaps = {key: us - medians[key] for key, us in mine.items()}
    ordered = sorted(gaps.items(), key=lambda kv: -kv[1])
    if not ordered or ordered[0][1] <= 0:
        return None
    if len(ordered) > 1 and ordered[0][1] < DIFFERENCE_APART * max(ordered[1][1], 0.0):
        return None  # (its scopes slower alike: no one of them is the difference)
    key, gap = ordered[0]
    return TrendsRanksWorkersItemDifference(scope=key, us_per_step_over_median=round(gap, 3))
