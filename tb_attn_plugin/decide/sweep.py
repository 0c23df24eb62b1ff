"""The sweep's decision: of the variants `tb-attn sweep` recorded for one of the trace's
attention problems, which is fastest, and by how much against the one the trace used.

Terms:
- a *problem*: an attention call's shapes, dtype, mask and backend as the trace ran it
  (analysis/passes/sweep_problems.py); the sweep runs it again with each variant.
- *fastest*: by the median of the variant's attention calls (GPU busy time where it ran on a
  GPU, else CPU time); *within noise* where its calls' p25-p75 spread overlaps the used one's
  (decisions.within_noise).
"""

from __future__ import annotations

from ..report_types import Entry, trace_entry
from .compare import within_noise


def sweep_outcome(problem: dict, recorded: dict) -> dict:
    """Which variant the sweep of one problem found fastest, by the median of each variant's
    attention calls (GPU busy time where it ran on a GPU, else CPU time), and by how much
    against the variant the trace used (analysis/passes/sweep_problems.py's problem; recorded:
    variant -> its report entry). -> {"rows": [{variant, median_us, spread, used}] fastest
    first, "fastest", "used" (the trace's variant that was recorded, or None), "speedup" (its
    median over the fastest's), "within_noise" (their calls' spreads overlap)}."""
    rows = []
    for variant, entry in recorded.items():
        typed = trace_entry(entry) if entry else None
        if not isinstance(typed, Entry) or typed.attention is None or typed.attention.per_call is None:
            continue
        per_call = typed.attention.per_call
        stats = per_call.gpu_busy_us if typed.breakdown_unit == "gpu" else None
        stats = stats or per_call.cpu_us
        if stats is None:
            continue
        rows.append(
            {
                "variant": variant,
                "median_us": stats.median,
                "spread": [stats.p25, stats.p75],
                "used": variant in problem["variants"],
            }
        )
    rows.sort(key=lambda r: r["median_us"])
    fastest = rows[0] if rows else None
    used = next((r for r in rows if r["used"]), None)
    speedup = None
    if fastest is not None and used is not None and fastest["median_us"] > 0:
        speedup = round(used["median_us"] / fastest["median_us"], 2)
    return {
        "rows": rows,
        "fastest": fastest["variant"] if fastest is not None else None,
        "used": used["variant"] if used is not None else None,
        "speedup": speedup,
        "within_noise": within_noise(used["spread"], fastest["spread"])
        if used and fastest and used is not fastest
        else None,
    }
