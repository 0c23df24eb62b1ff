"""Reader, discovery and the command line: good input, bad input, exit codes."""

import gzip
import json
import os
import subprocess
import sys

import pytest
from tracebuilder import TraceBuilder

from tb_attn_plugin import cli
from tb_attn_plugin.discovery.logdir import discover, split_name
from tb_attn_plugin.reader import TraceReadError, read_trace

SOFTMAX = "void (anonymous namespace)::softmax_warp_forward<float, float, float, 8, false, false>"


def small_trace():
    t = TraceBuilder()
    t.label("attn_fwd", 0, 50)
    c = t.launch(10)
    t.kernel(SOFTMAX, 100, 12.5, c)
    t.memory(20, 256, total_allocated=256, total_reserved=1024)
    return t


def test_plain_and_gzip_read_the_same(tmp_path):
    t = small_trace()
    plain = read_trace(t.write(tmp_path / "a.pt.trace.json"))
    gz = read_trace(t.write(tmp_path / "b.pt.trace.json.gz", gz=True))
    assert list(plain.cpu.ts) == list(gz.cpu.ts) and list(plain.gpu.dur) == list(gz.gpu.dur) == [12.5]
    assert len(plain.memory) == 1 and [plain.memory.device_names[d] for d in plain.memory.device] == ["cuda:0"]
    assert plain.devices[0]["name"] == "NVIDIA A100-SXM4-80GB"


def test_python_functions_other_than_modules_are_not_kept(tmp_path):
    t = small_trace()
    t.events.append(
        {
            "ph": "X",
            "cat": "python_function",
            "name": "train.py(12): step",
            "pid": 100,
            "tid": 100,
            "ts": 1,
            "dur": 2,
            "args": {"Python id": 3},
        }
    )
    t.module("SelfAttention_0", 0, 60)
    data = read_trace(t.write(tmp_path / "p.json"))
    names = [data.strings[i] for i in data.cpu.name]
    assert "nn.Module: SelfAttention_0" in names and "train.py(12): step" not in names


def write_bytes(tmp_path, name, data):
    p = tmp_path / name
    p.write_bytes(data)
    return str(p)


@pytest.mark.parametrize(
    "name, data, problem",
    [
        ("empty.json", b"", "empty file"),
        ("text.json", b"hello, not json", "not JSON"),
        ("trunc.pt.trace.json", b'{"traceEvents": [{"ph": "X", "cat": "kernel", "ts": 1', "truncated JSON"),
        ("list.json", b"[1, 2, 3]", "not a Kineto trace"),
        ("noevents.json", b'{"schema": 1, "nodes": []}', "no traceEvents"),
        ("badevents.json", b'{"traceEvents": {"a": 1}}', "traceEvents is not a list"),
        ("corrupt.json.gz", b"\x1f\x8b\x08\x00" + b"\x00" * 6 + b"garbage-garbage", "corrupt gzip"),
    ],
)
def test_bad_input_gives_one_clear_error(tmp_path, name, data, problem):
    path = write_bytes(tmp_path, name, data)
    with pytest.raises(TraceReadError) as info:
        read_trace(path)
    message = str(info.value)
    assert message.startswith(path + ":") and problem in message
    assert "\n" not in message


