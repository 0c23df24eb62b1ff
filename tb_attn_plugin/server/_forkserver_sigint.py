"""Imported first by the job runner's forkserver (workers._PRELOAD), and nowhere else:
Ctrl+C in a terminal signals the whole process group, and the forkserver, started with an
empty signal mask whatever the thread that launched it had blocked (the exec resets it),
would take it as a KeyboardInterrupt, and print its traceback, while it still imports the
analysis; multiprocessing ignores SIGINT there only once the imports are done. The server
stops its jobs itself."""

import signal
import sys

if sys.argv[:1] == ["-c"]:  # (the forkserver runs as python -c "...forkserver import main...")
    signal.signal(signal.SIGINT, signal.SIG_IGN)
