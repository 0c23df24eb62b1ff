"""Name patterns: which labels, modules and ops are attention, and what a kernel is.

Kernel names are fingerprints (see docs/report-schema.md): the name tells the
category, the attention backend and whether the kernel runs on Tensor Cores.
"""

from __future__ import annotations

import re
import sys
from functools import lru_cache
from typing import Optional

from .. import kinds
from ..kinds import sdpa

# record_function labels: case-insensitive, catching the names people use.
DEFAULT_LABEL_REGEX = r"attn|attention|sdpa|\bmha\b|multi_?head|flash"
# nn.Module classes, from "nn.Module: <Class>_<k>".
DEFAULT_MODULE_REGEX = r"attention"

# Which op names are attention: the kind registry's.
is_attention_op_name = kinds.is_attention_op_name
is_forward_attention_op_name = kinds.is_forward_attention_op_name


# Ops whose input shapes the reader keeps besides attention ops': the GEMMs and softmax
# that eager attention is made of (analysis/passes/eager.py finds Q·Kᵀ, softmax, ·V chains).
EAGER_ATTENTION_PARTS = frozenset(
    {
        "aten::matmul",
        "aten::bmm",
        "aten::baddbmm",
        "aten::einsum",
        "aten::softmax",
        "aten::_softmax",
        "aten::_safe_softmax",
    }
)


# Leaf matrix-multiply ops (aten::matmul and aten::linear call one of them): the GEMMs of
# the performance model (analysis/passes/gemms.py), whose input shapes the reader keeps too.
GEMM_OPS = frozenset(
    {"aten::mm", "aten::addmm", "aten::bmm", "aten::baddbmm", "aten::_addmm_activation", "aten::_scaled_mm"}
)


# a serving engine's KV-cache writes (vLLM's reshape_and_cache*, SGLang's store_cache,
# set_kv_buffer and store_kvcache), ops and kernels alike: an op's cache input says the KV
# cache's dtype (analysis/engine_steps.py), the kernels' time is the step's KV-cache writes
# (analysis/passes/serving.py)
KV_CACHE_WRITE_OP = re.compile(r"reshape_and_cache|store_cache|set_kv_buffer|concat_and_cache|store_kvcache")


# ops that are never a custom attention call (analysis/passes/kernel_calls.py), by their names'
# beginnings: PyTorch's own, and the commonest others (inductor's kernels as ops, Dynamo's)
_NEVER_CUSTOM = (
    "aten::",
    "autograd::",
    "torch::",
    "c10d::",
    "cuda",
    "ProfilerStep",
    "triton_",
    "detach",
    "TorchDynamo",
    "Torch-Compiled",
    "Pregraph",
    "## ",
)
# what the autograd engine names a backward node's op: "<Forward>Backward<k>"
_BACKWARD_OP = re.compile(r"Backward\d*$")


def is_backward_node_name(name: str) -> bool:
    """Whether an op's name is an autograd backward node's ("MmBackward0", a custom
    Function's "MyFuncBackward")."""
    return bool(_BACKWARD_OP.search(name))


# an eager chain's mask ops: their mask's dims tell a causal mask (analysis/passes/eager.py)
MASK_OPS = frozenset({"aten::masked_fill", "aten::masked_fill_"})


@lru_cache(maxsize=65536)
def keeps_input_shapes(name: str) -> bool:
    """Whether the reader keeps an op's input dims, types and concrete inputs: attention ops,
    the parts of eager attention, GEMMs, KV-cache writes, and any op not PyTorch's own (a
    custom Function or extension op may be attention found by its kernels: its q, k and v)."""
    return (
        name in EAGER_ATTENTION_PARTS
        or name in MASK_OPS
        or name in GEMM_OPS
        or is_attention_op_name(name)
        or bool(KV_CACHE_WRITE_OP.search(name))
        or not (name.startswith(_NEVER_CUSTOM) or is_backward_node_name(name))
    )


# Kineto names a module call's Python frame "nn.Module: <Class>_<k>".
MODULE_PREFIX = "nn.Module: "
# what the autograd engine names the op of each backward node it runs
AUTOGRAD_ENGINE_PREFIX = "autograd::engine::evaluate_function"
_MODULE_SUFFIX = re.compile(r"_\d+$")


