"""Analysis processes: warm workers take job after job and are replaced after their share,
the time limit is enforced by a kill, a dead worker is noticed and its job retried once, a killed job takes its read helper with it, no process outlives its parent,
and user patterns run in bounded time."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path
from types import SimpleNamespace

import msgspec
import pytest
from tracebuilder import TraceBuilder

from tb_attn_plugin.analysis import Options
from tb_attn_plugin.core.limits import Limits
from tb_attn_plugin.names import patterns, user_patterns
from tb_attn_plugin.pipeline import analyze_file
from tb_attn_plugin.server.jobs import Job, job_state, read_state
from tb_attn_plugin.server.processes import JobRunner, ReadProgress
from tb_attn_plugin.server.service import AnalysisService
from tb_attn_plugin.server.workers import WORKER_NICENESS, JobDied, JobTimedOut

REPO = Path(__file__).resolve().parents[1]
pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="process death signals are Linux's")


def alive(pid: int) -> bool:
    """Whether pid runs (a zombie, dead but not yet reaped by its parent, does not)."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


def wait_until(condition, seconds: float = 10.0) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.05)
    return condition()


def job_pid(runner: JobRunner) -> int:
    assert wait_until(lambda: any(j.process is not None and j.process.pid for j in list(runner._running)))
    return next(j.process.pid for j in list(runner._running) if j.process is not None)


def children(pid: int) -> list:
    try:
        return [int(c) for c in Path(f"/proc/{pid}/task/{pid}/children").read_text().split()]
    except OSError:
        return []


def test_a_job_past_its_time_limit_is_killed_and_reported():
    runner = JobRunner(1, time_limit=0.5, grace=0.5)
    try:
        started = time.monotonic()
        future = runner.submit(time.sleep, 60)
        pid = job_pid(runner)
        with pytest.raises(JobTimedOut, match=r"stopped after 0.5 s \(time limit"):
            future.result(timeout=20)
        assert time.monotonic() - started < 15
        assert wait_until(lambda: not alive(pid), 5)
        # the next job runs as usual
        assert runner.submit(sum, [1, 2, 3]).result(timeout=30) == 6
    finally:
        runner.shutdown()


def test_a_dead_job_is_noticed_at_once_retried_once_then_reported():
    runner = JobRunner(1, retries=1)
    try:
        future = runner.submit(time.sleep, 60)
        first = job_pid(runner)
        os.kill(first, signal.SIGKILL)
        # retried in a new process
        assert wait_until(lambda: job_pid(runner) != first, 10)
        second = job_pid(runner)
        os.kill(second, signal.SIGKILL)
        with pytest.raises(JobDied, match="killed by SIGKILL"):
            future.result(timeout=20)
        # unrelated jobs are unaffected: no broken pool
        assert runner.submit(max, [4, 9, 2]).result(timeout=30) == 9
    finally:
        runner.shutdown()


def crash_the_first_time(marker: str) -> int:
    """Runs in a worker: the first call (no marker yet) kills its worker; later ones answer
    with the worker's pid."""
    if not os.path.exists(marker):
        Path(marker).write_text("crashed once")
        os._exit(3)
    return os.getpid()


def test_a_worker_analyses_many_jobs_and_is_replaced_after_its_share():
    runner = JobRunner(1, jobs_per_worker=3)
    try:
        pids = [runner.submit(os.getpid).result(timeout=60) for _ in range(4)]
        # three jobs in one warm worker, then a fresh one; the retired one is gone
        assert pids[0] == pids[1] == pids[2] != pids[3]
        assert wait_until(lambda: not alive(pids[0]), 10)
    finally:
        runner.shutdown()
    assert wait_until(lambda: not alive(pids[3]), 10), "an idle worker outlived the runner's shutdown"


def array_in_heap_and_rss(megabytes: int) -> tuple:
    """(whether an array of that size made in this job lies in the heap, this process's
    resident KB once it is freed)."""
    import numpy as np

    a = np.ones(megabytes << 17)
    b = np.ones(1000)  # (above it in the heap: a freed leaves a hole, not a free top)
    at = a.ctypes.data
    with open("/proc/self/maps") as maps:
        heap = [line.split()[0].split("-") for line in maps if line.rstrip().endswith("[heap]")]
    inside = any(int(lo, 16) <= at < int(hi, 16) for lo, hi in heap)
    del a
    rss = resident_kb()
    del b
    return inside, rss


