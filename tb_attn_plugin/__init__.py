"""tb-attn: the Attention tab for TensorBoard, and the engine behind it."""

__version__ = "0.9.0"
