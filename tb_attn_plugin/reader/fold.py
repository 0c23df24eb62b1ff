"""The fold: decoded events -> columns (see columns.py), piece after piece.

Terms: a piece is a run of whole events decoded at once; a part is what one piece folds
into (its columns, names and devices numbered on their own), so that a piece folded in
the helper process can be merged here in file order. The vectorised fold takes a piece
of well-formed events with NumPy; anything it does not take as it is (a None where a
number belongs, string ids, 2021-style categories) raises _SlowPiece and the piece goes
through the per-event fold (Collector.add), which is the reference both must agree with.
"""

from __future__ import annotations

import math
from operator import attrgetter
from typing import Any, Callable, Optional

import msgspec
import numpy as np

from ..core.words import counted, verb
from ..names import patterns
from ..names.patterns import MODULE_PREFIX
from . import scan, scanner
from .by_category import PieceDecoder
from .columns import (
    CONFIG_ATTRS,
    CONFIG_KEYS,
    KERNEL,
    LABEL,
    LAUNCH,
    MODULE,
    NO_CONFIG,
    NONE_ID,
    OP,
    CpuEvents,
    FlowEnds,
    FrameEvents,
    GpuEvents,
    GpuLabel,
    LaunchConfigs,
    MemoryEvents,
    TraceData,
    device_label,
)
from .heap import release_free_memory
from .parts import CpuPart, FlowPart, FramePart, GpuPart, MemoryPart
from .schema import (
    FOLD_BY_NAME,
    FOLD_BY_PHASE,
    FOLD_FLOW,
    FOLD_GPU,
    FOLD_GPU_LABEL,
    FOLD_IGNORE,
    FOLD_INSTANT,
    FOLD_PYTHON,
    FOLD_SKIP,
    GPU_CATEGORIES,
    I64,
    INF,
    LENIENT_EVENT_DECODER,
    NULL,
    RAW_LIST_DECODER,
    DeviceProperties,
    as_int,
    coerce,
    decode_dims,
    decode_raw,
    fold_code,
    host_kind,
    ident,
    num,
    occupancy_numbers,
)

# Names (labels, ops, kernels) longer than this are cut, with a warning: a 1 GB label was
# matched, hashed and copied whole by every step after the read.
MAX_NAME_CHARS = 1 << 20
NAME_CUT_MARK = "…"
_F64_EXACT = 2.0**53
_NAN = math.nan
_NO_NUMBERS = (_NAN,) * len(CONFIG_KEYS)


class NotStreamable(Exception):
    """The streaming read cannot vouch for this file: it is read the careful way instead."""


def module_calls(names: list) -> np.ndarray:
    """Indices of the names that start with "nn.Module: " (module calls, the only Python
    frames used): one search through the joined names instead of a call per name, as
    module calls are few among many frames. A hit counts only where a name starts."""
    joined = "\0".join(names)
    first = joined.find(MODULE_PREFIX)
    if first < 0:
        return np.empty(0, dtype=np.int64)
    starts = np.zeros(len(names), dtype=np.int64)
    np.cumsum(np.fromiter(map(len, names), dtype=np.int64, count=len(names))[:-1] + 1, out=starts[1:])
    found = []
    at = first
    while at >= 0:
        found.append(at)
        at = joined.find(MODULE_PREFIX, at + 1)
    hits = np.array(found, dtype=np.int64)
    rows = np.searchsorted(starts, hits, side="right") - 1
    return rows[starts[rows] == hits]


def _external_id(args):
    # 2021 traces write "external id"
    ext = args.external_id
    return ext if ext is not None else args.external_id_2021


class _SlowPiece(Exception):
    """A piece the vectorised fold does not take as it is (None where a number belongs,
    string ids, ...): it goes through the per-event fold instead."""


def _float_column(values: list) -> np.ndarray:
    """Floats, None as NaN."""
    try:
        return np.fromiter(values, dtype=np.float64, count=len(values))
    except (TypeError, ValueError, OverflowError):
        raise _SlowPiece from None


def _thread_column(values: list, exclusive: bool = False) -> np.ndarray:
    """Thread and process ids (devices and streams: exclusive of -2**63) when all are ints
    in int64 range (names go the slow way). A trace has few distinct ones: their types are
    checked once each."""
    low = -I64 + 1 if exclusive else -I64
    for v in set(values):
        if v.__class__ is not int or not low <= v < I64:
            raise _SlowPiece
    return np.fromiter(values, dtype=np.int64, count=len(values))


def _id_column(values: list) -> np.ndarray:
    """Optional ints as int64, None as NONE_ID."""
    f = _float_column(values)
    absent = np.isnan(f)
    if np.abs(np.where(absent, 0.0, f)).max(initial=0.0) >= _F64_EXACT:
        return _id_column_slow(values)
    f[absent] = 0.0
    out = f.astype(np.int64)
    out[absent] = NONE_ID
    return out


def _id_column_slow(values: list) -> np.ndarray:
    return np.array([v if v.__class__ is int and -I64 < v < I64 else NONE_ID for v in values], dtype=np.int64)


def _opt_float_column_slow(values: list) -> np.ndarray:
    return np.array([np.nan if v is None else v for v in values], dtype=np.float64)


def _only(kind: np.ndarray, kinds: tuple, column: np.ndarray) -> np.ndarray:
    """An id column kept only for the kinds of row that use it (NONE_ID elsewhere)."""
    return np.where(np.isin(kind, kinds), column, NONE_ID)


# What each id column is read for: external ids of labels (the GPU span cross-check),
# correlation ids of launches, sequence numbers and forward thread ids of ops.
_EXT_KINDS, _CORR_KINDS, _SEQ_KINDS = (LABEL,), (LAUNCH,), (OP,)


