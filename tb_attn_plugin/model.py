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

    @property
    def n_cpu(self) -> int:
        return len(self.data.cpu)

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


def build_model(data: TraceData) -> TraceModel:
    cpu, mem = data.cpu, data.memory
    n, m = len(cpu), len(mem)
    pid = np.concatenate([cpu.pid, mem.pid])
    tid = np.concatenate([cpu.tid, mem.tid])
    ts = np.concatenate([cpu.ts, mem.ts])
    dur = np.concatenate([cpu.dur, np.zeros(m)])
    rank = np.concatenate([_KIND_RANK[cpu.kind], np.full(m, _MEMORY_RANK, dtype=np.int8)])
    order = np.lexsort((rank, -dur, ts, tid, pid))
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
    endpoint_ts = np.unique(np.fromiter((f[4] for f in data.fwdbwd), dtype=np.float64, count=len(data.fwdbwd)))
    # most ops start where no flow ends: rule them out all at once
    rows = np.flatnonzero((cpu.kind == OP) & np.isin(cpu.ts, endpoint_ts))
    # Several ops may start at one instant; the flow belongs to the autograd one (with a
    # sequence number), among those the outermost (longest), then the first.
    has_seq = cpu.seq[rows] != NONE_ID
    pick = np.lexsort((rows, np.where(has_seq, -cpu.dur[rows], 0.0), ~has_seq,
                       cpu.ts[rows], cpu.tid[rows], cpu.pid[rows]))
    rows = rows[pick]
    p, t, ts = cpu.pid[rows], cpu.tid[rows], cpu.ts[rows]
    first = np.ones(len(rows), dtype=bool)
    first[1:] = (p[1:] != p[:-1]) | (t[1:] != t[:-1]) | (ts[1:] != ts[:-1])
    op_at = dict(zip(zip(p[first].tolist(), t[first].tolist(), ts[first].tolist()), rows[first].tolist()))
    starts: dict = {}
    finishes: dict = {}
    for flow_id, phase, pid, tid, ts in data.fwdbwd:
        row = op_at.get((pid, tid, ts))
        if row is None:
            continue
        (starts if phase == "s" else finishes)[flow_id] = row
    return [(starts[i], finishes[i]) for i in starts.keys() & finishes.keys()]
