"""The demo store's hand-made orders made the way the seed once made them: through the API's own
code, statement by statement. The reference the seed's bulk writes are checked against
(``test_seed_bulk.py``): the same rows, ids and values.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from datetime import datetime, timedelta

import pytest
from sqlalchemy.orm import Session

from storeadmin_gui.backend import fulfilment, seed_sales, stock
from storeadmin_gui.backend.models.sales import Order, OrderItem
from storeadmin_gui.backend.order_pricing import (
    ChannelRules,
    load_channel_rules,
    recalculate_order,
)
from storeadmin_gui.backend.sales_common import OrderRef
from storeadmin_gui.backend.seed_sales import (
    CASH_ON_DELIVERY,
    DEMO_CARTS,
    DEMO_PLACED,
    SALES_START,
    Buyer,
    Step,
    _demo_outcome,
    _enabled_channels,
    _offers,
    _placed_documents,
    _steps,
    _tracking,
)


@contextmanager
def hand_made_through_the_api() -> Iterator[None]:
    """Within it, the demo seed (``seed.seed_demo``) makes its hand-made orders through the API's
    code, and the rest of the store as always."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(seed_sales, "seed_demo_orders", make_demo_orders_through_the_api)
        yield


def make_demo_orders_through_the_api(
    session: Session,
    rng: random.Random,
    buyers: Sequence[Buyer],
    shift: timedelta = timedelta(0),
) -> None:
    """The hand-made carts and placed orders built by the API's own code (items, then the
    recalculation, the placing, the steps of each outcome), statement by statement."""
    channels = _enabled_channels(session)
    offers = _offers(session)
    available = {offer.variant_id: offer.available for group in offers.values() for offer in group}
    sold: Counter[int] = Counter()
    shipping_rules: dict[int, ChannelRules] = {}
    for index in range(DEMO_CARTS + DEMO_PLACED):
        channel = channels[index % len(channels)]
        buyer = buyers[(index * 5) % len(buyers)]
        moment = SALES_START + shift + timedelta(days=index * 3, minutes=rng.randint(0, 600))
        locale = "en_US" if index % 4 else "de_CH"
        order = Order(
            state="cart",
            checkout_state="cart",
            payment_state="cart",
            shipping_state="cart",
            channel_id=channel.id,
            customer_id=buyer.id,
            locale_code=locale,
            currency_code=channel.base_currency_code,
            payments=[],
            shipments=[],
            created_at=moment,
            updated_at=moment,
        )
        session.add(order)
        session.flush()
        # In stock (for tracked variants) so every demo cart could be placed as it is.
        choices = [
            offer
            for offer in offers.get(channel.id, [])
            if not offer.tracked or available[offer.variant_id] >= 3
        ]
        items = [
            OrderItem(
                order_id=order.id,
                variant_id=offer.variant_id,
                quantity=rng.randint(1, 3),
                unit_price=offer.price,
                immutable=False,
                created_at=moment,
                updated_at=moment,
            )
            for offer in rng.sample(choices, k=rng.randint(1, 3))
        ]
        session.add_all(items)
        session.flush()
        to_place = index >= DEMO_CARTS
        # A placed order is priced by the rules of its checkout's moment (order_pricing).
        placed_at = moment + timedelta(minutes=rng.randint(5, 90)) if to_place else moment
        result = recalculate_order(session, order.id, placed_at)
        if to_place:
            placed_index = index - DEMO_CARTS
            if channel.id not in shipping_rules:  # only its shipping is read: it has no dates
                shipping_rules[channel.id] = load_channel_rules(session, channel.id, placed_at)
            columns = _placed_documents(
                rng,
                buyer,
                placed_index + 1,
                result.total,
                channel.base_currency_code,
                shipping_rules[channel.id],
                placed_at,
            )
            short = fulfilment.place_order(
                session, order.id, {**columns, "updated_at": placed_at}, placed_at
            )
            assert not short, f"demo order {order.id} lacks stock of {short}"
            for item in items:  # placing put every unit on hold
                available[item.variant_id] -= item.quantity
            ref = OrderRef(order.id, fulfilment.PENDING, channel.id)
            cash = columns["payments"][0]["method"]["code"] == CASH_ON_DELIVERY
            for step in _steps(_demo_outcome(placed_index), cash):
                _take_step(session, rng, ref, step, placed_at + step.after)
            sold.update(stock.units_in_state(session, order.id, stock.SOLD))
    # The catalogue's counts are what the store holds today: what these orders shipped came out
    # of deliveries received before them.
    stock.restock(session, sold)
    session.flush()


def _take_step(
    session: Session, rng: random.Random, order: OrderRef, step: Step, when: datetime
) -> None:
    """One step through the API's own action (the order has one payment and one shipment)."""
    progress = fulfilment.load_progress(session, order)
    if step.action == "cancel":
        fulfilment.cancel_order(session, order, when)
    elif step.action == "pay":
        payment_id = str(progress.payments[0]["id"])
        fulfilment.complete_payment(session, order, payment_id, when)
    else:
        shipment_id = str(progress.shipments[0]["id"])
        fulfilment.ship_shipment(session, order, shipment_id, _tracking(rng), when)
