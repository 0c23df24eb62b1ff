"""Persistent cache of analysis results on disk.

Keyed by file identity (path, size, mtime), analysis version and patterns; an entry also
holds the content digest of the trace it was made from (storage.content_digest) and is
refused for a trace whose digest differs. Plain JSON (never pickle): an entry written by
anything else, or damaged, fails validation and is ignored and rebuilt. Bounded in size;
least recently used entries go first.
"""

from __future__ import annotations

import fcntl
import hashlib
import os
import stat
import tempfile
import time
from typing import Any, Callable, Optional

import msgspec

from ..core import metadata
from ..core.limits import TraceReadError, stored_bound
from ..store import storage
from .held import Held, decoded_entry

FORMAT = 1
# A writer's eviction pass lists the cache and stats every file in it (20,000 files at 10,000
# traces: tens of ms, at every write it was most of a worker's time per trace). It is made
# when what this process wrote since its last pass may have taken the cache past its bound,
# and otherwise at least this often (other processes' writes: the bound may be passed by what
# they write in this time, until the next pass).
EVICT_SECONDS = 30.0


def default_cache_dir() -> str:
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return os.path.join(base, "tb-attn")


class ResultCache:
    def __init__(self, directory: Optional[str], max_bytes: int = 2 << 30, max_entry_bytes: int = 1 << 30):
        self.directory = directory
        self.max_bytes = max_bytes
        # a cached file larger than this is not read (a link to /dev/zero once was, to 23 GB)
        self.max_entry_bytes = max_entry_bytes
        self._total = 0  # what the cache held after this process's last eviction pass (bytes)
        self._written = 0  # what this process wrote since
        self._passed_at = -float("inf")  # when that pass was made (monotonic)
        if directory:
            try:
                os.makedirs(directory, exist_ok=True)
            except OSError:
                self.directory = None  # unusable: run without a cache rather than fail
            else:
                self.sweep_partial_writes()

    def sweep_partial_writes(self) -> None:
        """Remove what writers that died mid-write left. A writer holds an exclusive lock on
        its temporary file until the file is renamed into place, and the system releases the
        lock when the writer's process ends, however it ends: a file no process holds, and
        older than SWEEP_AFTER_SECONDS (a writer locks its file right after making it), is
        left over; another live server's writes in progress are left alone. (A probe of the
        writer's PID was fooled by a zombie and by a PID used again.)"""
        if not self.directory:
            return
        try:
            names = [n for n in os.listdir(self.directory) if n.endswith(_TMP_SUFFIX)]
        except OSError:
            return
        now = time.time()
        for name in names:
            path = os.path.join(self.directory, name)
            if _left_over(path, now):
                try:
                    os.remove(path)
                except OSError:
                    pass

    @staticmethod
    def _name(key: tuple) -> str:
        return hashlib.sha256(repr(key).encode("utf-8", "surrogateescape")).hexdigest()[:40]

    def _path(self, key: tuple, part: str) -> str:
        assert self.directory  # (only asked for with a cache directory)
        return os.path.join(self.directory, f"{self._name(key)}.{part}.json")

    def get(
        self, key: tuple, part: str, limit: Optional[int] = None, content: Optional[Callable[[], Optional[str]]] = None
    ) -> Optional[dict]:
        """The cached part ("report" or "extras") for key as JSON data, or None (see _value)."""
        raw = self._value(key, part, limit, content)
        try:
            value = msgspec.json.decode(raw) if raw is not None else None
        except (msgspec.DecodeError, RecursionError):
            return None
        return value if isinstance(value, dict) else None

    def _value(
        self, key: tuple, part: str, limit: Optional[int] = None, content: Optional[Callable[[], Optional[str]]] = None
    ) -> Optional[msgspec.Raw]:
        """The cached part ("report" or "extras") for key, its JSON undecoded, or None (absent,
        foreign, damaged, not a regular file, larger than limit bytes: refused by its size,
        unread, see limits.stored_bound; or made from other content than the trace's digest,
        which content() gives: asked for only once an entry of this key is there, so a miss
        costs no read of the trace). A report whose extras are missing or of another size
        than were written with it is absent too: the two are one unit."""
        if not self.directory:
            return None
        path = self._path(key, part)
        data = _read_regular_file(path, min(self.max_entry_bytes, limit) if limit is not None else self.max_entry_bytes)
        if data is None:
            return None
        try:
            doc = _ENVELOPE.decode(data)
        except (msgspec.DecodeError, RecursionError):  # (ValidationError is a DecodeError)
            return None
        if doc.format != FORMAT or doc.plugin != metadata.PLUGIN_NAME or doc.key != [_jsonable(k) for k in key]:
            return None
        if content is not None:
            digest = content()
            if digest is None or doc.content != digest:
                return None
        if doc.extras_bytes is not None and _regular_file_size(self._path(key, "extras")) != doc.extras_bytes:
            return None
        try:
            os.utime(path)  # recently used
        except OSError:
            pass
        return doc.value

    def report_of(self, key: tuple, trace: Any) -> Optional[Held]:
        """The cached report entry of key, held as its JSON, if there is one that follows the
        report schema (it types into the report's classes) and is of this trace
        (trace_files.TraceFile): made from what it holds (its digest, read only once an entry
        is there, so a miss reads nothing of the trace) and of its path; anything else is a
        miss (and is analysed again)."""
        raw = self._value(key, "report", stored_bound("report", trace.size), trace.content)
        if raw is None:
            return None
        report = bytes(raw)
        try:
            entry = decoded_entry(report, ok=True)
        except (msgspec.DecodeError, RecursionError):
            return None
        return Held.of(entry, report=report) if entry.ok and entry.path == trace.path else None

    def has(self, key: tuple, part: str, limit: Optional[int] = None) -> bool:
        """Whether a part for key is there to be read (a regular file within its bound): a stat,
        nothing read; get() checks it in full."""
        if not self.directory:
            return False
        size = _regular_file_size(self._path(key, part))
        bound = min(self.max_entry_bytes, limit) if limit is not None else self.max_entry_bytes
        return size is not None and size <= bound

    def put(self, key: tuple, report: Any, extras: Optional[dict] = None, content: Optional[str] = None) -> bool:
        """Write a report (JSON data, or its JSON as bytes, written as they are) and the tab's
        extras as one unit: the extras first, then the report, which records their size; a
        report is never written without its extras. Both hold content, the trace's digest,
        where given. -> whether both were written."""
        if not self.directory:
            return False
        extras_bytes = None
        if extras is not None:
            extras_bytes = self._write(key, "extras", extras, content=content)
            if extras_bytes is None:
                return False
        return self._write(key, "report", report, extras_bytes, content) is not None

    def discard(self, key: tuple) -> None:
        """Forget a unit (a part of it turned out unreadable)."""
        if not self.directory:
            return
        for part in ("report", "extras"):
            try:
                os.remove(self._path(key, part))
            except OSError:
                pass

    def _write(
        self, key: tuple, part: str, value: Any, extras_bytes: Optional[int] = None, content: Optional[str] = None
    ) -> Optional[int]:
        """Write one part atomically; its size in bytes, or None where it could not be written."""
        if isinstance(value, bytes):  # (JSON already written: embedded as it is)
            value = msgspec.Raw(value)
        doc = {"format": FORMAT, "plugin": metadata.PLUGIN_NAME, "key": [_jsonable(k) for k in key], "value": value}
        if extras_bytes is not None:
            doc["extras_bytes"] = extras_bytes
        if content is not None:
            doc["content"] = content
        try:
            data = msgspec.json.encode(doc)
        except (TypeError, msgspec.EncodeError, OverflowError):
            return None
        if len(data) > self.max_entry_bytes:
            return None
        tmp = None
        try:
            fd, tmp = tempfile.mkstemp(dir=self.directory, prefix=f".{os.getpid()}-", suffix=_TMP_SUFFIX)
            with os.fdopen(fd, "wb") as f:
                fcntl.flock(f.fileno(), fcntl.LOCK_EX)  # (held until closed: sweep_partial_writes)
                f.write(data)
                f.flush()
                os.replace(tmp, self._path(key, part))  # readers never see half a file
        except OSError:  # a full disk, say: nothing half-written stays behind
            if tmp is not None:
                try:
                    os.remove(tmp)
                except OSError:
                    pass
            return None
        self._written += len(data)
        if self._total + self._written > self.max_bytes or time.monotonic() - self._passed_at >= EVICT_SECONDS:
            self.evict()
        return len(data)

    def evict(self) -> None:
        """Drop least recently used entries until the cache fits in max_bytes (a pass: see
        EVICT_SECONDS for when a writer makes one)."""
        if not self.directory:
            return
        try:
            names = [n for n in os.listdir(self.directory) if n.endswith(".json")]
        except OSError:
            return
        files = []
        total = 0
        for n in names:
            p = os.path.join(self.directory, n)
            try:
                st = os.stat(p)
            except OSError:
                continue
            files.append((st.st_mtime_ns, st.st_size, p))
            total += st.st_size
        files.sort()
        while files and total > self.max_bytes:
            _, size, p = files.pop(0)
            try:
                os.remove(p)
                total -= size
            except OSError:
                pass
        self._total, self._written, self._passed_at = total, 0, time.monotonic()


