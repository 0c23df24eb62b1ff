"""What a value kept in memory takes: its real size, not its JSON's.

The service bounds what it keeps (report entries, step summaries) by bytes. A decoded JSON
report takes two to four times its JSON length in Python objects (a dict of eight keys is
360 bytes, a float 24, a short string 50 or more), so a bound counted in JSON bytes let the
server hold about twice what it said. `deep_size` walks the value and sums
`sys.getsizeof` over every object reached, each object once (a string or number shared by
many rows, as msgspec shares dictionary keys, is counted once): what `tracemalloc` sees the
value's allocation take, within the allocator's rounding (tests/test_sizes.py checks it).

Terms: a *container* is a dict, list, tuple or set, walked into; anything else is a leaf,
counted by `sys.getsizeof` alone, except objects with an `nbytes()` method (the extras'
column arrays), counted by what they say.
"""

from __future__ import annotations

import sys
from typing import Any

_CONTAINERS = (dict, list, tuple, set, frozenset)
# (singletons and the small ints are part of the interpreter, not of the value)
_FREE = {id(None), id(True), id(False), *(id(i) for i in range(-5, 257))}


def deep_size(value: Any) -> int:
    """The bytes of every object in value, each once (iterative: a deeply nested value does
    not exhaust the stack)."""
    seen = set(_FREE)
    total = 0
    stack = [value]
    getsizeof = sys.getsizeof
    while stack:
        obj = stack.pop()
        i = id(obj)
        if i in seen:
            continue
        seen.add(i)
        if isinstance(obj, _CONTAINERS):
            total += getsizeof(obj)
            if isinstance(obj, dict):
                stack.extend(obj.keys())
                stack.extend(obj.values())
            else:
                stack.extend(obj)
            continue
        nbytes = getattr(obj, "nbytes", None)
        if callable(nbytes):
            total += int(nbytes())
        else:
            total += getsizeof(obj)
    return total
