"""Storage: the declarative base, the engine (SQLite tuned for durability), the schema's upkeep.

Imports no web framework (a request's session, the routes' dependency, is ``request_session.py``):
the store's preparation and seed run in a process that has not imported FastAPI yet.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

import orjson
from sqlalchemy import (
    Column,
    Connection,
    DateTime,
    Dialect,
    Engine,
    Table,
    create_engine,
    event,
    inspect,
    text,
)
from sqlalchemy.engine.interfaces import DBAPIConnection
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import DeclarativeBase, Session, sessionmaker
from sqlalchemy.pool import ConnectionPoolEntry, StaticPool
from sqlalchemy.schema import CreateIndex
from sqlalchemy.types import TypeDecorator

from storeadmin_gui.backend.errors import FormErrors
from storeadmin_gui.backend.formats import as_utc
from storeadmin_gui.files import owner_only

SQLITE_BUSY_TIMEOUT_MS = 5000


class Base(DeclarativeBase):
    """Every table of the store."""


class UtcDateTime(TypeDecorator[datetime]):
    """Stores UTC without zone (SQLite has none) and always hands back aware UTC datetimes."""

    impl = DateTime
    cache_ok = True

    def process_bind_param(self, value: datetime | None, dialect: Dialect) -> datetime | None:
        if value is None:
            return None
        return as_utc(value).replace(tzinfo=None)

    def process_result_value(self, value: datetime | None, dialect: Dialect) -> datetime | None:
        if value is None:
            return None
        return as_utc(value)


def _tune_sqlite(dbapi_connection: DBAPIConnection, _record: ConnectionPoolEntry) -> None:
    """WAL keeps readers off writers' backs; FULL sync: a commit survives a crash; FKs on."""
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.execute(f"PRAGMA busy_timeout={SQLITE_BUSY_TIMEOUT_MS}")
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA synchronous=FULL")
    cursor.close()


def make_engine(url: str) -> Engine:
    """An engine for any SQLAlchemy URL; SQLite gets WAL, foreign keys and a busy timeout."""
    # JSON columns (order addresses, payments, shipments) decode with orjson: a page of orders
    # reads dozens of them, and it is several times faster than the json module.
    # Parameters stay out of error messages: a failed statement's text reaches the log, and its
    # parameters may be a password hash or a token digest.
    options: dict[str, Any] = {"json_deserializer": orjson.loads, "hide_parameters": True}
    if not url.startswith("sqlite"):
        return create_engine(url, pool_pre_ping=True, **options)
    connect_args: dict[str, Any] = {"check_same_thread": False}
    in_memory = url in ("sqlite://", "sqlite:///:memory:", "sqlite+pysqlite://")
    if in_memory:
        engine = create_engine(url, connect_args=connect_args, poolclass=StaticPool, **options)
    else:
        engine = create_engine(url, connect_args=connect_args, **options)
        database = engine.url.database
        if database and not engine.url.query.get("uri"):
            owner_only(Path(database))
    event.listen(engine, "connect", _tune_sqlite)
    return engine


def single_connection(engine: Engine) -> bool:
    """Whether every session shares one connection (in-memory SQLite): one worker at a time."""
    return isinstance(engine.pool, StaticPool)


# Every table's columns and every index's name, in one read of the schema table.
_SQLITE_SCHEMA = (
    "SELECT 'index', name, NULL FROM sqlite_master WHERE type = 'index' "
    "UNION ALL "
    "SELECT 'column', m.name, c.name FROM sqlite_master AS m, pragma_table_xinfo(m.name) AS c "
    "WHERE m.type = 'table'"
)


