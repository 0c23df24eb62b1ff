"""Real traces recorded by the demo recorder with the installed torch during the test run.
Expected values are recomputed from the raw JSON of the same file, independently of the engine."""

import gzip
import json

import pytest

from tb_attn_plugin.record.demo import DEMO_CALLS


def raw_events(path):
    opener = gzip.open if path.endswith(".gz") else open
    with opener(path, "rt") as f:
        return json.load(f)["traceEvents"]


def scope(entry, name):
    found = [s for s in entry["scopes"] if s["name"] == name]
    assert found, [s["name"] for s in entry["scopes"]]
    return found[0]


def ops_inside(events, label):
    """cpu_op events inside each instance of a label on its thread, straight from the JSON."""
    spans = [
        (e["tid"], e["ts"], e["ts"] + e["dur"])
        for e in events
        if e.get("cat") == "user_annotation" and e["name"] == label
    ]
    ops = [e for e in events if e.get("cat") == "cpu_op"]
    return spans, [
        [o for o in ops if o["tid"] == tid and a <= o["ts"] and o["ts"] + o["dur"] <= b + 0.002] for tid, a, b in spans
    ]


def test_demo_writes_runs(demo_logdir):
    runs = demo_logdir.runs
    for name in ("naive", "naive_inplace", "sdpa_math", "sdpa_flash", "train"):
        assert name in runs, (name, demo_logdir.skipped)
    assert runs["naive"][0].endswith(".pt.trace.json")
    assert runs["train"][0].endswith(".pt.trace.json.gz")


def test_every_variant_has_its_label_and_records_enough_calls(demo_report, demo_logdir):
    """Each variant records DEMO_CALLS forwards (active steps, one forward each: counted in the
    raw trace), enough that the comparison's medians hold their order from run to run, and
    the report counts each; the training run its 3 steps."""
    assert DEMO_CALLS >= 10
    for run, entry in demo_report.items():
        assert entry["ok"], entry["errors"]
        if run == "train":
            continue
        spans, _ = ops_inside(raw_events(demo_logdir.runs[run][0]), "attn_fwd")
        assert len(spans) == DEMO_CALLS, run
        attn = scope(entry, "attn_fwd")
        assert attn["source"] == "label"
        assert attn["count"] == DEMO_CALLS
        assert attn["per_call"]["cpu_us"]["n"] == DEMO_CALLS


def test_cpu_ops_per_forward_match_the_trace(demo_report, demo_logdir):
    for run in ("naive", "naive_inplace", "sdpa_math", "sdpa_flash"):
        events = raw_events(demo_logdir.runs[run][0])
        spans, inside = ops_inside(events, "attn_fwd")
        expected = sum(len(x) for x in inside) / len(spans)
        assert scope(demo_report[run], "attn_fwd")["cpu_ops_per_instance"] == pytest.approx(expected)
        expected_us = sum(b - a for _, a, b in spans)
        assert scope(demo_report[run], "attn_fwd")["cpu_us"] == pytest.approx(expected_us, abs=0.01)


def test_naive_has_a_copy_the_inplace_run_has_not(demo_report):
    def copies(run):
        return {
            k["name"]: k["count"]
            for k in scope(demo_report[run], "attn_fwd")["kernels"]
            if k["name"] in ("aten::clone", "aten::copy_")
        }

    naive, inplace = copies("naive"), copies("naive_inplace")
    # out-of-place masked_fill clones the scores: one aten::clone per forward
    assert naive.get("aten::clone") == DEMO_CALLS
    assert "aten::clone" not in inplace
    assert naive["aten::copy_"] > inplace.get("aten::copy_", 0)
    cats = {c["category"]: c for c in scope(demo_report["naive"], "attn_fwd")["categories"]}
    assert cats["memcpy"]["count"] >= 3


def test_math_backend_runs_several_times_more_ops_than_a_fused_one(demo_report):
    math_ops = scope(demo_report["sdpa_math"], "attn_fwd")["cpu_ops_per_instance"]
    fused_ops = scope(demo_report["sdpa_flash"], "attn_fwd")["cpu_ops_per_instance"]
    assert math_ops >= 2.5 * fused_ops, (math_ops, fused_ops)
    backends = {s["backend"] for s in demo_report["sdpa_math"]["sdpa"]}
    assert backends == {"math"}
    assert any(a["code"] == "sdpa_math_fallback" for a in demo_report["sdpa_math"]["advice"])
    flash = demo_report["sdpa_flash"]["sdpa"][0]
    assert flash["backend"] == "flash (cpu)" and flash["causal"] is True
    assert flash["shape"] == {"B": 2, "H": 4, "Lq": 256, "Lkv": 256, "D": 64}
    assert flash["dtype"] == "float32"
    assert flash["flops"] == DEMO_CALLS * 4 * 2 * 4 * 256 * 256 * 64 // 2


def test_training_run_nesting(demo_report):
    entry = demo_report["train"]
    for i in (0, 1):
        layer = scope(entry, f"attention/layer{i}")
        assert layer["parent"] == f"CausalSelfAttention_{i}"
        for part in ("qkv", "sdpa", "out_proj"):
            child = scope(entry, f"attention/layer{i}/{part}")
            assert child["parent"] == f"attention/layer{i}"
            assert child["count"] == 3
        parts = sum(scope(entry, f"attention/layer{i}/{p}")["cpu_us"] for p in ("qkv", "sdpa", "out_proj"))
        assert parts <= layer["cpu_us"]
    # top-level scopes only: the nested labels add nothing to the total
    tops = [s for s in entry["scopes"] if s["parent"] is None]
    assert entry["attention"]["forward_cpu_us"] == pytest.approx(sum(s["cpu_us"] for s in tops), abs=0.01)


