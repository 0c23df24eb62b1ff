"""FlexAttention: eager ``flex_attention`` (its HOP, FlexAttention and flex_attention ops) and
the Triton templates inductor generates for it (``triton_tem_..._flex_attention``,
``..._flex_decoding``). Inputs (B, H, L, D): the first three 4-D inputs are q, k, v. Its
block mask can skip any part of the scores and the trace does not show which, so the FLOPs
are the dense count, an upper bound; the causal flag is not an input.
"""

from __future__ import annotations

from typing import Optional

from .base import AttentionKind, KernelFingerprint, dense_shape, dims4

DENSE_UPPER_BOUND = "dense upper bound: the block mask's sparsity is not in the trace"


class Flex(AttentionKind):
    name = "flex"
    family = "flex"
    rank = 20
    summary = "FlexAttention, eager or compiled into its Triton template"
    forward_ops = r"^FlexAttention|^flex_attention|^triton_tem_.*flex_(attention|decoding)"
    attention_ops = forward_ops
    kernel_fingerprints = (
        KernelFingerprint(110, r"^triton_tem_.*flex_(attention|decoding)", "FlexAttention (Triton template)"),
    )
    default_backend = "flex"
    compiled_when_eager = "FlexAttention"  # (flex_attention compiles its Triton template)
    backward_flops_factor = 2.5
    flops_note = DENSE_UPPER_BOUND

    @classmethod
    def shape(cls, dims: list, concrete) -> Optional[dict]:
        four = [t for t in (dims4(x) for x in dims) if t is not None]
        return dense_shape(four[:3], heads_first=True) if len(four) >= 3 else None

    @classmethod
    def causal(cls, op_name: str, concrete) -> Optional[bool]:
        return None  # a mask function, not a flag


KINDS = (Flex,)
