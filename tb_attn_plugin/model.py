"""Trace model: per-thread nesting of host events, launch and flow links.

Host events nest only by (pid, tid, ts, dur) containment: Kineto's "Record function
id" is always 0. Every host event and every memory instant gets its innermost enclosing
host event (``parent``). In start order per thread (longer first at equal starts), that is
the nearest earlier host event that ends no earlier than it does (a stack sweep computes
exactly this); here it is found for all rows at once by pointer jumping, so no Python
loop runs per event. Analyses ask "the nearest ancestor with property P" the same way
(``nearest_marked``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

import numpy as np

from .reader import LAUNCH, NONE_ID, OP, TraceData

# Children can overrun a parent by a rounding step of the microsecond floats.
NEST_EPSILON_US = 0.002
# Rounds of pointer jumping before the rows left over are finished one by one.
JUMP_ROUNDS = 40

# At equal start and duration, a label encloses a module call, which encloses an op,
# which encloses a launch; memory instants go last so the interval starting at the
# same time encloses them. Indexed by host kind (OP, LABEL, MODULE, LAUNCH).
_KIND_RANK = np.array([2, 0, 1, 3], dtype=np.int8)
_MEMORY_RANK = 4


@dataclass
class TraceModel:
    data: TraceData
    # parent[i] for host rows 0..n-1 and memory rows n..n+m-1 (-1: top level)
    parent: np.ndarray
    # host and memory rows in (thread, start) order: parents before children
    order: np.ndarray
    # position of each row in order
    position: np.ndarray
    # launch rows sorted by correlation id, and those ids (first launch of an id wins)
    launch_corr: np.ndarray
    launch_row: np.ndarray
    # (forward op row, backward op row) pairs from fwdbwd flows
    flow_links: list
    duplicate_correlations: int
    # rows by depth (roots first), when the tree is not too deep to walk level by level
    levels: Optional[list] = None

    @property
    def n_cpu(self) -> int:
        return len(self.data.cpu)

    def nearest(self, marked: np.ndarray, strict: bool = False) -> np.ndarray:
        """For every row, the nearest ancestor (itself included unless strict) with marked
        set, or -1: one pass down the levels of the tree."""
        if not marked.any():  # (nothing marked, as a compiled region in an eager trace: no pass)
            return np.full(len(self.parent), -1, dtype=np.int64)
        if self.levels is None:
            return nearest_marked(self.parent, marked, strict)
        parent = self.parent
        out = np.where(marked, np.arange(len(parent)), -1)
        for rows in self.levels[1:]:
            out[rows] = np.where(marked[rows], rows, out[parent[rows]])
        if strict:
            out = np.where(parent >= 0, out[np.maximum(parent, 0)], -1)
        return out

    def launch_of(self, corr: np.ndarray) -> np.ndarray:
        """Host row of the launch of each correlation id (-1: none)."""
        corr = np.asarray(corr, dtype=np.int64)
        if not len(self.launch_corr):
            return np.full(len(corr), -1, dtype=np.int64)
        i = np.searchsorted(self.launch_corr, corr)
        i = np.minimum(i, len(self.launch_corr) - 1)
        hit = (self.launch_corr[i] == corr) & (corr != NONE_ID)
        return np.where(hit, self.launch_row[i], -1)


def nearest_marked(parent: np.ndarray, marked: np.ndarray, strict: bool = False) -> np.ndarray:
    """For every row, the nearest ancestor (itself included unless strict) with marked
    set, or -1. Pointer doubling: log(depth) passes over the rows."""
    n = len(parent)
    idx = np.arange(n, dtype=np.int64)
    # node n is the root sentinel: -1 maps there and it points to itself
    up = np.empty(n + 1, dtype=np.int64)
    up[:n] = np.where(marked, idx, np.where(parent >= 0, parent, n))
    up[n] = n
    for _ in range(64):
        nxt = up[up]
        if np.array_equal(nxt, up):
            break
        up = nxt
    start = np.where(parent >= 0, parent, n) if strict else idx
    out = up[start]
    return np.where(out == n, -1, out)


def _enclosing(order: np.ndarray, thread_start: np.ndarray, end: np.ndarray, host: np.ndarray) -> np.ndarray:
    """Parent of each row (by position in order): the nearest earlier host row of the same
    thread with end + epsilon >= this row's end. Candidates jump along each other's
    candidates, which only skips rows that cannot be the answer."""
    n = len(order)
    e = end[order]
    val = np.where(host[order], e + NEST_EPSILON_US, -np.inf)
    cand = np.arange(-1, n - 1, dtype=np.int64)
    cand[thread_start] = -1
    active = np.flatnonzero(cand >= 0)
    for _ in range(JUMP_ROUNDS):
        if not len(active):
            break
        c = cand[active]
        keep = val[c] < e[active]
        active, c = active[keep], c[keep]
        cand[active] = cand[c]
        active = active[cand[active] >= 0]
    if len(active):
        # Rows still climbing after that many rounds close a very deep nest (each round
        # climbs one settled level there): finish them in order, climbing the settled
        # answers, as the stack sweep would.
        cand_list, val_list, e_list = cand.tolist(), val.tolist(), e.tolist()
        for k in active.tolist():
            p, ek = cand_list[k], e_list[k]
            while p >= 0 and val_list[p] < ek:
                p = cand_list[p]
            cand_list[k] = p
        cand = np.array(cand_list, dtype=np.int64)
    parent = np.full(n, -1, dtype=np.int64)
    has = cand >= 0
    parent[order[has]] = order[cand[has]]
    return parent


# Deeper trees (pathological traces) are walked by pointer doubling instead of by levels.
MAX_LEVELS = 2048


def _levels(parent: np.ndarray) -> Optional[list]:
    """Rows grouped by depth, or None where the tree is deeper than MAX_LEVELS. Depths by
    pointer jumping: each round adds the distance to the current jump target and doubles."""
    dist = (parent >= 0).astype(np.int64)
    up = parent.copy()
    active = np.flatnonzero(up >= 0)
    for _ in range(64):
        if not len(active):
            break
        u = up[active]
        dist[active], up[active] = dist[active] + dist[u], up[u]
        active = active[up[active] >= 0]
    if not len(dist) or dist.max() >= MAX_LEVELS:
        return None
    by_depth = np.argsort(dist, kind="stable")
    bounds = np.cumsum(np.bincount(dist))[:-1]
    return np.split(by_depth, bounds)


def thread_codes(pid: np.ndarray, tid: np.ndarray) -> np.ndarray:
    """Small ints that sort like (pid, tid)."""
    codes = np.zeros(len(pid), dtype=np.int64)
    for ids in (pid, tid):
        if len(ids) and not (ids == ids[0]).all():
            values, inverse = np.unique(ids, return_inverse=True)
            codes = codes * len(values) + inverse.reshape(-1)
    return codes


def _tree_order(pid, tid, ts, dur, rank) -> np.ndarray:
    """Rows by (pid, tid, ts, -dur, rank), ties in row order: what np.lexsort gives, in a
    fraction of its time. Rows come nearly in time order, and few share a start, so: a
    stable sort by start, then by thread, then the rows of each shared start sorted."""
    order = np.argsort(ts, kind="stable")
    threads = thread_codes(pid, tid)
    if len(threads) and threads.max() > 0:
        small = threads.astype(np.int16) if threads.max() < 2**15 else threads
        order = order[np.argsort(small[order], kind="stable")]
    t, s = threads[order], ts[order]
    tie = np.zeros(len(order), dtype=bool)
    same = (t[1:] == t[:-1]) & (s[1:] == s[:-1])
    tie[1:] |= same
    tie[:-1] |= same
    if tie.any():
        at = np.flatnonzero(tie)
        group = np.cumsum(~np.concatenate([[False], same]))[at]
        rows = order[at]
        order[at] = rows[np.lexsort((rank[rows], -dur[rows], group))]
    return order


def build_model(data: TraceData) -> TraceModel:
    cpu, mem = data.cpu, data.memory
    n, m = len(cpu), len(mem)
    pid = np.concatenate([cpu.pid, mem.pid])
    tid = np.concatenate([cpu.tid, mem.tid])
    ts = np.concatenate([cpu.ts, mem.ts])
    dur = np.concatenate([cpu.dur, np.zeros(m)])
    rank = np.concatenate([_KIND_RANK[cpu.kind], np.full(m, _MEMORY_RANK, dtype=np.int8)])
    order = _tree_order(pid, tid, ts, dur, rank)
    end = ts + dur
    host = np.zeros(n + m, dtype=bool)
    host[:n] = True
    po, to = pid[order], tid[order]
    thread_start = np.ones(n + m, dtype=bool)
    thread_start[1:] = (po[1:] != po[:-1]) | (to[1:] != to[:-1])
    parent = _enclosing(order, thread_start, end, host)
    position = np.empty(n + m, dtype=np.int64)
    position[order] = np.arange(n + m)

    launches = np.flatnonzero((cpu.kind == LAUNCH) & (cpu.corr != NONE_ID))
    corr = cpu.corr[launches]
    by_corr = np.argsort(corr, kind="stable")
    corr, launches = corr[by_corr], launches[by_corr]
    first = np.ones(len(corr), dtype=bool)
    first[1:] = corr[1:] != corr[:-1]

    return TraceModel(
        data=data,
        levels=_levels(parent),
        parent=parent,
        order=order,
        position=position,
        launch_corr=corr[first],
        launch_row=launches[first],
        flow_links=_flow_links(data),
        duplicate_correlations=int(len(corr) - first.sum()),
    )


def _flow_links(data: TraceData) -> list:
    """Pair fwdbwd flow ends by id and resolve each end to the op that starts there."""
    cpu = data.cpu
    if not data.fwdbwd:
        return []
    ids, phases, pids, tids, times = zip(*data.fwdbwd)
    e_pid, e_tid = np.array(pids, dtype=np.int64), np.array(tids, dtype=np.int64)
    e_ts = np.array(times, dtype=np.float64)
    # most ops start where no flow ends: rule them out all at once (the ops' starts looked up
    # in the few flow ends' sorted times; np.isin sorted the ops' starts with them)
    ops = np.flatnonzero(cpu.kind == OP)
    end_times = np.unique(e_ts)
    at = np.minimum(np.searchsorted(end_times, cpu.ts[ops]), len(end_times) - 1)
    rows = ops[end_times[at] == cpu.ts[ops]]
    # Several ops may start at one instant; the flow belongs to the autograd one (with a
    # sequence number), among those the outermost (longest), then the first.
    has_seq = cpu.seq[rows] != NONE_ID
    rows = rows[
        np.lexsort((rows, np.where(has_seq, -cpu.dur[rows], 0.0), ~has_seq, cpu.ts[rows], cpu.tid[rows], cpu.pid[rows]))
    ]
    p, t, ts = cpu.pid[rows], cpu.tid[rows], cpu.ts[rows]
    first = np.ones(len(rows), dtype=bool)
    first[1:] = (p[1:] != p[:-1]) | (t[1:] != t[:-1]) | (ts[1:] != ts[:-1])
    rows, p, t, ts = rows[first], p[first], t[first], ts[first]
    # each flow end meets the op at its (pid, tid, ts): one sort of both, ops first
    n_ops = len(rows)
    all_p, all_t = np.concatenate([p, e_pid]), np.concatenate([t, e_tid])
    all_ts = np.concatenate([ts, e_ts])
    is_end = np.arange(len(all_p)) >= n_ops
    merged = np.lexsort((is_end, all_ts, all_t, all_p))
    last_op = np.maximum.accumulate(np.where(is_end[merged], -1, merged))
    ends = np.flatnonzero(is_end[merged])
    op = last_op[ends]
    end = merged[ends]
    hit = op >= 0
    safe = np.maximum(op, 0)
    hit &= (all_p[safe] == all_p[end]) & (all_t[safe] == all_t[end]) & (all_ts[safe] == all_ts[end])
    row_of_end = np.full(len(data.fwdbwd), -1, dtype=np.int64)
    row_of_end[end[hit] - n_ops] = rows[op[hit]]
    starts: dict = {}
    finishes: dict = {}
    for flow_id, phase, row in zip(ids, phases, row_of_end.tolist()):
        if row >= 0:
            (starts if phase == "s" else finishes)[flow_id] = row
    return [(starts[i], finishes[i]) for i in starts.keys() & finishes.keys()]
