"""Serving engines' attention over a paged KV cache: vLLM (unified and paged attention),
SGLang and FlashInfer ops and kernels, TensorRT-LLM's FMHA kernels. Inputs: q (T, H, D)
and k (T, Hkv, D) for the step's new tokens; each token's cached context length is not in
a trace, so there are no FLOPs or bytes, and no kernel count is expected (the KV-cache write
is a kernel of its own).
"""

from __future__ import annotations

from typing import Optional

from ..dtypes import SIXTEEN_BIT
from .base import AttentionKind, KernelFingerprint, Picture, dims3

PAGED_UNKNOWN = "no FLOPs: each token's cached context length (the paged KV) is not in the trace"


class Paged(AttentionKind):
    name = "paged"
    family = "paged"
    rank = 50
    summary = "vLLM, SGLang and FlashInfer attention over a paged KV cache"
    forward_ops = r"unified_attention|paged_attention|^vllm::.*attention|^sglang.*attention|flashinfer"
    attention_ops = r"flashinfer|unified_attention|paged_attention|^vllm::.*attention|^sglang.*::.*attention"
    kernel_fingerprints = (
        KernelFingerprint(
            90,
            r"fmhaSm1\d\d|fmhaSm\d+|fmha_v2|trtllm.*(fmha|attention)|BatchPrefillWith|BatchDecodeWith|"
            r"SinglePrefillWith|SingleDecodeWith|flashinfer::.*(Prefill|Decode|Attention)",
            "FlashInfer / TensorRT-LLM",
        ),
        KernelFingerprint(100, r"paged_attention", "vLLM paged attention"),
        KernelFingerprint(120, r"kernel_unified_attention", "vLLM unified attention (Triton)"),
    )
    flops_note = PAGED_UNKNOWN

    @classmethod
    def shape(cls, dims: list, concrete) -> Optional[dict]:
        first = list(dims[:2]) + [None] * (2 - len(dims[:2]))
        q, k = (dims3(x) for x in first)
        if q is None:
            return None
        shape = {"T": q[0], "H": q[1], "D": q[2]}
        if k is not None and k[1] != q[1]:
            shape["Hkv"] = k[1]
        return shape

    @classmethod
    def flops(cls, shape: Optional[dict], causal: Optional[bool]) -> Optional[int]:
        return None

    @classmethod
    def bytes_moved(cls, shape: Optional[dict], dtype: Optional[str]) -> Optional[int]:
        return None  # the cached KV it reads is not in the trace

    @classmethod
    def picture(cls, backend: str, dtype: Optional[str]) -> Picture:
        return Picture(kernels_per_call=None, tensor_cores=dtype in SIXTEEN_BIT, score_matrix=False)


KINDS = (Paged,)