_TMP_SUFFIX = ".tmp"


class _Envelope(msgspec.Struct):
    """A cached part as written (ResultCache._write), its value left undecoded."""

    format: int
    plugin: str
    key: list
    value: msgspec.Raw
    content: Optional[str] = None
    extras_bytes: Optional[int] = None


_ENVELOPE = msgspec.json.Decoder(_Envelope)


def _read_regular_file(path: str, limit: int) -> Optional[bytes]:
    """The bytes of path if it is a regular file (not a link, FIFO or device) of at most limit
    bytes; None otherwise. Never blocks on a FIFO (storage.open_local)."""
    try:
        with storage.open_local(path) as f:
            if os.fstat(f.fileno()).st_size > limit:
                return None  # (refused by its size, before a byte is read)
            data = storage.read_at_most(f, limit)
    except (OSError, TraceReadError):
        return None
    return data if len(data) <= limit else None


def _regular_file_size(path: str) -> Optional[int]:
    try:
        st = os.lstat(path)
    except OSError:
        return None
    return st.st_size if stat.S_ISREG(st.st_mode) else None


# a temporary file younger than this may not be locked by its writer yet
SWEEP_AFTER_SECONDS = 60.0


def _left_over(path: str, now: float) -> bool:
    """Whether a temporary file is a dead writer's: a regular file, old enough, that no
    process holds locked (taking the lock here for an instant tells)."""
    try:
        with storage.open_local(path) as f:  # (a regular file, no link followed, never blocked)
            if now - os.fstat(f.fileno()).st_mtime < SWEEP_AFTER_SECONDS:
                return False
            fcntl.flock(f.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
            return True
    except (OSError, TraceReadError):  # (BlockingIOError: a live writer holds it)
        return False


def _jsonable(value):
    return value if isinstance(value, (str, int, float, bool)) or value is None else repr(value)
