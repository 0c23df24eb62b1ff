"""The regression gate (#43 item 1): `tb-attn compare BASELINE CANDIDATE --fail-on RULE`,
its exit codes, its JUnit report and Markdown table; a change inside the calls' spread never
fails. Values worked out by hand on hand-built traces, and on the demo's variants."""

from __future__ import annotations

import xml.etree.ElementTree as ElementTree

import pytest
from test_cli_mistakes import tb_attn
from tracebuilder import TraceBuilder

from tb_attn_plugin.decide.gate import Rule, Values, judge


def calls(path, durations: list) -> str:
    """A CPU-only trace of attention calls (a label each, an op inside) of these durations."""
    t = TraceBuilder(device_properties=[])
    ts = 0.0
    for d in durations:
        t.label("attn_fwd", ts, d)
        t.op("aten::softmax", ts + 1, d - 2)
        ts += d + 50
    return t.write(path)


def test_rules_parse_and_refuse_what_they_cannot_mean():
    r = Rule.parse("attention_us>+5%")
    assert (r.metric, r.op, r.limit, r.relative, r.unit) == ("attention_us", ">", 5.0, True, "%")
    assert Rule.parse("copies_per_call>0").relative is False
    assert Rule.parse("attention_share>+2pt").unit == "pt"
    for bad, words in (
        ("attention>5", "no metric"),
        ("attention_us>5%", "give it a sign"),
        ("attention_us>+2pt", "for a share"),
        ("attention_us=5", "expected METRIC>LIMIT"),
        # #62 item 5: ASCII digits only, and a finite limit (325 digits were read as infinity)
        ("attention_us>+\uff15%", "in ASCII digits"),
        ("attention_us>+\u0665%", "in ASCII digits"),
        ("attention_us>" + "9" * 325, "in ASCII digits"),
    ):
        with pytest.raises(ValueError, match=words):
            Rule.parse(bad)
    # a rule that cannot be read is said back in at most 80 characters, however long
    with pytest.raises(ValueError) as caught:
        Rule.parse("x" * 100_000 + ">5")
    assert len(str(caught.value)) < 300 and "…" in str(caught.value)
    assert Rule.parse("attention_us>" + "9" * 15).limit == 999_999_999_999_999.0


def test_a_change_inside_the_spread_never_fails():
    # medians 115 -> 123 (+7.0%); p25-p75 107.5-122.5 and 114.75-131: they overlap
    noisy = Values(115.0, 123.0, [107.5, 122.5], [114.75, 131.0])
    outcome = judge(Rule.parse("attention_us>+5%"), noisy)
    assert not outcome.failed and "noise" in outcome.line
    # the same change with spreads apart fails
    apart = Values(115.0, 123.0, [114.0, 116.0], [122.0, 124.0])
    assert judge(Rule.parse("attention_us>+5%"), apart).failed
    assert not judge(Rule.parse("attention_us>+10%"), apart).failed  # (+7.0% is not past +10%)
    share = Values(0.40, 0.43)
    assert judge(Rule.parse("attention_share>+2pt"), share).failed  # +3.0pt
    assert not judge(Rule.parse("attention_share>+5pt"), share).failed


def test_the_gate_on_hand_built_traces(tmp_path):
    base = calls(tmp_path / "base" / "w.pt.trace.json", [100, 110, 120, 130])
    same = calls(tmp_path / "again" / "w.pt.trace.json", [105, 118, 128, 140])  # median +7%, inside the spread
    slow = calls(tmp_path / "slow" / "w.pt.trace.json", [200, 210, 220, 230])  # median 115 -> 215
    proc = tb_attn("compare", base, same, "--fail-on", "attention_us>+5%")
    assert proc.returncode == 0, proc.stderr
    proc = tb_attn("compare", base, slow, "--fail-on", "attention_us>+5%", "--junit", str(tmp_path / "j.xml"))
    assert proc.returncode == 1
    failed = [line for line in proc.stderr.splitlines() if line.startswith("tb-attn: failed:")]
    assert failed == [
        "tb-attn: failed: attention_us>+5%: attention_us 115.000 µs -> 215.000 µs (+87.0%) past the limit "
        "[judged on 4 and 4 calls: fewer than 5 a side, a noisy judgment]"
    ]
    suite = ElementTree.parse(tmp_path / "j.xml").getroot()
    assert (suite.get("tests"), suite.get("failures")) == ("1", "1")
    assert suite.find("testcase/failure").get("message") == failed[0].removeprefix("tb-attn: failed: ")


