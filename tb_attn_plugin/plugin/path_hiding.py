"""What the browser is told of where the traces are: paths relative to the logdir, never the
server machine's absolute paths (who reaches the port learns nothing of its folders).

Terms:
- prefixes: the logdir as TensorBoard was given it, its real path (local), and a remote
  logdir's URL prefix; each with a trailing "/". A path under the logdir is shown from below
  it (``run_a/w.1.pt.trace.json``); the logdir itself, as a whole JSON string, is ".".
- applied to every body a route sends (the JSON's bytes, after encoding: every string of it,
  error lines and notes included, whatever field carries it) and to every error message a
  route raises. A label or kernel name that happens to hold the logdir's path is shortened
  too; nothing else is changed.
"""

from __future__ import annotations

import os

import msgspec

from ..store import storage


class PathHider:
    def __init__(self, logdir: str):
        prefixes: set = set()
        if logdir:
            if storage.is_remote(logdir):
                prefixes.add(logdir.rstrip("/"))
            else:
                prefixes.add(os.path.abspath(logdir).rstrip("/") or "/")
                prefixes.add(os.path.realpath(logdir).rstrip("/") or "/")
        # the longest first: the real path of a logdir reached through a link may hold the other
        self._prefixes = sorted((p for p in prefixes if p not in ("", "/")), key=len, reverse=True)
        self._encoded = [(_json_text(p + "/"), _json_text(p)) for p in self._prefixes]

    def text(self, message: str) -> str:
        """A message (an error line) with its paths under the logdir made relative."""
        for prefix in self._prefixes:
            message = message.replace(prefix + "/", "")
        return message

    def json_bytes(self, data: bytes) -> bytes:
        """A route's JSON body with its paths under the logdir made relative."""
        for below, whole in self._encoded:
            if whole in data:  # (one look at the body for the common case: no path in it)
                data = data.replace(below, b"").replace(b'"' + whole + b'"', b'"."')
        return data


def _json_text(value: str) -> bytes:
    """value as it is written inside a JSON string by msgspec (without the quotes)."""
    return msgspec.json.encode(value)[1:-1]
