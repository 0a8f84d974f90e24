"""What a customer's profile adds to the customer: their orders and what they spent (docs/api.md
section 15). Guests, who bought without an account, are customers without a ``user``.

Every figure reads the customer's own orders through the index that starts with the customer, so
its cost grows with that customer's orders, never with the store's.
"""

from __future__ import annotations

from typing import Any, Final

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from storeadmin_gui.backend.formats import timestamp
from storeadmin_gui.backend.fulfilment import CANCELLED
from storeadmin_gui.backend.models.sales import Order
from storeadmin_gui.backend.sales_common import CART

LIVE = (Order.deleted_at.is_(None),)


def spending(session: Session, customer_id: int) -> dict[str, Any]:
    """Placed orders that are not cancelled (as the statistics count them), per currency: their
    number, sum and average (rounded half up), and the first and last order's checkout."""
    rows = session.execute(
        select(
            Order.currency_code,
            func.count(),
            func.sum(Order.total),
            func.min(Order.checkout_completed_at),
            func.max(Order.checkout_completed_at),
        )
        .where(
            Order.customer_id == customer_id,
            *LIVE,
            Order.state.not_in((CART, CANCELLED)),
        )
        .group_by(Order.currency_code)
        .order_by(Order.currency_code)
    ).all()
    totals = [
        {
            "currency": currency,
            "orders": count,
            "spent": int(spent or 0),
            "average_order": (2 * int(spent or 0) + count) // (2 * count) if count else 0,
        }
        for currency, count, spent, _first, _last in rows
    ]
    firsts = [row[3] for row in rows if row[3] is not None]
    lasts = [row[4] for row in rows if row[4] is not None]
    return {
        "orders": sum(entry["orders"] for entry in totals),
        "totals": totals,
        "first_order_at": timestamp(min(firsts)) if firsts else None,
        "last_order_at": timestamp(max(lasts)) if lasts else None,
    }


ORDER_SUMMARY: Final = (
    Order.id,
    Order.number,
    Order.state,
    Order.payment_state,
    Order.shipping_state,
    Order.total,
    Order.currency_code,
    Order.checkout_completed_at,
    Order.created_at,
)


def order_summary(row: Any) -> dict[str, Any]:
    return {
        "id": row.id,
        "number": row.number,
        "state": row.state,
        "payment_state": row.payment_state,
        "shipping_state": row.shipping_state,
        "total": row.total,
        "currency_code": row.currency_code,
        "checkout_completed_at": timestamp(row.checkout_completed_at),
        "created_at": timestamp(row.created_at),
    }


def count_orders(session: Session, customer_id: int) -> int:
    """The customer's live orders, carts included."""
    mine = (Order.customer_id == customer_id, *LIVE)
    return session.execute(select(func.count()).select_from(Order).where(*mine)).scalar() or 0


def customer_orders(
    session: Session, customer_id: int, offset: int, limit: int
) -> list[dict[str, Any]]:
    """A page of the customer's live orders (carts included), newest first."""
    rows = session.execute(
        select(*ORDER_SUMMARY)
        .where(Order.customer_id == customer_id, *LIVE)
        .order_by(Order.created_at.desc(), Order.id.desc())
        .offset(offset)
        .limit(limit)
    ).all()
    return [order_summary(row) for row in rows]
