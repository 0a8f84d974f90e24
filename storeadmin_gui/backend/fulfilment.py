"""An order after checkout (docs/api.md section 11): placed, paid, shipped, fulfilled or cancelled.

The rules live in pure functions over ``Progress`` (the order's three states and its payment and
shipment documents), so the API's actions and the demo seed's bulk orders follow exactly the same
rules. The actions lock the order first, so of two steps on one order (a ship and a cancel at
once, in one server process or two) the second sees what the first did and is judged on it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from datetime import datetime
from typing import Any, Final

from sqlalchemy import select, update
from sqlalchemy.orm import Session

from . import stock
from .errors import ApiError, coded, not_found
from .formats import timestamp
from .models.sales import Order
from .sales_common import CART, OrderRef, lock_order, path_id

PENDING: Final = "pending"
FULFILLED: Final = "fulfilled"
CANCELLED: Final = "cancelled"
AWAITING_PAYMENT: Final = "awaiting_payment"
PAID: Final = "paid"
READY: Final = "ready"
SHIPPED: Final = "shipped"
PAYMENT_NEW: Final = "new"
PAYMENT_COMPLETED: Final = "completed"
# Sylius 1.x calls a placed order "new"; ``criteria[state]`` takes either word.
STATE_ALIASES: Final = {"new": PENDING}

CANNOT_CANCEL: Final = "The order cannot be cancelled."
CANNOT_SHIP: Final = "The shipment cannot be shipped."
CANNOT_COMPLETE: Final = "The payment cannot be completed."
CANNOT_CHANGE: Final = "This order can no longer be changed."

Document = dict[str, Any]


@dataclass(frozen=True)
class Progress:
    """What the steps after checkout change: the order's states and its payments and shipments."""

    state: str
    payment_state: str
    shipping_state: str
    payments: tuple[Document, ...]
    shipments: tuple[Document, ...]

    @property
    def shipped_any(self) -> bool:
        return any(shipment.get("state") == SHIPPED for shipment in self.shipments)


def placed(payments: Sequence[Document], shipments: Sequence[Document]) -> Progress:
    """A just-placed order: awaiting payment, ready to ship (its entries ``new`` and ``ready``)."""
    return Progress(PENDING, AWAITING_PAYMENT, READY, tuple(payments), tuple(shipments))


def _settled(progress: Progress) -> Progress:
    """The order's states as its payments and shipments stand: fulfilled once paid and shipped."""
    payments, shipments = progress.payments, progress.shipments
    paid = bool(payments) and all(p.get("state") == PAYMENT_COMPLETED for p in payments)
    shipped = bool(shipments) and all(s.get("state") == SHIPPED for s in shipments)
    payment_state = PAID if paid else AWAITING_PAYMENT
    shipping_state = SHIPPED if shipped else READY
    state = FULFILLED if paid and shipped else PENDING
    return replace(
        progress, state=state, payment_state=payment_state, shipping_state=shipping_state
    )


def _entry(entries: Sequence[Document], entry_id: int | None) -> Document | None:
    if entry_id is None:
        return None
    return next((entry for entry in entries if entry.get("id") == entry_id), None)


def cancelled(progress: Progress, stamp: str) -> Progress | None:
    """A pending order with nothing shipped is cancelled with its payments and shipments."""
    if progress.state != PENDING or progress.shipped_any:
        return None
    return Progress(
        CANCELLED,
        CANCELLED,
        CANCELLED,
        tuple({**p, "state": CANCELLED, "updated_at": stamp} for p in progress.payments),
        tuple({**s, "state": CANCELLED, "updated_at": stamp} for s in progress.shipments),
    )


def shipped(
    progress: Progress, shipment_id: int, tracking: str | None, stamp: str
) -> Progress | None:
    """A ready shipment of a pending order leaves, with its tracking number if given."""
    shipment = _entry(progress.shipments, shipment_id)
    if progress.state != PENDING or shipment is None or shipment.get("state") != READY:
        return None
    sent = {**shipment, "state": SHIPPED, "tracking": tracking, "shipped_at": stamp}
    sent["updated_at"] = stamp
    shipments = tuple(sent if entry is shipment else entry for entry in progress.shipments)
    return _settled(replace(progress, shipments=shipments))


def paid(progress: Progress, payment_id: int, stamp: str) -> Progress | None:
    """A new payment of a pending order is completed."""
    payment = _entry(progress.payments, payment_id)
    if progress.state != PENDING or payment is None or payment.get("state") != PAYMENT_NEW:
        return None
    done = {**payment, "state": PAYMENT_COMPLETED, "updated_at": stamp}
    payments = tuple(done if entry is payment else entry for entry in progress.payments)
    return _settled(replace(progress, payments=payments))


