"""The text renderers: a report (`report.py`, its serving section in `serving.py`), a run of
ranks (`ranks.py`), a compare (`compare.py`), the Markdown report for a pull request
(`markdown.py`), and the numbers and fitted tables they share (`format.py`). Each prints
the report's fields and derives none."""