def decode_piece_into(collector: Collector, piece, decoder: PieceDecoder) -> int:
    """Decode one piece ("[" event, ... "]") and fold it; the number of events. A piece of
    plain events is scanned natively and folded from its columns (scan.py), where it can be,
    unless the scan took none of the file's first NATIVE_REFUSALS pieces."""
    if (decoder.native_taken or decoder.native_refusals < decoder.NATIVE_REFUSALS) and scanner.available():
        if decoder.scratch is None:
            decoder.scratch = scanner.Scratch()
        n = scan.fold_scanned(collector, piece, decoder)
        if n is not None:
            decoder.native_taken = True
            return n
        decoder.native_refusals += 1
    try:
        events, raws = decoder.decode(piece), None
    except msgspec.ValidationError:
        try:
            events, raws = None, RAW_LIST_DECODER.decode(piece)
        except msgspec.DecodeError:
            raise NotStreamable from None
    except msgspec.DecodeError:
        raise NotStreamable from None
    n = len(events) if events is not None else len(raws or ())
    collector.add_piece(events, raws)
    return n


def fold_part(path: str, piece, decoder: PieceDecoder):
    part = Collector(path)
    n = decode_piece_into(part, piece, decoder)
    return part.export(), n


class Collector:
    """Folds decoded events into columns, piece after piece: a vectorised fold for pieces
    of well-formed events, the per-event fold (add) for anything else."""

    def __init__(self, path: str):
        self.path = path
        self.strings: list = []
        self.string_ids: dict = {}
        # per string: are an op's input shapes kept? (patterns.keeps_input_shapes; None: not asked
        # yet; only ops' names are asked)
        self.shapes_kept: list = []
        self.idents: dict = {}
        self.cpu_parts: list = []  # CpuPart
        self.mem_parts: list = []  # MemoryPart
        self.frame_parts: list = []  # FramePart: code frames, all of them until finish() drops some
        self.shapes: dict = {}
        self.shape_values: dict = {}  # (raw texts) or (a decoded value's JSON,) -> one object (shape_of)
        self.n_cpu = 0
        self.n_mem = 0
        self.gpu_parts: list = []  # GpuPart
        self.n_gpu = 0
        self.dims: list = []  # launch dimensions by id: a tuple, or None where unusable
        self.dims_texts: list = []  # their JSON text, by id
        self.dims_ids: dict = {}  # JSON text -> id
        self.kernel_ids: dict = {}  # a launch's "kernel" arg as JSON text -> name id
        self.collective_ids: dict = {}  # a kernel's "Collective name" as JSON text -> name id
        self.gpu_labels: list = []
        self.flow_parts: list = []  # FlowPart: fwdbwd flow ends
        self.skipped_time: dict = {}  # category -> events skipped for unusable ts/dur
        self.cut_names = 0  # names longer than MAX_NAME_CHARS, cut
        self.distributed_raw: Any = NULL  # the trace's distributedInfo, undecoded
        self.recorder_raw: Any = NULL  # what tb-attn's recorder wrote of the run ("tb_attn"), undecoded
        self.bad = 0
        self.first_bad: Optional[str] = None
        self.category_kind: dict = {}
        self.category_code: dict = {}
        self.device_labels: dict = {}
        self.device_names: list = []
        self.device_codes: dict = {}

    def take_metadata(self, part) -> None:
        """The trace's distributedInfo and tb_attn metadata, undecoded, where this part of its
        object (the whole envelope, or the header or tail around the events) holds them."""
        if part.distributedInfo is not NULL:
            self.distributed_raw = part.distributedInfo
        if part.tb_attn is not NULL:
            self.recorder_raw = part.tb_attn

    def intern(self, s: str) -> int:
        if len(s) > MAX_NAME_CHARS:  # (the cut text stands for it from here on)
            s = s[:MAX_NAME_CHARS] + NAME_CUT_MARK
            self.cut_names += 1
        return self._add_name(s)

    def _add_name(self, s: str) -> int:
        i = self.string_ids.get(s)
        if i is None:
            i = self.string_ids[s] = len(self.strings)
            self.strings.append(s)
            self.shapes_kept.append(None)
        return i

    def keeps_shapes(self, name_id: int) -> bool:
        # asked for ops' names only: the pattern search costs most on long kernel names
        flag = self.shapes_kept[name_id]
        if flag is None:
            flag = self.shapes_kept[name_id] = patterns.keeps_input_shapes(self.strings[name_id])
        return flag

    def shape_of(self, a) -> tuple:
        """An op's (input dims, input types, concrete inputs), decoded once per distinct text:
        ops of one layer in every step have the same, and a 10 GB trace holds 300,000 such
        ops of a few dozen distinct shapes (one object each, not 300 MB of lists). Read only."""
        dims = a.input_dims if a.input_dims is not NULL else a.input_dims_old
        key = (_raw_bytes(dims), _raw_bytes(a.input_type), _raw_bytes(a.concrete_inputs))
        value = self.shape_values.get(key)
        if value is None:
            value = self.shape_values[key] = (decode_raw(dims), decode_raw(a.input_type), decode_raw(a.concrete_inputs))
        return value

    def _shared_shape(self, value: tuple) -> tuple:
        """A shape decoded elsewhere (a part folded in the helper), as this collector's one
        object for that value."""
        return self.shape_values.setdefault((msgspec.json.encode(value),), value)

    def dims_id(self, text: bytes) -> int:
        i = self.dims_ids.get(text)
        if i is None:
            dims = decode_dims(text)
            i = self.dims_ids[text] = len(self.dims)
            self.dims.append(tuple(dims) if dims is not None else None)
            self.dims_texts.append(text)
        return i

    def kernel_name_id(self, raw) -> int:
        """The name id of a launch's "kernel" arg (raw JSON), each distinct text decoded once;
        NONE_ID where it is not a string."""
        return self._decoded_id(raw, self.kernel_ids, _text)

    def _decoded_id(self, raw, ids: dict, name_of: Callable[[Any], Optional[str]]) -> int:
        """The name id of a raw JSON value, each distinct text decoded once (ids: its cache,
        JSON text -> id); name_of: the decoded value -> the name, None for none (NONE_ID)."""
        text = bytes(raw)
        i = ids.get(text)
        if i is None:
            name = name_of(decode_raw(raw))
            i = ids[text] = self.intern(name) if name is not None else NONE_ID
        return i

    def graph_annotation(self, a) -> tuple:
        """(name id, phase) of a graph-replayed row's annotation (GpuEvents.annotation):
        a "name" that is text, on a row with a graph node id; else (NONE_ID, -1)."""
        if not a.graph_node_id or a.annotation is NULL:
            return NONE_ID, -1
        name = self.kernel_name_id(a.annotation)
        if name == NONE_ID:
            return NONE_ID, -1
        return name, 1 if a.autograd_phase is not NULL and decode_raw(a.autograd_phase) == "backward" else 0

    def collective_name_id(self, raw) -> int:
        """The name id of a kernel's "Collective name" (raw JSON), bare or quoted once more
        ("\\"allreduce\\"" in the JSON, as Kineto's typed metadata writes a string PyTorch already
        quoted); NONE_ID where it is absent or not text."""
        return NONE_ID if raw is NULL else self._decoded_id(raw, self.collective_ids, _unquoted)

    def name_ids(self, names: list) -> np.ndarray:
        ids = list(map(self.string_ids.get, names))
        if None in ids:
            # (a piece's collector starts empty: every row would be interned one call at a
            # time; the distinct names are interned once, in the order they first come, which
            # gives the ids the row-by-row interning gave)
            intern = self.intern
            table = {s: intern(s) for s in dict.fromkeys(names)}
            ids = list(map(table.__getitem__, names))
        return np.fromiter(ids, dtype=np.int64, count=len(ids))

    def device_code(self, label: str) -> int:
        code = self.device_codes.get(label)
        if code is None:
            code = self.device_codes[label] = len(self.device_names)
            self.device_names.append(label)
        return code

    # --- vectorised fold ------------------------------------------------------------

    def add_piece(self, events: Optional[list], raws: Optional[list]) -> None:
        """One decoded piece (typed events), or its raw events where the typed decode failed."""
        if events is None:
            self.add_lenient(raws or [])
            return
        try:
            self._add_fast(events)
        except _SlowPiece:
            self.add(events, [e.args for e in events])

    def _add_fast(self, events: list) -> None:
        """The vectorised fold of one piece: every event classified by its fold code at
        once, then each kind of event folded as columns (_host_columns, _gpu_columns,
        _memory_columns). Nothing changes the collector until the whole piece is known to
        fold (_SlowPiece before that sends it to add()), which keeps the steps in one body."""
        # One code per event: its struct's class attribute, or for structs of any phase, from
        # its category ("X") or its phase (anything else). Python frames are most events of
        # a trace with stacks: they get no more than this and a look at their names.
        # (List comprehensions: faster than map() here.)
        code = np.fromiter([e.fold_code for e in events], dtype=np.int8, count=len(events))
        mixed = np.flatnonzero(code == FOLD_BY_PHASE)
        if len(mixed):  # events of a struct that any phase decodes to: the code from each event's
            keys = [e.cat if e.ph == "X" else "\0" + e.ph for e in [events[i] for i in mixed.tolist()]]
            codes = list(map(self.category_code.get, keys))
            if None in codes:
                for k in set(keys) - self.category_code.keys():
                    self.category_code[k] = fold_code(k)
                codes = list(map(self.category_code.get, keys))
            code[mixed] = np.fromiter(codes, dtype=np.int8, count=len(codes))
            del keys, codes
        if (code == FOLD_BY_NAME).any():
            raise _SlowPiece
        python = np.flatnonzero(code == FOLD_PYTHON)
        frame_part = None
        if len(python):
            code[python] = FOLD_IGNORE
            names = [events[i].name for i in python.tolist()]
            code[python[module_calls(names)]] = MODULE
            frame_part = self._frame_columns(events, python, names)
            del names

        def pick(mask):
            return [events[i] for i in np.flatnonzero(mask).tolist()]

        host_rows = np.flatnonzero((code >= 0) & (code < 4))
        host = [events[i] for i in host_rows.tolist()]
        host_kind = code[host_rows]
        gpu_events = pick(code == FOLD_GPU)
        gpu_labels = pick(code == FOLD_GPU_LABEL)
        others = pick(code == FOLD_SKIP)
        memory = [e for e in pick(code == FOLD_INSTANT) if e.name == "[memory]" and e.args is not None]
        flows = pick(code == FOLD_FLOW)
        # every "X" event with a category has its times checked, used or not (the warning
        # counts the unusable ones); any such event sends the piece to the per-event fold
        times = {}
        for group in (host, gpu_events, gpu_labels, others):
            if group:
                ts = _float_column([e.ts for e in group])
                dur = _float_column([e.dur for e in group])
                if not (np.isfinite(ts).all() and np.isfinite(dur).all() and (dur >= 0).all()):
                    raise _SlowPiece
                times[id(group)] = ts, dur
        cpu_part = self._host_columns(host, host_kind, *times[id(host)]) if host else None
        gpu_part = self._gpu_columns(gpu_events, *times[id(gpu_events)]) if gpu_events else None
        mem_part = self._memory_columns(memory) if memory else None
        # nothing above changed the collector: from here on the piece is taken
        if cpu_part is not None:
            cpu_columns, shapes = cpu_part
            for row, value in shapes.items():
                self.shapes[self.n_cpu + row] = value
            self.cpu_parts.append(cpu_columns)
            self.n_cpu += len(host)
        if mem_part is not None:
            self.mem_parts.append(mem_part)
            self.n_mem += len(memory)
        if frame_part is not None:
            self.frame_parts.append(frame_part)
        if gpu_part is not None:
            self.gpu_parts.append(gpu_part)
            self.n_gpu += len(gpu_events)
        if gpu_labels:
            self.add(gpu_labels, [e.args for e in gpu_labels])
        if flows:
            self._add_flows(flows)

    def _host_columns(self, host: list, kind: np.ndarray, ts, dur):
        name = self.name_ids([e.name for e in host])
        pid = _thread_column([e.pid for e in host])
        tid = _thread_column([e.tid for e in host])
        args = [e.args for e in host]

        def ids_of(kinds: tuple, get) -> np.ndarray:
            out = np.full(len(host), NONE_ID, dtype=np.int64)
            rows = np.flatnonzero(np.isin(kind, kinds))
            if len(rows):
                try:
                    out[rows] = _id_column(list(map(get, [args[i] for i in rows.tolist()])))
                except AttributeError:  # no args at all
                    raise _SlowPiece from None
            return out

        ext = ids_of(_EXT_KINDS, _external_id)
        corr = ids_of(_CORR_KINDS, attrgetter("correlation"))
        seq = ids_of(_SEQ_KINDS, attrgetter("sequence_number"))
        fwd = ids_of(_SEQ_KINDS, attrgetter("fwd_thread_id"))
        shapes = {}
        ops = kind == OP
        for name_id in set(name[ops].tolist()):
            self.keeps_shapes(name_id)
        kept = np.array(self.shapes_kept, dtype=bool)[name] & ops  # (None: False)
        for row in np.flatnonzero(kept).tolist():
            a = args[row]
            if a is None:
                continue
            shapes[row] = self.shape_of(a)
        launch_kernel = np.full(len(host), NONE_ID, dtype=np.int64)
        for row in np.flatnonzero(kind == LAUNCH).tolist():
            a = args[row]
            if a is not None and a.kernel is not NULL:
                launch_kernel[row] = self.kernel_name_id(a.kernel)
        return CpuPart(kind.astype(np.int8), name, pid, tid, ts, dur, ext, corr, seq, fwd, launch_kernel), shapes

    @staticmethod
    def _frame_columns(events: list, python: np.ndarray, names: list) -> Optional[FramePart]:
        """The frames of the user's code and of libraries among a piece's Python frames (the
        only ones a call site names, patterns.is_call_site_frame), as columns; None where
        there are none. Each distinct name is looked at once; a frame
        with unusable times is dropped (frames count in no warning, as in the per-event fold)."""
        ids, distinct = _local_names(names)
        code = np.fromiter(map(patterns.is_call_site_frame, distinct), dtype=bool, count=len(distinct))
        at = np.flatnonzero(code[ids])
        if not len(at):
            return None
        frames = [events[i] for i in python[at].tolist()]
        ts = _float_column([e.ts for e in frames])
        dur = _float_column([e.dur for e in frames])
        pid = _thread_column([e.pid for e in frames])
        tid = _thread_column([e.tid for e in frames])
        ok = np.isfinite(ts) & np.isfinite(dur) & (dur >= 0)
        name = ids[at]
        if not ok.all():
            name, pid, tid, ts, dur = name[ok], pid[ok], tid[ok], ts[ok], dur[ok]
        return FramePart(name, distinct, pid, tid, ts, dur)

    def _gpu_columns(self, gpu: list, ts, dur):
        """Kernels, copies and sets whose args have ids that are ints (anything else takes
        the per-event fold)."""
        n = len(gpu)
        kind = np.fromiter(map(GPU_CATEGORIES.__getitem__, [e.cat for e in gpu]), dtype=np.int8, count=n)
        name = self.name_ids([e.name for e in gpu])
        args = [e.args for e in gpu]
        if None in args:  # an event without args
            raise _SlowPiece
        device = _thread_column([a.device for a in args], exclusive=True)
        stream = _thread_column([a.stream for a in args], exclusive=True)
        corr = _id_column([a.correlation for a in args])
        annotation = np.full(n, NONE_ID, dtype=np.int64)
        annotation_phase = np.full(n, -1, dtype=np.int8)
        for i in [i for i, a in enumerate(args) if a.graph_node_id]:  # (replayed rows only)
            annotation[i], annotation_phase[i] = self.graph_annotation(args[i])
        collective = np.full(n, NONE_ID, dtype=np.int64)
        for i in [i for i, a in enumerate(args) if a.collective is not NULL]:  # (collectives only)
            collective[i] = self.collective_name_id(args[i].collective)
        grid = np.full(n, NO_CONFIG, dtype=np.int64)
        block = grid.copy()
        numbers = np.full((n, len(CONFIG_KEYS)), np.nan)
        kernels = np.flatnonzero(kind == KERNEL)
        if len(kernels):
            kargs = [args[i] for i in kernels.tolist()]
            grid[kernels] = self._dims_column([bytes(a.grid) for a in kargs])
            block[kernels] = self._dims_column([bytes(a.block) for a in kargs])
            for j, attr in enumerate(CONFIG_ATTRS):
                numbers[kernels, j] = _float_column(list(map(attrgetter(attr), kargs)))
            limited = [i for i, a in enumerate(kargs) if a.occupancy_limits is not NULL]
            if limited:  # (Kineto's occupancy object, on traces that record it)
                numbers[kernels[limited], len(CONFIG_ATTRS) :] = [
                    occupancy_numbers(kargs[i].occupancy_limits) for i in limited
                ]
        return GpuPart(
            kind, name, device, stream, ts, dur, corr, annotation, annotation_phase, collective, grid, block, numbers
        )

    def _dims_column(self, texts: list) -> np.ndarray:
        ids = list(map(self.dims_ids.get, texts))
        if None in ids:
            ids = list(map(self.dims_id, texts))
        return np.fromiter(ids, dtype=np.int64, count=len(ids))

    def _memory_columns(self, memory: list):
        ts = _float_column([e.ts for e in memory])
        args = [e.args for e in memory]
        nbytes = _float_column([a.bytes for a in args])
        if not (np.isfinite(ts).all() and np.isfinite(nbytes).all()):
            raise _SlowPiece
        pid = _thread_column([e.pid for e in memory])
        tid = _thread_column([e.tid for e in memory])
        total = _float_column([a.total_allocated for a in args])
        reserved = _float_column([a.total_reserved for a in args])
        total[~np.isfinite(total)] = np.nan
        reserved[~np.isfinite(reserved)] = np.nan
        labels = self.device_labels
        dev_types = [a.device_type for a in args]
        dev_ids = [a.device_id for a in args]
        pairs = set(zip(dev_types, dev_ids))
        if len(pairs) == 1:
            (k,) = pairs
            if k not in labels:
                labels[k] = self.device_code(device_label(0 if k[0] is None else k[0], -1 if k[1] is None else k[1]))
            device = np.full(len(memory), labels[k], dtype=np.int64)
        else:
            keys = list(zip(dev_types, dev_ids))
            for k in dict.fromkeys(keys):
                if k not in labels:
                    labels[k] = self.device_code(
                        device_label(0 if k[0] is None else k[0], -1 if k[1] is None else k[1])
                    )
            device = np.fromiter(map(labels.__getitem__, keys), dtype=np.int64, count=len(keys))
        return MemoryPart(pid, tid, ts, nbytes, total, reserved, device)

    def _add_flows(self, flows: list) -> None:
        """Flow events ("s" / "f"): the fwdbwd ones with an id and a usable time are kept,
        as one part of columns (FlowEnds)."""
        idents = self.idents
        ids, starts, pids, tids, times = [], [], [], [], []
        for ev in flows:
            ts = ev.ts
            if ev.cat != "fwdbwd" or ev.id is None or ts is None or not (-INF < ts < INF):
                continue
            pid, tid, flow = ev.pid, ev.tid, ev.id  # (ints as they are, as ident keeps them)
            if pid.__class__ is not int or not -I64 <= pid < I64:
                pid = ident(pid, idents)
            if tid.__class__ is not int or not -I64 <= tid < I64:
                tid = ident(tid, idents)
            if flow.__class__ is not int or not -I64 <= flow < I64:
                flow = ident(flow, idents)
            ids.append(flow)
            starts.append(ev.ph == "s")
            pids.append(pid)
            tids.append(tid)
            times.append(ts)
        if ids:
            self.flow_parts.append(
                FlowPart(
                    np.array(ids, dtype=np.int64),
                    np.array(starts, dtype=np.bool_),
                    np.array(pids, dtype=np.int64),
                    np.array(tids, dtype=np.int64),
                    np.array(times, dtype=np.float64),
                )
            )

    # --- per-event fold ---------------------------------------------------------------

    def add_lenient(self, raws: list) -> None:
        """Events decoded one by one with numbers accepted as strings; unusable ones skipped."""
        events, args = [], []
        for raw in raws:
            try:
                ev, a = coerce(LENIENT_EVENT_DECODER.decode(raw))
            except (msgspec.ValidationError, msgspec.DecodeError, RecursionError) as err:
                self.bad += 1
                self.first_bad = self.first_bad or str(err)
                continue
            events.append(ev)
            args.append(a)
        self.add(events, args)

    def add(self, events: list, args: list) -> None:
        """Fold events (with their decoded args, one per event) into the columns. Values are
        of the strict types here: lenient events are coerced first (coerce).

        One loop with every kind of event inline, on purpose: this runs once per event of
        every piece the vectorised fold does not take, and a function call per event would
        double its time. It is also the reference the vectorised fold is tested against."""
        cpu_rows: list = []
        mem_rows: list = []
        gpu_rows: list = []
        frame_rows: list = []
        shapes: dict = {}
        flows: list = []
        intern, idents = self.intern, self.idents
        gpu_categories = GPU_CATEGORIES
        device_labels = self.device_labels
        for ev, a in zip(events, args):
            ph = ev.ph
            if ph == "X":
                cat = ev.cat
                if cat == "python_function" and not ev.name.startswith(MODULE_PREFIX):
                    # the commonest event: module calls are rows, call-site frames kept apart
                    if patterns.is_call_site_frame(ev.name):
                        ts, dur = ev.ts, ev.dur
                        if ts is not None and dur is not None and -INF < ts < INF and 0 <= dur < INF:
                            pid, tid = ev.pid, ev.tid
                            if pid.__class__ is not int or not -I64 <= pid < I64:
                                pid = ident(pid, idents)
                            if tid.__class__ is not int or not -I64 <= tid < I64:
                                tid = ident(tid, idents)
                            frame_rows.append((ev.name, pid, tid, ts, dur))
                    continue
                ts, dur = ev.ts, ev.dur
                if ts is None or dur is None or not (-INF < ts < INF) or not (0 <= dur < INF):
                    if cat:
                        self.skipped_time[cat] = self.skipped_time.get(cat, 0) + 1
                    continue
                kind = gpu_categories.get(cat)
                if kind is not None:
                    if a is None:
                        gpu_rows.append(
                            (
                                kind,
                                intern(ev.name),
                                0,
                                ident(ev.tid, idents),
                                ts,
                                dur,
                                NONE_ID,
                                NONE_ID,
                                -1,
                                NONE_ID,
                                NO_CONFIG,
                                NO_CONFIG,
                                _NO_NUMBERS,
                            )
                        )
                        continue
                    device, stream = as_int(a.device), as_int(a.stream)
                    corr = a.correlation
                    config = (NO_CONFIG, NO_CONFIG, _NO_NUMBERS)
                    if kind == KERNEL:
                        config = (
                            self.dims_id(bytes(a.grid)),
                            self.dims_id(bytes(a.block)),
                            tuple(_NAN if v is None else v for v in map(a.__getattribute__, CONFIG_ATTRS))
                            + occupancy_numbers(a.occupancy_limits),
                        )
                    gpu_rows.append(
                        (
                            kind,
                            intern(ev.name),
                            device if device is not None and -I64 < device < I64 else ident(ev.pid, idents),
                            stream if stream is not None and -I64 < stream < I64 else ident(ev.tid, idents),
                            ts,
                            dur,
                            corr if corr is not None and -I64 < corr < I64 else NONE_ID,
                            *self.graph_annotation(a),
                            self.collective_name_id(a.collective),
                            *config,
                        )
                    )
                    continue
                if cat == "gpu_user_annotation":
                    device = as_int(a.device) if a is not None else None
                    if device is None:
                        device = ident(ev.pid, idents)
                    self.gpu_labels.append(GpuLabel(ev.name, device, ts, dur, a.external_id if a is not None else None))
                    continue
                key = (cat, ev.name) if cat == "Operator" or cat == "python_function" else cat
                kind = self.category_kind.get(key, -1)
                if kind == -1:
                    kind = self.category_kind[key] = host_kind(cat, ev.name)
                if kind is None:
                    continue
                row = len(cpu_rows)
                name_id = intern(ev.name)
                pid, tid = ev.pid, ev.tid
                if pid.__class__ is not int or not -I64 <= pid < I64:
                    pid = ident(pid, idents)
                if tid.__class__ is not int or not -I64 <= tid < I64:
                    tid = ident(tid, idents)
                if a is None:
                    cpu_rows.append((kind, name_id, pid, tid, ts, dur, None, None, None, None, NONE_ID))
                    continue
                ext = _external_id(a)
                launched = NONE_ID if kind != LAUNCH or a.kernel is NULL else self.kernel_name_id(a.kernel)
                cpu_rows.append(
                    (kind, name_id, pid, tid, ts, dur, ext, a.correlation, a.sequence_number, a.fwd_thread_id, launched)
                )
                if kind == OP and self.keeps_shapes(name_id):
                    shapes[row] = self.shape_of(a)
            elif ph == "i" or ph == "I":
                if ev.name != "[memory]" or a is None:
                    continue
                ts = ev.ts
                nbytes = a.bytes
                if ts is None or nbytes is None or not (-INF < ts < INF) or not (-INF < nbytes < INF):
                    continue
                dev_type = a.device_type
                dev_id = a.device_id
                pid, tid = ev.pid, ev.tid
                if pid.__class__ is not int or not -I64 <= pid < I64:
                    pid = ident(pid, idents)
                if tid.__class__ is not int or not -I64 <= tid < I64:
                    tid = ident(tid, idents)
                total = a.total_allocated
                reserved = a.total_reserved
                dev_key = (dev_type, dev_id)
                code = device_labels.get(dev_key)
                if code is None:
                    code = device_labels[dev_key] = self.device_code(
                        device_label(0 if dev_type is None else dev_type, -1 if dev_id is None else dev_id)
                    )
                mem_rows.append(
                    (
                        pid,
                        tid,
                        ts,
                        nbytes,
                        total if total is not None and -INF < total < INF else None,
                        reserved if reserved is not None and -INF < reserved < INF else None,
                        code,
                    )
                )
            elif ph == "s" or ph == "f":
                flows.append(ev)
        self._add_flows(flows)
        if cpu_rows:
            for row, value in shapes.items():
                self.shapes[self.n_cpu + row] = value
            self.cpu_parts.append(_cpu_part(cpu_rows))
            self.n_cpu += len(cpu_rows)
        if gpu_rows:
            self.gpu_parts.append(_gpu_part(gpu_rows))
            self.n_gpu += len(gpu_rows)
        if mem_rows:
            self.mem_parts.append(_memory_part(mem_rows))
            self.n_mem += len(mem_rows)
        if frame_rows:
            names, pid, tid, ts, dur = (list(c) for c in zip(*frame_rows))
            ids, distinct = _local_names(names)
            self.frame_parts.append(
                FramePart(
                    ids,
                    distinct,
                    np.array(pid, dtype=np.int64),
                    np.array(tid, dtype=np.int64),
                    np.array(ts, dtype=np.float64),
                    np.array(dur, dtype=np.float64),
                )
            )

    _PART_FIELDS = (
        "strings",
        "shapes",
        "cpu_parts",
        "mem_parts",
        "frame_parts",
        "n_cpu",
        "n_mem",
        "gpu_parts",
        "n_gpu",
        "dims_texts",
        "gpu_labels",
        "flow_parts",
        "skipped_time",
        "cut_names",
        "bad",
        "first_bad",
        "device_names",
    )

    def export(self) -> dict:
        """What a part folded elsewhere contributes (see merge)."""
        return {f: getattr(self, f) for f in self._PART_FIELDS}

    def merge(self, part: dict) -> None:
        """Append a part folded on its own (string and device numbers renumbered)."""
        strings = part["strings"]
        # (the part's names are cut already, and counted in its cut_names)
        remap = np.fromiter(map(self._add_name, strings), dtype=np.int64, count=len(strings))
        devices = np.fromiter(
            map(self.device_code, part["device_names"]), dtype=np.int64, count=len(part["device_names"])
        )
        shared: dict = {}  # (a part's own shape objects are few: each looked up once)
        for row, value in part["shapes"].items():
            same = shared.get(id(value))
            if same is None:
                same = shared[id(value)] = self._shared_shape(value)
            self.shapes[self.n_cpu + row] = same

        def renamed(ids):  # a name id column where NONE_ID is "none"
            return np.where(ids != NONE_ID, remap[np.where(ids != NONE_ID, ids, 0)], NONE_ID) if len(remap) else ids

        for cols in part["cpu_parts"]:
            self.cpu_parts.append(cols._replace(name=remap[cols.name], launch_kernel=renamed(cols.launch_kernel)))
        for cols in part["mem_parts"]:
            self.mem_parts.append(cols._replace(device=devices[cols.device]))
        self.frame_parts.extend(part["frame_parts"])  # (their names are their own: see FramePart)
        self.n_cpu += part["n_cpu"]
        self.n_mem += part["n_mem"]
        dims = np.fromiter(map(self.dims_id, part["dims_texts"]), dtype=np.int64, count=len(part["dims_texts"]))

        def renumber(ids):
            return np.where(ids >= 0, dims[np.maximum(ids, 0)], ids) if len(dims) else ids

        for cols in part["gpu_parts"]:
            self.gpu_parts.append(
                cols._replace(
                    name=remap[cols.name],
                    annotation=renamed(cols.annotation),
                    collective=renamed(cols.collective),
                    grid=renumber(cols.grid),
                    block=renumber(cols.block),
                )
            )
        self.n_gpu += part["n_gpu"]
        self.gpu_labels.extend(part["gpu_labels"])
        self.flow_parts.extend(part["flow_parts"])
        for cat, n in part["skipped_time"].items():
            self.skipped_time[cat] = self.skipped_time.get(cat, 0) + n
        self.cut_names += part["cut_names"]
        self.bad += part["bad"]
        self.first_bad = self.first_bad or part["first_bad"]

    def _kept_frames(self, cpu: CpuEvents) -> FrameEvents:
        """The code frames that enclose a row an analysis may read (enclosing_frames), their
        names interned now: the others are dropped without ever being."""
        parts = self.frame_parts
        if not parts:
            return FrameEvents()
        pid, tid, ts, dur = (np.concatenate([getattr(p, f) for p in parts]) for f in ("pid", "tid", "ts", "dur"))
        keep = enclosing_frames(pid, tid, ts, dur, cpu)
        name = np.empty(int(keep.sum()), dtype=np.int64)
        start = done = 0
        for part in parts:
            local = part.name[keep[start : start + len(part.name)]]
            start += len(part.name)
            if len(local):
                used = np.unique(local)
                ids = np.full(len(part.names), NONE_ID, dtype=np.int64)
                ids[used] = [self.intern(part.names[i]) for i in used.tolist()]
                name[done : done + len(local)] = ids[local]
                done += len(local)
        return FrameEvents(name, pid[keep], tid[keep], ts[keep], dur[keep], recorded=len(ts))

    def finish(self, device_structs: list, warnings: list, event_count: int) -> TraceData:
        if self.cut_names:
            warnings.append(
                f"{self.path}: {counted(self.cut_names, 'name')} longer than {MAX_NAME_CHARS:,} characters "
                f"{verb(self.cut_names, 'was', 'were')} cut to "
                f"their first {MAX_NAME_CHARS:,} (names are matched against the patterns as cut)"
            )
        if self.skipped_time:
            by_category = ", ".join(f"{cat}: {n}" for cat, n in sorted(self.skipped_time.items(), key=lambda c: -c[1]))
            warnings.append(
                f"{self.path}: skipped {counted(sum(self.skipped_time.values()), 'event')} with missing, negative or "
                f"non-finite ts/dur ({by_category}): they count nowhere"
            )
        devices = [
            {f: (getattr(d, f) if f == "name" else num(getattr(d, f))) for f in DeviceProperties.__struct_fields__}
            for d in device_structs
        ]
        cpu = CpuEvents()
        if self.cpu_parts:
            cpu = CpuEvents(**_concatenated(self.cpu_parts, NARROW_CPU))
        cpu.shapes = self.shapes
        mem = MemoryEvents()
        if self.mem_parts:
            mem = MemoryEvents(**_concatenated(self.mem_parts, NARROW_MEMORY))
        mem.device_names = self.device_names
        gpu = GpuEvents()
        if self.gpu_parts:
            cols = _concatenated(self.gpu_parts, NARROW_GPU)
            config = LaunchConfigs(cols.pop("grid"), cols.pop("block"), cols.pop("numbers"), self.dims)
            gpu = GpuEvents(**cols, config=config)
        frames = self._kept_frames(cpu)
        flows = FlowEnds(**_concatenated(self.flow_parts)) if self.flow_parts else FlowEnds()
        # the columns own the data now
        self.cpu_parts, self.mem_parts, self.gpu_parts, self.frame_parts = [], [], [], []
        return TraceData(
            distributed=distributed_info(self.distributed_raw),
            torch_threads=recorded_threads(self.recorder_raw),
            path=self.path,
            strings=self.strings,
            cpu=cpu,
            gpu=gpu,
            gpu_labels=self.gpu_labels,
            memory=mem,
            fwdbwd=flows,
            devices=devices,
            warnings=warnings,
            event_count=event_count,
            frames=frames,
        )


