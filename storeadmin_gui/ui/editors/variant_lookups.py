"""What the variant editor's pickers offer: the store's channels, categories, locales and the
variant's product, read at once when the editor opens.

A lookup the server does not have, or the staffer's role may not read, is ``None``: the editor
then takes free text for it and still shows the variant.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable
from dataclasses import dataclass, field
from typing import Any, TypeVar

from storeadmin_gui.api import StoreClient, errors
from storeadmin_gui.api.models import Channel, Product, ShippingCategory, TaxCategory

__all__ = ["VariantLookups", "load_variant_lookups"]

T = TypeVar("T")


@dataclass
class VariantLookups:
    """What the pickers offer; ``None`` for a lookup the server does not have (free text)."""

    channels: list[Channel] | None = None
    tax_categories: list[TaxCategory] | None = None
    shipping_categories: list[ShippingCategory] | None = None
    locales: dict[str, str] | None = None  # code -> name
    product: Product | None = None
    store_locales: list[str] = field(default_factory=list)  # locales of the enabled channels
    default_locale: str | None = None  # of the first enabled channel: for names in titles

    def option_of_value(self) -> dict[str, str]:
        """Option value code -> option code, from the product's options."""
        if self.product is None:
            return {}
        return {
            value.code: option.code for option in self.product.options for value in option.values
        }

    def channel_currency(self, channel: str) -> str | None:
        """The currency of ``channel``'s prices (None: no such channel, or no list of them)."""
        return next((c.base_currency for c in self.channels or () if c.code == channel), None)


async def _or_none(request: Awaitable[T]) -> T | None:
    """A lookup the server does not have (404), or the staffer's role may not read (403: a
    fulfillment staffer's), reads as ``None``: the editor falls back, and still shows the
    variant."""
    try:
        return await request
    except (errors.NotFound, errors.Forbidden):
        return None


async def _all(collection: Any) -> list[Any]:
    return [item async for item in collection.iter_all()]


async def load_variant_lookups(client: StoreClient, product_code: str) -> VariantLookups:
    """Every lookup the variant editor uses, fetched at once."""
    channels, taxes, shipping, locales, product = await asyncio.gather(
        _or_none(_all(client.channels)),
        _or_none(_all(client.tax_categories)),
        _or_none(_all(client.shipping_categories)),
        _or_none(_all(client.locales)),
        _or_none(client.products.get(product_code)),
    )
    store_locales: list[str] = []
    for channel in channels or []:
        if channel.enabled is not False:
            store_locales += [code for code in channel.locales if code not in store_locales]
    names = {locale.code: locale.name or locale.code for locale in locales} if locales else None
    if not store_locales and names:
        store_locales = list(names)
    default = next((c.default_locale for c in channels or [] if c.enabled is not False), None)
    return VariantLookups(channels, taxes, shipping, names, product, store_locales, default)
