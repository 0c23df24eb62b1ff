"""Attention the tool must find, recorded with the installed torch during the test run:
FlexAttention (eager), a torch.compile'd model with backward, eager attention in a model
profiled without stacks, and a two-rank gloo DDP run. Each recording runs in a process of
its own (compiled code starts helper processes; DDP starts ranks), stopped in a finally.
Expected values are recomputed from the raw JSON, independently of the engine."""

import gzip
import json
import os
import sys
import textwrap

import pytest
from tb_harness import run_in_own_session

from tb_attn_plugin.pipeline import analyze_file

pytestmark = pytest.mark.slow

torch = pytest.importorskip("torch", reason="recording needs torch (pip install -e '.[demo]')")


def record(tmp_path, body: str, timeout: float = 300) -> str:
    """Runs a recording script in its own session; every process of it is killed at the end
    however the test ends. -> the folder it wrote traces into."""
    out = tmp_path / "out"
    out.mkdir()
    script = tmp_path / "record.py"
    script.write_text(
        textwrap.dedent(
            """
            import os, sys, math
            import torch
            import torch.nn.functional as F
            from torch.profiler import profile, ProfilerActivity, record_function
            torch.manual_seed(0)
            OUT = sys.argv[1]
            """
        )
        + textwrap.dedent(body)
    )
    env = dict(os.environ, TORCHINDUCTOR_COMPILE_THREADS="1", TORCHINDUCTOR_CACHE_DIR=str(tmp_path / "inductor"))
    code, output = run_in_own_session([sys.executable, str(script), str(out)], env, timeout)
    assert code == 0, output[-4000:]
    return str(out)


def raw_events(path):
    opener = gzip.open if path.endswith(".gz") else open
    with opener(path, "rt") as f:
        return json.load(f)["traceEvents"]


def cpu_ops(events, name=None):
    return [
        e for e in events if e.get("ph") == "X" and e.get("cat") == "cpu_op" and (name is None or e["name"] == name)
    ]


def one_trace(folder):
    files = sorted(os.listdir(folder))
    assert len(files) == 1, files
    return os.path.join(folder, files[0])


FLEX = """
from torch.nn.attention.flex_attention import create_block_mask, flex_attention
q, k, v = (torch.randn(2, 4, 128, 32) for _ in range(3))
mask = create_block_mask(lambda b, h, qi, ki: qi >= ki, None, None, 128, 128, device="cpu")
for labelled in (True, False):
    with profile(activities=[ProfilerActivity.CPU], record_shapes=True) as p:
        for _ in range(3):
            if labelled:
                with record_function("attn_flex"):
                    flex_attention(q, k, v, block_mask=mask)
            else:
                flex_attention(q, k, v, block_mask=mask)
    p.export_chrome_trace(os.path.join(OUT, ("labelled" if labelled else "bare") + ".json"))
"""


def test_flex_attention_eager_is_an_attention_op(tmp_path):
    out = record(tmp_path, FLEX)
    for name in ("labelled", "bare"):
        path = os.path.join(out, name + ".json")
        events = raw_events(path)
        calls = cpu_ops(events, "FlexAttentionAutogradOp")
        assert calls, "FlexAttentionAutogradOp is what torch records for a flex_attention call"
        e = analyze_file(path)
        [row] = [r for r in e["attention_ops"] if r["op"] == "FlexAttentionAutogradOp"]
        assert row["family"] == "flex" and row["count"] == len(calls)
        assert row["cpu_us"] == pytest.approx(sum(c["dur"] for c in calls), abs=0.01)
        b, h, lq, d = calls[0]["args"]["Input Dims"][0]
        lkv = calls[0]["args"]["Input Dims"][1][2]
        assert row["shape"] == {"B": b, "H": h, "Lq": lq, "Lkv": lkv, "D": d}
        assert row["flops_per_call"] == 4 * b * h * lq * lkv * d  # dense: the causal block mask is not seen
        assert "dense upper bound" in row["flops_note"]
        assert row["causal"] is None and row["dtype"] == "float32"
        assert e["sdpa"] == []  # not SDPA: the compatibility table keeps SDPA rows only
        if name == "labelled":
            assert e["attention"]["scope_source"] == "label"
        else:  # found by its op, as SDPA is
            assert e["attention"]["scope_source"] == "op"
            [s] = e["scopes"]
            assert s["name"] == "FlexAttentionAutogradOp" and s["count"] == len(calls)
            cats = {c["category"] for c in e["attention"]["categories"]}
            assert "attention" in cats  # its own CPU time is attention, not "other"


