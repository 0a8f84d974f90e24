"""The demo seed writes its hand-made orders in bulk, computed in memory by the API's rules: a
store seeded so holds exactly the rows a store whose hand-made orders went through the API's own
code holds (``api_made_orders.py``), and the API answers the same order documents from both."""

from __future__ import annotations

import json
from collections.abc import Callable
from contextlib import nullcontext
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import Engine
from sqlalchemy.orm import Session

from storeadmin_gui.backend import order_counts
from storeadmin_gui.backend.app import create_app
from storeadmin_gui.backend.db import Base, make_engine
from storeadmin_gui.backend.formats import timestamp, utcnow
from storeadmin_gui.backend.models.order_blocks import BLOCK_COUNTS
from storeadmin_gui.backend.passwords import make_hasher
from storeadmin_gui.backend.seed import seed_demo
from storeadmin_gui.backend.seed_sales import DEMO_CARTS, DEMO_PLACED
from storeadmin_gui.backend.settings import DEMO_HISTORY_ORDERS, Settings
from tests.backend.api_made_orders import hand_made_through_the_api
from tests.backend.conftest import fast_settings, signed_in

# Argon2 hashes: salted afresh by each seed.
HASHES = {("users", "password"), ("users", "salt")}
# The counters of order lists: a count of 0 reads as no row (a list's total is the sum of its
# counters). An order's steps through the API left one behind for each combination it passed
# through and left; orders written in their final state pass through none. The same holds for
# the counts per block of a sort key (an order's total moved through blocks as items were added).
COUNTERS = (
    "order_counts",
    "order_day_counts",
    *(table.name for counts in BLOCK_COUNTS.values() for table in (counts.table, counts.groups)),
)


# The data version counts the row writes that made the orders (by trigger): the API's steps write
# each order many times, the bulk seed once. Only that it moves with every write is promised
# (tests/backend/test_stats_follow_writers.py); the live counts beside it must match.
WRITE_COUNTS = {("order_stats", "version")}
STORED_TIME = "%Y-%m-%d %H:%M:%S.%f"


def seeded(
    database_url: str, demo_orders: int, made_on: datetime, *, through_the_api: bool
) -> Settings:
    """A store made as the app makes a demo store (its counters' triggers installed first), its
    hand-made orders made in bulk or ``through_the_api``."""
    settings = fast_settings(database_url)
    engine = make_engine(settings.database_url)
    Base.metadata.create_all(engine)
    order_counts.install(engine)
    with (
        hand_made_through_the_api() if through_the_api else nullcontext(),
        Session(engine) as session,
    ):
        seed_demo(session, demo_orders, hasher=make_hasher(settings), made_on=made_on)
        session.commit()
    engine.dispose()
    return settings


TABLES = {
    "sqlite": "SELECT name FROM sqlite_master WHERE type = 'table'",
    "postgresql": "SELECT tablename FROM pg_tables WHERE schemaname = current_schema()",
}


def every_row(engine: Engine, seeding_moments: tuple[datetime, datetime]) -> dict[str, list[str]]:
    """Every table's rows (and on PostgreSQL where each sequence stands), password hashes and
    the moments the seed ran at masked."""
    earliest, latest = (moment.astimezone(UTC).strftime(STORED_TIME) for moment in seeding_moments)

    def masked(table: str, column: str, value: Any) -> Any:
        if (table, column) in HASHES:
            return "<hash>"
        if (table, column) in WRITE_COUNTS:
            return "<writes>"
        stored = value.strftime(STORED_TIME) if isinstance(value, datetime) else value
        if isinstance(stored, str) and earliest <= stored[:26] <= latest:
            return "<seeding>"
        return value

    tables: dict[str, list[str]] = {}
    with engine.connect() as connection:
        names = list(connection.exec_driver_sql(TABLES[engine.dialect.name]).scalars())
        for table in sorted(names):
            result = connection.exec_driver_sql(f'SELECT * FROM "{table}"')
            columns = list(result.keys())
            tables[table] = sorted(
                repr(
                    [
                        masked(table, column, value)
                        for column, value in zip(columns, row, strict=True)
                    ]
                )
                for row in result
                if not (table in COUNTERS and row.live == 0)
            )
        if engine.dialect.name == "postgresql":
            sequences = connection.exec_driver_sql(
                "SELECT sequencename, last_value FROM pg_sequences "
                "WHERE schemaname = current_schema()"
            )
            tables["<sequences>"] = sorted(repr(tuple(row)) for row in sequences)
    return tables


