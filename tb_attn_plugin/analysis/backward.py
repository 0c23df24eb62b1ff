"""Backward attribution: backward ops, and what they launch, go to the forward scope
that created their autograd node.

The link is the fwdbwd flow (forward op -> backward op); where a backward op has no
flow, (Fwd thread id, Sequence number) finds the forward op. Sequence numbers count
per forward thread, and "Fwd thread id" is a RecordFunction thread id, not an OS tid:
the flows teach which OS thread each id stands for.

Compiled regions: inside a torch.compile'd graph's backward (CompiledFunctionBackward,
linked to its CompiledFunction by sequence number) the ops carry no sequence number of
their own. There (in a linked backward op whose forward op is no attention op, nor inside
one: in eager autograd the backward node of an SDPA call is linked to that call already)
an attention backward op (e.g. aten::_scaled_dot_product_flash_attention
_for_cpu_backward, or inductor's flex_attention_backward template) is paired with a
forward attention op of the forward region its region is linked to: the k-th last
forward attention op with the k-th backward one, as autograd runs a graph's backward in
reverse, and only when the two regions hold as many attention ops each (otherwise they
stay unpaired, and counted). Only the outermost attention ops of each side take part.
"""

from __future__ import annotations

import re
from typing import NamedTuple

import numpy as np

from ..model import TraceModel
from ..names import patterns
from ..reader import NONE_ID, OP
from .numbers import name_hits, ops_named
from .scopes import Scopes


def link_backward_ops(model: TraceModel) -> np.ndarray:
    """Per host row: the forward op row a backward op is linked to (-1: none)."""
    cpu = model.data.cpu
    n = model.n_cpu
    links = np.full(n, -1, dtype=model.parent.dtype)
    fwd_thread_of: dict = {}
    f, b = model.flow_links
    if len(f):
        links[b] = f  # a backward op with several flows keeps the one of the largest id
        # each forward thread id's thread: that of its first flow's forward op
        ft = cpu.fwd_tid[b]
        with_thread = np.flatnonzero(ft != NONE_ID)
        threads, first = np.unique(ft[with_thread], return_index=True)
        at = f[with_thread[first]]
        fwd_thread_of = dict(zip(threads.tolist(), zip(cpu.pid[at].tolist(), cpu.tid[at].tolist())))

    _link_by_sequence(model, links, fwd_thread_of)
    return links


def sequenced_ops(cpu) -> tuple:
    """-> (forward, backward): per host row, whether it is an op with a sequence number run
    forward (no forward thread id, or 0), or a backward node (one with a forward thread id)."""
    with_seq = (cpu.kind == OP) & (cpu.seq != NONE_ID)
    forward = with_seq & ((cpu.fwd_tid == NONE_ID) | (cpu.fwd_tid == 0))
    return forward, with_seq & ~forward


def _link_by_sequence(model: TraceModel, links: np.ndarray, fwd_thread_of: dict) -> None:
    """Links the backward ops no flow linked to the forward op of their sequence number on
    their forward thread: the thread of their forward thread id's flows, else the one thread
    whose forward ops have that sequence number. Array lookups; _link_by_sequence_reference
    is the loop it stands for (tested against it)."""
    found = _sequence_links(model, links)
    if found is None:
        return
    backward, fp, ft, fs, fw = found
    if not len(fw):
        return
    cpu = model.data.cpu
    seqs, fwd_tids = cpu.seq[backward], cpu.fwd_tid[backward]
    # each backward op's forward thread, as (pid, tid) codes: threads of the forward ops
    threads, thread_of_fw = np.unique(np.stack([fp, ft], axis=1), axis=0, return_inverse=True)
    thread_of_fw = thread_of_fw.reshape(-1)
    thread = np.full(len(backward), -1, dtype=np.int64)
    if fwd_thread_of:
        tids = np.array(list(fwd_thread_of), dtype=np.int64)
        pairs = np.array(list(fwd_thread_of.values()), dtype=np.int64).reshape(-1, 2)
        # a forward thread id's thread among the forward ops' threads (-1: it has none, so
        # no forward op of it can be found)
        code = _row_index(threads, pairs)
        by_tid = np.argsort(tids)
        tids, code = tids[by_tid], code[by_tid]
        at = np.minimum(np.searchsorted(tids, fwd_tids), len(tids) - 1)
        given = tids[at] == fwd_tids
        thread[given] = code[at[given]]
        by_flow = given
    else:
        by_flow = np.zeros(len(backward), dtype=bool)
    # else the one thread whose forward ops have the sequence number
    by_seq = np.argsort(fs, kind="stable")
    s_sorted = fs[by_seq]
    distinct, first, count = np.unique(s_sorted, return_index=True, return_counts=True)
    sole_thread = np.where(count == 1, thread_of_fw[by_seq[first]], -1)
    rest = np.flatnonzero(~by_flow)
    if len(distinct) and len(rest):
        at = np.minimum(np.searchsorted(distinct, seqs[rest]), len(distinct) - 1)
        thread[rest] = np.where(distinct[at] == seqs[rest], sole_thread[at], -1)
    # the forward op of (thread, sequence number): forward ops sorted by both
    key_order = np.lexsort((fs, thread_of_fw))
    k_thread, k_seq, k_row = thread_of_fw[key_order], fs[key_order], fw[key_order]
    ask = np.flatnonzero(thread >= 0)
    if not len(ask) or not len(k_row):
        return
    lo = np.searchsorted(k_thread, thread[ask], side="left")
    hi = np.searchsorted(k_thread, thread[ask], side="right")
    # within each thread's run the sequence numbers are sorted: search there
    at = _search_in_runs(k_seq, lo, hi, seqs[ask])
    hit = at >= 0
    links[backward[ask[hit]]] = k_row[at[hit]]


