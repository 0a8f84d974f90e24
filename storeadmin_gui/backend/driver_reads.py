"""Reads of the order list and of one order run on the database driver's own connection.

Why: of a page of orders that no cache answers, SQLAlchemy's execution costs more than SQLite
itself (a cached statement through ``Connection.execute`` about four times what the same text
costs on the driver's cursor, docs/benchmarks.md). ``DriverReader`` stands for the session the
read routes are given: the very route functions run on it (``hot_reads.py``), so the paging
(``order_paging``), the counters and the splicing of stored documents (``ready_documents``)
stay one piece of code. Each Core statement they run is compiled once for the dialect, as SQL
text with its bind and result conversions, and then executed on the driver's cursor.

It answers reads alone, and only Core statements: anything else (a flush with pending writes,
an ORM entity, any attribute a session has and it does not) raises ``Unsupported`` or an
``AttributeError``, and the request is answered the ORM way instead (reading twice is
harmless).

``LoopReads``: for a SQLite file in WAL mode, a read never waits on a writer and lasts well
under a millisecond, so it may run on the server's event loop without a hand-over to a database
worker, on a read-only connection of its own held by nobody else; every request reads inside
one transaction (one snapshot) that ends before its answer is sent. A busy file or a statement
that runs long (``LOOP_READ_SECONDS``) is stopped at once, and the request goes to a worker. That
connection reads the file as mapped memory (``LOOP_READ_MAP_BYTES``).
"""

from __future__ import annotations

import math
import sqlite3
import time
from collections import OrderedDict, namedtuple
from collections.abc import Callable, Hashable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from typing import Any, Final, NamedTuple, TypeVar

from sqlalchemy import Dialect, Engine
from sqlalchemy.sql import ClauseElement
from sqlalchemy.sql.compiler import SQLCompiler
from sqlalchemy.sql.elements import TextClause

from storeadmin_gui.backend.data_version import sqlite_file
from storeadmin_gui.backend.lru_cache import LruCache

PREPARED_STATEMENTS: Final = 256  # distinct statements kept compiled, per app
# How long a statement read on the event loop may take (a page's take a few hundredths of a
# millisecond, an OFFSET walk of 50,000 rows about one): past it, the statement is stopped and the
# request read on a worker (a deep page's checkpoints, a COUNT of a rare filter over every order),
# so that no client waits long for another's read. Checked every ``CHECK_STEPS`` steps of
# SQLite's virtual machine (SQLite counts them over a cached statement's runs, so a count alone
# would stop short statements too).
LOOP_READ_SECONDS: Final = 0.005
CHECK_STEPS: Final = 1000
# How much of the file the loop's connection reads as mapped memory rather than with a system
# call and a copy per page (SQLite caps it at its build's limit, 2 GB as built here): a page of
# orders no cache answers reads file pages no read before it touched, and mapped, the kernel's
# share of its time is a third less (docs/benchmarks.md). Only the database file is mapped (the
# write-ahead log is read as before), and the store never shrinks it (nothing vacuums it; freed
# pages are reused).
LOOP_READ_MAP_BYTES: Final = 1 << 31

Processor = Callable[[Any], Any] | None
T = TypeVar("T")


class Unsupported(Exception):
    """What a driver read does not do; the request is answered through a session instead."""


class _Bind(NamedTuple):
    """One bound parameter of a compiled statement, in the order the driver takes them."""

    name: str
    given: bool  # a value of the execution's parameters, else ``fixed``
    fixed: Any  # a value written in the statement, converted for the driver already
    convert: Processor  # from a given value to the driver's
    expanding: bool  # a list, for ``IN``: one driver parameter per item


class _Prepared(NamedTuple):
    """A statement compiled once: its text, how to bind its parameters, how to read its rows."""

    statement: ClauseElement  # held, so that the id it is kept under is not reused
    compiled: SQLCompiler
    text: str | None  # None: an IN of bound lists, whose text depends on their lengths
    expansions: dict[tuple[int, ...], str]  # that text, by the lists' lengths
    binds: tuple[_Bind, ...]
    row: Any  # a namedtuple class named by the selected columns
    converted: tuple[tuple[int, Callable[[Any], Any]], ...]  # result columns converted, by place


