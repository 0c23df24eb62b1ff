"""A folder swapped for a link while the logdir is scanned and read: nothing outside the logdir
is ever listed with an outside file's identity and read, whatever the moment of the swap.

The attack (#45): the scanner decides ``L/d`` is a real folder, then lists it a moment later;
a link put in place of ``d`` in between was followed, the outside file's device and inode
recorded, and the later read (which refused a link only as the last component of the path)
passed the identity check. The walk and the read now open every folder from its parent's
handle without following a link (local_files.open_beneath), so no moment of any swap reaches out.
"""

from __future__ import annotations

import os
import sys
import threading
import time

import pytest

from tb_attn_plugin.core.limits import TraceReadError
from tb_attn_plugin.discovery.logdir import LocalScanner, discover
from tb_attn_plugin.store import storage

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="links and openat as on Linux")

SECRET = b"OUTSIDE-SECRET-7f3a"
INSIDE = b"inside-trace"


def _write(path, marker: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b'{"traceEvents": [], "marker": "' + marker + b'"}')


def _swapper(logdir, outside, stop: threading.Event, swaps: list) -> None:
    """Swaps logdir/d for a link to the outside folder and back, over and over, until told to
    stop (bounded in count too)."""
    d, real = logdir / "d", logdir / "d.real"
    for _ in range(200_000):
        if stop.is_set():
            break
        os.rename(d, real)
        os.symlink(outside, d)
        swaps.append(1)
        for _ in range(50):  # the link stays a little while (a busy loop: no sleep's granularity)
            pass
        os.unlink(d)
        os.rename(real, d)


def _read(trace) -> bytes:
    try:
        with storage.open_local(trace.path, trace.listed()) as f:
            return storage.read_at_most(f, 1 << 16)
    except (OSError, TraceReadError):
        return b""


def test_a_folder_swapped_for_a_link_never_reaches_outside(tmp_path):
    logdir, outside = tmp_path / "logs", tmp_path / "outside"
    # the outside folder holds a trace of the same layout as d's (the read's name exists there)
    _write(outside / "w.pt.trace.json", SECRET)
    _write(outside / "secret.pt.trace.json", SECRET)
    _write(logdir / "d" / "w.pt.trace.json", INSIDE)
    # a large sibling folder: each scan takes long enough for the swap to land inside it
    for n in range(300):
        _write(logdir / "big" / f"r{n:03d}.pt.trace.json", INSIDE)
    stop, swaps = threading.Event(), []
    swapper = threading.Thread(target=_swapper, args=(logdir, outside, stop, swaps), daemon=True)
    scanner = LocalScanner(str(logdir))
    leaked: list = []
    listed_outside: list = []
    outside_ids = {os.stat(outside / n).st_ino for n in ("w.pt.trace.json", "secret.pt.trace.json")}
    swapper.start()
    try:
        deadline = time.monotonic() + 20  # bounded in time and in count
        for _ in range(400):
            if time.monotonic() > deadline:
                break
            traces, _ = scanner.scan()
            for t in traces:
                if not t.path.startswith(str(logdir / "d")):
                    continue
                if t.ino in outside_ids:
                    listed_outside.append(t.path)
                if SECRET in _read(t):
                    leaked.append(t.path)
            if leaked:
                break
    finally:
        stop.set()
        swapper.join(10)
    assert swaps, "the swapper never ran"
    assert not leaked, f"an outside file was read through a swapped folder: {leaked[:3]}"
    assert not listed_outside, f"an outside file's identity was listed: {listed_outside[:3]}"
    # the logdir as it is at rest lists what it holds
    assert sorted(t.path.rsplit("/", 1)[-1] for t in discover(str(logdir)) if "/d/" in t.path) == ["w.pt.trace.json"]


def test_a_read_refuses_a_folder_on_its_path_that_became_a_link(tmp_path):
    """Listed while d was a folder, read after d became a link to a folder holding the same
    file (a hard link: the same device and inode): refused, naming the file."""
    logdir, outside = tmp_path / "logs", tmp_path / "outside"
    _write(logdir / "d" / "w.pt.trace.json", INSIDE)
    (trace,) = discover(str(logdir))
    outside.mkdir()
    os.link(logdir / "d" / "w.pt.trace.json", outside / "w.pt.trace.json")
    os.rename(logdir / "d", logdir / "d.real")
    os.symlink(outside, logdir / "d")
    with pytest.raises(TraceReadError) as caught:
        storage.open_local(trace.path, trace.listed())
    assert trace.path in str(caught.value) and "link" in str(caught.value)
    # and a file listed through a link the user placed inside the logdir is read where it resolved
    os.unlink(logdir / "d")
    os.symlink("d.real", logdir / "d")
    (linked,) = [t for t in discover(str(logdir)) if t.path.endswith("d.real/w.pt.trace.json")]
    with storage.open_local(linked.path, linked.listed()) as f:
        assert INSIDE in f.read()
