"""Compare, trends and ranks: on the demo runs and on runs recorded in the test (five spans
of a training loop, two gloo ranks), checked against the entries' own figures and the raw
traces; the routes through werkzeug's test client; the CLI."""

import json
import os
import subprocess
import sys
import time

import msgspec
import pytest
from report_contract import compare_errors, trends_errors
from tb_harness import run_in_own_session
from test_plugin_routes import get_json, make_client, wait_for
from test_recorded_coverage import raw_events, record
from tracebuilder import BWD, MAIN, TraceBuilder

from tb_attn_plugin.decide.compare import compare
from tb_attn_plugin.decide.compared import scope_keys
from tb_attn_plugin.decide.trends import ranks, trend
from tb_attn_plugin.pipeline import analyze_file
from tb_attn_plugin.report_types import CompareVariantsItem, MetricRow


def scope(entry, name):
    [s] = [s for s in entry["scopes"] if s["name"] == name]
    return s


def metric(rows, name):
    [r] = [r for r in rows if r["metric"] == name]
    return r


def test_naive_against_in_place_shows_the_copy_gone(demo_fixture_report):
    # (the committed recordings: the copy explanation below comes from a rule with a time threshold)
    report = demo_fixture_report
    c = msgspec.to_builtins(compare([report["naive"], report["naive_inplace"]], 0, ["naive", "naive_inplace"]))
    assert compare_errors(c) == []
    [change] = c["kernels"]
    gone = {k["name"] for k in change["disappeared"]}
    assert "aten::clone" in gone and "aten::masked_fill" in gone  # the out-of-place fill and its copy
    assert "aten::masked_fill_" not in gone
    # the out-of-place fill went with the copies it made: its own (self) time is small, the
    # copies under it are the win (by hand from the baseline's copies_by_op and scopes)
    fill = next(k for k in change["disappeared"] if k["name"] == "aten::masked_fill")
    made = {x["op"]: x["us"] for x in report["naive"]["attention"]["copies_by_op"] if x["op"]}
    top = [x for x in report["naive"]["scopes"] if x["parent_id"] is None]
    calls = sum(x["count"] for x in top)
    assert fill["copy_us_per_call"] == round(made["aten::masked_fill"] / calls, 3)
    assert fill["copy_us_per_call"] > 50 * fill["us_per_call"]
    own = [k for x in top for k in x["kernels"] if k["name"] == "aten::masked_fill"]
    assert fill["count"] == sum(k["count"] for k in own) == 3
    assert fill["us_per_call"] == round(sum(k["total_us"] for k in own) / calls, 3)
    v0, v1 = c["variants"]
    assert v0["copies"] > v1["copies"]
    # per call of the top-level scopes, as the other columns, worked out from the entries
    for v, entry in zip((v0, v1), (report["naive"], report["naive_inplace"])):
        calls = sum(x["count"] for x in entry["scopes"] if x["parent_id"] is None)
        made = [x for x in entry["attention"]["copies_by_op"] if x["op"]]
        assert v["copies_per_forward"] == round(sum(x["count"] for x in made) / calls, 3)
        assert v["copy_us_per_forward"] == round(sum(x["us"] for x in made) / calls, 3)
        assert (
            v["ops_per_forward"]
            == c["overall"][[r["metric"] for r in c["overall"]].index("cpu_ops_per_instance")]["values"][
                entry is report["naive_inplace"]
            ]
        )
    assert v0["copies_per_forward"] > v1["copies_per_forward"]
    assert any("aten::masked_fill is out of place" in x for x in v0["explanations"])
    assert c["unit"] == "cpu_op"


