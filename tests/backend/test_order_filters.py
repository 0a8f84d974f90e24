"""The orders list's filters and sort of docs/api.md section 11, checked against the whole list
filtered by hand."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date, timedelta
from typing import Any

import httpx
import pytest

pytestmark = pytest.mark.anyio


async def listed(client: httpx.AsyncClient, **params: Any) -> list[dict[str, Any]]:
    response = await client.get("/api/v1/orders/", params={"limit": 100, **params})
    assert response.status_code == 200, response.text
    page = response.json()
    assert page["total"] == len(page["_embedded"]["items"]), "the demo fits on one page"
    items: list[dict[str, Any]] = page["_embedded"]["items"]
    return items


def ids(orders: list[dict[str, Any]]) -> list[int]:
    return [order["id"] for order in orders]


def placed_on(order: dict[str, Any]) -> date | None:
    moment = order["checkout_completed_at"]
    return date.fromisoformat(moment[:10]) if moment else None


@pytest.mark.parametrize(
    ("name", "values"),
    [
        ("payment_state", ("awaiting_payment", "paid", "cancelled", "cart")),
        ("shipping_state", ("ready", "shipped", "cancelled")),
    ],
)
async def test_payment_and_shipping_state_filters(
    client: httpx.AsyncClient, name: str, values: tuple[str, ...]
) -> None:
    everything = await listed(client)
    for value in values:
        expected = [order for order in everything if order[name] == value]
        assert expected, value
        assert ids(await listed(client, **{f"criteria[{name}]": value})) == ids(expected)
    combined = await listed(
        client,
        **{"criteria[payment_state]": "awaiting_payment", "criteria[shipping_state]": "shipped"},
    )
    assert combined and all(
        (o["payment_state"], o["shipping_state"]) == ("awaiting_payment", "shipped")
        for o in combined
    )


async def test_state_new_is_sylius_word_for_pending(client: httpx.AsyncClient) -> None:
    pending = await listed(client, **{"criteria[state]": "pending"})
    assert pending
    assert await listed(client, **{"criteria[state]": "new"}) == pending
    page = (await client.get("/api/v1/orders/", params={"criteria[state]": "new"})).json()
    assert page["total"] == len(pending)


async def test_date_range_is_on_the_checkout_day_both_ends_included(
    client: httpx.AsyncClient,
) -> None:
    everything = await listed(client)
    days = sorted({day for order in everything if (day := placed_on(order))})
    first, middle, last = days[0], days[len(days) // 2], days[-1]
    cases: list[tuple[dict[str, str], Callable[[date], bool] | None]] = [
        ({"criteria[date_from]": middle.isoformat()}, lambda d: d >= middle),
        ({"criteria[date_to]": middle.isoformat()}, lambda d: d <= middle),
        (
            {"criteria[date_from]": middle.isoformat(), "criteria[date_to]": middle.isoformat()},
            lambda d: d == middle,
        ),
        ({"criteria[date_from]": first.isoformat(), "criteria[date_to]": last.isoformat()}, None),
    ]
    for params, keep in cases:
        expected = [
            order
            for order in everything
            if (day := placed_on(order)) and (keep is None or keep(day))
        ]
        assert ids(await listed(client, **params)) == ids(expected), params
    after = (last + timedelta(days=1)).isoformat()
    assert await listed(client, **{"criteria[date_from]": after}) == []
    far = await listed(
        client, **{"criteria[date_from]": "0001-01-01", "criteria[date_to]": "9999-12-31"}
    )
    assert ids(far) == ids([order for order in everything if placed_on(order)])


@pytest.mark.parametrize("bad", ["2026-02-30", "yesterday", "2026-1-5", "2026-01-05T10:00:00"])
async def test_a_date_that_is_not_one_is_refused(client: httpx.AsyncClient, bad: str) -> None:
    response = await client.get("/api/v1/orders/", params={"criteria[date_to]": bad})
    assert response.status_code == 400
    assert response.json() == {
        "code": 400,
        "message": f'criteria[date_to] must be a date written YYYY-MM-DD, not "{bad}".',
    }


@pytest.mark.parametrize("direction", ["asc", "desc"])
async def test_sorting_by_checkout_time_puts_carts_first_ascending(
    client: httpx.AsyncClient, direction: str
) -> None:
    orders = await listed(client, **{"sorting[checkout_completed_at]": direction})
    placed = [o for o in orders if o["checkout_completed_at"]]
    carts = [o for o in orders if not o["checkout_completed_at"]]
    expected_placed = sorted(
        placed, key=lambda o: (o["checkout_completed_at"], o["id"]), reverse=direction == "desc"
    )
    expected_carts = sorted(carts, key=lambda o: o["id"], reverse=direction == "desc")
    expected = (
        expected_carts + expected_placed if direction == "asc" else expected_placed + expected_carts
    )
    assert ids(orders) == ids(expected)


async def test_several_states_at_once_list_each_of_them(client: httpx.AsyncClient) -> None:
    everything = await listed(client)
    sold = [order for order in everything if order["state"] in ("pending", "fulfilled")]
    assert ids(await listed(client, **{"criteria[state]": "pending,fulfilled"})) == ids(sold)
    assert ids(await listed(client, **{"criteria[state]": "fulfilled, new"})) == ids(sold)
    web_sold = [order for order in sold if order["channel"]["code"] == "WEB"]
    both = {"criteria[state]": "pending,fulfilled", "criteria[channel]": "WEB"}
    assert ids(await listed(client, **both)) == ids(web_sold)


async def test_the_dashboards_orders_are_the_sold_orders_list(client: httpx.AsyncClient) -> None:
    """The statistics' order count of a channel and range is the total of the list of that
    channel and range, sold and not cancelled: the figure opens exactly what it counts."""
    days = [day for order in await listed(client) if (day := placed_on(order))]
    first = min(days)
    last = max(days)
    for channel in ("WEB", "MOB"):
        window = {"channel": channel, "from": str(first), "to": str(last)}
        figures = (await client.get("/api/v1/statistics/", params=window)).json()
        page = await client.get(
            "/api/v1/orders/",
            params={
                "criteria[state]": "pending,fulfilled",
                "criteria[channel]": channel,
                "criteria[date_from]": str(first),
                "criteria[date_to]": str(last),
                "limit": 1,
            },
        )
        assert page.json()["total"] == figures["totals"]["orders"] > 0
