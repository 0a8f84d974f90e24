"""Stock an order holds, releases or takes, and the inventory units that record it (docs/api.md
section 11).

A placed order holds its tracked units (``onHold += quantity``); shipping takes them from hand and
hold; cancelling (or deleting the order) releases the hold. Each unit's ``inventory_state`` says
where it stands: ``onhold``, then ``sold`` or ``cancelled``. The numbers move for variants that are
tracked when the step happens, by relative updates in the step's own transaction, never below 0.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import datetime
from typing import Final

from sqlalchemy import ColumnElement, case, func, select, update
from sqlalchemy.orm import InstrumentedAttribute, Session

from .models.catalog import Product, ProductVariant
from .models.sales import OrderItem, OrderItemUnit

CHECKOUT: Final = "checkout"
ON_HOLD: Final = "onhold"
SOLD: Final = "sold"
CANCELLED: Final = "cancelled"


def units_in_state(session: Session, order_id: int, state: str) -> dict[int, int]:
    """How many of the order's units are in ``state``, per variant id."""
    return _units(session, state, OrderItem.order_id == order_id)


def _units(session: Session, state: str, items: ColumnElement[bool]) -> dict[int, int]:
    """How many units of the ``items`` are in ``state``, per variant id."""
    rows = session.execute(
        select(OrderItem.variant_id, func.count(OrderItemUnit.id))
        .join(OrderItemUnit, OrderItemUnit.order_item_id == OrderItem.id)
        .where(items, OrderItemUnit.inventory_state == state)
        .group_by(OrderItem.variant_id)
    ).all()
    return {variant_id: int(count) for variant_id, count in rows}


def move_units(
    session: Session, order_id: int, from_state: str, to_state: str, now: datetime
) -> dict[int, int]:
    """Every unit of the order in ``from_state`` goes to ``to_state``; how many, per variant."""
    moved = units_in_state(session, order_id, from_state)
    if moved:
        items = select(OrderItem.id).where(OrderItem.order_id == order_id)
        session.execute(
            update(OrderItemUnit)
            .where(
                OrderItemUnit.order_item_id.in_(items),
                OrderItemUnit.inventory_state == from_state,
            )
            .values(inventory_state=to_state, updated_at=now)
        )
    return moved


def _less(column: InstrumentedAttribute[int], quantity: int) -> ColumnElement[int]:
    """``column - quantity``, but never below 0 (a hold taken before a variant was tracked)."""
    return case((column >= quantity, column - quantity), else_=0)


def hold(session: Session, quantities: Mapping[int, int]) -> list[int]:
    """Put ``quantities`` (per variant id) on hold where available; the ids that lacked stock.

    One conditional update per variant, so two orders can never both take the last units: the
    second finds the first one's hold. Nothing is held when a variant lacks stock; the caller
    refuses the step (and its transaction rolls back what the others held).
    """
    short: list[int] = []
    for variant_id, quantity in sorted(quantities.items()):
        done = session.execute(
            update(ProductVariant)
            .where(
                ProductVariant.id == variant_id,
                ProductVariant.tracked.is_(True),
                ProductVariant.on_hand - ProductVariant.on_hold >= quantity,
            )
            .values(on_hold=ProductVariant.on_hold + quantity)
            .execution_options(synchronize_session=False)
        )
        if getattr(done, "rowcount", 0) == 0 and _is_tracked(session, variant_id):
            short.append(variant_id)
    return short


def _is_tracked(session: Session, variant_id: int) -> bool:
    tracked = session.execute(
        select(ProductVariant.tracked).where(ProductVariant.id == variant_id)
    ).scalar()
    return bool(tracked)


def release(session: Session, quantities: Mapping[int, int]) -> None:
    """Give back held ``quantities`` (per variant id)."""
    for variant_id, quantity in sorted(quantities.items()):
        session.execute(
            update(ProductVariant)
            .where(ProductVariant.id == variant_id, ProductVariant.tracked.is_(True))
            .values(on_hold=_less(ProductVariant.on_hold, quantity))
            .execution_options(synchronize_session=False)
        )


def take(session: Session, quantities: Mapping[int, int], now: datetime) -> None:
    """Held ``quantities`` leave the store: off hand and off hold.

    Like the hold, a counter moving, not an edit of the variant: its ``version`` (which guards
    staff's edits, docs/api.md section 6) stays, so an editor open on it still saves; the editor
    sends ``onHand`` only when staff typed a count, and a count typed is meant to stand.
    """
    for variant_id, quantity in sorted(quantities.items()):
        session.execute(
            update(ProductVariant)
            .where(ProductVariant.id == variant_id, ProductVariant.tracked.is_(True))
            .values(
                on_hand=_less(ProductVariant.on_hand, quantity),
                on_hold=_less(ProductVariant.on_hold, quantity),
                updated_at=now,
            )
            .execution_options(synchronize_session=False)
        )


def restock(session: Session, quantities: Mapping[int, int]) -> None:
    """``quantities`` (per variant id) arrive: on hand."""
    for variant_id, quantity in sorted(quantities.items()):
        session.execute(
            update(ProductVariant)
            .where(ProductVariant.id == variant_id, ProductVariant.tracked.is_(True))
            .values(on_hand=ProductVariant.on_hand + quantity)
            .execution_options(synchronize_session=False)
        )


def product_names(session: Session, variant_ids: list[int]) -> list[str]:
    """The product names of these variants, for "... does not have sufficient stock." messages."""
    return list(
        session.scalars(
            select(Product.name)
            .join(ProductVariant, ProductVariant.product_id == Product.id)
            .where(ProductVariant.id.in_(variant_ids))
            .order_by(ProductVariant.id)
        )
    )


def release_order(session: Session, order_id: int, now: datetime) -> None:
    """The order's held units are cancelled and their stock released (a cancel, a delete)."""
    release(session, move_units(session, order_id, ON_HOLD, CANCELLED, now))


def ship_order(session: Session, order_id: int, now: datetime) -> None:
    """The order's held units are sold and their stock taken (the order has shipped in full)."""
    take(session, move_units(session, order_id, ON_HOLD, SOLD, now), now)


def held_by_item(session: Session, item_id: int) -> dict[int, int]:
    """How many units one order line holds, per variant id (what removing it releases)."""
    return _units(session, ON_HOLD, OrderItem.id == item_id)
