"""A child process's lifetime tied to its parent's: the leaf both the server's worker pool
(server/workers.py) and the reader's helper process (reader/helper.py) use, so that the reader
imports nothing of the server layer.

Terms: the *parent* is the process that started this one (fork or forkserver); *dying with
it* is the kernel's PR_SET_PDEATHSIG, which SIGKILLs this process when that parent ends,
however it ends (Linux only; elsewhere the callers' pipes end their children)."""

from __future__ import annotations

import ctypes
import os
import signal
import sys
from typing import Optional

_PR_SET_PDEATHSIG = 1


def die_with_parent(parent_pid: Optional[int] = None) -> None:
    """Have the kernel SIGKILL this process when its parent dies (Linux; elsewhere nothing).
    parent_pid: the parent this process was started by; if it is gone already (it died
    between the fork and this call), exit now."""
    if sys.platform.startswith("linux"):
        try:
            libc = ctypes.CDLL(None, use_errno=True)
            libc.prctl(_PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)
        except (OSError, AttributeError):
            pass
    if parent_pid is not None and os.getppid() != parent_pid:
        os._exit(0)