def _row_index(table: np.ndarray, rows: np.ndarray) -> np.ndarray:
    """Per row of rows (two columns), its index among table's rows (sorted, distinct), or -1."""
    if not len(table):
        return np.full(len(rows), -1, dtype=np.int64)
    both = np.concatenate([table, rows])
    _, inverse = np.unique(both, axis=0, return_inverse=True)
    inverse = inverse.reshape(-1)
    # (table is sorted and distinct: its rows are codes 0..len-1 of the distinct rows)
    code_of_distinct = np.full(int(inverse.max()) + 1, -1, dtype=np.int64)
    code_of_distinct[inverse[: len(table)]] = np.arange(len(table))
    return code_of_distinct[inverse[len(table) :]]


def _search_in_runs(values: np.ndarray, lo: np.ndarray, hi: np.ndarray, wanted: np.ndarray) -> np.ndarray:
    """Per query: the index in values[lo:hi] (a sorted run of values) of wanted, or -1."""
    # (a bisection in each query's own run, every query a step at a time together)
    out = np.full(len(wanted), -1, dtype=np.int64)
    left, right = lo.copy(), hi.copy()
    while True:
        open_ = left < right
        if not open_.any():
            break
        mid = (left + right) // 2
        v = values[np.minimum(mid, len(values) - 1)]
        less = open_ & (v < wanted)
        left = np.where(less, mid + 1, left)
        right = np.where(open_ & ~less, mid, right)
    inside = left < hi
    found = inside & (values[np.minimum(left, len(values) - 1)] == wanted)
    out[found] = left[found]
    return out


def _sequence_links(model: TraceModel, links: np.ndarray):
    """-> (the backward ops no flow linked, and the forward ops' pid, tid, sequence number
    and row: the innermost forward op of each (thread, sequence number)), or None where
    there is no backward op to link."""
    cpu = model.data.cpu
    forward, backward_node = sequenced_ops(cpu)
    backward = np.flatnonzero(backward_node & (links < 0))
    if not len(backward):
        return None
    # (thread, seq) -> innermost forward op (latest start; nested forward ops share a
    # sequence number, and any of them lies in the same scope unless a scope opens
    # between them). Ties go to the later row.
    fw = np.flatnonzero(forward)
    order = np.lexsort((fw, cpu.ts[fw], cpu.seq[fw], cpu.tid[fw], cpu.pid[fw]))
    fw = fw[order]
    fp, ft, fs = cpu.pid[fw], cpu.tid[fw], cpu.seq[fw]
    last = np.ones(len(fw), dtype=bool)
    last[:-1] = (fp[1:] != fp[:-1]) | (ft[1:] != ft[:-1]) | (fs[1:] != fs[:-1])
    return backward, fp[last].astype(np.int64), ft[last].astype(np.int64), fs[last], fw[last]


def _link_by_sequence_reference(model: TraceModel, links: np.ndarray, fwd_thread_of: dict) -> None:
    """_link_by_sequence as a loop over the backward ops, one dictionary lookup each."""
    found = _sequence_links(model, links)
    if found is None:
        return
    backward, fp, ft, fs, fw = found
    cpu = model.data.cpu
    forward_by_seq = {(p, t, s): r for p, t, s, r in zip(fp.tolist(), ft.tolist(), fs.tolist(), fw.tolist())}
    # seq -> the one thread that has it, where only one does
    threads_of_seq: dict = {}
    for p, t, s in zip(fp.tolist(), ft.tolist(), fs.tolist()):
        threads_of_seq[s] = (p, t) if s not in threads_of_seq else None

    seqs = cpu.seq[backward].tolist()
    fwd_tids = cpu.fwd_tid[backward].tolist()
    for row, seq, fwd_tid in zip(backward.tolist(), seqs, fwd_tids):
        thread = fwd_thread_of.get(fwd_tid)
        if thread is None:
            thread = threads_of_seq.get(seq)
            if thread is None:
                continue
        fwd = forward_by_seq.get((thread[0], thread[1], seq))
        if fwd is not None:
            links[row] = fwd


