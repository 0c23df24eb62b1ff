"""The streaming read: the fast path, for every file it can vouch for.

The file is read (and gunzipped, with ISA-L) in blocks of BLOCK_BYTES into one reused
buffer and cut into pieces at event boundaries; each piece is decoded into typed structs
by category (by_category.PieceDecoder) and folded into columns (fold.Collector) before the
next is read, so the whole file is never in memory and each byte is parsed once. Large
files fold every other piece in a helper process (helper.py).

A cut is a "}," followed by "{"; one that falls inside a string leaves the piece with an
unterminated string, which the decoder rejects, so a piece that decodes was cut right (by
induction from the array's start). The events after the last cut are decoded together
with the rest of the file's object (the tail). MAX_PIECE_BYTES without a cut is not a
trace: refused (TraceReadError), so that no input makes the reader hold more. Whatever this path does not vouch for
(no "traceEvents" key in the first block, a piece that does not decode, an event larger
than the buffer, a gzip error) raises NotStreamable, and the file is read the careful
way (careful.py), which also words the error.
"""

from __future__ import annotations

import gzip
import os
import re
from typing import Any, Optional

import msgspec
import numpy as np

from ..core.limits import Limits, TraceReadError, check_deadline, check_kept_memory, see
from ..core.words import counted
from ..store import storage
from . import progress
from .blocks import BlockReader
from .careful import EVENTS_KEY, UTF8_BOM, too_big_message
from .columns import TraceData
from .fold import Collector, NotStreamable
from .heap import TRIM_EVERY_BYTES, release_free_memory
from .helper import PieceFolder
from .schema import NULL, Envelope, FastEvent, decode_devices

_FastGzipFile: Any
try:  # ISA-L's inflate, about three times zlib's speed; the standard library's otherwise
    from isal.igzip import IGzipFile as _FastGzipFile
except ImportError:  # pragma: no cover - isal is a dependency, but has no wheel everywhere
    _FastGzipFile = gzip.GzipFile

BLOCK_BYTES = 4 << 20
MAX_PIECE_BYTES = 256 << 20
_WS_RUN = re.compile(rb"[ \t\r\n]*")  # JSON's whitespace, skipped at C speed
# A run of whitespace at least this long between two events is dropped from the buffer
# rather than carried from block to block (each block would scan it again).
BLANK_RUN_BYTES = 64 << 10
_ARRAY_START = re.compile(rb"\s*:\s*\[")
# find_cut looks at this many "}," at most before it gives up on a stretch
MAX_CANDIDATES = 10000
GAVE_UP = -2


# Pieces get smaller towards the end of a file of known size (down to 1/8 of a block), so
# that the two processes finish together: a piece is at most 1/TAIL_SPLIT of what is left.
TAIL_SPLIT = 6
LOCAL_SHARE = 0.5


class _Header(msgspec.Struct, gc=False):
    deviceProperties: list[msgspec.Raw] = []
    distributedInfo: msgspec.Raw = NULL
    tb_attn: msgspec.Raw = NULL


class _Tail(msgspec.Struct, gc=False):
    traceEvents: list[FastEvent]
    deviceProperties: list[msgspec.Raw] = []
    distributedInfo: msgspec.Raw = NULL
    tb_attn: msgspec.Raw = NULL


_TAIL_DECODER = msgspec.json.Decoder(_Tail)


