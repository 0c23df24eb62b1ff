"""The verdict and the expected -> observed picture, computed once in Python (#38): the rules
on hand-cut entries with values worked out by hand, the walkthrough's variants on the demo's
real traces with each figure worked out from the raw events, and the text report printing
the same fields in the same order."""

from __future__ import annotations

import msgspec
import pytest
from test_demo_traces import ops_inside, raw_events
from tracebuilder import TraceBuilder

from tb_attn_plugin.analysis.passes.op_expectation import aspects
from tb_attn_plugin.analysis.report.expected import expected_summary, scope_expected
from tb_attn_plugin.analysis.report.verdict import verdict
from tb_attn_plugin.pipeline import analyze_file
from tb_attn_plugin.record.demo import DEMO_CALLS
from tb_attn_plugin.report_types import Advice, EntryDraft, trace_entry
from tb_attn_plugin.text.report import format_text, text_notes, text_verdict

H100 = {"id": 0, "name": "NVIDIA H100 80GB HBM3", "numSms": 132, "totalGlobalMem": 85018279936}
FLASH = "void pytorch_flash::flash_fwd_kernel<Flash_fwd_kernel_traits<64, 128, 128, 4>, true>(Flash_fwd_params)"


@pytest.fixture(scope="module")
def base_entry(tmp_path_factory) -> dict:
    """A real composed entry for the hand-cut ones to lie over: one labelled flash call on an
    H100, hand-built."""
    t = TraceBuilder(device_properties=[H100])
    t.label("attn_fwd", 0, 100)
    t.op("aten::_scaled_dot_product_flash_attention", 5, 90, dims=[[2, 8, 128, 64]] * 3, types=["c10::BFloat16"] * 3)
    t.kernel(FLASH, 200, 30.0, t.launch(10))
    entry = analyze_file(t.write(tmp_path_factory.mktemp("base") / "base.json"))
    assert len(entry["attention_ops"]) == 1 and entry["attention"]["categories"]
    return entry


def laid_over(base, hand):
    """hand's values over base's: a mapping key by key, a list item by item over the base
    list's first item (so that a hand-cut row needs only the fields the verdict reads)."""
    if isinstance(hand, dict) and isinstance(base, dict):
        return {**base, **{k: laid_over(base.get(k), v) for k, v in hand.items()}}
    if isinstance(hand, list) and isinstance(base, list) and base and isinstance(base[0], dict):
        return [laid_over(base[0], item) for item in hand]
    return hand


def verdict_of(hand: dict, base: dict) -> dict:
    """The verdict of a hand-cut entry, typed as report.analyze gives it: the entry less its
    advice (report_types.EntryDraft), and the advice."""
    whole = laid_over({k: v for k, v in base.items() if k not in ("advice", "verdict")}, hand)
    advice = whole.pop("advice", [])
    return verdict(msgspec.convert(whole, EntryDraft), msgspec.convert(advice, list[Advice]))


def gpu_entry() -> dict:
    """A GPU entry cut to what the verdict reads; numbers chosen by hand."""
    op = {
        "op": "aten::_scaled_dot_product_flash_attention",
        "backend": "flash",
        "count": 24,
        "kernel_us": 2722.7,
        "peak_tflops": 989.4,
        "pct_of_peak_compute": 9.12,
        "pct_of_peak_bandwidth": 19.28,
        "bound": "memory",
        "flops_per_byte": 139.75,
        "expectation": {"aspects": [{"key": "kernels_per_call", "differs": True}]},
    }
    return {
        "path": "runs/a.json",
        "breakdown_unit": "gpu",
        "device": "NVIDIA H100 80GB HBM3",
        "total_kernel_us": 4000.0,
        "attention": {
            "kernel_us": 1000.0,
            "kernel_share": 0.25,
            "backward_kernel_us": 0.0,
            "categories": [
                {"phase": "forward", "category": "elementwise", "total_us": 600},
                {"phase": "forward", "category": "attention", "total_us": 300},
                {"phase": "forward", "category": "gemm", "total_us": 100},
            ],
        },
        "attention_ops": [op],
        "hardware": {"properties": {"name": "NVIDIA H100 80GB HBM3"}, "matched": "H100 SXM", "note": None},
        "advice": [
            {
                "level": "warning",
                "code": "elementwise_heavy",
                "message": "Elementwise kernels take most.",
                "saves_us": 300,
            },
            {"level": "info", "code": "below_peak", "message": "Small tiles.", "saves_us": 50},
            {"level": "info", "code": "fused_occupancy_expected", "message": "By design.", "saves_us": None},
            {
                "level": "info",
                "code": "occupancy_gap",
                "message": "By design.",
                "saves_us": None,
            },  # the same text again
        ],
        "warnings": ["runs/a.json: 152 calls ran inside compiled code."],
    }