def test_math_against_flash_gives_the_cpu_ops_per_call(demo_report):
    math, flash = demo_report["sdpa_math"], demo_report["sdpa_flash"]
    c = msgspec.to_builtins(compare([math, flash], 1))
    row = next(s for s in c["scopes"] if s["key"] == "attn_fwd")
    ops = metric(row["metrics"], "cpu_ops_per_instance")
    expected = [scope(math, "attn_fwd")["cpu_ops_per_instance"], scope(flash, "attn_fwd")["cpu_ops_per_instance"]]
    assert ops["values"] == expected and expected[0] > 2 * expected[1]
    assert ops["deltas"] == [round(expected[0] - expected[1], 3), 0.0]
    assert ops["ratios"][0] == round(expected[0] / expected[1], 4) and ops["ratios"][1] == 1.0
    assert c["variants"][0]["backend"] == "math" and c["variants"][1]["backend"] == "flash (cpu)"
    assert any("math backend" in x for x in c["variants"][0]["explanations"])


def test_scope_keys_align_layers_whatever_their_numbers():
    a = ["Qwen2Attention_0", "Qwen2Attention_1", "attn_fwd"]
    b = ["Qwen2Attention_24", "Qwen2Attention_25", "attn_fwd"]
    assert scope_keys(a) == scope_keys(b) == ["Qwen2Attention_# [0]", "Qwen2Attention_# [1]", "attn_fwd"]


def test_compare_refuses_what_it_cannot_do(demo_report):
    with pytest.raises(ValueError):
        compare([demo_report["naive"]])
    with pytest.raises(ValueError):
        compare([demo_report["naive"], demo_report["naive_inplace"]], baseline=2)


TRAINING_SPANS = """
class Attn(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.qkv = torch.nn.Linear(32, 96)

    def forward(self, x):
        with record_function("attention"):
            q, k, v = self.qkv(x).view(2, 16, 3, 4, 8).permute(2, 0, 3, 1, 4)
            return F.scaled_dot_product_attention(q, k, v, is_causal=True).transpose(1, 2).reshape(2, 16, 32)

model = torch.nn.Sequential(Attn(), torch.nn.Linear(32, 32))
x = torch.randn(2, 16, 32)
handler = torch.profiler.tensorboard_trace_handler(os.path.join(OUT, "train"), worker_name="w0")
schedule = torch.profiler.schedule(wait=1, warmup=1, active=2, repeat=5)
with profile(activities=[ProfilerActivity.CPU], schedule=schedule, on_trace_ready=handler) as p:
    for _ in range(20):
        model(x).sum().backward()
        p.step()
"""


@pytest.mark.slow
def test_trend_over_five_spans_of_a_training_run(tmp_path):
    out = record(tmp_path, TRAINING_SPANS)
    folder = os.path.join(out, "train")
    files = sorted(os.listdir(folder))
    assert len(files) == 5  # repeat=5: one span per cycle
    items, expected = [], []
    for f in files:
        path = os.path.join(folder, f)
        entry = analyze_file(path)
        items.append(("w0", f, entry))
        events = raw_events(path)
        steps = sorted(
            (e for e in events if e.get("cat") == "user_annotation" and e["name"].startswith("ProfilerStep#")),
            key=lambda e: e["ts"],
        )
        labels = [e for e in events if e.get("cat") == "user_annotation" and e["name"] == "attention"]
        for s in steps:  # the attention label's time inside each step, from the JSON
            inside = [a["dur"] for a in labels if s["ts"] <= a["ts"] <= s["ts"] + s["dur"]]
            expected.append((int(s["name"].split("#")[1]), s["dur"], sum(inside)))
    t = trend(items)
    assert (
        trends_errors(
            {"run": "train", "spans": 5, "pending": 0, "trend": t, "ranks": ranks([(w, e) for w, _, e in items])}
        )
        == []
    )
    [w] = t.workers
    assert len(w.points) == 10  # 5 spans x 2 active steps
    assert [p.step for p in w.points] == sorted(p.step for p in w.points)
    by_step = {p.step: p for p in w.points}
    for step, step_us, forward_us in expected:
        p = by_step[step]
        assert p.step_us == pytest.approx(step_us, abs=1e-3)
        # forward label time, and the backward ops linked to it: at least the forward
        assert p.attention_cpu_us >= forward_us - 1e-3 and p.attention_cpu_us > 0
        assert p.share == pytest.approx(p.attention_cpu_us / p.step_us, abs=1e-6)
        # one top-level scope: the layer's time is all of attention's in the step
        assert p.layers == {"attention": pytest.approx(p.attention_cpu_us, abs=1e-3)}


