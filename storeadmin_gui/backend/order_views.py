"""The order representation (snake_case, docs/api.md "Order" and docs/api.md section 8).

Built from the rows of ``sales_loading`` plus two queries for the variants of the page's items,
so a page of orders costs the same few queries however many items it holds. An order read on its
own (not in a list) also names each item's variant and option values in every locale
(``translations``, beyond the contract, shaped as variants and cart items have them), so a
document printed for the order's customer can name them in the customer's language.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

from sqlalchemy import Row, select
from sqlalchemy.orm import Session

from .lru_cache import LruCache
from .models.catalog import (
    Product,
    ProductOption,
    ProductOptionValue,
    ProductOptionValueTranslation,
    ProductVariant,
    ProductVariantTranslation,
    VariantRevision,
    variant_option_values,
)
from .recalc import ORDER_PROMOTION
from .sales_loading import IDS, ItemBundle, OrderBundle, load_item, load_orders, wire_time

T = TypeVar("T")

# The cart side names a promotion ``order_promotion``; the order representation says ``promotion``.
ORDER_ADJUSTMENT_TYPES = {ORDER_PROMOTION: "promotion"}


def order_href(order_id: int) -> str:
    return f"/api/v1/orders/{order_id}"


def order_adjustment(row: Any) -> dict[str, Any]:
    # Unpacked in one go: per-name access on a Row costs more, and a page holds hundreds.
    (adj_id, _, _, _, adj_type, label, amount, neutral, locked, created_at, updated_at) = row
    return {
        "id": adj_id,
        "type": ORDER_ADJUSTMENT_TYPES.get(adj_type, adj_type),
        "description": label,
        "amount": amount,
        "neutral": bool(neutral),
        "locked": bool(locked),
        "created_at": created_at,
        "updated_at": updated_at,
    }


VARIANT_OPTIONS = (
    select(
        variant_option_values.c.variant_id,
        ProductOption.code.label("option_code"),
        ProductOption.name.label("option_name"),
        ProductOptionValue.code,
        ProductOptionValue.value,
        ProductOptionValue.id.label("value_id"),
    )
    .join(ProductOptionValue, ProductOptionValue.id == variant_option_values.c.option_value_id)
    .join(ProductOption, ProductOption.id == ProductOptionValue.option_id)
    .where(variant_option_values.c.variant_id.in_(IDS))
    .order_by(ProductOption.position, ProductOption.id)
)
VARIANTS = (
    select(
        ProductVariant.id,
        ProductVariant.code,
        wire_time(ProductVariant.created_at),
        wire_time(ProductVariant.updated_at),
        Product.id.label("product_id"),
        Product.code.label("product_code"),
        Product.name.label("product_name"),
        Product.description,
        Product.short_description,
        wire_time(Product.created_at, "product_created_at"),
        wire_time(Product.updated_at, "product_updated_at"),
    )
    .join(Product, Product.id == ProductVariant.product_id)
    .where(ProductVariant.id.in_(IDS))
)


VARIANT_NAMES = (
    select(
        ProductVariantTranslation.variant_id,
        ProductVariantTranslation.locale,
        ProductVariantTranslation.id,
        ProductVariantTranslation.name,
    )
    .where(ProductVariantTranslation.variant_id.in_(IDS))
    .order_by(ProductVariantTranslation.locale)
)
VALUE_NAMES = (
    select(
        ProductOptionValueTranslation.option_value_id,
        ProductOptionValueTranslation.locale,
        ProductOptionValueTranslation.id,
        ProductOptionValueTranslation.value,
    )
    .where(ProductOptionValueTranslation.option_value_id.in_(IDS))
    .order_by(ProductOptionValueTranslation.locale)
)


# A variant document is reused while its revision (``VariantRevision``, moved by triggers with every
# write to what it shows, in the writer's transaction) stays.
VARIANT_REVISIONS = select(VariantRevision.variant_id, VariantRevision.revision).where(
    VariantRevision.variant_id.in_(IDS)
)


def variant_revisions(session: Session, variant_ids: Sequence[int]) -> dict[int, int]:
    """The revision of each given variant (0: not written since the triggers were made)."""
    found = {variant_id: 0 for variant_id in variant_ids}
    rows = session.connection().execute(VARIANT_REVISIONS, {"ids": list(variant_ids)})
    found.update({row[0]: row[1] for row in rows})
    return found


def cached_per_variant(
    session: Session,
    variant_ids: Sequence[int],
    cache: LruCache,
    kind: Hashable,
    load: Callable[[list[int]], dict[int, T]],
) -> dict[int, T]:
    """``load(ids)`` of every given variant, reused from ``cache`` (under ``kind``) while the
    variant's revision stays."""
    revisions = variant_revisions(session, variant_ids)
    keys = [(kind, variant_id, revisions[variant_id]) for variant_id in variant_ids]
    found: dict[int, T] = {}
    missing: list[int] = []
    for variant_id, cached in zip(variant_ids, cache.get_many(keys), strict=True):
        if cached is None:
            missing.append(variant_id)
        else:
            found[variant_id] = cached
    if missing:
        loaded = load(missing)
        cache.put_many(
            ((kind, variant_id, revisions[variant_id]), value)
            for variant_id, value in loaded.items()
        )
        found.update(loaded)
    return found


