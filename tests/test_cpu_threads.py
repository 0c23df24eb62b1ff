"""#56 item 4: attention's CPU time per thread and on the clock. A training step runs the
forward on the Python thread and the backward on the autograd engine's, sometimes at the
same time (DualPipe overlaps one micro-batch's forward with another's backward); the main
thread's wait inside a backward-phase label is no work. Every number is worked out by hand."""

from __future__ import annotations

from tracebuilder import BWD, MAIN, TraceBuilder

from tb_attn_plugin.pipeline import analyze_file
from tb_attn_plugin.text.report import format_text


def overlapping_step(tmp_path):
    """Micro-batch 0's forward (attn(F), 0-100 µs) on the main thread; its backward (300 µs,
    350-650) on the autograd thread, linked by sequence number, while the main thread first
    waits in attn(B) (300-380: no work) and then runs micro-batch 1's forward (attn(F),
    400-500)."""
    t = TraceBuilder(device_properties=[])
    t.label("ProfilerStep#1", 0, 2000)
    t.label("attn(F)", 0, 100)
    t.op("MyAttention", 10, 80, seq=5)
    t.label("attn(B)", 300, 80)
    t.op("autograd::engine::evaluate_function: MyAttentionBackward", 350, 300, tid=BWD)
    t.op("MyAttentionBackward", 350, 300, tid=BWD, seq=5, fwd_tid=MAIN)
    t.op("aten::mm", 360, 200, tid=BWD)
    t.label("attn(F)", 400, 100)
    t.op("MyAttention", 410, 80, seq=6)
    return t.write(tmp_path / "dualpipe_cpu.pt.trace.json")


def test_cpu_time_by_thread_and_on_the_clock(tmp_path):
    e = analyze_file(overlapping_step(tmp_path))
    a = e["attention"]
    # forward: two attn(F) of 100 µs; backward: the engine's 300 µs; the wait in attn(B) none
    assert (a["cpu_us"], a["forward_cpu_us"], a["backward_cpu_us"]) == (500.0, 200.0, 300.0)
    assert a["cpu_threads"] == {
        "threads": [
            {"thread": BWD, "forward_us": 0.0, "backward_us": 300.0},
            {"thread": MAIN, "forward_us": 200.0, "backward_us": 0.0},
        ],
        # [0, 100] and [350, 650] (which holds [400, 500]): 400 µs on the clock, 100 µs twice
        "wall_us": 400.0,
        "overlap_us": 100.0,
    }
    text = format_text({"traces": [e]})
    assert (
        f"of which by thread: thread {BWD} backward 300.0 µs; thread {MAIN} forward 200.0 µs; on the clock "
        "400.0 µs (100.0 µs of the sum ran beside other attention work)"
    ) in " ".join(line.strip() for line in text.splitlines())


def test_one_thread_is_the_whole_time_and_the_text_says_nothing_more(tmp_path):
    t = TraceBuilder(device_properties=[])
    t.label("ProfilerStep#1", 0, 1000)
    for at in (0, 200):
        t.label("attention", at, 100)
        t.op("aten::scaled_dot_product_attention", at + 10, 80)
    e = analyze_file(t.write(tmp_path / "one.pt.trace.json"))
    assert e["attention"]["cpu_threads"] == {
        "threads": [{"thread": MAIN, "forward_us": 200.0, "backward_us": 0.0}],
        "wall_us": 200.0,
        "overlap_us": 0.0,
    }
    assert "by thread" not in format_text({"traces": [e]})


def test_the_clock_time_is_exact_at_times_since_the_epoch_and_finite_past_them(tmp_path):
    """Worked by hand: windows of 100, 30.25 and 100 µs at 0, 100.5 and 250 µs past a start
    1.6e15 µs since the epoch (as Kineto wrote times in 2021) meet nowhere: 230.25 µs on the
    clock, no overlap. In nanoseconds since the epoch a float steps by 256 ns there: the clock
    time was 230.4 µs and the overlap below zero. A damaged trace's 1.8e305 µs start gives
    a finite answer, not an unanalysable trace."""
    for base, wall in ((1623142623460230.0, 230.25), (0.0, 230.25)):
        t = TraceBuilder(device_properties=[])
        t.label("attn", base, 100)
        t.label("attn", base + 100.5, 30.25)
        t.label("attn", base + 250, 100)
        threads = analyze_file(t.write(tmp_path / "epoch.pt.trace.json"))["attention"]["cpu_threads"]
        assert (threads["wall_us"], threads["overlap_us"]) == (wall, 0.0), base
    t = TraceBuilder(device_properties=[])
    t.label("attn", 1.797693134862316e305, 100)
    t.label("attn", 0, 100)
    e = analyze_file(t.write(tmp_path / "damaged.pt.trace.json"))
    assert e["errors"] == [] and e["attention"]["cpu_threads"]["wall_us"] >= 0
