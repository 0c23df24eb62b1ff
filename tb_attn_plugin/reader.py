"""Reader: trace file bytes -> typed, columnar events.

Kineto traces are decoded with msgspec into small typed structs that name only
the fields the analyses use; everything else in the file is skipped by the
decoder. The structs are then folded into columns (``TraceData``) and dropped,
so no per-event Python object outlives the read.
"""

from __future__ import annotations

import gc
import gzip
import math
import os
import time
import zlib
from dataclasses import dataclass, field
from typing import Any, Optional, Union

import msgspec

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
    ("external_id", "External id", "int"),
    ("external_id_2021", "external id", "int"),
    ("correlation", "correlation", "int"),
    ("sequence_number", "Sequence number", "int"),
    ("fwd_thread_id", "Fwd thread id", "int"),
    ("input_dims", "Input Dims", "raw"),
    ("input_dims_old", "Input dims", "raw"),
    ("input_type", "Input type", "raw"),
    ("concrete_inputs", "Concrete Inputs", "raw"),
    ("device", "device", "id"),
    ("stream", "stream", "id"),
    ("grid", "grid", "raw"),
    ("block", "block", "raw"),
    ("registers", "registers per thread", "float"),
    ("shared_memory", "shared memory", "float"),
    ("blocks_per_sm", "blocks per SM", "float"),
    ("warps_per_sm", "warps per SM", "float"),
    ("occupancy", "est. achieved occupancy %", "float"),
    ("total_allocated", "Total Allocated", "float"),
    ("total_reserved", "Total Reserved", "float"),
    ("bytes", "Bytes", "float"),
    ("device_type", "Device Type", "int"),
    ("device_id", "Device Id", "int"),
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


class StrictEvent(msgspec.Struct, gc=False):
    ph: str = ""
    cat: str = ""
    name: str = ""
    pid: Union[int, str, None] = None
    tid: Union[int, str, None] = None
    ts: Float = None
    dur: Float = None
    id: Union[int, str, None] = None
    # raw: decoded later, in one batch, for the events that are kept
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


@dataclass
class CpuEvents:
    """Host interval events (ops, labels, module calls, launches), one list per column."""

    kind: list = field(default_factory=list)
    name: list = field(default_factory=list)  # index into TraceData.strings
    pid: list = field(default_factory=list)
    tid: list = field(default_factory=list)
    ts: list = field(default_factory=list)
    dur: list = field(default_factory=list)
    ext_id: list = field(default_factory=list)
    corr: list = field(default_factory=list)
    seq: list = field(default_factory=list)
    fwd_tid: list = field(default_factory=list)
    # row -> (input dims, input types, concrete inputs) for attention ops only
    shapes: dict = field(default_factory=dict)

    def __len__(self) -> int:
        return len(self.ts)


@dataclass
class GpuEvents:
    kind: list = field(default_factory=list)
    name: list = field(default_factory=list)
    device: list = field(default_factory=list)
    stream: list = field(default_factory=list)
    ts: list = field(default_factory=list)
    dur: list = field(default_factory=list)
    corr: list = field(default_factory=list)
    # row -> launch configuration dict, kernels only
    config: dict = field(default_factory=dict)

    def __len__(self) -> int:
        return len(self.ts)


@dataclass
class MemoryEvents:
    pid: list = field(default_factory=list)
    tid: list = field(default_factory=list)
    ts: list = field(default_factory=list)
    bytes: list = field(default_factory=list)
    total_allocated: list = field(default_factory=list)  # None where the trace has none (2021)
    total_reserved: list = field(default_factory=list)
    device: list = field(default_factory=list)  # "cpu" or "cuda:N"

    def __len__(self) -> int:
        return len(self.ts)


