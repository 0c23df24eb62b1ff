"""PyTorch's scaled_dot_product_attention: the dispatcher op and one op per backend (flash,
memory-efficient, cuDNN, the CPU's flash, math, MPS, the overrideable one), inputs
(B, H, L, D). The backend is in the op's name, except for the dispatcher op's, whose
kernels say it. The math backend is unfused: about twenty kernels per call, FP32 GEMMs
and the score matrix; ``refusal_reasons`` reads what made the fused backends refuse a call.
"""

from __future__ import annotations

import math
from typing import ClassVar, Optional

from .base import AttentionKind, CallFacts, FallbackInside, KernelFingerprint, Picture, as_bool

# SDPA ops; value = index of is_causal in Concrete Inputs
FORWARD_OPS = {
    "aten::scaled_dot_product_attention": 5,
    "aten::_scaled_dot_product_flash_attention": 4,
    "aten::_scaled_dot_product_efficient_attention": 6,
    "aten::_scaled_dot_product_cudnn_attention": 6,
    "aten::_scaled_dot_product_flash_attention_for_cpu": 4,
    "aten::_scaled_dot_product_attention_math": 5,
    "aten::_scaled_dot_product_attention_math_for_mps": 5,
    "aten::_scaled_dot_product_fused_attention_overrideable": 5,
}

BACKEND_OF_OP = {
    "aten::scaled_dot_product_attention": "unknown",
    "aten::_scaled_dot_product_flash_attention": "flash",
    "aten::_scaled_dot_product_efficient_attention": "efficient",
    "aten::_scaled_dot_product_cudnn_attention": "cudnn",
    "aten::_scaled_dot_product_flash_attention_for_cpu": "flash (cpu)",
    "aten::_scaled_dot_product_attention_math": "math",
    "aten::_scaled_dot_product_attention_math_for_mps": "math (mps)",
    "aten::_scaled_dot_product_fused_attention_overrideable": "overrideable",
}

MATH_OPS = frozenset({"aten::_scaled_dot_product_attention_math", "aten::_scaled_dot_product_attention_math_for_mps"})
# ops inside a math call that build the causal mask again on every call
MASK_BUILDERS = frozenset({"aten::ones", "aten::tril", "aten::triu", "aten::where", "aten::scalar_tensor"})
FLASH_HEAD_DIM_LIMIT = 256
EXPECTED_MATH_KERNELS = 20  # about: the walkthrough's math backend on an A100


def backend_from_name(name: str) -> str:
    """Backend of an SDPA-family op (forward or backward) read from its name."""
    low = name.lower()
    if "flash_attention_for_cpu" in low or "flashattentionforcpu" in low:
        return "flash (cpu)"
    for word, backend in (("flash", "flash"), ("efficient", "efficient"), ("cudnn", "cudnn"), ("math", "math")):
        if word in low:
            return backend
    return "fused"


class Sdpa(AttentionKind):
    name = "sdpa"
    family = "sdpa"
    rank = 10
    summary = "torch.nn.functional.scaled_dot_product_attention and its backend ops"
    fallback_ops = MATH_OPS
    fallback_hides = "aten::_safe_softmax"
    nesting_ops = frozenset(FORWARD_OPS)
    attention_ops = r"scaled_dot_product|_flash_attention|_efficient_attention|_cudnn_attention"
    kernel_fingerprints = (
        KernelFingerprint(10, r"pytorch_flash::flash_(fwd|bwd)", "flash (FlashAttention-2 in PyTorch)"),
        KernelFingerprint(
            40,
            r"fmha_cutlass[FB]|fmha_cutlass|AttentionKernel<|attention_kernel_batched",
            "efficient (memory-efficient, from xFormers)",
        ),
        KernelFingerprint(60, r"cudnn.*sdpa|cudnn_generated.*(fprop|bprop).*attn|cudnn.*flash_(fprop|bprop)", "cuDNN"),
    )
    causal_index: ClassVar[dict] = FORWARD_OPS
    backward_flops_factor = 2.5

    @classmethod
    def is_forward_op(cls, op_name: str) -> bool:
        return op_name in FORWARD_OPS

    @classmethod
    def causal(cls, op_name: str, concrete) -> Optional[bool]:
        """At the op's own index; else the one boolean among its inputs, if only one."""
        if not isinstance(concrete, list):
            return None
        flag = super().causal(op_name, concrete)
        if flag is not None:
            return flag
        flags = [f for f in (as_bool(c) for c in concrete) if f is not None]
        return flags[0] if len(flags) == 1 else None

    @classmethod
    def mask(cls, dims: list) -> Optional[bool]:
        """The fourth input is the mask (attn_mask, or the fused ops' attn_bias), a tensor
        with dims where one was given; the flash ops' fourth is dropout_p, a number (no dims)."""
        if len(dims) < 3:
            return None
        return len(dims) > 3 and isinstance(dims[3], list) and bool(dims[3])

    @classmethod
    def backend(cls, op_name: str, kernel_backends: set) -> str:
        """The op's name says it, except for the dispatcher op's: its kernels do."""
        backend = BACKEND_OF_OP.get(op_name, "unknown")
        if backend == "unknown" and kernel_backends:
            return ", ".join(sorted(kernel_backends))
        return backend

    @classmethod
    def picture(cls, backend: str, dtype: Optional[str]) -> Picture:
        if backend == "math":
            # (the count the math path's kernels come to; the score matrix is what SDPA's fused
            # backends never build, so the math path building one is a shortfall)
            return Picture(kernels_per_call=EXPECTED_MATH_KERNELS, tensor_cores=False, score_matrix=False)
        return super().picture(backend, dtype)

    @classmethod
    def fallback_evidence(cls, facts: CallFacts, shapes, on_gpu: bool, inside: FallbackInside) -> dict:
        """What a math call shows about why it ran: the inputs the fused backends of its device
        refuse (refusal_reasons), and the costs of the math path seen inside it: the mask built
        on every call (a causal call, or one whose flag is not recorded, building one outside
        its _safe_softmax), the softmax, FP32 GEMMs under 16-bit inputs."""
        dtype = facts.dtype
        return {
            "reasons": refusal_reasons(dtype, facts.shape or {}, shapes, on_gpu),
            "mask_rebuilt": bool(inside.names & MASK_BUILDERS) and facts.causal is not False,
            "safe_softmax": "aten::_safe_softmax" in inside.names,
            "upcast": dtype in ("bfloat16", "float16") and "float32" in inside.gemm_dtypes,
            "gemm_cpu_us": round(inside.gemm_us, 3),
        }


