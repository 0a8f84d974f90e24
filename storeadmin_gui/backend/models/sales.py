"""Sales tables: customers, orders (carts are orders in state ``cart``), items, units, adjustments.

Totals are stored, not computed on read: the recalculation (``recalc.py``) writes them after every
change, so a list of 100,000 orders can sort by ``total`` over an index. Every list sort key has
a partial index over the live (not deleted) orders ending in ``id``: a page is a seek in an index.

``order_stats`` keeps, per order state, the number of live orders and a version moved by every
write to an order or its lines, by triggers in the same transaction as the write: the list's
``total`` costs one tiny read instead of a COUNT(*) of the whole table, and caches can key on the
version.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any, Final

from sqlalchemy import (
    JSON,
    BigInteger,
    Boolean,
    ColumnElement,
    ForeignKey,
    Index,
    Integer,
    LargeBinary,
    String,
    text,
)
from sqlalchemy.orm import Mapped, mapped_column

from storeadmin_gui.backend.db import Base, UtcDateTime
from storeadmin_gui.backend.formats import utcnow
from storeadmin_gui.backend.models.checkout_day import checkout_day
from storeadmin_gui.backend.models.nulls_first import NullsFirst
from storeadmin_gui.backend.models.partial_index import partial_index

LIVE = text("deleted_at IS NULL")


class Customer(Base):
    """A buyer of the store; may own a shop user account (``users``)."""

    __tablename__ = "customers"

    id: Mapped[int] = mapped_column(primary_key=True)
    email: Mapped[str] = mapped_column(String(255), unique=True)
    email_canonical: Mapped[str] = mapped_column(String(255), unique=True)
    first_name: Mapped[str | None] = mapped_column(String(255), index=True)
    last_name: Mapped[str | None] = mapped_column(String(255), index=True)
    phone_number: Mapped[str | None] = mapped_column(String(64))
    user_id: Mapped[int | None] = mapped_column(
        ForeignKey("users.id", ondelete="SET NULL"), unique=True
    )
    created_at: Mapped[datetime] = mapped_column(UtcDateTime, default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(UtcDateTime, default=utcnow, onupdate=utcnow)


# The list's sort keys (docs/api.md section 4 and section 11) and its equality filters.
LIST_SORT_COLUMNS: Final = (
    "id", "number", "total", "created_at", "updated_at", "checkout_completed_at",
)  # fmt: skip
LIST_FILTER_COLUMNS: Final = (
    "state", "payment_state", "shipping_state", "channel_id", "customer_id",
)  # fmt: skip
LIST_INDEX: Final = "ix_orders_list_"  # the names of ``LIST_INDEXES`` start so
# Indexes of the lists before there was one per filter and sort (dropped from older stores).
RETIRED_INDEXES: Final = (
    "ix_orders_live_id", "ix_orders_live_number", "ix_orders_live_total",
    "ix_orders_live_created_at", "ix_orders_live_updated_at", "ix_orders_live_state",
    "ix_orders_live_state_total", "ix_orders_live_payment_state",
    "ix_orders_live_shipping_state", "ix_orders_live_checkout",
)  # fmt: skip


class Order(Base):
    """An order; a cart is an order in state ``cart``. Deletion is soft (``deleted_at``)."""

    __tablename__ = "orders"

    id: Mapped[int] = mapped_column(primary_key=True)
    number: Mapped[str | None] = mapped_column(String(32), unique=True)
    state: Mapped[str] = mapped_column(String(32), default="cart")
    checkout_state: Mapped[str] = mapped_column(String(32), default="cart")
    payment_state: Mapped[str] = mapped_column(String(32), default="cart")
    shipping_state: Mapped[str] = mapped_column(String(32), default="cart")
    channel_id: Mapped[int] = mapped_column(ForeignKey("channels.id"), index=True)
    customer_id: Mapped[int | None] = mapped_column(ForeignKey("customers.id"), index=True)
    locale_code: Mapped[str] = mapped_column(String(16))
    currency_code: Mapped[str] = mapped_column(String(3))
    items_total: Mapped[int] = mapped_column(Integer, default=0)
    adjustments_total: Mapped[int] = mapped_column(Integer, default=0)
    total: Mapped[int] = mapped_column(Integer, default=0)
    notes: Mapped[str | None] = mapped_column(String(1000))
    # Address, payment and shipment objects are opaque to the contract: stored as documents.
    shipping_address: Mapped[dict[str, Any] | None] = mapped_column(JSON)
    billing_address: Mapped[dict[str, Any] | None] = mapped_column(JSON)
    payments: Mapped[list[dict[str, Any]]] = mapped_column(JSON, default=list)
    shipments: Mapped[list[dict[str, Any]]] = mapped_column(JSON, default=list)
    checkout_completed_at: Mapped[datetime | None] = mapped_column(UtcDateTime)
    expires_at: Mapped[datetime | None] = mapped_column(UtcDateTime)
    created_at: Mapped[datetime] = mapped_column(UtcDateTime, default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(UtcDateTime, default=utcnow)
    deleted_at: Mapped[datetime | None] = mapped_column(UtcDateTime)
    # Moves with every write to the order's lines (``order_pricing.write_plan``), so a write
    # computed from an earlier read can tell that it is stale (NULL: none since it was made).
    lines_revision: Mapped[int | None] = mapped_column(Integer)

    __table_args__ = (
        # The statistics, each a range of one channel's orders read from the index alone: by
        # checkout time (sales per day, orders by state), and by customer (their first
        # orders). ``deleted_at`` comes last because SQLite reads a partial index alone
        # only when it holds every column the query names, its WHERE's included.
        partial_index(
            "ix_orders_live_channel_checkout",
            *("channel_id", "checkout_completed_at", "state", "total", "deleted_at"),
            where=LIVE,
        ),
        partial_index(
            "ix_orders_live_channel_customer",
            *("channel_id", "customer_id", "checkout_completed_at", "state", "deleted_at"),
            where=LIVE,
        ),
    )


# The sort keys that follow the time of an order, each per day of checkout: a date range sorted by
# one of them reads a few entries of each of the range's days (``order_paging``) instead of every
# order of the range, which grows with the store.
DAY_SORT_COLUMNS: Final = ("id", "number", "created_at", "updated_at")
# The sort keys a cart leaves NULL (their indexes put NULLs first on PostgreSQL too).
NULLABLE_SORT_COLUMNS: Final = ("number", "checkout_completed_at")


def _list_indexes() -> list[Index]:
    """One partial index per sort key, alone and after each equality filter, over live orders,
    and one per day of checkout for each key in ``DAY_SORT_COLUMNS``.

    A page of any list, filtered by one of them and sorted by any key, is then a seek in one
    index and a walk of ``limit`` (plus ``offset``) entries: no temporary B-tree sorting every
    match, whatever the store's size. ``id`` ends each (the tie-breaker of every order) and
    ``deleted_at`` too: SQLite reads a partial index alone (no row lookup per entry) only when it
    holds every column the query names, its WHERE's included (the column a day is made of, too).
    """
    columns = Order.__table__.c

    def keys(sort: str) -> tuple[ColumnElement[Any], ...]:
        key = NullsFirst(columns[sort]) if sort in NULLABLE_SORT_COLUMNS else columns[sort]
        return (key,) if sort == "id" else (key, columns.id)

    indexes = []
    for sort in LIST_SORT_COLUMNS:
        ends = (*keys(sort), columns.deleted_at)
        indexes.append(partial_index(f"{LIST_INDEX}{sort}", *ends, where=LIVE))
        for column in LIST_FILTER_COLUMNS:
            name = f"{LIST_INDEX}{column}_{sort}"
            indexes.append(partial_index(name, columns[column], *ends, where=LIVE))
    day = checkout_day(columns.checkout_completed_at)
    for sort in DAY_SORT_COLUMNS:
        ends = (*keys(sort), columns.checkout_completed_at, columns.deleted_at)
        indexes.append(partial_index(f"{LIST_INDEX}day_{sort}", day, *ends, where=LIVE))
    return indexes


# Every page of the order and cart lists (docs/api.md section 11 included).
LIST_INDEXES: Final = _list_indexes()
# Those whose columns put NULLs first on PostgreSQL.
NULLS_FIRST_INDEXES: Final = [
    str(index.name)
    for index in LIST_INDEXES
    if any(isinstance(expression, NullsFirst) for expression in index.expressions)
]


class OrderItem(Base):
    """An order line; ``immutable`` items keep their explicit ``unit_price`` when recalculated."""

    __tablename__ = "order_items"

    id: Mapped[int] = mapped_column(primary_key=True)
    order_id: Mapped[int] = mapped_column(ForeignKey("orders.id", ondelete="CASCADE"), index=True)
    variant_id: Mapped[int] = mapped_column(ForeignKey("product_variants.id"), index=True)
    quantity: Mapped[int] = mapped_column(Integer)
    unit_price: Mapped[int] = mapped_column(Integer)
    units_total: Mapped[int] = mapped_column(Integer, default=0)
    adjustments_total: Mapped[int] = mapped_column(Integer, default=0)
    total: Mapped[int] = mapped_column(Integer, default=0)
    immutable: Mapped[bool] = mapped_column(Boolean, default=False)
    created_at: Mapped[datetime] = mapped_column(UtcDateTime, default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(UtcDateTime, default=utcnow)


class OrderItemUnit(Base):
    """One unit of an item; also the inventory unit (``inventory_state`` checkout/onhold)."""

    __tablename__ = "order_item_units"

    id: Mapped[int] = mapped_column(primary_key=True)
    order_item_id: Mapped[int] = mapped_column(
        ForeignKey("order_items.id", ondelete="CASCADE"), index=True
    )
    inventory_state: Mapped[str] = mapped_column(String(32), default="checkout")
    adjustments_total: Mapped[int] = mapped_column(Integer, default=0)
    created_at: Mapped[datetime] = mapped_column(UtcDateTime, default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(UtcDateTime, default=utcnow)


class Adjustment(Base):
    """A signed amount on an order, an item or a unit.

    ``order_id`` is ALWAYS the order the adjustment belongs to (so a page of orders loads all of its
    adjustments in one indexed query); ``order_item_id`` is set for item and unit adjustments and
    ``order_item_unit_id`` for unit adjustments. An order-level adjustment has neither.
    """

    __tablename__ = "adjustments"

    id: Mapped[int] = mapped_column(primary_key=True)
    order_id: Mapped[int] = mapped_column(ForeignKey("orders.id", ondelete="CASCADE"), index=True)
    order_item_id: Mapped[int | None] = mapped_column(
        ForeignKey("order_items.id", ondelete="CASCADE"), index=True
    )
    order_item_unit_id: Mapped[int | None] = mapped_column(
        ForeignKey("order_item_units.id", ondelete="CASCADE"), index=True
    )
    type: Mapped[str] = mapped_column(String(32))
    label: Mapped[str] = mapped_column(String(255))
    amount: Mapped[int] = mapped_column(Integer)
    neutral: Mapped[bool] = mapped_column(Boolean, default=False)
    locked: Mapped[bool] = mapped_column(Boolean, default=False)
    origin_code: Mapped[str | None] = mapped_column(String(255))
    created_at: Mapped[datetime] = mapped_column(UtcDateTime, default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(UtcDateTime, default=utcnow)


class OrderStats(Base):
    """Per order state: live orders and a version moved by each write (``order_stats.py``)."""

    __tablename__ = "order_stats"

    state: Mapped[str] = mapped_column(String(32), primary_key=True)
    live: Mapped[int] = mapped_column(Integer, default=0)
    # 64-bit: a rebuilt counter starts from the clock in milliseconds, past a 32-bit integer
    # (PostgreSQL's INTEGER; SQLite's is 64-bit anyway).
    version: Mapped[int] = mapped_column(BigInteger, default=0)


class OrderCount(Base):
    """Live orders per combination of the lists' equality filters (``order_counts.py``).

    Kept by triggers on ``orders`` in the transaction of every write; ``customer_id`` 0 stands
    for none (a key column cannot be NULL).
    """

    __tablename__ = "order_counts"

    state: Mapped[str] = mapped_column(String(32), primary_key=True)
    payment_state: Mapped[str] = mapped_column(String(32), primary_key=True)
    shipping_state: Mapped[str] = mapped_column(String(32), primary_key=True)
    channel_id: Mapped[int] = mapped_column(Integer, primary_key=True)
    customer_id: Mapped[int] = mapped_column(Integer, primary_key=True)
    live: Mapped[int] = mapped_column(Integer, default=0)


class OrderDayCount(Base):
    """Live orders per day of checkout (UTC, ``YYYY-MM-DD``; "" for none) and combination of the
    equality filters but the customer: the totals of date ranges (``order_counts.py``)."""

    __tablename__ = "order_day_counts"

    day: Mapped[str] = mapped_column(String(10), primary_key=True)
    state: Mapped[str] = mapped_column(String(32), primary_key=True)
    payment_state: Mapped[str] = mapped_column(String(32), primary_key=True)
    shipping_state: Mapped[str] = mapped_column(String(32), primary_key=True)
    channel_id: Mapped[int] = mapped_column(Integer, primary_key=True)
    live: Mapped[int] = mapped_column(Integer, default=0)


class OrderDocument(Base):
    """An order's JSON documents, encoded when the order is written (``ready_documents.py``).

    ``revision`` moves and ``pending`` is set by triggers in the transaction of every write to the
    order's rows (the order, its items, units and adjustments), whoever writes; a document is
    served only while ``pending`` is false. ``full`` is the order's own read, ``listed`` its form
    in a list page; each has the byte offsets (``*_holes``, a JSON array) where the parts that do
    not belong to the order (its variants, customer, user and channel) are put in when it is read.
    """

    __tablename__ = "order_documents"

    order_id: Mapped[int] = mapped_column(BigInteger, primary_key=True, autoincrement=False)
    revision: Mapped[int] = mapped_column(BigInteger, default=0)
    pending: Mapped[bool] = mapped_column(Boolean, default=True)
    listed: Mapped[bytes | None] = mapped_column(LargeBinary)
    listed_holes: Mapped[bytes | None] = mapped_column(LargeBinary)
    full: Mapped[bytes | None] = mapped_column(LargeBinary)
    full_holes: Mapped[bytes | None] = mapped_column(LargeBinary)

    __table_args__ = (
        # The writes' own pending documents, found at their commit without a scan.
        partial_index("ix_order_documents_pending", "order_id", where=text("pending")),
    )