def test_one_sentence_the_device_line_the_changes_and_every_other_note_once(base_entry):
    v = verdict_of(gpu_entry(), base_entry)
    # 1000 of 4000 µs is 25.0%; of 1000 µs of categories, 600/300/100 -> 60%, 30%, 10%
    assert v["sentence"] == (
        "Attention takes 25.0% of GPU kernel time (1.00 ms of 4.00 ms): "
        "elementwise kernels 60%, fused attention kernels 30%, GEMMs 10%."
    )
    assert v["device"] == (
        "On the H100 SXM, aten::_scaled_dot_product_flash_attention runs at 9.1% of its 989.4 TFLOP/s "
        "and 19.3% of its memory bandwidth (memory-bound at 140 FLOPs/byte)."
    )
    assert v["mismatches"] == 1
    assert [(c["code"], c["saves"]) for c in v["changes"]] == [
        ("elementwise_heavy", "300.0 µs"),
        ("below_peak", "50.0 µs"),
    ]
    assert [(g["group"], [n["text"] for n in g["notes"]]) for g in v["notes"]] == [
        ("measurement", ["By design."]),
        ("trace", ["152 calls ran inside compiled code."]),
    ]


def test_at_most_three_changes_the_largest_first_in_the_unit_of_the_largest(base_entry):
    e = gpu_entry()
    e["warnings"] = []
    codes = ("below_peak", "launch_bound", "backward_slow", "elementwise_heavy")  # (the registry's: all "check")
    e["advice"] = [
        {"level": "info", "code": codes[i], "message": f"change {i}", "saves_us": us}
        for i, us in enumerate((1200, 900, 30, 20))
    ]
    v = verdict_of(e, base_entry)
    assert [c["saves"] for c in v["changes"]] == ["1.20 ms", "0.90 ms", "0.03 ms"]
    assert v["notes"] == [
        {
            "group": "check",
            "title": "Worth checking",
            "notes": [{"code": "elementwise_heavy", "level": "info", "text": "change 3"}],
        }
    ]


def test_a_cpu_only_trace_says_its_share_of_step_time_and_where_it_goes(base_entry):
    e = gpu_entry()
    e.update(breakdown_unit="cpu_op", device=None, advice=[], warnings=[])
    e["attention"].update(cpu_us=2500.0, cpu_share=0.5, backward_cpu_us=500.0)
    v = verdict_of(e, base_entry)
    assert v["sentence"] == (
        "Attention takes 50.0% of step time on the CPU (2.50 ms), its CPU self time in "
        "elementwise ops 60%, fused attention ops 30%, GEMMs 10%; backward is 20% of it."
    )
    assert v["device"] == "On the CPU: the trace has no GPU kernels."
    assert v["changes"] == []


def test_a_device_the_trace_does_not_name_is_never_named_as_a_fact(base_entry):
    e = gpu_entry()
    e["device"] = "HIP GPU (name unknown)"
    e["hardware"] = {"properties": {"name": "", "sms": 304, "memory_gib": 191.98}, "matched": "MI300X", "note": None}
    line = verdict_of(e, base_entry)["device"]
    assert not line.startswith("On the MI300X")
    assert line.startswith("On this HIP GPU (name unknown), whose SM count and memory match the MI300X's, ")
    e["hardware"] = {"properties": None, "matched": None, "note": "no peak"}
    e["attention_ops"][0]["pct_of_peak_compute"] = None
    assert verdict_of(e, base_entry)["device"].startswith("On this HIP GPU (name unknown): no peak is known")


