"""Who did what to an order or a variant (docs/api.md section 15), recorded by the routes that
change them, in the same transaction as the change.

A route takes the subject's state before it changes it (``order_state``, ``variant_state``) and
hands it back afterwards (``order_changed``, ``variant_changed``): the entry lists each field that
moved, before and after, so one mechanism records every kind of change without each route
describing its own. A change that moves none of the recorded fields leaves no entry.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any, Final

from fastapi import Request
from sqlalchemy import select
from sqlalchemy.orm import Session

from storeadmin_gui.backend.formats import timestamp, utcnow
from storeadmin_gui.backend.models.accounts import User
from storeadmin_gui.backend.models.catalog import Channel, ChannelPricing, ProductVariant
from storeadmin_gui.backend.models.history import ORDER, VARIANT, HistoryEntry
from storeadmin_gui.backend.models.sales import Order, OrderItem
from storeadmin_gui.backend.sales_common import OrderRef, lock_order
from storeadmin_gui.backend.subject_pages import subject_page

State = dict[str, Any]

# What an order's entry compares: the order's own fields, then each payment, shipment and line.
ORDER_FIELDS: Final = (
    "state", "payment_state", "shipping_state", "total", "notes",
    "shipping_address", "billing_address",
)  # fmt: skip
# Order actions (the kind of change an entry records).
CREATED: Final = "created"
DELETED: Final = "deleted"
ITEM_ADDED: Final = "item_added"
ITEM_REMOVED: Final = "item_removed"
QUANTITY_CHANGED: Final = "quantity_changed"
CANCELLED: Final = "cancelled"
SHIPPED: Final = "shipped"
PAYMENT_COMPLETED: Final = "payment_completed"
NOTE_ADDED: Final = "note_added"
NOTE_DELETED: Final = "note_deleted"
UPDATED: Final = "updated"  # a variant's price or stock


def author_name(session: Session, user_id: int) -> str:
    """How staff know the user: its names, else its username."""
    # Three columns, not the user's object: every write asks.
    user = session.execute(
        select(User.first_name, User.last_name, User.username).where(User.id == user_id)
    ).first()
    if user is None:
        return f"#{user_id}"
    names = " ".join(part for part in (user.first_name, user.last_name) if part)
    return names or user.username


def order_state(session: Session, order: OrderRef | Order, *, lock: bool = False) -> State:
    """What an order's entry compares, read now; ``lock`` takes the order first (as the steps
    do), so nothing changes it between this read and the change."""
    if lock:
        lock_order(session, OrderRef(order.id, order.state, order.channel_id))
    row = session.execute(
        select(
            *(getattr(Order, name) for name in ORDER_FIELDS), Order.payments, Order.shipments
        ).where(Order.id == order.id)
    ).one()
    state: State = {name: getattr(row, name) for name in ORDER_FIELDS}
    for kind, entries in (("payments", row.payments), ("shipments", row.shipments)):
        for entry in entries or ():
            for name in ("state", "tracking"):
                if name in entry:
                    state[f"{kind}.{entry.get('id')}.{name}"] = entry[name]
    lines = session.execute(
        select(OrderItem.id, ProductVariant.code, OrderItem.quantity, OrderItem.unit_price)
        .join(ProductVariant, ProductVariant.id == OrderItem.variant_id)
        .where(OrderItem.order_id == order.id)
    )
    for line in lines:
        state[f"items.{line.id}"] = {
            "variant": line.code,
            "quantity": line.quantity,
            "unit_price": line.unit_price,
        }
    return state


def variant_state(session: Session, variant_id: int) -> State:
    """What a variant's entry compares: its stock and its price in each channel (minor units)."""
    row = session.execute(
        select(ProductVariant.on_hand, ProductVariant.tracked).where(
            ProductVariant.id == variant_id
        )
    ).one()
    state: State = {"onHand": row.on_hand, "tracked": bool(row.tracked)}
    prices = session.execute(
        select(Channel.code, ChannelPricing.price)
        .join(Channel, Channel.id == ChannelPricing.channel_id)
        .where(ChannelPricing.variant_id == variant_id)
    )
    for code, price in prices:
        state[f"channelPricings.{code}.price"] = price
    return state


