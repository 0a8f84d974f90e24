"""How the seed writes many rows at once: Core ``executemany`` inserts with ids given in advance.

Every demo order (the hand-made ones and the generated ones) is computed in memory by the same
rules the API's routes apply (``recalc``, ``fulfilment``, ``stock``) and written here, row for
row what the routes would have stored, without building and running a statement per step.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, Final, cast

from sqlalchemy import Connection, Table, insert
from sqlalchemy.orm import Session

from .models.sales import Adjustment, Order, OrderItem, OrderItemUnit
from .order_pricing import adjustment_rows, item_totals
from .recalc import OrderResult

BULK_CHUNK: Final = 20_000
# The tables of an order's rows, in the order they are written (each refers to those before it).
ORDER_TABLES: Final = (
    ("orders", Order),
    ("items", OrderItem),
    ("units", OrderItemUnit),
    ("adjustments", Adjustment),
)


class StorageEncoding:
    """Values of generated rows, in the form the database stores them.

    On SQLite the rows go as plain tuples through the connection's executemany, with timestamps
    and JSON documents already in SQLite's stored form (the form SQLAlchemy's DateTime and JSON
    types write), so hundreds of thousands of rows skip per-value conversion; other databases get
    Core inserts into the typed table.
    """

    def __init__(self, raw: bool) -> None:
        self.raw = raw

    def time(self, moment: datetime) -> Any:
        if not self.raw:
            return moment
        return moment.astimezone(UTC).strftime("%Y-%m-%d %H:%M:%S.%f")

    def document(self, value: Any) -> Any:
        return json.dumps(value) if self.raw and value is not None else value

    def insert(self, connection: Connection, typed: Table, rows: list[dict[str, Any]]) -> None:
        """Inserts rows that all share the key order of the first one, in executemany batches."""
        if not rows:
            return
        if not self.raw:
            for chunk in _chunks(rows):
                connection.execute(insert(typed), chunk)
            return
        names = list(rows[0])
        statement = (
            f"INSERT INTO {typed.name} ({', '.join(names)}) VALUES ({', '.join('?' * len(names))})"
        )
        for chunk in _chunks(rows):
            connection.exec_driver_sql(statement, [tuple(row.values()) for row in chunk])


def next_id(session: Session, table: Table) -> int:
    """The id after ``table``'s largest, asked in plain SQL: the seed asks it of some 20 tables,
    and compiling a statement for each costs more than running it."""
    connection = session.connection()
    name = connection.dialect.identifier_preparer.format_table(table)
    largest = connection.exec_driver_sql(f"SELECT max(id) FROM {name}").scalar()
    return int(largest or 0) + 1


class NewRows:
    """Rows of several tables, each given its id in advance (the next free one of its table),
    held until ``write`` inserts every table's rows in one Core ``executemany``, the tables in
    the order their first rows were added (so a row's parents are written before it)."""

    def __init__(self, session: Session) -> None:
        self._session = session
        self._next: dict[Table, int] = {}
        self.pending: dict[Table, list[dict[str, Any]]] = {}

    def add(self, model: Any, **values: Any) -> int:
        """A new row of ``model``'s table with ``values``; returns the id it is given."""
        table = cast(Table, model.__table__)
        if table not in self._next:
            self._next[table] = next_id(self._session, table)
        row_id = self._next[table]
        self._next[table] = row_id + 1
        self.link(table, id=row_id, **values)
        return row_id

    def link(self, table: Table, **values: Any) -> None:
        """A new row of ``table`` that has no id of its own (an association's)."""
        self.pending.setdefault(table, []).append(values)

    def write(self) -> None:
        connection = self._session.connection()
        typed = StorageEncoding(raw=False)  # the values as Python has them: Core converts them
        for table, rows in self.pending.items():
            typed.insert(connection, table, rows)
        advance_sequences(connection, self._next)
        self.pending.clear()


def _chunks(rows: list[dict[str, Any]]) -> Iterator[list[dict[str, Any]]]:
    for start in range(0, len(rows), BULK_CHUNK):
        yield rows[start : start + BULK_CHUNK]


def advance_sequences(connection: Connection, tables: Iterable[Table]) -> None:
    """Rows inserted with their ids given leave PostgreSQL's sequences where they were: later
    inserts start past them. (SQLite takes the largest id plus one anyway.)"""
    if connection.dialect.name != "postgresql":
        return
    for table in tables:
        connection.exec_driver_sql(
            f"SELECT setval(pg_get_serial_sequence('{table.name}', 'id'), "
            f"(SELECT max(id) FROM {table.name}))"
        )


@dataclass(frozen=True)
class OrderTimes:
    """When a seeded order's rows were last written, as the API's steps would have written them.

    ``made``: the order and its lines were created; ``priced``: its last recalculation (the
    lines' totals, the units and the adjustments); ``units_moved``: its units' last inventory
    move; ``updated``: the order's last change.
    """

    made: datetime
    priced: datetime
    units_moved: datetime
    updated: datetime

    @classmethod
    def at(cls, moment: datetime) -> OrderTimes:
        return cls(moment, moment, moment, moment)


class OrderRows:
    """Orders with their items, units and adjustments, given ids in advance and held in memory
    until ``write``."""

    def __init__(self, session: Session) -> None:
        self.connection = session.connection()
        self.encoding = StorageEncoding(self.connection.dialect.name == "sqlite")
        self.tables: dict[str, Table] = {
            name: cast(Table, model.__table__) for name, model in ORDER_TABLES
        }
        self._next = {
            name: next_id(session, self.tables[name]) for name in ("orders", "items", "units")
        }
        self.pending: dict[str, list[dict[str, Any]]] = {name: [] for name in self.tables}

    def order_id(self) -> int:
        """The id the next order added takes."""
        return self._next["orders"]

    def add(
        self,
        order: dict[str, Any],
        variant_ids: Sequence[int],
        result: OrderResult,
        unit_state: str,
        times: OrderTimes,
    ) -> None:
        """The order row ``order`` (every column but ``id`` and the totals, in stored form), and
        rows of the lines of ``variant_ids`` as ``result`` prices them, units in ``unit_state``."""
        order_id = self._next["orders"]
        self._next["orders"] += 1
        time = self.encoding.time
        made, priced, moved = time(times.made), time(times.priced), time(times.units_moved)
        lines = [item_totals(item) for item in result.items]  # each sum made once
        items_total = sum(totals[3] for totals in lines)
        self.pending["orders"].append(
            {
                "id": order_id,
                **order,
                "items_total": items_total,
                "adjustments_total": result.adjustments_total,
                "total": items_total + result.adjustments_total,
                "created_at": made,
                "updated_at": time(times.updated),
            }
        )
        item_ids: list[int] = []
        unit_ids: list[list[int]] = []
        for variant_id, item, totals in zip(variant_ids, result.items, lines, strict=True):
            item_id = self._next["items"]
            self._next["items"] += 1
            item_ids.append(item_id)
            self.pending["items"].append(
                {
                    "id": item_id,
                    "order_id": order_id,
                    "variant_id": variant_id,
                    "quantity": len(item.units),
                    "unit_price": totals[0],
                    "units_total": totals[1],
                    "adjustments_total": totals[2],
                    "total": totals[3],
                    "immutable": False,
                    "created_at": made,
                    "updated_at": priced,
                }
            )
            ids = []
            for unit in item.units:
                ids.append(self._next["units"])
                self.pending["units"].append(
                    {
                        "id": self._next["units"],
                        "order_item_id": item_id,
                        "inventory_state": unit_state,
                        "adjustments_total": unit.adjustments_total,
                        "created_at": priced,
                        "updated_at": moved,
                    }
                )
                self._next["units"] += 1
            unit_ids.append(ids)
        self.pending["adjustments"].extend(
            adjustment_rows(order_id, result, item_ids, unit_ids, priced)
        )

    def write(self) -> None:
        """Inserts what was added since the last write."""
        for name, table in self.tables.items():
            self.encoding.insert(self.connection, table, self.pending[name])
            self.pending[name].clear()