def _local_names(names: list) -> tuple:
    """-> (each name's id among the distinct names, the distinct names in first-seen order):
    a part's own numbering of its frames' names (FramePart). (dict.fromkeys and map run in C:
    a comprehension here cost more than the rest of a piece's frames.)"""
    distinct = list(dict.fromkeys(names))
    local = {n: i for i, n in enumerate(distinct)}
    return np.fromiter(map(local.__getitem__, names), dtype=np.int64, count=len(names)), distinct


def enclosing_frames(pid, tid, ts, dur, cpu: CpuEvents) -> np.ndarray:
    """Which code frames enclose a label, a module call, an op whose shapes are kept or a
    kernel's launch (FrameEvents): per thread, a frame is kept when such a row starts inside
    it. (A launch: a library function that calls its extension's builtin launches attention
    with no op around it, and its frame is then the call: analysis/passes/python_calls.py.)"""
    wanted = np.zeros(len(cpu), dtype=bool)
    wanted[(cpu.kind == LABEL) | (cpu.kind == MODULE) | (cpu.kind == LAUNCH)] = True
    if cpu.shapes:
        wanted[np.fromiter(cpu.shapes.keys(), dtype=np.int64, count=len(cpu.shapes))] = True
    rows = np.flatnonzero(wanted)
    keep = np.zeros(len(ts), dtype=bool)
    if len(rows):
        # threads numbered over both tables (a pid's number and a tid's, each of few values),
        # then each frame's window searched in its thread's starts
        _, p = np.unique(np.concatenate([pid, cpu.pid[rows]]), return_inverse=True)
        _, t = np.unique(np.concatenate([tid, cpu.tid[rows]]), return_inverse=True)
        thread = p.reshape(-1) * (int(t.max()) + 1) + t.reshape(-1)
        f_thread, r_thread = thread[: len(ts)], thread[len(ts) :]
        order = np.lexsort((cpu.ts[rows], r_thread))
        r_thread, r_ts = r_thread[order], cpu.ts[rows][order]
        lo_thread = np.searchsorted(r_thread, f_thread, side="left")
        hi_thread = np.searchsorted(r_thread, f_thread, side="right")
        for t in np.unique(f_thread).tolist():
            at = np.flatnonzero(f_thread == t)
            a, b = int(lo_thread[at[0]]), int(hi_thread[at[0]])
            if a == b:
                continue
            starts = r_ts[a:b]
            first = np.searchsorted(starts, ts[at], side="left")
            past = np.searchsorted(starts, ts[at] + dur[at], side="right")
            keep[at] = past > first
    return keep


