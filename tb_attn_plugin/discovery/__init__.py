"""Discovery: what a trace file is (`trace_files.py`), a logdir's runs and trace files
(`logdir.py`), and a remote prefix listed without reading its objects (`remote_listing.py`)."""
