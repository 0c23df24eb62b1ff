"""The native fold: a piece scanned in C (_scan.c) and folded from its columns, for pieces of
plain Kineto events; the typed decode and the vectorised fold (fold.py) are its reference.

Terms: a scan is what _scan.scan writes of a piece: one row per event of its top-level fields
and of the few args every event is read for (each with a status: absent, null, an int, a
float, a string, an object, anything else), and one row per distinct name or category text.
A piece is taken here only where every event is of a category the tagged decoder reads
narrowly (by_category.NARROW_CATEGORIES; a kernel's, copy's or set's args are decoded from
their spans, as that decoder decodes them, the rest of the event read from the scan), or of a
host category no analysis reads, or of none (metadata), in a phase it is read in; every
field has the type both FastEvent and the category's struct want, and every value the
vectorised fold takes as it is. Anything else, and any piece the scan does not vouch for (see
_scan.c), returns None and is decoded and folded as before: so a piece gives the same part
either way, which tests/test_native_scan.py checks on every shared trace and on mutated pieces.

TB_ATTN_NATIVE_SCAN=0 in the environment turns this path off (the reference alone);
scanner.py says what the scan writes.
"""

from __future__ import annotations

from typing import Any, NamedTuple, Optional

import msgspec
import numpy as np

from ..names import patterns
from ..names.patterns import MODULE_PREFIX
from .by_category import GPU_ARGS, NARROW_CATEGORIES, narrow_args_struct
from .columns import LABEL, LAUNCH, MODULE, NONE_ID, OP, device_label
from .parts import CpuPart, FlowPart, FramePart, GpuPart, MemoryPart
from .scanner import (
    F_DUR,
    F_SLOT,
    F_TS,
    FAST_EVENT_TYPES,
    I_ARGS_AT,
    I_ARGS_LEN,
    I_CAT,
    I_ID,
    I_NAME,
    I_PID,
    I_TID,
    S_BYTES,
    S_CORRELATION,
    S_DEVICE,
    S_DEVICE_ID,
    S_DEVICE_TYPE,
    S_EXTERNAL_ID,
    S_EXTERNAL_ID_2021,
    S_FWD_THREAD,
    S_KERNEL,
    S_SEQUENCE,
    S_STREAM,
    S_TOTAL_ALLOCATED,
    S_TOTAL_RESERVED,
    ST_ABSENT,
    ST_FLOAT,
    ST_INT,
    ST_OBJECT,
    ST_STRING,
    U_ARGS_ST,
    U_CAT_ST,
    U_DUR_ST,
    U_ID_ST,
    U_NAME_ST,
    U_PH,
    U_PH_ST,
    U_PID_ST,
    U_SLOT,
    U_TID_ST,
    U_TS_ST,
    allowed_statuses,
    texts_of,
)
from .schema import FOLD_FLOW, FOLD_GPU, FOLD_IGNORE, FOLD_INSTANT, FOLD_PYTHON, NULL, fold_code

_F64_EXACT = 2.0**53
_NUMBER = (ST_INT, ST_FLOAT)
# The host categories read here (their id slots are typed for every event: FAST_EVENT_TYPES).
# A launch naming its kernel (ROCm's "kernel" arg) has its args decoded from their span.
_HOST_CATEGORIES = ("cpu_op", "user_annotation", "cuda_runtime", "cuda_driver")
# The device's categories, whose args are decoded (from their spans, as the tagged decoder
# decodes them) and folded as Collector._gpu_columns folds them
_GPU_CATEGORIES = ("kernel", "gpu_memcpy", "gpu_memset")
_GPU_ARGS_DECODER = msgspec.json.Decoder(list[narrow_args_struct("kernel", GPU_ARGS)])  # type: ignore[misc]
# An op's args as the tagged decoder reads them (for the few ops whose shapes are kept)
_OP_ARGS = NARROW_CATEGORIES["cpu_op"][2] or ()
_OP_ARGS_DECODER = msgspec.json.Decoder(list[narrow_args_struct("cpu_op", _OP_ARGS)])  # type: ignore[misc]
# A launch's args as the tagged decoder reads them (for the launches that name their kernel)
_LAUNCH_ARGS = NARROW_CATEGORIES["cuda_runtime"][2] or ()
_LAUNCH_ARGS_DECODER = msgspec.json.Decoder(list[narrow_args_struct("cuda_runtime", _LAUNCH_ARGS)])  # type: ignore[misc]


