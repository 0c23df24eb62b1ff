"""What every layer shares and imports nothing of tb-attn's: the limits on one analysis and the
errors that name a file and its problem (`limits.py`), the plugin's name and its data's version
(`metadata.py`), a child process that dies with its parent (`lifetime.py`), element types and
their sizes (`dtypes.py`), where the C allocator takes large blocks from (`allocator.py`)."""
