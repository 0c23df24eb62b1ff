"""How far the read of a trace has come, for whoever shows it (the tab's progress bar).

Terms: *done* is the bytes of the file read so far (of a gzipped file, its compressed
bytes), *total* the file's size; the *hook* is the one function told (done, total), set by
the process that runs the analysis (server/workers.py sends it to the server). The
streaming read tells it after each piece and once at the end; with no hook set, telling
costs one comparison.
"""

from __future__ import annotations

from typing import Callable, Optional

Hook = Callable[[int, int], None]

_hook: Optional[Hook] = None


def set_hook(hook: Optional[Hook]) -> None:
    """The function told how far each read has come from now on (None: nobody)."""
    global _hook
    _hook = hook


def tell(done: int, total: int) -> None:
    if _hook is not None and total > 0:
        _hook(min(done, total), total)
