"""What the order counters (``order_counts``, ``order_day_counts``, ``order_stats``) must hold,
recounted here in Python from the orders themselves; shared by the SQLite and PostgreSQL tests."""

from __future__ import annotations

from collections import Counter
from typing import Any

from sqlalchemy import Engine, text

EQUALITIES = ("state", "payment_state", "shipping_state", "channel_id")


def _day(moment: Any) -> str:
    if moment is None:
        return ""
    return str(moment)[:10]  # text on SQLite, a datetime on PostgreSQL: both start YYYY-MM-DD


def expected_counters(engine: Engine) -> tuple[Counter[tuple[Any, ...]], Counter[tuple[Any, ...]]]:
    """Live orders per (state, payment, shipping, channel, customer or 0) and per (day, ...)."""
    by_filters: Counter[tuple[Any, ...]] = Counter()
    by_day: Counter[tuple[Any, ...]] = Counter()
    with engine.connect() as connection:
        rows = connection.execute(
            text(
                "SELECT state, payment_state, shipping_state, channel_id, customer_id, "
                "checkout_completed_at FROM orders WHERE deleted_at IS NULL"
            )
        )
        for state, payment, shipping, channel, customer, checkout in rows:
            by_filters[(state, payment, shipping, channel, customer or 0)] += 1
            by_day[(_day(checkout), state, payment, shipping, channel)] += 1
    return by_filters, by_day


def stored_counters(engine: Engine) -> tuple[Counter[tuple[Any, ...]], Counter[tuple[Any, ...]]]:
    """The counters as the database keeps them (rows at zero left out)."""
    columns = ", ".join(EQUALITIES)
    with engine.connect() as connection:
        by_filters = Counter(
            {
                tuple(row[:-1]): row[-1]
                for row in connection.execute(
                    text(f"SELECT {columns}, customer_id, live FROM order_counts WHERE live <> 0")
                )
            }
        )
        by_day = Counter(
            {
                tuple(row[:-1]): row[-1]
                for row in connection.execute(
                    text(f"SELECT day, {columns}, live FROM order_day_counts WHERE live <> 0")
                )
            }
        )
    return by_filters, by_day


def live_per_state(engine: Engine) -> tuple[dict[str, int], dict[str, int]]:
    """Live orders per state, counted and as ``order_stats`` keeps them (rows at zero left out)."""
    with engine.connect() as connection:
        counted = connection.execute(
            text("SELECT state, count(*) FROM orders WHERE deleted_at IS NULL GROUP BY state")
        )
        kept = connection.execute(text("SELECT state, live FROM order_stats WHERE live <> 0"))
        return {state: int(n) for state, n in counted}, {state: int(n) for state, n in kept}


def assert_counters_right(engine: Engine) -> None:
    expected = expected_counters(engine)
    assert sum(expected[0].values()) > 0
    assert stored_counters(engine) == expected
    counted, kept = live_per_state(engine)
    assert kept == counted
