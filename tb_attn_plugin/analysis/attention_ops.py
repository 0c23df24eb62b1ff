"""Attention ops: the attention calls of a trace (SDPA, FlexAttention, FlashAttention,
xFormers, aiter, serving engines' paged attention, and eager Q·Kᵀ-softmax-·V chains),
with shape, dtype, causal flag, FLOPs, backend and the kernel time they launched,
forward and backward.

Terms:
- table op: a host op an attention-op row is made of. SDPA ops (patterns.SDPA_FORWARD_OPS)
  always are; any other attention op (patterns.is_attention_op_name, not a backward op) is
  when no table op encloses it: ``aten::_flash_attention_forward`` under
  ``aten::_scaled_dot_product_flash_attention`` is how that call is carried out, not a
  second call. A found eager chain (eager.py) is a table op too.
- leaf: a table op with no table op inside it; the table has one row per leaf call, grouped
  by op, shape, dtype and causal flag. SDPA ops nest (the dispatcher op
  aten::scaled_dot_product_attention calls one backend op); a kernel under a dispatcher
  op goes to its first leaf.
- family: how the op's inputs are laid out, which says how its shape and FLOPs are read
  (FAMILIES). A kernel belongs to the innermost leaf that launched it (forward) or to the
  leaf whose backward op launched it (backward).
- FLOPs: the two GEMMs, 2·B·H·Lq·Lkv·(D + Dv), halved when causal (the FlashAttention
  papers' count). flops_note says when that is an upper bound or an estimate rather than
  the count: a FlexAttention block mask whose sparsity the trace does not show (dense
  upper bound), variable-length batches whose per-sequence lengths it does not show.
  Paged attention's cached context lengths are not in a trace: no FLOPs there.
"""

from __future__ import annotations

import math
import re
from typing import Any, NamedTuple, Optional

import numpy as np

from .. import patterns
from ..reader import KERNEL, OP
from .context import AnalysisContext
from .gemms import BYTES_PER_ELEMENT
from .numbers import add_sums, name_hits, ratio, tbps, tflops

# family -> (op-name pattern, index of is_causal in Concrete Inputs or None); the first
# match wins. SDPA is matched by name in patterns.SDPA_FORWARD_OPS.
_FAMILY_PATTERNS = [
    ("flex", re.compile(r"^FlexAttention|^flex_attention|^triton_tem_.*flex_(attention|decoding)", re.I), None),
    ("varlen", re.compile(r"flash_attn.*varlen.*forward|flash_attn_varlen_func|_flash_attn_varlen_fwd", re.I), 9),
    (
        "flash",
        re.compile(
            r"^flash_attn(_\d)?::.*(forward|fwd)|^aten::_flash_attention_forward$|^aiter::(fmha|mha).*fwd|"
            r"^xformers(_flash)?::.*(forward|fwd)|^aten::_efficient_attention_forward$",
            re.I,
        ),
        None,
    ),
    (
        "paged",
        re.compile(r"unified_attention|paged_attention|^vllm::.*attention|^sglang.*attention|flashinfer", re.I),
        None,
    ),
]
_CAUSAL_INDEX = {
    "flash_attn::_flash_attn_forward": 5,
    "flash_attn_2_cuda::fwd": 7,
    "aten::_flash_attention_forward": 8,
    "aten::_efficient_attention_forward": 8,
    "aiter::fmha_v3_fwd": 5,
    "aiter::mha_fwd": 5,
}
DENSE_UPPER_BOUND = "dense upper bound: the block mask's sparsity is not in the trace"
VARLEN_ESTIMATE = (
    "estimate (upper bound): total query tokens × the longest key sequence; the per-sequence "
    "lengths (cu_seqlens) are not in the trace"
)
PAGED_UNKNOWN = "no FLOPs: each token's cached context length (the paged KV) is not in the trace"


def family_of(op_name: str) -> str:
    if op_name in patterns.SDPA_FORWARD_OPS:
        return "sdpa"
    for family, regex, _ in _FAMILY_PATTERNS:
        if regex.search(op_name):
            return family
    return "other"


