"""Values worked out from the stored data (a list's total, the way a search is best asked) kept
while the store's data version stays the same (``read_cache.DataVersionWatch``).

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

from collections import OrderedDict
from collections.abc import Callable, Hashable
from threading import Lock
from typing import Final, TypeVar
from weakref import WeakKeyDictionary

from sqlalchemy import Engine
from sqlalchemy.orm import Session

from .read_cache import DataVersionWatch, sqlite_file

MOST_VALUES: Final = 4096  # values kept per store, the least recently used dropped beyond

Value = TypeVar("Value")


class Remembered:
    """Values of one SQLite file's current data version, keyed by what they answer."""

    def __init__(self, watch: DataVersionWatch) -> None:
        self.watch = watch
        self._version: int | None = None
        self._values: OrderedDict[Hashable, object] = OrderedDict()  # least recent first
        self._lock = Lock()

    def value(self, session: Session, key: Hashable, work_out: Callable[[], Value]) -> Value:
        """The value for ``key`` kept at the current data version, else ``work_out()`` (its
        statements run in ``session``), kept when no commit fell between its start and end."""
        if _writing(session):
            return work_out()
        version = self.watch.current()
        with self._lock:
            if self._version == version and key in self._values:
                self._values.move_to_end(key)
                return self._values[key]  # type: ignore[return-value]  # kept as work_out made it
        value = work_out()
        if self.watch.current() != version:
            return value
        with self._lock:
            if self._version != version:
                self._values.clear()
                self._version = version
            self._values[key] = value
            self._values.move_to_end(key)
            while len(self._values) > MOST_VALUES:
                self._values.popitem(last=False)
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


# Per engine, its store's remembered values (None: a store without a data version).
_per_engine: WeakKeyDictionary[Engine, Remembered | None] = WeakKeyDictionary()
_LOCK: Final = Lock()
