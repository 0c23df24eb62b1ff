"""Event schemas: the typed structs Kineto events are decoded into, and what each kind of
event is for the fold.

Terms:
- strict types: the fields as Kineto writes them (numbers as numbers); lenient types
  accept numbers written as strings (ROCm writes "stream": "0x0") and are coerced to the
  strict ones (coerce) before the fold.
- narrow struct: the struct of one category that decodes only the fields that category is
  read for (NARROW_CATEGORIES); a tagged decoder decodes a piece as a union of such
  structs tagged by "cat". FastEvent decodes any event with every field read.
- fold code: how the fold takes an event (FOLD_* below, or a host kind OP..LAUNCH): a
  narrow struct carries it as a class attribute, FastEvent works it out per event.
"""

from __future__ import annotations

import hashlib
import math
import re
from typing import TYPE_CHECKING, Any, ClassVar, Optional, Union

import msgspec
import msgspec.structs

from ..names.patterns import MODULE_PREFIX
from .columns import KERNEL, LABEL, LAUNCH, MEMCPY, MEMSET, MODULE, OP

INF = math.inf
I64 = 2**63  # thread and process ids go into int64 arrays


# Numbers sometimes arrive as strings ("stream": "0x0" on ROCm); num() coerces them.
Num = Union[float, str, None]
# An absent raw field; decodes to None.
NULL = msgspec.Raw(b"null")


# The args the analyses read: (attribute, key in the trace, kind). Kinds: "int" and "float"
# are numbers, "id" an int or a name, "raw" JSON kept undecoded (shapes and scalars are
# decoded only for the few ops that need them).
ARG_FIELDS = [
    # In the order Kineto writes them: the decoder looks for the next field first, so
    # matching the file's order makes every key a hit on the first try.
    ("external_id", "External id", "int"),
    # a launch's kernel, where the runtime names it (ROCm does, CUDA does not): what a graph
    # capture records of the kernels it captured, which do not run (reader/capture.py)
    ("kernel", "kernel", "raw"),
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
    # a collective's name, which PyTorch copies from its record_param_comms op onto the NCCL
    # or RCCL kernel ("allreduce", "_allgather_base"): what a kernel named
    # ncclDevKernel_Generic was. Written bare or, since Kineto's typed metadata, quoted once
    # more ("\"allreduce\""): collective_name_id takes both
    ("collective", "Collective name", "raw"),
    # what limits a kernel's occupancy, as Kineto records it since March 2026 (an object:
    # limitingFactors and the block limits; decoded only where present: occupancy_numbers)
    ("occupancy_limits", "occupancy", "raw"),
    # a CUDA graph node's id, and what torch.cuda.graph(..., enable_annotations=True) with
    # mark_kernels(...) attached to it (torch/cuda/_annotate_cuda_graph_trace.py writes the
    # annotation's keys into the replayed kernel's args: "name", and "autograd_phase":
    # "backward" for backward work)
    ("graph_node_id", "graph node id", "int"),
    ("annotation", "name", "raw"),
    ("autograd_phase", "autograd_phase", "raw"),
    ("external_id_2021", "external id", "int"),
    ("input_dims_old", "Input dims", "raw"),
]

# The fast path types the fields as Kineto writes them; a chunk that does not fit is decoded
# again event by event with the lenient types (numbers may be strings) and coerced (coerce).
Float = Optional[float]
Int = Optional[int]
STRICT_TYPES = {"int": Int, "float": Float, "id": Union[int, str, None], "raw": msgspec.Raw}
LENIENT_TYPES = {"int": Num, "float": Num, "id": Union[int, float, str, None], "raw": msgspec.Raw}


def _args_struct(name: str, types: dict):
    return msgspec.defstruct(
        name,
        [
            (attr, types[kind], msgspec.field(name=key, default=NULL if kind == "raw" else None))
            for attr, key, kind in ARG_FIELDS
        ],
        gc=False,
    )


if TYPE_CHECKING:  # built at run time from ARG_FIELDS; a type checker sees a struct
    StrictArgs = msgspec.Struct
    Args = msgspec.Struct
else:
    StrictArgs = _args_struct("StrictArgs", STRICT_TYPES)
    Args = _args_struct("Args", LENIENT_TYPES)

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


class TypedEvent(msgspec.Struct, gc=False):
    """The event fields the analyses read, as Kineto types them."""

    ph: str = ""
    cat: str = ""
    name: str = ""
    pid: Union[int, str, None] = None
    tid: Union[int, str, None] = None
    ts: Float = None
    dur: Float = None
    id: Union[int, str, None] = None


