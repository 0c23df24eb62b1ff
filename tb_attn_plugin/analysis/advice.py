"""Advice: what the numbers of one report entry say to change, in plain words."""

from __future__ import annotations

RECORD_FUNCTION_HOWTO = (
    'wrap the attention code in a label: `with torch.profiler.record_function("attn_fwd"): ...` '
    "(any name matching the label regex works, e.g. attention/layer0)"
)


_FOUND_WITHOUT_LABELS = {
    "op": "attention ops were used as scopes",
    "pattern": "eager attention was found by its pattern (Q·Kᵀ, softmax, ·V)",
    "op+pattern": "attention ops, and eager attention found by its pattern (Q·Kᵀ, softmax, ·V), were used as scopes",
    "none": "no attention was found",
}


def advise(entry: dict) -> list:
    out = []
    attention = entry.get("attention") or {}
    source = attention.get("scope_source")
    if source in _FOUND_WITHOUT_LABELS:
        found = _FOUND_WITHOUT_LABELS[source]
        out.append(
            {
                "level": "warning",
                "code": "no_label",
                "message": f"No record_function label or nn.Module matched the patterns, so {found}; "
                + RECORD_FUNCTION_HOWTO
                + ".",
            }
        )
    math_ops = [s for s in entry.get("sdpa", []) if s.get("backend") == "math"]
    if math_ops:
        calls = sum(s["count"] for s in math_ops)
        out.append(
            {
                "level": "warning",
                "code": "sdpa_math_fallback",
                "message": f"{calls} scaled_dot_product_attention call(s) ran the math backend: it upcasts to "
                "FP32 (sgemm on CUDA cores), rebuilds the causal mask on every call and launches "
                "about twenty kernels. Use fp16/bf16 inputs and a head dim the fused backends "
                "support, or pin one with torch.nn.attention.sdpa_kernel to see why it is refused.",
            }
        )
    fp32_attention_gemms = [
        k for k in attention.get("top_kernels", []) if k.get("category") == "gemm" and k.get("cores") == "cuda"
    ]
    if fp32_attention_gemms and not math_ops:
        out.append(
            {
                "level": "info",
                "code": "fp32_gemm",
                "message": f"{len(fp32_attention_gemms)} GEMM kernel(s) inside attention run on CUDA cores "
                "(sgemm: FP32), not Tensor Cores.",
            }
        )
    if attention.get("memcpy_count") and entry.get("breakdown_unit") == "gpu":
        out.append(_hidden_copy(attention))
    causes = entry.get("unattributed_causes") or {}
    not_in_trace = causes.get("launch_not_in_trace") or {}
    unattributed = not_in_trace.get("count", entry.get("unattributed_kernels") or 0)
    unattributed_us = not_in_trace.get("us", entry.get("unattributed_kernel_us") or 0)
    no_id = causes.get("no_correlation_id") or {}
    if no_id.get("count"):
        out.append(
            {
                "level": "info",
                "code": "kernels_without_correlation",
                "message": f"{no_id['count']} kernel(s) ({no_id['us']:.1f} µs) carry no correlation id (their "
                "args are missing), so the op that launched them is unknown; they are not counted as attention.",
            }
        )
    if unattributed:
        out.append(
            {
                "level": "info",
                "code": "unattributed_kernels",
                "message": f"{unattributed} kernel(s) ({unattributed_us:.1f} µs) have no "
                "launch event in the trace (launched before the profiled window); they are not "
                "counted as attention.",
            }
        )
    uncovered = causes.get("launch_thread_not_covered") or {}
    if uncovered.get("count"):
        out.append(
            {
                "level": "info",
                "code": "launch_thread_not_covered",
                "message": f"{uncovered['count']} kernel(s) ({uncovered['us']:.1f} µs) were launched from a thread "
                "on which the profiler recorded no CPU op (a thread it did not cover), so the op that launched them is "
                "unknown; they are not counted as attention.",
            }
        )
    stray_ops = entry.get("attention_ops_outside_scopes") or {}
    if stray_ops.get("count"):
        out.append(
            {
                "level": "warning",
                "code": "attention_ops_outside_scopes",
                "message": f"{stray_ops['count']} attention op call(s) ({', '.join(stray_ops['ops'])}; "
                f"{stray_ops['cpu_us']:.1f} µs of CPU time) ran outside every attention scope while other attention "
                "is labelled: they are not counted as attention; " + RECORD_FUNCTION_HOWTO + ".",
            }
        )
    stray = entry.get("attention_kernels_outside_scopes") or {}
    if stray.get("count"):
        out.append(
            {
                "level": "warning",
                "code": "attention_kernels_outside_scopes",
                "message": f"{stray['count']} fused attention kernel(s) ({stray['us']:.1f} µs; "
                f"{', '.join(stray['backends'])}) ran outside every attention scope (not launched "
                "inside a matching label, module or op, or launched before the window); " + RECORD_FUNCTION_HOWTO + ".",
            }
        )
    seen = set()
    for k in attention.get("top_kernels", []):
        if (
            k.get("launch_kind") == "driver"
            and k.get("occupancy_reported") in (0, 0.0)
            and k.get("occupancy_theoretical")
            and k["name"] not in seen
        ):
            seen.add(k["name"])
            out.append(
                {
                    "level": "info",
                    "code": "occupancy_gap",
                    "message": f"{_short(k['name'])} is launched through the driver API "
                    f"({k.get('launch_api')}), so the profiler reports 0% occupancy; from its "
                    f"registers, threads and shared memory it is {k['occupancy_theoretical']:.1f}%.",
                }
            )
    return out


def _short(name: str, limit: int = 80) -> str:
    return name if len(name) <= limit else name[: limit - 1] + "…"


# Ops that write a new tensor from their input where an in-place form writes the input itself
# (aten::masked_fill -> aten::masked_fill_): the copy of the input goes with the in-place form.
_IN_PLACE_FORMS = frozenset(
    {
        "masked_fill",
        "fill",
        "add",
        "mul",
        "div",
        "sub",
        "clamp",
        "relu",
        "tril",
        "triu",
        "index_put",
        "scatter",
        "exp",
        "neg",
    }
)
# Ops whose job is a copy (a layout or dtype change).
_COPYING_OPS = frozenset({"clone", "contiguous", "to", "_to_copy", "copy_"})


def _hidden_copy(attention: dict) -> dict:
    """Copies inside attention, explained by the ops that launched them (as the trace has it:
    the innermost CPU op around each copy's launch), with the in-place form where one exists."""
    named = [c for c in attention.get("copies_by_op") or [] if c.get("op")]
    lead = f"{attention['memcpy_count']} memcpy(s) ({attention['memcpy_us']:.1f} µs) inside attention"
    if not named:
        return {
            "level": "info",
            "code": "hidden_copy",
            "message": f"{lead}, launched outside any CPU op the trace recorded.",
        }
    parts = [f"{c['op']} ({c['count']}, {c['us']:.1f} µs)" for c in named[:3]]
    message = f"{lead}, launched by " + ", ".join(parts) + ("" if len(named) <= 3 else ", …") + "."
    top = named[0]["op"]
    base = top.split("::", 1)[-1]
    if base in _IN_PLACE_FORMS:
        message += (
            f" {top} is out of place: it copies its input first; the in-place form ({top}_) "
            "writes the input itself and avoids the copy."
        )
    elif base in _COPYING_OPS:
        message += f" {top} copies by design: check whether the layout or dtype change is needed."
    return {"level": "info", "code": "hidden_copy", "message": message}
