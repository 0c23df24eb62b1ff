"""Memory: the allocator curve per device, what each scope allocates and frees and its
peak while it runs; and the memory series the tab zooms into (its extras).

Terms: a curve is a device's allocated (and reserved) bytes after each allocator event,
in time order; a window is a scope instance's [start, end], forward or backward.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

import numpy as np

from ...model import row_index_dtype
from ...reader import MemoryEvents
from ..context import PHASES, AnalysisContext
from ..report.extras import DeviceMemory, TabExtras
from .timeline import TimelineStore

CURVE_POINTS = 2000


@dataclass
class DeviceCurve:
    device: str
    ts: np.ndarray
    allocated: np.ndarray
    reserved: np.ndarray  # NaN where the trace has no "Total Reserved"
    reconstructed: bool  # allocated rebuilt from Bytes (2021 traces lack Total Allocated)
    rows: np.ndarray  # memory event rows in time order (int32 where they fit)


def device_curves(mem: MemoryEvents) -> dict:
    curves = {}
    for code, dev in enumerate(mem.device_names):
        rows = np.flatnonzero(mem.device == code).astype(row_index_dtype(len(mem)))
        if not len(rows):
            continue
        if len(rows) == len(mem) and _in_time_order(mem.ts):
            # (one device's events, written in time order, as a trace's usually are: the
            # curve is the columns themselves, read-only views, not copies of them: 24 bytes
            # an event, 0.2 GB of a 10 GB trace)
            ts, totals, reserved = (_read_only(c) for c in (mem.ts, mem.total_allocated, mem.total_reserved))
        else:
            rows = rows[np.argsort(mem.ts[rows], kind="stable")]
            ts, totals, reserved = mem.ts[rows], mem.total_allocated[rows], mem.total_reserved[rows]
        # (totals NaN: not recorded, or below zero: reader.within_bounds)
        reconstructed = bool(np.isnan(totals).any())
        if reconstructed:
            allocated = np.cumsum(mem.bytes[rows], dtype=np.float64)
            # the events say only what changed: the least allocation they allow had as much
            # allocated before the first of them as the curve falls below its start at most
            allocated -= min(0.0, float(np.nanmin(allocated, initial=0.0)))
        else:
            allocated = totals
        curves[dev] = DeviceCurve(dev, ts, allocated, reserved, reconstructed, rows)
    return curves


def _in_time_order(ts: np.ndarray) -> bool:
    """Whether ts never decreases (NaN never is in order): a stable sort by it keeps the rows."""
    return bool((ts[1:] >= ts[:-1]).all())


def _read_only(column: np.ndarray) -> np.ndarray:
    view = column.view()
    view.flags.writeable = False
    return view


def peaks_during(curve: DeviceCurve, starts: np.ndarray, ends: np.ndarray) -> np.ndarray:
    """Highest allocated level while each window [start, end] runs, counting the level it
    started at; NaN where the device had no allocator event before or during the window."""
    values = curve.allocated
    lo = np.searchsorted(curve.ts, starts, side="left")
    hi = np.searchsorted(curve.ts, ends, side="right")
    before = np.where(lo > 0, values[np.maximum(lo - 1, 0)], np.nan) if len(values) else np.full(len(lo), np.nan)
    inside = np.full(len(lo), np.nan)
    some = hi > lo
    if some.any():
        # max over [lo, hi) per window: reduceat over interleaved bounds (a sentinel makes
        # hi = len(values) a valid index)
        padded = np.append(values, -np.inf)
        bounds = np.stack([lo[some], hi[some]], axis=1).reshape(-1)
        inside[some] = np.maximum.reduceat(padded, bounds)[::2]
    return np.fmax(before, inside)


def minmax_indices(values: np.ndarray, lo: int, hi: int, points: int) -> np.ndarray:
    """Indices in [lo, hi) keeping the min and max of each of points/2 buckets."""
    n = hi - lo
    if n <= points:
        return np.arange(lo, hi)
    buckets = points // 2
    edges = np.linspace(lo, hi, buckets + 1).astype(np.int64)
    keep = []
    for a, b in zip(edges[:-1], edges[1:]):
        if b <= a:
            continue
        seg = values[a:b]
        i_min, i_max = a + int(seg.argmin()), a + int(seg.argmax())
        keep.extend(sorted({i_min, i_max}))
    return np.array(keep, dtype=np.int64)


def downsample(curve: DeviceCurve, points: int = CURVE_POINTS) -> dict:
    """Min/max per time bucket: peaks survive, the payload stays bounded."""
    idx = minmax_indices(curve.allocated, 0, len(curve.ts), points)
    reserved = curve.reserved[idx]
    return {
        "device": curve.device,
        "points": len(curve.ts),
        "reconstructed": curve.reconstructed,
        "ts": [round(float(t), 3) for t in curve.ts[idx]],
        "allocated": [int(a) for a in curve.allocated[idx]],
        "reserved": None if np.isnan(reserved).all() else [None if np.isnan(r) else int(r) for r in reserved],
    }


class ScopeMemory:
    """Per (scope key, phase, device): bytes allocated and freed, counts, peak. Kept by key,
    so that a scope's rows are found without looking at the others' (a trace with 20,000
    labels once took minutes here, every row sorted once per scope)."""

    def __init__(self):
        self.by_key: dict = {}  # key -> {(phase, device): row}

    def _row(self, key, phase, device):
        rows = self.by_key.setdefault(key, {})
        r = rows.get((phase, device))
        if r is None:
            r = rows[(phase, device)] = {
                "device": device,
                "phase": phase,
                "alloc_bytes": 0,
                "freed_bytes": 0,
                "alloc_count": 0,
                "free_count": 0,
                "peak_allocated": None,
            }
        return r

    def add_counts(self, key, phase, device, alloc_bytes: int, freed_bytes: int, alloc_count: int, free_count: int):
        r = self._row(key, phase, device)
        r["alloc_bytes"] += alloc_bytes
        r["freed_bytes"] += freed_bytes
        r["alloc_count"] += alloc_count
        r["free_count"] += free_count

    def add_peak(self, key, phase, device, peak):
        if peak is None:
            return
        r = self._row(key, phase, device)
        if r["peak_allocated"] is None or peak > r["peak_allocated"]:
            r["peak_allocated"] = int(peak)

    def for_key(self, key) -> list:
        """The scope's rows, by phase then device, each with its net bytes."""
        rows = self.by_key.get(key, {})
        return [{**rows[pd], "net_bytes": rows[pd]["alloc_bytes"] - rows[pd]["freed_bytes"]} for pd in sorted(rows)]


