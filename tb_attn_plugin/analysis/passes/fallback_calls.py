"""What ran inside the calls of a kind's fallback path (SDPA's math backend: kinds.FALLBACK_OPS),
and the evidence their kind reads from it (AttentionKind.fallback_evidence): the attention-op
table's math_fallback of each row (attention_ops.py).
"""

from __future__ import annotations

from typing import Optional

import numpy as np

from ... import kinds
from ...core.dtypes import first_dtype
from ...kinds import CallFacts
from ...names import patterns
from ...reader import OP
from ..context import AnalysisContext


def inside_fallback_calls(ctx: AnalysisContext, table_anc: np.ndarray, fallback_leaves: list) -> dict:
    """Per call of a fallback op (kinds.FALLBACK_OPS): what ran inside it (kinds.FallbackInside),
    the ops inside its kind's fallback_hides op left out of its names (SDPA's _safe_softmax
    does its own where); its GEMMs' dtypes (aten::matmul and baddbmm too) and its GEMM_OPS'
    CPU time (aten::matmul holds its bmm)."""
    if not fallback_leaves:
        return {}
    cpu, strings, model = ctx.data.cpu, ctx.data.strings, ctx.model
    ops = np.flatnonzero(cpu.kind == OP)
    inside = ops[np.isin(table_anc[ops], np.array(fallback_leaves, dtype=np.int64)) & (table_anc[ops] != ops)]
    hides = {leaf: kinds.kind_of_op(strings[cpu.name[leaf]]).fallback_hides for leaf in fallback_leaves}
    leaf_of = table_anc[inside].tolist()
    names = [strings[n] for n in cpu.name[inside].tolist()]
    # (the ops named as their own call's kind's fallback_hides: what runs inside them is hidden)
    hiding = np.zeros(len(model.parent), dtype=bool)
    hiding[inside] = [name == hides[leaf] for name, leaf in zip(names, leaf_of)]
    hidden = (model.nearest(hiding, strict=True)[inside] >= 0).tolist()
    out: dict = {leaf: kinds.FallbackInside() for leaf in fallback_leaves}
    for row, leaf, name, hid in zip(inside.tolist(), leaf_of, names, hidden):
        seen = out[leaf]
        if not hid:
            seen.names.add(name)
        if name in patterns.GEMM_OPS or name in ("aten::matmul", "aten::baddbmm"):
            dtype = first_dtype((cpu.shapes.get(row) or (None, None, None))[1])
            if dtype is not None:
                seen.gemm_dtypes.add(dtype)
        if name in patterns.GEMM_OPS:
            seen.gemm_us += float(cpu.dur[row])
    return out


def add_fallback_evidence(grp: dict, op: str, facts: CallFacts, shapes, on_gpu: bool, inside) -> None:
    """A call of its kind's fallback path: what the kind says it shows (kinds/), merged into
    its row's (math_fallback); nothing for any other call."""
    kind = kinds.kind_of_op(op)
    if op in kind.fallback_ops:
        evidence = kind.fallback_evidence(facts, shapes, on_gpu, inside or kinds.FallbackInside())
        grp["math_fallback"] = _merge_evidence(grp["math_fallback"], evidence)


def _merge_evidence(before: Optional[dict], evidence: dict) -> dict:
    """A fallback call's evidence (AttentionKind.fallback_evidence) merged over the calls of
    one row: the reasons of all, each once; a cost seen in any; the GEMMs' time summed."""
    if before is None:
        return evidence
    return {
        "reasons": before["reasons"] + [r for r in evidence["reasons"] if r not in before["reasons"]],
        "mask_rebuilt": before["mask_rebuilt"] or evidence["mask_rebuilt"],
        "safe_softmax": before["safe_softmax"] or evidence["safe_softmax"],
        "upcast": before["upcast"] or evidence["upcast"],
        "gemm_cpu_us": round(before["gemm_cpu_us"] + evidence["gemm_cpu_us"], 3),
    }
