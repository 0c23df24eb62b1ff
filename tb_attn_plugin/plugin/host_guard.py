"""Which requests the plugin's routes answer, by the name they were addressed to (the HTTP
``Host`` header): a page on another site that makes its own name resolve to this machine
(DNS rebinding) sends requests the browser thinks are that site's, so it could read the API
of a TensorBoard bound to localhost. The routes answer only requests addressed to the host
TensorBoard serves on, by name.

Terms:
- allowed hosts: None (any: TensorBoard bound to every interface with ``--bind_all`` or
  ``--host 0.0.0.0`` / ``::``, where users reach it by names this process cannot know), or
  the names of TensorBoard's ``--host`` (``localhost`` when not given), the loopback names
  (``localhost``, ``127.0.0.1``, ``::1``), and those of ``--attention_allowed_hosts``;
- a request's host: its Host header without the port, lower-cased (``[::1]:6006`` -> ``::1``);
  one with characters no host name has (a CR or LF, a space) is refused whatever the list.
"""

from __future__ import annotations

import re
from typing import Optional

LOOPBACK = frozenset({"localhost", "127.0.0.1", "::1"})
_ANY = frozenset({"", "0.0.0.0", "::", "*"})
# a host name, an IPv4 address or a bracketed IPv6 one, and an optional port: nothing else
_HOST = re.compile(r"^(?:\[(?P<v6>[0-9a-f:.]+)\]|(?P<name>[a-z0-9._-]+))(?::\d{1,5})?$")


def allowed_hosts(flags) -> Optional[frozenset]:
    """The hosts the routes answer for these TensorBoard flags (see the module's terms)."""
    host = getattr(flags, "host", None)
    if getattr(flags, "bind_all", False) or (host is not None and host.strip().lower() in _ANY):
        return None
    extra = getattr(flags, "attention_allowed_hosts", None) or ""
    names = {n.strip().lower().strip("[]") for n in extra.split(",") if n.strip()}
    if "*" in names:
        return None
    names.add((host or "localhost").strip().lower().strip("[]"))
    return frozenset(names | LOOPBACK)


def request_host(header: Optional[str]) -> Optional[str]:
    """The host a Host header names, or None when it is no host (see the module's terms)."""
    if not header:
        return None
    m = _HOST.match(header.strip().lower()) if "\r" not in header and "\n" not in header else None
    if m is None:
        return None
    return m.group("v6") or m.group("name")


def host_allowed(environ: dict, allowed: Optional[frozenset]) -> bool:
    """Whether the routes answer this request (WSGI environ)."""
    if allowed is None:
        return True
    host = request_host(environ.get("HTTP_HOST") or environ.get("SERVER_NAME"))
    return host is not None and host in allowed
