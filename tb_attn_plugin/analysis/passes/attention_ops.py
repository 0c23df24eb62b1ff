"""Attention ops: the attention calls of a trace (SDPA, FlexAttention, FlashAttention,
xFormers, aiter, serving engines' paged attention, and eager Q·Kᵀ-softmax-·V chains),
with shape, dtype, causal flag, FLOPs, backend and the kernel time they launched,
forward and backward.

Terms:
- table op: a host op an attention-op row is made of. A kind's nesting ops
  (kinds.NESTING_OPS: SDPA's) always are; any other attention op
  (patterns.is_attention_op_name, not a backward op) is when no table op encloses it:
  ``aten::_flash_attention_forward`` under ``aten::_scaled_dot_product_flash_attention`` is
  how that call is carried out, not a second call. A found eager chain (eager.py) is a table op too.
- leaf: a table op with no table op inside it; the table has one row per leaf call, grouped
  by op, shape, dtype, causal flag and mask. SDPA ops nest (the dispatcher op
  aten::scaled_dot_product_attention calls one backend op); a kernel under a dispatcher
  op goes to its first leaf.
- kind, family, call facts, picture: the kind registry's (tb_attn_plugin/kinds): a leaf's
  kind reads its shape, dtype, causal flag, FLOPs and bytes, says its backend and the
  picture it should show. A kernel belongs to the innermost leaf that launched it (forward)
  or to the leaf whose backward op launched it (backward).
"""

from __future__ import annotations

from typing import NamedTuple, Optional

import numpy as np

from ... import kinds
from ...kinds import CallFacts
from ...names import patterns
from ...reader import KERNEL, OP
from ..context import AnalysisContext
from ..numbers import PerShape, add_sums, name_hits, ops_named
from .attention_calls import attention_calls
from .fallback_calls import add_fallback_evidence, inside_fallback_calls
from .mha_calls import MhaInside, mha_inside
from .op_expectation import expectation
from .op_rows import sdpa_entry, table_entry


class AttentionOpTables(NamedTuple):
    sdpa: list  # the rows of SDPA ops (the report's "sdpa", kept as it was)
    all: list  # every row (the report's "attention_ops")
    # per engine step (ctx.engine_steps, in order): the attention calls in it, what the
    # serving pass holds to the device's peaks
    in_engine_steps: list = []  # noqa: RUF012 (a NamedTuple default, never changed)
    # each call on its own (attention_calls.py): {count, calls}
    calls: dict = {"count": 0, "calls": []}  # noqa: RUF012 (as above)


class StepCalls(NamedTuple):
    calls: int
    flops: Optional[int]  # None: a call in the step has none
    bytes: Optional[int]
    dtype: Optional[str]


