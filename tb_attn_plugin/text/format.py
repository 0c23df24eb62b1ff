"""Plain-text formatting shared by the text renderers (text/report.py, text/compare.py) and
the command line: numbers in their units, tables fitted to TEXT_WIDTH columns, and untrusted
text (labels, kernel names) made safe to print.

Terms:
- *safe* text: control characters, escapes and bidirectional overrides a label or kernel
  name may hold replaced, so a trace cannot move the terminal's cursor or reorder a line.
- a *fitted* table: its columns shortened (the name column first, to NAME_LEAST at the
  most) and optional columns left out until its lines fit TEXT_WIDTH (all of it with --wide).
"""

from __future__ import annotations

import math
import textwrap
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Optional, Union

from ..core.words import time_unit

# a number the report holds (an int, a float) or none
Number = Optional[Union[int, float]]


def safe_text(text: object, limit: int = 0) -> str:
    """Labels and kernel names are untrusted: no control or bidi characters reach the terminal."""
    out = "".join(ch if unicodedata.category(ch)[0] != "C" else f"\\u{ord(ch):04x}" for ch in str(text))
    if limit and len(out) > limit:
        out = out[: limit - 1] + "…"
    return out


def text_table(headers: Sequence[object], rows: Sequence[Sequence[object]]) -> str:
    cells = [[safe_text(h) for h in headers]] + [[safe_text(c) for c in r] for r in rows]
    widths = [max(len(r[i]) for r in cells) for i in range(len(headers))]
    lines = []
    for n, r in enumerate(cells):
        lines.append("  ".join(c.ljust(w) if i == 0 else c.rjust(w) for i, (c, w) in enumerate(zip(r, widths))))
        if n == 0:
            lines.append("  ".join("-" * w for w in widths))
    return "\n".join("  " + line for line in lines)


def fitted(
    headers: list[str], rows: Sequence[Sequence[object]], wide: bool, optional: tuple[str, ...] = (), name_min: int = 24
) -> list[str]:
    """A table that fits TEXT_WIDTH columns unless wide: its first column's cells shortened to
    name_min, then the optional columns left out in their order (said in a line under it),
    then the first column shortened further (to NAME_LEAST). -> the report's lines."""
    cells = [[safe_text(c) for c in r] for r in rows]
    keep = list(range(len(headers)))
    dropped: list[str] = []

    def width(cols: list[int], first: int) -> int:
        return (
            2
            + sum(first if i == 0 else max(len(str(headers[i])), *(len(r[i]) for r in cells)) for i in cols)
            + 2 * (len(cols) - 1)
        )

    first = max([len(str(headers[0]))] + [len(r[0]) for r in cells])
    if not wide:
        first = min(first, max(name_min, first - (width(keep, first) - TEXT_WIDTH)))
        for name in optional:
            if width(keep, first) <= TEXT_WIDTH:
                break
            keep.remove(headers.index(name))
            dropped.append(name)
        first = min(first, max(NAME_LEAST, first - (width(keep, first) - TEXT_WIDTH)))
    shown = [
        [(r[0] if len(r[0]) <= first else r[0][: first - 1] + "…") if i == 0 else r[i] for i in keep] for r in cells
    ]
    out = [text_table([headers[i] for i in keep], shown)]
    if dropped:
        out.append(f"  (left out to fit {TEXT_WIDTH} columns: {', '.join(dropped)}; --wide shows them)")
    return out


NAME_LEAST = 16  # a table's first column is shortened to this at the most


# Past this a number is shown in 3 significant digits (a trace can hold any number: the
# text report never prints hundreds of digits of one)
_PLAIN_BELOW = 1e12


def _one_decimal(v: float) -> str:
    return f"{v:,.1f}" if abs(v) < _PLAIN_BELOW else f"{v:.3g}"


@dataclass(frozen=True)
class TimeScale:
    """The unit of a line or a table's times, as the tab picks it (core.words.time_unit: s
    from 1e6 µs, ms from 1e3, else µs, by the largest time it shows). A table's figures take
    its decimals (µs 1, ms and s 3: 0.1 µs either way) and the unit in its header; a line's
    times their unit and its decimals (µs 1, ms and s 2), one unit a line."""

    unit: str
    div: float
    digits: int  # a line's decimals

    def figure(self, v: Number) -> str:
        if v is None:
            return "-"
        x = v / self.div
        return f"{x:,.{1 if self.div == 1 else 3}f}" if abs(x) < _PLAIN_BELOW else f"{x:.3g}"

    def text(self, v: Number) -> str:
        if v is None:
            return "-"
        x = v / self.div
        return (f"{x:,.{self.digits}f}" if abs(x) < _PLAIN_BELOW else f"{x:.3g}") + f" {self.unit}"


def time_scale(*values: Number) -> TimeScale:
    """The unit for times in µs (None and non-finite ones aside), by the largest of them."""
    return TimeScale(*time_unit(max((abs(v) for v in values if v is not None and math.isfinite(v)), default=0.0)))


def int_text(v: object) -> str:
    return str(v) if not isinstance(v, (int, float)) or abs(v) < _PLAIN_BELOW else f"{float(v):.3g}"


def pct_text(v: Number) -> str:
    return "-" if v is None else f"{100 * v:.1f}%"


# how a shape reads: BxHxLqxLkvxD, or tokens x heads x head dim for paged and varlen calls
_SHAPE_KEYS = (("B", "H", "Lq", "Lkv", "D"), ("T", "H", "D"))


def shape_text(shape: Optional[dict[str, Any]]) -> str:
    if not shape:
        return "-"
    for keys in _SHAPE_KEYS:
        if all(k in shape for k in keys):
            text = "x".join(int_text(shape[k]) for k in keys)
            return text if keys[0] == "B" else " ".join(f"{k}={int_text(shape[k])}" for k in keys)
    return "-"


def tflops_text(v: Number) -> str:
    return "-" if v is None else (f"{v:.1f}" if 0.1 <= v < _PLAIN_BELOW else f"{v:.3g}")


def bytes_text(v: Number) -> str:
    if v is None:
        return "-"
    for unit in ("B", "KiB", "MiB", "GiB"):
        if abs(v) < 1024 or unit == "GiB":
            return f"{v:,.0f} {unit}" if unit == "B" else f"{_one_decimal(v)} {unit}"
        v /= 1024
    return str(v)


# prose lines fit this many columns (the tables are as wide as their cells)
TEXT_WIDTH = 120


def wrapped(text: str, indent: str, first: str = "") -> list[str]:
    """One paragraph of untrusted text, made safe and wrapped to TEXT_WIDTH."""
    return textwrap.wrap(
        safe_text(text),
        TEXT_WIDTH,
        initial_indent=indent + first,
        subsequent_indent=indent + " " * len(first),
        break_long_words=False,
        break_on_hyphens=False,
    ) or [indent + first]


def num_text(v: Number) -> str:
    if v is None:
        return "-"
    if abs(v) >= _PLAIN_BELOW:
        return f"{float(v):.3g}"
    return f"{v:,.1f}" if isinstance(v, float) else f"{v:,}"
