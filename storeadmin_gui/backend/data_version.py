"""A SQLite file's data version: what tells that nothing was committed to it since a read.

What the server's caches (``read_cache``, ``remembered``, ``driver_reads``) go by. Storage alone,
without the web framework: the store's preparation and seed import the last two.
"""

from __future__ import annotations

import sqlite3
from threading import Lock

from sqlalchemy import Engine


def sqlite_file(engine: Engine) -> str | None:
    """The database file behind ``engine``, or None when it is not a SQLite file."""
    url = engine.url
    if url.get_backend_name() != "sqlite" or url.query.get("uri"):
        return None
    if url.database in (None, "", ":memory:"):
        return None
    return url.database


class DataVersionWatch:
    """The data version of one SQLite file: a number that changes with every commit to it, by any
    connection of any process (``PRAGMA data_version`` on a connection of its own that never
    writes). What was read from the file while it stayed the same number is still what the
    file holds. Safe to read from several threads."""

    def __init__(self, database_file: str) -> None:
        self._database_file = database_file
        self._connection: sqlite3.Connection | None = None
        self._lock = Lock()

    def current(self) -> int:
        with self._lock:
            if self._connection is None:
                # Autocommit and never written to: every read sees the latest commit of the
                # others.
                self._connection = sqlite3.connect(
                    self._database_file, isolation_level=None, check_same_thread=False
                )
            (version,) = self._connection.execute("PRAGMA data_version").fetchone()
        return int(version)

    def close(self) -> None:
        with self._lock:
            if self._connection is not None:
                self._connection.close()
                self._connection = None
