"""The order list and orders read on the database driver's connection (``driver_reads.py``) answer
byte for byte what the routes answer through the ORM session, on one store read both ways: every
sort, filter and kind of page, orders with and without stored documents, after every kind of
write, on SQLite (where they are read on the event loop) and on PostgreSQL (on a worker)."""

from __future__ import annotations

import contextlib
import dataclasses
import sqlite3
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy import event, text

from storeadmin_gui.backend import driver_reads, hot_reads
from storeadmin_gui.backend.app import create_app
from storeadmin_gui.backend.driver_reads import DriverReader
from storeadmin_gui.backend.sales_common import ORDER_SORT_FIELDS, SORT_FIELDS
from storeadmin_gui.backend.settings import Settings
from tests.support.stores import StoreTemplates

from .conftest import fast_settings, signed_in
from .document_writes import documents_built, every_kind_of_write, write_with_plain_sql
from .postgres import fresh_database  # noqa: F401  (the fixture)

pytestmark = pytest.mark.anyio

GENERATED = 2600  # with the demo's own: 264 pages of ten, deep enough to seek from checkpoints
PAGES = (1, 2, 132, 150, 230, 230, 10_000)  # first, middle, second half, deep (twice), past last
FILTERS: tuple[dict[str, str], ...] = (
    {"criteria[state]": "new"},
    {"criteria[state]": "cart"},
    {"criteria[state]": "fulfilled", "sorting[total]": "asc"},
    {"criteria[state]": "new,cancelled"},
    {"criteria[number]": "0"},
    {"criteria[number]": "00012"},
    {"criteria[number]": "7", "criteria[state]": "new"},
    {"criteria[customer]": "EXAMPLE"},
    {"criteria[channel]": "WEB", "sorting[createdAt]": "desc"},
    {"criteria[channel]": "NOPE"},
    {"criteria[payment_state]": "awaiting_payment", "sorting[number]": "asc"},
    {"criteria[payment_state]": "paid", "criteria[shipping_state]": "shipped"},
    {"criteria[date_from]": "2026-01-01", "criteria[date_to]": "2026-03-31"},
    {"criteria[date_from]": "2026-02-01", "sorting[checkout_completed_at]": "desc"},
    {"criteria[date_to]": "2025-12-31", "sorting[updatedAt]": "asc"},
    {"criteria[nothing]": "x"},
    {"page": "0"},
    {"limit": "abc"},
    {"sorting[nothing]": "asc"},
)


@dataclasses.dataclass
class TwoWays:
    """One store served twice: reads on the driver, and reads through the ORM session alone."""

    driver_app: FastAPI
    driver: httpx.AsyncClient
    orm: httpx.AsyncClient


@contextlib.asynccontextmanager
async def two_ways(settings: Settings) -> AsyncIterator[TwoWays]:
    # No read cache: every request is read, one way or the other.
    driver_app = create_app(dataclasses.replace(settings, read_cache=False))
    orm_app = create_app(dataclasses.replace(settings, read_cache=False, hot_reads=False))
    async with (
        driver_app.router.lifespan_context(driver_app),
        orm_app.router.lifespan_context(orm_app),
    ):
        await documents_built(driver_app)
        async with signed_in(driver_app) as driver, signed_in(orm_app) as orm:
            yield TwoWays(driver_app, driver, orm)


def list_targets(extensions: bool) -> list[tuple[str, dict[str, str]]]:
    fields = ORDER_SORT_FIELDS if extensions else SORT_FIELDS
    targets: list[dict[str, str]] = [{}]
    for field in fields:
        for direction in ("asc", "desc"):
            for page in PAGES:
                targets.append({f"sorting[{field}]": direction, "page": str(page)})
    targets += [{"limit": str(limit), "page": "3"} for limit in (1, 37, 100)]
    targets += [{"sorting[total]": "desc", "sorting[id]": "asc", "page": "200"}]
    for criteria in FILTERS:
        targets += [criteria, {**criteria, "page": "2", "limit": "5"}, {**criteria, "page": "999"}]
    return [("/api/v1/orders/", params) for params in targets]


