"""The nesting, both ways (the vectorised pointer jumping and the native pass of _nest.c),
against the stack sweep it replaces, on random intervals: proper nesting, partial overlaps,
equal starts, zero durations, rounding overruns, several threads, memory instants; and the
two ways against each other on every shared trace."""

from __future__ import annotations

import contextlib
import os

import numpy as np
import pytest
from conftest import SHARED_TRACES
from hypothesis import given, settings
from hypothesis import strategies as st
from test_streaming_reader import shared_files

from tb_attn_plugin import model as model_module
from tb_attn_plugin.model import NATIVE_NEST_ENV, NEST_EPSILON_US, build_model, nearest_marked
from tb_attn_plugin.reader import (
    LABEL,
    LAUNCH,
    MODULE,
    NONE_ID,
    OP,
    CpuEvents,
    FlowEnds,
    GpuEvents,
    MemoryEvents,
    TraceData,
)

_RANK = {LABEL: 0, MODULE: 1, OP: 2, LAUNCH: 3}
# the ways the model nests rows: the native pass only where the package was built with it
WAYS = ["numpy", "native"] if model_module._native_nearest is not None else ["numpy"]


@contextlib.contextmanager
def nesting(way: str):
    """The model built and asked the given way (the environment variable, as a user sets it)."""
    before = os.environ.get(NATIVE_NEST_ENV)
    os.environ[NATIVE_NEST_ENV] = "1" if way == "native" else "0"
    try:
        assert model_module.native_nest() == (way == "native")
        yield
    finally:
        if before is None:
            del os.environ[NATIVE_NEST_ENV]
        else:
            os.environ[NATIVE_NEST_ENV] = before


def stack_sweep(pid, tid, ts, dur, kind, mpid, mtid, mts):
    """The reference: one stack per thread, rows in (pid, tid, ts, -dur, rank) order."""
    n = len(ts)
    rows = [(pid[i], tid[i], ts[i], -dur[i], _RANK[kind[i]], i) for i in range(n)]
    rows += [(mpid[j], mtid[j], mts[j], -0.0, 4, n + j) for j in range(len(mts))]
    rows.sort()
    end = [ts[i] + dur[i] for i in range(n)] + list(mts)
    start = list(ts) + list(mts)
    parent = [-1] * (n + len(mts))
    stack, thread = [], None
    for p, t, *_, j in rows:
        if (p, t) != thread:
            stack, thread = [], (p, t)
        while stack:
            top_end = end[stack[-1]] + NEST_EPSILON_US
            if start[j] <= top_end and end[j] <= top_end:
                break
            stack.pop()
        if stack:
            parent[j] = stack[-1]
        if j < n:
            stack.append(j)
    return parent


def trace_data(pid, tid, ts, dur, kind, mpid, mtid, mts) -> TraceData:
    n, m = len(ts), len(mts)
    none = np.full(n, NONE_ID, dtype=np.int64)
    cpu = CpuEvents(
        kind=np.array(kind, dtype=np.int8),
        name=np.zeros(n, dtype=np.int64),
        pid=np.array(pid, dtype=np.int64),
        tid=np.array(tid, dtype=np.int64),
        ts=np.array(ts, dtype=np.float64),
        dur=np.array(dur, dtype=np.float64),
        ext_id=none,
        corr=none.copy(),
        seq=none.copy(),
        fwd_tid=none.copy(),
    )
    mem = MemoryEvents(
        pid=np.array(mpid, dtype=np.int64),
        tid=np.array(mtid, dtype=np.int64),
        ts=np.array(mts, dtype=np.float64),
        bytes=np.zeros(m),
        total_allocated=np.zeros(m),
        total_reserved=np.zeros(m),
        device=np.zeros(m, dtype=np.int64),
        device_names=["cpu"],
    )
    return TraceData(
        path="t",
        strings=["x"],
        cpu=cpu,
        gpu=GpuEvents(),
        gpu_labels=[],
        memory=mem,
        fwdbwd=FlowEnds(),
        devices=[],
        warnings=[],
        event_count=n + m,
    )


# times on a coarse grid (so that equal starts and ends are common) plus rounding overruns
times = st.integers(0, 60).map(lambda x: x * 0.5)
overrun = st.sampled_from([0.0, 0.0, 0.0, 0.001, 0.002, 0.0021, -0.001])
host = st.tuples(
    st.integers(1, 2),
    st.integers(1, 3),
    times,
    st.integers(0, 40).map(lambda x: x * 0.5),
    overrun,
    st.sampled_from([OP, LABEL, MODULE, LAUNCH]),
)
instant = st.tuples(st.integers(1, 2), st.integers(1, 3), times)


