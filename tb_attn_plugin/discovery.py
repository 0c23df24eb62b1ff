"""Discovery: logdir -> runs -> traces.

Every directory holding ``<worker>[.<span>].pt.trace.json[.gz]`` is a run, nested
ones too (the run is its path relative to the logdir). Plain ``*.json[.gz]`` files
count when their first bytes look like a Kineto trace, as other tools save them.
A remote logdir (``s3://bucket/prefix``, storage.py) is listed without reading any
object: there only ``*.pt.trace.json[.gz]`` names count. Listing a prefix of thousands of
objects takes a request per thousand, so a refresh is incremental (list_remote): the
prefix's first level is listed, and of its top-level folders only new, live (written
within LIVE_SECONDS) and long-unlisted (RELIST_SECONDS) ones are listed again.
"""

from __future__ import annotations

import dataclasses
import gzip
import hashlib
import json
import operator
import os
import re
import stat
import time
import zlib
from dataclasses import dataclass
from typing import Optional

from . import storage
from .limits import TraceReadError

_PT_TRACE = re.compile(r"^(?P<stem>.+)\.pt\.trace\.json(?:\.gz)?$")
_SPAN = re.compile(r"^(?P<worker>.+)\.(?P<span>\d+)$")
_PLAIN_JSON = re.compile(r"\.json(?:\.gz)?$")
_KINETO_MARKERS = (b'"traceEvents"', b'"schemaVersion"', b'"deviceProperties"', b'"displayTimeUnit"')
_PEEK_BYTES = 1 << 16
_BY_NAME = operator.attrgetter("name")
# Directories that never hold user traces and can be huge.
_SKIP_DIRS = {".git", "__pycache__", "node_modules", ".hg", ".svn", ".tb-attn-results"}


@dataclass(frozen=True)
class TraceFile:
    id: str
    path: str  # absolute, real path
    run: str  # directory relative to the logdir ("." for the logdir itself)
    worker: str
    span: str  # the timestamp part of the name, or ""
    size: int
    mtime_ns: int
    version: str = ""  # a remote object's ETag or version id (storage.py); "" for local files
    dev: int = 0  # a local file's device and inode as listed (0 for remote objects)
    ino: int = 0
    # when a local file's metadata last changed (its permissions, say): a failed read is
    # tried again at once when it moves (not part of the identity: the contents are the same)
    ctime_ns: int = 0
    # the logdir (real path) a local file was found under, when its real path is below it: its
    # reads open each folder from there without following a link (storage.open_beneath)
    root: str = ""

    def identity(self) -> dict:
        """What says the file is the one analysed: every cache and result key holds it (a
        rewritten file or object is analysed again)."""
        return {"size": self.size, "mtime_ns": self.mtime_ns, "version": self.version}

    def listed(self) -> storage.Listed:
        """What the listing saw: a read opens the file only if it is still this one."""
        return storage.Listed(self.size, self.mtime_ns, self.dev, self.ino, self.version, self.root)

    def content(self) -> Optional[str]:
        """The digest of what the file holds (storage.content_digest), None where it cannot
        be read now: a stored result is trusted for this file only if it holds this digest."""
        try:
            return storage.content_digest(self.path, self.listed())
        except Exception:  # unreadable, changed, or the store's trouble: no result is trusted
            return None


def trace_id(relpath: str) -> str:
    """A stable id from the path relative to the logdir: safe in URLs, reveals nothing."""
    return hashlib.sha1(relpath.encode("utf-8", "surrogateescape")).hexdigest()[:16]


def split_name(filename: str):
    """'host_12.1700000000123.pt.trace.json.gz' -> ('host_12', '1700000000123')."""
    m = _PT_TRACE.match(filename)
    stem = m.group("stem") if m else re.sub(r"\.json(?:\.gz)?$", "", filename)
    s = _SPAN.match(stem)
    if s:
        return s.group("worker"), s.group("span")
    return stem, ""


def looks_like_kineto(path: str, root: str = "") -> bool:
    """Whether the file's first bytes look like a Kineto trace (read below root, given one,
    without following a link on the way: storage.open_beneath)."""
    try:
        with storage.open_local(path, storage.Listed(root=root) if root else None) as f:
            head = f.read(_PEEK_BYTES)  # (no link followed, never blocked by a FIFO)
        if head[:2] == b"\x1f\x8b":
            head = zlib.decompressobj(wbits=47).decompress(head, _PEEK_BYTES)
    except (OSError, TraceReadError, zlib.error, EOFError, gzip.BadGzipFile):
        return False
    head = head.removeprefix(b"\xef\xbb\xbf").lstrip()  # (a UTF-8 byte order mark first is no JSON byte)
    return head.startswith(b"{") and any(m in head for m in _KINETO_MARKERS)


def is_trace_name(filename: str) -> bool:
    return bool(_PT_TRACE.match(filename))


# How far a scan goes: deeper directories, and entries past the count, are left out with a
# note (a logdir is the user's, but a runaway one must not stall the tab or the CLI).
MAX_DEPTH = 64
MAX_ENTRIES = 200_000
# A remote prefix's refresh lists a top-level folder again when an object in it was written
# this recently (a run being profiled)...
LIVE_SECONDS = 900.0
# ...and any other folder once this long has passed since its last listing.
RELIST_SECONDS = 600.0


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
            root_fd = storage.open_logdir(root)
        except OSError:
            self._known, self._not_traces, self._last = known, not_traces, found
            return found, notes
        # each folder is opened from the logdir down, one component at a time from its
        # parent's handle, a component that is now a link refused (storage.open_dir_beneath):
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
                    dir_fd = storage.open_dir_beneath(root_fd, parts)
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
            notes.append(f"{self.logdir}: {too_deep:,} folder(s) deeper than {max_depth} levels were not looked into")
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
                if entry.name not in _SKIP_DIRS:
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
        if not pt and not _PLAIN_JSON.search(fn):
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