def distributed_info(raw) -> Optional[dict]:
    """{rank, world_size, backend} from a trace's distributedInfo (DDP and other
    torch.distributed jobs write it); None where absent or not of that shape."""
    info = decode_raw(raw)
    if not isinstance(info, dict):
        return None
    out: dict = {}
    for key in ("rank", "world_size"):
        value = info.get(key)
        out[key] = value if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < 2**31 else None
    backend = info.get("backend")
    out["backend"] = backend[:100] if isinstance(backend, str) else None
    return out if any(v is not None for v in out.values()) else None


def recorded_threads(raw) -> Optional[int]:
    """torch's intra-op CPU threads while tb-attn's recorder ran (its "tb_attn" metadata:
    {"torch_threads": N}); None where absent or not of that shape (a trace from elsewhere)."""
    info = decode_raw(raw)
    threads = info.get("torch_threads") if isinstance(info, dict) else None
    return threads if isinstance(threads, int) and not isinstance(threads, bool) and 0 < threads <= 4096 else None


def _cpu_part(rows: list) -> CpuPart:
    """The per-event fold's host rows (tuples in CpuPart order) as columns."""
    kind_, name, pid, tid, ts, dur, ext, corr, seq, fwd, launched = (list(c) for c in zip(*rows))
    kind = np.array(kind_, dtype=np.int8)
    return CpuPart(
        kind,
        np.array(name, dtype=np.int64),
        np.array(pid, dtype=np.int64),
        np.array(tid, dtype=np.int64),
        np.array(ts, dtype=np.float64),
        np.array(dur, dtype=np.float64),
        _only(kind, _EXT_KINDS, _id_column_slow(ext)),
        _only(kind, _CORR_KINDS, _id_column_slow(corr)),
        _only(kind, _SEQ_KINDS, _id_column_slow(seq)),
        _only(kind, _SEQ_KINDS, _id_column_slow(fwd)),
        np.array(launched, dtype=np.int64),
    )


