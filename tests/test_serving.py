"""Serving engines' steps (analysis/engine_steps.py, analysis/passes/serving.py) and the paged
attention FLOPs and bytes they give (kinds/paged.py): hand-built traces with every number
worked out by hand, and the shared vLLM and SGLang traces against counts from their raw
events (the step labels parsed here on their own, the kernels summed from the JSON)."""

from __future__ import annotations

import gzip
import json
import re
from pathlib import Path

import pytest
from tracebuilder import TraceBuilder

from tb_attn_plugin.analysis.passes.serving import NO_FLOPS_REPLAY, NO_FLOPS_SUMS, SLIDING_WINDOW
from tb_attn_plugin.decide.trends import trend
from tb_attn_plugin.kinds.paged import PAGED_COUNTED
from tb_attn_plugin.pipeline import analyze_file

BF16 = "c10::BFloat16"
FP8 = "c10::Float8_e4m3fn"
TRACELENS = Path(__file__).resolve().parents[2] / "shared" / "traces" / "tracelens"
MIXED = "execute_6_context_1(sq4sk10sqsq16sqsk40)_generation_2(sq2sk300sqsq2sqsk300)"


def _layer(t: TraceBuilder, ts: float, gpu_ts: float, attention_us: float) -> None:
    """One layer of a vLLM step: the KV-cache write (into an FP8 cache), the attention call."""
    t.op(
        "_C_cache_ops::reshape_and_cache_flash",
        ts,
        10,
        dims=[[6, 2, 64], [6, 2, 64], [100, 16, 2, 64], [100, 16, 2, 64], [6]],
        types=[BF16, BF16, FP8, FP8, "long int"],
    )
    t.kernel("reshape_and_cache_flash_kernel", gpu_ts, 10, t.launch(ts + 2))
    t.kernel("rotary_embedding_kernel", gpu_ts + 10, 5, t.launch(ts + 12))
    t.op(
        "vllm::unified_attention_with_output",
        ts + 20,
        50,
        dims=[[6, 8, 64], [6, 2, 64], [6, 2, 64], [6, 8, 64]],
        types=[BF16, BF16, BF16, BF16],
    )
    t.kernel("kernel_unified_attention_2d", gpu_ts + 20, attention_us, t.launch(ts + 30))


