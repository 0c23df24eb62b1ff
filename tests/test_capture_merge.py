"""reader/capture.py: graph captures merged into their replays, on the shared vLLM pairs
against counts from the raw JSON, and on hand-built pairs that line up and that do not;
discovery.capture_pairs' pairing, and the tab merging a capture listed beside a replay."""

from __future__ import annotations

import gzip
import json
import os
import shutil
from pathlib import Path

import msgspec
import pytest
from test_plugin_routes import get_json, make_client, wait_for
from tracebuilder import TraceBuilder

from tb_attn_plugin.discovery.logdir import TraceFile, capture_pairs
from tb_attn_plugin.pipeline import analyze_file
from tb_attn_plugin.plugin.path_hiding import PathHider

TRACELENS = Path(__file__).resolve().parents[2] / "shared" / "traces" / "tracelens"
DECODE = (
    "inference__vllm_decode_full__capture_traces__graph_capture_rank_0.1773709742341309550.pt.trace.json.gz",
    "inference__vllm_decode_full__graph_execution.json.gz",
)
PIECEWISE = (
    "inference__vllm_prefilldecode_piecewise__capture_traces__graph_capture_rank_0.1773709679453551615.pt.trace.json.gz",
    "inference__vllm_prefilldecode_piecewise__graph_execution.json.gz",
)
ATTENTION_OP = "vllm::unified_attention_with_output"


def events_of(path: Path) -> list:
    with gzip.open(path) as f:
        return json.load(f)["traceEvents"]


def raw_expectations(capture: Path, replay: Path) -> tuple:
    """From the raw events alone: the replay's GPU rows of its one graph launch in start
    order; the capture's launches between its begin and end of capture in start order; and
    per captured attention op, the summed time of the replayed rows its launches ran."""
    cap, rep = events_of(capture), events_of(replay)
    begin = next(e for e in cap if e["name"].endswith("StreamBeginCapture"))
    end = next(e for e in cap if e["name"].endswith("StreamEndCapture"))
    lo, hi = begin["ts"] + begin["dur"], end["ts"]
    launches = sorted(
        (
            e
            for e in cap
            if e.get("cat") == "cuda_runtime"
            and e["tid"] == begin["tid"]
            and lo <= e["ts"]
            and e["ts"] + e["dur"] <= hi
            and any(k in e["name"] for k in ("LaunchKernel", "Memcpy", "Memset"))
        ),
        key=lambda e: e["ts"],
    )
    graph = next(e for e in rep if e.get("cat") == "cuda_runtime" and e["name"].endswith("GraphLaunch"))
    replayed = sorted(
        (
            e
            for e in rep
            if e.get("cat") in ("kernel", "gpu_memcpy", "gpu_memset")
            and e["args"].get("correlation") == graph["args"]["correlation"]
        ),
        key=lambda e: e["ts"],
    )
    ops = [e for e in cap if e.get("cat") == "cpu_op" and e["name"] == ATTENTION_OP and lo <= e["ts"] <= hi]
    per_op = []
    for op in ops:
        inside = [
            i
            for i, launch in enumerate(launches)
            if launch["tid"] == op["tid"] and op["ts"] <= launch["ts"] <= op["ts"] + op["dur"]
        ]
        per_op.append(sum(replayed[i]["dur"] for i in inside))
    return replayed, launches, ops, per_op


