"""Service: analyses run off the request path in a bounded pool; requests never wait.

The service owns discovery (a cached scan of the logdir), the jobs (one per trace
file, its identity and the patterns) and their results. Routes ask for a state and get
a result only once it is there. A result the worker cached stays there until a view asks
for it; the service keeps its step summary (what Trends reads).
"""

from __future__ import annotations

import functools
import os
import sys
import threading
import time
from collections import OrderedDict, deque
from collections.abc import Iterator
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field
from multiprocessing.reduction import ForkingPickler
from typing import Any, NamedTuple, Optional

import msgspec

from .. import storage
from ..analysis import ANALYSIS_VERSION, Options, analyze_with_extras
from ..analysis.extras import TabExtras
from ..analysis.report import empty_entry
from ..analysis.step_summary import step_summary
from ..contract import is_valid_entry
from ..discovery import (
    LocalScanner,
    RemoteListing,
    TraceFile,
    capture_pairs,
    list_remote,
    load_listing,
    save_listing,
    top_folder,
)
from ..limits import Limits, stored_bound
from ..storage import Listed
from .cache import ResultCache
from .processes import JobDied, JobRunner, JobTimedOut
from .sizes import deep_size

# For a progress estimate: what one worker reads and analyses per second, roughly (uncompressed
# bytes; a gzipped trace is taken to be about ten times its size, as Kineto JSON compresses).
_ESTIMATED_BYTES_PER_SECOND = 70e6
_GZIP_RATIO = 10
# A truncated file touched this recently is taken to be still being written.
BEING_WRITTEN_SECONDS = 120.0
# A local file seen changing (listed before with another size or time) and changed this
# recently is being written: it is analysed once it has been still this long (a growing file
# queued a full analysis at each listing: 133 for one 85 MB write), and the queued analysis
# of an earlier state of it is cancelled. A file seen for the first time is analysed at once.
STILL_SECONDS = 2.0
# A job that failed in a way that may pass (killed past its time limit, its process died
# twice, or a read that failed for the file's situation, not its content: a retryable
# entry) is tried again on a request this long after it failed, twice as long after each
# failure in a row, up to MAX_BACKOFF_SECONDS; and at once when the file's permissions or
# metadata changed (a changed file or object is a new job anyway: its identity is the key).
ERROR_BACKOFF_SECONDS = 30.0
# The job changes the journal keeps (see AnalysisService.changes_since).
JOURNAL_LENGTH = 50_000
MAX_BACKOFF_SECONDS = 3600.0
# a remote prefix is listed again at most this often, always in the background and
# incrementally (discovery.list_remote: a request per thousand entries of its first level,
# and per thousand objects of each folder due)
REMOTE_SCAN_SECONDS = 30.0
# Step summaries (what Trends and the ranks view read) kept in memory by job key, whatever
# becomes of their results: the key holds the trace's version (size, time, ETag), so a kept
# summary is re-read only when its trace changed. Kept as their JSON bytes (decoded when
# read: 15 µs for a 4 KB summary, where the decoded dicts take 3.5 times the bytes), so
# 10,000 ranks' summaries fit (about 4 KB each for a 24-layer model); bounded by those
# bytes, the least recently read dropped first; read SUMMARY_READERS at a time where they
# must be read.
MAX_SUMMARY_BYTES = 64 << 20
# What the report entries held in memory may take together, by their real size
# (sizes.deep_size: two to three times their JSON); past it the least recently used go
# (read again from the cache when asked for).
MAX_RESULT_BYTES = 128 << 20
# Past the bound, results are dropped down to this share of it: a pass over every job then
# runs once per many finished jobs, not at each (at 10,000 traces, each finished job's pass
# over the 10,000 jobs took 12% of the server's time).
RESULT_LOW_WATER = 0.75
# A background rescan of the logdir waits at least this many times as long as the last one
# took: its share of the server's time stays under 1/SCAN_SPACING (a scan of 10,000 traces
# takes 0.1-0.3 s; every 2 s, it was a quarter of the server's time during analysis).
SCAN_SPACING = 20.0
SUMMARY_READERS = 16


