"""The GEMMs inside attention, with the performance model TraceLens uses for them.

Terms: a GEMM op is a leaf matrix-multiply op (GEMM_OPS; aten::matmul and aten::linear are
composites that call one of them). Its dims are read from Input Dims: aten::mm A (M, K) by
B (K, N); addmm and _addmm_activation a bias, then A and B; bmm A (b, M, K) by B (b, K, N);
baddbmm a bias, then A and B. Its time is every device activity (kernels, and the memsets
cuBLAS launches) launched inside the op. Per call:
- FLOPs = 2·b·M·N·K, plus the bias add (the bias's elements broadcast to b·M·N) when there
  is a bias;
- bytes = (b·M·K + b·K·N + b·M·N + bias elements) · bytes per element of A's dtype;
which are TraceLens' GFLOPS and "Data Moved". Rows group the calls of one op, dims, dtype,
bias and phase; TFLOP/s and TB/s are over the summed time of the group's calls.
"""

from __future__ import annotations

import math
from typing import Optional

import numpy as np

from ...core.dtypes import BYTES_PER_ELEMENT, normalize_dtype
from ...kinds.base import is_dims
from ...names import patterns
from ..context import PHASES, AnalysisContext
from ..numbers import PerShape, add_sums, ops_named, ratio, tbps, tflops

GEMM_OPS = patterns.GEMM_OPS
_WITH_BIAS = frozenset({"aten::addmm", "aten::baddbmm", "aten::_addmm_activation"})


def gemm_facts(op_name: str, shapes) -> Optional[dict]:
    """(b, M, N, K, bias elements, dtype) of one call, with its FLOPs and bytes; None when the
    dims do not read as a GEMM."""
    dims, types, _ = shapes if shapes else (None, None, None)
    if not isinstance(dims, list):
        return None
    bias_elements = 0
    operands = dims
    if op_name in _WITH_BIAS:
        if len(dims) < 3 or not is_dims(dims[0]):
            return None
        bias_elements = math.prod(dims[0]) if dims[0] else 0
        operands = dims[1:]
    if len(operands) < 2 or not (is_dims(operands[0]) and is_dims(operands[1])):
        return None
    a, b = operands[0], operands[1]
    if len(a) == 2 and len(b) == 2:
        batch, (m, k), (k2, n) = 1, a, b
    elif len(a) == 3 and len(b) == 3 and a[0] == b[0]:
        batch, (m, k), (k2, n) = a[0], a[1:], b[1:]
    else:
        return None
    if k != k2:
        return None
    type_list = types if isinstance(types, list) else []
    a_type = type_list[1 if op_name in _WITH_BIAS else 0] if len(type_list) > 1 else None
    dtype = normalize_dtype(a_type) if isinstance(a_type, str) else None
    size = BYTES_PER_ELEMENT.get(dtype or "")
    flops = 2 * batch * m * n * k + (batch * m * n if bias_elements else 0)
    moved = (batch * (m * k + k * n + m * n) + bias_elements) * size if size else None
    return {
        "B": batch,
        "M": m,
        "N": n,
        "K": k,
        "bias": bool(bias_elements),
        "dtype": dtype,
        "flops": flops,
        "bytes": moved,
    }


def attention_gemms(ctx: AnalysisContext) -> list:
    """One row per GEMM op, dims, dtype, bias and phase, for the GEMM calls inside attention."""
    cpu, model, strings = ctx.data.cpu, ctx.model, ctx.data.strings
    total = len(model.parent)
    is_gemm = np.zeros(total, dtype=bool)
    is_gemm[ops_named(cpu, strings, lambda s: s in GEMM_OPS)] = True
    calls = np.flatnonzero(is_gemm & (model.nearest(is_gemm, strict=True) < 0))
    calls = calls[ctx.phase_of_row[calls] >= 0]
    if not len(calls):
        return []
    device_us = _device_time_by_op(ctx, is_gemm)
    groups: dict = {}
    facts_of = PerShape(gemm_facts)  # (once per distinct shape: the calls of a layer share it)
    for row, name_id in zip(calls.tolist(), cpu.name[calls].tolist()):
        op = strings[name_id]
        facts = facts_of(op, cpu.shapes.get(row))
        if facts is None:
            continue
        phase = PHASES[int(ctx.phase_of_row[row])]
        key = (op, facts["B"], facts["M"], facts["N"], facts["K"], facts["bias"], facts["dtype"], phase)
        group = groups.get(key)
        if group is None:
            group = groups[key] = dict(facts, op=op, phase=phase, count=0, kernel_us=0.0, cpu_us=0.0)
        group["count"] += 1
        group["kernel_us"] += device_us.get(row, 0.0)
        group["cpu_us"] += float(cpu.dur[row])
        group.setdefault("rows", []).append(row)
        group.setdefault("row_us", []).append(device_us.get(row, 0.0) if ctx.has_gpu else float(cpu.dur[row]))
    rows = []
    for g in sorted(groups.values(), key=lambda g: (-g["kernel_us"], g["op"], g["M"], g["N"], g["K"])):
        time_us = g["kernel_us"] if ctx.has_gpu else g["cpu_us"]
        total_flops = g["flops"] * g["count"]
        total_bytes = g["bytes"] * g["count"] if g["bytes"] is not None else None
        rows.append(
            {
                "op": g["op"],
                "phase": g["phase"],
                "B": g["B"],
                "M": g["M"],
                "N": g["N"],
                "K": g["K"],
                "bias": g["bias"],
                "dtype": g["dtype"],
                "count": g["count"],
                "kernel_us": round(g["kernel_us"], 3),
                "cpu_us": round(g["cpu_us"], 3),
                "flops_per_call": g["flops"],
                "bytes_per_call": g["bytes"],
                "flops_per_byte": ratio(g["flops"], g["bytes"], 6) if g["bytes"] else None,
                "tflops": tflops(total_flops, time_us),
                "tbps": tbps(total_bytes, time_us),
                "call_sites": ctx.call_sites.of_rows(ctx.data, g["rows"], g["row_us"]),
            }
        )
    return rows


def _device_time_by_op(ctx: AnalysisContext, is_op: np.ndarray) -> dict:
    """Per op row: the time of every device activity launched inside it (innermost op)."""
    launch = ctx.launch_of_gpu
    g = np.flatnonzero(launch >= 0)
    if not len(g):
        return {}
    owner = ctx.model.nearest(is_op)[launch[g]]
    hit = owner >= 0
    out: dict = {}
    add_sums(out, owner[hit], ctx.data.gpu.dur[g][hit])
    return out