def module_class(event_name: str) -> str:
    """'nn.Module: Qwen2Attention_3' -> 'Qwen2Attention'."""
    name = event_name[len(MODULE_PREFIX) :] if event_name.startswith(MODULE_PREFIX) else event_name
    return _MODULE_SUFFIX.sub("", name)


# --- Python frames (call sites) ------------------------------------------------------

# top-level packages of installed ML code, beside the standard library's modules
LIBRARIES = frozenset(
    {
        "torch",
        "torchvision",
        "torchaudio",
        "functorch",
        "triton",
        "transformers",
        "diffusers",
        "accelerate",
        "peft",
        "timm",
        "vllm",
        "sglang",
        "xfuser",
        "flash_attn",
        "flash_attn_interface",
        "xformers",
        "flashinfer",
        "aiter",
        "transformer_engine",
        "apex",
        "deepspeed",
        "megatron",
        "lightning",
        "pytorch_lightning",
        "einops",
        "numpy",
        "safetensors",
    }
)


def _stdlib_module_names() -> frozenset[str]:
    """The standard library's top-level modules: sys.stdlib_module_names (Python 3.10+); on
    3.9, the modules of the standard library's folder and the built-in ones (the same names
    but for the few a newer Python added, which a 3.9 interpreter's traces cannot call)."""
    names = getattr(sys, "stdlib_module_names", None)
    if names is not None:
        return frozenset(names)
    import pkgutil
    import sysconfig

    found = {m.name for m in pkgutil.iter_modules([sysconfig.get_paths()["stdlib"]])}
    return frozenset(found | set(sys.builtin_module_names))


_STDLIB = _stdlib_module_names()
_INSTALLED = re.compile(r"(^|/)(site-packages|dist-packages)/|(^|/)lib/python\d[\d.]*/")
# torch's own machinery: how a call is made, never where
_TORCH_PLUMBING = re.compile(
    r"^torch/(nn/modules/module\.py|_ops\.py|_tensor\.py|overrides\.py|autograd/|profiler/|utils/|_jit_internal\.py|"
    r"jit/|_dynamo/|_compile\.py|_inductor/|_functorch/|fx/|_higher_order_ops/|_library/|_prims|_refs|"
    r"_subclasses/|_C/|amp/|cuda/|backends/)"
)
_FRAME = re.compile(r"^(?P<path>.+?\.py)\((?P<line>\d+)\): (?P<func>.*)$", re.DOTALL)

# what a Python frame is (analysis/call_sites.py's terms): the user's code, a library's, a
# library's machinery (how a call is made, not where), or no code frame at all
USER, LIBRARY, PLUMBING, OTHER = 0, 1, 2, 3


@lru_cache(maxsize=65536)
def frame_kind(name: str) -> int:
    """USER, LIBRARY or PLUMBING for a code frame's name; OTHER for anything else."""
    m = _FRAME.match(name)
    if m is None:
        return OTHER
    path = m.group("path")
    installed = _INSTALLED.search(path)
    if installed:
        inside = path[installed.end() :]
    elif path.startswith("/") or re.match(r"^[A-Za-z]:[\\/]", path):
        return USER
    else:
        inside = path
    top = re.split(r"[\\/]", inside, maxsplit=1)[0]
    top = top[:-3] if top.endswith(".py") else top
    if installed is None and top not in LIBRARIES and top not in _STDLIB:
        return USER  # relative to the script's folder
    if top in _STDLIB or _TORCH_PLUMBING.match(inside):
        return PLUMBING
    return LIBRARY


def is_call_site_frame(name: str) -> bool:
    """Whether the reader keeps a python_function frame: one of the user's code or of a
    library's that is not its machinery (the only frames a call site names)."""
    return frame_kind(name) <= LIBRARY


# --- kernels ----------------------------------------------------------------------


class _AnyCase:
    """A case-insensitive pattern. ASCII text (every kernel name seen so far) is lowercased
    and searched with the lowercased pattern, which matches the same there and is several
    times faster than IGNORECASE on long templated kernel names (the first analysis of an
    aiter trace spent 40 ms here); other text is searched with IGNORECASE."""

    def __init__(self, pattern: str):
        if re.search(r"\\[A-Z]", pattern):  # lowercased, \D, \S or \W would mean \d, \s, \w
            raise ValueError(f"an upper-case escape in {pattern!r}")
        self.any_case = re.compile(pattern, re.IGNORECASE)
        self.lower = re.compile(pattern.lower())

    def search(self, text: str):
        if text.isascii():
            return self.lower.search(text.lower())
        return self.any_case.search(text)


