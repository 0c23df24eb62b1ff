"""The job table: every job by its key, the journal of their changes, and the bounds on what
they hold in memory.

Terms:
- the *journal*: each job made, ended or dropped bumps the *generation* and notes its trace's
  path, so that a listing computes again only the rows that may have changed (a full pass
  over 10,000 traces took 90-130 ms a call); bounded (JOURNAL_LENGTH): a reader it no longer
  reaches back to makes a full pass.
- *overrides*: the jobs asked for with patterns other than the server's (a view's own); at
  most max_pending of them wait and max_results finished ones are kept, looked at alone,
  never by a walk over every job (#45 item 2: no request walks every job).
- *held* results (held.Held): the entries' JSON and extras kept in memory, counted by what
  they take (Held.nbytes: the JSON's length and the extras' arrays); past max_result_bytes
  the least recently used are dropped down to RESULT_LOW_WATER of it (read again from the
  cache when asked for).
- *superseded*: the waiting job of an earlier state of a file, dropped when a newer one is made.

Every method runs under the table's lock, which the service shares (`lock`).
"""

from __future__ import annotations

import threading
import time
from collections import OrderedDict, deque
from typing import Optional

from ..discovery.logdir import TraceFile
from .held import Held
from .jobs import ERROR_BACKOFF_SECONDS, MAX_BACKOFF_SECONDS, Job, changed_lately, may_pass, waiting

# The job changes the journal keeps (see JobTable.changes_since).
JOURNAL_LENGTH = 50_000
# What the results held in memory may take together (Held.nbytes: their entries' JSON and
# the extras' arrays); past it the least recently used go (read again from the cache when
# asked for).
MAX_RESULT_BYTES = 128 << 20
# Past the bound, results are dropped down to this share of it: a pass over every job then
# runs once per many finished jobs, not at each (at 10,000 traces, each finished job's pass
# over the 10,000 jobs took 12% of the server's time).
RESULT_LOW_WATER = 0.75


