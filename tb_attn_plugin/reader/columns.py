"""The columnar form of a trace: what the reader produces and everything after it reads.

Host interval events (ops, labels, module calls, launches), device activities (kernels,
copies, sets) and memory instants each become a table of NumPy columns, one row per
event; names are ids into ``TraceData.strings``; an absent id is NONE_ID. An integer column
that holds one value in every row (a CPU trace's correlation ids, all absent) is that value
stored once and repeated, read-only (fold.one_value): integer columns are never written to.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import NamedTuple, Optional

import numpy as np

# Kinds of host-side interval events.
OP, LABEL, MODULE, LAUNCH = 0, 1, 2, 3
# Kinds of device-side activities.
KERNEL, MEMCPY, MEMSET = 0, 1, 2

# An absent id (external id, correlation, sequence number, ...) in the int64 id columns.
NONE_ID = -(2**63)

# One launch configuration number per kernel: (key in the report, attribute of the args
# struct). grid and block, launch dimensions, are kept apart (see LaunchConfigs).
LAUNCH_NUMBERS = (
    ("registers_per_thread", "registers"),
    ("shared_memory", "shared_memory"),
    ("blocks_per_sm", "blocks_per_sm"),
    ("warps_per_sm", "warps_per_sm"),
    ("occupancy", "occupancy"),
)
CONFIG_ATTRS = tuple(attr for _, attr in LAUNCH_NUMBERS)
# then what limits its occupancy, from Kineto's "occupancy" object (schema.occupancy_numbers):
# kept in the same numbers, given by LaunchConfigs.get only where the trace has them
OCCUPANCY_KEYS = (
    "limiting_factors",
    "active_blocks_per_sm",
    "block_limit_registers",
    "block_limit_shared_memory",
    "block_limit_warps",
    "block_limit_blocks",
    "block_limit_barriers",
)
CONFIG_KEYS = tuple(key for key, _ in LAUNCH_NUMBERS) + OCCUPANCY_KEYS
NO_CONFIG = -2  # a dims id for rows without a launch configuration (not kernels, no args)


def name_hits(strings: list, name_ids: np.ndarray, test) -> np.ndarray:
    """test(name) for each row's name, evaluated once per distinct name: the names present
    are marked in a table over the strings and looked up (linear; sorting the ids to find
    the distinct ones was an eighth of a 150 MB trace's analysis). name_hits_reference is
    the same by np.unique."""
    if not len(name_ids):
        return np.zeros(0, dtype=bool)
    size = len(strings)
    if int(name_ids.min()) < 0 or int(name_ids.max()) >= size:  # (not string ids: never seen)
        return name_hits_reference(strings, name_ids, test)
    table = np.zeros(size, dtype=bool)
    table[name_ids] = True
    present = np.flatnonzero(table)
    table[present] = [bool(test(strings[i])) for i in present.tolist()]
    return table[name_ids]


def ops_named(cpu: CpuEvents, strings: list, test) -> np.ndarray:
    """The op rows (kind OP) whose name passes test, in row order. Every host row's name is
    looked up (name_hits) and masked by kind: no array of every op's row number and name is
    made (at 10 GB, 0.19 GB each time a pass asked)."""
    if not len(cpu):
        return np.empty(0, dtype=np.int64)
    return np.flatnonzero((cpu.kind == OP) & name_hits(strings, cpu.name, test))


def name_hits_reference(strings: list, name_ids: np.ndarray, test) -> np.ndarray:
    """name_hits by sorting: the distinct ids by np.unique, each tested, spread back."""
    if not len(name_ids):
        return np.zeros(0, dtype=bool)
    unique, inverse = np.unique(name_ids, return_inverse=True)
    hits = np.array([bool(test(strings[i])) for i in unique.tolist()], dtype=bool)
    return hits[inverse.reshape(-1)]


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
    # launches: the kernel's name id where the launch event names it (NONE_ID: not named)
    launch_kernel: np.ndarray = field(default_factory=lambda: _empty(np.int64))
    # row -> (input dims, input types, concrete inputs) for the ops patterns.keeps_input_shapes names
    shapes: dict = field(default_factory=dict)

    def __len__(self) -> int:
        return len(self.ts)


class LaunchConfigs:
    """Kernel launch configurations as columns: grid and block as ids into dims (a decoded
    [x, y, z] or None; NO_CONFIG where the row has no configuration), the numbers (in
    CONFIG_KEYS order) as
    floats with NaN for absent (a JSON number is never NaN). get(row) gives the dict the
    report shows; only the few kernels that head a group are ever asked for."""

    def __init__(self, grid=None, block=None, numbers=None, dims=None):
        self.grid = _empty(np.int64) if grid is None else grid
        self.block = _empty(np.int64) if block is None else block
        self.numbers = np.empty((0, len(CONFIG_KEYS))) if numbers is None else numbers
        self.dims = dims or []

    def get(self, row: int) -> Optional[dict]:
        if not 0 <= row < len(self.grid) or self.grid[row] == NO_CONFIG:
            return None
        config = {"grid": self._dims(self.grid[row]), "block": self._dims(self.block[row])}
        values = self.numbers[row].tolist()
        limits = len(LAUNCH_NUMBERS)
        for key, value in zip(CONFIG_KEYS[:limits], values):
            config[key] = None if value != value else value
        if any(v == v for v in values[limits:]):  # (the occupancy object: only where recorded)
            for key, value in zip(OCCUPANCY_KEYS, values[limits:]):
                config[key] = None if value != value else value
        return config

    def _dims(self, i) -> Optional[list]:
        dims = self.dims[i]
        return list(dims) if dims is not None else None

    def __eq__(self, other) -> bool:
        return (
            isinstance(other, LaunchConfigs)
            and len(self.grid) == len(other.grid)
            and all(self.get(r) == other.get(r) for r in range(len(self.grid)))
        )


@dataclass
class GpuEvents:
    kind: np.ndarray = field(default_factory=lambda: _empty(np.int8))
    name: np.ndarray = field(default_factory=lambda: _empty(np.int64))
    device: np.ndarray = field(default_factory=lambda: _empty(np.int64))
    stream: np.ndarray = field(default_factory=lambda: _empty(np.int64))
    ts: np.ndarray = field(default_factory=lambda: _empty(np.float64))
    dur: np.ndarray = field(default_factory=lambda: _empty(np.float64))
    corr: np.ndarray = field(default_factory=lambda: _empty(np.int64))  # NONE_ID: absent
    # a graph-replayed row's CUDA graph annotation (its "name", torch.cuda.graph_annotations):
    # a name id, NONE_ID where none; and its phase: 1 backward ("autograd_phase"), 0 not, -1 none
    annotation: np.ndarray = field(default_factory=lambda: _empty(np.int64))
    annotation_phase: np.ndarray = field(default_factory=lambda: _empty(np.int8))
    # a collective kernel's "Collective name" (the op PyTorch's c10d recorded it under:
    # "allreduce", "_allgather_base", ...): a name id, NONE_ID where none
    collective: np.ndarray = field(default_factory=lambda: _empty(np.int64))
    # launch configurations (kernels with args only): config.get(row) -> dict or None
    config: LaunchConfigs = field(default_factory=lambda: LaunchConfigs())

    def __len__(self) -> int:
        return len(self.ts)


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
class FrameEvents:
    """Python frames, "file.py(line): func" (category python_function, recorded with
    with_stack=True), of the user's code or a library's (not torch's machinery nor the
    standard library: patterns.frame_kind), that enclose a label, a module call, an op
    whose shapes are kept or a kernel's launch (the only rows an analysis may call attention,
    or a GEMM inside it; a launch no op encloses is a call made from Python): the reader drops
    the others, most of a trace with stacks."""

    name: np.ndarray = field(default_factory=lambda: _empty(np.int64))  # index into TraceData.strings
    pid: np.ndarray = field(default_factory=lambda: _empty(np.int64))
    tid: np.ndarray = field(default_factory=lambda: _empty(np.int64))
    ts: np.ndarray = field(default_factory=lambda: _empty(np.float64))
    dur: np.ndarray = field(default_factory=lambda: _empty(np.float64))
    # such frames the trace held before the drop (0: recorded without with_stack)
    recorded: int = 0

    def __len__(self) -> int:
        return len(self.ts)


class GpuLabel(NamedTuple):
    """Kineto's GPU span of a record_function label (category gpu_user_annotation)."""

    name: str
    device: int
    ts: float
    dur: float
    external_id: Optional[int]  # the label's host event has the same external id


