"""Attention ops of no other kind: TransformerEngine's, TensorRT-LLM's, MLA and sparse
attention ops, and any op whose name says
attention but whose inputs are not read (shape and FLOPs unknown), with the generic
fused-attention kernel fingerprints last (Triton attention kernels, any fmha or
flash_attention kernel).
"""

from __future__ import annotations

from typing import Optional

from .base import AttentionKind, KernelFingerprint


class Other(AttentionKind):
    name = "other"
    family = "other"
    rank = 1000
    summary = "an attention op whose inputs are not read"
    # TransformerEngine's fused attention, TensorRT-LLM's attention ops, MLA (DeepSeek's
    # FlashMLA, engines' mla ops) and sparse attention ops: known by name, inputs not read
    attention_ops = (
        r"^transformer_engine.*(attention|attn)|^te::.*(attention|attn)|"
        r"^(tensorrt_llm|trtllm)::.*(attention|attn|mha|mla)|flash_?mla|::\w*mla_(attn|attention|decode|fwd)|"
        r"sparse_?(flash_?)?(attn|attention)"
    )
    kernel_fingerprints = (
        # FlashMLA's kernels (flash_fwd_splitkv_mla_kernel) before FlashAttention-2's flash_fwd
        KernelFingerprint(12, r"[Ff]lash_?[Mm][Ll][Aa]|splitkv_mla|mla_(decode|fwd)_kernel", "FlashMLA"),
        # TensorRT-LLM's decode (XQA) and context (fmha_v2) attention kernels
        KernelFingerprint(13, r"xqa_kernel|fmha_v2_", "TensorRT-LLM attention"),
        KernelFingerprint(
            130, r"^_?attn_(fwd|bwd)|_attn_fwd|_attn_bwd|attention_fwd|attention_bwd", "Triton attention"
        ),
        KernelFingerprint(140, r"fmha|flash_attention|FlashAttention|mha_fwd|mha_bwd", "fused attention"),
    )

    flops_note = "no FLOPs: tb-attn does not read this op's inputs (an attention kind it does not know)"

    @classmethod
    def is_forward_op(cls, op_name: str) -> bool:
        return True  # the last kind asked: whatever attention op no other kind took

    @classmethod
    def shape(cls, dims: list, concrete) -> Optional[dict]:
        return None

    @classmethod
    def bytes_moved(cls, shape: Optional[dict], dtype: Optional[str]) -> Optional[int]:
        return None


KINDS = (Other,)
