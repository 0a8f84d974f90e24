"""Orders placed in a store while the app watches it, as a shopper's checkout would place them.

The API has no checkout (a storefront's business), so a test places one of the demo store's
carts in the store's database itself, through the backend's own rule for placing an order
(``fulfilment.place_order``: number, checkout time, addresses, a payment and a shipment; the
stock held). The server sees the commit as any other (SQLite counts it), so its next answer
includes the order.
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from sqlalchemy import create_engine, func, select
from sqlalchemy.orm import Session

from storeadmin_gui.backend import fulfilment
from storeadmin_gui.backend.models.sales import Order

__all__ = ["place_a_cart"]

ADDRESS = {
    "first_name": "Ada",
    "last_name": "Lovelace",
    "street": "Seefeldstrasse 1",
    "postcode": "8008",
    "city": "Zürich",
    "country_code": "CH",
}


def place_a_cart(database: Path, when: datetime | None = None) -> tuple[int, str]:
    """Place the oldest cart of the store in ``database`` now (or ``when``); its id and number."""
    moment = when or datetime.now(UTC)
    stamp = moment.strftime("%Y-%m-%dT%H:%M:%S+0000")
    engine = create_engine(f"sqlite:///{database}")
    try:
        with Session(engine) as session, session.begin():
            cart = session.execute(
                select(Order)
                .where(Order.state == "cart", Order.deleted_at.is_(None))
                .order_by(Order.id)
                .limit(1)
            ).scalar_one()
            highest = session.execute(select(func.max(Order.number))).scalar_one()
            number = f"{int(highest or 0) + 1:09d}"
            entry = int(number)
            columns = {
                "number": number,
                "checkout_state": "completed",
                "checkout_completed_at": moment,
                "updated_at": moment,
                "shipping_address": ADDRESS,
                "billing_address": ADDRESS,
                "payments": [
                    {
                        "id": entry,
                        "method": {"code": "bank_transfer", "name": "Bank transfer"},
                        "amount": cart.total,
                        "currency_code": cart.currency_code,
                        "state": fulfilment.PAYMENT_NEW,
                        "created_at": stamp,
                        "updated_at": stamp,
                    }
                ],
                "shipments": [
                    {
                        "id": entry,
                        "method": {"code": "ups", "name": "UPS"},
                        "state": fulfilment.READY,
                        "tracking": None,
                        "shipped_at": None,
                        "created_at": stamp,
                        "updated_at": stamp,
                    }
                ],
            }
            cart_id = cart.id
            short = fulfilment.place_order(session, cart_id, columns, moment)
            assert not short, f"cart {cart_id} lacks stock of {short}"
    finally:
        engine.dispose()
    return cart_id, number
