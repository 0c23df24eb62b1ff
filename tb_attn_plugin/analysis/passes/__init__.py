"""The analysis passes: each a pure function over the shared context (``analysis/context.py``)
returning its part of the report, one per concern."""
