"""The job runner: a bounded pool of long-lived workers (workers.py), each analysing many
jobs in turn, so that a job starts warm (the analysis imported, an object store's client
made) while a job past its time limit can still be killed alone, a dead worker is noticed at
once, and no process outlives its parent, however it ends.

Terms:
- job: one call of a module-level function, run in a worker; the runner keeps at most
  ``workers`` jobs running and the rest waiting in their lane (LANES), in the order they
  came (a waiting job can be moved to the front: the trace someone is looking at); while
  both lanes wait, they take turns (TURNS).
- worker: a process that takes jobs one at a time over a pipe. A worker is replaced when it
  dies (the job is tried once more in a new one), when its job runs past the time limit
  (it is killed), and after ``jobs_per_worker`` jobs (memory a long life gathers goes with
  it). At most ``workers`` exist; an idle one waits for the next job.
"""

from __future__ import annotations

import bisect
import os
import threading
import time
from collections import deque
from concurrent.futures import Future
from multiprocessing.connection import wait
from typing import Any, Callable, NamedTuple, Optional

from ..core.limits import stopped_after
from .workers import RUNNERS, JobDied, JobTimedOut, Worker, blocking_sigint, death_text, worker_context, worker_main

# the lanes jobs wait in (JobRunner)
LANES = ("default", "override")
# while both lanes have jobs waiting, the order their turns come round in: the override lane
# (analyses with a client's own patterns) starts at most one job in five, so the background
# analyses keep at least 80% of their throughput (in jobs started) under any override load,
# and an override still starts within four background jobs (#45 item 2)
TURNS = ("default", "default", "default", "default", "override")


class ReadProgress(NamedTuple):
    """How far a running job's read of its trace has come (reader/progress.py's terms)."""

    done: int
    total: int
    started: float  # time.monotonic() when the job's attempt started
    read_ended: Optional[float]  # time.monotonic() when the read ended (None: still reading)


class _Job:
    __slots__ = ("args", "attempts", "fn", "future", "lane", "process", "read", "seq", "started")

    def __init__(self, future: Future, fn: Callable, args: tuple, lane: str = "default", seq: int = 0):
        self.future = future
        self.fn = fn
        self.args = args
        self.lane = lane
        # its order in its lane: a lane is kept sorted by it (a job put at the back takes the
        # next number up, one moved to the front the next number down), so that a job's place
        # in its lane is found by bisection, not by walking the lane
        self.seq = seq
        self.attempts = 0
        self.process: Any = None
        self.started = 0.0  # time.monotonic() at the start of its attempt
        self.read: Optional[ReadProgress] = None


# jobs a worker answers before it is replaced (see the module's terms)
JOBS_PER_WORKER = 200


