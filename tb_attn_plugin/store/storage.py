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

Listed (store/local_files.py): what a listing saw of a file; a read given one opens only that very
file, unchanged, and never follows a link out of the logdir.

Content digest (content_digest): a hash of a file's size and of its first and last
DIGEST_BLOCK bytes, read as any read is. A stored result holds the digest of the trace it was
made from and is refused for a trace whose digest differs (results.py, cache.py): an entry
made for another trace, or invented without reading the trace, is never shown for it.

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

import hashlib
import os
import re
import threading
from collections import OrderedDict
from typing import Any, Optional

from ..core.limits import TraceReadError
from .local_files import Listed, not_listed, open_local

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
# (S3 answers a rate it will not take with 503 Slow Down, which s3fs raises as
# OSError(EBUSY, "Service Unavailable") once its retries are spent)
_THROTTLED = re.compile(
    r"slowdown|slow down|throttl|too many requests|reduce your request rate|\b429\b|\b503\b|service unavailable"
)
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
    elif "precondition" in low or "412" in low.split():
        why = "the object changed while it was read; it is read again at the next listing"
    elif _THROTTLED.search(low):
        why = "the store kept throttling the requests (retried, then given up)"
    elif dropped_mid_read(exc):
        why = "the connection dropped in the middle of the object (retried, then given up)"
    elif isinstance(exc, (ConnectionError, TimeoutError)) or "connect" in low or "timeout" in low:
        why = f"the connection failed or dropped ({text[:200]})"
    else:
        why = f"{name}: {text[:200]}"
    return f"{path}: {why}"


def read_at_most(f, limit: int) -> bytes:
    """At most limit + 1 bytes of an open file, whatever its size says: a caller that gets
    more than limit knows the file is over it without reading the rest."""
    chunks, left = [], limit + 1
    while left > 0:
        chunk = f.read(min(left, BLOCK))
        if not chunk:
            break
        chunks.append(chunk)
        left -= len(chunk)
    return b"".join(chunks)


class RemoteFile:
    """A remote object opened for reading, with the file methods the reader uses (read,
    readinto, seek, tell) and its size; a connection dropped mid-read is reopened at the
    same offset once (the libraries have retried the request already). Given what the
    listing saw, the object must still have that size and version."""

    def __init__(self, path: str, listed: Optional[Listed] = None):
        self.path = path
        self.fs = _fs(path)
        try:
            self.fs.invalidate_cache(path)  # the object as it is now: one HEAD
            found = dict(self.fs.info(path))
        except Exception as exc:  # the libraries' errors are their own types
            raise TraceReadError(describe_error(path, exc), retryable=True) from None
        self.size = int(found.get("size") or 0)
        if (
            listed is not None
            and listed.version
            and (self.size, object_version(found)) != (listed.size, listed.version)
        ):
            raise not_listed(path, "changed since it was listed")
        self._found = found
        self._f: Any = self._open()
        self._retries = RETRIES

    def _open(self):
        """The library's file, told what the HEAD above found, so that it does not ask the
        store again (fsspec's buffered files: details and size), and, for S3, reading only
        the version that HEAD saw (If-Match on every ranged GET, as s3fs does when it
        makes the HEAD itself): an object rewritten mid-read fails, never mixes versions."""
        try:
            try:
                f = self.fs.open(self.path, "rb", block_size=BLOCK, size=self.size)
            except TypeError:  # a filesystem whose open takes no size
                f = self.fs.open(self.path, "rb", block_size=BLOCK)
        except Exception as exc:  # the libraries' errors are their own types
            raise TraceReadError(describe_error(self.path, exc), retryable=True) from None
        if hasattr(type(f), "details"):
            try:
                f.details = self._found
            except (AttributeError, TypeError):  # (a file whose details cannot be set)
                pass
        if isinstance(getattr(f, "read_kw", None), dict) and self._found.get("ETag"):
            f.read_kw = {**f.read_kw, "IfMatch": self._found["ETag"]}
        return f

    def _reopened(self, exc: Exception) -> None:
        if not (dropped_mid_read(exc) or isinstance(exc, (ConnectionError, TimeoutError))) or self._retries <= 0:
            raise TraceReadError(describe_error(self.path, exc), retryable=True) from None
        self._retries -= 1
        offset = self._f.tell()
        self._f = self._open()
        self._f.seek(offset)

    def read(self, n: int = -1) -> bytes:
        try:
            return self._f.read(n)
        except TraceReadError:
            raise
        except Exception as exc:  # the libraries' errors are their own types
            self._reopened(exc)
            return self.read(n)

    def readinto(self, b) -> int:
        """The streaming reader's way in: one ranged read per block, into its buffer."""
        try:
            return int(self._f.readinto(b))
        except TraceReadError:
            raise
        except Exception as exc:  # the libraries' errors are their own types
            self._reopened(exc)
            return self.readinto(b)

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


def open_binary(path: str, listed: Optional[Listed] = None):
    """A local file (open_local) or a remote object, opened for reading; given what the
    listing saw, only if it is still that file. Raises OSError or TraceReadError."""
    if is_remote(path):
        return RemoteFile(path, listed)
    return open_local(path, listed)  # (the caller closes it)


DIGEST_BLOCK = 1 << 16
_DIGESTS_KEPT = 50_000  # (a digest is 32 characters: a few MB at most)
_digests: OrderedDict = OrderedDict()  # (path, listed) -> content digest, the newest last
_digests_lock = threading.Lock()


def content_digest(path: str, listed: Optional[Listed] = None) -> str:
    """The digest of what a file holds (see the module's terms), from two bounded reads; kept
    in memory per file and listed identity (a file changed since is listed anew). Raises
    OSError or TraceReadError as a read does."""
    key = (path, listed)
    with _digests_lock:
        known = _digests.get(key)
    if known is not None:
        return known
    with open_binary(path, listed) as f:
        size = size_of(f, path)
        digest = hashlib.sha256(b"tb-attn content %d\n" % size)
        digest.update(read_at_most(f, DIGEST_BLOCK)[:DIGEST_BLOCK])
        if size > DIGEST_BLOCK:
            f.seek(max(DIGEST_BLOCK, size - DIGEST_BLOCK))
            digest.update(read_at_most(f, DIGEST_BLOCK)[:DIGEST_BLOCK])
    found = digest.hexdigest()[:32]
    with _digests_lock:
        _digests[key] = found
        while len(_digests) > _DIGESTS_KEPT:
            _digests.popitem(last=False)
    return found


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
    except FileNotFoundError:  # (an empty prefix is no folder to the store; a deleted bucket neither)
        if _bucket_missing(fs, own):
            raise NoSuchBucket(f"{prefix}: no such bucket (deleted?): its traces are no longer listed") from None
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


class NoSuchBucket(TraceReadError):
    """The bucket (or container) of a prefix is gone."""


def _bucket_missing(fs, own: str) -> bool:
    """Whether the first part of a prefix (its bucket or container) does not exist; False
    where the store cannot say, or has no buckets (HDFS, the memory store: a "/" path)."""
    if own.startswith("/") or not own:
        return False
    try:
        return not fs.exists(own.split("/", 1)[0])
    except Exception:  # the libraries' errors are their own types
        return False


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