COMPILED = """
class Block(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.qkv = torch.nn.Linear(64, 192)
        self.out = torch.nn.Linear(64, 64)

    def forward(self, x):
        q, k, v = self.qkv(x).view(2, 32, 3, 4, 16).permute(2, 0, 3, 1, 4)
        with record_function("attention_inside"):  # Dynamo drops this label
            a = F.scaled_dot_product_attention(q, k, v, is_causal=True)
        return self.out(a.transpose(1, 2).reshape(2, 32, 64))

class Net(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.blocks = torch.nn.ModuleList([Block(), Block()])

    def forward(self, x):
        for b in self.blocks:
            x = b(x) + x
        return x

net = torch.compile(Net())
x = torch.randn(2, 32, 64)
net(x).sum().backward()  # compile outside the profile
for labelled in (False, True):
    with profile(activities=[ProfilerActivity.CPU], record_shapes=True) as p:
        for _ in range(2):
            if labelled:
                with record_function("attention_outside"):
                    y = net(x)
            else:
                y = net(x)
            y.sum().backward()
    p.export_chrome_trace(os.path.join(OUT, ("labelled" if labelled else "bare") + ".json"))
"""


def test_compiled_model_backward_is_attributed_and_dropped_labels_are_warned_about(tmp_path):
    out = record(tmp_path, COMPILED)
    bare = os.path.join(out, "bare.json")
    events = raw_events(bare)
    assert not [e for e in events if e.get("name") == "attention_inside"], "Dynamo dropped the label"
    fwd = cpu_ops(events, "aten::_scaled_dot_product_flash_attention_for_cpu")
    bwd = cpu_ops(events, "aten::_scaled_dot_product_flash_attention_for_cpu_backward")
    assert len(fwd) == len(bwd) == 4  # 2 blocks x 2 steps
    assert all("Sequence number" not in e["args"] for e in bwd), "the case this covers: no sequence numbers"
    e = analyze_file(bare)
    assert e["attention"]["scope_source"] == "op"
    [s] = e["scopes"]
    assert s["count"] == 4
    # each backward op is an outermost linked backward op of the scope: its time is the backward CPU time
    assert s["backward_cpu_us"] == pytest.approx(sum(b["dur"] for b in bwd), abs=0.01)
    assert e["attention"]["backward_cpu_us"] == pytest.approx(sum(b["dur"] for b in bwd), abs=0.01)
    assert e["compiled"]["backward_paired"] == 4 and e["compiled"]["backward_unpaired"] == 0
    assert e["compiled"]["attention_ops"] == 4 and e["compiled"]["attention_ops_unlabelled"] == 4
    assert any("Dynamo drops labels inside compiled code" in w for w in e["warnings"])
    cpu_total = e["attention"]["cpu_us"]
    assert cpu_total == pytest.approx(sum(f["dur"] for f in fwd) + sum(b["dur"] for b in bwd), abs=0.02)

    labelled = analyze_file(os.path.join(out, "labelled.json"))
    assert labelled["attention"]["scope_source"] == "label"
    assert labelled["compiled"]["attention_ops_unlabelled"] == 0
    assert not any("Dynamo drops labels" in w for w in labelled["warnings"])
    [outer] = [s for s in labelled["scopes"] if s["name"] == "attention_outside"]
    assert outer["count"] == 2 and outer["backward_cpu_us"] > 0