def _category_tables() -> tuple:
    """Per category taken here (TAKEN_CATEGORIES' order): the statuses each column may hold
    (a bit per status: what FastEvent takes, narrowed to what the category's struct and the
    vectorised fold take as they are), and its fold code by phase (-100: a phase not taken)."""
    allowed = np.tile(FAST_EVENT_TYPES, (len(TAKEN_CATEGORIES), 1))
    codes = np.full((len(TAKEN_CATEGORIES), 256), _NOT_TAKEN, dtype=np.int8)
    for k, cat in enumerate(TAKEN_CATEGORIES):
        row = allowed[k]
        if cat == "":  # no category: metadata (ignored) and instants (kept only as memory)
            codes[k, ord("M")] = FOLD_IGNORE
            codes[k, [ord("i"), ord("I")]] = FOLD_INSTANT
            continue
        row[U_CAT_ST] &= allowed_statuses(ST_STRING)
        if cat not in NARROW_CATEGORIES:  # a host category no analysis reads: its times are checked
            codes[k, ord("X")] = fold_code(cat)
            row[U_TS_ST] &= allowed_statuses(ST_INT, ST_FLOAT)
            row[U_DUR_ST] &= allowed_statuses(ST_INT, ST_FLOAT)
            continue
        phases, read, _ = NARROW_CATEGORIES[cat]
        codes[k, [ord(p) for p in phases]] = (
            FOLD_IGNORE if cat == "ac2g" else fold_code(cat if phases == ("X",) else "\0" + phases[0])
        )
        for field, column, wanted in (
            ("pid", U_PID_ST, allowed_statuses(ST_INT)),
            ("tid", U_TID_ST, allowed_statuses(ST_INT)),
            ("id", U_ID_ST, allowed_statuses(ST_INT)),
            ("ts", U_TS_ST, allowed_statuses(ST_INT, ST_FLOAT)),
            ("dur", U_DUR_ST, allowed_statuses(ST_INT, ST_FLOAT)),
        ):
            if field in read:
                row[column] &= wanted
        if cat in _HOST_CATEGORIES:  # (args None: the vectorised fold does not take it)
            row[U_ARGS_ST] &= allowed_statuses(ST_OBJECT)
        if cat in _GPU_CATEGORIES:  # (what _gpu_columns takes as it is: args, int devices and streams)
            row[U_ARGS_ST] &= allowed_statuses(ST_OBJECT)
            row[U_SLOT + S_DEVICE] &= allowed_statuses(ST_INT)
            row[U_SLOT + S_STREAM] &= allowed_statuses(ST_INT)
    return allowed, codes


_NOT_TAKEN = -100
# The categories taken here: those the tagged decoder reads narrowly, the
# host categories no analysis reads (Kineto's "Trace" span, syncs, overhead), and none.
TAKEN_CATEGORIES = (
    *_HOST_CATEGORIES,
    *_GPU_CATEGORIES,
    "python_function",
    "cpu_instant_event",
    "fwdbwd",
    "ac2g",
    "cuda_sync",
    "Trace",
    "overhead",
    "cuda_profiler_range",
    "",
)
_NO_CATEGORY = TAKEN_CATEGORIES.index("")
_ALLOWED, _CODES = _category_tables()
# the int slots the fold reads (ids, sequence numbers, correlations, devices): exact as floats
_ID_SLOTS = [
    F_SLOT + s
    for s in (S_EXTERNAL_ID, S_EXTERNAL_ID_2021, S_SEQUENCE, S_FWD_THREAD, S_CORRELATION, S_DEVICE_ID, S_DEVICE_TYPE)
]