def test_a_mixed_step_by_hand(tmp_path):
    t = TraceBuilder()
    t.label(MIXED, 0, 1000)
    _layer(t, 100, 2000, 40)
    _layer(t, 300, 2080, 60)
    e = analyze_file(t.write(tmp_path / "mixed.pt.trace.json"))
    s = e["serving"]
    assert s["source"] == ["batch annotation"]
    assert (s["kv_cache_dtype"], s["kv_cache_dtype_from"]) == ("float8_e4m3fn", "_C_cache_ops::reshape_and_cache_flash")
    (step,) = s["steps"]
    assert step["phase"] == "mixed"
    assert (step["prefill_requests"], step["decode_requests"]) == (1, 2)
    assert (step["prefill_tokens"], step["decode_tokens"], step["tokens"]) == (4, 2, 6)
    assert (step["prefill_context_tokens"], step["decode_context_tokens"]) == (10, 300)
    assert (step["attention_kernels"], step["attention_kernel_us"]) == (2, 100.0)
    assert step["attention_us_per_token"] == pytest.approx(100 / 6, abs=1e-4)
    # vLLM's unified kernel serves both phases: its name says neither
    assert (step["prefill_kernel_us"], step["decode_kernel_us"], step["shared_kernel_us"]) == (0.0, 0.0, 100.0)
    assert (step["kv_cache_write_us"], step["rotary_us"]) == (20.0, 10.0)
    # GPU rows 2000..2160, busy 10+5+40 + 10+5+60 = 130: idle 5 before each attention
    # kernel (it starts 20 after its layer's first row) and the 20 between the layers
    assert (step["gpu_range_us"], step["gpu_idle_us"]) == (160.0, 30.0)
    # per layer, H·D = 512: prefill 4·512·40 - 2·512·16, decode 4·512·300
    per_call = 4 * 512 * 40 - 2 * 512 * 16 + 4 * 512 * 300
    assert per_call == 679_936
    # Q and O: 6 tokens · 8 heads · 2·64 · 2 bytes; K and V: 310 tokens · 2 heads · 2·64 · 1 byte (FP8)
    moved = 6 * 8 * 128 * 2 + 310 * 2 * 128 * 1
    assert (step["attention_calls"], step["flops"], step["bytes"]) == (2, 2 * per_call, 2 * moved)
    assert step["flops_per_byte"] == pytest.approx(per_call / moved, abs=1e-3)
    assert step["tflops"] == pytest.approx(2 * per_call / 100e-6 / 1e12, rel=1e-3)
    (op,) = e["attention_ops"]
    assert (op["flops"], op["flops_per_call"], op["bytes_per_call"]) == (2 * per_call, per_call, moved)
    assert op["flops_note"] == PAGED_COUNTED
    assert op["shape"] == {"T": 6, "H": 8, "D": 64, "Hkv": 2}
    assert op["serving_phase"] == "mixed"
    assert s["flops_note"] == SLIDING_WINDOW
    assert s["phases"] == [
        {
            "phase": "mixed",
            "steps": 1,
            "tokens": 6,
            "prefill_tokens": 4,
            "decode_tokens": 2,
            "attention_kernel_us": 100.0,
            "attention_us_per_token": pytest.approx(16.6667, abs=1e-4),
            "prefill_kernel_us": 0.0,
            "decode_kernel_us": 0.0,
            "shared_kernel_us": 100.0,
        }
    ]
    # the engine step is the trace's step, with its phase and tokens, through to the trend
    assert e["steps"]["count"] == 1
    (row,) = e["steps"]["per_step"]
    assert (row["step"], row["phase"], row["tokens"], row["attention_forward_kernel_us"]) == (0, "mixed", 6, 100.0)
    (worker,) = trend([("w", "s", e)]).workers
    assert [(p.phase, p.tokens) for p in worker.points] == [("mixed", 6)]
    codes = {a["code"]: a for a in e["advice"]}
    assert "prefill_decode_mixed" in codes and "4 prefill and 2 decode" in codes["prefill_decode_mixed"]["message"]
    # KV writes 20 and rotary 10 are 30% of attention's 100: the rotary's time could go
    assert codes["kv_write_rotary_separate"]["saves_us"] == 10.0
    assert "serving_gpu_idle" not in codes  # 30 µs idle, under 50


def test_sglang_labels_and_labels_that_do_not_parse(tmp_path):
    t = TraceBuilder()
    # the batch annotation wins over SGLang's label inside it: one step, not two
    t.label("execute_100_context_2(sq100sk100sqsq5000sqsk5000)_generation_0(sq0sk0sqsq0sqsk0)", 0, 500)
    t.label("step[EXTEND bs=2 toks=100]", 10, 400)
    t.label("step[DECODE bs=4]", 1000, 300)  # alone: a decode step with no context lengths
    for bad in ("step[DECODE bs=4] ", "step[IDLE bs=0]", "execute_6_context_1(sq4sk10)_generation_2(sq2sk3)"):
        t.label(bad, 2000, 10)
    t.kernel("BatchPrefillWithPagedKVCacheKernel", 3000, 30, t.launch(20))
    t.kernel("BatchDecodeWithPagedKVCacheKernel", 3100, 20, t.launch(1010))
    s = analyze_file(t.write(tmp_path / "sglang.pt.trace.json"))["serving"]
    assert s["source"] == ["batch annotation", "sglang step"]
    first, second = s["steps"]
    assert (first["phase"], first["tokens"], first["prefill_requests"], first["prefill_context_tokens"]) == (
        "prefill",
        100,
        2,
        100,
    )
    assert (first["prefill_kernel_us"], first["decode_kernel_us"]) == (30.0, 0.0)
    assert (second["phase"], second["decode_requests"], second["tokens"], second["decode_context_tokens"]) == (
        "decode",
        4,
        4,
        None,
    )
    assert (second["attention_kernel_us"], second["attention_us_per_token"]) == (20.0, 5.0)
    assert s["steps_total"] == 2
    assert first["flops"] is None and s["flops_note"] == NO_FLOPS_SUMS  # no attention op, no sums in the second


