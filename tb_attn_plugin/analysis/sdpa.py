"""SDPA model: shapes, dtype, causal flag, FLOPs of scaled-dot-product attention ops."""

from __future__ import annotations

from typing import Optional

from .. import patterns


def sdpa_call_facts(op_name: str, shapes) -> dict:
    """From one op's (Input Dims, Input type, Concrete Inputs): shape, dtype, causal, FLOPs."""
    dims, types, concrete = shapes if shapes else (None, None, None)
    shape = None
    flops = None
    try:
        q, k, v = dims[0], dims[1], dims[2]
        if len(q) == 4 and len(k) == 4 and len(v) == 4:
            b, h, lq, dqk = (int(x) for x in q)
            lkv = int(k[2])
            dv = int(v[3])
            if min(b, h, lq, lkv, dqk, dv) < 0:
                raise ValueError("negative dimension")
            shape = {"B": b, "H": h, "Lq": lq, "Lkv": lkv, "D": dqk}
            if dv != dqk:
                shape["Dv"] = dv
    except (TypeError, ValueError, IndexError, KeyError, OverflowError):
        shape = None
    dtype = None
    if isinstance(types, list) and types and isinstance(types[0], str):
        dtype = patterns.normalize_dtype(types[0])
    causal = _causal(op_name, concrete)
    if shape is not None:
        # Two GEMMs (Q·Kᵀ and P·V) of 2·B·H·Lq·Lkv·D each; the causal mask skips half.
        flops = 2 * shape["B"] * shape["H"] * shape["Lq"] * shape["Lkv"] * (shape["D"] + shape.get("Dv", shape["D"]))
        if causal:
            flops //= 2
    return {"shape": shape, "dtype": dtype, "causal": causal, "flops": flops}


def _causal(op_name: str, concrete) -> Optional[bool]:
    if not isinstance(concrete, list):
        return None
    idx = patterns.SDPA_FORWARD_OPS.get(op_name)
    if idx is not None and idx < len(concrete):
        flag = _as_bool(concrete[idx])
        if flag is not None:
            return flag
    flags = [f for f in (_as_bool(c) for c in concrete) if f is not None]
    return flags[0] if len(flags) == 1 else None


def _as_bool(text) -> Optional[bool]:
    if text in ("True", "true", True):
        return True
    if text in ("False", "false", False):
        return False
    return None


def backend_of(op_name: str, kernel_backends: set) -> str:
    """The op name says the backend, except for the dispatcher op: then its kernels do."""
    backend = patterns.SDPA_BACKEND_OF_OP.get(op_name, "unknown")
    if backend == "unknown" and kernel_backends:
        return ", ".join(sorted(kernel_backends))
    return backend
