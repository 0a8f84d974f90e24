"""Cancel, ship, complete a payment over HTTP (docs/api.md section 11): the states each step
leads to, the stock it holds, releases or takes, the inventory units that follow, and every
refusal."""

from __future__ import annotations

import re
from typing import Any

import httpx
import pytest

from storeadmin_gui.backend.settings import Settings
from tests.backend.order_steps import (
    AWAITING,
    CANCELLED,
    FULFILLED,
    PAID_NOT_SENT,
    SENT_NOT_PAID,
    an_order,
    cancel,
    complete,
    orders_where,
    race_ship_and_cancel,
    read_order,
    ship,
    state_totals,
    stock_of,
    unit_states,
    units_by_variant,
)
from tests.backend.sales_facts import MUG_PRODUCT, lifecycle_mismatches_in, stocked_variants
from tests.backend.server_process import twin_servers

pytestmark = pytest.mark.anyio

CANNOT_CANCEL = {"code": 400, "message": "The order cannot be cancelled."}
CANNOT_SHIP = {"code": 400, "message": "The shipment cannot be shipped."}
CANNOT_COMPLETE = {"code": 400, "message": "The payment cannot be completed."}
CANNOT_CHANGE = "This order can no longer be changed."
TIMESTAMP = re.compile(r"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+0000$")


def not_found(resource: str) -> dict[str, Any]:
    return {"code": 404, "message": f'The "{resource}" has not been found'}


def held_change(
    before: dict[str, dict[str, Any]], after: dict[str, dict[str, Any]], field: str
) -> dict[str, int]:
    """How ``field`` (onHand or onHold) moved, per variant code."""
    return {code: after[code][field] - before[code][field] for code in before}


def tracked_units(order: dict[str, Any], stock: dict[str, dict[str, Any]]) -> dict[str, int]:
    """The order's units of each variant, 0 for untracked variants (their stock never moves)."""
    return {
        code: count if stock[code]["tracked"] else 0
        for code, count in units_by_variant(order).items()
    }


# --- cancel ---------------------------------------------------------------------------------


async def test_cancelling_an_open_order_releases_what_it_held(client: httpx.AsyncClient) -> None:
    order = await an_order(client, AWAITING)
    assert unit_states(order) == {"onhold"}
    stock_before = await stock_of(client, order)
    totals_before = await state_totals(client)

    response = await cancel(client, order["id"])
    assert response.status_code == 204 and response.content == b""

    after = await read_order(client, order["id"])
    assert (after["state"], after["payment_state"], after["shipping_state"]) == ("cancelled",) * 3
    assert [p["state"] for p in after["payments"]] == ["cancelled"]
    assert [s["state"] for s in after["shipments"]] == ["cancelled"]
    assert unit_states(after) == {"cancelled"}
    assert after["updated_at"] > order["updated_at"]
    stock_after = await stock_of(client, order)
    released = {code: -units for code, units in tracked_units(order, stock_before).items()}
    assert held_change(stock_before, stock_after, "onHold") == released
    assert set(held_change(stock_before, stock_after, "onHand").values()) == {0}
    totals_after = await state_totals(client)
    assert totals_after["pending"] == totals_before["pending"] - 1
    assert totals_after["cancelled"] == totals_before["cancelled"] + 1

    again = await cancel(client, order["id"])
    assert (again.status_code, again.json()) == (400, CANNOT_CANCEL)


async def test_a_paid_order_not_yet_sent_can_still_be_cancelled(client: httpx.AsyncClient) -> None:
    order = await an_order(client, PAID_NOT_SENT)
    assert (await cancel(client, order["id"])).status_code == 204
    after = await read_order(client, order["id"])
    assert after["state"] == "cancelled"
    assert [p["state"] for p in after["payments"]] == ["cancelled"]


