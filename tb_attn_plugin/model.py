"""Trace model: per-thread nesting of host events, launch and flow links.

Host events nest only by (pid, tid, ts, dur) containment: Kineto's "Record function
id" is always 0. Every host event and every memory instant gets its innermost enclosing
host event (``parent``). In start order per thread (longer first at equal starts), that is
the nearest earlier host event that ends no earlier than it does (a stack sweep computes
exactly this); here it is found for all rows at once by pointer jumping, so no Python
loop runs per event. Analyses ask "the nearest ancestor with property P" the same way
(``nearest_marked``). Where the package was built with a C compiler, _nest.c answers both in
one pass over the rows in tree order; these NumPy functions are its reference, and answer
where it is not built or TB_ATTN_NATIVE_NEST=0 is in the environment.
"""

from __future__ import annotations

import functools
import os
from dataclasses import dataclass
from typing import Optional

import numpy as np

from .reader import LAUNCH, NONE_ID, OP, TraceData

try:  # (by name: the extension module has no Python source)
    from ._nest import enclosing as _native_enclosing
    from ._nest import nearest as _native_nearest
except ImportError:  # built without a C compiler: the NumPy reference alone
    _native_enclosing = _native_nearest = None

NATIVE_NEST_ENV = "TB_ATTN_NATIVE_NEST"


def native_nest() -> bool:
    """Whether the native nesting (_nest.c) is built and not turned off."""
    return _native_nearest is not None and os.environ.get(NATIVE_NEST_ENV, "1") != "0"


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
    flow_links: tuple  # (forward op rows, backward op rows) of the fwdbwd flows, by flow id
    duplicate_correlations: int

    @functools.cached_property
    def levels(self) -> Optional[list]:
        """Rows by depth (roots first), or None where the tree is too deep to walk level by
        level; made when first asked for (the native nesting needs none)."""
        return _levels(self.parent)

    @property
    def n_cpu(self) -> int:
        return len(self.data.cpu)

    def nearest(self, marked: np.ndarray, strict: bool = False) -> np.ndarray:
        """For every row, the nearest ancestor (itself included unless strict) with marked
        set, or -1: one pass down the levels of the tree."""
        parent = self.parent
        if not marked.any():  # (nothing marked, as a compiled region in an eager trace: no pass)
            return np.full(len(parent), -1, dtype=parent.dtype)
        if native_nest() and parent.dtype == np.int32 and self.order.dtype == np.int32:
            out = np.empty(len(parent), dtype=np.int32)
            _native_nearest(
                np.ascontiguousarray(self.order), parent, np.ascontiguousarray(marked, dtype=bool), strict, out
            )
            return out
        if self.levels is None:
            return nearest_marked(parent, marked, strict).astype(parent.dtype)
        # (rows as the parents are: int32 on any trace the limits let through)
        out = np.arange(len(parent), dtype=parent.dtype)
        out[~marked] = -1
        for rows in self.levels[1:]:
            # (indexed as intp once: numpy casts an int32 index on every use, three a level)
            at = rows.astype(np.intp)
            out[at] = np.where(marked[at], rows, out[parent[at]])
        if strict:
            out = out[parent]  # (parent -1 reads the last row: set to -1 below)
            out[parent < 0] = -1
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


def row_index_dtype(rows: int):
    """The element type of an array of row numbers: int32 while the rows fit (the event limit
    keeps them far below 2^31), halving the model's arrays on a large trace."""
    return np.int32 if rows < 2**31 - 1 else np.int64


def _enclosing(order: np.ndarray, thread_start: np.ndarray, e: np.ndarray, n_host: int) -> np.ndarray:
    """Parent of each row (by position in order): the nearest earlier host row (row <
    n_host) of the same thread with end + epsilon >= this row's end (e: the ends, in
    order). Candidates jump along each other's candidates, which only skips rows that
    cannot be the answer."""
    n = len(order)
    index = row_index_dtype(n)
    if native_nest() and order.dtype == np.int32 == index:
        parent = np.empty(n, dtype=np.int32)
        ends = np.ascontiguousarray(e, dtype=np.float64)
        _native_enclosing(
            np.ascontiguousarray(order), thread_start.view(np.uint8), ends, n_host, NEST_EPSILON_US, parent
        )
        return parent
    val = np.where(order < n_host, e + NEST_EPSILON_US, -np.inf)
    cand = np.arange(-1, n - 1, dtype=index)
    cand[thread_start] = -1
    active = np.flatnonzero(cand >= 0).astype(index)
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
        cand = np.array(cand_list, dtype=index)
    del e, val
    parent = np.full(n, -1, dtype=index)
    has = cand >= 0
    parent[order[has]] = order[cand[has]]
    return parent