@dataclass
class TraceData:
    path: str
    strings: list
    cpu: CpuEvents
    gpu: GpuEvents
    gpu_labels: list  # (name, device, ts, dur, external id)
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
    ("stream 7", "Spans") elsewhere. Map all of them onto ints, names onto negatives."""
    if isinstance(value, int) and not isinstance(value, bool) and -_I64 <= value < _I64:
        return value
    if isinstance(value, float) and value.is_integer() and -_I64 <= value < _I64:
        return int(value)
    if isinstance(value, str):
        if value.isdigit() and len(value) < 19:
            return int(value)
        return idents.setdefault(value, -1 - len(idents))
    return idents.setdefault(repr(value), -1 - len(idents))


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


def read_bytes(path: str, max_bytes: int = 0) -> bytes:
    """The uncompressed bytes of a trace file (gzip detected by its magic number), refusing
    more than max_bytes (a gzip bomb stops at the limit, not at the end of memory)."""
    too_big = f"{path}: larger than the {max_bytes / 2**20:,.0f} MiB limit uncompressed (see --attention_max_trace_mb)"
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
    data = read_bytes(path, limits.max_bytes)
    gc_was_enabled = gc.isenabled()
    # Millions of small acyclic objects: the cyclic collector only costs time here.
    gc.disable()
    try:
        return _read_from_bytes(path, data, limits, deadline)
    except RecursionError:
        raise TraceReadError(f"{path}: JSON nested too deeply to be a trace") from None
    finally:
        if gc_was_enabled:
            gc.enable()


# Events are decoded in chunks: the file is first split into raw event slices (cheap, no
# objects per field), then each chunk is decoded into typed structs, folded into columns
# and dropped. Peak memory is the file, the slices and one chunk, not one struct per event.
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
    bad = 0
    first_bad = None
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
                    if ev.cat == "python_function" and not ev.name.startswith("nn.Module: "):
                        continue
                elif ph != "i" and ph != "I" and ph != "s" and ph != "f":
                    continue
                kept.append(ev)
            args = strict_args(b"[" + b",".join([ev.args for ev in kept]) + b"]")
            collector.add(kept, args)
        except (msgspec.ValidationError, msgspec.DecodeError, RecursionError):
            # some event in this chunk has a field of an unexpected type: event by event,
            # with numbers accepted as strings, and the unusable ones skipped
            events, args = [], []
            for raw in chunk:
                try:
                    ev, a = _coerce(_LENIENT_EVENT.decode(raw))
                except (msgspec.ValidationError, msgspec.DecodeError, RecursionError) as err:
                    bad += 1
                    first_bad = first_bad or str(err)
                    continue
                events.append(ev)
                args.append(a)
            collector.add(events, args)
        del events
    devices = []
    for raw in envelope.deviceProperties:
        try:
            devices.append(msgspec.json.decode(raw, type=DeviceProperties))
        except (msgspec.ValidationError, msgspec.DecodeError) as err:
            bad += 1
            first_bad = first_bad or f"deviceProperties: {err}"
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
_GPU_CATEGORIES = {"kernel": KERNEL, "Kernel": KERNEL, "gpu_memcpy": MEMCPY, "Memcpy": MEMCPY,
                   "gpu_memset": MEMSET, "Memset": MEMSET}


class _Collector:
    """Folds decoded events into columns, chunk after chunk."""

    def __init__(self, path: str):
        self.path = path
        self.strings: list = []
        self.string_ids: dict = {}
        self.idents: dict = {}
        self.cpu, self.gpu, self.mem = CpuEvents(), GpuEvents(), MemoryEvents()
        self.gpu_labels: list = []
        self.fwdbwd: list = []
        self.skipped_time = 0
        self.op_is_attention: dict = {}
        self.category_kind: dict = {}
        self.device_labels: dict = {}

    def intern(self, s: str) -> int:
        i = self.string_ids.get(s)
        if i is None:
            i = self.string_ids[s] = len(self.strings)
            self.strings.append(s)
        return i

    def _host_kind(self, cat: str, name: str):
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
            return MODULE if name.startswith("nn.Module: ") else None
        if _is_launch_category(cat):
            return LAUNCH
        return None

    def add(self, events: list, args: list) -> None:
        """Fold events (with their decoded args, one per event) into the columns. Values are
        of the strict types here: lenient events are coerced first (_coerce)."""
        cpu, gpu = self.cpu, self.gpu
        # one tuple per row, folded into the columns at the end of the chunk: cheaper than an
        # append per column, and the tuples never outlive one chunk
        cpu_rows, mem_rows = [], []
        cpu_base = len(cpu.ts)
        intern, ident, idents = self.intern, _ident, self.idents
        gpu_categories = _GPU_CATEGORIES
        device_labels = self.device_labels
        for ev, a in zip(events, args):
            ph = ev.ph
            if ph == "X":
                cat = ev.cat
                if cat == "python_function" and not ev.name.startswith("nn.Module: "):
                    continue  # the commonest event, and the only Python frames used are module calls
                ts, dur = ev.ts, ev.dur
                if ts is None or dur is None or not (-_INF < ts < _INF) or not (0 <= dur < _INF):
                    if cat:
                        self.skipped_time += 1
                    continue
                kind = gpu_categories.get(cat)
                if kind is not None:
                    row = len(gpu.ts)
                    gpu.kind.append(kind)
                    gpu.name.append(intern(ev.name))
                    gpu.ts.append(ts)
                    gpu.dur.append(dur)
                    if a is None:
                        gpu.device.append(0)
                        gpu.stream.append(ident(ev.tid, idents))
                        gpu.corr.append(None)
                        continue
                    device, stream = _int(a.device), _int(a.stream)
                    gpu.device.append(device if device is not None else ident(ev.pid, idents))
                    gpu.stream.append(stream if stream is not None else ident(ev.tid, idents))
                    gpu.corr.append(a.correlation)
                    if kind == KERNEL:
                        gpu.config[row] = {
                            "grid": _decode_dims(a.grid),
                            "block": _decode_dims(a.block),
                            "registers_per_thread": a.registers,
                            "shared_memory": a.shared_memory,
                            "blocks_per_sm": a.blocks_per_sm,
                            "warps_per_sm": a.warps_per_sm,
                            "occupancy": a.occupancy,
                        }
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
                    kind = self.category_kind[key] = self._host_kind(cat, ev.name)
                if kind is None:
                    continue
                row = cpu_base + len(cpu_rows)
                name_id = intern(ev.name)
                pid, tid = ev.pid, ev.tid
                if pid.__class__ is not int or not -_I64 <= pid < _I64:
                    pid = ident(pid, idents)
                if tid.__class__ is not int or not -_I64 <= tid < _I64:
                    tid = ident(tid, idents)
                if a is None:
                    cpu_rows.append((kind, name_id, pid, tid, ts, dur, None, None, None, None))
                    continue
                ext = a.external_id if a.external_id is not None else a.external_id_2021
                cpu_rows.append((kind, name_id, pid, tid, ts, dur, ext, a.correlation, a.sequence_number,
                                 a.fwd_thread_id))
                if kind == OP:
                    is_attn = self.op_is_attention.get(name_id)
                    if is_attn is None:
                        is_attn = self.op_is_attention[name_id] = patterns.is_attention_op_name(ev.name)
                    if is_attn:
                        cpu.shapes[row] = (
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
                label = device_labels.get(dev_key)
                if label is None:
                    label = device_labels[dev_key] = _device_label(0 if dev_type is None else dev_type,
                                                                   -1 if dev_id is None else dev_id)
                mem_rows.append((pid, tid, ts, nbytes,
                                 total if total is not None and -_INF < total < _INF else None,
                                 reserved if reserved is not None and -_INF < reserved < _INF else None, label))
            elif ph == "s" or ph == "f":
                if ev.cat != "fwdbwd" or ev.id is None:
                    continue
                ts = ev.ts
                if ts is None or not (-_INF < ts < _INF):
                    continue
                self.fwdbwd.append((ev.id, ph, ident(ev.pid, idents), ident(ev.tid, idents), ts))
        self._fold(cpu_rows, mem_rows)

    def _fold(self, cpu_rows: list, mem_rows: list) -> None:
        cpu, mem = self.cpu, self.mem
        if cpu_rows:
            for column, values in zip((cpu.kind, cpu.name, cpu.pid, cpu.tid, cpu.ts, cpu.dur, cpu.ext_id, cpu.corr,
                                       cpu.seq, cpu.fwd_tid), zip(*cpu_rows)):
                column.extend(values)
        if mem_rows:
            for column, values in zip((mem.pid, mem.tid, mem.ts, mem.bytes, mem.total_allocated, mem.total_reserved,
                                       mem.device), zip(*mem_rows)):
                column.extend(values)

    def finish(self, device_structs: list, warnings: list, event_count: int) -> TraceData:
        if self.skipped_time:
            warnings.append(f"{self.path}: skipped {self.skipped_time} event(s) with missing, negative or "
                            "non-finite ts/dur")
        devices = [
            {f: (getattr(d, f) if f == "name" else _num(getattr(d, f))) for f in DeviceProperties.__struct_fields__}
            for d in device_structs
        ]
        return TraceData(path=self.path, strings=self.strings, cpu=self.cpu, gpu=self.gpu,
                         gpu_labels=self.gpu_labels, memory=self.mem, fwdbwd=self.fwdbwd, devices=devices,
                         warnings=warnings, event_count=event_count)


_DEVICE_TYPES = {0: "cpu", 1: "cuda", 2: "mkldnn", 3: "opengl", 4: "opencl", 5: "ideep", 6: "hip", 8: "fpga",
                 9: "maia", 10: "xla", 11: "vulkan", 12: "metal", 13: "xpu", 14: "mps", 15: "meta", 16: "hpu",
                 17: "ve", 18: "lazy", 19: "ipu", 20: "mtia", 21: "privateuseone"}


def _device_label(dev_type: int, dev_id: int) -> str:
    kind = _DEVICE_TYPES.get(dev_type, f"device{dev_type}")
    return kind if dev_id < 0 else f"{kind}:{dev_id}"
