"""The report's assembly: ``compose.py`` runs the passes and composes the entry once, from
attention's totals (``attention_totals.py``), the first screen's sentences (``verdict.py``),
the expected -> observed box (``expected.py``), the layers (``layers.py``), the tab's extras
(``extras.py``) and the part the trend and ranks views read (``step_summary.py``)."""