def find_cut(buf, start: int, end: int, fill: int, lowest: int = 0) -> int:
    """Index of the last "}" in buf[max(start, lowest):end] that is followed by "," and "{"
    (whitespace allowed between them, all before fill) and lies outside any string; -1 if
    there is none, GAVE_UP if it stopped looking after MAX_CANDIDATES. buf[start]
    is outside a string; a label may well contain "},{", so a candidate behind an odd
    number of unescaped quotes is passed over. A newline between "," and "{" (Kineto
    indents its events) cannot be inside a string of valid JSON, which saves counting the
    quotes; and if the JSON is not valid, the piece does not decode either way."""
    i = end
    lowest = max(start, lowest)
    for _ in range(MAX_CANDIDATES):
        i = buf.rfind(b"},", lowest, i)
        if i < 0:
            return -1
        j = _blank_end(buf, i + 2, fill)
        if (
            j < fill
            and buf[j] == 0x7B
            and (
                buf.find(b"\n", i + 2, j) >= 0  # "{"
                or not _open_string(buf, start, i)
            )
        ):
            return i
    return GAVE_UP


def _blank_end(buf, at: int, fill: int) -> int:
    """Where the whitespace starting at buf[at] ends (at, if there is none), before fill."""
    m = _WS_RUN.match(buf, at, fill)
    return m.end() if m else at


def _drop_blank_tail(buf, start: int, fill: int, lowest: int = 0) -> int:
    """Where the buffer may end: before a long run of whitespace that ends it, if the run
    follows a "}," outside any string (it lies between two events, where JSON allows any
    amount; one space of it is kept); fill otherwise. Without this, each block read after a
    run of whitespace made the run longer and every search for a cut scanned it again: time
    in the square of its length (64 MB of spaces, about a minute)."""
    i = buf.rfind(b"},", max(start, lowest - 2), fill)
    if i < 0 or fill - (i + 2) < BLANK_RUN_BYTES:
        return fill
    if _blank_end(buf, i + 2, fill) < fill or _open_string(buf, start, i):
        return fill
    return i + 3


def _open_string(buf, start: int, end: int) -> bool:
    """Whether buf[start:end] leaves a string open: an odd number of quotes not escaped.
    A quote is escaped when an odd number of backslashes precedes it, so the unescaped
    ones number N0 - N1 + N2 - ..., Nk counting quotes with at least k backslashes before."""
    quotes = np.count_nonzero(np.frombuffer(buf, dtype=np.uint8, count=end - start, offset=start) == 0x22)
    if buf.find(b"\\", start, end) < 0:  # the usual case: no escapes at all
        return quotes % 2 == 1
    with memoryview(buf) as whole:
        text = bytes(whole[start:end])
    unescaped, k = quotes, 1
    while True:
        n = text.count(b"\\" * k + b'"')
        if not n:
            return unescaped % 2 == 1
        unescaped += n if k % 2 == 0 else -n
        k += 1


def read_streaming(
    path: str, limits: Limits, deadline: Optional[float], listed: Optional[storage.Listed] = None
) -> TraceData:
    too_big = too_big_message(path, limits.max_bytes)
    try:
        f = storage.open_binary(path, listed)  # (closed by the with below: an open error has its own except)
    except OSError:
        raise NotStreamable from None
    with f:
        try:
            gzipped = f.read(2) == b"\x1f\x8b"
            f.seek(0)
            size = storage.size_of(f, path)
            if not gzipped and limits.max_bytes and size > limits.max_bytes:
                raise TraceReadError(too_big)
        except OSError:
            raise NotStreamable from None
        expected = expected_size(f, gzipped, size)
        collector = Collector(path)
        # a large file's helper is forked first, so that it starts while the first block is read
        folder = PieceFolder(
            collector, path, helper=limits.read_helper, expected=expected, slot_bytes=2 * BLOCK_BYTES
        )  # (larger pieces are folded here)
        try:
            block = BlockReader(_FastGzipFile(fileobj=f) if gzipped else f, limits.max_bytes, too_big, BLOCK_BYTES)
            block.read_at(0)
            buf, fill = block.buf, block.fill
            key = buf.find(b'"traceEvents"', 0, fill)
            if key < 0:
                raise NotStreamable
            head = len(UTF8_BOM) if buf[: len(UTF8_BOM)] == UTF8_BOM else 0  # (a byte order mark: no JSON)
            try:
                header = msgspec.json.decode(bytes(buf[head:key]) + b'"traceEvents":[]}', type=_Header)
            except (msgspec.DecodeError, msgspec.ValidationError, RecursionError):
                raise NotStreamable from None
            m = _ARRAY_START.match(buf, key + len(b'"traceEvents"'), fill)
            if m is None:
                raise NotStreamable
            start = m.end()  # buf[start - 1] is the array's "["
            del buf, m  # the block reader's buffer is freed when the pieces are done
            device_raws = list(header.deviceProperties)
            collector.take_metadata(header)
            count = _fold_pieces(
                path, limits, deadline, block, start, folder, collector, device_raws, expected, _teller(f, size)
            )
        finally:
            folder.close()
    devices, bad, first_bad = decode_devices(device_raws)
    warnings: list = []
    bad += collector.bad
    first_bad = collector.first_bad or first_bad
    if bad:
        warnings.append(f"{path}: skipped {counted(bad, 'malformed event')}, first: {first_bad}")
    return collector.finish(devices, warnings, count)