def resident_kb() -> int:
    with open("/proc/self/status") as status:
        return next(int(line.split()[1]) for line in status if line.startswith("VmRSS:"))


@pytest.mark.skipif(
    not sys.platform.startswith("linux") or os.confstr("CS_GNU_LIBC_VERSION") is None, reason="glibc's heap"
)
def test_a_job_takes_large_blocks_from_the_heap_and_the_worker_gives_them_back():
    runner = JobRunner(1)
    try:
        before = runner.submit(resident_kb).result(timeout=60)
        inside, during = runner.submit(array_in_heap_and_rss, 256).result(timeout=60)
        after = runner.submit(resident_kb).result(timeout=60)
        assert inside  # (core/allocator.py: reused once freed, within the job)
        assert during - before > 200_000  # freed, but still the heap's until the job ends
        assert after - before < 100_000  # given back once the job was answered
    finally:
        runner.shutdown()


def test_workers_run_nicer_than_the_server():
    runner = JobRunner(1)
    try:
        # os.nice(0) reads the niceness: the server's plus WORKER_NICENESS, at most 19
        assert runner.submit(os.nice, 0).result(timeout=60) == min(19, os.nice(0) + WORKER_NICENESS)
    finally:
        runner.shutdown()


def test_a_crashed_worker_is_replaced_and_its_job_retried(tmp_path):
    runner = JobRunner(1, retries=1)
    try:
        first = runner.submit(os.getpid).result(timeout=60)
        # the same warm worker takes the job and dies of it: the job is tried again in a new one
        retried = runner.submit(crash_the_first_time, str(tmp_path / "marker")).result(timeout=60)
        assert retried != first and not alive(first)
        assert (tmp_path / "marker").read_text() == "crashed once"
        # the new worker stays, warm, for the next job
        assert runner.submit(os.getpid).result(timeout=60) == retried
    finally:
        runner.shutdown()


def test_a_worker_killed_for_its_time_limit_is_not_used_again():
    runner = JobRunner(1, time_limit=0.5, grace=0.5)
    try:
        warm = runner.submit(os.getpid).result(timeout=60)
        with pytest.raises(JobTimedOut):
            runner.submit(time.sleep, 60).result(timeout=30)
        assert wait_until(lambda: not alive(warm), 5)
        assert runner.submit(os.getpid).result(timeout=60) != warm
    finally:
        runner.shutdown()


def test_a_waiting_job_can_jump_the_queue_and_knows_its_place():
    runner = JobRunner(1)
    try:
        busy = runner.submit(time.sleep, 2)
        a = runner.submit(time.sleep, 0)
        b = runner.submit(time.sleep, 0)
        assert runner.place(a) == 1 and runner.place(b) == 2 and runner.place(busy) is None
        assert runner.prioritise(b)
        assert runner.place(b) == 1 and runner.place(a) == 2
    finally:
        runner.shutdown()
    assert a.cancelled() and b.cancelled()


def test_a_reader_killed_mid_read_takes_its_helper_with_it():
    """The helper is forked with every descriptor of its reader, the pipe to it included, so
    it never sees that pipe close: the kernel must end it (it once ran on under PID 1, holding
    the pool's pipes, and all analysis stalled)."""
    script = textwrap.dedent(
        f"""
        import sys, time
        sys.path.insert(0, {str(REPO)!r})
        from tb_attn_plugin.reader.fold import Collector
        from tb_attn_plugin.reader.helper import PieceFolder
        folder = PieceFolder(Collector("t"), "t", helper=True, expected=1 << 30, slot_bytes=1 << 20)
        print(folder.proc.pid, flush=True)
        time.sleep(120)
        """
    )
    reader = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, text=True)
    try:
        helper_pid = int(reader.stdout.readline())
        assert alive(helper_pid)
        reader.kill()
        reader.wait(10)
        assert wait_until(lambda: not alive(helper_pid), 5), "the read helper outlived its reader"
    finally:
        if reader.poll() is None:
            reader.kill()
        reader.wait(10)


def start_a_read_helper() -> tuple:
    """Runs in a job process: -> (whether it could fork a read helper, the helper's pid)."""
    from tb_attn_plugin.reader.fold import Collector
    from tb_attn_plugin.reader.helper import PieceFolder

    folder = PieceFolder(Collector("t"), "t", helper=True, expected=1 << 30, slot_bytes=1 << 20)
    try:
        return folder.proc is not None, folder.proc.pid if folder.proc is not None else None
    finally:
        folder.close()


