"""Where in the user's code attention was called (#40 item 6, analysis/call_sites.py): the
reader keeps the Python code frames that enclose a label, a module call or an op whose
shapes it keeps; each attention-op row, scope and GEMM row lists its calls' call sites (the
innermost user frame, the innermost library frame inside it that is not torch's machinery),
and the entry groups them by place. Hand-built traces with every frame placed by hand."""

from __future__ import annotations

import os

import pytest
from tracebuilder import BWD, TraceBuilder

from tb_attn_plugin.analysis.passes.kernel_sites import short_frame
from tb_attn_plugin.names.patterns import LIBRARY, PLUMBING, USER, frame_kind
from tb_attn_plugin.pipeline import analyze_file
from tb_attn_plugin.reader import read_trace
from tb_attn_plugin.text.report import format_text

Q = [[2, 4, 64, 32]] * 3
MATH = "aten::_scaled_dot_product_attention_math"
TRAIN = "/home/me/proj/train.py(40): step"
MODEL = "/home/me/proj/model.py(12): forward"
HF = "transformers/integrations/sdpa_attention.py(18): sdpa_attention_forward"


@pytest.mark.parametrize(
    "name, kind",
    [
        (TRAIN, USER),
        ("train.py(7): <module>", USER),  # relative to the script's folder
        ("mypkg/layers/attn.py(3): forward", USER),
        (HF, LIBRARY),
        ("/opt/venv/lib/python3.11/site-packages/vllm/attention/layer.py(200): forward", LIBRARY),
        ("/usr/lib/python3/dist-packages/flash_attn/flash_attn_interface.py(1): flash_attn_func", LIBRARY),
        ("torch/nn/functional.py(5000): multi_head_attention_forward", LIBRARY),  # where, not how
        ("torch/nn/modules/module.py(1782): _call_impl", PLUMBING),
        ("torch/_ops.py(1267): __call__", PLUMBING),
        ("torch/autograd/profiler.py(918): __enter__", PLUMBING),
        ("contextlib.py(81): inner", PLUMBING),  # the standard library
        ("/usr/lib/python3.11/typing.py(359): inner", PLUMBING),
    ],
)
def test_frames_are_told_apart_by_their_path(name, kind):
    assert frame_kind(name) == kind


def model_with_frames() -> TraceBuilder:
    """Two steps, each: train.py's step() -> model.py's forward() -> Hugging Face's
    sdpa_attention_forward -> torch's _call_impl -> a labelled math SDPA call (kernel-less CPU
    trace: 100 and 300 µs); a third call from the step itself with no library frame (50 µs);
    a frame that ended before the call and one on another thread enclose nothing."""
    t = TraceBuilder()
    for base in (0, 1000):
        t.frame(TRAIN, base, 900)
        t.frame("/home/me/proj/data.py(3): load", base + 1, 5)  # ended before the calls: not around them
        t.frame(MODEL, base + 10, 500)
        t.frame(HF, base + 20, 450)
        t.frame("torch/nn/modules/module.py(1782): _call_impl", base + 30, 420)
        t.label("attn_fwd", base + 40, 400)
        t.op(MATH, base + 50, 100 if base == 0 else 300, dims=Q)
        t.op(MATH, base + 600, 50, dims=Q)  # inside train.py's step only
    t.frame("/home/me/proj/other.py(1): elsewhere", 0, 5000, tid=BWD)
    return t


def test_each_row_says_where_its_calls_were_made(tmp_path):
    e = analyze_file(model_with_frames().write(tmp_path / "t.pt.trace.json"))
    [row] = e["attention_ops"]
    assert row["count"] == 4
    assert row["call_sites"] == [
        {"user": MODEL, "library": HF, "calls": 2, "us": 400.0},
        {"user": TRAIN, "library": None, "calls": 2, "us": 100.0},
    ]
    label = next(s for s in e["scopes"] if s["name"] == "attn_fwd")
    assert label["call_sites"] == [{"user": MODEL, "library": HF, "calls": 2, "us": None}]
    assert e["call_sites"]["sites"] == [
        {"user": MODEL, "library": HF, "calls": 2, "us": 400.0, "ops": [MATH]},
        {"user": TRAIN, "library": None, "calls": 2, "us": 100.0, "ops": [MATH]},
    ]
    # 9 frames of code and libraries (4 a step, torch's _call_impl being machinery, and 1 on the
    # other thread); kept: the 3 around each step's calls
    section = e["call_sites"]
    assert (section["frames_recorded"], section["frames_kept"], section["note"]) == (9, 6, None)
    [math] = [a["message"] for a in e["advice"] if a["code"] == "sdpa_math_fallback"]
    # (frames by their file's name: the path is the machine's)
    assert math.startswith(
        "4 scaled_dot_product_attention calls (called at model.py(12): forward, in sdpa_attention.py(18): "
        "sdpa_attention_forward; and 1 other place)"
    )
    lines = format_text({"traces": [e]}).splitlines()
    assert all(len(line) <= 120 for line in lines)
    start = lines.index("  where in your code, the most time first (your frame -> the library frame it called):")
    said = " ".join(line.strip() for line in lines[start + 1 : start + 4])
    assert said.startswith(f"{MODEL} -> {HF}: 2 calls, 400.0 µs CPU ({MATH}) {TRAIN}: 2 calls, 100.0 µs CPU ({MATH})")


