"""tb-attn precompute: every trace analysed ahead of time into the shared results, on a local
pool or on a Dask cluster (LocalCluster, two workers, on 127.0.0.1, closed in a finally),
against local folders and the S3-compatible server; a fresh tab then serves them without
analysing, as its job states show at its first listing."""

import json
import os
import subprocess
import sys
import time

import pytest
from test_plugin_routes import get_json, make_client
from test_s3 import BUCKET, put, s3_env, s3_server, small_trace  # noqa: F401 (fixtures)

from tb_attn_plugin.analysis import Options
from tb_attn_plugin.commands.precompute import precompute
from tb_attn_plugin.discovery.logdir import scan
from tb_attn_plugin.server.results import SharedResults, default_location


def make_logdir(tmp_path, n=6):
    logdir = tmp_path / "logs"
    for i in range(n):
        small_trace(logdir / f"run{i % 2}" / f"w{i}.{1700000000000 + i}.pt.trace.json", 1 + i)
    (logdir / "broken").mkdir()
    (logdir / "broken" / "w.pt.trace.json").write_text('{"traceEvents": [')
    return logdir


AWAITING = "looking for a stored result in the shared results"


def first_listing_states(logdir, tmp_path, **flags):
    """Each trace's state in a fresh server's listing once the shared results are listed (the
    first answer comes at once, its rows queued while the index lists them, shared_index.py);
    a trace said done then was read from the shared results, never analysed here."""
    plugin, client = make_client(logdir, tmp_path / "fresh-cache", **flags)
    try:
        rows = get_json(client, "/data/plugin/attention/traces")["traces"]
        for _ in range(600):  # bounded: the index's one listing, in its own thread
            if not any(t.get("detail") == AWAITING for t in rows):
                break
            time.sleep(0.05)
            rows = get_json(client, "/data/plugin/attention/traces")["traces"]
        analysed = {job.trace.path for job in plugin.service.table.jobs.values() if job.analysed}
        states = {}
        for t in rows:
            here = plugin.service.find(t["id"]).path in analysed
            states[t["run"] + "/" + t["worker"]] = t["state"] + (" (analysed here)" if here else "")
        return states
    finally:
        plugin.service.close()


def run_cli(*args):
    return subprocess.run(
        [sys.executable, "-m", "tb_attn_plugin.cli", *args], capture_output=True, text=True, timeout=600
    )


def test_precompute_on_a_local_pool_then_the_tab_analyses_nothing(tmp_path):
    logdir = make_logdir(tmp_path)
    before = first_listing_states(logdir, tmp_path / "before")
    assert not all(s == "done" for s in before.values())  # without results: queued for analysis
    out = run_cli("precompute", str(logdir), "--workers", "2")
    assert out.returncode == 1, out.stderr  # (the broken trace failed: a run with a failure is not a success)
    assert "7 traces: 6 analysed, 0 already in the shared results, 1 failed" in out.stdout
    assert "broken/w.pt.trace.json" in out.stdout and "truncated" in out.stdout
    results = logdir / ".tb-attn-results"
    assert len([n for n in os.listdir(results) if n.endswith(".json") and not n.endswith(".summary.json")]) == 6
    assert len([n for n in os.listdir(results) if n.endswith(".summary.json")]) == 6
    assert len(scan(str(logdir))[0]) == 7  # the results folder holds no traces
    states = first_listing_states(logdir, tmp_path)
    assert [s for k, s in states.items() if not k.startswith("broken")] == ["done"] * 6
    # an interrupted run resumes: only what is missing is analysed
    for name in sorted(n for n in os.listdir(results) if not n.endswith(".summary.json"))[:2]:
        os.remove(results / name)
    again = run_cli("precompute", str(logdir))
    assert "2 analysed, 4 already in the shared results, 1 failed" in again.stdout, again.stdout
    # a result whose summary was never written (a put cut short) is not done; a torn result
    # with its summary is skipped by the listing, and redone with --verify
    summaries = sorted(n for n in os.listdir(results) if n.endswith(".summary.json"))
    os.remove(results / summaries[0])
    torn = results / summaries[1].replace(".summary.json", ".json")
    torn.write_text('{"key": ')
    again = run_cli("precompute", str(logdir))
    assert "1 analysed, 5 already in the shared results, 1 failed" in again.stdout, again.stdout
    again = run_cli("precompute", str(logdir), "--verify")
    assert "1 analysed, 5 already in the shared results, 1 failed" in again.stdout, again.stdout
    assert json.loads(torn.read_text())["entry"]["ok"]