class CompiledPairing(NamedTuple):
    """The attention backward ops of compiled regions' backward graphs (see the module)."""

    paired: int  # backward attention ops paired with their forward op
    unpaired: int  # left unpaired: the two regions hold different numbers of attention ops


def pair_compiled_backward(model: TraceModel, links: np.ndarray) -> CompiledPairing:
    """Links, in place, attention backward ops inside linked backward regions (see the
    module's rule for compiled regions)."""
    cpu, strings = model.data.cpu, model.data.strings
    n, total = model.n_cpu, len(model.parent)
    attention = ops_named(cpu, strings, patterns.is_attention_op_name)
    is_bwd = np.zeros(total, dtype=bool)
    is_fwd = np.zeros(total, dtype=bool)
    if not len(attention):
        return CompiledPairing(0, 0)
    backward_name = name_hits(strings, cpu.name[attention], lambda s: "backward" in s.lower())
    if not (backward_name & (links[attention] < 0)).any():
        return CompiledPairing(0, 0)  # every attention backward op has its link (no compiled graph)
    is_bwd[attention[backward_name]] = True
    is_fwd[attention[~backward_name]] = True
    # a backward region linked to an attention op (eager autograd: the SDPA backward node and
    # the backward op inside it) is that call's backward already: only regions linked to
    # something else (a compiled graph) are paired
    in_forward_attention = model.nearest(is_fwd)
    # only the outermost of each side: an attention op inside another is how it is carried out
    is_bwd &= model.nearest(is_bwd, strict=True) < 0
    is_fwd &= model.nearest(is_fwd, strict=True) < 0
    linked = np.zeros(total, dtype=bool)
    linked[:n] = links >= 0
    candidates = np.flatnonzero(is_bwd[:n] & (links < 0))
    if not len(candidates):
        return CompiledPairing(0, 0)
    region_of = model.nearest(linked, strict=True)[candidates]
    keep = region_of >= 0
    keep[keep] = in_forward_attention[links[region_of[keep]]] < 0
    candidates, region_of = candidates[keep], region_of[keep]
    if not len(candidates):
        return CompiledPairing(0, 0)
    target = np.zeros(total, dtype=bool)
    target[links[np.unique(region_of)]] = True
    forward_rows = np.flatnonzero(is_fwd)
    forward_region = model.nearest(target, strict=True)[forward_rows]
    forward_rows, forward_region = forward_rows[forward_region >= 0], forward_region[forward_region >= 0]
    by_region: dict = {}
    for f, r in zip(forward_rows.tolist(), forward_region.tolist()):
        by_region.setdefault(r, []).append(f)
    backward_by_region: dict = {}
    for b, r in zip(candidates.tolist(), region_of.tolist()):
        backward_by_region.setdefault(r, []).append(b)
    position = model.position
    paired = unpaired = 0
    for region, bwd in backward_by_region.items():
        fwd = by_region.get(int(links[region]), [])
        if len(fwd) != len(bwd):
            unpaired += len(bwd)
            continue
        fwd.sort(key=lambda r: position[r])
        bwd.sort(key=lambda r: position[r])
        for b, f in zip(bwd, reversed(fwd)):
            links[b] = f
        paired += len(bwd)
    return CompiledPairing(paired, unpaired)


class BackwardAttribution(NamedTuple):
    """Which rows are backward, and of which forward scope instance."""

    links: np.ndarray  # per host row: the forward op row a backward op is linked to (-1: none)
    # outermost linked backward ops that map to a scope (for CPU time), in tree order
    roots: np.ndarray
    # the forward scope instance whose backward each root is
    root_instances: np.ndarray
    # per host and memory row: the innermost linked backward op enclosing it (-1: none)
    op_of_row: np.ndarray
    compiled: CompiledPairing


