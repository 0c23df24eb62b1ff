"""Every route's answer is in the schema (contract.ROUTE_ANSWERS names its definition per
status): the table covers every JSON route the plugin serves, each route's real answers
conform (tests/conftest.py checks every answer any test gets), and a field the schema lacks,
at the top of an answer or inside one of its rows, fails the check."""

import copy

import pytest
from report_contract import answer_errors
from test_plugin_routes import PREFIX, get_json, make_client, make_trace, wait_for
from tracebuilder import TraceBuilder

from tb_attn_plugin.server.contract import ROUTE_ANSWERS

STATIC = {"/index.js", "/static/*"}


def test_the_table_covers_every_json_route_the_plugin_serves(tmp_path):
    plugin, _ = make_client(tmp_path, tmp_path)
    try:
        routes = set(plugin.get_plugin_apps()) - STATIC
    finally:
        plugin.service.close()
    listed = {r.split("?", 1)[0] for r in ROUTE_ANSWERS}
    assert routes == listed


@pytest.fixture
def answers(tmp_path):
    """One real answer of every route and status the table lists, keyed by (route, status)."""
    d = tmp_path / "logs"
    make_trace(d / "run_a" / "w.1.pt.trace.json")
    make_trace(d / "run_a" / "w.2.pt.trace.json", scale=2.0)
    cpu_only = TraceBuilder()  # (no memory events: /memory's empty answer)
    cpu_only.label("attention/layer0", 0, 50)
    cpu_only.write(d / "run_c" / "w.3.pt.trace.json")
    (d / "run_bad").mkdir(parents=True)
    (d / "run_bad" / "x.pt.trace.json").write_text('{"traceEvents": [')  # just written: 202, being_written
    plugin, client = make_client(d, tmp_path)
    try:
        listing = get_json(client, f"{PREFIX}/traces")
        ids = {t["run"] + "/" + t["span"]: t["id"] for t in listing["traces"]}
        a, b, c, bad = ids["run_a/1"], ids["run_a/2"], ids["run_c/3"], ids["run_bad/"]
        got = {("/traces", 200): listing, ("/config", 200): get_json(client, f"{PREFIX}/config")}
        for route in ("report", "memory", "timeline"):
            got[(f"/{route}", 202)] = get_json(client, f"{PREFIX}/{route}?trace={bad}&scope=0", 202)
        for t in (a, b, c):
            wait_for(client, f"{PREFIX}/report?trace={t}")
        got[("/report", 200)] = get_json(client, f"{PREFIX}/report?trace={a}")
        got[("/memory", 200)] = get_json(client, f"{PREFIX}/memory?trace={a}")
        got[("/memory", "empty")] = get_json(client, f"{PREFIX}/memory?trace={c}")
        got[("/instances", 200)] = get_json(client, f"{PREFIX}/instances?trace={a}&scope=0")
        got[("/timeline", 200)] = get_json(client, f"{PREFIX}/timeline?trace={a}&scope=0")
        got[("/timeline?format=chrome", 200)] = get_json(client, f"{PREFIX}/timeline?trace={a}&scope=0&format=chrome")
        got[("/compare", 200)] = get_json(client, f"{PREFIX}/compare?traces={a},{b}")
        got[("/trends", 200)] = get_json(client, f"{PREFIX}/trends?run=run_a")
        return got
    finally:
        plugin.service.close()


def _definition(route, status):
    return ROUTE_ANSWERS[route][200 if status == "empty" else status]


def test_every_route_answers_what_its_definition_says(answers):
    listed = {(route, status) for route, by_status in ROUTE_ANSWERS.items() for status in by_status}
    assert listed - set(answers) == {("/instances", 202), ("/compare", 202)}  # (as /memory's: one code path)
    for (route, status), body in answers.items():
        assert answer_errors(_definition(route, status), body) == [], (route, status)
    assert answers[("/memory", "empty")] == {
        "devices": [],
        "device": None,
        "curve": None,
        "allocations": [],
        "allocation_count": 0,
        "instances": [],
        "instance_count": 0,
    }
    assert answers[("/report", 202)]["state"] in ("queued", "analysing", "being_written")


def _rows(body):
    """Where a stray field can hide: the answer itself and the first row of each list of
    objects in it, one level down."""
    yield body
    for value in body.values():
        if isinstance(value, list) and value and isinstance(value[0], dict):
            yield value[0]
        elif isinstance(value, dict):
            yield value


def test_a_field_the_schema_lacks_fails_the_check(answers):
    checked = 0
    for (route, status), body in answers.items():
        for i, _ in enumerate(_rows(body)):
            broken = copy.deepcopy(body)
            list(_rows(broken))[i]["not_in_the_schema"] = 1
            errors = answer_errors(_definition(route, status), broken)
            assert errors, (route, status, i)  # (TraceEntry is one of two: its message names neither field)
            checked += 1
    assert checked >= 30