def test_vllms_own_step_labels_are_serving_steps(tmp_path):
    """#56 item 6: vLLM labels its steps execute_context_0(0)_generation_4(4) (context
    requests and their tokens, generation requests and theirs): serving steps, by hand."""
    t = TraceBuilder()
    t.label("execute_context_2(300)_generation_0(0)", 0, 500)  # prefill: 2 requests, 300 tokens
    t.kernel("BatchPrefillWithPagedKVCacheKernel", 3000, 60, t.launch(20))
    t.label("execute_context_0(0)_generation_4(4)", 1000, 300)  # decode: 4 requests, a token each
    t.kernel("BatchDecodeWithPagedKVCacheKernel", 3100, 20, t.launch(1010))
    t.label("execute_context_1(50)_generation_3(3)", 2000, 300)  # mixed
    t.kernel("BatchPrefillWithPagedKVCacheKernel", 3200, 30, t.launch(2010))
    for bad in (
        "execute_context_0(0)_generation_0(0)",
        "execute_context_1(5)_generation_2",
        "execute_context_x(1)_generation_1(1)",
    ):
        t.label(bad, 2500, 10)
    s = analyze_file(t.write(tmp_path / "vllm.pt.trace.json"))["serving"]
    assert s["source"] == ["vllm step"]
    got = [(x["phase"], x["prefill_requests"], x["decode_requests"], x["prefill_tokens"], x["decode_tokens"], x["tokens"],
            x["attention_kernel_us"]) for x in s["steps"]]  # fmt: skip
    assert got == [
        ("prefill", 2, 0, 300, 0, 300, 60.0),
        ("decode", 0, 4, 0, 4, 4, 20.0),
        ("mixed", 1, 3, 50, 3, 53, 30.0),
    ]
    assert s["steps"][1]["attention_us_per_token"] == 5.0


def test_a_mixed_step_split_by_kernel_names(tmp_path):
    t = TraceBuilder()
    t.label("execute_9_context_1(sq8sk8sqsq64sqsk64)_generation_1(sq1sk50sqsq1sqsk50)", 0, 500)
    t.kernel("BatchPrefillWithPagedKVCacheKernel", 1000, 30, t.launch(10))
    t.kernel("BatchDecodeWithPagedKVCacheKernel", 1030, 20, t.launch(20))
    t.kernel("kernel_unified_attention_2d", 1050, 7, t.launch(30))
    (step,) = analyze_file(t.write(tmp_path / "split.pt.trace.json"))["serving"]["steps"]
    assert (step["prefill_kernel_us"], step["decode_kernel_us"], step["shared_kernel_us"]) == (30.0, 20.0, 7.0)


def test_decode_far_from_bandwidth_and_an_idle_gpu_by_hand(tmp_path):
    t = TraceBuilder()
    t.label("execute_1_context_0(sq0sk0sqsq0sqsk0)_generation_1(sq1sk100000sqsq1sqsk100000)", 0, 1000)
    t.op(
        "vllm::unified_attention_with_output",
        100,
        50,
        dims=[[1, 8, 64], [1, 2, 64], [1, 2, 64], [1, 8, 64]],
        types=[BF16] * 4,
    )
    t.kernel("kernel_unified_attention_2d", 2000, 100, t.launch(110))
    t.kernel("some_gemm_kernel", 2400, 10, t.launch(200))  # 300 µs after: the GPU waits
    e = analyze_file(t.write(tmp_path / "decode.pt.trace.json"))
    (step,) = e["serving"]["steps"]
    moved = 1 * 8 * 128 * 2 + 100000 * 2 * 128 * 2  # Q, O; K, V in bf16 (no cache op: q's dtype)
    assert step["bytes"] == moved and step["judged_by"] == "bandwidth" and step["bound"] == "memory"
    bandwidth = e["hardware"]["memory_tbps"]
    assert step["pct_of_peak_bandwidth"] == pytest.approx(100 * moved / 100e-6 / 1e12 / bandwidth, abs=0.01)
    assert step["pct_of_peak_bandwidth"] < 50
    codes = {a["code"]: a for a in e["advice"]}
    assert codes["decode_below_bandwidth"]["saves_us"] == pytest.approx(100 - moved / (bandwidth * 1e6), abs=1e-3)
    assert (step["gpu_range_us"], step["gpu_idle_us"]) == (410.0, 300.0)
    assert "serving_gpu_idle" in codes and "300.0 µs of the steps' 410.0 µs" in codes["serving_gpu_idle"]["message"]


