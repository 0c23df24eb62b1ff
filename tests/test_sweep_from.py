"""`tb-attn sweep --from` (#43 item 3): the sweep on the trace's own attention shapes, the
costliest first, and the advice that names the command with the shape filled in."""

from __future__ import annotations

import glob
import gzip
import json
from pathlib import Path

import msgspec
import pytest
from tracebuilder import TraceBuilder

from tb_attn_plugin import cli
from tb_attn_plugin.analysis.passes.sweep_problems import sweep_problems, variant_of
from tb_attn_plugin.decide.sweep import sweep_outcome
from tb_attn_plugin.pipeline import analyze_file
from tb_attn_plugin.report_types import trace_entry

DEMO = Path(__file__).parent / "fixtures" / "demo"
FLASH = "aten::_scaled_dot_product_flash_attention"
EFFICIENT = "aten::_scaled_dot_product_efficient_attention"


def sdpa_call(t: TraceBuilder, op: str, ts: float, dur: float, q: list, kv: list, dtype: str, fourth, causal: bool):
    """One SDPA backend op with its inputs as torch records them (q, k, v, then the fourth
    input: a mask's dims, or [] for a number), its is_causal flag at the op's index."""
    concrete = (
        ["", "", "", "", "0.", "True" if causal else "False"]
        if op == FLASH
        else ["", "", "", "", "True", "0.", "True" if causal else "False"]
    )
    t.op(
        op,
        ts,
        dur,
        dims=[q, kv, kv, fourth],
        types=[dtype] * 3 + ["c10::BFloat16" if fourth else "double"],
        concrete=concrete,
    )


def test_the_problems_are_the_costliest_runnable_shapes_grouped_and_in_order(tmp_path):
    """Worked out by hand: three flash calls of one shape (30 µs), one masked efficient call
    of another (50 µs), a float64 call (not a sweep dtype) and a call of unknown shape left
    out; on a CPU-only trace the ops' own time orders them."""
    t = TraceBuilder()
    q, kv = [2, 8, 128, 64], [2, 8, 128, 64]
    for i in range(3):
        sdpa_call(t, FLASH, 100 * i, 10, q, kv, "c10::BFloat16", [], True)
    sdpa_call(t, EFFICIENT, 400, 50, [1, 4, 64, 32], [1, 4, 256, 32], "c10::Half", [1, 4, 64, 256], False)
    sdpa_call(t, FLASH, 600, 99, q, kv, "double", [], False)
    entry = analyze_file(t.write(tmp_path / "w.pt.trace.json"))
    problems = sweep_problems(trace_entry(entry))  # (the entry read back, typed)
    assert [(p["shape"], p["dtype"], p["causal"], p["mask"], p["calls"], p["time_us"]) for p in problems] == [
        ({"B": 1, "H": 4, "Lq": 64, "Lkv": 256, "D": 32}, "fp16", False, True, 1, 50.0),
        ({"B": 2, "H": 8, "Lq": 128, "Lkv": 128, "D": 64}, "bf16", True, False, 3, 30.0),
    ]
    assert [p["command"] for p in problems] == [
        "tb-attn sweep --shape 1,4,64,256,32 --dtype fp16 --mask",
        "tb-attn sweep --shape 2,8,128,128,64 --dtype bf16 --causal",
    ]
    assert [p["variants"] for p in problems] == [["sdpa_efficient"], ["sdpa_flash"]]
    assert len(sweep_problems(trace_entry(entry), top=1)) == 1
    advice = [a for a in entry["advice"] if a["code"] == "sweep_these_shapes"]
    assert [a["command"] for a in advice] == ["tb-attn sweep --shape 1,4,64,256,32 --dtype fp16 --mask"]
    note = [n for g in entry["verdict"]["notes"] for n in g["notes"] if n["code"] == "sweep_these_shapes"]
    assert note[0]["command"] == advice[0]["command"]


def test_the_trace_backends_are_the_sweep_variants():
    assert variant_of("eager", "eager (unfused)") == "naive"
    assert variant_of("sdpa", "math") == "sdpa_math"
    assert variant_of("sdpa", "flash (cpu)") == "sdpa_flash"
    assert variant_of("sdpa", "flash (FlashAttention-2 in PyTorch)") == "sdpa_flash"
    assert variant_of("sdpa", "efficient (memory-efficient, from xFormers)") == "sdpa_efficient"
    assert variant_of("sdpa", "cuDNN") == "sdpa_cudnn"
    assert variant_of("flex", "flex") == "flex"
    assert variant_of("paged", "vLLM paged") is None


