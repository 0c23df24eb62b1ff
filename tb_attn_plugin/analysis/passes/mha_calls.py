"""What ran inside each call of nn.MultiheadAttention's fast-path op
(``aten::_native_multi_head_attention``, kinds/mha.py), for #57 item 3: how the call was
carried out, which of its GEMMs are the attention's own, and whether it averaged weights.

Terms:
- unfused: the call computed its scores itself, ``aten::bmm`` (Q·Kᵀ), a softmax
  (``aten::_softmax``, ``aten::_masked_softmax``) and ``aten::bmm`` (P·V), and launched no fused
  attention kernel: its backend is UNFUSED (the fast path hands a call to SDPA's fused kernels
  only where it can; need_weights=True, the module's default, keeps it from doing so);
- own GEMMs: the GEMM kernels launched by its ``aten::bmm`` / ``aten::baddbmm``, the Q·Kᵀ and P·V
  products its FLOPs count; the others (``aten::mm``, ``aten::addmm``, ``aten::linear``) are
  its in and out projections, not the attention's own;
- averaged weights: the call was asked for its attention weights averaged over the heads
  (``need_weights`` and ``average_attn_weights``, Concrete Inputs 10 and 11, both True):
  the ``aten::sum`` and ``aten::div_`` inside it compute them; their time (kernels on a GPU
  trace, CPU on a CPU-only one) is what need_weights=False removes at least.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional

import numpy as np

from ...reader import KERNEL, OP
from ..context import AnalysisContext

UNFUSED = "unfused (bmm + softmax)"
NATIVE_MHA = "aten::_native_multi_head_attention"
_SCORE_GEMMS = frozenset({"aten::bmm", "aten::baddbmm"})
_SOFTMAX = frozenset({"aten::_softmax", "aten::softmax", "aten::_masked_softmax"})
_AVERAGING = frozenset({"aten::sum", "aten::div_"})
NEED_WEIGHTS_AT, AVERAGE_AT = 10, 11  # indices in the op's Concrete Inputs


@dataclass
class MhaInside:
    """What one fast-path call ran (see the module's terms)."""

    names: set = field(default_factory=set)
    own_gemm_us: float = 0.0  # kernel µs of its own GEMMs
    averaging_us: float = 0.0  # its weight averaging's time, on a call that averaged weights
    averaged: bool = False  # asked for averaged weights

    @property
    def unfused(self) -> bool:
        return bool(self.names & _SCORE_GEMMS) and bool(self.names & _SOFTMAX)


def averages_weights(concrete) -> Optional[bool]:
    """need_weights and average_attn_weights both True (None: the trace does not say)."""
    if not isinstance(concrete, list) or len(concrete) <= AVERAGE_AT:
        return None
    need, average = str(concrete[NEED_WEIGHTS_AT]), str(concrete[AVERAGE_AT])
    if need not in ("True", "False") or average not in ("True", "False"):
        return None
    return need == "True" and average == "True"


def mha_inside(ctx: AnalysisContext, table_anc: np.ndarray, leaves: list) -> dict:
    """-> {call row: MhaInside} for the fast-path calls among the leaves (see the terms)."""
    cpu, strings = ctx.data.cpu, ctx.data.strings
    calls = [r for r in leaves if strings[cpu.name[r]] == NATIVE_MHA]
    if not calls:
        return {}
    out: dict = {}
    for row in calls:
        shapes = cpu.shapes.get(row)
        out[row] = MhaInside(averaged=bool(averages_weights(shapes[2] if shapes else None)))
    ops = np.flatnonzero(cpu.kind == OP)
    inside = ops[np.isin(table_anc[ops], np.array(calls, dtype=np.int64)) & (table_anc[ops] != ops)]
    parent = ctx.model.parent
    for row, name in zip(inside.tolist(), cpu.name[inside].tolist()):
        seen = out[int(table_anc[row])]
        seen.names.add(strings[name])
        # (the outermost averaging op only: aten::div_ runs an inner aten::div_)
        up = int(parent[row])
        outermost = up < 0 or up >= len(cpu) or strings[cpu.name[up]] not in _AVERAGING
        if not ctx.has_gpu and seen.averaged and strings[name] in _AVERAGING and outermost:
            seen.averaging_us += float(cpu.dur[row])
    if ctx.has_gpu:
        _kernels_inside(ctx, table_anc, out)
    return out


def _kernels_inside(ctx: AnalysisContext, table_anc: np.ndarray, out: dict) -> None:
    """Each call's own GEMM and averaging kernel time, by the op that launched each kernel."""
    gpu, cpu, strings = ctx.data.gpu, ctx.data.cpu, ctx.data.strings
    g = np.flatnonzero((ctx.launch_of_gpu >= 0) & (gpu.kind == KERNEL))
    ops = ctx.enclosing_op()[ctx.launch_of_gpu[g]]
    keep = ops >= 0
    g, ops = g[keep], ops[keep]
    calls = table_anc[ops]
    mine = np.isin(calls, np.fromiter(out, dtype=np.int64, count=len(out)))
    for gr, op, call in zip(g[mine].tolist(), ops[mine].tolist(), calls[mine].tolist()):
        name = strings[cpu.name[op]]
        seen = out[call]
        if name in _SCORE_GEMMS:
            seen.own_gemm_us += float(gpu.dur[gr])
        elif seen.averaged and name in _AVERAGING:
            seen.averaging_us += float(gpu.dur[gr])