def test_the_timeline_of_a_call_says_where_it_was_called_from(tmp_path):
    """The label's calls: HF's function, the model's forward, the step (innermost first;
    torch's _call_impl is machinery, not kept); a trace without frames has no stack."""
    from tb_attn_plugin.analysis.passes.timeline import TimelineStore
    from tb_attn_plugin.analysis.queries.timeline import timeline_window
    from tb_attn_plugin.pipeline import analyze_with_extras

    entry, extras = analyze_with_extras(model_with_frames().write(tmp_path / "t.pt.trace.json"))
    label = next(s["id"] for s in entry["scopes"] if s["name"] == "attn_fwd")
    for call in ("0", "1"):
        assert timeline_window(extras.timeline, extras.scope_names, label, call).stack == [HF, MODEL, TRAIN]
    # the stored form (the cache's) keeps it
    again = TimelineStore.from_json(extras.timeline.to_json(), len(extras.scope_names))
    assert timeline_window(again, extras.scope_names, label, "1").stack == [HF, MODEL, TRAIN]
    t = TraceBuilder()
    t.label("attn_fwd", 0, 100)
    t.op(MATH, 10, 50, dims=Q)
    entry, extras = analyze_with_extras(t.write(tmp_path / "bare.pt.trace.json"))
    assert timeline_window(extras.timeline, extras.scope_names, 0, None).stack == []


def test_without_frames_the_report_says_how_to_record_them(tmp_path):
    t = TraceBuilder()
    t.op(MATH, 50, 100, dims=Q)
    e = analyze_file(t.write(tmp_path / "t.pt.trace.json"))
    assert e["attention_ops"][0]["call_sites"] == [] and e["call_sites"]["sites"] == []
    assert e["call_sites"]["frames_recorded"] == 0
    assert "with_stack=True" in e["call_sites"]["note"]
    assert "call sites: No Python frames in this trace" in format_text({"traces": [e]})


def test_both_reads_keep_the_same_frames(tmp_path, monkeypatch):
    path = model_with_frames().write(tmp_path / "t.pt.trace.json")

    def frames():
        data = read_trace(path)
        f = data.frames
        return [
            (data.strings[n], p, t, ts, d)
            for n, p, t, ts, d in zip(*(x.tolist() for x in (f.name, f.pid, f.tid, f.ts, f.dur)))
        ]

    fast = frames()
    monkeypatch.setenv("TB_ATTN_CAREFUL_READ", "1")
    careful = frames()
    assert fast == careful and len(fast) == 6
    assert {name for name, *_ in fast} == {TRAIN, MODEL, HF}


def test_the_shared_qwen_trace_names_hugging_face_s_sdpa_call():
    """Brute force from the raw JSON: every SDPA flash op of the H100 Qwen trace, its
    innermost enclosing frame named sdpa_attention.py (the library frame) on its thread."""
    from conftest import SHARED_TRACES

    path = os.path.join(SHARED_TRACES, "tracelens", "h100__Qwen_Qwen1.5-0.5B-Chat__1016005.json.gz")
    if not os.path.exists(path):
        pytest.skip("the shared traces are not here")
    import gzip
    import json

    with gzip.open(path, "rt") as f:
        events = [e for e in json.load(f)["traceEvents"] if e.get("ph") == "X"]
    frames = [e for e in events if e.get("cat") == "python_function" and ".py(" in e["name"]]
    ops = [e for e in events if e.get("cat") == "cpu_op" and e["name"] == "aten::_scaled_dot_product_flash_attention"]
    expected = {}
    for op in ops:
        around = [
            f
            for f in frames
            if (f["pid"], f["tid"]) == (op["pid"], op["tid"])
            and f["ts"] <= op["ts"]
            and f["ts"] + f["dur"] >= op["ts"] + op["dur"]
            and f["name"].startswith("transformers/")
        ]
        library = max(around, key=lambda f: f["ts"])["name"]
        expected[library] = expected.get(library, 0) + 1
    e = analyze_file(path)
    [row] = [r for r in e["attention_ops"] if r["op"] == "aten::_scaled_dot_product_flash_attention"]
    assert {s["library"]: s["calls"] for s in row["call_sites"]} == expected
    assert sum(expected.values()) == row["count"] == 24


