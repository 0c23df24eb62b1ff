"""Per-scope totals up the tree of scope instances (the path for deep nesting) against the
pairing of every row with every scope around it (the reference path): the same reports."""

from __future__ import annotations

import math

import pytest
from conftest import SHARED_TRACES
from tracebuilder import BWD, MAIN, TraceBuilder

from tb_attn_plugin.analysis import Options
from tb_attn_plugin.analysis.scopes import ChainExpander
from tb_attn_plugin.pipeline import analyze_file


def both_ways(monkeypatch, path: str, options: Options = Options()) -> tuple:
    monkeypatch.setattr(ChainExpander, "TREE_PAIRS", 10**12)
    pairs = analyze_file(path, options)
    monkeypatch.setattr(ChainExpander, "TREE_PAIRS", -1)  # every total up the tree
    tree = analyze_file(path, options)
    for entry in (pairs, tree):
        entry.pop("analysis_seconds", None)
    return pairs, tree


def same(a, b, where: str = "") -> None:
    """Equal, numbers to the last of the three decimals the report keeps (sums added in
    another order may round the other way there)."""
    if isinstance(a, dict):
        assert isinstance(b, dict) and set(a) == set(b), where
        for k in a:
            same(a[k], b[k], f"{where}/{k}")
    elif isinstance(a, list):
        assert isinstance(b, list) and len(a) == len(b), where
        a, b = by_identity(a), by_identity(b)
        for i, (x, y) in enumerate(zip(a, b)):
            same(x, y, f"{where}[{i}]")
    elif isinstance(a, float) and isinstance(b, (int, float)) and not isinstance(b, bool):
        assert math.isclose(a, b, rel_tol=1e-9, abs_tol=0.0011), f"{where}: {a} != {b}"
    else:
        assert a == b, f"{where}: {a!r} != {b!r}"


def by_identity(rows: list) -> list:
    """Rows of a table in the order of what they are (a kernel's name and phase, a category
    and phase, a memory row's device and phase): the report orders them by time, and two
    times that are equal but for the order of their additions may come out either way."""
    if rows and all(isinstance(r, dict) and "phase" in r for r in rows):
        return sorted(rows, key=lambda r: (str(r.get("name", r.get("category", r.get("device")))), r["phase"]))
    return rows


def nested(depth: int, repeat_key_every: int = 0) -> TraceBuilder:
    """Labels nested depth deep, each with an op that launches a kernel and a copy, memory
    events inside, and backward ops linked by flows; every repeat_key_every-th level reuses
    the outermost label's name (a scope inside itself)."""
    t = TraceBuilder()
    span = 10 * depth + 10
    for i in range(depth):
        name = "attn_0" if repeat_key_every and i % repeat_key_every == 0 else f"attn_{i}"
        t.label(name, i * 5.0, span - i * 10.0)
        op = t.op(f"aten::op{i % 3}", i * 5.0 + 1, 2.0, seq=i)
        c = t.launch(i * 5.0 + 1.5, dur=0.5)
        t.kernel(f"kernel_{i % 4}", 10_000 + 10 * i, 1.0 + i % 3, c)
        c = t.launch(i * 5.0 + 2.5, dur=0.4, name="cudaMemcpyAsync")
        t.memcpy(10_005 + 10 * i, 0.5, c)
        t.memory(i * 5.0 + 1.2, 1024 * (i + 1), total_allocated=1024 * (i + 1) * (i + 2) / 2, total_reserved=1 << 30)
        b = t.op(f"aten::op{i % 3}Backward", 50_000 + i * 5.0, 3.0, tid=BWD, seq=i, fwd_tid=1)
        c = t.launch(50_000 + i * 5.0 + 1, tid=BWD, dur=0.5)
        t.kernel(f"kernel_{i % 4}_bwd", 60_000 + 10 * i, 2.0, c)
        t.flow(1000 + i, (MAIN, op["ts"]), (BWD, b["ts"]))
    return t


@pytest.mark.parametrize("depth, repeat", [(1, 0), (5, 0), (40, 0), (40, 3), (200, 7)])
def test_the_tree_gives_what_the_pairs_give_on_nested_scopes(tmp_path, monkeypatch, depth, repeat):
    path = nested(depth, repeat).write(tmp_path / "nested.json")
    pairs, tree = both_ways(monkeypatch, path)
    assert pairs["ok"] and pairs["scopes"]
    same(pairs, tree)


def test_the_tree_gives_what_the_pairs_give_on_the_demo_runs(demo_logdir, monkeypatch):
    for files in demo_logdir.runs.values():
        same(*both_ways(monkeypatch, files[0]))


@pytest.mark.slow
def test_the_tree_gives_what_the_pairs_give_on_every_shared_trace(monkeypatch):
    if not SHARED_TRACES.exists():
        pytest.skip(f"{SHARED_TRACES} absent")
    from tb_attn_plugin.discovery.logdir import expand_paths

    files, _ = expand_paths([str(SHARED_TRACES)])
    for path in files:
        for options in (Options(), Options(label_regex="a^")):
            same(*both_ways(monkeypatch, path, options))
