"""The ORDER BY of a list's sorting, with a tie-break that keeps its pages stable.

SQL alone: the order paging, which the demo store's seed reaches, imports it without the web
framework that reads a sorting from a request (``pagination.parse_sorting``).
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from typing import Any

from sqlalchemy.sql.elements import ColumnElement

# A sort field's key: a column, or several keys in turn, each with whether it runs against the
# field's direction (``(column, against)``).
SortKey = Any


def sort_clauses(
    columns: Mapping[str, SortKey],
    sorting: Sequence[tuple[str, str]],
    id_column: Any,
    *,
    unique: Collection[str] = ("id",),
    nulls_smallest: Collection[str] = (),
) -> list[ColumnElement[Any]]:
    """ORDER BY for ``sorting`` over ``columns``, ties broken on ``id_column`` in the direction
    of the last key, so that a page boundary never falls between equal rows differently twice.

    A field of ``unique`` (the id itself, a variant's code) leaves no tie to break, so none is
    added after it. Fields of ``nulls_smallest`` may be NULL: their NULLs come first ascending
    and last descending, SQLite's own order (an index still serves it there), said in the query
    so that PostgreSQL, which puts them the other way round, answers the same page; a list
    reversed (a keyset seek from the end) turns them round with the rest."""
    clauses: list[ColumnElement[Any]] = []
    for field, direction in sorting:
        keys = columns[field]
        for column, against in keys if isinstance(keys, tuple) else ((keys, False),):
            descending = (direction == "desc") != against
            clause = column.desc() if descending else column.asc()
            if field in nulls_smallest:
                clause = clause.nulls_last() if descending else clause.nulls_first()
            clauses.append(clause)
    if not any(field in unique for field, _ in sorting):
        last_descending = bool(sorting) and sorting[-1][1] == "desc"
        clauses.append(id_column.desc() if last_descending else id_column.asc())
    return clauses