EAGER = """
class SelfAttention(torch.nn.Module):
    def __init__(self, width=64, heads=4):
        super().__init__()
        self.heads = heads
        self.qkv = torch.nn.Linear(width, 3 * width)
        self.out = torch.nn.Linear(width, width)

    def forward(self, x):
        b, n, c = x.shape
        q, k, v = self.qkv(x).view(b, n, 3, self.heads, c // self.heads).permute(2, 0, 3, 1, 4)
        scores = torch.matmul(q, k.transpose(-2, -1)) / math.sqrt(c // self.heads)
        causal = torch.ones(n, n, dtype=torch.bool).triu(1)
        probs = torch.softmax(scores.masked_fill(causal, float("-inf")), dim=-1)
        return self.out(torch.matmul(probs, v).transpose(1, 2).reshape(b, n, c))

model = torch.nn.Sequential(SelfAttention(), torch.nn.GELU(), SelfAttention())
x = torch.randn(2, 48, 64)
with profile(activities=[ProfilerActivity.CPU], record_shapes=True) as p:  # no with_stack: no modules
    for _ in range(2):
        model(x).sum().backward()
p.export_chrome_trace(os.path.join(OUT, "eager.json"))
"""


def test_eager_attention_without_stacks_is_found_by_its_pattern(tmp_path):
    path = one_trace(record(tmp_path, EAGER))
    events = raw_events(path)
    softmaxes = [s for s in cpu_ops(events, "aten::softmax") if not s["args"].get("Fwd thread id")]
    matmuls = sorted(cpu_ops(events, "aten::matmul"), key=lambda e: e["ts"])
    spans = []
    for s in softmaxes:  # the matmul just before and just after each softmax, from the JSON
        before = max((m for m in matmuls if m["tid"] == s["tid"] and m["ts"] < s["ts"]), key=lambda m: m["ts"])
        after = min((m for m in matmuls if m["tid"] == s["tid"] and m["ts"] > s["ts"]), key=lambda m: m["ts"])
        spans.append((before, after))
    assert len(spans) == 4  # 2 layers x 2 steps
    e = analyze_file(path)
    assert e["attention"]["scope_source"] == "pattern"
    [s] = e["scopes"]
    assert s["source"] == "pattern" and s["count"] == 4
    assert s["cpu_us"] == pytest.approx(sum(a["ts"] + a["dur"] - b["ts"] for b, a in spans), abs=0.01)
    assert s["backward_cpu_us"] > 0  # the chain's backward ops are linked to its forward ops
    [row] = e["attention_ops"]
    assert row["family"] == "eager" and row["count"] == 4 and row["backend"] == "eager (unfused)"
    assert row["shape"] == {"B": 2, "H": 4, "Lq": 48, "Lkv": 48, "D": 16}
    assert row["flops_per_call"] == 4 * 2 * 4 * 48 * 48 * 16
    assert row["score_matrix_bytes"] == 2 * 4 * 48 * 48 * 4  # float32
    assert any(a["code"] == "no_label" and "pattern" in a["message"] for a in e["advice"])


DDP = """
import torch.distributed as dist
import torch.multiprocessing as mp
from torch.nn.parallel import DistributedDataParallel

def rank_main(rank, port, out):
    dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{port}", rank=rank, world_size=2)
    try:
        attn = torch.nn.MultiheadAttention(32, 4, batch_first=True)
        model = DistributedDataParallel(torch.nn.Sequential(torch.nn.Linear(32, 32)))
        x = torch.randn(4, 16, 32)
        handler = torch.profiler.tensorboard_trace_handler(out, worker_name=f"rank{rank}")
        with profile(activities=[ProfilerActivity.CPU], schedule=torch.profiler.schedule(wait=0, warmup=1, active=2),
                     on_trace_ready=handler) as p:
            for _ in range(3):
                h = model(x)
                with record_function("attention"):
                    y, _ = attn(h, h, h, need_weights=False)
                y.sum().backward()
                p.step()
    finally:
        dist.destroy_process_group()

if __name__ == "__main__":
    import socket
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    mp.spawn(rank_main, args=(port, OUT), nprocs=2, join=True)
"""