# Deeper trees (pathological traces) are walked by pointer doubling instead of by levels.
MAX_LEVELS = 2048


def _levels(parent: np.ndarray) -> Optional[list]:
    """Rows grouped by depth, or None where the tree is deeper than MAX_LEVELS. Depths by
    pointer jumping: each round adds the distance to the current jump target and doubles."""
    dist = (parent >= 0).astype(np.int32)
    up = parent.copy()
    active = np.flatnonzero(up >= 0)
    for _ in range(64):
        if not len(active):
            break
        u = up[active]
        dist[active], up[active] = dist[active] + dist[u], up[u]
        active = active[up[active] >= 0]
    del up, active
    if not len(dist) or dist.max() >= MAX_LEVELS:
        return None
    by_depth = np.argsort(dist, kind="stable").astype(row_index_dtype(len(dist)))
    bounds = np.cumsum(np.bincount(dist))[:-1]
    return np.split(by_depth, bounds)


def thread_codes(pid: np.ndarray, tid: np.ndarray) -> np.ndarray:
    """Small ints that sort like (pid, tid)."""
    return thread_codes_of([(pid, tid)])


def thread_codes_of(columns: list) -> np.ndarray:
    """Small ints that sort like (pid, tid), for the rows of several (pid, tid) column pairs
    one after the other (host rows, then memory rows), without joining the columns first:
    each column's distinct values are found on its own and looked up."""
    total = sum(len(pid) for pid, _ in columns)
    codes = np.zeros(total, dtype=np.int64)
    for k in (0, 1):
        parts = [pair[k] for pair in columns if len(pair[k])]
        values = np.unique(np.concatenate([np.unique(p) for p in parts])) if parts else np.empty(0, np.int64)
        if len(values) > 1:
            codes *= len(values)
            at = 0
            for pair in columns:
                ids = pair[k]
                codes[at : at + len(ids)] += np.searchsorted(values, ids)
                at += len(ids)
    top = int(codes.max()) if total else 0
    return codes.astype(np.int16 if top < 2**15 else np.int32 if top < 2**31 else np.int64)


def _tree_order(threads: np.ndarray, ts: np.ndarray, tie_keys) -> np.ndarray:
    """Rows by (thread, ts, then tie_keys(rows): -dur, rank), ties in row order: what
    np.lexsort gives, in a fraction of its time and memory. Rows come nearly in time order,
    and few share a start, so: a stable sort by start, then by thread, then the rows of
    each shared start sorted."""
    index = row_index_dtype(len(ts))
    order = np.argsort(ts, kind="stable").astype(index)
    if len(threads) and threads.max() > 0:
        order = order[np.argsort(threads[order], kind="stable")]
    t = threads[order]
    same = t[1:] == t[:-1]
    del t
    s = ts[order]
    same &= s[1:] == s[:-1]
    del s
    if same.any():
        tie = np.zeros(len(order), dtype=bool)
        tie[1:] |= same
        tie[:-1] |= same
        at = np.flatnonzero(tie)
        group = np.cumsum(~np.concatenate([[False], same]))[at]
        rows = order[at]
        neg_dur, rank = tie_keys(rows)
        order[at] = rows[np.lexsort((rank, neg_dur, group))]
    return order


