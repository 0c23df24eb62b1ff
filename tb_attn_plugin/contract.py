"""The report contract at run time: a report entry checked against the JSON Schema
(report_schema.json, linked from docs/report-schema.json) before it is trusted. The cache
is untrusted input: an entry read from it that does not conform is a cache miss.

The tests check entries with another validator (jsonschema) against the same file."""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path
from typing import Any, Callable

SCHEMA_PATH = Path(__file__).resolve().with_name("report_schema.json")


@lru_cache(maxsize=2)
def _validator(definition: str) -> Callable[[Any], Any]:
    import fastjsonschema  # (compiled once per definition, on first use: about 30 ms)

    schema = json.loads(SCHEMA_PATH.read_text(encoding="utf-8"))
    return fastjsonschema.compile({"$ref": f"#/$defs/{definition}", "$defs": schema["$defs"]})


def _conforms(doc: Any, definition: str) -> bool:
    try:
        _validator(definition)(doc)
    except Exception:  # JsonSchemaException, or what odd input makes the validator raise
        return False
    return True


def is_valid_entry(entry: Any) -> bool:
    """Whether entry is a report entry as the schema defines it."""
    return _conforms(entry, "TraceEntry")


def is_valid_step_summary(summary: Any) -> bool:
    """Whether summary is a step summary (compare.step_summary) as the schema defines it."""
    return _conforms(summary, "StepSummary")
