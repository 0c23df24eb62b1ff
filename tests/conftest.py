import os
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
# Every report entry a test produces in this process is checked against the schema: a
# breach fails the test that produced it (recorded, not raised, because analyze_file turns
# an exception inside analyze into an error entry that some tests expect).
_SCHEMA_BREACHES: list = []
SHARED_TRACES = Path(os.environ.get("TB_ATTN_SHARED_TRACES", REPO.parent / "shared" / "traces"))


def shared_trace(relpath: str) -> str:
    path = SHARED_TRACES / relpath
    if not path.exists():
        pytest.skip(f"shared trace {relpath} not found under {SHARED_TRACES} (../shared/traces absent)")
    return str(path)


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item, call):
    """A skip is reported at the test that was skipped (its file and line), not where the skip
    was called: a missing shared trace otherwise shows as 'conftest.py:17' for every test."""
    report = yield
    if report.skipped and isinstance(report.longrepr, tuple) and len(report.longrepr) == 3:
        path, line, _ = item.location
        report.longrepr = (path, (line or 0) + 1, report.longrepr[2])
    return report


def pytest_collection_modifyitems(items):
    # a real tensorboard and Chromium take seconds each: out of the quick tier
    absent = None
    if not SHARED_TRACES.is_dir():
        why = f"the shared traces are not at {SHARED_TRACES} (../shared/traces absent; TB_ATTN_SHARED_TRACES names a folder)"
        absent = pytest.mark.skip(reason=why)
    for item in items:
        if item.get_closest_marker("e2e"):
            item.add_marker(pytest.mark.slow)
        # a test marked shared reads the real traces: without them it skips, with its reason (a
        # test that walks the folder would otherwise find nothing and fail on a fresh clone)
        if absent is not None and item.get_closest_marker("shared"):
            item.add_marker(absent)


@pytest.fixture(scope="session")
def demo_logdir(tmp_path_factory):
    """Real traces recorded by the demo recorder with the installed torch, once per test run."""
    pytest.importorskip("torch", reason="the demo recorder needs torch (pip install -e '.[demo]')")
    from tb_attn_plugin.record.demo import record_demo

    out = tmp_path_factory.mktemp("demo_runs")
    result = record_demo(str(out), device="cpu", steps=3, size="small")
    assert result.runs, "the demo recorded nothing"
    return result


@pytest.fixture(scope="session")
def demo_report(demo_logdir):
    from tb_attn_plugin.pipeline import analyze_file

    reports = {}
    for run, files in demo_logdir.runs.items():
        assert len(files) == 1, (run, files)
        reports[run] = analyze_file(files[0])
    return reports


# the demo variants as committed recordings (tests/fixtures/record_demo_variants.py): the
# rules with a time threshold are tested on these, the same trace every time, never on one
# recorded under the test run's own load
DEMO_FIXTURES = os.path.join(os.path.dirname(__file__), "fixtures", "demo")


@pytest.fixture(scope="session")
def demo_fixture_report():
    from tb_attn_plugin.pipeline import analyze_file

    return {
        name.split(".", 1)[0]: analyze_file(os.path.join(DEMO_FIXTURES, name))
        for name in sorted(os.listdir(DEMO_FIXTURES))
        if name.endswith(".pt.trace.json.gz")
    }


def route_definition(request, code: int):
    """The schema definition of a route's answer with that status (contract.ROUTE_ANSWERS), or
    None for an answer the table does not list (it then fails the test)."""
    from tb_attn_plugin.server.contract import ROUTE_ANSWERS

    route = "/" + request.path.rstrip("/").rsplit("/", 1)[-1]
    if route == "/timeline" and request.args.get("format") == "chrome":
        route = "/timeline?format=chrome"
    return ROUTE_ANSWERS.get(route, {}).get(code)


@pytest.fixture(autouse=True)
def every_route_answer_follows_the_schema(monkeypatch):
    """Every JSON answer a route gives in a test (werkzeug's client or TensorBoard's app in
    this process) is checked against its definition in the schema: a field the schema lacks,
    or an answer no definition covers, fails the test that got it."""
    from report_contract import answer_errors

    from tb_attn_plugin.plugin import routes

    respond, breaches = routes.respond_json, []

    def checked(paths, request, body, code=200, data=None):
        definition = route_definition(request, code)
        errors = answer_errors(definition, body) if definition else [f"no definition of a {code} answer"]
        if errors:
            breaches.append((request.full_path, code, errors[:5]))
        return respond(paths, request, body, code, data)

    monkeypatch.setattr(routes, "respond_json", checked)
    yield
    assert not breaches, f"route answers that break docs/report-schema.json: {breaches}"


@pytest.fixture(autouse=True)
def every_entry_follows_the_schema(monkeypatch):
    from report_contract import entry_errors

    from tb_attn_plugin import pipeline
    from tb_attn_plugin.analysis.report import compose as report

    def checked(make):
        def wrapper(*args, **kwargs):
            made = make(*args, **kwargs)
            entry = made[0] if isinstance(made, tuple) else made  # (analyze: the entry and the tab's extras)
            errors = entry_errors(entry)
            if errors:
                _SCHEMA_BREACHES.append((getattr(args[0], "path", args[0]) if args else None, errors[:5]))
            return made

        return wrapper

    # (where the pipeline makes entries, as it names the makers: a patch of the compose
    # module alone would not reach it)
    for module, name in ((pipeline, "analyze"), (pipeline, "error_entry"), (report, "empty_entry")):
        monkeypatch.setattr(module, name, checked(getattr(module, name)))
    _SCHEMA_BREACHES.clear()
    yield
    breaches, _SCHEMA_BREACHES[:] = list(_SCHEMA_BREACHES), []
    assert not breaches, f"report entries that break docs/report-schema.json: {breaches}"


def clip_same_stream(events: list) -> None:
    """The reference of the rule that a kernel past the next kernel's start on its own stream
    is counted once (#56 item 7), by brute force over raw events: each kernel's "dur" is cut
    to the next kernel's start on its (device, stream), in place."""
    streams: dict = {}
    for e in events:
        if e.get("cat") in ("kernel", "Kernel") and e.get("ph") == "X":
            a = e.get("args") or {}
            streams.setdefault((a.get("device"), a.get("stream")), []).append(e)
    for kernels in streams.values():
        kernels.sort(key=lambda e: e["ts"])
        for this, after in zip(kernels, kernels[1:]):
            if this["ts"] + this["dur"] > after["ts"]:
                this["dur"] = max(after["ts"] - this["ts"], 0)
