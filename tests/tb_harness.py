"""A real TensorBoard on 127.0.0.1 and Debian's Chromium, for browser tests and screenshots.
Every wait is bounded in count and in time."""

from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from contextlib import contextmanager

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
]


def ensure_chromium(timeout: int = 900) -> str | None:
    """Debian's chromium, installed if missing (root only). None when it cannot be had."""
    if os.path.exists(CHROMIUM):
        return CHROMIUM
    if os.geteuid() != 0 or not shutil.which("apt-get"):
        return None
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    try:
        subprocess.run(
            ["apt-get", "update", "-qq"],
            check=True,
            timeout=timeout,
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        subprocess.run(
            ["apt-get", "install", "-y", "-qq", "chromium"],
            check=True,
            timeout=timeout,
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
    except (subprocess.SubprocessError, OSError):
        return None
    return CHROMIUM if os.path.exists(CHROMIUM) else None


def run_in_own_session(cmd: list, env: dict, timeout: float) -> tuple:
    """Runs cmd in a session of its own and kills every process of that session at the end,
    however the test ends (compiled code and DDP start helpers): -> (return code, output)."""
    proc = subprocess.Popen(
        cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env, start_new_session=True
    )
    try:
        output, _ = proc.communicate(timeout=timeout)
    finally:
        try:
            os.killpg(proc.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        proc.wait()
    return proc.returncode, output


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@contextmanager
def tensorboard(logdir: str, cache_dir: str, extra_args=(), startup_seconds: float = 90, only_attention=False):
    """A tensorboard process serving logdir on 127.0.0.1; yields its base URL.

    The `tensorboard` command loads every installed plugin, torch-tb-profiler (a test extra)
    included, which loads every trace in worker processes of its own: only_attention=True
    serves TensorBoard's own plugins and the Attention tab only (tb_attn_plugin.serve), for
    tests whose logdirs hold hundreds of traces. The server runs in a session of its own,
    and every process of that session is killed at the end: other plugins' workers too."""
    port = free_port()
    exe = os.path.join(os.path.dirname(sys.executable), "tensorboard")
    if only_attention:
        program = [sys.executable, "-m", "tb_attn_plugin.serve"]
    else:
        program = [exe if os.path.exists(exe) else "tensorboard"]
    cmd = [
        *program,
        "--logdir",
        logdir,
        "--host",
        "127.0.0.1",
        "--port",
        str(port),
        "--load_fast=false",
        "--reload_interval",
        "2",
        "--attention_cache_dir",
        cache_dir,
        *extra_args,
    ]
    log = open(os.path.join(cache_dir, "tensorboard.log"), "w+")  # noqa: SIM115 (lives as long as the server)
    proc = subprocess.Popen(cmd, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
    url = f"http://127.0.0.1:{port}"
    prefix = ""
    if "--path_prefix" in extra_args:
        prefix = list(extra_args)[list(extra_args).index("--path_prefix") + 1].rstrip("/")
    try:
        deadline = time.monotonic() + startup_seconds
        for _ in range(int(startup_seconds * 4)):
            if proc.poll() is not None:
                log.seek(0)
                raise RuntimeError(f"tensorboard exited with {proc.returncode}: {log.read()[-3000:]}")
            try:
                with urllib.request.urlopen(url + prefix + "/data/plugins_listing", timeout=5) as r:
                    if r.status == 200:
                        break
            except OSError:
                pass
            if time.monotonic() > deadline:
                raise RuntimeError("tensorboard did not start in time")
            time.sleep(0.25)
        yield url
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(timeout=20)
        try:  # whatever the server started and left behind
            os.killpg(proc.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        log.close()


def launch(playwright, chromium: str = CHROMIUM):
    return playwright.chromium.launch(executable_path=chromium, args=CHROMIUM_ARGS)


def plugin_frame(page, seconds: float = 60):
    """The Attention tab's iframe, once its app is on the page."""
    deadline = time.monotonic() + seconds
    for _ in range(int(seconds * 4)):
        for f in page.frames:
            if "plugin_entry.html?name=attention" in f.url:
                try:
                    if f.query_selector("[data-testid=tb-attn]"):
                        return f
                except Exception:  # the frame is navigating
                    pass
        if time.monotonic() > deadline:
            break
        page.wait_for_timeout(250)
    raise AssertionError("the Attention tab's frame did not appear")


def wait_for_selector(frame, selector: str, page, seconds: float = 60):
    """Polls (bounded) until selector is in the frame: the report may still be analysed."""
    deadline = time.monotonic() + seconds
    for _ in range(int(seconds * 4)):
        el = frame.query_selector(selector)
        if el:
            return el
        if time.monotonic() > deadline:
            break
        page.wait_for_timeout(250)
    raise AssertionError(f"{selector} did not appear within {seconds}s")