def test_the_outcome_ranks_by_median_calls_and_says_by_how_much(tmp_path):
    # (a whole entry, as the sweep's recordings give: a CPU trace of one SDPA call, its calls'
    # spread set by hand)
    t = TraceBuilder(device_properties=[])
    t.label("ProfilerStep#1", 0, 1000)
    t.op("aten::scaled_dot_product_attention", 10, 100)
    recorded = analyze_file(t.write(tmp_path / "one.pt.trace.json"))

    def entry(median, p25, p75):
        quartiles = {"n": 3, "min": p25, "p25": p25, "median": median, "p75": p75, "max": p75}
        return {
            **recorded,
            "attention": {**recorded["attention"], "per_call": {"cpu_us": quartiles, "gpu_busy_us": None}},
        }

    problem = {"variants": ["sdpa_math"]}
    out = sweep_outcome(problem, {"sdpa_math": entry(900.0, 850.0, 950.0), "sdpa_flash": entry(300.0, 290.0, 320.0)})
    assert [r["variant"] for r in out["rows"]] == ["sdpa_flash", "sdpa_math"]
    assert out["fastest"] == "sdpa_flash" and out["used"] == "sdpa_math" and out["speedup"] == 3.0
    assert out["within_noise"] is False
    close = sweep_outcome(problem, {"sdpa_math": entry(310.0, 280.0, 330.0), "sdpa_flash": entry(300.0, 290.0, 320.0)})
    assert close["within_noise"] is True


def input_dims_of(path: str, op: str) -> list:
    """The Input Dims of every event of op in a raw trace (brute force from its JSON)."""
    opener = gzip.open if path.endswith(".gz") else open
    with opener(path, "rt") as f:
        events = json.load(f)["traceEvents"]
    return [e["args"]["Input Dims"] for e in events if e.get("name") == op and "Input Dims" in e.get("args", {})]


@pytest.mark.slow
def test_sweep_from_a_recorded_cpu_trace_runs_its_shapes_with_each_backend(tmp_path, capsys):
    pytest.importorskip("torch")
    trace = str(DEMO / "sdpa_math.pt.trace.json.gz")
    [q, k, v, *_] = input_dims_of(trace, "aten::_scaled_dot_product_attention_math")[0]
    out = tmp_path / "runs"
    code = cli.main(["sweep", "--from", trace, "--top", "1", "--steps", "2", "--out", str(out)])
    text = capsys.readouterr().out
    assert code == 0, text
    b, h, lq, d = q
    assert f"shape 1 of 1: B={b} H={h} Lq={lq} Lkv={k[2]} D={d}, fp32, causal" in text
    # every variant is listed: timed (recorded here) or refused with PyTorch's reason
    for variant in ("naive", "naive_inplace", "sdpa_math", "sdpa_flash", "sdpa_efficient", "sdpa_cudnn", "flex"):
        assert f"  {variant} " in text, variant
    assert "(what the trace used)" in text.split("sdpa_math", 1)[1].splitlines()[0]
    assert "fastest on cpu: " in text
    # the recorded runs ran the trace's own shape: their SDPA ops' inputs are the trace's
    recorded = glob.glob(str(out / "shape1" / "sdpa_*" / "*.pt.trace.json*"))
    assert recorded
    for path in recorded:
        dims = [x for op in ("aten::scaled_dot_product_attention",) for x in input_dims_of(path, op)]
        assert dims and all(x[:3] == [q, k, v] for x in dims), path


def test_sweep_needs_a_shape_or_a_trace(capsys):
    assert cli.main(["sweep"]) == 2
    assert "give --shape B,H,Lq,Lkv,D or --from TRACE_OR_LOGDIR" in capsys.readouterr().err
    assert cli.main(["sweep", "--shape", "1,1,8,8,8", "--from", "x"]) == 2


def _eager_chain(path, mask_dims) -> str:
    """A hand-written attention (B 2, H 4, L 64, D 32): matmul, masked_fill with a mask of
    mask_dims, softmax, matmul."""
    t = TraceBuilder(device_properties=[])
    scores = [2, 4, 64, 64]
    t.op("aten::matmul", 0, 50, dims=[[2, 4, 64, 32], [2, 4, 32, 64]], types=["float", "float"])
    t.op("aten::masked_fill", 60, 20, dims=[scores, mask_dims, []], types=["float", "bool", "Scalar"])
    t.op("aten::softmax", 90, 20, dims=[scores, [], []], types=["float", "Scalar", ""])
    t.op("aten::matmul", 120, 50, dims=[scores, [2, 4, 64, 32]], types=["float", "float"])
    return t.write(path)


