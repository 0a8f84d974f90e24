"""An order's steps after checkout through the client (docs/api.md section 11), against the real
backend: typed payments and shipments, the steps, what they refuse, the new filters."""

from __future__ import annotations

from datetime import date, datetime

import pytest

from storeadmin_gui.api import Order, OrderSummary, Payment, Shipment, StoreClient, errors

pytestmark = pytest.mark.anyio

OPEN = {"state": "pending", "payment_state": "awaiting_payment", "shipping_state": "ready"}


async def an_open_order(store: StoreClient) -> Order:
    page = await store.orders.summaries(limit=1, criteria=OPEN)
    assert page.items, "the demo store has an open order"
    return await store.orders.get(page.items[0].id)


async def test_payments_and_shipments_are_typed(store: StoreClient) -> None:
    fulfilled = await store.orders.summaries(limit=1, criteria={"state": "fulfilled"})
    order = await store.orders.get(fulfilled.items[0].id)
    (payment,) = order.payments
    (shipment,) = order.shipments
    assert isinstance(payment, Payment) and isinstance(shipment, Shipment)
    assert payment.state == "completed" and payment.amount == order.total
    assert payment.currency_code == order.currency and payment.method and payment.method.name
    assert shipment.state == "shipped" and shipment.tracking and shipment.shipped_at
    assert shipment.shipped_at.tzinfo is not None
    assert (order.payment_state, order.shipping_state) == ("paid", "shipped")
    assert str(shipment) == f"{shipment.method.name} · shipped · tracking {shipment.tracking}"  # type: ignore[union-attr]
    assert not order.can_cancel and order.payment_to_complete is None
    assert order.shipment_to_ship is None


async def test_what_an_open_order_offers_then_ship_pay_and_see_it_fulfilled(
    store: StoreClient,
) -> None:
    order = await an_open_order(store)
    assert order.can_cancel
    shipment, payment = order.shipment_to_ship, order.payment_to_complete
    assert shipment is not None and payment is not None
    assert (shipment.id, payment.id) == (order.shipments[0].id, order.payments[0].id)

    await store.orders.ship(order.id, shipment.id, tracking="1Z-CLIENT")  # type: ignore[arg-type]
    shipped = await store.orders.get(order.id)
    assert shipped.shipping_state == "shipped" and shipped.shipments[0].tracking == "1Z-CLIENT"
    assert not shipped.can_cancel and shipped.shipment_to_ship is None
    assert shipped.payment_to_complete is not None

    await store.orders.complete_payment(order.id, payment.id)  # type: ignore[arg-type]
    done = await store.orders.get(order.id)
    assert (done.state, done.payment_state) == ("fulfilled", "paid")
    assert done.payment_to_complete is None and not done.placed


async def test_cancel_and_the_refusal_of_a_second_cancel(store: StoreClient) -> None:
    order = await an_open_order(store)
    await store.orders.cancel(order.id)
    cancelled = await store.orders.get(order.id)
    assert cancelled.state == "cancelled"
    assert [p.state for p in cancelled.payments] == ["cancelled"]
    with pytest.raises(errors.ValidationFailed) as refused:
        await store.orders.cancel(order.id)
    assert str(refused.value) == "The order cannot be cancelled."
    assert refused.value.field_errors == {}
    with pytest.raises(errors.ValidationFailed) as not_shipped:
        await store.orders.ship(order.id, order.shipments[0].id)  # type: ignore[arg-type]
    assert str(not_shipped.value) == "The shipment cannot be shipped."
    with pytest.raises(errors.ValidationFailed) as not_paid:
        await store.orders.complete_payment(order.id, order.payments[0].id)  # type: ignore[arg-type]
    assert str(not_paid.value) == "The payment cannot be completed."


async def test_missing_records_and_a_bad_tracking_number(store: StoreClient) -> None:
    order = await an_open_order(store)
    with pytest.raises(errors.NotFound) as no_order:
        await store.orders.cancel(999_999)
    assert str(no_order.value) == 'The "order" has not been found.'
    with pytest.raises(errors.NotFound) as no_shipment:
        await store.orders.ship(order.id, 999_999)
    assert str(no_shipment.value) == 'The "shipment" has not been found.'
    with pytest.raises(errors.NotFound):
        await store.orders.complete_payment(order.id, 999_999)
    with pytest.raises(errors.ValidationFailed) as too_long:
        await store.orders.ship(order.id, order.shipments[0].id, tracking="x" * 256)  # type: ignore[arg-type]
    assert too_long.value.field_errors == {
        "tracking": ["This value is too long. It should have 255 characters or less."]
    }
    with pytest.raises(ValueError, match="positive id"):
        await store.orders.cancel(0)
    assert await store.orders.get(order.id) == order


async def test_steps_on_a_selection_read_from_summaries(store: StoreClient) -> None:
    """A list row carries what a step needs: no order is read to ship or pay a selection."""
    rows = (await store.orders.summaries(limit=100, criteria={"state": "pending"})).items
    assert rows and all(isinstance(row, OrderSummary) for row in rows)
    for row in rows:
        order = await store.orders.get(row.id)
        assert row.can_cancel == order.can_cancel
        assert [(s.id, s.state) for s in row.shipments] == [
            (s.id, s.state) for s in order.shipments
        ]
        to_ship, expected = row.shipment_to_ship, order.shipment_to_ship
        assert (to_ship.id if to_ship else None) == (expected.id if expected else None)
    shippable = [row for row in rows if row.shipment_to_ship is not None]
    for row in shippable:
        await store.orders.ship(row.id, row.shipment_to_ship.id)  # type: ignore[union-attr, arg-type]
    after = await store.orders.summaries(limit=100, criteria={"shipping_state": "ready"})
    assert not {row.id for row in shippable} & {row.id for row in after.items}


async def test_the_new_filters_and_sort(store: StoreClient) -> None:
    paid = await store.orders.summaries(limit=100, criteria={"payment_state": "paid"})
    assert paid.total > 0 and {row.payment_state for row in paid.items} == {"paid"}
    shipped = await store.orders.summaries(limit=100, criteria={"shipping_state": "shipped"})
    assert {row.shipping_state for row in shipped.items} == {"shipped"}
    march = await store.orders.summaries(
        limit=100, criteria={"date_from": date(2026, 3, 1), "date_to": date(2026, 3, 31)}
    )
    days = {row.checkout_completed_at.date() for row in march.items}  # type: ignore[union-attr]
    assert days and all(date(2026, 3, 1) <= day <= date(2026, 3, 31) for day in days)
    newest = await store.orders.summaries(limit=5, sorting={"checkout_completed_at": "desc"})
    moments = [row.checkout_completed_at for row in newest.items]
    assert None not in moments and moments == sorted(moments, reverse=True)  # type: ignore[type-var]
    with pytest.raises(ValueError, match="takes a date"):
        await store.orders.summaries(criteria={"date_from": datetime(2026, 3, 1)})
