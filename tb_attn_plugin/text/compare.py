"""The text of a compare (`tb-attn compare`): the variants ranked, what changed against the
baseline and each metric's table, as decisions.compare made them; it derives none.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Optional

from ..core.words import counted
from ..report_types import Compare, MetricRow, given
from .format import TimeScale, bytes_text, num_text, safe_text, text_table, time_scale


def format_compare(c: Compare) -> str:
    labels = [safe_text(t.label, 40) for t in c.traces]
    base = c.baseline
    out = [f"compare against {labels[base]} (the baseline)"]
    for i, label in enumerate(labels):
        out.append(f"  [{i}] {label}")
    if c.changes:  # (what the tab's summary lines say: compare.changes)
        out.append("")
        out.append("  what changed, the largest first:")
        for x in c.changes:
            sign = "-" if x.delta < 0 else "+"
            u = time_scale(x.base, x.value)
            out.append(
                f"    [{x.trace}] {safe_text(x.what)}: {u.text(x.base)} -> {u.text(x.value)} ({sign}{u.text(abs(x.delta))})"
            )
    out.append("")
    out.append("  variants, ranked by their calls' median time (p25-p75 beside it), as the tab ranks them:")
    rows = []
    # (one unit for the table's times, the largest median's, named in its headers)
    u = time_scale(*(m for v in c.variants for m in (v.gpu_us_median, v.cpu_us_median)))
    for v in sorted(c.variants, key=lambda v: v.rank):
        rows.append(
            [
                f"[{v.trace}]" + (" within noise" if v.within_noise else ""),
                num_text(v.kernels_per_forward),
                _median(u, v.gpu_us_median, v.gpu_us_spread),
                _median(u, v.cpu_us_median, v.cpu_us_spread),
                ", ".join(v.gemm_cores) or "-",
                str(v.copies),
                v.backend or "-",
                bytes_text(v.peak_memory) if v.peak_memory is not None else "-",
            ]
        )
    heads = ["trace", "kernels/fwd", f"GPU busy {u.unit}/call", f"CPU {u.unit}/call", "GEMM cores", "copies", "backend",
             "peak"]  # fmt: skip
    out.append(text_table(heads, rows))
    for v in c.variants:
        for line in v.explanations:
            out.append(f"  [{v.trace}] {safe_text(line)}")
    out.append("")
    out.append("  overall (per call of the top-level scopes):")
    out.append(_metric_table(c.overall, base))
    for s in c.scopes:
        out.append(f"  scope {safe_text(s.key, 80)}:")
        out.append(_metric_table(s.metrics, base))
    what = "kernels" if c.unit == "gpu" else "CPU ops"
    for k in c.kernels:
        if k.appeared or k.disappeared:
            out.append(f"  [{k.trace}] against the baseline:")
        changed: tuple[tuple[str, str, Sequence[Any]], ...] = (("-", "gone", k.disappeared), ("+", "new", k.appeared))
        for sign, how, xs in changed:
            for x in xs:
                u = time_scale(x.us, x.copy_us_per_call)
                copies = f", and {u.text(x.copy_us_per_call)} a call of copies it made" if x.copy_us_per_call else ""
                where = " in the baseline" if how == "gone" else ""
                out.append(f"    {sign} {what[:-1]} {how}: {safe_text(x.name, 100)} ({counted(x.count, 'call')}, "
                           f"{u.text(x.us)}{where}{copies})")  # fmt: skip
    return "\n".join(out)


def _median(u: TimeScale, median: Optional[float], spread: Optional[list[Any]]) -> str:
    """A median in the table's unit, its calls' p25-p75 beside it."""
    if median is None:
        return "-"
    return u.figure(median) + (f" ({u.figure(spread[0])}-{u.figure(spread[1])})" if spread else "")


def _metric_table(rows: list[MetricRow], base: int) -> str:
    table = []
    for r in rows:
        cells = [r.what]
        spreads = given(r.spreads) or [None] * len(r.values)
        noisy = given(r.within_noise) or [None] * len(r.values)
        for i, v in enumerate(r.values):
            if v is None:
                cells.append("-")
            else:
                text = bytes_text(v) if r.unit == "bytes" else num_text(v)
                spread = spreads[i]
                if spread:  # a median, its calls' p25-p75 beside it
                    text += f" [{num_text(spread[0])}-{num_text(spread[1])}]"
                ratio = r.ratios[i]
                noise = ", within noise" if noisy[i] else ""
                cells.append(text if i == base or ratio is None else f"{text} ({ratio:.2f}x{noise})")
        table.append(cells)
    n = len(rows[0].values) if rows else 0
    return text_table(["metric"] + [f"[{i}]" for i in range(n)], table)
