"""One conversion of the settings: the tab's flags, a command's options and the Python API's
arguments become the same limits (settings.limits_of), memory budget and time limit included;
and the API checks its arguments as the command line does, with a ValueError naming each."""

from __future__ import annotations

import argparse
import math
import pathlib

import pytest
from tensorboard.plugins import base_plugin
from tracebuilder import TraceBuilder

import tb_attn_plugin as tba
from tb_attn_plugin import cli, settings
from tb_attn_plugin.commands import common as cli_common
from tb_attn_plugin.core.limits import DEFAULT_MAX_EVENTS, DEFAULT_MAX_MEMORY_MB, DEFAULT_MAX_TRACE_MB, Limits
from tb_attn_plugin.plugin.tab import AttentionLoader, AttentionPlugin


@pytest.fixture
def trace(tmp_path):
    t = TraceBuilder()
    t.label("attn_fwd", 0, 10)
    return t.write(tmp_path / "w.pt.trace.json")


def tab_limits(tmp_path, argv: list) -> Limits:
    """The limits the tab's plugin holds, made from TensorBoard's flags as it parses them."""
    parser = argparse.ArgumentParser()
    AttentionLoader().define_flags(parser)
    flags = parser.parse_args([*argv, "--attention_cache_dir", ""])
    plugin = AttentionPlugin(base_plugin.TBContext(logdir=str(tmp_path), flags=flags))
    try:
        return plugin.limits
    finally:
        plugin.service.close()


def cli_limits(monkeypatch, trace, argv: list) -> Limits:
    """The limits `tb-attn report` hands the analysis, caught where it hands them."""
    seen = []
    monkeypatch.setattr(
        cli, "build_report", lambda paths, options, limits, capture=None: seen.append(limits) or ({"traces": []}, 0)
    )
    cli.main(["report", trace, *argv])
    return seen[0]


def api_limits(monkeypatch, trace, **kw) -> Limits:
    seen = []

    def build(paths, options, limits, capture=None):
        seen.append(limits)
        return {"traces": [], "schema_version": 1, "tool": "t"}, 0

    monkeypatch.setattr(cli_common, "build_report", build)
    tba.analyze(trace, **kw)
    return seen[0]


def test_the_tab_the_command_and_the_api_make_the_same_limits_of_the_same_settings(tmp_path, monkeypatch, trace):
    given = {"max_trace_mb": 100.0, "max_events": 12345, "max_memory_mb": 512.0, "timeout": 30.0}
    expected = Limits(max_bytes=100 << 20, max_events=12345, seconds=30.0, max_memory=512 << 20)
    tab = tab_limits(tmp_path, [f"--attention_{k}={v}" for k, v in given.items()])
    command = cli_limits(monkeypatch, trace, [f"--{k.replace('_', '-')}={v}" for k, v in given.items()])
    api = api_limits(monkeypatch, trace, **given)
    assert tab == command == api == expected


def test_left_to_their_defaults_the_command_and_the_api_agree_and_the_tab_differs_only_in_its_time_limit(
    tmp_path, monkeypatch, trace
):
    """The command's defaults are the API's (no time limit at a terminal or in a notebook);
    the tab stops an analysis after 600 s (settings.py: the timeout's command default)."""
    command = cli_limits(monkeypatch, trace, [])
    api = api_limits(monkeypatch, trace)
    tab = tab_limits(tmp_path, [])
    assert (
        command
        == api
        == Limits(
            max_bytes=DEFAULT_MAX_TRACE_MB << 20,
            max_events=DEFAULT_MAX_EVENTS,
            seconds=0.0,
            max_memory=DEFAULT_MAX_MEMORY_MB << 20,
        )
    )
    assert tab == Limits(
        max_bytes=DEFAULT_MAX_TRACE_MB << 20,
        max_events=DEFAULT_MAX_EVENTS,
        seconds=600.0,
        max_memory=DEFAULT_MAX_MEMORY_MB << 20,
    )
    assert settings.setting("timeout").default == 600.0 and settings.setting("timeout").default_for("report") == 0.0


@pytest.mark.parametrize(
    ("kw", "words"),
    [
        ({"max_trace_mb": -5}, "max_trace_mb: 0 (no limit) or a positive number is needed, not -5"),
        ({"max_memory_mb": math.nan}, "max_memory_mb: 0 (no limit) or a positive number is needed, not nan"),
        ({"timeout": math.inf}, "timeout: 0 (no limit) or a positive number is needed, not inf"),
        ({"max_trace_mb": "x" * (1 << 20)}, "max_trace_mb: a number is needed (0: no limit), not str"),
        ({"max_events": 1.5}, "max_events: a whole number is needed (0: no limit), not 1.5"),
        ({"max_events": True}, "max_events: a number is needed (0: no limit), not bool"),
    ],
)
def test_the_api_refuses_a_limit_that_is_none_naming_the_argument(trace, kw, words):
    with pytest.raises(ValueError) as caught:
        tba.analyze(trace, **kw)
    assert str(caught.value) == words  # (short: the 1 MiB string is not echoed)


def test_the_api_takes_a_pathlib_path_and_refuses_what_is_no_path(trace):
    report = tba.analyze(pathlib.Path(trace))
    assert [t["path"] for t in report.traces] == [trace] and report.entries
    with pytest.raises(ValueError, match=r"^paths: a path \(str or os.PathLike\) is needed, not int$"):
        tba.analyze(3)