@dataclass
class RemoteListing:
    """A remote prefix as last listed: its traces, and when each of its top-level folders
    was last listed in full (unix seconds, by the folder's name; the prefix's own objects
    are listed on every refresh)."""

    traces: list
    listed_at: dict


def _listing_path(cache_dir: str, prefix: str) -> str:
    name = hashlib.sha256(prefix.encode()).hexdigest()[:24]
    return os.path.join(cache_dir, f"listing-{name}.json")


def save_listing(cache_dir: str, prefix: str, listing: RemoteListing) -> None:
    """Keeps a remote prefix's listing on disk for the next start (written atomically)."""
    path = _listing_path(cache_dir, prefix)
    try:
        tmp = f"{path}.{os.getpid()}.tmp"
        with open(tmp, "w", encoding="utf-8") as f:
            json.dump({"listed_at": listing.listed_at, "traces": [dataclasses.asdict(t) for t in listing.traces]}, f)
        os.replace(tmp, path)
    except OSError:
        pass  # a listing not kept costs a slower next start, nothing else


def load_listing(cache_dir: str, prefix: str) -> Optional[RemoteListing]:
    """The listing kept on disk by the last process over this prefix, or None (the file is
    untrusted: anything unreadable is no listing)."""
    try:
        with open(_listing_path(cache_dir, prefix), encoding="utf-8") as f:
            kept = json.load(f)
        listed_at = {str(k): float(v) for k, v in kept["listed_at"].items()}
        traces = [TraceFile(**row) for row in kept["traces"] if isinstance(row, dict)]
    except (OSError, ValueError, TypeError, KeyError, AttributeError):
        return None
    return RemoteListing(traces, listed_at) if traces else None


def top_folder(trace: TraceFile) -> str:
    """The top-level folder of the prefix that holds the trace ("" for the prefix itself)."""
    return "" if trace.run == "." else trace.run.split("/", 1)[0]


def folders_due(kept: RemoteListing, folders: list, now: float) -> list:
    """The top-level folders a refresh lists again: new ones; live ones (an object in them
    written within LIVE_SECONDS: a run being profiled); and the others once RELIST_SECONDS
    have passed since their last listing (a finished run rarely changes, but a rewritten,
    deleted or resumed one is seen within that time)."""
    newest: dict = {}
    for t in kept.traces:
        f = top_folder(t)
        newest[f] = max(newest.get(f, 0), t.mtime_ns / 1e9)
    due = []
    for f in folders:
        listed = kept.listed_at.get(f)
        if listed is None or now - listed >= RELIST_SECONDS or now - newest.get(f, 0) < LIVE_SECONDS:
            due.append(f)
    return due


def list_remote(prefix: str, kept, now: float, max_entries: int = MAX_ENTRIES) -> tuple:
    """-> (RemoteListing, notes). With nothing kept, the prefix is listed whole. With a
    listing kept from before, the refresh is incremental: one delimited listing of the
    prefix's first level (its own objects and the names of its folders), then only the
    folders that folders_due() names are listed again; the others keep their traces.
    Nothing listed is read. A listing that fails keeps what was kept, with a note."""
    base = prefix.rstrip("/")
    notes: list = []
    if kept is None:
        try:
            objects = storage.listing(prefix)
        except TraceReadError as exc:
            return RemoteListing([], {}), [str(exc)]
        folders = {url[len(base) + 1 :].split("/", 1)[0] for url, *_ in objects if url[len(base) + 1 :].count("/")}
        listing = RemoteListing(_remote_traces(base, objects), dict.fromkeys(sorted(folders), now))
    else:
        try:
            objects, folders_now = storage.listing_level(prefix)
        except storage.NoSuchBucket as exc:  # gone for good: nothing of it is listed, and a note says why
            return RemoteListing([], {}), [str(exc)]
        except TraceReadError as exc:
            return kept, [str(exc)]
        folders_now = [f for f in folders_now if f not in _SKIP_DIRS]
        due = set(folders_due(kept, folders_now, now))
        traces = _remote_traces(base, objects)
        listed_at = {}
        for f in folders_now:
            if f in due:
                try:
                    traces += _remote_traces(base, storage.listing(f"{base}/{f}"))
                    listed_at[f] = now
                    continue
                except TraceReadError as exc:
                    notes.append(str(exc))  # (its traces as kept, listed again next time)
            traces += [t for t in kept.traces if top_folder(t) == f]
            if f in kept.listed_at:
                listed_at[f] = kept.listed_at[f]
        listing = RemoteListing(traces, listed_at)
    if len(listing.traces) > max_entries:
        notes.append(f"{prefix}: {len(listing.traces):,} traces; the first {max_entries:,} are looked at")
    listing.traces.sort(key=lambda t: (t.run, t.worker, t.span, t.path))
    del listing.traces[max_entries:]
    return listing, notes


def _remote_traces(base: str, objects: list) -> list:
    """The traces among listed objects (url, size, mtime_ns, version) under base."""
    found = []
    for url, size, mtime_ns, version in objects:
        if not url.startswith(base + "/"):
            continue
        rel = url[len(base) + 1 :]
        if any(part in _SKIP_DIRS for part in rel.split("/")[:-1]):
            continue
        fn = rel.rsplit("/", 1)[-1]
        if not is_trace_name(fn):
            continue
        run = rel.rsplit("/", 1)[0] if "/" in rel else "."
        worker, span = split_name(fn)
        found.append(TraceFile(trace_id(rel), url, run, worker, span, size, mtime_ns, version))
    return found


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
    if not pt and not _PLAIN_JSON.search(fn):
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
