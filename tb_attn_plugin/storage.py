"""Where traces live: local files, or objects under a remote prefix through fsspec
(``s3://``, ``gs://``, ``az://``, ``hdfs://`` and any protocol fsspec knows; the protocol's
library is an optional extra: ``pip install 'tb-attn[s3]'``).

Terms:
- remote path: a URL with a protocol other than ``file``; credentials come from the usual
  environment and config of the protocol's library (for S3: AWS_* variables, ~/.aws,
  AWS_ENDPOINT_URL for an S3-compatible server).
- object identity: (size, mtime, version), version being the ETag (or generation, or MD5)
  where the store gives one (object_version); the cache key holds it, so a rewritten
  object is analysed again.

Reads are streamed: the reader pulls 4 MiB at a time from the open object (a ranged read per
block), never a whole local copy. Errors become one line naming the object and the problem
(no credentials, no such bucket or object, access denied, throttled, the connection dropped
mid-object). Retries: the protocol libraries retry throttled requests and dropped bodies
themselves (for S3: s3fs 5 times, each through botocore's own retries, which the user's
AWS_MAX_ATTEMPTS and AWS_RETRY_MODE set), and a read whose connection dropped is reopened at
the same offset once more here (RETRIES). tests/test_s3.py checks both through a proxy that
throttles and cuts bodies in front of a real S3-compatible server.
"""

from __future__ import annotations

import os
import re
from typing import Any, Optional

from .limits import TraceReadError

_PROTOCOL = re.compile(r"^([a-zA-Z][a-zA-Z0-9+.-]*)://")
BLOCK = 4 << 20
RETRIES = 1


def protocol(path: str) -> Optional[str]:
    """'s3' for 's3://bucket/key', None for a local path (or file://)."""
    m = _PROTOCOL.match(path)
    if not m or m.group(1).lower() == "file":
        return None
    return m.group(1).lower()


def is_remote(path: str) -> bool:
    return protocol(path) is not None


def _fs(path: str):
    return _fs_and_path(path)[0]


def _fs_and_path(path: str) -> tuple:
    """(the fsspec filesystem of a URL, the URL as that filesystem names it: s3fs
    'bucket/key', HDFS and the memory store '/path')."""
    try:
        import fsspec
    except ImportError:
        raise TraceReadError(
            f"{path}: remote logdirs need fsspec and the protocol's library: pip install 'tb-attn[{protocol(path)}]'"
        ) from None
    try:
        fs, own = fsspec.core.url_to_fs(path)
    except (ImportError, ValueError) as exc:
        raise TraceReadError(
            f"{path}: no filesystem for {protocol(path)}:// ({exc}); pip install 'tb-attn[{protocol(path)}]'"
        ) from None
    return fs, str(own).rstrip("/")


# S3's SlowDown (s3fs raises it as OSError "Please reduce your request rate."), GCS's and
# Azure's 429s
_THROTTLED = re.compile(r"slowdown|slow down|throttl|too many requests|reduce your request rate|\b429\b")
# a body that ended before its Content-Length: aiohttp's and http.client's words for it
_DROPPED = re.compile(r"payload is not completed|contentlengtherror|incompleteread|not enough data|connection reset")


def dropped_mid_read(exc: BaseException) -> bool:
    """Whether exc says the connection went while an object's body was being read."""
    return isinstance(exc, ConnectionResetError) or bool(_DROPPED.search(f"{type(exc).__name__} {exc}".lower()))


def describe_error(path: str, exc: BaseException) -> str:
    """One line naming the object and what went wrong with it."""
    name = type(exc).__name__
    text = str(exc) or name
    low = f"{name} {text}".lower()
    if "nocredentials" in low or "unable to locate credentials" in low or ("credential" in low and "no " in low):
        why = "no credentials found (set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or a profile in ~/.aws)"
    elif "nosuchbucket" in low or "bucket does not exist" in low:
        why = "no such bucket"
    elif isinstance(exc, FileNotFoundError) or "nosuchkey" in low or "not found" in low:
        why = "no such object"
    elif isinstance(exc, PermissionError) or "accessdenied" in low or "forbidden" in low:
        why = "access denied"
    elif _THROTTLED.search(low):
        why = "the store kept throttling the requests (retried, then given up)"
    elif dropped_mid_read(exc):
        why = "the connection dropped in the middle of the object (retried, then given up)"
    elif isinstance(exc, (ConnectionError, TimeoutError)) or "connect" in low or "timeout" in low:
        why = f"the connection failed or dropped ({text[:200]})"
    else:
        why = f"{name}: {text[:200]}"
    return f"{path}: {why}"


