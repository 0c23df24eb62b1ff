"""The tests' S3-compatible server (moto's server mode on 127.0.0.1, moto_server), and a
proxy on 127.0.0.1 in front of it that counts the requests
made through it and can make the next ones fail as a real store does: a 503 SlowDown
(throttling), or a connection dropped in the middle of an object's body. The code under test
talks to the proxy (AWS_ENDPOINT_URL) and so meets the failures through its real stack
(s3fs, aiobotocore, aiohttp); the tests put their objects straight to the server."""

from __future__ import annotations

import http.client
import http.server
import os
import signal
import socket
import subprocess
import sys
import threading
import time
import urllib.parse
import urllib.request
from contextlib import contextmanager
from dataclasses import dataclass, field

SLOW_DOWN = (
    b'<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>SlowDown</Code>'
    b"<Message>Please reduce your request rate.</Message></Error>"
)
_HOP = {"connection", "keep-alive", "transfer-encoding", "proxy-connection", "te", "upgrade"}


@dataclass
class Fault:
    method: str  # GET, HEAD, ...
    kind: str  # "throttle" or "drop"
    times: int  # how many matching requests fail (then they pass)
    path_contains: str = ""  # only requests whose path holds this
    list_requests: bool = False  # only listings (GET with list-type= or delimiter=)


@dataclass
class Proxy:
    upstream: str  # host:port of the S3 server
    url: str = ""
    requests: list = field(default_factory=list)  # (method, path, query) of every request
    faults: list = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)

    def fail(self, method: str, kind: str, times: int, path_contains: str = "", list_requests: bool = False) -> None:
        with self.lock:
            self.faults.append(Fault(method, kind, times, path_contains, list_requests))

    def listings(self, path_contains: str = "") -> list:
        """The listing requests made so far (ListObjectsV2), as their query strings."""
        with self.lock:
            return [q for m, p, q in self.requests if m == "GET" and _is_listing(q) and path_contains in p + "?" + q]

    def _fault_for(self, method: str, path: str, query: str):
        with self.lock:
            self.requests.append((method, path, query))
            for f in self.faults:
                if f.times > 0 and f.method == method and f.path_contains in path:
                    if f.list_requests and not _is_listing(query):
                        continue
                    f.times -= 1
                    return f.kind
        return None


def _is_listing(query: str) -> bool:
    q = urllib.parse.parse_qs(query)
    return "list-type" in q or "delimiter" in q or "prefix" in q


def _handler(proxy: Proxy):
    class Handler(http.server.BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, *args):  # (quiet)
            pass

        def _forward(self):
            path, _, query = self.path.partition("?")
            body = b""
            if "content-length" in self.headers:
                body = self.rfile.read(int(self.headers["content-length"]))
            fault = proxy._fault_for(self.command, path, query)
            if fault == "throttle":
                self.send_response(503, "Slow Down")
                self.send_header("Content-Type", "application/xml")
                self.send_header("Content-Length", str(len(SLOW_DOWN)))
                self.end_headers()
                self.wfile.write(SLOW_DOWN)
                return
            conn = http.client.HTTPConnection(proxy.upstream, timeout=60)
            try:
                headers = {k: v for k, v in self.headers.items() if k.lower() not in _HOP}
                conn.request(self.command, self.path, body=body or None, headers=headers)
                resp = conn.getresponse()
                data = resp.read()
            finally:
                conn.close()
            self.send_response(resp.status, resp.reason)
            for k, v in resp.getheaders():
                if k.lower() not in _HOP and k.lower() != "content-length":
                    self.send_header(k, v)
            # (a HEAD's length is the object's, from upstream)
            self.send_header(
                "Content-Length", resp.getheader("content-length", "0") if self.command == "HEAD" else str(len(data))
            )
            self.end_headers()
            if self.command == "HEAD":
                return
            if fault == "drop" and len(data) > 1:
                # the headers promised every byte; half of them come, then the connection goes
                self.wfile.write(data[: len(data) // 2])
                self.wfile.flush()
                self.close_connection = True
                self.connection.shutdown(socket.SHUT_RDWR)
                return
            self.wfile.write(data)

        do_GET = do_HEAD = do_PUT = do_POST = do_DELETE = _forward

    return Handler


@contextmanager
def proxy_in_front_of(upstream_url: str):
    """A Proxy serving on 127.0.0.1 for the test's length; stopped in a finally."""
    proxy = Proxy(upstream_url.split("://", 1)[-1].rstrip("/"))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), _handler(proxy))
    server.daemon_threads = True
    proxy.url = f"http://127.0.0.1:{server.server_address[1]}"
    thread = threading.Thread(target=server.serve_forever, name="s3-faults", daemon=True)
    thread.start()
    try:
        yield proxy
    finally:
        server.shutdown()
        server.server_close()
        thread.join(10)


@contextmanager
def moto_server(port: int):
    """moto's S3 server on 127.0.0.1:port, in a session of its own: yields its URL (or None
    when moto_server is not installed); it and whatever it started are stopped at the end."""
    exe = os.path.join(os.path.dirname(sys.executable), "moto_server")
    if not os.path.exists(exe):
        yield None
        return
    proc = subprocess.Popen(
        [exe, "-H", "127.0.0.1", "-p", str(port)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )
    url = f"http://127.0.0.1:{port}"
    try:
        for _ in range(200):  # bounded: up to 20 s to start
            try:
                urllib.request.urlopen(url + "/moto-api/", timeout=1)
                break
            except OSError:
                time.sleep(0.1)
        yield url
    finally:
        try:
            os.killpg(proc.pid, signal.SIGTERM)
            proc.wait(timeout=10)
        except (ProcessLookupError, subprocess.TimeoutExpired):
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()
