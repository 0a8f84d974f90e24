"""Cheap order counts and a data version, maintained in the same transaction as every order write.

A list of 100,000 orders must not COUNT(*) the table per request (its cost grows with the table:
docs/benchmarks.md). Every write to an order calls ``bump`` in its own transaction; a list reads
the few rows of ``order_stats`` instead. The version (the sum of the per-state versions, which only
grow) changes with every committed write, so per-process caches keyed on it are never stale, even
when several server processes share one database.
"""

from __future__ import annotations

import importlib
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from sqlalchemy import func, insert, select, update
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


# Dialects with INSERT ... ON CONFLICT: the counter row is made or bumped in one atomic statement.
_UPSERT_DIALECTS = frozenset({"postgresql", "sqlite"})


def _upsert_for(dialect_name: str) -> Callable[..., Any] | None:
    """The dialect's own ``insert`` (imported on use: SQLite never loads the PostgreSQL one)."""
    if dialect_name not in _UPSERT_DIALECTS:
        return None
    upsert: Callable[..., Any] = importlib.import_module(
        f"sqlalchemy.dialects.{dialect_name}"
    ).insert
    return upsert


def bump(session: Session, state: str, live_delta: int = 0) -> None:
    """Record a write to an order in ``state``; ``live_delta`` +1 on create, -1 on soft delete.

    The first writes of a state race to create its row: a plain UPDATE-then-INSERT lets two
    transactions both find no row and the later INSERT fail on the key (PostgreSQL), so dialects
    that can upsert do it in one statement that waits for the rival row and then bumps it.
    """
    upsert = _upsert_for(session.get_bind().dialect.name)
    if upsert is not None:
        statement = upsert(OrderStats).values(state=state, live=live_delta, version=1)
        session.execute(
            statement.on_conflict_do_update(
                index_elements=[OrderStats.state],
                set_={"live": OrderStats.live + live_delta, "version": OrderStats.version + 1},
            )
        )
        return
    updated = session.execute(
        update(OrderStats)
        .where(OrderStats.state == state)
        .values(live=OrderStats.live + live_delta, version=OrderStats.version + 1)
    )
    if getattr(updated, "rowcount", 0) == 0:
        session.execute(insert(OrderStats).values(state=state, live=live_delta, version=1))


def rebuild(session: Session, first_version: int | None = None) -> None:
    """Recount from the orders table (after a bulk load, or for a database that lacks the rows).

    Counters made afresh start at ``first_version``, by default past any version a running
    process may have cached under (clock based); a seed passes a fixed one to stay deterministic.
    """
    counts = dict(
        session.execute(
            select(Order.state, func.count())
            .where(Order.deleted_at.is_(None))
            .group_by(Order.state)
        ).all()
    )
    known = dict(session.execute(select(OrderStats.state, OrderStats.version)).all())
    for state in set(counts) | set(known):
        live = int(counts.get(state, 0))
        if state in known:
            session.execute(
                update(OrderStats)
                .where(OrderStats.state == state)
                .values(live=live, version=OrderStats.version + 1)
            )
        else:
            fresh = int(time.time() * 1000) if first_version is None else first_version
            session.execute(insert(OrderStats).values(state=state, live=live, version=fresh))


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
