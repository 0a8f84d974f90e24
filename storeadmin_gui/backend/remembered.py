"""Values worked out from the stored data (a list's total, the way a search is best asked) kept
while the store's data version stays the same (``data_version.DataVersionWatch``).

Why: paging through a search and asking it again count its matches once per request, and a
count that must see every match (a part found in thousands of variants) costs more than the page
it goes with. A value is kept only when the data version read before the statement that worked it
out ran is still the version after it, so no commit fell in between and the value is exactly
that version's; it is given again only while the version reads the same, so the first request
after any write, by any connection or process, works it out afresh.

Only SQLite files have such a version: elsewhere (PostgreSQL, in-memory SQLite) every value is
worked out per request. A session inside a transaction it began (a write under way) may read an
older snapshot or its own uncommitted rows: it works the value out itself, and keeps nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from threading import Lock
from typing import Final, TypeVar
from weakref import WeakKeyDictionary

from sqlalchemy import Engine
from sqlalchemy.orm import Session

from .data_version import DataVersionWatch, sqlite_file
from .lru_cache import LruCache

MOST_VALUES: Final = 4096  # values kept per store (of any version), least recently used dropped

Value = TypeVar("Value")


class Remembered:
    """Values of one SQLite file, each kept with the data version it was worked out at (older
    versions' values are never given again and make way as the least recently used)."""

    def __init__(self, watch: DataVersionWatch) -> None:
        self.watch = watch
        self._values = LruCache(MOST_VALUES)

    def value(self, session: Session, key: Hashable, work_out: Callable[[], Value]) -> Value:
        """The value for ``key`` kept at the current data version, else ``work_out()`` (its
        statements run in ``session``; never None), kept when no commit fell between its start
        and end."""
        if _writing(session):
            return work_out()
        version = self.watch.current()
        kept: Value | None = self._values.get((version, key))
        if kept is not None:
            return kept
        value = work_out()
        if self.watch.current() == version:
            self._values.put((version, key), value)
        return value


def _writing(session: Session) -> bool:
    """Whether ``session``'s connection holds a transaction open (SQLite's driver begins one
    before a write, not before a read: each read statement otherwise sees the latest commit)."""
    connection = session.connection().connection.dbapi_connection
    return bool(getattr(connection, "in_transaction", True))


def remembered(session: Session, key: Hashable, work_out: Callable[[], Value]) -> Value:
    """``Remembered.value`` of ``session``'s store, or ``work_out()`` where it has no data
    version."""
    kept = _of_engine(session.get_bind().engine)
    return work_out() if kept is None else kept.value(session, key, work_out)


def _of_engine(engine: Engine) -> Remembered | None:
    with _LOCK:
        if engine in _per_engine:
            return _per_engine[engine]
    database_file = sqlite_file(engine)
    kept = None if database_file is None else Remembered(DataVersionWatch(database_file))
    with _LOCK:
        return _per_engine.setdefault(engine, kept)


def forget(engine: Engine) -> None:
    """Drops what ``engine``'s store remembers and closes its watch (at the server's stop, so
    no connection to the file outlives the engine's own)."""
    with _LOCK:
        kept = _per_engine.pop(engine, None)
    if kept is not None:
        kept.watch.close()


# Per engine, its store's remembered values (None: a store without a data version).
_per_engine: WeakKeyDictionary[Engine, Remembered | None] = WeakKeyDictionary()
_LOCK: Final = Lock()
