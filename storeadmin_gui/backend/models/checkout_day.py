"""The UTC day of an order's checkout as one SQL expression on both stores, indexable on each.

Checkout times are stored in UTC without zone: text ``YYYY-MM-DD HH:MM:SS...`` on SQLite (the
day is its first ten characters), a timestamp without zone on PostgreSQL (its cast to a date is
immutable, so an index may hold it). Compared with a ``date`` bound as a parameter.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import ColumnElement, Date
from sqlalchemy.ext.compiler import compiles
from sqlalchemy.sql.compiler import SQLCompiler
from sqlalchemy.sql.functions import GenericFunction


class checkout_day(GenericFunction[Any]):
    """``checkout_day(orders.checkout_completed_at)``: the day, NULL for a cart."""

    type = Date()
    inherit_cache = True

    def __init__(self, column: ColumnElement[Any]) -> None:
        super().__init__(column)


@compiles(checkout_day, "sqlite")
def _sqlite(element: checkout_day, compiler: SQLCompiler, **kw: Any) -> str:
    return f"substr({compiler.process(element.clauses, **kw)}, 1, 10)"


@compiles(checkout_day, "postgresql")
def _postgresql(element: checkout_day, compiler: SQLCompiler, **kw: Any) -> str:
    return f"CAST({compiler.process(element.clauses, **kw)} AS DATE)"