def test_ranks_flag_the_straggler_and_the_scope_that_makes_it(tmp_path):
    """Four ranks; rank 3's layer1 takes 60 µs more a step: it is the straggler, and layer1 says why."""
    items = []
    for rank in range(4):
        t = TraceBuilder(device_properties=[])
        t.label("ProfilerStep#1", 0, 1000)
        t.label("attention/layer0", 10, 100)
        t.label("attention/layer1", 200, 100 + (60 if rank == 3 else 0))
        entry = analyze_file(t.write(tmp_path / f"r{rank}.json"))
        entry["distributed"] = {"rank": rank, "world_size": 4, "backend": "gloo"}
        items.append((f"rank{rank}", entry))
    r = ranks(items)
    assert trends_errors({"run": "r", "spans": 4, "pending": 0, "trend": trend([]), "ranks": r}) == []
    assert r.median_us_per_step == 200.0  # ranks 0-2 at 200, rank 3 at 260: median 200
    assert [w.straggler for w in r.workers] == [False, False, False, True]
    difference = r.workers[3].difference
    assert (difference.scope, difference.us_per_step_over_median) == ("attention/layer# [1]", 60.0)


def test_compare_and_trends_routes(tmp_path):
    logdir = tmp_path / "logs"
    for name, extra in (("a", 0), ("b", 50)):
        t = TraceBuilder(device_properties=[])
        t.label("ProfilerStep#3", 0, 1000)
        t.label("attention/layer0", 10, 100 + extra)
        t.op("aten::softmax", 20, 10)
        if extra:
            t.op("aten::clone", 40, 10)
        t.write(logdir / name / "w.pt.trace.json")
    plugin, client = make_client(logdir, tmp_path)
    try:
        traces = get_json(client, "/data/plugin/attention/traces")["traces"]
        ids = {t["run"]: t["id"] for t in traces}
        url = f"/data/plugin/attention/compare?traces={ids['a']},{ids['b']}&baseline={ids['b']}"
        body = json.loads(wait_for(client, url).get_data(as_text=True))
        assert compare_errors(body) == []
        assert body["baseline"] == 1 and [t["id"] for t in body["traces"]] == [ids["a"], ids["b"]]
        cpu = metric(body["overall"], "cpu_us_per_instance")
        assert cpu["values"] == [100.0, 150.0] and cpu["deltas"] == [-50.0, 0.0]
        # (one call of the one top-level scope; no copy made under the clone)
        gone = {"name": "aten::clone", "us": 10.0, "count": 1, "us_per_call": 10.0, "copy_us_per_call": None}
        assert body["kernels"][0]["disappeared"] == [gone]
        for bad in (f"traces={ids['a']}", f"traces={ids['a']},{ids['a']}", f"traces={ids['a']},{ids['b']}&baseline=0"):
            resp = client.get(f"/data/plugin/attention/compare?{bad}")
            assert resp.status_code == 400, bad
        trends = get_json(client, "/data/plugin/attention/trends?run=a")
        assert trends_errors(trends) == []
        assert trends["pending"] == 0 and trends["spans"] == 1
        [w] = trends["trend"]["workers"]
        assert w["points"][0]["step"] == 3 and w["points"][0]["share"] == pytest.approx(0.1)
        assert client.get("/data/plugin/attention/trends?run=nope").status_code == 404
    finally:
        plugin.service.close()


