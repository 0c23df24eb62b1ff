"""The timelines of scope calls: what the tab's Timeline view draws of one call, kept with
the tab's extras (bounded), and the queries on them (one call's window; the window as a
Chrome trace that Perfetto and chrome://tracing open).

Terms:
- call: a forward scope instance that counts as a call of its key (outermost of its key,
  not recomputed: scope_times.py), numbered per key in start order from 0.
- window of a call: its CPU subtree (projection.py) with the kernels, memcpy and memset
  launched from it, then its backward work (the outermost backward ops mapped to it or to a
  scope instance inside it, with their subtrees and launches). Its duration, for picking,
  runs from the call's start to its CPU end or its last GPU row's end, whichever is later.
- queued stretch: where a call's GPU work all starts long after its CPU work ended (a graph
  replay: its op returns at once, its kernels run behind the work queued before them), the
  time between, which the Timeline view draws cut short (queued_stretch).
- picks: per key, the median call (the lower one of an even count), the slowest and the
  fastest, by that duration.
- kept: the calls whose windows are stored: the picks of every key first (keys by their
  calls' summed duration, largest first), then the other calls in start order, until the
  trace's event budget is spent; a window longer than INSTANCE_EVENT_LIMIT keeps its first
  events by start and counts the rest as dropped.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from typing import Any, Optional

import numpy as np

from ..reader import NONE_ID
from .context import PHASES, AnalysisContext
from .projection import GpuProjection, LaunchedFrom

TIMELINE_EVENT_BUDGET = 40_000  # events stored per trace, all kept windows together
INSTANCE_EVENT_LIMIT = 10_000  # events stored of one window at most
MAX_LISTED_CALLS = 20_000  # calls whose durations are listed per key (for the picker)

# columns of the stored event tables (float64: ids and times alike are exact below 2**53)
CPU_COLUMNS = ("ts", "dur", "name", "depth", "kind", "phase", "pid", "tid", "corr", "shapes", "seq", "fwd_tid")
GPU_COLUMNS = ("ts", "dur", "name", "kind", "device", "stream", "launch", "corr", "config")
CPU_KINDS = ("op", "label", "module", "launch")
GPU_KINDS = ("kernel", "memcpy", "memset")


@dataclass(frozen=True)
class KeyTimelines:
    durations: list  # per call (the first MAX_LISTED_CALLS), µs
    starts: list  # per call, µs
    count: int  # calls
    picks: dict  # "median" / "slowest" / "fastest" -> call number
    # call number -> (cpu lo, cpu hi, gpu lo, gpu hi, dropped events, stack): stack the string
    # id of the call's frames (call_sites.py), innermost first, one a line (-1: none)
    kept: dict


@dataclass(frozen=True)
class TimelineStore:
    strings: list
    configs: list  # launch configurations (dicts), by id
    keys: dict  # scope id -> KeyTimelines
    cpu: np.ndarray  # (events, len(CPU_COLUMNS))
    gpu: np.ndarray  # (events, len(GPU_COLUMNS))

    def nbytes(self) -> int:
        calls = sum(len(k.durations) for k in self.keys.values())
        return int(self.cpu.nbytes + self.gpu.nbytes) + 40 * calls + sum(len(s) + 50 for s in self.strings)

    def to_json(self) -> dict:
        return {
            "strings": self.strings,
            "configs": self.configs,
            "keys": {
                str(k): {
                    "durations": t.durations,
                    "starts": t.starts,
                    "count": t.count,
                    "picks": t.picks,
                    "kept": {str(n): list(v) for n, v in t.kept.items()},
                }
                for k, t in self.keys.items()
            },
            "cpu": self.cpu.reshape(-1).tolist(),
            "gpu": self.gpu.reshape(-1).tolist(),
        }

    @classmethod
    def from_json(cls, doc: Any, n_names: int) -> Optional[TimelineStore]:
        """The cache's document back; None when it is not what to_json writes (the cache is
        untrusted: every index must point inside what it indexes)."""
        try:
            strings = [str(s) for s in doc["strings"]]
            configs = [dict(c) for c in doc["configs"]]
            cpu = np.asarray(doc["cpu"], dtype=np.float64).reshape(-1, len(CPU_COLUMNS))
            gpu = np.asarray(doc["gpu"], dtype=np.float64).reshape(-1, len(GPU_COLUMNS))
            keys = {}
            for k, t in doc["keys"].items():
                kept = {int(n): tuple(int(x) for x in v) for n, v in t["kept"].items()}
                if not 0 <= int(k) < n_names or any(
                    len(v) != 6
                    or not (0 <= v[0] <= v[1] <= len(cpu) and 0 <= v[2] <= v[3] <= len(gpu))
                    or not -1 <= v[5] < len(strings)
                    for v in kept.values()
                ):
                    return None
                keys[int(k)] = KeyTimelines(
                    durations=[float(x) for x in t["durations"]],
                    starts=[float(x) for x in t["starts"]],
                    count=int(t["count"]),
                    picks={str(p): int(n) for p, n in t["picks"].items()},
                    kept=kept,
                )
        except (KeyError, TypeError, ValueError, AttributeError):
            return None
        for table, name_col, extra in ((cpu, 2, 9), (gpu, 2, None)):
            if len(table) and not (table[:, name_col].min() >= 0 and table[:, name_col].max() < len(strings)):
                return None
            if extra is not None and len(table) and table[:, extra].max() >= len(strings):
                return None
        if len(gpu) and gpu[:, 8].max() >= len(configs):
            return None
        return cls(strings, configs, keys, cpu, gpu)


class _Strings:
    """The store's own strings: each text once, numbered as first seen."""

    def __init__(self):
        self.out: list = []
        self.index: dict = {}

    def id(self, text: str) -> int:
        i = self.index.get(text)
        if i is None:
            i = self.index[text] = len(self.out)
            self.out.append(text)
        return i


