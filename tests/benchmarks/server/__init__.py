"""Helpers of ``bench_server.py``: the servers under test, the store's data, the load generator."""
