"""Attention calls one by one (#60 item 2): entry.attention_calls and the API's calls frame,
every figure worked out by hand from the hand-built events, and on the demo and a shared GPU
trace checked against the attention-op rows they make up (each row's calls sum to it)."""

from __future__ import annotations

import pytest
from tracebuilder import BWD, MAIN, TraceBuilder

import tb_attn_plugin as tba
from tb_attn_plugin.analysis.passes import attention_calls
from tb_attn_plugin.pipeline import analyze_file

SDPA = "aten::_scaled_dot_product_flash_attention"
MODEL = "/home/me/proj/model.py(41): forward"
TRAIN = "/home/me/proj/train.py(7): main"


def two_calls_and_a_backward(t: TraceBuilder) -> None:
    """Call 1 inside attn_fwd at 10 µs (50 µs of CPU, a 20 µs kernel), called from model.py;
    call 2 outside every label at 200 µs (40 µs of CPU, a 60 µs kernel and a 10 µs copy),
    called from train.py, with its backward op (linked by sequence number) launching 200 µs."""
    q = [[1, 2, 16, 8]] * 3
    t.frame(TRAIN, 0, 1000)
    t.frame(MODEL, 5, 100)
    t.label("attn_fwd", 8, 95)
    t.op(SDPA, 10, 50, dims=q, seq=1)
    t.kernel("flash_fwd_kernel", 300, 20.0, t.launch(20))
    t.op(SDPA, 200, 40, dims=q, seq=2)
    t.kernel("flash_fwd_kernel", 400, 60.0, t.launch(210))
    t.kernel("void at::native::elementwise_kernel<128, 4>", 470, 10.0, t.launch(220))
    t.op("ScaledDotProductFlashAttentionBackward0", 600, 100, tid=BWD, seq=2, fwd_tid=MAIN)
    t.kernel("flash_bwd_dq_dk_dv_loop_kernel", 800, 200.0, t.launch(610, tid=BWD))


def test_each_call_on_its_own(tmp_path):
    t = TraceBuilder()
    two_calls_and_a_backward(t)
    e = analyze_file(t.write(tmp_path / "t.json"))
    [row] = e["attention_ops"]
    ids = {s["name"]: s["id"] for s in e["scopes"]}
    assert e["attention_calls"]["count"] == 2
    first, second = e["attention_calls"]["calls"]
    assert first == {
        "op_row": 0,
        "ts": 10.0,
        "scope_id": ids["attn_fwd"],
        "kernel_us": 20.0,
        "backward_kernel_us": 0.0,
        "cpu_us": 50.0,
        "user": MODEL,
        "library": None,
    }
    # (outside every label the call is a scope of its own, named for its op: #22)
    assert second == {
        "op_row": 0,
        "ts": 200.0,
        "scope_id": ids[SDPA],
        "kernel_us": 70.0,
        "backward_kernel_us": 200.0,
        "cpu_us": 40.0,
        "user": TRAIN,
        "library": None,
    }
    # the calls make up their row
    assert (row["count"], row["kernel_us"], row["backward_kernel_us"], row["cpu_us"]) == (2, 90.0, 200.0, 90.0)


def test_the_costliest_calls_kept_in_the_order_they_ran(tmp_path, monkeypatch):
    """Three calls of 30, 10 and 20 µs of kernels, two kept: the first and the third, in
    that order; count still says three."""
    t = TraceBuilder()
    q = [[1, 2, 16, 8]] * 3
    for i, us in enumerate((30.0, 10.0, 20.0)):
        t.label("attn", i * 100, 80)
        t.op(SDPA, i * 100 + 10, 50, dims=q)
        t.kernel("flash_fwd_kernel", 1000 + i * 100, us, t.launch(i * 100 + 20))
    monkeypatch.setattr(attention_calls, "MAX_CALLS", 2)
    e = analyze_file(t.write(tmp_path / "t.json"))
    assert e["attention_calls"]["count"] == 3
    assert [(c["ts"], c["kernel_us"]) for c in e["attention_calls"]["calls"]] == [(10.0, 30.0), (210.0, 20.0)]


def test_the_calls_frame(tmp_path):
    pytest.importorskip("pandas")
    t = TraceBuilder()
    two_calls_and_a_backward(t)
    calls = tba.analyze(t.write(tmp_path / "t.pt.trace.json")).frames()["calls"]
    assert list(calls["scope"]) == ["attn_fwd", SDPA]
    assert list(calls["kernel_us"]) == [20.0, 70.0] and list(calls["backward_kernel_us"]) == [0.0, 200.0]
    assert list(calls["cpu_us"]) == [50.0, 40.0] and list(calls["user"]) == [MODEL, TRAIN]
    assert set(calls["op"]) == {SDPA} and set(calls["family"]) == {"sdpa"}
    assert (calls["B"].tolist(), calls["H"].tolist(), calls["Lq"].tolist(), calls["D"].tolist()) == (
        [1, 1],
        [2, 2],
        [16, 16],
        [8, 8],
    )
    assert set(calls.columns) >= {"trace", "rank", "worker", "dtype", "causal", "backend"}


def _rows_add_up(entry: dict) -> None:
    """Each attention-op row's calls (every one listed) sum to the row: calls, kernel,
    backward kernel and CPU time."""
    calls = entry["attention_calls"]
    assert calls["count"] == len(calls["calls"]) == sum(r["count"] for r in entry["attention_ops"])
    for i, row in enumerate(entry["attention_ops"]):
        mine = [c for c in calls["calls"] if c["op_row"] == i]
        assert len(mine) == row["count"]
        for field in ("kernel_us", "backward_kernel_us", "cpu_us"):
            assert sum(c[field] for c in mine) == pytest.approx(row[field], abs=0.001 * len(mine) + 1e-6)


def test_the_demos_calls_make_up_their_rows(demo_logdir):
    report = tba.analyze(demo_logdir.out_dir)
    assert len(report.entries) >= 4
    for entry in report.entries:
        _rows_add_up(entry)


@pytest.mark.shared
def test_the_calls_of_a_gpu_trace_make_up_their_rows():
    from conftest import shared_trace

    report = tba.analyze(shared_trace("tracelens/inference__xdit_sd_3.5__profile_trace_rank_0.json.gz"))
    [entry] = report.entries
    assert entry["attention_calls"]["count"] == 289  # (its five rows' calls: 289)
    _rows_add_up(entry)
    assert all(c["kernel_us"] > 0 for c in entry["attention_calls"]["calls"])
