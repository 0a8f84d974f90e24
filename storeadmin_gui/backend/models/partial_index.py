"""Partial indexes (``CREATE INDEX ... WHERE``) on both stores the backend runs on: SQLite and
PostgreSQL.

SQLAlchemy takes the clause per dialect (``sqlite_where=``, ``postgresql_where=``), and naming a
dialect's option imports that dialect: for PostgreSQL some 20 modules, 40 ms of every start of the
app's demo store, which runs on SQLite. So an index made here names only SQLite's option, and the
PostgreSQL clause is added just before the tables are created on a PostgreSQL database.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import ColumnElement, Connection, Index, MetaData, TextClause, event

from storeadmin_gui.backend.db import Base

_WHERE = "partial_index_where"  # key in Index.info


def partial_index(
    name: str,
    *columns: str | ColumnElement[Any],
    where: ColumnElement[bool] | TextClause,
    unique: bool = False,
) -> Index:
    """An index of the rows that match ``where`` only, on SQLite and on PostgreSQL."""
    index = Index(name, *columns, unique=unique, sqlite_where=where)
    index.info[_WHERE] = where
    return index


@event.listens_for(Base.metadata, "before_create")
def _add_postgresql_clauses(metadata: MetaData, connection: Connection, **_: Any) -> None:
    if connection.dialect.name != "postgresql":
        return
    for table in metadata.tables.values():
        for index in table.indexes:
            if _WHERE in index.info:
                index.dialect_options["postgresql"]["where"] = index.info[_WHERE]
