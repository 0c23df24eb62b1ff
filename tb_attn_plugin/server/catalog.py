"""The catalog: the traces under the logdir as last listed, and the checks that a trace is
still what was listed.

Terms:
- the *listing*: the traces found by the last scan of a local logdir (discovery.LocalScanner)
  or the last listing of a remote prefix (remote_listing.list_remote, kept on disk between runs);
  the same object while nothing changed (listing.ListingRows relies on it).
- a *rescan*: made in the background at most every scan_interval seconds (SCAN_SPACING times
  the last scan's length where that is longer); the first listing and one forced are waited for.
- a trace *changed*: a local file whose size, time or ctime is no longer the listed one, or a
  remote object whose version or size is not (one HEAD request, at most every
  REMOTE_SCAN_SECONDS per trace whose folder was not listed lately).
- the *capture pairs*: each graph replay trace and the capture trace listed beside it
  (discovery.capture_pairs), made once per listing.
"""

from __future__ import annotations

import os
import threading
import time
from typing import Optional

from ..discovery.logdir import LocalScanner, capture_pairs
from ..discovery.remote_listing import RemoteListing, list_remote, load_listing, save_listing, top_folder
from ..discovery.trace_files import TraceFile
from ..store import storage

# a remote prefix is listed again at most this often, always in the background and
# incrementally (remote_listing.list_remote: a request per thousand entries of its first level,
# and per thousand objects of each folder due)
REMOTE_SCAN_SECONDS = 30.0
# A background rescan of the logdir waits at least this many times as long as the last one
# took: its share of the server's time stays under 1/SCAN_SPACING (a scan of 10,000 traces
# takes 0.1-0.3 s; every 2 s, it was a quarter of the server's time during analysis).
SCAN_SPACING = 20.0


