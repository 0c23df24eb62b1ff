"""The Timeline view's queries on the timelines kept with a trace's extras (timeline.py):
one call's window, what it holds (its counts, its queued stretch), and the window as a
Chrome trace that Perfetto and chrome://tracing open. Run at request time, on the store.

Terms (timeline.py defines call, window, queued stretch, picks and kept):
- a *pick*: "median", "slowest" or "fastest", or a call's number.
- *zoomed*: a window cut to the range [start, end] (µs from the call's start) asked for.
"""

from __future__ import annotations

import json
import math
from typing import Any, Literal, Optional, Union

import msgspec

from ...report_types import (
    ChromeTrace,
    ChromeTraceEvent,
    ChromeTraceScope,
    IdleStretch,
    LaunchConfig,
    QueuedStretch,
    TimelineCpuEvent,
    TimelineGpuEvent,
    TimelinePhase,
    TimelinePicks,
    TimelineProjection,
    TimelineWindow,
    TimelineWindowCounts,
    TimelineWindowCountsCopyOpsItem,
)
from ..context import PHASES
from ..passes.timeline import CPU_KINDS, GPU_KINDS, TIMELINE_EVENT_BUDGET, TimelineStore


def timeline_window(store: TimelineStore, scope_names: list, scope_id: int, call: Optional[str]) -> TimelineWindow:
    """One call's window as the Timeline view draws it. call: a number, or median (the
    default), slowest or fastest. Raises LookupError naming what is missing."""
    if not 0 <= scope_id < len(scope_names):
        raise LookupError(f"no scope {scope_id} in this trace")
    timelines = store.keys.get(scope_id)
    if timelines is None:
        raise LookupError(f"scope {scope_id} ({scope_names[scope_id]}) has no forward call to show")
    which = call or "median"
    if which in timelines.picks:
        n = timelines.picks[which]
    elif which.isdigit():
        n = int(which)
        if n >= timelines.count:
            raise LookupError(f"no call {n} of {scope_names[scope_id]}: it has {timelines.count}")
    else:
        raise ValueError("invalid call: expected a call number, median, slowest or fastest")
    span = timelines.kept.get(n)
    if span is None:
        raise LookupError(
            f"call {n} of {scope_names[scope_id]} was not kept: a trace keeps {TIMELINE_EVENT_BUDGET:,} events of "
            "timelines (the median, slowest and fastest call of each scope first); pick one of the kept calls"
        )
    cpu_lo, cpu_hi, gpu_lo, gpu_hi, dropped, stack = span
    cpu_events = [_cpu_event(store, r) for r in store.cpu[cpu_lo:cpu_hi].tolist()]
    gpu_events = [_gpu_event(store, r) for r in store.gpu[gpu_lo:gpu_hi].tolist()]
    phases = []
    for phase in PHASES:
        evs = [e for e in cpu_events if e.phase == phase and e.depth == 0]
        if evs:
            phases.append(TimelinePhase(phase=phase, start=evs[0].ts, end=max(e.ts + e.dur for e in evs)))
    queued = queued_stretch(cpu_events, gpu_events)
    rows: list[Union[TimelineCpuEvent, TimelineGpuEvent]] = [*cpu_events, *gpu_events]
    return TimelineWindow(
        scope=scope_names[scope_id],
        scope_id=scope_id,
        call=n,
        count=timelines.count,
        picks=TimelinePicks(**timelines.picks),
        kept=sorted(timelines.kept),
        durations=timelines.durations,
        dropped=dropped,
        # the Python frames around the call (with_stack=True), innermost first
        stack=store.strings[stack].split("\n") if stack >= 0 else [],
        phases=phases,
        start=min(e.ts for e in rows) if cpu_events else None,
        end=max(e.ts + e.dur for e in rows) if cpu_events else None,
        cpu=cpu_events,
        gpu=gpu_events,
        projection=[_projection(cpu_events, gpu_events, ph.phase) for ph in phases],
        queued=queued,
        idle=None if queued is not None else idle_stretch(cpu_events, gpu_events),
        counts=window_counts(cpu_events, gpu_events),
    )