def attention_ops(ctx: AnalysisContext) -> AttentionOpTables:
    """The attention-op table: one entry per op name, shape, dtype and causal flag."""
    cpu, strings = ctx.data.cpu, ctx.data.strings
    table_anc, non_leaf, table_leaf = _table_leaves(ctx)
    kernels = _kernel_time_by_leaf(ctx, table_leaf)
    fwd_us, bwd_us = kernels.fwd_us, kernels.bwd_us
    ops_inside, copies_inside = _ops_inside(ctx, table_anc)
    groups: dict = {}
    leaves = [row for row in cpu.shapes if table_anc[row] == row and row not in non_leaf]
    extra = ctx.found_calls  # calls found by pattern or by kernel: row -> facts
    fallback_inside = inside_fallback_calls(
        ctx, table_anc, [r for r in leaves if strings[cpu.name[r]] in kinds.FALLBACK_OPS]
    )
    mha = mha_inside(ctx, table_anc, leaves)
    engine = ctx.engine_steps
    # (a call found by kernel whose input shapes were kept is among the leaves already)
    table_rows = sorted(set(leaves) | {r for r in extra if r not in non_leaf})
    step_of_row = dict(zip(table_rows, engine.step_of(cpu.ts[np.array(table_rows, dtype=np.int64)]).tolist()))
    in_steps: list = [[0, 0, 0, None] for _ in engine.steps]
    facts_of = PerShape(kinds.call_facts)  # (once per distinct shape: the calls of a layer share it)
    for row in table_rows:
        op = strings[cpu.name[row]]
        facts: CallFacts = extra[row] if row in extra else facts_of(op, cpu.shapes[row])
        step = step_of_row[row]
        if step >= 0:
            facts = kinds.kind_named(facts.kind).in_batch(facts, engine.steps[step].batch, engine.kv_dtype)
            _add_call(in_steps[step], facts)
        phase = _serving_phase(facts, engine.steps[step].phase if step >= 0 else None)
        shape = facts.shape
        gkey = (op, tuple(sorted(shape.items())) if shape else None, facts.dtype, facts.causal, facts.mask)
        grp = groups.get(gkey)
        if ctx.phase_of_row[row] == 1:
            # run by the autograd engine (activation checkpointing's recompute): backward work
            # of the call it repeats, not a call of the model's
            if grp is not None:
                grp["backward_kernel_us"] += fwd_us.get(row, 0.0) + bwd_us.get(row, 0.0)
            continue
        if grp is None:
            grp = groups[gkey] = _new_group(op, facts)
        grp["count"] += 1
        grp["rows"].append(row)
        grp["row_us"].append(fwd_us.get(row, 0.0) if ctx.has_gpu else float(cpu.dur[row]))
        grp["row_kernel_us"].append((fwd_us.get(row, 0.0), bwd_us.get(row, 0.0)))
        instance = ctx.instance_of_row[row]
        if instance >= 0:
            grp["scope_ids"].add(int(ctx.scopes.inst_key[instance]))
            # the call is one of each scope around it (the keys of its instance's chain): a
            # scope's view says its own calls, not the op's in the whole trace
            chain = int(ctx.scopes.inst_chain[instance])
            while chain >= 0:
                key = int(ctx.scopes.chain_key[chain])
                grp["scope_calls"][key] = grp["scope_calls"].get(key, 0) + 1
                chain = int(ctx.scopes.chain_parent[chain])
        if phase is not None:
            grp["serving_phases"].add(phase)
        grp["cpu_us"] += float(cpu.dur[row])
        _add_kernels(grp, kernels, row)
        grp["cpu_ops"] += int(ops_inside.get(row, 0))
        grp["copies"] += int(copies_inside.get(row, 0))
        if facts.flops is not None:
            grp["flops"] += facts.flops
        else:
            grp["flops_unknown"] += 1
        if facts.bytes is not None:
            grp["bytes"] += facts.bytes
        else:
            grp["bytes_unknown"] += 1
        add_fallback_evidence(grp, op, facts, cpu.shapes.get(row), ctx.has_gpu, fallback_inside.get(row))
        if row in mha:
            _add_mha(grp, mha[row])
    # the most time first: kernel time, or on a CPU-only trace (kernel time 0) CPU time
    ordered = sorted(groups.values(), key=lambda g: (-g["kernel_us" if ctx.has_gpu else "cpu_us"], g["op"]))
    rows = [table_entry(grp, ctx.has_gpu) for grp in ordered]
    for row, grp in zip(rows, ordered):
        row["expectation"] = expectation(row, grp, ctx.has_gpu)
        row["call_sites"] = ctx.call_sites.of_rows(ctx.data, grp["rows"], grp["row_us"])
    sdpa = [sdpa_entry(row) for row in rows if row["family"] == "sdpa"]
    calls = attention_calls(ctx, [(g["rows"], g["row_kernel_us"]) for g in ordered])
    return AttentionOpTables(sdpa, rows, [StepCalls(*c) for c in in_steps], calls)


