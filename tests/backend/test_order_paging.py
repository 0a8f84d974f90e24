"""Deep pages of a large order list: served by seeking from cached checkpoints, they must hold
exactly the rows a plain ORDER BY ... OFFSET gives, and follow every write."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy import text

from storeadmin_gui.backend import order_paging
from storeadmin_gui.backend.db import make_engine
from storeadmin_gui.backend.order_paging import SEEK_MIN_OFFSET
from storeadmin_gui.backend.sales_loading import ADJUSTMENTS_ABOVE_UNITS
from storeadmin_gui.backend.settings import Settings
from tests.support.stores import StoreTemplates

from .block_pages import (
    assert_block_counts_right,
    assert_every_page_right,
    is_block_page,
    write_states_through_the_api,
    write_the_sort_keys_with_plain_sql,
)
from .statements import recording

pytestmark = pytest.mark.anyio

GENERATED = 2600
SORT_SQL = {
    ("id", "desc"): "id DESC",
    ("id", "asc"): "id ASC",
    ("total", "desc"): "total DESC, id DESC",
    ("total", "asc"): "total ASC, id ASC",
    ("createdAt", "asc"): "created_at ASC, id ASC",
    ("updatedAt", "desc"): "updated_at DESC, id DESC",
}


@pytest.fixture
def settings(store_templates: StoreTemplates, tmp_path: Path) -> Settings:
    """A fresh copy of a demo store with a few thousand generated orders."""
    return store_templates.fresh_settings(tmp_path / "store.db", demo_orders=GENERATED)


def expected_ids(
    settings: Settings, order_by: str, offset: int, limit: int, where: str = ""
) -> list[int]:
    engine = make_engine(settings.database_url)
    with engine.connect() as connection:
        rows = connection.execute(
            text(
                f"SELECT id FROM orders WHERE deleted_at IS NULL {where} "
                f"ORDER BY {order_by} LIMIT :limit OFFSET :offset"
            ),
            {"limit": limit, "offset": offset},
        )
        ids = [row.id for row in rows]
    engine.dispose()
    return ids


async def page_ids(client: httpx.AsyncClient, **params: Any) -> list[int]:
    """The page's ids, asked twice: a deep page is served by OFFSET first, then by seeking."""
    answers = []
    for _ in range(2):
        response = await client.get("/api/v1/orders/", params=params)
        assert response.status_code == 200, response.text
        answers.append([order["id"] for order in response.json()["_embedded"]["items"]])
    assert answers[0] == answers[1]
    return answers[1]


