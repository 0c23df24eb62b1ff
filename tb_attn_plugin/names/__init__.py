"""Names: which labels, modules and ops are attention and what a kernel is (`patterns.py`), and
the label and module patterns a user gives, compiled safely (`user_patterns.py`)."""
