"""Worker processes: long-lived, forked from multiprocessing's forkserver, each taking jobs
one at a time over a pipe (processes.JobRunner runs them), and never outliving the server.

Terms:
- a *worker*: a process that takes jobs (a module-level function and its arguments) one at a
  time over its job pipe, and answers each ("ok", result) or ("error", text).
- the *watch pipe*: a pipe whose other end only the server holds; the worker exits the moment
  it closes, whatever killed the server (SIGKILL included). (The forkserver cannot be relied
  on for this: multiprocessing gives each of its children an end of the forkserver's own
  "alive" pipe, so it lives as long as any worker does.)

Workers are forked from multiprocessing's forkserver (forking the threaded server itself
can deadlock the child; the forkserver is a clean, single-threaded process that has the
analysis imported already, so a worker starts in milliseconds).

How nothing is left behind:
- the watch pipe (above);
- workers also ask the kernel to kill them when their parent, the forkserver, dies
  (PR_SET_PDEATHSIG), and the reader's helper does the same with its worker
  (die_with_parent);
- the server kills its workers when it shuts down (JobRunner.shutdown), kills the forkserver
  and every running job at its exit (kill_all_jobs), and multiprocessing ends daemonic
  children at a normal exit.
Workers run at a lower CPU priority than the server (WORKER_NICENESS): on a machine whose
cores are all busy analysing, the tab's requests are still answered at once (at 10,000
traces on 2 cores, a /traces poll waited behind the two workers), and a training job on the
same machine comes before the analysis of its traces.
Ctrl+C reaches the whole process group: workers ignore SIGINT, so only the server decides
(and no worker prints a KeyboardInterrupt traceback).
"""

from __future__ import annotations

import atexit
import multiprocessing
import os
import signal
import threading
import time
import weakref
from contextlib import contextmanager
from typing import Optional

from ..core import allocator
from ..core.lifetime import die_with_parent
from ..reader import progress
from ..reader.heap import release_free_memory

# How much nicer than the server a worker runs (added to its niceness; 19 at most). At 10 the
# kernel gives a busy server about ten times a busy worker's share of a core.
WORKER_NICENESS = 10
# Modules a job needs, imported once in the forkserver rather than in every job.
_PRELOAD = ["tb_attn_plugin.server._forkserver_sigint", "tb_attn_plugin.server.service"]


class JobTimedOut(Exception):
    """The job ran past its time limit and its process was killed."""


class JobDied(Exception):
    """The job's process died before it answered (killed, out of memory, crashed)."""


def _exit_when_closed(watch) -> None:
    """Block until the server's end of the watch pipe closes (nothing is ever sent), then end
    this process at once."""
    try:
        watch.recv_bytes()
    except (EOFError, OSError):
        pass
    os._exit(1)


def worker_main(conn, watch) -> None:
    """A worker's life: jobs (fn, args, environ) from conn, one at a time, each answered
    ("ok", result) or ("error", text); it ends when conn closes or says None."""
    # SIGINT arrives blocked (see blocking_sigint): ignored from here on, then unblocked,
    # so a Ctrl+C at any moment of a worker's start prints no traceback
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    if hasattr(signal, "pthread_sigmask"):
        signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})
    die_with_parent()
    try:
        os.nice(WORKER_NICENESS)  # (the read helper a worker forks inherits it)
    except OSError:
        pass  # (a platform without it: the worker runs at the server's priority)
    # Daemonic to the server (killed at its exit), but not to itself: multiprocessing lets no
    # daemonic process start one, and the reader forks a helper for a large trace (two cores
    # decode it; without it a 1 GB trace took twice as long here as in a plain process). The
    # helper dies with this process (die_with_parent), so nothing is left behind.
    multiprocessing.current_process().daemon = False
    threading.Thread(target=_exit_when_closed, args=(watch,), name="tb-attn-watch", daemon=True).start()
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    while True:
        try:
            job = conn.recv()
        except (EOFError, OSError):
            os._exit(0)
        if job is None:
            os._exit(0)
        fn, args, environ = job
        if environ is not None:
            # the forkserver keeps the environment it started with; a job sees its submitter's
            # (the credentials and endpoint of an object store set since, say)
            os.environ.clear()
            os.environ.update(environ)
        progress.set_hook(_progress_sender(conn))
        # a job's large arrays from the heap, reused once freed (core/allocator.py); the
        # heap's free pages given back once it is answered, as a long-lived worker should
        allocator.blocks_from_the_heap()
        try:
            answer: tuple = ("ok", fn(*args))
        except BaseException as exc:
            answer = ("error", f"{type(exc).__name__}: {exc}")
        finally:
            progress.set_hook(None)
        try:
            conn.send(answer)
        except Exception as exc:  # an answer that cannot be pickled or sent
            conn.send(("error", f"could not send the result ({type(exc).__name__}: {exc})"))
        del answer
        allocator.blocks_mapped_again()
        release_free_memory()


# A job's read progress is sent to the server at most this often (and when the read ends).
PROGRESS_EVERY_SECONDS = 0.25


