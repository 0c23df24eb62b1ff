"""Discovery: logdir -> runs -> traces.

Every directory holding ``<worker>[.<span>].pt.trace.json[.gz]`` is a run, nested
ones too (the run is its path relative to the logdir). Plain ``*.json[.gz]`` files
count when their first bytes look like a Kineto trace, as other tools save them.
"""

from __future__ import annotations

import gzip
import hashlib
import os
import re
import zlib
from dataclasses import dataclass

_PT_TRACE = re.compile(r"^(?P<stem>.+)\.pt\.trace\.json(?:\.gz)?$")
_SPAN = re.compile(r"^(?P<worker>.+)\.(?P<span>\d+)$")
_PLAIN_JSON = re.compile(r"\.json(?:\.gz)?$")
_KINETO_MARKERS = (b'"traceEvents"', b'"schemaVersion"', b'"deviceProperties"', b'"displayTimeUnit"')
_PEEK_BYTES = 1 << 16
# Directories that never hold user traces and can be huge.
_SKIP_DIRS = {".git", "__pycache__", "node_modules", ".hg", ".svn"}


@dataclass(frozen=True)
class TraceFile:
    id: str
    path: str  # absolute, real path
    run: str  # directory relative to the logdir ("." for the logdir itself)
    worker: str
    span: str  # the timestamp part of the name, or ""
    size: int
    mtime_ns: int


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


def looks_like_kineto(path: str) -> bool:
    try:
        with open(path, "rb") as f:
            head = f.read(_PEEK_BYTES)
        if head[:2] == b"\x1f\x8b":
            head = zlib.decompressobj(wbits=47).decompress(head, _PEEK_BYTES)
    except (OSError, zlib.error, EOFError, gzip.BadGzipFile):
        return False
    head = head.lstrip()
    return head.startswith(b"{") and any(m in head for m in _KINETO_MARKERS)


def is_trace_name(filename: str) -> bool:
    return bool(_PT_TRACE.match(filename))


def discover(logdir: str, follow_outside: bool = False) -> list:
    """All traces under logdir, sorted by run, worker, span. Symlinks that lead outside
    the logdir are skipped, so nothing outside it is ever opened."""
    root = os.path.realpath(logdir)
    found: list = []
    if not os.path.isdir(root):
        return found
    for dirpath, dirnames, filenames in os.walk(root, followlinks=False):
        dirnames[:] = sorted(d for d in dirnames if d not in _SKIP_DIRS)
        for fn in sorted(filenames):
            pt = is_trace_name(fn)
            if not pt and not _PLAIN_JSON.search(fn):
                continue
            full = os.path.join(dirpath, fn)
            real = os.path.realpath(full)
            if not follow_outside and os.path.commonpath([root, real]) != root:
                continue
            try:
                st = os.stat(real)
            except OSError:
                continue
            if not os.path.isfile(real):
                continue
            if not pt and not looks_like_kineto(real):
                continue
            rel = os.path.relpath(full, root)
            run = os.path.dirname(rel) or "."
            worker, span = split_name(fn)
            found.append(TraceFile(trace_id(rel), real, run, worker, span, st.st_size, st.st_mtime_ns))
    found.sort(key=lambda t: (t.run, t.worker, t.span, t.path))
    return found


def expand_paths(paths: list) -> tuple:
    """CLI arguments (files or logdirs) -> (trace paths, errors)."""
    out: list = []
    errors: list = []
    for p in paths:
        if os.path.isdir(p):
            traces = discover(p, follow_outside=True)
            if not traces:
                errors.append(f"{p}: no trace files found (expected *.pt.trace.json[.gz] or Kineto *.json[.gz])")
            out.extend(t.path for t in traces)
        elif os.path.exists(p):
            out.append(p)
        else:
            errors.append(f"{p}: no such file or directory")
    return out, errors
