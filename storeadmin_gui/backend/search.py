"""The search box's answers (docs/api.md section 15): orders by number, customers by name or
e-mail, variants by code or name, a few of each.

Each kind is a handful of prefix matches, each one range of one index read for at most ``limit``
rows (``LIMIT``), so an answer costs the same on a store of 10,000 orders or 1,000,000
(docs/benchmarks.md): no "contains", no count. A range on the index is exact on SQLite (which
compares text byte by byte); the ``LIKE`` beside it keeps the answer exact on a database that
orders text by another collation.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, Final

from sqlalchemy import ColumnElement, and_, select
from sqlalchemy.orm import Session

from storeadmin_gui.backend.formats import timestamp
from storeadmin_gui.backend.models.catalog import Product, ProductVariant, ProductVariantTranslation
from storeadmin_gui.backend.models.history import (
    CUSTOMER_FIRST_NAME,
    CUSTOMER_LAST_NAME,
    VARIANT_NAME,
)
from storeadmin_gui.backend.models.sales import Customer, Order

MAX_QUERY_LENGTH: Final = 100
DEFAULT_LIMIT: Final = 5
MAX_LIMIT: Final = 20
NUMBER_DIGITS: Final = 9  # order numbers are zero-padded to nine digits
_PAST_EVERY_TEXT: Final = "\U0010ffff"


def starts_with(expression: Any, prefix: str) -> ColumnElement[bool]:
    """``expression`` starts with ``prefix``: a range an index on it answers, and the LIKE."""
    return and_(
        expression >= prefix,
        expression < prefix + _PAST_EVERY_TEXT,
        expression.startswith(prefix, autoescape=True),
    )


def _unique(rows: Iterable[Any], limit: int) -> list[Any]:
    seen: set[int] = set()
    kept = []
    for row in rows:
        if row.id not in seen:
            seen.add(row.id)
            kept.append(row)
    return kept[:limit]


def orders(session: Session, query: str, limit: int) -> list[dict[str, Any]]:
    """Live orders whose number starts with ``query``, or is it without its leading zeros."""
    text = query.strip()
    prefixes = {text}
    if text.isdigit() and len(text) <= NUMBER_DIGITS:
        prefixes.add(text.zfill(NUMBER_DIGITS))
    rows: list[Any] = []
    for prefix in sorted(prefixes, key=len, reverse=True):  # the exact number first
        rows += session.execute(
            select(
                Order.id,
                Order.number,
                Order.state,
                Order.total,
                Order.currency_code,
                Order.checkout_completed_at,
                Customer.email,
            )
            .outerjoin(Customer, Customer.id == Order.customer_id)
            .where(starts_with(Order.number, prefix), Order.deleted_at.is_(None))
            .order_by(Order.number)
            .limit(limit)
        ).all()
    return [
        {
            "id": row.id,
            "number": row.number,
            "state": row.state,
            "total": row.total,
            "currency_code": row.currency_code,
            "checkout_completed_at": timestamp(row.checkout_completed_at),
            "customer_email": row.email,
        }
        for row in _unique(rows, limit)
    ]


def customers(session: Session, query: str, limit: int) -> list[dict[str, Any]]:
    """Customers whose e-mail, first or last name starts with ``query`` (any case); two words:
    the first name starting with the first, the last name with the second."""
    text = " ".join(query.lower().split())
    columns = (
        Customer.id,
        Customer.email,
        Customer.first_name,
        Customer.last_name,
        Customer.user_id,
    )
    words = text.split(" ")
    conditions: list[ColumnElement[bool]] = [starts_with(Customer.email_canonical, text)]
    if len(words) == 2:
        conditions.append(
            and_(
                starts_with(CUSTOMER_FIRST_NAME, words[0]),
                starts_with(CUSTOMER_LAST_NAME, words[1]),
            )
        )
    else:
        conditions.append(starts_with(CUSTOMER_FIRST_NAME, text))
        conditions.append(starts_with(CUSTOMER_LAST_NAME, text))
    rows: list[Any] = []
    for condition in conditions:  # one index range each (an OR would read the whole table)
        rows += session.execute(
            select(*columns).where(condition).order_by(Customer.id).limit(limit)
        ).all()
    return [
        {
            "id": row.id,
            "email": row.email,
            "firstName": row.first_name,
            "lastName": row.last_name,
            "guest": row.user_id is None,
        }
        for row in _unique(rows, limit)
    ]


def variants(session: Session, query: str, limit: int, locale: str | None) -> list[dict[str, Any]]:
    """Variants whose code starts with ``query`` (as typed or in capitals), or whose name in
    any locale starts with it (any case)."""
    text = query.strip()
    columns = (ProductVariant.id, ProductVariant.code, Product.code.label("product_code"))
    by_code = [
        select(*columns)
        .join(Product, Product.id == ProductVariant.product_id)
        .where(starts_with(ProductVariant.code, prefix))
        .order_by(ProductVariant.code)
        .limit(limit)
        for prefix in dict.fromkeys((text.upper(), text))
    ]
    by_name = (
        select(*columns)
        .join(ProductVariantTranslation, ProductVariantTranslation.variant_id == ProductVariant.id)
        .join(Product, Product.id == ProductVariant.product_id)
        .where(starts_with(VARIANT_NAME, text.lower()))
        .limit(limit)
    )
    rows: list[Any] = []
    for statement in (*by_code, by_name):
        rows += session.execute(statement).all()
    found = _unique(rows, limit)
    names = _names(session, [row.id for row in found], locale)
    return [
        {
            "id": row.id,
            "code": row.code,
            "name": names.get(row.id),
            "product": {"code": row.product_code},
        }
        for row in found
    ]


def _names(session: Session, ids: list[int], locale: str | None) -> dict[int, str]:
    """Each variant's name: in ``locale`` where it has one, else its first by locale code."""
    if not ids:
        return {}
    names: dict[int, str] = {}
    rows = session.execute(
        select(
            ProductVariantTranslation.variant_id,
            ProductVariantTranslation.locale,
            ProductVariantTranslation.name,
        )
        .where(ProductVariantTranslation.variant_id.in_(ids))
        .order_by(ProductVariantTranslation.variant_id, ProductVariantTranslation.locale)
    )
    for variant_id, row_locale, name in rows:
        if variant_id not in names or row_locale == locale:
            names[variant_id] = name
    return names
