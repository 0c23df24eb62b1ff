"""#60 item 5: `tb-attn report --format markdown`, a short report for a pull request or an
agent: at most 4 KB a trace, the verdict sentence word for word, the top calls, the changes;
untrusted names escaped."""

from __future__ import annotations

import json

import pytest
from conftest import shared_trace
from test_cli_mistakes import tb_attn
from tracebuilder import TraceBuilder

from tb_attn_plugin.text.markdown import MAX_BYTES, format_markdown


def _report(path) -> dict:
    proc = tb_attn("report", "--json", str(path))
    return json.loads(proc.stdout)


def test_the_demos_naive_run_in_markdown(demo_logdir):
    path = demo_logdir.runs["naive"][0]
    proc = tb_attn("report", "--format", "markdown", path)
    assert proc.returncode == 0, proc.stderr
    text = proc.stdout
    assert len(text.encode("utf-8")) <= MAX_BYTES + 1
    [entry] = _report(path)["traces"]
    assert entry["verdict"]["sentence"] in text
    assert "| `eager attention (Q·Kᵀ, softmax, ·V)` | eager (unfused) |" in text
    # the calls' time in the unit the tab picks for them (#60 item 6): the largest row's
    rows = [r for r in entry["attention_ops"] if r["count"]][:5]
    top = max(r["cpu_us"] for r in rows)
    unit, div = ("s", 1e6) if top >= 1e6 else ("ms", 1e3) if top >= 1e3 else ("µs", 1.0)
    assert f"| CPU {unit} |" in text
    assert f"| {rows[0]['count']:,} | {rows[0]['cpu_us'] / div:,.{1 if div == 1 else 3}f} |" in text
    for change in entry["verdict"]["changes"]:
        assert f"`{change['code']}`" in text


@pytest.mark.shared
def test_a_gpu_trace_in_markdown_under_4_kb():
    path = shared_trace("tracelens/h100__Qwen_Qwen1.5-0.5B-Chat__1016005.json.gz")
    text = tb_attn("report", "--format", "markdown", path).stdout
    [entry] = _report(path)["traces"]
    assert len(text.encode("utf-8")) <= MAX_BYTES + 1
    assert entry["verdict"]["sentence"] in text
    assert "% of best" in text and "12.2%" in text  # its SDPA row against FlashAttention-3's 740 TFLOP/s


def test_untrusted_names_stay_text_and_a_long_report_is_cut(tmp_path):
    t = TraceBuilder()
    name = "attn|<img src=x onerror=alert(1)>`x`"
    t.label(name, 0, 100)
    t.op("aten::_scaled_dot_product_flash_attention", 10, 80, dims=[[1, 2, 16, 8]] * 3, types=["float"] * 3)
    report = _report(t.write(tmp_path / "evil.pt.trace.json"))
    entry = report["traces"][0]
    entry["verdict"]["changes"] = [{"code": "hidden_copy", "message": f"in {name}", "saves_us": 1.0, "saves": "1.0 µs"}]
    text = format_markdown(report)
    assert "<img" not in text and "in attn\\|&lt;img src=x onerror=alert(1)&gt;`x`" in text
    # a part over 4 KB loses its last lines and says so
    entry["verdict"]["changes"] = [
        {"code": "hidden_copy", "message": "m" * 600, "saves_us": 1.0, "saves": "1.0 µs"} for _ in range(10)
    ]
    text = format_markdown(report)
    assert len(text.encode("utf-8")) <= MAX_BYTES + 100 and text.endswith("`tb-attn report --json` has the rest)_")


def test_json_and_another_format_together_are_a_usage_error(tmp_path):
    proc = tb_attn("report", "--json", "--format", "markdown", str(tmp_path))
    assert proc.returncode == 2 and "give one" in proc.stderr
