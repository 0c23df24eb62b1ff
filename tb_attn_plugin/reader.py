"""Reader: trace file bytes -> typed, columnar events.

Kineto traces are decoded with msgspec into small typed structs that name only
the fields the analyses use; everything else in the file is skipped by the
decoder. The structs are then folded into columns (``TraceData``) and dropped,
so no per-event Python object outlives the read.
"""

from __future__ import annotations

import ctypes
import gc
import gzip
import hashlib
import math
import mmap
import multiprocessing
import os
import pickle
import re
import struct
import sys
import time
import zlib
from collections import deque
from dataclasses import dataclass, field
from operator import attrgetter
from typing import Any, ClassVar, Literal, Optional, Union

import msgspec
import msgspec.structs
import numpy as np

# What the read helper needs, imported with the module rather than on the first large read
# (about 40 ms, counted in that read's time otherwise).
import multiprocessing.connection  # noqa: E402,F401

try:
    import multiprocessing.popen_fork  # noqa: F401
except ImportError:  # no fork on this platform: the helper is never started
    pass

try:  # ISA-L's inflate, about three times zlib's speed; the standard library's otherwise
    from isal.igzip import IGzipFile as _FastGzipFile
except ImportError:  # pragma: no cover - isal is a dependency, but has no wheel everywhere
    _FastGzipFile = gzip.GzipFile

from . import patterns


class TraceReadError(Exception):
    """A trace file that cannot be read; the message names the file and the problem."""


# --- typed decoding -----------------------------------------------------------------

# Numbers sometimes arrive as strings ("stream": "0x0" on ROCm); _num() coerces them.
Num = Union[float, str, None]
# An absent raw field; decodes to None.
_NULL = msgspec.Raw(b"null")


# The args the analyses read: (attribute, key in the trace, kind). Kinds: "int" and "float"
# are numbers, "id" an int or a name, "raw" JSON kept undecoded (shapes and scalars are
# decoded only for the few ops that need them).
_ARG_FIELDS = [
    # In the order Kineto writes them: the decoder looks for the next field first, so
    # matching the file's order makes every key a hit on the first try.
    ("external_id", "External id", "int"),
    ("sequence_number", "Sequence number", "int"),
    ("fwd_thread_id", "Fwd thread id", "int"),
    ("concrete_inputs", "Concrete Inputs", "raw"),
    ("input_type", "Input type", "raw"),
    ("input_dims", "Input Dims", "raw"),
    ("total_reserved", "Total Reserved", "float"),
    ("total_allocated", "Total Allocated", "float"),
    ("bytes", "Bytes", "float"),
    ("device_id", "Device Id", "int"),
    ("device_type", "Device Type", "int"),
    ("device", "device", "id"),
    ("stream", "stream", "id"),
    ("correlation", "correlation", "int"),
    ("registers", "registers per thread", "float"),
    ("shared_memory", "shared memory", "float"),
    ("blocks_per_sm", "blocks per SM", "float"),
    ("warps_per_sm", "warps per SM", "float"),
    ("grid", "grid", "raw"),
    ("block", "block", "raw"),
    ("occupancy", "est. achieved occupancy %", "float"),
    ("external_id_2021", "external id", "int"),
    ("input_dims_old", "Input dims", "raw"),
]

# The fast path types the fields as Kineto writes them; a chunk that does not fit is decoded
# again event by event with the lenient types (numbers may be strings) and coerced (_coerce).
Float = Optional[float]
Int = Optional[int]
_STRICT_TYPES = {"int": Int, "float": Float, "id": Union[int, str, None], "raw": msgspec.Raw}
_LENIENT_TYPES = {"int": Num, "float": Num, "id": Union[int, float, str, None], "raw": msgspec.Raw}


def _args_struct(name: str, types: dict):
    return msgspec.defstruct(
        name,
        [(attr, types[kind], msgspec.field(name=key, default=_NULL if kind == "raw" else None))
         for attr, key, kind in _ARG_FIELDS],
        gc=False,
    )


StrictArgs = _args_struct("StrictArgs", _STRICT_TYPES)
Args = _args_struct("Args", _LENIENT_TYPES)

Ident = Union[int, float, str, None]


class Event(msgspec.Struct, gc=False):
    ph: str = ""
    cat: str = ""
    name: str = ""
    pid: Ident = None
    tid: Ident = None
    ts: Num = None
    dur: Num = None
    id: Ident = None
    args: Optional[Args] = None


class _TypedEvent(msgspec.Struct, gc=False):
    """The event fields the analyses read, as Kineto types them."""

    ph: str = ""
    cat: str = ""
    name: str = ""
    pid: Union[int, str, None] = None
    tid: Union[int, str, None] = None
    ts: Float = None
    dur: Float = None
    id: Union[int, str, None] = None


class StrictEvent(_TypedEvent, gc=False):
    # raw: decoded later, in one batch, for the events that are kept (the careful read)
    args: msgspec.Raw = _NULL


class DeviceProperties(msgspec.Struct, gc=False):
    id: Num = None
    name: Union[str, float, None] = None
    computeMajor: Num = None
    computeMinor: Num = None
    numSms: Num = None
    regsPerMultiprocessor: Num = None
    regsPerBlock: Num = None
    maxThreadsPerMultiprocessor: Num = None
    maxThreadsPerBlock: Num = None
    sharedMemPerMultiprocessor: Num = None
    sharedMemPerBlock: Num = None
    sharedMemPerBlockOptin: Num = None
    warpSize: Num = None
    totalGlobalMem: Num = None


_STRICT_DECODER = msgspec.json.Decoder(list[StrictEvent])
_STRICT_ARGS = msgspec.json.Decoder(list[Optional[StrictArgs]])
_LENIENT_EVENT = msgspec.json.Decoder(Event)


# --- columnar form ------------------------------------------------------------------

# Kinds of host-side interval events.
OP, LABEL, MODULE, LAUNCH = 0, 1, 2, 3
# Kinds of device-side activities.
KERNEL, MEMCPY, MEMSET = 0, 1, 2

# An absent id (external id, correlation, sequence number, ...) in the int64 id columns.
NONE_ID = -(2**63)

# How the vectorised fold takes each event (see _fold_code).
_GPU_CATEGORIES = {"kernel": KERNEL, "Kernel": KERNEL, "gpu_memcpy": MEMCPY, "Memcpy": MEMCPY,
                   "gpu_memset": MEMSET, "Memset": MEMSET}
# host kinds by category; the other codes say how an "X" event is handled
_GPU, _GPU_LABEL, _PYTHON, _BY_NAME, _SKIP = 10, 11, 12, 13, -1
# dispatch codes: an "X" event's category code (host kinds 0-3, _GPU, ...), or for other
# phases the code of "\0" + ph; _BY_PHASE: an event of a struct that decodes any phase
# (its code comes from its own category and phase)
_INSTANT, _FLOW, _IGNORE, _BY_PHASE = 20, 21, -2, 30
_PHASE_CODES = {"\0i": _INSTANT, "\0I": _INSTANT, "\0s": _FLOW, "\0f": _FLOW}


def _empty(dtype):
    return np.empty(0, dtype=dtype)


@dataclass
class CpuEvents:
    """Host interval events (ops, labels, module calls, launches), one NumPy array per column."""

    kind: np.ndarray = field(default_factory=lambda: _empty(np.int8))
    name: np.ndarray = field(default_factory=lambda: _empty(np.int64))  # index into TraceData.strings
    pid: np.ndarray = field(default_factory=lambda: _empty(np.int64))
    tid: np.ndarray = field(default_factory=lambda: _empty(np.int64))
    ts: np.ndarray = field(default_factory=lambda: _empty(np.float64))
    dur: np.ndarray = field(default_factory=lambda: _empty(np.float64))
    ext_id: np.ndarray = field(default_factory=lambda: _empty(np.int64))  # NONE_ID: absent
    corr: np.ndarray = field(default_factory=lambda: _empty(np.int64))
    seq: np.ndarray = field(default_factory=lambda: _empty(np.int64))
    fwd_tid: np.ndarray = field(default_factory=lambda: _empty(np.int64))
    # row -> (input dims, input types, concrete inputs) for attention ops only
    shapes: dict = field(default_factory=dict)

    def __len__(self) -> int:
        return len(self.ts)