def fold_scanned(collector, piece, decoder) -> Optional[int]:
    """Fold one piece from its native scan into collector, as Collector._add_fast folds the
    same piece decoded: the number of its events, or None (nothing changed) where this path
    does not take it."""
    scratch = decoder.scratch
    scanned = scratch.scan(piece)
    if scanned is None:
        return None
    n, m = scanned
    if n == 0:
        return None
    iv, fv, uv = scratch.i64[:n], scratch.f64[:n], scratch.u8[:n]
    texts = texts_of(piece, scratch.strings[:m])
    if texts is None or len(set(texts)) < len(texts):  # (one text written two ways: numbered twice here)
        return None
    # an absent name reads as "": the row of "" where the piece writes it too, else row m
    empty = texts.index("") if "" in texts else m
    texts.append("")
    cat = iv[:, I_CAT]
    category = np.full(m + 2, -1, dtype=np.int64)  # (by string row; the last: no category, -1)
    category[-1] = _NO_CATEGORY
    for c in np.flatnonzero(np.bincount(cat[cat >= 0], minlength=m)).tolist():
        if texts[c] not in TAKEN_CATEGORIES:
            return None
        category[c] = TAKEN_CATEGORIES.index(texts[c])
    k = category[cat]
    if (k < 0).any():
        return None
    if not (np.left_shift(np.uint8(1), uv[:, U_PH_ST:]) & _ALLOWED[k, U_PH_ST:]).all():
        return None
    code = _CODES[k, uv[:, U_PH]]
    if (code == _NOT_TAKEN).any():
        return None
    if (fv[:, F_DUR] < 0).any() or (np.abs(fv[:, _ID_SLOTS]) >= _F64_EXACT).any():  # (NaN: neither)
        return None
    name_id = np.where(uv[:, U_NAME_ST] == ST_STRING, iv[:, I_NAME], empty)
    memory_name = texts.index("[memory]") if "[memory]" in texts else -1
    memory = np.flatnonzero((code == FOLD_INSTANT) & (name_id == memory_name) & (uv[:, U_ARGS_ST] == ST_OBJECT))
    if len(memory) and not (
        # (what the vectorised fold takes of a memory instant: int threads, a size; instants
        # without a category are typed only as FastEvent types them)
        (uv[memory, U_PID_ST] == ST_INT).all()
        and (uv[memory, U_TID_ST] == ST_INT).all()
        and np.isin(uv[memory, U_TS_ST], _NUMBER).all()
        and np.isin(uv[memory, U_SLOT + S_BYTES], _NUMBER).all()
    ):
        return None
    untagged = decoder.tagged is not None and (k == _NO_CATEGORY).any()
    n = _fold(collector, piece, n, code, name_id, memory, texts, iv, fv, uv)
    if untagged:  # (the union would not have fitted this piece: the decoder counts it as it would have)
        decoder.missed()
    return n


def _ids(f: np.ndarray, u: np.ndarray, slot: int) -> np.ndarray:
    """An int slot as int64 ids (NONE_ID where absent or null)."""
    present = u[:, U_SLOT + slot] == ST_INT
    out = np.full(len(f), NONE_ID, dtype=np.int64)
    out[present] = f[present, F_SLOT + slot].astype(np.int64)
    return out


def _args_of(piece, iv: np.ndarray, rows: np.ndarray, decoder: msgspec.json.Decoder) -> list:
    """The args objects of rows (all objects: the statuses said so), decoded from their spans
    in the piece at once."""
    spans = iv[rows][:, [I_ARGS_AT, I_ARGS_LEN]].tolist()
    with memoryview(piece) as whole:
        return decoder.decode(b"[" + b",".join([bytes(whole[a : a + k]) for a, k in spans]) + b"]")


def _first_seen(ids: np.ndarray, axis: Optional[int] = None) -> tuple:
    """-> (the distinct values (rows, along axis 0) in the order they first come, each row's
    index among them)."""
    distinct, first, inverse = np.unique(ids, return_index=True, return_inverse=True, axis=axis)
    order = np.argsort(first, kind="stable")
    rank = np.empty(len(order), dtype=np.int64)
    rank[order] = np.arange(len(order))
    return distinct[order], rank[inverse.reshape(-1)]


