"""Advice rules on how attention is written: the math fallback of SDPA and what a fused
backend would save, copies (out-of-place masking, contiguous calls), the Lq x Lkv score matrix
an eager implementation builds, and Hugging Face's eager attention. Each rule reads one
composed entry (report_types.EntryDraft) and returns its items (rules/advice.py runs them;
analysis/rules/codes.py declares each code and its thresholds, named here).
"""

from __future__ import annotations

from typing import Optional

from ...core.words import counted, verb
from ...report_types import Attention, AttentionOpRow, EntryDraft, given
from ..numbers import time_text
from ..passes.kernel_sites import short_frame
from ..passes.mha_calls import UNFUSED
from .kernels import TARGET_PCT, largest_kernels, math_ops, mib_text


def _is_hugging_face(rows: list) -> bool:
    """Whether a Hugging Face model's own code made the calls (its library frame)."""
    return any((site.library or "").startswith("transformers/") for r in rows for site in r.call_sites)


def math_fallback_rule(entry: EntryDraft) -> list:
    math_rows = [r for r in entry.attention_ops if r.math_fallback is not None]
    sdpa_rows = math_ops(entry)
    if math_rows:
        return [_math_fallback(math_rows, entry)]
    if sdpa_rows:  # (an entry without the attention-op table: its SDPA rows alone)
        calls = sum(s.count for s in sdpa_rows)
        return [
            {
                "code": "sdpa_math_fallback",
                "message": f"{counted(calls, 'scaled_dot_product_attention call')} ran the math backend.",
            }
        ]
    return []


def copies(entry: EntryDraft) -> list:
    attention = entry.attention
    item = None
    if attention.memcpy_count and entry.breakdown_unit == "gpu":
        item = _hidden_copy(attention)
    elif entry.breakdown_unit == "cpu_op":
        item = _cpu_hidden_copy(attention)
    if item is None:
        return []
    # where: the attention calls that copy (their expected → observed copies per call)
    copying = [r for r in entry.attention_ops if r.expectation and (r.expectation.observed.copies_per_call or 0) > 0]
    where = called_at(copying)
    if where:
        item["message"] += f" The copying calls: {where}."
    return [item]


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


def _hidden_copy(attention: Attention) -> dict:
    """Copies inside attention, explained by the ops that launched them (as the trace has it:
    the innermost CPU op around each copy's launch), with the in-place form where one exists."""
    named = [c for c in attention.copies_by_op if c.op]
    lead = f"{counted(attention.memcpy_count, 'memcpy')} ({time_text(attention.memcpy_us)}) inside attention"
    if not named:
        return {
            "code": "hidden_copy",
            "message": f"{lead}, launched outside any CPU op the trace recorded.",
        }
    parts = [f"{c.op} ({c.count}, {time_text(c.us)})" for c in named[:3]]
    message = f"{lead}, launched by " + ", ".join(parts) + ("" if len(named) <= 3 else ", …") + "."
    top = named[0].op or ""  # (named: the rows with an op)
    base = top.split("::", 1)[-1]
    if base in _IN_PLACE_FORMS:
        message += (
            f" {top} is out of place: it copies its input first; the in-place form ({top}_) "
            "writes the input itself and avoids the copy."
        )
    elif base in _COPYING_OPS:
        message += f" {top} copies by design: check whether the layout or dtype change is needed."
    # saves: the copies' time (the in-place form, or no layout change, removes them)
    return {"code": "hidden_copy", "message": message, "saves_us": round(attention.memcpy_us, 3)}


# CPU copies below this share of attention CPU time are dtype casts of scalars, not the finding
CPU_COPY_SHARE = 0.05


