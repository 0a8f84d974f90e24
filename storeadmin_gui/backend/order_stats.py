"""Cheap order counts and a data version, kept by the database in the transaction of every write.

A list of 100,000 orders must not COUNT(*) the table per request (its cost grows with the table:
docs/benchmarks.md); a list reads the few rows of ``order_stats`` instead. The version (the sum of
the per-state versions, which only grow) changes with every committed write to an order or to the
rows its document shows (items, units, adjustments), so per-process caches keyed on it are never
stale, even when several server processes share one database.

Triggers keep both (``STATS``, installed with the order counters by ``order_counts.install``),
whoever writes: every route, another server process, an older program, a hand-made UPDATE. A
store made before the triggers is recounted once, at the start that installs them.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Final

from sqlalchemy import select
from sqlalchemy.orm import Session

from .models.sales import Order, OrderStats


@dataclass(frozen=True)
class StatsSnapshot:
    """Live orders per state and the data version, as read at the start of a request."""

    live_by_state: dict[str, int]
    version: int

    @property
    def live(self) -> int:
        return sum(self.live_by_state.values())

    def live_in(self, state: str) -> int:
        return self.live_by_state.get(state, 0)


_LIVE: Final = "CASE WHEN {row}.deleted_at IS NULL THEN 1 ELSE 0 END"
# The state of the order a row of its lines belongs to: the counter whose version that row moves.
_LINE_STATES: Final = (
    ("order_items", "SELECT state FROM orders WHERE orders.id = {row}.order_id"),
    ("adjustments", "SELECT state FROM orders WHERE orders.id = {row}.order_id"),
    (
        "order_item_units",
        "SELECT orders.state FROM orders JOIN order_items ON order_items.order_id = orders.id "
        "WHERE order_items.id = {row}.order_item_id",
    ),
)


class StatsTriggers:
    """The triggers keeping ``order_stats``: an order's write moves its state's counter (its live
    orders and version), a write to its items, units or adjustments the version of its state.
    Same interface as ``order_counts.Counter``, installed and dropped with them."""

    @staticmethod
    def _add(row: str) -> str:
        """SQL counting ``row`` in its state (made at its first order) and moving the version."""
        return (
            f"INSERT INTO order_stats (state, live, version) "
            f"VALUES ({row}.state, {_LIVE.format(row=row)}, 1) "
            "ON CONFLICT (state) DO UPDATE SET live = order_stats.live + excluded.live, "
            "version = order_stats.version + 1"
        )

    @staticmethod
    def _remove(row: str) -> str:
        """SQL taking ``row`` (if it was live) off its state."""
        return (
            f"UPDATE order_stats SET live = live - 1 "
            f"WHERE {row}.deleted_at IS NULL AND state = {row}.state"
        )

    @staticmethod
    def _touch(state_of: str, row: str) -> str:
        return (
            "UPDATE order_stats SET version = version + 1 "
            f"WHERE state = ({state_of.format(row=row)})"
        )

    def _bodies(self) -> list[tuple[str, str, str, str]]:
        """(trigger's table, SQL on INSERT, on UPDATE, on DELETE), with ``{NEW}``/``{OLD}``."""
        # A deleted order's state is counted nowhere: its removal moves the version itself.
        delete = f"{self._remove('OLD')}; {self._touch('SELECT OLD.state', 'OLD')}"
        made = [("orders", self._add("NEW"), f"{self._remove('OLD')}; {self._add('NEW')}", delete)]
        for table, state_of in _LINE_STATES:
            made.append(
                (table, self._touch(state_of, "NEW"), self._touch(state_of, "NEW"),
                 self._touch(state_of, "OLD"))
            )  # fmt: skip
        return made

    def triggers(self, dialect: str) -> list[str]:
        """The DDL of the triggers (and on PostgreSQL their functions)."""
        statements: list[str] = []
        for table, on_insert, on_update, on_delete in self._bodies():
            name = f"order_stats_{table}"
            if dialect == "sqlite":
                statements += [
                    f"CREATE TRIGGER {name}_{event} AFTER {event.upper()} ON {table} "
                    f"BEGIN {body}; END"
                    for event, body in (
                        ("insert", on_insert),
                        ("update", on_update),
                        ("delete", on_delete),
                    )
                ]
                continue
            statements += [
                f"CREATE OR REPLACE FUNCTION {name}() RETURNS trigger LANGUAGE plpgsql AS $$ "
                f"BEGIN IF TG_OP = 'INSERT' THEN {on_insert}; "
                f"ELSIF TG_OP = 'UPDATE' THEN {on_update}; ELSE {on_delete}; END IF; "
                "RETURN NULL; END $$",
                f"CREATE TRIGGER {name} AFTER INSERT OR UPDATE OR DELETE ON {table} "
                f"FOR EACH ROW EXECUTE FUNCTION {name}()",
            ]
        return statements

    def trigger_names(self, dialect: str) -> list[str]:
        tables = [table for table, _, _, _ in self._bodies()]
        if dialect == "sqlite":
            return [
                f"order_stats_{table}_{event}"
                for table in tables
                for event in ("insert", "update", "delete")
            ]
        return [f"order_stats_{table}" for table in tables]

    def drops(self, dialect: str) -> list[str]:
        if dialect == "sqlite":
            return [f"DROP TRIGGER IF EXISTS {name}" for name in self.trigger_names(dialect)]
        return [
            f"DROP TRIGGER IF EXISTS order_stats_{table} ON {table}"
            for table, _, _, _ in self._bodies()
        ]

    def recount(self, dialect: str, first_version: int | None = None) -> list[str]:
        """SQL counting the live orders afresh (the same on every ``dialect``): every counter
        kept moves its version by one, past what a process may have cached under it; a counter
        made here starts at ``first_version``, by default from the clock, past any version a
        process may have cached (a seed passes a fixed one to stay deterministic)."""
        fresh = int(time.time() * 1000) if first_version is None else int(first_version)
        return [
            "UPDATE order_stats SET live = 0, version = version + 1",
            "INSERT INTO order_stats (state, live, version) "
            f"SELECT state, count(*), {fresh} FROM orders "
            "WHERE orders.deleted_at IS NULL GROUP BY state "
            "ON CONFLICT (state) DO UPDATE SET live = excluded.live",
        ]


STATS: Final = StatsTriggers()


def rebuild(session: Session, first_version: int | None = None) -> None:
    """Recount from the orders table in ``session``'s transaction (after a bulk load into a
    store without the triggers, or for a database that lacks the rows): the recount the
    triggers' install runs (``StatsTriggers.recount``), with its ``first_version``."""
    session.flush()  # the orders this session wrote count
    connection = session.connection()
    for statement in STATS.recount(connection.dialect.name, first_version):
        connection.exec_driver_sql(statement)


_STATS = select(OrderStats.state, OrderStats.live, OrderStats.version)


def snapshot(session: Session) -> StatsSnapshot:
    """The counts and version; rebuilt once if a database has orders but no stats yet.

    Read on the session's connection with a statement built once: every order list asks.
    """
    session.flush()  # what this session wrote counts (a no-op when nothing is pending)
    rows = session.connection().execute(_STATS).all()
    if not rows and session.execute(select(Order.id).limit(1)).first() is not None:
        rebuild(session)
        rows = session.connection().execute(_STATS).all()
    return StatsSnapshot(
        live_by_state={state: int(live) for state, live, _ in rows},
        version=sum(int(version) for _, _, version in rows),
    )