def _fold(collector, piece, n, code, name_id, memory, texts, iv, fv, uv) -> int:
    """The parts of a piece taken here, added to collector in the order _add_fast adds them
    (nothing is changed before but for the names interned, as there)."""
    frame_part = _frames(code, name_id, texts, iv, fv)  # (module calls become host rows here)
    host = np.flatnonzero((code >= 0) & (code < 4))
    if len(host):
        cpu_part, shapes = _host_part(collector, piece, code[host], host, name_id, texts, iv, fv, uv)
        for row, value in shapes.items():
            collector.shapes[collector.n_cpu + row] = value
        collector.cpu_parts.append(cpu_part)
        collector.n_cpu += len(host)
    gpu = np.flatnonzero(code == FOLD_GPU)
    if len(gpu):
        collector.gpu_parts.append(_gpu_part(collector, piece, gpu, name_id, iv, fv, texts))
        collector.n_gpu += len(gpu)
    if len(memory):
        mf, mu = fv[memory], uv[memory]
        collector.mem_parts.append(
            MemoryPart(
                iv[memory, I_PID].copy(),
                iv[memory, I_TID].copy(),
                mf[:, F_TS].copy(),
                mf[:, F_SLOT + S_BYTES].copy(),
                mf[:, F_SLOT + S_TOTAL_ALLOCATED].copy(),
                mf[:, F_SLOT + S_TOTAL_RESERVED].copy(),
                _device_codes(collector, mf, mu),
            )
        )
        collector.n_mem += len(memory)
    if frame_part is not None:
        collector.frame_parts.append(frame_part)
    flows = np.flatnonzero(code == FOLD_FLOW)
    if len(flows):
        collector.flow_parts.append(
            FlowPart(
                iv[flows, I_ID].copy(),
                uv[flows, U_PH] == ord("s"),
                iv[flows, I_PID].copy(),
                iv[flows, I_TID].copy(),
                fv[flows, F_TS].copy(),
            )
        )
    return n


class _GpuRow(NamedTuple):
    """What Collector._gpu_columns reads of a device event."""

    cat: str
    name: str
    args: Any


def _gpu_part(collector, piece, gpu, name_id, iv, fv, texts) -> GpuPart:
    """The device rows as Collector._gpu_columns folds them, their args decoded from their spans."""
    args = _args_of(piece, iv, gpu, _GPU_ARGS_DECODER)
    cats, names = iv[gpu, I_CAT].tolist(), name_id[gpu].tolist()
    rows = [_GpuRow(texts[c], texts[n], a) for c, n, a in zip(cats, names, args)]
    return collector._gpu_columns(rows, fv[gpu, F_TS].copy(), fv[gpu, F_DUR].copy())


def _frames(code, name_id, texts, iv, fv) -> Optional[FramePart]:
    """The Python frames: module calls made host rows (code changed in place), the frames a
    call site names as a part, numbered by first sight (as _local_names numbers them)."""
    python = np.flatnonzero(code == FOLD_PYTHON)
    if not len(python):
        return None
    code[python] = FOLD_IGNORE
    distinct, local = _first_seen(name_id[python])
    names = [texts[i] for i in distinct.tolist()]
    module = np.fromiter((s.startswith(MODULE_PREFIX) for s in names), dtype=bool, count=len(names))
    code[python[module[local]]] = MODULE
    keep = np.fromiter(map(patterns.is_call_site_frame, names), dtype=bool, count=len(names))
    at = np.flatnonzero(keep[local])
    if not len(at):
        return None
    rows = python[at]
    return FramePart(
        local[at], names, iv[rows, I_PID].copy(), iv[rows, I_TID].copy(), fv[rows, F_TS].copy(), fv[rows, F_DUR].copy()
    )