def test_the_gate_on_the_demos_naive_and_in_place_variants(demo_logdir, tmp_path):
    naive, inplace = demo_logdir.runs["naive"][0], demo_logdir.runs["naive_inplace"][0]
    # in place, the copies fall (naive's masked_fill clones once a call): the rule passes...
    proc = tb_attn("compare", naive, inplace, "--fail-on", "copies_per_call>0", "--junit", str(tmp_path / "ok.xml"))
    assert proc.returncode == 0, proc.stderr
    suite = ElementTree.parse(tmp_path / "ok.xml").getroot()
    assert (suite.get("tests"), suite.get("failures")) == ("1", "0")
    # ...and the other way round it fails, saying so on one line
    proc = tb_attn("compare", inplace, naive, "--fail-on", "copies_per_call>0", "--format", "markdown")
    assert proc.returncode == 1
    assert [line for line in proc.stderr.splitlines() if line.startswith("tb-attn:")] == [
        "tb-attn: failed: copies_per_call>0: copies_per_call is 1 (past the limit)"
    ]
    table = proc.stdout.splitlines()
    assert table[0].startswith("| metric |") and any(line.startswith("| `copies_per_call` | 0 | 1 |") for line in table)
    assert any(line.startswith("| `attention_us` |") and " vs " in line for line in table)


def test_a_bad_rule_is_said_with_exit_2(tmp_path):
    base = calls(tmp_path / "a" / "w.pt.trace.json", [100, 110])
    proc = tb_attn("compare", base, base, "--fail-on", "speed>5")
    assert proc.returncode == 2 and "Traceback" not in proc.stderr
    assert "no metric 'speed'" in proc.stderr


FLASH = "void flash::flash_fwd_kernel<Flash_fwd_kernel_traits<128, 128, 64, 4>, true>(flash::Flash_fwd_params)"


def flash_calls(path, flash_us: float, n: int = 8) -> str:
    """n FlashAttention calls under labels, each a flash kernel of flash_us and a GEMM of 100
    µs (the projection), CPU 300 µs a call."""
    t = TraceBuilder()
    for i in range(n):
        at = 1000 * i
        t.label("attention", at, 300)
        t.op("flash_attn::_flash_attn_forward", at + 10, 200, dims=[[2, 512, 8, 128]] * 3, types=["c10::BFloat16"] * 3)
        t.kernel(FLASH, 100_000 + at, flash_us, t.launch(at + 20))
        t.op("aten::mm", at + 220, 50)
        t.kernel("ampere_bf16_s16816gemm_bf16_128x64_ldg8_f2f_nn", 100_500 + at, 100.0, t.launch(at + 230))
    return t.write(path)


