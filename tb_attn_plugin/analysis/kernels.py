"""Kernel breakdown: by name and by category, with launch configuration and occupancy."""

from __future__ import annotations

import math
from typing import Optional

from .. import patterns

# Most resident blocks per SM, by compute capability (CUDA occupancy calculator).
_MAX_BLOCKS_PER_SM = {(7, 0): 32, (7, 2): 32, (7, 5): 16, (8, 0): 32, (8, 6): 16, (8, 7): 16, (8, 9): 24,
                      (9, 0): 32, (10, 0): 32, (10, 3): 32, (12, 0): 32}
_REGISTER_ALLOCATION_UNIT = 256  # registers are handed out per warp in units of 256


def theoretical_occupancy(config: dict, device: Optional[dict]) -> Optional[float]:
    """Resident warps / maximum warps per SM, in percent, from registers, threads and
    shared memory against the device limits; None where something is unknown."""
    if not device:
        return None
    block = config.get("block")
    regs = config.get("registers_per_thread")
    smem = config.get("shared_memory") or 0
    if not isinstance(block, list) or len(block) != 3:
        return None
    try:
        threads = int(block[0]) * int(block[1]) * int(block[2])
    except (TypeError, ValueError, OverflowError):
        return None
    warp = device.get("warpSize") or 32
    max_threads = device.get("maxThreadsPerMultiprocessor")
    regs_per_sm = device.get("regsPerMultiprocessor")
    smem_per_sm = device.get("sharedMemPerMultiprocessor")
    if not (threads > 0 and max_threads and regs_per_sm and regs is not None):
        return None
    warps_per_block = math.ceil(threads / warp)
    max_warps = int(max_threads // warp)
    cc = (int(device.get("computeMajor") or 0), int(device.get("computeMinor") or 0))
    limit = _MAX_BLOCKS_PER_SM.get(cc, 32 if cc[0] >= 8 else 16)
    limit = min(limit, max_warps // warps_per_block)
    if regs > 0:
        regs_per_warp = math.ceil(regs * warp / _REGISTER_ALLOCATION_UNIT) * _REGISTER_ALLOCATION_UNIT
        limit = min(limit, int(regs_per_sm // regs_per_warp) // warps_per_block)
    if smem > 0 and smem_per_sm:
        limit = min(limit, int(smem_per_sm // smem))
    return round(100.0 * limit * warps_per_block / max_warps, 2)


class Breakdown:
    """Accumulates units (kernels, or CPU ops on CPU-only traces) by (phase, name)."""

    def __init__(self):
        self.rows: dict = {}

    def add(self, phase: str, name: str, category: str, backend, dur: float, detail=None):
        self.add_group(phase, name, category, backend, 1, dur, dur, dur, detail)

    def add_group(self, phase: str, name: str, category: str, backend, count: int, total: float,
                  least: float, most: float, detail=None):
        """count units of one name at once, totalling total, between least and most."""
        key = (phase, name)
        row = self.rows.get(key)
        if row is None:
            row = self.rows[key] = {
                "name": name, "phase": phase, "category": category, "backend": backend,
                "count": 0, "total_us": 0.0, "min_us": math.inf, "max_us": 0.0, "detail": detail,
            }
        row["count"] += count
        row["total_us"] += total
        if least < row["min_us"]:
            row["min_us"] = least
        if most > row["max_us"]:
            row["max_us"] = most

    def kernels(self, limit: Optional[int] = None) -> list:
        total = sum(r["total_us"] for r in self.rows.values()) or 0.0
        out = []
        for r in sorted(self.rows.values(), key=lambda r: (-r["total_us"], r["name"], r["phase"])):
            item = {
                "name": r["name"],
                "phase": r["phase"],
                "category": r["category"],
                "backend": r["backend"],
                "count": r["count"],
                "total_us": round(r["total_us"], 3),
                "mean_us": round(r["total_us"] / r["count"], 3),
                "min_us": round(r["min_us"], 3),
                "max_us": round(r["max_us"], 3),
                "share": round(r["total_us"] / total, 6) if total else 0.0,
            }
            if r["detail"]:
                item.update(r["detail"])
            out.append(item)
        return out if limit is None else out[:limit]

    def categories(self) -> list:
        agg: dict = {}
        for r in self.rows.values():
            a = agg.setdefault((r["phase"], r["category"]), {"phase": r["phase"], "category": r["category"],
                                                             "count": 0, "total_us": 0.0})
            a["count"] += r["count"]
            a["total_us"] += r["total_us"]
        total = sum(a["total_us"] for a in agg.values()) or 0.0
        out = sorted(agg.values(), key=lambda a: (-a["total_us"], a["category"], a["phase"]))
        for a in out:
            a["total_us"] = round(a["total_us"], 3)
            a["share"] = round(a["total_us"] / total, 6) if total else 0.0
        return out


def kernel_detail(name: str, category: str, config: Optional[dict], launch_name: Optional[str],
                  device: Optional[dict]) -> dict:
    """Per-kernel facts read from the trace: launch configuration, occupancy, launch API, cores."""
    detail = {"cores": patterns.cores_of(name, category)}
    if launch_name is not None:
        detail["launch_api"] = launch_name
        detail["launch_kind"] = patterns.launch_kind(launch_name)
    if config:
        detail["grid"] = config.get("grid")
        detail["block"] = config.get("block")
        detail["registers_per_thread"] = config.get("registers_per_thread")
        detail["shared_memory"] = config.get("shared_memory")
        detail["blocks_per_sm"] = config.get("blocks_per_sm")
        detail["warps_per_sm"] = config.get("warps_per_sm")
        detail["occupancy_reported"] = config.get("occupancy")
        theory = theoretical_occupancy(config, device)
        detail["occupancy_theoretical"] = theory
    return detail
