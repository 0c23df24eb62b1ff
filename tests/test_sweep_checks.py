"""#62 item 3: the sweep checks its problems before torch allocates anything: every dimension
a positive whole number within bounds; each variant's memory worked out, a variant over the
budget (--max-memory-mb) refused in one line with what it would need; nothing of torch's
allocator reaching the user as a traceback. The values are worked out by hand."""

from __future__ import annotations

import subprocess
import sys

import pytest
from test_sweep_from import FLASH, sdpa_call
from tracebuilder import TraceBuilder

from tb_attn_plugin.record.sweep_cost import MAX_DIM, SweepShape, input_bytes, over_budget, shape_problem, variant_cost


def tb_attn(*args, cwd=None):
    return subprocess.run(
        [sys.executable, "-m", "tb_attn_plugin.cli", *args], capture_output=True, text=True, timeout=600, cwd=cwd
    )


def one_line(proc, *words):
    assert proc.returncode == 2 and "Traceback" not in proc.stderr + proc.stdout, proc.stderr[-2000:]
    lines = [line for line in proc.stderr.splitlines() if line.startswith("tb-attn:")]
    assert len(lines) == 1 and all(w in lines[0] for w in words), proc.stderr


def test_the_memory_of_each_variant_by_hand():
    dims = {"B": 2, "H": 4, "Lq": 1024, "Lkv": 1024, "D": 64}
    # q, k, v and the output: 2·4·(2·1024 + 2·1024)·64 elements of 4 bytes = 8 MiB; the mask
    # and the ones it is made from: 2·1024·1024 bytes = 2 MiB
    assert input_bytes(dims, "fp32") == (8 << 20) + (2 << 20)
    # naive: the scores, 2·4·1024·1024 of 4 bytes = 32 MiB, three at once: 96 MiB more
    assert variant_cost("naive", dims, "fp32", False, "cpu").bytes == (106 << 20)
    # the math backend keeps its scores in float32 whatever the inputs: bf16 inputs are 4 + 2 MiB
    assert variant_cost("sdpa_math", dims, "bf16", False, "cpu").bytes == (4 << 20) + (2 << 20) + (96 << 20)
    # a fused kernel: its row statistics, 2·4·1024 floats = 32 KiB
    assert variant_cost("sdpa_flash", dims, "fp32", False, "cpu").bytes == (10 << 20) + (32 << 10)
    # with backward: the scores and their gradients (six), and the inputs' gradients (6 MiB)
    assert variant_cost("naive", dims, "fp32", True, "cpu").bytes == (10 << 20) + (192 << 20) + (6 << 20)
    # at least 4·2·4·1024·1024·64 = 2,147,483,648 FLOP a call, at 100 GFLOP/s
    assert variant_cost("naive", dims, "fp32", False, "cpu").seconds_per_call == pytest.approx(0.02147483648)
    assert over_budget(variant_cost("sdpa_flash", dims, "fp32", False, "cpu"), 30 << 20) == ""
    assert over_budget(variant_cost("naive", dims, "fp32", False, "cpu"), 30 << 20) == (
        "would need about 106.0 MiB of memory (inputs, output and the Lq×Lkv scores), over the 30.0 MiB budget "
        "(--max-memory-mb)"
    )
    assert over_budget(variant_cost("naive", dims, "fp32", False, "cpu"), 0) == ""  # (0: no budget)


@pytest.mark.parametrize(
    ("dims", "words"),
    [
        ((10**6, 32, 8192, 8192, 128), "B = 1,000,000: more than the 65,536 the sweep runs"),
        ((2**62, 1, 1, 1, 1), "B = 4,611,686,018,427,387,904: more than the 65,536"),
        ((0, 4, 64, 64, 32), "B = 0: every dimension must be at least 1"),
        ((1, 4, 64, 64, 0), "D = 0: every dimension must be at least 1"),
        ((1, 4, 2**25, 64, 32), "Lq = 33,554,432: more than the 16,777,216"),
    ],
)
def test_a_shape_out_of_bounds_is_refused_before_anything_is_made(dims, words):
    with pytest.raises(ValueError, match=words):
        SweepShape(*dims)
    assert shape_problem(dict(zip(MAX_DIM, dims)))


@pytest.mark.parametrize(
    ("shape", "words"),
    [
        ("1000000,32,8192,8192,128", "B = 1,000,000: more than the 65,536 the sweep runs"),
        ("4611686018427387904,1,1,1,1", "more than the 65,536"),
        ("0,4,64,64,32", "B = 0: every dimension must be at least 1"),
        ("1,4,64,64,３２", "expected five whole numbers B,H,Lq,Lkv,D"),
        ("1,4,64", "expected five whole numbers"),
    ],
)
def test_a_hostile_shape_on_the_command_line_is_one_line(tmp_path, shape, words):
    one_line(tb_attn("sweep", "--shape", shape, "--out", str(tmp_path / "out"), "--device", "cpu"), words)
    assert not (tmp_path / "out").exists()


def test_a_shape_whose_inputs_are_over_the_budget_is_refused_with_what_it_needs(tmp_path):
    """32x32x8192x128 in bf16 (an ordinary large model's): its q, k, v and output take
    4·32·32·8192·128·2 bytes = 8 GiB and the mask 128 MiB; under a 6 GiB budget nothing is made."""
    proc = tb_attn("sweep", "--shape", "32,32,8192,8192,128", "--dtype", "bf16", "--device", "cpu",
                   "--max-memory-mb", "6144", "--out", str(tmp_path / "out"))  # fmt: skip
    one_line(proc, "its inputs and mask alone would need about 8.1 GiB, over the 6.0 GiB budget (--max-memory-mb)")
    assert "at least" in proc.stdout and "a call on the CPU" in proc.stdout  # (its time said before)


def test_variants_over_the_budget_are_refused_each_in_a_line_and_the_rest_run(tmp_path):
    pytest.importorskip("torch", reason="the sweep records with torch")
    proc = tb_attn("sweep", "--shape", "2,4,1024,1024,64", "--dtype", "fp32", "--device", "cpu", "--steps", "1",
                   "--max-memory-mb", "30", "--out", str(tmp_path / "out"))  # fmt: skip
    assert proc.returncode == 0 and "Traceback" not in proc.stderr, proc.stderr[-2000:]
    need = "would need about 106.0 MiB of memory (inputs, output and the Lq×Lkv scores), over the 30.0 MiB budget"
    for variant in ("naive", "naive_inplace", "sdpa_math"):
        assert f"  {variant}: refused ({need} (--max-memory-mb))" in proc.stdout, proc.stdout
    assert "  sdpa_flash: sdpa_flash/" in proc.stdout  # (recorded)


def test_a_traces_hostile_shape_is_one_line_with_sweep_from(tmp_path):
    """A trace whose Input Dims say B = 10^6: the sweep refuses it in a line, no traceback."""
    t = TraceBuilder()
    sdpa_call(t, FLASH, 0, 10, [10**6, 8, 128, 64], [10**6, 8, 128, 64], "c10::BFloat16", [], True)
    path = t.write(tmp_path / "w.pt.trace.json")
    one_line(tb_attn("sweep", "--from", path, "--out", str(tmp_path / "out"), "--device", "cpu"), "B = 1,000,000")