FUSED = {"kernels_per_call": 1, "tensor_cores": True, "score_matrix": False, "copies_per_call": 0, "ops_per_call": None}


def cells(expected: dict, observed: dict, mismatches: list, on_gpu: bool = True) -> dict:
    return {
        a["key"]: (a["expected"], a["observed"], a["differs"]) for a in aspects(expected, observed, mismatches, on_gpu)
    }


def test_an_aspect_differs_only_for_a_shortfall():
    kernels = "2 kernels per call where a fused backend launches one"
    assert cells(FUSED, {**FUSED, "kernels_per_call": 2}, [kernels])["kernels_per_call"] == ("1", "2", True)
    # eager attention expects five and allows six: its kind's bound says no mismatch
    assert cells({**FUSED, "kernels_per_call": 5}, {**FUSED, "kernels_per_call": 6}, [])["kernels_per_call"] == (
        "5",
        "6",
        False,
    )
    assert cells({**FUSED, "kernels_per_call": None}, {**FUSED, "kernels_per_call": 7}, [])["kernels_per_call"] == (
        "any",
        "7",
        False,
    )
    cores = "bfloat16 inputs, yet its GEMMs run on CUDA cores (FP32), not Tensor Cores"
    assert cells(FUSED, {**FUSED, "tensor_cores": False}, [cores])["tensor_cores"] == ("yes", "no", True)
    assert cells(FUSED, {**FUSED, "tensor_cores": None}, [])["tensor_cores"] == ("yes", "–", False)
    assert cells({**FUSED, "tensor_cores": False}, FUSED, [])["tensor_cores"] == ("no", "yes", False)  # (no fault)
    scores = "it builds the Lq×Lkv score matrix on the math backend, which a fused backend never materialises"
    assert cells(FUSED, {**FUSED, "score_matrix": True}, [scores])["score_matrix"] == ("no", "yes", True)
    assert cells({**FUSED, "score_matrix": True}, {**FUSED, "score_matrix": True}, [])["score_matrix"] == (
        "yes",
        "yes",
        False,
    )
    copies = "1.5 copies per call (a tensor cloned whole inside the call) where the kind needs none"
    cpu = cells(FUSED, {**FUSED, "copies_per_call": 1.5, "ops_per_call": 2.5}, [copies], on_gpu=False)
    assert list(cpu) == ["ops_per_call", "copies_per_call", "score_matrix"]
    assert cpu["copies_per_call"] == ("0", "1.5", True) and cpu["ops_per_call"] == ("any", "2.5", False)
    whys = [a["why"] for a in aspects(FUSED, {**FUSED, "copies_per_call": 1.5}, [copies], False)]
    assert whys == [None, copies, None]


# --- the walkthrough's variants, on the demo's traces -----------------------------------


def clones_per_forward(path: str) -> tuple:
    """(aten::clone per attn_fwd, their µs in all) straight from the JSON: masked_fill's copy."""
    spans, inside = ops_inside(raw_events(path), "attn_fwd")
    clones = [o for ops in inside for o in ops if o["name"] == "aten::clone"]
    return len(clones) / len(spans), sum(o["dur"] for o in clones)


def op_row(entry: dict, backend: str) -> dict:
    (row,) = [r for r in entry["attention_ops"] if r["backend"] == backend]
    return row


def aspect(row: dict, key: str) -> dict:
    (found,) = [a for a in row["expectation"]["aspects"] if a["key"] == key]
    return found