@pytest.mark.parametrize(
    "criteria", [SENT_NOT_PAID, FULFILLED, CANCELLED, {"state": "cart"}], ids=str
)
async def test_what_cannot_be_cancelled(
    client: httpx.AsyncClient, criteria: dict[str, str]
) -> None:
    order = await an_order(client, criteria)
    response = await cancel(client, order["id"])
    assert (response.status_code, response.json()) == (400, CANNOT_CANCEL)
    assert await read_order(client, order["id"]) == order  # nothing changed


# --- ship -----------------------------------------------------------------------------------


async def test_shipping_takes_the_held_stock_and_keeps_the_tracking_number(
    client: httpx.AsyncClient,
) -> None:
    order = await an_order(client, AWAITING)
    shipment = order["shipments"][0]
    assert (shipment["tracking"], shipment["shipped_at"]) == (None, None)
    stock_before = await stock_of(client, order)

    response = await ship(client, order["id"], shipment["id"], tracking="  1Z999AA10123456784 ")
    assert response.status_code == 204 and response.content == b""

    after = await read_order(client, order["id"])
    assert (after["state"], after["payment_state"], after["shipping_state"]) == (
        "pending",
        "awaiting_payment",
        "shipped",
    )
    sent = after["shipments"][0]
    assert (sent["state"], sent["tracking"]) == ("shipped", "1Z999AA10123456784")
    assert TIMESTAMP.match(sent["shipped_at"]) and sent["updated_at"] == sent["shipped_at"]
    assert unit_states(after) == {"sold"}
    stock_after = await stock_of(client, order)
    taken = {code: -units for code, units in tracked_units(order, stock_before).items()}
    assert held_change(stock_before, stock_after, "onHand") == taken
    assert held_change(stock_before, stock_after, "onHold") == taken
    versions = {code: variant["version"] for code, variant in stock_after.items()}
    assert versions == {code: variant["version"] for code, variant in stock_before.items()}

    totals = await state_totals(client)
    paid = await complete(client, order["id"], order["payments"][0]["id"])
    assert paid.status_code == 204
    fulfilled = await read_order(client, order["id"])
    assert (fulfilled["state"], fulfilled["payment_state"]) == ("fulfilled", "paid")
    assert [p["state"] for p in fulfilled["payments"]] == ["completed"]
    assert await stock_of(client, order) == stock_after  # paying moves no stock
    after_totals = await state_totals(client)
    assert after_totals["pending"] == totals["pending"] - 1
    assert after_totals["fulfilled"] == totals["fulfilled"] + 1


async def test_paid_then_shipped_without_a_tracking_number_is_fulfilled(
    client: httpx.AsyncClient,
) -> None:
    order = await an_order(client, AWAITING)
    assert (await complete(client, order["id"], order["payments"][0]["id"])).status_code == 204
    paid = await read_order(client, order["id"])
    assert (paid["state"], paid["payment_state"], paid["shipping_state"]) == (
        "pending",
        "paid",
        "ready",
    )
    assert unit_states(paid) == {"onhold"}
    assert (await ship(client, order["id"], order["shipments"][0]["id"])).status_code == 204
    done = await read_order(client, order["id"])
    assert (done["state"], done["shipping_state"]) == ("fulfilled", "shipped")
    assert done["shipments"][0]["tracking"] is None


async def test_what_cannot_be_shipped(client: httpx.AsyncClient) -> None:
    for criteria in (SENT_NOT_PAID, FULFILLED, CANCELLED):
        order = await an_order(client, criteria)
        response = await ship(client, order["id"], order["shipments"][0]["id"], tracking="X1")
        assert (response.status_code, response.json()) == (400, CANNOT_SHIP), criteria
        assert await read_order(client, order["id"]) == order


