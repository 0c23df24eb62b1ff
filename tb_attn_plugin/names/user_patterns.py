"""User patterns: the label and module regexes a user gives (flags, the tab's overrides, the
command line), compiled safely.

Terms:
- a user pattern is untrusted and runs on untrusted labels: RE2 matches in time linear in
  the text whatever the pattern; where RE2 has no wheel, Python's engine is used and patterns
  that can backtrack exponentially (a repeat or an alternation inside a repeat) are refused.
- case-insensitive, at most MAX_PATTERN_CHARS characters, compiled once per process.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any, Protocol

try:  # Python 3.11 moved it; the old name still works with a warning
    import re._parser as sre_parse
except ImportError:  # pragma: no cover - Python < 3.11
    import sre_parse

try:
    import re2

    _re2: Any = re2
except ImportError:  # pragma: no cover - google-re2 is a dependency, but has no wheel everywhere
    _re2 = None


MAX_PATTERN_CHARS = 1000


_REPEATS = frozenset({"MAX_REPEAT", "MIN_REPEAT", "POSSESSIVE_REPEAT"})


class UserPattern(Protocol):
    def search(self, text: str) -> Any: ...


def compile_regex(pattern: str, what: str) -> UserPattern:
    """A user's pattern, case-insensitive; ValueError (with the reason) when it is refused.
    Compiled once per process (a request checks its patterns, then its analysis uses them)."""
    if not isinstance(pattern, str):
        raise ValueError(f"invalid {what} regex: not text")
    return _compiled(pattern, what, _re2)


@lru_cache(maxsize=256)
def _compiled(pattern: str, what: str, _engine) -> UserPattern:  # (the engine in the key: tests swap it)
    if len(pattern) > MAX_PATTERN_CHARS:
        raise ValueError(f"{what} regex too long ({len(pattern):,} characters; at most {MAX_PATTERN_CHARS:,})")
    if _re2 is not None:
        options = _re2.Options()
        options.case_sensitive = False
        options.log_errors = False
        options.max_mem = 8 << 20  # a pattern whose program needs more is refused, not run
        try:
            return _re2.compile(pattern, options)
        except Exception as exc:  # re2.error, or what its binding raises on odd input
            reason = exc.args[0].decode("utf-8", "replace") if exc.args and isinstance(exc.args[0], bytes) else exc
            raise ValueError(
                f"invalid {what} regex {pattern!r}: {reason} (RE2 syntax: no look-around or back-references)"
            ) from None
    return _compile_bounded(pattern, what)


def _compile_bounded(pattern: str, what: str) -> re.Pattern:
    """Python's engine, for a pattern with no repeat or alternation inside a repeat (the
    shapes that backtrack exponentially, as in (a+)+b and (a|aa)*b)."""
    try:
        parsed = sre_parse.parse(pattern, re.IGNORECASE)
        compiled = re.compile(pattern, re.IGNORECASE)
    except (re.error, OverflowError, RecursionError, ValueError) as exc:
        raise ValueError(f"invalid {what} regex {pattern!r}: {exc}") from None
    if _nested_repeat(parsed, inside=False):
        raise ValueError(
            f"{what} regex {pattern!r} repeats a repeat or an alternation, which can take exponential time"
        )
    return compiled


def _nested_repeat(items, inside: bool) -> bool:
    for op, av in items:
        name = str(op)
        if inside and name == "BRANCH":
            return True
        if name in _REPEATS:
            _low, high, sub = av
            if high != 1 and (inside or _nested_repeat(sub, inside=True)):
                return True
        elif isinstance(av, (list, tuple)):
            for part in av:
                if isinstance(part, sre_parse.SubPattern) and _nested_repeat(part, inside):
                    return True
                if isinstance(part, (list, tuple)):
                    for sub in part:
                        if isinstance(sub, sre_parse.SubPattern) and _nested_repeat(sub, inside):
                            return True
    return False
