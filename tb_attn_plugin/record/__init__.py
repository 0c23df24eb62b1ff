"""Recording real traces: the demo's attention variants (`demo.py`), and what a swept problem
would take, checked before torch allocates anything (`sweep_cost.py`)."""