async def test_shipping_names_what_it_cannot_find(client: httpx.AsyncClient) -> None:
    order = await an_order(client, AWAITING)
    other = (await orders_where(client, **FULFILLED))[0]
    cart = (await orders_where(client, state="cart"))[0]
    cases = [
        (order["id"], other["shipments"][0]["id"], "shipment"),  # another order's shipment
        (order["id"], 999_999, "shipment"),
        (order["id"], "abc", "shipment"),
        (cart["id"], 1, "shipment"),  # a cart has none
        (999_999, order["shipments"][0]["id"], "order"),
        ("-1", order["shipments"][0]["id"], "order"),
    ]
    for order_id, shipment_id, resource in cases:
        response = await ship(client, order_id, shipment_id)
        assert (response.status_code, response.json()) == (404, not_found(resource))


async def test_a_tracking_number_is_text_of_at_most_255_characters(
    client: httpx.AsyncClient,
) -> None:
    order = await an_order(client, AWAITING)
    shipment_id = order["shipments"][0]["id"]
    too_long = "This value is too long. It should have 255 characters or less."
    for tracking, message in (("9" * 256, too_long), (12345, "This value is not valid.")):
        response = await ship(client, order["id"], shipment_id, tracking=tracking)
        assert response.status_code == 400
        assert response.json()["errors"]["children"] == {"tracking": {"errors": [message]}}
    not_json = await client.put(
        f"/api/v1/orders/{order['id']}/shipments/{shipment_id}/ship", content=b"[1]"
    )
    assert not_json.json() == {"code": 400, "message": "Invalid json message received"}
    assert await read_order(client, order["id"]) == order
    longest = "T" * 255
    assert (await ship(client, order["id"], shipment_id, tracking=longest)).status_code == 204
    assert (await read_order(client, order["id"]))["shipments"][0]["tracking"] == longest


# --- complete a payment -----------------------------------------------------------------------


async def test_what_cannot_be_paid(client: httpx.AsyncClient) -> None:
    for criteria in (PAID_NOT_SENT, FULFILLED, CANCELLED):
        order = await an_order(client, criteria)
        response = await complete(client, order["id"], order["payments"][0]["id"])
        assert (response.status_code, response.json()) == (400, CANNOT_COMPLETE), criteria
        assert await read_order(client, order["id"]) == order


async def test_completing_names_what_it_cannot_find(client: httpx.AsyncClient) -> None:
    order = await an_order(client, AWAITING)
    other = await an_order(client, SENT_NOT_PAID)
    cart = (await orders_where(client, state="cart"))[0]
    cases = [
        (order["id"], other["payments"][0]["id"], "payment"),
        (order["id"], 0, "payment"),
        (cart["id"], 1, "payment"),
        (999_999, order["payments"][0]["id"], "order"),
    ]
    for order_id, payment_id, resource in cases:
        response = await complete(client, order_id, payment_id)
        assert (response.status_code, response.json()) == (404, not_found(resource))
    assert await read_order(client, order["id"]) == order


async def test_every_step_needs_a_token(
    client: httpx.AsyncClient, anon_client: httpx.AsyncClient
) -> None:
    order = await an_order(client, AWAITING)
    paths = [
        f"/api/v1/orders/{order['id']}/cancel",
        f"/api/v1/orders/{order['id']}/shipments/{order['shipments'][0]['id']}/ship",
        f"/api/v1/orders/{order['id']}/payments/{order['payments'][0]['id']}/complete",
        "/api/v1/orders/999999/cancel",
    ]
    for path in paths:
        response = await anon_client.put(path)
        assert response.status_code == 401, path
    assert await read_order(client, order["id"]) == order


async def test_a_step_shows_at_once_in_reads_and_lists(client: httpx.AsyncClient) -> None:
    order = await an_order(client, AWAITING)
    await read_order(client, order["id"])  # a second read is served from the read cache
    assert (await cancel(client, order["id"])).status_code == 204
    assert (await read_order(client, order["id"]))["state"] == "cancelled"
    cancelled = await orders_where(client, state="cancelled")
    assert order["id"] in [listed["id"] for listed in cancelled]
    assert order["id"] not in [listed["id"] for listed in await orders_where(client, **AWAITING)]


# --- items of a placed order ------------------------------------------------------------------


