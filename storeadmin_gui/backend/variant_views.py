"""Product variant representations (docs/api.md "Product variant"), shared by every router.

``variant_view(variant)`` is the default (collection) representation, the one cart items embed;
``detailed=True`` adds stock, dimensions, detailed categories and the product link.
Load variants with ``VARIANT_LOADING`` so a page of them costs a fixed number of queries.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy.orm import joinedload, selectinload
from sqlalchemy.orm.interfaces import LoaderOption

from storeadmin_gui.backend.formats import timestamp
from storeadmin_gui.backend.models.catalog import (
    ChannelPricing,
    ProductOptionValue,
    ProductVariant,
    ShippingCategory,
    TaxCategory,
)

VARIANT_LOADING: tuple[LoaderOption, ...] = (
    joinedload(ProductVariant.product),
    joinedload(ProductVariant.tax_category),
    joinedload(ProductVariant.shipping_category),
    selectinload(ProductVariant.translations),
    selectinload(ProductVariant.channel_pricings).joinedload(ChannelPricing.channel),
    selectinload(ProductVariant.option_values).joinedload(ProductOptionValue.option),
)

DIMENSIONS = ("width", "height", "depth", "weight")


def variant_href(product_code: str, variant_code: str) -> str:
    return f"/api/v1/products/{product_code}/variants/{variant_code}"


def category_view(
    category: TaxCategory | ShippingCategory, path: str, *, detailed: bool, described: bool
) -> dict[str, Any]:
    """A tax or shipping category, linked under ``/api/v1/{path}/``; detailed: with its times and,
    when ``described``, its description (a variant's shipping category has none, docs/api.md)."""
    view: dict[str, Any] = {"id": category.id, "code": category.code, "name": category.name}
    if detailed:
        if described:
            view["description"] = category.description
        view["createdAt"] = timestamp(category.created_at)
        view["updatedAt"] = timestamp(category.updated_at)
    view["_links"] = {"self": {"href": f"/api/v1/{path}/{category.code}"}}
    return view


def option_value_view(value: ProductOptionValue) -> dict[str, Any]:
    """``name`` is the option's name (as the real server shows it); ``value`` the value's name."""
    return {
        "name": value.option.name,
        "code": value.code,
        "option": value.option.code,
        "value": value.value,
    }


def variant_view(variant: ProductVariant, detailed: bool = False) -> dict[str, Any]:
    product_code = variant.product.code
    view: dict[str, Any] = {
        "id": variant.id,
        "code": variant.code,
        "position": variant.position,
        "optionValues": [option_value_view(value) for value in variant.option_values],
        "translations": {
            translation.locale: {
                "locale": translation.locale,
                "id": translation.id,
                "name": translation.name,
            }
            for translation in variant.translations
        },
        "tracked": variant.tracked,
        "channelPricings": {
            pricing.channel.code: {"channelCode": pricing.channel.code, "price": pricing.price}
            for pricing in sorted(variant.channel_pricings, key=lambda p: p.channel.code)
        },
    }
    if variant.tax_category is not None:
        view["taxCategory"] = category_view(
            variant.tax_category, "tax-categories", detailed=detailed, described=True
        )
    if variant.shipping_category is not None:
        view["shippingCategory"] = category_view(
            variant.shipping_category, "shipping-categories", detailed=detailed, described=False
        )
    view["version"] = variant.version
    view["createdAt"] = timestamp(variant.created_at)  # the list's default order is by it
    if detailed:
        view["onHold"] = variant.on_hold
        view["onHand"] = variant.on_hand
        for dimension in DIMENSIONS:
            value = getattr(variant, dimension)
            if value is not None:
                view[dimension] = value
    links: dict[str, Any] = {"self": {"href": variant_href(product_code, variant.code)}}
    if detailed:
        links["product"] = {"href": f"/api/v1/products/{product_code}"}
    view["_links"] = links
    return view


def catalogue_view(variant: ProductVariant) -> dict[str, Any]:
    """A row of the whole catalogue (docs/api.md section 11): the list form, plus its product,
    its stock and what it has ``available`` (``onHand - onHold``; null when not tracked)."""
    view = variant_view(variant)
    view["product"] = {"code": variant.product.code, "name": variant.product.name}
    view["onHand"] = variant.on_hand
    view["onHold"] = variant.on_hold
    view["available"] = variant.on_hand - variant.on_hold if variant.tracked else None
    return view
