"""Attention ops: the scaled-dot-product attention calls of a trace, with shape, dtype,
causal flag, FLOPs, backend and the kernel time they launched, forward and backward.

Terms: an SDPA op is a host op named in patterns.SDPA_FORWARD_OPS. SDPA ops nest (the
dispatcher op aten::scaled_dot_product_attention calls one backend op); a leaf is an SDPA
op with no SDPA op inside it, and the table has one row per leaf call. A kernel belongs
to the innermost SDPA op that launched it (forward) or to the SDPA op whose backward op
launched it (backward); a kernel under a dispatcher op goes to its first leaf.
"""

from __future__ import annotations

from typing import Any, Optional

import numpy as np

from .. import patterns
from ..reader import KERNEL, OP
from .context import AnalysisContext
from .numbers import add_sums, name_hits, tflops


def sdpa_call_facts(op_name: str, shapes) -> dict:
    """From one op's (Input Dims, Input type, Concrete Inputs): shape, dtype, causal, FLOPs."""
    dims: Any
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


def attention_ops(ctx: AnalysisContext) -> list:
    """The SDPA table: one entry per op name, shape, dtype and causal flag."""
    cpu, strings = ctx.data.cpu, ctx.data.strings
    sdpa_anc, non_leaf, sdpa_leaf = _sdpa_leaves(ctx)
    fwd_us, bwd_us, kernel_backends = _kernel_time_by_leaf(ctx, sdpa_leaf)
    groups: dict = {}
    for row, shapes in cpu.shapes.items():
        if sdpa_anc[row] != row or row in non_leaf:
            continue
        op = strings[cpu.name[row]]
        facts = sdpa_call_facts(op, shapes)
        shape = facts["shape"]
        gkey = (op, tuple(sorted(shape.items())) if shape else None, facts["dtype"], facts["causal"])
        grp = groups.get(gkey)
        if grp is None:
            grp = groups[gkey] = {
                "op": op,
                "backends": set(),
                "count": 0,
                "kernel_us": 0.0,
                "backward_kernel_us": 0.0,
                "flops": 0,
                "shape": shape,
                "causal": facts["causal"],
                "dtype": facts["dtype"],
                "flops_per_call": facts["flops"],
                "cpu_us": 0.0,
            }
        grp["count"] += 1
        grp["kernel_us"] += fwd_us.get(row, 0.0)
        grp["backward_kernel_us"] += bwd_us.get(row, 0.0)
        grp["cpu_us"] += float(cpu.dur[row])
        grp["backends"] |= kernel_backends.get(row, set())
        if facts["flops"] is not None:
            grp["flops"] += facts["flops"]
    return [_table_entry(grp, ctx.has_gpu) for grp in sorted(groups.values(), key=lambda g: (-g["kernel_us"], g["op"]))]


def _table_entry(grp: dict, has_gpu: bool) -> dict:
    kernel_us = grp["kernel_us"]
    flops = grp["flops"] if grp["flops_per_call"] is not None else None
    return {
        "op": grp["op"],
        "backend": backend_of(grp["op"], grp["backends"]),
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
    }


def _sdpa_leaves(ctx: AnalysisContext) -> tuple:
    """-> (the innermost SDPA op of every row (-1: none), the set of SDPA ops that are not
    leaves, and sdpa_leaf(rows): each row's leaf, -1 where none)."""
    cpu, model = ctx.data.cpu, ctx.model
    is_sdpa = np.zeros(len(model.parent), dtype=bool)
    ops = np.flatnonzero(cpu.kind == OP)
    is_sdpa[ops[name_hits(ctx.data.strings, cpu.name[ops], lambda s: s in patterns.SDPA_FORWARD_OPS)]] = True
    sdpa_anc = model.nearest(is_sdpa)
    sdpa_rows = np.flatnonzero(is_sdpa)
    sdpa_rows = sdpa_rows[np.argsort(model.position[sdpa_rows], kind="stable")]
    sdpa_outer = model.nearest(is_sdpa, strict=True)
    outer_of = dict(zip(sdpa_rows.tolist(), sdpa_outer[sdpa_rows].tolist()))
    non_leaf = {a for a in outer_of.values() if a >= 0}
    leaf_of: dict = {}
    for j, a in outer_of.items():
        if j in non_leaf:
            continue
        while a >= 0:
            leaf_of.setdefault(a, j)
            a = outer_of[a]
    # row -> its SDPA leaf: the innermost SDPA op, or for a dispatcher op its first leaf
    resolve = np.arange(len(model.parent), dtype=np.int64)
    for a in non_leaf:
        resolve[a] = leaf_of.get(a, -1)

    def sdpa_leaf(rows):
        s = sdpa_anc[rows]
        return np.where(s >= 0, resolve[np.maximum(s, 0)], -1)

    return sdpa_anc, non_leaf, sdpa_leaf


def _kernel_time_by_leaf(ctx: AnalysisContext, sdpa_leaf) -> tuple:
    """-> (forward kernel µs, backward kernel µs, attention backends of its kernels), each
    a dict by SDPA leaf row. Forward kernels count for the SDPA op that launched them,
    backward ones for the SDPA op their backward op is linked to."""
    fwd_us: dict = {}
    bwd_us: dict = {}
    backends: dict = {}
    gpu, strings = ctx.data.gpu, ctx.data.strings
    g = np.flatnonzero(ctx.phase_of_gpu >= 0)
    if not len(g):
        return fwd_us, bwd_us, backends
    g_launch = ctx.launch_of_gpu[g]
    ph = ctx.phase_of_gpu[g]
    durs = gpu.dur[g]
    kern = gpu.kind[g] == KERNEL
    fwd = np.flatnonzero(kern & (ph == 0))
    leaves = sdpa_leaf(g_launch[fwd])
    hit = leaves >= 0
    add_sums(fwd_us, leaves[hit], durs[fwd][hit])
    for leaf, name_id in set(zip(leaves[hit].tolist(), gpu.name[g][fwd][hit].tolist())):
        backend = patterns.classify_kernel(strings[name_id])[1]
        if backend:
            backends.setdefault(leaf, set()).add(backend)
    bwd = np.flatnonzero(kern & (ph == 1))
    b = ctx.backward.op_of_row[g_launch[bwd]]
    links = ctx.backward.links
    linked_fwd = np.where(b >= 0, links[np.maximum(b, 0)], -1)
    leaves = np.where(linked_fwd >= 0, sdpa_leaf(np.maximum(linked_fwd, 0)), -1)
    hit = leaves >= 0
    add_sums(bwd_us, leaves[hit], durs[bwd][hit])
    return fwd_us, bwd_us, backends
