"""Service: analyses run off the request path in a bounded pool; requests never wait.

The service answers the routes: for a trace and patterns, its job's state and, once there,
its result (`result`, `summary_results`, `extras_result`). It composes the catalog (the
traces listed, catalog.py), the job table (the jobs, their journal and memory bounds,
table.py), the kept step summaries (summaries.py), the cache and shared results, and the
workers (processes.py). A result is held as its entry's JSON (held.py) and sent as it is;
it is decoded only where a reader needs its fields. A result the worker cached stays there
until a view asks for it; the service keeps its step summary (what Trends reads).
"""

from __future__ import annotations

import functools
import time
from collections.abc import Iterator
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any, Optional

import msgspec

from ..analysis import Options
from ..analysis.report.compose import error_entry
from ..analysis.report.extras import TabExtras
from ..analysis.report.step_summary import step_summary
from ..core.limits import Limits, stored_bound
from ..discovery.logdir import TraceFile
from ..report_types import JobState, StepSummary
from ..store import storage
from .cache import ResultCache
from .catalog import REMOTE_SCAN_SECONDS, Catalog
from .held import Held, TraceEntry
from .jobs import (
    Job,
    Outcome,
    Summarised,
    WorkerResult,
    changed_lately,
    job_key,
    job_state,
    may_pass,
    new_pool,
    submit_job,
)
from .shared_index import SharedIndex
from .summaries import SUMMARY_READERS, KeptSummaries
from .table import MAX_RESULT_BYTES, JobTable
from .workers import JobDied, JobTimedOut


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
        # shared results (results.SharedResults), read before any analysis of our own; indexed off the request path
        self.shared = shared
        self.shared_index = shared_index(shared, scan_interval)
        self.limits = limits
        self.cache = cache or ResultCache(None)
        self.options = options
        self.workers = max(1, int(workers))
        self.catalog = Catalog(logdir, scan_interval, self.cache.directory)
        self.table = JobTable(max_results, max_result_bytes, max_pending, can_reread=bool(self.cache.directory))
        self.summaries = KeptSummaries()
        self._lock = self.table.lock
        self._executor_kind = executor
        self._executor: Any = None  # JobRunner, or a thread pool (tests)
        self._running: dict = {}  # future -> trace path, of the jobs submitted and not ended

    # --- the catalog's (catalog.py): what requests and the listing rows ask of it ----

    def traces(self, force: bool = False) -> list:
        return self.catalog.traces(force)

    def find(self, trace_id: str) -> Optional[TraceFile]:
        return self.catalog.find(trace_id)

    def merged_into(self, trace: TraceFile) -> list:
        return self.catalog.merged_into(trace)

    # --- jobs ----------------------------------------------------------------------

    def _pool(self):
        if self._executor is None:
            self._executor = new_pool(self._executor_kind, self.workers, self.limits.seconds)
        return self._executor

    def request(self, trace: TraceFile, options: Options, front: bool = False, shared: bool = True) -> Job:
        """The job of this trace and these patterns; submitted if new. Never blocks on it.
        front: someone is looking at this trace, so its job jumps the queue. shared: a result
        in the shared results will do (not when the tab's extras, which they lack, are asked for)."""
        capture = self.catalog.capture_of(trace)
        key = job_key(trace, options, capture)
        index = self.shared_index if shared else None
        with self._lock:
            job = self.table.known(key, trace, shared_listed=index is not None and index.ready)
        # a cached result is looked for by a stat, a shared one in the index's last listing (no
        # request): either is read, and checked, when its entry is asked for (held())
        in_cache = job is None and self.cache.has(key, "report", stored_bound("report", trace.size))
        in_shared = None if in_cache or job is not None or index is None else index.holds(trace, options)
        with self._lock:
            job = self.table.known(key, trace, shared_listed=index is not None and index.ready)
            if job is None:
                job = Job(key, trace, options, time.monotonic(), override=options != self.options)
                self.table.add(job)
                if in_cache or in_shared:  # done before or elsewhere: held() reads it (as if dropped)
                    job.stored()
                    return job
                if in_shared is None and index is not None and not in_cache:
                    job.awaiting_shared = True  # (decided once the store is listed: analysed or read)
                    return job
                growing = self.table.supersede(key, trace, options.key())
                if growing and changed_lately(trace):
                    job.settling = True
                    return job
                self._submit(job, capture)
                self.table.evict()
            self.table.used(job)
            future = job.future  # (read once: _finish clears it when the job ends, in another thread)
            if front and future is not None and hasattr(self._executor, "prioritise"):
                self._executor.prioritise(future)
            return job

    def _submit(self, job: Job, capture: Optional[TraceFile]) -> None:
        """Start a new job's analysis (under the lock); a pool that cannot is said as its error."""
        try:
            submit_job(self._pool(), job, capture, self.limits, self.cache.directory)
            assert job.future is not None  # (submitted)
            self._running[job.future] = job.trace.path
            job.future.add_done_callback(functools.partial(self._finish, job))
        except Exception as exc:  # a broken pool: say so, never raise into a route
            job.failed(f"{job.trace.path}: could not start the analysis ({exc})")
            self._executor = None

    @property
    def generation(self) -> int:
        """The job journal's generation now (table.JobTable.changes_since)."""
        return self.table.generation

    def changes_since(self, generation: int) -> Optional[tuple]:
        return self.table.changes_since(generation)

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

    def _finish(self, job: Job, future: Future) -> None:
        try:
            result: WorkerResult = future.result()  # the worker wrote the cache, and the entry's JSON
            job.seconds = result.seconds
            # (the summary kept before the job says it is done: a Trends request in between
            # would read the entry back from the cache for it; Trends then never reads a
            # whole entry back. A result the worker cached is not sent: at 10,000 traces the
            # server held every result, hundreds of entries up to its bound, and each full
            # garbage collection walked them all, 40-240 ms every second or two)
            self.summaries.keep(job.key, result.summary)
            with self._lock:
                self.table.received(job, result.held)
        except (JobTimedOut, JobDied) as exc:  # killed past its limit, or died twice: say which
            job.error = f"{job.trace.path}: {exc}"
        except Exception as exc:  # cancelled, or a failure outside the analysis: report, don't crash
            job.error = f"{job.trace.path}: analysis failed ({type(exc).__name__}: {exc})"
        job.ended(future)
        with self._lock:
            self._running.pop(future, None)
            self.table.touch(job.trace.path)
            self.table.evict()

    def held(self, job: Job) -> Optional[Held]:
        """The result of a done job, as held (its entry's JSON); None (and the job is analysed
        again) where its result was dropped and neither the cache nor the shared results have
        it. One read back is held (and counted) until the bound drops it again."""
        if job.result is not None:
            return job.result
        if not job.evicted:
            return None
        held = self.cache.report_of(job.key, job.trace)
        if held is None and self.shared is not None:
            stored = self.shared.get(job.trace, job.options)
            held = Held.of(stored) if stored is not None else None
        if held is None:
            self._analyse_again(job)
            return None
        with self._lock:
            self.table.hold(job, held)
            self.table.evict()
        return held

    def entry(self, job: Job) -> Optional[TraceEntry]:
        """The report entry of a done job, typed (decoded from its JSON: for a reader that
        needs its fields); None as held() says."""
        held = self.held(job)
        return held.entry() if held is not None else None

    def _analyse_again(self, job: Job) -> None:
        """The one path that queues a done job again: its result did not hold up (dropped and
        gone from the cache, unreadable, or without extras). Analysed here, not read from the
        shared results (which lack the extras, or held what did not hold up)."""
        self.cache.discard(job.key)
        with self._lock:
            self.table.forget(job.key)
        self.request(job.trace, job.options, front=True, shared=False)

    def result(self, trace: TraceFile, options: Options, front: bool = False) -> Outcome:
        """The report entry of a trace when its analysis is done, or why not (every route asks
        this way: a done job whose result was dropped and is no longer cached is queued again)."""
        job = self.request(trace, options, front=front)
        state = self.state(job)
        if state.state == "done":
            held = self.held(job)
            if held is not None:
                return Outcome("ready", state, held.report)
            job = self.request(trace, options, front=front)  # (the job held() queued again)
            state = self.state(job)
        if state.state == "error":  # an unreadable file's entry, or killed, or died: say which
            result = job.result  # (read once: the bound may drop it in another thread)
            failed = (
                result.report if result is not None else msgspec.json.encode(error_entry(trace.path, str(state.error)))
            )
            return Outcome("failed", state, failed)
        return Outcome("pending", state)

    def summary_result(self, trace: TraceFile, options: Options) -> Summarised:
        """As result, with the step summary (a few KB) for the entry: what trends read."""
        return self.summary_results([trace], options)[0]

    def extras_result(self, trace: TraceFile, options: Options) -> tuple:
        """-> (the tab's extras, or None while they are not there; the job's state)."""
        job = self.request(trace, options, front=True)
        state = self.state(job)
        if state.state != "done":
            return None, state
        extras = self.extras(job)
        if extras is None:
            return None, JobState(state="analysing", progress=0.0)
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

    def summaries_of(self, job_states: list) -> Iterator[Summarised]:
        """The outcomes of summary_states' jobs (see summary_results), one at a time: each
        summary is decoded when its outcome is taken, so that a caller folding them (Trends
        over 10,000 ranks) never holds them all decoded at once."""
        missing = [j for j, st in job_states if st.state == "done" and j.key not in self.summaries]
        if len(missing) > 1:
            with ThreadPoolExecutor(min(SUMMARY_READERS, len(missing)), thread_name_prefix="tb-attn-summary") as pool:
                for _ in pool.map(self.summary, missing):  # (read and kept; each dropped here)
                    pass
        for job, state in job_states:
            summary = self.summary(job) if state.state == "done" else None
            if summary is not None:
                yield Summarised("ready", state, summary)
            elif self._summary_failed(job, state):
                yield Summarised("failed", state)
            else:
                yield Summarised("pending", state)

    def _summary_failed(self, job: Job, state: JobState) -> bool:
        """Whether a job with no summary failed for good. A job that failed in a way that may
        pass (killed, died, not started: may_pass) is analysed again when next asked, after its
        back-off, and a done job whose result was dropped and not found again was queued again
        (held()): both are pending, so that a view asking while any is pending asks until they
        are done (a /trends answer that called one failed ended the view's asking, its ranks one
        worker short for good)."""
        if state.state == "error":
            return not may_pass(job)
        if state.state != "done":
            return False
        with self._lock:
            return self.table.jobs.get(job.key) is job

    def summary(self, job: Job) -> Optional[StepSummary]:
        """What the trend and ranks views read of a done job: kept in memory once read (by the
        job's key: the trace's version), else from its entry where held, else the shared step
        summary, else its entry read (from the cache or the shared results); None for a trace
        that could not be read."""
        kept = self.summaries.get(job.key)
        if kept is not None:
            return msgspec.json.decode(kept, type=Optional[StepSummary])
        summary = None
        if job.result is None and job.evicted and self.shared is not None:
            summary = self.shared.get_summary(job.trace, job.options)
        if summary is None:
            entry = self.entry(job)
            summary = step_summary(entry) if entry is not None else None
        if summary is not None:
            self.summaries.keep(job.key, msgspec.json.encode(summary))
        return summary

    def queue_places(self) -> Optional[dict]:
        """Every waiting job's place in the queue, by its future (None where unknown)."""
        executor = self._executor
        return executor.places() if hasattr(executor, "places") else None

    def state(self, job: Job, places: Optional[dict] = None) -> JobState:
        """The job's state (jobs.job_state); places (from queue_places) saves looking each job
        up in the queue."""
        return job_state(job, self._executor, places)

    def extras(self, job: Job) -> Optional[TabExtras]:
        """The tab's extras of a finished job (loaded from the cache after a restart)."""
        if job.result is None and (not job.evicted or self.held(job) is None):
            return None
        assert job.result is not None
        if job.result.extras is None:
            bound = stored_bound("extras", job.trace.uncompressed_size())
            doc = self.cache.get(job.key, "extras", bound, job.trace.content)
            job.result.extras = TabExtras.from_json(doc) if doc is not None else None
            with self._lock:  # (now with its extras: their arrays counted, the entry as it was)
                self.table.extras_added(job)
            if job.result.extras is None:  # (a cached report whose extras cannot be read)
                self._analyse_again(job)
                return None
        return job.result.extras

    def close(self) -> None:
        if self._executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)
            self._executor = None


def shared_index(shared: Any, scan_interval: float) -> Optional[SharedIndex]:
    """The index of the shared results (None without), its first listing begun. It lists them
    again as often as the catalog rescans a local logdir, every REMOTE_SCAN_SECONDS for a store
    (each listing a request a thousand objects). (Reading each cached entry at a restart took
    8 s at 521 traces; asking S3 about each shared one, minutes at 5,000.)"""
    if shared is None:
        return None
    remote = storage.is_remote(shared.location)
    index = SharedIndex(shared, max(scan_interval, REMOTE_SCAN_SECONDS) if remote else scan_interval)
    index.start()
    return index
