"""Graph captures merged into their replays: a CUDA or HIP graph replay's kernels have no
launch of their own, and the capture trace beside it (vLLM's capture_traces/, SGLang's
bs_<bs>_rank<tp>.json.gz) holds the CPU ops, modules, labels and shapes they were captured
under but no kernel that ran. Merged, each replayed kernel gets the launch it was captured
from, inside the ops it was captured under, and every analysis reads the replay as it
reads an eager trace (as TraceLens' Trace2Tree/trace_capture_merge.py does).

Terms:
- capture window: from the end of a StreamBeginCapture to the start of the next
  StreamEndCapture on its thread (cuda or hip).
- captured launch: a launch row inside a capture window named as a kernel launch
  (…LaunchKernel…), a copy (…Memcpy…) or a set (…Memset…): what the graph holds, in start
  order. ROCm names each launch's kernel (the "kernel" arg); CUDA does not.
- replay: a graph launch row of the replay trace (patterns.is_graph_launch) and the
  GPU rows carrying its correlation id, in start order.
- pairing: replay k with capture k where there are as many of each; every replay with the
  one capture where there is one; else none (not guessed).
- match: as many GPU rows as captured launches, each of the kind its launch makes (kernel,
  memcpy, memset) and, where the capture names the kernel, of that name; or fewer GPU rows
  that match the captured launches before the last few (at most TAIL_TOLERANCE of them, or
  1% of the launches, fewer than it ran): launches at the end of the graph that no replay runs (a ROCm serving
  trace's last captured GEMM never ran, in the capture's own replay either), merged without
  GPU rows and said in the merge line. The first replay that does not match stops the merge
  there: it and the replays after it stay as they were, and a warning says where (replay,
  position, both names).
- merge line: what the merge did, in words (capture_merge.line): what the text report and
  the tab print.
- merged rows: a capture window's host rows (its ops, labels, module calls and captured
  launches), copied onto the graph launch's thread with their times mapped into the graph
  launch's span: their CPU time is the launch call's, shared in proportion to their
  captured durations (the capture's own CPU time is not the replay's). Each captured
  launch gets a fresh correlation id, which its replayed GPU row takes.
- merged frames: the capture's Python frames around a merged window's rows, mapped as they
  are (a frame around the whole window spans the whole graph launch): a replayed call's call
  site is the one of its captured launch (capture_merge.frames_merged says how many).
"""

from __future__ import annotations

import dataclasses
import re
from typing import Optional

import numpy as np

from ..core.words import counted, verb
from ..names import patterns
from .columns import KERNEL, LAUNCH, MEMCPY, MEMSET, NONE_ID, FrameEvents, TraceData, name_hits

_BEGIN = re.compile(r"^(cuda|hip)StreamBeginCapture")
_END = re.compile(r"^(cuda|hip)StreamEndCapture")
_CAPTURED = re.compile(r"LaunchKernel|Memcpy|Memset")
# a share of the graph launch's span left at each end, so the merged rows nest inside it
_INSET = 1e-3


def _named(data: TraceData, rows: np.ndarray, test) -> np.ndarray:
    """The rows whose names pass test (a pattern's search, or a predicate)."""
    test = test.search if isinstance(test, re.Pattern) else test
    return rows[name_hits(data.strings, data.cpu.name[rows], test)]


def capture_windows(capture: TraceData) -> list:
    """-> [(pid, tid, start, end, host rows, captured launches)] in start order."""
    cpu = capture.cpu
    launches = np.flatnonzero(cpu.kind == LAUNCH)
    begins = _named(capture, launches, _BEGIN)
    ends = _named(capture, launches, _END)
    begins = begins[np.argsort(cpu.ts[begins], kind="stable")]
    windows = []
    for b in begins.tolist():
        same = ends[(cpu.pid[ends] == cpu.pid[b]) & (cpu.tid[ends] == cpu.tid[b]) & (cpu.ts[ends] >= cpu.ts[b])]
        if not len(same):
            continue
        e = int(same[np.argmin(cpu.ts[same])])
        start, end = float(cpu.ts[b] + cpu.dur[b]), float(cpu.ts[e])
        inside = np.flatnonzero(
            (cpu.pid == cpu.pid[b]) & (cpu.tid == cpu.tid[b]) & (cpu.ts >= start) & (cpu.ts + cpu.dur <= end)
        )
        inside = inside[np.argsort(cpu.ts[inside], kind="stable")]
        captured = _named(capture, inside[cpu.kind[inside] == LAUNCH], _CAPTURED)
        keep = np.concatenate([inside[cpu.kind[inside] != LAUNCH], captured])
        windows.append((cpu.pid[b], cpu.tid[b], start, end, np.sort(keep), captured))
    return windows


