"""Decisions across report entries (never a trace): compare runs and variants (`compare.py`),
trends over steps and ranks and the stragglers (`trends.py`), the sweep's fastest variant
(`sweep.py`), and the regression gate over compared metrics (`gate.py`)."""
