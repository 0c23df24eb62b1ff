"""The GPU projection pass: what each scope instance's CPU range left the GPU doing, as
Nsight Systems projects NVTX ranges onto the GPU (``nvtx_gpu_proj_sum``): under
asynchronous launches a CPU range's length says little about the GPU's.

Terms:
- subtree: a host row and every row nested in it. The model's order lists each thread's
  rows by start, parents before children, so a subtree is the run of positions
  [position[row], subtree_end[row]).
- an instance's GPU rows: the device activities (kernels, memcpy, memset) launched from its
  subtree, nested scope instances included: the rows the report counts for it.
- projection of an instance: its GPU range (first start to last end of its GPU rows), its
  busy time (the union of their intervals: rows overlapping on several streams count once)
  and its idle time (range minus busy). An instance without GPU rows has none (NaN).
- per call, per scope key: the sums over its calls (the instances that count as calls:
  outermost of their key, not recomputed) divided by the calls, as the report's other
  per-call figures are.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

import numpy as np

from ..model import TraceModel
from .context import AnalysisContext


@dataclass(frozen=True)
class GpuProjection:
    """Per scope instance: the first start and last end of its GPU rows, and their busy
    time (NaN where it has none); per key, the per-call figures (None where no call of the
    key launched anything)."""

    first_start: np.ndarray
    last_end: np.ndarray
    busy_us: np.ndarray
    per_call: list  # per key: {"range_us", "busy_us", "idle_us", "calls_with_gpu"} or None
    # the GPU rows by the subtree that launched them, where the pass built it (the timelines
    # take the same, not a second one); None when there was nothing to project
    launched: Optional[LaunchedFrom] = None

    def launched_from(self, ctx: AnalysisContext) -> LaunchedFrom:
        return self.launched if self.launched is not None else LaunchedFrom(ctx, subtree_ends(ctx.model))

    def window_end(self, ctx: AnalysisContext, instances: np.ndarray) -> np.ndarray:
        """Where each instance's work ends: its CPU end, or its last GPU row's end if later."""
        rows = ctx.scopes.inst_row[instances]
        cpu_end = ctx.data.cpu.ts[rows] + ctx.data.cpu.dur[rows]
        return np.fmax(cpu_end, self.last_end[instances])


def subtree_ends(model: TraceModel) -> np.ndarray:
    """Per row, the position just past its subtree in the model's order: sizes added up the
    tree level by level (deepest first); trees too deep for levels take the reference."""
    if model.levels is None:
        return subtree_ends_reference(model)
    size = np.ones(len(model.parent), dtype=np.int64)
    parent = model.parent
    for rows in reversed(model.levels[1:]):
        np.add.at(size, parent[rows], size[rows])
    return model.position + size


def subtree_ends_reference(model: TraceModel) -> np.ndarray:
    """The same, by a stack sweep over the order: a row's subtree ends where the first row
    that is not its descendant begins (its rows are the open ones on the stack)."""
    parent = model.parent.tolist()
    ends = np.empty(len(parent), dtype=np.int64)
    stack: list = []
    for pos, row in enumerate(model.order.tolist()):
        p = parent[row]
        while stack and stack[-1] != p:
            ends[stack.pop()] = pos
        stack.append(row)
    while stack:
        ends[stack.pop()] = len(parent)
    return ends


class LaunchedFrom:
    """GPU rows by the tree position of the host row that launched them: the GPU rows of a
    subtree are one slice."""

    def __init__(self, ctx: AnalysisContext, ends: np.ndarray):
        launch = ctx.launch_of_gpu
        launched = np.flatnonzero(launch >= 0)
        pos = ctx.model.position[launch[launched]]
        by_pos = np.argsort(pos, kind="stable")
        self.gpu_rows = launched[by_pos]
        self.positions = pos[by_pos]
        self.ends = ends
        self.model = ctx.model

    def slices(self, rows: np.ndarray) -> tuple:
        """-> (lo, hi) into gpu_rows of the subtree of each host row."""
        start = self.model.position[rows]
        return (
            np.searchsorted(self.positions, start, side="left"),
            np.searchsorted(self.positions, self.ends[rows], side="left"),
        )

    def rows_of(self, row: int) -> np.ndarray:
        lo, hi = self.slices(np.array([row], dtype=np.int64))
        return self.gpu_rows[int(lo[0]) : int(hi[0])]


def extent_by_group(group: np.ndarray, start: np.ndarray, end: np.ndarray, ngroups: int) -> tuple:
    """Per group, (its first start, its last end): inf and -inf for a group with no interval."""
    first = np.full(ngroups, np.inf)
    np.minimum.at(first, group, start)
    last = np.full(ngroups, -np.inf)
    np.maximum.at(last, group, end)
    return first, last


def union_by_group(group: np.ndarray, start: np.ndarray, end: np.ndarray, ngroups: int) -> np.ndarray:
    """Per group, the length of the union of its intervals. Groups are laid end to end on
    one axis (each shifted past the last) so that one running maximum serves them all."""
    busy = np.zeros(ngroups)
    if not len(group):
        return busy
    first = np.full(ngroups, np.inf)
    np.minimum.at(first, group, start)
    rel_start, rel_end = start - first[group], end - first[group]
    width = float(rel_end.max()) + 1.0
    s, e = rel_start + group * width, rel_end + group * width
    order = np.lexsort((s, group))
    s, e, g = s[order], e[order], group[order]
    reach = np.maximum.accumulate(e)
    opens = np.ones(len(s), dtype=bool)
    opens[1:] = s[1:] > reach[:-1]
    segment = np.cumsum(opens) - 1
    seg_start = s[opens]
    seg_end = np.zeros(int(segment[-1]) + 1)
    np.maximum.at(seg_end, segment, reach)
    np.add.at(busy, g[opens], seg_end - seg_start)
    return busy


def union_reference(intervals: list) -> float:
    """The length of the union of (start, end) intervals, by a sort and a sweep."""
    total, reach, lo = 0.0, None, None
    for s, e in sorted(intervals):
        if reach is None or s > reach:
            if reach is not None:
                total += reach - lo
            lo, reach = s, e
        else:
            reach = max(reach, e)
    return total + (reach - lo if reach is not None else 0.0)


# (instance, GPU row) pairs the projection gathers at most: each instance gathers the GPU
# rows of its whole subtree, so thousands of nested scopes would gather in the square of the
# depth. Instances are taken shallowest first; those past the budget have no projection.
PAIR_BUDGET = 4_000_000


def within_budget(lengths: np.ndarray, parent: np.ndarray, budget: int) -> np.ndarray:
    """The lengths of the instances the budget takes, shallowest first (top-level instances'
    subtrees are disjoint: they fit in any budget of at least the GPU rows); 0 for the rest."""
    if int(lengths.sum()) <= budget:
        return lengths
    order = np.lexsort((np.arange(len(parent)), instance_depths(parent)))
    taken = np.cumsum(lengths[order]) <= budget
    out = np.zeros_like(lengths)
    out[order[taken]] = lengths[order[taken]]
    return out


def instance_depths(parent: np.ndarray) -> np.ndarray:
    """Each instance's depth among the instances (0: top level); parents come first."""
    depth = np.zeros(len(parent), dtype=np.int64)
    for i, p in enumerate(parent.tolist()):
        if p >= 0:
            depth[i] = depth[p] + 1
    return depth