@dataclass
class StoredSchema:
    """The tables (with their columns) and the indexes a store has, read once when it starts.

    The start's checks compare against it instead of asking the database table by table; it is
    read afresh at every start, so a change made by hand is seen like any other.
    """

    columns: dict[str, set[str]] = field(default_factory=dict)
    indexes: set[str] = field(default_factory=set)

    @classmethod
    def read(cls, engine: Engine) -> StoredSchema | None:
        """SQLite's, in one query; None for other databases, where each check asks itself."""
        if engine.dialect.name != "sqlite":
            return None
        schema = cls()
        with engine.connect() as connection:
            for kind, name, column in connection.execute(text(_SQLITE_SCHEMA)):
                if kind == "index":
                    schema.indexes.add(name)
                else:
                    schema.columns.setdefault(name, set()).add(column)
        return schema

    def lacks_a_table(self) -> bool:
        return any(table.name not in self.columns for table in Base.metadata.sorted_tables)


def create_missing_tables(engine: Engine) -> StoredSchema | None:
    """Makes the tables a store lacks (a new store: all of them) with their indexes, on SQLite in
    one transaction; then the schema as it stands (``StoredSchema.read``).

    A brand-new SQLite store (no table at all) is made from the models' DDL kept as text
    (``new_store_ddl.py``, the same statements): building it from the models costs a first
    start some 30 ms of CPU. Should that text lack a table the models have, they make the rest.
    """
    schema = StoredSchema.read(engine)
    if schema is None:
        Base.metadata.create_all(engine)
        return schema
    if schema.lacks_a_table():
        _make_tables(engine, from_text=not schema.columns)
        schema = StoredSchema.read(engine)
    if schema is not None and schema.lacks_a_table():  # the text is older than the models
        _make_tables(engine, from_text=False)
        schema = StoredSchema.read(engine)
    return schema


def _make_tables(engine: Engine, *, from_text: bool) -> None:
    """The missing tables, in one transaction: Python's sqlite3 commits each CREATE on its own (a
    synced commit apiece: some 160 for a new store, 0.3 s of a first start's wall time); one
    transaction makes the schema whole or not at all, with one sync. ``from_text``: a brand-new
    store's every statement, from ``new_store_ddl.py`` (else the models' ``create_all``)."""
    with engine.begin() as connection:
        connection.exec_driver_sql("BEGIN")
        if not from_text:
            Base.metadata.create_all(connection)
            return
        from storeadmin_gui.backend.new_store import make_schema

        make_schema(connection.exec_driver_sql)


def add_missing_columns(engine: Engine, schema: StoredSchema | None = None) -> None:
    """Adds the (nullable) columns a table gained since an existing store was made.

    ``create_all`` makes missing tables but never alters existing ones; a store made by an older
    version would otherwise fail on its first query of a new column. ``schema``: the store's, as
    read at start (else the database is asked table by table).
    """
    inspector = inspect(engine) if schema is None else None
    quote = engine.dialect.identifier_preparer.quote
    with engine.begin() as connection:
        for table in Base.metadata.sorted_tables:
            if schema is not None:
                present = schema.columns.get(table.name)
            elif inspector is not None and inspector.has_table(table.name):
                present = {column["name"] for column in inspector.get_columns(table.name)}
            else:
                present = None
            if present is None:
                continue
            for column in table.columns:
                if column.name in present or not column.nullable:
                    continue
                kind = column.type.compile(dialect=engine.dialect)
                connection.execute(
                    text(f"ALTER TABLE {quote(table.name)} ADD COLUMN {quote(column.name)} {kind}")
                )
                present.add(column.name)


def add_missing_indexes(engine: Engine, schema: StoredSchema | None = None) -> None:
    """Creates the indexes a table gained since an existing store was made (``create_all`` makes
    them only with a new table), so an older store gets the lists' speed too. ``schema``: the
    store's, as read at start; an index whose name it has is there (as ``IF NOT EXISTS`` judges)."""
    with engine.begin() as connection:
        for table in Base.metadata.sorted_tables:
            for index in table.indexes:
                if schema is not None and index.name in schema.indexes:
                    continue
                # Left to the database (IF NOT EXISTS): reflecting a table's indexes to compare
                # would skip, with a warning, the expression ones SQLAlchemy cannot read back.
                connection.execute(CreateIndex(index, if_not_exists=True))
                if schema is not None:
                    schema.indexes.add(str(index.name))


