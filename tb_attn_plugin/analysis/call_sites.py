"""Call sites: where in the user's code each attention call was made, from the Python frames
of a trace recorded with with_stack=True (the reader keeps the user's and the libraries'
frames, not their plumbing, that enclose a label, a module call or an op whose shapes it
keeps: FrameEvents; patterns.frame_kind tells them apart).

Terms:
- frame: "file.py(line): func", as Kineto names it. Its line is the one the frame was at
  when the profiler saw it: a function's first line for a call made inside the profiled
  window, the running line for a frame already open when the window started.
- library frame: installed code: a path under site-packages, dist-packages or a
  lib/pythonX.Y folder, or a relative path (Kineto writes code found on sys.path so) whose
  first part is a standard library module or an ML library (LIBRARIES).
- plumbing: library frames that are how a call is made, not where: torch's module call,
  op dispatch, autograd, profiler and compile machinery, and the standard library.
- user frame: any other code frame (the user's scripts and packages).
- call site of a row: (user, library): the innermost user frame enclosing it on its thread
  and the innermost library frame that is not plumbing (a Hugging Face model's
  `transformers/models/llama/modeling_llama.py(301): forward`), each null where none
  encloses it.
"""

from __future__ import annotations

from collections import Counter

import numpy as np

from ..model import NEST_EPSILON_US
from ..names.patterns import LIBRARY, PLUMBING, USER, frame_kind
from ..reader import TraceData

__all__ = ["LIBRARY", "PLUMBING", "USER", "CallSites", "by_place", "frame_kind"]

MAX_SITES = 20  # call sites listed per row, the most time first


