"""Totals of filtered order lists from counters the database keeps up to date itself.

Why: a list filtered by state, payment or shipping state, channel, customer or checkout date must
say how many orders match (its ``total``), and a COUNT of the matches costs as much as there are
matches: it grows with the store (docs/benchmarks.md). Two small tables count the live orders
instead: ``order_counts`` per combination of the equality filters (state, payment state, shipping
state, channel, customer) and ``order_day_counts`` per day of checkout and combination of those
but the customer. A total is the SUM of the matching counters: a few hundred rows, however many
orders the store holds. The ``order_blocks_*`` and ``order_block_groups_*`` tables count them per
block of a sort key and per group of blocks (``models.order_blocks``): where a deep page starts.

Triggers on ``orders`` keep them (and ``order_stats``: ``order_stats.py``), in the transaction of
every write and whoever writes: each route, the seed's bulk insert, another server process on
the same database, a hand-made UPDATE. A store made before the counters gets them counted once,
at the start that installs the triggers.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date, timedelta
from typing import Any, Final

from sqlalchemy import Connection, Engine, Select, func, select, text

from .models.order_blocks import BLOCK_COUNTS, GROUP, BlockCounts
from .models.sales import OrderCount, OrderDayCount
from .order_stats import STATS, StatsTriggers

# The order columns a counter's keys are made of: an UPDATE of any of them moves an order.
WATCHED: Final = (
    "state", "payment_state", "shipping_state", "channel_id", "customer_id",
    "checkout_completed_at", "deleted_at",
)  # fmt: skip
_EQUALITIES: Final = ("state", "payment_state", "shipping_state", "channel_id")


@dataclass(frozen=True)
class Counter:
    """A counter table and, per key column, the SQL computing it from an order row (``{row}``:
    ``NEW``, ``OLD`` or ``orders``) on each dialect."""

    table: str
    keys: tuple[tuple[str, str, str], ...]  # (column, SQLite expression, PostgreSQL expression)
    watched: tuple[str, ...] = WATCHED  # the order columns whose UPDATE moves an order

    def columns(self) -> str:
        return ", ".join(column for column, _, _ in self.keys)

    def values(self, dialect: str, row: str) -> list[str]:
        chosen = 1 if dialect == "sqlite" else 2
        return [key[chosen].format(row=row) for key in self.keys]

    def add(self, dialect: str, row: str) -> str:
        """SQL adding ``row`` (if live) to its counter, made at its first order."""
        live = "live" if dialect == "sqlite" else f"{self.table}.live"
        return (
            f"INSERT INTO {self.table} ({self.columns()}, live) "
            f"SELECT {', '.join(self.values(dialect, row))}, 1 WHERE {row}.deleted_at IS NULL "
            f"ON CONFLICT ({self.columns()}) DO UPDATE SET live = {live} + 1"
        )

    def remove(self, dialect: str, row: str) -> str:
        """SQL taking ``row`` (if it was live) off its counter."""
        matches = " AND ".join(
            f"{column} = {value}"
            for (column, _, _), value in zip(self.keys, self.values(dialect, row), strict=True)
        )
        return (
            f"UPDATE {self.table} SET live = live - 1 WHERE {row}.deleted_at IS NULL AND {matches}"
        )

    def recount(self, dialect: str) -> list[str]:
        """SQL counting every live order afresh."""
        values = ", ".join(self.values(dialect, "orders"))
        return [
            f"DELETE FROM {self.table}",
            f"INSERT INTO {self.table} ({self.columns()}, live) SELECT {values}, count(*) "
            f"FROM orders WHERE orders.deleted_at IS NULL GROUP BY {values}",
        ]

    def triggers(self, dialect: str) -> list[str]:
        """The DDL of the triggers (and on PostgreSQL their function) that keep the counter."""
        watched = ", ".join(self.watched)
        if dialect == "sqlite":
            return [
                f"CREATE TRIGGER {self.table}_insert AFTER INSERT ON orders "
                f"BEGIN {self.add(dialect, 'NEW')}; END",
                f"CREATE TRIGGER {self.table}_update AFTER UPDATE OF {watched} ON orders "
                f"BEGIN {self.remove(dialect, 'OLD')}; {self.add(dialect, 'NEW')}; END",
                f"CREATE TRIGGER {self.table}_delete AFTER DELETE ON orders "
                f"BEGIN {self.remove(dialect, 'OLD')}; END",
            ]
        return [
            f"CREATE OR REPLACE FUNCTION {self.table}_follow() RETURNS trigger "
            "LANGUAGE plpgsql AS $$ BEGIN "
            f"IF TG_OP <> 'INSERT' THEN {self.remove(dialect, 'OLD')}; END IF; "
            f"IF TG_OP <> 'DELETE' THEN {self.add(dialect, 'NEW')}; END IF; "
            "RETURN NULL; END $$",
            f"CREATE TRIGGER {self.table}_follow AFTER INSERT OR DELETE OR UPDATE OF {watched} "
            f"ON orders FOR EACH ROW EXECUTE FUNCTION {self.table}_follow()",
        ]

    def trigger_names(self, dialect: str) -> list[str]:
        if dialect == "sqlite":
            return [f"{self.table}_{event}" for event in ("insert", "update", "delete")]
        return [f"{self.table}_follow"]

    def drops(self, dialect: str) -> list[str]:
        suffix = "" if dialect == "sqlite" else " ON orders"
        return [f"DROP TRIGGER IF EXISTS {name}{suffix}" for name in self.trigger_names(dialect)]


_COMMON_KEYS: Final = tuple(
    (column, f"{{row}}.{column}", f"{{row}}.{column}") for column in _EQUALITIES
)
_CUSTOMER: Final = "COALESCE({row}.customer_id, 0)"
BY_FILTERS: Final = Counter("order_counts", (*_COMMON_KEYS, ("customer_id", _CUSTOMER, _CUSTOMER)))
# Checkout times are stored in UTC (text on SQLite, a timestamp without zone on PostgreSQL).
BY_DAY: Final = Counter(
    "order_day_counts",
    (
        (
            "day",
            "COALESCE(substr({row}.checkout_completed_at, 1, 10), '')",
            "COALESCE(to_char({row}.checkout_completed_at, 'YYYY-MM-DD'), '')",
        ),
        *_COMMON_KEYS,
    ),
)
# A sort key's block (``models.order_blocks``): the key's floor division by the block's width.
_BLOCK_OF: Final = {
    "id": "{{row}}.id / {width}",
    "total": "CASE WHEN {{row}}.total >= 0 THEN {{row}}.total / {width} "
    "ELSE ({{row}}.total + 1) / {width} - 1 END",
}


def _by_blocks(counts: BlockCounts) -> tuple[Counter, Counter]:
    """The counters of one list's orders per block of its sort key and per group of blocks."""
    column = counts.column
    keys = ((column, f"{{row}}.{column}", f"{{row}}.{column}"),) if column else ()
    watched = (*((column,) if column else ()), *((counts.sort,) if counts.sort != "id" else ()))
    made = []
    for table, width in ((counts.table, counts.width), (counts.groups, counts.width * GROUP)):
        block = _BLOCK_OF[counts.sort].format(width=width)
        made.append(
            Counter(str(table.name), (*keys, ("block", block, block)), (*watched, "deleted_at"))
        )
    return made[0], made[1]