@dataclass
class FlowEnds:
    """The ends of fwdbwd flows, one row each: a start ("s") at the forward op, a finish
    ("f") at the backward op. Columns, not an object per end: a 10 GB trace holds millions.
    A flow's id is an int as written, or for an id written as text its number by
    schema.ident (the number a numeric text gives, a hash's negative otherwise), so that
    pieces folded in two processes agree."""

    id: np.ndarray = field(default_factory=lambda: _empty(np.int64))
    start: np.ndarray = field(default_factory=lambda: _empty(np.bool_))  # "s" (else "f")
    pid: np.ndarray = field(default_factory=lambda: _empty(np.int64))
    tid: np.ndarray = field(default_factory=lambda: _empty(np.int64))
    ts: np.ndarray = field(default_factory=lambda: _empty(np.float64))

    def __len__(self) -> int:
        return len(self.ts)


@dataclass
class TraceData:
    """One trace, read: what the model and the analyses are built from."""

    path: str
    strings: list  # every name, by id (the name columns hold ids)
    cpu: CpuEvents
    gpu: GpuEvents
    gpu_labels: list  # GpuLabel
    memory: MemoryEvents
    fwdbwd: FlowEnds
    devices: list  # dicts from deviceProperties
    warnings: list
    event_count: int
    distributed: Optional[dict] = None  # {rank, world_size, backend} from distributedInfo
    torch_threads: Optional[int] = None  # torch's CPU threads as tb-attn's recorder says (fold.recorded_threads)
    # what merging a graph capture into this replay did (reader/capture.py); None: no capture
    capture_merge: Optional[dict] = None
    frames: FrameEvents = field(default_factory=FrameEvents)


_RUNTIME_2021 = "Runtime"


# c10::DeviceType, by number (memory events carry "Device Type" as this number).
DEVICE_TYPES = {
    0: "cpu",
    1: "cuda",
    2: "mkldnn",
    3: "opengl",
    4: "opencl",
    5: "ideep",
    6: "hip",
    7: "fpga",
    8: "maia",
    9: "xla",
    10: "vulkan",
    11: "metal",
    12: "xpu",
    13: "mps",
    14: "meta",
    15: "hpu",
    16: "ve",
    17: "lazy",
    18: "ipu",
    19: "mtia",
    20: "privateuseone",
}


def device_label(dev_type: int, dev_id: int) -> str:
    kind = DEVICE_TYPES.get(dev_type, f"device{dev_type}")
    return kind if dev_id < 0 else f"{kind}:{dev_id}"