# the CPU ops that copy a tensor, as a window's counts name them (the naive demo's clone)
WINDOW_COPY_OPS = frozenset({"aten::clone", "aten::copy_", "aten::_to_copy", "aten::contiguous"})


def window_counts(cpu_events: list[TimelineCpuEvent], gpu_events: list[TimelineGpuEvent]) -> TimelineWindowCounts:
    """What the Timeline's header and Compare's timeline lines say of a window: its CPU events
    and ops, its kernels, memcpys and memsets with their summed times (µs), and its copy ops
    by name with their calls, in the order they first run."""
    gpu_kinds = {kind: [e for e in gpu_events if e.kind == kind] for kind in ("kernel", "memcpy", "memset")}
    copies: dict[str, int] = {}
    for e in cpu_events:
        if e.kind == "op" and e.name in WINDOW_COPY_OPS:
            copies[e.name] = copies.get(e.name, 0) + 1
    return TimelineWindowCounts(
        cpu_events=len(cpu_events),
        cpu_ops=sum(e.kind == "op" for e in cpu_events),
        gpu_events=len(gpu_events),
        kernels=len(gpu_kinds["kernel"]),
        kernel_us=round(sum(e.dur for e in gpu_kinds["kernel"]), 3),
        memcpy=len(gpu_kinds["memcpy"]),
        memcpy_us=round(sum(e.dur for e in gpu_kinds["memcpy"]), 3),
        memset=len(gpu_kinds["memset"]),
        copy_ops=[TimelineWindowCountsCopyOpsItem(name=name, count=count) for name, count in copies.items()],
    )


# a window with a stretch in which none of its events runs, at least this share of it, is drawn
# with that stretch cut short too (a training call's forward and backward far apart)
IDLE_SHARE = 0.5
# a window whose GPU work starts this share of it or more after its CPU work ended is drawn
# with that stretch cut short (a graph replay's op returns in microseconds, its kernels run
# behind the work queued before them)
QUEUED_SHARE = 0.8


def queued_stretch(cpu_events: list[TimelineCpuEvent], gpu_events: list[TimelineGpuEvent]) -> Optional[QueuedStretch]:
    """{start, end, us}: the stretch between the end of a call's CPU work and the start of its
    first GPU row, where all its GPU work runs after its CPU work and that stretch is
    QUEUED_SHARE of the window or more; None otherwise."""
    if not cpu_events or not gpu_events:
        return None
    cpu_end = max(e.ts + e.dur for e in cpu_events)
    gpu_start = min(e.ts for e in gpu_events)
    start = min(min(e.ts for e in cpu_events), gpu_start)
    end = max(cpu_end, max(e.ts + e.dur for e in gpu_events))
    if gpu_start <= cpu_end or gpu_start - cpu_end < QUEUED_SHARE * (end - start):
        return None
    return QueuedStretch(start=cpu_end, end=gpu_start, us=round(gpu_start - cpu_end, 3))


def idle_stretch(cpu_events: list[TimelineCpuEvent], gpu_events: list[TimelineGpuEvent]) -> Optional[IdleStretch]:
    """{start, end, us}: the longest stretch of the window in which none of its events runs
    (the longest hole in the union of its CPU events and GPU rows), where it is IDLE_SHARE of
    the window or more; None otherwise."""
    rows: list[Union[TimelineCpuEvent, TimelineGpuEvent]] = [*cpu_events, *gpu_events]
    spans = sorted((e.ts, e.ts + e.dur) for e in rows)
    if not spans:
        return None
    holes, end = _holes(spans)
    if not holes:
        return None
    start, stop = max(holes, key=lambda h: h[1] - h[0])  # (the first of equal ones)
    if stop - start < IDLE_SHARE * (end - spans[0][0]):
        return None
    return IdleStretch(start=start, end=stop, us=round(stop - start, 3))


