"""The rows of ``/traces``, kept between calls, and what changed in them.

Terms:

- a *row*: what ``/traces`` says of one trace: its id, run, worker, span, file, size and
  time, and its analysis state as ``AnalysisService.state`` gives it, less the place in the
  queue (it moves at every start, so it would change every row on every call; a whole
  listing adds it as it is at that moment).
- a *cursor*: ``"<token>.<n>"``. The token names this process's rows (a cursor of another
  process, or of one restarted, is not one of ours), and n counts the changes made to them.
  A client that sends the cursor of its last answer (``since=``) gets only the rows changed
  after it and the ids of the traces gone since; any other cursor gets the whole listing.
- a *pass*: the rows computed again. A full pass requests and states every trace (queueing
  the ones not analysed yet, newest first); it is made when the logdir's listing changed,
  when the service's journal no longer reaches back to the last pass, and at least every
  FULL_PASS_SECONDS (what no journal entry announces, such as a result dropped with no cache
  to read it back from, is then seen too). Otherwise a pass computes only the rows that may
  have changed: the traces whose job was made, ended or dropped since (the journal), the
  analyses running (their progress moves), and the jobs that may change by themselves (a
  file being written, a failure that may pass, tried again after its back-off).

A full pass over 10,000 traces took 90-130 ms of the server's time at each call of the
tab's poll; a pass over what changed takes a few milliseconds, and its answer is a few rows.
The full pass is the reference: a test checks that a client following the cursors holds
the rows a full listing gives.
"""

from __future__ import annotations

import math
import os
import secrets
import threading
import time
from collections import OrderedDict
from typing import Any, Optional

import msgspec

from ..report_types import UNSET, TraceRow

# The longest a listing goes without a full pass (see the module's terms).
FULL_PASS_SECONDS = 300.0
# A whole listing (asked with no cursor of ours: a tab opening) made less than this long ago
# is given again, with its cursor, to the clients that ask after it: fifty tabs opening at
# once made fifty, 20-130 ms each at 5,000 traces, one after the other under the lock (the
# tail of every route's latency then). The cursor keeps it exact: the next ask brings what
# changed since. A reload (TensorBoard's fresh=1) never gets one made before it, nor does a
# listing of fewer than WHOLE_LISTING_REUSE_ROWS traces (a few milliseconds to make).
WHOLE_LISTING_REUSE_SECONDS = 0.5
WHOLE_LISTING_REUSE_ROWS = 1000
# The removed traces remembered for cursors; a cursor older than the oldest one forgotten
# gets the whole listing.
MAX_REMOVED = 100_000


