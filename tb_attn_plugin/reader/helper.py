"""The read helper: a process forked for one large read, so that two cores decode it.

Terms: a slot is a region of memory shared with the helper, slot_bytes for a piece and
as much again for the part the helper folds it into (pickled); the pipe carries only a
few bytes per piece (its slot and length) and the answer (ok with the part's length,
not_streamable, or error). Whatever goes wrong with the helper (it dies, it answers
nonsense), its pieces are folded in the reading process instead, from their slots, so a
helper never changes what is read; NotStreamable from it sends the file to the careful read.
"""

from __future__ import annotations

import gc
import mmap
import multiprocessing

# What the helper needs, imported with the module rather than on the first large read
# (about 40 ms, counted in that read's time otherwise).
import multiprocessing.connection
import os
import pickle
import struct
import sys
import threading
import time
from collections import deque
from typing import Any, Optional

try:
    import multiprocessing.popen_fork
except ImportError:  # no fork on this platform: the helper is never started
    pass

from ..core.lifetime import die_with_parent
from .by_category import PieceDecoder
from .fold import Collector, NotStreamable, decode_piece_into, fold_part
from .heap import resident_bytes

# A piece for the helper: its slot and length.
_SLOT_MESSAGE = struct.Struct("<qq")


# Small files are read in one process: forking costs more than it saves below a few pieces.
# A file whose size says it is large gets the helper from its first piece, others from
# HELPER_FROM_PIECE on.
HELPER_FROM_PIECE = 3
HELPER_MIN_BYTES = 12 << 20
# Pieces waiting at the helper at most (each is kept here too until it is answered): two, so
# that it has the next one while this process folds one of its own, and no more, as the
# helper's queue is what this process waits for at the end.
HELPER_QUEUE = 2


# What the last read's helper process added to resident memory at its peak, in bytes: its
# high-water mark less what it had when it started, all of which it shared with this process
# (forked, copy on write). The benchmark adds it to this process's own peak.
LAST_HELPER_PEAK_RSS = 0


class _Pending:
    """A piece whose part is not merged yet: folded here (part and n known), or sent to the
    helper (in slot, length bytes long; answer once the helper has answered)."""

    __slots__ = ("answer", "at_helper", "length", "n", "part", "slot")

    def __init__(self, at_helper: bool, part: Optional[dict] = None, n: int = 0, slot: int = -1, length: int = 0):
        self.at_helper = at_helper
        self.part = part
        self.n = n
        self.slot = slot
        self.length = length
        self.answer: Optional[tuple] = None