@dataclass
class GpuEvents:
    kind: np.ndarray = field(default_factory=lambda: _empty(np.int8))
    name: np.ndarray = field(default_factory=lambda: _empty(np.int64))
    device: np.ndarray = field(default_factory=lambda: _empty(np.int64))
    stream: np.ndarray = field(default_factory=lambda: _empty(np.int64))
    ts: np.ndarray = field(default_factory=lambda: _empty(np.float64))
    dur: np.ndarray = field(default_factory=lambda: _empty(np.float64))
    corr: np.ndarray = field(default_factory=lambda: _empty(np.int64))  # NONE_ID: absent
    # launch configurations (kernels with args only): config.get(row) -> dict or None
    config: "LaunchConfigs" = field(default_factory=lambda: LaunchConfigs())

    def __len__(self) -> int:
        return len(self.ts)


# the launch configuration columns, in the order of _CONFIG_KEYS after grid and block
_CONFIG_KEYS = ("registers_per_thread", "shared_memory", "blocks_per_sm", "warps_per_sm", "occupancy")
_NO_CONFIG = -2  # a dims id for rows without a launch configuration (not kernels, no args)


class LaunchConfigs:
    """Kernel launch configurations as columns: grid and block as ids into dims (a decoded
    [x, y, z] or None; _NO_CONFIG where the row has no configuration), the numbers as
    floats with NaN for absent (a JSON number is never NaN). get(row) gives the dict the
    report shows; only the few kernels that head a group are ever asked for."""

    def __init__(self, grid=None, block=None, numbers=None, dims=None):
        self.grid = _empty(np.int64) if grid is None else grid
        self.block = _empty(np.int64) if block is None else block
        self.numbers = np.empty((0, len(_CONFIG_KEYS))) if numbers is None else numbers
        self.dims = dims or []

    def get(self, row: int) -> Optional[dict]:
        if not 0 <= row < len(self.grid) or self.grid[row] == _NO_CONFIG:
            return None
        config = {"grid": self._dims(self.grid[row]), "block": self._dims(self.block[row])}
        for key, value in zip(_CONFIG_KEYS, self.numbers[row].tolist()):
            config[key] = None if value != value else value
        return config

    def _dims(self, i) -> Optional[list]:
        dims = self.dims[i]
        return list(dims) if dims is not None else None

    def __eq__(self, other) -> bool:
        return (isinstance(other, LaunchConfigs) and len(self.grid) == len(other.grid)
                and all(self.get(r) == other.get(r) for r in range(len(self.grid))))


@dataclass
class MemoryEvents:
    pid: np.ndarray = field(default_factory=lambda: _empty(np.int64))
    tid: np.ndarray = field(default_factory=lambda: _empty(np.int64))
    ts: np.ndarray = field(default_factory=lambda: _empty(np.float64))
    bytes: np.ndarray = field(default_factory=lambda: _empty(np.float64))
    total_allocated: np.ndarray = field(default_factory=lambda: _empty(np.float64))  # NaN: none (2021)
    total_reserved: np.ndarray = field(default_factory=lambda: _empty(np.float64))
    device: np.ndarray = field(default_factory=lambda: _empty(np.int64))  # index into device_names
    device_names: list = field(default_factory=list)  # "cpu", "cuda:0", ...

    def __len__(self) -> int:
        return len(self.ts)


@dataclass
class TraceData:
    path: str
    strings: list
    cpu: CpuEvents
    gpu: GpuEvents
    gpu_labels: list  # (name, device, ts, dur, external id or None)
    memory: MemoryEvents
    fwdbwd: list  # (flow id, phase 's'|'f', pid, tid, ts)
    devices: list  # dicts from deviceProperties
    warnings: list
    event_count: int


_RUNTIME_2021 = "Runtime"


def _is_launch_category(cat: str) -> bool:
    return cat.endswith("_runtime") or cat.endswith("_driver") or cat == _RUNTIME_2021


def _ident(value: Ident, idents: dict) -> int:
    """Threads and processes are ints in new traces, numeric strings in 2021 ones, names
    ("stream 7", "Spans") elsewhere. Map all of them onto ints, names onto negatives.
    A name's number comes from a hash of it, the same in every process (pieces of one
    file may be folded in two), and is cached in idents."""
    if isinstance(value, int) and not isinstance(value, bool) and -_I64 <= value < _I64:
        return value
    if isinstance(value, float) and value.is_integer() and -_I64 <= value < _I64:
        return int(value)
    if isinstance(value, str) and value.isdigit() and len(value) < 19:
        return int(value)
    key = value if isinstance(value, str) else repr(value)
    number = idents.get(key)
    if number is None:
        digest = hashlib.blake2b(key.encode("utf-8", "surrogatepass"), digest_size=7).digest()
        number = idents[key] = -1 - int.from_bytes(digest, "little")
    return number


def _num(value: Num) -> Optional[float]:
    """A finite float, or None for absent, non-numeric or non-finite values."""
    if value is None:
        return None
    if isinstance(value, str):
        text = value.strip()
        try:
            value = float(int(text, 16)) if text[:2] in ("0x", "0X") else float(text)
        except ValueError:
            return None
    return value if math.isfinite(value) else None


def _int(value: Num) -> Optional[int]:
    v = _num(value)
    return int(v) if v is not None else None


def _decode_raw(raw: Optional[msgspec.Raw]) -> Any:
    if raw is None or raw is _NULL:
        return None
    try:
        return msgspec.json.decode(raw)
    except (msgspec.DecodeError, RecursionError):
        return None


@dataclass(frozen=True)
class Limits:
    """What one analysis may take: uncompressed bytes, events, seconds (0: no limit)."""

    max_bytes: int = 8 << 30
    max_events: int = 50_000_000
    seconds: float = 0.0
    # fold every other piece of a large file in a forked helper process (two cores read)
    read_helper: bool = True

    def deadline(self) -> Optional[float]:
        return time.monotonic() + self.seconds if self.seconds else None


class AnalysisTimeout(TraceReadError):
    pass


def check_deadline(path: str, deadline: Optional[float], limits: "Limits") -> None:
    if deadline is not None and time.monotonic() > deadline:
        raise AnalysisTimeout(f"{path}: analysis stopped after {limits.seconds:g} s (time limit; see --attention_timeout)")


def _decode_dims(raw) -> Optional[list]:
    """A launch dimension ([x, y, z] of non-negative integers), or None for anything else."""
    dims = _decode_raw(raw)
    if (isinstance(dims, list) and 1 <= len(dims) <= 3
            and all(isinstance(d, int) and not isinstance(d, bool) and 0 <= d < 2**63 for d in dims)):
        return dims
    return None


def _too_big(path: str, max_bytes: int) -> str:
    return f"{path}: larger than the {max_bytes / 2**20:,.0f} MiB limit uncompressed (see --attention_max_trace_mb)"


def read_bytes(path: str, max_bytes: int = 0) -> bytes:
    """The uncompressed bytes of a trace file (gzip detected by its magic number), refusing
    more than max_bytes (a gzip bomb stops at the limit, not at the end of memory)."""
    too_big = _too_big(path, max_bytes)
    try:
        with open(path, "rb") as f:
            head = f.read(2)
            f.seek(0)
            if head == b"\x1f\x8b":
                with gzip.GzipFile(fileobj=f) as gz:
                    if not max_bytes:
                        return gz.read()
                    data = gz.read(max_bytes + 1)
            else:
                if max_bytes and os.fstat(f.fileno()).st_size > max_bytes:
                    raise TraceReadError(too_big)
                data = f.read()
    except FileNotFoundError:
        raise TraceReadError(f"{path}: file not found") from None
    except IsADirectoryError:
        raise TraceReadError(f"{path}: is a directory, not a trace file") from None
    except PermissionError:
        raise TraceReadError(f"{path}: permission denied") from None
    except EOFError:
        raise TraceReadError(f"{path}: gzip stream is truncated (file still being written?)") from None
    except (gzip.BadGzipFile, zlib.error) as exc:
        raise TraceReadError(f"{path}: corrupt gzip data ({exc})") from None
    except MemoryError:
        raise TraceReadError(f"{path}: too large to read into memory") from None
    except OSError as exc:
        raise TraceReadError(f"{path}: cannot read ({exc.strerror or exc})") from None
    if max_bytes and len(data) > max_bytes:
        raise TraceReadError(too_big)
    return data


def _describe_decode_error(path: str, data: bytes, exc: Exception) -> str:
    text = str(exc)
    stripped = data.strip()
    if not stripped:
        return f"{path}: empty file, not a trace"
    if not stripped.startswith((b"{", b"[")):
        return f"{path}: not JSON, so not a Kineto trace"
    if "truncated" in text.lower():
        return f"{path}: truncated JSON (trace still being written?)"
    return f"{path}: invalid JSON ({text})"