class ListingRows:
    """The rows of one service's listing with one set of patterns (the server's)."""

    def __init__(self, service: Any, options: Any):
        self.service = service
        self.options = options
        self.token = secrets.token_hex(4)
        self._lock = threading.Lock()  # (one pass at a time: TensorBoard serves many threads)
        self._changes = 0
        self._rows: dict = {}  # id -> row, in the listing's order
        self._position: dict = {}  # id -> its row's place in that order
        # id -> the change count when its row last changed, oldest change first: the rows
        # changed after a cursor are read from its end, never by a look at every row
        self._changed_at: OrderedDict = OrderedDict()
        self._removed: OrderedDict = OrderedDict()  # id -> the change count when it went
        self._forgotten = 0  # the change count of the newest removal no longer remembered
        self._jobs: dict = {}  # id -> the job its row was made from
        self._made_at: dict = {}  # id -> the service's journal generation its row was made at
        self._listed: Optional[list] = None  # the listing the rows are of
        # path -> the traces of that listing at that (real) path: more than one where the user
        # placed a link to a trace beside it (one job, two rows: both change when it does)
        self._by_path: dict = {}
        self._by_id: dict = {}  # id -> trace, of that listing
        self._generation = -1  # the service's journal generation the rows are up to
        self._full_at = -math.inf
        self._live: set = set()  # ids whose rows may change by themselves
        # (the listing, the monotonic time, the answer) of the last whole listing made
        self._whole: Optional[tuple] = None

    def answer(self, traces: list, since: Optional[str] = None, reuse: bool = True) -> dict:
        """-> {"traces": rows, "removed": ids, "cursor", "partial"}: the rows changed after the
        cursor `since` and the ids gone (partial), or every row (not partial), for the listing
        `traces` (the service's, the same object while it is unchanged). reuse: a whole
        listing made in the last WHOLE_LISTING_REUSE_SECONDS will do."""
        now = time.monotonic()
        with self._lock:
            whole = self._whole
            if (
                reuse
                and len(traces) >= WHOLE_LISTING_REUSE_ROWS
                and whole is not None
                and whole[0] is traces
                and now - whole[1] < WHOLE_LISTING_REUSE_SECONDS
                and self._cursor_count(since) is None
            ):
                return whole[2]
            self._pass(traces)
            after = self._cursor_count(since)
            if after is None:
                rows = list(self._rows.values())
                removed: list = []
            else:
                rows = [self._rows[i] for i in sorted(self._changed_after(after), key=self._position.__getitem__)]
                removed = [i for i, at in self._removed.items() if at > after]
            cursor = f"{self.token}.{self._changes}"
            jobs = self._jobs
        if after is None:
            rows = self._with_places(rows, jobs)
        out = {"traces": rows, "removed": removed, "cursor": cursor, "partial": after is not None}
        if after is None:
            self._whole = (traces, now, out)
        return out

    def _changed_after(self, after: int) -> list:
        """The ids of the rows changed after the change count `after` (the newest first)."""
        ids = []
        for trace_id, at in reversed(self._changed_at.items()):
            if at <= after:
                break
            ids.append(trace_id)
        return ids

    def _cursor_count(self, since: Optional[str]) -> Optional[int]:
        """The change count of one of our cursors still answerable, else None."""
        token, _, count = (since or "").partition(".")
        if token != self.token or not count.isdigit() or len(count) > 18:
            return None
        n = int(count)
        return n if self._forgotten <= n <= self._changes else None

    def _with_places(self, rows: list, jobs: dict) -> list:
        places = self.service.queue_places()
        if not places:
            return rows
        out = []
        for row in rows:
            job = jobs.get(row.id)
            place = places.get(job.future) if job is not None and job.future is not None else None
            out.append(row if place is None else msgspec.structs.replace(row, place=place))
        return out

    # --- passes (under the lock) ----------------------------------------------------

    def _pass(self, traces: list) -> None:
        now = time.monotonic()
        changes = self.service.changes_since(self._generation)
        if traces is not self._listed or changes is None or now - self._full_at >= FULL_PASS_SECONDS:
            self._full_pass(traces, now)
            return
        self._generation, paths = changes
        running = self.service.running_paths()
        ids = set(self._live)
        if running is None:  # (the executor cannot say what runs: every row still to run)
            ids |= {i for i, row in self._rows.items() if row.state in ("queued", "analysing")}
            running = set()
        for path, at in paths.items():
            for trace in self._by_path.get(path, ()):
                # (a change the row was made after, its own request's job included, is in it)
                if at > self._made_at.get(trace.id, -1):
                    ids.add(trace.id)
        for path in running:
            ids.update(trace.id for trace in self._by_path.get(path, ()))
        for trace_id in ids:
            trace = self._by_id.get(trace_id)
            if trace is not None:
                self._compute(trace)

    def _full_pass(self, traces: list, now: float) -> None:
        # (the generation first: a job that changes while the rows are made is seen next time)
        self._generation = self.service.generation
        before = self._rows
        self._rows = {}
        self._jobs = {}
        self._made_at = {}
        self._live = set()
        # every trace is requested with the server's patterns, newest first: historical
        # runs are ready by the time someone opens them
        for trace in sorted(traces, key=lambda t: -t.mtime_ns):
            self._compute(trace, before.get(trace.id))
        self._rows = {t.id: self._rows[t.id] for t in traces}
        self._position = {trace_id: n for n, trace_id in enumerate(self._rows)}
        for trace_id in before.keys() - self._rows.keys():
            self._changes += 1
            self._removed[trace_id] = self._changes
            self._changed_at.pop(trace_id, None)
        for trace_id in self._rows.keys() & self._removed.keys():
            del self._removed[trace_id]
        while len(self._removed) > MAX_REMOVED:
            self._forgotten = self._removed.popitem(last=False)[1]
        self._listed = traces
        self._by_path = {}
        for t in traces:
            self._by_path.setdefault(t.path, []).append(t)
        self._by_id = {t.id: t for t in traces}
        self._full_at = now

    def _compute(self, trace: Any, before: Optional[TraceRow] = None) -> None:
        # (a graph capture merged into replays is analysed only as part of them, #59 item 9:
        # its row asks for, and says the state of, the job of the replay it is merged into)
        merged = self.service.merged_into(trace)
        job = self.service.request(merged[0] if merged else trace, self.options)
        # (the generation after the request, before the state: a later change is seen next pass)
        self._made_at[trace.id] = self.service.generation
        state = self.service.state(job, {})  # ({}: no place; see the module's terms)
        row = TraceRow(
            id=trace.id,
            run=trace.run,
            worker=trace.worker,
            span=trace.span,
            file=os.path.basename(trace.path),
            size=trace.size,
            mtime=trace.mtime_ns / 1e9,
            state=state.state,
            progress=state.progress,
            bytes_read=state.bytes_read,
            bytes_total=state.bytes_total,
            detail=state.detail,
            seconds=state.seconds,
            error=state.error,
            # (a graph capture merged into replays is shown inside them, not as a run of its
            # own; the pairs change only with the listing, and a new listing makes a full pass)
            merged_into=sorted(t.id for t in merged) if merged else UNSET,
        )
        old = self._rows.get(trace.id, before)
        if row != old:
            self._changes += 1
            self._changed_at[trace.id] = self._changes
            self._changed_at.move_to_end(trace.id)
        else:
            row = old
        self._rows[trace.id] = row
        self._jobs[trace.id] = job
        if job.may_change_by_itself() or row.state == "being_written":
            self._live.add(trace.id)
        else:
            self._live.discard(trace.id)
