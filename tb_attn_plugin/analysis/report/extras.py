"""The tab's extras: what the Memory and Scopes views need of a trace beyond its report
entry, typed, with the one JSON form the cache keeps (no pickles).

Terms:
- instance window: [start µs, end µs, phase name] of one scope instance (forward: its own
  row; backward: an outermost backward op mapped to it), per scope id (a string key, as in
  JSON), in start order; at most MAX_INSTANCES_PER_SCOPE per scope.
- device memory: one device's full allocator series (memory.py's DeviceCurve) with, per
  event, its bytes (negative: freed), the scope id and phase it happened in (-1: outside),
  and the CPU op it happened in (its innermost enclosing op: an index into the device's op
  names, -1 outside every op).
- instance index: every window in start order as arrays, for window queries.
- timeline: the kept windows of scope calls for the Timeline view (timeline.py).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Optional

import numpy as np

from ..context import PHASES
from ..passes.timeline import TimelineStore

_PHASE_CODE = {PHASES[0]: 0, PHASES[1]: 1, None: -1}


@dataclass(frozen=True)
class DeviceMemory:
    ts: np.ndarray  # float64 µs
    allocated: np.ndarray  # float64 bytes after each event
    reserved: Optional[np.ndarray]  # float64 (NaN where not recorded); None where never
    bytes: np.ndarray  # float64 per event
    scope: np.ndarray  # int32 scope id per event (-1: outside attention)
    phase: np.ndarray  # int8 phase code per event (-1: outside)
    ops: list  # the names of the CPU ops the events happened in
    op: np.ndarray  # int32 per event: its op's index in ops (-1: outside every op)
    reconstructed: bool  # the curve was rebuilt from the events' sizes (no totals recorded)


@dataclass(frozen=True)
class InstanceIndex:
    starts: np.ndarray
    ends: np.ndarray
    scope_ids: np.ndarray
    phases: np.ndarray  # phase codes


@dataclass(frozen=True)
class TabExtras:
    scope_names: list
    instances: dict  # str(scope id) -> [[start, end, phase], ...]
    memory: dict  # device name -> DeviceMemory
    timeline: Optional[TimelineStore] = None
    index: InstanceIndex = field(init=False)

    def __post_init__(self):
        object.__setattr__(self, "index", _instance_index(self.instances))

    def windows(self, scope_id: int) -> list:
        return self.instances.get(str(scope_id), [])

    def nbytes(self) -> int:
        """About what the extras take in memory."""
        size = sum(a.nbytes for m in self.memory.values() for a in _arrays(m))
        size += self.timeline.nbytes() if self.timeline is not None else 0
        return size + 100 * sum(len(w) for w in self.instances.values())

    def to_json(self) -> dict:
        memory = {}
        for dev, m in self.memory.items():
            memory[dev] = {
                "ts": m.ts.tolist(),
                "allocated": m.allocated.tolist(),
                "reserved": None if m.reserved is None else [None if r != r else r for r in m.reserved.tolist()],
                "bytes": m.bytes.tolist(),
                "scope": m.scope.tolist(),
                "phase": m.phase.tolist(),
                "ops": m.ops,
                "op": m.op.tolist(),
                "reconstructed": bool(m.reconstructed),
            }
        timeline = self.timeline.to_json() if self.timeline is not None else None
        return {"scope_names": self.scope_names, "instances": self.instances, "memory": memory, "timeline": timeline}

    @classmethod
    def from_json(cls, doc: Any) -> Optional[TabExtras]:
        """The cache's document back into arrays; None when it is not what to_json writes
        (the cache is untrusted input: ids must index the names, phases PHASES)."""
        try:
            names = [str(x) for x in doc["scope_names"]]
            memory = {str(dev): _device_from_json(m, len(names)) for dev, m in doc["memory"].items()}
            if any(m is None for m in memory.values()):
                return None
            instances = {str(k): [[float(a), float(b), str(c)] for a, b, c in v] for k, v in doc["instances"].items()}
            timeline = None
            if doc.get("timeline") is not None:
                timeline = TimelineStore.from_json(doc["timeline"], len(names))
                if timeline is None:
                    return None
            return cls(names, instances, memory, timeline)
        except (KeyError, TypeError, ValueError, AttributeError):
            return None


def _arrays(m: DeviceMemory) -> list:
    return [a for a in (m.ts, m.allocated, m.reserved, m.bytes, m.scope, m.phase, m.op) if a is not None]


def _device_from_json(m: dict, n_names: int) -> Optional[DeviceMemory]:
    n = len(m["ts"])
    out = DeviceMemory(
        ts=np.asarray(m["ts"], dtype=np.float64),
        allocated=np.asarray(m["allocated"], dtype=np.float64),
        reserved=None
        if m["reserved"] is None
        else np.asarray([np.nan if r is None else r for r in m["reserved"]], dtype=np.float64),
        bytes=np.asarray(m["bytes"], dtype=np.float64),
        scope=np.asarray(m["scope"], dtype=np.int32),
        phase=np.asarray(m["phase"], dtype=np.int8),
        ops=[str(x) for x in m["ops"]],
        op=np.asarray(m["op"], dtype=np.int32),
        reconstructed=bool(m["reconstructed"]),
    )
    if any(len(a) != n for a in (out.allocated, out.bytes, out.scope, out.phase, out.op)):
        return None
    if len(out.op) and (out.op.min() < -1 or out.op.max() >= len(out.ops)):
        return None
    if len(out.scope) and (out.scope.min() < -1 or out.scope.max() >= n_names):
        return None
    if len(out.phase) and (out.phase.min() < -1 or out.phase.max() >= len(PHASES)):
        return None
    return out


def _instance_index(instances: dict) -> InstanceIndex:
    rows = sorted(
        (float(s), float(e), int(sid), _PHASE_CODE.get(phase, 0))
        for sid, wins in instances.items()
        for s, e, phase in wins
    )
    return InstanceIndex(
        np.asarray([r[0] for r in rows], dtype=np.float64),
        np.asarray([r[1] for r in rows], dtype=np.float64),
        np.asarray([r[2] for r in rows], dtype=np.int32),
        np.asarray([r[3] for r in rows], dtype=np.int8),
    )
