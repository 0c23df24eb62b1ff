"""Discovery: logdir -> runs -> traces.

Every directory holding trace files (discovery/trace_files.py) is a run, nested ones too (the run is
its path relative to the logdir). A local logdir is walked (LocalScanner: no link followed
out of it); a remote one is listed (discovery/remote_listing.py). The paths a command names are
expanded to their traces, with the graph captures listed beside replays (capture_pairs).
"""

from __future__ import annotations

import operator
import os
import re
import stat
import time
from typing import Optional

from ..core.words import counted, verb
from ..store import local_files, storage
from .remote_listing import list_remote
from .trace_files import (
    MAX_DEPTH,
    MAX_ENTRIES,
    PLAIN_JSON,
    SKIP_DIRS,
    TraceFile,
    is_trace_name,
    looks_like_kineto,
    split_name,
    trace_id,
)

_BY_NAME = operator.attrgetter("name")


def discover(logdir: str, follow_outside: bool = False) -> list:
    """All traces under logdir, sorted by run, worker, span (see scan)."""
    return scan(logdir, follow_outside)[0]


def scan(
    logdir: str, follow_outside: bool = False, max_depth: int = MAX_DEPTH, max_entries: int = MAX_ENTRIES
) -> tuple:
    """-> (traces sorted by run, worker, span; notes on what the scan left out). Symlinks
    that lead outside the logdir are skipped, so nothing outside it is ever opened; the
    walk is iterative (no recursion limit) and bounded in depth and in entries looked at.
    Each call starts from nothing: LocalScanner is the same walk remembering the last one."""
    if storage.is_remote(logdir):
        return _scan_remote(logdir, max_entries)
    return LocalScanner(logdir, follow_outside).scan(max_depth, max_entries)


