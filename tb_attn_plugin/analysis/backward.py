"""Backward attribution: backward ops, and what they launch, go to the forward scope
that created their autograd node.

The link is the fwdbwd flow (forward op -> backward op); where a backward op has no
flow, (Fwd thread id, Sequence number) finds the forward op. Sequence numbers count
per forward thread, and "Fwd thread id" is a RecordFunction thread id, not an OS tid:
the flows teach which OS thread each id stands for.
"""

from __future__ import annotations

from collections import defaultdict

from ..model import TraceModel
from ..reader import OP
from .scopes import Scopes


def link_backward_ops(model: TraceModel) -> dict:
    """backward op row -> forward op row."""
    cpu = model.data.cpu
    links = {b: f for f, b in model.flow_links}
    fwd_thread_of: dict = {}
    for f, b in model.flow_links:
        ft = cpu.fwd_tid[b]
        if ft is not None:
            fwd_thread_of.setdefault(ft, (cpu.pid[f], cpu.tid[f]))

    forward_by_seq: dict = {}
    threads_of_seq: dict = defaultdict(set)
    backward_rows = []
    for row in range(model.n_cpu):
        if cpu.kind[row] != OP:
            continue
        seq = cpu.seq[row]
        if seq is None:
            continue
        fwd_tid = cpu.fwd_tid[row]
        if fwd_tid in (None, 0):
            thread = (cpu.pid[row], cpu.tid[row])
            # Nested forward ops share a sequence number; any of them lies in the same scope
            # unless a scope opens between them, so keep the innermost (latest start).
            prev = forward_by_seq.get((thread, seq))
            if prev is None or cpu.ts[row] >= cpu.ts[prev]:
                forward_by_seq[(thread, seq)] = row
            threads_of_seq[seq].add(thread)
        elif row not in links:
            backward_rows.append(row)

    for row in backward_rows:
        seq = cpu.seq[row]
        thread = fwd_thread_of.get(cpu.fwd_tid[row])
        if thread is None:
            candidates = threads_of_seq.get(seq)
            if not candidates or len(candidates) != 1:
                continue
            thread = next(iter(candidates))
        fwd = forward_by_seq.get((thread, seq))
        if fwd is not None:
            links[row] = fwd
    return links


def attribute_backward(model: TraceModel, scopes: Scopes, links: dict):
    """-> (bwd_inst_of_row, bwd_root_rows, bwd_op_of_row).

    bwd_inst_of_row[j]: the forward scope instance whose backward row j belongs to, by
    its innermost linked backward ancestor (-1: none). A row that a forward scope
    encloses more tightly than its linked backward op stays forward.
    bwd_root_rows: outermost linked backward ops that map to a scope (for CPU time).
    bwd_op_of_row[j]: the innermost linked backward op enclosing row j (-1: none).
    """
    parent = model.parent
    cpu = model.data.cpu
    inst_of_row = scopes.inst_of_row
    n = model.n_cpu
    bwd_inst = [-1] * len(parent)
    bwd_op = [-1] * len(parent)  # innermost linked backward op row
    roots = []
    for j in model.order:
        p = parent[j]
        if j < n and j in links:
            target = inst_of_row[links[j]]
            bwd_inst[j] = target
            bwd_op[j] = j
            if target >= 0 and (p < 0 or bwd_inst[p] < 0):
                roots.append(j)
        elif p >= 0:
            bwd_inst[j] = bwd_inst[p]
            bwd_op[j] = bwd_op[p]
    # A forward scope opened inside the backward op (a label around part of the backward
    # pass) is the tighter container: the row belongs to that scope's forward.
    for j, b in enumerate(bwd_op):
        if b < 0 or bwd_inst[j] < 0:
            continue
        inst = inst_of_row[j]
        if inst >= 0:
            srow = scopes.inst_row[inst]
            if (cpu.ts[srow], -cpu.dur[srow]) > (cpu.ts[b], -cpu.dur[b]):
                bwd_inst[j] = -1
    return bwd_inst, roots, bwd_op