class PreparedStatements:
    """Compiled statements of one dialect, keyed by the statement object (the routes build
    their statements once and keep them). Shared by every request of an app: a plain dict
    under the GIL, and a lost race only compiles one twice."""

    def __init__(self, dialect: Dialect) -> None:
        self.dialect = dialect
        self._kept: OrderedDict[int, _Prepared] = OrderedDict()

    def get(self, statement: ClauseElement) -> _Prepared:
        prepared = self._kept.get(id(statement))
        if prepared is None or prepared.statement is not statement:
            prepared = self._prepare(statement)
            self._kept[id(statement)] = prepared
            while len(self._kept) > PREPARED_STATEMENTS:
                self._kept.popitem(last=False)
        return prepared

    def _prepare(self, statement: ClauseElement) -> _Prepared:
        descriptions: Sequence[Mapping[str, Any]] = getattr(statement, "column_descriptions", ())
        plain_text = isinstance(statement, TextClause)
        if plain_text:
            if not str(statement).lstrip().upper().startswith("SELECT"):
                raise Unsupported("only SELECTs run on the driver")
        elif not getattr(statement, "is_select", False) or any(
            isinstance(description.get("type"), type) for description in descriptions
        ):
            raise Unsupported("only Core SELECTs of columns run on the driver")
        dialect = self.dialect
        compiled = statement.compile(dialect=dialect)
        assert isinstance(compiled, SQLCompiler)
        if compiled.escaped_bind_names:
            raise Unsupported("bound names the dialect escapes")
        binds = []
        for name in compiled.positiontup or list(compiled.bind_names.values()):
            bind = compiled.binds[name]
            convert = bind.type.dialect_impl(dialect).bind_processor(dialect)
            given = bind.value is None and bind.callable is None
            fixed: Any = None if given else bind.effective_value
            if not given and convert is not None:
                fixed = [convert(item) for item in fixed] if bind.expanding else convert(fixed)
            binds.append(_Bind(name, given, fixed, convert, bind.expanding))
        # A text's columns have no types: their values come as the driver gives them, as
        # SQLAlchemy hands them back too.
        columns = [] if plain_text else list(statement.selected_columns)  # type: ignore[attr-defined]
        results = [
            column.type.dialect_impl(dialect).result_processor(dialect, None) for column in columns
        ]
        names = [str(column.key) for column in columns]
        return _Prepared(
            statement,
            compiled,
            None if any(bind.expanding for bind in binds) else compiled.string,
            {},
            tuple(binds),
            tuple if plain_text else namedtuple("Row", names, rename=True),
            tuple((place, convert) for place, convert in enumerate(results) if convert is not None),
        )


class DriverResult:
    """The rows of one statement, as much of SQLAlchemy's ``Result`` as the read routes use."""

    def __init__(self, prepared: _Prepared, rows: list[tuple[Any, ...]]) -> None:
        self._prepared = prepared
        self._rows = rows

    def all(self) -> list[Any]:
        prepared = self._prepared
        make = tuple if prepared.row is tuple else prepared.row._make
        if not prepared.converted:
            return [make(row) for row in self._rows]
        rows = []
        for row in self._rows:
            values = list(row)
            for place, convert in prepared.converted:
                values[place] = convert(values[place])
            rows.append(make(values))
        return rows

    def __iter__(self) -> Iterator[Any]:
        return iter(self.all())

    def first(self) -> Any:
        rows = self.all()
        return rows[0] if rows else None

    def scalars(self) -> list[Any]:
        converted = self._prepared.converted
        if not converted or converted[0][0] != 0:
            return [row[0] for row in self._rows]
        convert = converted[0][1]
        return [convert(row[0]) for row in self._rows]

    def scalar(self) -> Any:
        values = self.scalars()
        return values[0] if values else None

    def scalar_one(self) -> Any:
        values = self.scalars()
        if len(values) != 1:
            raise Unsupported("not exactly one row")
        return values[0]


