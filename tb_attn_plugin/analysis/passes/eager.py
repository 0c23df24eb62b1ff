"""Eager attention found by its pattern, for traces with no label, module or attention op
around it (a model profiled without ``with_stack=True``, attention written by hand).

Terms: an eager chain is, on one thread and under one parent op (or at a thread's top
level), a Q·Kᵀ GEMM (aten::matmul, bmm, baddbmm or einsum), then at most MAX_BETWEEN
other ops (the scale, mask and dropout; no GEMM or softmax among them), then a softmax,
then at most MAX_BETWEEN other ops, then a ·V GEMM, with consistent shapes: the scores
(…, Lq, Lkv) are what the first GEMM gives from (…, Lq, D) and (…, D, Lkv), what the
softmax takes, and what the second GEMM multiplies by (…, Lkv, Dv). The batch dims
(…) are (B, H), or one dim (B·H, given as B with H 1) for bmm on flattened heads.

A found chain becomes a span: a label row appended to the trace's host events from the
first GEMM's start to the second GEMM's end, which the model nests around the chain's
ops, so that every pass treats it as a scope (source "pattern") and the attention-op
table as a call of the eager kind, whose facts (FLOPs, score matrix) are the kind
registry's (kinds/eager.py).
"""

from __future__ import annotations

import dataclasses
import math
import re
from typing import NamedTuple, Optional

import numpy as np

from ...core.dtypes import first_dtype
from ...kinds import CallFacts
from ...kinds.base import is_dims
from ...kinds.eager import Eager
from ...model import TraceModel
from ...names import patterns
from ...reader import OP, TraceData
from ..numbers import ops_named
from ..spans import with_spans

# How many other sibling ops a chain may hold between a GEMM and the softmax: enough for a
# mask built inline (multi-query attention: mul, new_ones, tril, to, bitwise_not, two
# slices, view and masked_fill, nine ops; at 6, ten plain calls made an empty table). The
# shapes decide what is a chain; this bounds the walk from each softmax.
MAX_BETWEEN = 64
CHAIN_NAME = "eager attention (Q·Kᵀ, softmax, ·V)"
_GEMMS = frozenset({"aten::matmul", "aten::bmm", "aten::baddbmm", "aten::einsum"})
_SOFTMAX = frozenset({"aten::softmax", "aten::_softmax", "aten::_safe_softmax"})


class EagerChain(NamedTuple):
    qk: int  # host row of the Q·Kᵀ GEMM
    softmax: int
    pv: int  # host row of the ·V GEMM
    facts: CallFacts  # of the eager kind


def find_eager_chains(model: TraceModel) -> list:
    """Every eager chain of the trace (see the module's terms), in tree order."""
    cpu, strings = model.data.cpu, model.data.strings
    shapes = cpu.shapes
    kind_of: dict = {}  # row -> "gemm" | "softmax", for the rows whose shapes are kept
    for row in shapes:
        name = strings[cpu.name[row]]
        if cpu.kind[row] == OP:
            if name in _GEMMS:
                kind_of[row] = "gemm"
            elif name in _SOFTMAX:
                kind_of[row] = "softmax"
    softmaxes = [r for r, k in kind_of.items() if k == "softmax"]
    if not softmaxes:
        return []
    parent = model.parent
    # an op's siblings: the ops with its parent (and, at top level, its thread), in tree order
    n = model.n_cpu
    ops = np.flatnonzero(cpu.kind[:n] == OP)
    group = np.where(parent[ops] >= 0, parent[ops], -1)
    order = np.lexsort((model.position[ops], cpu.tid[ops], cpu.pid[ops], group))
    ops, group = ops[order], group[order]
    index_of = np.full(n, -1, dtype=np.int64)
    index_of[ops] = np.arange(len(ops))
    chains = []
    for s in sorted(softmaxes, key=lambda r: model.position[r]):
        if parent[s] >= 0 and parent[s] in kind_of and kind_of[parent[s]] == "softmax":
            continue  # aten::_softmax inside aten::softmax: the outer one is the chain's
        i = int(index_of[s])
        if i < 0:
            continue
        qk = _neighbour(ops, group, cpu, i, -1, kind_of)
        pv = _neighbour(ops, group, cpu, i, +1, kind_of)
        if qk is None or pv is None:
            continue
        facts = _chain_facts(strings[cpu.name[qk]], shapes[qk], shapes[s], strings[cpu.name[pv]], shapes[pv])
        if facts is not None:
            between = ops[int(index_of[qk]) + 1 : i]
            if facts.shape and _causal_mask(between, cpu, strings, facts.shape):
                facts = dataclasses.replace(facts, causal=True)
            chains.append(EagerChain(qk, s, pv, facts))
    return chains


_TRIANGLE = frozenset({"aten::tril", "aten::triu", "aten::tril_", "aten::triu_"})


def _causal_mask(between, cpu, strings: list, shape: dict) -> bool:
    """Whether the ops between a chain's Q·Kᵀ and its softmax apply a causal mask: a triangle
    built there (tril, triu), or a masked_fill whose mask is one (Lq, Lkv) matrix shared by
    every batch and head (a causal mask made once, as the demo's; a padding mask is per
    sequence: (B, 1, 1, Lkv)). The chain still computes every score: its FLOPs stay dense."""
    for row in between.tolist():
        name = strings[cpu.name[row]]
        if name in _TRIANGLE:
            return True
        if name in patterns.MASK_OPS:
            dims = (cpu.shapes.get(row) or (None,))[0]
            mask = dims[1] if isinstance(dims, list) and len(dims) > 1 else None
            if isinstance(mask, list) and [x for x in mask if x != 1] == [shape["Lq"], shape["Lkv"]]:
                return True
    return False


