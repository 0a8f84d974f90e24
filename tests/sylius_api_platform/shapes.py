"""What each resource looks like in an answer, per flavour: its JSON-LD type and its fields in
Sylius's order, references as IRIs, sub-objects as Sylius embeds them."""

from __future__ import annotations

from collections.abc import Callable

from .catalogue_shapes import (
    administrator,
    category,
    channel,
    customer,
    product,
    product_option,
    product_option_value,
    product_variant,
)
from .fields import Field, plain
from .sales_shapes import adjustment, order, order_item, payment, shipment
from .state import Flavour


def currency(f: Flavour, group: str) -> list[Field]:
    return plain("code", "name")


def locale(f: Flavour, group: str) -> list[Field]:
    return plain("id", "code", "name")


SHAPES: dict[str, tuple[str, Callable[[Flavour, str], list[Field]]]] = {
    "administrators": ("Administrator", administrator),
    "customers": ("Customer", customer),
    "channels": ("Channel", channel),
    "currencies": ("Currency", currency),
    "locales": ("Locale", locale),
    "tax_categories": ("TaxCategory", category),
    "shipping_categories": ("ShippingCategory", category),
    "product_options": ("ProductOption", product_option),
    "product_option_values": ("ProductOptionValue", product_option_value),
    "products": ("Product", product),
    "product_variants": ("ProductVariant", product_variant),
    "orders": ("Order", order),
    "order_items": ("OrderItem", order_item),
    "payments": ("Payment", payment),
    "shipments": ("Shipment", shipment),
    "adjustments": ("Adjustment", adjustment),
}
