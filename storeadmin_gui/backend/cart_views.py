"""The cart representation (camelCase, docs/api.md "Cart", "Cart item", "Cart item unit").

Built from ``sales_loading`` rows plus a fixed number of queries for the variants of the page's
items (the shared default variant representation, option values in the cart-item form), whatever
the number of carts.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session, selectinload

from .models.catalog import ProductOptionValue, ProductVariant
from .order_views import order_href
from .sales_loading import ItemBundle, OrderBundle, load_item, load_orders, variant_ids_of
from .variant_views import VARIANT_LOADING, variant_view


def cart_adjustment(row: Any) -> dict[str, Any]:
    (adj_id, _, _, _, adj_type, label, amount, *_) = row  # one unpack: cheaper than names
    return {"id": adj_id, "type": adj_type, "label": label, "amount": amount}


def _option_value_in_cart(value: ProductOptionValue) -> dict[str, Any]:
    """The cart-item form of an option value: its code and its name per locale."""
    return {
        "code": value.code,
        "translations": {
            translation.locale: {"id": translation.id, "value": translation.value}
            for translation in value.translations
        },
    }


def variant_documents(session: Session, variant_ids: Sequence[int]) -> dict[int, dict[str, Any]]:
    """The default variant representation (``variant_view``) of each given variant, with option
    values in the cart-item form; a fixed number of queries for any number of variants."""
    if not variant_ids:
        return {}
    variants = session.scalars(
        select(ProductVariant)
        .where(ProductVariant.id.in_(list(variant_ids)))
        .options(
            *VARIANT_LOADING,
            selectinload(ProductVariant.option_values).selectinload(
                ProductOptionValue.translations
            ),
        )
    ).all()
    documents: dict[int, dict[str, Any]] = {}
    for variant in variants:
        document = variant_view(variant)
        document["optionValues"] = [_option_value_in_cart(v) for v in variant.option_values]
        documents[variant.id] = document
    return documents


def cart_item_document(
    item: ItemBundle, order_id: int, variant: dict[str, Any], in_list: bool = False
) -> dict[str, Any]:
    row = item.row
    document = {
        "id": row.id,
        "quantity": row.quantity,
        "unitPrice": row.unit_price,
        "total": row.total,
        "units": [
            {
                "id": unit.id,
                "adjustments": [
                    cart_adjustment(adj) for adj in item.unit_adjustments.get(unit.id, [])
                ],
                "adjustmentsTotal": unit.adjustments_total,
            }
            for unit in item.units
        ],
        "unitsTotal": row.units_total,
        "adjustments": [cart_adjustment(adj) for adj in item.adjustments],
        "adjustmentsTotal": row.adjustments_total,
        "variant": variant,
        "_links": {
            "order": {"href": order_href(order_id)},
            "product": {"href": f"/api/v1/products/{row.product_code}"},
            "variant": {"href": f"/api/v1/products/{row.product_code}/variants/{row.variant_code}"},
        },
    }
    if in_list:  # a list page leaves the units out; the cart's own read has them
        del document["units"]
    return document


def cart_document(
    bundle: OrderBundle, variants: dict[int, dict[str, Any]], in_list: bool
) -> dict[str, Any]:
    row = bundle.row
    customer: dict[str, Any] | None = None
    if row.customer_id is not None:
        user: dict[str, Any] | None = None
        if row.user_id is not None:
            user = {
                "id": row.user_id,
                "username": row.user_username,
                "usernameCanonical": row.user_username_canonical,
                "enabled": bool(row.user_enabled),
            }
        customer = {
            "id": row.customer_id,
            "email": row.customer_email,
            "firstName": row.customer_first_name,
            "lastName": row.customer_last_name,
            "user": user,
            "_links": {"self": {"href": f"/api/v1/customers/{row.customer_id}"}},
        }
    channel: dict[str, Any] = {"code": row.channel_code}
    if in_list:
        channel = {"id": row.channel_id, **channel}
    channel["_links"] = {"self": {"href": f"/api/v1/channels/{row.channel_code}"}}
    return {
        "id": row.id,
        "items": [
            cart_item_document(item, row.id, variants[item.row.variant_id], in_list)
            for item in bundle.items
        ],
        "itemsTotal": row.items_total,
        "adjustments": [cart_adjustment(adj) for adj in bundle.adjustments],
        "adjustmentsTotal": row.adjustments_total,
        "total": row.total,
        "customer": customer,
        "channel": channel,
        "currencyCode": row.currency_code,
        "localeCode": row.locale_code,
        "checkoutState": row.checkout_state,
        "createdAt": row.created_at,
        "updatedAt": row.updated_at,
    }


def cart_documents(
    session: Session, cart_ids: Sequence[int], in_list: bool = False
) -> list[dict[str, Any]]:
    """Representations of the given carts, in the given order, in a fixed number of queries."""
    bundles = load_orders(session, cart_ids, with_units=not in_list)
    variants = variant_documents(session, variant_ids_of(bundles))
    return [cart_document(bundle, variants, in_list) for bundle in bundles]


def cart_item_response(session: Session, cart_id: int, item_id: int) -> dict[str, Any]:
    """One item of a cart as the item POST answers it."""
    item = load_item(session, cart_id, item_id)
    variants = variant_documents(session, [item.row.variant_id])
    return cart_item_document(item, cart_id, variants[item.row.variant_id])
