"""``GET /api/v1/statistics/`` (docs/api.md section 11): sales per period, totals, orders by
state, low stock, worked out by hand from the orders list; its refusals; and that it costs the
same few queries however many orders the store holds."""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, date, datetime, timedelta
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path
from typing import Any

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy import Engine, event

from storeadmin_gui.backend.app import create_app
from tests.backend.conftest import BASE_URL, obtain_token
from tests.backend.order_steps import AWAITING, an_order, cancel
from tests.support.stores import StoreTemplates

pytestmark = pytest.mark.anyio

STATISTICS = "/api/v1/statistics/"
FIELDS = ("channel", "from", "to", "interval", "low_stock_threshold")


async def all_orders(client: httpx.AsyncClient) -> list[dict[str, Any]]:
    page = (await client.get("/api/v1/orders/", params={"limit": 100})).json()
    assert page["total"] == len(page["_embedded"]["items"])
    items: list[dict[str, Any]] = page["_embedded"]["items"]
    return items


def placed_day(order: dict[str, Any]) -> date | None:
    moment = order["checkout_completed_at"]
    return date.fromisoformat(moment[:10]) if moment else None


def period_of(day: date, interval: str) -> date:
    if interval == "week":
        return day - timedelta(days=day.weekday())
    return day.replace(day=1) if interval == "month" else day


def expected_statistics(
    orders: list[dict[str, Any]], channel: str, start: date, end: date, interval: str
) -> dict[str, Any]:
    """The answer, worked out from every order of the list."""
    in_channel = [o for o in orders if o["channel"]["code"] == channel and placed_day(o)]
    in_range = [o for o in in_channel if start <= placed_day(o) <= end]  # type: ignore[operator]
    counted = [o for o in in_range if o["state"] != "cancelled"]
    sales: dict[date, list[int]] = defaultdict(lambda: [0, 0])
    for order in counted:
        period = sales[period_of(placed_day(order), interval)]  # type: ignore[arg-type]
        period[0] += order["total"]
        period[1] += 1
    periods = []
    day = period_of(start, interval)
    while day <= end:
        periods.append(day)
        day = period_of(day + timedelta(days=32 if interval == "month" else 1), interval)
        if interval == "week":
            day = periods[-1] + timedelta(days=7)
    total = sum(o["total"] for o in counted)
    first_orders: dict[int, date] = {}
    for order in sorted(in_channel, key=lambda o: o["checkout_completed_at"]):
        if order["state"] != "cancelled" and order["customer"]:
            first_orders.setdefault(order["customer"]["id"], placed_day(order))  # type: ignore[arg-type]
    by_state = Counter({"pending": 0, "fulfilled": 0, "cancelled": 0})
    by_state.update(o["state"] for o in in_range)
    return {
        "channel": channel,
        "from": start.isoformat(),
        "to": end.isoformat(),
        "interval": interval,
        "sales": [
            {"period": p.isoformat(), "total": sales[p][0], "orders": sales[p][1]} for p in periods
        ],
        "totals": {
            "sales": total,
            "orders": len(counted),
            "average_order": int(
                (Decimal(total) / len(counted)).quantize(Decimal(1), ROUND_HALF_UP)
            )
            if counted
            else 0,
            "new_customers": sum(start <= first <= end for first in first_orders.values()),
        },
        "orders_by_state": dict(by_state),
    }


async def statistics(client: httpx.AsyncClient, **params: Any) -> dict[str, Any]:
    response = await client.get(STATISTICS, params=params)
    assert response.status_code == 200, response.text
    body: dict[str, Any] = response.json()
    return body


@pytest.mark.parametrize("interval", ["day", "week", "month"])
@pytest.mark.parametrize("channel", ["WEB", "MOB"])
async def test_sales_totals_and_states_of_a_range(
    client: httpx.AsyncClient, channel: str, interval: str
) -> None:
    orders = await all_orders(client)
    start, end = date(2026, 1, 7), date(2026, 3, 31)
    body = await statistics(
        client,
        channel=channel,
        **{"from": start.isoformat()},
        to=end.isoformat(),
        interval=interval,
    )
    expected = expected_statistics(orders, channel, start, end, interval)
    assert {key: body[key] for key in expected} == expected
    assert body["currency"] == {"WEB": "USD", "MOB": "EUR"}[channel]
    assert body["totals"]["orders"] > 3 and body["totals"]["new_customers"] > 0
    assert body["orders_by_state"]["fulfilled"] > 0 and body["orders_by_state"]["cancelled"] > 0


async def test_a_cancelled_order_leaves_the_sales(client: httpx.AsyncClient) -> None:
    order = await an_order(client, AWAITING)
    day = order["checkout_completed_at"][:10]
    params = {"channel": order["channel"]["code"], "from": day, "to": day}
    before = await statistics(client, **params)
    assert (await cancel(client, order["id"])).status_code == 204
    after = await statistics(client, **params)
    assert after["totals"]["sales"] == before["totals"]["sales"] - order["total"]
    assert after["totals"]["orders"] == before["totals"]["orders"] - 1
    assert after["orders_by_state"]["cancelled"] == before["orders_by_state"]["cancelled"] + 1
    assert after["orders_by_state"]["pending"] == before["orders_by_state"]["pending"] - 1


