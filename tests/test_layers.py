"""analysis/report/layers.py: which top-level scopes are layers, their median, the outliers and what
ran outside every layer, worked by hand; and on the shared SD 3.5 trace, whose 152 flash
calls outside every module were once drawn as one 204 ms bar among 69 layers."""

from __future__ import annotations

import pytest
from conftest import shared_trace

from tb_attn_plugin.analysis.report.layers import OUTLIER_RATIO, layers
from tb_attn_plugin.pipeline import analyze_file


def scope(i, us, source="label", parent=None, count=1, backward=0.0):
    return {
        "id": i,
        "name": f"layer{i}",
        "source": source,
        "parent_id": parent,
        "count": count,
        "forward_kernel_us": us,
        "backward_kernel_us": backward,
        "cpu_us": 2 * us,
        "backward_cpu_us": 0.0,
    }


def test_layers_their_median_and_outliers_by_hand():
    # times 100, 110 (90 + 20 backward), 100, 400, 40: median 100; 400 is 4x (an outlier),
    # 40 is 1/2.5 (an outlier), 110 is 1.1x (not); a nested scope and an op scope are no layer
    entries = [
        scope(0, 100),
        scope(1, 90, backward=20),
        scope(2, 100, source="module"),
        scope(3, 400),
        scope(4, 40),
        scope(5, 1000, parent=0),
        scope(6, 5000, source="op", count=152),
    ]
    # attention: the five layers (750 µs, the nested scope inside layer 0's) and the op scope's 5000
    got = layers(entries, gpu=True, attention_us=5750.0)
    assert got == {
        "count": 5,
        "scope_ids": [0, 1, 2, 3, 4],
        # the longest first (400, 110, 100, 100, 40; the two of 100 by id); five layers are
        # drawn in id order, each named
        "scope_ids_by_time": [3, 1, 0, 2, 4],
        "sorted_by_time": False,
        "median_us": 100.0,
        # the bars hold 750 of attention's 5,750 µs (#56 item 3: say so beside them)
        "share_of_attention": round(750 / 5750, 6),
        "outliers": [
            {"scope_id": 3, "name": "layer3", "us": 400.0, "ratio": 4.0},  # |log 4| > |log 0.4|
            {"scope_id": 4, "name": "layer4", "us": 40.0, "ratio": 0.4},
        ],
        "outside": {"scopes": 1, "calls": 152, "us": 5000.0},
    }
    # on the CPU the CPU times count: 200, 180, 200, 800, 80
    assert layers(entries, gpu=False, attention_us=11500.0)["median_us"] == 200.0
    # exactly the ratio away is an outlier; fewer than two layers is no chart
    assert [
        o["scope_id"]
        for o in layers([scope(0, 100), scope(1, 100 * OUTLIER_RATIO), scope(2, 100)], True, 350.0)["outliers"]
    ] == [1]
    assert layers([scope(0, 100), scope(6, 5000, source="op")], gpu=True, attention_us=5100.0) is None
    # no attention time: no share
    assert layers([scope(0, 0), scope(1, 0)], gpu=True, attention_us=0.0)["share_of_attention"] is None


def test_sd35s_attention_ops_outside_every_module_are_no_layer():
    entry = analyze_file(shared_trace("tracelens/inference__xdit_sd_3.5__profile_trace_rank_0.json.gz"))
    top = [s for s in entry["scopes"] if s["parent_id"] is None]
    modules = [s for s in top if s["source"] == "module"]
    ops = [s for s in top if s["source"] == "op"]
    got = entry["layers"]
    assert got["count"] == len(modules) == 69 and got["scope_ids"] == sorted(s["id"] for s in modules)
    assert got["outside"] == {
        "scopes": len(ops),
        "calls": sum(s["count"] for s in ops),
        "us": pytest.approx(sum(s["forward_kernel_us"] + s["backward_kernel_us"] for s in ops), abs=1e-3),
    }
    assert got["outside"]["calls"] == 152
    # 69 layers: drawn the longest first, a distribution
    assert got["sorted_by_time"] is True
    by_id = {s["id"]: s["forward_kernel_us"] + s["backward_kernel_us"] for s in modules}
    assert got["scope_ids_by_time"] == sorted(by_id, key=lambda i: (-by_id[i], i))
    times = sorted(s["forward_kernel_us"] + s["backward_kernel_us"] for s in modules)
    assert got["median_us"] == pytest.approx((times[34]), abs=1e-3)  # (69 layers: the 35th)
