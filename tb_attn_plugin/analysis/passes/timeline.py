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
from dataclasses import dataclass
from typing import Any, Literal, Optional

import numpy as np

from ...reader import NONE_ID
from ..context import AnalysisContext
from ..projection import GpuProjection, LaunchedFrom
from .occupancy import estimated_launch_apis, unmeasured_occupancy

TIMELINE_EVENT_BUDGET = 40_000  # events stored per trace, all kept windows together
INSTANCE_EVENT_LIMIT = 10_000  # events stored of one window at most
MAX_LISTED_CALLS = 20_000  # calls whose durations are listed per key (for the picker)

# columns of the stored event tables (float64: ids and times alike are exact below 2**53)
CPU_COLUMNS = ("ts", "dur", "name", "depth", "kind", "phase", "pid", "tid", "corr", "shapes", "seq", "fwd_tid")
GPU_COLUMNS = ("ts", "dur", "name", "kind", "device", "stream", "launch", "corr", "config")
CPU_KINDS: tuple[Literal["op", "label", "module", "launch"], ...] = ("op", "label", "module", "launch")
GPU_KINDS: tuple[Literal["kernel", "memcpy", "memset"], ...] = ("kernel", "memcpy", "memset")


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
    calls = np.flatnonzero(scopes.outermost & scopes.forward)
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
        # (a launch's reported 0% occupancy is said "not measured" by the kernel rows' rule)
        self.estimated = estimated_launch_apis(ctx)
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
        if config.get("occupancy") in (0, 0.0):  # (the kernel rows' rule: a 0 not estimated is none)
            launch = int(self.ctx.launch_of_gpu[g])
            api = self.ctx.data.strings[int(self.ctx.data.cpu.name[launch])] if launch >= 0 else None
            why = unmeasured_occupancy(0, config.get("shared_memory"), api, self.estimated)
            if why is not None:
                config = dict(config, occupancy=None, occupancy_unmeasured=why)
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