class StrictEvent(TypedEvent, gc=False):
    # raw: decoded later, in one batch, for the events that are kept (the careful read)
    args: msgspec.Raw = NULL


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


STRICT_DECODER = msgspec.json.Decoder(list[StrictEvent])
STRICT_ARGS_DECODER = msgspec.json.Decoder(list[Optional[StrictArgs]])
LENIENT_EVENT_DECODER = msgspec.json.Decoder(Event)


# How the vectorised fold takes each event (see fold_code).
GPU_CATEGORIES = {
    "kernel": KERNEL,
    "Kernel": KERNEL,
    "gpu_memcpy": MEMCPY,
    "Memcpy": MEMCPY,
    "gpu_memset": MEMSET,
    "Memset": MEMSET,
}
# host kinds by category; the other codes say how an "X" event is handled
FOLD_GPU, FOLD_GPU_LABEL, FOLD_PYTHON, FOLD_BY_NAME, FOLD_SKIP = 10, 11, 12, 13, -1
# dispatch codes: an "X" event's category code (host kinds 0-3, FOLD_GPU, ...), or for other
# phases the code of "\0" + ph; FOLD_BY_PHASE: an event of a struct that decodes any phase
# (its code comes from its own category and phase)
FOLD_INSTANT, FOLD_FLOW, FOLD_IGNORE, FOLD_BY_PHASE = 20, 21, -2, 30
_PHASE_CODES = {"\0i": FOLD_INSTANT, "\0I": FOLD_INSTANT, "\0s": FOLD_FLOW, "\0f": FOLD_FLOW}


# 2021 traces file every launch under this one category
_RUNTIME_2021 = "Runtime"


def host_kind(cat: str, name: str):
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
        return MODULE if name.startswith(MODULE_PREFIX) else None
    if is_launch_category(cat):
        return LAUNCH
    return None


def fold_code(key: str) -> int:
    """How the vectorised fold takes an event, by its key: the category of an "X" event, or
    "\0" and the phase of any other."""
    if key[:1] == "\0":
        return _PHASE_CODES.get(key, FOLD_IGNORE)
    if key in GPU_CATEGORIES:
        return FOLD_GPU
    if key == "gpu_user_annotation":
        return FOLD_GPU_LABEL
    if key == "python_function":
        return FOLD_PYTHON
    if key == "Operator":
        return FOLD_BY_NAME
    if not key:
        return FOLD_IGNORE  # no category: not counted even when its times are unusable
    kind = host_kind(key, "")
    return FOLD_SKIP if kind is None else kind


def is_launch_category(cat: str) -> bool:
    return cat.endswith("_runtime") or cat.endswith("_driver") or cat == _RUNTIME_2021


def ident(value: Ident, idents: dict) -> int:
    """Threads and processes are ints in new traces, numeric strings in 2021 ones, names
    ("stream 7", "Spans") elsewhere. Map all of them onto ints, names onto negatives.
    A name's number comes from a hash of it, the same in every process (pieces of one
    file may be folded in two), and is cached in idents."""
    if isinstance(value, int) and not isinstance(value, bool) and -I64 <= value < I64:
        return value
    if isinstance(value, float) and value.is_integer() and -I64 <= value < I64:
        return int(value)
    # (isascii: "²" and other Unicode digits pass isdigit() but are no int() literal)
    if isinstance(value, str) and value.isascii() and value.isdigit() and len(value) < 19:
        return int(value)
    key = value if isinstance(value, str) else repr(value)
    number = idents.get(key)
    if number is None:
        digest = hashlib.blake2b(key.encode("utf-8", "surrogatepass"), digest_size=7).digest()
        number = idents[key] = -1 - int.from_bytes(digest, "little")
    return number


def num(value: Num) -> Optional[float]:
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


def as_int(value: Num) -> Optional[int]:
    v = num(value)
    return int(v) if v is not None else None


def decode_raw(raw: Optional[msgspec.Raw]) -> Any:
    if raw is None or raw is NULL:
        return None
    try:
        return msgspec.json.decode(raw)
    except (msgspec.DecodeError, RecursionError):
        return None


