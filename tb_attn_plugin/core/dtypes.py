"""Element types as the profiler writes them ("c10::BFloat16", "float") and as the report
names them ("bfloat16", "float32"), with their size in bytes: one table for every pass that
counts bytes (GEMMs, attention calls, score matrices)."""

from __future__ import annotations

from typing import Optional

_REPORT_NAME = {
    "c10::BFloat16": "bfloat16",
    "c10::Half": "float16",
    "float": "float32",
    "double": "float64",
    "c10::Float8_e4m3fn": "float8_e4m3fn",
    "c10::Float8_e5m2": "float8_e5m2",
    "c10::Float8_e4m3fnuz": "float8_e4m3fnuz",
    "c10::Float8_e5m2fnuz": "float8_e5m2fnuz",
    "unsigned char": "uint8",  # an FP8 KV cache that vLLM keeps as bytes
}

BYTES_PER_ELEMENT = {
    "float64": 8,
    "float32": 4,
    "bfloat16": 2,
    "float16": 2,
    "float8_e4m3fn": 1,
    "float8_e5m2": 1,
    "float8_e4m3fnuz": 1,
    "float8_e5m2fnuz": 1,
    "uint8": 1,
}

SIXTEEN_BIT = frozenset({"bfloat16", "float16"})


def normalize_dtype(type_name: Optional[str]) -> Optional[str]:
    """The report's name of a profiler type name; other names are kept as they are."""
    if not type_name:
        return None
    return _REPORT_NAME.get(type_name, type_name)


def first_dtype(types) -> Optional[str]:
    """The report's name of the first input's type, from an op's ``Input type`` list."""
    if isinstance(types, list) and types and isinstance(types[0], str):
        return normalize_dtype(types[0])
    return None
