"""analysis/totals.py: rows added to every scope key that encloses them, each once per key,
on both paths (pairing and up the instance tree), against a brute-force walk up each row's
enclosing instances written here."""

from __future__ import annotations

import math

import numpy as np
import pytest
from test_tree_totals import nested

from tb_attn_plugin.analysis import Options
from tb_attn_plugin.analysis import totals as totals_module
from tb_attn_plugin.analysis.context import build_context
from tb_attn_plugin.analysis.scopes import ChainExpander
from tb_attn_plugin.reader import read_trace


def context(tmp_path, depth: int, repeat: int):
    path = nested(depth, repeat).write(tmp_path / "nested.json")
    label_re, module_re = Options().compiled()
    return build_context(read_trace(path), label_re, module_re, lambda: None)


def brute_force(ctx, instances, codes, values):
    """(key, code) -> [rows, total, least, most] by walking up each row's instances."""
    scopes = ctx.scopes
    out: dict = {}
    for inst, code, value in zip(instances.tolist(), codes.tolist(), values.tolist()):
        keys, i = set(), inst
        while i >= 0:
            keys.add(int(scopes.inst_key[i]))
            i = int(scopes.inst_parent[i])
        for key in keys:
            cell = out.setdefault((key, code), [0, 0.0, math.inf, -math.inf])
            cell[0] += 1
            cell[1] += value
            cell[2] = min(cell[2], value)
            cell[3] = max(cell[3], value)
    return out


@pytest.mark.parametrize(
    "tree_pairs, batch", [(10**12, None), (-1, None), (-1, 7)], ids=["pairs", "tree", "tree in batches of 7 rows"]
)
@pytest.mark.parametrize("depth, repeat", [(6, 0), (12, 4)])
def test_rows_in_scopes_against_a_walk_up_the_instances(tmp_path, monkeypatch, tree_pairs, batch, depth, repeat):
    monkeypatch.setattr(ChainExpander, "TREE_PAIRS", tree_pairs)
    if batch is not None:
        monkeypatch.setattr(totals_module, "BATCH_ITEMS", batch)
    ctx = context(tmp_path, depth, repeat)
    n_inst = len(ctx.scopes.inst_key)
    rng = np.random.default_rng(7)
    instances = rng.integers(-1, n_inst, 300)  # some rows outside every scope
    codes = rng.integers(0, 3, 300)
    values = rng.integers(1, 50, 300).astype(np.float64)  # (integers: sums exact in any order)
    rows = ctx.in_scopes(instances)
    assert rows.tree == (tree_pairs < 0)
    expected = brute_force(ctx, instances, codes, values)
    counts, totals = rows.cells(codes, values, 3)
    got = {(k, c): (int(counts[k, c]), float(totals[k, c])) for k, c in zip(*np.nonzero(counts))}
    assert got == {cell: (agg[0], agg[1]) for cell, agg in expected.items()}
    groups = {
        (key, int(codes[first])): (n, total, lo, hi) for first, key, n, total, lo, hi in rows.groups(codes, values)
    }
    assert groups == {cell: tuple(agg) for cell, agg in expected.items()}
    highest = rows.highest(values)
    for key in range(len(ctx.scopes.keys)):
        mine = [agg[3] for (k, _), agg in expected.items() if k == key]
        assert (highest[key] == max(mine)) if mine else math.isnan(highest[key])


@pytest.mark.parametrize("batch", [1, 3, 1 << 21])
def test_tree_totals_over_many_sibling_scopes_in_batches(batch, monkeypatch):
    """A forest of instances in tree order, keys repeating among siblings and inside
    themselves, against a walk up each item's instances: every batching gives the same."""
    from tb_attn_plugin.analysis.scopes import Scopes, _outermost_of_their_key

    monkeypatch.setattr(totals_module, "BATCH_ITEMS", batch)
    rng = np.random.default_rng(11)
    # tree order: each instance's parent is an instance on the path to the one before it
    parents, path = [], []
    for inst in range(400):
        del path[int(rng.integers(0, len(path) + 1)) :]
        parents.append(path[-1] if path else -1)
        path.append(inst)
    inst_parent = np.array(parents, dtype=np.int64)
    inst_key = rng.integers(0, 5, len(parents))
    scopes = Scopes(source="label", keys=[(f"k{k}", "label") for k in range(5)])
    scopes.inst_key, scopes.inst_parent = inst_key, inst_parent
    scopes.outermost = _outermost_of_their_key(inst_key, inst_parent)
    instances = rng.integers(-1, len(parents), 2000)
    codes = rng.integers(0, 4, 2000)
    values = rng.integers(1, 50, 2000).astype(np.float64)
    expected: dict = {}
    for item, (inst, code, value) in enumerate(zip(instances.tolist(), codes.tolist(), values.tolist())):
        keys, i = set(), inst
        while i >= 0:
            keys.add(int(inst_key[i]))
            i = parents[i]
        for key in keys:
            cell = expected.setdefault((key, code), [0, 0.0, math.inf, -math.inf, item])
            cell[0] += 1
            cell[1] += value
            cell[2] = min(cell[2], value)
            cell[3] = max(cell[3], value)
    got = totals_module.inclusive_groups(scopes, instances, codes, values)
    assert got == expected
    # listed by key, then by first item
    assert list(got) == sorted(got, key=lambda cell: (cell[0], got[cell][4]))
