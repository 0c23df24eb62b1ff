"""What the tab asks of a kept result at request time: the Memory view's windows
(``memory.py``) and the Timeline view's window and export (``timeline.py``)."""
