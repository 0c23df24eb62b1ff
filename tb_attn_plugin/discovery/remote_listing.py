"""A remote logdir (``s3://bucket/prefix``, storage.py), listed without reading any object:
there only ``*.pt.trace.json[.gz]`` names count.

Terms:
- an *incremental* refresh (list_remote): listing a prefix of thousands of objects takes a
  request per thousand, so the prefix's first level is listed, and of its top-level folders
  only new, live (written within LIVE_SECONDS) and long-unlisted (RELIST_SECONDS) ones are
  listed again.
- the *kept* listing: the last one, saved beside the cache (save_listing), so that a server
  started again answers at once and refreshes from it.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import os
from dataclasses import dataclass
from typing import Optional

from ..core.limits import TraceReadError
from ..store import storage
from .trace_files import MAX_ENTRIES, SKIP_DIRS, TraceFile, is_trace_name, split_name, trace_id

# A remote prefix's refresh lists a top-level folder again when an object in it was written
# this recently (a run being profiled)...
LIVE_SECONDS = 900.0


# ...and any other folder once this long has passed since its last listing.
RELIST_SECONDS = 600.0


@dataclass
class RemoteListing:
    """A remote prefix as last listed: its traces, and when each of its top-level folders
    was last listed in full (unix seconds, by the folder's name; the prefix's own objects
    are listed on every refresh)."""

    traces: list
    listed_at: dict


def _listing_path(cache_dir: str, prefix: str) -> str:
    name = hashlib.sha256(prefix.encode()).hexdigest()[:24]
    return os.path.join(cache_dir, f"listing-{name}.json")


def save_listing(cache_dir: str, prefix: str, listing: RemoteListing) -> None:
    """Keeps a remote prefix's listing on disk for the next start (written atomically)."""
    path = _listing_path(cache_dir, prefix)
    try:
        tmp = f"{path}.{os.getpid()}.tmp"
        with open(tmp, "w", encoding="utf-8") as f:
            json.dump({"listed_at": listing.listed_at, "traces": [dataclasses.asdict(t) for t in listing.traces]}, f)
        os.replace(tmp, path)
    except OSError:
        pass  # a listing not kept costs a slower next start, nothing else


def load_listing(cache_dir: str, prefix: str) -> Optional[RemoteListing]:
    """The listing kept on disk by the last process over this prefix, or None (the file is
    untrusted: anything unreadable is no listing)."""
    try:
        with open(_listing_path(cache_dir, prefix), encoding="utf-8") as f:
            kept = json.load(f)
        listed_at = {str(k): float(v) for k, v in kept["listed_at"].items()}
        traces = [TraceFile(**row) for row in kept["traces"] if isinstance(row, dict)]
    except (OSError, ValueError, TypeError, KeyError, AttributeError):
        return None
    return RemoteListing(traces, listed_at) if traces else None


def top_folder(trace: TraceFile) -> str:
    """The top-level folder of the prefix that holds the trace ("" for the prefix itself)."""
    return "" if trace.run == "." else trace.run.split("/", 1)[0]


def folders_due(kept: RemoteListing, folders: list, now: float) -> list:
    """The top-level folders a refresh lists again: new ones; live ones (an object in them
    written within LIVE_SECONDS: a run being profiled); and the others once RELIST_SECONDS
    have passed since their last listing (a finished run rarely changes, but a rewritten,
    deleted or resumed one is seen within that time)."""
    newest: dict = {}
    for t in kept.traces:
        f = top_folder(t)
        newest[f] = max(newest.get(f, 0), t.mtime_ns / 1e9)
    due = []
    for f in folders:
        listed = kept.listed_at.get(f)
        if listed is None or now - listed >= RELIST_SECONDS or now - newest.get(f, 0) < LIVE_SECONDS:
            due.append(f)
    return due


def list_remote(prefix: str, kept, now: float, max_entries: int = MAX_ENTRIES) -> tuple:
    """-> (RemoteListing, notes). With nothing kept, the prefix is listed whole. With a
    listing kept from before, the refresh is incremental: one delimited listing of the
    prefix's first level (its own objects and the names of its folders), then only the
    folders that folders_due() names are listed again; the others keep their traces.
    Nothing listed is read. A listing that fails keeps what was kept, with a note."""
    base = prefix.rstrip("/")
    notes: list = []
    if kept is None:
        try:
            objects = storage.listing(prefix)
        except TraceReadError as exc:
            return RemoteListing([], {}), [str(exc)]
        folders = {url[len(base) + 1 :].split("/", 1)[0] for url, *_ in objects if url[len(base) + 1 :].count("/")}
        listing = RemoteListing(_remote_traces(base, objects), dict.fromkeys(sorted(folders), now))
    else:
        try:
            objects, folders_now = storage.listing_level(prefix)
        except storage.NoSuchBucket as exc:  # gone for good: nothing of it is listed, and a note says why
            return RemoteListing([], {}), [str(exc)]
        except TraceReadError as exc:
            return kept, [str(exc)]
        folders_now = [f for f in folders_now if f not in SKIP_DIRS]
        due = set(folders_due(kept, folders_now, now))
        traces = _remote_traces(base, objects)
        listed_at = {}
        for f in folders_now:
            if f in due:
                try:
                    traces += _remote_traces(base, storage.listing(f"{base}/{f}"))
                    listed_at[f] = now
                    continue
                except TraceReadError as exc:
                    notes.append(str(exc))  # (its traces as kept, listed again next time)
            traces += [t for t in kept.traces if top_folder(t) == f]
            if f in kept.listed_at:
                listed_at[f] = kept.listed_at[f]
        listing = RemoteListing(traces, listed_at)
    if len(listing.traces) > max_entries:
        notes.append(f"{prefix}: {len(listing.traces):,} traces; the first {max_entries:,} are looked at")
    listing.traces.sort(key=lambda t: (t.run, t.worker, t.span, t.path))
    del listing.traces[max_entries:]
    return listing, notes


def _remote_traces(base: str, objects: list) -> list:
    """The traces among listed objects (url, size, mtime_ns, version) under base."""
    found = []
    for url, size, mtime_ns, version in objects:
        if not url.startswith(base + "/"):
            continue
        rel = url[len(base) + 1 :]
        if any(part in SKIP_DIRS for part in rel.split("/")[:-1]):
            continue
        fn = rel.rsplit("/", 1)[-1]
        if not is_trace_name(fn):
            continue
        run = rel.rsplit("/", 1)[0] if "/" in rel else "."
        worker, span = split_name(fn)
        found.append(TraceFile(trace_id(rel), url, run, worker, span, size, mtime_ns, version))
    return found
