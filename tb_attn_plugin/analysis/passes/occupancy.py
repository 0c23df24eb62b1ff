"""A kernel's occupancy and launch facts (kernel_detail): its theoretical occupancy from its
registers, threads and shared memory against the device (the CUDA occupancy calculator's rule),
whether a 0% the profiler reports is a measurement (mark_unmeasured_occupancy), and what limits
it where the trace records that (Kineto's occupancy object: occupancy_limits).
"""

from __future__ import annotations

import math
from collections.abc import Collection
from typing import Optional

import numpy as np

from ...kinds.flash import readable_name_facts
from ...names import patterns
from ...reader import CONFIG_KEYS
from ..context import AnalysisContext

# Most resident blocks per SM, by compute capability (CUDA occupancy calculator).
_MAX_BLOCKS_PER_SM = {
    (7, 0): 32,
    (7, 2): 32,
    (7, 5): 16,
    (8, 0): 32,
    (8, 6): 16,
    (8, 7): 16,
    (8, 9): 24,
    (9, 0): 32,
    (10, 0): 32,
    (10, 3): 32,
    (12, 0): 32,
}
_REGISTER_ALLOCATION_UNIT = 256  # registers are handed out per warp in units of 256


def theoretical_occupancy(config: dict, device: Optional[dict]) -> Optional[float]:
    """Resident warps / maximum warps per SM, in percent, from registers, threads and
    shared memory against the device limits; None where something is unknown."""
    return _occupancy(_resident(config, device))


def _occupancy(fit: Optional[tuple]) -> Optional[float]:
    """_resident's fit as an occupancy in percent."""
    if fit is None:
        return None
    blocks, warps_per_block, max_warps = fit
    return round(100.0 * blocks * warps_per_block / max_warps, 2)


def resident_blocks(config: dict, device: Optional[dict]) -> Optional[int]:
    """Blocks of this launch resident on one SM at once, by the same limits (None where
    something is unknown). Not the trace's blocks_per_sm, which is the grid over the SMs."""
    fit = _resident(config, device)
    return fit[0] if fit is not None else None


def _resident(config: dict, device: Optional[dict]) -> Optional[tuple]:
    """-> (resident blocks per SM, warps per block, maximum warps per SM): the occupancy
    calculator's rule (blocks limited by the device's block limit, warps, registers
    allocated per warp in units, and shared memory)."""
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
    return limit, warps_per_block, max_warps


# CUPTI estimates no occupancy for a kernel with more dynamic shared memory than this
SHARED_MEMORY_ESTIMATED = 48 * 1024


def mark_unmeasured_occupancy(details: list, estimated_elsewhere: frozenset = frozenset()) -> None:
    """A 0% the profiler reports where it estimated nothing is no measurement: that detail's
    occupancy_reported becomes None and occupancy_unmeasured says why (the tab shows "not
    measured" with the reason; the occupancy_gap note explains it). Not estimated: a kernel
    with more shared memory than CUPTI estimates for, or one launched through an API that no
    kernel of the trace's attention has an estimate through. Any other 0 stays (a grid
    smaller than the device runs at near 0% for real). In place, on every detail at once
    (the APIs estimated through are the trace's: the details' and estimated_elsewhere, those
    of any kernel of the trace, attention's or not: a graph launch whose other kernels carry
    estimates estimated this one too)."""
    estimated = {d.get("launch_api") for d in details if d.get("occupancy_reported")} | estimated_elsewhere
    for d in details:
        if "occupancy_reported" not in d:
            continue
        why = unmeasured_occupancy(d["occupancy_reported"], d.get("shared_memory"), d.get("launch_api"), estimated)
        d["occupancy_unmeasured"] = why
        if why is not None:
            d["occupancy_reported"] = None


def unmeasured_occupancy(
    reported: Optional[float], shared_memory: Optional[float], launch_api: Optional[str], estimated: Collection
) -> Optional[str]:
    """Why a reported occupancy is no measurement (mark_unmeasured_occupancy's rule, the one
    the kernel rows and the Timeline's launch configurations both follow), or None where it is
    one: only a 0, from a kernel with more shared memory than the profiler estimates for or
    launched through an API no kernel of the trace has an estimate through (`estimated`)."""
    if reported not in (0, 0.0):
        return None
    smem = shared_memory or 0
    if smem > SHARED_MEMORY_ESTIMATED:
        why = f"uses {smem / 1024:.0f} KiB of shared memory, past the 48 KiB the profiler estimates occupancy for"
    elif launch_api not in estimated:
        why = f"launched through {launch_api or 'an unknown launch'}, which no kernel here has an estimate through"
    else:
        return None
    return f"not measured: the profiler reports 0% for a kernel it did not estimate ({why})"


def estimated_launch_apis(ctx: AnalysisContext) -> frozenset:
    """The launch APIs (by name) of every kernel of the trace with an occupancy estimate. Made
    once per analysis (the kernel rows and the timelines both ask: shared in the context)."""
    return ctx.shared("estimated_launch_apis", lambda: _estimated_launch_apis(ctx))


def _estimated_launch_apis(ctx: AnalysisContext) -> frozenset:
    gpu = ctx.data.gpu
    numbers = gpu.config.numbers
    if not len(numbers):
        return frozenset()
    rows = np.flatnonzero((numbers[:, CONFIG_KEYS.index("occupancy")] > 0) & (ctx.launch_of_gpu[: len(numbers)] >= 0))
    names = np.unique(ctx.data.cpu.name[ctx.launch_of_gpu[rows]])
    return frozenset(ctx.data.strings[int(n)] for n in names.tolist())


def kernel_detail(
    name: str, category: str, config: Optional[dict], launch_name: Optional[str], device: Optional[dict]
) -> dict:
    """Per-kernel facts read from the trace: launch configuration, occupancy, launch API, cores."""
    detail: dict = {"cores": patterns.cores_of(name, category)}
    if category == "attention":  # (what a FlashAttention-4 readable name says: dtype, head dim, causal, tile)
        detail["name_says"] = readable_name_facts(name)
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
        fit = _resident(config, device)  # (once for both)
        detail["occupancy_theoretical"] = _occupancy(fit)
        detail["resident_blocks_per_sm"] = fit[0] if fit is not None else None
        detail["occupancy_limits"] = occupancy_limits(config)
    return detail


# the words for Kineto's limiting factors (reader.schema.LIMITING_FACTORS, one bit each)
LIMIT_WORDS = ("registers", "shared memory", "warps", "blocks", "barriers")


def occupancy_limits(config: dict) -> Optional[dict]:
    """What limits the kernel's occupancy as the trace records it (Kineto's "occupancy"
    object, reader.columns.OCCUPANCY_KEYS): the limiting factors in words, the active blocks
    per SM and the block limit by each resource; None where the trace has none."""
    if "limiting_factors" not in config:
        return None
    bits = int(config["limiting_factors"] or 0)

    def whole(key: str) -> Optional[int]:
        value = config.get(key)
        return int(value) if value is not None and value >= 0 and value == int(value) else None

    return {
        "limited_by": [w for i, w in enumerate(LIMIT_WORDS) if bits >> i & 1],
        "active_blocks_per_sm": whole("active_blocks_per_sm"),
        "registers": whole("block_limit_registers"),
        "shared_memory": whole("block_limit_shared_memory"),
        "warps": whole("block_limit_warps"),
        "blocks": whole("block_limit_blocks"),
        "barriers": whole("block_limit_barriers"),
    }
