"""Intervals of GPU work: their union's length, and kernels clipped where they run past the
next one on their stream (gpu_time.py's terms). A leaf: the context clips the trace with it
before any pass reads a duration."""

from __future__ import annotations

import dataclasses

import numpy as np

from ..reader import KERNEL, TraceData


def union_us(ts: np.ndarray, end: np.ndarray) -> float:
    """The length of the union of the intervals [ts, end)."""
    if not len(ts):
        return 0.0
    order = np.argsort(ts, kind="stable")
    start, stop = ts[order], end[order]
    reach = np.maximum.accumulate(stop)
    new = np.ones(len(start), dtype=bool)
    new[1:] = start[1:] > reach[:-1]
    first = np.flatnonzero(new)
    return float((np.maximum.reduceat(stop, first) - start[first]).sum())


def clip_same_stream(data: TraceData) -> tuple:
    """-> (the trace with every kernel that runs past the next kernel's start on its stream
    clipped to it, {kernels, us}: how many were clipped and by how much in all)."""
    gpu = data.gpu
    rows = np.flatnonzero(gpu.kind == KERNEL)
    if len(rows) < 2:
        return data, {"kernels": 0, "us": 0.0}
    order = rows[np.lexsort((gpu.ts[rows], gpu.stream[rows], gpu.device[rows]))]
    same = (gpu.device[order][1:] == gpu.device[order][:-1]) & (gpu.stream[order][1:] == gpu.stream[order][:-1])
    end = gpu.ts[order] + gpu.dur[order]
    over = np.where(same, end[:-1] - gpu.ts[order][1:], 0.0)
    over = np.minimum(np.maximum(over, 0.0), gpu.dur[order][:-1])
    hit = np.flatnonzero(over > 0)
    if not len(hit):
        return data, {"kernels": 0, "us": 0.0}
    dur = gpu.dur.copy()
    dur[order[hit]] -= over[hit]
    clipped = {"kernels": len(hit), "us": round(float(over[hit].sum()), 3)}
    return dataclasses.replace(data, gpu=dataclasses.replace(gpu, dur=dur)), clipped
