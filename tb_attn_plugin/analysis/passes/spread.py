"""Per-call spread: how a scope's calls are distributed, not only their mean, so that a
comparison of two traces can rank by medians and tell a change from noise (three noisy CPU
calls of 1.7, 64 and 5.3 ms have a mean of 23.7 ms and a median of 5.3).

Terms:
- a call: a scope instance that counts (outermost of its key, not recomputed by activation
  checkpointing), as every per-call figure of the report counts them; an attention call:
  one that no other scope instance encloses (the top level, where attention's totals come
  from);
- quartiles: {n, min, p25, median, p75, max} of the calls' values (linear interpolation
  between order statistics, numpy's default), µs rounded to 3 decimals; None without calls;
- per key: "cpu_us", the calls' own CPU time (their range on the CPU), and "gpu_busy_us",
  the time the GPU was busy with what each call launched (projection.py: the union of its
  kernels', memcpys' and memsets' intervals), over the calls that launched anything (None
  on a CPU-only trace).
"""

from __future__ import annotations

from typing import Optional

import numpy as np

from ..context import AnalysisContext
from ..projection import GpuProjection


def quartiles(values: np.ndarray) -> Optional[dict]:
    values = np.asarray(values, dtype=np.float64)
    values = values[np.isfinite(values)]
    if not len(values):
        return None
    lo, p25, median, p75, hi = np.percentile(values, [0, 25, 50, 75, 100]).tolist()
    return {
        "n": len(values),
        "min": round(lo, 3),
        "p25": round(p25, 3),
        "median": round(median, 3),
        "p75": round(p75, 3),
        "max": round(hi, 3),
    }


def per_call_spread(ctx: AnalysisContext, projection: GpuProjection) -> tuple:
    """-> (per key {"cpu_us", "gpu_busy_us"} quartiles, the same over the attention calls)."""
    scopes = ctx.scopes
    calls = scopes.outermost & scopes.forward
    cpu_us = ctx.data.cpu.dur[scopes.inst_row].astype(np.float64)
    busy = projection.busy_us if len(projection.busy_us) == len(cpu_us) else np.full(len(cpu_us), np.nan)
    has_gpu = bool(len(ctx.data.gpu))
    per_key: list = []
    order = np.argsort(scopes.inst_key[calls], kind="stable")
    keys = scopes.inst_key[calls][order]
    cpu_sorted, busy_sorted = cpu_us[calls][order], busy[calls][order]
    bounds = np.searchsorted(keys, np.arange(ctx.n_keys + 1))
    for key in range(ctx.n_keys):
        lo, hi = bounds[key], bounds[key + 1]
        per_key.append(
            {
                "cpu_us": quartiles(cpu_sorted[lo:hi]),
                "gpu_busy_us": quartiles(busy_sorted[lo:hi]) if has_gpu else None,
            }
        )
    top = calls & (scopes.inst_parent < 0)
    overall = {"cpu_us": quartiles(cpu_us[top]), "gpu_busy_us": quartiles(busy[top]) if has_gpu else None}
    return per_key, overall


def recomputed_calls(ctx: AnalysisContext, projection: GpuProjection) -> Optional[dict]:
    """Activation checkpointing's recompute: the scope instances the autograd engine ran (a
    forward run again inside the backward), the outermost of each recomputed run counted
    once: {calls, cpu_us, gpu_busy_us}; None where nothing was recomputed. Their time is
    backward work of the scopes they repeat (every total counts it once, there)."""
    scopes = ctx.scopes
    again = scopes.recomputed
    if not again.any():
        return None
    parent = scopes.inst_parent
    outer = again & ~np.where(parent >= 0, again[np.maximum(parent, 0)], False)
    cpu_us = ctx.data.cpu.dur[scopes.inst_row[outer]].astype(np.float64)
    busy = projection.busy_us[outer] if len(projection.busy_us) == len(again) else np.zeros(0)
    busy = busy[np.isfinite(busy)]
    return {
        "calls": int(outer.sum()),
        "cpu_us": round(float(cpu_us.sum()), 3),
        "gpu_busy_us": round(float(busy.sum()), 3) if len(ctx.data.gpu) else None,
    }
