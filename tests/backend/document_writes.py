"""Writes of every kind that change what an order document shows, made as a user would (and, on
SQLite, by another connection with plain SQL), each followed by the check that the stored
documents answer byte for byte what the order's rows render now."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import Any

import httpx
import orjson
from fastapi import FastAPI
from sqlalchemy import Engine, create_engine, text
from sqlalchemy.orm import Session

from storeadmin_gui.backend.order_views import order_documents
from tests.support.waits import sized_seconds

from .order_steps import AWAITING, PAID_NOT_SENT, SENT_NOT_PAID, an_order, cancel, complete, ship

CANDLE = "SOY_CANDLE_FIG"


async def documents_built(app: FastAPI, most_seconds: float = 60) -> None:
    """Waits for the end of the build of the documents the start found pending
    (``document_build.py``)."""
    finished = app.state.document_build.finished
    assert await asyncio.to_thread(finished.wait, sized_seconds(most_seconds)), "the build went on"


def stored_documents(app: FastAPI) -> tuple[int, int, int]:
    """How many orders have current stored documents, how many are pending, and how many
    orders there are."""
    return document_counts(app.state.engine)


def document_counts(engine: Engine) -> tuple[int, int, int]:
    """``stored_documents`` of the store of ``engine``."""
    with engine.connect() as connection:
        ready, pending = connection.execute(
            text(
                "SELECT count(*) FILTER (WHERE NOT pending), count(*) FILTER (WHERE pending) "
                "FROM order_documents"
            )
        ).one()
        orders = connection.execute(text("SELECT count(*) FROM orders")).scalar_one()
    return int(ready), int(pending), int(orders)


async def assert_answers_as_rendered(
    sessions: Callable[[], Session], client: httpx.AsyncClient, order_ids: list[int], what: str
) -> None:
    """Every page of the order list and each of ``order_ids`` read whole: the very bytes the
    orders' rows render now (``order_views.order_documents``, no stored document), as read by a
    session of ``sessions`` (on the store ``client`` asks)."""
    page = 1
    while True:
        response = await client.get("/api/v1/orders/", params={"limit": 100, "page": page})
        assert response.status_code == 200, (what, response.text)
        listed = orjson.loads(response.content)
        assert orjson.dumps(listed) == response.content, what
        items = listed["_embedded"]["items"]
        with sessions() as session:
            fresh = order_documents(session, [item["id"] for item in items], in_list=True)
        assert orjson.dumps(items) == orjson.dumps(fresh), (what, page)
        if page >= listed["pages"]:
            break
        page += 1
    for order_id in order_ids:
        response = await client.get(f"/api/v1/orders/{order_id}")
        assert response.status_code == 200, (what, response.text)
        with sessions() as session:
            (document,) = order_documents(session, [order_id])
        assert response.content == orjson.dumps(document), (what, order_id)


def _ok(response: httpx.Response, what: str) -> Any:
    assert response.status_code in (200, 201, 204), (what, response.status_code, response.text)
    return response.json() if response.content else None


async def every_kind_of_write(
    client: httpx.AsyncClient, check: Callable[[str, list[int]], Awaitable[None]]
) -> None:
    """Writes through the API that change what order documents show; after each, ``check(what,
    the orders it changed)``."""
    customers = _ok(await client.get("/api/v1/customers/", params={"limit": 1}), "customers")
    email = customers["_embedded"]["items"][0]["email"]
    cart = _ok(
        await client.post(
            "/api/v1/carts/", json={"customer": email, "channel": "WEB", "localeCode": "en_US"}
        ),
        "new cart",
    )
    await check("a new cart", [cart["id"]])
    cart_item = _ok(
        await client.post(
            f"/api/v1/carts/{cart['id']}/items/", json={"variant": CANDLE, "quantity": 1}
        ),
        "cart item",
    )
    await check("a cart item added", [cart["id"]])
    _ok(
        await client.patch(
            f"/api/v1/carts/{cart['id']}/items/{cart_item['id']}", json={"quantity": 3}
        ),
        "cart item quantity",
    )
    await check("a cart item's quantity changed", [cart["id"]])
    candle_path = cart_item["_links"]["variant"]["href"]

    created = _ok(
        await client.post("/api/v1/orders/", json={"channel": "WEB", "localeCode": "en_US"}),
        "new order",
    )
    await check("a new order", [created["id"]])
    item = _ok(
        await client.post(
            f"/api/v1/orders/{created['id']}/items/",
            json={"variant": cart_item["variant"]["id"], "unit_price": 1500, "quantity": 2},
        ),
        "new item",
    )
    await check("an item added", [created["id"]])
    _ok(await client.delete(f"/api/v1/orders/{created['id']}/items/{item['id']}"), "item removed")
    await check("an item removed", [created["id"]])
    _ok(
        await client.post(
            f"/api/v1/orders/{created['id']}/items/",
            json={"variant": cart_item["variant"]["id"], "unit_price": 990, "quantity": 1},
        ),
        "new item",
    )
    await check("another item added", [created["id"]])
    _ok(
        await client.post(
            f"/api/v1/orders/{created['id']}/items/",
            json={"variant": cart_item["variant"]["id"], "unit_price": 5, "quantity": 700},
        ),
        "an item of many units",
    )
    await check("an item of more units than a stored document holds", [created["id"]])

    awaiting = await an_order(client, AWAITING)
    _ok(await cancel(client, awaiting["id"]), "cancel")
    await check("an order cancelled", [awaiting["id"]])
    paid = await an_order(client, PAID_NOT_SENT)
    _ok(await ship(client, paid["id"], paid["shipments"][0]["id"]), "ship")
    await check("an order shipped", [paid["id"]])
    sent = await an_order(client, SENT_NOT_PAID)
    _ok(await complete(client, sent["id"], sent["payments"][0]["id"]), "payment completed")
    await check("a payment completed", [sent["id"]])
    _ok(
        await client.post(f"/api/v1/orders/{sent['id']}/notes/", json={"body": "Called them."}),
        "note",
    )
    await check("a note added", [sent["id"]])

    shown = await _an_order_with_a_user(client)
    _ok(
        await client.patch(
            f"/api/v1/users/{shown['user']['id']}",
            json={"email": f"renamed.{shown['user']['email']}", "roles": ["ROLE_USER"]},
        ),
        "user changed",
    )
    await check("the customer's user changed", [shown["id"]])
    _ok(
        await client.patch(
            candle_path, json={"translations": {"en_US": {"name": "Fig candle, tall"}}}
        ),
        "variant renamed",
    )
    await check("a variant renamed", [created["id"], cart["id"]])
    _ok(await client.delete(f"/api/v1/carts/{cart['id']}"), "cart deleted")
    await check("a cart deleted", [])


async def _an_order_with_a_user(client: httpx.AsyncClient) -> dict[str, Any]:
    page = _ok(await client.get("/api/v1/orders/", params={"limit": 100}), "orders")
    for listed in page["_embedded"]["items"]:
        if listed["user"] is not None:
            found: dict[str, Any] = listed
            return found
    raise AssertionError("the demo store has no order of a customer with an account")


def write_with_plain_sql(database_url: str) -> list[int]:
    """Another writer than the app (an engine of its own, plain SQL): an order's notes and
    address, a unit's state, an adjustment's label, a customer's and a channel's names, a
    variant's and a product's codes; the order whose documents show them all."""
    engine = create_engine(database_url)
    try:
        with engine.begin() as connection:
            order_id, customer_id, channel_id = connection.execute(
                text(
                    "SELECT id, customer_id, channel_id FROM orders "
                    "WHERE customer_id IS NOT NULL AND deleted_at IS NULL AND EXISTS "
                    "(SELECT 1 FROM order_items WHERE order_items.order_id = orders.id) "
                    "ORDER BY id DESC LIMIT 1"
                )
            ).one()
            statements = (
                "UPDATE orders SET notes = 'Leave at the door', shipping_address = NULL "
                "WHERE id = :order",
                "UPDATE order_item_units SET inventory_state = 'onhold' WHERE id = "
                "(SELECT min(u.id) FROM order_item_units AS u JOIN order_items AS i "
                "ON i.id = u.order_item_id WHERE i.order_id = :order)",
                "UPDATE adjustments SET label = 'Relabelled' WHERE order_id = :order",
                "UPDATE customers SET first_name = 'Renamed' WHERE id = :customer",
                "UPDATE channels SET name = 'Renamed shop' WHERE id = :channel",
                # Codes an item's links name: every order holding the variant moves.
                "UPDATE product_variants SET code = code || '_RENAMED' WHERE id = "
                "(SELECT min(variant_id) FROM order_items WHERE order_id = :order)",
                "UPDATE products SET code = code || '_RENAMED' WHERE id = (SELECT product_id "
                "FROM product_variants WHERE id = "
                "(SELECT max(variant_id) FROM order_items WHERE order_id = :order))",
            )
            for statement in statements:
                connection.execute(
                    text(statement),
                    {"order": order_id, "customer": customer_id, "channel": channel_id},
                )
    finally:
        engine.dispose()
    return [int(order_id)]