def _teller(f, size: Optional[int]):
    """A function that tells progress.py how much of the file (its bytes as stored) is read."""

    def tell() -> None:
        try:
            progress.tell(f.tell(), size or 0)
        except (OSError, ValueError):  # (a file object that cannot say: no progress shown)
            pass

    return tell


def _fold_pieces(
    path, limits, deadline, block: BlockReader, start, folder, collector, device_raws, expected, tell_progress
) -> int:
    """Cut the events array into pieces at event boundaries and fold them; the events
    after the last cut are decoded together with the rest of the file's object. One loop
    that owns the buffer: every view of it must be gone before the next block is read
    into it (a resize with a live view fails), which is easiest to see in one body."""
    count = 0
    eof = False
    consumed = start  # bytes of the file before buf[start]
    buf, fill = block.buf, block.fill
    # buf[start:no_cut_before] holds no "}," that could become a cut: searched once, not at
    # every block (a very long event, or none at all, would cost time in the square of its
    # length). Only the last "}," can wait for its "{", and it lies within BLANK_RUN_BYTES of
    # the end (_drop_blank_tail).
    no_cut_before = 0
    next_trim = TRIM_EVERY_BYTES
    while True:
        check_deadline(path, deadline, limits)
        cut = -1
        target = _next_target(folder, consumed, expected)
        if eof or fill - start >= target:
            if eof:
                break
            cut = find_cut(buf, start, start + target, fill)
            if cut < 0:  # no boundary that early (a very large event): the first one
                cut = find_cut(buf, start, fill, fill, no_cut_before)
                if cut == -1:
                    no_cut_before = max(no_cut_before, fill - BLANK_RUN_BYTES - 3)
        if cut < 0:
            fill = block.fill = _drop_blank_tail(buf, start, fill, no_cut_before)
            if fill - start > MAX_PIECE_BYTES:
                # No event is that large: refused here, not read whole by the careful path
                # (a gzip bomb of one endless string would be inflated to the size limit).
                raise TraceReadError(
                    f"{path}: {MAX_PIECE_BYTES >> 20} MiB of events with no boundary between "
                    "two of them: not a trace (no event is that large)"
                )
            # keep the byte before start: it becomes the piece's "["
            keep = fill - (start - 1)
            block.move_to_front(start - 1, keep)
            no_cut_before = max(0, no_cut_before - (start - 1))
            start = 1
            eof = not block.read_at(keep)
            buf, fill = block.buf, block.fill
            continue
        # Decode the piece in place: the "," before it and the "," after it stand in
        # for "[" and "]" while the decoder reads, then are put back.
        comma = cut + 1
        before = buf[start - 1]
        buf[start - 1], buf[comma] = 0x5B, 0x5D
        view = memoryview(buf)[start - 1 : comma + 1]
        try:
            folder.fold(view)
            count = folder.count
        finally:
            buf[start - 1], buf[comma] = before, 0x2C
        # nothing may hold on to the view when buf is resized (resizing would fail loudly)
        del view
        consumed += comma + 1 - start
        start = comma + 1
        tell_progress()
        if consumed >= next_trim:
            release_free_memory()
            next_trim = consumed + TRIM_EVERY_BYTES
        _check_count(path, count, collector, limits)
    tail_bytes = b'{"traceEvents":[' + bytes(buf[start:fill])
    del buf
    block.close()
    tail, events, raws = _decode_tail(tail_bytes)
    folder.drain()
    count = folder.count + len(tail.traceEvents)
    _check_count(path, count, collector, limits)
    collector.add_piece(events, raws)
    tell_progress()
    device_raws += tail.deviceProperties
    collector.take_metadata(tail)
    return count