def test_a_gate_on_the_kernels_sees_a_kernel_10_percent_slower(tmp_path):
    """#60 item 1: the flash kernel 50 -> 55 µs a call (+10%); the GEMMs unchanged. The fused
    attention kernels' own time per call moves +10.0%; the calls' whole time (155 µs of
    kernels) moves less."""
    base = flash_calls(tmp_path / "base" / "w.pt.trace.json", 50.0)
    slow = flash_calls(tmp_path / "slow" / "w.pt.trace.json", 55.0)
    proc = tb_attn(
        "compare", base, slow, "--fail-on", "attention_kernel_us>+5%", "--fail-on", "attention_kernel_us[flash]>+5%"
    )
    assert proc.returncode == 1, proc.stderr
    failed = [line for line in proc.stderr.splitlines() if line.startswith("tb-attn: failed:")]
    assert failed == [
        "tb-attn: failed: attention_kernel_us>+5%: attention_kernel_us 50.000 µs -> 55.000 µs (+10.0%) past the limit",
        "tb-attn: failed: attention_kernel_us[flash]>+5%: attention_kernel_us[flash] 50.000 µs -> 55.000 µs (+10.0%) "
        "past the limit",
    ]
    # against itself it passes, and the text says so, one line per rule
    proc = tb_attn("compare", base, base, "--fail-on", "attention_kernel_us>+5%")
    assert proc.returncode == 0, proc.stderr
    assert "gate: passed: attention_kernel_us>+5%: attention_kernel_us 50.000 µs -> 50.000 µs (+0.0%)" in proc.stdout
    # a kind no kernel has is not judged; on 8 calls a side nothing is said of the count
    proc = tb_attn("compare", base, slow, "--fail-on", "attention_kernel_us[cudnn]>+5%")
    assert proc.returncode == 0 and "not measured in both traces" in proc.stdout


def test_few_calls_are_said_and_min_calls_fails_them(tmp_path):
    base = flash_calls(tmp_path / "base" / "w.pt.trace.json", 50.0, n=3)
    same = flash_calls(tmp_path / "same" / "w.pt.trace.json", 50.0, n=3)
    proc = tb_attn("compare", base, same, "--fail-on", "attention_kernel_us>+5%")
    assert proc.returncode == 0
    assert "[judged on 3 and 3 calls: fewer than 5 a side, a noisy judgment]" in proc.stdout
    proc = tb_attn("compare", base, same, "--fail-on", "attention_kernel_us>+5%", "--min-calls", "5")
    assert proc.returncode == 1
    assert "[judged on 3 and 3 calls: fewer than --min-calls 5]" in proc.stderr


def test_compare_help_lists_every_exit_code():
    proc = tb_attn("compare", "--help")
    assert "1  a --fail-on rule failed" in proc.stdout and "2  bad usage" in proc.stdout
    assert "0  the traces were compared, and every --fail-on rule passed" in proc.stdout


@pytest.mark.shared
def test_a_shared_trace_with_its_fused_kernels_10_percent_longer_fails_the_kernel_gate(tmp_path):
    """#60's acceptance: the shared H100 Qwen trace, its fused attention kernels made 10%
    longer (nothing else): attention_kernel_us>+5% exits 1; the trace against itself 0."""
    import gzip
    import json

    from conftest import shared_trace

    from tb_attn_plugin.names import patterns

    original = shared_trace("tracelens/h100__Qwen_Qwen1.5-0.5B-Chat__1016005.json.gz")
    with open(original, "rb") as f:
        trace = json.loads(gzip.decompress(f.read()))
    # (each stream's later work moves by what the kernels before it grew: a kernel never runs
    # into the next one on its stream, which the analysis would clip)
    gpu = [e for e in trace["traceEvents"] if e.get("cat") in ("kernel", "gpu_memcpy", "gpu_memset")]
    grown: dict = {}
    for ev in sorted(gpu, key=lambda e: e["ts"]):
        stream = (ev["pid"], ev["tid"])
        ev["ts"] += grown.get(stream, 0.0)
        if ev["cat"] == "kernel" and patterns.classify_kernel(ev["name"])[0] == "attention":
            grown[stream] = grown.get(stream, 0.0) + ev["dur"] * 0.1
            ev["dur"] *= 1.1
    slower = tmp_path / "slower" / "qwen.pt.trace.json"
    slower.parent.mkdir()
    slower.write_text(json.dumps(trace))
    proc = tb_attn("compare", original, str(slower), "--fail-on", "attention_kernel_us>+5%")
    assert proc.returncode == 1, proc.stdout
    assert "(+10.0%) past the limit" in proc.stderr
    assert tb_attn("compare", original, original, "--fail-on", "attention_kernel_us>+5%").returncode == 0
