"""The plugin's HTTP routes: thin werkzeug apps over the plugin's ``*_impl`` functions.

Terms:
- a *route*: reads its query's parameters, calls one ``*_impl`` function of the plugin
  (plugin.py), which returns data or raises ``tensorboard.errors.*``, and writes its answer.
  Every route is documented in docs/http_api.md, and its answers in the schema
  (contract.ROUTE_ANSWERS).
- *guarded*: every route only reads (GET, HEAD; 405 otherwise), answers only requests
  addressed to the host TensorBoard serves on (plugin/host_guard.py: DNS rebinding; 403 otherwise),
  and says its errors (400, 404) as TensorBoard would.
- *hidden paths*: every body and error line tells paths relative to the logdir (plugin/path_hiding.py).
- the *static files*: the bundle and what it loads, found once at start; a request can only
  name one of them.
"""

from __future__ import annotations

import functools
import json
import math
import mimetypes
import os
import re
from typing import Any, Callable, Optional

import msgspec
from tensorboard import errors
from tensorboard.backend import http_util, json_util
from werkzeug import wrappers
from werkzeug.exceptions import HTTPException

from ..core import metadata
from .host_guard import host_allowed
from .path_hiding import PathHider

STATIC_DIR = os.path.join(metadata.PACKAGE_DIR, "static")


def _answering(route: Callable) -> Callable:
    """A route, (plugin, request) -> response, as the plugin's WSGI app: (plugin, environ,
    start_response), as werkzeug's Request.application makes one of a function of a request."""

    @functools.wraps(route)
    def app(plugin, environ, start_response):
        request = wrappers.Request(environ)
        try:
            response = route(plugin, request)
        except HTTPException as exc:
            response = exc.get_response(environ)
        return response(environ, start_response)

    return app


def plugin_apps(plugin: Any) -> dict:
    """TBPlugin.get_plugin_apps: every route of the plugin, guarded."""
    routes = {
        "/index.js": _static,
        "/static/*": _static,
        "/config": _config,
        "/traces": _traces,
        "/report": _report,
        "/memory": _memory,
        "/instances": _instances,
        "/timeline": _timeline,
        "/compare": _compare,
        "/trends": _trends,
    }
    return {
        path: _guarded(functools.partial(route, plugin), plugin.allowed_hosts, plugin.paths)
        for path, route in routes.items()
    }


def static_files() -> dict:
    """Every file the plugin serves, found once at start: a request can only name one of these."""
    files = {}
    for dirpath, _dirs, names in os.walk(STATIC_DIR):
        for n in names:
            full = os.path.join(dirpath, n)
            files[os.path.relpath(full, STATIC_DIR).replace(os.sep, "/")] = full
    return files


def static_file(files: dict, path: str) -> tuple:
    """-> (the bytes, the content type) of the static file a request's path names."""
    rel = path.split("/data/plugin/" + metadata.PLUGIN_NAME + "/", 1)[-1]
    if rel.startswith("static/"):
        rel = rel[len("static/") :]
    full = files.get(rel)
    if full is None:
        raise errors.NotFoundError(f"no such file: {rel}" if len(rel) < 200 else "no such file")
    with open(full, "rb") as f:
        body = f.read()
    ctype = mimetypes.guess_type(full)[0] or "application/octet-stream"
    if full.endswith((".js", ".mjs")):
        ctype = "text/javascript"
    return body, ctype


@_answering
def _static(plugin, request):
    body, ctype = static_file(plugin.static_files, request.path)
    return http_util.Respond(request, body, ctype)


@_answering
def _config(plugin, request):
    return respond_json(plugin.paths, request, plugin.config_impl())


@_answering
def _traces(plugin, request):
    body = plugin.traces_impl(request.args.get("fresh"), request.args.get("since"))
    # A whole listing given again (listing.WHOLE_LISTING_REUSE_SECONDS) is sent as it was
    # written: fifty tabs opening together wrote 1.3 MB of JSON each, 3 ms apiece on the GIL.
    # (The same rows and runs objects, and equal small fields: the same answer.)
    others = (getattr(body, name) for name in body.__struct_fields__ if name not in ("traces", "runs"))
    parts = (body.traces, body.runs, *others)
    sent_parts, sent = plugin.traces_sent
    same = len(sent_parts) == len(parts) and all(
        a is b if n < 2 else a == b for n, (a, b) in enumerate(zip(parts, sent_parts))
    )
    if not same:
        sent = json_bytes(plugin.paths, body)
        plugin.traces_sent = (parts, sent)
    return respond_json(plugin.paths, request, body, data=sent)