def _decode_tail(tail_bytes: bytes) -> tuple:
    """-> (the rest of the file's object, its events as FastEvent or else as raw JSON: one of
    the two None). NotStreamable where it does not decode, or names a second events array."""
    if EVENTS_KEY.search(tail_bytes, len(b'{"traceEvents":[')):
        # a second events array (or the key inside an event): the careful read keeps only
        # the last array, as JSON parsers do, and says so; here the first is folded already
        raise NotStreamable
    try:
        tail: Any = _TAIL_DECODER.decode(tail_bytes)
        return tail, tail.traceEvents, None
    except msgspec.ValidationError:
        try:
            tail = msgspec.json.decode(tail_bytes, type=Envelope)  # (raw events: folded leniently)
        except (msgspec.DecodeError, msgspec.ValidationError):
            raise NotStreamable from None
        return tail, None, tail.traceEvents
    except msgspec.DecodeError:
        raise NotStreamable from None


def _next_target(folder, consumed: int, expected: Optional[int]) -> int:
    """The size of the next piece (piece_target), smaller where it is folded here while the
    helper is busy (so that the helper is handed its next one sooner), or where it is the
    helper's first (it comes from the first block, without waiting for a second)."""
    target = piece_target(consumed, expected)
    if folder.helper_is_full():
        return max(int(target * LOCAL_SHARE), BLOCK_BYTES // 8)
    if consumed < BLOCK_BYTES and folder.has_helper():
        return min(target, BLOCK_BYTES // 2)
    return target


def expected_size(f, gzipped: bool, size: Optional[int] = None) -> Optional[int]:
    """The uncompressed size of an open file as far as it can be told without reading it:
    its size, or for gzip the size its trailer gives (modulo 2**32), or the compressed size
    where that is larger (a trace never compresses to more than it holds, so the trailer has
    wrapped); None where unknown. Only the sizes of pieces and when the helper starts follow
    from it: a wrong guess costs a few smaller pieces, an unknown size a late helper, which
    costs far more (about 2.5 s of 9 on a 1 GB gzip trace, the helper forked after the
    first pieces)."""
    try:
        if size is None:
            size = os.fstat(f.fileno()).st_size
        if not gzipped:
            return size
        f.seek(-4, os.SEEK_END)
        isize = int.from_bytes(f.read(4), "little")
        f.seek(0)
    except (OSError, ValueError):
        return None
    return max(isize, size)


def piece_target(consumed: int, expected: Optional[int]) -> int:
    if expected is None or consumed >= expected:
        return BLOCK_BYTES
    return int(min(BLOCK_BYTES, max(BLOCK_BYTES // 8, (expected - consumed) / TAIL_SPLIT)))


def _check_count(path: str, count: int, collector: Collector, limits: Limits) -> None:
    check_kept_memory(path, count, collector.n_cpu + collector.n_gpu, collector.n_mem, limits)
    if limits.max_events and count > limits.max_events:
        raise TraceReadError(
            f"{path}: {count:,} events read so far, more than the limit of {limits.max_events:,} ({see('max_events')})"
        )