def _new_group(op: str, facts: CallFacts) -> dict:
    """A row's sums before its first call (see attention_ops)."""
    shape = facts.shape
    return {
        "op": op,
        "kind": facts.kind,
        "family": facts.family,
        "backends": set(),
        "count": 0,
        "kernel_us": 0.0,
        "backward_kernel_us": 0.0,
        "flops": 0,
        "flops_unknown": 0,  # calls without FLOPs (then the row has none)
        "bytes": 0,
        "bytes_unknown": 0,
        "shape": shape,
        "causal": facts.causal,
        "mask": facts.mask,
        "dtype": facts.dtype,
        "flops_note": facts.flops_note,
        "score_matrix_bytes": facts.score_matrix_bytes,
        "cpu_us": 0.0,
        "math_fallback": None,
        "kernels": 0,
        "cores": set(),
        "others": set(),
        "launch_apis": set(),
        "cpu_ops": 0,  # CPU ops inside its calls
        "copies": 0,  # aten::copy_ inside its calls
        "ops_known": True,
        "serving_phases": set(),
        "scope_ids": set(),  # the innermost scopes holding its calls
        "scope_calls": {},  # scope id -> its calls inside that scope (or one inside it)
        "gemm_kernel_us": 0.0,  # GEMM kernels among its calls' forward kernels
        "own_gemm_us": 0.0,  # of which its own (an MHA fast-path call's Q·Kᵀ and P·V: mha_calls.py)
        "unfused_calls": 0,  # MHA fast-path calls that ran bmm + softmax + bmm
        "averaged_calls": 0,  # MHA fast-path calls asked for averaged weights, and the time of that
        "averaging_us": 0.0,
        "rows": [],  # its calls' rows, and the time of each (forward kernels, or CPU)
        "row_us": [],
        "row_kernel_us": [],  # each call's (forward, backward) kernel µs
    }


def _add_kernels(grp: dict, kernels: LeafKernels, row: int) -> None:
    """A call's kernels (_kernel_time_by_leaf) into its row's sums."""
    grp["kernel_us"] += kernels.fwd_us.get(row, 0.0)
    grp["backward_kernel_us"] += kernels.bwd_us.get(row, 0.0)
    grp["backends"] |= kernels.backends.get(row, set())
    grp["kernels"] += int(kernels.fwd_n.get(row, 0))
    grp["gemm_kernel_us"] += kernels.gemm_us.get(row, 0.0)
    grp["cores"] |= kernels.cores.get(row, set())
    grp["others"] |= kernels.others.get(row, set())
    grp["launch_apis"] |= kernels.launch_apis.get(row, set())


def _add_mha(grp: dict, inside: MhaInside) -> None:
    """A fast-path call's own GEMMs, how it ran and its weight averaging (mha_calls.py)."""
    grp["own_gemm_us"] += inside.own_gemm_us
    grp["unfused_calls"] += int(inside.unfused)
    if inside.averaged:
        grp["averaged_calls"] += 1
        grp["averaging_us"] += inside.averaging_us


def _serving_phase(facts: CallFacts, step_phase: Optional[str]) -> Optional[str]:
    """A serving call's phase: its engine step's; outside steps, a packed-sequence call whose
    longest query is one token is decode (one new token per sequence); else unknown."""
    if step_phase is not None:
        return step_phase
    if facts.family in ("varlen", "paged") and facts.shape and facts.shape.get("Lq") == 1:
        return "decode"
    return None


def _add_call(sums: list, facts: CallFacts) -> None:
    """One call into its step's [calls, FLOPs, bytes, dtype] (None once a call lacks one)."""
    sums[0] += 1
    sums[1] = sums[1] + facts.flops if sums[1] is not None and facts.flops is not None else None
    sums[2] = sums[2] + facts.bytes if sums[2] is not None and facts.bytes is not None else None
    sums[3] = sums[3] or facts.dtype


