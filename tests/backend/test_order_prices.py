"""What an order costs after its checkout: every line keeps the unit price it was sold at, its
rules stay those of its checkout, a line added and removed again leaves the total to the cent, and
the preview of a change quotes exactly what the change then saves. A cart's lines meanwhile keep
following the channel's price."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import httpx
import pytest
from sqlalchemy import select
from sqlalchemy.orm import Session

from storeadmin_gui.backend.db import make_engine
from storeadmin_gui.backend.formats import utcnow
from storeadmin_gui.backend.models.catalog import Channel, Promotion
from storeadmin_gui.backend.settings import Settings
from tests.backend.sales_facts import CANDLE, variant_facts
from tests.backend.test_carts import new_cart
from tests.backend.test_orders import add_item, all_orders, children

pytestmark = pytest.mark.anyio


async def open_placed_order(client: httpx.AsyncClient) -> dict[str, Any]:
    """A placed order whose lines may still change (awaiting payment, nothing shipped)."""
    for order in await all_orders(client, **{"criteria[state]": "pending"}):
        if order["payment_state"] == "awaiting_payment" and order["shipping_state"] == "ready":
            return order
    raise AssertionError("the demo store has no open placed order")


async def raise_price(
    client: httpx.AsyncClient, product: str, variant: str, channel: str, percent: int
) -> int:
    """Raise a variant's price in ``channel`` as bulk prices do (a versioned PUT); the new price."""
    url = f"/api/v1/products/{product}/variants/{variant}"
    current = (await client.get(url)).json()
    old = current["channelPricings"][channel]["price"]
    new = old + old * percent // 100
    response = await client.put(
        url,
        json={
            "version": current["version"],
            "channelPricings": {channel: {"price": f"{new // 100}.{new % 100:02d}"}},
        },
    )
    assert response.status_code == 204, response.text
    return int(new)


async def order(client: httpx.AsyncClient, order_id: int) -> dict[str, Any]:
    response = await client.get(f"/api/v1/orders/{order_id}")
    assert response.status_code == 200, response.text
    body: dict[str, Any] = response.json()
    return body


async def preview(client: httpx.AsyncClient, order_id: int, **change: Any) -> httpx.Response:
    return await client.post(f"/api/v1/orders/{order_id}/preview", json=change)


def totals(body: dict[str, Any]) -> tuple[int, int, int]:
    return body["items_total"], body["adjustments_total"], body["total"]


async def test_a_placed_order_keeps_its_prices_through_an_added_and_removed_line(
    client: httpx.AsyncClient, settings: Settings
) -> None:
    placed = await open_placed_order(client)
    line = placed["items"][0]
    sold_at = line["unit_price"]
    product = line["variant"]["object"]["code"]
    channel = placed["channel"]["code"]
    new_price = await raise_price(client, product, line["variant"]["code"], channel, 10)
    assert new_price != sold_at
    candle = variant_facts(settings, CANDLE)
    before = totals(placed)

    quoted = await preview(
        client, placed["id"], add={"variant": candle.id, "unit_price": 1500, "quantity": 2}
    )
    assert quoted.status_code == 200, quoted.text
    assert await order(client, placed["id"]) == await order(client, placed["id"])
    assert totals(await order(client, placed["id"])) == before, "a preview saves nothing"

    added = await add_item(client, placed["id"], candle.id, 1500, 2)
    assert added.status_code == 201, added.text
    after_add = await order(client, placed["id"])
    kept = next(item for item in after_add["items"] if item["id"] == line["id"])
    assert kept["unit_price"] == sold_at, "the line keeps the price it was sold at"
    assert totals(after_add) == totals(quoted.json()), "the quote is what was saved"
    assert quoted.json()["currency"] == placed["currency"]

    removal = await preview(client, placed["id"], remove=added.json()["id"])
    assert removal.status_code == 200, removal.text
    assert totals(removal.json()) == before
    gone = await client.delete(f"/api/v1/orders/{placed['id']}/items/{added.json()['id']}")
    assert gone.status_code == 204
    assert totals(await order(client, placed["id"])) == before, "back to the cent"
    assert [item["unit_price"] for item in (await order(client, placed["id"]))["items"]] == [
        item["unit_price"] for item in placed["items"]
    ]