BY_BLOCKS: Final = tuple(
    counter for counts in BLOCK_COUNTS.values() for counter in _by_blocks(counts)
)
COUNTERS: Final[tuple[Counter | StatsTriggers, ...]] = (BY_FILTERS, BY_DAY, *BY_BLOCKS, STATS)
# Serialises the installs of server processes starting at once on one PostgreSQL database.
_INSTALL_LOCK: Final = 0x5A0C0
# A write statement that changes nothing: on SQLite it takes the write lock for the transaction.
_TAKE_WRITE_LOCK: Final = "UPDATE order_counts SET live = live WHERE 0 = 1"


def install(engine: Engine) -> None:
    """Creates the triggers a database lacks and counts the orders of their counters afresh."""
    with engine.begin() as connection:
        if engine.dialect.name == "postgresql":
            connection.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": _INSTALL_LOCK})
        else:
            connection.exec_driver_sql(_TAKE_WRITE_LOCK)
        install_on(connection)


def install_on(connection: Connection) -> None:
    """``install`` within the caller's transaction (which holds the write lock)."""
    dialect = connection.dialect.name
    present = _trigger_names(connection)
    for counter in COUNTERS:
        if set(counter.trigger_names(dialect)) <= present:
            continue
        made = (*counter.drops(dialect), *counter.triggers(dialect), *counter.recount(dialect))
        for statement in made:
            connection.exec_driver_sql(statement)