@pytest.mark.parametrize(("field", "direction"), list(SORT_SQL))
async def test_deep_pages_match_a_plain_offset(
    client: httpx.AsyncClient, settings: Settings, field: str, direction: str
) -> None:
    order_by = SORT_SQL[(field, direction)]
    for page in (1, SEEK_MIN_OFFSET // 10 + 1, 231, 259):
        ids = await page_ids(client, page=page, limit=10, **{f"sorting[{field}]": direction})
        assert ids == expected_ids(settings, order_by, (page - 1) * 10, 10), page
    last = await client.get("/api/v1/orders/", params={"page": 10_000, "limit": 7})
    body = last.json()
    assert body["page"] == body["pages"]
    assert body["total"] == GENERATED + 40
    assert len(body["_embedded"]["items"]) == body["total"] - 7 * (body["pages"] - 1)


async def test_deep_pages_follow_writes(client: httpx.AsyncClient, settings: Settings) -> None:
    before = await page_ids(client, page=240, limit=10)
    assert before == expected_ids(settings, "id DESC", 2390, 10)
    newest = (await page_ids(client, page=1, limit=1))[0]
    assert (await client.delete(f"/api/v1/orders/{newest}")).status_code == 204
    after = await page_ids(client, page=240, limit=10)
    assert after == expected_ids(settings, "id DESC", 2390, 10)
    assert after[:-1] == before[1:]  # everything moved up by one
    created = await client.post("/api/v1/orders/", json={"channel": "WEB", "localeCode": "en_US"})
    assert created.status_code == 201
    assert await page_ids(client, page=240, limit=10) == before[:1] + after[:-1]


async def test_a_deep_page_seeks_from_the_counts_per_block_at_once_and_after_a_write(
    app: FastAPI, client: httpx.AsyncClient, settings: Settings
) -> None:
    """No walk over the rows before it, even the first time and right after a write."""
    with recording(app.state.engine, is_block_page) as block_pages:
        for sorting in ({}, {"sorting[total]": "desc"}, {"sorting[total]": "asc"}):
            for _ in range(2):
                response = await client.get("/api/v1/orders/", params={**sorting, "page": 211})
                assert response.status_code == 200, response.text
                ids = [order["id"] for order in response.json()["_embedded"]["items"]]
                order_by = SORT_SQL[
                    ("total", sorting["sorting[total]"]) if sorting else ("id", "desc")
                ]
                assert ids == expected_ids(settings, order_by, 2100, 10)
                created = await client.post(
                    "/api/v1/orders/", json={"channel": "WEB", "localeCode": "en_US"}
                )
                assert created.status_code == 201
    assert len(block_pages.seen) == 6


async def test_every_page_of_the_counted_lists_follows_writes(
    app: FastAPI,
    client: httpx.AsyncClient,
    settings: Settings,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(order_paging, "SEEK_MIN_OFFSET", 0)  # every page through the counts
    with recording(app.state.engine, is_block_page) as block_pages:
        await assert_every_page_right(client, settings.database_url, block_pages, limit=97)
        await write_states_through_the_api(client)
        assert_block_counts_right(app.state.engine)
        await assert_every_page_right(client, settings.database_url, block_pages, limit=97)
        write_the_sort_keys_with_plain_sql(settings.database_url)
        assert_block_counts_right(app.state.engine)
        await assert_every_page_right(client, settings.database_url, block_pages, limit=97)


async def test_deep_pages_of_a_filtered_list(client: httpx.AsyncClient, settings: Settings) -> None:
    # Every placed order's number is zero-padded: a filter that keeps some 2,200 of them.
    response = await client.get(
        "/api/v1/orders/", params={"criteria[number]": "0", "page": 215, "limit": 10}
    )
    body = response.json()
    where = "AND number LIKE '%0%'"
    assert body["total"] == len(expected_ids(settings, "id", 0, 100_000, where)) > 2150
    ids = [order["id"] for order in body["_embedded"]["items"]]
    assert ids == expected_ids(settings, "id DESC", 2140, 10, where)
    assert all("0" in order["number"] for order in body["_embedded"]["items"])
    customer = body["_embedded"]["items"][0]["email"]
    filtered = await client.get(
        "/api/v1/orders/", params={"criteria[customer]": customer, "limit": 100}
    )
    assert filtered.json()["total"] == len(
        expected_ids(
            settings,
            "id",
            0,
            100_000,
            f"AND customer_id IN (SELECT id FROM customers WHERE email = '{customer}')",
        )
    )


def test_a_list_page_finds_its_orders_adjustments_through_the_orders(settings: Settings) -> None:
    """Not by walking the index of adjustments without a unit (most of every order's): that walk
    grows with the store, and made every list page of 100,000 orders cost tens of milliseconds."""
    engine = make_engine(settings.database_url)
    with engine.connect() as connection:
        statement = ADJUSTMENTS_ABOVE_UNITS.params(ids=[1, 2, 3]).compile(
            connection, compile_kwargs={"literal_binds": True}
        )
        plan = [row[-1] for row in connection.exec_driver_sql(f"EXPLAIN QUERY PLAN {statement}")]
    engine.dispose()
    assert any("USING INDEX ix_adjustments_order_id" in step for step in plan), plan


@pytest.mark.parametrize(
    ("field", "direction", "order_by"),
    [
        ("number", "desc", "number IS NULL, number DESC, id DESC"),
        ("number", "asc", "number IS NOT NULL, number ASC, id ASC"),
        (
            "checkout_completed_at",
            "desc",
            "checkout_completed_at IS NULL, checkout_completed_at DESC, id DESC",
        ),
    ],
)
async def test_pages_near_the_end_match_a_plain_offset_nulls_included(
    client: httpx.AsyncClient, settings: Settings, field: str, direction: str, order_by: str
) -> None:
    """The second half of a list is read from its far end: carts (no number, no checkout date)
    stay where a plain ORDER BY puts them, and the last page is cut where the list ends."""
    total = (await client.get("/api/v1/orders/", params={"limit": 1})).json()["total"]
    pages = -(-total // 9)
    for page in (pages // 2, pages // 2 + 1, pages - 1, pages):
        response = await client.get(
            "/api/v1/orders/", params={"page": page, "limit": 9, f"sorting[{field}]": direction}
        )
        ids = [order["id"] for order in response.json()["_embedded"]["items"]]
        assert ids == expected_ids(settings, order_by, (page - 1) * 9, 9), page
    assert len(ids) == total - 9 * (pages - 1)