def test_truncated_gzip(tmp_path):
    full = gzip.compress(json.dumps(small_trace().trace()).encode())
    path = write_bytes(tmp_path, "t.pt.trace.json.gz", full[: len(full) // 2])
    with pytest.raises(TraceReadError, match="truncated"):
        read_trace(path)


def test_mistyped_and_missing_fields_give_a_partial_analysis(tmp_path):
    t = small_trace()
    t.events.append(
        {
            "ph": "X",
            "cat": "kernel",
            "name": "k",
            "pid": 0,
            "tid": 7,
            "ts": "soon",
            "dur": 3,
            "args": {"correlation": 5},
        }
    )  # string timestamp: skipped
    t.events.append({"ph": "X", "cat": "kernel", "name": "k2", "pid": 0, "tid": 7, "ts": 5})  # no dur
    t.events.append({"ph": "X", "cat": "kernel", "name": ["not", "a", "name"], "ts": 1, "dur": 1})
    t.events.append({"ph": "X", "cat": "kernel", "name": "neg", "pid": 0, "tid": 7, "ts": 9, "dur": -4})
    t.events.append(
        {
            "ph": "X",
            "cat": "kernel",
            "name": "hex",
            "pid": 0,
            "tid": 7,
            "ts": 9,
            "dur": 1,
            "args": {"stream": "0x0", "device": 0},
        }
    )  # ROCm writes some numbers as strings
    from tb_attn_plugin.pipeline import analyze_file

    e = analyze_file(t.write(tmp_path / "mixed.pt.trace.json"))
    assert e["ok"] and e["attention"]["forward_kernel_us"] == pytest.approx(12.5)
    assert e["total_kernel_us"] == pytest.approx(13.5)  # softmax + the "hex" kernel
    assert any("malformed" in w for w in e["warnings"])
    assert any("missing, negative or non-finite" in w for w in e["warnings"])


def test_discovery_layout(tmp_path):
    t = small_trace()
    t.write(tmp_path / "run_a" / "host_1.1700000000001.pt.trace.json")
    t.write(tmp_path / "run_a" / "host_1.1700000000002.pt.trace.json.gz", gz=True)
    t.write(tmp_path / "group" / "run_b" / "worker0.pt.trace.json")
    t.write(tmp_path / "other_tool" / "saved.json.gz", gz=True)  # plain Kineto JSON
    (tmp_path / "other_tool" / "config.json").write_text('{"lr": 0.1}')  # not a trace
    (tmp_path / "other_tool" / "notes.txt").write_text("x")
    found = discover(str(tmp_path))
    assert [(f.run, f.worker, f.span) for f in found] == [
        ("group/run_b", "worker0", ""),
        ("other_tool", "saved", ""),
        ("run_a", "host_1", "1700000000001"),
        ("run_a", "host_1", "1700000000002"),
    ]
    assert len({f.id for f in found}) == 4
    assert split_name("h.123.pt.trace.json.gz") == ("h", "123")


def test_discovery_skips_symlinks_leading_outside(tmp_path):
    outside = tmp_path / "outside"
    small_trace().write(outside / "secret.pt.trace.json")
    logdir = tmp_path / "logdir"
    small_trace().write(logdir / "run" / "w.pt.trace.json")
    os.symlink(outside / "secret.pt.trace.json", logdir / "run" / "link.pt.trace.json")
    os.symlink(outside, logdir / "linkdir")
    assert [f.worker for f in discover(str(logdir))] == ["w"]


def reference_listing(logdir):
    """Every trace under logdir the slow, plain way: each file's real path resolved and kept
    only inside the logdir, no folder link followed (what scan's fast path must equal)."""
    from tb_attn_plugin.discovery.logdir import is_trace_name, trace_id

    root = os.path.realpath(logdir)
    out = set()
    for dirpath, _, files in os.walk(root):  # (os.walk follows no folder link)
        for fn in files:
            full = os.path.join(dirpath, fn)
            real = os.path.realpath(full)
            if not is_trace_name(fn) or os.path.commonpath([root, real]) != root or not os.path.isfile(real):
                continue
            rel = os.path.relpath(full, root)
            out.add((trace_id(rel), real, os.path.dirname(rel) or ".", *split_name(fn)))
    return out


def test_discovery_equals_a_plain_walk_that_resolves_every_file(tmp_path):
    outside = tmp_path / "outside"
    small_trace().write(outside / "secret.pt.trace.json")
    logdir = tmp_path / "logdir"
    for path in (
        "w.1.pt.trace.json",
        "run/w.2.pt.trace.json",
        "run/deep/er/w.3.pt.trace.json.gz",
        "b/x.4.pt.trace.json",
    ):
        small_trace().write(logdir / path)
    os.symlink(outside / "secret.pt.trace.json", logdir / "run" / "out.pt.trace.json")  # leads outside
    os.symlink(logdir / "b" / "x.4.pt.trace.json", logdir / "run" / "in.5.pt.trace.json")  # leads inside
    os.symlink("../b/x.4.pt.trace.json", logdir / "run" / "rel.6.pt.trace.json")  # inside, relative
    os.symlink(logdir / "run", logdir / "again")  # a folder link: not followed
    os.symlink(logdir / "gone.pt.trace.json", logdir / "dangling.pt.trace.json")
    listed = {(t.id, t.path, t.run, t.worker, t.span) for t in discover(str(logdir))}
    assert listed == reference_listing(logdir)
    assert len(listed) == 6  # four files, and the two links that lead inside
    # the logdir named through a link of its own, and with a trailing slash: the same
    os.symlink(logdir, tmp_path / "alias")
    assert {(t.id, t.path) for t in discover(str(tmp_path / "alias") + "/")} == {(x[0], x[1]) for x in listed}


def run_cli(*args):
    return subprocess.run(
        [sys.executable, "-m", "tb_attn_plugin.cli", *args], capture_output=True, text=True, timeout=120
    )


def test_cli_report_json_and_text(tmp_path):
    good = small_trace().write(tmp_path / "logdir" / "run" / "w.pt.trace.json")
    bad = write_bytes(tmp_path / "logdir" / "run", "bad.pt.trace.json", b'{"traceEvents": [')
    proc = run_cli("report", "--json", str(tmp_path / "logdir"))
    assert proc.returncode == 0, proc.stderr
    report = json.loads(proc.stdout)
    assert report["schema_version"] == 1
    by_path = {t["path"]: t for t in report["traces"]}
    assert by_path[os.path.realpath(good)]["attention"]["kernel_us"] == 12.5
    assert by_path[os.path.realpath(bad)]["ok"] is False
    assert proc.stderr.strip() == f"tb-attn: {os.path.realpath(bad)}: truncated JSON (trace still being written?)"
    text = run_cli("report", good)
    assert text.returncode == 0 and "attn_fwd" in text.stdout and "softmax" in text.stdout


def test_cli_exit_status(tmp_path):
    bad = write_bytes(tmp_path, "bad.json", b"nope")
    proc = run_cli("report", bad)
    assert proc.returncode == 1 and "Traceback" not in proc.stderr
    # (said once: the text report says it, stderr does not say it again)
    assert proc.stderr == ""
    assert proc.stdout.count(f"{bad}: not JSON, so not a Kineto trace") == 1, proc.stdout
    assert f"  error: {bad}: not JSON, so not a Kineto trace" in proc.stdout
    assert run_cli("report", str(tmp_path / "missing.json")).returncode == 1
    bad_regex = run_cli("report", bad, "--label-regex", "(")
    assert bad_regex.returncode == 2 and "invalid label regex" in bad_regex.stderr


def test_text_output_neutralises_control_characters(tmp_path):
    t = TraceBuilder()
    t.label("attn\x1b[31m_red\u202e", 0, 10)
    path = t.write(tmp_path / "x.json")
    report, _ = cli.build_report([path], cli.Options())
    text = cli.format_text(report)
    assert "\x1b" not in text and "\u202e" not in text
    assert "attn\\u001b[31m_red\\u202e" in text


def test_bare_command_prints_help_and_help_shows_defaults_and_exit_codes():
    bare = run_cli()  # (a usage error: nothing was asked for)
    assert bare.returncode == 2 and "report" in bare.stderr and "exit status:" in bare.stderr and bare.stdout == ""
    helped = run_cli("report", "--help")
    assert helped.returncode == 0
    assert "(default: 16384)" in helped.stdout and "2  bad usage" in helped.stdout


def test_pretty_needs_json(tmp_path):
    path = small_trace().write(tmp_path / "t.json")
    refused = run_cli("report", path, "--pretty")
    assert refused.returncode == 2 and "--pretty indents the JSON report" in refused.stderr
    pretty = run_cli("report", path, "--json", "--pretty")
    assert pretty.returncode == 0 and pretty.stdout.startswith('{\n "schema_version": 1')


def test_cpu_only_text_has_no_kernel_columns_and_shows_the_ops_cpu_time(tmp_path):
    t = TraceBuilder(device_properties=[])
    t.label("ProfilerStep#1", 0, 1000)
    t.label("attn_fwd", 10, 500)
    t.op(
        "aten::_scaled_dot_product_flash_attention_for_cpu",
        20,
        400,
        dims=[[1, 2, 8, 4], [1, 2, 8, 4], [1, 2, 8, 4]],
        types=["float"],
        concrete=["", "", "", "0.", "True"],
    )
    text = run_cli("report", t.write(tmp_path / "cpu.json")).stdout
    assert "fwd kernel" not in text and "CPU ops/call" in text
    sdpa = text[text.index("  attention ops, the most time first:") :]
    assert "CPU µs" in sdpa and "400.0" in sdpa  # the op's own time, not an all-zero kernel column
