"""The serving pass: per engine step (engine_steps.py), its tokens and phase, the attention
kernel time it launched, per token, and what ran around attention; then (``compose``) the
step's attention calls held to the device: decode against its memory bandwidth, prefill
against its compute, a mixed step by where the roofline puts it. The advice that follows
from them is rules/serving.py's.

Terms:
- a GPU row's step: the step whose label holds its launch (a graph replay's rows: the graph
  launch's; rows with no launch: their own start).
- attention kernel: a fused attention kernel by its name (patterns.classify_kernel), the
  same whether its launch is in the trace or in a graph replay.
- split by phase: a prefill or decode step's attention is that phase's. A mixed step's is
  split where the kernels' names say their phase (prefill/extend, decode); the rest is
  "shared": one kernel served both (vLLM's unified attention), and no rule in the trace
  can split it.
- around attention: the KV-cache write kernels (reshape_and_cache*, store_kvcache, ...) and
  rotary-embedding kernels of the step: separate kernels a fused one could absorb.
- GPU idle in a step: the step's GPU range (first start to last end of all it launched)
  less the union of its rows; between graph pieces this is the GPU waiting for the host.
- a step's batch: its phase and its requests (prefill and decode requests together).
- steady window: where the batch composition holds, warm-up (requests arriving, prefill,
  a growing batch) and drain (a shrinking batch) left out. The steps are read in order and
  cut into runs: a run goes on while a step has the run's first step's phase and requests
  within STEADY_TOLERANCE of its requests (at least one request either way); the longest
  run of at least STEADY_MIN_STEPS steps (the earliest of equals) is the window. None with
  fewer steps, or where no run is that long (steady_note says which).
- window figures (overall: every step; steady: the window's): the steps' tokens, attention
  time and its cost per token, its prefill/decode/shared split, and the calls' FLOPs and
  bytes held to the device as one step's are (judged by the steps' phase where they share
  one, else by the roofline's bound).
"""

from __future__ import annotations

import re
from typing import Optional

import numpy as np

from ...core.words import counted
from ...names import patterns
from ...reader import KERNEL, LAUNCH
from ..context import AnalysisContext
from ..numbers import keep_digits, name_hits, ratio, tbps, tflops
from ..projection import extent_by_group, union_by_group
from .hardware import peak_key

MAX_STEPS = 2000  # steps listed at most (the first by time); the phase totals count all

# (or camel-cased inside a name: TensorRT-LLM's applyBiasRopeUpdateKVCache)
ROTARY_KERNEL = re.compile(r"(?i:rotary|(^|[^a-z])rope([^a-z]|$))|[a-z]Rope[A-Z]")
# a rotary kernel that also writes the KV cache (TensorRT-LLM's applyBiasRopeUpdateKVCache,
# a fused rope + reshape_and_cache): one fused kernel, counted once (fused_rotary_kv_us)
KV_WRITE_WORDS = re.compile(r"kv_?cache|update_?kv|store_?kv|set_kv", re.IGNORECASE)
PREFILL_KERNEL = re.compile(r"prefill|extend", re.IGNORECASE)
DECODE_KERNEL = re.compile(r"decode", re.IGNORECASE)

NO_FLOPS_REPLAY = (
    "no FLOPs: the attention calls of these steps are inside a graph replay; merge its capture "
    "(a capture_traces/ folder beside the replay, or tb-attn report --capture FILE)"
)
NO_FLOPS_SUMS = "no FLOPs: the step labels give no context lengths (TraceLens' batch annotation has them)"
SLIDING_WINDOW = (
    "every layer is taken to read the whole context: layers with a sliding window read less, so their "
    "bandwidth is overstated (the trace does not say which layers have one)"
)

STEADY_MIN_STEPS = 3  # a steady window holds at least this many steps
STEADY_TOLERANCE = 0.10  # requests within this share of a run's first step's (at least one)