def assert_same_rows(reference_url: str, bulk_url: str, demo_orders: int) -> None:
    """A store whose hand-made orders went through the API's code, and one seeded in bulk, hold
    the same rows."""
    made_on = datetime(2026, 11, 27, 9, 30, tzinfo=UTC)
    started = utcnow() - timedelta(seconds=1)
    reference = seeded(reference_url, demo_orders, made_on, through_the_api=True)
    bulk = seeded(bulk_url, demo_orders, made_on, through_the_api=False)
    moments = (started, utcnow() + timedelta(seconds=1))
    engines = [make_engine(settings.database_url) for settings in (reference, bulk)]
    try:
        made_through_the_api, made_in_bulk = (every_row(engine, moments) for engine in engines)
    finally:
        for engine in engines:
            engine.dispose()
    assert len(made_in_bulk["orders"]) == DEMO_CARTS + DEMO_PLACED + demo_orders
    assert made_in_bulk.keys() == made_through_the_api.keys()
    differing = [
        table for table, rows in made_through_the_api.items() if made_in_bulk[table] != rows
    ]
    assert differing == []


@pytest.mark.parametrize("demo_orders", [0, DEMO_HISTORY_ORDERS])
def test_bulk_seed_holds_the_rows_the_api_made(tmp_path: Path, demo_orders: int) -> None:
    assert_same_rows(
        f"sqlite:///{tmp_path / 'api.db'}", f"sqlite:///{tmp_path / 'bulk.db'}", demo_orders
    )


def test_bulk_seed_holds_the_rows_the_api_made_on_postgresql(
    fresh_database: Callable[[], str],
) -> None:
    assert_same_rows(fresh_database(), fresh_database(), DEMO_HISTORY_ORDERS)


async def documents(settings: Settings) -> list[Any]:
    """Every hand-made order as the API answers it on its own, and the first page of the list."""
    app = create_app(settings)
    answers: list[Any] = []
    async with app.router.lifespan_context(app), signed_in(app) as http:
        listed = await http.get("/api/v1/orders/", params={"limit": 100, "sorting[id]": "asc"})
        assert listed.status_code == 200, listed.text
        answers.append(listed.json())
        for order_id in range(1, DEMO_CARTS + DEMO_PLACED + 1):
            response = await http.get(f"/api/v1/orders/{order_id}")
            assert response.status_code == 200, response.text
            answers.append(response.json())
    return answers


@pytest.mark.anyio
async def test_the_api_answers_the_same_orders_from_a_bulk_seed(tmp_path: Path) -> None:
    made_on = datetime(2026, 11, 27, 9, 30, tzinfo=UTC)
    started = utcnow() - timedelta(seconds=1)
    reference = seeded(f"sqlite:///{tmp_path / 'api.db'}", 0, made_on, through_the_api=True)
    bulk = seeded(f"sqlite:///{tmp_path / 'bulk.db'}", 0, made_on, through_the_api=False)
    window = (timestamp(started) or "", timestamp(utcnow() + timedelta(seconds=1)) or "")
    made_through_the_api, made_in_bulk = await documents(reference), await documents(bulk)
    assert len(made_in_bulk) == DEMO_CARTS + DEMO_PLACED + 1
    for before, after in zip(made_through_the_api, made_in_bulk, strict=True):
        assert masked(after, window) == masked(before, window)


def masked(document: Any, window: tuple[str, str]) -> str:
    """``document`` as JSON, the moments the seed ran at (a stock move's) masked."""

    def mask(value: Any) -> Any:
        if isinstance(value, dict):
            return {key: mask(item) for key, item in value.items()}
        if isinstance(value, list):
            return [mask(item) for item in value]
        if isinstance(value, str) and window[0] <= value <= window[1]:
            return "<seeding>"
        return value

    return json.dumps(mask(document), sort_keys=True, indent=1)
