"""The report contract: docs/report-schema.json, and a validator for report entries and
whole reports. tests/conftest.py validates every entry any test produces in this process."""

from __future__ import annotations

import json
from pathlib import Path

import jsonschema
import msgspec

from tb_attn_plugin.report_types import trace_entry

SCHEMA_PATH = Path(__file__).resolve().parents[1] / "docs" / "report-schema.json"  # (a link into the package)
SCHEMA = json.loads(SCHEMA_PATH.read_text(encoding="utf-8"))
jsonschema.Draft202012Validator.check_schema(SCHEMA)
_REPORT = jsonschema.Draft202012Validator(SCHEMA)
_ENTRY = jsonschema.Draft202012Validator({"$ref": "#/$defs/TraceEntry", "$defs": SCHEMA["$defs"]})


def entry_errors(entry) -> list:
    """Where a report entry (JSON data, or typed: as the JSON it is written as) breaks the
    schema: one line per error (none: it conforms), and where it does not type into the
    report's classes (typed_errors)."""
    if isinstance(entry, msgspec.Struct):
        entry = msgspec.to_builtins(entry)
    return [_describe(e) for e in _ENTRY.iter_errors(entry)] or typed_errors(entry)


def typed_errors(entry: dict) -> list:
    """Where a report entry does not type into the report's classes (report_types: Entry or
    ErrorEntry) or comes back from them changed: the classes hold every field, as the schema."""
    try:
        typed = trace_entry(entry)
    except msgspec.ValidationError as exc:
        return [f"report_types: {exc}"]
    back, want = json.loads(msgspec.json.encode(typed)), json.loads(json.dumps(entry))
    return [] if back == want else [f"report_types: {first_difference(want, back)}"]


def first_difference(want, got, at: str = "$") -> str:
    """Where two JSON values first differ (a path and both values)."""
    if isinstance(want, dict) and isinstance(got, dict):
        for key in sorted(set(want) | set(got)):
            if want.get(key, KeyError) != got.get(key, KeyError):
                return first_difference(want.get(key, "<absent>"), got.get(key, "<absent>"), f"{at}.{key}")
    if isinstance(want, list) and isinstance(got, list) and len(want) == len(got):
        for i, (a, b) in enumerate(zip(want, got)):
            if a != b:
                return first_difference(a, b, f"{at}[{i}]")
    return f"{at}: {str(want)[:120]} became {str(got)[:120]}"


_COMPARE = jsonschema.Draft202012Validator({"$ref": "#/$defs/Compare", "$defs": SCHEMA["$defs"]})
_TRENDS = jsonschema.Draft202012Validator({"$ref": "#/$defs/Trends", "$defs": SCHEMA["$defs"]})


_ANSWERS: dict = {}


def answer_errors(definition: str, body) -> list:
    """Where a route's answer breaks its definition in the schema (contract.ROUTE_ANSWERS
    says which): one line per error."""
    validator = _ANSWERS.get(definition)
    if validator is None:
        validator = _ANSWERS[definition] = jsonschema.Draft202012Validator(
            {"$ref": f"#/$defs/{definition}", "$defs": SCHEMA["$defs"]}
        )
    if isinstance(body, msgspec.Struct):  # (a typed answer: checked as the JSON it is sent as)
        body = msgspec.to_builtins(body)
    elif isinstance(body, msgspec.Raw):  # (JSON sent as the server holds it: /report)
        body = msgspec.json.decode(body)
    return [_describe(e) for e in validator.iter_errors(body)]


def compare_errors(result) -> list:
    """result: a compare, typed or JSON data (checked as its JSON)."""
    return [_describe(e) for e in _COMPARE.iter_errors(msgspec.to_builtins(result))]


def trends_errors(result) -> list:
    """result: the /trends answer, typed or JSON data (its typed parts checked as their JSON)."""
    return [_describe(e) for e in _TRENDS.iter_errors(msgspec.to_builtins(result))]


def report_errors(report: dict) -> list:
    return [_describe(e) for e in _REPORT.iter_errors(report)]


def _describe(error) -> str:
    # oneOf failures are clearest through the branch that matches the entry's "ok"
    best = jsonschema.exceptions.best_match([error])
    return f"{'/'.join(map(str, best.absolute_path)) or '/'}: {best.message[:300]}"
