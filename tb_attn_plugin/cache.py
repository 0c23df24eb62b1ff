"""Persistent cache of analysis results on disk.

Keyed by file identity (path, size, mtime), analysis version and patterns. Plain JSON
(never pickle): an entry written by anything else, or damaged, fails validation and is
ignored and rebuilt. Bounded in size; least recently used entries go first.
"""

from __future__ import annotations

import hashlib
import os
import tempfile
from typing import Optional

import msgspec

from . import metadata

FORMAT = 1


def default_cache_dir() -> str:
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return os.path.join(base, "tb-attn")


class ResultCache:
    def __init__(self, directory: Optional[str], max_bytes: int = 2 << 30):
        self.directory = directory
        self.max_bytes = max_bytes
        if directory:
            try:
                os.makedirs(directory, exist_ok=True)
            except OSError:
                self.directory = None  # unusable: run without a cache rather than fail

    @staticmethod
    def _name(key: tuple) -> str:
        return hashlib.sha256(repr(key).encode("utf-8", "surrogateescape")).hexdigest()[:40]

    def _path(self, key: tuple, part: str) -> str:
        assert self.directory  # (only asked for with a cache directory)
        return os.path.join(self.directory, f"{self._name(key)}.{part}.json")

    def get(self, key: tuple, part: str) -> Optional[dict]:
        """The cached part ("report" or "extras") for key, or None (absent, foreign or damaged)."""
        if not self.directory:
            return None
        path = self._path(key, part)
        try:
            with open(path, "rb") as f:
                doc = msgspec.json.decode(f.read())
        except (OSError, msgspec.DecodeError):
            return None
        if (
            not isinstance(doc, dict)
            or doc.get("format") != FORMAT
            or doc.get("plugin") != metadata.PLUGIN_NAME
            or doc.get("key") != [_jsonable(k) for k in key]
            or not isinstance(doc.get("value"), dict)
        ):
            return None
        try:
            os.utime(path)  # recently used
        except OSError:
            pass
        return doc["value"]

    def put(self, key: tuple, part: str, value: dict) -> None:
        if not self.directory:
            return
        doc = {"format": FORMAT, "plugin": metadata.PLUGIN_NAME, "key": [_jsonable(k) for k in key], "value": value}
        try:
            data = msgspec.json.encode(doc)
        except (TypeError, msgspec.EncodeError):
            return
        try:
            fd, tmp = tempfile.mkstemp(dir=self.directory, suffix=".tmp")
            with os.fdopen(fd, "wb") as f:
                f.write(data)
            os.replace(tmp, self._path(key, part))  # readers never see half a file
        except OSError:
            return
        self.evict()

    def evict(self) -> None:
        """Drop least recently used entries until the cache fits in max_bytes."""
        if not self.directory:
            return
        try:
            names = [n for n in os.listdir(self.directory) if n.endswith(".json")]
        except OSError:
            return
        files = []
        total = 0
        for n in names:
            p = os.path.join(self.directory, n)
            try:
                st = os.stat(p)
            except OSError:
                continue
            files.append((st.st_mtime_ns, st.st_size, p))
            total += st.st_size
        files.sort()
        while files and total > self.max_bytes:
            _, size, p = files.pop(0)
            try:
                os.remove(p)
                total -= size
            except OSError:
                pass


def _jsonable(value):
    return value if isinstance(value, (str, int, float, bool)) or value is None else repr(value)