def replays(replay: TraceData) -> list:
    """-> [(graph launch row, its GPU rows in start order)] in start order."""
    cpu, gpu = replay.cpu, replay.gpu
    rows = _named(replay, np.flatnonzero(cpu.kind == LAUNCH), patterns.is_graph_launch)
    rows = rows[np.argsort(cpu.ts[rows], kind="stable")]
    out = []
    for r in rows.tolist():
        ran = np.flatnonzero(gpu.corr == cpu.corr[r]) if cpu.corr[r] != NONE_ID else np.zeros(0, dtype=np.int64)
        out.append((r, ran[np.lexsort((gpu.stream[ran], gpu.ts[ran]))]))
    return out


def _expected_kind(name: str) -> int:
    return MEMCPY if "Memcpy" in name else MEMSET if "Memset" in name else KERNEL


# captured launches at the end of a graph that a replay may not run and still be merged (or
# 1% of the graph's, where that is more), as long as it ran more than it left
TAIL_TOLERANCE = 1


def unreplayed_tail(replay: TraceData, capture: TraceData, captured: np.ndarray, ran: np.ndarray) -> int:
    """How many captured launches at the graph's end the replay did not run, where everything
    it ran matches the launches before them (0: none, or no such match; see the terms)."""
    tail = len(captured) - len(ran)
    if tail <= 0 or len(ran) <= tail or tail > max(TAIL_TOLERANCE, len(captured) // 100):
        return 0
    return tail if mismatch(replay, capture, captured[: len(ran)], ran) is None else 0


def mismatch(replay: TraceData, capture: TraceData, captured: np.ndarray, ran: np.ndarray) -> Optional[str]:
    """Where a replay's GPU rows stop matching the captured launches, in words; None when
    they match."""
    if len(captured) != len(ran):
        return f"{len(ran)} GPU rows replayed against {len(captured)} launches captured"
    names = capture.cpu.launch_kernel[captured].tolist()
    for i, (launch, g) in enumerate(zip(captured.tolist(), ran.tolist())):
        launch_name = capture.strings[capture.cpu.name[launch]]
        replayed = replay.strings[replay.gpu.name[g]]
        if int(replay.gpu.kind[g]) != _expected_kind(launch_name):
            return f"at launch {i + 1}, {launch_name} was captured and {replayed!r} replayed"
        if names[i] != NONE_ID and capture.strings[names[i]] != replayed:
            return f"at launch {i + 1}, kernel {capture.strings[names[i]]!r} was captured and {replayed!r} replayed"
    return None


def merge_capture(replay: TraceData, capture: TraceData) -> TraceData:
    """The replay with each matching replay's captured rows merged in (see the module's
    terms); its capture_merge says what was merged, and where the merge stopped."""
    windows = capture_windows(capture)
    runs = replays(replay)
    report: dict = {
        "capture": capture.path,
        "replays": len(runs),
        "replays_merged": 0,
        "gpu_rows_matched": 0,
        "launches_not_replayed": 0,
        "frames_merged": 0,
    }
    if not windows or not runs:
        report["mismatch"] = "no graph capture in the capture trace" if not windows else "no graph launch in this trace"
        report["line"] = merge_line(report, capture, [])
        return dataclasses.replace(replay, capture_merge=report)
    if len(windows) == len(runs):
        pairs = list(zip(runs, windows))
    elif len(windows) == 1:
        pairs = [(run, windows[0]) for run in runs]
    else:
        report["mismatch"] = f"{len(runs)} graph replays and {len(windows)} captures: which is which is not known"
        report["line"] = merge_line(report, capture, [])
        return dataclasses.replace(replay, capture_merge=report, warnings=[*replay.warnings, _warning(replay, report)])
    merged = []
    tails: list = []  # (the launches no replay ran, of each merged replay that left some)
    for k, ((launch, ran), window) in enumerate(pairs):
        why = mismatch(replay, capture, window[5], ran)
        tail = unreplayed_tail(replay, capture, window[5], ran) if why is not None else 0
        if why is not None and not tail:
            report["mismatch"] = f"replay {k + 1} (at {replay.cpu.ts[launch]:.3f} µs): {why}"
            break
        if tail:
            tails.append(window[5][len(ran) :])
        merged.append((launch, ran, window))
    report["replays_merged"] = len(merged)
    report["gpu_rows_matched"] = sum(len(ran) for _, ran, _ in merged)
    report["launches_not_replayed"] = sum(len(t) for t in tails)
    out = _grafted(replay, capture, merged) if merged else replay
    report["frames_merged"] = len(out.frames) - len(replay.frames)
    warnings = list(out.warnings)
    if "mismatch" in report:
        warnings.append(_warning(replay, report))
    else:
        report["mismatch"] = None
    report["line"] = merge_line(report, capture, tails)
    return dataclasses.replace(out, capture_merge=report, warnings=warnings)


def merge_line(report: dict, capture: TraceData, tails: list) -> str:
    """What the merge did, in words (capture_merge.line): the one sentence every view prints."""
    # (named by its file: a capture merged into its replay is listed nowhere else)
    name = report["capture"].replace("\\", "/").rsplit("/", 1)[-1]
    if not report["replays_merged"] and report.get("mismatch"):
        return f"capture {name} not merged: {report['mismatch']}"
    line = (
        f"capture {name} merged: {report['replays_merged']} of {counted(report['replays'], 'replay')}, "
        f"{report['gpu_rows_matched']} GPU rows given the ops they were captured under"
    )
    if report.get("frames_merged"):
        line += f", and their call sites from the capture's {report['frames_merged']} Python frames"
    if tails:
        names = []
        for tail in tails:
            for r in tail.tolist():
                kernel = int(capture.cpu.launch_kernel[r])
                text = capture.strings[kernel] if kernel != NONE_ID else capture.strings[capture.cpu.name[r]]
                if text not in names:
                    names.append(text)
        shown = ", ".join(n if len(n) <= 60 else n[:59] + "…" for n in names[:2])
        line += (
            f"; {counted(report['launches_not_replayed'], 'captured launch', 'captured launches')} at the graph's end "
            f"never ran in a replay "
            f"({shown}{', …' if len(names) > 2 else ''}): merged without "
            f"{verb(report['launches_not_replayed'], 'it', 'them')}"
        )
    if report.get("mismatch"):
        line += f"; stopped at {report['mismatch']}"
    return line


def _warning(replay: TraceData, report: dict) -> str:
    return (
        f"{replay.path}: the graph capture {report['capture']} does not line up with this replay ({report['mismatch']}); "
        f"{report['replays_merged']} of {report['replays']} replays merged, the rest keep their kernels without "
        "the ops they were captured under"
    )


def _grafted(replay: TraceData, capture: TraceData, merged: list) -> TraceData:
    """The replay's host rows with the merged windows' rows appended, and the replayed GPU
    rows' correlation ids pointing at their captured launches."""
    rcpu, ccpu = replay.cpu, capture.cpu
    strings = list(replay.strings)
    index = {s: i for i, s in enumerate(strings)}

    def name_id(i: int) -> int:
        if i == NONE_ID:
            return NONE_ID
        text = capture.strings[i]
        j = index.get(text)
        if j is None:
            j = index[text] = len(strings)
            strings.append(text)
        return j

    used = [rcpu.corr[rcpu.corr != NONE_ID], replay.gpu.corr[replay.gpu.corr != NONE_ID]]
    next_corr = int(max((int(u.max()) for u in used if len(u)), default=0)) + 1
    gpu_corr = replay.gpu.corr.copy()
    cols: dict = {k: [] for k in ("kind", "name", "pid", "tid", "ts", "dur", "corr", "launch_kernel")}
    shapes = dict(rcpu.shapes)
    n = len(rcpu)
    for launch, ran, (_, _, start, end, rows, captured) in merged:
        span = float(rcpu.dur[launch])
        at, room = float(rcpu.ts[launch]) + span * _INSET, span * (1 - 2 * _INSET)
        scale = room / (end - start) if end > start else 0.0
        fresh = {int(c): next_corr + i for i, c in enumerate(captured.tolist())}
        for g, c in zip(ran.tolist(), captured.tolist()):
            gpu_corr[g] = fresh[c]
        next_corr += len(captured)
        for r in rows.tolist():
            if r in ccpu.shapes:
                shapes[n + len(cols["kind"])] = ccpu.shapes[r]
            cols["kind"].append(int(ccpu.kind[r]))
            cols["name"].append(name_id(int(ccpu.name[r])))
            cols["pid"].append(int(rcpu.pid[launch]))
            cols["tid"].append(int(rcpu.tid[launch]))
            cols["ts"].append(at + (float(ccpu.ts[r]) - start) * scale)
            cols["dur"].append(float(ccpu.dur[r]) * scale)
            cols["corr"].append(fresh.get(r, NONE_ID))
            cols["launch_kernel"].append(name_id(int(ccpu.launch_kernel[r])))
    k = len(cols["kind"])
    none = np.full(k, NONE_ID, dtype=np.int64)

    def grown(column: np.ndarray, values) -> np.ndarray:
        return np.concatenate([column, np.asarray(values, dtype=column.dtype)])

    cpu = dataclasses.replace(
        rcpu,
        kind=grown(rcpu.kind, cols["kind"]),
        name=grown(rcpu.name, cols["name"]),
        pid=grown(rcpu.pid, cols["pid"]),
        tid=grown(rcpu.tid, cols["tid"]),
        ts=grown(rcpu.ts, cols["ts"]),
        dur=grown(rcpu.dur, cols["dur"]),
        ext_id=grown(rcpu.ext_id, none),
        corr=grown(rcpu.corr, cols["corr"]),
        seq=grown(rcpu.seq, none),
        fwd_tid=grown(rcpu.fwd_tid, none),
        launch_kernel=grown(rcpu.launch_kernel, cols["launch_kernel"]),
        shapes=shapes,
    )
    gpu = dataclasses.replace(replay.gpu, corr=gpu_corr)
    frames = _grafted_frames(replay, capture, merged, name_id)
    return dataclasses.replace(replay, strings=strings, cpu=cpu, gpu=gpu, frames=frames)


def _grafted_frames(replay: TraceData, capture: TraceData, merged: list, name_id) -> FrameEvents:
    """The replay's Python frames with the capture's frames around each merged window added,
    mapped as its rows are (a frame around the whole window: around the whole graph launch),
    so that a replayed call has the call site of its captured launch (call_sites.py)."""
    f, rcpu = capture.frames, replay.cpu
    cols: dict = {k: [] for k in ("name", "pid", "tid", "ts", "dur")}
    for launch, _, (pid, tid, start, end, _, _) in merged:
        span = float(rcpu.dur[launch])
        at, room = float(rcpu.ts[launch]) + span * _INSET, span * (1 - 2 * _INSET)
        scale = room / (end - start) if end > start else 0.0
        on = np.flatnonzero((f.pid == pid) & (f.tid == tid) & (f.ts < end) & (f.ts + f.dur > start))
        for i in on.tolist():
            a, b = float(f.ts[i]), float(f.ts[i] + f.dur[i])
            if a <= start and b >= end:  # (around the window: around the graph launch)
                ts, dur = float(rcpu.ts[launch]), span
            else:
                a, b = max(a, start), min(b, end)
                ts, dur = at + (a - start) * scale, (b - a) * scale
            cols["name"].append(name_id(int(f.name[i])))
            cols["pid"].append(int(rcpu.pid[launch]))
            cols["tid"].append(int(rcpu.tid[launch]))
            cols["ts"].append(ts)
            cols["dur"].append(dur)
    old = replay.frames
    if not cols["name"]:
        return old
    return FrameEvents(
        name=np.concatenate([old.name, np.asarray(cols["name"], dtype=old.name.dtype)]),
        pid=np.concatenate([old.pid, np.asarray(cols["pid"], dtype=old.pid.dtype)]),
        tid=np.concatenate([old.tid, np.asarray(cols["tid"], dtype=old.tid.dtype)]),
        ts=np.concatenate([old.ts, np.asarray(cols["ts"], dtype=old.ts.dtype)]),
        dur=np.concatenate([old.dur, np.asarray(cols["dur"], dtype=old.dur.dtype)]),
        recorded=old.recorded + len(cols["name"]),
    )
