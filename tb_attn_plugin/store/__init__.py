"""Where traces live: a local file read only as it was listed (`local_files.py`), and local files
or objects under a remote prefix through fsspec (`storage.py`)."""