def read_trace(path: str, limits: Optional["Limits"] = None, deadline: Optional[float] = None) -> TraceData:
    """Read one Kineto trace file into columns. Raises TraceReadError on unreadable input."""
    limits = limits or Limits()
    gc_was_enabled = gc.isenabled()
    # Millions of small acyclic objects: the cyclic collector only costs time here.
    gc.disable()
    try:
        try:
            return _read_streaming(path, limits, deadline)
        except _NotStreamable:
            pass
        # Anything the streaming reader does not vouch for is read the careful way, which
        # also words the error for files that are not readable traces.
        data = read_bytes(path, limits.max_bytes)
        return _read_from_bytes(path, data, limits, deadline)
    except RecursionError:
        raise TraceReadError(f"{path}: JSON nested too deeply to be a trace") from None
    finally:
        if gc_was_enabled:
            gc.enable()


# --- streaming read -------------------------------------------------------------------
#
# The file is read (and gunzipped) in blocks and cut into pieces at event boundaries, each
# piece decoded into typed structs and folded into columns before the next is read: the
# whole file is never in memory, and each byte is parsed once. A cut is a "}," followed by
# "{"; one that falls inside a string leaves the piece with an unterminated string, which
# the decoder rejects, so a piece that decodes was cut right (by induction from the
# array's start). Whatever this path does not vouch for goes to _read_from_bytes.

BLOCK_BYTES = 4 << 20
_MAX_PIECE_BYTES = 256 << 20
_WS = b" \t\r\n"


class _NotStreamable(Exception):
    pass


class FastEvent(_TypedEvent, gc=False):
    # decoded with the event: the streaming read folds whole pieces at once
    args: Optional[StrictArgs] = None
    # how the vectorised fold takes it: by its own category and phase
    fold_code: ClassVar[int] = _BY_PHASE


class _Header(msgspec.Struct, gc=False):
    deviceProperties: list[msgspec.Raw] = []


class _Tail(msgspec.Struct, gc=False):
    traceEvents: list[FastEvent]
    deviceProperties: list[msgspec.Raw] = []


_FAST_DECODER = msgspec.json.Decoder(list[FastEvent])
_TAIL_DECODER = msgspec.json.Decoder(_Tail)
_RAW_LIST = msgspec.json.Decoder(list[msgspec.Raw])


# --- decoding by category ---------------------------------------------------------------
#
# Most events of a trace with stacks are Python frames, and most of the rest of some GPU
# traces are "ac2g" flows; the analyses need a name and times of the first (module calls)
# and nothing of the second. Pieces are decoded as a union tagged by "cat" with one struct
# per category (Kineto's, and any other a piece brings, see _PieceDecoder): the commonest
# categories with only what they are read for (_NARROW_CATEGORIES), the rest as FastEvent.
# Each struct has the category as a class attribute "cat" (and the fields it does not
# decode as class attributes with their absent values), so the fold reads them all alike.
# Anything the union does not fit (a new category, an event without one, an event of a
# narrow category in another phase) fails validation and the piece is decoded as FastEvent.

_EVENT_FIELDS = [(f.name, f.type, f.default) for f in msgspec.structs.fields(FastEvent) if f.name != "cat"]

# What the commonest categories are read for, each decoded only in the phases Kineto writes it
# in (an event in any other phase does not fit, and the piece is decoded as FastEvent):
# category -> (phases, event fields, args fields or None for no args). Python frames: a name
# and times (module calls); ops: sequence numbers and (attention ops only) shapes; labels:
# external ids; launches: correlation ids; device activities: ids and launch configurations;
# memory instants: sizes and devices; fwdbwd flows: ids and times; ac2g flows: nothing (the
# kernels' correlation ids say the same).
_INTERVAL = ("name", "pid", "tid", "ts", "dur")
_GPU_ARGS = ("device", "stream", "correlation", "registers", "shared_memory", "blocks_per_sm", "warps_per_sm",
             "grid", "block", "occupancy")
_NARROW_CATEGORIES = {
    "python_function": (("X",), _INTERVAL, None),
    "cpu_op": (("X",), _INTERVAL,
               ("sequence_number", "fwd_thread_id", "concrete_inputs", "input_type", "input_dims", "input_dims_old")),
    "user_annotation": (("X",), _INTERVAL, ("external_id", "external_id_2021")),
    "cuda_runtime": (("X",), _INTERVAL, ("correlation",)),
    "cuda_driver": (("X",), _INTERVAL, ("correlation",)),
    "kernel": (("X",), _INTERVAL, _GPU_ARGS),
    "gpu_memcpy": (("X",), _INTERVAL, _GPU_ARGS),
    "gpu_memset": (("X",), _INTERVAL, _GPU_ARGS),
    "cpu_instant_event": (("i", "I"), ("name", "pid", "tid", "ts"),
                          ("bytes", "total_allocated", "total_reserved", "device_id", "device_type")),
    "fwdbwd": (("s", "f"), ("id", "pid", "tid", "ts"), None),
    "ac2g": (("s", "f"), (), None),
}


def _narrow_args_struct(cat: str, attrs: tuple):
    """StrictArgs with only attrs decoded; the other fields are class attributes with their
    absent values, so that the per-event fold reads it as it reads StrictArgs."""
    fields, absent = [], {}
    for attr, key, kind in _ARG_FIELDS:
        default = _NULL if kind == "raw" else None
        if attr in attrs:
            fields.append((attr, _STRICT_TYPES[kind], msgspec.field(name=key, default=default)))
        else:
            absent[attr] = default
    return msgspec.defstruct(f"_Args_{cat}", fields, namespace=absent, gc=False)


def _category_struct(cat: str, number: int):
    """The struct of one category's events: tagged by "cat" (a class attribute, as are the
    fields it does not decode, with their absent values, so that the fold reads every struct
    alike) and with the fold's code for its events as a class attribute where its phases fix it."""
    namespace: dict = {"cat": cat}
    narrow = _NARROW_CATEGORIES.get(cat)
    if narrow is None:
        fields = _EVENT_FIELDS
        namespace["fold_code"] = _BY_PHASE
    else:
        phases, read, args = narrow
        fields = [("ph", Literal[phases])] + [f for f in _EVENT_FIELDS if f[0] in read]
        if args is not None:
            fields.append(("args", Optional[_narrow_args_struct(cat, args)], None))
        namespace.update({name: default for name, _, default in _EVENT_FIELDS
                          if name != "ph" and name not in read and (name != "args" or args is None)})
        if cat == "ac2g":
            namespace["fold_code"] = _IGNORE  # (flows other than fwdbwd are not kept)
        else:
            namespace["fold_code"] = _fold_code(cat if phases == ("X",) else "\0" + phases[0])
    return msgspec.defstruct(f"_Category{number}", fields, tag_field="cat", tag=cat, namespace=namespace, gc=False)


_TAGGED_DECODERS: dict = {}  # frozenset of categories -> decoder (a few per process)

# The categories of PyTorch 2.x Kineto traces, known from the start; others are learnt.
_KINETO_CATEGORIES = frozenset({
    "cpu_op", "user_annotation", "python_function", "cuda_runtime", "cuda_driver", "cuda_sync", "kernel",
    "gpu_memcpy", "gpu_memset", "gpu_user_annotation", "ac2g", "fwdbwd", "cpu_instant_event", "Trace",
    "overhead", "cuda_profiler_range"})


def _tagged_decoder(categories: frozenset):
    decoder = _TAGGED_DECODERS.get(categories)
    if decoder is None:
        if len(_TAGGED_DECODERS) >= 32:
            _TAGGED_DECODERS.clear()
        structs = tuple(_category_struct(cat, i) for i, cat in enumerate(sorted(categories)))
        decoder = _TAGGED_DECODERS[categories] = msgspec.json.Decoder(list[Union[structs]])
    return decoder


class _PieceDecoder:
    """Decodes the pieces of one file in one process by category; a piece the union does
    not fit is decoded as FastEvent, and the categories it brings are added to the union.
    After MISSES pieces that it did not fit for any other reason (events without a
    category, say) or LEARN new unions, the rest of the file is decoded as FastEvent."""

    MISSES = 2
    LEARN = 8

    def __init__(self):
        self.categories = _KINETO_CATEGORIES
        self.tagged = _tagged_decoder(self.categories)
        self.misses = self.learnt = 0

    def decode(self, piece) -> list:
        if self.tagged is None:
            return _FAST_DECODER.decode(piece)
        try:
            return self.tagged.decode(piece)
        except (msgspec.ValidationError, msgspec.DecodeError):
            pass
        events = _FAST_DECODER.decode(piece)  # raises as before: the caller handles it
        # ("" is what an event without a category reads as: nothing to learn from it)
        new = {e.cat for e in events} - self.categories - {""}
        if new and self.learnt < self.LEARN:
            self.learnt += 1
            self.categories = self.categories | new
            self.tagged = _tagged_decoder(self.categories)
        else:
            self.misses += 1
            if self.misses >= self.MISSES or new:
                self.tagged = None
        return events


