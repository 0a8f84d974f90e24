"""An index column whose NULLs come first, on PostgreSQL; a plain column on SQLite.

The lists put a cart's missing number or checkout time first ascending and last descending
(SQLite's own order, which its indexes serve both ways). PostgreSQL's B-tree puts NULLs last
ascending, so it could serve neither direction and sorted every live order per page; an index
column ``ASC NULLS FIRST`` serves ascending lists forwards and descending ones backwards. SQLite
accepts no NULLS clause in an index (nor needs one).
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import ColumnElement, Engine, text
from sqlalchemy.ext.compiler import compiles
from sqlalchemy.sql.compiler import SQLCompiler
from sqlalchemy.sql.visitors import InternalTraversal


class NullsFirst(ColumnElement[Any]):
    """``column`` in an index, its NULLs first (PostgreSQL)."""

    inherit_cache = True
    _traverse_internals = [("column", InternalTraversal.dp_clauseelement)]

    def __init__(self, column: ColumnElement[Any]) -> None:
        self.column = column
        self.type = column.type


@compiles(NullsFirst)
def _plain(element: NullsFirst, compiler: SQLCompiler, **kw: Any) -> str:
    return compiler.process(element.column, **kw)


@compiles(NullsFirst, "postgresql")
def _postgresql(element: NullsFirst, compiler: SQLCompiler, **kw: Any) -> str:
    return f"{compiler.process(element.column, **kw)} NULLS FIRST"


def drop_indexes_without_nulls_first(engine: Engine, names: list[str]) -> None:
    """Drops those of the indexes ``names`` a PostgreSQL store made before they put NULLs first
    (they are made anew with the missing indexes)."""
    if engine.dialect.name != "postgresql":
        return
    with engine.begin() as connection:
        outdated = connection.execute(
            text(
                "SELECT indexname FROM pg_indexes WHERE indexname = ANY(:names) "
                "AND indexdef NOT LIKE '%NULLS FIRST%'"
            ),
            {"names": names},
        ).scalars()
        for name in list(outdated):
            connection.execute(text(f'DROP INDEX IF EXISTS "{name}"'))