def test_training_run_backward_attribution(demo_report, demo_logdir):
    entry = demo_report["train"]
    sdpa = scope(entry, "attention/layer0/sdpa")
    bwd = [k for k in sdpa["kernels"] if k["phase"] == "backward"]
    names = {k["name"] for k in bwd}
    assert "aten::_scaled_dot_product_flash_attention_for_cpu_backward" in names
    assert sdpa["backward_cpu_us"] > 0
    # The backward of the sdpa label is exactly the autograd node the flow links to its op:
    events = raw_events(demo_logdir.runs["train"][0])
    spans = [
        (e["ts"], e["ts"] + e["dur"])
        for e in events
        if e.get("cat") == "user_annotation" and e["name"] == "attention/layer0/sdpa"
    ]
    starts = {e["id"]: (e["tid"], e["ts"]) for e in events if e.get("cat") == "fwdbwd" and e["ph"] == "s"}
    finishes = {e["id"]: (e["tid"], e["ts"]) for e in events if e.get("cat") == "fwdbwd" and e["ph"] == "f"}
    ops = {(e["tid"], e["ts"]): e for e in events if e.get("cat") == "cpu_op"}
    wrappers = {}
    for fid, (_tid, ts) in starts.items():
        if fid in finishes and any(a <= ts <= b for a, b in spans):
            node = ops[finishes[fid]]
            # the autograd engine's wrapper encloses the node: that is the backward's CPU time
            wrapper = [
                e
                for e in events
                if e.get("cat") == "cpu_op"
                and e["tid"] == node["tid"]
                and e["name"].startswith("autograd::engine::evaluate_function: ")
                and e["ts"] <= node["ts"]
                and node["ts"] + node["dur"] <= e["ts"] + e["dur"] + 0.002
            ]
            w = min(wrapper, key=lambda e: e["dur"])
            wrappers[(w["tid"], w["ts"])] = w["dur"]
    assert wrappers
    assert sdpa["backward_cpu_us"] == pytest.approx(sum(wrappers.values()), abs=0.01)


def test_training_run_memory_per_scope(demo_report, demo_logdir):
    entry = demo_report["train"]
    events = raw_events(demo_logdir.runs["train"][0])
    label = "attention/layer0/qkv"
    spans = [
        (e["tid"], e["ts"], e["ts"] + e["dur"])
        for e in events
        if e.get("cat") == "user_annotation" and e["name"] == label
    ]
    mem = [e for e in events if e.get("name") == "[memory]"]
    inside = [m for m in mem if any(m["tid"] == tid and a <= m["ts"] <= b for tid, a, b in spans)]
    alloc = sum(m["args"]["Bytes"] for m in inside if m["args"]["Bytes"] > 0)
    freed = -sum(m["args"]["Bytes"] for m in inside if m["args"]["Bytes"] < 0)
    rows = {(m["device"], m["phase"]): m for m in scope(entry, label)["memory"]}
    fwd = rows[("cpu", "forward")]
    assert alloc > 0
    assert fwd["alloc_bytes"] == alloc and fwd["freed_bytes"] == freed
    assert fwd["alloc_count"] == sum(1 for m in inside if m["args"]["Bytes"] > 0)
    assert fwd["peak_allocated"] >= max(m["args"]["Total Allocated"] for m in inside)
    assert ("cpu", "backward") in rows


def test_eager_training_backward_is_not_taken_for_a_compiled_graph(demo_report):
    """The SDPA backward op inside its autograd node has no link of its own, and needs none:
    the node is linked to the call. Nothing to pair, nothing to warn about."""
    e = demo_report["train"]
    assert e["compiled"] == {
        "regions": 0,
        "attention_ops": 0,
        "attention_ops_unlabelled": 0,
        "backward_paired": 0,
        "backward_unpaired": 0,
        "opaque_graph_calls": 0,
        "opaque_graph_cpu_us": 0.0,
    }
    assert not any("could not be paired" in w for w in e["warnings"])


@pytest.mark.slow
def test_the_demo_compares_its_variants_from_a_relative_out(tmp_path):
    """`tb-attn demo --out runs/demo`, relative as scripts/demo.sh passes it: the variants
    compared are printed last (the recorder's relative paths were once matched against the
    report's absolute ones, and nothing was compared)."""
    import subprocess
    import sys

    pytest.importorskip("torch", reason="the demo recorder needs torch (pip install -e '.[demo]')")
    out = subprocess.run(
        [sys.executable, "-m", "tb_attn_plugin.cli", "demo", "--out", "runs/demo", "--size", "tiny", "--steps", "1"],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert out.returncode == 0, out.stderr[-2000:]
    assert (tmp_path / "runs" / "demo" / "naive").is_dir()
    text = out.stdout
    assert "variants, ranked by" in text, text[-3000:]
    # every variant recorded here is in the comparison's table, and the training run is not
    table = text[text.index("variants, ranked by") :].split("\n\n")[0]
    assert len([line for line in table.splitlines() if line.lstrip().startswith("[")]) >= 4, table
