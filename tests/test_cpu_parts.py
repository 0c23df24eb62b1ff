"""#57 item 1: a call's CPU time broken down (launch calls, dispatch, calls that wait for the
device, ops on the CPU, Python) and the advice bounded by it: launch-bound only where launching
is most of the CPU time and nothing waits for the device; else CPU-bound, the largest part named
with its line. Every number is worked out by hand."""

from __future__ import annotations

from tracebuilder import TraceBuilder

from tb_attn_plugin.pipeline import analyze_file

KERNEL = "void at::native::vectorized_elementwise_kernel<4>(int)"
SITE = "/srv/engine/offload.py(88): attend"


def advice(e, code):
    return [x for x in e["advice"] if x["code"] == code]


def test_a_call_dominated_by_syncs_and_cpu_ops_is_cpu_bound_and_names_the_sync_and_its_line(tmp_path):
    """One call of 4,000 µs: an aten::mm launching a 5 µs kernel (its op 30 µs, its launch
    10 µs); 25 aten::item of 100 µs, each waiting in cudaStreamSynchronize (80 µs), under the
    engine's line; a 500 µs matmul and a 200 µs copy_ on CPU tensors (no launch)."""
    t = TraceBuilder()
    t.label("ProfilerStep#1", 0, 10_000)
    t.label("attention", 0, 4000)
    t.op("aten::mm", 10, 30)
    t.kernel(KERNEL, 5000, 5.0, t.launch(15, dur=10))
    t.frame(SITE, 100, 2600)
    for i in range(25):
        at = 100 + 104 * i
        t.op("aten::item", at, 100)
        t.op("aten::_local_scalar_dense", at + 2, 96)
        t.launch(at + 4, dur=8, name="cudaMemcpyAsync")
        t.launch(at + 14, dur=80, name="cudaStreamSynchronize")
    t.op("aten::matmul", 2800, 500)
    t.op("aten::copy_", 3400, 200)
    e = analyze_file(t.write(tmp_path / "offload.pt.trace.json"))
    p = e["attention"]["cpu_parts"]
    # sync: 25 x 100; CPU ops 700; launch 10; dispatch 30 - 10; Python 4000 - 30 - 2500 - 700
    assert (p["total_us"], p["sync_us"], p["cpu_compute_us"], p["launch_us"], p["dispatch_us"], p["python_us"]) == (
        4000.0, 2500.0, 700.0, 10.0, 20.0, 770.0
    )  # fmt: skip
    assert (p["launches"], p["syncs"]) == (1, 25)
    assert p["sync_ops"] == [{"op": "aten::item", "count": 25, "us": 2500.0, "site": SITE}]
    assert [(o["op"], o["us"]) for o in p["cpu_ops"]] == [("aten::matmul", 500.0), ("aten::copy_", 200.0)]
    assert not advice(e, "launch_bound")
    [x] = advice(e, "cpu_bound")
    assert "25 calls wait for the device (aten::item ×25 at offload.py(88): attend)" in x["message"]
    assert "The largest part (62%) is waiting for the device" in x["message"]
    # at most the wait: 2,500 µs (the CPU's 4,000 less the kernels' 5 is more)
    assert x["saves_us"] == 2500.0


def test_a_call_dominated_by_launches_without_syncs_stays_launch_bound(tmp_path):
    """One call of 1,100 µs: 50 ops of 20 µs, each launching a 5 µs kernel (a 15 µs launch):
    launch calls 750, dispatch 250, Python 100; no sync: launch-bound, the saving the CPU's time
    less the kernels' (1,100 - 250 = 850), within what launching takes (1,000)."""
    t = TraceBuilder()
    t.label("ProfilerStep#1", 0, 10_000)
    t.label("attention", 0, 1100)
    for i in range(50):
        at = 50 + 20 * i
        t.op("aten::add", at, 20)
        t.kernel(KERNEL, 5000 + 10 * i, 5.0, t.launch(at + 2, dur=15))
    e = analyze_file(t.write(tmp_path / "launches.pt.trace.json"))
    p = e["attention"]["cpu_parts"]
    assert (p["launch_us"], p["dispatch_us"], p["python_us"], p["syncs"]) == (750.0, 250.0, 100.0, 0)
    assert not advice(e, "cpu_bound")
    [x] = advice(e, "launch_bound")
    assert x["saves_us"] == 850.0
    assert "(its launch calls 750.0 µs and the ops' dispatch 250.0 µs, no call waiting for the device)" in x["message"]