_TRITON_POINTWISE = re.compile(r"^triton_poi_")  # (checked before the attention patterns)
_TRITON_REDUCTION = re.compile(r"^triton_(red|per)_")
_SOFTMAX = _AnyCase(r"softmax|SoftMax")
# (no "broadcast_kernel": PyTorch's elementwise kernels are launched through a
# type_specialized_broadcast_kernel_launcher, and an xDiT trace's multiplications were read
# as collectives; NCCL's and RCCL's broadcasts say nccl or rccl)
_COMM = _AnyCase(
    r"nccl|rccl|all_?reduce|all_?gather|reduce_?scatter|alltoall|all_to_all|cross_device_reduce|"
    r"sendrecv|oneccl|hccl"
)
_GEMM = _AnyCase(
    r"gemm|gemv|xmma|nvjet|cutlass|Cijk_|cublas|hipblas|matmul|wvSplitK|splitK|_mm_|bmm|"
    r"ampere_|volta_|turing_|hopper_|sm\d+_xmma|s16816|h16816|s1688|h1688|dot_kernel|tensorop"
)
_REDUCTION = _AnyCase(
    r"reduce|reduction|_sum_|sum_kernel|norm|argmax|argmin|topk|cub::|scan|mean_kernel|"
    r"max_kernel|min_kernel|sort"
)
_ELEMENTWISE = _AnyCase(
    r"elementwise|vectorized|unrolled|pointwise|fill|copy|where|tril|triu|index|cat_|"
    r"act_and_mul|silu|gelu|relu|rotary|rope|mul_|add_|_kernel_impl|scatter|gather|"
    r"embedding|transpose|permute|cast|convert|dropout|masked"
)
_TENSOR_CORES = _AnyCase(
    r"\d?16816|1688|16832|wmma|xmma|gmma|hmma|imma|mfma|tensorop|nvjet|_tc_|"
    r"flash|fmha|cudnn.*sdpa|Cijk_.*MT|MFMA"
)
_FP32_GEMM = _AnyCase(r"sgemm|gemm.*_f32f32_f32|gemmSN_|gemv2T_kernel_val<[^>]*float")

# CPU ops, for traces without device activity.
_CPU_GEMM = re.compile(
    r"^aten::(mm|bmm|addmm|baddbmm|addbmm|matmul|linear|_addmm_activation|dot|einsum)$|"
    r"mkldnn.*(matmul|linear)|onednn.*(matmul|linear)"
)
_CPU_COPY = re.compile(r"^aten::(copy_|clone|contiguous|_to_copy|to|_copy_from)$")
_CPU_REDUCTION = re.compile(
    r"^aten::(sum|mean|amax|max|min|amin|norm|var|std|layer_norm|native_layer_norm|"
    r"rms_norm|_fused_rms_norm|logsumexp|argmax|topk)"
)


@lru_cache(maxsize=65536)
def classify_kernel(name: str) -> tuple:
    """-> (category, backend or None) for a device kernel name."""
    if _TRITON_POINTWISE.search(name):
        return "elementwise", None
    if _TRITON_REDUCTION.search(name):
        return "reduction", None
    backend = kinds.kernel_backend(name)  # the kind registry's fingerprints
    if backend is not None:
        return "attention", backend
    if _SOFTMAX.search(name):
        return "softmax", None
    if _COMM.search(name):
        return "communication", None
    if _GEMM.search(name):
        return "gemm", None
    if _REDUCTION.search(name):
        return "reduction", None
    if _ELEMENTWISE.search(name):
        return "elementwise", None
    return "other", None


# a kernel of the backward pass, by its name (flash_bwd_*, fmha_bwd, _attn_bwd, ...Backward...)
_BACKWARD_KERNEL = _AnyCase(r"bwd|backward")


