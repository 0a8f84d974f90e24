"""What the carts and orders routes share: lookups that 404, field checks with the contract's
messages, order creation and soft deletion (counted by the database's triggers). Their answers
(JSON, list pages) are ``sales_answers.py``'s: the fulfilment, and so the demo store's seed, use
these without the web framework.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Final, TypeVar

from sqlalchemy import bindparam, select, update
from sqlalchemy.orm import Session

from . import stock
from .errors import INVALID_VALUE, NOT_BLANK, ApiError, FormErrors
from .models.catalog import Channel, Locale, channel_locales
from .models.sales import Order
from .order_pricing import (
    OrderReading,
    OrderTooLarge,
    Plan,
    StalePlan,
    plan_change,
    read_order,
)
from .requests import MAX_AMOUNT_MINOR, read_integer, read_string, to_integer

T = TypeVar("T")

CART: Final = "cart"
MIN_QUANTITY: Final = 1
MAX_QUANTITY: Final = 9999
QUANTITY_TOO_LOW: Final = "Quantity of an order item cannot be lower than 1."
QUANTITY_TOO_HIGH: Final = "Quantity of an order item cannot be greater than 9999."
EXTRA_FIELDS: Final = "This form should not contain extra fields."
ORDER_TOO_LARGE: Final = "The order total would be too large."
# An explicit unit price (minor units) stays far from where totals could overflow storage.
MAX_UNIT_PRICE: Final = MAX_AMOUNT_MINOR
SORT_FIELDS: Final = ("id", "number", "total", "createdAt", "updatedAt")
# The orders list also sorts by the checkout's time (docs/api.md section 11).
ORDER_SORT_FIELDS: Final = (*SORT_FIELDS, "checkout_completed_at")
DEFAULT_SORT: Final = ("id", "desc")
QUANTITY_SCHEMA: Final[dict[str, Any]] = {
    "type": "integer",
    "minimum": MIN_QUANTITY,
    "maximum": MAX_QUANTITY,
}
# Documents the shapes the routes answer (they build JSON themselves, for speed).
OBJECT_SCHEMA: Final[dict[str, Any]] = {"type": "object"}


def planned(form: FormErrors, reading: OrderReading, now: datetime, **change: Any) -> Plan:
    """``plan_change(reading, now, **change)``; totals beyond the storable range are a form error
    of ``form``, not a 500."""
    try:
        return plan_change(reading, now, **change)
    except OrderTooLarge:
        form.add_form_error(ORDER_TOO_LARGE)
        form.raise_if_any()
        raise


def read_for_change(
    session: Session,
    raw_id: str,
    state: str | None,
    missing: ApiError,
    now: datetime,
    lock_first: bool,
) -> tuple[OrderRef, OrderReading]:
    """The order of the path (else ``missing``) as a change to its lines reads it; with
    ``lock_first`` (``retrying_stale``'s last try) the order is taken before it is read."""
    order = require_order(session, raw_id, state, missing)
    if lock_first:
        lock_order(session, order)
    return order, read_order(session, order.id, now)


# Tries of a change to an order's lines before the last, which locks the order before it reads.
STALE_TRIES: Final = 3


def retrying_stale(session: Session, attempt: Callable[[bool], T]) -> T:
    """``attempt(lock_first)`` reads an order, checks the request and writes the change
    (``order_pricing.write_plan``). When the order changed between its read and its write
    (``StalePlan``), nothing was written: it is rolled back and run again. The last try passes
    ``lock_first``: it takes the order (``lock_order``) before reading, so nothing can overtake
    it (it holds the write lock for longer, as only a much-contended order makes it do)."""
    for _ in range(STALE_TRIES - 1):
        try:
            return attempt(False)
        except StalePlan:
            session.rollback()
    return attempt(True)


def path_id(text: str) -> int | None:
    """A positive database id from a path segment, or None (which the caller answers with 404)."""
    value = to_integer(text)
    return value if value is not None and value > 0 else None


@dataclass(frozen=True)
class OrderRef:
    """What routes need to know of an order they act on (read without loading the whole row)."""

    id: int
    state: str
    channel_id: int


_LIVE_ORDER = select(Order.id, Order.state, Order.channel_id).where(
    Order.id == bindparam("order_id"), Order.deleted_at.is_(None)
)


def find_live_order(session: Session, raw_id: str, state: str | None = None) -> OrderRef | None:
    """The order with this id that is not deleted (and, if given, in ``state``)."""
    order_id = path_id(raw_id)
    if order_id is None:
        return None
    row = session.connection().execute(_LIVE_ORDER, {"order_id": order_id}).first()
    if row is None or (state is not None and row.state != state):
        return None
    return OrderRef(row.id, row.state, row.channel_id)


def require_order(session: Session, raw_id: str, state: str | None, missing: ApiError) -> OrderRef:
    order = find_live_order(session, raw_id, state)
    if order is None:
        raise missing
    return order


def lock_order(session: Session, order: OrderRef) -> None:
    """Takes the order for this transaction before reading what a write to it depends on.

    A no-op UPDATE: on PostgreSQL it locks the order's row, on SQLite it takes the database's
    write lock; either way two writers to one cart, in one server process or in two, go one
    after the other, and the second reads what the first wrote (its line, the stock it checked).
    """
    session.execute(update(Order).where(Order.id == order.id).values(updated_at=Order.updated_at))


def read_quantity(form: FormErrors, body: dict[str, Any], field: str = "quantity") -> int | None:
    """1 to 9999 with the contract's messages; None when the form got an error."""
    quantity = read_integer(form, body, field, blank_message=NOT_BLANK)
    if quantity is None:
        return None
    return check_quantity(form, quantity, field)


def check_quantity(form: FormErrors, quantity: int, field: str = "quantity") -> int | None:
    if quantity < MIN_QUANTITY:
        form.add(field, QUANTITY_TOO_LOW)
        return None
    if quantity > MAX_QUANTITY:
        form.add(field, QUANTITY_TOO_HIGH)
        return None
    return quantity


def read_channel_and_locale(
    session: Session, form: FormErrors, body: dict[str, Any]
) -> tuple[Channel | None, str | None]:
    """``channel`` (an enabled channel's code) and ``localeCode`` (a locale of that channel)."""
    channel: Channel | None = None
    code = read_string(form, body, "channel", blank_message=NOT_BLANK)
    if code is not None:
        channel = session.scalars(
            select(Channel).where(Channel.code == code, Channel.enabled.is_(True))
        ).first()
        if channel is None:
            form.add("channel", INVALID_VALUE)
    locale_code = read_string(form, body, "localeCode", blank_message=NOT_BLANK)
    if locale_code is not None:
        query = select(Locale.code).where(Locale.code == locale_code)
        if channel is not None:
            query = query.join(channel_locales, channel_locales.c.locale_id == Locale.id).where(
                channel_locales.c.channel_id == channel.id
            )
        if session.execute(query).first() is None:
            form.add("localeCode", INVALID_VALUE)
            locale_code = None
    return channel, locale_code


def create_order(
    session: Session, channel: Channel, locale_code: str, customer_id: int | None, now: datetime
) -> Order:
    """A new order in state ``cart`` (also what a new cart is), counted by trigger."""
    order = Order(
        state=CART,
        checkout_state=CART,
        payment_state=CART,
        shipping_state=CART,
        channel_id=channel.id,
        customer_id=customer_id,
        locale_code=locale_code,
        currency_code=channel.base_currency_code,
        items_total=0,
        adjustments_total=0,
        total=0,
        payments=[],
        shipments=[],
        created_at=now,
        updated_at=now,
    )
    session.add(order)
    session.flush()
    return order


def soft_delete(session: Session, order: OrderRef, now: datetime) -> None:
    """Gone from lists and reads, kept in storage (docs/api.md section 7); what a placed order
    held is released, as a cancel would (docs/api.md section 11)."""
    stock.release_order(session, order.id, now)
    session.execute(
        update(Order).where(Order.id == order.id).values(deleted_at=now, updated_at=now)
    )