async def assert_same_answers(
    ways: TwoWays, targets: list[tuple[str, dict[str, str]]], what: str
) -> list[tuple[str, dict[str, str]]]:
    """Both ways answer every target alike, byte for byte; the targets answered 200 that the
    driver did not answer alone (SQLAlchemy ran a statement of their answer)."""
    engine = ways.driver_app.state.engine
    not_on_driver = []
    for path, params in targets:
        through_sqlalchemy: list[str] = []

        def seen(_connection: Any, _cursor: Any, statement: str, *_args: Any) -> None:
            through_sqlalchemy.append(statement)  # noqa: B023  (used at once)

        event.listen(engine, "before_cursor_execute", seen)
        try:
            driver = await ways.driver.get(path, params=params)
        finally:
            event.remove(engine, "before_cursor_execute", seen)
        orm = await ways.orm.get(path, params=params)
        assert (driver.status_code, driver.headers["content-type"]) == (
            orm.status_code,
            orm.headers["content-type"],
        ), (what, path, params, driver.text)
        assert driver.content == orm.content, (what, path, params)
        if driver.status_code == 200 and through_sqlalchemy:
            not_on_driver.append((path, params))
    return not_on_driver


def order_targets(order_ids: list[int]) -> list[tuple[str, dict[str, str]]]:
    return [(f"/api/v1/orders/{order_id}", {}) for order_id in order_ids]


@pytest.fixture
def settings(store_templates: StoreTemplates, tmp_path: Path) -> Settings:
    return store_templates.fresh_settings(tmp_path / "store.db", demo_orders=GENERATED)


def some_order_ids(settings: Settings, count: int = 25) -> list[int]:
    database = settings.database_url.removeprefix("sqlite:///")
    with contextlib.closing(sqlite3.connect(database)) as connection:
        rows = connection.execute(
            "SELECT id FROM orders ORDER BY id * 7919 % 1009 LIMIT ?", (count,)
        ).fetchall()
    return [int(order_id) for (order_id,) in rows]


def with_stored_documents(settings: Settings, order_ids: list[int]) -> list[int]:
    """Of ``order_ids``, the orders whose own document is stored and current."""
    database = settings.database_url.removeprefix("sqlite:///")
    with contextlib.closing(sqlite3.connect(database)) as connection:
        return [
            order_id
            for order_id in order_ids
            if connection.execute(
                "SELECT 1 FROM order_documents WHERE order_id = ? AND NOT pending "
                "AND full IS NOT NULL",
                (order_id,),
            ).fetchone()
        ]


@pytest.mark.parametrize("extensions", [True, False])
async def test_every_list_and_order_reads_alike_both_ways(
    settings: Settings, extensions: bool
) -> None:
    async with two_ways(dataclasses.replace(settings, extensions=extensions)) as ways:
        # Every answer of the driver's own: none fell back to the session.
        assert await assert_same_answers(ways, list_targets(extensions), "lists") == []
        orders = [
            *order_targets([*some_order_ids(settings), 999_999_999]),
            ("/api/v1/orders/not-a-number", {}),
            ("/api/v1/orders/0", {}),
        ]
        assert await assert_same_answers(ways, orders, "orders") == []