def is_backward_kernel(name: str) -> bool:
    """Whether a kernel's name says it runs the backward pass (for kernels no scope owns)."""
    return bool(_BACKWARD_KERNEL.search(name))


@lru_cache(maxsize=65536)
def classify_cpu_op(name: str) -> tuple:
    """-> (category, backend or None) for a CPU op, the breakdown unit of CPU-only traces."""
    if name in sdpa.BACKEND_OF_OP and name != "aten::scaled_dot_product_attention":
        backend = sdpa.BACKEND_OF_OP[name]
        return ("attention", backend) if backend != "math" else ("other", None)
    if is_attention_op_name(name) and "backward" in name.lower() and "math" not in name:
        return "attention", sdpa.backend_from_name(name)
    if name not in sdpa.BACKEND_OF_OP and is_forward_attention_op_name(name):
        return "attention", "flex" if "flex" in name.lower() else sdpa.backend_from_name(name)
    if _CPU_GEMM.search(name):
        return "gemm", None
    if _SOFTMAX.search(name):
        return "softmax", None
    if _CPU_COPY.search(name):
        return "memcpy", None
    if _COMM.search(name) or name.startswith(("c10d::", "nccl:", "gloo:")):
        return "communication", None
    if _CPU_REDUCTION.search(name):
        return "reduction", None
    if name.startswith("aten::"):
        return "elementwise" if _is_pointwise_aten(name) else "other", None
    return "other", None


_CPU_POINTWISE = re.compile(
    r"^aten::(mul|add|sub|div|masked_fill|fill|where|tril|triu|exp|log|neg|sqrt|rsqrt|"
    r"pow|tanh|sigmoid|relu|gelu|silu|clamp|ones|zeros|full|scalar_tensor|eq|ne|lt|gt|"
    r"le|ge|logical_|bitwise_|abs|cos|sin|dropout|native_dropout|arange|zero_)"
)


def _is_pointwise_aten(name: str) -> bool:
    return bool(_CPU_POINTWISE.search(name))


@lru_cache(maxsize=65536)
def cores_of(name: str, category: str) -> Optional[str]:
    """'tensor' when a GEMM's or attention kernel's name says Tensor Cores (or AMD's matrix
    cores), 'cuda' when it says an FP32 GEMM (sgemm and its kin), 'unknown' when it says
    neither (AMD's Triton attn_fwd, a GEMM named by its library only); other kernels run on
    the CUDA cores (AMD's vector units): 'cuda'."""
    if category in ("memcpy", "memset"):
        return None
    if _FP32_GEMM.search(name):
        return "cuda"
    if category in ("gemm", "attention"):
        return "tensor" if _TENSOR_CORES.search(name) else "unknown"
    return "cuda"


def is_fp32_gemm_name(name: str) -> bool:
    """The name says an FP32 GEMM on CUDA cores (sgemm and its kin)."""
    return bool(_FP32_GEMM.search(name))


_DRIVER_LAUNCH = re.compile(r"^cu[A-Z]")


# A CUDA or HIP graph replay's launch (cudaGraphLaunch, hipGraphLaunch, cuGraphLaunch): the
# kernels it ran carry its correlation id, and no launch of their own.
_GRAPH_LAUNCH = re.compile(r"^(cuda|hip|cu)GraphLaunch")


def is_graph_launch(launch_name: str) -> bool:
    return bool(_GRAPH_LAUNCH.search(launch_name))


def launch_kind(launch_name: str) -> str:
    """'driver' for CUDA driver API launches (cuLaunchKernelEx), else 'runtime'."""
    return "driver" if _DRIVER_LAUNCH.search(launch_name) else "runtime"


def kernel_base(name: str) -> str:
    """A kernel's name without template arguments, parameter list and "void ": what stays the
    same for one kernel across runs whose shapes or types differ."""
    out, depth = [], 0
    for ch in name:
        depth += ch == "<"
        if depth == 0:
            out.append(ch)
        depth -= ch == ">" and depth > 0
    text = "".join(out).strip()
    if text.endswith(")"):  # the parameter list: from the "(" matching the last ")"
        level = 0
        for i in range(len(text) - 1, -1, -1):
            level += (text[i] == ")") - (text[i] == "(")
            if level == 0:
                text = text[:i].rstrip()
                break
    return text[5:] if text.startswith("void ") else text
