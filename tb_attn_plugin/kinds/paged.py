"""Serving engines' attention over a paged KV cache: vLLM (unified and paged attention),
SGLang, aiter's batch prefill and FlashInfer ops and kernels, TensorRT-LLM's FMHA kernels.
Inputs: q (T, H, D) for the step's new tokens, and later a K (or K cache) whose last two
dims are (Hkv, D). Each request's cached context length is not in the op's inputs: an
engine step's annotation has it (analysis/engine_steps.py), and a call inside such a step
gets its FLOPs and bytes from that step's batch (``in_batch``). No kernel count is expected
(the KV-cache write is a kernel of its own).

Terms (TraceLens' paged-attention model, docs/conceptual/inference-analysis.md there):
- request sums: over the requests of one phase of a step, R (requests), ΣN_Q (query
  tokens), ΣN_KV (the keys each attends to: cached context plus its new tokens), ΣN_Q² and
  ΣN_Q·N_KV.
- batch: the request sums of a step's prefill (context) requests and of its decode
  (generation) requests.
- FLOPs of a call (one layer), with Dv = D: prefill 4·H·D·ΣN_Q·N_KV - 2·H·D·ΣN_Q² (causal
  within the new chunk, the full rectangle against earlier chunks); decode 4·H·D·ΣN_Q·N_KV
  (not causal: every query sees its whole context).
- bytes of a call: Q read and O written, ΣN_Q·H·2D in the query's dtype; K and V read from
  the cache, ΣN_KV·Hkv·2D in the cache's dtype. Every layer is taken to read the whole
  context: a model with sliding-window layers reads less there (the trace does not say
  which layers use a window).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Optional

from ..core.dtypes import BYTES_PER_ELEMENT, SIXTEEN_BIT
from .base import AttentionKind, CallFacts, KernelFingerprint, Picture, dims3, is_dims

PAGED_UNKNOWN = (
    "no FLOPs: each request's cached context length (the paged KV) is not in the trace; "
    "a serving engine's step annotation has it"
)
PAGED_COUNTED = (
    "from the engine step's batch (its requests' query and context tokens); every layer "
    "is taken to read the whole context"
)


@dataclass(frozen=True)
class RequestSums:
    """The request sums of one phase of a step (see the module's terms)."""

    requests: int
    q: int  # ΣN_Q
    kv: int  # ΣN_KV
    q_sq: int  # ΣN_Q²
    q_kv: int  # ΣN_Q·N_KV

    @classmethod
    def none(cls) -> RequestSums:
        return cls(0, 0, 0, 0, 0)


@dataclass(frozen=True)
class EngineBatch:
    prefill: RequestSums
    decode: RequestSums


def batch_flops(shape: dict, batch: EngineBatch) -> int:
    hd = shape["H"] * shape["D"]
    return 4 * hd * batch.prefill.q_kv - 2 * hd * batch.prefill.q_sq + 4 * hd * batch.decode.q_kv


def batch_bytes(shape: dict, batch: EngineBatch, q_size: int, kv_size: int) -> int:
    h, d, hkv = shape["H"], shape["D"], shape.get("Hkv", shape["H"])
    q_tokens = batch.prefill.q + batch.decode.q
    kv_tokens = batch.prefill.kv + batch.decode.kv
    return q_tokens * h * 2 * d * q_size + kv_tokens * hkv * 2 * d * kv_size


class Paged(AttentionKind):
    name = "paged"
    family = "paged"
    rank = 50
    summary = "vLLM, SGLang, aiter batch prefill and FlashInfer attention over a paged KV cache"
    forward_ops = (
        r"unified_attention|paged_attention|^vllm::.*attention|^sglang.*attention|flashinfer|mha_batch_prefill"
    )
    attention_ops = (
        r"flashinfer|unified_attention|paged_attention|^vllm::.*attention|^sglang.*::.*attention|mha_batch_prefill"
    )
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
        """q: the first (T, H, D) input; K: the first later input of three or more dims that
        ends in D and is not q's shape (vLLM's k (T, Hkv, D), a cache (blocks, [block,] Hkv,
        D)); an output or workspace before q is passed over by the same rule."""
        at = next((i for i, x in enumerate(dims) if dims3(x) is not None), None)
        if at is None:
            return None
        q = tuple(dims[at])
        shape = {"T": q[0], "H": q[1], "D": q[2]}
        for x in dims[at + 1 :]:
            if is_dims(x) and len(x) >= 3 and x[-1] == q[2] and tuple(x) != q:
                if x[-2] != q[1]:
                    shape["Hkv"] = x[-2]
                break
        return shape

    @classmethod
    def flops(cls, shape: Optional[dict], causal: Optional[bool]) -> Optional[int]:
        return None  # without the step's batch (in_batch)

    @classmethod
    def bytes_moved(cls, shape: Optional[dict], dtype: Optional[str]) -> Optional[int]:
        return None  # the cached KV it reads is not in its inputs (in_batch)

    @classmethod
    def in_batch(cls, facts: CallFacts, batch: Optional[EngineBatch], kv_dtype: Optional[str]) -> CallFacts:
        if batch is None or facts.shape is None:
            return facts
        q_size = BYTES_PER_ELEMENT.get(facts.dtype or "")
        kv_size = BYTES_PER_ELEMENT.get(kv_dtype or facts.dtype or "")
        moved = batch_bytes(facts.shape, batch, q_size, kv_size) if q_size and kv_size else None
        return replace(facts, flops=batch_flops(facts.shape, batch), flops_note=PAGED_COUNTED, bytes=moved)

    @classmethod
    def picture(cls, backend: str, dtype: Optional[str]) -> Picture:
        return Picture(kernels_per_call=None, tensor_cores=dtype in SIXTEEN_BIT, score_matrix=False)


KINDS = (Paged,)