def _gpu_part(rows: list) -> GpuPart:
    """The per-event fold's device rows (tuples in GpuPart order) as columns."""
    *columns, numbers = zip(*rows)
    return GpuPart._make(
        [
            *(np.array(column, dtype=dtype) for column, dtype in zip(columns, _GPU_DTYPES)),
            np.array(numbers, dtype=np.float64).reshape(-1, len(CONFIG_KEYS)),
        ]
    )


def _text(value: Any) -> Optional[str]:
    """A decoded JSON value that is text, as it is; None otherwise."""
    return value if isinstance(value, str) else None


def _unquoted(value: Any) -> Optional[str]:
    """A collective's name, bare or quoted once more ('"allreduce"'); None where it is not
    text or empty."""
    if not isinstance(value, str):
        return None
    if len(value) >= 2 and value[0] == value[-1] == '"':
        value = value[1:-1]
    return value or None


# GpuPart's columns but the launch configuration's numbers, in order
_GPU_DTYPES = (
    np.int8,  # kind
    np.int64,  # name
    np.int64,  # device
    np.int64,  # stream
    np.float64,  # ts
    np.float64,  # dur
    np.int64,  # corr
    np.int64,  # annotation
    np.int8,  # annotation_phase
    np.int64,  # collective
    np.int64,  # grid
    np.int64,  # block
)