# --- the shared serving traces -------------------------------------------------------------

_SUMS = r"\(sq(\d+)sk(\d+)sqsq(\d+)sqsk(\d+)\)"
_ANNOTATION = re.compile(rf"execute_(\d+)_context_(\d+){_SUMS}_generation_(\d+){_SUMS}")


def raw_step(path: Path) -> tuple:
    """-> (the batch annotation's numbers, and the fused attention kernels' µs whose launch,
    or whose graph launch, starts inside it), from the raw JSON alone."""
    with gzip.open(path) as f:
        events = json.load(f)["traceEvents"]
    (label,) = [e for e in events if e.get("cat") == "user_annotation" and e["name"].startswith("execute_")]
    numbers = [int(x) for x in _ANNOTATION.fullmatch(label["name"]).groups()]
    inside = {
        e["args"]["correlation"]
        for e in events
        if e.get("cat") == "cuda_runtime" and label["ts"] <= e["ts"] <= label["ts"] + label["dur"]
    }
    attention = re.compile(r"^kernel_unified_attention_[23]d$|paged_attention_ll4mi|FmhaBatchPrefillWithPagedKVCache")
    us = sum(
        e["dur"]
        for e in events
        if e.get("cat") == "kernel" and e["args"].get("correlation") in inside and attention.search(e["name"])
    )
    return numbers, us


def _shared(name: str) -> Path:
    path = TRACELENS / name
    if not path.exists():
        pytest.skip("the shared traces are not here (../shared/traces)")
    return path


VLLM_DECODE = (
    "inference__vllm_decode_full__capture_traces__graph_capture_rank_0.1773709742341309550.pt.trace.json.gz",
    "inference__vllm_decode_full__graph_execution.json.gz",
)
SGLANG_DECODE = (
    "inference__sglang_decode__capture_traces__bs_32_rank0.json.gz",
    "inference__sglang_decode__sglang_Qwen3-8B_decode.json.gz",
)


@pytest.mark.parametrize("pair, layers, heads", [(VLLM_DECODE, 24, (64, 8, 64)), (SGLANG_DECODE, 36, (32, 8, 128))])
def test_decode_replays_with_and_without_their_capture(pair, layers, heads):
    capture, replay = _shared(pair[0]), _shared(pair[1])
    numbers, attention_us = raw_step(replay)
    tokens, r_c, *_, r_g, g_q, g_kv, _, g_qkv = numbers
    alone = analyze_file(str(replay))["serving"]
    (step,) = alone["steps"]
    assert (step["phase"], step["decode_requests"], step["decode_tokens"], step["tokens"]) == (
        "decode",
        r_g,
        g_q,
        tokens,
    )
    assert r_c == 0 and step["decode_context_tokens"] == g_kv
    assert step["attention_kernel_us"] == pytest.approx(attention_us, abs=1e-3)
    assert step["flops"] is None and alone["flops_note"] == NO_FLOPS_REPLAY
    merged = analyze_file(str(replay), capture=(str(capture), None))
    (step,) = merged["serving"]["steps"]
    h, hkv, d = heads
    assert step["attention_calls"] == layers
    assert step["flops"] == layers * 4 * h * d * g_qkv
    assert step["bytes"] == layers * (g_q * h * 2 * d * 2 + g_kv * hkv * 2 * d * 2)  # bf16 cache
    assert merged["serving"]["kv_cache_dtype"] == "bfloat16"
    bandwidth = merged["hardware"]["memory_tbps"]
    assert step["pct_of_peak_bandwidth"] == pytest.approx(
        100 * step["bytes"] / (attention_us * 1e-6) / 1e12 / bandwidth, abs=0.01
    )
    assert step["judged_by"] == "bandwidth"
    assert {op["serving_phase"] for op in merged["attention_ops"]} == {"decode"}