def test_a_job_process_can_fork_its_read_helper():
    """Job processes are daemonic to the server; to multiprocessing a daemonic process may
    start no child, and a large trace was then read on one core (twice as slow)."""
    runner = JobRunner(1)
    try:
        started, pid = runner.submit(start_a_read_helper).result(timeout=60)
    finally:
        runner.shutdown()
    assert started and pid
    assert wait_until(lambda: not alive(pid), 10), "the read helper outlived its read"


def test_no_job_process_outlives_a_server_killed_with_sigkill(tmp_path):
    script = textwrap.dedent(
        f"""
        import sys, time
        sys.path.insert(0, {str(REPO)!r})
        from tb_attn_plugin.server.processes import JobRunner
        runner = JobRunner(2)
        runner.submit(time.sleep, 120)
        runner.submit(time.sleep, 120)
        while len([j for j in runner._running if j.process is not None and j.process.pid]) < 2:
            time.sleep(0.05)
        print(" ".join(str(j.process.pid) for j in runner._running), flush=True)
        time.sleep(120)
        """
    )
    proc = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, text=True)
    try:
        pids = [int(p) for p in proc.stdout.readline().split()]
        assert len(pids) == 2 and all(alive(p) for p in pids)
        proc.kill()
        proc.wait(10)
        assert wait_until(lambda: not any(alive(p) for p in pids), 10), "job processes outlived the server"
    finally:
        if proc.poll() is None:
            proc.kill()
        proc.wait(10)


def test_a_failed_job_is_tried_again_after_the_back_off(tmp_path):
    path = TraceBuilder().write(tmp_path / "logs" / "run" / "w.pt.trace.json")
    svc = AnalysisService(str(tmp_path / "logs"), executor="thread")
    try:
        trace = svc.traces()[0]
        job = svc.request(trace, Options())
        assert wait_until(lambda: svc.state(job).state == "done", 60)
        # what a job killed past its limit leaves (as _finish records it)
        job.result, job.error, job.finished = None, f"{path}: the analysis process was killed", time.monotonic()
        svc.table.error_backoff = 3600
        assert svc.request(trace, Options()) is job  # not before the back-off
        assert msgspec.to_builtins(svc.state(job)) == {"state": "error", "progress": 1.0, "error": job.error}
        svc.table.error_backoff = 0
        again = svc.request(trace, Options())
        assert again is not job
        assert wait_until(lambda: svc.state(again).state == "done", 60), svc.state(again)
    finally:
        svc.close()


# --- user patterns run in bounded time -------------------------------------------------


def test_a_catastrophic_pattern_on_a_long_label_finishes(tmp_path):
    t = TraceBuilder()
    t.label("a" * 100_000, 0, 10)
    t.label("attn_fwd", 20, 10)
    path = t.write(tmp_path / "t.json")
    started = time.monotonic()
    entry = analyze_file(path, Options(label_regex="(a+)+b"))
    assert time.monotonic() - started < 10
    assert entry["ok"] and entry["attention"]["scope_source"] in ("op", "none")