@_answering
def _report(plugin, request):
    a = request.args
    code, body = plugin.report_impl(a.get("trace"), a.get("label_regex"), a.get("module_regex"))
    return respond_json(plugin.paths, request, body, code)


@_answering
def _memory(plugin, request):
    a = request.args
    names = ("trace", "device", "start", "end", "scope", "label_regex", "module_regex", "allocations")
    code, body = plugin.memory_impl(*(a.get(n) for n in names))
    return respond_json(plugin.paths, request, body, code)


@_answering
def _compare(plugin, request):
    a = request.args
    code, body = plugin.compare_impl(
        a.get("traces"), a.get("baseline"), a.get("label_regex"), a.get("module_regex"), a.get("related")
    )
    return respond_json(plugin.paths, request, body, code)


@_answering
def _trends(plugin, request):
    a = request.args
    code, body = plugin.trends_impl(a.get("run"), a.get("label_regex"), a.get("module_regex"))
    return respond_json(plugin.paths, request, body, code)


@_answering
def _instances(plugin, request):
    a = request.args
    code, body = plugin.instances_impl(a.get("trace"), a.get("scope"), a.get("label_regex"), a.get("module_regex"))
    return respond_json(plugin.paths, request, body, code)


@_answering
def _timeline(plugin, request):
    a = request.args
    names = ("trace", "scope", "call", "format", "label_regex", "module_regex", "name", "start", "end")
    code, body = plugin.timeline_impl(*(a.get(n) for n in names))
    response = respond_json(plugin.paths, request, body, code)
    if code == 200 and a.get("format") == "chrome":
        # a download: the trace's id, the scope's id and the call name the file
        meta = body.otherData
        name = f"attention-{a.get('trace')}-scope{meta.scope_id}-call{meta.call}.json"
        response.headers["Content-Disposition"] = f'attachment; filename="{name}"'
    return response


def forbidden_host():
    """The answer to a request addressed to a host TensorBoard does not serve on (403)."""
    return wrappers.Response(
        "forbidden: this request is addressed to a host TensorBoard does not serve on; the Attention tab"
        " answers only its own host (--attention_allowed_hosts adds names)\n",
        status=403,
        mimetype="text/plain",
    )


def _guarded(route, allowed: Optional[frozenset], paths: PathHider):
    """A route guarded (see the module's terms)."""

    def app(environ, start_response):
        if not host_allowed(environ, allowed):
            response = forbidden_host()
        elif environ.get("REQUEST_METHOD", "GET") in ("GET", "HEAD"):
            try:
                return route(environ, start_response)
            except errors.PublicError as exc:  # (answered as TensorBoard's own wrapper would)
                text = paths.text(str(exc))
                answer = http_util.Respond(
                    wrappers.Request(environ), text, "text/plain", code=exc.http_code, headers=exc.headers
                )
                return answer(environ, start_response)
        else:
            response = wrappers.Response(
                "method not allowed: the Attention tab's routes only read (GET, HEAD)\n",
                status=405,
                headers={"Allow": "GET, HEAD"},
                mimetype="text/plain",
            )
        response.headers["X-Content-Type-Options"] = "nosniff"
        return response(environ, start_response)

    return app


def respond_json(paths: PathHider, request, body, code: int = 200, data: Optional[bytes] = None):
    """A JSON response written by msgspec, its paths relative to the logdir (path_hiding);
    data: body already written so (json_bytes). TensorBoard's Respond, given an object, first
    walks all of it to replace NaN and infinities (json_util.Cleanse): 25-45 ms of a 300 KB
    report, on every request. The bodies hold none (entries are checked against the schema)."""
    data = json_bytes(paths, body) if data is None else data
    return http_util.Respond(request, data, "application/json; charset=utf-8", code=code)


def json_bytes(paths: PathHider, body) -> bytes:
    """body as JSON bytes, its paths relative to the logdir (an object msgspec cannot write
    goes TensorBoard's way)."""
    try:
        data = msgspec.json.encode(body)
    except (TypeError, msgspec.EncodeError):
        data = json.dumps(json_util.Cleanse(body)).encode("utf-8")
    return paths.json_bytes(data)


def time_param(value, name):
    if value is None or value == "":
        return None
    try:
        v = float(value)
    except ValueError:
        raise errors.InvalidArgumentError(f"invalid {name}: expected microseconds") from None
    if not math.isfinite(v):
        raise errors.InvalidArgumentError(f"invalid {name}: expected a finite number")
    return v


def int_param(value, name):
    if value is None or value == "":
        return None
    if not re.fullmatch(r"\d{1,9}", value):
        raise errors.InvalidArgumentError(f"invalid {name}: expected a non-negative integer")
    return int(value)