def refusal_reasons(dtype: Optional[str], shape: dict, shapes, on_gpu: bool) -> list:
    """What in a math call's inputs made the fused backends refuse it, by PyTorch's own rules
    (aten/src/ATen/native/transformers: sdp_utils_cpp.cpp for the CPU's fused kernel, which
    refuses nested tensors, dropout, q, k, v of unlike head dims and other dtypes;
    cuda/sdp_utils.cpp for flash, memory-efficient and cuDNN). Only what the trace shows."""
    dims, types, concrete = shapes if shapes else (None, None, None)
    dims = dims if isinstance(dims, list) else []
    if _nested(dims, types):
        return [
            "q, k and v are nested (jagged) tensors"
            + ("" if on_gpu else " (the fused CPU kernel takes dense tensors only)")
        ]
    return _gpu_refusals(dtype, shape, dims, concrete) if on_gpu else _cpu_refusals(dtype, shape, concrete)


def _cpu_refusals(dtype: Optional[str], shape: dict, concrete) -> list:
    reasons = []
    if dtype is not None and dtype not in CPU_FUSED_DTYPES:
        reasons.append(f"{dtype} inputs (the fused CPU kernel takes float32, float64, bfloat16 and float16)")
    dropout = _float_at(concrete, 4)
    if dropout:
        reasons.append(f"dropout_p={dropout:g} (the fused CPU kernel takes no dropout)")
    if "Dv" in shape:
        reasons.append(
            f"V's head dim {shape['Dv']} unlike Q's and K's {shape['D']} (the fused CPU kernel needs them equal)"
        )
    return reasons


def _gpu_refusals(dtype: Optional[str], shape: dict, dims: list, concrete) -> list:
    reasons = []
    if dtype in ("float32", "float64"):
        reasons.append(f"{dtype} inputs (flash and cuDNN take float16 and bfloat16 only)")
    if shape.get("D", 0) > FLASH_HEAD_DIM_LIMIT:
        reasons.append(f"head dim {shape['D']}, above the fused kernels' {FLASH_HEAD_DIM_LIMIT}")
    if "Dv" in shape:
        reasons.append(f"V's head dim {shape['Dv']} unlike Q's and K's {shape['D']} (flash needs them equal)")
    if len(dims) > 3 and isinstance(dims[3], list) and dims[3]:
        reasons.append("an explicit attn_mask (flash takes none; use is_causal=True for a causal mask)")
    dropout = _float_at(concrete, 4)
    if dropout:
        reasons.append(f"dropout_p={dropout:g}")
    if isinstance(concrete, list) and len(concrete) > 8 and as_bool(concrete[8]):
        reasons.append("enable_gqa=True")
    return reasons


CPU_FUSED_DTYPES = frozenset({"float32", "float64", "bfloat16", "float16"})


def _nested(dims: list, types) -> bool:
    """Nested tensors have no dims in a trace: q, k and v are recorded as [] with no type."""
    first_type = types[0] if isinstance(types, list) and types else None
    return len(dims) >= 3 and all(d == [] for d in dims[:3]) and first_type == ""


def _float_at(concrete, i: int) -> Optional[float]:
    if isinstance(concrete, list) and i < len(concrete):
        try:
            value = float(str(concrete[i]))
        except ValueError:
            return None
        return value if math.isfinite(value) else None
    return None


KINDS = (Sdpa,)
