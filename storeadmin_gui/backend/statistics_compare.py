"""What the Overview sets beside a range's figures (docs/api.md section 11): which range comes
before it (``statistics`` reads both in one pass), and the range's best-selling products and
best-spending customers.

Each top list is one aggregate over the range's orders, found through the channel's checkout-time
index (the same rows the range's own figures read), cut to ``TOP`` rows by the database; names
are read for those few rows only. Its cost is that of the range's own figures, whatever the size
of the store.
"""

from __future__ import annotations

from datetime import date, timedelta
from decimal import ROUND_HALF_UP, Decimal
from typing import Any, Final

from sqlalchemy import ColumnElement, func, select
from sqlalchemy.orm import Session

from .fulfilment import CANCELLED
from .models.catalog import Product, ProductVariant
from .models.sales import Customer, Order, OrderItem

TOP: Final = 5  # rows of each top list


def previous_range(start: date, end: date) -> tuple[date, date] | None:
    """The range as long as ``start``-``end`` that ends the day before it (None before year 1)."""
    days = (end - start).days + 1
    try:
        return start - timedelta(days=days), start - timedelta(days=1)
    except OverflowError:
        return None


def average(sales: int, orders: int) -> int:
    """The average order, rounded half up (0 without orders)."""
    if not orders:
        return 0
    return int((Decimal(sales) / orders).quantize(Decimal(1), ROUND_HALF_UP))


def top_products(session: Session, conditions: list[ColumnElement[bool]]) -> list[dict[str, Any]]:
    """The products that sold the most in the range (by their lines' totals), at most ``TOP``."""
    units = func.sum(OrderItem.quantity)
    sales = func.sum(OrderItem.total)
    best = (
        select(ProductVariant.product_id, units.label("units"), sales.label("sales"))
        .select_from(Order)
        .join(OrderItem, OrderItem.order_id == Order.id)
        .join(ProductVariant, ProductVariant.id == OrderItem.variant_id)
        .where(*conditions, Order.state != CANCELLED)
        .group_by(ProductVariant.product_id)
        .order_by(sales.desc(), ProductVariant.product_id)
        .limit(TOP)
    ).subquery()
    rows = session.execute(
        select(Product.code, Product.name, best.c.units, best.c.sales)
        .join(best, best.c.product_id == Product.id)
        .order_by(best.c.sales.desc(), Product.id)
    ).all()
    return [
        {"code": code, "name": name, "units": int(units), "sales": int(sold)}
        for code, name, units, sold in rows
    ]


def top_customers(session: Session, conditions: list[ColumnElement[bool]]) -> list[dict[str, Any]]:
    """The customers who spent the most in the range, at most ``TOP``."""
    spent = func.sum(Order.total)
    best = (
        select(Order.customer_id, func.count().label("orders"), spent.label("spent"))
        .where(*conditions, Order.state != CANCELLED, Order.customer_id.is_not(None))
        .group_by(Order.customer_id)
        .order_by(spent.desc(), Order.customer_id)
        .limit(TOP)
    ).subquery()
    rows = session.execute(
        select(
            Customer.id,
            Customer.email,
            Customer.first_name,
            Customer.last_name,
            best.c.orders,
            best.c.spent,
        )
        .join(best, best.c.customer_id == Customer.id)
        .order_by(best.c.spent.desc(), Customer.id)
    ).all()
    return [
        {
            "id": key,
            "email": email,
            "first_name": first,
            "last_name": last,
            "orders": int(orders),
            "spent": int(amount),
        }
        for key, email, first, last, orders, amount in rows
    ]


def top_lists(session: Session, in_range: list[ColumnElement[bool]]) -> dict[str, Any]:
    """The range's top lists, of the orders ``in_range`` chooses."""
    return {
        "top_products": top_products(session, in_range),
        "top_customers": top_customers(session, in_range),
    }