def _ops_inside(ctx: AnalysisContext, table_anc: np.ndarray) -> tuple:
    """Per table op row (a call): the CPU ops inside it (its own leaf's: an op inside an inner
    table op is that one's), and the aten::copy_ among them. -> (ops by row, copies by row)."""
    cpu, strings = ctx.data.cpu, ctx.data.strings
    # (ops at or under a table op, found by masks: no array of every op's row number)
    under = np.flatnonzero((cpu.kind == OP) & (table_anc[: len(cpu)] >= 0))
    inside = under[table_anc[under] != under]
    ops_by: dict = {}
    copies_by: dict = {}
    if not len(inside):
        return ops_by, copies_by
    add_sums(ops_by, table_anc[inside], np.ones(len(inside)))
    copies = inside[name_hits(strings, cpu.name[inside], lambda n: n == "aten::copy_")]
    # a copy is a tensor copied whole (aten::clone's copy_: masked_fill's, contiguous's), not a
    # dtype cast (aten::to's _to_copy: a Python scalar cast to a tensor, on every call of most
    # attention code, a few µs; the reader keeps no dims of it to tell a scalar from a tensor)
    parents = ctx.model.parent[copies]
    known = parents >= 0
    cloned = np.zeros(len(copies), dtype=bool)
    cloned[known] = name_hits(strings, cpu.name[parents[known]], lambda n: n == "aten::clone")
    copies = copies[cloned]
    add_sums(copies_by, table_anc[copies], np.ones(len(copies)))
    return ops_by, copies_by


def _table_leaves(ctx: AnalysisContext) -> tuple:
    """-> (the innermost table op of every row (-1: none), the set of table ops that are not
    leaves, and table_leaf(rows): each row's leaf, -1 where none). See the module's terms."""
    cpu, model = ctx.data.cpu, ctx.model
    total = len(model.parent)
    strings = ctx.data.strings
    nesting = np.zeros(total, dtype=bool)
    nesting[ops_named(cpu, strings, lambda s: s in kinds.NESTING_OPS)] = True
    other = np.zeros(total, dtype=bool)
    other[ops_named(cpu, strings, _other_attention_op)] = True
    other[np.fromiter(ctx.found_calls, dtype=np.int64, count=len(ctx.found_calls))] = True
    if other.any():  # an attention op inside a table op is how that call is carried out
        enclosing = model.nearest(nesting | other, strict=True)
        inner = np.flatnonzero(other)
        other[inner[enclosing[inner] >= 0]] = False
        del enclosing
    is_table = nesting | other
    del nesting, other
    table_anc = model.nearest(is_table)
    table_rows = np.flatnonzero(is_table)
    table_rows = table_rows[np.argsort(model.position[table_rows], kind="stable")]
    # (the nearest table op above each table op: its parent's nearest, itself included)
    up = model.parent[table_rows]
    table_outer = np.where(up >= 0, table_anc[np.maximum(up, 0)], -1)
    outer_of = dict(zip(table_rows.tolist(), table_outer.tolist()))
    non_leaf = {a for a in outer_of.values() if a >= 0}
    leaf_of: dict = {}
    for j, a in outer_of.items():
        if j in non_leaf:
            continue
        while a >= 0:
            leaf_of.setdefault(a, j)
            a = outer_of[a]
    # row -> its leaf: the innermost table op, or for a dispatcher op its first leaf (the
    # dispatchers, sorted, with their leaves: looked up, with no array over all rows)
    dispatchers = np.array(sorted(non_leaf), dtype=np.int64)
    their_leaf = np.array([leaf_of.get(a, -1) for a in dispatchers.tolist()], dtype=np.int64)

    def table_leaf(rows):
        s = np.asarray(table_anc[rows], dtype=np.int64)
        if not len(dispatchers):
            return np.where(s >= 0, s, -1)
        at = np.minimum(np.searchsorted(dispatchers, s), len(dispatchers) - 1)
        return np.where(dispatchers[at] == s, their_leaf[at], np.where(s >= 0, s, -1))

    return table_anc, non_leaf, table_leaf


def _other_attention_op(name: str) -> bool:
    return name not in kinds.NESTING_OPS and patterns.is_forward_attention_op_name(name)


