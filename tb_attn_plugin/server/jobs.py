"""Jobs: one analysis of one trace file with one set of patterns, what a worker process runs
for it, and its state as a route says it.

Terms:
- a job's *key*: the trace's path and identity (size, time, a remote object's version), the
  patterns, the analysis's version, and the identity of the graph capture merged into it;
  a trace changed is a new job.
- a job's *state*: queued (with its place), analysing (with a progress estimate), done,
  error, or being written (a file changed in the last STILL_SECONDS, or truncated and
  touched in the last BEING_WRITTEN_SECONDS).
- a failure that *may pass*: killed past its time limit, its process died twice, or a read
  that failed for the file's situation (a retryable entry): tried again after a back-off.
- a worker's *result* (WorkerResult): what the analysis of a job sends back: the result to
  hold (held.Held: the entry's JSON, its facts and the tab's extras) and the entry's step
  summary, or, where the worker cached the result, only the summary and the analysis time
  (held None: the server reads the entry from the cache when a view asks for it).
"""

from __future__ import annotations

import time
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any, Optional

import msgspec

from ..analysis import ANALYSIS_VERSION, Options
from ..analysis.report.step_summary import step_summary
from ..core.limits import Limits
from ..discovery.logdir import TraceFile
from ..pipeline import analyze_typed
from ..report_types import JobState, StepSummary
from ..store import storage
from ..store.storage import Listed
from .cache import ResultCache
from .held import Held, TraceEntry, decoded_entry
from .processes import JobRunner

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
MAX_BACKOFF_SECONDS = 3600.0


def analysis_job(
    path: str,
    options: Options,
    limits: Limits = Limits(),
    cache_dir: Optional[str] = None,
    key: Optional[tuple] = None,
    listed: Optional[Listed] = None,
    capture: Optional[tuple] = None,
) -> WorkerResult:
    """Runs in a worker process: the report entry and the tab's extras of one file (with
    the graph capture merged in, where one is listed beside it), written as JSON once, here.
    The worker also writes the cache; a result it cached is not sent (the server reads it
    back when a view asks for it, see AnalysisService._finish), and what it sends is cheap to
    unpickle (bytes and the extras' arrays): requests are not held up when a big result lands."""
    entry, extras = analyze_typed(path, options, limits, listed=listed, capture=capture)
    held = Held.of(entry, extras)
    summary = msgspec.json.encode(step_summary(entry))
    content = None
    if cache_dir and key is not None and held.facts.ok:
        try:  # (the cached entry holds what the trace held: read back only for that content)
            content = storage.content_digest(path, listed)
        except Exception:  # changed since, say: sent, not cached
            content = None
    cached = (
        content is not None
        and cache_dir is not None
        and key is not None
        and worker_cache(cache_dir).put(key, held.report, extras.to_json() if extras is not None else None, content)
    )
    return WorkerResult(None if cached else held, summary, held.facts.seconds)


def new_pool(kind: str, workers: int, time_limit: float) -> Any:
    """Where jobs run: warm worker processes (processes.JobRunner: a job past the time limit
    killed with its worker, a dead worker noticed at once and replaced), or threads (tests)."""
    if kind == "thread":
        return ThreadPoolExecutor(max_workers=workers, thread_name_prefix="tb-attn")
    return JobRunner(workers, time_limit=time_limit)


def submit_job(pool: Any, job: Job, capture: Optional[TraceFile], limits: Limits, cache_dir: Optional[str]) -> None:
    """A job's analysis_job handed to the pool (processes.JobRunner, or a thread pool in
    tests), with the graph capture merged into it, if any: the job is then submitted. A
    view's own patterns wait in the JobRunner's lane of their own: taking turns with the
    background analyses, neither starves the other (processes.LANES)."""
    trace = job.trace
    merged = (capture.path, capture.listed()) if capture is not None else None
    lane = {"lane": "override"} if job.override and isinstance(pool, JobRunner) else {}
    future = pool.submit(
        analysis_job, trace.path, job.options, limits, cache_dir, job.key, trace.listed(), merged, **lane
    )
    job.future, job.analysed = future, True


_worker_caches: dict = {}


def worker_cache(directory: str) -> ResultCache:
    """The cache a worker process writes to, one per directory for the process's life (a warm
    worker analyses many traces: the cache's directory is looked over once, and its eviction
    pass amortised, not made at every write; see ResultCache.evict)."""
    cache = _worker_caches.get(directory)
    if cache is None:
        cache = _worker_caches[directory] = ResultCache(directory)
    return cache


