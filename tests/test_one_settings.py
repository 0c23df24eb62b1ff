"""#58 item 3: one conversion of the settings. The tab (TensorBoard's flags), `tb-attn report`
(its options) and the Python API (its keywords) get their options and limits from
pipeline.analysis_settings: for the same settings they are equal, the memory budget and the
time limit included; with none given the API's are the command's."""

from __future__ import annotations

import argparse
import json

import pytest

import tb_attn_plugin.cli as cli
import tb_attn_plugin.commands.common as cli_common
from tb_attn_plugin import api
from tb_attn_plugin.pipeline import analysis_settings
from tb_attn_plugin.plugin.tab import AttentionLoader

PEAKS = {"devices": [{"key": "mine", "names": "mine", "peak_tflops": {"fp32": 1.0}, "memory_tbps": 0.1}]}
GIVEN = {
    "label_regex": "attn|mix",
    "module_regex": "Mixer",
    "max_trace_mb": "100",
    "max_events": "1000",
    "max_memory_mb": "512",
    "timeout": "30",
}


def _seen(monkeypatch, module) -> list:
    """What build_report was given (options, limits) each time, in place of the analysis."""
    seen: list = []

    def fake(paths, options, limits=None, capture=None):
        seen.append((options, limits))
        return {"schema_version": 1, "tool": "t", "traces": []}, 0

    monkeypatch.setattr(module, "build_report", fake)
    return seen


@pytest.mark.parametrize("given", [GIVEN, {}])
def test_the_tab_the_command_and_the_api_make_the_same_options_and_limits(given, tmp_path, monkeypatch):
    peaks = tmp_path / "peaks.json"
    peaks.write_text(json.dumps(PEAKS))
    trace = tmp_path / "t.pt.trace.json"
    trace.write_text('{"traceEvents": []}')
    # the command
    seen = _seen(monkeypatch, cli)
    argv = ["report", str(trace), "--device-peaks", str(peaks)]
    for name, value in given.items():
        argv += ["--" + name.replace("_", "-"), value]
    cli.main(argv)
    [command] = seen
    # the API
    seen = _seen(monkeypatch, cli_common)
    keywords = {k: (v if k.endswith("regex") else float(v)) for k, v in given.items()}
    if "max_events" in keywords:
        keywords["max_events"] = int(keywords["max_events"])
    api.analyze(str(trace), device_peaks=peaks, **keywords)
    [from_api] = seen
    assert from_api == command
    # the tab, given the same (its own defaults differ where nothing is given: no time limit
    # for a command, ten minutes in the tab)
    if given:
        parser = argparse.ArgumentParser()
        AttentionLoader().define_flags(parser)
        flags = ["--attention_device_peaks", str(peaks)]
        for name, value in given.items():
            flags += [f"--attention_{name}", value]
        tab = analysis_settings(parser.parse_args(flags), prefix="attention_")
        assert tab == command
        assert tab[1].max_memory == 512 * 2**20 and tab[1].seconds == 30.0
