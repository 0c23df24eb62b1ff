"""#60 item 3: ranks in the CLI. `tb-attn report` on a logdir of several ranks prints one
table of the ranks and the stragglers (each rank's report with --each); a straggler is judged
per metric against the ranks' median with a robust spread, so a rank 1.5x slower in its fused
kernels is flagged even where its whole attention moves about 11%; tba.stragglers says the same."""

from __future__ import annotations

import gzip
import json

import pytest
from conftest import shared_trace
from test_cli_mistakes import tb_attn
from tracebuilder import TraceBuilder

from tb_attn_plugin.decide import trends as trend_ranks
from tb_attn_plugin.names import patterns

FLASH = "void flash::flash_fwd_kernel<Flash_fwd_kernel_traits<128, 128, 64, 4>, true>(flash::Flash_fwd_params)"
GEMM = "ampere_bf16_s16816gemm_bf16_128x64_ldg8_f2f_nn"


def _rank(path, rank: int, flash_us: float) -> None:
    """Four layers a step: a flash kernel of flash_us and the projections' 400 µs of GEMMs."""
    t = TraceBuilder()
    t.label("ProfilerStep#1", 0, 20_000)
    for layer in range(4):
        at = 1000 + 4000 * layer
        t.label(f"layer{layer}.attention", at, 3000)
        t.op("flash_attn::_flash_attn_forward", at + 10, 200, dims=[[2, 512, 8, 128]] * 3, types=["c10::BFloat16"] * 3)
        t.kernel(FLASH, 100_000 + at, flash_us, t.launch(at + 20))
        t.op("aten::mm", at + 300, 100)
        t.kernel(GEMM, 100_000 + at + 1000, 400.0, t.launch(at + 310))
    trace = t.trace()
    trace["distributedInfo"] = {"rank": rank, "world_size": 8, "backend": "nccl"}
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(trace))


def test_a_rank_slower_in_its_fused_kernels_is_the_straggler(tmp_path):
    """Ranks 0-7, flash 100 µs a layer; rank 3's 150 µs (1.5x): attention per step 2,000 ->
    2,200 µs (+10%, under the whole's old 15% rule), fused kernels 400 -> 600 µs (1.5x)."""
    for r in range(8):
        _rank(tmp_path / "run" / f"rank{r}" / "w.pt.trace.json", r, 150.0 if r == 3 else 100.0)
    proc = tb_attn("report", str(tmp_path / "run"))
    assert proc.returncode == 0, proc.stderr
    lines = proc.stdout.splitlines()
    assert len(lines) <= 150
    assert lines[0] == "== 8 ranks of one run (per step; the tab's Trends view judges them alike)"
    [row3] = [line for line in lines if line.strip().startswith("3 ")]
    assert "2.200" in row3 and "0.600" in row3 and row3.rstrip().endswith("fused kernels")
    stragglers = [line for line in lines if "straggler:" in line]
    assert stragglers and "rank 3 is a straggler in fused kernels (fused kernels 1.50x the median)" in " ".join(lines)
    # every layer of rank 3 slower alike: no one layer is blamed
    assert "no one scope stands out" in proc.stdout
    # --each: every rank's report
    each = tb_attn("report", "--each", str(tmp_path / "run")).stdout
    assert each.count("== ") == 8
    # the API says the same
    frame = __import__("tb_attn_plugin").stragglers(str(tmp_path / "run"))
    assert list(frame.loc[frame["straggler"], "rank"]) == [3]
    assert frame.loc[frame["rank"] == 3, "slower_in"].item() == "fused kernels"


def test_ranks_alike_within_their_spread_have_no_straggler():
    """A noisy run: fused kernels 100, 104, 96, 102, 98, 110 µs a step: 110 is 1.10x the
    median (101) but under 3.5 scaled MADs above it (MAD 2, scaled 2.97: 9 / 2.97 = 3.03)."""
    parts = [
        (f"w{i}", {"us": 1000.0, "fused_us": us, "steps": 1, "rank": i, "scopes": {}})
        for i, us in enumerate([100.0, 104.0, 96.0, 102.0, 98.0, 110.0])
    ]
    judged = trend_ranks.ranks_of(parts)
    assert not any(w.straggler for w in judged.workers)
    # one far rank is one: 150 µs
    parts[5] = ("w5", {"us": 1000.0, "fused_us": 150.0, "steps": 1, "rank": 5, "scopes": {}})
    assert [w.slower_in for w in trend_ranks.ranks_of(parts).workers][5] == ["fused kernels"]


@pytest.mark.shared
def test_eight_ranks_of_a_shared_trace_one_with_slower_flash_kernels(tmp_path):
    with open(shared_trace("tracelens/h100__Qwen_Qwen1.5-0.5B-Chat__1016005.json.gz"), "rb") as f:
        original = f.read()
    for r in range(8):
        trace = json.loads(gzip.decompress(original))
        trace["distributedInfo"] = {"rank": r, "world_size": 8, "backend": "nccl"}
        if r == 5:  # its fused attention kernels 1.5x longer, each stream's later work shifted
            gpu = [e for e in trace["traceEvents"] if e.get("cat") in ("kernel", "gpu_memcpy", "gpu_memset")]
            grown: dict = {}
            for ev in sorted(gpu, key=lambda e: e["ts"]):
                stream = (ev["pid"], ev["tid"])
                ev["ts"] += grown.get(stream, 0.0)
                if ev["cat"] == "kernel" and patterns.classify_kernel(ev["name"])[0] == "attention":
                    grown[stream] = grown.get(stream, 0.0) + ev["dur"] * 0.5
                    ev["dur"] *= 1.5
        path = tmp_path / "run" / f"rank{r}" / "qwen.pt.trace.json"
        path.parent.mkdir(parents=True)
        path.write_text(json.dumps(trace))
    proc = tb_attn("report", str(tmp_path / "run"))
    assert proc.returncode == 0, proc.stderr
    assert len(proc.stdout.splitlines()) <= 150
    assert "rank 5 is a straggler in attention, fused kernels" in proc.stdout
    assert "fused kernels 1.50x the" in proc.stdout
    frame = __import__("tb_attn_plugin").stragglers(str(tmp_path / "run"))
    assert list(frame.loc[frame["straggler"], "rank"]) == [5]
