"""The report's typed classes (tb_attn_plugin/report_types.py, #38 item 1): generated from
the schema and checked equal to it, every entry any test makes typed into them and back
unchanged (tests/report_contract.py, from conftest), untrusted input refused by them, and
the Python API's typed entries."""

from __future__ import annotations

import copy
import importlib.util
import json
from pathlib import Path

import msgspec
import pytest

from tb_attn_plugin import api, report_types
from tb_attn_plugin.report_types import Entry, ErrorEntry, trace_entry
from tb_attn_plugin.server.held import decoded_entry

ROOT = Path(__file__).resolve().parents[1]
SCHEMA = json.loads((ROOT / "tb_attn_plugin" / "report_schema.json").read_text(encoding="utf-8"))


def generator():
    spec = importlib.util.spec_from_file_location("gen_report_types", ROOT / "scripts" / "gen_report_types.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_classes_are_generated_from_the_schema_as_committed():
    """A schema change without `python scripts/gen_report_types.py` fails here."""
    assert generator().generate() == (ROOT / "tb_attn_plugin" / "report_types.py").read_text(encoding="utf-8")


def test_each_definition_of_the_schema_is_a_class_with_its_fields_and_required_ones():
    """Read from the schema here, not through the generator: every object definition with
    closed properties is a Struct of that name, its fields the properties in order, the
    required ones without a default, the others UNSET."""
    checked = 0
    for name, node in SCHEMA["$defs"].items():
        if "properties" not in node or node.get("additionalProperties") is not False:
            continue
        cls = getattr(report_types, name)
        info = msgspec.structs.fields(cls)
        assert [f.encode_name for f in info] == list(node["properties"]), name
        required = {f.encode_name for f in info if f.required}
        assert required == set(node.get("required", [])), name
        assert all(f.default is msgspec.UNSET for f in info if not f.required), name
        assert cls.__struct_config__.forbid_unknown_fields, name
        checked += 1
    assert checked >= 40


def test_a_demo_entry_types_with_the_values_of_its_dicts(demo_report):
    naive = demo_report["naive"]
    typed = trace_entry(naive)
    assert isinstance(typed, Entry)
    assert typed.attention.kernel_us == naive["attention"]["kernel_us"]
    assert typed.attention.op_calls == naive["attention"]["op_calls"] > 0
    assert typed.verdict.sentence == naive["verdict"]["sentence"]
    assert [x.text for x in typed.expected.mismatch_lines] == [x["text"] for x in naive["expected"]["mismatch_lines"]]
    assert typed.scopes[0].name == naive["scopes"][0]["name"]
    assert json.loads(msgspec.json.encode(typed)) == json.loads(json.dumps(naive))


@pytest.mark.parametrize(
    "change, where",
    [
        (lambda e: e.__setitem__("stray", 1), "unknown field `stray`"),
        (lambda e: e["attention"].__setitem__("op_calls", -1), "$.attention.op_calls"),
        (lambda e: e["scopes"][0].__setitem__("source", "guess"), "$.scopes[0].source"),
        (lambda e: e["attention"].pop("kernel_us"), "kernel_us"),
        (lambda e: e["attention"].__setitem__("kernel_us", "12"), "$.attention.kernel_us"),
    ],
)
def test_an_untrusted_entry_that_does_not_type_is_refused(demo_report, change, where):
    """The cache's and shared results' check (held.decoded_entry, msgspec.convert) is the
    classes': a field the schema lacks, a count below zero, an unknown enum value, a missing
    field or a wrong type is refused, with where it is."""
    entry = copy.deepcopy(demo_report["naive"])
    assert not refused(entry)
    change(entry)
    assert refused(entry)
    with pytest.raises(msgspec.ValidationError, match=__import__("re").escape(where)):
        trace_entry(entry)


def test_an_unreadable_trace_types_as_an_error_entry(tmp_path):
    bad = tmp_path / "broken.pt.trace.json"
    bad.write_text("{not json")
    report = api.analyze(str(bad))
    (typed,) = report.typed
    assert isinstance(typed, ErrorEntry) and typed.ok is False
    assert typed.errors == report.traces[0]["errors"] and str(bad) in typed.errors[0]
    assert refused({"ok": "yes"}) and refused([])


def refused(entry) -> bool:
    """Whether the server's check of an untrusted entry's JSON (the cache's) refuses it."""
    try:
        decoded_entry(msgspec.json.encode(entry), ok=True)
    except msgspec.DecodeError:  # (a ValidationError is one)
        return True
    return False


def test_the_api_gives_typed_entries_equal_to_its_dicts(demo_logdir):
    report = api.analyze(demo_logdir.runs["naive_inplace"][0])
    (typed,) = report.typed
    assert typed.expected.matching_line == report.entries[0]["expected"]["matching_line"]
    assert msgspec.to_builtins(typed.attention.per_call) == report.entries[0]["attention"]["per_call"]


def test_an_entry_is_its_classes_rendering_every_float_a_float(tmp_path, demo_fixture_report):
    """The analysis builds the entry through the typed classes (analysis/report/compose.py): typed and
    written back, an entry is the same JSON text, so a field the schema types as a number of
    microseconds is a float even where it is zero (a CPU-only trace's kernel time was an int 0)."""
    from tracebuilder import TraceBuilder

    from tb_attn_plugin.pipeline import analyze_file

    t = TraceBuilder()
    t.label("attn_fwd", 0, 10)
    cpu_only = analyze_file(t.write(tmp_path / "cpu.json"))
    assert cpu_only["attention"]["kernel_us"] == 0.0 and type(cpu_only["attention"]["kernel_us"]) is float
    assert type(cpu_only["total_kernel_us"]) is float
    for entry in [cpu_only, *demo_fixture_report.values()]:
        entry = {k: v for k, v in entry.items() if k != "analysis_seconds"}
        again = msgspec.to_builtins(trace_entry(entry))
        assert json.dumps(again, sort_keys=True) == json.dumps(entry, sort_keys=True), entry["path"]
