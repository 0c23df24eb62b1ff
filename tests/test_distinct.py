"""analysis.numbers.distinct (a table over a small range of ints) against np.unique, and
unit_groups over it against groups counted by hand."""

from __future__ import annotations

import numpy as np
import pytest

from tb_attn_plugin.analysis import numbers
from tb_attn_plugin.analysis.numbers import distinct, distinct_reference, unit_groups


def _same(values):
    got, want = distinct(values), distinct_reference(values)
    for g, w in zip(got, want):
        assert g.tolist() == w.tolist()
    assert got[0].dtype == want[0].dtype


@pytest.mark.parametrize("dtype", [np.int8, np.int32, np.int64, np.uint16])
def test_distinct_is_np_unique_on_ids(dtype):
    rng = np.random.default_rng(7)
    _same(rng.integers(0, 50, 5000).astype(dtype))  # (a table: few values, small range)
    _same(rng.integers(0, 50, 5000).astype(dtype) + dtype(20))  # (not starting at zero)
    _same(np.array([3], dtype=dtype))
    if np.iinfo(dtype).min < 0:  # (values less a negative low: past the type's own range)
        _same(np.array([-100, 0, 100, -5, 0, 100], dtype=dtype))
    _same(np.array([5, 5, 5, 5], dtype=dtype))


def test_distinct_sorts_where_the_range_is_wide_or_the_values_are_not_ints():
    rng = np.random.default_rng(8)
    wide = rng.integers(-(2**62), 2**62, 1000)  # (a range of 2^63: sorted, as np.unique does)
    _same(wide)
    _same(np.array([-5, 3, -5, 2**40], dtype=np.int64))
    _same(rng.random(100))
    _same(np.empty(0, dtype=np.int64))


def test_distinct_takes_the_table_path_where_it_is_small(monkeypatch):
    sorted_ = []
    monkeypatch.setattr(
        numbers, "distinct_reference", lambda v, *a: sorted_.append(len(v)) or distinct_reference(v, *a)
    )
    values = np.array([9, 7, 9, 8, 7, 9], dtype=np.int32)
    uniq, first, inverse = distinct(values)
    assert sorted_ == []
    assert uniq.tolist() == [7, 8, 9] and first.tolist() == [1, 3, 0] and inverse.tolist() == [2, 0, 2, 1, 0, 2]
    distinct(np.array([0, 2**20], dtype=np.int64))  # (a range past both the values and TABLE_ENTRIES)
    assert sorted_ == [2]


def test_unit_groups_by_hand():
    unit = np.array([4, 2, 4, 4, 2, 6], dtype=np.int64)
    values = np.array([1.0, 10.0, 2.0, 3.0, 20.0, 5.0])
    idx = np.array([0, 1, 2, 3, 4], dtype=np.int64)
    # groups in the order they first occur: unit 4 (rows 0, 2, 3), unit 2 (rows 1, 4)
    assert list(unit_groups(unit, values, idx, None, 0)) == [
        (0, None, 3, 6.0, 1.0, 3.0),
        (1, None, 2, 30.0, 10.0, 20.0),
    ]
    keys = np.array([0, 1, 0, 1, 1])
    assert list(unit_groups(unit, values, idx, keys, 2)) == [
        (0, 0, 2, 3.0, 1.0, 2.0),
        (1, 1, 2, 30.0, 10.0, 20.0),
        (3, 1, 1, 3.0, 3.0, 3.0),
    ]


def test_distinct_without_the_first_occurrences():
    values = np.array([9, 7, 9, 8, 7, 9], dtype=np.int64)
    for way in (distinct, distinct_reference):
        uniq, first, inverse = way(values, with_first=False)
        assert uniq.tolist() == [7, 8, 9] and first is None and inverse.tolist() == [2, 0, 2, 1, 0, 2]
