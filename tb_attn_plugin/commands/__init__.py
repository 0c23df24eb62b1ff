"""What the commands of ``tb-attn`` (``cli.py``) are made of: what they share (`common.py`),
``tb-attn sweep`` (`sweep.py`) and ``tb-attn precompute`` (`precompute.py`)."""