@pytest.mark.skipif(not (TRACELENS / DECODE[1]).exists(), reason="the shared traces are not here (../shared/traces)")
def test_the_decode_full_pair_merged_against_the_raw_trace():
    capture, replay = TRACELENS / DECODE[0], TRACELENS / DECODE[1]
    replayed, launches, ops, per_op = raw_expectations(capture, replay)
    assert len(replayed) == len(launches) == 421
    assert all(launch["args"]["kernel"] == k["name"] for launch, k in zip(launches, replayed))
    entry = analyze_file(str(replay), capture=(str(capture), None))
    merge = entry["graph_replays"]["capture_merge"]
    frames = merge.pop("frames_merged")
    assert frames > 0  # (the capture was recorded with stacks: #56 item 9)
    assert merge == {
        "capture": str(capture),
        "replays": 1,
        "replays_merged": 1,
        "gpu_rows_matched": 421,
        "launches_not_replayed": 0,
        "mismatch": None,
        "line": f"capture {capture.name} merged: 1 of 1 replay, 421 GPU rows given the ops they were captured under"
        f", and their call sites from the capture's {frames} Python frames",
    }
    [op] = [r for r in entry["attention_ops"] if r["op"] == ATTENTION_OP]
    # where the replayed calls were made: their captured launches' frames (the replay alone has none)
    assert [(s["library"], s["calls"]) for s in op["call_sites"]] == [
        ("vllm/compilation/caching.py(197): __call__", 24)
    ]
    assert op["count"] == len(ops) == 24
    assert (op["shape"]["T"], op["shape"]["H"], op["shape"]["D"]) == (32, 64, 64)
    assert op["kernel_us"] == pytest.approx(sum(per_op), abs=1e-3)
    # per layer: the 24 calls are the scope, each with its own replayed kernels
    [scope] = [s for s in entry["scopes"] if s["name"] == ATTENTION_OP]
    assert scope["count"] == 24 and scope["forward_kernel_us"] == pytest.approx(sum(per_op), abs=1e-3)
    assert entry["attention"]["parts"]["found_by_kernel"]["count"] == 0  # all owned now
    # the replay's attention kernels are the same ones either way
    assert entry["graph_replays"]["attention_kernel_us"] == pytest.approx(655.692, abs=1e-3)
    # the merged rows' CPU time is the graph launch's, shared out: never more than it
    graph = next(e for e in events_of(replay) if e.get("cat") == "cuda_runtime" and e["name"].endswith("GraphLaunch"))
    assert 0 < entry["attention"]["cpu_us"] < graph["dur"]


@pytest.mark.skipif(not (TRACELENS / PIECEWISE[1]).exists(), reason="the shared traces are not here (../shared/traces)")
def test_the_piecewise_pair_merges_every_piece_and_keeps_the_eager_attention():
    capture, replay = TRACELENS / PIECEWISE[0], TRACELENS / PIECEWISE[1]
    alone = analyze_file(str(replay))
    entry = analyze_file(str(replay), capture=(str(capture), None))
    merge = entry["graph_replays"]["capture_merge"]
    raw = events_of(replay)
    graph_corr = {
        e["args"]["correlation"] for e in raw if e.get("cat") == "cuda_runtime" and e["name"].endswith("GraphLaunch")
    }
    rows = [
        e
        for e in raw
        if e.get("cat") in ("kernel", "gpu_memcpy", "gpu_memset") and e["args"].get("correlation") in graph_corr
    ]
    assert merge["replays"] == merge["replays_merged"] == len(graph_corr) == 25
    assert merge["gpu_rows_matched"] == len(rows) == 361
    # attention ran eagerly between the pieces: the same with or without the merge
    [op] = [r for r in entry["attention_ops"] if r["op"] == ATTENTION_OP]
    [before] = [r for r in alone["attention_ops"] if r["op"] == ATTENTION_OP]
    assert (op["count"], op["kernel_us"]) == (before["count"], before["kernel_us"]) == (24, 5146.906)