async def test_low_stock_counts_what_the_catalogue_lists(client: httpx.AsyncClient) -> None:
    for threshold in (None, 0, 12, 40):
        params = (
            {"channel": "WEB"}
            if threshold is None
            else {
                "channel": "WEB",
                "low_stock_threshold": threshold,
            }
        )
        body = await statistics(client, **params)
        used = 5 if threshold is None else threshold
        assert body["low_stock_threshold"] == used
        listed = await client.get(
            "/api/v1/product-variants/", params={"criteria[available_at_most]": used}
        )
        assert body["low_stock_variants"] == listed.json()["total"]
    assert (await statistics(client, channel="WEB", low_stock_threshold=40))[
        "low_stock_variants"
    ] > 0


async def test_the_range_defaults_to_the_last_30_days(client: httpx.AsyncClient) -> None:
    today = datetime.now(UTC).date()
    body = await statistics(client, channel="MOB")
    assert (body["from"], body["to"]) == (
        (today - timedelta(days=29)).isoformat(),
        today.isoformat(),
    )
    assert [entry["period"] for entry in body["sales"]] == [
        (today - timedelta(days=29 - n)).isoformat() for n in range(30)
    ]
    ending = await statistics(client, channel="MOB", to="2026-02-28")
    assert (ending["from"], ending["to"]) == ("2026-01-30", "2026-02-28")
    weeks = await statistics(client, channel="MOB", to="2026-02-28", interval="week")
    assert [entry["period"] for entry in weeks["sales"]][:2] == ["2026-01-26", "2026-02-02"]
    longest = await statistics(client, channel="WEB", **{"from": "2024-01-01"}, to="2026-12-31")
    assert len(longest["sales"]) == 1096


def refusal(response: httpx.Response) -> dict[str, Any]:
    assert response.status_code == 400, response.text
    body = response.json()
    assert body["message"] == "Validation Failed"
    assert list(body["errors"]["children"]) == list(FIELDS)  # every field, in form order
    errors: dict[str, Any] = {
        name: child["errors"] for name, child in body["errors"]["children"].items() if child
    }
    return errors


@pytest.mark.parametrize(
    ("params", "errors"),
    [
        ({}, {"channel": ["This value should not be blank."]}),
        ({"channel": "NOPE"}, {"channel": ["This value is not valid."]}),
        (
            {"channel": "WEB", "from": "2026-02-30", "to": "March"},
            {
                "from": ["This value is not a valid date."],
                "to": ["This value is not a valid date."],
            },
        ),
        (
            {"channel": "WEB", "from": "2026-03-02", "to": "2026-03-01"},
            {"from": ["The start of the range must not be after its end."]},
        ),
        (
            {"channel": "WEB", "from": "2023-01-01", "to": "2026-01-01"},
            {"to": ["The range must not be longer than 3 years."]},
        ),
        (
            {"channel": "WEB", "interval": "hour"},
            {"interval": ["The value you selected is not a valid choice."]},
        ),
        (
            {"channel": "WEB", "low_stock_threshold": "-1"},
            {"low_stock_threshold": ["This value is not valid."]},
        ),
    ],
)
async def test_refusals(
    client: httpx.AsyncClient, params: dict[str, str], errors: dict[str, list[str]]
) -> None:
    assert refusal(await client.get(STATISTICS, params=params)) == errors


async def test_the_longest_range_and_the_calendar_ends(client: httpx.AsyncClient) -> None:
    three_years = await statistics(client, channel="WEB", **{"from": "2023-01-01"}, to="2025-12-31")
    assert three_years["sales"][-1]["period"] == "2025-12-31"
    last = await statistics(
        client, channel="WEB", **{"from": "9999-12-01"}, to="9999-12-31", interval="month"
    )
    assert last["sales"] == [{"period": "9999-12-01", "total": 0, "orders": 0}]
    first = await statistics(
        client, channel="WEB", **{"from": "0001-01-01"}, to="0001-01-09", interval="week"
    )
    assert [entry["period"] for entry in first["sales"]] == ["0001-01-01", "0001-01-08"]


async def test_a_statistics_answer_needs_a_token(anon_client: httpx.AsyncClient) -> None:
    assert (await anon_client.get(STATISTICS, params={"channel": "WEB"})).status_code == 401


@contextmanager
def counted_statements(engine: Engine) -> Iterator[list[str]]:
    statements: list[str] = []

    def count(*args: Any) -> None:
        statements.append(args[2])

    event.listen(engine, "before_cursor_execute", count)
    try:
        yield statements
    finally:
        event.remove(engine, "before_cursor_execute", count)


async def queries_for_a_year(app: FastAPI) -> tuple[int, dict[str, Any]]:
    transport = httpx.ASGITransport(app=app)
    async with httpx.AsyncClient(transport=transport, base_url=BASE_URL) as http:
        token = await obtain_token(http)
        http.headers["Authorization"] = f"Bearer {token['access_token']}"
        params = {"channel": "WEB", "from": "2026-01-01", "to": "2026-12-31", "interval": "week"}
        with counted_statements(app.state.engine) as statements:
            response = await http.get(STATISTICS, params=params)
    assert response.status_code == 200
    return len(statements), response.json()


async def test_the_same_few_queries_for_any_number_of_orders(
    store_templates: StoreTemplates, tmp_path: Path
) -> None:
    """Aggregates in the database: a store with 3,000 more orders costs no more queries."""
    counts = []
    for name, orders in (("plain", 0), ("larger", 3000)):
        settings = store_templates.fresh_settings(tmp_path / f"{name}.db", demo_orders=orders)
        app = create_app(settings)
        async with app.router.lifespan_context(app):
            counted, body = await queries_for_a_year(app)
        counts.append((counted, body["totals"]["orders"]))
    (plain, plain_orders), (larger, larger_orders) = counts
    assert larger_orders > plain_orders + 1000
    assert larger == plain <= 8, counts