def _math_fallback(rows: list, entry: EntryDraft) -> dict:
    """(b): why the math backend ran, from what the trace shows, and what it costs."""
    on_gpu = entry.breakdown_unit == "gpu"
    calls = sum(r.count for r in rows)
    reasons: list = []
    for r in rows:
        reasons += [x for x in r.math_fallback.reasons if x not in reasons]
    rebuilt = any(r.math_fallback.mask_rebuilt for r in rows)
    safe = any(r.math_fallback.safe_softmax for r in rows)
    upcast = any(r.math_fallback.upcast for r in rows)
    gemms = [k for k in largest_kernels(entry) if k.category == "gemm"]
    sgemm = any(k.cores == "cuda" for k in gemms)
    where = called_at(rows)
    msg = f"{counted(calls, 'scaled_dot_product_attention call')}{f' ({where})' if where else ''} ran the math backend"
    if reasons:
        refused = "the fused backends" if on_gpu else "the CPU's fused backend (flash (cpu))"
        msg += f", and the trace shows why {refused} refused: " + "; ".join(reasons) + "."
    elif on_gpu:
        msg += (
            ". Nothing in the trace would make the fused backends refuse (16-bit inputs, a head dim they take, no "
            "mask, no dropout): the math backend was most likely chosen (torch.nn.attention.sdpa_kernel"
            "(SDPBackend.MATH)) or the fused ones disabled."
        )
    else:
        msg += (
            " on the CPU, and nothing in the trace would make its fused backend (flash (cpu)) refuse (dense "
            "inputs of one head dim, a dtype it takes, no dropout): it was most likely chosen "
            "(torch.nn.attention.sdpa_kernel(SDPBackend.MATH))."
        )
    costs = []
    if upcast or (on_gpu and sgemm):
        costs.append("it computes in FP32 (sgemm on CUDA cores, not Tensor Cores)" if on_gpu else "it computes in FP32")
    if rebuilt:
        costs.append("it builds the causal mask again on every call (aten::ones, tril, where)")
    if safe:
        costs.append("its softmax is aten::_safe_softmax (extra work guarding fully masked rows)")
    if costs:
        msg += " On this path " + "; ".join(costs) + "."
    msg += " A fused backend runs the whole call as one kernel" + (" (one op on the CPU)." if not on_gpu else ".")
    bandwidth = entry.hardware.memory_tbps
    return {
        "code": "sdpa_math_fallback",
        "message": msg,
        "saves_us": _fused_estimate(rows, bandwidth, on_gpu),
    }


def _fused_estimate(rows: list, bandwidth: Optional[float], on_gpu: bool = True) -> Optional[float]:
    """saves (b): the math calls' kernel time less what a fused kernel would take at half the
    device's peak compute and bandwidth (the larger of the two). On a CPU-only trace, whose
    CPU has no peak in the table, from the trace itself: the calls' CPU time less their GEMM
    ops' (a fused kernel still does the two GEMMs' work; the mask, the softmax's passes over
    the score matrix and the copies go). Null on a GPU without peaks."""
    if not on_gpu:
        return round(sum(max(r.cpu_us - r.math_fallback.gemm_cpu_us, 0.0) for r in rows), 3)
    saved = 0.0
    for r in rows:
        peak = r.peak_tflops
        if not peak or r.flops is None or not r.kernel_us:
            return None
        compute_us = r.flops / (peak * 1e12 * TARGET_PCT / 100) * 1e6
        memory_us = 0.0
        if bandwidth and r.bytes_per_call:
            memory_us = r.bytes_per_call * r.count / (bandwidth * 1e12 * TARGET_PCT / 100) * 1e6
        saved += max(r.kernel_us - max(compute_us, memory_us), 0.0)
    return round(saved, 3)


def _cpu_hidden_copy(attention: Attention) -> Optional[dict]:
    """(a) on a CPU-only trace: copy ops inside attention by the op that made them."""
    named = [c for c in attention.copies_by_op if c.op]
    total = sum(c.us for c in named)
    if not named or not attention.cpu_us:
        return None
    top = named[0].op or ""  # (named: the rows with an op)
    base = top.split("::", 1)[-1]
    # an out-of-place op's copy is the finding at any size (its in-place form removes it);
    # other copies below CPU_COPY_SHARE are casts of scalars
    if base not in _IN_PLACE_FORMS and (base not in _COPYING_OPS or total < CPU_COPY_SHARE * attention.cpu_us):
        return None
    parts = [f"{c.op} ({c.count}, {time_text(c.us)})" for c in named[:3]]
    message = f"Copies inside attention ({time_text(total)} of CPU time), made inside " + ", ".join(parts) + "."
    if base in _IN_PLACE_FORMS:
        message += (
            f" {top} is out of place: it copies its input (aten::clone) first; the in-place form ({top}_) "
            "writes the input itself and avoids the copy."
        )
    return {"code": "hidden_copy", "message": message, "saves_us": round(named[0].us, 3)}


# a score matrix smaller than this per call is not worth a note (short sequences: a fused
# kernel's own tiles are of this order)
SCORE_MATRIX_MIN_BYTES = 1 << 20


def score_matrix(entry: EntryDraft) -> list:
    """(g): eager attention materialising the Lq by Lkv score matrix."""
    out = []
    for r in entry.attention_ops:
        if r.family != "eager" or not r.score_matrix_bytes or r.score_matrix_bytes < SCORE_MATRIX_MIN_BYTES:
            continue
        shape = r.shape
        lq, lkv = (None, None) if shape is None else (given(shape.Lq), given(shape.Lkv))
        where = called_at([r])
        out.append(
            {
                "code": "eager_score_matrix",
                "message": f"Eager attention ({counted(r.count, 'call')}, {lq}×{lkv} scores"
                f"{f'; {where}' if where else ''}) "
                f"materialises the score matrix: {mib_text(r.score_matrix_bytes)} per call in {r.dtype}, several "
                "times over (scores, masked scores, probabilities). torch.nn.functional.scaled_dot_product_attention "
                "never builds it.",
            }
        )
    return out


