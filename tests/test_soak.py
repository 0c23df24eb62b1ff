"""Soak: TensorBoard killed while it analyses, ten times, by SIGTERM and SIGKILL in turn.
Afterwards no process it started remains and the cache holds no partial entry."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
import urllib.request
import uuid
from pathlib import Path

import pytest
from tb_harness import free_port
from tracebuilder import TraceBuilder

from tb_attn_plugin import serve
from tb_attn_plugin.server.cache import ResultCache

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc"),
]

ROUNDS = 10


def marked_processes(mark: str) -> list:
    """Processes whose environment carries mark (everything the server started inherits it)."""
    found = []
    needle = f"TB_ATTN_SOAK_MARK={mark}".encode()
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            if needle in (entry / "environ").read_bytes().split(b"\0"):
                state = (entry / "stat").read_text().rsplit(")", 1)[1].split()[0]
                if state != "Z":  # a zombie is dead already (its parent has not reaped it yet)
                    found.append(int(entry.name))
        except OSError:
            continue
    return found


def answer_listing(port: int) -> None:
    """Wait until the server lists the traces (the listing also starts their analyses)."""
    url = f"http://127.0.0.1:{port}/data/plugin/attention/traces"
    for _ in range(240):  # bounded in count and in time
        try:
            with urllib.request.urlopen(url, timeout=5) as r:
                if r.status == 200:
                    return
        except OSError:
            time.sleep(0.25)
    pytest.fail("tensorboard did not start")


def left_after(mark: str, seconds: float = 10.0) -> list:
    """The marked processes still running after up to seconds."""
    left = marked_processes(mark)
    for _ in range(int(seconds * 10)):
        if not left:
            break
        time.sleep(0.1)
        left = marked_processes(mark)
    return left


def stop_all(server: subprocess.Popen, mark: str) -> None:
    """Whatever happened: the server and everything marked as started by it are killed."""
    if server.poll() is None:
        server.kill()
        server.wait(30)
    for pid in marked_processes(mark):
        try:
            os.kill(pid, signal.SIGKILL)
        except ProcessLookupError:
            pass


def busy_logdir(root: Path, traces: int = 6) -> Path:
    """Traces with enough host events that analysing them all takes a few seconds."""
    for n in range(traces):
        t = TraceBuilder()
        ts = 0.0
        for step in range(8000):
            t.label(f"attention/layer{step % 12}", ts, 50)
            t.op("aten::softmax", ts + 1, 20)
            c = t.launch(ts + 2)
            t.kernel("softmax_warp_forward", ts + 30, 5.0, c)
            ts += 60
        t.write(root / f"run{n}" / "w.pt.trace.json")
    return root


def test_tensorboard_killed_mid_analysis_leaves_nothing_behind(tmp_path):
    logdir = busy_logdir(tmp_path / "logs")
    cache = tmp_path / "cache"
    cache.mkdir()
    deadline = time.monotonic() + 420  # the whole soak is bounded
    for round_ in range(ROUNDS):
        assert time.monotonic() < deadline, "the soak ran out of time"
        mark = uuid.uuid4().hex
        port = free_port()
        env = dict(os.environ, TB_ATTN_SOAK_MARK=mark)
        # its own plugins and ours only: see tb_attn_plugin/serve.py (a fresh cache each round)
        cmd = serve.command(str(logdir), port, str(cache / str(round_)))
        server = subprocess.Popen(cmd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            answer_listing(port)
            # the server, its forkserver, and at least one analysis (or the tracker) under way: a
            # state waited for (a busy machine may take seconds to get there), then a short
            # delay to kill at different points of the analysis
            wait_until(lambda m=mark: len(marked_processes(m)) >= 3, f"round {round_}: an analysis under way")
            time.sleep(0.2 * (round_ % 4))
            server.send_signal(signal.SIGTERM if round_ % 2 == 0 else signal.SIGKILL)
            server.wait(30)
            left = left_after(mark)
            assert not left, f"round {round_}: processes outlived tensorboard: {describe(left)}"
        finally:
            stop_all(server, mark)
    # a server starting on the cache again finds no partial entry
    for round_ in range(ROUNDS):
        part = cache / str(round_)
        ResultCache(str(part))
        assert [p.name for p in part.iterdir() if not p.name.endswith(".json")] == []


def describe(pids: list) -> list:
    out = []
    for pid in pids:
        try:
            cmdline = Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ")
            out.append(f"{pid}: {cmdline[:120]!r}")
        except OSError:
            out.append(str(pid))
    return out


def tensorboard_main_began(pid: int) -> bool:
    """TensorBoard's main has begun: it installs its SIGTERM handler first (a state read from
    /proc, not a time)."""
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("SigCgt:"):
                return bool(int(line.split()[1], 16) & (1 << (signal.SIGTERM - 1)))
    except (OSError, ValueError):
        pass
    return False


def wait_until(predicate, what: str, polls: int = 2400) -> None:
    """Poll a state, bounded in count (and so in time)."""
    for _ in range(polls):
        if predicate():
            return
        time.sleep(0.025)
    pytest.fail(f"never saw: {what}")


# When Ctrl+C comes (#44): (the state waited for, then a short delay on top, in seconds).
# "main": TensorBoard's main has begun (its imports done, plugins loading, the first scan);
# "answer": the first listing answered, which starts the analyses: the forkserver and the
# resource tracker are interpreters still starting 30-120 ms after it (a Ctrl+C then printed
# "Fatal Python error: init_import_site" from the forkserver); "analysis": an analysis worker
# is running.
MOMENTS = [("main", 0.0), ("main", 0.05), ("main", 0.2), ("answer", 0.0), ("answer", 0.03), ("answer", 0.05),
           ("answer", 0.07), ("answer", 0.1), ("answer", 0.15), ("analysis", 0.0), ("analysis", 0.5)]  # fmt: skip


def test_ctrl_c_at_any_moment_stops_everything_without_a_traceback(tmp_path):
    """Ctrl+C in a terminal signals the whole process group: the server, its forkserver, the
    resource tracker and the analyses. At every moment of the start and the work they all
    stop, and no interpreter prints a traceback or a fatal error."""
    logdir = busy_logdir(tmp_path / "logs", traces=3)
    failures = []
    for n, (state, delay) in enumerate(MOMENTS):
        mark = uuid.uuid4().hex
        port = free_port()
        server = subprocess.Popen(
            serve.command(str(logdir), port, str(tmp_path / f"cache{n}")),
            env=dict(os.environ, TB_ATTN_SOAK_MARK=mark),
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            start_new_session=True,  # a process group of its own, as a terminal's job is
        )
        try:
            if state == "main":
                wait_until(lambda pid=server.pid: tensorboard_main_began(pid), "TensorBoard's main")
            else:
                answer_listing(port)
                if state == "analysis":
                    wait_until(lambda m=mark: len(marked_processes(m)) >= 3, "an analysis under way")
            time.sleep(delay)
            os.killpg(server.pid, signal.SIGINT)
            try:
                output, _ = server.communicate(timeout=60)  # (a bound: the exit is waited for)
            except subprocess.TimeoutExpired:
                failures.append(f"{state}+{delay}s: the server had not ended 60 s after Ctrl+C")
                continue
            text = output.decode("utf-8", "replace")
            for bad in ("Traceback", "Fatal Python error", "KeyboardInterrupt"):
                if bad in text:
                    failures.append(f"{state}+{delay}s: {bad!r} printed: {text[-1500:]}")
            left = left_after(mark)
            if left:
                failures.append(f"{state}+{delay}s: left running: {describe(left)}")
        finally:
            stop_all(server, mark)
    assert not failures, "\n".join(failures)
