"""Words for counts, the same in every message: '1 call', '3 calls', never 'call(s)'.

Terms:
- a noun: the singular for exactly one, else the plural (one + 's' unless given): '0 calls',
  '1.5 kernels'. A verb that agrees with its count takes verb(n, singular, plural).
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