def build_model(data: TraceData) -> TraceModel:
    cpu, mem = data.cpu, data.memory
    n, m = len(cpu), len(mem)
    index = row_index_dtype(n + m)
    threads = thread_codes_of([(cpu.pid, cpu.tid), (mem.pid, mem.tid)])
    ts = np.concatenate([cpu.ts, mem.ts])

    def tie_keys(rows: np.ndarray) -> tuple:
        host = rows < n
        at = np.where(host, rows, 0)
        neg_dur = np.where(host, -cpu.dur[at] if n else 0.0, -0.0)
        rank = np.where(host, _KIND_RANK[cpu.kind[at]] if n else 0, _MEMORY_RANK)
        return neg_dur, rank

    order = _tree_order(threads, ts, tie_keys)
    t = threads[order]
    del threads
    thread_start = np.ones(n + m, dtype=bool)
    thread_start[1:] = t[1:] != t[:-1]
    del t
    ts[:n] += cpu.dur  # (the rows' ends, in the starts' memory)
    ends = ts[order]
    del ts
    parent = _enclosing(order, thread_start, ends, n)
    del ends, thread_start
    position = np.empty(n + m, dtype=index)
    position[order] = np.arange(n + m, dtype=index)

    launches = np.flatnonzero((cpu.kind == LAUNCH) & (cpu.corr != NONE_ID))
    corr = cpu.corr[launches]
    by_corr = np.argsort(corr, kind="stable")
    corr, launches = corr[by_corr], launches[by_corr]
    first = np.ones(len(corr), dtype=bool)
    first[1:] = corr[1:] != corr[:-1]

    return TraceModel(
        data=data,
        parent=parent,
        order=order,
        position=position,
        launch_corr=corr[first],
        launch_row=launches[first],
        flow_links=_flow_links(data),
        duplicate_correlations=int(len(corr) - first.sum()),
    )


def _flow_links(data: TraceData) -> tuple:
    """Pair fwdbwd flow ends by id and resolve each end to the op that starts there:
    -> (forward op rows, backward op rows), by flow id. Of several ends of one phase with
    one id, the last in the file counts."""
    cpu, flows = data.cpu, data.fwdbwd
    if not len(flows):
        return _NO_LINKS
    e_pid, e_tid, e_ts = flows.pid, flows.tid, flows.ts
    rows = _ops_starting_at(cpu, np.unique(e_ts))
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
    row_of_end = np.full(len(flows), -1, dtype=np.int64)
    row_of_end[end[hit] - n_ops] = rows[op[hit]]
    found = np.flatnonzero(row_of_end >= 0)
    start_ids, start_rows = _last_by_id(flows.id[found], row_of_end[found], flows.start[found])
    finish_ids, finish_rows = _last_by_id(flows.id[found], row_of_end[found], ~flows.start[found])
    _, in_start, in_finish = np.intersect1d(start_ids, finish_ids, assume_unique=True, return_indices=True)
    return start_rows[in_start], finish_rows[in_finish]


# Host rows looked at together where every row is scanned for a few: the temporaries stay a
# few megabytes however large the trace (a 10 GB trace's 16 million rows at once: 0.5 GB).
ROW_BLOCK = 1 << 20


def _ops_starting_at(cpu, times: np.ndarray) -> np.ndarray:
    """The op rows whose start is one of times (sorted, distinct), in row order. Most ops
    start where no flow ends: every row's start is looked up in the few flow ends' sorted
    times (np.isin sorted the starts with them), a block of rows at a time."""
    hit = np.zeros(len(cpu), dtype=bool)
    for at in range(0, len(cpu), ROW_BLOCK):
        starts = cpu.ts[at : at + ROW_BLOCK]
        found = np.minimum(np.searchsorted(times, starts), len(times) - 1)
        hit[at : at + ROW_BLOCK] = times[found] == starts
    hit &= cpu.kind == OP
    return np.flatnonzero(hit)


_NO_LINKS = (np.empty(0, dtype=np.int64), np.empty(0, dtype=np.int64))


def _last_by_id(ids: np.ndarray, rows: np.ndarray, chosen: np.ndarray) -> tuple:
    """-> (the distinct ids among the chosen ends, sorted; each one's row, that of its last end)."""
    ids, rows = ids[chosen], rows[chosen]
    distinct, last_from_end = np.unique(ids[::-1], return_index=True)
    return distinct, rows[len(rows) - 1 - last_from_end]