def test_an_eager_chain_masked_by_one_lq_by_lkv_matrix_is_causal(tmp_path, demo_logdir):
    """#60 item 4: a mask shared by every batch and head, (Lq, Lkv), is the causal mask (the
    demo's naive variant's); a per-sequence padding mask (B, 1, 1, Lkv) says nothing; the
    chain's FLOPs stay dense (it computes every score)."""
    causal = analyze_file(_eager_chain(tmp_path / "causal.pt.trace.json", [64, 64]))
    [row] = causal["attention_ops"]
    assert row["causal"] is True and row["flops_per_call"] == 4 * 2 * 4 * 64 * 64 * 32
    [problem] = sweep_problems(trace_entry(causal))
    assert problem["causal"] and problem["command"].endswith("--causal")
    padded = analyze_file(_eager_chain(tmp_path / "padded.pt.trace.json", [2, 1, 1, 64]))
    assert padded["attention_ops"][0]["causal"] is None
    # the demo's naive run, recorded causal, is swept causal
    naive = analyze_file(demo_logdir.runs["naive"][0])
    [problem] = sweep_problems(trace_entry(naive))
    assert problem["causal"] is True and "--causal" in problem["command"]


def _sdpa_calls(path, durations: tuple) -> dict:
    """A CPU-only trace of flash SDPA calls (B 2, H 8, L 128, D 64, bf16, causal), one per
    duration (µs): its entry."""
    t = TraceBuilder(device_properties=[])
    q = [2, 8, 128, 64]
    for i, dur in enumerate(durations):
        sdpa_call(t, FLASH, 1000 * i, dur, q, q, "c10::BFloat16", [], True)
    return analyze_file(t.write(path))


def test_the_trace_own_calls_beside_the_sweeps(tmp_path):
    """#60 item 4, worked by hand: the trace's calls of 100, 110 and 120 µs (median 110,
    p25-p75 105-115); swept as flash at 300, 310 and 320 µs (305-315): 2.82x, outside the
    spread; at 108, 112 and 116 (110-114): within it."""
    from tb_attn_plugin.decide.sweep import as_traced

    traced = trace_entry(_sdpa_calls(tmp_path / "trace.pt.trace.json", (100.0, 110.0, 120.0)))
    [problem] = sweep_problems(traced)
    assert problem["rows"] == [0] and problem["variants"] == ["sdpa_flash"]
    slow = _sdpa_calls(tmp_path / "slow.pt.trace.json", (300.0, 310.0, 320.0))
    out = as_traced(problem, traced, {"naive": None, "sdpa_flash": slow})
    assert out is not None
    assert (out["variant"], out["traced"]["median"], out["traced"]["p25"], out["traced"]["p75"]) == (
        "sdpa_flash",
        110.0,
        105.0,
        115.0,
    )
    assert (out["swept"]["median"], out["within"], out["ratio"]) == (310.0, False, 2.82)
    close = as_traced(
        problem, traced, {"sdpa_flash": _sdpa_calls(tmp_path / "close.pt.trace.json", (108.0, 112.0, 116.0))}
    )
    assert close is not None and close["within"] is True and close["ratio"] == 1.02
    assert as_traced(problem, traced, {"sdpa_math": slow}) is None  # (the trace's variant not recorded)
    # a GPU trace's kernel time is not set beside a CPU sweep's CPU time
    gpu = msgspec.structs.replace(traced, breakdown_unit="gpu")
    assert as_traced(problem, gpu, {"sdpa_flash": slow}) is None


def test_the_demos_naive_trace_swept_as_recorded(demo_logdir, tmp_path, capsys):
    """#60 items 4: the demo's naive run (causal, recorded with one CPU thread, as its trace
    says) swept with --from: causal, with one thread, and the trace's own calls beside the
    sweep's (no time asserted: the line is there, with its figures)."""
    pytest.importorskip("torch")
    trace = demo_logdir.runs["naive"][0]
    assert analyze_file(trace)["torch_threads"] == 1
    out = tmp_path / "runs"
    code = cli.main(["sweep", "--from", trace, "--top", "1", "--steps", "1", "--out", str(out)])
    text = capsys.readouterr().out
    assert code == 0, text
    assert ", fp32, causal: 12 calls in the trace, ran with eager (unfused)" in text
    assert "  ran with 1 CPU thread, as the trace was recorded" in text
    assert "  the trace's own calls: " in text and "swept as naive: " in text
    # the recordings say the thread they ran with
    for path in glob.glob(str(out / "shape1" / "*" / "*.pt.trace.json*")):
        assert analyze_file(path)["torch_threads"] == 1, path
