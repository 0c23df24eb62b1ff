"""Device activities: kernels, copies and sets by scope and phase; the breakdown by name
and by category, with launch configuration and occupancy; stray attention kernels; and
the check of Kineto's GPU spans of labels against our attribution.

Terms: a unit is what a breakdown row counts (a kernel name, or on CPU-only traces a CPU
op name) in one phase. A kind is kernel, memcpy or memset (the reader's KERNEL, MEMCPY,
MEMSET codes, in that order in KINDS).
"""

from __future__ import annotations

import bisect
import itertools
from collections import Counter
from dataclasses import dataclass, field
from typing import Optional

import numpy as np

from ...core.words import counted, verb
from ...model import NEST_EPSILON_US, thread_codes
from ...names import patterns
from ...reader import KERNEL, LAUNCH, MEMCPY, NONE_ID
from ..breakdown import Breakdown
from ..context import PHASES, AnalysisContext
from ..numbers import unit_groups
from .occupancy import estimated_launch_apis, kernel_detail, mark_unmeasured_occupancy

KINDS = ("kernel", "memcpy", "memset")


def _gpu_name(devices: list, device_index) -> Optional[dict]:
    for d in devices:
        if d.get("id") == device_index:
            return d
    return devices[0] if len(devices) == 1 else None


@dataclass
class DeviceActivity:
    """The device-activities section."""

    nkeys: int
    total_kernel_us: float = 0.0  # every kernel of the trace
    unattributed: int = 0  # kernels whose launch is not in the trace
    unattributed_us: float = 0.0
    # of those: kernels without a correlation id at all (their args are missing), and kernels
    # whose correlation id no launch in the trace has (launched before the profiled window)
    without_correlation: int = 0
    without_correlation_us: float = 0.0
    unattributed_other: int = 0  # copies and sets whose launch is not in the trace
    # kernels launched from a thread with no recorded CPU op (the profiler did not cover it)
    uncovered_thread: int = 0
    uncovered_thread_us: float = 0.0
    # fused attention kernels that no scope owns
    stray: dict = field(default_factory=lambda: {"count": 0, "us": 0.0, "backends": set()})
    # (phase name, kind, "us" | "n") -> total inside attention
    totals: Counter = field(default_factory=Counter)
    # "<kind>_us" and "<kind>_n" -> (key, phase) array
    stats: dict = field(default_factory=dict)
    overall: Breakdown = field(default_factory=lambda: Breakdown())
    # copies inside attention by the CPU op that launched them: op name (None: no op around
    # the launch) -> [count, µs]
    copies_by_op: dict = field(default_factory=dict)
    by_key: list = field(default_factory=list)  # per key: a Breakdown

    def __post_init__(self):
        for kind in KINDS:
            self.stats.setdefault(kind + "_us", np.zeros((self.nkeys, 2)))
            self.stats.setdefault(kind + "_n", np.zeros((self.nkeys, 2)))
        if not self.by_key:
            self.by_key = [Breakdown() for _ in range(self.nkeys)]