def _dims4(d) -> Optional[tuple]:
    if isinstance(d, list) and len(d) == 4 and all(isinstance(x, int) and x >= 0 for x in d):
        return tuple(d)
    return None


def _dims3(d) -> Optional[tuple]:
    if isinstance(d, list) and len(d) == 3 and all(isinstance(x, int) and x >= 0 for x in d):
        return tuple(d)
    return None


def _gemm_flops(shape: dict, causal: Optional[bool]) -> int:
    flops = 2 * shape["B"] * shape["H"] * shape["Lq"] * shape["Lkv"] * (shape["D"] + shape.get("Dv", shape["D"]))
    return flops // 2 if causal else flops


def _dense_shape(qkv: list, heads_first: bool) -> Optional[dict]:
    """q, k, v as (B, H, L, D) (heads_first: SDPA's and flex's layout) or (B, L, H, D)
    (FlashAttention's): K and V may have fewer heads (Hkv) and V another head dim (Dv)."""
    q, k, v = qkv
    if q is None or k is None or v is None:
        return None
    h_axis, l_axis = (1, 2) if heads_first else (2, 1)
    b, h, lq, d = q[0], q[h_axis], q[l_axis], q[3]
    shape = {"B": b, "H": h, "Lq": lq, "Lkv": k[l_axis], "D": d}
    if v[3] != d:
        shape["Dv"] = v[3]
    if k[h_axis] != h:
        shape["Hkv"] = k[h_axis]
    return shape


def call_facts(op_name: str, shapes, family: Optional[str] = None) -> dict:
    """From one op's (Input Dims, Input type, Concrete Inputs): shape, dtype, causal, FLOPs
    and, when the FLOPs are not the exact count, why (flops_note)."""
    dims: Any
    dims, types, concrete = shapes if shapes else (None, None, None)
    family = family or family_of(op_name)
    dims = dims if isinstance(dims, list) else []
    first = list(dims[:3]) + [None] * (3 - len(dims[:3]))
    dtype = None
    if isinstance(types, list) and types and isinstance(types[0], str):
        dtype = patterns.normalize_dtype(types[0])
    causal = _causal(op_name, concrete, family)
    shape: Optional[dict] = None
    flops: Optional[int] = None
    note: Optional[str] = None
    if family == "sdpa":
        shape = _dense_shape([_dims4(x) for x in first], heads_first=True)
    elif family == "flex":
        four = [t for t in (_dims4(x) for x in dims) if t is not None]
        shape = _dense_shape(four[:3], heads_first=True) if len(four) >= 3 else None
        causal = None
        note = DENSE_UPPER_BOUND
    elif family == "flash":
        if len(dims) > 3 and _is_1d(dims[3]):  # cumulative sequence lengths: a varlen call
            family = "varlen"
        else:
            shape = _dense_shape([_dims4(x) for x in first], heads_first=False)
    if family == "varlen":
        shape, flops, note = _varlen(dims, concrete, causal)
    elif family == "paged":
        q, k = (_dims3(x) for x in first[:2])
        if q is not None:
            shape = {"T": q[0], "H": q[1], "D": q[2]}
            if k is not None and k[1] != q[1]:
                shape["Hkv"] = k[1]
        note = PAGED_UNKNOWN
    if shape is not None and family in ("sdpa", "flex", "flash"):
        flops = _gemm_flops(shape, causal)
    return {
        "family": family,
        "shape": shape,
        "dtype": dtype,
        "causal": causal,
        "flops": flops,
        "flops_note": note,
        "bytes": _bytes_moved(family, shape, dtype),
    }


