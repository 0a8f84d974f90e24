"""Pages of the lists counted per block of their sort key (``models.order_blocks``) checked
against a plain ORDER BY ... OFFSET over the same rows, and the counts against a recount of the
orders; shared by the SQLite and PostgreSQL tests."""

from __future__ import annotations

from collections import Counter
from typing import Any

import httpx
from sqlalchemy import Engine, text

from storeadmin_gui.backend.db import make_engine
from storeadmin_gui.backend.models.order_blocks import BLOCK_COUNTS, GROUP

from .order_steps import AWAITING, cancel
from .statements import Recorded

# Each counted list: its criteria and the same as SQL.
LISTS: dict[str, tuple[dict[str, str], str]] = {
    "every order": ({}, ""),
    "state fulfilled": ({"criteria[state]": "fulfilled"}, "AND state = 'fulfilled'"),
    "state cart": ({"criteria[state]": "cart"}, "AND state = 'cart'"),
    "payment paid": ({"criteria[payment_state]": "paid"}, "AND payment_state = 'paid'"),
}
SORTS = {
    ("id", "desc"): "id DESC",
    ("id", "asc"): "id ASC",
    ("total", "desc"): "total DESC, id DESC",
    ("total", "asc"): "total ASC, id ASC",
}


def is_block_page(statement: str) -> bool:
    """A page found by the counts per block (their running sum)."""
    return "order_blocks_" in statement and "orders.id" in statement


def expected_ids(database_url: str, where: str, order_by: str) -> list[int]:
    """The whole list, by a plain query of the orders."""
    engine = make_engine(database_url)
    try:
        with engine.connect() as connection:
            found = connection.execute(
                text(f"SELECT id FROM orders WHERE deleted_at IS NULL {where} ORDER BY {order_by}")
            )
            return [int(row[0]) for row in found]
    finally:
        engine.dispose()


async def assert_every_page_right(
    client: httpx.AsyncClient, database_url: str, block_pages: Recorded, limit: int
) -> None:
    """Every page of every counted list and sort, as the plain query pages it; each page found
    through the counts per block (``block_pages`` records those statements)."""
    for name, (criteria, where) in LISTS.items():
        for (sort, direction), order_by in SORTS.items():
            whole = expected_ids(database_url, where, order_by)
            assert whole, name
            pages = -(-len(whole) // limit)
            for page in range(1, pages + 1):
                before = len(block_pages.seen)
                params: dict[str, str | int] = {
                    **criteria,
                    f"sorting[{sort}]": direction,
                    "limit": limit,
                    "page": page,
                }
                response = await client.get("/api/v1/orders/", params=params)
                assert response.status_code == 200, response.text
                body = response.json()
                assert body["total"] == len(whole), (
                    name,
                    sort,
                    direction,
                    body["total"],
                    len(whole),
                )
                ids = [int(item["id"]) for item in body["_embedded"]["items"]]
                start = (page - 1) * limit
                assert ids == whole[start : start + limit], (name, sort, direction, page)
                # Found through the counts (run twice when the read on the driver's connection
                # met an order whose document a plain-SQL write left to render, and the request
                # was read again through the session).
                assert len(block_pages.seen) > before, (name, sort, direction, page)


async def write_states_through_the_api(client: httpx.AsyncClient) -> None:
    """New orders, orders deleted, an order cancelled (its state and payment state move)."""
    for _ in range(3):
        created = await client.post(
            "/api/v1/orders/", json={"channel": "WEB", "localeCode": "en_US"}
        )
        assert created.status_code == 201, created.text
    deletions: list[dict[str, str | int]] = [
        {"limit": 1},
        {"sorting[total]": "desc", "page": 200, "limit": 1},
    ]
    for params in deletions:
        listed = (await client.get("/api/v1/orders/", params=params)).json()
        order_id = listed["_embedded"]["items"][0]["id"]
        assert (await client.delete(f"/api/v1/orders/{order_id}")).status_code == 204
    awaiting = await client.get(
        "/api/v1/orders/",
        params={**{f"criteria[{name}]": value for name, value in AWAITING.items()}, "limit": 1},
    )
    order_id = awaiting.json()["_embedded"]["items"][0]["id"]
    cancelled = await cancel(client, order_id)
    assert cancelled.is_success, cancelled.text


def assert_block_counts_right(engine: Engine) -> None:
    """Every count per block equals the live orders in that block, counted here in Python."""
    with engine.connect() as connection:
        orders = connection.execute(
            text("SELECT id, total, state, payment_state FROM orders WHERE deleted_at IS NULL")
        ).all()
        for (column, sort), counts in BLOCK_COUNTS.items():
            for table, width in (
                (counts.table, counts.width),
                (counts.groups, counts.width * GROUP),
            ):
                expected: Counter[tuple[Any, ...]] = Counter()
                for order in orders:
                    block = getattr(order, sort) // width  # floor division, as stored
                    expected[(getattr(order, column), block) if column else (block,)] += 1
                keys = f"{column}, block" if column else "block"
                stored = Counter(
                    {
                        tuple(row[:-1]): row[-1]
                        for row in connection.execute(
                            text(f"SELECT {keys}, live FROM {table.name} WHERE live <> 0")
                        )
                    }
                )
                assert stored == expected, table.name


def write_the_sort_keys_with_plain_sql(database_url: str) -> None:
    """Another writer than the app: totals moved across blocks (below zero too), an order
    inserted and deleted (the lists' lengths as ``order_stats`` has them)."""
    engine = make_engine(database_url)
    try:
        with engine.begin() as connection:
            ids = [
                int(row[0])
                for row in connection.execute(
                    text("SELECT id FROM orders WHERE deleted_at IS NULL ORDER BY id")
                )
            ]
            moves = {ids[0]: -1, ids[1]: -100, ids[2]: -101, ids[3]: 0, ids[4]: 99, ids[5]: 100}
            moves[ids[-1]] = 10**7
            for order_id, total in moves.items():
                connection.execute(
                    text("UPDATE orders SET total = :total WHERE id = :id"),
                    {"total": total, "id": order_id},
                )
            connection.execute(
                text("UPDATE orders SET total = total + 250 WHERE id % 7 = 0"),
            )
            copied = (
                "channel_id, customer_id, locale_code, currency_code, state, checkout_state, "
                "payment_state, shipping_state, items_total, adjustments_total, total, "
                "payments, shipments, created_at, updated_at"
            )
            connection.execute(  # a copy without a number, then deleted
                text(f"INSERT INTO orders ({copied}) SELECT {copied} FROM orders WHERE id = :id"),
                {"id": ids[6]},
            )
            newest = connection.execute(text("SELECT max(id) FROM orders")).scalar_one()
            connection.execute(text("DELETE FROM orders WHERE id = :id"), {"id": newest})
            # What every writer of the store does (``order_stats``): the caches see a new version.
            connection.execute(text("UPDATE order_stats SET version = version + 1"))
    finally:
        engine.dispose()