class RemoteFile:
    """A remote object opened for reading, with the file methods the reader uses (read,
    seek, tell) and its size; a connection dropped mid-read is reopened at the same offset
    once (the libraries have retried the request already)."""

    def __init__(self, path: str):
        self.path = path
        self.fs = _fs(path)
        try:
            self.fs.invalidate_cache(path)  # the size of the object as it is now
            self.size = int(self.fs.size(path))
            self._f: Any = self.fs.open(path, "rb", block_size=BLOCK)
        except Exception as exc:  # the libraries' errors are their own types
            raise TraceReadError(describe_error(path, exc)) from None
        self._retries = RETRIES

    def read(self, n: int = -1) -> bytes:
        try:
            return self._f.read(n)
        except Exception as exc:  # the libraries' errors are their own types
            if not (dropped_mid_read(exc) or isinstance(exc, (ConnectionError, TimeoutError))) or self._retries <= 0:
                raise TraceReadError(describe_error(self.path, exc)) from None
            self._retries -= 1
            offset = self._f.tell()
            self._f = self.fs.open(self.path, "rb", block_size=BLOCK)
            self._f.seek(offset)
            return self.read(n)

    def seek(self, offset: int, whence: int = os.SEEK_SET) -> int:
        return self._f.seek(offset, whence)

    def tell(self) -> int:
        return self._f.tell()

    def readable(self) -> bool:
        return True

    def seekable(self) -> bool:
        return True

    def close(self) -> None:
        self._f.close()

    @property
    def closed(self) -> bool:
        return bool(self._f.closed)

    def __enter__(self):
        return self

    def __exit__(self, *exc) -> None:
        self.close()


def open_binary(path: str):
    """A local file or a remote object, opened for reading (raises OSError or TraceReadError)."""
    if is_remote(path):
        return RemoteFile(path)
    return open(path, "rb")  # (the caller closes it)


def info(url: str) -> dict:
    """The object's metadata as the store has it now (not a listing kept from before)."""
    fs = _fs(url)
    fs.invalidate_cache(url)
    return dict(fs.info(url))


def exists(url: str) -> bool:
    fs = _fs(url)
    fs.invalidate_cache(url)
    return bool(fs.exists(url))


def write_bytes(url: str, data: bytes) -> None:
    """One object written in one request (raises TraceReadError with the store's reason)."""
    fs = _fs(url)
    try:
        fs.pipe(url, data)
    except Exception as exc:  # the libraries' errors are their own types
        raise TraceReadError(describe_error(url, exc)) from None


def size_of(f, path: str) -> int:
    """The byte size of an open local file or remote object."""
    if isinstance(f, RemoteFile):
        return f.size
    return os.fstat(f.fileno()).st_size


def listing(prefix: str) -> list:
    """Every object under a remote prefix: (url, size, mtime_ns, version), the url in the
    prefix's own form; raises TraceReadError when the prefix cannot be listed."""
    fs, own = _fs_and_path(prefix)
    try:
        fs.invalidate_cache()  # (the libraries keep listings for the process's life: list anew)
        found = fs.find(prefix, detail=True)
    except Exception as exc:  # the libraries' errors are their own types
        raise TraceReadError(describe_error(prefix, exc)) from None
    return [_row(prefix, own, key, info) for key, info in sorted(found.items()) if info.get("type", "file") == "file"]


def listing_level(prefix: str) -> tuple:
    """-> (the objects directly under a remote prefix, as listing() gives them; the names of
    its sub-folders): one delimited listing, a request per thousand entries, nothing below
    the first level. Raises TraceReadError when the prefix cannot be listed."""
    fs, own = _fs_and_path(prefix)
    try:
        fs.invalidate_cache()
        entries = fs.ls(prefix, detail=True)
    except FileNotFoundError:  # (an empty prefix is no folder to the store)
        return [], []
    except Exception as exc:  # the libraries' errors are their own types
        raise TraceReadError(describe_error(prefix, exc)) from None
    rows, folders = [], []
    for info in entries:
        key = str(info.get("name") or "").rstrip("/")
        if key == own:  # (a folder marker object of the prefix itself)
            continue
        if info.get("type", "file") == "directory":
            folders.append(key.rsplit("/", 1)[-1])
        else:
            rows.append(_row(prefix, own, key, info))
    return sorted(rows), sorted(folders)


def _row(prefix: str, own: str, key: str, info: dict) -> tuple:
    """A listed object as (url, size, mtime_ns, version); its url is the prefix as the user
    wrote it plus the key's part below the prefix (HDFS names drop the host, for one)."""
    if key.startswith(own + "/"):
        url = prefix.rstrip("/") + key[len(own) :]
    else:
        url = key if _PROTOCOL.match(key) else f"{protocol(prefix)}://{key.lstrip('/')}"
    return (url, int(info.get("size") or 0), modified_ns(info), object_version(info))


# What each store calls an object's version: S3's ETag, GCS's and Azure's etag, then
# others. (Fields that a listing and a HEAD both give: s3fs's HEAD adds a VersionId its
# listing lacks, which would make every object look changed.)
_VERSION_FIELDS = ("ETag", "etag", "generation", "md5Hash", "content_md5")
# and its modification time: S3, local and memory, Azure, GCS, fsspec's memory store
_MTIME_FIELDS = ("LastModified", "mtime", "last_modified", "updated", "created")


def modified_ns(info: dict) -> int:
    """An object's modification time from the store's metadata (0 when it gives none)."""
    return _ns(next((info[f] for f in _MTIME_FIELDS if info.get(f)), None))


def object_version(info: dict) -> str:
    """A remote object's version from the store's metadata: its ETag, or generation or MD5;
    for a store that has none (HDFS, fsspec's memory store), its size and modification
    time. Never empty: a TraceFile's version marks it as remote."""
    for f in _VERSION_FIELDS:
        if info.get(f):
            return str(info[f])
    return f"size={int(info.get('size') or 0)},mtime={modified_ns(info)}"


def _ns(value) -> int:
    if value is None:
        return 0
    if hasattr(value, "timestamp"):
        return int(value.timestamp() * 1e9)
    try:
        return int(float(value) * 1e9)
    except (TypeError, ValueError):
        return 0
