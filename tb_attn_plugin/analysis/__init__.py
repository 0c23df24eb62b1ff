"""Analyses: pure functions from a trace model to report pieces."""

from .options import ANALYSIS_VERSION, SCHEMA_VERSION, Options
from .report.compose import analyze

__all__ = ["ANALYSIS_VERSION", "SCHEMA_VERSION", "Options", "analyze"]