def _holes(spans: list) -> tuple:
    """The holes in the union of spans [(start, end)] sorted by start, as [start, end] pairs,
    and the union's end: what a window's idle stretch and a phase's GPU gaps are made of."""
    holes, reach = [], spans[0][1]
    for s, e in spans[1:]:
        if s > reach:
            holes.append([reach, s])
        reach = max(reach, e)
    return holes, reach


def _cpu_event(store: TimelineStore, r: list) -> TimelineCpuEvent:
    ts, dur, name, depth, kind, phase, pid, tid, corr, shapes, seq, fwd_tid = r
    event = TimelineCpuEvent(
        ts=ts,
        dur=dur,
        name=store.strings[int(name)],
        depth=int(depth),
        kind=CPU_KINDS[int(kind)],
        phase=PHASES[int(phase)],
        pid=int(pid),
        tid=int(tid),
    )
    if corr >= 0:
        event.correlation = int(corr)
    if shapes >= 0:
        event.input_dims = store.strings[int(shapes)]
    if seq >= 0:  # (what links a backward op to its forward op, in an export)
        event.sequence_number = int(seq)
        event.fwd_thread_id = int(fwd_tid) if fwd_tid >= 0 else 0
    return event


def _gpu_event(store: TimelineStore, r: list) -> TimelineGpuEvent:
    ts, dur, name, kind, device, stream, launch, corr, config = r
    event = TimelineGpuEvent(
        ts=ts,
        dur=dur,
        name=store.strings[int(name)],
        kind=GPU_KINDS[int(kind)],
        device=int(device),
        stream=int(stream),
        launched_by=int(launch),
    )
    if corr >= 0:
        event.correlation = int(corr)
    if config >= 0:
        event.config = msgspec.convert(store.configs[int(config)], LaunchConfig)
    return event


def _projection(
    window_cpu: list[TimelineCpuEvent], gpu_events: list[TimelineGpuEvent], phase: Literal["forward", "backward"]
) -> TimelineProjection:
    """The GPU projection of one phase of a window (projection.py's terms), with the GPU's
    idle gaps inside its range (the holes in the union of its rows)."""
    intervals = sorted((e.ts, e.ts + e.dur) for e in gpu_events if window_cpu[e.launched_by].phase == phase)
    if not intervals:
        return TimelineProjection(phase=phase, start=None, end=None, busy_us=0.0, idle_us=0.0, gaps=[])
    gaps, end = _holes(intervals)
    start = intervals[0][0]
    busy = end - start - sum(b - a for a, b in gaps)  # (the union: the range less its holes)
    return TimelineProjection(
        phase=phase,
        start=start,
        end=end,
        busy_us=round(busy, 3),
        idle_us=round(max(end - start - busy, 0.0), 3),
        gaps=gaps,
    )


