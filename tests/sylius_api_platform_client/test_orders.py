"""An order's steps by PATCH change that order, its payment and its shipment only; the
statistics sum the store's paid orders per day, week or month, and say what they do not know."""

from __future__ import annotations

from collections import defaultdict
from datetime import date, datetime, timedelta
from typing import Any

import pytest

from storeadmin_gui.api import Feature, errors
from tests.sylius_api_platform.totals import order_numbers

from .conftest import Store

pytestmark = pytest.mark.anyio


def order_where(store: Store, **match: Any) -> tuple[str, dict[str, Any]]:
    return next(
        (token, order)
        for token, order in store.records["orders"].items()
        if all(order[key] == value for key, value in match.items())
    )


def own(store: Store, token: str) -> tuple[int, int]:
    (payment,) = [i for i, p in store.records["payments"].items() if p["order"] == token]
    (shipment,) = [i for i, s in store.records["shipments"].items() if s["order"] == token]
    return payment, shipment


async def test_shipping_and_paying_change_the_order_its_payment_and_shipment(store: Store) -> None:
    token, order = order_where(store, state="new", paymentState="awaiting_payment")
    payment, shipment = own(store, token)
    listed = await store.client.orders.summaries(limit=40)
    row = next(r for r in listed.items if r.id == order["id"])
    assert row.shipment_to_ship is not None and row.payment_to_complete is not None
    before = store.snapshot()
    await store.client.orders.ship(order["id"], shipment, tracking="1Z-TRACK")
    await store.client.orders.complete_payment(order["id"], payment)
    assert store.moved(before) == {
        f"orders.{token}.state",
        f"orders.{token}.paymentState",
        f"orders.{token}.shippingState",
        f"payments.{payment}.state",
        f"shipments.{shipment}.state",
        f"shipments.{shipment}.tracking",
        f"shipments.{shipment}.shippedAt",
    }
    after = await store.client.orders.get(order["id"])
    assert (after.state, after.payment_state, after.shipping_state) == (
        "fulfilled",
        "paid",
        "shipped",
    )
    assert after.shipments[0].tracking == "1Z-TRACK"


async def test_cancelling_changes_the_order_its_payment_and_shipment(store: Store) -> None:
    token, order = order_where(store, state="new", paymentState="awaiting_payment")
    payment, shipment = own(store, token)
    before = store.snapshot()
    await store.client.orders.cancel(order["id"])
    assert store.moved(before) == {
        f"orders.{token}.state",
        f"orders.{token}.paymentState",
        f"orders.{token}.shippingState",
        f"payments.{payment}.state",
        f"shipments.{shipment}.state",
    }
    with pytest.raises(errors.Unprocessable, match="Cannot cancel"):
        await store.client.orders.cancel(order["id"])  # the store refuses a second time
    token, shipped = order_where(store, shippingState="shipped")
    _payment, shipment = own(store, token)
    before = store.snapshot()
    with pytest.raises(errors.ValidationFailed, match="shipped before"):
        await store.client.orders.ship(shipped["id"], shipment)
    assert store.records == before


def paid_sales(store: Store, channel: str, start: date, end: date) -> dict[date, int]:
    sales: dict[date, int] = defaultdict(int)
    for order in store.records["orders"].values():
        when = datetime.strptime(order["checkoutCompletedAt"], "%Y-%m-%d %H:%M:%S").date()
        if order["channel"] == channel and order["paymentState"] == "paid" and start <= when <= end:
            sales[when] += order_numbers(store.state.store, order)["total"]
    return sales


@pytest.mark.parametrize("interval", ["day", "week", "month"])
async def test_statistics_sum_the_paid_orders_of_each_period(store: Store, interval: str) -> None:
    start, end = date(2023, 1, 1), date(2024, 12, 31)
    figures = await store.client.statistics("EU", start=start, end=end, interval=interval)  # type: ignore[arg-type]
    per_day = paid_sales(store, "EU", start, end)
    expected: dict[date, int] = defaultdict(int)
    for day, total in per_day.items():
        if interval == "week":
            day -= timedelta(days=day.weekday())
        elif interval == "month":
            day = day.replace(day=1)
        expected[day] += total
    shown = {period.period: period.total for period in figures.sales if period.total}
    assert shown == dict(expected) and shown
    assert figures.totals.sales == sum(per_day.values())
    assert figures.totals.orders == len(
        [
            o
            for o in store.records["orders"].values()
            if o["channel"] == "EU" and o["paymentState"] == "paid"
        ]
    )
    assert (figures.channel, figures.currency, figures.start, figures.end) == (
        "EU",
        "EUR",
        start,
        end,
    )
    assert figures.unknown == {"sales.orders", "orders_by_state", "low_stock_variants"}


async def test_a_statistics_refusal_names_the_contracts_fields(store: Store) -> None:
    with pytest.raises(errors.ValidationFailed) as refused:
        await store.client.statistics("WEB", start=date(2024, 2, 1), end=date(2024, 1, 1))
    assert refused.value.field_errors == {"": ["The start date must be earlier than the end date."]}
    with pytest.raises(errors.NotFound):
        await store.client.statistics("NOWHERE")


async def test_whether_statistics_are_offered_is_answered_without_a_request(store: Store) -> None:
    """What the Overview asks first: each release knows whether it serves them."""
    mark = len(store.state.requests)
    offer = await store.client.offer(Feature.STATISTICS)
    assert store.requests_since(mark) == []
    offered = await store.client.capabilities()
    assert offer.offers(Feature.STATISTICS) is offered.offers(Feature.STATISTICS)
