"""The regression gate: `tb-attn compare BASELINE CANDIDATE --fail-on RULE ...`, for CI.

Terms:
- a metric, named as in the report (GATE_METRICS), read from the comparison of the two
  traces (decisions.compare) or from the candidate's entry: its value in each trace, and
  for a median, the p25-p75 spread of the calls;
- a rule, ``METRIC>LIMIT`` or ``METRIC<LIMIT``: fails when the candidate's value (a plain
  limit: ``copies_per_call>0``), or its change from the baseline (a signed limit: ``+5%``
  relative, ``+2pt`` in percentage points for a share, ``+100`` in the metric's unit) is past
  the limit; a change inside the noise (the two traces' spreads overlap) never fails;
- the outcome of a rule: passed or failed, with the line that says why.

Outputs: one line per failed rule (exit 1), a Markdown table of the metrics for a pull
request, a JUnit XML report (one test case per rule).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Optional, Union
from xml.etree import ElementTree

import msgspec

from ..core.words import counted
from ..report_types import Compare, Entry, given
from .compare import within_noise

# metric -> (unit, what): the gate's metrics, as the report names them
GATE_METRICS = {
    "attention_us": ("µs", "attention time per call, the median (GPU busy time on a GPU trace, CPU time otherwise)"),
    "attention_kernel_us": (
        "µs",
        "the fused attention kernels' own time per attention call (kernels whose names say attention, forward and "
        "backward; on a CPU-only trace the attention ops' CPU time per call); attention_kernel_us[KIND] for the "
        "kernels of one backend (flash, cudnn, FlashInfer...: a part of its name) and the calls that launched them",
    ),
    "pct_of_peak": ("%", "the attention ops' % of the device's compute peak, weighted by their kernel time"),
    "attention_total_us": ("µs", "attention's total time (kernel time on a GPU trace, CPU time otherwise)"),
    "attention_share": ("share", "attention's share of GPU kernel time (of step time on a CPU-only trace)"),
    "copies_per_call": ("copies", "tensors copied whole per attention-op call, over every attention op"),
    "kernels_per_call": ("kernels", "forward kernels per call"),
    "cpu_ops_per_call": ("ops", "CPU ops per call"),
}
# (ASCII digits only: \d would take fullwidth and Arabic-Indic digits; a limit of at most
# 15 digits before the point, so that it is a finite float, never infinity)
_RULE = re.compile(
    r"^\s*(?P<metric>[a-z_]{1,64})(?:\[(?P<kind>[A-Za-z0-9 ._-]{1,40})\])?\s*(?P<op>[<>])\s*(?P<sign>[+-]?)(?P<value>\d{1,15}(?:\.\d{1,15})?)(?P<unit>%|pt)?\s*$",
    re.ASCII,
)
# a rule judged on fewer calls than this a side says so (--min-calls makes it a failure)
FEW_CALLS = 5
# what of a rule that cannot be read is said back (a rule of 100 KB was echoed whole)
_ECHO = 80


def _echo(text: str) -> str:
    return repr(text if len(text) <= _ECHO else text[:_ECHO] + "…")


@dataclass(frozen=True)
class Rule:
    text: str
    metric: str
    op: str  # ">" or "<"
    limit: float
    relative: bool  # a change from the baseline (a signed limit), not a value
    unit: str  # "" (the metric's own), "%" or "pt"
    kind: Optional[str] = None  # attention_kernel_us[KIND]: the backend's name part

    @property
    def key(self) -> str:
        """The metric as the rule names it: attention_kernel_us[flash]."""
        return f"{self.metric}[{self.kind}]" if self.kind else self.metric

    @classmethod
    def parse(cls, text: str) -> Rule:
        m = _RULE.match(text)
        if not m:
            raise ValueError(
                f"--fail-on {_echo(text)}: expected METRIC>LIMIT or METRIC<LIMIT, the limit in ASCII digits "
                "(e.g. attention_us>+5%)"
            )
        metric = m.group("metric")
        if metric not in GATE_METRICS:
            raise ValueError(f"--fail-on {_echo(text)}: no metric {metric!r}; one of {', '.join(GATE_METRICS)}")
        kind = m.group("kind")
        if kind and metric != "attention_kernel_us":
            raise ValueError(f"--fail-on {_echo(text)}: only attention_kernel_us takes a [KIND]")
        relative = bool(m.group("sign"))
        unit = m.group("unit") or ""
        if unit and not relative:
            raise ValueError(f"--fail-on {_echo(text)}: a % or pt limit is a change: give it a sign (+5%, -2pt)")
        if unit == "pt" and GATE_METRICS[metric][0] not in ("share", "%"):
            raise ValueError(
                f"--fail-on {_echo(text)}: pt (percentage points) is for a share or a % (attention_share, pct_of_peak)"
            )
        value = float(m.group("value")) * (-1 if m.group("sign") == "-" else 1)
        return cls(text.strip(), metric, m.group("op"), value, relative, unit, kind)


@dataclass(frozen=True)
class Values:
    """A metric in the baseline and the candidate, and each one's calls' spread (medians)."""

    base: Optional[float]
    candidate: Optional[float]
    base_spread: Optional[list[Any]] = None
    candidate_spread: Optional[list[Any]] = None
    calls: Optional[tuple[Any, ...]] = None  # (baseline's, candidate's) calls the values are over


def _typed(entry: Union[dict[str, Any], Entry]) -> Entry:
    """An entry as the report's class (the CLI hands the gate the JSON report's dicts)."""
    return entry if isinstance(entry, Entry) else msgspec.convert(entry, Entry)


def metric_values(
    pair: Compare,
    base_entry: Union[dict[str, Any], Entry],
    candidate_entry: Union[dict[str, Any], Entry],
) -> dict[str, Any]:
    """{metric: Values} of the two traces (pair: decisions.compare of [base, candidate])."""
    entries = (_typed(base_entry), _typed(candidate_entry))
    rows = {r.metric: r for r in pair.overall}
    gpu = pair.unit == "gpu"
    median = rows["gpu_us_median" if gpu else "cpu_us_median"]
    spreads = given(median.spreads) or [None, None]
    out = {
        "attention_us": Values(
            median.values[0],
            median.values[1],
            base_spread=spreads[0],
            candidate_spread=spreads[1],
            # (the median is over the calls of the scopes: their count, each side)
            calls=tuple(_median_calls(e, gpu) for e in entries),
        ),
        "kernels_per_call": _pair(rows["kernels_per_instance"].values),
        "cpu_ops_per_call": _pair(rows["cpu_ops_per_instance"].values),
    }
    a, b = entries[0].attention, entries[1].attention
    out["attention_total_us"] = Values(a.kernel_us, b.kernel_us) if gpu else Values(a.cpu_us, b.cpu_us)
    out["attention_share"] = Values(a.kernel_share, b.kernel_share) if gpu else Values(a.cpu_share, b.cpu_share)
    out["copies_per_call"] = Values(_copies_per_call(entries[0]), _copies_per_call(entries[1]))
    out["pct_of_peak"] = Values(_pct_of_peak(entries[0]), _pct_of_peak(entries[1]))
    out["attention_kernel_us"] = kernel_values(entries[0], entries[1], None)
    return out


def _pair(values: list[Any]) -> Values:
    """A metric row's baseline and candidate values (the comparison of those two)."""
    return Values(values[0], values[1])


