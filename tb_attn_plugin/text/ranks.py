"""`tb-attn report` on a logdir of several ranks (#60 item 3): one table of the ranks and the
stragglers (decide.trends.ranks, as the tab's Trends view judges them), instead of a full report a
rank; `--each` prints every rank's report.

Terms: a run of ranks is a report whose readable traces name two or more distinct
distributed ranks; per step, as the tab's ranks table (attention's time, the fused attention
kernels' own time; on a CPU-only trace the CPU time).
"""

from __future__ import annotations

from typing import Any, Optional

from ..commands.common import short_labels
from ..decide.trends import STRAGGLER, ranks
from ..report_types import Entry, TrendsRanks, trace_entry
from .format import fitted, safe_text, wrapped


def ranked_entries(report: dict[str, Any]) -> list[Any]:
    """The report's readable entries where they are a run of ranks (see the terms); else []."""
    readable = [(t, e) for t, e in ((t, trace_entry(t)) for t in report["traces"]) if isinstance(e, Entry)]
    named = {e.distributed.rank for _, e in readable if e.distributed} - {None}
    return [t for t, _ in readable] if len(named) >= 2 else []


def format_ranks(report: dict[str, Any]) -> Optional[str]:
    """The ranks table and the stragglers; None where the report is no run of ranks."""
    entries = ranked_entries(report)
    if not entries:
        return None
    workers = short_labels([e["path"] for e in entries])
    judged = ranks(zip(workers, entries))
    typed = {w: trace_entry(e) for w, e in zip(workers, entries)}
    gpu = all(e["breakdown_unit"] == "gpu" for e in entries)
    rows = []
    for r in judged.workers:
        e = typed[r.worker]
        assert isinstance(e, Entry)
        share = e.attention.kernel_share if gpu else e.attention.cpu_share
        fused = r.fused_kernel_us_per_step
        rows.append(
            [
                "-" if r.rank is None else r.rank,
                safe_text(r.worker, 40),
                f"{r.us_per_step / 1000:,.3f}",
                "-" if fused is None else f"{fused / 1000:,.3f}",
                "-" if share is None else f"{100 * share:.1f}%",
                f"{e.attention.op_calls:,}",
                ", ".join(r.slower_in) or "",
            ]
        )
    unit = "kernel" if gpu else "CPU"
    head = ["rank", "trace", f"attention {unit} ms/step", "fused kernels ms/step", "share", "calls", "straggler in"]
    out = [f"== {len(entries)} ranks of one run (per step; the tab's Trends view judges them alike)"]
    out += fitted(head, rows, wide=True)
    out += _stragglers(judged)
    out.append("  (--each prints every rank's report; --json the whole report)")
    return "\n".join(out)


def _stragglers(judged: TrendsRanks) -> list[Any]:
    slow = [r for r in judged.workers if r.straggler]
    if not slow:
        return [f"  no straggler: every rank within {STRAGGLER:g}x the ranks' median in each metric (or their spread)"]
    out = []
    medians = {
        "attention": judged.median_us_per_step,
        "fused kernels": _median([r.fused_kernel_us_per_step for r in judged.workers]),
    }
    for r in slow:
        who = f"rank {r.rank}" if r.rank is not None else safe_text(r.worker, 40)
        mine = {"attention": r.us_per_step, "fused kernels": r.fused_kernel_us_per_step}
        ratios = ((name, mine[name], medians[name]) for name in r.slower_in)
        ratio = ", ".join(
            f"{name} {value / median:.2f}x the median" for name, value, median in ratios if value and median
        )
        where = r.difference
        blamed = (
            f"; most of it in {safe_text(where.scope, 60)} (+{where.us_per_step_over_median / 1000:,.3f} ms a step)"
            if where
            else "; no one scope stands out"
        )
        text = f"{who} is a straggler in {', '.join(r.slower_in)} ({ratio}){blamed}"
        out += wrapped(text, "  ", "straggler: ")
    return out


def _median(values: list[Optional[float]]) -> Optional[float]:
    known = sorted(v for v in values if v is not None)
    if not known:
        return None
    mid = len(known) // 2
    return known[mid] if len(known) % 2 else (known[mid - 1] + known[mid]) / 2