def attribute_backward(model: TraceModel, scopes: Scopes) -> tuple[BackwardAttribution, np.ndarray]:
    """-> (the backward attribution (see BackwardAttribution); per host and memory row, the
    forward scope instance whose backward the row belongs to, by its innermost linked backward
    ancestor, -1 for none: a row that a forward scope encloses more tightly than its linked
    backward op stays forward). The context merges the second into its instance of each row
    and keeps no copy of it (a 10 GB trace's rows: 0.1 GB)."""
    links = link_backward_ops(model)
    compiled = pair_compiled_backward(model, links)
    parent = model.parent
    cpu = model.data.cpu
    inst_of_row = scopes.inst_of_row
    total = len(parent)
    n = model.n_cpu
    linked = np.zeros(total, dtype=bool)
    linked[:n] = links >= 0
    bwd_op = model.nearest(linked)
    has = bwd_op >= 0
    bwd_inst = np.full(total, -1, dtype=inst_of_row.dtype)
    bwd_inst[has] = inst_of_row[links[bwd_op[has]]]
    # roots: linked ops mapping to a scope whose parent maps to none
    cand = np.flatnonzero(linked & (bwd_inst >= 0))
    p = parent[cand]
    roots = cand[(p < 0) | (bwd_inst[np.maximum(p, 0)] < 0)]
    roots = roots[np.argsort(model.position[roots], kind="stable")]
    # A forward scope opened inside the backward op (a label around part of the backward
    # pass) is the tighter container: the row belongs to that scope's forward.
    j = np.flatnonzero(has & (bwd_inst >= 0) & (inst_of_row >= 0))
    if len(j):
        srow = scopes.inst_row[inst_of_row[j]]
        b = bwd_op[j]
        s_ts, b_ts = cpu.ts[srow], cpu.ts[b]
        later = (s_ts > b_ts) | ((s_ts == b_ts) & (-cpu.dur[srow] > -cpu.dur[b]))
        bwd_inst[j[later]] = -1
    return BackwardAttribution(links, roots, bwd_inst[roots], bwd_op, compiled), bwd_inst


# an autograd node (or aten backward op) of an attention call, by its name: "<Forward>Backward<k>"
# of an attention forward (ScaledDotProductFlashAttentionBackward0, a custom Function's
# FlashAttnFuncBackward, MemoryEfficientAttentionBackward) or an attention op's "..._backward"
_ATTENTION_BACKWARD_NAME = re.compile(r"(attention|attn|sdpa|fmha|flash|mla).*backward\d*$", re.IGNORECASE)


class UnlinkedBackward(NamedTuple):
    """Attention backward work whose forward call is not in the trace (see the module's
    unlinked backward): the outermost such ops, and which of them provably follow a forward
    that ran before the profiled window."""

    roots: np.ndarray  # host rows, in tree order
    before_window: np.ndarray  # per root: its sequence number precedes every forward op's


def find_unlinked_backward(
    model: TraceModel, backward: BackwardAttribution, phase_of_row: np.ndarray, attention_launches: np.ndarray
) -> UnlinkedBackward:
    """The unlinked attention backward ops outside every scope and every linked backward op
    (see UnlinkedBackward). attention_launches: host rows that launch a fused attention
    kernel no scope owns."""
    cpu, strings = model.data.cpu, model.data.strings
    n = model.n_cpu
    # (the names first, each once: most traces have no such name and no such launch)
    named = np.array([i for i, s in enumerate(strings) if _is_attention_backward_name(s)], dtype=np.int64)
    if not len(named) and not len(attention_launches):
        return UnlinkedBackward(np.empty(0, np.int64), np.empty(0, bool))
    free = (backward.links < 0) & (backward.op_of_row[:n] < 0) & (phase_of_row[:n] < 0)
    # (by masks over the rows: no array of every free op's row number)
    by_name = (
        np.flatnonzero((cpu.kind == OP) & free & name_hits(strings, cpu.name, _is_attention_backward_name))
        if len(named)
        else np.empty(0, np.int64)
    )
    forward, backward_node = sequenced_ops(cpu)
    nodes = np.zeros(len(model.parent), dtype=bool)
    nodes[:n] = backward_node & free
    # a backward node that launches a fused attention kernel (a custom Function's backward
    # around FlashAttention's kernels) is one too, whatever its name
    by_kernel = model.nearest(nodes)[attention_launches] if len(attention_launches) else np.empty(0, np.int64)
    hit = np.zeros(len(model.parent), dtype=bool)
    hit[by_name] = True
    hit[by_kernel[by_kernel >= 0]] = True
    roots = np.flatnonzero(hit & (model.nearest(hit, strict=True) < 0))
    roots = roots[np.argsort(model.position[roots], kind="stable")]
    forward_seq = cpu.seq[forward]
    first = int(forward_seq.min()) if len(forward_seq) else None
    seq = cpu.seq[roots]
    before = (seq != NONE_ID) if first is None else (seq != NONE_ID) & (seq < first)
    return UnlinkedBackward(roots, before)


def _is_attention_backward_name(name: str) -> bool:
    # (the autograd engine's wrapper op around a node is not the node: its name repeats the
    # node's, and it has no sequence number)
    return not name.startswith(patterns.AUTOGRAD_ENGINE_PREFIX) and bool(_ATTENTION_BACKWARD_NAME.search(name))
