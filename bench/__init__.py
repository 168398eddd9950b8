"""Benchmarks and research scripts: they print figures, they never assert them.

Run each one as a module from the repository root, e.g. ``python -m bench.bench_decisions``
(``game`` comes from the editable install, ``bench`` from the current directory).
"""