def device_activity(ctx: AnalysisContext) -> DeviceActivity:
    """Every device activity inside attention, by scope key and phase, and the breakdown of
    them by name; what no scope owns is counted apart."""
    data, gpu, strings = ctx.data, ctx.data.gpu, ctx.data.strings
    nkeys = ctx.n_keys
    out = DeviceActivity(nkeys)
    g_kind, g_dur = gpu.kind, gpu.dur
    launch = ctx.launch_of_gpu
    _count_unattributed(ctx, out)
    g_phase = ctx.phase_of_gpu
    found = ctx.found_by_kernel
    _count_found_by_kernel(strings, gpu.name[found], g_dur[found], out.stray)
    in_scopes = np.flatnonzero(g_phase >= 0)
    # the kernels found by kernel count in every total and the breakdown, in the phase their
    # names say, but in no scope's row (no scope owns them)
    g = np.concatenate([in_scopes, found])
    if not len(g):
        return out
    g_launch = launch[g]
    ph = np.concatenate([g_phase[in_scopes], ctx.found_phase]).astype(np.int64)
    kinds = g_kind[g].astype(np.int64)
    durs = g_dur[g]
    for k, kind_name in enumerate(KINDS):
        for p in (0, 1):
            sel = (kinds == k) & (ph == p)
            if sel.any():
                out.totals[(PHASES[p], kind_name, "us")] += sum(durs[sel].tolist())
                out.totals[(PHASES[p], kind_name, "n")] += int(sel.sum())
    g_names = gpu.name[g]
    unit = (g_names * 3 + kinds) * 2 + ph  # a breakdown row: (name, kind, phase)
    rows = ctx.in_scopes(np.concatenate([ctx.instance_of_row[g_launch[: len(in_scopes)]], np.full(len(found), -1)]))
    counts, totals = rows.cells(kinds * 2 + ph, durs, 2 * len(KINDS))
    for k, kind_name in enumerate(KINDS):
        out.stats[kind_name + "_us"] += totals[:, 2 * k : 2 * k + 2]
        out.stats[kind_name + "_n"] += counts[:, 2 * k : 2 * k + 2]
    per_key = rows.groups(unit, durs)
    _copies_by_launching_op(ctx, g[kinds == MEMCPY], out.copies_by_op)
    # the detail of a kernel name comes from its first launch (name, launch op, device; -1:
    # no launch in the trace)
    launch_names = np.where(g_launch >= 0, data.cpu.name[np.maximum(g_launch, 0)], -1)
    g_devices = gpu.device[g]
    detail_cache: dict = {}
    _, dkey_first, dkey_of = np.unique(
        np.stack([g_names, launch_names, g_devices]), axis=1, return_index=True, return_inverse=True
    )
    dkey_of = dkey_of.reshape(-1)

    def detail_of(i):
        dk = int(dkey_of[i])
        d = detail_cache.get(dk)
        if d is None:
            i = int(dkey_first[dk])  # the first kernel of this name, launch op and device
            kind = int(kinds[i])
            name, category, _ = unit_facts(strings, int(g_names[i]), kind)
            d = detail_cache[dk] = kernel_detail(
                name,
                category,
                gpu.config.get(int(g[i])),
                strings[int(launch_names[i])] if kind == KERNEL and launch_names[i] >= 0 else None,
                _gpu_name(data.devices, int(g_devices[i])) if kind == KERNEL else None,
            )
        return d

    # every detail first: whether a 0% occupancy is a measurement depends on all of them
    for dk in range(len(dkey_first)):
        detail_of(int(dkey_first[dk]))
    mark_unmeasured_occupancy(list(detail_cache.values()), estimated_launch_apis(ctx))
    # overall: by (phase, name, kind); per key: by (key, phase, name, kind)
    overall = unit_groups(unit, durs, np.arange(len(g)), None, nkeys)
    for i, key, count, total, least, most in itertools.chain(overall, per_key):
        name, category, backend = unit_facts(strings, int(g_names[i]), int(kinds[i]))
        (out.overall if key is None else out.by_key[key]).add_group(
            PHASES[int(ph[i])], name, category, backend, count, total, least, most, detail_of(i)
        )
    return out


def _copies_by_launching_op(ctx: AnalysisContext, copies: np.ndarray, out: dict) -> None:
    """Each copy's launching CPU op: the innermost op around its launch (the launch itself is
    not an op), by name, with the copies' count and time."""
    if not len(copies):
        return
    cpu = ctx.data.cpu
    launch = ctx.launch_of_gpu[copies]
    # (a copy whose launch is not in the trace has no launching op)
    op_of = np.where(launch >= 0, ctx.enclosing_op()[np.maximum(launch, 0)], -1)
    durs = ctx.data.gpu.dur[copies].tolist()
    for op, dur in zip(op_of.tolist(), durs):
        name = ctx.data.strings[cpu.name[op]] if op >= 0 else None
        cell = out.setdefault(name, [0, 0.0])
        cell[0] += 1
        cell[1] += dur


def unit_facts(strings: list, name_id: int, kind: int) -> tuple:
    """(name, category, backend) of a device activity: a kernel by its name, a copy or set
    by its kind."""
    name = strings[name_id]
    if kind == KERNEL:
        category, backend = patterns.classify_kernel(name)
        return name, category, backend
    return name, KINDS[kind], None