def _names(prepared: _Prepared, lengths: Sequence[int]) -> list[str]:
    """The names of the driver's parameters, a list's items named as SQLAlchemy expands them."""
    names: list[str] = []
    counts = iter(lengths)
    for bind in prepared.binds:
        if bind.expanding:
            names.extend(f"{bind.name}_{number}" for number in range(1, next(counts) + 1))
        else:
            names.append(bind.name)
    return names


class DriverReader:
    """Stands for a read route's session (see the module docstring): ``connection()`` is itself,
    ``execute`` runs a Core statement on the driver's connection ``driver``."""

    def __init__(
        self,
        statements: PreparedStatements,
        driver: Any,
        on_statement: Callable[[], None] | None = None,
        data_stamp: Callable[[], Hashable] | None = None,
    ) -> None:
        self._statements = statements
        self._driver = driver
        self._on_statement = on_statement  # called as each statement starts
        self._data_stamp = data_stamp
        self._stamp: Hashable | None = None  # read once per reader

    @property
    def stamped(self) -> bool:
        """Whether ``data_stamp`` can name this reader's data (a read on the event loop)."""
        return self._data_stamp is not None

    def data_stamp(self) -> Hashable | None:
        """What names the data this reader's snapshot holds: equal stamps, equal data (whoever
        wrote, however); None where the connection cannot tell. Read once per reader: asked
        first, its reading fixes the snapshot (``LoopReads._data_stamp``)."""
        if self._stamp is None and self._data_stamp is not None:
            self._stamp = self._data_stamp()
        return self._stamp

    @property
    def dialect(self) -> Dialect:
        return self._statements.dialect

    def connection(self) -> DriverReader:
        return self

    def get_bind(self) -> DriverReader:
        """What names the dialect, as a session's engine does."""
        return self

    def scalar(self, statement: ClauseElement, parameters: Mapping[str, Any] | None = None) -> Any:
        return self.execute(statement, parameters).scalar()

    def flush(self) -> None:
        """Nothing is ever pending: a reader writes nothing."""

    def execute(
        self, statement: ClauseElement, parameters: Mapping[str, Any] | None = None
    ) -> DriverResult:
        prepared = self._statements.get(statement)
        given = parameters or {}
        values: list[Any] = []
        lengths: list[int] = []
        for name, needed, fixed, convert, expanding in prepared.binds:
            value = given[name] if needed else fixed
            if expanding:
                lengths.append(len(value))
                values.extend(value if convert is None or not needed else map(convert, value))
            else:
                values.append(value if convert is None or not needed else convert(value))
        text = prepared.text or self._expanded(prepared, given, tuple(lengths))
        if prepared.compiled.positional:
            return DriverResult(prepared, self.run(text, values))
        return DriverResult(
            prepared, self.run(text, dict(zip(_names(prepared, lengths), values, strict=True)))
        )

    @staticmethod
    def _expanded(prepared: _Prepared, given: Mapping[str, Any], lengths: tuple[int, ...]) -> str:
        """The statement's text for lists of these lengths, made by SQLAlchemy once."""
        text = prepared.expansions.get(lengths)
        if text is None:
            expanded = prepared.compiled.construct_expanded_state(dict(given))
            if not prepared.compiled.positional and set(expanded.parameters) != set(
                _names(prepared, lengths)
            ):
                raise Unsupported("parameters named otherwise")
            text = expanded.statement
            if len(prepared.expansions) >= PREPARED_STATEMENTS:
                prepared.expansions.clear()
            prepared.expansions[lengths] = text
        return text

    def run(self, text: str, values: Any) -> list[tuple[Any, ...]]:
        """The rows of SQL ``text`` with its driver-ready ``values``."""
        if self._on_statement is not None:
            self._on_statement()
        cursor = self._driver.cursor()
        try:
            cursor.execute(text, values)
            return list(cursor.fetchall())
        finally:
            cursor.close()


