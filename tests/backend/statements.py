"""Records the SQL statements an engine runs that a test cares about, to read their plans: through
SQLAlchemy, and on the driver's connection by the order reads (``driver_reads.DriverReader``)."""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator
from typing import Any

from sqlalchemy import Engine, event

from storeadmin_gui.backend.driver_reads import DriverReader


def is_page_query(statement: str) -> bool:
    """A list page's query of order ids (``SELECT orders.id ... ORDER BY``)."""
    return statement.startswith("SELECT orders.id \nFROM orders") and "ORDER BY" in statement


def is_merged_page(statement: str) -> bool:
    """A page merged from a date range's days (one ``UNION ALL`` part per day)."""
    return "UNION ALL" in statement


class Recorded:
    """The statements (with their parameters) ``wanted`` picked out of what an engine ran."""

    def __init__(self, engine: Engine, wanted: Callable[[str], bool]) -> None:
        self.engine = engine
        self.wanted = wanted
        self.seen: list[tuple[str, Any]] = []

    def record(self, _conn: Any, _cursor: Any, statement: str, parameters: Any, *_: Any) -> None:
        if self.wanted(statement):
            self.seen.append((statement, parameters))

    def sqlite_plan(self, index: int) -> list[str]:
        """SQLite's EXPLAIN QUERY PLAN of statement number ``index``, one step a line."""
        statement, parameters = self.seen[index]
        with self.engine.connect() as connection:
            rows = connection.exec_driver_sql(f"EXPLAIN QUERY PLAN {statement}", parameters)
            return [str(row[-1]) for row in rows]


@contextlib.contextmanager
def recording(engine: Engine, wanted: Callable[[str], bool]) -> Iterator[Recorded]:
    recorded = Recorded(engine, wanted)
    run = DriverReader.run

    def run_recorded(reader: DriverReader, text: str, values: Any) -> list[tuple[Any, ...]]:
        # Once it has run: a read on the event loop stopped at its deadline is read again on a
        # worker, and counts once.
        rows = run(reader, text, values)
        recorded.record(None, None, text, tuple(values) if isinstance(values, list) else values)
        return rows

    event.listen(engine, "before_cursor_execute", recorded.record)
    DriverReader.run = run_recorded  # type: ignore[method-assign,assignment]
    try:
        yield recorded
    finally:
        DriverReader.run = run  # type: ignore[method-assign]
        event.remove(engine, "before_cursor_execute", recorded.record)