@dataclass(frozen=True)
class WorkerResult:
    """What a worker sends back for a job (see the module's terms)."""

    held: Optional[Held]  # (None: cached by the worker, not sent)
    summary: bytes  # the entry's step summary, as JSON (what Trends reads)
    seconds: Optional[float] = None  # how long the analysis took, as its entry says


@dataclass(frozen=True)
class Outcome:
    """What a route gets for a trace: "ready" (report: the report entry's JSON), "failed"
    (report: an entry whose errors say why), or "pending"; state is the job's (for a 202
    answer)."""

    status: str
    state: JobState
    report: Optional[bytes] = None

    def entry(self) -> Optional[TraceEntry]:
        """The report entry, typed (held.decoded_entry: an Entry where ready, an ErrorEntry
        where failed), or None while pending."""
        return decoded_entry(self.report, ok=self.status == "ready") if self.report is not None else None


@dataclass(frozen=True)
class Summarised:
    """What the trend and ranks views get for a trace: "ready" (summary: its step summary),
    "failed" (a trace that could not be read), or "pending"; state is the job's."""

    status: str
    state: JobState
    summary: Optional[StepSummary] = None


@dataclass
class Job:
    """One job and its life: made (queued, being written, or awaiting the shared results'
    listing), submitted, then done (its result held, or stored: read when asked for) or
    failed; the job table holds it and journals each change (table.py)."""

    key: tuple
    trace: TraceFile
    options: Options
    submitted: float
    override: bool = False  # its patterns are a view's own, not the server's
    future: Optional[Future] = None
    result: Optional[Held] = None
    error: Optional[str] = None
    finished: Optional[float] = None
    started: Optional[float] = None  # first seen running
    shown: float = 0.0  # the progress said last: a later one is never less (#59 item 5)
    analysed: bool = False  # an analysis was submitted (not served from the cache or the shared results)
    last_used: float = field(default_factory=time.monotonic)
    result_bytes: int = 0  # what the result takes in memory (Held.nbytes)
    # done, its result dropped to bound memory (or never sent by the worker that cached it):
    # read again from the cache when asked for
    evicted: bool = False
    seconds: Optional[float] = None  # how long its analysis took, as its entry says
    failures: int = 1  # this job's try and the failed tries of the same key right before it
    settling: bool = False  # not submitted: its file is being written (STILL_SECONDS)
    # not submitted: the shared results are being listed (shared_index.py); once they are,
    # the job is made anew, read from them or analysed
    awaiting_shared: bool = False

    def stored(self) -> None:
        """Done before, or elsewhere (the cache, the shared results): its entry is read when a
        view asks for it, as if dropped."""
        self.evicted, self.finished = True, time.monotonic()

    def failed(self, error: str) -> None:
        """Ended without a result: error says why (a job's state then says it)."""
        self.error, self.finished = error, time.monotonic()

    def ended(self, future: Future) -> None:
        """Its analysis ended (a result, a failure or a cancel). The future holds the result
        as well: kept, it would keep every result ever made in memory, whatever the bound
        drops; a cancelled one holds none, and says it was."""
        self.finished = time.monotonic()
        if not future.cancelled():
            self.future = None

    def may_change_by_itself(self) -> bool:
        """Whether its state may change with no job made or ended: a file being written
        (analysed once it is still), the shared results being listed, or a failure that may
        pass (tried again after its back-off)."""
        return self.settling or self.awaiting_shared or (self.finished is not None and may_pass(self))


def job_key(trace: TraceFile, options: Options, capture: Optional[TraceFile] = None) -> tuple:
    """A job's key (see the module's terms)."""
    # (a remote object's ETag or version too: a rewritten object is analysed again; and
    # the capture merged into it, if any, by its own identity)
    ident = trace.identity()
    version = (ident["version"],) if ident["version"] else ()
    merged = () if capture is None else (capture.path, *capture.identity().values())
    return (trace.path, ident["size"], ident["mtime_ns"], *options.key(), ANALYSIS_VERSION, *version, *merged)