def test_naive_shows_its_copy_marked_and_its_first_change_is_masked_fill_in_place(demo_report, demo_logdir):
    per_call, clone_us = clones_per_forward(demo_logdir.runs["naive"][0])
    assert per_call == 1  # out-of-place masked_fill clones the scores once per forward
    entry = demo_report["naive"]
    copies = aspect(op_row(entry, "eager (unfused)"), "copies_per_call")
    assert (copies["expected"], copies["observed"], copies["differs"]) == ("0", "1", True)
    assert "cloned whole" in copies["why"]
    first = entry["verdict"]["changes"][0]
    assert first["code"] == "hidden_copy" and "aten::masked_fill_" in first["message"]
    assert first["saves_us"] == pytest.approx(clone_us, abs=0.01)
    assert entry["verdict"]["mismatches"] == 1


def test_in_place_naive_has_no_copy_mismatch(demo_report, demo_logdir):
    assert clones_per_forward(demo_logdir.runs["naive_inplace"][0])[0] == 0
    entry = demo_report["naive_inplace"]
    row = op_row(entry, "eager (unfused)")
    assert aspect(row, "copies_per_call")["differs"] is False
    assert not [m for m in row["expectation"]["mismatches"] if "cop" in m]
    assert "hidden_copy" not in [c["code"] for c in entry["verdict"]["changes"]]


def test_the_math_backend_names_its_fallback_first_with_its_time_and_builds_the_score_matrix(demo_report, demo_logdir):
    events = raw_events(demo_logdir.runs["sdpa_math"][0])
    spans, inside = ops_inside(events, "attn_fwd")
    math = [o for ops in inside for o in ops if o["name"] == "aten::_scaled_dot_product_attention_math"]
    gemms = [o for ops in inside for o in ops if o["name"] in ("aten::bmm", "aten::mm", "aten::baddbmm", "aten::addmm")]
    assert len(math) == len(spans) == DEMO_CALLS
    # a fused call still does the two GEMMs' work: the rest of the math calls' time is saved
    expected_saves = sum(o["dur"] for o in math) - sum(o["dur"] for o in gemms)
    entry = demo_report["sdpa_math"]
    first = entry["verdict"]["changes"][0]
    assert first["code"] == "sdpa_math_fallback"
    assert first["saves_us"] == pytest.approx(expected_saves, abs=0.05)
    # nothing in the trace explains it (float32 dense inputs, one head dim, no dropout): chosen
    assert "most likely chosen" in first["message"] and "sdpa_kernel" in first["message"]
    scores = aspect(op_row(entry, "math"), "score_matrix")
    assert (scores["expected"], scores["observed"], scores["differs"]) == ("no", "yes", True)
    # 2x4x256x256 float32 scores: 2.0 MiB a call
    assert "2.0 MiB a call" in scores["why"]


def test_the_text_report_prints_the_verdict_first_and_the_notes_once(demo_report):
    for run, entry in demo_report.items():
        text = format_text({"traces": [entry]})
        lines = text.splitlines()
        joined = " ".join(line.strip() for line in lines)
        v = entry["verdict"]
        # the sentence and the device line come first, in that order, as the tab shows them
        assert joined.index(v["sentence"]) < joined.index(v["device"]) < joined.index("scopes found by"), run
        at = joined.index(v["device"])
        for change in v["changes"]:
            nxt = joined.index(f"{change['message']} Could save about {change['saves']}.")
            assert nxt > at, run
            at = nxt
        for group in v["notes"]:
            for note in group["notes"]:
                assert joined.count(note["text"]) == 1, (run, note["text"])
        # the prose (the verdict, the notes) fits 120 columns; tables are as wide as their cells
        for line in text_verdict(trace_entry(entry)) + text_notes(trace_entry(entry)):
            assert len(line) <= 120 or " " not in line.strip(), (run, line)


def test_the_verdict_read_back_from_the_entry_is_the_same(demo_report):
    """The verdict reads the entry and its advice, typed; the entry read back gives the same."""
    typed = trace_entry(demo_report["naive"])  # (an Entry is an EntryDraft with its advice)
    assert verdict(typed, typed.advice) == demo_report["naive"]["verdict"]


