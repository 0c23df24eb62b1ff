"""Advice rules on occupancy: a 0% the profiler reports beside a known fit, by the cause the
trace shows (not measured, or a grid smaller than the device), and a fused attention kernel's
low occupancy by design. Each note names its kernel; where the trace records what limits a
kernel (Kineto's occupancy object: KernelRow.occupancy_limits) the note says so.
"""

from __future__ import annotations

from typing import Optional

from ...core.words import counted
from ...report_types import EntryDraft, KernelRow, given
from ..numbers import time_text
from ..passes.occupancy import SHARED_MEMORY_ESTIMATED
from .kernels import largest_kernels, short_name


def _grid_blocks(k: KernelRow) -> Optional[int]:
    grid = k.grid
    if not grid:
        return None
    n = 1
    for d in grid:
        n *= int(d)
    return n


def _small_grid(entry: EntryDraft, k: KernelRow) -> Optional[str]:
    """The grid's blocks and the SMs, when the grid is smaller than the device: most SMs idle,
    so a low occupancy is real."""
    properties = entry.hardware.properties
    sms = properties.sms if properties else None
    blocks = _grid_blocks(k)
    if sms and blocks is not None and blocks < sms:
        return f"a grid of {counted(blocks, 'block')} on {sms} SMs"
    return None


def occupancy_gaps(entry: EntryDraft) -> list:
    """A 0% reported beside a known fit, by the cause the trace shows (#40): not measured
    (occupancy.mark_unmeasured_occupancy: more shared memory than the profiler estimates for,
    or a launch API no kernel has an estimate through); measured, by a grid smaller than the
    device, where near 0% is real."""
    out = []
    seen = set()
    for k in largest_kernels(entry):
        unmeasured = k.occupancy_unmeasured
        zero = unmeasured or k.occupancy_reported in (0, 0.0)
        if not zero or not k.occupancy_theoretical or k.name in seen:
            continue
        seen.add(k.name)
        fit = f"from its registers, threads and shared memory it is {k.occupancy_theoretical:.1f}%"
        api = given(k.launch_api)
        small = _small_grid(entry, k)
        if unmeasured and k.shared_memory and k.shared_memory > SHARED_MEMORY_ESTIMATED:
            why = (
                f"uses {k.shared_memory / 1024:.0f} KiB of shared memory, past the 48 KiB the profiler estimates "
                f"occupancy for, so it reports 0%: not estimated, whatever the launch API; {fit}."
            )
        elif not unmeasured:  # (a 0 the profiler did estimate)
            if not small:
                continue  # (an estimate of 0 with no cause the trace shows: nothing to say)
            why = (
                f"runs {small}: at most that many SMs hold a block, so its near-0% occupancy is real, not a "
                f"measurement gap ({fit} of a busy SM, not what this launch reaches; more blocks, from a larger "
                "batch or a split of the keys, would)."
            )
        else:
            how = f"the driver API ({api})" if k.launch_kind == "driver" else (api or "an unknown launch")
            why = (
                f"is launched through {how}, and no kernel launched that way has an estimate in this trace: the "
                f"profiler reports 0% occupancy, a measurement gap; {fit}."
            )
        recorded = limits_text(k)
        limits = f" The trace records its limit: {recorded}." if recorded else ""
        out.append(
            {
                "code": "occupancy_gap",
                "message": f"{short_name(k.name)} {why}{limits}" + _cpu_side_cost(entry, k.backend),
            }
        )
    return out


def _cpu_side_cost(entry: EntryDraft, backend: Optional[str]) -> str:
    """(d): the CPU time of the calls of a driver-launched backend (cuDNN plans its kernel on
    the CPU), beside their GPU time."""
    word = "cudnn" if backend and "cudnn" in backend.lower() else None
    rows = [r for r in entry.attention_ops if word and word in r.backend.lower() and r.count]
    if not rows:
        return ""
    calls = sum(r.count for r in rows)
    cpu = sum(r.cpu_us for r in rows) / calls
    gpu = sum(r.kernel_us for r in rows) / calls
    return (
        f" Its calls take {time_text(cpu)} each on the CPU against {time_text(gpu)} on the GPU: choosing the kernel "
        "(the cuDNN plan) costs CPU time that the GPU timeline does not show."
    )


def fused_occupancy(entry: EntryDraft) -> list:
    """(c): a fused attention kernel's low occupancy, expected from its registers and shared
    memory, said so that it is not mistaken for the problem; where its own fit says it could
    hold far more (the theoretical figure), the cause is its grid, when smaller than the
    device, and never 'by design'. Each note names its kernel; where the trace records what
    limits the kernel (KernelRow.occupancy_limits) the note says that, not a derivation."""
    out = []
    seen = set()
    for k in largest_kernels(entry):
        occupancy = k.occupancy_reported
        regs, block = k.registers_per_thread, k.block
        if k.category != "attention" or not occupancy or occupancy >= 25 or not regs or not block:
            continue
        if k.backend in seen:
            continue
        threads = 1
        for d in block:
            threads *= d
        theoretical = k.occupancy_theoretical
        who = f"{k.backend}'s {short_name(k.name, 60)}"
        if theoretical and theoretical > max(25.0, 2 * occupancy):
            small = _small_grid(entry, k)
            if small is None:
                continue  # (its resources allow more, and nothing the trace shows says why not)
            seen.add(k.backend)
            message = (
                f"{who}: {occupancy:g}% occupancy is not from its registers or shared memory (they "
                f"allow {theoretical:.1f}%): it runs {small}, so most SMs have no block; a larger batch or a split "
                "of the keys gives them work."
            )
        else:
            seen.add(k.backend)
            recorded = limits_text(k)
            if recorded:
                why = f"the trace records its limit: {recorded}"
            else:
                limit = f" (from registers, threads and shared memory: {theoretical:.1f}%)" if theoretical else ""
                why = f"{regs:g} registers per thread × {threads} threads per block leave room for few blocks per SM{limit}"
            message = (
                f"{who}: {occupancy:g}% occupancy is by design, not the problem: {why}; the kernel keeps its tiles "
                "in registers and shared memory instead."
            )
        out.append({"code": "fused_occupancy_expected", "message": message})
    return out


def limits_text(k: KernelRow) -> str:
    """What limits a kernel's occupancy as the trace records it (KernelRow.occupancy_limits):
    "limited by registers, 1 active block per SM (block limits: registers 1, shared memory 2,
    warps 8, blocks 32)"; "" where the trace has none."""
    o = k.occupancy_limits
    if not o:
        return ""
    by = " and ".join(o.limited_by) or "nothing it names"
    active = f", {counted(o.active_blocks_per_sm, 'active block')} per SM" if o.active_blocks_per_sm is not None else ""
    parts = [
        f"{word} {value}"
        for word, value in (
            ("registers", o.registers),
            ("shared memory", o.shared_memory),
            ("warps", o.warps),
            ("blocks", o.blocks),
            ("barriers", o.barriers),
        )
        if value is not None
    ]
    each = f" (block limits: {', '.join(parts)})" if parts else ""
    return f"limited by {by}{active}{each}"
