"""Local files read safely: only the file that was listed, never through a link out of the
logdir, never blocking on a FIFO.

Listed: what a listing saw of a file (device, inode, size, mtime, the logdir it was found
under; for an object its size and version). A read given one opens the file only if it is
still that file: a local path is opened from the logdir down, each folder from its parent's
handle and no component followed if it is a link (open_beneath: a folder swapped for a link
at any moment is refused, not followed out of the logdir) and without blocking (O_NONBLOCK: a FIFO
swapped in does not hold the reader), and fstat must show a regular file with the listed
device and inode (a file replaced after the listing, by a link or a rename, is refused) and
the listed size and time (a file changed since is analysed at the next listing, under its
new identity). Every read is bounded by bytes (storage.read_at_most), whatever the size says.
"""

from __future__ import annotations

import errno
import os
import stat
from dataclasses import dataclass
from typing import Optional

from ..core.limits import TraceReadError


@dataclass(frozen=True)
class Listed:
    """What the listing saw of a file (see the module's docstring); 0, -1 and "" for what it
    did not see (a local file's version, an object's device and inode)."""

    size: int = -1
    mtime_ns: int = 0
    dev: int = 0
    ino: int = 0
    version: str = ""
    # the logdir (its real path) the file was found under: the read opens each folder below
    # it from its parent's handle without following a link (open_beneath); "" for a file
    # named by the user (the command line) or a remote object
    root: str = ""


def not_listed(path: str, why: str) -> TraceReadError:
    return TraceReadError(f"{path}: {why}; it is read again at the next listing", retryable=True)


def _check_local(path: str, st: os.stat_result, listed: Optional[Listed]) -> None:
    if not stat.S_ISREG(st.st_mode):
        kind = (
            "a FIFO"
            if stat.S_ISFIFO(st.st_mode)
            else "a device"
            if stat.S_ISCHR(st.st_mode) or stat.S_ISBLK(st.st_mode)
            else "a socket"
            if stat.S_ISSOCK(st.st_mode)
            else "a directory"
            if stat.S_ISDIR(st.st_mode)
            else "not a file"
        )
        raise TraceReadError(f"{path}: {kind}, not a regular file (only regular files are read)")
    if listed is None:
        return
    if listed.ino and (st.st_dev, st.st_ino) != (listed.dev, listed.ino):
        raise not_listed(path, "not the file that was listed (replaced since)")
    if listed.size >= 0 and (st.st_size, st.st_mtime_ns) != (listed.size, listed.mtime_ns):
        raise not_listed(path, "changed since it was listed")


_DIR_FLAGS = os.O_RDONLY | getattr(os, "O_DIRECTORY", 0) | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0)


_FILE_FLAGS = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0)


# openat: folders opened from their parent's handle (os.open's dir_fd) where the platform has it
_BENEATH = os.open in os.supports_dir_fd and bool(getattr(os, "O_NOFOLLOW", 0))


def open_logdir(root: str) -> int:
    """The logdir itself, opened as the user named it (a link to it is theirs: below it, no
    link is followed). -> a descriptor (the caller closes it)."""
    return os.open(root, _DIR_FLAGS & ~getattr(os, "O_NOFOLLOW", 0))


def open_dir_beneath(root_fd: int, parts) -> int:
    """A folder below an open folder, opened one component at a time from its parent's handle,
    no component followed if it is a link (O_NOFOLLOW | O_DIRECTORY): whatever is swapped
    for a link at any level, at any moment, the walk stops there (OSError: ELOOP or ENOTDIR)
    instead of leaving root. -> a new descriptor (the caller closes it)."""
    fd = os.dup(root_fd)
    try:
        for part in parts:
            if part in ("", ".", ".."):
                raise OSError(errno.EINVAL, f"not a plain folder name: {part!r}")
            child = os.open(part, _DIR_FLAGS, dir_fd=fd)
            os.close(fd)
            fd = child
        return fd
    except BaseException:
        os.close(fd)
        raise


def open_beneath(root: str, path: str) -> int:
    """path, a file under the folder root, opened without following a link at any level below
    root (open_dir_beneath, then the file from its folder's handle). -> a descriptor. Raises
    TraceReadError for a link met on the way or a path outside root, OSError otherwise."""
    rel = os.path.relpath(path, root)
    parts = rel.split(os.sep)
    if rel.startswith(os.pardir) or os.path.isabs(rel) or len(parts) < 1:
        raise TraceReadError(f"{path}: not under the logdir {root}")
    root_fd = open_logdir(root)
    try:
        try:
            dir_fd = open_dir_beneath(root_fd, parts[:-1])
        except OSError as exc:
            if exc.errno in (errno.ELOOP, errno.ENOTDIR, errno.EINVAL):
                raise TraceReadError(
                    f"{path}: a folder on its path is now a symbolic link or no folder (links are not followed);"
                    " it is read again at the next listing",
                    retryable=True,
                ) from None
            raise
        try:
            return os.open(parts[-1], _FILE_FLAGS, dir_fd=dir_fd)
        finally:
            os.close(dir_fd)
    finally:
        os.close(root_fd)


def open_local(path: str, listed: Optional[Listed] = None):
    """A local file opened for reading without following a link or blocking, checked to be
    a regular file and, given what the listing saw, that very file unchanged. A file listed
    under a logdir (listed.root) is opened from the logdir down, no folder on its path
    followed if it became a link (open_beneath). Raises TraceReadError saying why not (and
    OSError for what the caller words: not found, permission denied)."""
    try:
        if listed is not None and listed.root and _BENEATH:
            fd = open_beneath(listed.root, path)
        else:
            fd = os.open(path, _FILE_FLAGS)
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            raise TraceReadError(f"{path}: a symbolic link (links are not followed)") from None
        raise
    try:
        _check_local(path, os.fstat(fd), listed)
        return os.fdopen(fd, "rb")
    except BaseException:
        os.close(fd)
        raise