class LeafKernels(NamedTuple):
    """What the kernels of each leaf call were, each a dict by leaf row. Forward kernels count
    for the table op that launched them, backward ones for the table op their backward op is
    linked to."""

    fwd_us: dict  # forward kernel µs
    bwd_us: dict  # backward kernel µs
    backends: dict  # attention backends of its forward kernels
    fwd_n: dict  # forward kernels
    cores: dict  # what its forward GEMM and attention kernels' names say: "tensor", "fp32", "unknown"
    others: dict  # the names of its forward kernels that are not fused attention kernels
    launch_apis: dict  # the CPU launch events of its forward kernels, by name (cudaLaunchKernel, ...)
    gemm_us: dict  # forward GEMM kernel µs


def _kernel_time_by_leaf(ctx: AnalysisContext, table_leaf) -> LeafKernels:
    fwd_us: dict = {}
    bwd_us: dict = {}
    backends: dict = {}
    fwd_n: dict = {}
    cores: dict = {}
    others: dict = {}
    launch_apis: dict = {}
    gemm_us: dict = {}
    out = LeafKernels(fwd_us, bwd_us, backends, fwd_n, cores, others, launch_apis, gemm_us)
    gpu, strings = ctx.data.gpu, ctx.data.strings
    # every launched kernel, inside a scope or not: a call outside every label is still an
    # attention call, and its kernels are its own (the totals of the scopes leave them out)
    g = np.flatnonzero(ctx.launch_of_gpu >= 0)
    if not len(g):
        return out
    g_launch = ctx.launch_of_gpu[g]
    # the phase: a scope's, or outside scopes backward when a linked backward op encloses it
    in_backward = ctx.backward.op_of_row[g_launch] >= 0
    ph = np.where(ctx.phase_of_gpu[g] >= 0, ctx.phase_of_gpu[g], np.where(in_backward, 1, 0))
    durs = gpu.dur[g]
    kern = gpu.kind[g] == KERNEL
    fwd = np.flatnonzero(kern & (ph == 0))
    leaves = table_leaf(g_launch[fwd])
    hit = leaves >= 0
    add_sums(fwd_us, leaves[hit], durs[fwd][hit])
    add_sums(fwd_n, leaves[hit], np.ones(int(hit.sum())))
    for leaf, launch_name in set(zip(leaves[hit].tolist(), ctx.data.cpu.name[g_launch[fwd][hit]].tolist())):
        launch_apis.setdefault(leaf, set()).add(strings[launch_name])
    names_hit = gpu.name[g][fwd][hit]
    gemm_names: set = set()
    for leaf, name_id in set(zip(leaves[hit].tolist(), names_hit.tolist())):
        name = strings[name_id]
        category, backend = patterns.classify_kernel(name)
        if category == "gemm":
            gemm_names.add(name_id)
        if backend:
            backends.setdefault(leaf, set()).add(backend)
        if category != "attention":
            others.setdefault(leaf, set()).add(name)
        if category in ("gemm", "attention"):
            # what the name says: Tensor Cores, FP32 (sgemm), or nothing either way
            said = "tensor" if patterns.cores_of(name, category) == "tensor" else None
            said = said or ("fp32" if patterns.is_fp32_gemm_name(name) else "unknown")
            cores.setdefault(leaf, set()).add(said)
    if gemm_names:  # (the GEMMs' time, by the names the loop above classified)
        gemm = np.isin(names_hit, np.fromiter(gemm_names, dtype=np.int64, count=len(gemm_names)))
        add_sums(gemm_us, leaves[hit][gemm], durs[fwd][hit][gemm])
    bwd = np.flatnonzero(kern & (ph == 1))
    b = ctx.backward.op_of_row[g_launch[bwd]]
    links = ctx.backward.links
    linked_fwd = np.where(b >= 0, links[np.maximum(b, 0)], -1)
    leaves = np.where(linked_fwd >= 0, table_leaf(np.maximum(linked_fwd, 0)), -1)
    hit = leaves >= 0
    add_sums(bwd_us, leaves[hit], durs[bwd][hit])
    return out
