"""Memory: allocator curve per device and what each scope allocates and frees."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ..reader import MemoryEvents

CURVE_POINTS = 2000


@dataclass
class DeviceCurve:
    device: str
    ts: np.ndarray
    allocated: np.ndarray
    reserved: np.ndarray  # NaN where the trace has no "Total Reserved"
    reconstructed: bool  # allocated rebuilt from Bytes (2021 traces lack Total Allocated)
    rows: np.ndarray  # memory event rows in time order


def device_curves(mem: MemoryEvents) -> dict:
    curves = {}
    for code, dev in enumerate(mem.device_names):
        rows = np.flatnonzero(mem.device == code)
        if not len(rows):
            continue
        rows = rows[np.argsort(mem.ts[rows], kind="stable")]
        ts = mem.ts[rows]
        totals = mem.total_allocated[rows]
        reconstructed = bool(np.isnan(totals).any())
        if reconstructed:
            allocated = np.cumsum(mem.bytes[rows], dtype=np.float64)
        else:
            allocated = totals.copy()
        curves[dev] = DeviceCurve(dev, ts, allocated, mem.total_reserved[rows].copy(), reconstructed, rows)
    return curves


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
    """Per (scope key, phase, device): bytes allocated and freed, counts, peak."""

    def __init__(self):
        self.rows: dict = {}

    def _row(self, key, phase, device):
        r = self.rows.get((key, phase, device))
        if r is None:
            r = self.rows[(key, phase, device)] = {
                "device": device, "phase": phase, "alloc_bytes": 0, "freed_bytes": 0,
                "alloc_count": 0, "free_count": 0, "peak_allocated": None,
            }
        return r

    def add_event(self, key, phase, device, nbytes: float):
        r = self._row(key, phase, device)
        if nbytes >= 0:
            r["alloc_bytes"] += int(nbytes)
            r["alloc_count"] += 1
        else:
            r["freed_bytes"] += int(-nbytes)
            r["free_count"] += 1

    def add_counts(self, key, phase, device, alloc_bytes: int, freed_bytes: int, alloc_count: int,
                   free_count: int):
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
        out = []
        for (k, phase, device), r in sorted(self.rows.items(), key=lambda kv: (kv[0][1], kv[0][2])):
            if k != key:
                continue
            item = dict(r)
            item["net_bytes"] = r["alloc_bytes"] - r["freed_bytes"]
            out.append(item)
        return out