def test_two_rank_gloo_ddp_run_gives_each_rank(tmp_path):
    from tb_attn_plugin.decide.trends import ranks

    out = record(tmp_path, DDP)
    files = sorted(os.listdir(out))
    assert len(files) == 2, files
    by_rank = {}
    for f in files:
        path = os.path.join(out, f)
        rank = int(f.split("rank")[1].split(".")[0])
        events = raw_events(path)
        labels = [e for e in events if e.get("cat") == "user_annotation" and e["name"] == "attention"]
        e = analyze_file(path)
        assert e["distributed"] == {"rank": rank, "world_size": 2, "backend": "gloo"}
        [s] = [s for s in e["scopes"] if s["name"] == "attention"]
        assert s["count"] == len(labels) == 2
        assert s["cpu_us"] == pytest.approx(sum(label["dur"] for label in labels), abs=0.01)
        by_rank[rank] = e
    # the ranks view of the run: each rank's attention CPU time per profiled step
    view = ranks([(f"rank{r}", e) for r, e in sorted(by_rank.items())])
    assert [w.rank for w in view.workers] == [0, 1]
    for w in view.workers:
        e = by_rank[w.rank]
        assert w.us_per_step == pytest.approx(e["attention"]["cpu_us"] / e["steps"]["count"], abs=1e-3)