def hand_built(tmp_path, replayed: list, captured: tuple = ("flash_fwd_kernel", "softmax_warp_forward")) -> tuple:
    """A capture of one graph, inside a label: attn_fwd (a launch of each captured kernel, 40
    µs apart: flash_fwd_kernel, then softmax_warp_forward); its replay runs `replayed` (names,
    30, 10 and 5 µs) under one hipGraphLaunch of 50 µs."""
    cap = TraceBuilder()
    cap.launch(0, dur=5, name="hipStreamBeginCapture")
    cap.label("attn_fwd", 10, 100)
    for i, kernel in enumerate(captured):
        ts = 20 + 40 * i
        cap.events.append(
            {
                "ph": "X",
                "cat": "cuda_runtime",
                "name": "hipLaunchKernel",
                "pid": 100,
                "tid": 100,
                "ts": ts,
                "dur": 4,
                "args": {"correlation": 500 + ts, "kernel": kernel},
            }
        )
    cap.launch(200, dur=5, name="hipStreamEndCapture")
    rep = TraceBuilder()
    corr = rep.launch(1000, dur=50, name="hipGraphLaunch")
    for ts, (name, dur) in zip((1100, 1140, 1160), zip(replayed, (30, 10, 5))):
        rep.kernel(name, ts, dur, corr)
    return cap.write(tmp_path / "capture.pt.trace.json"), rep.write(tmp_path / "replay.pt.trace.json")


def test_a_hand_built_pair_that_lines_up(tmp_path):
    capture, replay = hand_built(tmp_path, ["flash_fwd_kernel", "softmax_warp_forward"])
    entry = analyze_file(replay, capture=(capture, None))
    assert entry["graph_replays"]["capture_merge"]["gpu_rows_matched"] == 2
    [scope] = entry["scopes"]
    assert (scope["name"], scope["count"], scope["forward_kernel_us"], scope["kernels_per_instance"]) == (
        "attn_fwd",
        1,
        40.0,
        2.0,
    )
    # the label took 100 of the capture window's 195 µs (5 to 200): its share of the 50 µs
    # launch, less the inset at each end (0.1% of the launch)
    assert scope["cpu_us"] == pytest.approx(100 * (50 * 0.998) / 195, abs=1e-3)
    assert entry["warnings"] == []


def test_a_hand_built_pair_that_does_not_line_up_merges_nothing_and_says_where(tmp_path):
    capture, replay = hand_built(tmp_path, ["flash_fwd_kernel", "layer_norm_kernel"])
    entry = analyze_file(replay, capture=(capture, None))
    merge = entry["graph_replays"]["capture_merge"]
    assert merge["replays_merged"] == 0 and merge["gpu_rows_matched"] == 0
    assert merge["mismatch"] == (
        "replay 1 (at 1000.000 µs): at launch 2, kernel 'softmax_warp_forward' was captured and 'layer_norm_kernel' replayed"
    )
    assert entry["scopes"] == []  # no merged numbers
    assert any("does not line up" in w and "0 of 1 replays merged" in w for w in entry["warnings"])
    # the fused kernel is still found by its name, as without a capture
    assert entry["attention"]["parts"]["found_by_kernel"] == {"count": 1, "kernel_us": 30.0}
    (tmp_path / "short").mkdir()
    short_capture, short_replay = hand_built(tmp_path / "short", ["flash_fwd_kernel"])
    short = analyze_file(short_replay, capture=(short_capture, None))["graph_replays"]["capture_merge"]
    assert short["mismatch"] == "replay 1 (at 1000.000 µs): 1 GPU rows replayed against 2 launches captured"


def trace_file(path: str) -> TraceFile:
    return TraceFile("x", path, ".", "w", "", 1, 1)


def capture_of(trace: TraceFile, traces: list):
    """The capture paired with a trace in a listing that holds it and those traces."""
    return capture_pairs([trace, *traces]).get(trace.path)


def test_capture_pairs_by_folder_and_rank():
    replay = trace_file("/logs/run/rank_1.pt.trace.json")
    captures = [
        trace_file("/logs/run/capture_traces/graph_capture_rank_0.1.pt.trace.json"),
        trace_file("/logs/run/capture_traces/graph_capture_rank_1.1.pt.trace.json"),
    ]
    assert capture_of(replay, [replay, *captures]) is captures[1]
    assert capture_of(trace_file("/logs/run/graph_execution.json.gz"), captures) is None  # two, no rank: not guessed
    assert capture_of(trace_file("/logs/run/graph_execution.json.gz"), captures[:1]) is captures[0]
    assert capture_of(captures[0], captures) is None  # a capture has no capture
    assert capture_of(trace_file("/logs/other/w.pt.trace.json"), captures) is None