def chrome_trace(window: TimelineWindow, start: Optional[float] = None, end: Optional[float] = None) -> ChromeTrace:
    """The window as a Chrome trace (the JSON Object Format): its events as complete ("X")
    events, CPU ones on their process and thread, GPU ones on a process per device and a
    thread per stream, each launch joined to its GPU rows by a flow ("s" / "f", Kineto's
    "ac2g"), so Perfetto and chrome://tracing draw the arrows; the project's reader reads it
    back as a Kineto trace. start, end (trace µs): only what the Timeline shows zoomed in,
    the events overlapping [start, end] cut to it (args say "clipped to the window"), and the
    flows whose launch and GPU row are both kept."""
    cpu, gpu = _zoomed(window, start, end)
    events: list[ChromeTraceEvent] = []
    for e, clipped in cpu:
        args: dict[str, Any] = {}
        if e.correlation is not msgspec.UNSET:
            args["correlation"] = e.correlation
        if e.input_dims is not msgspec.UNSET:
            args["Input Dims"] = _dims_value(e.input_dims)
        if e.sequence_number is not msgspec.UNSET:
            args["Sequence number"] = e.sequence_number
            args["Fwd thread id"] = e.fwd_thread_id
        if clipped:
            args["clipped to the window"] = True
        cat = _CPU_CATEGORY[e.kind]
        events.append(
            ChromeTraceEvent(ph="X", cat=cat, name=e.name, pid=e.pid, tid=e.tid, ts=e.ts, dur=e.dur, args=args)
        )
    for g, clipped, launched_by in gpu:
        args = {"device": g.device, "stream": g.stream}
        if g.correlation is not msgspec.UNSET:
            args["correlation"] = g.correlation
        if g.config is not msgspec.UNSET:
            for k, v in msgspec.structs.asdict(g.config).items():
                if v is not None and v is not msgspec.UNSET:
                    args[_CONFIG_ARG.get(k, k)] = v
        if clipped:
            args["clipped to the window"] = True
        cat = _GPU_CATEGORY[g.kind]
        events.append(
            ChromeTraceEvent(ph="X", cat=cat, name=g.name, pid=g.device, tid=g.stream, ts=g.ts, dur=g.dur, args=args)
        )
        if g.correlation is not msgspec.UNSET and launched_by is not None:
            launcher = cpu[launched_by][0]
            flow = {"id": g.correlation, "cat": "ac2g", "name": "ac2g"}
            events.append(ChromeTraceEvent(**flow, ph="s", pid=launcher.pid, tid=launcher.tid, ts=launcher.ts))
            events.append(ChromeTraceEvent(**flow, ph="f", bp="e", pid=g.device, tid=g.stream, ts=g.ts))
    return ChromeTrace(
        schemaVersion=1,
        displayTimeUnit="ms",
        traceName=f"{window.scope} call {window.call}",
        otherData=ChromeTraceScope(scope=window.scope, scope_id=window.scope_id, call=window.call),
        traceEvents=events,
    )


_CPU_CATEGORY = {"op": "cpu_op", "label": "user_annotation", "module": "python_function", "launch": "cuda_runtime"}
_GPU_CATEGORY = {"kernel": "kernel", "memcpy": "gpu_memcpy", "memset": "gpu_memset"}


def _zoomed(window: TimelineWindow, start: Optional[float], end: Optional[float]) -> tuple[list, list]:
    """The window's rows cut to [start, end] (all of them where neither is given): -> ([(CPU
    row, clipped)], [(GPU row, clipped, the index of its launch among the CPU rows kept, or
    None where its launch is outside, so no flow is drawn to it)]), each row overlapping the
    range cut to it (clipped where it was)."""
    lo = -math.inf if start is None else start
    hi = math.inf if end is None else end

    def cut(rows: list) -> list:
        out = []
        for i, e in enumerate(rows):
            s, t = e.ts, e.ts + e.dur
            if t < lo or s > hi:
                continue
            clipped = s < lo or t > hi
            kept = msgspec.structs.replace(e, ts=max(s, lo), dur=round(min(t, hi) - max(s, lo), 3)) if clipped else e
            out.append((i, kept, clipped))
        return out

    cpu, gpu = cut(window.cpu), cut(window.gpu)
    index = {i: n for n, (i, _, _) in enumerate(cpu)}
    return [(e, clipped) for _, e, clipped in cpu], [(g, clipped, index.get(g.launched_by)) for _, g, clipped in gpu]


def _dims_value(text: str):
    try:
        return json.loads(text)
    except ValueError:
        return text


# the report's launch-configuration keys as Kineto names them in a kernel's args
_CONFIG_ARG = {
    "registers_per_thread": "registers per thread",
    "shared_memory": "shared memory",
    "blocks_per_sm": "blocks per SM",
    "warps_per_sm": "warps per SM",
    "occupancy": "est. achieved occupancy %",
    "occupancy_unmeasured": "occupancy not measured",
}
