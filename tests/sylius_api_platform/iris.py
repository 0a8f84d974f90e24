"""Resource IRIs per flavour: how a record is named in answers and resolved from requests.

Sylius 1.13/1.14 name sub-objects by their database id (``/channel-pricings/17``); 2.x names them
under their owner (``/product-variants/MUG/channel-pricings/WEB``): see README.md, "IRIs".
"""

from __future__ import annotations

import re
from functools import cache

API = "/api/v2"

_COMMON = {
    "administrators": "/admin/administrators/{id}",
    "customers": "/admin/customers/{id}",
    "channels": "/admin/channels/{code}",
    "currencies": "/admin/currencies/{code}",
    "locales": "/admin/locales/{code}",
    "products": "/admin/products/{code}",
    "product_variants": "/admin/product-variants/{code}",
    "product_options": "/admin/product-options/{code}",
    "tax_categories": "/admin/tax-categories/{code}",
    "shipping_categories": "/admin/shipping-categories/{code}",
    "orders": "/admin/orders/{tokenValue}",
    "order_items": "/admin/order-items/{id}",
    "order_item_units": "/admin/order-item-units/{id}",
    "payments": "/admin/payments/{id}",
    "shipments": "/admin/shipments/{id}",
    "adjustments": "/admin/adjustments/{id}",
    "payment_methods": "/admin/payment-methods/{code}",
    "shipping_methods": "/admin/shipping-methods/{code}",
    "addresses": "/admin/addresses/{id}",
    "shop_users": "/admin/shop-users/{id}",
    "customer_groups": "/admin/customer-groups/{code}",
    "taxons": "/admin/taxons/{code}",
    "product_taxons": "/admin/product-taxons/{id}",
}

TEMPLATES: dict[str, dict[str, str]] = {
    "1.13-1.14": {
        **_COMMON,
        "product_option_values": "/admin/product-option-values/{code}",
        "channel_pricings": "/admin/channel-pricings/{id}",
        "product_variant_translations": "/admin/product-variant-translations/{id}",
        "product_translations": "/admin/product-translations/{id}",
        "product_option_translations": "/admin/product-option-translations/{id}",
        "payment_method_translations": "/admin/payment-method-translations/{id}",
        "shop_billing_datas": "/admin/shop-billing-datas/{id}",
        "channel_price_history_configs": "/admin/channel-price-history-configs/{id}",
    },
    "2.x": {
        **_COMMON,
        "product_option_values": "/admin/product-options/{option}/values/{code}",
        "channel_pricings": "/admin/product-variants/{variant}/channel-pricings/{channelCode}",
        "product_variant_translations": "/admin/product-variants/{code}/translations/{locale}",
        "product_translations": "/admin/products/{code}/translations/{locale}",
        "product_option_translations": "/admin/product-options/{code}/translations/{locale}",
        "product_option_value_translations": (
            "/admin/product-option-values/{code}/translations/{locale}"
        ),
        "payment_method_translations": "/admin/payment-methods/{code}/translations/{locale}",
    },
}


class Iris:
    """Builds and reads the IRIs of one flavour."""

    def __init__(self, flavour: str) -> None:
        self.templates = TEMPLATES[flavour]

    def of(self, kind: str, **parts: object) -> str:
        return API + self.templates[kind].format(**{k: str(v) for k, v in parts.items()})

    def parse(self, kind: str, iri: object) -> dict[str, str] | None:
        """The placeholders of ``iri`` if it names a ``kind``, else None."""
        if not isinstance(iri, str):
            return None
        found = template_pattern(API + self.templates[kind]).fullmatch(iri)
        return found.groupdict() if found else None


@cache
def template_pattern(template: str) -> re.Pattern[str]:
    """A regex matching ``template`` with each ``{name}`` as one path segment."""
    parts = re.split(r"\{(\w+)\}", template)
    regex = "".join(
        f"(?P<{part}>[^/]+)" if index % 2 else re.escape(part) for index, part in enumerate(parts)
    )
    return re.compile(regex)