def served_pair(tmp_path):
    """A logdir as vLLM writes it: the replay in serve/, its capture in serve/capture_traces/."""
    (tmp_path / "made").mkdir()
    capture, replay = hand_built(tmp_path / "made", ["flash_fwd_kernel", "softmax_warp_forward"])
    logdir = tmp_path / "logs"
    (logdir / "serve" / "capture_traces").mkdir(parents=True)
    shutil.copy(replay, logdir / "serve" / "graph_execution.pt.trace.json")
    shutil.copy(capture, logdir / "serve" / "capture_traces" / "graph_capture_rank_0.pt.trace.json")
    return logdir


def test_the_tab_merges_the_capture_listed_beside_a_replay(tmp_path):
    logdir = served_pair(tmp_path)
    plugin, client = make_client(logdir, tmp_path)
    try:
        listed = get_json(client, "/data/plugin/attention/traces")["traces"]
        t = next(x for x in listed if x["file"] == "graph_execution.pt.trace.json")
        entry = json.loads(wait_for(client, f"/data/plugin/attention/report?trace={t['id']}").get_data(as_text=True))
        assert entry["graph_replays"]["capture_merge"]["gpu_rows_matched"] == 2
        assert [s["name"] for s in entry["scopes"]] == ["attn_fwd"]
    finally:
        plugin.service.close()


def test_the_command_line_reports_a_logdir_as_the_tab_does(tmp_path):
    """One truth (#38 item 5): the same logdir, a replay with its capture in capture_traces/,
    through `tb-attn report` and through the tab's service: equal entries (the capture merged
    in both), but for the seconds each analysis took. The capture is no trace of its own
    (#41 item 7): the command line reports the replay alone, saying the capture was merged,
    and the tab's listing marks the capture's row with the replay it is merged into."""
    from tb_attn_plugin.analysis import Options
    from tb_attn_plugin.cli import build_report
    from tb_attn_plugin.text.report import format_text

    logdir = served_pair(tmp_path)
    report, readable = build_report([str(logdir)], Options())
    assert readable == 1
    assert [os.path.basename(e["path"]) for e in report["traces"]] == ["graph_execution.pt.trace.json"]
    assert "capture graph_capture_rank_0.pt.trace.json merged: 1 of 1 replay" in format_text(report)
    # (the tab is told paths below the logdir, #45 item 9; the command line the user's own)
    hider = PathHider(str(logdir))
    shown = [json.loads(hider.json_bytes(msgspec.json.encode(e))) for e in report["traces"]]
    by_path = {e["path"]: e for e in shown}
    plugin, client = make_client(logdir, tmp_path)
    try:
        listed = get_json(client, "/data/plugin/attention/traces")["traces"]
        [replay] = [t for t in listed if t["file"] == "graph_execution.pt.trace.json"]
        [capture] = [t for t in listed if t["file"] == "graph_capture_rank_0.pt.trace.json"]
        assert capture["merged_into"] == [replay["id"]] and "merged_into" not in replay
        assert len(listed) == 2 and len(by_path) == 1
        # (#59 item 9: the capture is analysed only as part of its replay: no job of its own)
        analysed = {os.path.basename(j.trace.path) for j in plugin.service.table.jobs.values()}
        assert analysed == {"graph_execution.pt.trace.json"}
        for t in [replay]:
            entry = json.loads(
                wait_for(client, f"/data/plugin/attention/report?trace={t['id']}").get_data(as_text=True)
            )
            cli = dict(by_path[entry["path"]])
            for e in (entry, cli):
                e.pop("analysis_seconds", None)
            assert entry == cli, t["file"]
        merged = by_path["serve/graph_execution.pt.trace.json"]
        assert merged["graph_replays"]["capture_merge"]["gpu_rows_matched"] == 2
        assert [s["name"] for s in merged["scopes"]] == ["attn_fwd"]
    finally:
        plugin.service.close()