def analysis_job(
    path: str,
    options: Options,
    limits: Limits = Limits(),
    cache_dir: Optional[str] = None,
    key: Optional[tuple] = None,
    listed: Optional[Listed] = None,
    capture: Optional[tuple] = None,
) -> dict:
    """Runs in a worker process: the report entry and the tab's extras of one file (with
    the graph capture merged in, where one is listed beside it). The worker also writes the
    cache; a result it cached is not sent (the server reads it back when a view asks for it,
    see AnalysisService._finish), and what it sends is cheap to unpickle: requests are not
    held up when a big result lands."""
    entry, extras = analyze_with_extras(path, options, limits, listed=listed, capture=capture)
    content = None
    if cache_dir and key is not None and entry.get("ok"):
        try:  # (the cached entry holds what the trace held: read back only for that content)
            content = storage.content_digest(path, listed)
        except Exception:  # changed since, say: sent, not cached
            content = None
    cached = (
        content is not None
        and cache_dir is not None
        and key is not None
        and worker_cache(cache_dir).put(key, entry, extras.to_json() if extras is not None else None, content)
    )
    if cached:
        summary = msgspec.json.encode(step_summary(entry))
        return {"entry": None, "extras": None, "seconds": entry.get("analysis_seconds"), "summary": summary}
    # measured here, on the entry as the server will hold it: the pipe pickles it, and a copy
    # made by pickling takes a few % more than the entry built here, so the copy is measured and
    # sent (a worker thread's result is held as it is). The server only adds numbers.
    held = ForkingPickler.loads(ForkingPickler.dumps(entry))
    return {"entry": held, "extras": extras, "measured": measure(held)}


_worker_caches: dict = {}


def worker_cache(directory: str) -> ResultCache:
    """The cache a worker process writes to, one per directory for the process's life (a warm
    worker analyses many traces: the cache's directory is looked over once, and its eviction
    pass amortised, not made at every write; see ResultCache.evict)."""
    cache = _worker_caches.get(directory)
    if cache is None:
        cache = _worker_caches[directory] = ResultCache(directory)
    return cache


class Measured(NamedTuple):
    """What the server keeps beside a result: what its entry takes in memory (sizes.deep_size)
    and the entry's step summary as JSON (what Trends reads)."""

    entry_bytes: int
    summary: bytes


def measure(entry: dict) -> Measured:
    """A result's Measured. Made by the worker for the results it sends (a pass over every
    object of a large entry takes ~10 ms, under the service's lock it held up every request);
    the server measures only entries it reads itself (the cache, the shared results), and
    never under its lock."""
    return Measured(deep_size(entry), msgspec.json.encode(step_summary(entry)))


@dataclass(frozen=True)
class Outcome:
    """What a route gets for a trace: "ready" (entry: the report entry, or the step summary),
    "failed" (entry: one whose errors say why, where there is one), or "pending"; state is
    the job's (for a 202 answer)."""

    status: str
    state: dict
    entry: Optional[dict] = None


@dataclass
class Job:
    key: tuple
    trace: TraceFile
    options: Options
    submitted: float
    future: Optional[Future] = None
    result: Optional[dict] = None
    error: Optional[str] = None
    finished: Optional[float] = None
    started: Optional[float] = None  # first seen running
    analysed: bool = False  # an analysis was submitted (not served from the cache or the shared results)
    last_used: float = field(default_factory=time.monotonic)
    result_bytes: int = 0  # what the result takes in memory: entry_bytes and its extras' arrays
    entry_bytes: int = 0  # what the result's entry takes (sizes.deep_size)
    # done, its result dropped to bound memory (or never sent by the worker that cached it):
    # read again from the cache when asked for
    evicted: bool = False
    seconds: Optional[float] = None  # how long its analysis took, as its entry says
    failures: int = 1  # this job's try and the failed tries of the same key right before it
    settling: bool = False  # not submitted: its file is being written (STILL_SECONDS)


