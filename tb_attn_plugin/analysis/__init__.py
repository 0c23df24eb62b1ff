"""Analyses: pure functions from a trace model to report pieces."""

from .report import ANALYSIS_VERSION, SCHEMA_VERSION, Options, analyze

__all__ = ["ANALYSIS_VERSION", "SCHEMA_VERSION", "Options", "analyze"]
