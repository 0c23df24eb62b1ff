"""Memory: allocator curve per device and what each scope allocates and frees."""

from __future__ import annotations

import bisect
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
    rows: list  # memory event rows in time order


def device_curves(mem: MemoryEvents) -> dict:
    by_device: dict = {}
    for i, dev in enumerate(mem.device):
        by_device.setdefault(dev, []).append(i)
    curves = {}
    for dev, rows in by_device.items():
        rows.sort(key=lambda i: mem.ts[i])
        ts = np.array([mem.ts[i] for i in rows], dtype=np.float64)
        totals = [mem.total_allocated[i] for i in rows]
        reconstructed = any(t is None for t in totals)
        if reconstructed:
            allocated = np.cumsum([mem.bytes[i] for i in rows], dtype=np.float64)
        else:
            allocated = np.array(totals, dtype=np.float64)
        reserved = np.array([mem.total_reserved[i] if mem.total_reserved[i] is not None else np.nan
                             for i in rows], dtype=np.float64)
        curves[dev] = DeviceCurve(dev, ts, allocated, reserved, reconstructed, rows)
    return curves


def peak_during(curve: DeviceCurve, start: float, end: float):
    """Highest allocated level while [start, end] runs, counting the level it started at;
    None when the device had no allocator event before or during the window."""
    lo = bisect.bisect_left(curve.ts, start)
    hi = bisect.bisect_right(curve.ts, end)
    candidates = []
    if lo > 0:
        candidates.append(curve.allocated[lo - 1])
    if hi > lo:
        candidates.append(curve.allocated[lo:hi].max())
    return float(max(candidates)) if candidates else None


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