def test_a_varlen_call_of_one_token_per_sequence_is_decode(tmp_path):
    """No engine step: a packed-sequence call whose longest query is one token is decode (4
    sequences, 4 query tokens); one whose longest query is 128 tokens has no phase."""
    t = TraceBuilder()
    for ts, tokens, max_q in ((0, 4, "1"), (200, 512, "128")):
        t.op(
            "flash_attn::_flash_attn_varlen_forward",
            ts,
            50,
            dims=[[tokens, 8, 64], [4096, 8, 64], [4096, 8, 64], [5], [5]],
            types=[BF16] * 3 + ["int", "int"],
            concrete=["", "", "", "", "", max_q, "2048", "0.", "0.125", "True"],
        )
        t.kernel("flash_fwd_splitkv_kernel", 1000 + ts, 10, t.launch(ts + 5))
    rows = analyze_file(t.write(tmp_path / "varlen.pt.trace.json"))["attention_ops"]
    assert sorted((r["shape"]["Lq"], r["serving_phase"]) for r in rows) == [(1, "decode"), (128, None)]


def test_vllm_prefill_decode_piecewise():
    replay = _shared("inference__vllm_prefilldecode_piecewise__graph_execution.json.gz")
    numbers, attention_us = raw_step(replay)
    tokens, r_c, c_q, c_kv, c_qq, c_qkv, r_g, g_q, g_kv, _, g_qkv = numbers
    e = analyze_file(str(replay))
    (step,) = e["serving"]["steps"]
    assert (step["phase"], step["prefill_requests"], step["decode_requests"]) == ("mixed", r_c, r_g)
    assert (step["prefill_tokens"], step["decode_tokens"], step["tokens"]) == (c_q, g_q, tokens) == (8155, 37, 8192)
    assert step["shared_kernel_us"] == step["attention_kernel_us"] == pytest.approx(attention_us, abs=1e-3)
    h, hkv, d = 64, 8, 64  # q (8192, 64, 64), k (8192, 8, 64) of vllm::unified_attention_with_output
    per_layer = 4 * h * d * c_qkv - 2 * h * d * c_qq + 4 * h * d * g_qkv
    assert step["attention_calls"] == 24 and step["flops"] == 24 * per_layer
    assert step["bytes"] == 24 * ((c_q + g_q) * h * 2 * d * 2 + (c_kv + g_kv) * hkv * 2 * d * 2)
    assert e["serving"]["kv_cache_dtype_from"] == "_C_cache_ops::reshape_and_cache_flash"
    (op,) = [r for r in e["attention_ops"] if r["op"] == "vllm::unified_attention_with_output"]
    assert op["flops"] == step["flops"] and op["serving_phase"] == "mixed"
    assert {a["code"] for a in e["advice"]} >= {"prefill_decode_mixed", "kv_write_rotary_separate"}


def test_sglang_prefill():
    trace = _shared("inference__sglang_prefilldecode__sglang_Qwen3-8B_prefilldecode.json.gz")
    numbers, attention_us = raw_step(trace)
    tokens, r_c, c_q, _, c_qq, c_qkv, r_g, *_ = numbers
    assert tokens == c_q
    e = analyze_file(str(trace))
    s = e["serving"]
    (step,) = s["steps"]  # its step[EXTEND ...] label is the same step
    assert (
        (step["phase"], step["prefill_requests"], step["prefill_tokens"])
        == ("prefill", r_c, c_q)
        == ("prefill", 15, 15360)
    )
    assert r_g == 0 and step["attention_kernel_us"] == pytest.approx(attention_us, abs=1e-3)
    # aiter's batch prefill: q (15360, 32, 128), a K cache (blocks, 8, 128)
    h, d = 32, 128
    assert step["attention_calls"] == 36
    assert step["flops"] == 36 * (4 * h * d * c_qkv - 2 * h * d * c_qq)
    assert step["judged_by"] == "compute"


