"""``tb-attn precompute LOGDIR``: analyse every trace ahead of time into the shared results
(results.py), on a local pool of processes or on a Dask cluster.

One task per trace, each reading its trace straight from where it lives (a local path, or
an object store through fsspec) and writing its result itself: the client only hands out
trace locations and collects one line per trace, never a trace. Traces whose result is
already there are skipped (known from one listing of the results location, or with
--verify by reading each back), so an interrupted run resumes where it stopped; a trace
that cannot be analysed is reported, and the others go on.
"""

from __future__ import annotations

import sys
import time
from concurrent.futures import as_completed
from dataclasses import dataclass, field
from typing import Optional

from ..analysis import Options
from ..core.limits import Limits
from ..discovery.logdir import TraceFile, capture_pairs, scan
from ..pipeline import analyze_file
from ..server.processes import JobRunner
from ..server.results import SharedResults, default_location


@dataclass
class PrecomputeSummary:
    traces: int = 0
    skipped: int = 0  # already in the shared results
    done: int = 0
    failed: list = field(default_factory=list)  # "path: why"
    seconds: float = 0.0
    notes: list = field(default_factory=list)


class PrecomputeError(Exception):
    """The run cannot go on at all (its scheduler cannot be reached): one line says why."""


def precompute_one(
    trace: TraceFile, location: str, options: Options, limits: Limits, capture: Optional[TraceFile] = None
) -> tuple:
    """Runs where the work runs (a local process, a Dask worker): -> (ok, error line). capture:
    the graph capture listed beside the trace, merged in as the tab merges it."""
    merged = (capture.path, capture.listed()) if capture is not None else None
    entry = analyze_file(trace.path, options, limits=limits, listed=trace.listed(), capture=merged)
    if not entry["ok"]:
        return False, (entry["errors"] or [f"{trace.path}: could not be analysed"])[0]
    try:
        SharedResults(location).put(trace, options, entry)
    except Exception as exc:  # the store's error, in one line
        return False, f"{trace.path}: analysed, but the result could not be written ({exc})"
    return True, None


def precompute(
    logdir: str,
    results: Optional[str] = None,
    options: Options = Options(),
    workers: int = 1,
    scheduler: Optional[str] = None,
    limits: Optional[Limits] = None,
    progress=None,
    verify: bool = False,
) -> PrecomputeSummary:
    """Every trace under logdir not yet in the shared results, analysed and stored there. A
    trace counts as done when its result and step summary are listed at the location
    (SharedResults.is_stored); with verify, when its result reads back valid. options and
    limits: the tab's (its patterns and peaks make the results' key; settings.py)."""
    limits = limits or Limits(seconds=0.0)
    started = time.monotonic()
    location = results or default_location(logdir)
    shared = SharedResults(location)
    traces, notes = scan(logdir)
    summary = PrecomputeSummary(traces=len(traces), notes=list(notes))
    if verify:  # every stored result read and checked (slow: reads them all)
        todo = [t for t in traces if not shared.has(t, options)]
    else:  # one listing of the results location
        names = shared.stored_names()
        todo = [t for t in traces if not shared.is_stored(t, options, names)]
    summary.skipped = len(traces) - len(todo)
    args = (location, options, limits)
    pairs = capture_pairs(traces)  # (the graph capture beside each replay, merged in)

    def settle(trace: TraceFile, outcome) -> None:
        ok, error = outcome
        if ok:
            summary.done += 1
        else:
            summary.failed.append(error)
        if progress:
            progress(summary.done + len(summary.failed), len(todo), len(summary.failed))

    if not todo:
        summary.seconds = time.monotonic() - started
        return summary
    if scheduler:
        from distributed import Client
        from distributed import as_completed as dask_completed

        try:
            client = Client(scheduler, timeout="10s")
        except Exception as exc:  # no scheduler there, or it refused (distributed's errors vary)
            raise PrecomputeError(
                f"cannot reach the Dask scheduler at {scheduler} ({type(exc).__name__}: {exc})"
            ) from None
        with client:
            futures = {client.submit(precompute_one, t, *args, pairs.get(t.path), pure=False): t for t in todo}
            for future in dask_completed(futures):
                trace = futures[future]
                try:
                    settle(trace, future.result())
                except Exception as exc:  # a worker died, or the task failed outside the analysis
                    settle(trace, (False, f"{trace.path}: {type(exc).__name__}: {exc}"))
    else:
        runner = JobRunner(max(1, workers), time_limit=limits.seconds)
        try:
            local = {runner.submit(precompute_one, t, *args, pairs.get(t.path)): t for t in todo}
            for future in as_completed(local):
                trace = local[future]
                try:
                    settle(trace, future.result())
                except Exception as exc:  # killed past the time limit, or died twice
                    settle(trace, (False, f"{trace.path}: {exc}"))
        finally:
            runner.shutdown(wait=False, cancel_futures=True)
    summary.seconds = time.monotonic() - started
    return summary


def text_progress(stream=sys.stderr):
    """A progress bar on a terminal; a line every tenth otherwise."""
    last = [-1]

    def show(done: int, total: int, failed: int) -> None:
        if stream.isatty():
            filled = int(30 * done / max(total, 1))
            stream.write(f"\r[{'#' * filled}{'.' * (30 - filled)}] {done}/{total} traces ({failed} failed)")
            if done == total:
                stream.write("\n")
            stream.flush()
            return
        tenth = int(10 * done / max(total, 1))
        if tenth != last[0] or done == total:
            last[0] = tenth
            stream.write(f"{done}/{total} traces ({failed} failed)\n")
            stream.flush()

    return show
