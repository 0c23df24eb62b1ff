"""Shared results: report entries a team keeps next to its logdir (or at any fsspec URL), so
that a trace analysed once (by ``tb-attn precompute``, on a laptop or on a Dask cluster) is
never analysed again by anyone.

Terms:
- location: a directory or URL; by default ``<logdir>/.tb-attn-results`` (discovery does
  not look inside it).
- key: what produced a result: the trace's id (its path relative to the logdir), size,
  modification time and version (a remote object's ETag), the two patterns, and the tool's
  analysis version. A result is one JSON object ``{"key": ..., "content": ..., "entry": ...}``
  at ``<location>/<hash of the key>.json``; it is trusted only when its key equals the one
  asked for, its content is the digest of the trace as it is now (storage.content_digest:
  an entry made for another trace, or invented without reading this one, is refused) and
  its entry follows the report schema (contract.py).
- what a writer of the location can do: make the tab show numbers of its own for a trace it
  can read (it can compute the digest); what it cannot: move a result onto another trace,
  show one for a trace it cannot read, or put into the tab anything the schema does not
  allow (labels and names are shown as text, never as markup).
- written atomically: a local file is written under a temporary name and renamed; an object
  store writes an object in one request, which is atomic there.
- summary: beside each result, ``<hash>.summary.json`` holds the part of the entry that the
  trend and ranks views read (analysis/report/step_summary.py), a few KB instead of the whole report.
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
from typing import Optional

import msgspec

from ..analysis import ANALYSIS_VERSION, Options
from ..analysis.report.step_summary import step_summary
from ..core.limits import stored_bound
from ..discovery.logdir import TraceFile
from ..report_types import Entry, StepSummary
from ..store import storage
from .contract import checked_step_summary

DEFAULT_FOLDER = ".tb-attn-results"
SUMMARY_SUFFIX = ".summary.json"  # beside each result: what the trend and ranks views read
# (a stored result larger than its bound, limits.stored_bound, is not one of ours: refused by
# the size the store or the file system gives, before a byte of it is read)


def default_location(logdir: str) -> str:
    return (
        logdir.rstrip("/") + "/" + DEFAULT_FOLDER if storage.is_remote(logdir) else os.path.join(logdir, DEFAULT_FOLDER)
    )


def result_key(trace: TraceFile, options: Options) -> dict:
    key = {
        "trace": trace.id,  # (not its path: results are shared between machines)
        **trace.identity(),
        "label_regex": options.label_regex,
        "module_regex": options.module_regex,
        "tool": ANALYSIS_VERSION,
    }
    if options.device_peaks is not None:  # (absent otherwise: the keys of results made before stay)
        key["device_peaks"] = options.device_peaks.digest
    return key


class SharedResults:
    def __init__(self, location: str):
        self.location = location.rstrip("/") if storage.is_remote(location) else location

    @staticmethod
    def _name(key: dict, suffix: str = ".json") -> str:
        return hashlib.sha256(json.dumps(key, sort_keys=True).encode()).hexdigest()[:40] + suffix

    def _url(self, key: dict, suffix: str = ".json") -> str:
        name = self._name(key, suffix)
        return f"{self.location}/{name}" if storage.is_remote(self.location) else os.path.join(self.location, name)

    def get(self, trace: TraceFile, options: Options) -> Optional[Entry]:
        """The stored entry of this trace and these patterns, typed, or None (absent,
        unreadable, of another key, or not an ok entry as the schema defines it)."""
        key = result_key(trace, options)
        data = _read_bounded(self._url(key), stored_bound("report", trace.size))
        if data is None:
            return None
        try:
            doc = json.loads(data)
        except (ValueError, UnicodeDecodeError, RecursionError):
            return None
        if not isinstance(doc, dict) or doc.get("key") != key or not _of_this_trace(doc, trace):
            return None
        stored = doc.get("entry")
        if not isinstance(stored, dict) or stored.get("ok") is not True:
            return None
        try:
            entry = msgspec.convert(stored, Entry)
        except (msgspec.ValidationError, RecursionError):
            return None
        entry.path = trace.path  # (analysed elsewhere: the path is this machine's)
        return entry

    def has(self, trace: TraceFile, options: Options) -> bool:
        """A valid result is stored (read and checked: what precompute --verify resumes by)."""
        return self.get(trace, options) is not None

    def stored_names(self) -> set:
        """The names of the files at the location: one listing (a request per thousand
        objects remotely), nothing read. Empty when the location does not exist yet."""
        if storage.is_remote(self.location):
            try:
                return {url.rsplit("/", 1)[-1] for url, *_ in storage.listing(self.location)}
            except Exception:  # not there yet, or the store's trouble: nothing is skipped
                return set()
        try:
            return set(os.listdir(self.location))
        except OSError:
            return set()

    def is_stored(self, trace: TraceFile, options: Options, names: set) -> bool:
        """Both the result and its step summary are among names (from stored_names): put()
        writes the summary after the result, each atomically, so both there means a put
        finished. The names are hashes of the key, so a result of another version of the
        trace, other patterns or another tool version is never among them; what is read
        later is checked in full by get()."""
        key = result_key(trace, options)
        return self._name(key) in names and self._name(key, SUMMARY_SUFFIX) in names

    def exists(self, trace: TraceFile, options: Options) -> bool:
        """A result is stored under the key's name (not read: get() checks it when it is)."""
        url = self._url(result_key(trace, options))
        if not storage.is_remote(url):
            return os.path.isfile(url)
        try:
            return bool(storage.exists(url))
        except Exception:  # the store's trouble: as if absent (the trace is analysed here)
            return False

    def get_summary(self, trace: TraceFile, options: Options) -> Optional[StepSummary]:
        """The stored step summary (analysis/report/step_summary.py) of this trace and these patterns, or None."""
        key = result_key(trace, options)
        data = _read_bounded(self._url(key, SUMMARY_SUFFIX), stored_bound("summary", trace.size))
        try:
            doc = json.loads(data) if data is not None else None
        except (ValueError, UnicodeDecodeError, RecursionError):  # not JSON: a miss
            return None
        if not isinstance(doc, dict) or doc.get("key") != key:
            return None
        summary = checked_step_summary(doc.get("summary"))
        # (the trace's digest read only for a summary that holds up)
        return summary if summary is not None and _of_this_trace(doc, trace) else None

    def put(self, trace: TraceFile, options: Options, entry: dict) -> None:
        """The entry, then its step summary (a summary never stands without its entry); both
        hold the digest of the trace they were made from. Nothing is written for a trace that
        cannot be read for its digest (changed since it was analysed, say)."""
        key = result_key(trace, options)
        content = trace.content()
        if content is None:
            return
        self._write(
            self._url(key), json.dumps({"key": key, "content": content, "entry": entry}, allow_nan=False).encode()
        )
        summary = {"key": key, "content": content, "summary": msgspec.to_builtins(step_summary(entry))}
        self._write(self._url(key, SUMMARY_SUFFIX), json.dumps(summary, allow_nan=False).encode())

    def _write(self, url: str, data: bytes) -> None:
        if storage.is_remote(url):
            storage.write_bytes(url, data)  # one PUT: atomic in an object store
            return
        os.makedirs(self.location, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=".tmp-", suffix=".json", dir=self.location)
        try:
            with os.fdopen(fd, "wb") as f:
                f.write(data)
            os.replace(tmp, url)
        except BaseException:
            try:
                os.unlink(tmp)
            except OSError:
                pass
            raise


def _of_this_trace(doc: dict, trace: TraceFile) -> bool:
    """Whether a stored result was made from what the trace holds now (its content digest)."""
    content = doc.get("content")
    return isinstance(content, str) and content == trace.content()


def _read_bounded(url: str, limit: int) -> Optional[bytes]:
    """A stored file's bytes when it is at most limit bytes long, or None (absent, unreadable,
    or larger: refused by its size, unread)."""
    try:
        with storage.open_binary(url) as f:
            if storage.size_of(f, url) > limit:
                return None
            data = f.read(limit + 1)
    except Exception:  # absent or unreadable: a miss, whatever the store says
        return None
    return data if len(data) <= limit else None
