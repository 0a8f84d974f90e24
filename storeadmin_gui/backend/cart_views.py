"""The cart representation (camelCase, store-api.md "Cart", "Cart item", "Cart item unit").

Built from ``sales_loading`` rows plus four queries for the variants of the page's items (their
default representation, option values in the cart-item form), whatever the number of carts.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session, aliased

from .models.catalog import (
    Channel,
    ChannelPricing,
    Product,
    ProductOption,
    ProductOptionValue,
    ProductOptionValueTranslation,
    ProductVariant,
    ProductVariantTranslation,
    ShippingCategory,
    TaxCategory,
    variant_option_values,
)
from .order_views import order_href
from .sales_loading import ItemBundle, OrderBundle, load_orders, variant_ids_of


def cart_adjustment(row: Any) -> dict[str, Any]:
    (adj_id, _, _, _, adj_type, label, amount, *_) = row  # one unpack: cheaper than names
    return {"id": adj_id, "type": adj_type, "label": label, "amount": amount}


def _option_values(session: Session, variant_ids: list[int]) -> dict[int, list[dict[str, Any]]]:
    translations: dict[int, dict[str, dict[str, Any]]] = defaultdict(dict)
    values: dict[int, list[tuple[int, str]]] = defaultdict(list)
    for row in session.execute(
        select(
            variant_option_values.c.variant_id,
            ProductOptionValue.id,
            ProductOptionValue.code,
        )
        .join(ProductOptionValue, ProductOptionValue.id == variant_option_values.c.option_value_id)
        .join(ProductOption, ProductOption.id == ProductOptionValue.option_id)
        .where(variant_option_values.c.variant_id.in_(variant_ids))
        .order_by(ProductOption.position, ProductOption.id)
    ):
        values[row.variant_id].append((row.id, row.code))
    value_ids = sorted({value_id for pairs in values.values() for value_id, _ in pairs})
    if value_ids:
        for row in session.execute(
            select(
                ProductOptionValueTranslation.option_value_id,
                ProductOptionValueTranslation.id,
                ProductOptionValueTranslation.locale,
                ProductOptionValueTranslation.value,
            )
            .where(ProductOptionValueTranslation.option_value_id.in_(value_ids))
            .order_by(ProductOptionValueTranslation.locale)
        ):
            translations[row.option_value_id][row.locale] = {"id": row.id, "value": row.value}
    return {
        variant_id: [
            {"code": code, "translations": translations.get(value_id, {})}
            for value_id, code in pairs
        ]
        for variant_id, pairs in values.items()
    }


def variant_documents(session: Session, variant_ids: Sequence[int]) -> dict[int, dict[str, Any]]:
    """The default variant representation of each given variant, in four queries."""
    ids = list(variant_ids)
    if not ids:
        return {}
    names: dict[int, dict[str, Any]] = defaultdict(dict)
    for name_row in session.execute(
        select(
            ProductVariantTranslation.variant_id,
            ProductVariantTranslation.id,
            ProductVariantTranslation.locale,
            ProductVariantTranslation.name,
        )
        .where(ProductVariantTranslation.variant_id.in_(ids))
        .order_by(ProductVariantTranslation.locale)
    ):
        names[name_row.variant_id][name_row.locale] = {
            "locale": name_row.locale,
            "id": name_row.id,
            "name": name_row.name,
        }
    prices: dict[int, dict[str, Any]] = defaultdict(dict)
    for price_row in session.execute(
        select(ChannelPricing.variant_id, Channel.code, ChannelPricing.price)
        .join(Channel, Channel.id == ChannelPricing.channel_id)
        .where(ChannelPricing.variant_id.in_(ids))
        .order_by(Channel.code)
    ):
        prices[price_row.variant_id][price_row.code] = {
            "channelCode": price_row.code,
            "price": price_row.price,
        }
    options = _option_values(session, ids)
    tax = aliased(TaxCategory)
    shipping = aliased(ShippingCategory)
    documents: dict[int, dict[str, Any]] = {}
    for row in session.execute(
        select(
            ProductVariant.id,
            ProductVariant.code,
            ProductVariant.position,
            ProductVariant.tracked,
            ProductVariant.version,
            Product.code.label("product_code"),
            tax.id.label("tax_id"),
            tax.code.label("tax_code"),
            tax.name.label("tax_name"),
            shipping.id.label("shipping_id"),
            shipping.code.label("shipping_code"),
            shipping.name.label("shipping_name"),
        )
        .join(Product, Product.id == ProductVariant.product_id)
        .outerjoin(tax, tax.id == ProductVariant.tax_category_id)
        .outerjoin(shipping, shipping.id == ProductVariant.shipping_category_id)
        .where(ProductVariant.id.in_(ids))
    ):
        document: dict[str, Any] = {
            "id": row.id,
            "code": row.code,
            "position": row.position,
            "optionValues": options.get(row.id, []),
            "translations": names.get(row.id, {}),
            "version": row.version,
            "tracked": bool(row.tracked),
            "channelPricings": prices.get(row.id, {}),
        }
        if row.tax_id is not None:
            document["taxCategory"] = {
                "id": row.tax_id,
                "code": row.tax_code,
                "name": row.tax_name,
                "_links": {"self": {"href": f"/api/v1/tax-categories/{row.tax_code}"}},
            }
        if row.shipping_id is not None:
            document["shippingCategory"] = {
                "id": row.shipping_id,
                "code": row.shipping_code,
                "name": row.shipping_name,
                "_links": {"self": {"href": f"/api/v1/shipping-categories/{row.shipping_code}"}},
            }
        document["_links"] = {
            "self": {"href": f"/api/v1/products/{row.product_code}/variants/{row.code}"}
        }
        documents[row.id] = document
    return documents


def cart_item_document(item: ItemBundle, order_id: int, variant: dict[str, Any]) -> dict[str, Any]:
    row = item.row
    return {
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
            cart_item_document(item, row.id, variants[item.row.variant_id]) for item in bundle.items
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
    bundles = load_orders(session, cart_ids)
    variants = variant_documents(session, variant_ids_of(bundles))
    return [cart_document(bundle, variants, in_list) for bundle in bundles]


def cart_item_response(session: Session, cart_id: int, item_id: int) -> dict[str, Any]:
    """One item of a cart as the item POST answers it."""
    (bundle,) = load_orders(session, [cart_id])
    item = next(item for item in bundle.items if item.row.id == item_id)
    variants = variant_documents(session, [item.row.variant_id])
    return cart_item_document(item, cart_id, variants[item.row.variant_id])
