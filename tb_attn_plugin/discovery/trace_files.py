"""Trace files: what a trace file is to the tab (TraceFile), and which names and first bytes
make a file one. discovery.py walks a logdir for them, discovery/remote_listing.py lists a prefix.

Terms:
- a trace *name*: ``<worker>[.<span>].pt.trace.json[.gz]``; a plain ``*.json[.gz]`` file
  counts (locally) when its first bytes look like a Kineto trace, as other tools save them.
- a trace's *id*: a digest of its path relative to the logdir, stable across restarts.
- its *identity*: what was listed of it (size, times, a remote object's version), which a
  read checks again (storage.Listed): a trace changed since is a new job.
"""

from __future__ import annotations

import gzip
import hashlib
import re
import zlib
from dataclasses import dataclass
from typing import Optional

from ..core.limits import TraceReadError
from ..store import storage

_PT_TRACE = re.compile(r"^(?P<stem>.+)\.pt\.trace\.json(?:\.gz)?$")


_SPAN = re.compile(r"^(?P<worker>.+)\.(?P<span>\d+)$")


PLAIN_JSON = re.compile(r"\.json(?:\.gz)?$")


_KINETO_MARKERS = (b'"traceEvents"', b'"schemaVersion"', b'"deviceProperties"', b'"displayTimeUnit"')


_PEEK_BYTES = 1 << 16
# what a gzip member inflates to, at most, where its own footer cannot say (Kineto's JSON
# compresses 8-15x; the bound this estimate makes must hold what a real trace's extras take)
GZIP_RATIO_BOUND = 20


# Directories that never hold user traces and can be huge.
SKIP_DIRS = {".git", "__pycache__", "node_modules", ".hg", ".svn", ".tb-attn-results"}


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
    # reads open each folder from there without following a link (local_files.open_beneath)
    root: str = ""

    def identity(self) -> dict:
        """What says the file is the one analysed: every cache and result key holds it (a
        rewritten file or object is analysed again)."""
        return {"size": self.size, "mtime_ns": self.mtime_ns, "version": self.version}

    def listed(self) -> storage.Listed:
        """What the listing saw: a read opens the file only if it is still this one."""
        return storage.Listed(self.size, self.mtime_ns, self.dev, self.ino, self.version, self.root)

    def uncompressed_size(self) -> int:
        """What the file holds uncompressed: its size, or of a .gz its footer's ISIZE (the
        input's length modulo 2**32, its last 4 bytes, read from the file listed); where the
        footer cannot say (unreadable, or less than the compressed size: a member of 4 GiB or
        more), GZIP_RATIO_BOUND times its size."""
        if not self.path.endswith(".gz"):
            return self.size
        try:
            with storage.open_binary(self.path, self.listed()) as f:
                f.seek(max(self.size - 4, 0))
                tail = storage.read_at_most(f, 4)
        except (OSError, TraceReadError):
            tail = b""
        isize = int.from_bytes(tail[:4], "little") if len(tail) >= 4 else 0
        return isize if isize >= self.size else GZIP_RATIO_BOUND * self.size

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
    without following a link on the way: local_files.open_beneath)."""
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
