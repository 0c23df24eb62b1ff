"""Attention per profiler step: what a trend over training reads.

Terms: a step is a ``ProfilerStep#N`` label; steps follow one another on the thread that
calls ``prof.step()``. A trace with none whose serving engine labels its steps
(engine_steps.py) has those as its steps, numbered from 0, each with its phase and tokens. Everything else is placed in a step by time: a top-level forward
scope instance, an outermost backward op of attention, or a kernel's launch belongs to the
step whose span holds its start (backward runs on the autograd engine's thread, inside the
step's span but not inside its label). A kernel without a launch in the trace (a CUDA or
HIP graph replay) belongs to the step whose span holds its own start. Kernels found by
kernel (context.py) are attention in the phase their names say.
"""

from __future__ import annotations

import re
from typing import Optional

import numpy as np

from ...model import nearest_marked
from ...reader import KERNEL, LABEL
from ..context import AnalysisContext
from ..numbers import name_hits, window_of

_STEP = re.compile(r"^ProfilerStep#(\d+)$")
MAX_LAYERS = 64


def step_rows(ctx: AnalysisContext) -> tuple:
    """-> (the host rows of the trace's steps, in time order; their numbers; the engine step
    of each, or None for profiler steps). See the module's terms."""
    cpu, strings = ctx.data.cpu, ctx.data.strings
    labels = np.flatnonzero(cpu.kind == LABEL)
    steps = labels[name_hits(strings, cpu.name[labels], lambda s: bool(_STEP.match(s)))]
    if not len(steps) and ctx.engine_steps.steps:
        engine = ctx.engine_steps.steps
        return np.array([e.row for e in engine], dtype=np.int64), list(range(len(engine))), list(engine)
    steps = steps[np.argsort(cpu.ts[steps], kind="stable")]
    numbers = [_number(strings[cpu.name[r]], i) for i, r in enumerate(steps.tolist())]
    return steps, numbers, [None] * len(steps)


def _number(name: str, i: int) -> int:
    m = _STEP.match(name)
    return int(m.group(1)) if m else i


def per_step(ctx: AnalysisContext) -> list:
    """One row per step, in time order: its number and span, all kernel time launched in it,
    attention's CPU time (forward instances, backward ops) and kernel time per phase."""
    cpu = ctx.data.cpu
    steps, numbers, engine = step_rows(ctx)
    if not len(steps):
        return []
    start, end = cpu.ts[steps], cpu.ts[steps] + cpu.dur[steps]

    def step_of(ts: np.ndarray) -> np.ndarray:
        return window_of(start, end, ts)

    n = len(steps)

    def add(index: np.ndarray, weights: np.ndarray) -> np.ndarray:
        hit = index >= 0
        return np.bincount(index[hit], weights=weights[hit], minlength=n)

    scopes = ctx.scopes
    # forward: top-level instances the model ran; backward: the outermost backward ops and the
    # recompute roots (context.py)
    top = scopes.inst_row[(scopes.inst_parent < 0) & scopes.forward]
    forward_cpu = add(step_of(cpu.ts[top]), cpu.dur[top])
    roots, _ = ctx.backward_windows()
    backward_cpu = add(step_of(cpu.ts[roots]), cpu.dur[roots])
    gpu = ctx.data.gpu
    launch = ctx.launch_of_gpu

    def started_in(rows: np.ndarray) -> np.ndarray:  # a GPU row's step: by its launch, else by itself
        return step_of(ctx.gpu_placed_at(rows))

    kernels = np.flatnonzero((gpu.kind == KERNEL) & (launch >= 0))
    kernel_step = step_of(cpu.ts[launch[kernels]])
    unlaunched = np.flatnonzero((gpu.kind == KERNEL) & (launch < 0))
    all_kernels = add(kernel_step, gpu.dur[kernels]) + add(started_in(unlaunched), gpu.dur[unlaunched])
    phase = ctx.phase_of_gpu[kernels]
    found, found_step = ctx.found_by_kernel, started_in(ctx.found_by_kernel)
    by_phase = [
        add(np.where(phase == p, kernel_step, -1), gpu.dur[kernels])
        + add(np.where(ctx.found_phase == p, found_step, -1), gpu.dur[found])
        for p in (0, 1)
    ]
    peaks = _attention_peaks(ctx, step_of, n)
    layers = _layer_times(ctx, step_of, n, kernels, kernel_step)
    rows = []
    for i, row in enumerate(steps.tolist()):
        rows.append(
            {
                "step": numbers[i],
                "us": round(float(cpu.dur[row]), 3),
                "kernel_us": round(float(all_kernels[i]), 3),
                "attention_cpu_us": round(float(forward_cpu[i] + backward_cpu[i]), 3),
                "attention_forward_kernel_us": round(float(by_phase[0][i]), 3),
                "attention_backward_kernel_us": round(float(by_phase[1][i]), 3),
                "attention_peak_allocated": peaks[i],
                "layers": None if layers is None else {name: round(float(v[i]), 3) for name, v in layers.items()},
                "phase": engine[i].phase if engine[i] else None,
                "tokens": engine[i].tokens if engine[i] else None,
            }
        )
    return rows


