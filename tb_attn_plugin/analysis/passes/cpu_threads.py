"""Attention's CPU time per thread (#56 item 4): a training step runs attention's forward on
the Python thread and its backward on the autograd engine's, often at the same time as
other work of the first; attention's CPU time is their sum, which is CPU time, not time
on the clock.

Terms:
- a window: one stretch of host time counted in attention's CPU time (attention_totals):
  a forward scope instance no other encloses, a backward window (the outermost backward op
  mapped to a scope, a recompute or backward-phase root: context.backward_windows), or the
  outermost op of a backward whose forward is not in the trace (the unlinked backward).
  Their durations add up to attention.cpu_us.
- a thread's time: the windows on that thread (the trace's tid), forward and backward.
- wall time: the union of every thread's windows, the clock time in which some thread ran
  attention; overlap, the sum less the union: time counted more than once, windows that ran
  at the same time (on two threads: the forward of one micro-batch beside the backward of
  another; a wait of one thread inside a window while another does the work is never counted:
  a backward-phase label around the main thread's wait for the autograd engine is no root,
  context._phase_roots).
"""

from __future__ import annotations

import numpy as np

from ..context import AnalysisContext
from ..gpu_clip import union_us


def cpu_threads(ctx: AnalysisContext) -> dict:
    """-> {threads: [{thread, forward_us, backward_us}] the most time first, wall_us,
    overlap_us}: see the module's terms."""
    cpu = ctx.data.cpu
    forward = ctx.forward_windows()
    backward, _ = ctx.backward_windows()
    backward = np.concatenate([backward, ctx.unlinked_backward.roots])
    rows = np.concatenate([forward, backward]).astype(np.int64)
    is_backward = np.zeros(len(rows), dtype=bool)
    is_backward[len(forward) :] = True
    tid, dur = cpu.tid[rows], cpu.dur[rows]
    threads = []
    for t in np.unique(tid).tolist():
        on = tid == t
        # (Python floats: sums as attention_totals makes them)
        fwd = float(sum(dur[on & ~is_backward].tolist()))
        bwd = float(sum(dur[on & is_backward].tolist()))
        threads.append({"thread": int(t), "forward_us": round(fwd, 3), "backward_us": round(bwd, 3)})
    threads.sort(key=lambda r: (-(r["forward_us"] + r["backward_us"]), r["thread"]))
    # in whole nanoseconds (Kineto's resolution) from the first window's start: ts + dur - ts
    # in floats is not dur, and a trace whose windows never meet showed 0.001 µs of overlap;
    # and a time since the epoch (1.6e15 µs) is 1.6e18 ns, past what a float holds to the
    # nanosecond (its steps there are 256 ns), where its distance from the first start is not.
    # A distance too large for nanoseconds (a damaged trace's 1.8e305 µs: inf, and inf - inf
    # is no length) is counted in µs.
    ts = cpu.ts[rows]
    offset = ts - ts.min() if len(ts) else ts
    scale = 1000.0
    with np.errstate(over="ignore", invalid="ignore"):
        start, length = np.rint(offset * scale), np.rint(dur * scale)
        if not (np.isfinite(start + length).all() and np.isfinite(length.sum())):
            scale, start, length = 1.0, offset, dur
        wall = union_us(start, start + length)
    return {
        "threads": threads,
        "wall_us": round(wall / scale, 3),
        "overlap_us": round(max(float(length.sum()) - wall, 0.0) / scale, 3),
    }