def test_cli_compare(demo_logdir):
    naive, inplace = demo_logdir.runs["naive"][0], demo_logdir.runs["naive_inplace"][0]
    out = subprocess.run(
        [sys.executable, "-m", "tb_attn_plugin.cli", "compare", naive, inplace],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert out.returncode == 0, out.stderr
    assert "CPU op gone: aten::clone" in out.stdout and "naive_inplace" in out.stdout
    js = subprocess.run(
        [sys.executable, "-m", "tb_attn_plugin.cli", "compare", "--json", "--baseline", "1", naive, inplace],
        capture_output=True,
        text=True,
        timeout=300,
    )
    body = json.loads(js.stdout)["compare"]
    assert compare_errors(body) == []
    assert body["baseline"] == 1 and {k["name"] for k in body["kernels"][0]["appeared"]} >= {"aten::clone"}
    one = subprocess.run(
        [sys.executable, "-m", "tb_attn_plugin.cli", "compare", naive], capture_output=True, text=True, timeout=300
    )
    assert one.returncode == 1 and "two readable traces" in one.stderr


@pytest.mark.slow
def test_sweep_on_cpu_records_every_variant_the_machine_has(tmp_path):
    out = tmp_path / "sweep"
    env = dict(os.environ, TORCHINDUCTOR_COMPILE_THREADS="1", TORCHINDUCTOR_CACHE_DIR=str(tmp_path / "inductor"))
    cmd = [sys.executable, "-m", "tb_attn_plugin.cli", "sweep", "--shape", "1,2,64,64,32", "--dtype", "fp32"]
    cmd += ["--causal", "--device", "cpu", "--steps", "1", "--out", str(out)]
    code, text = run_in_own_session(cmd, env, 600)
    assert code == 0, text[-3000:]
    runs = {d for d in os.listdir(out) if any(f.endswith(".pt.trace.json") for f in os.listdir(out / d))}
    assert {"naive", "naive_inplace", "sdpa_math", "sdpa_flash"} <= runs
    assert "sdpa_cudnn: refused (cuDNN attention runs on CUDA only)" in text
    assert "variants, ranked by" in text and "Open it as a comparison" in text
    flash = analyze_file(str(next((out / "sdpa_flash").glob("*.pt.trace.json"))))
    [row] = flash["attention_ops"]
    assert row["backend"] == "flash (cpu)" and row["shape"] == {"B": 1, "H": 2, "Lq": 64, "Lkv": 64, "D": 32}
    assert row["causal"] is True and row["dtype"] == "float32"


def test_sweep_refuses_a_bad_shape():
    out = subprocess.run(
        [sys.executable, "-m", "tb_attn_plugin.cli", "sweep", "--shape", "1,2,64"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert out.returncode == 2 and "B,H,Lq,Lkv,D" in out.stderr and "Traceback" not in out.stderr


def trends_when(client, done, seconds=90):
    deadline = time.monotonic() + seconds
    for _ in range(2000):  # bounded in count and in time
        body = get_json(client, "/data/plugin/attention/trends?run=run")
        if done(body) or time.monotonic() > deadline:
            return body
        time.sleep(0.1)
    return body


def test_a_second_trends_with_nothing_changed_is_answered_from_memory(tmp_path, monkeypatch):
    """/trends of a run whose spans did not change: the same body, no summary read again;
    a new span analysed since changes the versions, and the body is made anew with it."""
    logdir = tmp_path / "logs"

    def span(name, us):
        t = TraceBuilder(device_properties=[])
        t.label("ProfilerStep#1", 0, 1000)
        t.label("attention/layer0", 10, us)
        t.write(logdir / "run" / f"{name}.pt.trace.json")

    span("w0.1", 100)
    span("w1.1", 300)
    plugin, client = make_client(logdir, tmp_path)
    try:
        get_json(client, "/data/plugin/attention/traces")
        first = trends_when(client, lambda b: b["pending"] == 0)
        reads = []
        real = plugin.service.summary
        monkeypatch.setattr(plugin.service, "summary", lambda job: reads.append(job.key) or real(job))
        again = get_json(client, "/data/plugin/attention/trends?run=run")
        assert again == first and reads == []
        assert first["ranks"]["median_us_per_step"] == 200.0  # (100 + 300) / 2
        span("w2.1", 500)
        plugin.service.traces(force=True)
        get_json(client, "/data/plugin/attention/traces")
        third = trends_when(client, lambda b: b["spans"] == 3 and not b["pending"])
        assert third["ranks"]["median_us_per_step"] == 300.0 and len(reads) >= 3
    finally:
        plugin.service.close()


def test_the_changes_by_size_are_the_compares_own():
    """Compare's summary lines (the tab once ranked them in TypeScript): each trace's time
    metrics and copy time by the size of their change, the largest first; not the ops
    count (not a time), not an unchanged time, not a median inside its calls' spread, not a
    mean whose median is there."""
    from tb_attn_plugin.decide.compare import changes_by_size

    def row(metric, what, unit, values, within_noise=None):
        r = MetricRow(metric=metric, unit=unit, what=what, values=values, deltas=[], ratios=[])
        if within_noise is not None:
            r.within_noise = within_noise
        return r

    rows = [
        row("cpu_us_per_instance", "CPU time per call", "µs", [900, 700]),
        row("cpu_ops_per_instance", "CPU ops", "ops", [40, 30]),
        row("cpu_us_median", "CPU time per call, the median", "µs", [500, 480], within_noise=[None, True]),
        row("memcpy", "memcpy time", "µs", [48100, 90]),
        row("gemm", "gemm time", "µs", [100, 100]),
    ]
    variants = [variant_row(trace=0, copy_us_per_forward=60), variant_row(trace=1, copy_us_per_forward=20)]
    # the mean's -200 µs is not said: its median is there, and within the calls' spread (#41:
    # the lines say the statistic the table ranks by)
    assert [(x.what, x.delta) for x in changes_by_size(rows, variants, 0)] == [
        ("memcpy time", -48010),
        ("copy time per call", -40),
    ]
    assert [x.what for x in changes_by_size(rows, variants, 0, limit=1)] == ["memcpy time"]
    # against the other baseline: the same changes, the other way
    assert [(x.trace, x.delta) for x in changes_by_size(rows, variants, 1)][:1] == [(0, 48010)]
    # a median changed beyond the spread is said; without a median, the mean is
    rows[2] = row("cpu_us_median", "CPU time per call, the median", "µs", [500, 300], within_noise=[None, False])
    assert ("CPU time per call, the median", -200) in [(x.what, x.delta) for x in changes_by_size(rows, variants, 0)]
    rows[2] = row("cpu_us_median", "CPU time per call, the median", "µs", [None, 300])
    assert ("CPU time per call", -200) in [(x.what, x.delta) for x in changes_by_size(rows, variants, 0)]


def variant_row(**fields):
    """A compare's variant row: fields as given, the rest empty (what a test does not read)."""
    empty = {"kernels_per_forward": None, "ops_per_forward": None, "gpu_us_per_forward": None,
             "cpu_us_per_forward": None, "gemm_cores": [], "copies": 0, "copies_per_forward": None,
             "copy_us_per_forward": None, "backend": None, "peak_memory": None, "explanations": [],
             "cpu_us_median": None, "cpu_us_spread": None, "gpu_us_median": None, "gpu_us_spread": None,
             "rank": 1, "ranked_by": "cpu_us_median", "within_noise": None}  # fmt: skip
    return CompareVariantsItem(**{**empty, **fields})


def test_the_text_compare_says_the_changes_the_tab_says(demo_fixture_report):
    """tb-attn compare prints compare.changes, the lines the tab's summary shows, in order."""
    from tb_attn_plugin.text.compare import format_compare
    from tb_attn_plugin.text.format import time_scale

    report = demo_fixture_report
    typed = compare([report["naive"], report["naive_inplace"]], 0, ["naive", "naive_inplace"])
    c = msgspec.to_builtins(typed)
    assert c["changes"] and all(x["trace"] == 1 for x in c["changes"])
    assert [abs(x["delta"]) for x in c["changes"]] == sorted((abs(x["delta"]) for x in c["changes"]), reverse=True)
    lines = format_compare(typed).splitlines()
    at = lines.index("  what changed, the largest first:")
    for n, x in enumerate(c["changes"], 1):
        assert lines[at + n].startswith(f"    [1] {x['what']}: ")
        # (each line in one unit, its larger time's)
        unit = time_scale(x["base"], x["value"])
        assert lines[at + n].endswith(f"({'-' if x['delta'] < 0 else '+'}{unit.text(abs(x['delta']))})")
    # the variants in the order the tab ranks them: by their calls' median CPU time (from the
    # reports' per_call here), each median beside its p25-p75
    medians = [report[r]["attention"]["per_call"]["cpu_us"] for r in ("naive", "naive_inplace")]
    order = sorted(range(2), key=lambda i: (medians[i]["median"], i))
    at = next(i for i, line in enumerate(lines) if line.startswith("  variants, ranked by"))
    rows = [line for line in lines[at + 1 :] if line.lstrip().startswith("[")][:2]  # (the table's, before the notes)
    assert [int(r.split("]")[0].strip(" [")) for r in rows] == order
    q = medians[order[0]]
    unit = time_scale(*(m["median"] for m in medians))  # (the table's one unit, its largest median's)
    assert f"{unit.figure(q['median'])} ({unit.figure(q['p25'])}-{unit.figure(q['p75'])})" in rows[0]
    assert f"CPU {unit.unit}/call" in lines[at + 1]


def test_the_variants_rank_by_their_calls_medians_not_their_means():
    """#41 item 2, worked by hand: in-place's three calls took 1.7, 64 and 5.3 ms (mean 23.7,
    median 5.3), flash's 9, 11.9 and 9.4 ms (mean 10.1, median 9.4): the means rank flash
    first, the medians in-place; a median within the baseline's spread is within noise."""
    from tb_attn_plugin.decide.compare import _metric_row, _ranked

    def variant(median, spread):
        fields = msgspec.structs.asdict(variant_row(trace=0))
        for made in ("trace", "rank", "ranked_by", "within_noise"):  # (the compare adds them)
            del fields[made]
        return {**fields, "cpu_us_median": median, "cpu_us_spread": spread}

    def ranked_against(variants, baseline):
        # (the overall median row the compare ranks by, made as the compare makes it)
        row = _metric_row(
            "cpu_us_median",
            "µs",
            "CPU time per call, the median",
            [v["cpu_us_median"] for v in variants],
            baseline,
            [v["cpu_us_spread"] for v in variants],
        )
        return _ranked([dict(v, trace=i) for i, v in enumerate(variants)], row)

    naive = variant(48_000.0, [47_000.0, 49_500.0])
    inplace = variant(5_300.0, [3_500.0, 34_650.0])  # (p25, p75 of 1.7, 5.3, 64 ms)
    flash = variant(9_400.0, [9_200.0, 10_650.0])
    ranked = ranked_against([naive, inplace, flash], 0)
    assert [v.rank for v in ranked] == [3, 1, 2]
    assert {v.ranked_by for v in ranked} == {"cpu_us_median"}
    assert [v.within_noise for v in ranked] == [None, False, False]
    # against in-place, flash's median is inside in-place's wide spread: within noise
    assert [v.within_noise for v in ranked_against([naive, inplace, flash], 1)] == [False, None, True]
    # a trace without calls ranks last
    assert [v.rank for v in ranked_against([variant(None, None), flash], 0)] == [2, 1]


def test_the_timelines_start_with_a_scope_every_trace_has(demo_fixture_report):
    """#41 item 2: the scope Compare's timelines show first is in every compared trace; where
    the first scope of one trace is missing from the other, the next shared one; none: null."""
    import copy

    naive = demo_fixture_report["naive"]
    assert [s["name"] for s in naive["scopes"]] == ["NaiveAttention_0", "attn_fwd"]
    assert compare([naive, copy.deepcopy(naive)]).timeline_scope == "NaiveAttention_# [0]"  # (its key)
    renamed = copy.deepcopy(naive)
    renamed["scopes"][0]["name"] = "Block"  # (its module is named otherwise in this trace)
    assert compare([naive, renamed]).timeline_scope == "attn_fwd"
    renamed["scopes"][1]["name"] = "attention"
    assert compare([naive, renamed]).timeline_scope is None


def test_unrelated_leaves_out_what_differs_from_the_baseline_in_running_the_backward(tmp_path):
    from tb_attn_plugin.decide.compare import unrelated

    t = TraceBuilder()  # a real entry (the compare reads the report's classes), its backward set
    t.label("attn_fwd", 0, 100)
    fwd = analyze_file(t.write(tmp_path / "fwd.json"))
    assert (fwd["attention"]["backward_kernel_us"], fwd["attention"]["backward_cpu_us"]) == (0.0, 0.0)
    gpu_train = dict(fwd, attention=dict(fwd["attention"], backward_kernel_us=12.0))
    cpu_train = dict(fwd, attention=dict(fwd["attention"], backward_cpu_us=3.0))
    # forward-only baseline: both training steps out, each said to run the backward
    assert sorted(unrelated([fwd, fwd, gpu_train, cpu_train], 0)) == [2, 3]
    assert "runs attention's backward" in unrelated([fwd, fwd, gpu_train], 1)[2]
    # a training baseline: the forward-only traces out, said the other way round
    assert unrelated([cpu_train, gpu_train, fwd], 0) == {2: unrelated([cpu_train, gpu_train, fwd], 0)[2]}
    assert "forward only" in unrelated([cpu_train, gpu_train, fwd], 0)[2]
    # in both directions, however few are left (#59 item 2: the route then says nothing is related)
    assert sorted(unrelated([fwd, gpu_train], 0)) == [1] and sorted(unrelated([gpu_train, fwd, fwd], 0)) == [1, 2]


def test_a_suggested_compare_leaves_the_training_step_out_and_says_why(tmp_path):
    logdir = tmp_path / "logs"
    for name, extra in (("a", 0), ("b", 50), ("train", 0)):
        t = TraceBuilder(device_properties=[])
        t.label("ProfilerStep#3", 0, 2000)
        t.label("attention/layer0", 10, 100 + extra)
        t.op("aten::softmax", 20, 10, seq=4)
        if name == "train":  # the backward of the softmax, in the scope's backward
            t.op("SoftmaxBackward0", 1040, 8, tid=BWD, seq=4, fwd_tid=MAIN)
        t.write(logdir / name / "w.pt.trace.json")
    plugin, client = make_client(logdir, tmp_path)
    try:
        ids = {t["run"]: t["id"] for t in get_json(client, "/data/plugin/attention/traces")["traces"]}
        asked = f"traces={ids['a']},{ids['train']},{ids['b']}&baseline={ids['a']}"
        url = "/data/plugin/attention/compare?" + asked
        body = json.loads(wait_for(client, url + "&related=1").get_data(as_text=True))
        assert compare_errors(body) == []
        assert [t["id"] for t in body["traces"]] == [ids["a"], ids["b"]] and body["baseline"] == 0
        [out] = body["left_out"]
        assert out["id"] == ids["train"] and out["label"].startswith("train / ")
        assert out["reason"].startswith("runs attention's backward")
        assert metric(body["overall"], "cpu_us_per_instance")["values"] == [100.0, 150.0]
        # asked for by name (no related): all three, nothing left out
        whole = json.loads(wait_for(client, url).get_data(as_text=True))
        assert [t["id"] for t in whole["traces"]] == [ids["a"], ids["train"], ids["b"]] and whole["left_out"] == []
        assert client.get(f"/data/plugin/attention/compare?{asked}&related=yes").status_code == 400
        # from the training step, the suggestion has nothing related: both variants left out, said so
        alone = f"/data/plugin/attention/compare?{asked}&related=1".replace(
            f"baseline={ids['a']}", f"baseline={ids['train']}"
        )
        body = json.loads(wait_for(client, alone).get_data(as_text=True))
        assert body["alone"] is True and body["baseline"]["id"] == ids["train"]
        assert sorted(x["id"] for x in body["left_out"]) == sorted([ids["a"], ids["b"]])
        assert all(x["reason"].startswith("runs attention's forward only") for x in body["left_out"])
    finally:
        plugin.service.close()
