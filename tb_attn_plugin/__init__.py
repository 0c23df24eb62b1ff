"""tb-attn: the Attention tab for TensorBoard, and the engine behind it.

The Python API (docs/api.md): ``analyze``, ``compare``, ``stragglers``, ``trends`` and ``Report``, imported when first
used (TensorBoard loads this package for its plugin: nothing of the analysis is imported
until asked for)."""

from .core.metadata import VERSION as __version__

__all__ = ["Report", "__version__", "analyze", "compare", "stragglers", "trends"]


def __getattr__(name: str):
    if name in ("Report", "analyze", "compare", "stragglers", "trends"):
        from . import api

        return getattr(api, name)
    raise AttributeError(f"module 'tb_attn_plugin' has no attribute {name!r}")