def _variant_documents(
    session: Session,
    variant_ids: Sequence[int],
    cache: LruCache | None = None,
    *,
    names: bool = False,
) -> dict[int, dict[str, Any]]:
    """The ``variant`` object of order items, for every given variant (reused from ``cache``);
    with ``names``, its names and its option values' in every locale."""
    if not variant_ids or cache is None:
        return _load_variant_documents(session, variant_ids, names)
    return cached_per_variant(
        session,
        variant_ids,
        cache,
        ("variant", names),
        lambda missing: _load_variant_documents(session, missing, names),
    )


def _load_variant_documents(
    session: Session, variant_ids: Sequence[int], names: bool = False
) -> dict[int, dict[str, Any]]:
    """The ``variant`` objects of the given variants, in two queries (four with ``names``)."""
    if not variant_ids:
        return {}
    options: dict[int, list[dict[str, Any]]] = defaultdict(list)
    connection = session.connection()
    ids = {"ids": list(variant_ids)}
    option_rows = connection.execute(VARIANT_OPTIONS, ids).all()
    value_names: dict[int, dict[str, Any]] = defaultdict(dict)
    if names and option_rows:
        value_ids = {"ids": sorted({row.value_id for row in option_rows})}
        for value_id, locale, name_id, value in connection.execute(VALUE_NAMES, value_ids):
            value_names[value_id][locale] = {"id": name_id, "value": value}
    for row in option_rows:
        option = {
            "code": row.code,
            "value": row.value,
            "option_code": row.option_code,
            "name": row.option_name,
        }
        if names:
            option["translations"] = value_names.get(row.value_id, {})
        options[row.variant_id].append(option)
    variant_names: dict[int, dict[str, Any]] = defaultdict(dict)
    if names:
        for variant_id, locale, name_id, name in connection.execute(VARIANT_NAMES, ids):
            variant_names[variant_id][locale] = {"locale": locale, "id": name_id, "name": name}
    documents: dict[int, dict[str, Any]] = {}
    for row in connection.execute(VARIANTS, ids).all():
        documents[row.id] = {
            "id": row.id,
            "code": row.code,
            "object": {
                "id": row.product_id,
                "name": row.product_name,
                "code": row.product_code,
                "description": row.description,
                "short_description": row.short_description,
                "created_at": row.product_created_at,
                "updated_at": row.product_updated_at,
            },
            "created_at": row.created_at,
            "updated_at": row.updated_at,
            "available_on": None,
            "sku": row.code,
            "options": options.get(row.id, []),
        }
        if names:
            documents[row.id]["translations"] = variant_names.get(row.id, {})
    return documents


@dataclass(frozen=True)
class OrderLines:
    """The part of an order document that only order writes change: its items (each without
    its ``variant``, which is joined fresh) and its order-level adjustments.

    Cached per order and ``order_stats`` version (read in the request's own transaction, so a
    cached part is never older than the data it is served with).
    """

    items: tuple[tuple[int, dict[str, Any]], ...]  # (variant id, item document)
    adjustments: tuple[dict[str, Any], ...]


def _item_without_variant(item: ItemBundle, order_id: int, in_list: bool) -> dict[str, Any]:
    row = item.row
    href = order_href(order_id)
    adjustments = [order_adjustment(adj) for adj in item.adjustments]
    for unit in item.units:
        adjustments.extend(order_adjustment(adj) for adj in item.unit_adjustments.get(unit.id, []))
    document = {
        "id": row.id,
        "quantity": row.quantity,
        "unit_price": row.unit_price,
        "units_total": row.units_total,
        "adjustments": adjustments,
        # Item and unit adjustments together, so ``total = quantity * unit_price + this``.
        "adjustments_total": row.total - row.quantity * row.unit_price,
        "total": row.total,
        "immutable": bool(row.immutable),
        "inventory_units": [
            {
                "id": unit_id,
                "inventory_state": state,
                "created_at": created_at,
                "updated_at": updated_at,
                "_links": {"order": {"href": href}},
            }
            for (unit_id, _, state, _, created_at, updated_at) in item.units
        ],
        "_links": {
            "product": {"href": f"/api/v1/products/{row.product_code}"},
            "variant": {"href": f"/api/v1/products/{row.product_code}/variants/{row.variant_code}"},
        },
    }
    if in_list:  # a list page leaves the units out; the order's own read has them
        del document["inventory_units"]
    return document


