"""The report contract at run time: what is read from outside is checked before it is trusted,
by typing it into the report's classes (report_types.py, generated from report_schema.json and
linked from docs/report-schema.json). The cache and shared results are untrusted input: an
entry read from them that does not type (held.decoded_entry, SharedResults.get: a field the
schema lacks, a wrong type, a count below zero) is a miss, and so is a stored step summary
(checked_step_summary).

Every route's JSON answer is a definition of the same schema: ROUTE_ANSWERS names it per route
and status (the frontend's types for the routes are generated from those definitions).

The tests check entries with another validator (jsonschema) against the schema itself, and
that each one comes back from the classes unchanged."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Optional

import msgspec

from .. import report_types
from ..core import metadata

SCHEMA_PATH = Path(metadata.PACKAGE_DIR) / "report_schema.json"


def warm_up() -> None:
    """Builds the classes' decoders ahead of their first use (a few ms; the plugin starts this
    in a thread of its own), so that the first cached report a server reads does not wait."""
    for kind in (report_types.Entry, report_types.ErrorEntry, report_types.StepSummary):
        try:
            msgspec.convert({}, kind)
        except msgspec.ValidationError:
            pass  # (an empty object is none of them: the decoder is built all the same)


def checked_step_summary(summary: Any) -> Optional[report_types.StepSummary]:
    """summary as a step summary (analysis/report/step_summary.py), typed, where it is one as
    the schema defines it; else None."""
    try:
        return msgspec.convert(summary, report_types.StepSummary)
    except (msgspec.ValidationError, RecursionError):
        return None


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
    "/compare": {200: "CompareAnswer", 202: "JobState"},
    "/trends": {200: "Trends"},
}