def _memory_part(rows: list) -> MemoryPart:
    """The per-event fold's memory rows (tuples in MemoryPart order) as columns."""
    pid, tid, ts, nbytes, total, reserved, device = (list(c) for c in zip(*rows))
    return MemoryPart(
        np.array(pid, dtype=np.int64),
        np.array(tid, dtype=np.int64),
        np.array(ts, dtype=np.float64),
        np.array(nbytes, dtype=np.float64),
        _opt_float_column_slow(total),
        _opt_float_column_slow(reserved),
        np.array(device, dtype=np.int64),
    )


def _raw_bytes(raw) -> bytes:
    return b"" if raw is None or raw is NULL else bytes(raw)


def _concatenated(parts: list, narrow: tuple = ()) -> dict:
    """Parts (named tuples of columns) -> each column of all of them, by name. The list is
    emptied: each column's pieces are freed as soon as that column is joined, so the read
    holds the columns once plus one column's pieces, not every column twice (a 10 GB trace's
    columns are gigabytes). The pieces are small arrays from the heap: freed, their pages
    go back to the system only when trimmed (heap.py). The columns named in narrow are
    joined as int32 where every value fits (NARROW_CPU, NARROW_MEMORY, NARROW_GPU). An
    integer column holding one value in every row is that value repeated (one_value)."""
    fields = parts[0]._fields
    pieces = [list(column) for column in zip(*parts)]
    parts.clear()
    joined = {}
    for name in fields:
        column = pieces.pop(0)
        span = _int_range(column)  # (the pieces read once, for both questions)
        value = _one_value(span)
        if value is not None:
            dtype = np.int32 if name in narrow and _fits_int32(span) else np.result_type(*column)
            joined[name] = one_value(value, sum(len(p) for p in column), dtype)
        elif name in narrow and _fits_int32(span):
            joined[name] = np.concatenate(column, dtype=np.int32, casting="same_kind")
        else:
            joined[name] = np.concatenate(column)
        del column
        if joined[name].nbytes >= TRIM_COLUMN_BYTES:
            release_free_memory()
    return joined