class LocalScanner:
    """Scans one local logdir again and again (the server's background rescans), as scan()
    does, reusing what the last scan learnt of each file whose metadata did not move.

    A file's *stamp* is its device, inode, size, modification and change times: a file
    rewritten, replaced, renamed into place or touched has another (the change time moves
    with any of these). A file that is no link, with the stamp it had at the last scan, gets
    that scan's TraceFile again, the same object: its name is not parsed, its id not hashed,
    and a plain ``*.json`` is not peeked at again, whether it was a trace or not. A link is
    resolved and checked every time. (At 10,000 traces a scan made every TraceFile anew,
    0.12-0.17 s of the server's time every few seconds, an eighth of it during analysis; a
    listing made of the same objects also compares equal to the last one at once.)"""

    def __init__(self, logdir: str, follow_outside: bool = False):
        self.logdir = logdir
        self.follow_outside = follow_outside
        self._known: dict = {}  # a trace's path as walked -> (its stamp, its TraceFile) at the last scan
        self._not_traces: dict = {}  # a plain *.json's path found no trace -> its stamp then
        self._last: list = []  # the last scan's traces, in order

    def scan(self, max_depth: int = MAX_DEPTH, max_entries: int = MAX_ENTRIES) -> tuple:
        """-> (traces sorted by run, worker, span; notes), as scan() gives them."""
        root = os.path.realpath(self.logdir)
        found: list = []
        notes: list = []
        known: dict = {}
        not_traces: dict = {}
        if not os.path.isdir(root):
            self._known, self._not_traces, self._last = known, not_traces, found
            return found, notes
        try:
            root_fd = local_files.open_logdir(root)
        except OSError:
            self._known, self._not_traces, self._last = known, not_traces, found
            return found, notes
        # each folder is opened from the logdir down, one component at a time from its
        # parent's handle, a component that is now a link refused (local_files.open_dir_beneath):
        # a folder swapped for a link between its listing and its own scan is never entered
        stack: list = [((), 0)]
        seen = 0
        too_deep = 0
        reused = 0
        try:
            while stack:
                parts, depth = stack.pop()
                dirpath = os.path.join(root, *parts)
                try:
                    dir_fd = local_files.open_dir_beneath(root_fd, parts)
                except OSError:
                    continue
                try:
                    subdirs, seen, stopped, n = self._look_in(
                        dir_fd, dirpath, root, found, known, not_traces, seen, max_entries
                    )
                finally:
                    os.close(dir_fd)
                reused += n
                if stopped:
                    notes.append(
                        f"{self.logdir}: stopped after {max_entries:,} files and folders; traces past them are not listed"
                    )
                    break
                if depth >= max_depth:
                    too_deep += len(subdirs)
                else:
                    stack.extend(((*parts, d), depth + 1) for d in reversed(subdirs))
        finally:
            os.close(root_fd)
        if too_deep:
            notes.append(
                f"{self.logdir}: {counted(too_deep, 'folder')} deeper than {max_depth} levels {verb(too_deep, 'was', 'were')} not looked into"
            )
        if reused == len(found) == len(self._last):  # (the same files, unchanged: the same order)
            found = list(self._last)
        else:
            found.sort(key=lambda t: (t.run, t.worker, t.span, t.path))
        self._known, self._not_traces, self._last = known, not_traces, found
        return found, notes

    def _look_in(
        self, dir_fd: int, dirpath: str, root: str, found: list, known: dict, not_traces: dict, seen: int, limit: int
    ) -> tuple:
        """One folder, open as dir_fd (its path dirpath, for the names): its traces join found.
        -> (its subfolders' names to walk, entries seen so far, whether the limit stopped
        the scan, how many last TraceFiles were reused)."""
        try:
            with os.scandir(dir_fd) as it:
                entries = sorted(it, key=_BY_NAME)
        except OSError:
            return [], seen, False, 0
        subdirs: list = []
        reused = 0
        for entry in entries:
            seen += 1
            if seen > limit:
                return subdirs, seen, True, reused
            try:
                is_dir = entry.is_dir(follow_symlinks=False)
                is_link = not is_dir and entry.is_symlink()
            except OSError:
                continue
            if is_dir:
                if entry.name not in SKIP_DIRS:
                    subdirs.append(entry.name)
                continue
            reused += self._look_at(entry, dirpath, root, is_link, found, known, not_traces)
        return subdirs, seen, False, reused

    def _look_at(
        self, entry: os.DirEntry, dirpath: str, root: str, is_link: bool, found: list, known: dict, not_traces: dict
    ) -> int:
        """found gains the trace `entry`, if it is one; known and not_traces what this scan
        learnt of it (see the class's terms). -> 1 if its last TraceFile was reused, else 0."""
        fn = entry.name
        pt = is_trace_name(fn)
        if not pt and not PLAIN_JSON.search(fn):
            return 0
        if is_link:
            _add_trace(found, root, dirpath, fn, self.follow_outside, is_link)
            return 0
        # dirpath is root or a folder under it reached by no link (each folder is opened from
        # its parent's handle, a link refused), so a file that is no link is its own real path
        # (entry.stat asks the folder's handle, not the path)
        full = os.path.join(dirpath, fn)
        try:
            st = entry.stat(follow_symlinks=False)
        except OSError:
            return 0
        stamp = (st.st_dev, st.st_ino, st.st_size, st.st_mtime_ns, st.st_ctime_ns)
        last = self._known.get(full)
        if last is not None and last[0] == stamp:
            found.append(last[1])
            known[full] = last
            return 1
        if not pt and self._not_traces.get(full) == stamp:
            not_traces[full] = stamp
            return 0
        before = len(found)
        _add_trace(found, root, dirpath, fn, self.follow_outside, is_link, st)
        if len(found) > before:
            known[full] = (stamp, found[-1])
        elif not pt and stat.S_ISREG(st.st_mode):
            not_traces[full] = stamp
        return 0


def _scan_remote(prefix: str, max_entries: int) -> tuple:
    """A remote prefix, listed whole (one request per thousand objects, no object read)."""
    listing, notes = list_remote(prefix, None, time.time(), max_entries)
    return listing.traces, notes


def _add_trace(
    found: list,
    root: str,
    dirpath: str,
    fn: str,
    follow_outside: bool,
    is_link: bool = True,
    st: Optional[os.stat_result] = None,
) -> None:
    """found gains the trace dirpath/fn, if it is one. dirpath is root or a folder under it
    reached by no link (scan never follows a folder's link), so a file that is no link is its
    own real path: only a link is resolved, and checked to lead inside root. (Resolving every
    file, a component's lstat each, took 80% of a scan: 0.4 s for 10,000 traces, every 2 s.)"""
    pt = is_trace_name(fn)
    if not pt and not PLAIN_JSON.search(fn):
        return
    full = os.path.join(dirpath, fn)
    beneath = root  # (a file below the logdir is read from it down, no link followed)
    if is_link:
        real = os.path.realpath(full)
        if os.path.commonpath([root, real]) != root:
            if not follow_outside:
                return
            beneath = ""  # (the command line named the logdir: a link out of it is the user's)
    else:
        real = full
    if st is None or is_link:  # (st: the file's own stat, given by a caller that made it)
        try:
            st = os.stat(real)
        except OSError:
            return
    if not stat.S_ISREG(st.st_mode):
        return
    if not pt and not looks_like_kineto(real, beneath):
        return
    prefix = root if root.endswith(os.sep) else root + os.sep
    rel = full[len(prefix) :] if full.startswith(prefix) else os.path.relpath(full, root)
    run = os.path.dirname(rel) or "."
    worker, span = split_name(fn)
    found.append(
        TraceFile(
            trace_id(rel),
            real,
            run,
            worker,
            span,
            st.st_size,
            st.st_mtime_ns,
            dev=st.st_dev,
            ino=st.st_ino,
            ctime_ns=st.st_ctime_ns,
            root=beneath,
        )
    )