def differences(before: State, after: State) -> list[dict[str, Any]]:
    """Each field whose value moved, in a stable order (a field absent on one side is null)."""
    fields = list(before) + [name for name in after if name not in before]
    return [
        {"field": name, "before": before.get(name), "after": after.get(name)}
        for name in fields
        if before.get(name) != after.get(name)
    ]


def record(
    session: Session,
    user_id: int,
    subject: str,
    subject_id: int,
    action: str,
    changes: list[dict[str, Any]],
    now: datetime | None = None,
) -> None:
    """Adds the entry to the session's transaction (a change with no field moved: none)."""
    if not changes:
        return
    session.add(
        HistoryEntry(
            subject=subject,
            subject_id=subject_id,
            user_id=user_id,
            user_name=author_name(session, user_id),
            action=action,
            changes=changes,
            created_at=now or utcnow(),
        )
    )
    session.flush()


def order_changed(
    session: Session, user_id: int, order: OrderRef | Order, action: str, before: State
) -> None:
    """Records what ``action`` did to the order since ``before`` was read."""
    after = order_state(session, order)
    record(session, user_id, ORDER, order.id, action, differences(before, after))


def order_deleted(session: Session, user_id: int, order_id: int, now: datetime) -> None:
    """Records the order's (soft) deletion: it leaves every list, its history stays."""
    change = {"field": "deleted_at", "before": None, "after": timestamp(now)}
    record(session, user_id, ORDER, order_id, DELETED, [change], now)


def variant_changed(
    session: Session, user_id: int, variant_id: int, action: str, before: State
) -> None:
    """Records what ``action`` did to the variant's price and stock since ``before``."""
    after = variant_state(session, variant_id)
    record(session, user_id, VARIANT, variant_id, action, differences(before, after))


def stock_on_hand(session: Session, order: OrderRef | Order) -> dict[int, int]:
    """On hand of each tracked variant the order has a line of, by variant id."""
    rows = session.execute(
        select(ProductVariant.id, ProductVariant.on_hand)
        .join(OrderItem, OrderItem.variant_id == ProductVariant.id)
        .where(OrderItem.order_id == order.id, ProductVariant.tracked.is_(True))
        .distinct()
    )
    return {variant_id: on_hand for variant_id, on_hand in rows}


def stock_moved(
    session: Session, user_id: int, order: OrderRef | Order, action: str, before: dict[int, int]
) -> None:
    """Records on each variant what ``action`` on the order took from its stock since
    ``before`` (a shipment: the units leave the store), naming the order: a variant's history
    shows every change of its stock, not only those typed in its editor."""
    after = stock_on_hand(session, order)
    number = session.execute(select(Order.number).where(Order.id == order.id)).scalar_one()
    for variant_id, was in sorted(before.items()):
        now = after.get(variant_id, was)
        if now != was:
            changes: list[dict[str, Any]] = [
                {"field": "onHand", "before": was, "after": now},
                {"field": "order", "before": None, "after": number},
            ]
            record(session, user_id, VARIANT, variant_id, action, changes)


def entry_view(entry: HistoryEntry) -> dict[str, Any]:
    return {
        "id": entry.id,
        "at": timestamp(entry.created_at),
        "user": {"id": entry.user_id, "name": entry.user_name},
        "action": entry.action,
        "changes": entry.changes,
    }


def history_page(
    request: Request, session: Session, subject: str, subject_id: int
) -> dict[str, Any]:
    """One page of the subject's entries, newest first."""
    return subject_page(request, session, HistoryEntry, subject, subject_id, entry_view)