def drop_triggers(connection: Connection) -> None:
    """Stops the counting (a bulk load counts once at its end, with ``install_on``)."""
    for counter in COUNTERS:
        for statement in counter.drops(connection.dialect.name):
            connection.exec_driver_sql(statement)


def _trigger_names(connection: Connection) -> set[str]:
    if connection.dialect.name == "sqlite":
        query = "SELECT name FROM sqlite_master WHERE type = 'trigger'"
    else:
        query = "SELECT tgname FROM pg_trigger WHERE NOT tgisinternal"
    return {str(name) for (name,) in connection.exec_driver_sql(query)}


@dataclass(frozen=True)
class CountedCriteria:
    """The criteria of a list in the counters' terms; ``customer_ids`` None: any customer."""

    equal: dict[str, Any]  # of _EQUALITIES
    customer_ids: Sequence[int] | None = None
    checkout_from: date | None = None
    checkout_to: date | None = None  # inclusive


def total_statement(criteria: CountedCriteria) -> Select[Any] | None:
    """A statement summing the counters of ``criteria``; None when no counter splits that way
    (a customer and a date range together)."""
    found = _counters(criteria)
    if found is None:
        return None
    table, conditions = found
    return select(func.coalesce(func.sum(table.c.live), 0)).where(*conditions)


def days_statement(criteria: CountedCriteria) -> Select[Any] | None:
    """A statement listing the days (``YYYY-MM-DD``) of a date range that hold matching orders,
    from the counters; None without a date range or with a customer."""
    dated = criteria.checkout_from is not None or criteria.checkout_to is not None
    found = _counters(criteria)
    if not dated or found is None:
        return None
    table, conditions = found
    return (
        select(table.c.day)
        .where(*conditions, table.c.live > 0)
        .group_by(table.c.day)
        .order_by(table.c.day)
    )


def _counters(criteria: CountedCriteria) -> tuple[Any, list[Any]] | None:
    """The counter table answering ``criteria`` and the conditions on its rows."""
    dated = criteria.checkout_from is not None or criteria.checkout_to is not None
    if dated and criteria.customer_ids is not None:
        return None
    table = (OrderDayCount if dated else OrderCount).__table__
    conditions = [
        table.c[column].in_(value) if isinstance(value, tuple) else table.c[column] == value
        for column, value in criteria.equal.items()
    ]
    if criteria.customer_ids is not None:
        conditions.append(table.c.customer_id.in_(list(criteria.customer_ids)))
    if dated:
        conditions.append(table.c.day != "")
    if criteria.checkout_from is not None:
        conditions.append(table.c.day >= criteria.checkout_from.isoformat())
    if criteria.checkout_to is not None and criteria.checkout_to < date.max:
        conditions.append(table.c.day < (criteria.checkout_to + timedelta(days=1)).isoformat())
    return table, conditions