async def test_reads_alike_after_every_kind_of_write(settings: Settings) -> None:
    async with two_ways(settings) as ways:
        first_pages = [
            ("/api/v1/orders/", {}),
            ("/api/v1/orders/", {"sorting[updatedAt]": "desc"}),
            ("/api/v1/orders/", {"sorting[total]": "desc", "page": "230"}),
            ("/api/v1/orders/", {"criteria[state]": "cart"}),
            ("/api/v1/orders/", {"page": "10000"}),
        ]

        async def check(what: str, order_ids: list[int]) -> None:
            # The first page and order read after the write, then once more; an order whose
            # document is not stored (thousands of units) is rendered the session's way (then
            # kept rendered, for a while).
            stored = with_stored_documents(settings, order_ids)
            rendered = {
                f"/api/v1/orders/{order_id}" for order_id in order_ids if order_id not in stored
            }
            for _ in range(2):
                not_on_driver = await assert_same_answers(
                    ways, [*order_targets(order_ids), *first_pages], what
                )
                assert {path for path, _ in not_on_driver} <= rendered, what

        await every_kind_of_write(ways.driver, check)
        newest = (await ways.driver.get("/api/v1/orders/", params={"limit": 1})).json()
        order_id = newest["_embedded"]["items"][0]["id"]
        assert (await ways.driver.delete(f"/api/v1/orders/{order_id}")).status_code == 204
        assert await assert_same_answers(ways, order_targets([order_id]), "deleted") == []
        await check("an order deleted", [])
        # Orders written past the app (plain SQL): their documents are pending, and such an
        # order is answered the session's way, from its rows.
        written = write_with_plain_sql(settings.database_url)
        await assert_same_answers(ways, [*order_targets(written), *first_pages], "plain SQL")


async def test_reads_without_a_usable_driver_read_fall_back_to_the_session(
    settings: Settings,
) -> None:
    """A statement the driver read does not take leaves the request to the session's way."""
    async with two_ways(settings) as ways:
        run = DriverReader.run
        failures = 0

        def refusing(reader: DriverReader, statement: str, values: Any) -> Any:
            nonlocal failures
            failures += 1
            raise RuntimeError("the driver read failed")

        DriverReader.run = refusing  # type: ignore[method-assign,assignment]
        try:
            targets = [("/api/v1/orders/", {"page": "7"}), *order_targets([3])]
            assert await assert_same_answers(ways, targets, "refused") == targets
        finally:
            DriverReader.run = run  # type: ignore[method-assign]
        assert failures >= 2


async def test_a_long_read_is_stopped_on_the_loop_and_made_on_a_worker(
    settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    """No client waits on the loop for another's long read: past ``LOOP_READ_SECONDS`` a
    statement is stopped and the request read on a worker, with the same answer."""
    monkeypatch.setattr(driver_reads, "LOOP_READ_SECONDS", 1.0)  # whatever the machine's load
    on_worker: list[str] = []
    answer = hot_reads.answer

    async def counted(scope: Any, receive: Any, send: Any) -> bool:
        on_worker.append(scope["path"])
        return await answer(scope, receive, send)

    monkeypatch.setattr(hot_reads, "answer", counted)
    async with two_ways(settings) as ways:
        deep = ("/api/v1/orders/", {"page": "230"})
        # An order and a deep page, the first time (read backwards from the end): on the loop.
        assert await assert_same_answers(ways, [*order_targets([5]), deep], "near") == []
        assert on_worker == []
        # Asked again, the deep page's checkpoints are made: a pass over every order, past a
        # deadline of no time at all.
        monkeypatch.setattr(driver_reads, "LOOP_READ_SECONDS", 0.0)
        assert await assert_same_answers(ways, [deep], "checkpoints") == []
        assert on_worker == ["/api/v1/orders/"]


async def test_postgresql_reads_alike_both_ways(
    fresh_database: Callable[[], str],  # noqa: F811
) -> None:
    database_url = fresh_database()
    settings = fast_settings(database_url, demo=True, demo_orders=GENERATED)
    async with two_ways(settings) as ways:
        with ways.driver_app.state.engine.connect() as connection:
            order_ids = list(
                connection.execute(
                    text("SELECT id FROM orders ORDER BY id * 7919 % 1009 LIMIT 15")
                ).scalars()
            )
        assert await assert_same_answers(ways, list_targets(True), "lists") == []
        assert await assert_same_answers(ways, order_targets(order_ids), "orders") == []

        async def check(what: str, changed: list[int]) -> None:
            pages = [("/api/v1/orders/", {}), ("/api/v1/orders/", {"sorting[updatedAt]": "desc"})]
            not_on_driver = await assert_same_answers(ways, [*order_targets(changed), *pages], what)
            # The pages always; an order whose document is not stored is rendered from its rows.
            assert [path for path, _ in not_on_driver if path == "/api/v1/orders/"] == [], what

        await every_kind_of_write(ways.driver, check)