def test_multi_head_attention_fast_path_has_shape_and_flops(tmp_path):
    """nn.MultiheadAttention and nn.TransformerEncoderLayer in inference take the fast path,
    aten::_native_multi_head_attention: each call is a row with its shape and FLOPs, counted
    here from the raw events' Input Dims and num_heads."""
    folder = record(
        tmp_path,
        """
        mha = torch.nn.MultiheadAttention(64, 4, batch_first=True).eval()
        layer = torch.nn.TransformerEncoderLayer(64, 4, dim_feedforward=128, batch_first=True).eval()
        x = torch.randn(2, 24, 64)
        with torch.no_grad():
            mha(x, x, x); layer(x)
            with profile(activities=[ProfilerActivity.CPU], record_shapes=True,
                         on_trace_ready=torch.profiler.tensorboard_trace_handler(OUT)):
                for _ in range(2):
                    with record_function("attention/mha"):
                        mha(x, x, x, need_weights=False)
                    layer(x)
        """,
    )
    path = one_trace(folder)
    calls = cpu_ops(raw_events(path), "aten::_native_multi_head_attention")
    assert len(calls) == 4  # two of the module's, two inside the encoder layer's fast path
    expected_flops = 0
    for call in calls:
        (b, lq, e), (_, lkv, _) = call["args"]["Input Dims"][:2]
        heads = int(call["args"]["Concrete Inputs"][4])
        expected_flops += 2 * b * heads * lq * lkv * 2 * (e // heads)
    entry = analyze_file(path)
    rows = [r for r in entry["attention_ops"] if r["op"] == "aten::_native_multi_head_attention"]
    assert len(rows) == 1
    row = rows[0]
    assert row["family"] == "mha" and row["count"] == 4
    assert row["shape"] == {"B": 2, "H": 4, "Lq": 24, "Lkv": 24, "D": 16}
    assert row["flops"] == expected_flops == 4 * 294_912
    assert row["flops_note"] is None and row["cpu_tflops"] is not None
    assert row["cpu_us"] == pytest.approx(sum(c["dur"] for c in calls), abs=0.01)


MATH_CALLS = """
from torch.nn.attention import SDPBackend, sdpa_kernel
q, k, v = (torch.randn(2, 4, 32, 16) for _ in range(3))
v24 = torch.randn(2, 4, 32, 24)
nested = torch.nested.nested_tensor(
    [torch.randn(5, 4, 16), torch.randn(9, 4, 16)], layout=torch.jagged).transpose(1, 2)
small = torch.randn(1, 2, 16, 8)
def calls(which):
    if "dropout" in which:
        with record_function("attn/dropout"):
            F.scaled_dot_product_attention(q, k, v, dropout_p=0.1)
    if "dv" in which:
        with record_function("attn/dv"):
            F.scaled_dot_product_attention(q, k, v24)
    if "nested" in which:
        with record_function("attn/nested"):
            F.scaled_dot_product_attention(nested, nested, nested)
    if "chosen" in which:
        with record_function("attn/chosen"), sdpa_kernel(SDPBackend.MATH):
            F.scaled_dot_product_attention(small, small, small)
for name, which in (("refused", ("dropout", "dv", "nested")), ("chosen", ("chosen",))):
    calls(which)
    with profile(activities=[ProfilerActivity.CPU], record_shapes=True) as prof:
        calls(which)
    prof.export_chrome_trace(os.path.join(OUT, name + ".json"))
"""


def test_the_math_fallback_says_what_made_the_cpu_kernel_refuse(tmp_path):
    """torch 2.13 on CPU: dropout, V's head dim unlike Q's, and nested tensors make the fused
    CPU kernel refuse, and the advice says so (not "most likely chosen"); none of these calls is
    causal, and their only where is _safe_softmax's: no mask-rebuilt claim. The reasons are
    checked against the raw events' inputs."""
    folder = record(tmp_path, MATH_CALLS)
    refused = os.path.join(folder, "refused.json")
    math = cpu_ops(raw_events(refused), "aten::_scaled_dot_product_attention_math")
    assert len(math) == 3
    dropout = [c for c in math if c["args"]["Concrete Inputs"][4] not in ("0.", "0")]
    unlike = [c for c in math if c["args"]["Input Dims"][2][-1:] != c["args"]["Input Dims"][0][-1:]]
    nested = [c for c in math if c["args"]["Input Dims"][0] == []]
    assert len(dropout) == len(unlike) == len(nested) == 1
    assert all(c["args"]["Concrete Inputs"][5] == "False" for c in math)  # none causal
    entry = analyze_file(refused)
    rows = [r for r in entry["attention_ops"] if r["math_fallback"] is not None]
    assert len(rows) == 3

    def v_head_dim(row):  # (the nested call has no shape)
        return None if row["shape"] is None else row["shape"].get("Dv", row["shape"]["D"])

    reasons = {v_head_dim(r): r["math_fallback"]["reasons"] for r in rows}
    dv = unlike[0]["args"]["Input Dims"][2][-1]
    assert reasons[dv] == [f"V's head dim {dv} unlike Q's and K's 16 (the fused CPU kernel needs them equal)"]
    p = float(dropout[0]["args"]["Concrete Inputs"][4])
    assert reasons[16] == [f"dropout_p={p:g} (the fused CPU kernel takes no dropout)"]
    assert reasons[None] == ["q, k and v are nested (jagged) tensors (the fused CPU kernel takes dense tensors only)"]
    assert not any(r["math_fallback"]["mask_rebuilt"] for r in rows)
    [advice] = [a for a in entry["advice"] if a["code"] == "sdpa_math_fallback"]
    assert "the trace shows why the CPU's fused backend (flash (cpu)) refused" in advice["message"]
    assert "most likely chosen" not in advice["message"] and "causal mask" not in advice["message"]

    chosen = analyze_file(os.path.join(folder, "chosen.json"))
    [advice] = [a for a in chosen["advice"] if a["code"] == "sdpa_math_fallback"]
    assert "most likely chosen" in advice["message"] and "causal mask" not in advice["message"]
