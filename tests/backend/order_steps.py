"""Helpers for tests of an order's steps after checkout: find a demo order in a given state, read
the stock of what it holds, take a step."""

from __future__ import annotations

import asyncio
from typing import Any

import httpx

# An open order (not paid, not sent), one paid by bank transfer and not sent, one sent cash on
# delivery and not paid, one fulfilled, one cancelled: the demo store has each.
AWAITING = {"state": "pending", "payment_state": "awaiting_payment", "shipping_state": "ready"}
PAID_NOT_SENT = {"state": "pending", "payment_state": "paid", "shipping_state": "ready"}
SENT_NOT_PAID = {
    "state": "pending",
    "payment_state": "awaiting_payment",
    "shipping_state": "shipped",
}
FULFILLED = {"state": "fulfilled"}
CANCELLED = {"state": "cancelled"}


async def orders_where(client: httpx.AsyncClient, **criteria: str) -> list[dict[str, Any]]:
    """Every order matching ``criteria`` (state, payment_state ...), newest first."""
    params = {f"criteria[{name}]": value for name, value in criteria.items()}
    response = await client.get("/api/v1/orders/", params={**params, "limit": 100})
    assert response.status_code == 200, response.text
    page = response.json()
    assert page["total"] == len(page["_embedded"]["items"]), "the demo fits on one page"
    items: list[dict[str, Any]] = page["_embedded"]["items"]
    return items


async def an_order(client: httpx.AsyncClient, criteria: dict[str, str]) -> dict[str, Any]:
    """The newest demo order matching ``criteria``, read whole (with its units)."""
    listed = await orders_where(client, **criteria)
    assert listed, f"the demo store has no order where {criteria}"
    return await read_order(client, listed[0]["id"])


async def read_order(client: httpx.AsyncClient, order_id: int) -> dict[str, Any]:
    response = await client.get(f"/api/v1/orders/{order_id}")
    assert response.status_code == 200, response.text
    order: dict[str, Any] = response.json()
    return order


async def stock_of(client: httpx.AsyncClient, order: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """Each of the order's variants as its own detailed read (``tracked``, ``onHand`` ...)."""
    stock: dict[str, dict[str, Any]] = {}
    for item in order["items"]:
        href = item["_links"]["variant"]["href"]
        response = await client.get(href)
        assert response.status_code == 200, response.text
        stock[item["variant"]["sku"]] = response.json()
    return stock


def units_by_variant(order: dict[str, Any]) -> dict[str, int]:
    """How many units of each variant the order has."""
    counted: dict[str, int] = {}
    for item in order["items"]:
        code = item["variant"]["sku"]
        counted[code] = counted.get(code, 0) + len(item["inventory_units"])
    return counted


def unit_states(order: dict[str, Any]) -> set[str]:
    return {unit["inventory_state"] for item in order["items"] for unit in item["inventory_units"]}


async def cancel(client: httpx.AsyncClient, order_id: int | str) -> httpx.Response:
    return await client.put(f"/api/v1/orders/{order_id}/cancel")


async def ship(
    client: httpx.AsyncClient, order_id: int | str, shipment_id: int | str, **body: Any
) -> httpx.Response:
    path = f"/api/v1/orders/{order_id}/shipments/{shipment_id}/ship"
    return await client.put(path, json=body) if body else await client.put(path)


async def complete(
    client: httpx.AsyncClient, order_id: int | str, payment_id: int | str
) -> httpx.Response:
    return await client.put(f"/api/v1/orders/{order_id}/payments/{payment_id}/complete")


async def state_totals(client: httpx.AsyncClient) -> dict[str, int]:
    """How many live orders each state has, as the list's counters say."""
    totals = {}
    for state in ("cart", "pending", "fulfilled", "cancelled"):
        page = (await client.get("/api/v1/orders/", params={"criteria[state]": state})).json()
        totals[state] = page["total"]
    return totals


async def race_ship_and_cancel(
    servers: list[httpx.AsyncClient], order: dict[str, Any], rounds: int = 2
) -> list[int]:
    """Ships and cancels one order at once, ``rounds`` times each, through every server in turn;
    the statuses, sorted. Exactly one step can win: after it, the others are refused."""
    shipment_id = order["shipments"][0]["id"]
    steps = []
    for number in range(rounds):
        steps.append(ship(servers[number % len(servers)], order["id"], shipment_id, tracking="R1"))
        steps.append(cancel(servers[(number + 1) % len(servers)], order["id"]))
    answers = await asyncio.gather(*steps)
    return sorted(answer.status_code for answer in answers)
