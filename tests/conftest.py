import os
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
SHARED_TRACES = Path(os.environ.get("TB_ATTN_SHARED_TRACES", REPO.parent / "shared" / "traces"))


def shared_trace(relpath: str) -> str:
    path = SHARED_TRACES / relpath
    if not path.exists():
        pytest.skip(f"shared trace {relpath} not found under {SHARED_TRACES} (../shared/traces absent)")
    return str(path)


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