class AnalysisService:
    def __init__(
        self,
        logdir: str,
        options: Options = Options(),
        workers: int = 1,
        scan_interval: float = 2.0,
        max_results: int = 64,
        max_result_bytes: int = MAX_RESULT_BYTES,
        executor: str = "process",
        cache: Optional[ResultCache] = None,
        limits: Limits = Limits(),
        max_pending: int = 64,
        shared: Any = None,
    ):
        self.logdir = logdir
        # shared results (results.SharedResults): read before any analysis of our own
        self.shared = shared
        self.limits = limits
        self.cache = cache or ResultCache(None)
        self.options = options
        self.workers = max(1, int(workers))
        self.scan_interval = scan_interval
        self.max_results = max_results  # finished jobs with pattern overrides kept at most
        self.max_result_bytes = max_result_bytes  # what results may take in memory, together
        self._held_bytes = 0  # what the results held take (sizes.deep_size; kept as results come and go)
        # the keys of the jobs with pattern overrides, oldest first: the bounds on them look
        # at these alone (at most max_pending waiting and max_results finished, and those
        # running), never at every job (#45 item 2: no request walks every job)
        self._overrides: OrderedDict[tuple, None] = OrderedDict()
        self.max_pending = max(1, max_pending)
        self._executor_kind = executor
        self._executor: Any = None  # JobRunner, or a thread pool (tests)
        self.error_backoff = ERROR_BACKOFF_SECONDS
        self._failures: dict = {}  # key -> failed tries in a row, of jobs dropped to be tried again
        self._latest: dict = {}  # (path, options.key()) -> the key of the newest job made for them
        self._lock = threading.RLock()
        self._jobs: OrderedDict[tuple, Job] = OrderedDict()
        self._scan: list = []
        self.scan_notes: list = []  # what the last scan left out (too deep, too many entries)
        self._scan_time = -1e9
        self._scan_cost = 0.0  # how long the last local scan took (seconds; see SCAN_SPACING)
        self._scan_lock = threading.Lock()
        self._scanner: Optional[LocalScanner] = None  # (a local logdir's: it remembers the last scan)
        # a remote prefix as last listed (discovery.list_remote), and when this process
        # listed each of its top-level folders (monotonic): a trace whose folder was not
        # listed in the last REMOTE_SCAN_SECONDS is checked against the store (one HEAD
        # request, at most every REMOTE_SCAN_SECONDS) before its result is served
        self._remote: Optional[RemoteListing] = None
        self._listed_here: dict = {}
        self._checked: dict = {}  # trace id -> when its object was last checked (monotonic)
        self._summaries: OrderedDict[tuple, bytes] = OrderedDict()  # job key -> the summary's JSON
        # (the listing they were made from, discovery.capture_pairs, and the replays of each capture)
        self._capture_pairs: tuple = (None, {}, {})
        self._summary_bytes = 0
        self.max_summary_bytes = MAX_SUMMARY_BYTES
        # the journal of job changes (listing.ListingRows reads it): each job made, ended or
        # dropped bumps the generation and notes its trace's path, so that a listing computes
        # again only the rows that may have changed (a full pass over 10,000 traces took
        # 90-130 ms a call); bounded: a reader it no longer reaches back to makes a full pass
        self._generation = 0
        self._journal: deque = deque(maxlen=JOURNAL_LENGTH)  # (generation, trace path)
        self._running: dict = {}  # future -> trace path, of the jobs submitted and not ended

    # --- discovery -----------------------------------------------------------------

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
        if self.cache.directory:
            save_listing(self.cache.directory, self.logdir, listing)

    def _load_listing(self) -> Optional[RemoteListing]:
        return load_listing(self.cache.directory, self.logdir) if self.cache.directory else None

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

    # --- jobs ----------------------------------------------------------------------

    def _pool(self):
        if self._executor is None:
            if self._executor_kind == "thread":
                self._executor = ThreadPoolExecutor(max_workers=self.workers, thread_name_prefix="tb-attn")
            else:
                # warm worker processes (processes.py): a job past the time limit killed with its
                # worker, a dead worker noticed at once and replaced
                self._executor = JobRunner(self.workers, time_limit=self.limits.seconds)
        return self._executor

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

    @staticmethod
    def job_key(trace: TraceFile, options: Options, capture: Optional[TraceFile] = None) -> tuple:
        # (a remote object's ETag or version too: a rewritten object is analysed again; and
        # the capture merged into it, if any, by its own identity)
        ident = trace.identity()
        version = (ident["version"],) if ident["version"] else ()
        merged = () if capture is None else (capture.path, *capture.identity().values())
        return (trace.path, ident["size"], ident["mtime_ns"], *options.key(), ANALYSIS_VERSION, *version, *merged)

    def request(self, trace: TraceFile, options: Options, front: bool = False, shared: bool = True) -> Job:
        """The job of this trace and these patterns; submitted if new. Never blocks on it.
        front: someone is looking at this trace, so its job jumps the queue. shared: a result
        in the shared results will do (not when the tab's extras, which they lack, are asked for)."""
        capture = self.capture_of(trace)
        key = self.job_key(trace, options, capture)
        with self._lock:
            job = self._known_job(key, trace)
        # a cached result, like a shared one, is only looked for here (a stat): it is read, and
        # checked, when its entry is asked for (entry()), so the first listing after a restart
        # over thousands of cached traces reads none of them (reading each took 8 s at 521)
        in_cache = job is None and self.cache.has(key, "report", stored_bound("report", trace.size))
        in_shared = (
            not in_cache and job is None and shared and self.shared is not None and self.shared.exists(trace, options)
        )
        with self._lock:
            job = self._known_job(key, trace)
            if job is None:
                if options != self.options:
                    self._bound_queue()
                    self._overrides[key] = None
                job = Job(key=key, trace=trace, options=options, submitted=time.monotonic())
                job.failures = self._failures.pop(key, 0) + 1  # (counted as a failure until it is not)
                self._jobs[key] = job
                self._touch(trace.path)
                if in_cache or in_shared:  # done before or elsewhere: entry() reads it (as if dropped)
                    job.evicted = True
                    job.finished = time.monotonic()
                    return job
                growing = self._supersede(key, trace, options)
                if growing and _changed_lately(trace):
                    job.settling = True
                    return job
                try:
                    pool = self._pool()
                    # a client's own patterns wait in a lane of their own: taking turns with
                    # the background analyses, neither starves the other (processes.LANES)
                    lane = {"lane": "override"} if options != self.options and isinstance(pool, JobRunner) else {}
                    future = pool.submit(
                        analysis_job,
                        trace.path,
                        options,
                        self.limits,
                        self.cache.directory,
                        key,
                        trace.listed(),
                        (capture.path, capture.listed()) if capture is not None else None,
                        **lane,
                    )
                    job.future, job.analysed = future, True
                    self._running[future] = trace.path
                    future.add_done_callback(functools.partial(self._finish, job))
                except Exception as exc:  # a broken pool: say so, never raise into a route
                    job.error = f"{trace.path}: could not start the analysis ({exc})"
                    job.finished = time.monotonic()
                    self._executor = None
                self._evict()
            job.last_used = time.monotonic()
            self._jobs.move_to_end(key)
            future = job.future  # (read once: _finish clears it when the job ends, in another thread)
            if front and future is not None and hasattr(self._executor, "prioritise"):
                self._executor.prioritise(future)
            return job

    def _supersede(self, key: tuple, trace: TraceFile, options: Options) -> bool:
        """The job of key is now the newest of this file and these patterns: the job of an
        earlier state of the file is dropped if it waits (cancelled if queued, not started).
        -> whether there was such an earlier state (the file is seen changing). (Under the lock.)"""
        latest = (trace.path, options.key())
        before = self._latest.get(latest, key)
        self._latest[latest] = key
        older = self._jobs.get(before) if before != key else None
        if older is None or older.finished is not None:
            return before != key
        older_future = older.future
        if older.settling or (older_future is not None and older_future.cancel()):
            self._forget(older.key)
        return before != key

    def _known_job(self, key: tuple, trace: Optional[TraceFile] = None) -> Optional[Job]:
        """The job of key, unless it failed in a way that may pass and is due to be tried
        again (ERROR_BACKOFF_SECONDS): then it is dropped, and its failures in a row are
        remembered for the next back-off. (Under the lock.)"""
        job = self._jobs.get(key)
        if job is not None and job.settling:
            if _changed_lately(job.trace):
                return job
            self._forget(key)  # still now: submitted anew
            return None
        if job is None or job.finished is None or not _may_pass(job):
            return job
        backoff = min(self.error_backoff * 2 ** min(job.failures - 1, 16), MAX_BACKOFF_SECONDS)
        touched = trace is not None and trace.ctime_ns != job.trace.ctime_ns
        if touched or time.monotonic() - job.finished >= backoff:
            self._forget(key)
            self._failures[key] = job.failures
            return None
        return job

    def _forget(self, key: tuple) -> None:
        """Drop a job (under the lock): its trace's row may change."""
        job = self._jobs.pop(key, None)
        self._overrides.pop(key, None)
        if job is not None:
            self._touch(job.trace.path)

    def _touch(self, path: str) -> None:  # (under the lock)
        self._generation += 1
        self._journal.append((self._generation, path))

    @property
    def generation(self) -> int:
        """The journal's generation now (see changes_since)."""
        with self._lock:
            return self._generation

    def changes_since(self, generation: int) -> Optional[tuple]:
        """-> (the generation now, {path: the generation of its latest change} of the traces
        whose job was made, ended or dropped after that generation), or None where the
        journal no longer reaches back to it."""
        with self._lock:
            now = self._generation
            if generation == now:
                return now, {}
            if generation > now or not self._journal or self._journal[0][0] > generation + 1:
                return None
            paths: dict = {}
            for at, path in reversed(self._journal):
                if at <= generation:
                    break
                paths.setdefault(path, at)
            return now, paths

    def running_paths(self) -> Optional[set]:
        """The paths of the traces whose analysis runs now (their progress moves), or None where
        the executor cannot say (a thread pool: tests)."""
        executor = self._executor
        if executor is None:
            return set()
        if not hasattr(executor, "running_futures"):
            return None
        running = executor.running_futures()
        with self._lock:  # (the few running, looked up: not every job submitted, which waits here too)
            return {self._running[future] for future in running if future in self._running}

    def may_change_by_itself(self, job: Job) -> bool:
        """Whether a job's state may change with no job made or ended: a file being written
        (analysed once it is still), or a failure that may pass (tried again after its back-off)."""
        return job.settling or (job.finished is not None and _may_pass(job))

    def _cached_entry(self, key: tuple, trace: TraceFile) -> Optional[dict]:
        """The cached report entry of key, if there is one that follows the report schema and
        is of this trace; anything else is a miss (and is analysed again)."""
        # (an entry is of this trace only if made from what it holds: its digest, read only
        # once an entry is there, so a miss reads nothing of the trace)
        cached = self.cache.get(key, "report", stored_bound("report", trace.size), trace.content)
        if cached is None or not cached.get("ok") or cached.get("path") != trace.path or not is_valid_entry(cached):
            return None
        return cached

    def _finish(self, job: Job, future: Future) -> None:
        try:
            result = future.result()  # the worker wrote the cache, and measured the result
            job.seconds = result.pop("seconds", None)
            if result["entry"] is None:
                # cached by the worker and not sent: the server keeps the step summary (what
                # Trends reads) and reads the entry from the cache when a view asks for it.
                # (At 10,000 traces the server held every result, hundreds of entries up to
                # its bound: each full garbage collection walked them all, 40-240 ms every
                # second or two, and that was the tail of every request.)
                with self._lock:
                    job.result, job.evicted = None, True
                    self._keep_summary_json(job.key, result["summary"])
            else:
                measured = result.pop("measured", None) or measure(result["entry"])
                with self._lock:
                    self._hold(job, result, measured)
        except (JobTimedOut, JobDied) as exc:  # killed past its limit, or died twice: say which
            job.error = f"{job.trace.path}: {exc}"
        except Exception as exc:  # cancelled, or a failure outside the analysis: report, don't crash
            job.error = f"{job.trace.path}: analysis failed ({type(exc).__name__}: {exc})"
        job.finished = time.monotonic()
        # (the future holds the result as well: kept, it would keep every result ever made in
        # memory, whatever the bound drops; a cancelled one holds none, and says it was)
        if not future.cancelled():
            job.future = None
        with self._lock:
            self._running.pop(future, None)
            self._touch(job.trace.path)
            self._evict()

    def _bound_queue(self) -> None:
        """At most max_pending analyses with pattern overrides wait: past that, the oldest
        waiting one is dropped (a client sending endless overrides cannot queue endless work).
        The analyses of the traces with the server's own patterns are never dropped: one per
        trace, they are all analysed in the background, however many there are."""
        waiting = [k for k in self._overrides if (j := self._jobs.get(k)) is not None and _waiting(j.future)]
        while len(waiting) >= self.max_pending:
            k = waiting.pop(0)
            job = self._jobs.get(k)
            future = job.future if job is not None else None
            if future is not None and future.cancel():
                self._forget(k)

    def _hold(self, job: Job, result: dict, measured: Measured) -> None:
        """Keep a job's result in memory (under the lock), counting what it takes: measured,
        its entry's (made without the lock), and its extras' arrays."""
        previous = job.result_bytes if job.result is not None else 0
        job.result, job.evicted, job.entry_bytes = result, False, measured.entry_bytes
        if job.seconds is None:
            job.seconds = result["entry"].get("analysis_seconds")
        job.result_bytes = measured.entry_bytes + _extras_bytes(result)
        self._held_bytes += job.result_bytes - previous
        if job.key not in self._summaries:  # (kept now: Trends then never reads a whole entry back)
            self._keep_summary_json(job.key, measured.summary)

    def _evict(self) -> None:
        """Bound memory (under the lock): results past max_result_bytes are dropped, least
        recently used first (read again from the cache when asked for; without a cache the
        job goes, and is analysed again), and finished jobs with pattern overrides past
        max_results go altogether. The running totals make this a look at two numbers on
        most calls (a pass over every job on each of 5,000 requests took seconds)."""
        if self._held_bytes > self.max_result_bytes:
            self._drop_results()
        if len(self._overrides) > self.max_results:
            finished = [k for k in self._overrides if (j := self._jobs.get(k)) is None or j.finished is not None]
            while len(finished) > self.max_results:
                self._forget(finished.pop(0))

    def _drop_results(self) -> None:
        held = [j for j in self._jobs.values() if j.result is not None]
        total = sum(j.result_bytes for j in held)
        for job in sorted(held, key=lambda j: j.last_used):
            if total <= self.max_result_bytes * RESULT_LOW_WATER:
                break
            total -= job.result_bytes
            if self.cache.directory and job.result is not None and job.result["entry"].get("ok"):
                job.result, job.result_bytes, job.evicted = None, 0, True
            else:
                self._forget(job.key)
        self._held_bytes = total

    def entry(self, job: Job) -> Optional[dict]:
        """The report entry of a done job; None (and the job is analysed again) where its
        result was dropped and the cache no longer has it."""
        if job.result is not None:
            return job.result["entry"]
        if not job.evicted:
            return None
        cached = self._cached_entry(job.key, job.trace)
        if cached is None and self.shared is not None:
            cached = self.shared.get(job.trace, job.options)
        measured = measure(cached) if cached is not None else None
        with self._lock:
            if cached is None or measured is None:
                self._forget(job.key)
            else:
                self._hold(job, {"entry": cached, "extras": None}, measured)
                self._evict()
        if cached is None:  # (a cached or shared result that did not hold up is not looked for again)
            self.cache.discard(job.key)
            self.request(job.trace, job.options, front=True, shared=False)
        return cached

    def result(self, trace: TraceFile, options: Options, front: bool = False) -> Outcome:
        """The report entry of a trace when its analysis is done, or why not (every route asks
        this way: a done job whose result was dropped and is no longer cached is queued again)."""
        job = self.request(trace, options, front=front)
        state = self.state(job)
        if state["state"] == "done":
            entry = self.entry(job)
            if entry is not None:
                return Outcome("ready", state, entry)
            job = self.request(trace, options, front=front)  # (analysed again)
            state = self.state(job)
        if state["state"] == "error":  # an unreadable file's entry, or killed, or died: say which
            entry = job.result["entry"] if job.result is not None else empty_entry(trace.path, state["error"])
            return Outcome("failed", state, entry)
        return Outcome("pending", state)

    def summary_result(self, trace: TraceFile, options: Options) -> Outcome:
        """As result, with the step summary (a few KB) for the entry: what trends read."""
        return self.summary_results([trace], options)[0]

    def extras_result(self, trace: TraceFile, options: Options) -> tuple:
        """-> (the tab's extras, or None while they are not there; the job's state)."""
        job = self.request(trace, options, front=True)
        state = self.state(job)
        if state["state"] != "done":
            return None, state
        extras = self.extras(job)
        if extras is None:
            return None, {"state": "analysing", "progress": 0.0}
        return extras, state

    def summary_results(self, traces: list, options: Options) -> list:
        """summary_result of each trace, the summaries that must be read (from the shared
        results or the cache) read SUMMARY_READERS at a time, not one after another."""
        return list(self.summaries_of(self.summary_states(traces, options)))

    def summary_states(self, traces: list, options: Options) -> list:
        """(job, state) of each trace now, its job requested. The job keys (the traces'
        versions and the options) and states say what summaries_of would give: two /trends
        bodies made from equal ones are equal."""
        jobs = [self.request(t, options) for t in traces]
        places = self.queue_places()
        return [(job, self.state(job, places)) for job in jobs]

    def summaries_of(self, job_states: list) -> Iterator[Outcome]:
        """The outcomes of summary_states' jobs (see summary_results), one at a time: each
        summary is decoded when its outcome is taken, so that a caller folding them (Trends
        over 10,000 ranks) never holds them all decoded at once."""
        jobs = [job for job, _ in job_states]
        states = [state for _, state in job_states]
        with self._lock:
            missing = [j for j, st in zip(jobs, states) if st["state"] == "done" and j.key not in self._summaries]
        if len(missing) > 1:
            with ThreadPoolExecutor(min(SUMMARY_READERS, len(missing)), thread_name_prefix="tb-attn-summary") as pool:
                for _ in pool.map(self.summary, missing):  # (read and kept; each dropped here)
                    pass
        for job, state in zip(jobs, states):
            summary = self.summary(job) if state["state"] == "done" else None
            if summary is not None:
                yield Outcome("ready", state, summary)
            else:
                yield Outcome("failed" if state["state"] in ("done", "error") else "pending", state)

    def summary(self, job: Job) -> Optional[dict]:
        """What the trend and ranks views read of a done job: kept in memory once read (by the
        job's key: the trace's version), else from its entry where held, else the shared step
        summary, else its entry read (from the cache or the shared results)."""
        with self._lock:
            kept = self._summaries.get(job.key)
            if kept is not None:
                self._summaries.move_to_end(job.key)
        if kept is not None:
            return msgspec.json.decode(kept)  # (a fresh copy: a caller may change it)
        summary = None
        if job.result is None and job.evicted and self.shared is not None:
            summary = self.shared.get_summary(job.trace, job.options)
        if summary is None:
            entry = self.entry(job)
            summary = step_summary(entry) if entry is not None else None
        if summary is not None:
            self._keep_summary(job.key, summary)
        return summary

    def _keep_summary(self, key: tuple, summary: dict) -> None:
        self._keep_summary_json(key, msgspec.json.encode(summary))

    def _keep_summary_json(self, key: tuple, encoded: bytes) -> None:
        with self._lock:
            if key in self._summaries:
                return
            self._summaries[key] = encoded
            self._summary_bytes += sys.getsizeof(encoded)
            while self._summary_bytes > self.max_summary_bytes and len(self._summaries) > 1:
                _, dropped = self._summaries.popitem(last=False)
                self._summary_bytes -= sys.getsizeof(dropped)

    def queue_places(self) -> Optional[dict]:
        """Every waiting job's place in the queue, by its future (None where unknown)."""
        executor = self._executor
        return executor.places() if hasattr(executor, "places") else None

    def state(self, job: Job, places: Optional[dict] = None) -> dict:
        """The job's state; places (from queue_places) saves looking each job up in the queue."""
        t = job.trace
        future = job.future  # (read once: _finish clears it when the job ends, in another thread)
        out = {"state": "queued", "progress": 0.0}
        if job.settling:
            out.update(state="being_written", error=f"{t.path}: changed in the last {STILL_SECONDS:g} s: analysed "
                       "once it is still")  # fmt: skip
        elif job.error is not None:
            out.update(state="error", progress=1.0, error=job.error)
        elif job.evicted:
            out.update(state="done", progress=1.0)
            if job.seconds is not None:
                out["seconds"] = job.seconds
        elif job.result is not None:
            entry = job.result["entry"]
            if not entry.get("ok") and _looks_incomplete(entry, t):
                out.update(state="being_written", progress=0.0, error=entry["errors"][0])
            elif not entry.get("ok"):
                out.update(state="error", progress=1.0, error=entry["errors"][0])
            else:
                out.update(state="done", progress=1.0, seconds=entry.get("analysis_seconds"))
        elif future is not None and future.running():
            if job.started is None:
                job.started = time.monotonic()
            elapsed = time.monotonic() - job.started
            size = t.size * (_GZIP_RATIO if t.path.endswith(".gz") else 1)
            expected = 0.5 + size / _ESTIMATED_BYTES_PER_SECOND
            out.update(state="analysing", progress=round(min(0.95, elapsed / expected), 3))
        elif future is not None and (places is not None or hasattr(self._executor, "place")):
            place = places.get(future) if places is not None else self._executor.place(future)
            if place is not None:
                out["place"] = place  # 1: the next to start
        return out

    def extras(self, job: Job) -> Optional[dict]:
        """The tab's extras of a finished job (loaded from the cache after a restart)."""
        if job.result is None and (not job.evicted or self.entry(job) is None):
            return None
        assert job.result is not None
        if job.result.get("extras") is None:
            doc = self.cache.get(job.key, "extras", stored_bound("extras", job.trace.size), job.trace.content)
            job.result["extras"] = TabExtras.from_json(doc) if doc is not None else None
            with self._lock:  # (now with its extras: their arrays counted, the entry as it was)
                extras_bytes = _extras_bytes(job.result)
                self._held_bytes += job.entry_bytes + extras_bytes - job.result_bytes
                job.result_bytes = job.entry_bytes + extras_bytes
            if job.result["extras"] is None:
                # a cached report whose extras cannot be read: forget both, analyse again
                self.cache.discard(job.key)
                with self._lock:
                    self._forget(job.key)
                # (a shared result has no extras either: analyse it here)
                self.request(job.trace, job.options, front=True, shared=False)
                return None
        return job.result["extras"]

    def close(self) -> None:
        if self._executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)
            self._executor = None