def drop_indexes(engine: Engine, names: Sequence[str], schema: StoredSchema | None = None) -> None:
    """Drops the indexes an older store has that newer ones replaced (each write kept them up).
    ``schema``: the store's, as read at start (only the indexes it has are dropped)."""
    if schema is not None:
        names = [name for name in names if name in schema.indexes]
    if not names:
        return
    with engine.begin() as connection:
        for name in names:
            connection.execute(text(f"DROP INDEX IF EXISTS {name}"))
            if schema is not None:
                schema.indexes.discard(name)


def flush_or_refuse(session: Session, fields: Sequence[str], field: str, message: str) -> None:
    """Flush; a write that loses a race on a unique index (the same code or e-mail created twice
    at once) is answered as the form's 400 on ``field``, as the check before it would, not a 500."""
    try:
        session.flush()
    except IntegrityError:
        session.rollback()
        form = FormErrors(fields)
        form.add(field, message)
        form.raise_if_any()


# ---- many rows at once ---------------------------------------------------------------------------
#
# An order line of 9,999 units writes ten thousand unit rows and twice as many adjustments while it
# holds the store's write lock. Through SQLAlchemy, each row's every value passes its type's
# processing (a timestamp costs microseconds, twice per row): most of the time spent. These send
# the rows to the driver's ``executemany`` as given, values already in the driver's terms
# (``bound_value`` converts one value, once, for a whole batch).


def bound_value(connection: Connection, column: Column[Any], value: Any) -> Any:
    """``value`` as ``column``'s type hands it to this connection's driver."""
    dialect = connection.dialect
    processor = column.type.dialect_impl(dialect).bind_processor(dialect)
    return processor(value) if processor is not None else value


def _marks(style: str, count: int) -> str:
    """The placeholders of ``count`` parameters in the driver's paramstyle (PEP 249)."""
    if style == "qmark":
        return ", ".join("?" * count)
    if style == "numeric":
        return ", ".join(f":{number}" for number in range(1, count + 1))
    if style == "named":
        return ", ".join(f":p{number}" for number in range(count))
    if style == "pyformat":
        return ", ".join(f"%(p{number})s" for number in range(count))
    return ", ".join(["%s"] * count)  # format


def _driver_rows(style: str, rows: Sequence[Sequence[Any]]) -> list[Any]:
    if style in ("named", "pyformat"):
        return [{f"p{number}": value for number, value in enumerate(row)} for row in rows]
    return [tuple(row) for row in rows]


def insert_rows(
    connection: Connection, table: Table, columns: Sequence[str], rows: Sequence[Sequence[Any]]
) -> None:
    """INSERTs ``rows`` (values of ``columns`` in order, in the driver's terms) in one
    ``executemany``."""
    if not rows:
        return
    quote = connection.dialect.identifier_preparer.quote
    style = connection.dialect.paramstyle
    names = ", ".join(quote(column) for column in columns)
    statement = f"INSERT INTO {quote(table.name)} ({names}) VALUES ({_marks(style, len(columns))})"
    connection.exec_driver_sql(statement, _driver_rows(style, rows))


def delete_rows(connection: Connection, column: Column[Any], values: Sequence[Any]) -> None:
    """DELETEs the rows of ``column``'s table whose ``column`` is one of ``values``: one
    statement run for each value, so no limit on how many parameters a statement may have."""
    if not values:
        return
    quote = connection.dialect.identifier_preparer.quote
    style = connection.dialect.paramstyle
    statement = (
        f"DELETE FROM {quote(column.table.name)} WHERE {quote(column.name)} = {_marks(style, 1)}"
    )
    connection.exec_driver_sql(statement, _driver_rows(style, [(value,) for value in values]))


def make_sessionmaker(engine: Engine) -> sessionmaker[Session]:
    return sessionmaker(bind=engine, expire_on_commit=False)


# Where a request's Idempotency-Key claim travels, in its ASGI scope's state and in its session's
# info, so that the commit of its writes marks the claim applied (``idempotency.py``).
REQUEST_CLAIM = "idempotency_claim"