async def test_an_item_added_to_an_open_order_is_held_and_its_payment_follows(
    client: httpx.AsyncClient, settings: Settings
) -> None:
    order = await an_order(client, AWAITING)
    mug = stocked_variants(settings, MUG_PRODUCT, at_least=2)[0]
    variant_path = f"/api/v1/products/{MUG_PRODUCT}/variants/{mug.code}"
    before = (await client.get(variant_path)).json()
    added = await client.post(
        f"/api/v1/orders/{order['id']}/items/",
        json={"variant": mug.id, "unit_price": 1000, "quantity": 2},
    )
    assert added.status_code == 201, added.text
    assert [u["inventory_state"] for u in added.json()["inventory_units"]] == ["onhold"] * 2
    held = (await client.get(variant_path)).json()
    assert (held["onHold"], held["onHand"]) == (before["onHold"] + 2, before["onHand"])
    grown = await read_order(client, order["id"])
    assert grown["total"] > order["total"]
    assert grown["payments"][0]["amount"] == grown["total"]

    removed = await client.delete(f"/api/v1/orders/{order['id']}/items/{added.json()['id']}")
    assert removed.status_code == 204
    assert (await client.get(variant_path)).json()["onHold"] == before["onHold"]
    back = await read_order(client, order["id"])
    assert back["total"] == order["total"] == back["payments"][0]["amount"]


async def test_an_open_order_cannot_hold_more_than_is_available(
    client: httpx.AsyncClient, settings: Settings
) -> None:
    order = await an_order(client, AWAITING)
    mug = stocked_variants(settings, MUG_PRODUCT, at_least=1)[0]
    response = await client.post(
        f"/api/v1/orders/{order['id']}/items/",
        json={"variant": mug.id, "unit_price": 1000, "quantity": mug.available + 1},
    )
    assert response.status_code == 400
    assert response.json()["errors"]["errors"] == [
        f"{mug.product_name} does not have sufficient stock."
    ]
    assert await read_order(client, order["id"]) == order


@pytest.mark.parametrize("criteria", [PAID_NOT_SENT, SENT_NOT_PAID, FULFILLED, CANCELLED], ids=str)
async def test_items_of_a_paid_sent_or_closed_order_cannot_change(
    client: httpx.AsyncClient, settings: Settings, criteria: dict[str, str]
) -> None:
    order = await an_order(client, criteria)
    mug = stocked_variants(settings, MUG_PRODUCT, at_least=1)[0]
    added = await client.post(
        f"/api/v1/orders/{order['id']}/items/",
        json={"variant": mug.id, "unit_price": 1000, "quantity": 1},
    )
    assert added.status_code == 400
    assert added.json()["errors"]["errors"] == [CANNOT_CHANGE]
    removed = await client.delete(f"/api/v1/orders/{order['id']}/items/{order['items'][0]['id']}")
    assert (removed.status_code, removed.json()) == (400, {"code": 400, "message": CANNOT_CHANGE})
    assert await read_order(client, order["id"]) == order


async def test_deleting_an_open_order_releases_what_it_held(client: httpx.AsyncClient) -> None:
    order = await an_order(client, AWAITING)
    before = await stock_of(client, order)
    assert (await client.delete(f"/api/v1/orders/{order['id']}")).status_code == 204
    after = await stock_of(client, order)
    released = {code: -units for code, units in tracked_units(order, before).items()}
    assert held_change(before, after, "onHold") == released


async def test_ship_and_cancel_of_one_order_at_once_have_one_winner(
    client: httpx.AsyncClient, settings: Settings
) -> None:
    """Two server processes' worth of servers on one SQLite file race on one order."""
    order = await an_order(client, AWAITING)
    async with twin_servers(settings.database_url) as servers:
        statuses = await race_ship_and_cancel(servers, order)
    assert statuses == [204, 400, 400, 400]
    after = await read_order(client, order["id"])
    assert after["state"] == "cancelled" or after["shipping_state"] == "shipped"
    assert set(lifecycle_mismatches_in(settings.database_url).values()) == {0}