def _extras_bytes(result: dict) -> int:
    """What a result's extras take in memory: their arrays."""
    extras = result.get("extras")
    return extras.nbytes() if extras is not None else 0


def _waiting(future: Optional[Future]) -> bool:
    """Whether a job's future waits in the queue (there, not running, and not done: a job
    just done whose callback has not run yet waits for nothing; counted as waiting, the
    queue's bound could drop one job too few)."""
    return future is not None and not future.running() and not future.done()


def _may_pass(job: Job) -> bool:
    """Whether the job failed in a way that may pass (see ERROR_BACKOFF_SECONDS)."""
    if job.error is not None:
        return True
    entry = job.result["entry"] if job.result is not None else None
    return entry is not None and not entry.get("ok") and bool(entry.get("retryable"))


def _changed_lately(trace: TraceFile) -> bool:
    """A local file changed within STILL_SECONDS (by the listing's time: a file written since
    is listed anew, under a new key)."""
    return not trace.version and time.time() - trace.mtime_ns / 1e9 < STILL_SECONDS


def _looks_incomplete(entry: dict, trace: TraceFile) -> bool:
    error = (entry.get("errors") or [""])[0]
    if "truncated" not in error:
        return False
    return time.time() - trace.mtime_ns / 1e9 < BEING_WRITTEN_SECONDS


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