def job_state(job: Job, executor: Any, places: Optional[dict] = None) -> JobState:
    """The job's state, as a route says it (the schema's JobState: a 202 answer's body). executor: the pool its future is in (a JobRunner
    says a waiting job's place); places (JobRunner.places) saves looking each job up in it."""
    t = job.trace
    future = job.future  # (read once: _finish clears it when the job ends, in another thread)
    out: dict = {"state": "queued", "progress": 0.0}
    if job.settling:
        out.update(state="being_written", error=f"{t.path}: changed in the last {STILL_SECONDS:g} s: analysed "
                   "once it is still")  # fmt: skip
    elif job.awaiting_shared:
        out["detail"] = "looking for a stored result in the shared results"
    elif job.error is not None:
        out.update(state="error", progress=1.0, error=job.error)
    elif job.evicted:
        out.update(state="done", progress=1.0)
        if job.seconds is not None:
            out["seconds"] = job.seconds
    elif job.result is not None:
        facts = job.result.facts
        if facts.error is not None and looks_incomplete(facts.error, t):
            out.update(state="being_written", progress=0.0, error=facts.error)
        elif facts.error is not None:
            out.update(state="error", progress=1.0, error=facts.error)
        else:
            out.update(state="done", progress=1.0, seconds=facts.seconds)
    elif future is not None and future.running():
        if job.started is None:
            job.started = time.monotonic()
        out["state"] = "analysing"
        if hasattr(executor, "read_progress"):  # (the read's bytes say it; none read yet: 0)
            read = executor.read_progress(future)
            if read is not None:
                out.update(read_state(read))
        else:  # (an executor that says no bytes: the time an analysis of this size takes)
            elapsed = time.monotonic() - job.started
            size = t.size * (_GZIP_RATIO if t.path.endswith(".gz") else 1)
            out["progress"] = round(min(0.95, elapsed / (0.5 + size / _ESTIMATED_BYTES_PER_SECOND)), 3)
        # (the bar only moves forward, whatever the estimate does)
        job.shown = out["progress"] = max(job.shown, out["progress"])
    elif future is not None and (places is not None or hasattr(executor, "place")):
        place = places.get(future) if places is not None else executor.place(future)
        if place is not None:
            out["place"] = place  # 1: the next to start
    return JobState(**out)


# Of an analysis's time, the share its read takes (the rest: the model and the passes; about
# half on the benchmark's traces from 150 MB to 10 GB, docs/performance.md).
READ_SHARE = 0.5


def read_state(read) -> dict:
    """A running job's state from how far its read has come (processes.ReadProgress): the
    bytes read of the file's, a progress that follows them (READ_SHARE of the bar while
    reading; the rest as long again as the read took, at most 0.95), and the line the tab
    shows under its bar."""
    fraction = read.done / read.total
    progress = READ_SHARE * fraction
    size, unit, digits = _bytes_unit(read.total)
    if read.read_ended is not None:
        reading, after = read.read_ended - read.started, time.monotonic() - read.read_ended
        progress = READ_SHARE + (1 - READ_SHARE) * min(1.0, after / max(reading, 1e-3))
        detail = f"read all {read.total / size:.{digits}f} {unit}; analysing"
    else:  # (the share said is the bar's: the read is READ_SHARE of the analysis)
        done, total = f"{read.done / size:.{digits}f}", f"{read.total / size:.{digits}f}"
        detail = f"read {done} of {total} {unit}: {100 * min(0.95, progress):.0f}% of the analysis"
    return {
        "progress": round(min(0.95, progress), 3),
        "bytes_read": read.done,
        "bytes_total": read.total,
        "detail": detail,
    }


def _bytes_unit(scale: int) -> tuple:
    """-> (bytes per unit, the unit, decimals) that suit a size: GiB with one decimal, MiB,
    KiB or bytes whole ("4.1 GiB", "310 MiB", "12 KiB", "900 B")."""
    for unit, size, digits in (("GiB", 1 << 30, 1), ("MiB", 1 << 20, 0), ("KiB", 1 << 10, 0)):
        if scale >= size:
            return size, unit, digits
    return 1, "B", 0


def waiting(future: Optional[Future]) -> bool:
    """Whether a job's future waits in the queue (there, not running, and not done: a job
    just done whose callback has not run yet waits for nothing; counted as waiting, the
    queue's bound could drop one job too few)."""
    return future is not None and not future.running() and not future.done()


def may_pass(job: Job) -> bool:
    """Whether the job failed in a way that may pass (see ERROR_BACKOFF_SECONDS)."""
    if job.error is not None:
        return True
    return job.result is not None and job.result.facts.retryable


def changed_lately(trace: TraceFile) -> bool:
    """A local file changed within STILL_SECONDS (by the listing's time: a file written since
    is listed anew, under a new key)."""
    return not trace.version and time.time() - trace.mtime_ns / 1e9 < STILL_SECONDS


def looks_incomplete(error: str, trace: TraceFile) -> bool:
    """Whether an unreadable trace's error (its first) says it was cut short, and the file was
    touched lately enough to be still being written (BEING_WRITTEN_SECONDS)."""
    if "truncated" not in error:
        return False
    return time.time() - trace.mtime_ns / 1e9 < BEING_WRITTEN_SECONDS