def decode_dims(raw) -> Optional[list]:
    """A launch dimension ([x, y, z] of non-negative integers), or None for anything else."""
    dims = decode_raw(raw)
    if (
        isinstance(dims, list)
        and 1 <= len(dims) <= 3
        and all(isinstance(d, int) and not isinstance(d, bool) and 0 <= d < 2**63 for d in dims)
    ):
        return dims
    return None


def _same(value):
    return value


def coerce(ev: Event):
    """A lenient event as (StrictEvent, StrictArgs or None): numbers written as strings
    become numbers, unusable values become None."""
    strict = StrictEvent(
        ph=ev.ph,
        cat=ev.cat,
        name=ev.name,
        pid=id_value(ev.pid),
        tid=id_value(ev.tid),
        ts=num(ev.ts),
        dur=num(ev.dur),
        id=id_value(ev.id),
    )
    a = ev.args
    if a is None:
        return strict, None
    return strict, StrictArgs(**{attr: _COERCE[kind](getattr(a, attr)) for attr, _, kind in ARG_FIELDS})


def id_value(value):
    """pid, tid, device, stream, flow id: an int, a name, or None."""
    if isinstance(value, float):
        return int(value) if value.is_integer() else repr(value)
    return value


_COERCE = {"int": lambda v: as_int(v), "float": lambda v: num(v), "id": id_value, "raw": _same}


def decode_devices(raws: list):
    devices, bad, first_bad = [], 0, None
    for raw in raws:
        try:
            devices.append(msgspec.json.decode(raw, type=DeviceProperties))
        except (msgspec.ValidationError, msgspec.DecodeError) as err:
            bad += 1
            first_bad = first_bad or f"deviceProperties: {err}"
    return devices, bad, first_bad


class FastEvent(TypedEvent, gc=False):
    # decoded with the event: the streaming read folds whole pieces at once
    args: Optional[StrictArgs] = None
    # how the vectorised fold takes it: by its own category and phase
    fold_code: ClassVar[int] = FOLD_BY_PHASE


FAST_DECODER = msgspec.json.Decoder(list[FastEvent])

RAW_LIST_DECODER = msgspec.json.Decoder(list[msgspec.Raw])


class Envelope(msgspec.Struct, gc=False):
    """A whole trace with its events kept as raw JSON, each decoded later."""

    traceEvents: list[msgspec.Raw]
    deviceProperties: list[msgspec.Raw] = []
    distributedInfo: msgspec.Raw = NULL
    tb_attn: msgspec.Raw = NULL  # what tb-attn's recorder says of the run (fold.recorder_info)


class OccupancyLimits(msgspec.Struct, gc=False):
    """Kineto's per-kernel "occupancy" object (see occupancy_numbers)."""

    limitingFactors: Union[str, list, None] = None
    activeBlocksPerMultiprocessor: Num = None
    blockLimitRegs: Num = None
    blockLimitSharedMem: Num = None
    blockLimitWarps: Num = None
    blockLimitBlocks: Num = None
    blockLimitBarriers: Num = None


# the limiting factors Kineto names, each a bit of the number kept for them
LIMITING_FACTORS = ("REGS", "SMEM", "WARPS", "BLOCKS", "BARRIERS")
_NO_LIMITS = (math.nan,) * 7


def occupancy_numbers(raw) -> tuple:
    """A kernel's "occupancy" object as 7 floats (NaN where absent or unusable): the limiting
    factors as bits of LIMITING_FACTORS (REGS 1, SMEM 2, WARPS 4, BLOCKS 8, BARRIERS 16;
    written as one name, names joined by | or , or a list), the active blocks per SM, then
    the block limits by registers, shared memory, warps, blocks and barriers."""
    if raw is NULL or len(raw) <= 4:
        return _NO_LIMITS
    try:
        o = msgspec.json.decode(raw, type=OccupancyLimits)
    except (msgspec.ValidationError, msgspec.DecodeError):
        return _NO_LIMITS
    names = o.limitingFactors
    words = re.split(r"[|,\s]+", names) if isinstance(names, str) else [str(n) for n in names or ()]
    bits = sum(1 << i for i, f in enumerate(LIMITING_FACTORS) if f in {w.strip().upper() for w in words})
    numbers = [
        num(v)
        for v in (
            o.activeBlocksPerMultiprocessor,
            o.blockLimitRegs,
            o.blockLimitSharedMem,
            o.blockLimitWarps,
            o.blockLimitBlocks,
            o.blockLimitBarriers,
        )
    ]
    return (float(bits) if bits else math.nan, *(math.nan if v is None else v for v in numbers))