def _bytes_moved(family: str, shape: Optional[dict], dtype: Optional[str]) -> Optional[int]:
    """Q, K and V read and O written once, as a fused kernel does (TraceLens' "Data Moved"):
    (B·H·Lq·D + B·Hkv·Lkv·D + B·Hkv·Lkv·Dv + B·H·Lq·Dv) elements. None for paged calls (their
    cached KV reads are not in the trace) and eager chains (they move the score matrices too)."""
    size = BYTES_PER_ELEMENT.get(dtype or "")
    if shape is None or size is None or family in ("paged", "eager", "other"):
        return None
    h, d = shape["H"], shape["D"]
    hkv, dv = shape.get("Hkv", h), shape.get("Dv", d)
    if family == "varlen":
        q_tokens, kv_tokens = shape["T"], shape["Tkv"]
    else:
        q_tokens, kv_tokens = shape["B"] * shape["Lq"], shape["B"] * shape["Lkv"]
    return (q_tokens * h * (d + dv) + kv_tokens * hkv * (d + dv)) * size


def _is_1d(d) -> bool:
    return isinstance(d, list) and len(d) == 1 and isinstance(d[0], int)


def _varlen(dims: list, concrete, causal: Optional[bool]) -> tuple:
    """flash_attn varlen (q (Tq, H, D), k (Tk, Hkv, D), v (Tk, Hkv, Dv), cu_seqlens_q (B+1),
    cu_seqlens_k, max_seqlen_q, max_seqlen_k, ...) -> (shape, FLOPs, note): the real token
    counts, and FLOPs bounded by every query token against the longest key sequence."""
    q, k, v = (_dims3(x) for x in (list(dims) + [None] * 3)[:3])
    if q is None or k is None or v is None:
        return None, None, VARLEN_ESTIMATE
    shape = {"T": q[0], "Tkv": k[0], "H": q[1], "D": q[2]}
    if k[1] != q[1]:
        shape["Hkv"] = k[1]
    if v[2] != q[2]:
        shape["Dv"] = v[2]
    if len(dims) > 3 and _is_1d(dims[3]) and dims[3][0] >= 1:
        shape["B"] = dims[3][0] - 1
    max_q, max_k = _int_at(concrete, 5), _int_at(concrete, 6)
    if max_q is not None:
        shape["Lq"] = max_q
    longest = min(max_k, k[0]) if max_k is not None else k[0]
    shape["Lkv"] = longest
    flops = 2 * q[1] * q[0] * longest * (q[2] + v[2])
    return shape, (flops // 2 if causal else flops), VARLEN_ESTIMATE


def _int_at(concrete, i: int) -> Optional[int]:
    if isinstance(concrete, list) and i < len(concrete):
        try:
            return int(str(concrete[i]))
        except ValueError:
            return None
    return None


def _causal(op_name: str, concrete, family: str) -> Optional[bool]:
    if not isinstance(concrete, list):
        return None
    idx = patterns.SDPA_FORWARD_OPS.get(op_name) if family == "sdpa" else _CAUSAL_INDEX.get(op_name)
    if idx is None and family == "varlen":
        idx = 9
    if idx is not None and idx < len(concrete):
        flag = _as_bool(concrete[idx])
        if flag is not None:
            return flag
    if family != "sdpa":
        return None
    flags = [f for f in (_as_bool(c) for c in concrete) if f is not None]
    return flags[0] if len(flags) == 1 else None


def _as_bool(text) -> Optional[bool]:
    if text in ("True", "true", True):
        return True
    if text in ("False", "false", False):
        return False
    return None


_BACKEND_OF_FAMILY = {"flex": "flex", "varlen": "FlashAttention (varlen)", "eager": "eager (unfused)"}
# a third-party op's library, by its namespace, where its kernels do not say the backend
_BACKEND_OF_NAMESPACE = (
    ("aiter::", "AMD aiter FMHA"),
    ("flash_attn", "FlashAttention"),
    ("xformers", "xFormers"),
    ("vllm::", "vLLM"),
    ("sglang", "SGLang"),
    ("flashinfer", "FlashInfer"),
    ("transformer_engine", "TransformerEngine"),
    ("te::", "TransformerEngine"),
)


def backend_of(op_name: str, family: str, kernel_backends: set) -> str:
    """An SDPA op's name says its backend, except for the dispatcher op's; other ops' kernels
    say it, or else their family; "unknown" when neither does."""
    backend = patterns.SDPA_BACKEND_OF_OP.get(op_name, "unknown")
    if backend == "unknown" and kernel_backends:
        return ", ".join(sorted(kernel_backends))
    if backend == "unknown" and family != "sdpa":
        low = op_name.lower()
        for prefix, library in _BACKEND_OF_NAMESPACE:
            if low.startswith(prefix):
                return library
        return _BACKEND_OF_FAMILY.get(family, "unknown")
    return backend


class AttentionOpTables(NamedTuple):
    sdpa: list  # the rows of SDPA ops (the report's "sdpa", kept as it was)
    all: list  # every row (the report's "attention_ops")
    # leaf calls that no scope encloses, where scopes are labels or modules: {count, cpu_us, ops}
    outside: dict


def attention_ops(ctx: AnalysisContext) -> AttentionOpTables:
    """The attention-op table: one entry per op name, shape, dtype and causal flag."""
    cpu, strings = ctx.data.cpu, ctx.data.strings
    table_anc, non_leaf, table_leaf = _table_leaves(ctx)
    kernels = _kernel_time_by_leaf(ctx, table_leaf)
    fwd_us, bwd_us, kernel_backends = kernels.fwd_us, kernels.bwd_us, kernels.backends
    groups: dict = {}
    leaves = [row for row in cpu.shapes if table_anc[row] == row and row not in non_leaf]
    extra = ctx.eager_chains  # found eager chains: row -> facts
    math_leaves = _inside_math_calls(ctx, table_anc, [r for r in leaves if strings[cpu.name[r]] in MATH_OPS])
    for row in sorted(leaves) + sorted(r for r in extra if r not in non_leaf):
        op = strings[cpu.name[row]]
        facts = extra[row] if row in extra else call_facts(op, cpu.shapes[row])
        shape = facts["shape"]
        gkey = (op, tuple(sorted(shape.items())) if shape else None, facts["dtype"], facts["causal"])
        grp = groups.get(gkey)
        if grp is None:
            grp = groups[gkey] = {
                "op": op,
                "family": facts["family"],
                "backends": set(),
                "count": 0,
                "kernel_us": 0.0,
                "backward_kernel_us": 0.0,
                "flops": 0,
                "shape": shape,
                "causal": facts["causal"],
                "dtype": facts["dtype"],
                "flops_per_call": facts["flops"],
                "flops_note": facts["flops_note"],
                "score_matrix_bytes": facts.get("score_matrix_bytes"),
                "bytes_per_call": facts.get("bytes"),
                "cpu_us": 0.0,
                "math_fallback": None,
                "kernels": 0,
                "cores": set(),
                "others": set(),
            }
        grp["count"] += 1
        grp["kernel_us"] += fwd_us.get(row, 0.0)
        grp["backward_kernel_us"] += bwd_us.get(row, 0.0)
        grp["cpu_us"] += float(cpu.dur[row])
        grp["backends"] |= kernel_backends.get(row, set())
        grp["kernels"] += int(kernels.fwd_n.get(row, 0))
        grp["cores"] |= kernels.cores.get(row, set())
        grp["others"] |= kernels.others.get(row, set())
        if facts["flops"] is not None:
            grp["flops"] += facts["flops"]
        if op in MATH_OPS:
            grp["math_fallback"] = _merge_evidence(
                grp["math_fallback"], math_leaves.get(row), facts, cpu.shapes[row], ctx.has_gpu
            )
    ordered = sorted(groups.values(), key=lambda g: (-g["kernel_us"], g["op"]))
    rows = [_table_entry(grp, ctx.has_gpu) for grp in ordered]
    for row, grp in zip(rows, ordered):
        row["expectation"] = expectation(row, grp, ctx.has_gpu)
    sdpa = [_sdpa_entry(row) for row in rows if row["family"] == "sdpa"]
    return AttentionOpTables(sdpa, rows, _outside_scopes(ctx, leaves))


MATH_OPS = frozenset({"aten::_scaled_dot_product_attention_math", "aten::_scaled_dot_product_attention_math_for_mps"})
# ops inside a math call that build the causal mask again on every call
_MASK_BUILDERS = frozenset({"aten::ones", "aten::tril", "aten::triu", "aten::where", "aten::scalar_tensor"})
FLASH_HEAD_DIM_LIMIT = 256


def _inside_math_calls(ctx: AnalysisContext, table_anc: np.ndarray, math_leaves: list) -> dict:
    """Per math call: (the names of the ops inside it, the dtypes its GEMMs ran in)."""
    if not math_leaves:
        return {}
    cpu, strings = ctx.data.cpu, ctx.data.strings
    ops = np.flatnonzero(cpu.kind == OP)
    inside = ops[np.isin(table_anc[ops], np.array(math_leaves, dtype=np.int64)) & (table_anc[ops] != ops)]
    out: dict = {leaf: (set(), set()) for leaf in math_leaves}
    for row, leaf in zip(inside.tolist(), table_anc[inside].tolist()):
        name = strings[cpu.name[row]]
        names, gemm_dtypes = out[leaf]
        names.add(name)
        if name in patterns.GEMM_OPS or name in ("aten::matmul", "aten::baddbmm"):
            types = (cpu.shapes.get(row) or (None, None, None))[1]
            if isinstance(types, list) and types and isinstance(types[0], str):
                gemm_dtypes.add(patterns.normalize_dtype(types[0]))
    return out


def _merge_evidence(before: Optional[dict], inside: Optional[tuple], facts: dict, shapes, on_gpu: bool) -> dict:
    """What a math call shows about why it ran: the inputs the fused GPU backends refuse (on
    a CPU-only trace none: the CPU's fused backend takes float32, masks and any head dim), and
    the costs of the math path seen inside it. Merged over the calls of one row."""
    names, gemm_dtypes = inside or (set(), set())
    dtype = facts["dtype"]
    reasons = _refusal_reasons(dtype, facts["shape"] or {}, shapes) if on_gpu else []
    evidence = {
        "reasons": reasons,
        "mask_rebuilt": bool(names & _MASK_BUILDERS),
        "safe_softmax": "aten::_safe_softmax" in names,
        "upcast": dtype in ("bfloat16", "float16") and "float32" in gemm_dtypes,
    }
    if before is None:
        return evidence
    return {
        "reasons": before["reasons"] + [r for r in reasons if r not in before["reasons"]],
        "mask_rebuilt": before["mask_rebuilt"] or evidence["mask_rebuilt"],
        "safe_softmax": before["safe_softmax"] or evidence["safe_softmax"],
        "upcast": before["upcast"] or evidence["upcast"],
    }


def _refusal_reasons(dtype: Optional[str], shape: dict, shapes) -> list:
    """The inputs of a math call that the fused GPU backends refuse."""
    dims, _, concrete = shapes if shapes else (None, None, None)
    reasons = []
    if dtype in ("float32", "float64"):
        reasons.append(f"{dtype} inputs (flash and cuDNN take float16 and bfloat16 only)")
    if shape.get("D", 0) > FLASH_HEAD_DIM_LIMIT:
        reasons.append(f"head dim {shape['D']}, above the fused kernels' {FLASH_HEAD_DIM_LIMIT}")
    if isinstance(dims, list) and len(dims) > 3 and isinstance(dims[3], list) and dims[3]:
        reasons.append("an explicit attn_mask (flash takes none; use is_causal=True for a causal mask)")
    dropout = _float_at(concrete, 4)
    if dropout:
        reasons.append(f"dropout_p={dropout:g}")
    if isinstance(concrete, list) and len(concrete) > 8 and _as_bool(concrete[8]):
        reasons.append("enable_gqa=True")
    return reasons


def _float_at(concrete, i: int) -> Optional[float]:
    if isinstance(concrete, list) and i < len(concrete):
        try:
            value = float(str(concrete[i]))
        except ValueError:
            return None
        return value if math.isfinite(value) else None
    return None


# "Guess first, then look": the picture each kind of call should show.
EXPECTED_FUSED_KERNELS = 1
EXPECTED_MATH_KERNELS = 20  # about: the walkthrough's math backend on an A100
EXPECTED_EAGER_KERNELS = (5, 6)  # naive attention: 5 kernels, and a copy when masked out of place


def expectation(row: dict, grp: dict, on_gpu: bool) -> Optional[dict]:
    """{expected, observed, mismatches} for a GPU row: kernels per call, Tensor Cores, an
    Lq by Lkv score matrix. A fused call should be one kernel on Tensor Cores (16-bit inputs)
    that never builds the score matrix; the math backend about twenty kernels with FP32
    GEMMs; eager attention five or six kernels and the score matrix. None on CPU-only traces
    and for calls that launched nothing."""
    if not on_gpu or not grp["kernels"] or not row["count"]:
        return None
    family, backend = row["family"], row["backend"]
    per_call = round(grp["kernels"] / row["count"], 2)
    cores = grp["cores"]
    tensor = True if "tensor" in cores else False if "fp32" in cores else None
    sixteen_bit = row["dtype"] in ("bfloat16", "float16")
    expected: dict
    if backend == "math":
        expected = {"kernels_per_call": EXPECTED_MATH_KERNELS, "tensor_cores": False, "score_matrix": True}
    elif family == "eager":
        expected = {"kernels_per_call": EXPECTED_EAGER_KERNELS[0], "tensor_cores": sixteen_bit, "score_matrix": True}
    else:
        expected = {"kernels_per_call": EXPECTED_FUSED_KERNELS, "tensor_cores": sixteen_bit, "score_matrix": False}
    observed = {"kernels_per_call": per_call, "tensor_cores": tensor, "score_matrix": family == "eager"}
    mismatches = []
    if family == "paged":  # the KV-cache write is a kernel of its own: no count is expected
        expected["kernels_per_call"] = None
    elif family != "eager" and backend != "math" and per_call > EXPECTED_FUSED_KERNELS:
        extra = sorted(grp["others"])
        named = f" (besides it: {', '.join(_short_kernel(n) for n in extra[:2])})" if extra else ""
        mismatches.append(f"{per_call:g} kernels per call where a fused backend launches one{named}")
    if family == "eager" and per_call > EXPECTED_EAGER_KERNELS[1]:
        mismatches.append(f"{per_call:g} kernels per call where eager attention launches five or six")
    if sixteen_bit and tensor is False:
        mismatches.append(f"{row['dtype']} inputs, yet its GEMMs run on CUDA cores (FP32), not Tensor Cores")
    return {"expected": expected, "observed": observed, "mismatches": mismatches}


def _short_kernel(name: str) -> str:
    text = patterns.kernel_base(name)
    return text if len(text) <= 60 else text[:59] + "…"


def _outside_scopes(ctx: AnalysisContext, leaves: list) -> dict:
    """Leaf calls outside every scope and not in a backward pass, when the scopes are the
    user's labels or modules (found by op, every attention op is a scope)."""
    out: dict = {"count": 0, "cpu_us": 0.0, "ops": []}
    if ctx.scopes.source not in ("label", "module", "label+module") or not leaves:
        return out
    rows = np.array(leaves, dtype=np.int64)
    rows = rows[(ctx.phase_of_row[rows] < 0) & (ctx.backward.op_of_row[rows] < 0)]
    cpu, strings = ctx.data.cpu, ctx.data.strings
    out["count"] = len(rows)
    out["cpu_us"] = round(sum(cpu.dur[rows].tolist()), 3)
    out["ops"] = sorted({strings[i] for i in cpu.name[rows].tolist()})
    return out


# the fields of an attention-op row that the SDPA rows (schema 1) do not have
_NOT_IN_SDPA_ROWS = frozenset(
    {
        "family",
        "flops_note",
        "score_matrix_bytes",
        "bytes_per_call",
        "flops_per_byte",
        "tbps",
        "backward_flops_per_call",
        "backward_tflops",
        "math_fallback",
        "expectation",
    }
)


def _sdpa_entry(row: dict) -> dict:
    out = {k: v for k, v in row.items() if k not in _NOT_IN_SDPA_ROWS}
    if out["shape"] is not None and "Hkv" in out["shape"]:  # the SDPA rows give the query's heads only
        out["shape"] = {k: v for k, v in out["shape"].items() if k != "Hkv"}
    return out


# FlashAttention-2's count of a backward pass: 2.5 times the forward's FLOPs (five GEMMs
# against two, the recomputation of the scores included)
BACKWARD_FLOPS_FACTOR = 2.5


def _table_entry(grp: dict, has_gpu: bool) -> dict:
    kernel_us = grp["kernel_us"]
    flops = grp["flops"] if grp["flops_per_call"] is not None else None
    per_call, moved = grp["flops_per_call"], grp["bytes_per_call"]
    fused = grp["family"] in ("sdpa", "flex", "flash", "varlen")
    backward_per_call = int(per_call * BACKWARD_FLOPS_FACTOR) if per_call is not None and fused else None
    time_us = kernel_us if has_gpu else grp["cpu_us"]
    return {
        "op": grp["op"],
        "family": grp["family"],
        "backend": backend_of(grp["op"], grp["family"], grp["backends"]),
        "kernel_backends": sorted(grp["backends"]),
        "count": grp["count"],
        "kernel_us": round(kernel_us, 3),
        "backward_kernel_us": round(grp["backward_kernel_us"], 3),
        "cpu_us": round(grp["cpu_us"], 3),
        "flops": flops,
        "flops_per_call": grp["flops_per_call"],
        "tflops": tflops(flops, kernel_us),
        # CPU-only traces have no kernels: the op's own CPU time is the time base there
        "cpu_tflops": tflops(flops, grp["cpu_us"]) if not has_gpu else None,
        "shape": grp["shape"],
        "causal": grp["causal"],
        "dtype": grp["dtype"],
        "flops_note": grp["flops_note"],
        "score_matrix_bytes": grp["score_matrix_bytes"],
        "bytes_per_call": moved,
        "flops_per_byte": ratio(per_call, moved, 6) if per_call is not None and moved else None,
        # over the kernels' time; on CPU-only traces over the op's CPU time
        "tbps": tbps(moved * grp["count"], time_us) if moved is not None else None,
        "backward_flops_per_call": backward_per_call,
        "backward_tflops": tflops(backward_per_call * grp["count"], grp["backward_kernel_us"])
        if backward_per_call is not None
        else None,
        "math_fallback": grp["math_fallback"],
    }


def _table_leaves(ctx: AnalysisContext) -> tuple:
    """-> (the innermost table op of every row (-1: none), the set of table ops that are not
    leaves, and table_leaf(rows): each row's leaf, -1 where none). See the module's terms."""
    cpu, model = ctx.data.cpu, ctx.model
    total = len(model.parent)
    strings = ctx.data.strings
    ops = np.flatnonzero(cpu.kind == OP)
    is_sdpa = np.zeros(total, dtype=bool)
    is_sdpa[ops[name_hits(strings, cpu.name[ops], lambda s: s in patterns.SDPA_FORWARD_OPS)]] = True
    other = np.zeros(total, dtype=bool)
    other[ops[name_hits(strings, cpu.name[ops], _other_attention_op)]] = True
    other[np.fromiter(ctx.eager_chains, dtype=np.int64, count=len(ctx.eager_chains))] = True
    if other.any():  # an attention op inside a table op is how that call is carried out
        enclosing = model.nearest(is_sdpa | other, strict=True)
        inner = np.flatnonzero(other)
        other[inner[enclosing[inner] >= 0]] = False
    is_table = is_sdpa | other
    table_anc = model.nearest(is_table)
    table_rows = np.flatnonzero(is_table)
    table_rows = table_rows[np.argsort(model.position[table_rows], kind="stable")]
    table_outer = model.nearest(is_table, strict=True)
    outer_of = dict(zip(table_rows.tolist(), table_outer[table_rows].tolist()))
    non_leaf = {a for a in outer_of.values() if a >= 0}
    leaf_of: dict = {}
    for j, a in outer_of.items():
        if j in non_leaf:
            continue
        while a >= 0:
            leaf_of.setdefault(a, j)
            a = outer_of[a]
    # row -> its leaf: the innermost table op, or for a dispatcher op its first leaf
    resolve = np.arange(total, dtype=np.int64)
    for a in non_leaf:
        resolve[a] = leaf_of.get(a, -1)

    def table_leaf(rows):
        s = table_anc[rows]
        return np.where(s >= 0, resolve[np.maximum(s, 0)], -1)

    return table_anc, non_leaf, table_leaf


def _other_attention_op(name: str) -> bool:
    return name not in patterns.SDPA_FORWARD_OPS and patterns.is_forward_attention_op_name(name)


class LeafKernels(NamedTuple):
    """What the kernels of each leaf call were, each a dict by leaf row. Forward kernels count
    for the table op that launched them, backward ones for the table op their backward op is
    linked to."""

    fwd_us: dict  # forward kernel µs
    bwd_us: dict  # backward kernel µs
    backends: dict  # attention backends of its forward kernels
    fwd_n: dict  # forward kernels
    cores: dict  # what its forward GEMM and attention kernels' names say: "tensor", "fp32", "unknown"
    others: dict  # the names of its forward kernels that are not fused attention kernels


def _kernel_time_by_leaf(ctx: AnalysisContext, table_leaf) -> LeafKernels:
    fwd_us: dict = {}
    bwd_us: dict = {}
    backends: dict = {}
    fwd_n: dict = {}
    cores: dict = {}
    others: dict = {}
    out = LeafKernels(fwd_us, bwd_us, backends, fwd_n, cores, others)
    gpu, strings = ctx.data.gpu, ctx.data.strings
    # every launched kernel, inside a scope or not: a call outside every label is still an
    # attention call, and its kernels are its own (the totals of the scopes leave them out)
    g = np.flatnonzero(ctx.launch_of_gpu >= 0)
    if not len(g):
        return out
    g_launch = ctx.launch_of_gpu[g]
    # the phase: a scope's, or outside scopes backward when a linked backward op encloses it
    in_backward = ctx.backward.op_of_row[g_launch] >= 0
    ph = np.where(ctx.phase_of_gpu[g] >= 0, ctx.phase_of_gpu[g], np.where(in_backward, 1, 0))
    durs = gpu.dur[g]
    kern = gpu.kind[g] == KERNEL
    fwd = np.flatnonzero(kern & (ph == 0))
    leaves = table_leaf(g_launch[fwd])
    hit = leaves >= 0
    add_sums(fwd_us, leaves[hit], durs[fwd][hit])
    add_sums(fwd_n, leaves[hit], np.ones(int(hit.sum())))
    for leaf, name_id in set(zip(leaves[hit].tolist(), gpu.name[g][fwd][hit].tolist())):
        name = strings[name_id]
        category, backend = patterns.classify_kernel(name)
        if backend:
            backends.setdefault(leaf, set()).add(backend)
        if category != "attention":
            others.setdefault(leaf, set()).add(name)
        if category in ("gemm", "attention"):
            # what the name says: Tensor Cores, FP32 (sgemm), or nothing either way
            said = "tensor" if patterns.cores_of(name, category) == "tensor" else None
            said = said or ("fp32" if patterns.is_fp32_gemm_name(name) else "unknown")
            cores.setdefault(leaf, set()).add(said)
    bwd = np.flatnonzero(kern & (ph == 1))
    b = ctx.backward.op_of_row[g_launch[bwd]]
    links = ctx.backward.links
    linked_fwd = np.where(b >= 0, links[np.maximum(b, 0)], -1)
    leaves = np.where(linked_fwd >= 0, table_leaf(np.maximum(linked_fwd, 0)), -1)
    hit = leaves >= 0
    add_sums(bwd_us, leaves[hit], durs[bwd][hit])
    return out
