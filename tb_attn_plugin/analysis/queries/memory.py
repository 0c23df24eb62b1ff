"""Queries of the tab's extras (extras.TabExtras) that the Memory and Scopes views make:
one device's allocator curve in a time window, downsampled to what a chart shows, the
largest allocations in it (inside one scope's instances, or anywhere), and the scope
instances that overlap it. Pure functions: the routes validate the request and call them.

A query of something the trace does not have raises LookupError with the reason.
"""

from __future__ import annotations

from typing import Optional

import numpy as np

from ...report_types import Allocation, Instance, Instances, MemoryCurve, MemoryWindow, ScopeWindow
from ..context import PHASES
from ..passes.memory import CURVE_POINTS, minmax_indices
from ..report.extras import DeviceMemory, TabExtras

MAX_ALLOCATIONS = 200  # allocations listed at most (the largest)
MAX_INSTANCES = 2000  # instances listed at most


def memory_window(
    extras: TabExtras,
    device: Optional[str] = None,
    start_us: Optional[float] = None,
    end_us: Optional[float] = None,
    scope_id: Optional[int] = None,
    attention_only: bool = False,
) -> MemoryWindow:
    """Allocator curve of one device (by default the first that is not the CPU), within
    [start_us, end_us], and the allocations and instances inside that window (or inside one
    scope's instances); attention_only: of the allocations, only those made inside attention
    (the largest of those, not those of the largest overall that are inside attention)."""
    memory = extras.memory
    if not memory:
        return MemoryWindow(
            devices=[], device=None, curve=None, allocations=[], allocation_count=0, instances=[], instance_count=0
        )
    devices = sorted(memory)
    if device is None:
        device = next((d for d in devices if d != "cpu"), devices[0])
    if device not in memory:
        raise LookupError(f"no memory events for device {device} in this trace")
    if scope_id is not None and not 0 <= scope_id < len(extras.scope_names):
        raise LookupError(f"no scope {scope_id} in this trace")
    m = memory[device]
    lo = 0 if start_us is None else int(np.searchsorted(m.ts, start_us, side="left"))
    hi = len(m.ts) if end_us is None else int(np.searchsorted(m.ts, end_us, side="right"))
    hits = _allocations_in(extras, m, lo, hi, scope_id, attention_only)
    instances, overlapping = _instances_overlapping(extras, start_us, end_us, scope_id)
    return MemoryWindow(
        devices=devices,
        device=device,
        curve=_curve(device, m, lo, hi),
        allocations=_largest(extras, m, hits),
        allocation_count=len(hits),
        instances=instances,
        instance_count=overlapping,
    )


def scope_instances(extras: TabExtras, scope_id: int) -> Instances:
    if not 0 <= scope_id < len(extras.scope_names):
        raise LookupError(f"no scope {scope_id} in this trace")
    wins = extras.windows(scope_id)
    return Instances(
        scope=extras.scope_names[scope_id],
        scope_id=scope_id,
        count=len(wins),
        instances=[Instance(start=s, end=e, phase=p) for s, e, p in wins[:MAX_INSTANCES]],
    )


def _curve(device: str, m: DeviceMemory, lo: int, hi: int) -> MemoryCurve:
    idx = minmax_indices(m.allocated, lo, hi, CURVE_POINTS)
    return MemoryCurve(
        device=device,
        points=hi - lo,
        reconstructed=m.reconstructed,
        ts=m.ts[idx].tolist(),
        allocated=[int(a) for a in m.allocated[idx].tolist()],
        reserved=None if m.reserved is None else [None if r != r else int(r) for r in m.reserved[idx].tolist()],
    )


def _allocations_in(
    extras: TabExtras, m: DeviceMemory, lo: int, hi: int, scope_id: Optional[int], attention_only: bool = False
) -> np.ndarray:
    """Rows of the allocations in [lo, hi) (vectorised: a window can hold millions), those of
    one scope's instances where scope_id is given, those made inside attention where asked."""
    keep = m.bytes[lo:hi] > 0
    if attention_only:
        keep &= m.scope[lo:hi] >= 0
    if scope_id is not None:
        keep &= (m.scope[lo:hi] == scope_id) | inside_windows(m.ts[lo:hi], extras.windows(scope_id))
    return np.nonzero(keep)[0] + lo


def _largest(extras: TabExtras, m: DeviceMemory, hits: np.ndarray) -> list[Allocation]:
    if len(hits) > MAX_ALLOCATIONS:
        shown = hits[np.argpartition(-m.bytes[hits], MAX_ALLOCATIONS - 1)[:MAX_ALLOCATIONS]]
    else:
        shown = hits
    shown = shown[np.argsort(-m.bytes[shown], kind="stable")]
    names = extras.scope_names
    return [
        Allocation(
            ts=float(m.ts[i]),
            bytes=int(m.bytes[i]),
            allocated_after=int(m.allocated[i]),
            op=m.ops[m.op[i]] if m.op[i] >= 0 else None,
            scope=names[m.scope[i]] if m.scope[i] >= 0 else None,
            phase=PHASES[m.phase[i]] if m.phase[i] >= 0 else None,
        )
        for i in shown.tolist()
    ]


def _instances_overlapping(
    extras: TabExtras, start_us: Optional[float], end_us: Optional[float], scope_id: Optional[int]
) -> tuple[list[ScopeWindow], int]:
    """-> (the first MAX_INSTANCES instances overlapping the window, how many overlap)."""
    index = extras.index
    overlap = np.ones(len(index.starts), dtype=bool)
    if start_us is not None:
        overlap &= index.ends >= start_us
    if end_us is not None:
        overlap &= index.starts <= end_us
    if scope_id is not None:
        overlap &= index.scope_ids == scope_id
    chosen = np.nonzero(overlap)[0]
    listed = [
        ScopeWindow(
            scope=extras.scope_names[index.scope_ids[i]],
            scope_id=int(index.scope_ids[i]),
            start=float(index.starts[i]),
            end=float(index.ends[i]),
            phase=PHASES[index.phases[i]],
        )
        for i in chosen[:MAX_INSTANCES].tolist()
    ]
    return listed, len(chosen)


def inside_windows(ts: np.ndarray, windows: list) -> np.ndarray:
    """Which times fall inside one of the (start, end, phase) windows: with the windows in
    start order, a time is inside one exactly when it is no later than the furthest end among
    the windows that started before it."""
    if not windows:
        return np.zeros(len(ts), dtype=bool)
    ordered = sorted(windows, key=lambda w: w[0])
    starts = np.asarray([w[0] for w in ordered], dtype=np.float64)
    furthest_end = np.maximum.accumulate(np.asarray([w[1] for w in ordered], dtype=np.float64))
    k = np.searchsorted(starts, ts, side="right") - 1
    return (k >= 0) & (ts <= furthest_end[np.clip(k, 0, None)])
