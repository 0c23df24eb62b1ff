"""TensorBoard with its own plugins and the Attention tab, and no other third-party plugin.

    python -m tb_attn_plugin.serve --logdir runs/ [any of TensorBoard's flags]

For a machine where another plugin is installed but not wanted here, and for the soak test
and the load benchmark, which count processes and time routes and so must run the
project's own plugin only (torch-tb-profiler, installed for the browser tests, spawns
workers of its own that outlive a killed server).
"""

from __future__ import annotations

import os
import signal
import sys
import threading
from typing import Optional


def command(logdir: str, port: int, cache_dir: str, python: str = sys.executable) -> list:
    """The command line of a server on 127.0.0.1:port for logdir, its cache in cache_dir."""
    return [
        python, "-m", "tb_attn_plugin.serve", "--logdir", logdir, "--host", "127.0.0.1", "--port", str(port),
        "--load_fast=false", "--attention_cache_dir", cache_dir,
    ]  # fmt: skip


def stop(server) -> None:
    """Stop a server started with command(): SIGTERM, then SIGKILL if it has not gone in 20 s."""
    import subprocess

    server.terminate()
    try:
        server.wait(20)
    except subprocess.TimeoutExpired:
        server.kill()
        server.wait(20)


# How long an orderly exit after Ctrl+C or SIGTERM may take before the process ends itself,
# its analysis processes killed first (an exit held by anything, a busy machine included,
# never keeps a terminal waiting)
EXIT_GRACE_SECONDS = 10.0


def _end_now() -> None:
    """(The grace has passed.) The workers and the forkserver killed, this process ended."""
    from .server.workers import kill_all_jobs

    kill_all_jobs()
    os._exit(130)


def _interrupted(signum, frame) -> None:
    """Ctrl+C (SIGINT to the whole process group) at any moment of the start or the work: a
    quiet exit (SystemExit, which prints nothing, where a KeyboardInterrupt raised in the middle
    of TensorBoard's imports printed its traceback), its orderly part bounded by
    EXIT_GRACE_SECONDS. A second Ctrl+C ends the process at once."""
    signal.signal(signal.SIGINT, lambda *_: _end_now())
    timer = threading.Timer(EXIT_GRACE_SECONDS, _end_now)
    timer.daemon = True  # (an exit that is done sooner is not held by it)
    timer.start()
    raise SystemExit(130)


ENVIRONMENT_ROUTE = "/data/environment"


def guarded(app, flags):
    """TensorBoard's whole WSGI app behind the Attention tab's Host check (plugin/host_guard.py: its
    own routes, /data/environment and the rest alike answer only the names TensorBoard serves
    on), with /data/environment's logdir said as "." and without its "debug" object (every
    flag's value: the cache folder's absolute path among them), which told any caller where
    the server keeps its files."""
    from .plugin.host_guard import allowed_hosts, host_allowed
    from .plugin.path_hiding import PathHider
    from .plugin.routes import forbidden_host

    allowed = allowed_hosts(flags)
    paths = PathHider(getattr(flags, "logdir", None) or "")

    def app_guarded(environ, start_response):
        if not host_allowed(environ, allowed):
            response = forbidden_host()
            response.headers["X-Content-Type-Options"] = "nosniff"
            return response(environ, start_response)
        if not environ.get("PATH_INFO", "").endswith(ENVIRONMENT_ROUTE):
            return app(environ, start_response)
        environ = {**environ, "HTTP_ACCEPT_ENCODING": "identity"}  # (its body read here, unzipped)
        held: list = []

        def start(status, headers, exc_info=None):
            held[:] = [status, [(k, v) for k, v in headers if k.lower() != "content-length"], exc_info]
            return lambda data: None  # (TensorBoard's app returns its body)

        body = paths.json_bytes(_without_debug(b"".join(app(environ, start))))
        start_response(held[0], [*held[1], ("Content-Length", str(len(body)))], held[2])
        return [body]

    return app_guarded


def _without_debug(body: bytes) -> bytes:
    import json

    try:
        doc = json.loads(body)
    except ValueError:  # (not TensorBoard's JSON: passed on as it is)
        return body
    if isinstance(doc, dict):
        doc.pop("debug", None)
    return json.dumps(doc).encode()


def guarded_server(app, flags):
    """TensorBoard's server (port scanning as its own), serving the guarded app."""
    from tensorboard import program

    return program.create_port_scanning_werkzeug_server(guarded(app, flags), flags)


def main(argv: Optional[list] = None) -> int:
    if threading.current_thread() is threading.main_thread():
        signal.signal(signal.SIGINT, _interrupted)  # (first: TensorBoard's imports take seconds)
    from tensorboard import default, program

    from .plugin.tab import AttentionLoader

    server = program.TensorBoard(
        plugins=[*default.get_static_plugins(), AttentionLoader()], server_class=guarded_server
    )
    server.configure(argv=["tensorboard", *(sys.argv[1:] if argv is None else argv)])
    return server.main()


if __name__ == "__main__":
    sys.exit(main())