def decode_label(requests: int, context: int = 100) -> str:
    """A decode step's batch annotation: requests sequences of one query token each."""
    kv = requests * context
    return f"execute_{requests}_context_0(sq0sk0sqsq0sqsk0)_generation_{requests}(sq{requests}sk{kv}sqsq{requests}sqsk{kv})"


def prefill_label(requests: int, tokens: int = 16) -> str:
    """A prefill step's batch annotation: requests prompts of tokens each."""
    q, qq = requests * tokens, requests * tokens * tokens
    return f"execute_{q}_context_{requests}(sq{q}sk{q}sqsq{qq}sqsk{qq})_generation_0(sq0sk0sqsq0sqsk0)"


def test_the_steady_window_leaves_out_warm_up_and_drain(tmp_path):
    """Two prefill steps (4 then 8 prompts: warm-up), five decode steps of 32, 32, 31, 32, 33
    requests (within 10% of 32: steady), then three of 20, 10, 2 (drain). By the rule: the
    runs are [0], [1], [2-6], [7], [8], [9]; the window is steps 2-6. Each step's attention
    kernel takes 100 + 10·i µs (one layer); the window's figures are the sums of its steps'."""
    labels = [prefill_label(4), prefill_label(8)] + [decode_label(r) for r in (32, 32, 31, 32, 33, 20, 10, 2)]
    t = TraceBuilder()
    for i, label in enumerate(labels):
        t.label(label, 1000 * i, 900)
        _layer(t, 1000 * i + 100, 20_000 + 1000 * i, 100 + 10 * i)
    e = analyze_file(t.write(tmp_path / "serve.pt.trace.json"))
    s = e["serving"]
    assert s["steady_note"] is None
    w = s["steady"]
    assert (w["first_step"], w["last_step"], w["steps"], w["phase"]) == (2, 6, 5, "decode")
    assert (w["requests_min"], w["requests_max"], w["tokens"]) == (31, 33, 32 + 32 + 31 + 32 + 33)
    window_us = sum(100 + 10 * i for i in range(2, 7))
    assert w["attention_kernel_us"] == window_us == 700
    assert w["attention_us_per_token"] == pytest.approx(700 / 160, abs=1e-4)
    steps = s["steps"][2:7]
    assert w["flops"] == sum(x["flops"] for x in steps) and w["bytes"] == sum(x["bytes"] for x in steps)
    # decode steps: their attention is decode's
    assert (w["prefill_kernel_us"], w["decode_kernel_us"], w["shared_kernel_us"]) == (0.0, 700.0, 0.0)
    whole = s["overall"]
    assert (whole["first_step"], whole["last_step"], whole["steps"], whole["phase"]) == (0, 9, 10, "mixed")
    assert whole["attention_kernel_us"] == sum(100 + 10 * i for i in range(10))
    assert whole["tokens"] == 4 * 16 + 8 * 16 + 32 + 32 + 31 + 32 + 33 + 20 + 10 + 2


def test_no_steady_window_in_a_ramp_or_a_short_trace(tmp_path):
    """A batch that grows by a third each step never holds 3 steps (each outside 10% of the
    one before); two steps are too few."""
    t = TraceBuilder()
    for i, requests in enumerate((9, 12, 16, 21, 28)):
        t.label(decode_label(requests), 1000 * i, 900)
        _layer(t, 1000 * i + 100, 20_000 + 1000 * i, 50)
    s = analyze_file(t.write(tmp_path / "ramp.pt.trace.json"))["serving"]
    assert s["steady"] is None and s["steady_note"].startswith("no 3 steps in a row batch alike")
    assert s["overall"]["steps"] == 5


