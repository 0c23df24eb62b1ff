"""The native scanner's side of the line (reader/_scan.c): the layout of what it writes, the
arrays it writes into (Scratch), and the text of the strings it finds.

Terms: a scan is what _scan.scan writes of a piece: one row per event of its top-level fields
(ph, cat, name, pid, tid, id, ts, dur, args) and of the args slots (SLOT_KEYS in _scan.c: those
the fold reads, then those only FastEvent types), each with a status (ST_*: absent, null, an
int, a float, a string, anything else, an object), and one row per distinct name or category
text (its offset and length in the piece, and whether it holds an escape or a non-ASCII byte).
The C side and these constants must agree; tests/test_native_scan.py reads both.

TB_ATTN_NATIVE_SCAN=0 in the environment turns the native scan off (the reference alone).
"""

from __future__ import annotations

import os
from typing import Optional

import msgspec
import numpy as np

try:  # (by name: the extension module has no Python source)
    from ._scan import BAIL, N_F64, N_I64, N_STR, N_U8
    from ._scan import scan as scan_piece
except ImportError:  # built without a C compiler: the reference path alone
    scan_piece = None

NATIVE_SCAN_ENV = "TB_ATTN_NATIVE_SCAN"

# statuses, as _scan.c writes them
ST_ABSENT, ST_NULL, ST_INT, ST_FLOAT, ST_STRING, ST_OTHER, ST_OBJECT = range(7)
# columns, as _scan.c lays them out
I_CAT, I_NAME, I_PID, I_TID, I_ID, I_ARGS_AT, I_ARGS_LEN = range(7)
F_TS, F_DUR, F_SLOT = 0, 1, 2
U_PH, U_PH_ST, U_CAT_ST, U_NAME_ST, U_PID_ST, U_TID_ST, U_ID_ST, U_TS_ST, U_DUR_ST, U_ARGS_ST, U_SLOT = range(11)
(
    S_EXTERNAL_ID,
    S_EXTERNAL_ID_2021,
    S_SEQUENCE,
    S_FWD_THREAD,
    S_CORRELATION,
    S_BYTES,
    S_TOTAL_ALLOCATED,
    S_TOTAL_RESERVED,
    S_DEVICE_ID,
    S_DEVICE_TYPE,
    S_KERNEL,
) = range(11)
S_DEVICE, S_STREAM = 11, 12  # (a kernel's, copy's or set's)
# (slots 13-18 are only typed: registers, shared memory, blocks and warps per
# SM, occupancy, graph node id; see FAST_EVENT_TYPES)
N_SLOTS = 19


def allowed_statuses(*statuses: int) -> int:
    """A column's allowed statuses as bits (1 << status)."""
    return sum(1 << s for s in statuses)


_ANY, _ID, _FLOAT, _IDENT = 0x7F, allowed_statuses(0, 1, 2), allowed_statuses(0, 1, 2, 3), allowed_statuses(0, 1, 2, 4)
# What schema.FastEvent, the decoder of every field, takes in each column (a bit per status):
# a piece is taken here only where both it and the tagged decoder would take every event,
# so that the part is the same whichever of the two the reference is using by then
# (by_category.PieceDecoder stops tagging after a few pieces it does not fit).
FAST_EVENT_TYPES = np.array(
    [
        0,  # ph's character (not a status)
        allowed_statuses(ST_STRING),  # ph (the tagged decoder wants it)
        allowed_statuses(ST_ABSENT, ST_STRING),  # cat
        allowed_statuses(ST_ABSENT, ST_STRING),  # name
        _IDENT,  # pid
        _IDENT,  # tid
        _IDENT,  # id
        _FLOAT,  # ts
        _FLOAT,  # dur
        allowed_statuses(ST_ABSENT, ST_NULL, ST_OBJECT),  # args
        *(_ID, _ID, _ID, _ID, _ID),  # External id, external id, Sequence number, Fwd thread id, correlation
        *(_FLOAT, _FLOAT, _FLOAT),  # Bytes, Total Allocated, Total Reserved
        *(_ID, _ID, _ANY),  # Device Id, Device Type, kernel (raw)
        *(_IDENT, _IDENT),  # device, stream
        *(_FLOAT, _FLOAT, _FLOAT, _FLOAT, _FLOAT),  # registers, shared memory, blocks, warps, occupancy
        _ID,  # graph node id
    ],
    dtype=np.uint8,
)


def available() -> bool:
    return scan_piece is not None and os.environ.get(NATIVE_SCAN_ENV) != "0"


class Scratch:
    """The arrays a scan writes into, kept from piece to piece (grown when a piece needs more)."""

    def __init__(self) -> None:
        self.rows = 0
        self.i64 = self.f64 = self.u8 = self.strings = np.empty(0)

    def scan(self, piece) -> Optional[tuple]:
        """-> (events, distinct strings) with the arrays filled, or None where not vouched for."""
        want = len(piece) // 48 + 64
        while True:
            if self.rows < want:
                self.rows = want
                self.i64 = np.empty((want, N_I64), dtype=np.int64)
                self.f64 = np.empty((want, N_F64), dtype=np.float64)
                self.u8 = np.empty((want, N_U8), dtype=np.uint8)
                self.strings = np.empty((2 * want, N_STR), dtype=np.int64)
            n, m = scan_piece(piece, self.i64, self.f64, self.u8, self.strings)
            if n >= 0:
                return n, m
            # (no event it takes is under 10 bytes, '{"ph":"M"}': more rows than one per 8 bytes
            # would only be memory for a piece it refuses)
            if n == BAIL or want > len(piece) // 8:
                return None
            want = self.rows * 2  # (ROWS_FULL, or STRINGS_FULL: never with two per event)


def texts_of(piece, rows: np.ndarray) -> Optional[list]:
    """The distinct strings' text (as the JSON decoder gives it); None where one does not decode."""
    out = []
    with memoryview(piece) as whole:
        for at, length, flags in rows.tolist():
            raw = bytes(whole[at : at + length])
            if not flags:
                out.append(raw.decode("ascii"))
                continue
            try:
                out.append(msgspec.json.decode(b'"' + raw + b'"'))
            except msgspec.DecodeError:
                return None
    return out