def _host_part(collector, piece, kind, host, name_id, texts, iv, fv, uv) -> tuple:
    """-> (the host rows' CpuPart, the kept shapes by row), names interned in first-seen order
    (as Collector.name_ids interns them); an op's shapes from its args, decoded for the ops whose
    shapes are kept only."""
    distinct, local = _first_seen(name_id[host])
    table = np.fromiter(
        map(collector.intern, [texts[i] for i in distinct.tolist()]), dtype=np.int64, count=len(distinct)
    )
    name = table[local]
    hf, hu = fv[host], uv[host]
    written = hu[:, U_SLOT + S_EXTERNAL_ID] == ST_INT  # (else the 2021 key's)
    ext = np.where(written, _ids(hf, hu, S_EXTERNAL_ID), _ids(hf, hu, S_EXTERNAL_ID_2021))
    ops = kind == OP
    for op_name in set(name[ops].tolist()):
        collector.keeps_shapes(op_name)
    kept = np.flatnonzero(np.array(collector.shapes_kept, dtype=bool)[name] & ops)
    shapes = {}
    if len(kept):
        for row, a in zip(kept.tolist(), _args_of(piece, iv, host[kept], _OP_ARGS_DECODER)):
            shapes[row] = collector.shape_of(a)
    part = CpuPart(
        kind.astype(np.int8),
        name,
        iv[host, I_PID].copy(),
        iv[host, I_TID].copy(),
        hf[:, F_TS].copy(),
        hf[:, F_DUR].copy(),
        np.where(kind == LABEL, ext, NONE_ID),
        np.where(kind == LAUNCH, _ids(hf, hu, S_CORRELATION), NONE_ID),
        np.where(ops, _ids(hf, hu, S_SEQUENCE), NONE_ID),
        np.where(ops, _ids(hf, hu, S_FWD_THREAD), NONE_ID),
        _launched_kernels(collector, piece, kind, host, iv, hu),
    )
    return part, shapes


def _launched_kernels(collector, piece, kind, host, iv, hu) -> np.ndarray:
    """Each host row's launched kernel, as Collector._cpu_columns gives it: the name id of a
    launch's "kernel" arg (ROCm's), read from its args decoded from their span; NONE_ID for
    every other row (the texts interned in row order, as there, after the names and shapes)."""
    out = np.full(len(host), NONE_ID, dtype=np.int64)
    named = np.flatnonzero((kind == LAUNCH) & (hu[:, U_SLOT + S_KERNEL] != ST_ABSENT))
    if len(named):
        for row, a in zip(named.tolist(), _args_of(piece, iv, host[named], _LAUNCH_ARGS_DECODER)):
            if a.kernel is not NULL:
                out[row] = collector.kernel_name_id(a.kernel)
    return out


def _device_codes(collector, f: np.ndarray, u: np.ndarray) -> np.ndarray:
    """Each memory instant's device code, as Collector._memory_columns gives it."""
    dev_type = np.where(u[:, U_SLOT + S_DEVICE_TYPE] == ST_INT, f[:, F_SLOT + S_DEVICE_TYPE], np.nan)
    dev_id = np.where(u[:, U_SLOT + S_DEVICE_ID] == ST_INT, f[:, F_SLOT + S_DEVICE_ID], np.nan)
    pairs = np.stack([dev_type, dev_id], axis=1)
    keys, local = _first_seen_pairs(pairs)
    labels = collector.device_labels
    codes = []
    for t, d in keys:
        k = (None if np.isnan(t) else int(t), None if np.isnan(d) else int(d))
        if k not in labels:
            labels[k] = collector.device_code(device_label(0 if k[0] is None else k[0], -1 if k[1] is None else k[1]))
        codes.append(labels[k])
    return np.array(codes, dtype=np.int64)[local]


def _first_seen_pairs(pairs: np.ndarray) -> tuple:
    filled = np.where(np.isnan(pairs), np.inf, pairs)  # (NaN != NaN: absent as +inf, which no int is)
    distinct, local = _first_seen(filled, axis=0)
    return np.where(np.isinf(distinct), np.nan, distinct).tolist(), local
