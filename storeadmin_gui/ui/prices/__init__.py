"""Prices from a file: reading it, checking it, sending it."""
