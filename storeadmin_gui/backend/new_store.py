"""A brand-new SQLite store's schema made by the sqlite3 module alone, from the models' DDL kept
as text (``new_store_ddl.py``), in a thread of its own.

Why: the demo store's process spends its first half second importing SQLAlchemy, FastAPI and the
models, on one core; SQLite makes the 130-odd tables and indexes and syncs them to disk in C,
without the interpreter's lock, so a new user's store gets its schema during those imports
instead of after them (docs/benchmarks.md). Nothing here imports SQLAlchemy. The store's start
checks the schema as usual afterwards and makes whatever is still missing.
"""

from __future__ import annotations

import logging
import sqlite3
import threading
from collections.abc import Callable
from pathlib import Path

from storeadmin_gui.backend.new_store_ddl import STATEMENTS
from storeadmin_gui.files import owner_only

__all__ = ["make_schema", "start_new_store"]

log = logging.getLogger(__name__)

# As the store's engine opens every connection (db.py): write-ahead log, a commit synced.
JOURNAL = ("PRAGMA journal_mode=WAL", "PRAGMA synchronous=FULL")


def make_schema(execute: Callable[[str], object]) -> None:
    """Every table and index of a new store, each statement given to ``execute``."""
    for statement in STATEMENTS:
        execute(statement)


def start_new_store(database: Path) -> threading.Thread:
    """Makes ``database`` (absent so far) and its schema in a thread, started here; join it
    before the store opens the file. On failure the file is left without tables, as before."""
    thread = threading.Thread(target=_make, args=(database,), name="new store schema")
    thread.start()
    return thread


def _make(database: Path) -> None:
    owner_only(database)
    store = sqlite3.connect(database, isolation_level=None)
    try:
        for pragma in JOURNAL:
            store.execute(pragma)
        store.execute("BEGIN")  # one transaction: the whole schema or none of it, one sync
        make_schema(store.execute)
        store.execute("COMMIT")
    except sqlite3.Error:
        log.debug("the new store's schema is left to the start's check", exc_info=True)
        if store.in_transaction:
            store.execute("ROLLBACK")
    finally:
        store.close()