def _launched_on_uncovered_thread(ctx: AnalysisContext, launch: np.ndarray) -> np.ndarray:
    """Per GPU row: launched (the launch is in the trace) from a thread on which the profiler
    recorded no op or label, so no op can have launched it."""
    cpu = ctx.data.cpu
    out = np.zeros(len(launch), dtype=bool)
    has = np.flatnonzero(launch >= 0)
    if not len(has):
        return out
    threads = thread_codes(cpu.pid, cpu.tid)  # (one small int per (pid, tid))
    covered = np.unique(threads[cpu.kind != LAUNCH])
    out[has] = ~np.isin(threads[launch[has]], covered)
    return out


def _count_unattributed(ctx: AnalysisContext, out: DeviceActivity) -> None:
    """All kernel time, and the kernels that cannot be tied to a launch, by cause."""
    gpu = ctx.data.gpu
    is_kernel, g_dur, launch = gpu.kind == KERNEL, gpu.dur, ctx.launch_of_gpu
    out.total_kernel_us = sum(g_dur[is_kernel].tolist())
    no_launch = launch < 0
    out.unattributed = int((no_launch & is_kernel).sum())
    out.unattributed_us = sum(g_dur[no_launch & is_kernel].tolist())
    out.unattributed_other = int((no_launch & ~is_kernel).sum())
    uncovered = is_kernel & _launched_on_uncovered_thread(ctx, launch)
    out.uncovered_thread = int(uncovered.sum())
    out.uncovered_thread_us = sum(g_dur[uncovered].tolist())
    no_id = is_kernel & (gpu.corr == NONE_ID)
    out.without_correlation = int(no_id.sum())
    out.without_correlation_us = sum(g_dur[no_id].tolist())


def _count_found_by_kernel(strings: list, names: np.ndarray, durs: np.ndarray, stray: dict) -> None:
    """The kernels found by kernel (context.py): how many, their time (added in kernel
    order), their backends (a kernel found by its CUDA graph annotation, whose name says
    none: "CUDA graph annotation")."""
    stray["count"] += len(names)
    stray["us"] += sum(durs.tolist())
    stray["backends"].update(
        patterns.classify_kernel(strings[n])[1] or "CUDA graph annotation" for n in np.unique(names).tolist()
    )


def gpu_label_check(ctx: AnalysisContext) -> list:
    """Kineto's GPU span of an innermost label must cover only kernels we gave that label's
    scope: a warning per trace where it does not."""
    data, scopes = ctx.data, ctx.scopes
    if not data.gpu_labels or scopes.source in ("op", "pattern", "op+pattern"):
        return []
    cpu, gpu = data.cpu, data.gpu
    label_inst_by_ext = {}
    for inst, ext in enumerate(cpu.ext_id[scopes.inst_row].tolist()):
        if ext != NONE_ID:
            label_inst_by_ext[ext] = inst
    spans = [s for s in data.gpu_labels if s.external_id in label_inst_by_ext]
    if not spans:
        return []
    by_device: dict = {}
    kernels = np.flatnonzero(gpu.kind == KERNEL)
    for g, dev, ts in zip(kernels.tolist(), gpu.device[kernels].tolist(), gpu.ts[kernels].tolist()):
        by_device.setdefault(dev, []).append((ts, g))
    for rows in by_device.values():
        rows.sort()
    ends = (gpu.ts + gpu.dur).tolist()
    launches = ctx.launch_of_gpu.tolist()
    inst_of_row = scopes.inst_of_row
    mismatches = checked = 0
    eps = NEST_EPSILON_US
    for span in spans:
        inst = label_inst_by_ext[span.external_id]
        rows = by_device.get(span.device, [])
        end = span.ts + span.dur
        i = bisect.bisect_left(rows, (span.ts - eps, -1))
        while i < len(rows) and rows[i][0] <= end + eps:
            g = rows[i][1]
            i += 1
            if ends[g] > end + eps:
                continue
            row = launches[g]
            if row < 0:
                continue
            checked += 1
            own = int(inst_of_row[row])
            if own != inst and (own < 0 or inst not in _ancestors(scopes, own)):
                mismatches += 1
    if mismatches:
        return [
            f"{data.path}: {mismatches} of {counted(checked, 'kernel')} inside a label's GPU span {verb(mismatches, 'was', 'were')} launched outside that label"
        ]
    return []


def _ancestors(scopes, inst: int) -> list:
    out = []
    while inst >= 0:
        out.append(inst)
        inst = int(scopes.inst_parent[inst])
    return out