class JobRunner:
    """Runs jobs in a pool of workers, at most ``workers`` at once. A job's future gets its
    result, or JobTimedOut (past ``time_limit`` seconds, plus ``grace``: the analysis stops
    itself at the limit and says so; the kill is for what does not), or JobDied once its
    worker has died ``retries`` + 1 times.

    Jobs wait in lanes (a job's lane is given at submit: "default", or "override" for the
    analyses with a client's own patterns); while both lanes have jobs waiting, they start in
    the order of TURNS (four background jobs, then an override), so a stream of overrides
    never takes more than a fifth of the starts from the background analyses, nor they all
    from it. A job moved to the front of its lane by prioritise starts before the others of
    its lane."""

    def __init__(
        self,
        workers: int = 1,
        time_limit: float = 0.0,
        grace: float = 5.0,
        retries: int = 1,
        jobs_per_worker: int = JOBS_PER_WORKER,
    ):
        self.workers = max(1, int(workers))
        self.jobs_per_worker = max(1, int(jobs_per_worker))
        self._idle: list = []  # workers waiting for a job
        self._all: set = set()  # every worker alive, for shutdown
        self.time_limit = time_limit
        self.grace = grace
        self.retries = retries
        self._ctx = worker_context()
        self._lock = threading.Lock()
        self._lanes: dict = {lane: deque() for lane in LANES}
        self._waiting: dict = {}  # future -> its waiting _Job (the jobs in the lanes)
        self._back = 0  # the seq of the last job put at the back of a lane (_Job.seq)
        self._front = 0  # the seq of the last job moved to the front of one
        self._turn = 0  # the place in TURNS of the lane whose job starts next
        self._running: set = set()
        self._closed = False
        RUNNERS.add(self)

    def submit(self, fn: Callable, *args, lane: str = "default") -> Future:
        future: Future = Future()
        with self._lock:
            if self._closed:
                raise RuntimeError("the job runner is shut down")
            self._back += 1
            job = _Job(future, fn, args, lane, self._back)
            self._lanes[lane].append(job)
            self._waiting[future] = job
            self._start_waiting()
        return future

    def prioritise(self, future: Future) -> bool:
        """Move a waiting job to the front of its lane; False if it is not waiting."""
        with self._lock:
            job = self._waiting.get(future)
            if job is None:
                return False
            lane = self._lanes[job.lane]
            lane.remove(job)
            self._front -= 1
            job.seq = self._front
            lane.appendleft(job)
            return True

    def place(self, future: Future) -> Optional[int]:
        """A waiting job's place in the queue (1: next), None if it is not waiting: its place
        in its lane (by bisection), then the turns of TURNS counted while the other lane has
        jobs ahead of it too (a route asks this for one trace: walking every waiting job, as
        places does, took a quarter of a loaded server's time at 5,000 traces)."""
        with self._lock:
            job = self._waiting.get(future)
            if job is None:
                return None
            ahead = bisect.bisect_left(self._lanes[job.lane], job.seq, key=_seq)
            others = sum(len(w) for name, w in self._lanes.items() if name != job.lane)
            turn = self._turn
        return _place_in_turns(job.lane, ahead, others, turn)

    def places(self) -> dict:
        """Every waiting job's place, by its future (one pass, for a listing of many): the
        order the lanes' turns give."""
        with self._lock:
            lanes = {name: deque(w) for name, w in self._lanes.items()}
            turn = self._turn
        order: list = []
        while any(lanes.values()):
            lane = lanes[TURNS[turn % len(TURNS)]]
            if lane:
                order.append(lane.popleft())
            turn += 1
        return {job.future: i + 1 for i, job in enumerate(order)}

    def read_progress(self, future: Future) -> Optional[ReadProgress]:
        """How far the running job of this future has read its trace (None: not running, or
        no read reported yet)."""
        with self._lock:
            for job in self._running:
                if job.future is future:
                    return job.read
        return None

    def running_futures(self) -> set:
        """The futures of the jobs running now."""
        with self._lock:
            return {job.future for job in self._running}

    def _next_waiting(self) -> Optional[_Job]:  # (under the lock)
        for step in range(len(TURNS)):
            waiting = self._lanes[TURNS[(self._turn + step) % len(TURNS)]]
            if waiting:
                self._turn = (self._turn + step + 1) % len(TURNS)
                job = waiting.popleft()
                del self._waiting[job.future]
                return job
        return None

    def _start_waiting(self) -> None:  # (under the lock)
        while len(self._running) < self.workers and not self._closed:
            job = self._next_waiting()
            if job is None:
                return
            if not job.future.set_running_or_notify_cancel():
                continue  # cancelled while it waited
            self._running.add(job)
            threading.Thread(target=self._run, args=(job,), name="tb-attn-job", daemon=True).start()

    def _run(self, job: _Job) -> None:
        try:
            self._settle(job)
        finally:
            with self._lock:
                self._running.discard(job)
                self._start_waiting()

    def _settle(self, job: _Job) -> None:
        while True:
            outcome, value = self._attempt(job)
            if outcome == "ok":
                job.future.set_result(value)
                return
            if outcome == "error":
                job.future.set_exception(RuntimeError(value))
                return
            if outcome == "timeout":
                job.future.set_exception(JobTimedOut(value))
                return
            if outcome == "closed":
                job.future.set_exception(RuntimeError("the server is shutting down"))
                return
            if job.attempts > self.retries:  # died: once more, then report it
                job.future.set_exception(JobDied(value))
                return

    def _attempt(self, job: _Job) -> tuple:
        job.attempts += 1
        try:
            worker = self._take_worker()
        except Exception as exc:  # no process could be started (out of memory, no pids)
            return "error", f"could not start an analysis process ({type(exc).__name__}: {exc})"
        if worker is None:
            return "closed", None
        with self._lock:
            job.process = worker.process
            job.started = time.monotonic()
            job.read = None
        try:
            worker.conn.send((job.fn, job.args, dict(os.environ)))
        except (OSError, EOFError):  # it died before it took the job
            self._drop(worker)
            return "died", death_text(worker.process.exitcode)
        except Exception as exc:  # a job that cannot be pickled: the worker is fine
            self._give_back(worker)
            return "error", f"could not send the job ({type(exc).__name__}: {exc})"
        limit = self.time_limit + self.grace if self.time_limit else None
        deadline = time.monotonic() + limit if limit else None
        while True:
            timeout = None if deadline is None else max(0.0, deadline - time.monotonic())
            ready = wait([worker.conn, worker.process.sentinel], timeout)
            if self._closed:
                self._drop(worker)
                return "closed", None
            if worker.conn in ready:
                try:
                    answer = worker.conn.recv()
                except (EOFError, OSError):
                    pass  # it died while answering: its exit code says how
                else:
                    if answer[0] == "progress":  # (ahead of the answer: see workers._progress_sender)
                        self._note_progress(job, answer[1], answer[2])
                        continue
                    worker.jobs += 1
                    self._give_back(worker)
                    return answer
            if worker.process.sentinel in ready or worker.conn in ready:
                worker.process.join(1.0)
                died = death_text(worker.process.exitcode)
                self._drop(worker)
                return "died", died
            if not ready:  # the deadline passed
                self._drop(worker)
                return "timeout", f"{stopped_after(self.time_limit)}; its process was killed"

    def _note_progress(self, job: _Job, done: int, total: int) -> None:
        with self._lock:
            ended = job.read.read_ended if job.read is not None else None
            if ended is None and done >= total:
                ended = time.monotonic()
            job.read = ReadProgress(done, total, job.started, ended)

    def _take_worker(self) -> Optional[Worker]:
        """An idle worker, or a new one; None once shut down."""
        with self._lock:
            if self._closed:
                return None
            while self._idle:
                worker = self._idle.pop()
                if worker.process.is_alive():
                    return worker
                self._all.discard(worker)
                worker.stop()
        receiver, sender = self._ctx.Pipe(duplex=True)
        watch, held = self._ctx.Pipe(duplex=False)  # the worker watches; only this process holds `held`
        process = self._ctx.Process(target=worker_main, args=(sender, watch), daemon=True)
        worker = Worker(process, receiver, held)
        # started outside the lock: the first start launches the forkserver, which imports
        # the analysis first (150 ms on two cores), and every route that asks the queue for
        # places would wait that long
        with blocking_sigint():
            process.start()
        sender.close()
        watch.close()
        with self._lock:
            closed = self._closed
            if not closed:
                self._all.add(worker)
        if closed:  # shut down while it started (shutdown() did not know it yet)
            worker.stop()
            return None
        return worker

    def _give_back(self, worker: Worker) -> None:
        """A worker done with its job: idle again, or past its jobs (or shut down) replaced."""
        with self._lock:
            keep = not self._closed and worker.jobs < self.jobs_per_worker
            if keep:
                self._idle.append(worker)
            else:
                self._all.discard(worker)
        if not keep:
            worker.stop()

    def _drop(self, worker: Worker) -> None:
        with self._lock:
            self._all.discard(worker)
        worker.stop()

    def shutdown(self, wait: bool = False, cancel_futures: bool = True) -> None:
        """Stop: waiting jobs are cancelled, every worker killed (a running job ends as
        "closed"; a worker still starting stops itself, _take_worker)."""
        with self._lock:
            self._closed = True
            waiting = [job for lane in self._lanes.values() for job in lane]
            self._lanes = {lane: deque() for lane in LANES}
            self._waiting = {}
            workers = list(self._all)
            self._all.clear()
            self._idle = []
        if cancel_futures:
            for job in waiting:
                job.future.cancel()
        for worker in workers:
            try:
                if worker.process.is_alive():
                    worker.process.kill()
            except (ValueError, OSError):  # already closed
                pass


def _seq(job: _Job) -> int:
    return job.seq


def _place_in_turns(lane: str, ahead: int, others: int, turn: int) -> int:
    """The place (1: next) of the job with `ahead` jobs before it in `lane`, `others` jobs
    waiting in the other lane and `turn` the place in TURNS of the next start: the turns are
    counted one by one only while the other lane still has jobs (with LANES' two lanes, an
    override lane is bounded: a few turns); after that every start is the lane's own."""
    place = 0
    while others:
        if TURNS[turn % len(TURNS)] == lane:
            if not ahead:
                return place + 1
            ahead -= 1
        else:
            others -= 1
        place += 1
        turn += 1
    return place + ahead + 1