def _median_calls(entry: Entry, gpu: bool) -> Optional[int]:
    """The calls the median time per call is over (the spread's n)."""
    per_call = entry.attention.per_call
    quartiles = (per_call.gpu_busy_us if gpu else per_call.cpu_us) if per_call else None
    return quartiles.n if quartiles else None


def kernel_values(
    base_entry: Union[dict[str, Any], Entry], candidate_entry: Union[dict[str, Any], Entry], kind: Optional[str]
) -> Values:
    """attention_kernel_us (or attention_kernel_us[kind]) of the two traces, with their calls."""
    (b, bn), (c, cn) = (_kernel_us_per_call(_typed(e), kind) for e in (base_entry, candidate_entry))
    return Values(b, c, calls=(bn, cn))


def _kernel_us_per_call(entry: Entry, kind: Optional[str]) -> tuple[Any, ...]:
    """-> (the fused attention kernels' time per attention call, the calls): GPU: the
    attention-category kernels (of the kernel table where a kind is asked, the backends naming
    it; of the breakdown otherwise, every one) over the attention-op calls (those that launched
    such kernels, for a kind); CPU-only: the attention ops' CPU time over their calls."""
    a = entry.attention
    rows = entry.attention_ops
    if entry.breakdown_unit != "gpu":
        calls = sum(r.count for r in rows)
        return (round(sum(r.cpu_us for r in rows) / calls, 3) if calls else None), calls
    if kind is None:
        us = sum(c.total_us for c in a.categories if c.category == "attention")
        calls = a.op_calls
    else:
        low = kind.lower()
        us = sum(k.total_us for k in a.kernels if k.category == "attention" and low in (k.backend or "").lower())
        calls = sum(r.count for r in rows if any(low in b.lower() for b in r.kernel_backends))
    return (round(us / calls, 3) if calls and us else None), calls


def _pct_of_peak(entry: Entry) -> Optional[float]:
    """The attention ops' % of compute peak, weighted by their kernel time."""
    rows = [
        (pct, r.kernel_us)
        for r in entry.attention_ops
        if (pct := given(r.pct_of_peak_compute)) is not None and r.kernel_us
    ]
    time = sum(us for _, us in rows)
    return round(sum(pct * us for pct, us in rows) / time, 3) if time else None


def _copies_per_call(entry: Entry) -> Optional[float]:
    """Tensors copied whole per attention-op call, over every op whose copies are known."""
    known = [
        (copies, r.count)
        for r in entry.attention_ops
        if r.expectation is not None and (copies := r.expectation.observed.copies_per_call) is not None
    ]
    calls = sum(n for _, n in known)
    if not calls:
        return None
    return round(sum(copies * n for copies, n in known) / calls, 3)