def order_lines(bundle: OrderBundle, in_list: bool = False) -> OrderLines:
    return OrderLines(
        items=tuple(
            (item.row.variant_id, _item_without_variant(item, bundle.row.id, in_list))
            for item in bundle.items
        ),
        adjustments=tuple(order_adjustment(adj) for adj in bundle.adjustments),
    )


def _with_variant(document: dict[str, Any], variant: Any) -> dict[str, Any]:
    return {**document, "variant": variant}


def _user_summary(row: Row[Any]) -> dict[str, Any] | None:
    if row.user_id is None:
        return None
    return {
        "id": row.user_id,
        "username": row.user_username,
        "username_canonical": row.user_username_canonical,
        "email": row.user_email,
        "email_canonical": row.user_email_canonical,
        "enabled": bool(row.user_enabled),
        "group": [],
        "locked": bool(row.user_locked),
        "expired": bool(row.user_expired),
        "roles": list(row.user_roles or []),
        "credentials_expired": bool(row.user_credentials_expired),
    }


def people_part(row: Any) -> dict[str, Any]:
    """The keys of an order document that show rows other than the order's own (its customer,
    their user, its channel), in the document's order: filled in afresh on every read of a stored
    document (``ready_documents``)."""
    customer = None
    if row.customer_id is not None:
        customer = {
            "id": row.customer_id,
            "email": row.customer_email,
            "first_name": row.customer_first_name,
            "last_name": row.customer_last_name,
        }
    return {
        "email": row.customer_email,
        "customer": customer,
        "user": _user_summary(row),
        "channel": {
            "id": row.channel_id,
            "code": row.channel_code,
            "name": row.channel_name,
            "type": row.channel_type,
            "color": row.channel_color,
            "enabled": bool(row.channel_enabled),
            "created_at": row.channel_created_at,
            "updated_at": row.channel_updated_at,
        },
    }


def order_document(
    row: Any,
    lines: OrderLines,
    variants: Mapping[int, Any],
    people: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """``people``: what stands for ``people_part(row)`` (its keys in order), by default that."""
    return {
        "id": row.id,
        "number": row.number,
        "checkout_completed_at": row.checkout_completed_at,
        "items": [_with_variant(item, variants[variant_id]) for variant_id, item in lines.items],
        "items_total": row.items_total,
        "adjustments": list(lines.adjustments),
        "comments": [],
        "adjustments_total": row.adjustments_total,
        "total": row.total,
        "confirmed": row.state != "cart",
        "created_at": row.created_at,
        "updated_at": row.updated_at,
        "expires_at": row.expires_at,
        "state": row.state,
        **(people_part(row) if people is None else people),
        "shipping_address": row.shipping_address,
        "billing_address": row.billing_address,
        "payments": row.payments or [],
        "shipments": row.shipments or [],
        "currency": row.currency_code,
        "locale_code": row.locale_code,
        "checkout_state": row.checkout_state,
        "payment_state": row.payment_state,
        "shipping_state": row.shipping_state,
        "notes": row.notes,
        "_links": {"self": {"href": order_href(row.id)}},
    }


def order_documents(
    session: Session,
    order_ids: Sequence[int],
    cache: LruCache | None = None,
    version: int | None = None,
    *,
    in_list: bool = False,
) -> list[dict[str, Any]]:
    """Representations of the given orders, in the given order (six queries for any page).

    With a ``cache`` and the ``order_stats`` version read in this transaction, the order-owned
    part of each order (items, units, adjustments) is reused while no order write happened, and
    the variant documents while the variants table is unchanged. ``in_list``: as a list page
    shows them, without units.
    """
    cached: dict[int, OrderLines] = {}
    if cache is not None and version is not None:
        for order_id in order_ids:
            lines = cache.get(("order lines", order_id, version, in_list))
            if lines is not None:
                cached[order_id] = lines
    bundles = load_orders(session, order_ids, without_lines=cached.keys(), with_units=not in_list)
    for bundle in bundles:
        if bundle.row.id not in cached:
            cached[bundle.row.id] = order_lines(bundle, in_list)
            if cache is not None and version is not None:
                key = ("order lines", bundle.row.id, version, in_list)
                cache.put(key, cached[bundle.row.id])
    variant_ids = sorted({variant_id for lines in cached.values() for variant_id, _ in lines.items})
    variants = _variant_documents(session, variant_ids, cache, names=not in_list)
    return [order_document(bundle.row, cached[bundle.row.id], variants) for bundle in bundles]


def order_item_document(session: Session, order_id: int, item_id: int) -> dict[str, Any]:
    """One item of an order as the item POST answers it."""
    item = load_item(session, order_id, item_id)
    variants = _variant_documents(session, [item.row.variant_id], names=True)
    return _with_variant(
        _item_without_variant(item, order_id, in_list=False), variants[item.row.variant_id]
    )
