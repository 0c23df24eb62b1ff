"""The Attention tab as a TensorBoard plugin: its loader and ``*_impl`` functions (`tab.py`),
the thin routes over them (`routes.py`), which host names they answer (`host_guard.py`), and
what the browser is told of where the traces are (`path_hiding.py`)."""