class CallSites:
    """Resolves rows to their call sites (see the module's terms); built once per analysis.
    Frames are searched per thread: the innermost enclosing frame of a row is found from
    the last frame starting at or before it, climbing its enclosing frames."""

    def __init__(self, data: TraceData):
        frames, strings = data.frames, data.strings
        self.recorded = frames.recorded
        self.kept = len(frames)
        order = np.lexsort((-frames.dur, frames.ts, frames.tid, frames.pid))
        self.ts = frames.ts[order]
        self.end = (frames.ts + frames.dur)[order]
        self.names = [strings[i] for i in frames.name[order].tolist()]
        pid, tid = frames.pid[order].tolist(), frames.tid[order].tolist()
        self.threads: dict = {}  # (pid, tid) -> (first, last + 1) in the sorted frames
        for i, key in enumerate(zip(pid, tid)):
            span = self.threads.get(key)
            self.threads[key] = (i, i + 1) if span is None else (span[0], i + 1)
        self.parent = self._parents()
        self.parent_array = np.array(self.parent, dtype=np.int64)
        kinds: dict = {}
        self.kind = [kinds.setdefault(n, frame_kind(n)) for n in self.names]
        self._site_of: dict = {}

    def _parents(self) -> list:
        """Per frame, its innermost enclosing frame (-1: none), by one stack walk per thread."""
        parent = [-1] * len(self.names)
        end = self.end.tolist()
        for first, last in self.threads.values():
            stack: list = []
            for i in range(first, last):
                # (sorted by start: the frames on the stack started before this one; those
                # that end before it ends do not enclose it)
                while stack and end[stack[-1]] + NEST_EPSILON_US < end[i]:
                    stack.pop()
                parent[i] = stack[-1] if stack else -1
                stack.append(i)
        return parent

    def stack(self, data: TraceData, row: int, limit: int = 16) -> list:
        """The frames around one host row, innermost first (at most limit): the user's and
        the libraries' (the reader keeps no other)."""
        i = int(self.innermost(data, np.array([row], dtype=np.int64))[0])
        out: list = []
        while i >= 0 and len(out) < limit:
            out.append(self.names[i])
            i = self.parent[i]
        return out

    def _climb(self, i: int) -> tuple:
        user = library = None
        while i >= 0 and (user is None or library is None):
            kind = self.kind[i]
            if kind == USER and user is None:
                user = self.names[i]
            elif kind == LIBRARY and library is None and user is None:
                library = self.names[i]  # (library code the user's code called, not what called the user's)
            i = self.parent[i]
        return user, library

    def innermost(self, data: TraceData, rows: np.ndarray) -> np.ndarray:
        """The innermost frame around each host row on its thread (-1: none), all rows at once:
        per thread, each row's last frame starting at or before it, then up the frames while
        one ends before the row does."""
        cpu = data.cpu
        out = np.full(len(rows), -1, dtype=np.int64)
        pid, tid = cpu.pid[rows], cpu.tid[rows]
        ts, end = cpu.ts[rows], cpu.ts[rows] + cpu.dur[rows]
        for (p, t), (first, last) in self.threads.items():
            on = np.flatnonzero((pid == p) & (tid == t))
            if not len(on):
                continue
            i = np.searchsorted(self.ts[first:last], ts[on] + NEST_EPSILON_US, side="right") + first - 1
            row_end = end[on]
            while True:
                out_of = (i >= first) & (self.end[np.maximum(i, 0)] + NEST_EPSILON_US < row_end)
                if not out_of.any():
                    break
                i[out_of] = self.parent_array[i[out_of]]
            out[on] = np.where(i >= first, i, -1)
        return out

    def of_rows(self, data: TraceData, rows, weights=None) -> list:
        """The call sites of host rows, grouped: [{user, library, calls, us}], the most time
        (else calls) first, at most MAX_SITES; us the rows' weights summed (None: not given).
        Rows with no frame around them are not listed."""
        if not self.kept or not len(rows):
            return []
        rows = np.asarray(rows, dtype=np.int64)
        return self._grouped(self.innermost(data, rows), weights)

    def site_of_rows(self, data: TraceData, rows) -> list:
        """Each host row's call site, (user, library) (see the module's terms), or None where
        no frame encloses it."""
        if not self.kept or not len(rows):
            return [None] * len(rows)
        sites = (
            self._site(i) if i >= 0 else None for i in self.innermost(data, np.asarray(rows, dtype=np.int64)).tolist()
        )
        return [None if site is None or site == (None, None) else site for site in sites]

    def _site(self, frame: int) -> tuple:
        """A frame's call site (user, library), climbed once per frame and kept."""
        site = self._site_of.get(frame)
        if site is None:
            site = self._site_of[frame] = self._climb(frame)
        return site

    def _grouped(self, frames: np.ndarray, weights) -> list:
        """of_rows, from the rows' innermost frames."""
        w = np.asarray(weights if weights is not None else np.zeros(len(frames)), dtype=np.float64)
        calls: Counter = Counter()
        us: Counter = Counter()
        distinct, which = np.unique(frames, return_inverse=True)
        n = np.bincount(which.reshape(-1), minlength=len(distinct))
        total = np.bincount(which.reshape(-1), weights=w, minlength=len(distinct))
        for i, k, t in zip(distinct.tolist(), n.tolist(), total.tolist()):
            if i < 0:
                continue
            site = self._site(i)
            if site == (None, None):
                continue
            calls[site] += k
            us[site] += t
        listed = sorted(calls, key=lambda s: (-us[s], -calls[s], s[0] or "", s[1] or ""))[:MAX_SITES]
        return [
            {
                "user": s[0],
                "library": s[1],
                "calls": calls[s],
                "us": round(us[s], 3) if weights is not None else None,
            }
            for s in listed
        ]

    def of_groups(self, data: TraceData, rows, group, groups: int) -> list:
        """of_rows for each of `groups` groups of rows (group: each row's group), without times."""
        out: list = [[] for _ in range(groups)]
        if not self.kept or not len(rows):
            return out
        rows, group = np.asarray(rows, dtype=np.int64), np.asarray(group, dtype=np.int64)
        frames = self.innermost(data, rows)  # (once for all the groups' rows)
        order = np.argsort(group, kind="stable")
        bounds = np.searchsorted(group[order], np.arange(groups + 1))
        for g in range(groups):
            if bounds[g] < bounds[g + 1]:
                out[g] = self._grouped(frames[order[bounds[g] : bounds[g + 1]]], None)
        return out

    def section(self, attention_ops: list) -> dict:
        """The entry's call_sites: how many frames the trace recorded and kept, what to do
        where there are none, and the attention ops' call sites grouped by place (sites)."""
        note = None
        if not self.recorded:
            note = (
                "No Python frames in this trace: record it with torch.profiler.profile(with_stack=True) "
                "to see the line of your code that made each attention call."
            )
        elif not self.kept:
            note = "The trace's Python frames enclose no attention: no call site to show."
        return {
            "frames_recorded": self.recorded,
            "frames_kept": self.kept,
            "note": note,
            "sites": by_place(attention_ops),
        }


def by_place(attention_ops: list) -> list:
    """The attention ops' call sites grouped by (user, library) frame: [{user, library, calls,
    us, ops}], ops the op names called there (first seen first), the most time first, at most
    MAX_SITES."""
    places: dict = {}
    for row in attention_ops:
        for site in row.get("call_sites") or []:
            key = (site["user"], site["library"])
            place = places.get(key)
            if place is None:
                place = places[key] = {"user": key[0], "library": key[1], "calls": 0, "us": 0.0, "ops": []}
            place["calls"] += site["calls"]
            place["us"] += site["us"] or 0.0
            if row["op"] not in place["ops"]:
                place["ops"].append(row["op"])
    ordered = sorted(places.values(), key=lambda p: (-p["us"], -p["calls"], p["user"] or "", p["library"] or ""))
    for place in ordered:
        place["us"] = round(place["us"], 3)
    return ordered[:MAX_SITES]
