"""Advice rules on a serving trace's engine steps (analysis/passes/serving.py makes them): decode
attention far from the memory bandwidth, prefill and decode batched in one step, KV-cache
writes and rotary embeddings in kernels of their own, the GPU idle between a step's launches.
Each rule reads one composed entry (report_types.EntryDraft) and returns its items (rules/advice.py
runs them; analysis/rules/codes.py declares each code and its thresholds, named here).
"""

from __future__ import annotations

from ...core.words import counted, verb
from ...report_types import EntryDraft, ServingStep
from ..numbers import time_text

DECODE_FAR_PCT = 50.0  # decode attention under this share of the memory bandwidth
AROUND_SHARE = 0.10  # KV-cache writes and rotary over this share of attention's kernel time
IDLE_SHARE = 0.10  # GPU idle over this share of the steps' GPU range
IDLE_MIN_US = 50.0


def serving_advice(entry: EntryDraft) -> list:
    """Advice on a serving trace's steps (advice.RULES runs it): decode attention far from
    the bandwidth, prefill and decode in one step, separate KV-cache writes and rotary
    kernels, the GPU idle between a step's launches."""
    section = entry.serving
    if not section:
        return []
    steps = section.steps
    out = []
    device = entry.hardware.matched
    bandwidth = entry.hardware.memory_tbps
    # (decode steps held to the bandwidth: with their bytes, which their percentage is made of)
    held = [(s, s.pct_of_peak_bandwidth) for s in steps if s.phase == "decode"]
    far = [(s, pct) for s, pct in held if pct is not None and pct < DECODE_FAR_PCT]
    if far and bandwidth:
        us = sum(s.attention_kernel_us for s, _ in far)
        floor = sum((s.bytes or 0) / (bandwidth * 1e6) for s, _ in far)
        worst = min(pct for _, pct in far)
        out.append(
            {
                "code": "decode_below_bandwidth",
                "message": f"Decode attention in {counted(len(far), 'step')} reads the KV cache at as little as {worst:.1f}% of the "
                f"{device}'s {bandwidth:g} TB/s ({time_text(us)} of attention where the bytes it reads need {time_text(floor)}): "
                "a split-KV (flash-decoding) kernel, larger decode batches, or an FP8 KV cache would do better.",
                "saves_us": round(max(us - floor, 0.0), 3),
            }
        )
    mixed = [s for s in steps if s.phase == "mixed"]
    if mixed:
        prefill = sum(s.prefill_tokens or 0 for s in mixed)
        decoding = sum(s.decode_tokens or 0 for s in mixed)
        us = sum(s.attention_kernel_us for s in mixed)
        out.append(
            {
                "code": "prefill_decode_mixed",
                "message": f"{counted(len(mixed), 'step')} {verb(len(mixed), 'batches', 'batch')} prefill and decode together ({prefill} "
                f"prefill and {counted(decoding, 'decode token')}, {time_text(us)} of attention): the decode tokens wait for the prefill's attention in those steps. "
                "A smaller chunked-prefill budget (vLLM's max_num_batched_tokens, SGLang's chunked_prefill_size) "
                "shortens that wait; disaggregated prefill removes it.",
            }
        )
    out.extend(_around_attention(steps))
    out.extend(_idle_gpu(steps))
    return out


def _around_attention(steps: list[ServingStep]) -> list:
    kv = sum(s.kv_cache_write_us for s in steps)
    rotary = sum(s.rotary_us for s in steps)
    attention = sum(s.attention_kernel_us for s in steps)
    # (only where both run in kernels of their own: a fused rotary + KV-write kernel is what
    # the advice would ask for, counted apart in fused_rotary_kv_us)
    if not attention or not kv or not rotary or kv + rotary < AROUND_SHARE * attention:
        return []
    return [
        {
            "code": "kv_write_rotary_separate",
            "message": f"Around attention, KV-cache writes take {time_text(kv)} and rotary embeddings {time_text(rotary)} in separate "
            f"kernels ({100 * (kv + rotary) / attention:.0f}% of attention's {time_text(attention)}): a fused rotary + "
            "KV-cache-write kernel (or one fused into attention) saves the extra reads and launches; it still "
            "writes the cache.",
            # (the fused kernel still rotates and writes: it removes the smaller one's pass)
            "saves_us": round(min(kv, rotary), 3),
        }
    ]


def _idle_gpu(steps: list[ServingStep]) -> list:
    ranged = [s for s in steps if s.gpu_range_us]
    idle = sum(s.gpu_idle_us or 0.0 for s in ranged)
    span = sum(s.gpu_range_us or 0.0 for s in ranged)
    if not span or idle < IDLE_MIN_US or idle < IDLE_SHARE * span:
        return []
    graphs = sum(s.graph_launches for s in ranged)
    where = (
        f"between the {counted(graphs, 'graph launch', 'graph launches')} and the work launched between them"
        if graphs
        else "between its launches"
    )
    return [
        {
            "code": "serving_gpu_idle",
            "message": f"The GPU sat idle {time_text(idle)} of the steps' {time_text(span)} ({100 * idle / span:.0f}%), {where}: "
            "the host did not launch fast enough (a profiler recording Python calls, with_stack=True, slows it too: measure without it). Capturing more of the step in one graph (vLLM's full CUDA "
            "graphs, fewer piecewise splits) closes those gaps.",
            "saves_us": None,
        }
    ]
