"""The report contract at run time: a report entry checked against the JSON Schema
(report_schema.json, linked from docs/report-schema.json) before it is trusted. The cache
is untrusted input: an entry read from it that does not conform is a cache miss.

Every route's JSON answer is a definition of the same schema: ROUTE_ANSWERS names it per route
and status (the frontend's types for the routes are generated from those definitions).

The tests check entries with another validator (jsonschema) against the same file."""

from __future__ import annotations

import json
import threading
from functools import lru_cache
from pathlib import Path
from typing import Any, Callable

SCHEMA_PATH = Path(__file__).resolve().with_name("report_schema.json")


_compiling = threading.Lock()  # (one compile of a definition, not one per thread that asks)


def _validator(definition: str) -> Callable[[Any], Any]:
    with _compiling:
        return _compiled(definition)


@lru_cache(maxsize=2)
def _compiled(definition: str) -> Callable[[Any], Any]:
    import fastjsonschema  # (compiled once per definition: 130 ms for the entry on two cores)

    schema = json.loads(SCHEMA_PATH.read_text(encoding="utf-8"))
    return fastjsonschema.compile({"$ref": f"#/$defs/{definition}", "$defs": schema["$defs"]})


def warm_up() -> None:
    """Compiles the validators ahead of their first use, so that the first cached report a
    server reads does not wait for it (the plugin starts this in a thread of its own)."""
    for definition in ("TraceEntry", "StepSummary"):
        _validator(definition)


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
    """Whether summary is a step summary (analysis/step_summary.py) as the schema defines it."""
    return _conforms(summary, "StepSummary")


# What each JSON route answers, by HTTP status: the schema definition of its body. Every
# route's answer is in the schema (the frontend's types for them are generated from it), and
# the tests check every answer any test gets against this table (tests/conftest.py).
ROUTE_ANSWERS: dict = {
    "/config": {200: "Config"},
    "/traces": {200: "Traces"},
    "/report": {200: "TraceEntry", 202: "JobState"},
    "/memory": {200: "MemoryWindow", 202: "JobState"},
    "/instances": {200: "Instances", 202: "JobState"},
    "/timeline": {200: "TimelineWindow", 202: "JobState"},
    "/timeline?format=chrome": {200: "ChromeTrace"},
    "/compare": {200: "Compare", 202: "JobState"},
    "/trends": {200: "Trends"},
}