def forward_memory(rows: list) -> dict:
    """What the Scopes table shows of a scope's memory rows (for_key's): the forward's peak
    allocated level (the highest of its devices'; the host's only where no device has one,
    a CPU-only trace) and the forward's net bytes over every device (allocated - freed)."""
    forward = [m for m in rows if m["phase"] == "forward"]
    peaks = [m["peak_allocated"] for m in forward if m["peak_allocated"] is not None and m["device"] != "cpu"]
    if not peaks:
        peaks = [m["peak_allocated"] for m in forward if m["peak_allocated"] is not None]
    return {
        "forward_peak_allocated": max(peaks, default=None),
        "forward_net_bytes": sum(m["net_bytes"] for m in forward),
    }


@dataclass(frozen=True)
class MemorySection:
    curves: dict  # device name -> DeviceCurve
    by_scope: ScopeMemory


def scope_memory(ctx: AnalysisContext) -> MemorySection:
    """Per scope key, phase and device: bytes allocated and freed inside it, and the peak
    allocated while any of its windows runs."""
    mem = ctx.data.memory
    n = ctx.model.n_cpu
    phase_of_row = ctx.phase_of_row
    curves = device_curves(mem)
    by_scope = ScopeMemory()
    m_rows = np.flatnonzero(phase_of_row[n:] >= 0)
    ndev = len(mem.device_names)
    if len(m_rows):
        rows = ctx.in_scopes(ctx.instance_of_row[n + m_rows])
        nbytes = np.trunc(mem.bytes[m_rows])
        alloc = mem.bytes[m_rows] >= 0
        code = phase_of_row[n + m_rows].astype(np.int64) * ndev + mem.device[m_rows]
        events, allocated = rows.cells(code, np.where(alloc, nbytes, 0), 2 * ndev)
        _, freed = rows.cells(code, np.where(alloc, 0, -nbytes), 2 * ndev)
        _, allocations = rows.cells(code, alloc.astype(np.float64), 2 * ndev)
        for key, c in zip(*np.nonzero(events)):
            allocs = int(allocations[key, c])
            by_scope.add_counts(int(key), PHASES[c // ndev], mem.device_names[c % ndev], int(allocated[key, c]),
                                int(freed[key, c]), allocs, int(events[key, c]) - allocs)  # fmt: skip
    if curves:
        cpu = ctx.data.cpu
        instances = np.arange(len(ctx.scopes.inst_key))
        for rows, window_instances, phase in scope_windows(ctx, instances):
            if not len(rows):
                continue
            start, end = cpu.ts[rows], cpu.ts[rows] + cpu.dur[rows]
            windows = ctx.in_scopes(window_instances)
            for dev, curve in curves.items():
                best = windows.highest(peaks_during(curve, start, end))
                for key in np.flatnonzero(~np.isnan(best)).tolist():
                    by_scope.add_peak(key, phase, dev, float(best[key]))
    return MemorySection(curves, by_scope)


def scope_windows(ctx: AnalysisContext, per_instance: np.ndarray) -> tuple:
    """((rows, per_instance of each row's instance, phase name), ...) for the forward
    windows (the instances' rows, but recomputed ones) and the backward ones (the outermost
    backward ops, and the recompute roots: context.py)."""
    scopes = ctx.scopes
    forward = np.flatnonzero(scopes.forward)
    rows, instances = ctx.backward_windows()
    return (
        (scopes.inst_row[forward], per_instance[forward], PHASES[0]),
        (rows, per_instance[instances], PHASES[1]),
    )


def peak_memory(scope_entries: list, scopes) -> list:
    """Highest allocated level per device while any top-level attention scope runs."""
    best: dict = {}
    top_keys = {scopes.inst_key[i] for i, p in enumerate(scopes.inst_parent) if p < 0}
    for s in scope_entries:
        if s["id"] not in top_keys:
            continue
        for m in s["memory"]:
            if m["peak_allocated"] is None:
                continue
            k = (m["device"], m["phase"])
            if k not in best or m["peak_allocated"] > best[k]:
                best[k] = m["peak_allocated"]
    return [{"device": d, "phase": ph, "peak_allocated": v} for (d, ph), v in sorted(best.items())]


# Instances listed per scope in the tab's extras at most (a scope called a million times
# would otherwise make the extras larger than the trace).
MAX_INSTANCES_PER_SCOPE = 20000


def _op_names(ctx: AnalysisContext, op_rows: np.ndarray) -> tuple:
    """-> (the distinct names of the ops in op_rows, each row's index among them; -1 for no
    op)."""
    has = op_rows >= 0
    names = ctx.data.cpu.name[op_rows[has]]
    distinct, index = np.unique(names, return_inverse=True)
    op = np.full(len(op_rows), -1, dtype=np.int32)
    op[has] = index
    return [ctx.data.strings[int(s)] for s in distinct.tolist()], op


def tab_extras(ctx: AnalysisContext, curves: dict, timeline: Optional[TimelineStore] = None) -> TabExtras:
    """What the tab needs beyond the report: each scope's instance windows, per device the
    full memory series with the scope and phase of every event, and the calls' timelines."""
    cpu = ctx.data.cpu
    scopes = ctx.scopes
    n = ctx.model.n_cpu
    instances: dict = {}
    for rows, keys, phase in scope_windows(ctx, scopes.inst_key):
        for key, start, dur in zip(keys.tolist(), cpu.ts[rows].tolist(), cpu.dur[rows].tolist()):
            out = instances.setdefault(key, [])
            if len(out) < MAX_INSTANCES_PER_SCOPE:
                out.append((start, start + dur, phase))
    for windows in instances.values():
        windows.sort()
    memory = {}
    # (the op an allocation was made in: its innermost enclosing CPU op)
    op_of_row = ctx.enclosing_op() if curves else np.empty(0, dtype=np.int64)
    for dev, curve in curves.items():
        rows = n + np.asarray(curve.rows, dtype=np.int64)
        ops, op = _op_names(ctx, op_of_row[rows])
        inst = ctx.instance_of_row[rows]
        scope = np.where(inst >= 0, scopes.inst_key[np.maximum(inst, 0)] if len(scopes.inst_key) else -1, -1)
        memory[dev] = DeviceMemory(
            ts=curve.ts,
            allocated=curve.allocated,
            reserved=None if np.isnan(curve.reserved).all() else curve.reserved,
            bytes=np.asarray(ctx.data.memory.bytes[curve.rows], dtype=np.float64),
            scope=np.asarray(scope, dtype=np.int32),
            phase=np.asarray(ctx.phase_of_row[rows], dtype=np.int8),
            ops=ops,
            op=op,
            reconstructed=curve.reconstructed,
        )
    windows = {str(k): [list(r) for r in v] for k, v in instances.items()}
    return TabExtras([k[0] for k in scopes.keys], windows, memory, timeline)