def serving(ctx: AnalysisContext) -> Optional[dict]:
    """-> the serving section before its steps are held to the device (compose), or None
    where the trace records no engine step."""
    engine = ctx.engine_steps
    if not engine.steps:
        return None
    data = ctx.data
    cpu, gpu, strings = data.cpu, data.gpu, data.strings
    n = len(engine.steps)
    step = engine.step_of(ctx.gpu_placed_at(np.arange(len(gpu))))
    rows = np.flatnonzero(step >= 0)
    s, names, dur = step[rows], gpu.name[rows], gpu.dur[rows]
    kernel = gpu.kind[rows] == KERNEL

    def summed(mask: np.ndarray) -> np.ndarray:
        return np.bincount(s[mask], weights=dur[mask], minlength=n)

    def named(regex) -> np.ndarray:
        return kernel & name_hits(strings, names, lambda x: bool(regex.search(x)))

    attention = kernel & name_hits(strings, names, lambda x: patterns.classify_kernel(x)[0] == "attention")
    att_us, att_n = summed(attention), np.bincount(s[attention], minlength=n)
    prefill_us, decode_us = summed(attention & named(PREFILL_KERNEL)), summed(attention & named(DECODE_KERNEL))
    rotary = named(ROTARY_KERNEL) & ~attention
    kv_write = named(patterns.KV_CACHE_WRITE_OP)
    fused = rotary & (kv_write | named(KV_WRITE_WORDS))
    kv_us, rotary_us, fused_us = summed(kv_write & ~fused), summed(rotary & ~fused), summed(fused)
    first, last = extent_by_group(s, gpu.ts[rows], gpu.ts[rows] + dur, n)
    busy = union_by_group(s, gpu.ts[rows], gpu.ts[rows] + dur, n)
    launches = np.flatnonzero(cpu.kind == LAUNCH)
    graph = launches[name_hits(strings, cpu.name[launches], patterns.is_graph_launch)]
    graph_step = engine.step_of(cpu.ts[graph])
    graph_n = np.bincount(graph_step[graph_step >= 0], minlength=n)
    steps = []
    for i, st in enumerate(engine.steps):
        ranged = bool(np.isfinite(first[i]))
        split = _split(st.phase, float(att_us[i]), float(prefill_us[i]), float(decode_us[i]))
        steps.append(
            {
                "index": i,
                "label": strings[cpu.name[st.row]][:200],
                "ts": st.ts,
                "us": round(st.end - st.ts, 3),
                "phase": st.phase,
                "prefill_requests": st.prefill_requests,
                "decode_requests": st.decode_requests,
                "prefill_tokens": st.prefill_tokens,
                "decode_tokens": st.decode_tokens,
                "tokens": st.tokens,
                "prefill_context_tokens": st.batch.prefill.kv if st.batch else None,
                "decode_context_tokens": st.batch.decode.kv if st.batch else None,
                "attention_kernels": int(att_n[i]),
                "attention_kernel_us": round(float(att_us[i]), 3),
                "attention_us_per_token": ratio(float(att_us[i]), st.tokens, 4) if st.tokens else None,
                **split,
                "kv_cache_write_us": round(float(kv_us[i]), 3),
                "rotary_us": round(float(rotary_us[i]), 3),
                "fused_rotary_kv_us": round(float(fused_us[i]), 3),
                "graph_launches": int(graph_n[i]),
                "gpu_range_us": round(float(last[i] - first[i]), 3) if ranged else None,
                "gpu_idle_us": round(float(last[i] - first[i] - busy[i]), 3) if ranged else None,
            }
        )
    return {
        "source": sorted({st.source for st in engine.steps}),
        "kv_cache_dtype": engine.kv_dtype,
        "kv_cache_dtype_from": engine.kv_dtype_from,
        "steps": steps,
    }


def _split(phase: str, total: float, prefill_named: float, decode_named: float) -> dict:
    if phase == "prefill":
        prefill, decode = total, 0.0
    elif phase == "decode":
        prefill, decode = 0.0, total
    else:
        prefill, decode = prefill_named, decode_named
    return {
        "prefill_kernel_us": round(prefill, 3),
        "decode_kernel_us": round(decode, 3),
        "shared_kernel_us": round(max(total - prefill - decode, 0.0), 3),
    }


def compose(section: Optional[dict], in_steps: list, device: Optional[dict], replay: bool) -> Optional[dict]:
    """The section with each step's attention calls (attention_ops' StepCalls, by step) held
    to the device's peaks (hardware: its matched entry, or None), and per-phase totals."""
    if section is None:
        return None
    steps = []
    for row, calls in zip(section["steps"], in_steps):
        us = row["attention_kernel_us"]
        flops = calls.flops if calls.calls else None
        moved = calls.bytes if calls.calls else None
        steps.append(
            {
                **row,
                "attention_calls": calls.calls,
                "dtype": calls.dtype,
                "flops": flops,
                "bytes": moved,
                "flops_per_byte": ratio(flops, moved, 3) if flops is not None and moved else None,
                "tflops": tflops(flops, us) if us else None,
                "tbps": tbps(moved, us) if us and moved is not None else None,
                **_held(row["phase"], calls.dtype, flops, moved, us, device),
            }
        )
    known = any(s["flops"] is not None for s in steps)
    any_sums = any(s["prefill_context_tokens"] is not None for s in steps)
    note = SLIDING_WINDOW if known else NO_FLOPS_REPLAY if replay and any_sums else NO_FLOPS_SUMS
    window, steady_note = steady_window(steps)
    return {
        **section,
        "steps": steps[:MAX_STEPS],
        "steps_total": len(steps),
        "phases": _phases(steps),
        "overall": _window(steps, device),
        "steady": _window(steps[window[0] : window[1] + 1], device) if window is not None else None,
        "steady_note": steady_note,
        "flops_note": note,
    }


def _requests(step: dict) -> int:
    return (step["prefill_requests"] or 0) + (step["decode_requests"] or 0)