class JobTable:
    def __init__(
        self,
        max_results: int = 64,
        max_result_bytes: int = MAX_RESULT_BYTES,
        max_pending: int = 64,
        can_reread: bool = False,
    ):
        self.lock = threading.RLock()
        self.jobs: OrderedDict[tuple, Job] = OrderedDict()  # least recently used first
        self.max_results = max_results  # finished jobs with pattern overrides kept at most
        self.max_result_bytes = max_result_bytes  # what results may take in memory, together
        self.max_pending = max(1, max_pending)
        self.can_reread = can_reread  # a dropped result can be read again (there is a cache)
        self.error_backoff = ERROR_BACKOFF_SECONDS
        self._held_bytes = 0  # what the results held take (kept as results come and go)
        self._overrides: OrderedDict[tuple, None] = OrderedDict()  # their keys, oldest first
        self._failures: dict = {}  # key -> failed tries in a row, of jobs dropped to be tried again
        self._latest: dict = {}  # (path, options.key()) -> the key of the newest job made for them
        self._generation = 0
        self._journal: deque = deque(maxlen=JOURNAL_LENGTH)  # (generation, trace path)

    def add(self, job: Job) -> None:
        """A new job (its failures in a row counted from the ones dropped before it)."""
        if job.override:
            self._bound_queue()
            self._overrides[job.key] = None
        job.failures = self._failures.pop(job.key, 0) + 1  # (counted as a failure until it is not)
        self.jobs[job.key] = job
        self.touch(job.trace.path)

    def used(self, job: Job) -> None:
        """A job just asked for: the last its result is dropped to bound memory."""
        job.last_used = time.monotonic()
        if job.key in self.jobs:  # (a job that could not start may have gone already)
            self.jobs.move_to_end(job.key)

    def known(self, key: tuple, trace: Optional[TraceFile] = None, shared_listed: bool = False) -> Optional[Job]:
        """The job of key, unless it failed in a way that may pass and is due to be tried
        again (ERROR_BACKOFF_SECONDS): then it is dropped, and its failures in a row are
        remembered for the next back-off. A job that waited for the shared results' listing
        is dropped once they are listed (shared_listed): made anew, it is read or analysed."""
        job = self.jobs.get(key)
        if job is not None and job.awaiting_shared and shared_listed:
            self.forget(key)
            return None
        if job is not None and job.settling:
            if changed_lately(job.trace):
                return job
            self.forget(key)  # still now: submitted anew
            return None
        if job is None or job.finished is None or not may_pass(job):
            return job
        backoff = min(self.error_backoff * 2 ** min(job.failures - 1, 16), MAX_BACKOFF_SECONDS)
        touched = trace is not None and trace.ctime_ns != job.trace.ctime_ns
        if touched or time.monotonic() - job.finished >= backoff:
            self.forget(key)
            self._failures[key] = job.failures
            return None
        return job

    def supersede(self, key: tuple, trace: TraceFile, options_key: tuple) -> bool:
        """The job of key is now the newest of this file and these patterns: the job of an
        earlier state of the file is dropped if it waits (cancelled if queued, not started).
        -> whether there was such an earlier state (the file is seen changing)."""
        latest = (trace.path, options_key)
        before = self._latest.get(latest, key)
        self._latest[latest] = key
        older = self.jobs.get(before) if before != key else None
        if older is None or older.finished is not None:
            return before != key
        older_future = older.future
        if older.settling or (older_future is not None and older_future.cancel()):
            self.forget(older.key)
        return before != key

    def forget(self, key: tuple) -> None:
        """Drop a job: its trace's row may change."""
        job = self.jobs.pop(key, None)
        self._overrides.pop(key, None)
        if job is not None:
            self.touch(job.trace.path)

    def touch(self, path: str) -> None:
        self._generation += 1
        self._journal.append((self._generation, path))

    @property
    def generation(self) -> int:
        """The journal's generation now (see changes_since)."""
        with self.lock:
            return self._generation

    def changes_since(self, generation: int) -> Optional[tuple]:
        """-> (the generation now, {path: the generation of its latest change} of the traces
        whose job was made, ended or dropped after that generation), or None where the
        journal no longer reaches back to it."""
        with self.lock:
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

    def _bound_queue(self) -> None:
        """At most max_pending analyses with pattern overrides wait: past that, the oldest
        waiting one is dropped (a client sending endless overrides cannot queue endless work).
        The analyses of the traces with the server's own patterns are never dropped: one per
        trace, they are all analysed in the background, however many there are."""
        queued = [k for k in self._overrides if (j := self.jobs.get(k)) is not None and waiting(j.future)]
        while len(queued) >= self.max_pending:
            k = queued.pop(0)
            job = self.jobs.get(k)
            future = job.future if job is not None else None
            if future is not None and future.cancel():
                self.forget(k)

    def hold(self, job: Job, result: Held) -> None:
        """Keep a job's result in memory, counting what it takes."""
        previous = job.result_bytes if job.result is not None else 0
        job.result, job.evicted = result, False
        if job.seconds is None:
            job.seconds = result.facts.seconds
        job.result_bytes = result.nbytes()
        self._held_bytes += job.result_bytes - previous

    def received(self, job: Job, result: Optional[Held]) -> None:
        """A job's analysis sent its result: held, or None where the worker cached it and did
        not send it (read from the cache when a view asks for it)."""
        if result is None:
            job.result, job.evicted = None, True
        else:
            self.hold(job, result)

    def extras_added(self, job: Job) -> None:
        """A held result now has its extras (read from the cache): their arrays counted."""
        added = job.result.nbytes() if job.result is not None else 0
        self._held_bytes += added - job.result_bytes
        job.result_bytes = added

    def evict(self) -> None:
        """Bound memory: results past max_result_bytes are dropped, least recently used first
        (read again from the cache when asked for; without a cache the job goes, and is
        analysed again), and finished jobs with pattern overrides past max_results go
        altogether. The running totals make this a look at two numbers on most calls (a pass
        over every job on each of 5,000 requests took seconds)."""
        if self._held_bytes > self.max_result_bytes:
            self._drop_results()
        if len(self._overrides) > self.max_results:
            finished = [k for k in self._overrides if (j := self.jobs.get(k)) is None or j.finished is not None]
            while len(finished) > self.max_results:
                self.forget(finished.pop(0))

    def _drop_results(self) -> None:
        held = [j for j in self.jobs.values() if j.result is not None]
        total = sum(j.result_bytes for j in held)
        for job in sorted(held, key=lambda j: j.last_used):
            if total <= self.max_result_bytes * RESULT_LOW_WATER:
                break
            total -= job.result_bytes
            if self.can_reread and job.result is not None and job.result.facts.ok:
                job.result, job.result_bytes, job.evicted = None, 0, True
            else:
                self.forget(job.key)
        self._held_bytes = total
