"""Trace model: per-thread nesting of host events, launch and flow links.

Host events nest only by (pid, tid, ts, dur) containment: Kineto's "Record function
id" is always 0. One sweep per thread in start order gives every host event and every
memory instant its innermost enclosing host event (``parent``); analyses then find
"the innermost ancestor with property P" in one pass over ``order``, since parents
come before their children there.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from .reader import LABEL, LAUNCH, MODULE, OP, TraceData

# Children can overrun a parent by a rounding step of the microsecond floats.
NEST_EPSILON_US = 0.002

# At equal start and duration, a label encloses a module call, which encloses an op,
# which encloses a launch; memory instants go last so the interval starting at the
# same time encloses them.
_KIND_RANK = {LABEL: 0, MODULE: 1, OP: 2, LAUNCH: 3}
_MEMORY_RANK = 4


@dataclass
class TraceModel:
    data: TraceData
    # parent[i] for host rows 0..n-1 and memory rows n..n+m-1 (-1: top level)
    parent: list
    # host and memory rows, parents before children
    order: list
    # correlation id -> host row of the launch
    launch_of_corr: dict
    # (forward op row, backward op row) pairs from fwdbwd flows
    flow_links: list
    duplicate_correlations: int

    @property
    def n_cpu(self) -> int:
        return len(self.data.cpu)


def build_model(data: TraceData) -> TraceModel:
    cpu, mem = data.cpu, data.memory
    n, m = len(cpu), len(mem)
    pid = np.fromiter(cpu.pid, dtype=np.int64, count=n)
    tid = np.fromiter(cpu.tid, dtype=np.int64, count=n)
    ts = np.fromiter(cpu.ts, dtype=np.float64, count=n)
    dur = np.fromiter(cpu.dur, dtype=np.float64, count=n)
    rank = np.fromiter((_KIND_RANK[k] for k in cpu.kind), dtype=np.int8, count=n)
    if m:
        pid = np.concatenate([pid, np.fromiter(mem.pid, dtype=np.int64, count=m)])
        tid = np.concatenate([tid, np.fromiter(mem.tid, dtype=np.int64, count=m)])
        ts = np.concatenate([ts, np.fromiter(mem.ts, dtype=np.float64, count=m)])
        dur = np.concatenate([dur, np.zeros(m)])
        rank = np.concatenate([rank, np.full(m, _MEMORY_RANK, dtype=np.int8)])
    order = np.lexsort((rank, -dur, ts, tid, pid))
    end = ts + dur

    parent = [-1] * (n + m)
    order_list = order.tolist()
    ends = end.tolist()
    starts = ts.tolist()
    pids = pid.tolist()
    tids = tid.tolist()
    eps = NEST_EPSILON_US
    stack: list = []
    cur_thread = None
    for j in order_list:
        thread = (pids[j], tids[j])
        if thread != cur_thread:
            stack.clear()
            cur_thread = thread
        t = starts[j]
        e = ends[j]
        while stack:
            top_end = ends[stack[-1]] + eps
            if t <= top_end and e <= top_end:
                break
            stack.pop()
        if stack:
            parent[j] = stack[-1]
        if j < n:
            stack.append(j)

    launch_of_corr: dict = {}
    duplicates = 0
    for row, (kind, corr) in enumerate(zip(cpu.kind, cpu.corr)):
        if kind == LAUNCH and corr is not None:
            if corr in launch_of_corr:
                duplicates += 1
                continue
            launch_of_corr[corr] = row

    return TraceModel(
        data=data,
        parent=parent,
        order=order_list,
        launch_of_corr=launch_of_corr,
        flow_links=_flow_links(data),
        duplicate_correlations=duplicates,
    )


def _flow_links(data: TraceData) -> list:
    """Pair fwdbwd flow ends by id and resolve each end to the op that starts there."""
    cpu = data.cpu
    if not data.fwdbwd:
        return []
    op_at: dict = {}
    endpoint_ts = {ts for _, _, _, _, ts in data.fwdbwd}
    kinds, all_ts = cpu.kind, cpu.ts
    for row in range(len(cpu)):
        # most ops start where no flow ends: one float lookup rules them out
        if all_ts[row] not in endpoint_ts or kinds[row] != OP:
            continue
        key = (cpu.pid[row], cpu.tid[row], all_ts[row])
        prev = op_at.get(key)
        # Several ops may start at one instant; the flow belongs to the autograd one,
        # and among those the outermost (longest).
        if prev is None or (cpu.seq[row] is not None and (cpu.seq[prev] is None or cpu.dur[row] > cpu.dur[prev])):
            op_at[key] = row
    starts: dict = {}
    finishes: dict = {}
    for flow_id, phase, pid, tid, ts in data.fwdbwd:
        row = op_at.get((pid, tid, ts))
        if row is None:
            continue
        (starts if phase == "s" else finishes)[flow_id] = row
    return [(starts[i], finishes[i]) for i in starts.keys() & finishes.keys()]
