"""analysis/passes/steps.py: attention per profiler step (what the trends read), by hand."""

from __future__ import annotations

from tracebuilder import BWD, MAIN, TraceBuilder, context_of

from tb_attn_plugin.analysis.passes.steps import per_step


def two_steps() -> TraceBuilder:
    t = TraceBuilder()
    for i, start in enumerate((0, 1000)):
        t.label(f"ProfilerStep#{i + 1}", start, 900)
        t.label("attention/layer0", start + 10, 100)
        fwd = t.op("aten::mm", start + 20, 30, seq=i)
        t.kernel("ampere_sgemm_128x64_nn", start + 500, 40.0 + i, t.launch(start + 25))
        t.kernel("vectorized_elementwise_kernel", start + 600, 7.0, t.launch(start + 200))  # outside attention
        bwd = t.op("MmBackward0", start + 300, 50, tid=BWD, seq=i, fwd_tid=1)
        t.kernel("ampere_sgemm_64x64_tn", start + 700, 11.0, t.launch(start + 310, tid=BWD))
        t.flow(10 + i, (MAIN, fwd["ts"]), (BWD, bwd["ts"]))
        t.memory(start + 30, 1024, total_allocated=5000 + i, total_reserved=1 << 20)
    return t


def test_each_step_has_its_attention(tmp_path):
    rows = per_step(context_of(two_steps(), tmp_path))
    assert [r["step"] for r in rows] == [1, 2]
    for i, r in enumerate(rows):
        assert r["us"] == 900.0
        assert r["kernel_us"] == 40.0 + i + 7.0 + 11.0  # every kernel launched in the step
        assert r["attention_cpu_us"] == 100.0 + 50.0  # the layer, and its backward op
        assert r["attention_forward_kernel_us"] == 40.0 + i
        assert r["attention_backward_kernel_us"] == 11.0
        assert r["attention_peak_allocated"] == 5000 + i
        assert r["layers"] == {"attention/layer0": 40.0 + i + 11.0}


def test_no_step_labels_no_rows(tmp_path):
    t = TraceBuilder()
    t.label("attention/layer0", 0, 10)
    assert per_step(context_of(t, tmp_path)) == []
