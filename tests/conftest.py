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
    for item in items:
        if item.get_closest_marker("e2e"):
            item.add_marker(pytest.mark.slow)


@pytest.fixture(scope="session")
def demo_logdir(tmp_path_factory):
    """Real traces recorded by the demo recorder with the installed torch, once per test run."""
    pytest.importorskip("torch", reason="the demo recorder needs torch (pip install -e '.[demo]')")
    from tb_attn_plugin.demo import record_demo

    out = tmp_path_factory.mktemp("demo_runs")
    result = record_demo(str(out), device="cpu", steps=3, size="small")
    assert result.runs, "the demo recorded nothing"
    return result


@pytest.fixture(scope="session")
def demo_report(demo_logdir):
    from tb_attn_plugin.analysis import analyze_file

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
    from tb_attn_plugin.analysis import analyze_file

    return {
        name.split(".", 1)[0]: analyze_file(os.path.join(DEMO_FIXTURES, name))
        for name in sorted(os.listdir(DEMO_FIXTURES))
        if name.endswith(".pt.trace.json.gz")
    }


@pytest.fixture(autouse=True)
def every_entry_follows_the_schema(monkeypatch):
    from report_contract import entry_errors

    from tb_attn_plugin.analysis import report

    analyze, empty_entry = report.analyze, report.empty_entry

    def checked(make):
        def wrapper(*args, **kwargs):
            made = make(*args, **kwargs)
            entry = made[0] if isinstance(made, tuple) else made  # (analyze: the entry and the tab's extras)
            errors = entry_errors(entry)
            if errors:
                _SCHEMA_BREACHES.append((entry.get("path"), errors[:5]))
            return made

        return wrapper

    monkeypatch.setattr(report, "analyze", checked(analyze))
    monkeypatch.setattr(report, "empty_entry", checked(empty_entry))
    _SCHEMA_BREACHES.clear()
    yield
    breaches, _SCHEMA_BREACHES[:] = list(_SCHEMA_BREACHES), []
    assert not breaches, f"report entries that break docs/report-schema.json: {breaches}"
