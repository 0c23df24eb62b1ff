"""Totals by scope: the one way every pass adds rows (kernels, CPU ops, memory events,
windows) to each scope key that encloses them, each row counted once per key however often
the key encloses it.

Terms: a row here is an item with the scope instance it lies in (-1: outside attention), a
code (what it is grouped by within a key: a phase, a unit, a device) and a value. Two
paths give the same totals: pairing every row with the keys of its instance's chain (the
reference; sums added in row order, as the tables always were), and, where pairs would
grow past ChainExpander.TREE_PAIRS (deep nesting: pairs grow in the square of the depth),
aggregating up the tree of scope instances (``inclusive_groups``). ``RowsInScopes`` picks
the path once for a set of rows and hides it from the passes.
"""

from __future__ import annotations

from collections.abc import Iterable

import numpy as np

from .numbers import unit_groups
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
    pairing items with their chains (the reference), in memory linear in the instances and
    the distinct (instance, code) pairs whatever the depth: each instance's totals by code
    are merged into its parent's, children first, and an instance with no enclosing instance
    of its own key hands its totals to that key."""
    idx = np.flatnonzero(inst_ids >= 0)
    result: dict = {}
    if not len(idx):
        return result
    inst, code, value = inst_ids[idx].astype(np.int64), codes[idx].astype(np.int64), values[idx]
    pair = inst * (int(code.max()) + 1) + code
    _, first, inverse = np.unique(pair, return_index=True, return_inverse=True)
    inverse = inverse.reshape(-1)
    counts = np.bincount(inverse).tolist()
    totals = np.bincount(inverse, weights=value).tolist()
    least = np.full(len(first), np.inf)
    np.minimum.at(least, inverse, value)
    most = np.full(len(first), -np.inf)
    np.maximum.at(most, inverse, value)
    acc: list = [None] * len(scopes.inst_key)
    for i, (n, total, lo, hi) in enumerate(zip(counts, totals, least.tolist(), most.tolist())):
        owner = int(inst[first[i]])
        if acc[owner] is None:
            acc[owner] = {}
        acc[owner][int(code[first[i]])] = [n, total, lo, hi, int(idx[first[i]])]
    keys = scopes.inst_key.tolist()
    parents = scopes.inst_parent.tolist()
    outermost = scopes.outermost.tolist()
    for node in range(len(keys) - 1, -1, -1):  # children before their parents (tree order)
        totals_here = acc[node]
        if totals_here is None:
            continue
        acc[node] = None
        if outermost[node]:
            for c, agg in totals_here.items():
                _merge_into(result, (keys[node], c), agg)
        p = parents[node]
        if p >= 0:
            if acc[p] is None:
                acc[p] = {c: list(agg) for c, agg in totals_here.items()}
            else:
                for c, agg in totals_here.items():
                    _merge_into(acc[p], c, agg)
    return result


def _merge_into(target: dict, key, agg: list) -> None:
    have = target.get(key)
    if have is None:
        target[key] = list(agg)
        return
    have[0] += agg[0]
    have[1] += agg[1]
    have[2] = min(have[2], agg[2])
    have[3] = max(have[3], agg[3])
    have[4] = min(have[4], agg[4])