def expand_paths(paths: list) -> tuple:
    """CLI arguments (files or logdirs) -> (trace paths, errors)."""
    out, errors, _ = expand_with_captures(paths)
    return out, errors


def expand_with_captures(paths: list) -> tuple:
    """CLI arguments (files or logdirs) -> (trace paths, errors, {replay path: the capture
    TraceFile beside it}): the captures paired as the tab and precompute pair them
    (capture_pairs over each logdir's listing), so that the command line reports a replay
    with its capture merged, as the tab does. A capture found in a logdir and merged into
    a replay is not a trace of its own (the replay's entry says it was merged); one named
    as a file is."""
    out: list = []
    errors: list = []
    pairs: dict = {}
    for p in paths:
        if storage.is_remote(p):
            if is_trace_name(p.rstrip("/").rsplit("/", 1)[-1]):
                out.append(p)
                continue
            traces, notes = scan(p)
            errors.extend(notes)
            if not traces and not notes:
                errors.append(f"{p}: no trace files found (expected *.pt.trace.json[.gz] under the prefix)")
            out.extend(_beside_captures(traces, pairs))
        elif os.path.isdir(p):
            unlistable = _unlistable(p)
            if unlistable:
                errors.append(f"{p}: {unlistable}")
                continue
            traces, notes = scan(p, follow_outside=True)
            errors.extend(notes)
            if not traces:
                errors.append(f"{p}: no trace files found (expected *.pt.trace.json[.gz] or Kineto *.json[.gz])")
            out.extend(_beside_captures(traces, pairs))
        elif os.path.exists(p):
            # (a file named on the command line is the user's choice: a link to it is followed
            # here, once, as the reads never follow one)
            out.append(os.path.realpath(p) if os.path.islink(p) else p)
        else:
            errors.append(f"{p}: no such file or directory")
    return out, errors, pairs


def _unlistable(folder: str) -> str:
    """Why a folder named on the command line cannot be listed ("permission denied"), or ""."""
    try:
        with os.scandir(folder):
            return ""
    except PermissionError:
        return "permission denied (the folder cannot be listed)"
    except OSError as exc:
        return f"cannot be listed ({exc.strerror or exc})"


def _beside_captures(traces: list, pairs: dict) -> list:
    """The paths of a listing's traces but the captures merged into its replays; their
    pairs added to pairs."""
    found = capture_pairs(traces)
    pairs.update(found)
    merged = {c.path for c in found.values()}
    return [t.path for t in traces if t.path not in merged]


# vLLM writes a serving worker's graph captures to capture_traces/ beside its replays
CAPTURE_FOLDER = "capture_traces"
_RANK = re.compile(r"rank[_-]?(\d+)", re.IGNORECASE)


def capture_pairs(traces: list) -> dict:
    """The graph capture trace of each replay, by where vLLM and SGLang write them: a trace
    in the folder capture_traces/ beside it; the only one there, or the one whose name says
    the replay's rank (rank_0, rank0); none otherwise (and none for a capture trace itself).
    -> {replay path: capture TraceFile}, made in one pass over the listing."""
    beside: dict = {}  # folder holding a capture_traces/ folder -> the traces in it
    for t in traces:
        folder, _, _ = t.path.replace(os.sep, "/").rpartition("/")
        parent, _, name = folder.rpartition("/")
        if name == CAPTURE_FOLDER:
            beside.setdefault(parent, []).append(t)
    pairs: dict = {}
    if not beside:
        return pairs
    for t in traces:
        folder, _, filename = t.path.replace(os.sep, "/").rpartition("/")
        captures = beside.get(folder)
        if not captures:
            continue
        if len(captures) == 1:
            pairs[t.path] = captures[0]
            continue
        rank = _RANK.search(filename)
        same = [
            c
            for c in captures
            if rank and (m := _RANK.search(c.path.rsplit("/", 1)[-1])) and m.group(1) == rank.group(1)
        ]
        if len(same) == 1:
            pairs[t.path] = same[0]
    return pairs