def timeline_store(ctx: AnalysisContext, projection: GpuProjection) -> TimelineStore:
    """The kept windows of every key (see the module's terms)."""
    scopes = ctx.scopes
    calls = np.flatnonzero(scopes.outermost & ~scopes.recomputed)
    empty = TimelineStore([], [], {}, np.empty((0, len(CPU_COLUMNS))), np.empty((0, len(GPU_COLUMNS))))
    if not len(calls):
        return empty
    cpu = ctx.data.cpu
    starts = cpu.ts[scopes.inst_row[calls]]
    calls = calls[np.lexsort((calls, starts, scopes.inst_key[calls]))]  # by key, then start
    launched = projection.launched_from(ctx)
    ends = launched.ends
    durations = projection.window_end(ctx, calls) - cpu.ts[scopes.inst_row[calls]]
    backward = _BackwardOf(ctx, ends)

    builder = _Builder(ctx, ends, launched)
    per_key: dict = {}
    keys = scopes.inst_key[calls]
    bounds = np.flatnonzero(np.diff(np.concatenate([[-1], keys, [-2]])))
    groups = []
    for lo, hi in zip(bounds[:-1].tolist(), bounds[1:].tolist()):
        groups.append((int(keys[lo]), calls[lo:hi], durations[lo:hi]))
    groups.sort(key=lambda g: -float(np.nansum(g[2])))
    wanted: list = []  # (key, call number, instance), in the order they are kept
    for key, insts, durs in groups:
        by_duration = np.argsort(durs, kind="stable")
        picks = {
            "median": int(by_duration[(len(durs) - 1) // 2]),
            "slowest": int(by_duration[-1]),
            "fastest": int(by_duration[0]),
        }
        per_key[key] = (insts, durs, picks)
        for n in dict.fromkeys(picks.values()):
            wanted.append((key, n, int(insts[n])))
    for key, insts, _ in groups:
        picked = set(per_key[key][2].values())
        wanted.extend((key, n, int(i)) for n, i in enumerate(insts.tolist()) if n not in picked)

    kept: dict = {key: {} for key in per_key}
    for key, n, inst in wanted:
        if builder.events >= TIMELINE_EVENT_BUDGET:
            break
        row = int(scopes.inst_row[inst])
        frames = ctx.call_sites.stack(ctx.data, row)
        stack = builder.strings.id("\n".join(frames)) if frames else -1
        kept[key][n] = (*builder.add(row, backward.of(row)), stack)
        ctx.checkpoint()
    out_keys = {}
    for key, (insts, durs, picks) in per_key.items():
        out_keys[key] = KeyTimelines(
            durations=[round(float(d), 3) for d in durs[:MAX_LISTED_CALLS].tolist()],
            starts=[float(s) for s in cpu.ts[scopes.inst_row[insts[:MAX_LISTED_CALLS]]].tolist()],
            count=len(insts),
            picks=picks,
            kept=kept[key],
        )
    return builder.store(out_keys)


class _BackwardOf:
    """The backward work of a call: the outermost backward ops mapped to it or to any scope
    instance inside it (the report's backward time of a scope counts those of the scopes it
    holds), in start order. Recompute roots are left out: they are instances themselves."""

    def __init__(self, ctx: AnalysisContext, ends: np.ndarray):
        rows, instances = ctx.backward_windows()
        keep = len(rows) - len(ctx.recompute_roots)
        rows, instances = rows[:keep], instances[:keep]
        self.position = ctx.model.position
        at = self.position[ctx.scopes.inst_row[instances]] if len(instances) else np.zeros(0, dtype=np.int64)
        by = np.argsort(at, kind="stable")
        self.at, self.rows, self.ts = at[by], rows[by], ctx.data.cpu.ts
        self.ends = ends

    def of(self, row: int) -> list:
        lo = np.searchsorted(self.at, self.position[row], side="left")
        hi = np.searchsorted(self.at, self.ends[row], side="left")
        found = self.rows[lo:hi]
        return found[np.argsort(self.ts[found], kind="stable")].tolist()


class _Builder:
    """Appends windows to the store's event tables."""

    def __init__(self, ctx: AnalysisContext, ends: np.ndarray, launched: LaunchedFrom):
        self.ctx, self.ends, self.launched = ctx, ends, launched
        self.strings = _Strings()
        self.configs: list = []
        self.config_ids: dict = {}
        self.cpu_rows: list = []
        self.gpu_rows: list = []
        self.events = 0

    def _subtree(self, row: int) -> np.ndarray:
        model = self.ctx.model
        rows = model.order[model.position[row] : self.ends[row]]
        return rows[rows < model.n_cpu]

    def add(self, row: int, backward_rows: list) -> tuple:
        """Stores one call's window; -> (cpu lo, cpu hi, gpu lo, gpu hi, dropped events)."""
        ctx = self.ctx
        cpu, gpu, strings = ctx.data.cpu, ctx.data.gpu, ctx.data.strings
        windows = [(row, 0)] + [(r, 1) for r in backward_rows]
        rows_phases = [(self._subtree(r), ph) for r, ph in windows]
        gpu_of = [self.launched.rows_of(r) for r, _ in windows]
        total = sum(len(r) for r, _ in rows_phases) + sum(len(g) for g in gpu_of)
        cpu_lo, gpu_lo = len(self.cpu_rows), len(self.gpu_rows)
        room = INSTANCE_EVENT_LIMIT
        index_of_row: dict = {}
        parent = ctx.model.parent
        for rows, phase in rows_phases:
            depth: dict = {}
            for r in rows[: max(room, 0)].tolist():
                p = int(parent[r])
                d = depth[p] + 1 if p in depth else 0
                depth[r] = d
                shapes = cpu.shapes.get(r)
                dims = self.strings.id(_dims_text(shapes[0])) if shapes and shapes[0] is not None else -1
                index_of_row[r] = len(self.cpu_rows) - cpu_lo
                self.cpu_rows.append(
                    (
                        cpu.ts[r],
                        cpu.dur[r],
                        self.strings.id(strings[cpu.name[r]]),
                        d,
                        int(cpu.kind[r]),
                        phase,
                        int(cpu.pid[r]),
                        int(cpu.tid[r]),
                        _id(cpu.corr[r]),
                        dims,
                        _id(cpu.seq[r]),
                        _id(cpu.fwd_tid[r]),
                    )
                )
            room -= len(rows)
        launch = ctx.launch_of_gpu
        for g in np.concatenate(gpu_of).tolist() if gpu_of else []:
            launcher = index_of_row.get(int(launch[g]))
            if launcher is None:
                continue  # its launch was past the window's limit
            self.gpu_rows.append(
                (
                    gpu.ts[g],
                    gpu.dur[g],
                    self.strings.id(strings[gpu.name[g]]),
                    int(gpu.kind[g]),
                    int(gpu.device[g]),
                    int(gpu.stream[g]),
                    launcher,
                    _id(gpu.corr[g]),
                    self._config(g),
                )
            )
        kept = (len(self.cpu_rows) - cpu_lo) + (len(self.gpu_rows) - gpu_lo)
        self.events += kept
        return (cpu_lo, len(self.cpu_rows), gpu_lo, len(self.gpu_rows), total - kept)

    def _config(self, g: int) -> int:
        config = self.ctx.data.gpu.config.get(g)
        if config is None:
            return -1
        key = repr(sorted(config.items()))
        i = self.config_ids.get(key)
        if i is None:
            i = self.config_ids[key] = len(self.configs)
            self.configs.append(config)
        return i

    def store(self, keys: dict) -> TimelineStore:
        cpu = np.array(self.cpu_rows, dtype=np.float64).reshape(-1, len(CPU_COLUMNS))
        gpu = np.array(self.gpu_rows, dtype=np.float64).reshape(-1, len(GPU_COLUMNS))
        return TimelineStore(self.strings.out, self.configs, keys, cpu, gpu)


def _id(value) -> int:
    """An id column's value, -1 where absent."""
    return -1 if value == NONE_ID else int(value)


def _dims_text(dims) -> str:
    return dims if isinstance(dims, str) else json.dumps(dims)


# --- queries --------------------------------------------------------------------------


def timeline_window(store: TimelineStore, scope_names: list, scope_id: int, call: Optional[str]) -> dict:
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
    for phase in range(len(PHASES)):
        evs = [e for e in cpu_events if e["phase"] == PHASES[phase] and e["depth"] == 0]
        if evs:
            phases.append({"phase": PHASES[phase], "start": evs[0]["ts"], "end": max(e["ts"] + e["dur"] for e in evs)})
    return {
        "scope": scope_names[scope_id],
        "scope_id": scope_id,
        "call": n,
        "count": timelines.count,
        "picks": timelines.picks,
        "kept": sorted(timelines.kept),
        "durations": timelines.durations,
        "dropped": dropped,
        # the Python frames around the call (with_stack=True), innermost first
        "stack": store.strings[stack].split("\n") if stack >= 0 else [],
        "phases": phases,
        "start": min([e["ts"] for e in cpu_events] + [e["ts"] for e in gpu_events]) if cpu_events else None,
        "end": max([e["ts"] + e["dur"] for e in cpu_events] + [e["ts"] + e["dur"] for e in gpu_events])
        if cpu_events
        else None,
        "cpu": cpu_events,
        "gpu": gpu_events,
        "projection": [_projection(cpu_events, gpu_events, ph["phase"]) for ph in phases],
        "queued": queued_stretch(cpu_events, gpu_events),
        "counts": window_counts(cpu_events, gpu_events),
    }


# the CPU ops that copy a tensor, as a window's counts name them (the naive demo's clone)
WINDOW_COPY_OPS = frozenset({"aten::clone", "aten::copy_", "aten::_to_copy", "aten::contiguous"})


def window_counts(cpu_events: list, gpu_events: list) -> dict:
    """What the Timeline's header and Compare's timeline lines say of a window: its CPU events
    and ops, its kernels, memcpys and memsets with their summed times (µs), and its copy ops
    by name with their calls, in the order they first run."""
    gpu_kinds = {kind: [e for e in gpu_events if e["kind"] == kind] for kind in ("kernel", "memcpy", "memset")}
    copies: dict = {}
    for e in cpu_events:
        if e["kind"] == "op" and e["name"] in WINDOW_COPY_OPS:
            copies[e["name"]] = copies.get(e["name"], 0) + 1
    return {
        "cpu_events": len(cpu_events),
        "cpu_ops": sum(e["kind"] == "op" for e in cpu_events),
        "gpu_events": len(gpu_events),
        "kernels": len(gpu_kinds["kernel"]),
        "kernel_us": round(sum(e["dur"] for e in gpu_kinds["kernel"]), 3),
        "memcpy": len(gpu_kinds["memcpy"]),
        "memcpy_us": round(sum(e["dur"] for e in gpu_kinds["memcpy"]), 3),
        "memset": len(gpu_kinds["memset"]),
        "copy_ops": [{"name": name, "count": count} for name, count in copies.items()],
    }


# a window whose GPU work starts this share of it or more after its CPU work ended is drawn
# with that stretch cut short (a graph replay's op returns in microseconds, its kernels run
# behind the work queued before them)
QUEUED_SHARE = 0.8


def queued_stretch(cpu_events: list, gpu_events: list) -> Optional[dict]:
    """{start, end, us}: the stretch between the end of a call's CPU work and the start of its
    first GPU row, where all its GPU work runs after its CPU work and that stretch is
    QUEUED_SHARE of the window or more; None otherwise."""
    if not cpu_events or not gpu_events:
        return None
    cpu_end = max(e["ts"] + e["dur"] for e in cpu_events)
    gpu_start = min(e["ts"] for e in gpu_events)
    start = min(min(e["ts"] for e in cpu_events), gpu_start)
    end = max(cpu_end, max(e["ts"] + e["dur"] for e in gpu_events))
    if gpu_start <= cpu_end or gpu_start - cpu_end < QUEUED_SHARE * (end - start):
        return None
    return {"start": cpu_end, "end": gpu_start, "us": round(gpu_start - cpu_end, 3)}


def _cpu_event(store: TimelineStore, r: list) -> dict:
    ts, dur, name, depth, kind, phase, pid, tid, corr, shapes, seq, fwd_tid = r
    event = {
        "ts": ts,
        "dur": dur,
        "name": store.strings[int(name)],
        "depth": int(depth),
        "kind": CPU_KINDS[int(kind)],
        "phase": PHASES[int(phase)],
        "pid": int(pid),
        "tid": int(tid),
    }
    if corr >= 0:
        event["correlation"] = int(corr)
    if shapes >= 0:
        event["input_dims"] = store.strings[int(shapes)]
    if seq >= 0:  # (what links a backward op to its forward op, in an export)
        event["sequence_number"] = int(seq)
        event["fwd_thread_id"] = int(fwd_tid) if fwd_tid >= 0 else 0
    return event


def _gpu_event(store: TimelineStore, r: list) -> dict:
    ts, dur, name, kind, device, stream, launch, corr, config = r
    event = {
        "ts": ts,
        "dur": dur,
        "name": store.strings[int(name)],
        "kind": GPU_KINDS[int(kind)],
        "device": int(device),
        "stream": int(stream),
        "launched_by": int(launch),
    }
    if corr >= 0:
        event["correlation"] = int(corr)
    if config >= 0:
        event["config"] = store.configs[int(config)]
    return event


def _projection(window_cpu: list, gpu_events: list, phase: str) -> dict:
    """The GPU projection of one phase of a window (projection.py's terms), with the GPU's
    idle gaps inside its range (the holes in the union of its rows)."""
    intervals = sorted(
        (e["ts"], e["ts"] + e["dur"]) for e in gpu_events if window_cpu[e["launched_by"]]["phase"] == phase
    )
    if not intervals:
        return {"phase": phase, "start": None, "end": None, "busy_us": 0.0, "idle_us": 0.0, "gaps": []}
    gaps, reach = [], intervals[0][1]
    for s, e in intervals[1:]:
        if s > reach:
            gaps.append([reach, s])
        reach = max(reach, e)
    start, end = intervals[0][0], max(e for _, e in intervals)
    busy = end - start - sum(b - a for a, b in gaps)  # (the union: the range less its holes)
    return {
        "phase": phase,
        "start": start,
        "end": end,
        "busy_us": round(busy, 3),
        "idle_us": round(max(end - start - busy, 0.0), 3),
        "gaps": gaps,
    }


def chrome_trace(window: dict, start: Optional[float] = None, end: Optional[float] = None) -> dict:
    """The window as a Chrome trace (the JSON Object Format): its events as complete ("X")
    events, CPU ones on their process and thread, GPU ones on a process per device and a
    thread per stream, each launch joined to its GPU rows by a flow ("s" / "f", Kineto's
    "ac2g"), so Perfetto and chrome://tracing draw the arrows; the project's reader reads it
    back as a Kineto trace. start, end (trace µs): only what the Timeline shows zoomed in,
    the events overlapping [start, end] cut to it (args say "clipped to the window"), and the
    flows whose launch and GPU row are both kept."""
    window = _zoomed(window, start, end) if start is not None or end is not None else window
    events: list = []
    for e in window["cpu"]:
        cat = {"op": "cpu_op", "label": "user_annotation", "module": "python_function", "launch": "cuda_runtime"}[
            e["kind"]
        ]
        args: dict = {}
        if "correlation" in e:
            args["correlation"] = e["correlation"]
        if "input_dims" in e:
            args["Input Dims"] = _dims_value(e["input_dims"])
        if "sequence_number" in e:
            args["Sequence number"] = e["sequence_number"]
            args["Fwd thread id"] = e["fwd_thread_id"]
        if e.get("clipped"):
            args["clipped to the window"] = True
        events.append(
            {
                "ph": "X",
                "cat": cat,
                "name": e["name"],
                "pid": e["pid"],
                "tid": e["tid"],
                "ts": e["ts"],
                "dur": e["dur"],
                "args": args,
            }
        )
    for e in window["gpu"]:
        cat = {"kernel": "kernel", "memcpy": "gpu_memcpy", "memset": "gpu_memset"}[e["kind"]]
        args = {"device": e["device"], "stream": e["stream"]}
        if "correlation" in e:
            args["correlation"] = e["correlation"]
        for k, v in (e.get("config") or {}).items():
            if v is not None:
                args[_CONFIG_ARG.get(k, k)] = v
        if e.get("clipped"):
            args["clipped to the window"] = True
        events.append(
            {
                "ph": "X",
                "cat": cat,
                "name": e["name"],
                "pid": e["device"],
                "tid": e["stream"],
                "ts": e["ts"],
                "dur": e["dur"],
                "args": args,
            }
        )
        launcher = window["cpu"][e["launched_by"]] if e["launched_by"] >= 0 else None
        if "correlation" in e and launcher is not None:
            flow = {"id": e["correlation"], "cat": "ac2g", "name": "ac2g"}
            events.append({**flow, "ph": "s", "pid": launcher["pid"], "tid": launcher["tid"], "ts": launcher["ts"]})
            events.append({**flow, "ph": "f", "bp": "e", "pid": e["device"], "tid": e["stream"], "ts": e["ts"]})
    return {
        "schemaVersion": 1,
        "displayTimeUnit": "ms",
        "traceName": f"{window['scope']} call {window['call']}",
        "otherData": {"scope": window["scope"], "scope_id": window["scope_id"], "call": window["call"]},
        "traceEvents": events,
    }


def _zoomed(window: dict, start: Optional[float], end: Optional[float]) -> dict:
    """The window cut to [start, end]: the CPU and GPU rows overlapping it, each cut to it
    (marked clipped where it was), a GPU row's launched_by renumbered among the CPU rows
    kept (-1: its launch is outside, so no flow is drawn to it)."""
    lo = -math.inf if start is None else start
    hi = math.inf if end is None else end

    def cut(rows: list) -> list:
        out = []
        for i, e in enumerate(rows):
            s, t = e["ts"], e["ts"] + e["dur"]
            if t < lo or s > hi:
                continue
            kept = dict(e, _index=i)
            if s < lo or t > hi:
                kept.update(ts=max(s, lo), dur=round(min(t, hi) - max(s, lo), 3), clipped=True)
            out.append(kept)
        return out

    cpu, gpu = cut(window["cpu"]), cut(window["gpu"])
    index = {e.pop("_index"): n for n, e in enumerate(cpu)}
    for e in gpu:
        del e["_index"]
        e["launched_by"] = index.get(e["launched_by"], -1)
    return dict(window, cpu=cpu, gpu=gpu)


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
}