def _find_cut(buf, start: int, end: int, fill: int) -> int:
    """Index of the last "}" in buf[start:end] that is followed by "," and "{" (whitespace
    allowed between them, all before fill) and lies outside any string, or -1. buf[start]
    is outside a string; a label may well contain "},{", so a candidate behind an odd
    number of unescaped quotes is passed over. A newline between "," and "{" (Kineto
    indents its events) cannot be inside a string of valid JSON, which saves counting the
    quotes; and if the JSON is not valid, the piece does not decode either way."""
    i = end
    for _ in range(10000):
        i = buf.rfind(b"},", start, i)
        if i < 0:
            return -1
        j = i + 2
        while j < fill and buf[j] in _WS:
            j += 1
        if j < fill and buf[j] == 0x7B and (buf.find(b"\n", i + 2, j) >= 0  # "{"
                                                or not _open_string(buf, start, i)):
            return i
    return -1


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


def _read_streaming(path: str, limits: "Limits", deadline: Optional[float]) -> TraceData:
    too_big = _too_big(path, limits.max_bytes)
    try:
        f = open(path, "rb")
    except OSError:
        raise _NotStreamable from None
    with f:
        try:
            gzipped = f.read(2) == b"\x1f\x8b"
            f.seek(0)
            if not gzipped and limits.max_bytes and os.fstat(f.fileno()).st_size > limits.max_bytes:
                raise TraceReadError(too_big)
        except OSError:
            raise _NotStreamable from None
        expected = _expected_size(f, gzipped)
        collector = _Collector(path)
        # a large file's helper is forked first, so that it starts while the first block is read
        folder = _PieceFolder(collector, path, helper=limits.read_helper, expected=expected)
        try:
            block = _BlockReader(_FastGzipFile(fileobj=f) if gzipped else f, limits.max_bytes, too_big)
            block.read_at(0)
            buf, fill = block.buf, block.fill
            key = buf.find(b'"traceEvents"', 0, fill)
            if key < 0:
                raise _NotStreamable
            try:
                header = msgspec.json.decode(bytes(buf[:key]) + b'"traceEvents":[]}', type=_Header)
            except (msgspec.DecodeError, msgspec.ValidationError, RecursionError):
                raise _NotStreamable from None
            m = _ARRAY_START.match(buf, key + len(b'"traceEvents"'), fill)
            if m is None:
                raise _NotStreamable
            start = m.end()  # buf[start - 1] is the array's "["
            del buf, m  # the block reader's buffer is freed when the pieces are done
            device_raws = list(header.deviceProperties)
            count = _fold_pieces(path, limits, deadline, block, start, folder, collector, device_raws, expected)
        finally:
            folder.close()
    devices, bad, first_bad = _decode_devices(device_raws)
    warnings: list = []
    bad += collector.bad
    first_bad = collector.first_bad or first_bad
    if bad:
        warnings.append(f"{path}: skipped {bad} malformed event(s), first: {first_bad}")
    return collector.finish(devices, warnings, count)


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


class _BlockReader:
    """Reads the file in blocks into one buffer, buf[:fill], that is reused (readinto):
    no new memory per block. The buffer only grows while an event is larger than what it
    holds."""

    def __init__(self, src, max_bytes: int, too_big: str):
        self.src = src
        self.max_bytes = max_bytes
        self.too_big = too_big
        self.buf = _new_buffer(2 * BLOCK_BYTES)
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
        if len(self.buf) < at + BLOCK_BYTES:
            if isinstance(self.buf, mmap.mmap):
                self.buf.resize(at + BLOCK_BYTES)
            else:
                self.buf.extend(bytes(at + BLOCK_BYTES - len(self.buf)))
        try:
            with memoryview(self.buf) as whole, whole[at:at + BLOCK_BYTES] as window:
                n = self.src.readinto(window)
        except Exception:  # truncated or corrupt: the careful read says which
            raise _NotStreamable from None
        self.fill = at + n
        self.total += n
        if self.max_bytes and self.total > self.max_bytes:
            raise TraceReadError(self.too_big)
        return n


