"""FlashAttention's own ops (flash_attn, and PyTorch's internal _flash_attention_forward
and _efficient_attention_forward), xFormers and AMD's aiter: inputs (B, L, H, D), one fused
kernel per call. Their variable-length form (packed sequences with cumulative lengths) is
the varlen kind: q (Tq, H, D), k (Tk, Hkv, D), v (Tk, Hkv, Dv), cu_seqlens_q (B+1),
cu_seqlens_k, max_seqlen_q, max_seqlen_k, ...; a flash op whose fourth input is 1-D is read
as varlen too. Varlen FLOPs are an estimate: every query token against the longest key
sequence (the per-sequence lengths are not in the trace).
"""

from __future__ import annotations

import re
from typing import ClassVar, Optional

from ..core.dtypes import BYTES_PER_ELEMENT, first_dtype
from .base import AttentionKind, CallFacts, KernelFingerprint, Shapes, dims3, int_at, is_1d, token_bytes

VARLEN_ESTIMATE = (
    "estimate (upper bound): total query tokens × the longest key sequence; the per-sequence "
    "lengths (cu_seqlens) are not in the trace"
)


class Varlen(AttentionKind):
    name = "varlen"
    family = "varlen"
    rank = 30
    summary = "FlashAttention on packed variable-length sequences"
    forward_ops = r"flash_attn.*varlen.*forward|flash_attn_varlen_func|_flash_attn_varlen_fwd"
    default_causal_index = 9
    default_backend = "FlashAttention (varlen)"
    backward_flops_factor = 2.5
    flops_note = VARLEN_ESTIMATE

    @classmethod
    def facts(cls, op_name: str, shapes: Shapes) -> CallFacts:
        dims, types, concrete = shapes if shapes else (None, None, None)
        return cls.packed_facts(dims if isinstance(dims, list) else [], types, concrete, cls.causal(op_name, concrete))

    @classmethod
    def packed_facts(cls, dims: list, types, concrete, causal: Optional[bool]) -> CallFacts:
        return cls.make_facts(cls.shape(dims, concrete), first_dtype(types), causal)

    @classmethod
    def flops(cls, shape: Optional[dict], causal: Optional[bool]) -> Optional[int]:
        """Every query token against the longest key sequence, 2·H·T·Lkv·(D + Dv), halved
        when causal (the per-sequence lengths, which the mask's count needs, are not known)."""
        if shape is None:
            return None
        flops = 2 * shape["H"] * shape["T"] * shape["Lkv"] * (shape["D"] + shape.get("Dv", shape["D"]))
        return flops // 2 if causal else flops

    @classmethod
    def shape(cls, dims: list, concrete) -> Optional[dict]:
        q, k, v = (dims3(x) for x in (list(dims) + [None] * 3)[:3])
        if q is None or k is None or v is None:
            return None
        shape = {"T": q[0], "Tkv": k[0], "H": q[1], "D": q[2]}
        if k[1] != q[1]:
            shape["Hkv"] = k[1]
        if v[2] != q[2]:
            shape["Dv"] = v[2]
        if len(dims) > 3 and is_1d(dims[3]) and dims[3][0] >= 1:
            shape["B"] = dims[3][0] - 1
        max_q, max_k = int_at(concrete, 5), int_at(concrete, 6)
        if max_q is not None:
            shape["Lq"] = max_q
        shape["Lkv"] = min(max_k, k[0]) if max_k is not None else k[0]
        return shape

    @classmethod
    def bytes_moved(cls, shape: Optional[dict], dtype: Optional[str]) -> Optional[int]:
        size = BYTES_PER_ELEMENT.get(dtype or "")
        if shape is None or size is None:
            return None
        return token_bytes(shape, shape["T"], shape["Tkv"], size)