def steady_window(steps: list) -> tuple:
    """-> ((first, last) step indices of the steady window, or None; why there is none, or
    None) by the rule in the module's terms."""
    if len(steps) < STEADY_MIN_STEPS:
        return None, (
            f"{counted(len(steps), 'engine step')}: a steady window needs at least {STEADY_MIN_STEPS} steps of one batch"
        )
    best: Optional[tuple] = None
    start = 0
    for i in range(1, len(steps) + 1):
        first = steps[start]
        if i < len(steps):
            here = steps[i]
            tolerance = max(1.0, STEADY_TOLERANCE * _requests(first))
            if here["phase"] == first["phase"] and abs(_requests(here) - _requests(first)) <= tolerance:
                continue
        if i - start >= STEADY_MIN_STEPS and (best is None or i - start > best[1] - best[0] + 1):
            best = (start, i - 1)
        start = i
    if best is None:
        return None, f"no {STEADY_MIN_STEPS} steps in a row batch alike (one phase, requests within 10%)"
    return best, None


def _window(steps: list, device: Optional[dict]) -> Optional[dict]:
    """The window figures of these steps (see the module's terms); None for no steps."""
    if not steps:
        return None
    tokens = sum(s["tokens"] for s in steps)
    us = sum(s["attention_kernel_us"] for s in steps)
    flops = _sum_known(s["flops"] for s in steps)
    moved = _sum_known(s["bytes"] for s in steps)
    phases = {s["phase"] for s in steps}
    phase = phases.pop() if len(phases) == 1 else "mixed"
    dtype = next((s["dtype"] for s in steps if s["dtype"] is not None), None)
    requests = [_requests(s) for s in steps]
    return {
        "first_step": steps[0]["index"],
        "last_step": steps[-1]["index"],
        "steps": len(steps),
        "phase": phase,
        "requests_min": min(requests),
        "requests_max": max(requests),
        "tokens": tokens,
        "attention_kernel_us": round(us, 3),
        "attention_us_per_token": ratio(us, tokens, 4) if tokens else None,
        "prefill_kernel_us": round(sum(s["prefill_kernel_us"] for s in steps), 3),
        "decode_kernel_us": round(sum(s["decode_kernel_us"] for s in steps), 3),
        "shared_kernel_us": round(sum(s["shared_kernel_us"] for s in steps), 3),
        "flops": flops,
        "bytes": moved,
        "tflops": tflops(flops, us) if us and flops is not None else None,
        "tbps": tbps(moved, us) if us and moved is not None else None,
        **_held(phase, dtype, flops, moved, us, device),
    }


def _held(phase: str, dtype: Optional[str], flops, moved, us: float, device: Optional[dict]) -> dict:
    """Decode against bandwidth, prefill against compute, mixed by the roofline's bound."""
    out: dict = {"pct_of_peak_compute": None, "pct_of_peak_bandwidth": None, "bound": None, "judged_by": None}
    if device is None or not us:
        return out
    peak = device["peak_tflops"].get(peak_key(dtype))
    bandwidth = device["memory_tbps"]
    if peak and flops is not None:
        out["pct_of_peak_compute"] = keep_digits(100.0 * flops / (us * 1e6) / peak, 2)
    if bandwidth and moved is not None:
        out["pct_of_peak_bandwidth"] = keep_digits(100.0 * moved / (us * 1e6) / bandwidth, 2)
    if peak and bandwidth and flops is not None and moved:
        out["bound"] = "compute" if flops / moved >= peak / bandwidth else "memory"
    judged = {"decode": "bandwidth", "prefill": "compute"}.get(phase)
    if judged is None and out["bound"] is not None:
        judged = "compute" if out["bound"] == "compute" else "bandwidth"
    out["judged_by"] = judged
    return out


def _phases(steps: list) -> list:
    out = []
    for phase in ("prefill", "decode", "mixed"):
        mine = [s for s in steps if s["phase"] == phase]
        if not mine:
            continue
        tokens = sum(s["tokens"] for s in mine)
        us = sum(s["attention_kernel_us"] for s in mine)
        out.append(
            {
                "phase": phase,
                "steps": len(mine),
                "tokens": tokens,
                "prefill_tokens": _sum_known(s["prefill_tokens"] for s in mine),
                "decode_tokens": _sum_known(s["decode_tokens"] for s in mine),
                "attention_kernel_us": round(us, 3),
                "attention_us_per_token": ratio(us, tokens, 4) if tokens else None,
                "prefill_kernel_us": round(sum(s["prefill_kernel_us"] for s in mine), 3),
                "decode_kernel_us": round(sum(s["decode_kernel_us"] for s in mine), 3),
                "shared_kernel_us": round(sum(s["shared_kernel_us"] for s in mine), 3),
            }
        )
    return out


def _sum_known(values) -> Optional[int]:
    values = list(values)
    return None if any(v is None for v in values) else int(sum(values))
