"""Totals by scope: the one way every pass adds rows (kernels, CPU ops, memory events,
windows) to each scope key that encloses them, each row counted once per key however often
the key encloses it.

Terms: a row here is an item with the scope instance it lies in (-1: outside attention), a
code (what it is grouped by within a key: a phase, a unit, a device) and a value. Two
paths give the same totals: pairing every row with the keys of its instance's chain (the
reference; sums added in row order, as the tables always were), and, where pairs would
grow past ChainExpander.TREE_PAIRS (deep nesting: pairs grow in the square of the depth;
or a trace of gigabytes), grouping the rows of the subtrees of each key's outermost instances
(``inclusive_groups``), a run of rows each once rows are sorted by instance. ``RowsInScopes``
picks the path once for a set of rows and hides it from the passes.
"""

from __future__ import annotations

from collections.abc import Iterable

import numpy as np

from .numbers import distinct, unit_groups
from .scopes import ChainExpander, Scopes


class RowsInScopes:
    """Rows, each in one scope instance (or -1), and what they add up to per scope key."""

    def __init__(self, scopes: Scopes, expand: ChainExpander, instances: np.ndarray):
        self.scopes = scopes
        self.nkeys = len(scopes.keys)
        self.instances = np.asarray(instances, dtype=np.int64)
        inside = self.instances >= 0
        chains = np.full(len(self.instances), -1, dtype=np.int64)
        if inside.any():
            chains[inside] = scopes.inst_chain[self.instances[inside]]
        self.tree = expand.tree(chains)
        # pairing: (item, key) once per key of each row's chain (none listed up the tree)
        none = np.zeros(0, dtype=np.int64)
        self.items: np.ndarray
        self.keys: np.ndarray
        self.items, self.keys = (none, none) if self.tree else expand(chains)

    def cells(self, codes: np.ndarray, values: np.ndarray, ncodes: int) -> tuple:
        """-> (rows, total) per (key, code), two (nkeys, ncodes) arrays."""
        counts: np.ndarray
        totals: np.ndarray
        if self.tree:
            counts = np.zeros((self.nkeys, ncodes), dtype=np.int64)
            totals = np.zeros((self.nkeys, ncodes))
            for (key, code), (n, total, *_) in inclusive_groups(self.scopes, self.instances, codes, values).items():
                counts[key, code] = n
                totals[key, code] = total
            return counts, totals
        cell = self.keys * ncodes + np.asarray(codes, dtype=np.int64)[self.items]
        size = self.nkeys * ncodes
        counts = np.bincount(cell, minlength=size).reshape(self.nkeys, ncodes)
        totals = (
            np.bincount(cell, weights=values[self.items], minlength=size) if len(cell) else np.zeros(size)
        ).reshape(self.nkeys, ncodes)
        return counts, totals

    def groups(self, codes: np.ndarray, values: np.ndarray) -> Iterable[tuple]:
        """-> (first row, key, rows, total, least, most) per (key, code) that has rows; a
        group's code is its first row's."""
        if self.tree:
            groups = inclusive_groups(self.scopes, self.instances, codes, values)
            return [(i, key, n, total, lo, hi) for (key, _), (n, total, lo, hi, i) in groups.items()]
        return unit_groups(codes, values, self.items, self.keys, self.nkeys)

    def highest(self, values: np.ndarray) -> np.ndarray:
        """Per key, the highest value of its rows (NaN values and keys without rows: NaN)."""
        best = np.full(self.nkeys, np.nan)
        if self.tree:
            seen = ~np.isnan(values)
            zero = np.zeros(int(seen.sum()), dtype=np.int64)
            for (key, _), agg in inclusive_groups(self.scopes, self.instances[seen], zero, values[seen]).items():
                best[key] = agg[3]
            return best
        np.fmax.at(best, self.keys, values[self.items])
        return best