def _attention_peaks(ctx: AnalysisContext, step_of, n: int) -> list:
    """Per step: the highest Total Allocated among memory events inside attention (None: none)."""
    mem = ctx.data.memory
    if not len(mem):
        return [None] * n
    first = ctx.model.n_cpu
    inside = np.flatnonzero(ctx.phase_of_row[first : first + len(mem)] >= 0)
    level = mem.total_allocated[inside]
    known = ~np.isnan(level)  # (not recorded, or below zero: reader.within_bounds)
    inside, level = inside[known], level[known]
    steps = step_of(mem.ts[inside])
    hit = steps >= 0
    peak = np.full(n, -np.inf)
    np.maximum.at(peak, steps[hit], level[hit])
    return [int(v) if v > -np.inf else None for v in peak.tolist()]


def _layer_times(ctx: AnalysisContext, step_of, n: int, kernels, kernel_step) -> Optional[dict]:
    """Per top-level scope key (a layer): its time in each step (see the module)."""
    scopes = ctx.scopes
    if not len(scopes.inst_row):
        return {}
    top_keys = sorted({int(k) for k in scopes.inst_key[scopes.inst_parent < 0].tolist()})
    if len(top_keys) > MAX_LAYERS:
        return None
    # each instance's top-level instance: its nearest ancestor (or itself) at top level
    up = nearest_marked(scopes.inst_parent, scopes.inst_parent < 0)
    out: dict = {}
    if ctx.has_gpu:
        inst = ctx.instance_of_row[ctx.launch_of_gpu[kernels]]
        hit = inst >= 0
        key = np.full(len(kernels), -1, dtype=np.int64)
        key[hit] = scopes.inst_key[up[inst[hit]]]
        durations = ctx.data.gpu.dur[kernels]
        for k in top_keys:
            sel = (key == k) & (kernel_step >= 0)
            out[scopes.keys[k][0]] = np.bincount(kernel_step[sel], weights=durations[sel], minlength=n)
        return out
    cpu = ctx.data.cpu
    inst_top = np.flatnonzero((scopes.inst_parent < 0) & scopes.forward)
    roots, root_inst = ctx.backward_windows()
    rows = np.concatenate([scopes.inst_row[inst_top], roots])
    keys = np.concatenate([scopes.inst_key[inst_top], scopes.inst_key[up[root_inst]]])
    steps = step_of(cpu.ts[rows])
    for k in top_keys:
        sel = (keys == k) & (steps >= 0)
        out[scopes.keys[k][0]] = np.bincount(steps[sel], weights=cpu.dur[rows][sel], minlength=n)
    return out
