"""Advice codes said in one place each are known in every other (#38 item 4, a first step):
the codes the rules can give, read from their source, are the schema's enum, each has its
row in docs/report-schema.md, and the lists that group them (the verdict's measurement notes,
compare's explanations) name only codes that exist. A code added to a rule and missing from
any of these fails here."""

from __future__ import annotations

import re
from pathlib import Path

from report_contract import SCHEMA

from tb_attn_plugin.analysis import advice
from tb_attn_plugin.analysis.verdict import MEASUREMENT_CODES
from tb_attn_plugin.decisions import _EXPLAINS

ROOT = Path(__file__).resolve().parent.parent


def rule_codes() -> set:
    """Every code a rule can give, from the rules' source: the items' "code" literals and the
    unattributed-kernel table's codes."""
    codes: set = set()
    for path in (ROOT / "tb_attn_plugin" / "analysis").glob("*.py"):
        codes |= set(re.findall(r'"code": "([a-z_0-9]+)"', path.read_text(encoding="utf-8")))
    codes |= {code for _, code, _ in advice._UNATTRIBUTED}
    return codes


def test_every_code_is_in_the_schema_and_the_schema_has_no_other():
    enum = set(SCHEMA["$defs"]["Advice"]["properties"]["code"]["enum"])
    assert rule_codes() == enum


def test_every_code_has_its_row_in_the_readable_schema():
    text = (ROOT / "docs" / "report-schema.md").read_text(encoding="utf-8")
    missing = [code for code in sorted(rule_codes()) if f"`{code}`" not in text]
    assert missing == []


def test_the_groupings_name_only_codes_that_exist():
    codes = rule_codes()
    assert codes >= MEASUREMENT_CODES, MEASUREMENT_CODES - codes
    assert codes >= _EXPLAINS, _EXPLAINS - codes