def inclusive_groups(scopes: Scopes, inst_ids: np.ndarray, codes: np.ndarray, values: np.ndarray) -> dict:
    """Per (scope key, group code): [count, sum, least, most, first item] of the items (one
    instance, code and value each; instance -1: outside attention) inside any instance of the
    key, each item counted once per key however often the key encloses it. The same as
    pairing items with their chains (the reference), in memory linear in the items whatever
    the depth: instances are in tree order, so an instance's subtree is a run of instances and,
    with the items sorted by instance, a run of items; a key's items are those of the runs of
    its outermost instances (which never overlap), taken a batch of runs at a time and grouped
    by code with array operations. Groups are listed by key, then by their first item."""
    idx = np.flatnonzero(inst_ids >= 0)
    result: dict = {}
    if not len(idx):
        return result
    inst = inst_ids[idx].astype(np.int64)
    by_inst = np.argsort(inst, kind="stable")  # (items of one instance stay in item order)
    idx, inst = idx[by_inst], inst[by_inst]
    del by_inst
    item_codes = np.asarray(codes)[idx]
    if item_codes.dtype.kind not in "iu":
        item_codes = item_codes.astype(np.int64)
    code_values, _, code_of = distinct(item_codes, with_first=False)
    del item_codes
    value = np.asarray(values, dtype=np.float64)[idx]
    n_codes, n_inst = len(code_values), len(scopes.inst_key)
    item_start = np.searchsorted(inst, np.arange(n_inst + 1))  # instance i's items: [start[i], start[i+1])
    del inst
    outer = np.flatnonzero(scopes.outermost)
    run_lo, run_hi = item_start[outer], item_start[instance_subtree_ends(scopes.inst_parent)[outer]]
    run_key = np.asarray(scopes.inst_key)[outer]
    nonempty = run_hi > run_lo
    run_lo, run_hi, run_key = run_lo[nonempty], run_hi[nonempty], run_key[nonempty]
    by_key = np.argsort(run_key, kind="stable")
    run_lo, run_hi, run_key = run_lo[by_key], run_hi[by_key], run_key[by_key]
    starts = np.concatenate([[0], np.flatnonzero(np.diff(run_key)) + 1, [len(run_key)]]).tolist()
    groups = []
    for a, b in zip(starts[:-1], starts[1:]):
        count = np.zeros(n_codes, dtype=np.int64)
        total = np.zeros(n_codes)
        least = np.full(n_codes, np.inf)
        most = np.full(n_codes, -np.inf)
        first = np.full(n_codes, np.iinfo(np.int64).max)
        for lo, hi in _batches(run_lo[a:b], run_hi[a:b]):
            items = _runs(lo, hi)
            c, v = code_of[items], value[items]
            count += np.bincount(c, minlength=n_codes)
            total += np.bincount(c, weights=v, minlength=n_codes)
            np.minimum.at(least, c, v)
            np.maximum.at(most, c, v)
            np.minimum.at(first, c, idx[items])
        key = int(run_key[a])
        for k in np.flatnonzero(count).tolist():
            groups.append((key, int(first[k]), int(code_values[k]), int(count[k]), total[k], least[k], most[k]))
    groups.sort(key=lambda g: (g[0], g[1]))
    for key, first_item, code, n, t, lo_value, hi_value in groups:
        result[(key, code)] = [n, float(t), float(lo_value), float(hi_value), first_item]
    return result


# Items a batch of runs gathers at most (four arrays of 8 bytes an item): a key around most
# of the trace is taken in several batches, so that its items are never all listed at once.
BATCH_ITEMS = 1 << 21


def _batches(lo: np.ndarray, hi: np.ndarray):
    """The runs [lo, hi) in batches of about BATCH_ITEMS items (a longer run alone)."""
    ends = np.cumsum(hi - lo)
    at, n = 0, len(lo)
    while at < n:
        stop = int(np.searchsorted(ends, (ends[at - 1] if at else 0) + BATCH_ITEMS, side="right"))
        stop = max(stop, at + 1)
        yield lo[at:stop], hi[at:stop]
        at = stop


def _runs(lo: np.ndarray, hi: np.ndarray) -> np.ndarray:
    """The positions of the runs [lo, hi), one after another."""
    lengths = hi - lo
    offsets = np.cumsum(lengths) - lengths  # where each run begins among the positions
    return np.arange(int(lengths.sum()), dtype=np.int64) + np.repeat(lo - offsets, lengths)


def instance_subtree_ends(inst_parent: np.ndarray) -> np.ndarray:
    """Per instance: one past the last instance of its subtree. Instances are in tree order
    (each after its parent, a subtree's instances one after another), so a subtree's size is
    its own and its children's, added children first."""
    size = [1] * len(inst_parent)
    parents = inst_parent.tolist()
    for inst in range(len(parents) - 1, 0, -1):
        p = parents[inst]
        if p >= 0:
            size[p] += size[inst]
    return np.arange(len(parents), dtype=np.int64) + np.array(size, dtype=np.int64)