def test_precompute_with_the_tabs_device_peaks_makes_the_results_the_tab_finds(tmp_path):
    """#39 item 2: the peaks are part of a result's key, so results precomputed without the
    tab's --attention_device_peaks were never found; precompute takes --device-peaks (and
    the limits) as the tab does."""
    logdir = make_logdir(tmp_path, n=2)
    (logdir / "broken" / "w.pt.trace.json").unlink()
    peaks = tmp_path / "peaks.json"
    peaks.write_text(json.dumps({"devices": [{"key": "GP100", "names": "GP100", "peak_tflops": {"fp32": 10.0}}]}))
    out = run_cli("precompute", str(logdir), "--workers", "1")
    assert out.returncode == 0, out.stderr
    with_peaks = first_listing_states(logdir, tmp_path / "a", attention_device_peaks=str(peaks))
    assert set(with_peaks.values()) != {"done"}  # the results without the peaks are not the tab's
    out = run_cli("precompute", str(logdir), "--workers", "1", "--device-peaks", str(peaks), "--max-trace-mb", "64")
    assert out.returncode == 0 and "2 analysed, 0 already in the shared results" in out.stdout, out.stdout + out.stderr
    assert set(first_listing_states(logdir, tmp_path / "b", attention_device_peaks=str(peaks)).values()) == {"done"}
    bad = run_cli("precompute", str(logdir), "--device-peaks", str(tmp_path / "nothing.json"))
    assert bad.returncode == 2 and "nothing.json" in bad.stderr


def test_a_result_of_another_key_or_a_broken_one_is_not_trusted(tmp_path):
    logdir = make_logdir(tmp_path, n=1)
    [trace, _] = sorted(scan(str(logdir))[0], key=lambda t: t.run != "run0")
    shared = SharedResults(default_location(str(logdir)))
    assert precompute(str(logdir)).done == 1
    assert shared.get(trace, Options()) is not None
    assert shared.get(trace, Options(label_regex="other")) is None  # other patterns: another key
    # the step summary beside it is checked against the schema too
    [summary_path] = [
        os.path.join(shared.location, n) for n in os.listdir(shared.location) if n.endswith(".summary.json")
    ]
    assert shared.get_summary(trace, Options()).steps.count == 1
    with open(summary_path) as f:
        doc = json.load(f)
    doc["summary"]["attention"]["kernel_us"] = "10"
    with open(summary_path, "w") as f:
        json.dump(doc, f)
    assert shared.get_summary(trace, Options()) is None
    [path] = [os.path.join(shared.location, n) for n in os.listdir(shared.location) if not n.endswith(".summary.json")]
    with open(path) as f:
        doc = json.load(f)
    doc["key"]["size"] += 1  # a result of another version of the file
    with open(path, "w") as f:
        json.dump(doc, f)
    assert shared.get(trace, Options()) is None
    with open(path, "w") as f:
        f.write('{"key": ')  # torn
    assert shared.get(trace, Options()) is None


def test_precompute_on_a_dask_cluster_against_the_s3_server(s3_env, tmp_path):  # noqa: F811
    distributed = pytest.importorskip("distributed", reason="pip install 'dask[distributed]' (a test extra)")
    for i in range(8):
        put(
            s3_env,
            f"logs/rank{i % 4}/w{i}.{1700000000000 + i}.pt.trace.json",
            small_trace(tmp_path / f"t{i}.json", 1 + i),
        )
    cluster = distributed.LocalCluster(
        n_workers=2, threads_per_worker=1, processes=True, host="127.0.0.1", dashboard_address=None
    )
    try:
        summary = precompute(
            f"s3://{BUCKET}/logs", results=f"s3://{BUCKET}/results", scheduler=cluster.scheduler_address
        )
    finally:
        cluster.close()
    assert (summary.traces, summary.done, summary.skipped, summary.failed) == (8, 8, 0, [])
    keys = [o["Key"] for o in s3_env.list_objects_v2(Bucket=BUCKET, Prefix="results/")["Contents"]]
    assert len(keys) == 16  # a result and its step summary per trace
    states = first_listing_states(f"s3://{BUCKET}/logs", tmp_path, attention_results=f"s3://{BUCKET}/results")
    assert list(states.values()) == ["done"] * 8
    # resumed over the bucket: every trace known done from one listing of the results prefix
    again = precompute(f"s3://{BUCKET}/logs", results=f"s3://{BUCKET}/results")
    assert (again.traces, again.skipped, again.done, again.failed) == (8, 8, 0, [])


def test_the_ranks_view_of_precomputed_traces_reads_step_summaries_not_reports(tmp_path, monkeypatch):
    logdir = tmp_path / "logs"
    for rank in range(4):
        small_trace(logdir / "job" / f"rank{rank}.1700000000000.pt.trace.json", 1 + rank)
    assert precompute(str(logdir)).done == 4
    expected_plugin, expected_client = make_client(logdir, tmp_path / "full", attention_results=str(tmp_path / "none"))
    try:  # the same route from full analyses, for comparison
        from test_plugin_routes import wait_for

        for t in get_json(expected_client, "/data/plugin/attention/traces")["traces"]:
            wait_for(expected_client, f"/data/plugin/attention/report?trace={t['id']}")
        expected = get_json(expected_client, "/data/plugin/attention/trends?run=job")
    finally:
        expected_plugin.service.close()

    def no_reports(*args, **kwargs):
        raise AssertionError("a whole report was read")

    monkeypatch.setattr(SharedResults, "get", no_reports)
    plugin, client = make_client(logdir, tmp_path / "fresh")
    try:
        assert plugin.service.shared_index.wait_ready(30)  # (listed off the request path)
        got = get_json(client, "/data/plugin/attention/trends?run=job")
    finally:
        plugin.service.close()
    assert got["pending"] == 0 and got == expected
    assert len(got["ranks"]["workers"]) == 4