@pytest.mark.parametrize(
    "name",
    [
        "inference__vllm_decode_full__graph_execution.json.gz",
        "inference__vllm_prefilldecode_piecewise__graph_execution.json.gz",
        "inference__sglang_decode__sglang_Qwen3-8B_decode.json.gz",
        "inference__sglang_prefilldecode__sglang_Qwen3-8B_prefilldecode.json.gz",
    ],
)
def test_the_shared_serving_traces_hold_one_step_and_say_so(name):
    """Each shared serving trace records one engine step (one annotation in its JSON): no
    steady window (said why), and the overall figures are that step's annotation's."""
    trace = _shared(name)
    numbers, attention_us = raw_step(trace)
    tokens, r_c, *_, r_g = numbers[:7]
    s = analyze_file(str(trace))["serving"]
    assert s["steady"] is None and s["steady_note"].startswith("1 engine step")
    whole = s["overall"]
    assert (whole["steps"], whole["tokens"], whole["requests_min"], whole["requests_max"]) == (
        1,
        tokens,
        r_c + r_g,
        r_c + r_g,
    )
    assert whole["attention_kernel_us"] == pytest.approx(attention_us, abs=1e-3)


def test_a_fused_rotary_and_kv_write_kernel_is_counted_once_and_not_advised_to_fuse(tmp_path):
    """#57 item 9: a kernel that applies the rotary embedding and writes the KV cache in one
    launch (TensorRT-LLM's applyBiasRopeUpdateKVCache; a rope + reshape_and_cache kernel) is
    one fused kernel: 30 µs in fused_rotary_kv_us, none in the KV-write or rotary columns, and
    no advice to fuse what is fused. Beside separate kernels the advice stays."""
    t = TraceBuilder()
    t.label(MIXED, 0, 1000)
    for i, name in enumerate(
        ["applyBiasRopeUpdateKVCacheV2<__nv_bfloat16, 128>", "rotary_embedding_and_reshape_and_cache_kernel"]
    ):
        t.kernel(name, 2000 + 100 * i, 15.0, t.launch(100 + 100 * i))
        t.op("vllm::unified_attention_with_output", 120 + 100 * i, 50, dims=[[6, 8, 64], [6, 2, 64], [6, 2, 64], [6, 8, 64]],
             types=[BF16] * 4)  # fmt: skip
        t.kernel("kernel_unified_attention_2d", 2020 + 100 * i, 40.0, t.launch(130 + 100 * i))
    e = analyze_file(t.write(tmp_path / "fused.pt.trace.json"))
    (step,) = e["serving"]["steps"]
    assert (step["kv_cache_write_us"], step["rotary_us"], step["fused_rotary_kv_us"]) == (0.0, 0.0, 30.0)
    assert not [a for a in e["advice"] if a["code"] == "kv_write_rotary_separate"]


def test_a_rotary_kernel_alone_is_no_separate_pair(tmp_path):
    """The KV write fused into the rotary kernel under a name that says only rotary: rotary
    30 µs, KV writes 0: nothing runs 'in separate kernels'."""
    t = TraceBuilder()
    t.label(MIXED, 0, 1000)
    t.kernel("rotary_embedding_kernel", 2000, 30.0, t.launch(100))
    t.op(
        "vllm::unified_attention_with_output",
        120,
        50,
        dims=[[6, 8, 64], [6, 2, 64], [6, 2, 64], [6, 8, 64]],
        types=[BF16] * 4,
    )
    t.kernel("kernel_unified_attention_2d", 2040, 40.0, t.launch(130))
    e = analyze_file(t.write(tmp_path / "rotary.pt.trace.json"))
    (step,) = e["serving"]["steps"]
    assert (step["kv_cache_write_us"], step["rotary_us"], step["fused_rotary_kv_us"]) == (0.0, 30.0, 0.0)
    assert not [a for a in e["advice"] if a["code"] == "kv_write_rotary_separate"]
