"""TensorBoard with its own plugins and the Attention tab, and no other third-party plugin.

    python -m tb_attn_plugin.serve --logdir runs/ [any of TensorBoard's flags]

For a machine where another plugin is installed but not wanted here, and for the soak test
and the load benchmark, which count processes and time routes and so must run the
project's own plugin only (torch-tb-profiler, installed for the browser tests, spawns
workers of its own that outlive a killed server).
"""

from __future__ import annotations

import sys
from typing import Optional


def command(logdir: str, port: int, cache_dir: str, python: str = sys.executable) -> list:
    """The command line of a server on 127.0.0.1:port for logdir, its cache in cache_dir."""
    return [
        python, "-m", "tb_attn_plugin.serve", "--logdir", logdir, "--host", "127.0.0.1", "--port", str(port),
        "--load_fast=false", "--attention_cache_dir", cache_dir,
    ]  # fmt: skip


def stop(server) -> None:
    """Stop a server started with command(): SIGTERM, then SIGKILL if it has not gone in 20 s."""
    import subprocess

    server.terminate()
    try:
        server.wait(20)
    except subprocess.TimeoutExpired:
        server.kill()
        server.wait(20)


def main(argv: Optional[list] = None) -> int:
    from tensorboard import default, program

    from .plugin import AttentionLoader

    server = program.TensorBoard(plugins=[*default.get_static_plugins(), AttentionLoader()])
    server.configure(argv=["tensorboard", *(sys.argv[1:] if argv is None else argv)])
    return server.main()


if __name__ == "__main__":
    sys.exit(main())