class Flash(AttentionKind):
    name = "flash"
    family = "flash"
    rank = 40
    summary = "FlashAttention's ops, and PyTorch's internal flash and memory-efficient forward ops"
    forward_ops = (
        r"^flash_attn(_\d)?(_cuda)?::.*(forward|fwd)|^aten::_flash_attention_forward$|"
        r"^aten::_efficient_attention_forward$"
    )
    attention_ops = r"flash_attn|fmha"
    # a kernel's generation from its own name, its forward and backward alike (#40): FA4's
    # CuTe DSL kernels for Blackwell name sm100 beside flash; FA3's Hopper kernels are
    # warp-specialised (flash::compute_attn_ws, FA3's first forward) or name Sm90; FA2's the rest
    kernel_fingerprints: ClassVar[tuple[KernelFingerprint, ...]] = (
        KernelFingerprint(
            15,
            r"flash_attn.?cute|[Ff]lash.*[Ss]m1[02]\d|[Ss]m1[02]\d.*[Ff]lash|FlashAttention(Forward|Backward)Sm1[02]\d",
            "FlashAttention-4",
        ),
        KernelFingerprint(
            20,
            r"cutlass::device_kernel<flash::|flash::.*Sm90|FlashAttn(Fwd|Bwd)Sm90|flash_(fwd|bwd).*sm90|"
            r"flash::compute_attn_ws|flash::compute_attn_bwd",
            "FlashAttention-3",
        ),
        KernelFingerprint(30, r"flash_fwd|flash_bwd|flash::", "FlashAttention-2"),
    )
    causal_index: ClassVar[dict] = {
        "flash_attn::_flash_attn_forward": 5,
        "flash_attn_2_cuda::fwd": 7,
        "aten::_flash_attention_forward": 8,
        "aten::_efficient_attention_forward": 8,
    }
    heads_first = False
    backward_flops_factor = 2.5
    causal_alignment = "bottom_right"  # (FlashAttention 2.1 on, and aiter's)

    @classmethod
    def facts(cls, op_name: str, shapes: Shapes) -> CallFacts:
        dims = shapes[0] if shapes and isinstance(shapes[0], list) else []
        if len(dims) > 3 and is_1d(dims[3]):  # cumulative sequence lengths: a varlen call
            _, types, concrete = shapes
            return Varlen.packed_facts(dims, types, concrete, cls.causal(op_name, concrete))
        return super().facts(op_name, shapes)


class Xformers(Flash):
    name = "xformers"
    rank = 41
    summary = "xFormers' memory-efficient attention ops"
    forward_ops = r"^xformers(_flash)?::.*(forward|fwd)"
    attention_ops = r"xformers"
    kernel_fingerprints = (KernelFingerprint(50, r"xformers", "xFormers"),)
    causal_index: ClassVar[dict] = {}


class Aiter(Flash):
    name = "aiter"
    rank = 42
    summary = "AMD aiter's FMHA ops, and Composable Kernel FMHA kernels"
    forward_ops = r"^aiter::(fmha|mha).*fwd"
    attention_ops = r"^aiter::.*(fmha|attn|attention)"
    kernel_fingerprints = (
        KernelFingerprint(70, r"ck_tile.*Fmha|ck_tile.*fmha|ck::.*[Ff]mha", "AMD Composable Kernel FMHA"),
        KernelFingerprint(80, r"aiter::.*(fmha|attn|mha)|^_?fmha_(fwd|bwd)", "AMD aiter FMHA"),
    )
    causal_index: ClassVar[dict] = {"aiter::fmha_v3_fwd": 5, "aiter::mha_fwd": 5}


KINDS = (Varlen, Flash, Xformers, Aiter)


# FlashAttention-4's readable kernel names (a pending upstream change puts one before the
# mangled CuTe name): flash_fwd_sm100_bf16_head_dim128_tile128x128_..._causal_... What they
# say (dtype, head dim, causal, tile) is what a graph-replayed kernel, with no CPU op, has.
_READABLE = re.compile(r"flash_(fwd|bwd)_sm1\d\d_", re.IGNORECASE)
_READABLE_DTYPE = {"bf16": "bfloat16", "fp16": "float16", "e4m3": "float8_e4m3fn", "fp8": "float8_e4m3fn"}


def readable_name_facts(name: str) -> Optional[dict]:
    """{direction, dtype, head_dim, causal, tile} from a FlashAttention-4 readable name (each
    None where the name does not say it); None for any other name."""
    start = _READABLE.search(name)
    if start is None:
        return None
    tokens = re.split(r"[_\s<>(),]+", name[start.start() :].lower())
    dtype = next((_READABLE_DTYPE[t] for t in tokens if t in _READABLE_DTYPE), None)
    head = re.search(r"(?:head_?dim|hdim)_?(\d+)", name, re.IGNORECASE)
    tile = re.search(r"tile_?(\d+)x(\d+)", name, re.IGNORECASE)
    said = re.search(r"(non_?)?causal", name[start.start() :], re.IGNORECASE)
    causal = None if said is None else not said.group(1)
    return {
        "direction": "forward" if start.group(1).lower() == "fwd" else "backward",
        "dtype": dtype,
        "head_dim": int(head.group(1)) if head else None,
        "causal": causal,
        "tile": [int(tile.group(1)), int(tile.group(2))] if tile else None,
    }
