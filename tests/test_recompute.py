"""Activation checkpointing (#22 item 4): torch.utils.checkpoint recomputes a labelled
forward inside a backward op of the autograd engine. That instance is backward work of its
scope, counted once: forward calls are the model's calls.

On recordings committed in tests/fixtures (tests/fixtures/record_checkpoint.py, CPU, torch
2.13: two forward and backward passes of one labelled block, re-entrant and not); the
expected values are counted from their raw events here."""

import gzip
import json
import os

import pytest

from tb_attn_plugin.pipeline import analyze_with_extras

FIXTURES = os.path.join(os.path.dirname(__file__), "fixtures")
ENGINE = "autograd::engine::evaluate_function"


def raw_labels(path: str) -> tuple:
    """-> (the attn_fwd labels the model ran, those the autograd engine ran), from the raw
    events: a label is the engine's when an engine op of its thread encloses it."""
    with gzip.open(path, "rb") as f:
        events = [e for e in json.load(f)["traceEvents"] if e.get("ph") == "X"]
    engine = [e for e in events if e["name"].startswith(ENGINE)]
    labels = [e for e in events if e["name"] == "attn_fwd" and e.get("cat") == "user_annotation"]

    def inside_engine(label):
        end = label["ts"] + label["dur"]
        return any(g["tid"] == label["tid"] and g["ts"] <= label["ts"] and end <= g["ts"] + g["dur"] for g in engine)

    return [x for x in labels if not inside_engine(x)], [x for x in labels if inside_engine(x)]


def union_us(windows: list) -> float:
    total, end = 0.0, float("-inf")
    for start, stop in sorted(windows):
        if stop > end:
            total += stop - max(start, end)
            end = stop
    return total


@pytest.mark.parametrize("name", ["checkpoint_reentrant", "checkpoint_nonreentrant"])
def test_a_recomputed_forward_is_backward_work_counted_once(name):
    path = os.path.join(FIXTURES, f"{name}.pt.trace.json.gz")
    model_ran, engine_ran = raw_labels(path)
    assert len(model_ran) == 2 and len(engine_ran) == 2  # (the recording: two steps, each recomputed)
    entry, extras = analyze_with_extras(path)
    [scope] = entry["scopes"]
    a = entry["attention"]
    # forward: the model's two calls, and only their time
    assert scope["count"] == 2
    assert a["forward_cpu_us"] == pytest.approx(sum(x["dur"] for x in model_ran), abs=1e-3)
    [row] = entry["attention_ops"]
    assert row["count"] == 2
    # each recomputed label is a backward window, none a forward one
    windows = extras.windows(scope["id"])
    forward = sorted((s, e) for s, e, phase in windows if phase == "forward")
    backward = [(s, e) for s, e, phase in windows if phase == "backward"]
    assert forward == sorted((x["ts"], x["ts"] + x["dur"]) for x in model_ran)
    for x in engine_ran:  # inside a backward window, or one itself
        assert any(s <= x["ts"] and x["ts"] + x["dur"] <= e + 1e-6 for s, e in backward)
    # every microsecond once: the windows do not overlap, and they add up to the totals
    spans = forward + backward
    assert union_us(spans) == pytest.approx(sum(e - s for s, e in spans), abs=1e-3)
    assert a["cpu_us"] == pytest.approx(union_us(spans), abs=1e-3)
    assert a["cpu_us"] == pytest.approx(a["forward_cpu_us"] + a["backward_cpu_us"], abs=1e-3)


@pytest.mark.parametrize("name", ["checkpoint_reentrant", "checkpoint_nonreentrant"])
def test_the_recompute_is_said_with_its_calls_and_time(name):
    """#40 item 7: the attention recomputed in the backward, its calls and CPU time (the
    engine's labels, counted from the raw events), in the report and the text."""
    from tb_attn_plugin.text.report import format_text

    path = os.path.join(FIXTURES, f"{name}.pt.trace.json.gz")
    _, again = raw_labels(path)
    entry, _ = analyze_with_extras(path)
    recomputed = entry["attention"]["recomputed"]
    assert recomputed["calls"] == len(again) > 0
    assert recomputed["cpu_us"] == pytest.approx(sum(x["dur"] for x in again), abs=0.01)
    assert recomputed["gpu_busy_us"] is None  # (a CPU recording)
    [note] = [a for a in entry["advice"] if a["code"] == "recomputed_attention"]
    assert note["message"].startswith(
        f"Activation checkpointing ran {len(again)} attention {'call' if len(again) == 1 else 'calls'} again"
    )
    assert note["message"] in " ".join(line.strip() for line in format_text({"traces": [entry]}).splitlines())