def _fold_pieces(path, limits, deadline, block: _BlockReader, start, folder, collector, device_raws,
                 expected) -> int:
    """Cut the events array into pieces at event boundaries and fold them; the events
    after the last cut are decoded together with the rest of the file's object."""
    count = 0
    eof = False
    consumed = start  # bytes of the file before buf[start]
    buf, fill = block.buf, block.fill
    while True:
        check_deadline(path, deadline, limits)
        cut = -1
        target = _piece_target(consumed, expected)
        if folder.helper_is_full():
            # folded here: a smaller piece, so that the helper is handed its next one sooner
            target = max(int(target * LOCAL_SHARE), BLOCK_BYTES // 8)
        elif consumed < BLOCK_BYTES and folder.has_helper():
            # the helper's first pieces come from the first block, without waiting for a second
            target = min(target, BLOCK_BYTES // 2)
        if eof or fill - start >= target:
            if eof:
                break
            cut = _find_cut(buf, start, start + target, fill)
            if cut < 0:  # no boundary that early (a very large event): the first one
                cut = _find_cut(buf, start, fill, fill)
        if cut < 0:
            if fill - start > _MAX_PIECE_BYTES:
                raise _NotStreamable
            # keep the byte before start: it becomes the piece's "["
            keep = fill - (start - 1)
            block.move_to_front(start - 1, keep)
            start = 1
            eof = not block.read_at(keep)
            buf, fill = block.buf, block.fill
            continue
        # Decode the piece in place: the "," before it and the "," after it stand in
        # for "[" and "]" while the decoder reads, then are put back.
        comma = cut + 1
        before = buf[start - 1]
        buf[start - 1], buf[comma] = 0x5B, 0x5D
        view = memoryview(buf)[start - 1:comma + 1]
        try:
            folder.fold(view)
            count = folder.count
        finally:
            buf[start - 1], buf[comma] = before, 0x2C
        # nothing may hold on to the view when buf is resized (resizing would fail loudly)
        del view
        consumed += comma + 1 - start
        start = comma + 1
        _check_count(path, count, limits)
    tail_bytes = b'{"traceEvents":[' + bytes(buf[start:fill])
    del buf
    block.close()
    try:
        tail = _TAIL_DECODER.decode(tail_bytes)
        events, raws = tail.traceEvents, None
    except msgspec.ValidationError:
        try:
            tail = msgspec.json.decode(tail_bytes, type=_Envelope)
        except (msgspec.DecodeError, msgspec.ValidationError):
            raise _NotStreamable from None
        events, raws = None, tail.traceEvents
    except msgspec.DecodeError:
        raise _NotStreamable from None
    folder.drain()
    count = folder.count + len(tail.traceEvents)
    _check_count(path, count, limits)
    collector.add_piece(events, raws)
    device_raws += tail.deviceProperties
    return count


class _PieceFolder:
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

    def __init__(self, collector: "_Collector", path: str, helper: bool, expected: Optional[int] = None):
        self.collector = collector
        self.path = path
        self.want_helper = helper and _can_fork()
        # a file known to be large gets its helper at once (forked while this process is small)
        self.helper_from = 1 if expected is not None and expected >= HELPER_MIN_BYTES else HELPER_FROM_PIECE
        self.proc = None
        self.conn = None
        self.shared: Optional[mmap.mmap] = None
        self.slot_bytes = 0  # a slot: this much for the piece, as much again for the part
        self.free_slots: list = []
        self.out = 0  # pieces sent to the helper and not answered yet
        self.pieces = 0
        self.count = 0
        self.decoder = _PieceDecoder()
        # ["local", part, n] or ["helper", slot, piece length, answer]
        self.pending: deque = deque()
        if self.want_helper and self.helper_from == 1:
            self._start()

    def fold(self, view) -> None:
        self.pieces += 1
        if self.want_helper and self.proc is None and self.pieces >= self.helper_from:
            self._start()
        if self.proc is None and not self.pending:
            self.count += _decode_into(self.collector, view, self.decoder)
            return
        # (helper_is_full takes the answers in first, which may find the helper gone)
        if (not self.helper_is_full() and self.proc is not None and self.free_slots
                and len(view) <= self.slot_bytes):
            self._send(view)
        else:
            self.pending.append(["local", *_fold_part(self.path, view, self.decoder)])
        self._merge(final=False)

    def _send(self, view) -> None:
        slot = self.free_slots.pop()
        at = 2 * slot * self.slot_bytes
        self.shared[at:at + len(view)] = view  # kept until answered, to fold here if the helper cannot
        self.pending.append(["helper", slot, len(view), None])
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
            item = next(item for item in self.pending if item[0] == "helper" and item[3] is None)
            status, payload, n = answer
            if status == "ok":
                at = (2 * item[1] + 1) * self.slot_bytes
                try:
                    part = pickle.loads(self.shared[at:at + payload] if isinstance(payload, int) else payload)
                except Exception:  # noqa: BLE001 - whatever it is, the piece is folded here
                    answer = ("error", "unreadable part", 0)
                else:
                    answer = ("ok", part, n)
                    self.free_slots.append(item[1])  # the part is taken: the slot can be refilled
            item[3] = answer
            self.out -= 1
            block = False

    def _merge(self, final: bool) -> None:
        while self.pending:
            head = self.pending[0]
            if head[0] == "helper":
                if head[3] is None:
                    if not final:
                        return
                    self._take_answers(block=True)
                    if head[3] is None:
                        head[3] = ("lost", None, 0)
                status, part, n = head[3]
                if status == "not_streamable":
                    raise _NotStreamable
                if status != "ok":  # the helper failed on it: fold it here, from its slot
                    at = 2 * head[1] * self.slot_bytes
                    with memoryview(self.shared) as whole, whole[at:at + head[2]] as piece:
                        part, n = _fold_part(self.path, piece, self.decoder)
                    self.free_slots.append(head[1])
            else:
                _, part, n = head
            self.pending.popleft()
            self.collector.merge(part)
            self.count += n

    def _start(self) -> None:
        slot_bytes = 2 * BLOCK_BYTES  # larger pieces (events larger than a block) are folded here
        try:
            shared = mmap.mmap(-1, 2 * HELPER_QUEUE * slot_bytes)  # shared with the fork, touched as used
            ctx = multiprocessing.get_context("fork")
            parent, child = ctx.Pipe()
            proc = ctx.Process(target=_helper_main, args=(child, self.path, shared, slot_bytes), daemon=True)
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
            if item[0] == "helper" and item[3] is None:
                item[3] = ("lost", None, 0)
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
                    # It exits by itself now. Not waited for: its memory is unmapped while this
                    # process goes on (4-8 ms); multiprocessing reaps it at the next start or exit.
                    proc.join(0)
                    return
        except (EOFError, OSError, ValueError, pickle.UnpicklingError):
            pass
        conn.close()
        proc.join(5.0)
        if proc.is_alive():
            proc.kill()
            proc.join(1.0)


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
# Pieces get smaller towards the end of a file of known size (down to 1/8 of a block), so
# that the two processes finish together: a piece is at most 1/TAIL_SPLIT of what is left.
TAIL_SPLIT = 6
LOCAL_SHARE = 0.5


def _expected_size(f, gzipped: bool) -> Optional[int]:
    """The uncompressed size of an open file as far as it can be told without reading it:
    its size, or for gzip the size its trailer gives (modulo 2**32), or the compressed size
    where that is larger (a trace never compresses to more than it holds, so the trailer has
    wrapped); None where unknown. Only the sizes of pieces and when the helper starts follow
    from it: a wrong guess costs a few smaller pieces, an unknown size a late helper, which
    costs far more (about 2.5 s of 9 on a 1 GB gzip trace, the helper forked after the
    first pieces)."""
    try:
        size = os.fstat(f.fileno()).st_size
        if not gzipped:
            return size
        f.seek(-4, os.SEEK_END)
        isize = int.from_bytes(f.read(4), "little")
        f.seek(0)
    except (OSError, ValueError):
        return None
    return max(isize, size)


def _piece_target(consumed: int, expected: Optional[int]) -> int:
    if expected is None or consumed >= expected:
        return BLOCK_BYTES
    return int(min(BLOCK_BYTES, max(BLOCK_BYTES // 8, (expected - consumed) / TAIL_SPLIT)))


# What the last read's helper process added to resident memory at its peak, in bytes: its
# high-water mark less what it had when it started, all of which it shared with this process
# (forked, copy on write). The benchmark adds it to this process's own peak.
LAST_HELPER_PEAK_RSS = 0


def _can_fork() -> bool:
    return (sys.platform.startswith("linux") and (os.cpu_count() or 1) >= 2
            and "fork" in multiprocessing.get_all_start_methods())


def _decode_into(collector: "_Collector", piece, decoder: _PieceDecoder) -> int:
    """Decode one piece ("[" event, ... "]") and fold it; the number of events."""
    try:
        events, raws = decoder.decode(piece), None
    except msgspec.ValidationError:
        try:
            events, raws = None, _RAW_LIST.decode(piece)
        except msgspec.DecodeError:
            raise _NotStreamable from None
    except msgspec.DecodeError:
        raise _NotStreamable from None
    n = len(events) if events is not None else len(raws)
    collector.add_piece(events, raws)
    return n


def _fold_part(path: str, piece, decoder: _PieceDecoder):
    part = _Collector(path)
    n = _decode_into(part, piece, decoder)
    return part.export(), n


def _helper_main(conn, path: str, shared, slot_bytes: int) -> None:
    """The helper process: fold each piece it is sent (found in its slot of the shared
    memory) and put the part in the slot's other half (or in the answer, if it is larger)."""
    gc.disable()
    start_rss = _resident("VmRSS:")  # pages it shares with the reading process
    decoder = _PieceDecoder()
    whole = memoryview(shared)
    while True:
        try:
            message = conn.recv_bytes()
        except (EOFError, OSError):
            return
        if not message:
            conn.send(("rss", None, max(_resident("VmHWM:") - start_rss, 0)))
            return
        slot, length = _SLOT_MESSAGE.unpack(message)
        at = 2 * slot * slot_bytes
        try:
            part, n = _fold_part(path, whole[at:at + length], decoder)
            data = pickle.dumps(part, protocol=pickle.HIGHEST_PROTOCOL)
            if len(data) <= slot_bytes:
                shared[at + slot_bytes:at + slot_bytes + len(data)] = data
                conn.send(("ok", len(data), n))
            else:
                conn.send(("ok", data, n))
        except _NotStreamable:
            conn.send(("not_streamable", None, 0))
        except Exception as exc:  # folded again in the main process, which reports it
            conn.send(("error", repr(exc), 0))


def _resident(field: str) -> int:
    """VmRSS: (now) or VmHWM: (peak) of this process, in bytes; 0 where unknown."""
    try:
        with open("/proc/self/status") as f:
            for line in f:
                if line.startswith(field):
                    return int(line.split()[1]) * 1024
    except OSError:
        pass
    return 0


_ARRAY_START = re.compile(rb"\s*:\s*\[")


def _check_count(path: str, count: int, limits: "Limits") -> None:
    if limits.max_events and count > limits.max_events:
        raise TraceReadError(f"{path}: {count:,} events read so far, more than the limit of "
                             f"{limits.max_events:,} (see --attention_max_events)")


def _decode_devices(raws: list):
    devices, bad, first_bad = [], 0, None
    for raw in raws:
        try:
            devices.append(msgspec.json.decode(raw, type=DeviceProperties))
        except (msgspec.ValidationError, msgspec.DecodeError) as err:
            bad += 1
            first_bad = first_bad or f"deviceProperties: {err}"
    return devices, bad, first_bad


# --- careful read ---------------------------------------------------------------------
#
# The whole file in memory, split into raw event slices by one envelope decode, then
# decoded in chunks; a chunk that does not fit the strict types is decoded event by event
# with lenient types. Slower, but it takes anything JSON and words every failure.
CHUNK_EVENTS = 20000


def _read_from_bytes(path: str, data: bytes, limits: Optional["Limits"] = None,
                     deadline: Optional[float] = None) -> TraceData:
    limits = limits or Limits()
    warnings: list = []
    try:
        envelope = msgspec.json.decode(data, type=_Envelope)
    except msgspec.ValidationError as exc:
        raise TraceReadError(_describe_shape_error(path, data, exc)) from None
    except msgspec.DecodeError as exc:
        raise TraceReadError(_describe_decode_error(path, data, exc)) from None
    except RecursionError:
        raise TraceReadError(f"{path}: JSON nested too deeply to be a trace") from None
    raws = envelope.traceEvents
    if limits.max_events and len(raws) > limits.max_events:
        raise TraceReadError(f"{path}: {len(raws):,} events, more than the limit of {limits.max_events:,} "
                             "(see --attention_max_events)")
    collector = _Collector(path)
    strict = _STRICT_DECODER.decode
    strict_args = _STRICT_ARGS.decode
    for i in range(0, len(raws), CHUNK_EVENTS):
        check_deadline(path, deadline, limits)
        chunk = raws[i:i + CHUNK_EVENTS]
        try:
            events = strict(b"[" + b",".join(chunk) + b"]")
            # Most events are Python frames nobody uses: drop them before their args are decoded.
            kept = []
            for ev in events:
                ph = ev.ph
                if ph == "X":
                    if ev.cat == "python_function" and not ev.name.startswith(_MODULE_PREFIX):
                        continue
                elif ph != "i" and ph != "I" and ph != "s" and ph != "f":
                    continue
                kept.append(ev)
            args = strict_args(b"[" + b",".join([ev.args for ev in kept]) + b"]")
            collector.add(kept, args)
        except (msgspec.ValidationError, msgspec.DecodeError, RecursionError):
            collector.add_lenient(chunk)
        events = kept = None
    devices, bad, first_bad = _decode_devices(envelope.deviceProperties)
    bad += collector.bad
    first_bad = collector.first_bad or first_bad
    if bad:
        warnings.append(f"{path}: skipped {bad} malformed event(s), first: {first_bad}")
    return collector.finish(devices, warnings, len(raws))


class _Envelope(msgspec.Struct, gc=False):
    traceEvents: list[msgspec.Raw]
    deviceProperties: list[msgspec.Raw] = []


def _describe_shape_error(path: str, data: bytes, exc: Exception) -> str:
    try:
        top = msgspec.json.decode(data)
    except msgspec.DecodeError as exc2:  # pragma: no cover - the envelope decode parsed it
        return _describe_decode_error(path, data, exc2)
    if not isinstance(top, dict):
        return f"{path}: JSON {type(top).__name__} at top level, not a Kineto trace (expected an object with traceEvents)"
    if "traceEvents" not in top:
        return f"{path}: no traceEvents, not a Kineto trace"
    if not isinstance(top["traceEvents"], list):
        return f"{path}: traceEvents is not a list of events"
    return f"{path}: deviceProperties is not a list ({exc})"


def _same(value):
    return value


def _coerce(ev: Event):
    """A lenient event as (StrictEvent, StrictArgs or None): numbers written as strings
    become numbers, unusable values become None."""
    strict = StrictEvent(ph=ev.ph, cat=ev.cat, name=ev.name, pid=_id_value(ev.pid), tid=_id_value(ev.tid),
                         ts=_num(ev.ts), dur=_num(ev.dur), id=_id_value(ev.id))
    a = ev.args
    if a is None:
        return strict, None
    return strict, StrictArgs(**{attr: _COERCE[kind](getattr(a, attr)) for attr, _, kind in _ARG_FIELDS})


def _id_value(value):
    """pid, tid, device, stream, flow id: an int, a name, or None."""
    if isinstance(value, float):
        return int(value) if value.is_integer() else repr(value)
    return value


_COERCE = {"int": lambda v: _int(v), "float": lambda v: _num(v), "id": _id_value, "raw": _same}


_INF = math.inf
_I64 = 2**63  # thread and process ids go into int64 arrays


_F64_EXACT = 2.0**53
_NAN = math.nan
_CONFIG_ATTRS = ("registers", "shared_memory", "blocks_per_sm", "warps_per_sm", "occupancy")  # _CONFIG_KEYS
_NO_NUMBERS = (_NAN,) * len(_CONFIG_ATTRS)
_MODULE_PREFIX = "nn.Module: "


def _module_calls(names: list) -> np.ndarray:
    """Indices of the names that start with "nn.Module: " (module calls, the only Python
    frames used): one search through the joined names instead of a call per name, as
    module calls are few among many frames. A hit counts only where a name starts."""
    joined = "\0".join(names)
    first = joined.find(_MODULE_PREFIX)
    if first < 0:
        return np.empty(0, dtype=np.int64)
    starts = np.zeros(len(names), dtype=np.int64)
    np.cumsum(np.fromiter(map(len, names), dtype=np.int64, count=len(names))[:-1] + 1, out=starts[1:])
    hits = []
    at = first
    while at >= 0:
        hits.append(at)
        at = joined.find(_MODULE_PREFIX, at + 1)
    hits = np.array(hits, dtype=np.int64)
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
    low = -_I64 + 1 if exclusive else -_I64
    for v in set(values):
        if v.__class__ is not int or not low <= v < _I64:
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
    return np.array([v if v.__class__ is int and -_I64 < v < _I64 else NONE_ID for v in values], dtype=np.int64)


def _opt_float_column_slow(values: list) -> np.ndarray:
    return np.array([np.nan if v is None else v for v in values], dtype=np.float64)


def _only(kind: np.ndarray, kinds: tuple, column: np.ndarray) -> np.ndarray:
    """An id column kept only for the kinds of row that use it (NONE_ID elsewhere)."""
    return np.where(np.isin(kind, kinds), column, NONE_ID)


# What each id column is read for: external ids of labels (the GPU span cross-check),
# correlation ids of launches, sequence numbers and forward thread ids of ops.
_EXT_KINDS, _CORR_KINDS, _SEQ_KINDS = (LABEL,), (LAUNCH,), (OP,)



def _host_kind(cat: str, name: str):
    if cat == "cpu_op":
        return OP
    if cat == "Operator":
        # 2021 traces file record_function labels as operators too; ops have a
        # namespace ("aten::mm"), labels and autograd nodes do not.
        return OP if "::" in name or name.endswith(("Backward", "Backward0", "Backward1")) else LABEL
    if cat == "user_annotation":
        return LABEL
    if cat == "python_function":
        # Only module calls are used; other Python frames are most of the bytes.
        return MODULE if name.startswith(_MODULE_PREFIX) else None
    if _is_launch_category(cat):
        return LAUNCH
    return None


def _fold_code(key: str) -> int:
    """How the vectorised fold takes an event, by its key: the category of an "X" event, or
    "\0" and the phase of any other."""
    if key[:1] == "\0":
        return _PHASE_CODES.get(key, _IGNORE)
    if key in _GPU_CATEGORIES:
        return _GPU
    if key == "gpu_user_annotation":
        return _GPU_LABEL
    if key == "python_function":
        return _PYTHON
    if key == "Operator":
        return _BY_NAME
    if not key:
        return _IGNORE  # no category: not counted even when its times are unusable
    kind = _host_kind(key, "")
    return _SKIP if kind is None else kind


class _Collector:
    """Folds decoded events into columns, piece after piece: a vectorised fold for pieces
    of well-formed events, the per-event fold (add) for anything else."""

    def __init__(self, path: str):
        self.path = path
        self.strings: list = []
        self.string_ids: dict = {}
        # per string: an attention op name? (None: not asked yet; only ops' names are asked)
        self.attention_name: list = []
        self.idents: dict = {}
        self.cpu_parts: list = []  # tuples of column arrays, in CpuEvents field order
        self.mem_parts: list = []
        self.shapes: dict = {}
        self.n_cpu = 0
        self.n_mem = 0
        # tuples of column arrays: kind, name, device, stream, ts, dur, corr, grid, block, numbers
        self.gpu_parts: list = []
        self.n_gpu = 0
        self.dims: list = []  # launch dimensions by id: a tuple, or None where unusable
        self.dims_texts: list = []  # their JSON text, by id
        self.dims_ids: dict = {}  # JSON text -> id
        self.gpu_labels: list = []
        self.fwdbwd: list = []
        self.skipped_time = 0
        self.bad = 0
        self.first_bad = None
        self.category_kind: dict = {}
        self.category_code: dict = {}
        self.device_labels: dict = {}
        self.device_names: list = []
        self.device_codes: dict = {}

    def intern(self, s: str) -> int:
        i = self.string_ids.get(s)
        if i is None:
            i = self.string_ids[s] = len(self.strings)
            self.strings.append(s)
            self.attention_name.append(None)
        return i

    def is_attention_op(self, name_id: int) -> bool:
        # asked for ops' names only: the pattern search costs most on long kernel names
        flag = self.attention_name[name_id]
        if flag is None:
            flag = self.attention_name[name_id] = patterns.is_attention_op_name(self.strings[name_id])
        return flag

    def dims_id(self, text: bytes) -> int:
        i = self.dims_ids.get(text)
        if i is None:
            dims = _decode_dims(text)
            i = self.dims_ids[text] = len(self.dims)
            self.dims.append(tuple(dims) if dims is not None else None)
            self.dims_texts.append(text)
        return i

    def name_ids(self, names: list) -> np.ndarray:
        get = self.string_ids.get
        ids = list(map(get, names))
        if None in ids:
            for new in dict.fromkeys([s for s, i in zip(names, ids) if i is None]):
                self.intern(new)
            ids = list(map(get, names))
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
            self.add_lenient(raws)
            return
        try:
            self._add_fast(events)
        except _SlowPiece:
            self.add(events, [e.args for e in events])

    def _add_fast(self, events: list) -> None:
        # One code per event: its struct's class attribute, or for structs of any phase, from
        # its category ("X") or its phase (anything else). Python frames are most events of
        # a trace with stacks: they get no more than this and a look at their names.
        # (List comprehensions: faster than map() here.)
        code = np.fromiter([e.fold_code for e in events], dtype=np.int8, count=len(events))
        mixed = np.flatnonzero(code == _BY_PHASE)
        if len(mixed):  # events of a struct that any phase decodes to: the code from each event's
            keys = [e.cat if e.ph == "X" else "\0" + e.ph for e in [events[i] for i in mixed.tolist()]]
            codes = list(map(self.category_code.get, keys))
            if None in codes:
                for k in set(keys) - self.category_code.keys():
                    self.category_code[k] = _fold_code(k)
                codes = list(map(self.category_code.get, keys))
            code[mixed] = np.fromiter(codes, dtype=np.int8, count=len(codes))
            del keys, codes
        if (code == _BY_NAME).any():
            raise _SlowPiece
        python = np.flatnonzero(code == _PYTHON)
        if len(python):
            code[python] = _IGNORE
            code[python[_module_calls([events[i].name for i in python.tolist()])]] = MODULE

        def pick(mask):
            return [events[i] for i in np.flatnonzero(mask).tolist()]

        host_rows = np.flatnonzero((code >= 0) & (code < 4))
        host = [events[i] for i in host_rows.tolist()]
        host_kind = code[host_rows]
        gpu_events = pick(code == _GPU)
        gpu_labels = pick(code == _GPU_LABEL)
        others = pick(code == _SKIP)
        memory = [e for e in pick(code == _INSTANT) if e.name == "[memory]" and e.args is not None]
        flows = pick(code == _FLOW)
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
            shapes = cpu_part[-1]
            for row, value in shapes.items():
                self.shapes[self.n_cpu + row] = value
            self.cpu_parts.append(cpu_part[:-1])
            self.n_cpu += len(host)
        if mem_part is not None:
            self.mem_parts.append(mem_part)
            self.n_mem += len(memory)
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
            self.is_attention_op(name_id)
        attention = np.array(self.attention_name, dtype=bool)[name] & ops  # (None: False)
        for row in np.flatnonzero(attention).tolist():
            a = args[row]
            if a is None:
                continue
            shapes[row] = (
                _decode_raw(a.input_dims if a.input_dims is not _NULL else a.input_dims_old),
                _decode_raw(a.input_type),
                _decode_raw(a.concrete_inputs),
            )
        return kind.astype(np.int8), name, pid, tid, ts, dur, ext, corr, seq, fwd, shapes

    def _gpu_columns(self, gpu: list, ts, dur):
        """Kernels, copies and sets whose args have ids that are ints (anything else takes
        the per-event fold)."""
        n = len(gpu)
        kind = np.fromiter(map(_GPU_CATEGORIES.__getitem__, [e.cat for e in gpu]), dtype=np.int8, count=n)
        name = self.name_ids([e.name for e in gpu])
        args = [e.args for e in gpu]
        if None in args:  # an event without args
            raise _SlowPiece
        device = _thread_column([a.device for a in args], exclusive=True)
        stream = _thread_column([a.stream for a in args], exclusive=True)
        corr = _id_column([a.correlation for a in args])
        grid = np.full(n, _NO_CONFIG, dtype=np.int64)
        block = grid.copy()
        numbers = np.full((n, len(_CONFIG_KEYS)), np.nan)
        kernels = np.flatnonzero(kind == KERNEL)
        if len(kernels):
            kargs = [args[i] for i in kernels.tolist()]
            grid[kernels] = self._dims_column([bytes(a.grid) for a in kargs])
            block[kernels] = self._dims_column([bytes(a.block) for a in kargs])
            for j, attr in enumerate(_CONFIG_ATTRS):
                numbers[kernels, j] = _float_column(list(map(attrgetter(attr), kargs)))
        return kind, name, device, stream, ts, dur, corr, grid, block, numbers

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
                labels[k] = self.device_code(_device_label(0 if k[0] is None else k[0], -1 if k[1] is None else k[1]))
            device = np.full(len(memory), labels[k], dtype=np.int64)
        else:
            keys = list(zip(dev_types, dev_ids))
            for k in dict.fromkeys(keys):
                if k not in labels:
                    labels[k] = self.device_code(_device_label(0 if k[0] is None else k[0],
                                                               -1 if k[1] is None else k[1]))
            device = np.fromiter(map(labels.__getitem__, keys), dtype=np.int64, count=len(keys))
        return pid, tid, ts, nbytes, total, reserved, device

    def _add_flows(self, flows: list) -> None:
        """Flow events ("s" / "f"): the fwdbwd ones with an id and a usable time are kept."""
        ident, idents, kept = _ident, self.idents, self.fwdbwd
        for ev in flows:
            ts = ev.ts
            if ev.cat != "fwdbwd" or ev.id is None or ts is None or not (-_INF < ts < _INF):
                continue
            pid, tid = ev.pid, ev.tid  # (ints as they are, as _ident keeps them)
            if pid.__class__ is not int or not -_I64 <= pid < _I64:
                pid = ident(pid, idents)
            if tid.__class__ is not int or not -_I64 <= tid < _I64:
                tid = ident(tid, idents)
            kept.append((ev.id, ev.ph, pid, tid, ts))

    # --- per-event fold ---------------------------------------------------------------

    def add_lenient(self, raws: list) -> None:
        """Events decoded one by one with numbers accepted as strings; unusable ones skipped."""
        events, args = [], []
        for raw in raws:
            try:
                ev, a = _coerce(_LENIENT_EVENT.decode(raw))
            except (msgspec.ValidationError, msgspec.DecodeError, RecursionError) as err:
                self.bad += 1
                self.first_bad = self.first_bad or str(err)
                continue
            events.append(ev)
            args.append(a)
        self.add(events, args)

    def add(self, events: list, args: list) -> None:
        """Fold events (with their decoded args, one per event) into the columns. Values are
        of the strict types here: lenient events are coerced first (_coerce)."""
        cpu_rows, mem_rows, gpu_rows, shapes, flows = [], [], [], {}, []
        intern, ident, idents = self.intern, _ident, self.idents
        gpu_categories = _GPU_CATEGORIES
        device_labels = self.device_labels
        for ev, a in zip(events, args):
            ph = ev.ph
            if ph == "X":
                cat = ev.cat
                if cat == "python_function" and not ev.name.startswith(_MODULE_PREFIX):
                    continue  # the commonest event, and the only Python frames used are module calls
                ts, dur = ev.ts, ev.dur
                if ts is None or dur is None or not (-_INF < ts < _INF) or not (0 <= dur < _INF):
                    if cat:
                        self.skipped_time += 1
                    continue
                kind = gpu_categories.get(cat)
                if kind is not None:
                    if a is None:
                        gpu_rows.append((kind, intern(ev.name), 0, ident(ev.tid, idents), ts, dur, NONE_ID,
                                         _NO_CONFIG, _NO_CONFIG, _NO_NUMBERS))
                        continue
                    device, stream = _int(a.device), _int(a.stream)
                    corr = a.correlation
                    config = (_NO_CONFIG, _NO_CONFIG, _NO_NUMBERS)
                    if kind == KERNEL:
                        config = (self.dims_id(bytes(a.grid)), self.dims_id(bytes(a.block)),
                                  tuple(_NAN if v is None else v for v in map(a.__getattribute__, _CONFIG_ATTRS)))
                    gpu_rows.append((
                        kind, intern(ev.name),
                        device if device is not None and -_I64 < device < _I64 else ident(ev.pid, idents),
                        stream if stream is not None and -_I64 < stream < _I64 else ident(ev.tid, idents),
                        ts, dur, corr if corr is not None and -_I64 < corr < _I64 else NONE_ID, *config))
                    continue
                if cat == "gpu_user_annotation":
                    device = _int(a.device) if a is not None else None
                    if device is None:
                        device = ident(ev.pid, idents)
                    self.gpu_labels.append((ev.name, device, ts, dur, a.external_id if a is not None else None))
                    continue
                key = (cat, ev.name) if cat == "Operator" or cat == "python_function" else cat
                kind = self.category_kind.get(key, -1)
                if kind == -1:
                    kind = self.category_kind[key] = _host_kind(cat, ev.name)
                if kind is None:
                    continue
                row = len(cpu_rows)
                name_id = intern(ev.name)
                pid, tid = ev.pid, ev.tid
                if pid.__class__ is not int or not -_I64 <= pid < _I64:
                    pid = ident(pid, idents)
                if tid.__class__ is not int or not -_I64 <= tid < _I64:
                    tid = ident(tid, idents)
                if a is None:
                    cpu_rows.append((kind, name_id, pid, tid, ts, dur, None, None, None, None))
                    continue
                ext = _external_id(a)
                cpu_rows.append((kind, name_id, pid, tid, ts, dur, ext, a.correlation, a.sequence_number,
                                 a.fwd_thread_id))
                if kind == OP and self.is_attention_op(name_id):
                    shapes[row] = (
                        _decode_raw(a.input_dims if a.input_dims is not _NULL else a.input_dims_old),
                        _decode_raw(a.input_type),
                        _decode_raw(a.concrete_inputs),
                    )
            elif ph == "i" or ph == "I":
                if ev.name != "[memory]" or a is None:
                    continue
                ts = ev.ts
                nbytes = a.bytes
                if ts is None or nbytes is None or not (-_INF < ts < _INF) or not (-_INF < nbytes < _INF):
                    continue
                dev_type = a.device_type
                dev_id = a.device_id
                pid, tid = ev.pid, ev.tid
                if pid.__class__ is not int or not -_I64 <= pid < _I64:
                    pid = ident(pid, idents)
                if tid.__class__ is not int or not -_I64 <= tid < _I64:
                    tid = ident(tid, idents)
                total = a.total_allocated
                reserved = a.total_reserved
                dev_key = (dev_type, dev_id)
                code = device_labels.get(dev_key)
                if code is None:
                    code = device_labels[dev_key] = self.device_code(_device_label(
                        0 if dev_type is None else dev_type, -1 if dev_id is None else dev_id))
                mem_rows.append((pid, tid, ts, nbytes,
                                 total if total is not None and -_INF < total < _INF else None,
                                 reserved if reserved is not None and -_INF < reserved < _INF else None, code))
            elif ph == "s" or ph == "f":
                flows.append(ev)
        self._add_flows(flows)
        if cpu_rows:
            kind, name, pid, tid, ts, dur, ext, corr, seq, fwd = zip(*cpu_rows)
            for row, value in shapes.items():
                self.shapes[self.n_cpu + row] = value
            kind = np.array(kind, dtype=np.int8)
            self.cpu_parts.append((
                kind, np.array(name, dtype=np.int64), np.array(pid, dtype=np.int64),
                np.array(tid, dtype=np.int64), np.array(ts, dtype=np.float64), np.array(dur, dtype=np.float64),
                _only(kind, _EXT_KINDS, _id_column_slow(ext)), _only(kind, _CORR_KINDS, _id_column_slow(corr)),
                _only(kind, _SEQ_KINDS, _id_column_slow(seq)), _only(kind, _SEQ_KINDS, _id_column_slow(fwd))))
            self.n_cpu += len(cpu_rows)
        if gpu_rows:
            kind, name, device, stream, ts, dur, corr, grid, block, numbers = zip(*gpu_rows)
            self.gpu_parts.append((
                np.array(kind, dtype=np.int8), np.array(name, dtype=np.int64), np.array(device, dtype=np.int64),
                np.array(stream, dtype=np.int64), np.array(ts, dtype=np.float64), np.array(dur, dtype=np.float64),
                np.array(corr, dtype=np.int64), np.array(grid, dtype=np.int64), np.array(block, dtype=np.int64),
                np.array(numbers, dtype=np.float64).reshape(-1, len(_CONFIG_KEYS))))
            self.n_gpu += len(gpu_rows)
        if mem_rows:
            pid, tid, ts, nbytes, total, reserved, device = zip(*mem_rows)
            self.mem_parts.append((
                np.array(pid, dtype=np.int64), np.array(tid, dtype=np.int64), np.array(ts, dtype=np.float64),
                np.array(nbytes, dtype=np.float64), _opt_float_column_slow(total),
                _opt_float_column_slow(reserved), np.array(device, dtype=np.int64)))
            self.n_mem += len(mem_rows)

    _PART_FIELDS = ("strings", "shapes", "cpu_parts", "mem_parts", "n_cpu", "n_mem", "gpu_parts", "n_gpu",
                    "dims_texts", "gpu_labels", "fwdbwd", "skipped_time", "bad", "first_bad", "device_names")

    def export(self) -> dict:
        """What a part folded elsewhere contributes (see merge)."""
        return {f: getattr(self, f) for f in self._PART_FIELDS}

    def merge(self, part: dict) -> None:
        """Append a part folded on its own (string and device numbers renumbered)."""
        strings = part["strings"]
        remap = np.fromiter(map(self.intern, strings), dtype=np.int64, count=len(strings))
        devices = np.fromiter(map(self.device_code, part["device_names"]), dtype=np.int64,
                              count=len(part["device_names"]))
        for row, value in part["shapes"].items():
            self.shapes[self.n_cpu + row] = value
        for cols in part["cpu_parts"]:
            self.cpu_parts.append(cols[:1] + (remap[cols[1]],) + cols[2:])
        for cols in part["mem_parts"]:
            self.mem_parts.append(cols[:6] + (devices[cols[6]],))
        self.n_cpu += part["n_cpu"]
        self.n_mem += part["n_mem"]
        dims = np.fromiter(map(self.dims_id, part["dims_texts"]), dtype=np.int64, count=len(part["dims_texts"]))

        def renumber(ids):
            return np.where(ids >= 0, dims[np.maximum(ids, 0)], ids) if len(dims) else ids

        for cols in part["gpu_parts"]:
            self.gpu_parts.append(cols[:1] + (remap[cols[1]],) + cols[2:7] + (renumber(cols[7]), renumber(cols[8]))
                                  + cols[9:])
        self.n_gpu += part["n_gpu"]
        self.gpu_labels.extend(part["gpu_labels"])
        self.fwdbwd.extend(part["fwdbwd"])
        self.skipped_time += part["skipped_time"]
        self.bad += part["bad"]
        self.first_bad = self.first_bad or part["first_bad"]

    def finish(self, device_structs: list, warnings: list, event_count: int) -> TraceData:
        if self.skipped_time:
            warnings.append(f"{self.path}: skipped {self.skipped_time} event(s) with missing, negative or "
                            "non-finite ts/dur")
        devices = [
            {f: (getattr(d, f) if f == "name" else _num(getattr(d, f))) for f in DeviceProperties.__struct_fields__}
            for d in device_structs
        ]
        cpu = CpuEvents()
        if self.cpu_parts:
            cols = [np.concatenate(c) for c in zip(*self.cpu_parts)]
            cpu = CpuEvents(*cols)
        cpu.shapes = self.shapes
        mem = MemoryEvents()
        if self.mem_parts:
            mem = MemoryEvents(*[np.concatenate(c) for c in zip(*self.mem_parts)])
        mem.device_names = self.device_names
        gpu = GpuEvents()
        if self.gpu_parts:
            kind, name, device, stream, ts, dur, corr, grid, block, numbers = (
                np.concatenate(c) for c in zip(*self.gpu_parts))
            gpu = GpuEvents(kind=kind, name=name, device=device, stream=stream, ts=ts, dur=dur, corr=corr,
                            config=LaunchConfigs(grid, block, numbers, self.dims))
        self.cpu_parts = self.mem_parts = self.gpu_parts = None
        return TraceData(path=self.path, strings=self.strings, cpu=cpu, gpu=gpu,
                         gpu_labels=self.gpu_labels, memory=mem, fwdbwd=self.fwdbwd, devices=devices,
                         warnings=warnings, event_count=event_count)


_DEVICE_TYPES = {0: "cpu", 1: "cuda", 2: "mkldnn", 3: "opengl", 4: "opencl", 5: "ideep", 6: "hip", 8: "fpga",
                 9: "maia", 10: "xla", 11: "vulkan", 12: "metal", 13: "xpu", 14: "mps", 15: "meta", 16: "hpu",
                 17: "ve", 18: "lazy", 19: "ipu", 20: "mtia", 21: "privateuseone"}


def _device_label(dev_type: int, dev_id: int) -> str:
    kind = _DEVICE_TYPES.get(dev_type, f"device{dev_type}")
    return kind if dev_id < 0 else f"{kind}:{dev_id}"
