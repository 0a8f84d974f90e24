"""Loads a page of orders (or carts) with everything their representations show, in a fixed,
small number of indexed queries whatever the page size: no query per order, item or unit.

This is the hot path of the order list, so it stays lean: the statements are built once, run on
the Core connection (no ORM bookkeeping), and timestamps arrive already in the wire form.
``order_views`` and ``cart_views`` turn the rows into JSON dicts.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Collection, Sequence
from dataclasses import dataclass, field
from typing import Any, Final

from sqlalchemy import (
    BindParameter,
    ColumnElement,
    Dialect,
    String,
    bindparam,
    func,
    select,
    type_coerce,
)
from sqlalchemy.orm import Session
from sqlalchemy.types import TypeDecorator

from .formats import timestamp
from .models.accounts import User
from .models.catalog import Channel, Product, ProductVariant
from .models.sales import Adjustment, Customer, Order, OrderItem, OrderItemUnit


class WireTimestamp(TypeDecorator[str]):
    """Reads a stored UTC timestamp straight into ``YYYY-MM-DDThh:mm:ss+0000``.

    SQLite hands back its stored text (``YYYY-MM-DD hh:mm:ss.ffffff``, UTC), which is reshaped
    without parsing; other databases hand back datetimes, which are formatted.
    """

    impl = String
    cache_ok = True

    def process_result_value(self, value: Any, dialect: Dialect) -> str | None:
        if value is None:
            return None
        if isinstance(value, str):
            return f"{value[:10]}T{value[11:19]}+0000"
        return timestamp(value)


def wire_time(column: Any, name: str | None = None) -> ColumnElement[str]:
    """A timestamp column read in the wire form, labelled ``name`` (default: its own name)."""
    return type_coerce(column, WireTimestamp()).label(name or column.key)


@dataclass
class ItemBundle:
    row: Any
    units: list[Any] = field(default_factory=list)
    # Adjustments on the item itself, and on each unit (by unit id).
    adjustments: list[Any] = field(default_factory=list)
    unit_adjustments: dict[int, list[Any]] = field(default_factory=lambda: defaultdict(list))


@dataclass
class OrderBundle:
    row: Any
    items: list[ItemBundle] = field(default_factory=list)
    adjustments: list[Any] = field(default_factory=list)


IDS: Final[BindParameter[Any]] = bindparam("ids", expanding=True)

# On a connection's info, where a transaction has written (``ready_documents`` sets it at each
# write): the orders loaded since its last write, by (id, with units). Its commit renders their
# documents from them instead of loading them again.
LOADED_SINCE_WRITE: Final = "orders_loaded_since_write"

# The columns of an order's customer, their user and its channel, as its document shows them
# (``order_views.people_part``); the roles (a JSON list) come last.
PEOPLE_COLUMNS: Final = (
    Order.channel_id,
    Order.customer_id,
    Channel.code.label("channel_code"),
    Channel.name.label("channel_name"),
    Channel.type.label("channel_type"),
    Channel.color.label("channel_color"),
    Channel.enabled.label("channel_enabled"),
    wire_time(Channel.created_at, "channel_created_at"),
    wire_time(Channel.updated_at, "channel_updated_at"),
    Customer.email.label("customer_email"),
    Customer.first_name.label("customer_first_name"),
    Customer.last_name.label("customer_last_name"),
    User.id.label("user_id"),
    User.username.label("user_username"),
    User.username_canonical.label("user_username_canonical"),
    User.email.label("user_email"),
    User.email_canonical.label("user_email_canonical"),
    User.enabled.label("user_enabled"),
    User.locked.label("user_locked"),
    User.expired.label("user_expired"),
    User.credentials_expired.label("user_credentials_expired"),
    User.roles.label("user_roles"),
)

ORDERS: Final = (
    select(
        Order.id,
        Order.number,
        Order.state,
        Order.checkout_state,
        Order.payment_state,
        Order.shipping_state,
        Order.locale_code,
        Order.currency_code,
        Order.items_total,
        Order.adjustments_total,
        Order.total,
        Order.notes,
        Order.shipping_address,
        Order.billing_address,
        Order.payments,
        Order.shipments,
        wire_time(Order.checkout_completed_at),
        wire_time(Order.expires_at),
        wire_time(Order.created_at),
        wire_time(Order.updated_at),
        *PEOPLE_COLUMNS,
    )
    .join(Channel, Channel.id == Order.channel_id)
    .outerjoin(Customer, Customer.id == Order.customer_id)
    .outerjoin(User, User.id == Customer.user_id)
    .where(Order.id.in_(IDS))
)

ITEMS: Final = (
    select(
        OrderItem.id,
        OrderItem.order_id,
        OrderItem.variant_id,
        OrderItem.quantity,
        OrderItem.unit_price,
        OrderItem.units_total,
        OrderItem.adjustments_total,
        OrderItem.total,
        OrderItem.immutable,
        ProductVariant.code.label("variant_code"),
        Product.code.label("product_code"),
    )
    .join(ProductVariant, ProductVariant.id == OrderItem.variant_id)
    .join(Product, Product.id == ProductVariant.product_id)
    .where(OrderItem.order_id.in_(IDS))
    .order_by(OrderItem.id)
)

UNITS: Final = (
    select(
        OrderItemUnit.id,
        OrderItemUnit.order_item_id,
        OrderItemUnit.inventory_state,
        OrderItemUnit.adjustments_total,
        wire_time(OrderItemUnit.created_at),
        wire_time(OrderItemUnit.updated_at),
    )
    .join(OrderItem, OrderItem.id == OrderItemUnit.order_item_id)
    .where(OrderItem.order_id.in_(IDS))
    .order_by(OrderItemUnit.id)
)

ADJUSTMENTS: Final = (
    select(
        Adjustment.id,
        Adjustment.order_id,
        Adjustment.order_item_id,
        Adjustment.order_item_unit_id,
        Adjustment.type,
        Adjustment.label,
        Adjustment.amount,
        Adjustment.neutral,
        Adjustment.locked,
        wire_time(Adjustment.created_at),
        wire_time(Adjustment.updated_at),
    )
    .where(Adjustment.order_id.in_(IDS))
    .order_by(Adjustment.id)
)


# A list page leaves units out: an item of 9,999 units would otherwise make it megabytes. The test
# is written so that it cannot use the unit column's index: SQLite would otherwise walk that index
# over every adjustment without a unit (most of them, in every order) instead of finding the
# page's orders by theirs, a cost that grows with the store.
ADJUSTMENTS_ABOVE_UNITS: Final = ADJUSTMENTS.where(
    func.coalesce(Adjustment.order_item_unit_id, 0) == 0
)


def load_orders(
    session: Session,
    order_ids: Sequence[int],
    without_lines: Collection[int] = (),
    *,
    with_units: bool = True,
) -> list[OrderBundle]:
    """The given orders with channel, customer, user, items, units and adjustments, in the order
    of ``order_ids`` (ids that do not exist are skipped). Four queries in all.

    Orders in ``without_lines`` come without items and adjustments (the caller has them).
    ``with_units`` False: without units and their adjustments (what a list page shows), so the
    work and the answer stay small however large an order is.
    """
    if not order_ids:
        return []
    connection = session.connection()
    bundles = {
        row.id: OrderBundle(row)
        for row in connection.execute(ORDERS, {"ids": list(order_ids)}).all()
    }
    ids = {"ids": [order_id for order_id in order_ids if order_id not in without_lines]}
    if not ids["ids"]:
        return [bundles[order_id] for order_id in order_ids if order_id in bundles]
    items: dict[int, ItemBundle] = {}
    for item in connection.execute(ITEMS, ids).all():
        items[item.id] = ItemBundle(item)
        bundles[item.order_id].items.append(items[item.id])
    if items and with_units:
        for unit in connection.execute(UNITS, ids).all():
            items[unit.order_item_id].units.append(unit)
    adjustments = ADJUSTMENTS if with_units else ADJUSTMENTS_ABOVE_UNITS
    for adjustment in connection.execute(adjustments, ids).all():
        if adjustment.order_item_id is None:
            bundles[adjustment.order_id].adjustments.append(adjustment)
        elif adjustment.order_item_unit_id is None:
            items[adjustment.order_item_id].adjustments.append(adjustment)
        else:
            items[adjustment.order_item_id].unit_adjustments[adjustment.order_item_unit_id].append(
                adjustment
            )
    kept: dict[tuple[int, bool], OrderBundle] | None = connection.info.get(LOADED_SINCE_WRITE)
    if kept is not None:
        for order_id in ids["ids"]:
            if order_id in bundles:
                kept[(order_id, with_units)] = bundles[order_id]
    return [bundles[order_id] for order_id in order_ids if order_id in bundles]


ITEM_ID: Final[BindParameter[Any]] = bindparam("item_id")


def load_item(session: Session, order_id: int, item_id: int) -> ItemBundle:
    """One item of an order with its units and adjustments (what an item write answers), in
    three queries, whatever the size of the rest of the order."""
    connection = session.connection()
    ids = {"ids": [order_id], "item_id": item_id}
    item = ItemBundle(connection.execute(ITEMS.where(OrderItem.id == ITEM_ID), ids).one())
    units = UNITS.where(OrderItemUnit.order_item_id == ITEM_ID)
    item.units = list(connection.execute(units, ids))
    for adjustment in connection.execute(
        ADJUSTMENTS.where(Adjustment.order_item_id == ITEM_ID), ids
    ):
        if adjustment.order_item_unit_id is None:
            item.adjustments.append(adjustment)
        else:
            item.unit_adjustments[adjustment.order_item_unit_id].append(adjustment)
    return item


def variant_ids_of(bundles: Sequence[OrderBundle]) -> list[int]:
    return sorted({item.row.variant_id for bundle in bundles for item in bundle.items})
