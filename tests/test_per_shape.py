"""analysis.numbers.PerShape: a call's facts worked out once per (op, shape object)."""

from __future__ import annotations

from tb_attn_plugin.analysis.numbers import PerShape


def test_facts_are_worked_out_once_per_op_and_shape_object():
    asked = []

    def facts(op, shapes):
        asked.append((op, shapes))
        return None if op == "none" else (op, len(shapes[0]))

    per_shape = PerShape(facts)
    layer = ([[2, 3], [3, 4]], ["float"])
    same_text = ([[2, 3], [3, 4]], ["float"])  # equal, but another object
    assert per_shape("aten::mm", layer) == ("aten::mm", 2)
    assert per_shape("aten::mm", layer) == ("aten::mm", 2)
    assert per_shape("aten::bmm", layer) == ("aten::bmm", 2)
    assert per_shape("aten::mm", same_text) == ("aten::mm", 2)
    assert per_shape("none", layer) is None and per_shape("none", layer) is None  # (None is an answer too)
    assert asked == [("aten::mm", layer), ("aten::bmm", layer), ("aten::mm", same_text), ("none", layer)]