@pytest.mark.parametrize("pattern", ["(a+)+b", "a{4294967296}", "(x|xx)*y"])
def test_hostile_patterns_are_answered_not_crashed_on(tmp_path, pattern):
    t = TraceBuilder()
    t.label("attn_fwd", 0, 10)
    path = t.write(tmp_path / "t.json")
    proc = subprocess.run(
        [sys.executable, "-m", "tb_attn_plugin.cli", "report", path, "--label-regex", pattern, "--timeout", "20"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert "Traceback" not in proc.stderr
    assert proc.returncode in (0, 2), proc.stderr


def test_without_re2_patterns_that_backtrack_are_refused(monkeypatch):
    monkeypatch.setattr(user_patterns, "_re2", None)
    for pattern in ("(a+)+b", "(a|aa)*c", "(?:x+y?)+"):
        with pytest.raises(ValueError, match="exponential"):
            user_patterns.compile_regex(pattern, "label")
    with pytest.raises(ValueError, match="too large"):
        user_patterns.compile_regex("a{4294967296}", "label")
    assert user_patterns.compile_regex(patterns.DEFAULT_LABEL_REGEX, "label").search("Self-ATTN")
    assert user_patterns.compile_regex("(ab)+c", "label").search("xababcx")


def test_patterns_are_case_blind_and_bounded_in_length():
    assert user_patterns.compile_regex("attention", "module").search("QwenATTENTION")
    with pytest.raises(ValueError, match="too long"):
        user_patterns.compile_regex("a" * 5000, "label")
    with pytest.raises(ValueError, match="invalid label regex"):
        user_patterns.compile_regex("(", "label")


def test_the_time_limit_stops_an_analysis_wherever_it_is(tmp_path, monkeypatch):
    """Not only between its phases: a pass stuck for a minute is stopped at the limit."""
    from tb_attn_plugin.analysis.report import compose as report

    path = TraceBuilder().write(tmp_path / "t.json")

    def stuck(ctx):
        time.sleep(60)

    monkeypatch.setattr(report, "host_ops", stuck)
    started = time.monotonic()
    entry = analyze_file(path, limits=Limits(seconds=0.5))
    assert time.monotonic() - started < 30
    assert entry["ok"] is False
    assert entry["errors"] == [
        f"{path}: analysis stopped after 0.5 s (time limit; see --timeout (tb-attn) or --attention_timeout (TensorBoard))"
    ]


def finished_in_order(flag, busy, futures) -> list:
    """Let the one busy worker go (its flag file made) and wait for every job: -> their
    results in the order they finished, which with one worker is the order they started."""
    done: list = []
    for f in futures:
        f.add_done_callback(lambda fut: done.append(fut.result()))
    flag.touch()
    busy.result(timeout=60)
    for f in futures:
        f.result(timeout=120)
    return done


def test_override_jobs_take_turns_with_the_background_ones(tmp_path):
    """A stream of analyses with a client's own patterns never starves the background ones
    (nor they it): with both lanes waiting, four background jobs start, then an override."""
    runner = JobRunner(1)
    flag = tmp_path / "go"
    try:
        # the only worker, busy until the test says so: everything after waits
        busy = runner.submit(subprocess.call, ["sh", "-c", f"while [ ! -e '{flag}' ]; do sleep 0.05; done"])
        job_pid(runner)
        futures = []
        for i in range(3):
            futures.append(runner.submit(sum, [i], lane="override"))
        for i in range(10, 13):
            futures.append(runner.submit(sum, [i]))
        places = runner.places()
        # the busy job was the first background job of the turns: three more, then an override
        assert [places[f] for f in futures] == [4, 5, 6, 1, 2, 3]
        assert finished_in_order(flag, busy, futures) == [10, 11, 12, 0, 1, 2]
    finally:
        runner.shutdown()


def test_background_jobs_keep_four_fifths_of_the_starts_under_any_override_load(tmp_path):
    """#45 item 2: with 40 background jobs and 40 overrides waiting behind one busy worker,
    counted in jobs done (not timed): of every five started, four are background ones, until
    one lane is empty; each lane's own order is kept."""
    runner = JobRunner(1)
    flag = tmp_path / "go"
    try:
        busy = runner.submit(subprocess.call, ["sh", "-c", f"while [ ! -e '{flag}' ]; do sleep 0.05; done"])
        job_pid(runner)
        overrides = [runner.submit(sum, [-i - 1], lane="override") for i in range(40)]
        background = [runner.submit(sum, [i]) for i in range(40)]
        done = finished_in_order(flag, busy, overrides + background)
        # the busy job took the first background turn: 3 background, 1 override, then 4 and 1
        started_background = sum(1 for x in done[:49] if x >= 0)
        assert started_background == 39  # 3 + 9 rounds of 4, against 10 overrides
        for window in range(4, 49, 5):  # each full round of five after the first
            assert sum(1 for x in done[window : window + 5] if x >= 0) == 4, done[window : window + 5]
        assert [x for x in done if x >= 0] == list(range(40))
        assert [x for x in done if x < 0] == [-i - 1 for i in range(40)]
    finally:
        runner.shutdown()


def test_a_jobs_place_found_alone_is_its_place_among_all_and_the_order_they_start(tmp_path):
    """place() finds one job's place by bisection in its lane and the turns (no walk of every
    waiting job): it equals places()' walk, and both the order the jobs then start in, for
    jobs of both lanes put in at random and some moved to the front."""
    import random

    runner = JobRunner(1)
    flag = tmp_path / "go"
    rng = random.Random(45)
    try:
        busy = runner.submit(subprocess.call, ["sh", "-c", f"while [ ! -e '{flag}' ]; do sleep 0.05; done"])
        job_pid(runner)
        futures = [runner.submit(sum, [i], lane=rng.choice(["default", "default", "override"])) for i in range(60)]
        for f in rng.sample(futures, 8):
            assert runner.prioritise(f)
        whole = runner.places()
        alone = [runner.place(f) for f in futures]
        assert alone == [whole[f] for f in futures]
        assert sorted(alone) == list(range(1, 61))
        assert runner.place(busy) is None and runner.prioritise(busy) is False
        # the i-th job done is the one whose place was i
        assert finished_in_order(flag, busy, futures) == [i for _, i in sorted(zip(alone, range(60)))]
    finally:
        runner.shutdown()


def tell_a_read_then_wait(flag: str) -> str:
    """Runs in a worker: says its read is 40 of 100 bytes through, waits for flag, then says
    the read is done."""
    from tb_attn_plugin.reader import progress

    progress.tell(40, 100)
    while not os.path.exists(flag):
        time.sleep(0.01)
    progress.tell(100, 100)
    return "read"


def test_a_running_jobs_read_progress_reaches_its_state(tmp_path):
    """The worker's reader reports how far it has read (reader/progress.py); the runner keeps
    it for the job, and the job's state (what /traces and a 202 say) carries the bytes and
    the line the tab shows."""
    flag = tmp_path / "go"
    runner = JobRunner(1)
    try:
        future = runner.submit(tell_a_read_then_wait, str(flag))
        assert wait_until(lambda: runner.read_progress(future) is not None, 60)
        read = runner.read_progress(future)
        assert (read.done, read.total, read.read_ended) == (40, 100, None)
        job = Job(key=(), trace=SimpleNamespace(path="t.pt.trace.json", size=100), options=Options(),
                  submitted=0.0, future=future)  # fmt: skip
        state = job_state(job, runner)
        assert state.state == "analysing"
        assert state.progress == 0.2  # half the bar is the read's: 0.5 x 40 / 100
        assert (state.bytes_read, state.bytes_total) == (40, 100)
        # (the line says the bar's share, #59 item 5)
        assert state.detail == "read 40 of 100 B: 20% of the analysis"
        # the bar never goes back: a later, smaller estimate is shown as the last one
        job.shown = 0.6
        assert job_state(job, runner).progress == 0.6
        flag.touch()
        assert future.result(timeout=60) == "read"
        assert runner.read_progress(future) is None  # (no longer running)
    finally:
        runner.shutdown()


def test_a_finished_read_fills_the_rest_of_the_bar_as_long_again_as_it_took():
    ended = time.monotonic()
    state = read_state(ReadProgress(10 << 30, 10 << 30, ended - 1e9, ended))
    assert state["detail"] == "read all 10.0 GiB; analysing"
    assert 0.5 <= state["progress"] < 0.51  # (1e9 s of reading: the analysis has just begun)
    state = read_state(ReadProgress(10 << 30, 10 << 30, ended - 1.5, ended - 1.0))
    assert state["progress"] == 0.95  # (a second since a read of half a second; never full before the answer)
    state = read_state(ReadProgress(4_400_000_000, 10 << 30, ended - 20.0, None))
    assert state["detail"] == "read 4.1 of 10.0 GiB: 20% of the analysis" and state["progress"] == 0.205


def test_a_worker_sends_its_read_progress_at_most_so_often_and_the_end_once(monkeypatch):
    """A worker's progress hook: the first report at once, the next ones no sooner than
    PROGRESS_EVERY_SECONDS, and the end of the read once however often it is told (the
    pieces still in the buffer after the last block tell it again)."""
    from tb_attn_plugin.server import workers

    monkeypatch.setattr(workers, "PROGRESS_EVERY_SECONDS", 1e9)  # (no clock in the test: none passes)
    sent: list = []
    send = workers._progress_sender(SimpleNamespace(send=sent.append))
    send(10, 100)
    send(20, 100)  # (within PROGRESS_EVERY_SECONDS of the first: not sent)
    send(100, 100)
    send(100, 100)
    assert sent == [("progress", 10, 100), ("progress", 100, 100)]