THREE = ("flash_fwd_kernel", "softmax_warp_forward", "Cijk_Alik_Bljk_gemm")  # (a GEMM at the graph's end)


def test_a_captured_launch_at_the_graphs_end_that_never_ran_is_merged_without_it(tmp_path):
    """#40: a ROCm serving trace's replays ran the first 993 of 994 captured launches (the last
    GEMM never ran): merged, and said; a real mismatch in what ran is still refused."""
    capture, replay = hand_built(tmp_path, ["flash_fwd_kernel", "softmax_warp_forward"], THREE)
    entry = analyze_file(replay, capture=(capture, None))
    merge = entry["graph_replays"]["capture_merge"]
    assert (merge["replays_merged"], merge["gpu_rows_matched"], merge["launches_not_replayed"]) == (1, 2, 1)
    assert merge["mismatch"] is None and entry["warnings"] == []
    assert merge["line"] == (
        "capture capture.pt.trace.json merged: 1 of 1 replay, 2 GPU rows given the ops they were captured under; "
        "1 captured launch "
        "at the graph's end never ran in a replay (Cijk_Alik_Bljk_gemm): merged without it"
    )
    [scope] = entry["scopes"]
    assert (scope["name"], scope["forward_kernel_us"]) == ("attn_fwd", 40.0)
    # what ran disagrees with what was captured before the end: refused, as before
    (tmp_path / "bad").mkdir()
    capture, replay = hand_built(tmp_path / "bad", ["flash_fwd_kernel", "layer_norm_kernel"], THREE)
    merge = analyze_file(replay, capture=(capture, None))["graph_replays"]["capture_merge"]
    assert merge["replays_merged"] == 0 and merge["launches_not_replayed"] == 0
    assert merge["line"].startswith(
        "capture capture.pt.trace.json not merged: replay 1 (at 1000.000 µs): 2 GPU rows replayed against 3"
    )


def test_a_replayed_call_takes_the_call_site_of_its_captured_launch(tmp_path):
    """#56 item 9: a graph replay carries no Python stack; merged with its capture, whose
    frames (with_stack=True) hold the engine's line and the library function that launched
    the attention kernel, each replayed call takes the call site of its captured launch. The
    launch was made from Python (flash_attn_with_kvcache, no op around it): the call is that
    function, and its call site the engine's line."""
    user = "/srv/engine/model_runner.py(212): decode_step"
    library = "/venv/lib/python3.11/site-packages/flash_attn/flash_attn_interface.py(1404): flash_attn_with_kvcache"
    kernel = "void flash::flash_fwd_splitkv_kernel<Flash_fwd_kernel_traits<128, 64, 128, 4, false, false, cutlass::bfloat16_t>>(Flash_fwd_params)"
    cap = TraceBuilder()
    cap.frame(user, 0, 300)  # (around the whole capture window)
    cap.launch(5, dur=5, name="cudaStreamBeginCapture")
    cap.frame(library, 50, 40)
    cap.launch(60, dur=4)
    cap.launch(200, dur=5, name="cudaStreamEndCapture")
    rep = TraceBuilder()
    for i in range(3):
        corr = rep.launch(1000 * i, dur=50, name="cudaGraphLaunch")
        rep.kernel(kernel, 1000 * i + 100, 30.0, corr)
    capture = cap.write(tmp_path / "capture.pt.trace.json")
    replay = rep.write(tmp_path / "replay.pt.trace.json")
    entry = analyze_file(replay, capture=(capture, None))
    merge = entry["graph_replays"]["capture_merge"]
    assert (merge["replays_merged"], merge["gpu_rows_matched"], merge["frames_merged"]) == (3, 3, 6)
    assert merge["line"].endswith(", and their call sites from the capture's 6 Python frames")
    [row] = entry["attention_ops"]
    assert (row["op"], row["count"], row["kernel_us"]) == ("flash_attn_with_kvcache (from Python)", 3, 90.0)
    assert [(s["user"], s["library"], s["calls"]) for s in row["call_sites"]] == [(user, library, 3)]