async def test_a_carts_line_follows_the_channels_price(
    client: httpx.AsyncClient, settings: Settings
) -> None:
    candle = variant_facts(settings, CANDLE)
    cart_id = (await new_cart(client))["id"]
    item = await client.post(
        f"/api/v1/carts/{cart_id}/items/", json={"variant": CANDLE, "quantity": 1}
    )
    assert item.status_code == 201, item.text
    assert item.json()["unitPrice"] == candle.prices["WEB"]
    new_price = await raise_price(client, candle.product_code, CANDLE, "WEB", 10)
    changed = await client.put(
        f"/api/v1/carts/{cart_id}/items/{item.json()['id']}", json={"quantity": 2}
    )
    assert changed.status_code == 204, changed.text
    body = (await client.get(f"/api/v1/carts/{cart_id}")).json()
    assert body["items"][0]["unitPrice"] == new_price


def start_promotion(settings: Settings, channel_code: str, name: str) -> None:
    """A 50 % promotion in the channel from a minute ago (no API makes promotions)."""
    engine = make_engine(settings.database_url)
    try:
        with Session(engine) as session:
            channel = session.scalars(select(Channel).where(Channel.code == channel_code)).one()
            session.add(
                Promotion(
                    code=name.upper().replace(" ", "_"),
                    name=name,
                    discount_basis_points=5000,
                    priority=0,
                    enabled=True,
                    starts_at=utcnow() - timedelta(minutes=1),
                    ends_at=None,
                    channels=[channel],
                )
            )
            session.commit()
    finally:
        engine.dispose()


def promotion_labels(body: dict[str, Any]) -> set[str]:
    """What the order's item adjustments are called (order items carry their units' ones)."""
    return {
        adjustment["description"]
        for item in body["items"]
        for adjustment in item["adjustments"]
        if adjustment["type"] == "promotion"
    }


async def test_a_placed_order_keeps_the_promotions_of_its_checkout(
    client: httpx.AsyncClient, settings: Settings
) -> None:
    """A promotion that starts after the checkout never reaches the placed order; a cart of the
    same channel gets it at once."""
    placed = await open_placed_order(client)
    channel_code = placed["channel"]["code"]
    before = totals(placed)
    start_promotion(settings, channel_code, "Late sale")
    candle = variant_facts(settings, CANDLE)

    added = await add_item(client, placed["id"], candle.id, 1000, 1)
    assert added.status_code == 201, added.text
    assert "Late sale" not in promotion_labels(await order(client, placed["id"]))
    cart = await client.post(
        "/api/v1/orders/", json={"channel": channel_code, "localeCode": placed["locale_code"]}
    )
    assert cart.status_code == 201, cart.text
    in_cart = await add_item(client, cart.json()["id"], candle.id, 1000, 1)
    assert "Late sale" in promotion_labels(await order(client, cart.json()["id"]))
    assert in_cart.json()["total"] < added.json()["total"]

    await client.delete(f"/api/v1/orders/{placed['id']}/items/{added.json()['id']}")
    assert totals(await order(client, placed["id"])) == before


async def test_the_preview_refuses_what_the_change_would_refuse(
    client: httpx.AsyncClient, settings: Settings
) -> None:
    candle = variant_facts(settings, CANDLE)
    placed = await open_placed_order(client)
    url_id = placed["id"]
    neither = await preview(client, url_id)
    assert neither.status_code == 400
    assert neither.json()["errors"]["errors"] == ["Send either add or remove."]
    both = await preview(client, url_id, add={}, remove=1)
    assert both.json()["errors"]["errors"] == ["Send either add or remove."]
    bad = children(
        await preview(client, url_id, add={"variant": candle.id, "unit_price": -1, "quantity": 1})
    )
    assert bad["add"]["children"]["unit_price"] == {
        "errors": ["This value should be greater than or equal to 0."]
    }
    missing = await preview(client, url_id, remove=999999)
    assert missing.status_code == 404
    assert (await preview(client, 999999, remove=1)).status_code == 404
    fulfilled = (await all_orders(client, **{"criteria[state]": "fulfilled"}))[0]
    settled = await preview(client, fulfilled["id"], remove=fulfilled["items"][0]["id"])
    assert settled.status_code == 400
    assert settled.json()["errors"]["errors"] == ["This order can no longer be changed."]
