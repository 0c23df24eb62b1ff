"""The file read in blocks into one buffer that is reused (the streaming read's input).

Terms: a block is what one read() of the file (gunzipped) brings; the buffer holds the
bytes not yet cut into pieces (a piece's tail carried over) followed by the next block.
"""

from __future__ import annotations

import ctypes
import mmap

from ..core.limits import TraceReadError
from .fold import NotStreamable


def _new_buffer(n: int):
    """n writable bytes for the read buffer: anonymous memory that the kernel may back with
    huge pages (touching new memory 4 KiB at a time costs about 1 ms per MB on some VMs, a
    third of that in 2 MiB pages) and that a forked helper does not inherit (it never reads
    it, and sharing it would copy every page this process writes next); a bytearray where
    the platform has no such memory."""
    try:
        buf = mmap.mmap(-1, n, flags=mmap.MAP_PRIVATE | mmap.MAP_ANONYMOUS)
    except (AttributeError, OSError, ValueError):
        return bytearray(n)
    for advice in ("MADV_HUGEPAGE", "MADV_DONTFORK"):
        try:
            buf.madvise(getattr(mmap, advice))
        except (AttributeError, OSError, ValueError):
            pass
    return buf


class BlockReader:
    """Reads the file in blocks into one buffer, buf[:fill], that is reused (readinto):
    no new memory per block. The buffer only grows while an event is larger than what it
    holds."""

    def __init__(self, src, max_bytes: int, too_big: str, block_bytes: int):
        self.src = src
        self.block_bytes = block_bytes
        self.max_bytes = max_bytes
        self.too_big = too_big
        self.buf = _new_buffer(2 * block_bytes)
        self.fill = 0
        self.total = 0

    def close(self) -> None:
        buf, self.buf = self.buf, None
        if isinstance(buf, mmap.mmap):
            try:
                buf.close()
            except BufferError:  # a view of it still alive somewhere: freed with it
                pass

    def move_to_front(self, at: int, n: int) -> None:
        """buf[:n] = buf[at:at + n], in place: a slice assignment copies the slice first, into
        memory that is new (page faults) more often than not."""
        anchor = ctypes.c_char.from_buffer(self.buf)
        try:
            address = ctypes.addressof(anchor)
            ctypes.memmove(address, address + at, n)
        finally:
            del anchor  # (while it lives, the buffer cannot grow)

    def read_at(self, at: int) -> int:
        """Read up to a block into buf[at:] (what was there is dropped); bytes read."""
        block = self.block_bytes
        if len(self.buf) < at + block:
            if isinstance(self.buf, mmap.mmap):
                self.buf.resize(at + block)
            else:
                self.buf.extend(bytes(at + block - len(self.buf)))
        try:
            with memoryview(self.buf) as whole, whole[at : at + block] as window:
                n = self.src.readinto(window)
        except Exception:  # truncated or corrupt: the careful read says which
            raise NotStreamable from None
        self.fill = at + n
        self.total += n
        if self.max_bytes and self.total > self.max_bytes:
            raise TraceReadError(self.too_big)
        return n
