"""The sweep's decision: of the variants `tb-attn sweep` recorded for one of the trace's
attention problems, which is fastest, and by how much against the one the trace used.

Terms:
- a *problem*: an attention call's shapes, dtype, mask and backend as the trace ran it
  (analysis/passes/sweep_problems.py); the sweep runs it again with each variant.
- *fastest*: by the median of the variant's attention calls (GPU busy time where it ran on a
  GPU, else CPU time); *within noise* where its calls' p25-p75 spread overlaps the used one's
  (decisions.within_noise).
- *the trace's own calls*: the quartiles of the problem's calls in the trace, one by one
  (entry.attention_calls of the problem's rows), by their kernel time on a GPU trace, else
  their own CPU time; *as swept*: the same measure over the calls of the variant the trace
  used, as the sweep recorded it; not compared where one ran on a GPU and the other on the
  CPU (kernel time against CPU time). Where their spreads do not overlap, the sweep did not
  run the call as the trace did (another machine, its load, its threads): said.
"""

from __future__ import annotations

from typing import Any, Optional

import numpy as np

from ..analysis.passes.spread import quartiles
from ..report_types import Entry, trace_entry
from .compare import within_noise


def _typed(entry: Any) -> Any:
    """A recorded variant's entry as the report's classes: typed once by the sweep that recorded
    it; an entry given as JSON data (the tests' hand-made ones) is typed here."""
    return trace_entry(entry) if isinstance(entry, dict) else entry


def sweep_outcome(problem: dict[str, Any], recorded: dict[str, Any]) -> dict[str, Any]:
    """Which variant the sweep of one problem found fastest, by the median of each variant's
    attention calls (GPU busy time where it ran on a GPU, else CPU time), and by how much
    against the variant the trace used (analysis/passes/sweep_problems.py's problem; recorded:
    variant -> its report entry). -> {"rows": [{variant, median_us, spread, used}] fastest
    first, "fastest", "used" (the trace's variant that was recorded, or None), "speedup" (its
    median over the fastest's), "within_noise" (their calls' spreads overlap)}."""
    rows: list[dict[str, Any]] = []
    for variant, entry in recorded.items():
        typed = _typed(entry)
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


def own_calls(entry: Entry, rows: Optional[list[Any]] = None) -> Optional[dict[str, Any]]:
    """The quartiles of an entry's attention calls one by one (of the attention-op rows
    `rows`; None: every row), by kernel time on a GPU trace, else their own CPU time (see the
    module's terms); None without calls."""
    gpu = entry.breakdown_unit == "gpu"
    picked = entry.attention_calls.calls
    if rows is not None:
        wanted = set(rows)
        picked = [c for c in picked if c.op_row in wanted]
    return quartiles(np.array([c.kernel_us if gpu else c.cpu_us for c in picked], dtype=np.float64))


def as_traced(problem: dict[str, Any], traced: Entry, recorded: dict[str, Any]) -> Optional[dict[str, Any]]:
    """The trace's own calls of a problem beside the sweep's calls of the variant the trace
    used (see the module's terms): {variant, traced, swept (quartiles), within (their p25-p75
    spreads overlap), ratio (swept median over traced)}; None where either has no calls, or
    they ran on different kinds of device."""
    mine = own_calls(traced, problem["rows"])
    variant = next((v for v in problem["variants"] if recorded.get(v)), None)
    typed = _typed(recorded[variant]) if variant is not None else None
    swept = own_calls(typed) if isinstance(typed, Entry) and typed.breakdown_unit == traced.breakdown_unit else None
    if mine is None or swept is None:
        return None
    return {
        "variant": variant,
        "traced": mine,
        "swept": swept,
        "within": within_noise([mine["p25"], mine["p75"]], [swept["p25"], swept["p75"]]),
        "ratio": round(swept["median"] / mine["median"], 2) if mine["median"] > 0 else None,
    }