def kept_for_snapshot(reader: Any, cache: LruCache, name: str, make: Callable[[], T]) -> T:
    """What ``make`` reads, kept in ``cache`` for the data the reader's snapshot holds, when the
    reader can name it (``DriverReader.data_stamp``, a read on the event loop); else made anew.

    Why: keyed by the data stamp (moved by every commit of every writer, however it writes),
    what was read at one stamp is what the file still holds at it, so a read that depends on
    the data alone is read once while nothing is written. An older stamp's entry is never asked
    again and ages out of the bounded cache.
    """
    if not isinstance(reader, DriverReader) or not reader.stamped:
        return make()
    key = (name, reader.data_stamp())
    kept: T | None = cache.get(key)
    if kept is None:
        kept = make()
        cache.put(key, kept)
    return kept


class LoopReads:
    """Driver reads of one SQLite file in WAL mode, run on the event loop (module docstring)."""

    def __init__(self, database_file: str, statements: PreparedStatements) -> None:
        self.statements = statements
        self._database_file = database_file
        self._connection: sqlite3.Connection | None = None
        self._deadline = math.inf  # of the statement running now (``perf_counter``)
        self._connections_made = 0  # a new connection counts its data version afresh

    @classmethod
    def of(cls, engine: Engine, statements: PreparedStatements) -> LoopReads | None:
        """For a SQLite file's engine; None for any other database (read on a worker)."""
        database_file = sqlite_file(engine)
        if database_file is None or engine.dialect.name != "sqlite":
            return None
        return cls(database_file, statements)

    def _driver(self) -> sqlite3.Connection | None:
        """The read-only connection; None while the file is not in WAL mode (a reader could then
        wait for a writer: such reads go to a worker)."""
        if self._connection is None:
            connection = sqlite3.connect(
                self._database_file, isolation_level=None, check_same_thread=False
            )
            connection.execute("PRAGMA query_only = ON")
            connection.execute("PRAGMA busy_timeout = 0")  # never wait: a worker reads instead
            connection.execute(f"PRAGMA mmap_size = {LOOP_READ_MAP_BYTES}")
            (mode,) = connection.execute("PRAGMA journal_mode").fetchone()
            if str(mode).lower() != "wal":  # asked again next time: the store sets it at start
                connection.close()
                return None
            # Nor run long: past the request's deadline a statement is stopped, a worker reads.
            connection.set_progress_handler(self._past_deadline, CHECK_STEPS)
            self._connection = connection
            self._connections_made += 1
        return self._connection

    @contextmanager
    def reading(self) -> Iterator[DriverReader]:
        """A reader inside one read transaction (one snapshot of the file), ended on leaving;
        ``Unsupported`` when this file cannot be read here."""
        driver = self._driver()
        if driver is None:
            raise Unsupported("not in WAL mode")
        if driver.in_transaction:  # a read that failed to end its own (never left open)
            driver.execute("ROLLBACK")
        driver.execute("BEGIN")
        try:
            yield DriverReader(self.statements, driver, self._start_statement, self._data_stamp)
        finally:
            self._deadline = math.inf  # the end is never interrupted
            driver.execute("COMMIT")

    def _data_stamp(self) -> Hashable:
        """The file's data version as the reading's snapshot holds it: SQLite counts on this
        connection, which never writes, every commit of every other connection (of this process
        or another, a route's or a plain-SQL writer's). Read inside the reading's transaction,
        the pragma starts its read as a statement does: asked before any statement, it fixes the
        snapshot the statements then read, and names it."""
        assert self._connection is not None
        (version,) = self._connection.execute("PRAGMA data_version").fetchone()
        return (self._connections_made, int(version))

    def _start_statement(self) -> None:
        self._deadline = time.perf_counter() + LOOP_READ_SECONDS

    def _past_deadline(self) -> int:
        """Non-zero (the statement is interrupted) once it ran too long."""
        return int(time.perf_counter() > self._deadline)

    def close(self) -> None:
        if self._connection is not None:
            self._connection.close()
            self._connection = None
