"""Number and array helpers the analysis passes share.

Sums are added in row order (``np.bincount`` adds its weights in order, as a Python loop
would), so that a total does not depend on how a pass groups its rows. A ratio is None
whenever it is not a finite number: the report is JSON, which has no infinity.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator
from typing import Any, Optional

import numpy as np

# (defined beside the name columns: the reader's capture merge asks it too)
from ..reader.columns import name_hits as name_hits
from ..reader.columns import ops_named as ops_named


class PerShape:
    """fn(op, shapes), worked out once per (op, shape object): the reader keeps one object per
    distinct shape text (fold.shape_of), so the calls of one layer share theirs. Each object
    is held with its answer, so no identity is reused while this lives."""

    def __init__(self, fn: Callable[[str, Any], Any]):
        self.fn = fn
        self.known: dict = {}

    def __call__(self, op: str, shapes: Any) -> Any:
        key = (op, id(shapes))
        held = self.known.get(key)
        if held is None:
            held = self.known[key] = (shapes, self.fn(op, shapes))
        return held[1]


def ratio(numerator: float, denominator: float, digits: int = 6) -> Optional[float]:
    """numerator / denominator rounded, or None where the denominator is not positive or the
    quotient is not finite (a step of 2e-309 µs makes any share infinite)."""
    if not denominator > 0:
        return None
    value = numerator / denominator
    return round(value, digits) if math.isfinite(value) else None


def keep_digits(value: float, decimals: int = 3, significant: int = 3) -> float:
    """value rounded to decimals places, or to more where that keeps fewer than significant
    digits (a CPU's 0.0004 TFLOP/s stays 0.0004, not 0.0)."""
    if not value or not math.isfinite(value):
        return value
    magnitude = math.floor(math.log10(abs(value)))
    return round(value, max(decimals, significant - 1 - magnitude))


def tflops(flops: Optional[float], us: Optional[float]) -> Optional[float]:
    """Achieved TFLOP/s of flops done in us microseconds; None where either is missing."""
    if not flops or not us or not us > 0:
        return None
    value = flops / (us * 1e-6) / 1e12
    return keep_digits(value) if math.isfinite(value) else None


def tbps(total_bytes: Optional[float], us: Optional[float]) -> Optional[float]:
    """Achieved TB/s of total_bytes moved in us microseconds; None where either is missing."""
    if not total_bytes or not us or not us > 0:
        return None
    value = total_bytes / (us * 1e-6) / 1e12
    return round(value, 6) if math.isfinite(value) else None


def sums(index: np.ndarray, weights: np.ndarray, size: int) -> np.ndarray:
    """Per index, the sum of its weights added in order (as a Python loop would)."""
    if not len(index):
        return np.zeros(size)
    return np.bincount(index, weights=weights, minlength=size)


def add_sums(target: dict, index: np.ndarray, weights: np.ndarray) -> None:
    """target[i] += the sum of the weights of index i, for every i in index."""
    if not len(index):
        return
    uniq, inverse = np.unique(index, return_inverse=True)
    for u, v in zip(uniq.tolist(), np.bincount(inverse, weights=weights).tolist()):
        target[u] = target.get(u, 0.0) + v


def unit_groups(
    unit: np.ndarray, values: np.ndarray, idx: np.ndarray, key_of: Optional[np.ndarray], nkeys: int
) -> Iterator[tuple]:
    """Units (kernels, or CPU ops) idx grouped by their unit code, and by scope key where
    key_of (one key per idx) is given. Yields (first unit, key or None, count, total, least,
    most) per group, in the order the groups first occur (so rows are created in the order
    a loop would create them), totals added in unit order."""
    group = unit[idx] if key_of is None else unit[idx].astype(np.int64, copy=False) * (nkeys + 1) + key_of
    uniq, first, inverse = distinct(group)
    del group
    v = values[idx]
    totals = sums(inverse, v, len(uniq))
    counts = np.bincount(inverse, minlength=len(uniq))
    least = np.full(len(uniq), np.inf)
    np.minimum.at(least, inverse, v)
    most = np.zeros(len(uniq))
    np.maximum.at(most, inverse, v)
    for u in np.argsort(first, kind="stable").tolist():
        yield (
            int(idx[first[u]]),
            None if key_of is None else int(key_of[first[u]]),
            int(counts[u]),
            float(totals[u]),
            float(least[u]),
            float(most[u]),
        )


# A table over the values' range is made where it is at most this many entries, or at most
# as long as the values: small beside the arrays that sorting them makes.
TABLE_ENTRIES = 1 << 16


def distinct(values: np.ndarray, with_first: bool = True) -> tuple:
    """-> (the distinct values, sorted; the index of each one's first occurrence, or None
    unless with_first; each value's index among them, int32 or int64), as np.unique(values,
    return_index=True, return_inverse=True) gives them (distinct_reference). Integers within a
    range no longer than the values (ids, codes) are looked up in a table over that range,
    without sorting: np.unique sorts a copy and makes four arrays of 8 bytes a value (at 10 GB,
    0.19 GB of the host ops pass's 0.47 GB of temporaries)."""
    if values.ndim != 1 or values.dtype.kind not in "iu" or not len(values):
        return distinct_reference(values, with_first)
    low, high = int(values.min()), int(values.max())
    if high - low >= max(len(values), TABLE_ENTRIES):
        return distinct_reference(values, with_first)
    # (in intp: a small type's values less a negative low can pass its range)
    offset = np.subtract(values, low, dtype=np.intp) if low else values
    present = np.zeros(high - low + 1, dtype=bool)
    present[offset] = True
    uniq = np.flatnonzero(present)
    index = np.int32 if len(values) < 2**31 else np.int64
    position = np.cumsum(present, dtype=index) - 1  # (value - low -> its index among the distinct)
    del present
    inverse = position[offset]
    del position, offset
    uniq = (uniq + low).astype(values.dtype, copy=False)
    if not with_first:
        return uniq, None, inverse
    first = np.full(len(uniq), len(values), dtype=index)
    np.minimum.at(first, inverse, np.arange(len(values), dtype=index))
    return uniq, first.astype(np.intp), inverse


def distinct_reference(values: np.ndarray, with_first: bool = True) -> tuple:
    """distinct by np.unique."""
    if not with_first:
        uniq, inverse = np.unique(values, return_inverse=True)
        return uniq, None, inverse.reshape(-1)
    uniq, first, inverse = np.unique(values, return_index=True, return_inverse=True)
    return uniq, first, inverse.reshape(-1)


def time_text(us: float) -> str:
    """A time as the advice says it: "2.13 ms", or under a millisecond "915.7 µs"."""
    return f"{us / 1000:.2f} ms" if us >= 1000 else f"{us:.1f} µs"


def window_of(start: np.ndarray, end: np.ndarray, ts: np.ndarray) -> np.ndarray:
    """Per time: the index of the window (start[i], end[i]; in start order, none overlapping)
    that holds it, -1 where none does."""
    if not len(start):
        return np.full(len(ts), -1, dtype=np.int64)
    i = np.searchsorted(start, ts, side="right") - 1
    inside = (i >= 0) & (ts <= end[np.maximum(i, 0)])
    return np.where(inside, i, -1)
