"""A serving engine's steps, as its annotations record them: what each step batched.

Terms:
- engine step: one forward pass of a serving engine over a batch of requests, a
  record_function label on the engine's thread. Two forms are read:
  - the batch annotation (TraceLens' patches for vLLM and SGLang write it):
    ``execute_{tokens}_context_{R_C}(sq{ΣN_Q}sk{ΣN_KV}sqsq{ΣN_Q²}sqsk{ΣN_Q·N_KV})_generation_{R_G}(sq…sk…sqsq…sqsk…)``,
    the request sums (kinds/paged.py) of the step's context (prefill) requests and of its
    generation (decode) requests;
  - SGLang's ``step[EXTEND bs=15 toks=15360]``, ``step[DECODE bs=32]``,
    ``step[MIXED bs=… toks=…]``: the phase, requests and tokens, no context lengths;
  - vLLM's own ``execute_context_{R_C}({T_C})_generation_{R_G}({T_G})``: its context
    (prefill) requests and their new tokens, its generation (decode) requests and theirs, no
    context lengths.
  Where a batch annotation overlaps one of the others, the batch annotation is the step.
- phase of a step: "prefill" (only context requests), "decode" (only generation
  requests) or "mixed" (both; chunked prefill batches them so).
- a row's step: the step whose label holds the row's start (kernels: their launch's), on
  any thread: a step's work is launched inside its label, its kernels run later.
- KV-cache dtype: what the KV-cache write ops (vLLM's reshape_and_cache*, SGLang's
  store_cache and set_kv_buffer) write into: the dtype of their largest input, the cache.
  None where the trace has no such op (the query's dtype is then taken for K and V).
Labels are untrusted text: a label that does not parse exactly is no step.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Optional

import numpy as np

from ..core.dtypes import normalize_dtype
from ..kinds.base import is_dims
from ..kinds.paged import EngineBatch, RequestSums
from ..names import patterns
from ..reader import LABEL, TraceData
from .numbers import name_hits, ops_named, window_of

_N = r"(\d{1,15})"
_SUMS = rf"\(sq{_N}sk{_N}sqsq{_N}sqsk{_N}\)"
BATCH_ANNOTATION = re.compile(rf"^execute_{_N}_context_{_N}{_SUMS}_generation_{_N}{_SUMS}$")
SGLANG_STEP = re.compile(rf"^step\[(EXTEND|DECODE|MIXED) bs={_N}(?: toks={_N})?\]$")
VLLM_STEP = re.compile(rf"^execute_context_{_N}\({_N}\)_generation_{_N}\({_N}\)$")


@dataclass(frozen=True)
class EngineStep:
    row: int  # the label's host row
    ts: float
    end: float
    source: str  # "batch annotation", "sglang step" or "vllm step"
    phase: str  # "prefill", "decode" or "mixed"
    prefill_requests: Optional[int]
    decode_requests: Optional[int]
    prefill_tokens: Optional[int]
    decode_tokens: Optional[int]
    tokens: int
    batch: Optional[EngineBatch]  # None: the annotation has no context lengths


@dataclass(frozen=True)
class EngineSteps:
    steps: tuple = ()  # EngineStep, in time order, none overlapping
    kv_dtype: Optional[str] = None
    kv_dtype_from: Optional[str] = None  # the op it was read from
    start: np.ndarray = field(default_factory=lambda: np.empty(0))
    end: np.ndarray = field(default_factory=lambda: np.empty(0))

    def step_of(self, ts: np.ndarray) -> np.ndarray:
        """Per start time: the index of the step whose label holds it, -1 where none."""
        return window_of(self.start, self.end, ts)


def parse_batch_annotation(name: str) -> Optional[tuple]:
    """-> (tokens, prefill RequestSums, decode RequestSums), or None."""
    m = BATCH_ANNOTATION.match(name)
    if m is None:
        return None
    n = [int(x) for x in m.groups()]
    return n[0], RequestSums(*n[1:6]), RequestSums(*n[6:11])


def _step_of_label(row: int, ts: float, end: float, name: str) -> Optional[EngineStep]:
    parsed = parse_batch_annotation(name)
    if parsed is not None:
        tokens, prefill, decode = parsed
        if not prefill.requests and not decode.requests:
            return None
        phase = "mixed" if prefill.requests and decode.requests else "prefill" if prefill.requests else "decode"
        return EngineStep(
            row, ts, end, "batch annotation", phase, prefill.requests, decode.requests, prefill.q, decode.q,
            prefill.q + decode.q, EngineBatch(prefill, decode),
        )  # fmt: skip
    m = VLLM_STEP.match(name)
    if m is not None:
        requests_c, tokens_c, requests_g, tokens_g = (int(x) for x in m.groups())
        if not requests_c and not requests_g:
            return None
        phase = "mixed" if requests_c and requests_g else "prefill" if requests_c else "decode"
        return EngineStep(row, ts, end, "vllm step", phase, requests_c, requests_g, tokens_c, tokens_g,
                          tokens_c + tokens_g, None)  # fmt: skip
    m = SGLANG_STEP.match(name)
    if m is None:
        return None
    mode, bs, toks = m.group(1), int(m.group(2)), m.group(3)
    if mode == "DECODE":
        return EngineStep(row, ts, end, "sglang step", "decode", 0, bs, 0, bs, bs, None)
    if toks is None:
        return None
    tokens = int(toks)
    if mode == "EXTEND":
        return EngineStep(row, ts, end, "sglang step", "prefill", bs, 0, tokens, 0, tokens, None)
    return EngineStep(row, ts, end, "sglang step", "mixed", None, None, None, None, tokens, None)


def find_engine_steps(data: TraceData) -> EngineSteps:
    cpu, strings = data.cpu, data.strings
    labels = np.flatnonzero(cpu.kind == LABEL)
    hits = labels[name_hits(strings, cpu.name[labels], lambda s: s.startswith(("execute_", "step[")))]
    found = []
    for row in hits.tolist():
        step = _step_of_label(row, float(cpu.ts[row]), float(cpu.ts[row] + cpu.dur[row]), strings[cpu.name[row]])
        if step is not None:
            found.append(step)
    if not found:
        return EngineSteps()
    kept = _one_label_a_step(found)
    kv_dtype, kv_from = _kv_cache_dtype(data)
    return EngineSteps(tuple(kept), kv_dtype, kv_from, np.array([s.ts for s in kept]), np.array([s.end for s in kept]))


def _one_label_a_step(found: list) -> list:
    """Batch annotations first, each in time order past the last kept; then SGLang's labels
    that overlap no kept one (SGLang writes step[...] inside the batch annotation: the same
    step told twice)."""
    kept: list = []
    for step in sorted((s for s in found if s.source == "batch annotation"), key=lambda s: s.ts):
        if not kept or step.ts > kept[-1].end:
            kept.append(step)
    starts = np.array([k.ts for k in kept])
    ends = np.array([k.end for k in kept])
    others: list = []
    for step in sorted((s for s in found if s.source != "batch annotation"), key=lambda s: s.ts):
        i = int(np.searchsorted(starts, step.end, side="right")) - 1  # the last kept starting by its end
        if i >= 0 and ends[i] >= step.ts:
            continue
        if not others or step.ts > others[-1].end:
            others.append(step)
    return sorted(kept + others, key=lambda s: s.ts)


def _kv_cache_dtype(data: TraceData) -> tuple:
    """-> (the KV cache's dtype, the op it was read from), or (None, None); see the terms."""
    cpu, strings = data.cpu, data.strings
    writes = ops_named(cpu, strings, lambda s: bool(patterns.KV_CACHE_WRITE_OP.search(s)))
    for row in writes.tolist():
        dims, types, _ = cpu.shapes.get(row) or (None, None, None)
        if not isinstance(dims, list) or not isinstance(types, list):
            continue
        sizes = [int(np.prod(d, dtype=np.float64)) if is_dims(d) and d else 0 for d in dims]
        if not sizes or max(sizes) == 0:
            continue
        at = int(np.argmax(sizes))
        if at < len(types) and isinstance(types[at], str) and types[at]:
            return normalize_dtype(types[at]), strings[cpu.name[row]]
    return None, None
