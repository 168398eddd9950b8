"""Golden game records and the replay command's expected output (see make_golden.py)."""