@settings(
    max_examples=int(os.environ.get("TB_ATTN_FUZZ_EXAMPLES", "600")),
    deadline=None,
    derandomize=not os.environ.get("TB_ATTN_FUZZ_RANDOM"),
    database=None,
)
@given(st.lists(host, max_size=60), st.lists(instant, max_size=20))
def test_pointer_jumping_finds_what_the_stack_sweep_finds(hosts, instants):
    pid = [h[0] for h in hosts]
    tid = [h[1] for h in hosts]
    ts = [h[2] for h in hosts]
    dur = [h[3] + h[4] if h[3] + h[4] >= 0 else h[3] for h in hosts]
    kind = [h[5] for h in hosts]
    mpid, mtid, mts = [i[0] for i in instants], [i[1] for i in instants], [i[2] for i in instants]
    expected_parent = stack_sweep(pid, tid, ts, dur, kind, mpid, mtid, mts)
    # the order is np.lexsort's over (pid, tid, ts, -dur, rank), ties in row order
    rank = [_RANK[k] for k in kind] + [4] * len(mts)
    expected = np.lexsort((rank, [-d for d in dur] + [-0.0] * len(mts), ts + mts, tid + mtid, pid + mpid))
    for way in WAYS:
        with nesting(way):
            model = build_model(trace_data(pid, tid, ts, dur, kind, mpid, mtid, mts))
            assert model.parent.tolist() == expected_parent, way
            assert model.order.tolist() == expected.tolist()
            # the level walk (or the native pass) and pointer doubling agree
            marked = (np.arange(len(model.parent)) % 3) == 0
            for strict in (False, True):
                got = model.nearest(marked, strict)
                assert got.tolist() == nearest_marked(model.parent, marked, strict).tolist(), way
                assert got.dtype == model.parent.dtype
            # parents come before their children in order
            pos = model.position
            has = model.parent >= 0
            assert (pos[model.parent[has]] < pos[np.flatnonzero(has)]).all()


def test_deep_nesting_and_long_sibling_runs():
    # 3,000 levels deep, then 3,000 siblings under one parent, on one thread
    n = 3000
    ts = [float(i) for i in range(n)] + [10_000.0] + [10_001.0 + 2 * i for i in range(n)]
    dur = [2.0 * (n - i) for i in range(n)] + [3 * n] + [1.0] * n
    kind = [OP] * len(ts)
    pid, tid = [1] * len(ts), [1] * len(ts)
    for way in WAYS:
        with nesting(way):
            model = build_model(trace_data(pid, tid, ts, dur, kind, [], [], []))
            assert model.parent.tolist() == [-1] + list(range(n - 1)) + [-1] + [n] * n
            # deeper than MAX_LEVELS: nearest() walks by pointer doubling (or natively, in order)
            assert model.levels is None
            marked = np.zeros(len(ts), dtype=bool)
            marked[[0, 1500, n]] = True
            got = model.nearest(marked).tolist()
            assert got[:n] == [0] * 1500 + [1500] * (n - 1500) and got[n:] == [n] * (n + 1)
            strict = model.nearest(marked, strict=True).tolist()
            assert strict[:n] == [-1] + [0] * 1500 + [1500] * (n - 1501) and strict[n:] == [-1] + [n] * n


@pytest.mark.slow
@pytest.mark.skipif(len(WAYS) < 2, reason="the native nesting is not built (no C compiler at install)")
@pytest.mark.skipif(not SHARED_TRACES.is_dir(), reason="../shared/traces absent")
@pytest.mark.parametrize("path", shared_files(64 << 20))
def test_real_traces_nest_the_same_natively_and_with_numpy(path):
    from tb_attn_plugin.core.limits import Limits, TraceReadError
    from tb_attn_plugin.pipeline import read_trace

    limits = Limits(read_helper=False)
    try:
        data = read_trace(path, limits, limits.deadline(), None)
    except TraceReadError as exc:
        pytest.skip(f"not a trace the reader takes: {exc}")
    models = {}
    for way in WAYS:
        with nesting(way):
            models[way] = build_model(data)
    native, reference = models["native"], models["numpy"]
    assert native.parent.dtype == reference.parent.dtype
    assert np.array_equal(native.parent, reference.parent)
    assert np.array_equal(native.order, reference.order)
    rng = np.random.default_rng(63)
    for share in (0.0, 0.01, 0.3, 1.0):
        marked = rng.random(len(reference.parent)) < share
        for strict in (False, True):
            with nesting("native"):
                got = native.nearest(marked, strict)
            with nesting("numpy"):
                expected = reference.nearest(marked, strict)
            assert got.dtype == expected.dtype and np.array_equal(got, expected), (share, strict)


@settings(max_examples=200, deadline=None, derandomize=True, database=None)
@given(st.lists(st.integers(-1, 40), min_size=1, max_size=40), st.data())
def test_nearest_marked_walks_up_like_a_loop(raw_parents, data):
    # a forest: each row's parent is an earlier row or -1
    parent = np.array([p if 0 <= p < i else -1 for i, p in enumerate(raw_parents)], dtype=np.int64)
    marked = np.array(data.draw(st.lists(st.booleans(), min_size=len(parent), max_size=len(parent))))
    for strict in (False, True):
        expected = []
        for i in range(len(parent)):
            j = parent[i] if strict else i
            while j >= 0 and not marked[j]:
                j = parent[j]
            expected.append(int(j))
        assert nearest_marked(parent, marked, strict=strict).tolist() == expected