class Catalog:
    def __init__(self, logdir: str, scan_interval: float = 2.0, listing_dir: Optional[str] = None):
        self.logdir = logdir
        self.scan_interval = scan_interval
        self.listing_dir = listing_dir  # where a remote prefix's listing is kept between runs (the cache's folder)
        self._scan: list = []
        self.scan_notes: list = []  # what the last scan left out (too deep, too many entries)
        self._scan_time = -1e9
        self._scan_cost = 0.0  # how long the last local scan took (seconds; see SCAN_SPACING)
        self._scan_lock = threading.Lock()
        self._scanner: Optional[LocalScanner] = None  # (a local logdir's: it remembers the last scan)
        # a remote prefix as last listed (remote_listing.list_remote), and when this process
        # listed each of its top-level folders (monotonic): a trace whose folder was not
        # listed in the last REMOTE_SCAN_SECONDS is checked against the store (one HEAD
        # request, at most every REMOTE_SCAN_SECONDS) before its result is served
        self._remote: Optional[RemoteListing] = None
        self._listed_here: dict = {}
        self._checked: dict = {}  # trace id -> when its object was last checked (monotonic)
        # (the listing they were made from, discovery.capture_pairs, and the replays of each capture)
        self._capture_pairs: tuple = (None, {}, {})

    def traces(self, force: bool = False) -> list:
        """The traces under the logdir; rescanned at most every scan_interval seconds, in the
        background: the last listing is answered meanwhile (a scan of thousands of files took
        seconds, and the request that made it waited: /traces p99 14 s with 5,000 traces). The
        first listing, and one forced (a trace asked for is new or changed), are waited for. A
        remote prefix likewise, at start from the listing kept on disk from the last run."""
        return self.listing(force)[0]

    def listing(self, force: bool = False, fresh: bool = False) -> tuple:
        """-> (the traces, as traces() gives them; whether a rescan runs or was started by this
        call, so that the answer may be older than the logdir: ask again shortly). fresh: a
        rescan is started now, due or not (someone asked to see what is new)."""
        if self.logdir and storage.is_remote(self.logdir):
            return self._remote_traces(force), self._scan_lock.locked()
        if force or self._scan_time < 0:
            with self._scan_lock:  # (a scan running in the background is waited for, then one made)
                self._rescan()
        elif (fresh or time.monotonic() - self._scan_time >= self._scan_wait()) and self._scan_lock.acquire(
            blocking=False
        ):
            self._scan_time = time.monotonic()  # (one rescan at a time)
            scan = self._scan  # (what this call answers: the rescan may end before it returns)
            threading.Thread(target=self._rescan_released, name="tb-attn-scan", daemon=True).start()
            return scan, True
        return self._scan, self._scan_lock.locked()

    def _scan_wait(self) -> float:
        """Seconds between background rescans: scan_interval, or SCAN_SPACING times the last
        scan's length where that is longer (a scan_interval of 0: a rescan at every call)."""
        return max(self.scan_interval, SCAN_SPACING * self._scan_cost) if self.scan_interval > 0 else 0.0

    def _rescan(self) -> None:  # (under the scan lock)
        started = time.monotonic()
        if self._scanner is None and self.logdir:
            self._scanner = LocalScanner(self.logdir)
        found, self.scan_notes = self._scanner.scan() if self._scanner is not None else ([], [])
        if found != self._scan:  # (an unchanged listing stays the same object: see ListingRows)
            self._scan = found
        self._scan_time = time.monotonic()
        self._scan_cost = self._scan_time - started

    def _rescan_released(self) -> None:
        try:
            self._rescan()
        finally:
            self._scan_lock.release()

    def _remote_traces(self, force: bool) -> list:
        now = time.monotonic()
        if self._remote is None:
            self._remote = self._load_listing()
            if self._remote is None:  # nothing kept: the first listing is waited for
                self._relist()
                return self._scan
            self._scan = self._remote.traces
        due = force or now - self._scan_time >= max(self.scan_interval, REMOTE_SCAN_SECONDS)
        if due and not self._scan_lock.locked():
            self._scan_time = now  # (one refresh at a time)
            threading.Thread(target=self._relist, name="tb-attn-list", daemon=True).start()
        return self._scan

    def _relist(self) -> None:
        """Lists the remote prefix, incrementally when a listing is kept (list_remote)."""
        with self._scan_lock:
            started = time.time()
            kept = self._remote
            listing, notes = list_remote(self.logdir, kept, started)
            self.scan_notes = notes
            self._scan_time = time.monotonic()
            if listing is kept:  # (the listing failed: the last good one stays)
                return
            for folder, at in listing.listed_at.items():
                if at == started:
                    self._listed_here[folder] = self._scan_time
            self._listed_here[""] = self._scan_time  # (the prefix's own objects: every time)
            self._remote = listing
            if listing.traces != self._scan:  # (unchanged, the same object: see ListingRows)
                self._scan = listing.traces
            self._save_listing(listing)

    def _save_listing(self, listing: RemoteListing) -> None:
        if self.listing_dir:
            save_listing(self.listing_dir, self.logdir, listing)

    def _load_listing(self) -> Optional[RemoteListing]:
        return load_listing(self.listing_dir, self.logdir) if self.listing_dir else None

    def _may_have_changed(self, trace: TraceFile) -> bool:
        """A remote object whose folder this process has not listed lately, and which the
        store says has changed (a HEAD request, at most one per REMOTE_SCAN_SECONDS)."""
        if not trace.version:
            return False
        now = time.monotonic()
        if now - self._listed_here.get(top_folder(trace), -1e9) < REMOTE_SCAN_SECONDS:
            return False
        if now - self._checked.get(trace.id, -1e9) < REMOTE_SCAN_SECONDS:
            return False
        self._checked[trace.id] = now
        return object_changed(trace)

    def find(self, trace_id: str) -> Optional[TraceFile]:
        """The trace with this id as it is on disk now: a file changed or deleted since the
        last scan is looked at again, so a stale result is never served for it."""
        for t in self.traces():
            if t.id == trace_id:
                if not file_changed(t) and not self._may_have_changed(t):
                    return t
                if self._remote is not None:  # its folder is out of date: list it now
                    self._remote.listed_at.pop(top_folder(t), None)
                    self._relist()
                    return next((u for u in self._scan if u.id == trace_id), None)
                break
        # new, changed or gone since the last scan
        for t in self.traces(force=True):
            if t.id == trace_id:
                return t
        return None

    def capture_of(self, trace: TraceFile) -> Optional[TraceFile]:
        """The graph capture trace listed beside a replay (discovery.capture_pairs), the
        pairs made once per listing (every request asks: a search of the listing for each
        one was quadratic in the traces)."""
        return self._pairs()[0].get(trace.path)

    def merged_into(self, trace: TraceFile) -> list:
        """The replays a graph capture trace is merged into (none for any other trace)."""
        return self._pairs()[1].get(trace.path, [])

    def _pairs(self) -> tuple:
        """-> ({replay path: its capture}, {capture path: its replays}) of the listing."""
        listed = self._remote.traces if self._remote is not None else self._scan
        made_from, pairs, merged = self._capture_pairs
        if made_from is not listed:
            pairs, merged = capture_pairs(listed), {}
            by_path = {t.path: t for t in listed}
            for replay, capture in pairs.items():
                merged.setdefault(capture.path, []).append(by_path[replay])
            self._capture_pairs = (listed, pairs, merged)
        return pairs, merged


def object_changed(trace: TraceFile) -> bool:
    """A remote object's version or size is no longer the listed one (or it is gone)."""
    try:
        info = storage.info(trace.path)
    except Exception:  # gone, or the store cannot say: look again
        return True
    return int(info.get("size") or 0) != trace.size or storage.object_version(info) != trace.version


def file_changed(trace: TraceFile) -> bool:
    if trace.version:  # a remote object: its listing says when it changed (the next scan)
        return False
    try:
        st = os.stat(trace.path)
    except OSError:
        return True
    return st.st_size != trace.size or st.st_mtime_ns != trace.mtime_ns or st.st_ctime_ns != trace.ctime_ns