def pictured_row(op: str, backend: str, mismatches: list, scopes: dict, count: int = 2) -> dict:
    """An attention-op row cut to what the expected summary reads."""
    return {
        "op": op,
        "backend": backend,
        "count": count,
        "expectation": {"mismatches": mismatches},
        "scope_calls": [{"scope_id": k, "calls": n} for k, n in scopes.items()],
    }


def test_the_expected_summary_says_each_mismatch_once_and_counts_the_ops_that_match():
    """Worked by hand: two shapes of one SDPA op differing alike are one line "(2 shapes)";
    a row without calls or without a picture is not counted; per scope, only its ops."""
    copy_words = "1 copy per call"
    rows = [
        pictured_row("aten::scaled_dot_product_attention", "math", ["builds the scores"], {0: 2}),
        pictured_row("aten::scaled_dot_product_attention", "flash", [], {1: 2}),
        pictured_row("aten::scaled_dot_product_attention", "math", ["builds the scores"], {0: 1, 2: 1}),
        pictured_row("eager attention", "eager (unfused)", [copy_words], {2: 4}),
        pictured_row("aten::scaled_dot_product_attention", "efficient", [], {1: 1}, count=0),  # no calls
        {**pictured_row("aten::_flash_attention_forward", "flash", [], {3: 1}), "expectation": None},
    ]
    s = expected_summary(rows)
    assert (s["pictured"], s["matching"]) == (4, 1)
    assert [(x["text"], x["shapes"], x["row"]) for x in s["mismatch_lines"]] == [
        ("aten::scaled_dot_product_attention (math): builds the scores (2 shapes)", 2, 0),
        (f"eager attention (eager (unfused)): {copy_words}", 1, 3),
    ]
    assert s["matching_line"] == "1 of 4 ops looks as its kind should (flash)."
    scopes = [{"id": i} for i in range(5)]
    scope_expected(rows, scopes)
    assert [x["text"] for x in scopes[2]["expected"]["mismatch_lines"]] == [
        "aten::scaled_dot_product_attention (math): builds the scores",
        f"eager attention (eager (unfused)): {copy_words}",
    ]
    assert (scopes[2]["expected"]["pictured"], scopes[2]["expected"]["matching_line"]) == (2, None)
    assert scopes[1]["expected"]["matching_line"] == "1 of 1 op looks as its kind should (flash)."
    assert scopes[3]["expected"] is None and scopes[4]["expected"] is None  # (no picture; no op)
    assert expected_summary(rows[4:]) is None


def test_the_walkthrough_says_its_mismatches_and_matches_as_the_tab_and_the_text_report(demo_report, demo_logdir):
    """Naive: its one copy per call (one clone per forward, counted from the raw events) is
    the one line; in place: no line, and its op matches; the text report prints them."""
    naive = demo_report["naive"]
    (line,) = naive["expected"]["mismatch_lines"]
    row = naive["attention_ops"][line["row"]]
    assert row is op_row(naive, "eager (unfused)")
    assert line["text"].startswith(f"{row['op']} (eager (unfused)): 1 copy per call")
    inplace = demo_report["naive_inplace"]["expected"]
    assert inplace["mismatch_lines"] == [] and inplace["matching"] == inplace["pictured"] == 1
    assert inplace["matching_line"] == "1 of 1 op looks as its kind should (eager (unfused))."
    for run in ("naive", "naive_inplace", "sdpa_math"):
        joined = " ".join(x.strip() for x in text_verdict(trace_entry(demo_report[run])))
        e = demo_report[run]["expected"]
        for said in [x["text"] for x in e["mismatch_lines"]] + [e["matching_line"] or ""]:
            assert said in joined, (run, said)
    # every attention call counted once: the op rows' calls, and the demo's calls per run
    calls = len(ops_inside(raw_events(demo_logdir.runs["naive"][0]), "attn_fwd")[0])
    assert naive["attention"]["op_calls"] == sum(r["count"] for r in naive["attention_ops"]) == calls
