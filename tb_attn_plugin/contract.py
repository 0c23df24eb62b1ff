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


@lru_cache(maxsize=1)
def _entry_validator() -> Callable[[Any], Any]:
    import fastjsonschema  # (compiled once, on the first cached entry read: about 30 ms)

    schema = json.loads(SCHEMA_PATH.read_text(encoding="utf-8"))
    return fastjsonschema.compile({"$ref": "#/$defs/TraceEntry", "$defs": schema["$defs"]})


def is_valid_entry(entry: Any) -> bool:
    """Whether entry is a report entry as the schema defines it."""
    try:
        _entry_validator()(entry)
    except Exception:  # JsonSchemaException, or what odd input makes the validator raise
        return False
    return True