def _progress_sender(conn):
    """A progress hook (reader/progress.py) that sends ("progress", done, total) over the
    job pipe ahead of the job's answer, JobRunner records it for the job's state: at most
    every PROGRESS_EVERY_SECONDS while reading, and the read's end once (the pieces still
    in the buffer when the file is all read tell it again)."""
    last = [-float("inf"), -1]  # (when it last sent, and what it sent as done: the first report goes at once)

    def send(done: int, total: int) -> None:
        now = time.monotonic()
        if (done < total and now - last[0] < PROGRESS_EVERY_SECONDS) or done == last[1] == total:
            return
        last[0], last[1] = now, done
        try:
            conn.send(("progress", done, total))
        except (OSError, ValueError):  # (the server went: the watch pipe ends this process)
            pass

    return send


class Worker:
    """A long-lived worker process, the server's end of its job pipe and of its watch pipe
    (closing which ends it), and how many jobs it has answered."""

    __slots__ = ("conn", "held", "jobs", "process")

    def __init__(self, process, conn, held):
        self.process = process
        self.conn = conn
        self.held = held
        self.jobs = 0

    def stop(self) -> None:
        """Kill it (a job past its limit, a shutdown) or, idle, let it go: either way its
        pipes close, and it ends."""
        try:
            if self.process.is_alive():
                self.process.kill()
                self.process.join(5.0)
        except (ValueError, OSError):  # already closed
            pass
        for end in (self.conn, self.held):
            try:
                end.close()
            except OSError:
                pass
        if hasattr(self.process, "close"):
            try:
                self.process.close()
            except ValueError:  # still running (the join timed out): the kill reaches it
                pass


@contextmanager
def blocking_sigint():
    """SIGINT blocked in this thread while a job process starts, and with it the helper
    interpreters multiprocessing starts the first time (the resource tracker, the forkserver):
    a signal mask is kept across exec, so a Ctrl+C arriving while one of them still imports
    Python's own modules stays pending, and is dropped once it ignores SIGINT (the forkserver
    from its first preload, _forkserver_sigint; the resource tracker at its start), instead of
    becoming a KeyboardInterrupt, or a "Fatal Python error: init_import_site", printed by it.

    The resource tracker is started here first: its own start blocks SIGINT and SIGTERM
    around its spawn and then *unblocks* them in the calling thread, so a forkserver spawned
    right after it (multiprocessing starts the tracker inside the forkserver's start) came up
    with SIGINT deliverable, and a Ctrl+C 30-120 ms after the server's first answer printed a
    traceback from it (12 of 22 trials at those moments). SIGINT is blocked again after it."""
    if not hasattr(signal, "pthread_sigmask"):
        yield
        return
    previous = signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
    try:
        if "forkserver" in multiprocessing.get_all_start_methods():
            from multiprocessing import resource_tracker

            resource_tracker.ensure_running()  # (a no-op once it runs)
            signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, previous)


def worker_context():
    methods = multiprocessing.get_all_start_methods()
    if "forkserver" in methods:
        ctx = multiprocessing.get_context("forkserver")
        ctx.set_forkserver_preload(_PRELOAD)
        _stop_forkserver_at_exit()
        return ctx
    return multiprocessing.get_context("spawn")


_AT_EXIT: list = []


def _stop_forkserver_at_exit() -> None:
    """At the server's exit, the forkserver is killed at once: it has no work of its own, and
    left alone it lives until every job it forked has gone (each holds its alive pipe) and,
    when still importing the analysis, until that is done, holding the server's output
    meanwhile. Its jobs die with it (die_with_parent). (Registered after multiprocessing's own
    exit hook, so it runs first; once per process.)"""
    if _AT_EXIT:
        return
    _AT_EXIT.append(True)
    atexit.register(_kill_forkserver)


# every JobRunner of this process, for the exit hook (weakly: a runner shut down and dropped goes)
RUNNERS: weakref.WeakSet = weakref.WeakSet()


def kill_all_jobs() -> None:
    """Every job runner's workers and the forkserver killed now (an exit that cannot wait)."""
    _kill_forkserver()


def _kill_forkserver() -> None:
    """(At exit.) The running jobs are killed first: multiprocessing's own exit hook joins
    every child it started, so a job still analysing held the exit until it was done (over
    30 s beside a busy loop: the soak test's SIGTERM rounds), whether or not the forkserver's
    death reached it yet."""
    for runner in list(RUNNERS):
        try:
            runner.shutdown()
        except Exception:  # (exiting: nothing may stop the rest of the hook)
            pass
    from multiprocessing import forkserver

    pid = getattr(forkserver._forkserver, "_forkserver_pid", None)
    if pid:
        try:
            os.kill(pid, signal.SIGKILL)
        except OSError:
            pass


def death_text(exitcode: Optional[int]) -> str:
    """Why a worker ended before it answered, from its exit code."""
    if exitcode is not None and exitcode < 0:
        try:
            name = signal.Signals(-exitcode).name
        except ValueError:
            name = f"signal {-exitcode}"
        hint = " (out of memory?)" if -exitcode == signal.SIGKILL else ""
        return f"the analysis process was killed by {name}{hint}"
    return f"the analysis process exited with status {exitcode} before it answered"
