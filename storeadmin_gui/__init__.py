"""Store Admin: a desktop administration app for an online store's admin REST API."""

APP_NAME = "Store Admin"
APP_ID = "storeadmin"
# pyproject.toml's version (tests/test_packaging.py checks that they agree). Written here rather
# than read from the installed package's metadata: importing ``importlib.metadata`` costs about
# 10 ms of every start, on the way to the first rows.
__version__ = "0.1.0"
