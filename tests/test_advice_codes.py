"""Advice codes declared once, in the registry (analysis/rules/codes.py, #38 item 4), and every
other place that names them held to it: the codes the rules can give (read from their
source), the schema's enum, the docs' table (a row per code, naming its threshold
constants' values), the verdict's groups and compare's explanations (derived from it), and
each item's level (set from it). A code added to a rule and missing from any of these fails
here."""

from __future__ import annotations

import dataclasses
import importlib.util
import re
import sys
from pathlib import Path

import pytest
from report_contract import SCHEMA
from tracebuilder import TraceBuilder

from tb_attn_plugin.analysis.rules import advice
from tb_attn_plugin.analysis.rules.codes import CODES, EXPLAINS, MEASUREMENT_CODES
from tb_attn_plugin.pipeline import analyze_file
from tb_attn_plugin.report_types import Advice, trace_entry

ROOT = Path(__file__).resolve().parent.parent
DOC = (ROOT / "docs" / "report-schema.md").read_text(encoding="utf-8")


def test_the_rules_give_the_registrys_codes_and_the_schema_enum_is_them():
    """The rules declare their codes (advice.Rule): together they are the registry's, each
    once, and the schema's enum is them."""
    declared = [code for rule in advice.RULES for code in rule.codes]
    assert sorted(declared) == sorted(CODES)
    assert set(SCHEMA["$defs"]["Advice"]["properties"]["code"]["enum"]) == set(CODES)


def test_every_code_has_its_row_in_the_docs_table():
    assert [code for code in CODES if not code_row(code)] == []


def test_the_docs_table_is_generated_from_the_registry():
    """#58 item 2: the docs' advice table is the registry's, rendered by
    scripts/gen_advice_table.py; a `when` or `saves` edited in one place only fails here."""
    spec = importlib.util.spec_from_file_location("gen_advice_table", ROOT / "scripts" / "gen_advice_table.py")
    gen = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(gen)
    assert gen.with_table(DOC) == DOC
    assert [c for c, spec in CODES.items() if not spec.when] == []
    # the table sees an edit: a code's saving said otherwise in the registry than in the docs
    changed = dict(CODES, backward_slow=dataclasses.replace(CODES["backward_slow"], saves="all of it"))
    gen.CODES = changed
    assert "| `backward_slow` | backward kernel time over 3× forward | all of it |" in gen.table()
    assert gen.with_table(DOC) != DOC


def code_row(code: str) -> str:
    """The docs' advice-table row of a code (a row may name several codes), or ""."""
    for m in re.finditer(r"^\| (`[a-z_0-9]+`(?:, `[a-z_0-9]+`)*) \|.*$", DOC, re.M):
        if f"`{code}`" in m.group(1).split(", "):
            return m.group(0)
    return ""


def doc_forms(value) -> set:
    """How a threshold's value may be written in the docs: a share 0.4 as 40% or 0.4, a
    percentage 50.0 as 50%, 48 KiB, a ratio or a time as its number."""
    forms = {f"{value:g}", f"{value:g}%"}
    if isinstance(value, float) and value < 1:
        forms.add(f"{100 * value:g}%")
    if isinstance(value, int) and value >= 1024:
        forms |= {f"{value // 1024:g} KiB", f"{value // (1 << 20):g} MiB"}
    return forms


@pytest.mark.parametrize("code", [c for c in CODES if CODES[c].thresholds])
def test_each_threshold_is_a_constant_of_the_rules_and_its_value_is_in_the_docs(code):
    row = code_row(code)
    for name in CODES[code].thresholds:
        # (the module of the rule that declares the code, where it is defined or imported; a
        # name it lacks fails here)
        [rule] = [r for r in advice.RULES if code in r.codes]
        value = getattr(sys.modules[rule.give.__module__], name)
        assert any(form in row for form in doc_forms(value)), (code, name, value, row)


def test_the_groupings_are_the_registrys():
    assert {c for c, x in CODES.items() if x.group == "measurement"} == MEASUREMENT_CODES
    assert {c for c, x in CODES.items() if x.explains} == EXPLAINS
    assert all(x.level in ("warning", "info") and x.group in ("check", "measurement") for x in CODES.values())


def typed_draft(tmp_path):
    """A real composed entry, typed as the rules read it: one labelled op of 10 µs on the CPU."""
    t = TraceBuilder()
    t.label("attn_fwd", 0, 10)
    return trace_entry(analyze_file(t.write(tmp_path / "t.json")))  # (an Entry is an EntryDraft)


def test_an_item_gets_its_codes_level_and_an_unknown_code_fails(monkeypatch, tmp_path):
    entry = typed_draft(tmp_path)
    assert (entry.attention.kernel_us, entry.attention.cpu_us) == (0.0, 10.0)

    def rule(*items, codes=("backward_slow",)):
        return (advice.Rule(lambda e: list(items), codes),)

    monkeypatch.setattr(advice, "RULES", rule({"code": "backward_slow", "message": "m", "saves_us": 1.0}))
    assert advice.advise(entry) == [Advice(level="warning", code="backward_slow", message="m", saves_us=1.0)]
    # an estimate is held to the time attention takes (here its 10 µs of CPU time)
    monkeypatch.setattr(advice, "RULES", rule({"code": "backward_slow", "message": "m", "saves_us": 25.0}))
    assert advice.advise(entry)[0].saves_us == 10.0
    # a code the registry lacks, or its rule does not declare, fails
    monkeypatch.setattr(advice, "RULES", rule({"code": "not_registered", "message": "m"}, codes=("not_registered",)))
    with pytest.raises(KeyError):
        advice.advise(entry)
    monkeypatch.setattr(advice, "RULES", rule({"code": "below_peak", "message": "m"}))
    with pytest.raises(ValueError, match="does not declare"):
        advice.advise(entry)