class PieceFolder:
    """Decodes and folds the pieces of one file. From the third piece on, pieces also go to
    a helper process forked for this read, so that two cores decode at once: whenever the
    helper has fewer than HELPER_QUEUE pieces waiting, the next piece goes there, otherwise
    it is folded here (which balances the two by itself). Each piece is then folded into
    a part of its own and the parts are merged in file order, so the columns come out
    exactly as a single process makes them. Whatever goes wrong with the helper, its
    pieces are folded here instead.

    Pieces and parts travel through memory shared with the helper (one slot per waiting
    piece: the piece, then the pickled part in its place); the pipe carries only a few bytes
    per piece. Pushing megabytes through the pipe took threads here that needed this
    process's GIL for every 64 KiB, which the decoder holds for a whole piece: the helper
    spent a quarter of its time waiting."""

    def __init__(
        self, collector: Collector, path: str, helper: bool, expected: Optional[int] = None, slot_bytes: int = 8 << 20
    ):
        self.collector = collector
        self.path = path
        self.want_helper = helper and can_fork()
        # a file known to be large gets its helper at once (forked while this process is small)
        self.helper_from = 1 if expected is not None and expected >= HELPER_MIN_BYTES else HELPER_FROM_PIECE
        # (Any: set together by _start, and used only while proc is not None)
        self.proc: Any = None
        self.conn: Any = None
        self.shared: Any = None
        self.slot_bytes = slot_bytes  # a slot: this much for the piece, as much again for the part
        self.free_slots: list = []
        self.out = 0  # pieces sent to the helper and not answered yet
        self.pieces = 0
        self.count = 0
        self.decoder = PieceDecoder()
        self.pending: deque = deque()  # _Pending, in file order
        if self.want_helper and self.helper_from == 1:
            self._start()

    def fold(self, view) -> None:
        self.pieces += 1
        if self.want_helper and self.proc is None and self.pieces >= self.helper_from:
            self._start()
        if self.proc is None and not self.pending:
            self.count += decode_piece_into(self.collector, view, self.decoder)
            return
        # (helper_is_full takes the answers in first, which may find the helper gone)
        if not self.helper_is_full() and self.proc is not None and self.free_slots and len(view) <= self.slot_bytes:
            self._send(view)
        else:
            self.pending.append(_Pending(False, *fold_part(self.path, view, self.decoder)))
        self._merge(final=False)

    def _send(self, view) -> None:
        slot = self.free_slots.pop()
        at = 2 * slot * self.slot_bytes
        self.shared[at : at + len(view)] = view  # kept until answered, to fold here if the helper cannot
        self.pending.append(_Pending(True, slot=slot, length=len(view)))
        self.out += 1
        try:  # a few bytes, and at most HELPER_QUEUE messages unread: never waits
            self.conn.send_bytes(_SLOT_MESSAGE.pack(slot, len(view)))
        except (OSError, ValueError):
            self._lost()

    def drain(self) -> None:
        self._merge(final=True)

    def has_helper(self) -> bool:
        return self.proc is not None

    def helper_is_full(self) -> bool:
        """Whether the helper is up and has all the pieces it may hold (answers taken in first)."""
        if self.proc is None:
            return False
        self._take_answers(block=False)
        return self.out >= HELPER_QUEUE

    def _take_answers(self, block: bool) -> None:
        """Attach the helper's answers that have come in (waiting for one if block) to
        their pieces, which the helper answers in the order they were sent."""
        while self.out:
            try:
                if not self.conn.poll(1.0 if block else 0):
                    if not block:
                        return
                    if self.proc.is_alive():
                        continue
                    raise EOFError
                answer = self.conn.recv()
            except (EOFError, OSError, ValueError, pickle.UnpicklingError):
                self._lost()
                return
            item = next(item for item in self.pending if item.at_helper and item.answer is None)
            status, payload, n = answer
            if status == "ok":
                at = (2 * item.slot + 1) * self.slot_bytes
                try:
                    part = pickle.loads(self.shared[at : at + payload] if isinstance(payload, int) else payload)
                except Exception:  # whatever it is, the piece is folded here
                    answer = ("error", "unreadable part", 0)
                else:
                    answer = ("ok", part, n)
                    self.free_slots.append(item.slot)  # the part is taken: the slot can be refilled
            item.answer = answer
            self.out -= 1
            block = False

    def _merge(self, final: bool) -> None:
        while self.pending:
            head = self.pending[0]
            if head.at_helper:
                if head.answer is None:
                    if not final:
                        return
                    self._take_answers(block=True)
                    if head.answer is None:
                        head.answer = ("lost", None, 0)
                status, part, n = head.answer
                if status == "not_streamable":
                    raise NotStreamable
                if status != "ok":  # the helper failed on it: fold it here, from its slot
                    at = 2 * head.slot * self.slot_bytes
                    with memoryview(self.shared) as whole, whole[at : at + head.length] as piece:
                        part, n = fold_part(self.path, piece, self.decoder)
                    self.free_slots.append(head.slot)
            else:
                part, n = head.part, head.n
            self.pending.popleft()
            self.collector.merge(part)
            self.count += n

    def _start(self) -> None:
        slot_bytes = self.slot_bytes  # larger pieces are folded here
        try:
            shared = mmap.mmap(-1, 2 * HELPER_QUEUE * slot_bytes)  # shared with the fork, touched as used
            ctx = multiprocessing.get_context("fork")
            parent, child = ctx.Pipe()
            proc = ctx.Process(
                target=_helper_main, args=(child, self.path, shared, slot_bytes, os.getpid()), daemon=True
            )
            proc.start()
            child.close()
        except (OSError, ValueError, AssertionError):
            self.want_helper = False
            return
        self.proc, self.conn, self.shared = proc, parent, shared
        self.slot_bytes = slot_bytes
        self.free_slots = list(range(HELPER_QUEUE))

    def _lost(self) -> None:
        """The helper is gone: no more pieces go there (unanswered ones are folded here)."""
        self.want_helper = False
        for item in self.pending:
            if item.at_helper and item.answer is None:
                item.answer = ("lost", None, 0)
        self.out = 0
        self._stop()

    def close(self) -> None:
        self._stop()
        shared, self.shared = self.shared, None
        if shared is not None:
            try:
                shared.close()
            except BufferError:  # a view of it still alive somewhere: freed with it
                pass

    def _stop(self) -> None:
        global LAST_HELPER_PEAK_RSS
        proc, conn = self.proc, self.conn
        self.proc = self.conn = None
        if proc is None:
            return
        try:
            conn.send_bytes(b"")  # the helper answers with its peak memory and stops
            # (answers to pieces still out, after a failure here, come first)
            deadline = time.monotonic() + 10.0
            while time.monotonic() < deadline and conn.poll(max(deadline - time.monotonic(), 0)):
                answer = conn.recv()
                if answer[0] == "rss":
                    LAST_HELPER_PEAK_RSS = answer[2]
                    conn.close()
                    # It exits by itself now. Not waited for here: its memory is unmapped while
                    # this process goes on (4-8 ms); a thread reaps it when it has exited, so no
                    # zombie is left while the worker lives on
                    proc.join(0)
                    if proc.exitcode is None:
                        threading.Thread(target=proc.join, name="tb-attn-reap", daemon=True).start()
                    return
        except (EOFError, OSError, ValueError, pickle.UnpicklingError):
            pass
        conn.close()
        proc.join(5.0)
        if proc.is_alive():
            proc.kill()
            proc.join(1.0)


