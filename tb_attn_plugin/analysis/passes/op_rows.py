"""The rows of the attention-op table and of the SDPA table, made from a group of calls (one
op, shape, dtype, causal flag and mask; attention_ops.py groups them): counts, times per
call, FLOPs and bytes, and what the rates say.
"""

from __future__ import annotations

from typing import Optional

from ... import kinds
from ..numbers import ratio, tbps, tflops, time_text
from .mha_calls import UNFUSED

# the fields of an attention-op row that the SDPA rows (schema 1) do not have
_NOT_IN_SDPA_ROWS = frozenset(
    {
        "family",
        "call_sites",
        "kernel_us_per_call",
        "cpu_us_per_call",
        "tflops_note",
        "flops_note",
        "score_matrix_bytes",
        "bytes_per_call",
        "flops_per_byte",
        "tbps",
        "backward_flops_per_call",
        "backward_tflops",
        "math_fallback",
        "expectation",
        "serving_phase",
        "scope_ids",
        "scope_calls",
        "weights_averaged",
        "backward_kernel_unmeasured",
        "kernel_unmeasured",
    }
)


def sdpa_entry(row: dict) -> dict:
    out = {k: v for k, v in row.items() if k not in _NOT_IN_SDPA_ROWS}
    if out["shape"] is not None and "Hkv" in out["shape"]:  # the SDPA rows give the query's heads only
        out["shape"] = {k: v for k, v in out["shape"].items() if k != "Hkv"}
    return out


def _tflops_note(grp: dict, flops: Optional[int], has_gpu: bool) -> Optional[str]:
    """Where a call's kernel time holds GEMMs that are not its attention's own (a fused call's
    projections, the multi-head fast path's in and out projections): its TFLOP/s, over all its
    kernels, says so, with the figure over the rest. Null where its GEMMs are its attention
    (eager chains, the math backend) or it launched none. An unfused fast-path call's bmm
    GEMMs (Q·Kᵀ, P·V) are its own: only its projections are left out (mha_calls.py)."""
    gemm, total = grp["gemm_kernel_us"] - grp["own_gemm_us"], grp["kernel_us"]
    own_gemms = (
        grp["family"] == "eager" or grp["math_fallback"] is not None or not (grp["backends"] or grp["family"] == "mha")
    )
    if not has_gpu or flops is None or gemm <= 0 or own_gemms:
        return None
    rest = tflops(flops, total - gemm) if total > gemm else None
    without = f"; {rest} TFLOP/s over the rest" if rest is not None else ""
    which = " (its in and out projections)" if grp["family"] == "mha" else ""
    return f"over all its kernels, {time_text(gemm)} of them GEMMs that are not the attention's own{which}{without}"


def _mean(total: Optional[int], count: int) -> Optional[int]:
    """Per call, exact where the calls are alike (an integer past float's 2**53)."""
    if total is None or not count:
        return None
    return total // count if total % count == 0 else round(total / count)


def table_entry(grp: dict, has_gpu: bool) -> dict:
    kernel_us = grp["kernel_us"]
    count = grp["count"]
    # a row's calls share their inputs, so their FLOPs and bytes, except paged calls, whose
    # engine steps differ: per call is then the mean
    flops = grp["flops"] if not grp["flops_unknown"] else None
    per_call = _mean(flops, count)
    moved = _mean(grp["bytes"], count) if not grp["bytes_unknown"] else None
    kind = kinds.kind_named(grp["kind"])
    factor = kind.backward_flops_factor
    backward_per_call = int(per_call * factor) if per_call is not None and factor is not None else None
    time_us = kernel_us if has_gpu else grp["cpu_us"]
    return {
        "op": grp["op"],
        "family": grp["family"],
        "backend": UNFUSED
        if grp["unfused_calls"] and not grp["backends"]
        else kind.backend(grp["op"], grp["backends"]),
        "kernel_backends": sorted(grp["backends"]),
        "count": grp["count"],
        "kernel_us": round(kernel_us, 3),
        # (#59 item 4: calls that launched no kernel ran on the CPU: said, never shown as 0 µs)
        "kernel_unmeasured": "ran on the CPU" if kernel_us == 0 and grp["cpu_us"] > 0 else None,
        "backward_kernel_us": round(grp["backward_kernel_us"], 3),
        # (#59 item 4: a 0 that measures nothing is said as what it is, never shown as 0)
        "backward_kernel_unmeasured": None
        if has_gpu and grp["backward_kernel_us"] > 0
        else ("ran on the CPU" if not has_gpu else "none in this window"),
        "cpu_us": round(grp["cpu_us"], 3),
        # per call, as every view shows it (none divides)
        "kernel_us_per_call": round(kernel_us / count, 3) if count else None,
        "cpu_us_per_call": round(grp["cpu_us"] / count, 3) if count else None,
        "flops": flops,
        "flops_per_call": per_call,
        "tflops": tflops(flops, kernel_us),
        "tflops_note": _tflops_note(grp, flops, has_gpu),
        # CPU-only traces have no kernels: the op's own CPU time is the time base there
        "cpu_tflops": tflops(flops, grp["cpu_us"]) if not has_gpu else None,
        "shape": grp["shape"],
        "causal": grp["causal"],
        "mask": grp["mask"],
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
        # an MHA fast-path row's calls that averaged attention weights, and that time
        "weights_averaged": {"calls": grp["averaged_calls"], "us": round(grp["averaging_us"], 3)}
        if grp["averaged_calls"]
        else None,
        # a serving call's phase (prefill, decode, mixed: its calls' steps differ or a step
        # batched both); null where unknown
        "serving_phase": _one_phase(grp["serving_phases"]),
        "scope_ids": sorted(grp["scope_ids"]),
        "scope_calls": [{"scope_id": k, "calls": n} for k, n in sorted(grp["scope_calls"].items())],
    }


def _one_phase(phases: set) -> Optional[str]:
    if not phases:
        return None
    return next(iter(phases)) if len(phases) == 1 else "mixed"


EAGER = "eager (unfused)"


def backends_in_use(op_rows: list, fused_kernel_backends: list) -> dict:
    """The Overview's backends, from the calls and their kernels together (#57 item 10): each
    call row's backend (its kernels' where they say one), the most time first, then the fused
    kernels' backends no call launched (kernels launched outside every call); an eager row whose
    scopes all hold a fused-kernel call too is left out (a Q·Kᵀ-softmax-·V chain beside a fused
    kernel of the same scope is not how that attention ran). -> {title, names, kernels}: the
    card's title, its backends, its line on the fused kernels."""
    rows = sorted((r for r in op_rows if r["count"] > 0), key=lambda r: -(r["kernel_us"] or r["cpu_us"]))
    fused_scopes = {k for r in rows if r["kernel_backends"] for k in r["scope_ids"]}
    names: list = []
    for r in rows:
        hidden = r["backend"] == EAGER and r["scope_ids"] and set(r["scope_ids"]) <= fused_scopes
        if not hidden and r["backend"] not in names:
            names.append(r["backend"])
    called = {b for r in rows for b in r["kernel_backends"]}
    names += [b for b in fused_kernel_backends if b not in called and b not in names]
    sdpa = bool(rows) and all(r["family"] == "sdpa" for r in rows)
    return {
        "title": "SDPA backends in use" if sdpa else "Attention backends in use",
        "names": names,
        "kernels": f"fused kernels: {', '.join(fused_kernel_backends)}"
        if fused_kernel_backends
        else "no fused attention kernel",
    }