def hugging_face_eager(entry: EntryDraft) -> list:
    """A Hugging Face model's eager attention (its library frame, call_sites.py), at any size:
    the change is one argument where the model is loaded."""
    rows = [r for r in entry.attention_ops if r.family == "eager" and _is_hugging_face([r])]
    if not rows:
        return []
    calls = sum(r.count for r in rows)
    return [
        {
            "code": "hugging_face_eager_attention",
            "message": f"{counted(calls, 'eager attention call')} ({called_at(rows)}) {verb(calls, 'is', 'are')} a Hugging Face model's own eager "
            'attention: load the model with attn_implementation="sdpa" (from_pretrained or from_config; transformers '
            "refuses it at load time for a model that has no SDPA path) and "
            "torch.nn.functional.scaled_dot_product_attention runs each as one fused call, without the score matrix.",
        }
    ]


# the fast path's conditions (nn.MultiheadAttention.forward's own), said when it is missed
MHA_FAST_PATH = (
    "its one-op fast path needs inference (torch.no_grad or torch.inference_mode, and .eval()), batch_first=True, "
    "query, key and value the same tensor, no add_bias_kv or add_zero_attn, and kdim and vdim equal to embed_dim"
)


def mha_need_weights(entry: EntryDraft) -> list:
    """nn.MultiheadAttention asked for averaged weights (AttentionOpRow.weights_averaged), or
    ran its slow path (an eager chain inside a MultiheadAttention module's scope)."""
    rows = [r for r in entry.attention_ops if r.weights_averaged is not None]
    averaged = [r.weights_averaged for r in rows if r.weights_averaged is not None]
    if not averaged:
        return _mha_slow_path(entry)
    calls = sum(w.calls for w in averaged)
    us = sum(w.us for w in averaged)
    total = sum(r.count for r in rows)
    unit = "kernels" if entry.breakdown_unit == "gpu" else "CPU ops"
    unfused = sum(r.count for r in rows if r.backend == UNFUSED)
    how = (
        f"; {unfused} of these rows' calls computed their scores unfused (bmm + softmax + bmm, a score matrix a head)"
        if unfused
        else ""
    )
    where = called_at(rows)
    at = f" Called at {where}." if where else ""
    return [
        {
            "code": "mha_need_weights",
            "message": f"nn.MultiheadAttention returned attention weights averaged over the heads in {calls} of "
            f"{counted(total, 'call')} (need_weights=True, its default): {time_text(us)} of sum and div_ {unit} average "
            f"them{how}. Pass need_weights=False where the weights are not used: that removes the averaging, "
            f"and lets the fast path hand the call to scaled_dot_product_attention's fused kernels.{at}",
            "saves_us": round(us, 3),
        }
    ]


def _mha_slow_path(entry: EntryDraft) -> list:
    """Eager chains (bmm, softmax, bmm) in a MultiheadAttention module's scope: the module's
    slow path (F.multi_head_attention_forward with need_weights=True, its default)."""
    mha = {s.id for s in entry.scopes if "MultiheadAttention" in s.name}
    rows = [r for r in entry.attention_ops if r.family == "eager" and mha & set(r.scope_ids)]
    if not rows:
        return []
    calls = sum(r.count for r in rows)
    where = called_at(rows)
    at = f" Called at {where}." if where else ""
    return [
        {
            "code": "mha_need_weights",
            "message": f"nn.MultiheadAttention ran its slow path in {counted(calls, 'call')}: bmm + softmax + bmm, a score "
            "matrix a head, and the weights averaged over the heads (need_weights=True, its default). Pass "
            "need_weights=False where the weights are not used: it then calls scaled_dot_product_attention's fused "
            f"kernels; {MHA_FAST_PATH}.{at}",
        }
    ]


def called_at(rows: list[AttentionOpRow]) -> str:
    """Where in the user's code the rows' calls were made, most time first (call_sites.py):
    "called at <user frame>, in <library frame>", or "" without frames."""
    sites = sorted(
        (site for r in rows for site in r.call_sites),
        key=lambda site: (-(site.us or 0.0), -site.calls),
    )
    if not sites:
        return ""
    first = sites[0]
    # (a frame by its file's name, line and function: the path is the machine's, and the
    # call-sites table has it whole)
    where = [f"called at {short_frame(first.user)}"] if first.user else []
    if first.library:
        where.append(f"in {short_frame(first.library)}")
    more = len({(site.user, site.library) for site in sites}) - 1
    return ", ".join(where) + (f"; and {counted(more, 'other place')}" if more else "")