@dataclass(frozen=True)
class Outcome:
    rule: Rule
    failed: bool
    line: str


def judge(rule: Rule, v: Values, min_calls: int = 0) -> Outcome:
    """The rule's outcome on the values, said in one line; a rule judged on fewer than
    FEW_CALLS calls a side says so, and fails where min_calls asks for more than it had."""
    outcome = _judged(rule, v)
    if v.calls is None:
        return outcome
    fewest = min(n for n in v.calls if n is not None) if any(n is not None for n in v.calls) else 0
    said = f" [judged on {v.calls[0]} and {counted(v.calls[1], 'call')}"
    if min_calls and fewest < min_calls:
        return Outcome(rule, True, outcome.line + said + f": fewer than --min-calls {min_calls}]")
    if fewest < FEW_CALLS:
        return Outcome(
            rule, outcome.failed, outcome.line + said + f": fewer than {FEW_CALLS} a side, a noisy judgment]"
        )
    return outcome


def _judged(rule: Rule, v: Values) -> Outcome:
    unit = GATE_METRICS[rule.metric][0]
    shown = _fmt(v.candidate, unit)
    if v.candidate is None or (rule.relative and v.base is None):
        return Outcome(rule, False, f"{rule.text}: not measured in both traces ({rule.key} {shown}): not judged")
    if not rule.relative:
        past = v.candidate > rule.limit if rule.op == ">" else v.candidate < rule.limit
        return Outcome(rule, past, f"{rule.text}: {rule.key} is {shown}" + (" (past the limit)" if past else ""))
    assert v.base is not None
    if rule.unit == "%":
        if not v.base:
            return Outcome(rule, False, f"{rule.text}: the baseline's {rule.key} is 0: no relative change")
        change, said = 100.0 * (v.candidate - v.base) / v.base, f"{100.0 * (v.candidate - v.base) / v.base:+.1f}%"
    elif rule.unit == "pt":
        change = (100.0 if unit == "share" else 1.0) * (v.candidate - v.base)
        said = f"{change:+.1f}pt"
    else:
        change, said = v.candidate - v.base, f"{v.candidate - v.base:+,.3g} {unit}"
    past = change > rule.limit if rule.op == ">" else change < rule.limit
    line = f"{rule.text}: {rule.key} {_fmt(v.base, unit)} -> {shown} ({said})"
    if past and within_noise(v.base_spread, v.candidate_spread):
        return Outcome(rule, False, line + ", within the calls' spread (p25-p75 ranges overlap): noise, not failed")
    return Outcome(rule, past, line + (" past the limit" if past else ""))


def _fmt(v: Optional[float], unit: str) -> str:
    if v is None:
        return "not measured"
    if unit == "share":
        return f"{100 * v:.1f}%"
    if unit == "%":
        return f"{v:.1f}%"
    return f"{v:,.3f} {unit}" if unit == "µs" else f"{v:g}"


def markdown(comparison: Compare, values: dict[str, Any], outcomes: list[Any]) -> str:
    """The comparison as a table to paste into a pull request, the rules' outcomes after it."""
    labels = [t.label for t in comparison.traces]
    lines = [
        f"| metric | {labels[0]} (baseline) | {labels[1]} | change | spread (p25-p75) |",
        "|---|---:|---:|---:|---|",
    ]
    for metric, v in values.items():
        unit = GATE_METRICS[metric.split("[")[0]][0]
        change = "" if v.base is None or v.candidate is None else _change(v, unit)
        spread = " vs ".join(
            "–" if s is None else f"{s[0]:,.1f}-{s[1]:,.1f}" for s in (v.base_spread, v.candidate_spread)
        )
        spread = spread if (v.base_spread or v.candidate_spread) else ""
        lines.append(f"| `{metric}` | {_fmt(v.base, unit)} | {_fmt(v.candidate, unit)} | {change} | {spread} |")
    if outcomes:
        lines.append("")
        lines += [f"- {'❌' if o.failed else '✅'} {o.line}" for o in outcomes]
    return "\n".join(lines)


def _change(v: Values, unit: str) -> str:
    assert v.base is not None and v.candidate is not None
    if unit in ("share", "%"):
        return f"{(100 if unit == 'share' else 1) * (v.candidate - v.base):+.1f}pt"
    if v.base:
        return f"{100 * (v.candidate - v.base) / v.base:+.1f}%"
    return f"{v.candidate - v.base:+g}"


def junit(outcomes: list[Any], name: str = "tb-attn compare") -> bytes:
    """A JUnit XML report: one test case per rule, a failure element where it failed."""
    suite = ElementTree.Element(
        "testsuite", name=name, tests=str(len(outcomes)), failures=str(sum(o.failed for o in outcomes))
    )
    for o in outcomes:
        case = ElementTree.SubElement(suite, "testcase", classname="tb-attn.gate", name=o.rule.text)
        if o.failed:
            ElementTree.SubElement(case, "failure", message=o.line).text = o.line
        else:
            ElementTree.SubElement(case, "system-out").text = o.line
    return bytes(ElementTree.tostring(suite, encoding="utf-8", xml_declaration=True))