def gpu_projection(ctx: AnalysisContext) -> GpuProjection:
    scopes, gpu = ctx.scopes, ctx.data.gpu
    n_inst = len(scopes.inst_row)
    first = np.full(n_inst, np.nan)
    last = np.full(n_inst, np.nan)
    busy = np.full(n_inst, np.nan)
    per_call: list = [None] * ctx.n_keys
    if not n_inst or not len(gpu):
        return GpuProjection(first, last, busy, per_call)
    launched = LaunchedFrom(ctx, subtree_ends(ctx.model))
    lo, hi = launched.slices(scopes.inst_row)
    lengths = within_budget(hi - lo, scopes.inst_parent, max(PAIR_BUDGET, 2 * len(gpu)))
    has = lengths > 0
    if not has.any():
        return GpuProjection(first, last, busy, per_call, launched)
    group = np.repeat(np.arange(n_inst), lengths)
    offsets = np.cumsum(lengths) - lengths
    rows = launched.gpu_rows[lo[group] + (np.arange(len(group)) - offsets[group])]
    start, end = gpu.ts[rows], gpu.ts[rows] + gpu.dur[rows]
    lo_t, hi_t = extent_by_group(group, start, end, n_inst)
    first[has], last[has] = lo_t[has], hi_t[has]
    busy[has] = union_by_group(group, start, end, n_inst)[has]
    calls = scopes.outermost & scopes.forward & has
    count = np.bincount(scopes.inst_key[scopes.outermost & scopes.forward], minlength=ctx.n_keys)
    keys = scopes.inst_key[calls]
    range_sum = np.bincount(keys, weights=(last - first)[calls], minlength=ctx.n_keys)
    busy_sum = np.bincount(keys, weights=busy[calls], minlength=ctx.n_keys)
    with_gpu = np.bincount(keys, minlength=ctx.n_keys)
    for key in np.flatnonzero(with_gpu).tolist():
        c = int(count[key])
        span, work = float(range_sum[key]) / c, float(busy_sum[key]) / c
        per_call[key] = {
            "range_us": round(span, 3),
            "busy_us": round(work, 3),
            "idle_us": round(max(span - work, 0.0), 3),
            "calls_with_gpu": int(with_gpu[key]),
        }
    return GpuProjection(first, last, busy, per_call, launched)