def outside_attention_ops(model: TraceModel, chains: list) -> list:
    """The chains not inside an attention op (the math SDPA backend and FlexAttention's
    eager path are such chains: their op is the call)."""
    if not chains:
        return chains
    cpu, strings = model.data.cpu, model.data.strings
    marked = np.zeros(len(model.parent), dtype=bool)
    marked[ops_named(cpu, strings, patterns.is_attention_op_name)] = True
    inside = model.nearest(marked)
    return [c for c in chains if inside[c.softmax] < 0]


def _neighbour(ops, group, cpu, i: int, step: int, kind_of: dict) -> Optional[int]:
    """The nearest GEMM sibling before (step -1) or after (+1) position i, with at most
    MAX_BETWEEN non-GEMM, non-softmax siblings between."""
    g, p, t = group[i], cpu.pid[ops[i]], cpu.tid[ops[i]]
    j = i + step
    for _ in range(MAX_BETWEEN + 1):
        if not 0 <= j < len(ops) or group[j] != g or cpu.pid[ops[j]] != p or cpu.tid[ops[j]] != t:
            return None
        row = int(ops[j])
        k = kind_of.get(row)
        if k == "gemm":
            return row
        if k == "softmax":
            return None
        j += step
    return None


def _operands(name: str, shape) -> Optional[tuple]:
    """(a, b) of a GEMM call: the two matrices' dims, with einsum's equation applied."""
    dims, _, concrete = shape if shape else (None, None, None)
    if not isinstance(dims, list):
        return None
    if name == "aten::einsum":
        return _einsum_operands(dims, concrete)
    pair = dims[1:3] if name == "aten::baddbmm" else dims[0:2]
    if len(pair) != 2 or not all(is_dims(d) and len(d) >= 2 for d in pair):
        return None
    return tuple(pair)


def _einsum_operands(dims: list, concrete) -> Optional[tuple]:
    """einsum("...qd,...kd->...qk", a, b) as (a, b) in matmul form, by its equation."""
    equation = concrete[0] if isinstance(concrete, list) and concrete else None
    tensors = dims[1] if len(dims) > 1 else None
    if not isinstance(equation, str) or not isinstance(tensors, list) or len(tensors) != 2:
        return None
    m = re.fullmatch(r"\s*([a-z]+)\s*,\s*([a-z]+)\s*->\s*([a-z]+)\s*", equation)
    a, b = tensors
    if m is None or not (is_dims(a) and is_dims(b)):
        return None
    ea, eb, out = m.groups()
    if len(ea) != len(a) or len(eb) != len(b) or len(out) < 2:
        return None
    size = dict(zip(ea, a))
    size.update(zip(eb, b))
    contracted = [c for c in ea if c in eb and c not in out]
    if len(contracted) != 1 or out[-2] not in ea or out[-1] not in eb:
        return None
    batch = [size[c] for c in out[:-2]]
    k = size[contracted[0]]
    return [*batch, size[out[-2]], k], [*batch, k, size[out[-1]]]


def _chain_facts(qk_name: str, qk_shape, softmax_shape, pv_name: str, pv_shape) -> Optional[CallFacts]:
    qk, pv = _operands(qk_name, qk_shape), _operands(pv_name, pv_shape)
    dims, types, _ = softmax_shape if softmax_shape else (None, None, None)
    scores: list = dims[0] if isinstance(dims, list) and dims and is_dims(dims[0]) else []
    if qk is None or pv is None or not 3 <= len(scores) <= 4:
        return None
    (q, kt), (p, v) = qk, pv
    lq, lkv = scores[-2], scores[-1]
    batch = math.prod(scores[:-2])
    if not (q[-2] == lq and kt[-1] == lkv and q[-1] == kt[-2]):
        return None
    if not (p[-2:] == [lq, lkv] and v[-2] == lkv):
        return None
    if math.prod(q[:-2]) != batch and math.prod(kt[:-2]) != batch:
        return None
    if math.prod(p[:-2]) != batch:
        return None
    d, dv = q[-1], v[-1]
    b, h = (scores[0], scores[1]) if len(scores) == 4 else (scores[0], 1)
    shape = {"B": b, "H": h, "Lq": lq, "Lkv": lkv, "D": d}
    if dv != d:
        shape["Dv"] = dv
    # the call's dtype is its GEMMs' (a bf16 layer whose softmax is upcast to float32 is a bf16
    # call, held to the bf16 peak, not the FP32 one); the softmax's where they give none
    gemm_types = qk_shape[1] if qk_shape else None
    return Eager.chain_facts(shape, first_dtype(gemm_types) or first_dtype(types))


def with_chain_spans(data: TraceData, model: TraceModel, chains: list) -> tuple:
    """-> (the trace with one label row appended per chain, spanning it; the rows of those
    labels). The caller builds the model again from the result."""
    cpu = data.cpu
    qk = np.array([c.qk for c in chains], dtype=np.int64)
    pv = np.array([c.pv for c in chains], dtype=np.int64)
    start = cpu.ts[qk]
    return with_spans(data, [CHAIN_NAME] * len(chains), cpu.pid[qk], cpu.tid[qk], start, cpu.ts[pv] + cpu.dur[pv])