# --- recorded with with_stack=True by the installed torch ------------------------------


def _raw(path: str) -> list:
    import gzip
    import json

    opener = gzip.open if path.endswith(".gz") else open
    with opener(path, "rt") as f:
        return [e for e in json.load(f)["traceEvents"] if e.get("ph") == "X"]


def _innermost(events: list, op: dict, test) -> str:
    """The innermost python_function frame on the op's thread enclosing it whose name passes
    test (brute force over every frame of the raw trace)."""
    around = [
        f
        for f in events
        if f.get("cat") == "python_function"
        and (f["pid"], f["tid"]) == (op["pid"], op["tid"])
        and f["ts"] <= op["ts"]
        and f["ts"] + f["dur"] >= op["ts"] + op["dur"]
        and test(f["name"])
    ]
    return max(around, key=lambda f: (f["ts"], -f["dur"]))["name"]


@pytest.mark.slow
def test_the_demo_s_calls_name_the_demo_s_own_lines(demo_logdir, demo_report):
    """Every attention call of the demo's SDPA math and naive variants: its user frame is the
    innermost demo.py frame around its op (the softmax of an eager chain) in the raw trace."""
    for run, op_name in (("sdpa_math", "aten::_scaled_dot_product_attention_math"), ("naive", "aten::softmax")):
        [path] = demo_logdir.runs[run]
        events = _raw(path)
        ops = [e for e in events if e.get("cat") == "cpu_op" and e["name"] == op_name]
        expected: dict = {}
        for op in ops:
            frame = _innermost(events, op, lambda n: "tb_attn_plugin/record/demo.py(" in n)
            expected[frame] = expected.get(frame, 0) + 1
        [row] = demo_report[run]["attention_ops"]
        assert {s["user"]: s["calls"] for s in row["call_sites"]} == expected, run
        assert sum(expected.values()) == row["count"] > 0


HF_MODELS = """
from transformers import AutoModelForCausalLM, GPT2Config
from torch.profiler import tensorboard_trace_handler

config = GPT2Config(n_layer=2, n_head=4, n_embd=64, vocab_size=128, n_positions=64)
ids = torch.randint(0, 128, (2, 32))
for impl in ("eager", "sdpa"):
    model = AutoModelForCausalLM.from_config(config, attn_implementation=impl).eval()

    def step():
        with torch.no_grad():
            model(ids)

    step()
    with profile(activities=[ProfilerActivity.CPU], record_shapes=True, with_stack=True,
                 on_trace_ready=tensorboard_trace_handler(os.path.join(OUT, impl))):
        step()
"""


@pytest.mark.slow
def test_a_hugging_face_model_s_calls_name_the_model_s_attention_function(tmp_path):
    """GPT-2 built from a config, eager and SDPA: each call's library frame is the innermost
    transformers frame around its op in the raw trace, its user frame the recording script's
    step(); the eager model's advice says how to load it with SDPA."""
    pytest.importorskip("transformers", reason="the Hugging Face model needs transformers (pip install -e '.[test]')")
    from test_recorded_coverage import record

    out = record(tmp_path, HF_MODELS)
    for impl, op_name in (("eager", "aten::softmax"), ("sdpa", "aten::_scaled_dot_product_flash_attention_for_cpu")):
        folder = os.path.join(out, impl)
        [name] = os.listdir(folder)
        path = os.path.join(folder, name)
        events = _raw(path)
        ops = [e for e in events if e.get("cat") == "cpu_op" and e["name"] == op_name]
        expected: dict = {}
        for op in ops:
            user = _innermost(events, op, lambda n: "record.py(" in n)
            library = _innermost(events, op, lambda n: n.startswith("transformers/"))
            expected[(user, library)] = expected.get((user, library), 0) + 1
        e = analyze_file(path)
        [row] = e["attention_ops"]
        assert {(s["user"], s["library"]): s["calls"] for s in row["call_sites"]} == expected, impl
        assert sum(expected.values()) == row["count"] == 2  # two layers, one step
        [(user, library)] = expected
        assert user.endswith(": step") and library.startswith("transformers/")
        advice = {a["code"]: a["message"] for a in e["advice"]}
        if impl == "eager":
            assert "eager_attention_forward" in library
            assert advice["hugging_face_eager_attention"].startswith(
                f"2 eager attention calls (called at {short_frame(user)}, in {short_frame(library)}) are a Hugging "
                "Face model's own"
            )
            assert 'attn_implementation="sdpa"' in advice["hugging_face_eager_attention"]
        else:
            assert library.startswith("transformers/integrations/sdpa_attention.py(")
            assert "hugging_face_eager_attention" not in advice