def _int_range(pieces: list) -> Optional[tuple]:
    """(least, greatest) value of a column's pieces; () where they hold no value; None where a
    piece holding values is not of a signed integer type."""
    filled = [p for p in pieces if len(p)]
    if any(p.dtype.kind != "i" for p in filled):
        return None
    if not filled:
        return ()
    return min(int(p.min()) for p in filled), max(int(p.max()) for p in filled)


def _one_value(span: Optional[tuple]) -> Optional[int]:
    """The one value of every row of a column (its _int_range), or None (several values, none,
    or not integers)."""
    return span[0] if span and span[0] == span[1] else None


def one_value(value: int, rows: int, dtype) -> np.ndarray:
    """A column of rows rows all holding value, stored once: a read-only view that repeats one
    element (NumPy's broadcast_to), which reads, indexes and compares as the full column would.
    On a CPU trace the correlation ids and the launches' kernel names are absent in every row:
    two int64 columns of a 10 GB trace, 0.26 GB; in CUDA traces, the launches' kernel names
    (only ROCm's launches name theirs)."""
    return np.broadcast_to(np.array(value, dtype=dtype), (rows,))


# A joined column at least this large has its pieces' pages given back at once (a trim
# costs about 0.3 ms: on a small trace, twenty of them were 1% of the read)
TRIM_COLUMN_BYTES = 8 << 20


# Integer columns kept as int32 where the trace's values fit (on every trace seen: name ids,
# Linux process and thread ids, device codes): a third less memory for the host columns of a
# 10 GB trace. The others (correlation and external ids, sequence numbers) may pass 2^31.
NARROW_CPU = ("name", "pid", "tid", "launch_kernel")
NARROW_MEMORY = ("pid", "tid", "device")
NARROW_GPU = ("name", "annotation", "collective")
_INT32 = np.iinfo(np.int32)


def _fits_int32(span: Optional[tuple]) -> bool:
    """Whether a column (its _int_range) is integers that int32 holds (a column of none is)."""
    return span is not None and (not span or (_INT32.min <= span[0] and span[1] <= _INT32.max))