def can_fork() -> bool:
    return (
        sys.platform.startswith("linux")
        and (os.cpu_count() or 1) >= 2
        and "fork" in multiprocessing.get_all_start_methods()
    )


def _helper_main(conn, path: str, shared, slot_bytes: int, parent_pid: int) -> None:
    """The helper process: fold each piece it is sent (found in its slot of the shared
    memory) and put the part in the slot's other half (or in the answer, if it is larger)."""
    die_with_parent(parent_pid)  # a job process killed mid-read takes its helper with it
    gc.disable()
    start_rss = resident_bytes("VmRSS:")  # pages it shares with the reading process
    decoder = PieceDecoder()
    whole = memoryview(shared)
    while True:
        try:
            message = conn.recv_bytes()
        except (EOFError, OSError):
            return
        if not message:
            conn.send(("rss", None, max(resident_bytes("VmHWM:") - start_rss, 0)))
            return
        slot, length = _SLOT_MESSAGE.unpack(message)
        at = 2 * slot * slot_bytes
        try:
            part, n = fold_part(path, whole[at : at + length], decoder)
            data = pickle.dumps(part, protocol=pickle.HIGHEST_PROTOCOL)
            if len(data) <= slot_bytes:
                shared[at + slot_bytes : at + slot_bytes + len(data)] = data
                conn.send(("ok", len(data), n))
            else:
                conn.send(("ok", data, n))
        except NotStreamable:
            conn.send(("not_streamable", None, 0))
        except Exception as exc:  # folded again in the main process, which reports it
            conn.send(("error", repr(exc), 0))
