"""Parts: what one piece folds into, as columns (fold.py, and scan.py's native fold), before
the collector joins them into the columns of columns.py.

Names and devices in a part are numbered by the collector that folded it, so that a part
folded in the helper process can be merged in file order (fold.Collector.merge).
"""

from __future__ import annotations

from typing import NamedTuple

import numpy as np


class CpuPart(NamedTuple):
    """Host rows of one piece as columns, named as CpuEvents' columns."""

    kind: np.ndarray
    name: np.ndarray
    pid: np.ndarray
    tid: np.ndarray
    ts: np.ndarray
    dur: np.ndarray
    ext_id: np.ndarray
    corr: np.ndarray
    seq: np.ndarray
    fwd_tid: np.ndarray
    launch_kernel: np.ndarray


class GpuPart(NamedTuple):
    """Device rows of one piece as columns: GpuEvents' columns, then the launch configuration's."""

    kind: np.ndarray
    name: np.ndarray
    device: np.ndarray
    stream: np.ndarray
    ts: np.ndarray
    dur: np.ndarray
    corr: np.ndarray
    annotation: np.ndarray  # name ids (NONE_ID: none)
    annotation_phase: np.ndarray
    collective: np.ndarray  # name ids (NONE_ID: none)
    grid: np.ndarray  # ids into the collector's dims
    block: np.ndarray
    numbers: np.ndarray  # (rows, CONFIG_KEYS)


class FramePart(NamedTuple):
    """Python code frames of one piece as columns, named as FrameEvents' columns, but for
    their names: ids into the part's own distinct names (names), interned only for the
    frames finish() keeps, so that most frames never touch the collector's strings."""

    name: np.ndarray  # index into names
    names: list
    pid: np.ndarray
    tid: np.ndarray
    ts: np.ndarray
    dur: np.ndarray


class FlowPart(NamedTuple):
    """fwdbwd flow ends of one piece as columns, named as FlowEnds' columns."""

    id: np.ndarray
    start: np.ndarray
    pid: np.ndarray
    tid: np.ndarray
    ts: np.ndarray


class MemoryPart(NamedTuple):
    """Memory instants of one piece as columns, named as MemoryEvents' columns."""

    pid: np.ndarray
    tid: np.ndarray
    ts: np.ndarray
    bytes: np.ndarray
    total_allocated: np.ndarray
    total_reserved: np.ndarray
    device: np.ndarray  # codes into the collector's device_names