def lines_may_change(state: str, payment_state: str, shipping_state: str) -> bool:
    """Items may be added or removed in a cart, or in a placed order before it is paid or sent
    (afterwards the payment's amount and the stock already taken would no longer match)."""
    if state == CART:
        return True
    return state == PENDING and payment_state == AWAITING_PAYMENT and shipping_state == READY


# ---- stored orders ---------------------------------------------------------------------------

_PROGRESS = select(
    Order.state, Order.payment_state, Order.shipping_state, Order.payments, Order.shipments
)


def load_progress(session: Session, order: OrderRef) -> Progress:
    """The order's progress, read after taking the order for this transaction."""
    lock_order(session, order)
    row = session.execute(_PROGRESS.where(Order.id == order.id)).one()
    return Progress(
        row.state,
        row.payment_state,
        row.shipping_state,
        tuple(row.payments or ()),
        tuple(row.shipments or ()),
    )


def save_progress(
    session: Session, order_id: int, before: Progress, after: Progress, now: datetime
) -> None:
    """Stores ``after`` (the counters follow by trigger); moves the stock as the order went:
    a cancel releases what the order held, a shipment in full takes it from the store."""
    session.execute(
        update(Order)
        .where(Order.id == order_id)
        .values(
            state=after.state,
            payment_state=after.payment_state,
            shipping_state=after.shipping_state,
            payments=list(after.payments),
            shipments=list(after.shipments),
            updated_at=now,
        )
        .execution_options(synchronize_session=False)
    )
    if after.state == CANCELLED and before.state != CANCELLED:
        stock.release_order(session, order_id, now)
    elif after.shipping_state == SHIPPED and before.shipping_state != SHIPPED:
        stock.ship_order(session, order_id, now)


def _entry_id(raw: str, entries: Sequence[Document], resource: str) -> int:
    """The id of one of the order's entries named in the path, else that resource's 404."""
    entry_id = path_id(raw)
    if _entry(entries, entry_id) is None:
        raise not_found(resource)
    assert entry_id is not None
    return entry_id


def _refused(message: str) -> ApiError:
    return coded(400, message)


def cancel_order(session: Session, order: OrderRef, now: datetime) -> None:
    before = load_progress(session, order)
    after = cancelled(before, timestamp(now) or "")
    if after is None:
        raise _refused(CANNOT_CANCEL)
    save_progress(session, order.id, before, after, now)


def ship_shipment(
    session: Session, order: OrderRef, raw_id: str, tracking: str | None, now: datetime
) -> None:
    before = load_progress(session, order)
    shipment_id = _entry_id(raw_id, before.shipments, "shipment")
    after = shipped(before, shipment_id, tracking, timestamp(now) or "")
    if after is None:
        raise _refused(CANNOT_SHIP)
    save_progress(session, order.id, before, after, now)


def complete_payment(session: Session, order: OrderRef, raw_id: str, now: datetime) -> None:
    before = load_progress(session, order)
    payment_id = _entry_id(raw_id, before.payments, "payment")
    after = paid(before, payment_id, timestamp(now) or "")
    if after is None:
        raise _refused(CANNOT_COMPLETE)
    save_progress(session, order.id, before, after, now)


def place_order(session: Session, order_id: int, columns: Document, now: datetime) -> list[int]:
    """A cart becomes a placed order (``columns``: number, addresses, payments and shipments,
    checkout time): its units go on hold and so does their stock. The variant ids that lacked
    stock (nothing is placed then; the caller's transaction is to be rolled back)."""
    held = stock.move_units(session, order_id, stock.CHECKOUT, stock.ON_HOLD, now)
    short = stock.hold(session, held)
    if short:
        return short
    session.execute(
        update(Order)
        .where(Order.id == order_id)
        .values(**columns, state=PENDING, payment_state=AWAITING_PAYMENT, shipping_state=READY)
        .execution_options(synchronize_session=False)
    )
    return []


def payment_follows_total(session: Session, order_id: int, now: datetime) -> None:
    """After a placed order's items changed, its one payment not yet made asks for the new total."""
    row = session.execute(select(Order.total, Order.payments).where(Order.id == order_id)).one()
    payments = list(row.payments or ())
    waiting = [p for p in payments if p.get("state") == PAYMENT_NEW]
    if len(waiting) != 1 or waiting[0].get("amount") == row.total:
        return
    stamp = timestamp(now)
    payments = [
        {**p, "amount": row.total, "updated_at": stamp} if p is waiting[0] else p for p in payments
    ]
    session.execute(
        update(Order)
        .where(Order.id == order_id)
        .values(payments=payments)
        .execution_options(synchronize_session=False)
    )
