"""Words for counts and the unit of times, the same in every message: '1 call', '3 calls',
never 'call(s)'; 0.82 ms beside 3.20 ms.

Terms:
- a noun: the singular for exactly one, else the plural (one + 's' unless given): '0 calls',
  '1.5 kernels'. A verb that agrees with its count takes verb(n, singular, plural).
- a time unit: the one unit times up to a largest are said in (time_unit), as the tab picks
  it (the frontend's model/format timeScale): s from 1 s, ms from 1 ms, else µs.
"""

from __future__ import annotations

from typing import Optional, Union

Number = Union[int, float]


def noun(n: Number, one: str, many: Optional[str] = None) -> str:
    return one if n == 1 else (many if many is not None else one + "s")


def counted(n: Number, one: str, many: Optional[str] = None) -> str:
    """The count (an int with thousands separators) and its noun: '1 call', '1,024 steps'."""
    amount = f"{n:,}" if isinstance(n, int) else f"{n:g}"
    return f"{amount} {noun(n, one, many)}"


def verb(n: Number, singular: str, plural: str) -> str:
    """The verb that agrees with a count: verb(1, 'waits', 'wait') -> 'waits'."""
    return singular if n == 1 else plural


def time_unit(max_us: float) -> tuple:
    """(unit, divisor, decimals) for times up to max_us, said in one unit: s from 1 s, ms
    from 1 ms, else µs (the tab's thresholds)."""
    if max_us >= 1e6:
        return "s", 1e6, 2
    if max_us >= 1e3:
        return "ms", 1e3, 2
    return "µs", 1.0, 1
