"""A variant as the editor's form holds it, and the form's values as the request sends them.

The form's fields are named as the API's request fields; keyed fields (names per locale, prices
per channel, option values per option) are merged by the server entry by entry, so an update
carries only the entries that changed, and a name the staffer removed as ``null``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from storeadmin_gui.api import Money
from storeadmin_gui.api.models import TranslationInput, Variant, VariantUpdate

__all__ = ["VariantChanges", "request_fields", "variant_values"]


def variant_values(variant: Variant, option_of_value: Mapping[str, str]) -> dict[str, Any]:
    """A variant as the form's values, keyed by the API's request field names."""
    options: dict[str, str] = {}
    for value in variant.option_values:
        option = option_of_value.get(value.code)
        if option is not None:
            options[option] = value.code
    return {
        "code": variant.code,
        "position": variant.position,
        "tracked": variant.tracked,
        "on_hand": variant.on_hand or 0,
        "width": variant.width,
        "height": variant.height,
        "depth": variant.depth,
        "weight": variant.weight,
        "tax_category": variant.tax_category.code if variant.tax_category else None,
        "shipping_category": variant.shipping_category.code if variant.shipping_category else None,
        "option_values": options,
        "translations": {
            locale: translation.name
            for locale, translation in variant.translations.items()
            if translation.name
        },
        "channel_pricings": {
            code: Money.to_major(pricing.price)
            for code, pricing in variant.channel_pricings.items()
            if pricing.price is not None
        },
    }


class VariantChanges(VariantUpdate):
    """A PUT that can also remove a translation (``{locale: null}``, docs/api.md section 6)."""

    translations: dict[str, TranslationInput | None] | None = None  # type: ignore[assignment]


def request_fields(
    values: Mapping[str, Any], loaded: Mapping[str, Any] | None = None
) -> dict[str, Any]:
    """Form values in the request's shape: translations ``{locale: {"name": ...}}``.

    With ``loaded`` (an update), keyed fields carry only the entries that changed, because the
    server merges them entry by entry; a translation removed by the user is sent as ``null``.
    """
    body = dict(values)
    loaded = loaded or {}
    for key in ("translations", "channel_pricings", "option_values"):
        if key not in body:
            continue
        before: Mapping[str, Any] = loaded.get(key) or {}
        after: Mapping[str, Any] = body[key] or {}
        delta: dict[str, Any] = {k: v for k, v in after.items() if before.get(k) != v}
        if key == "translations":
            delta = {k: {"name": v} for k, v in delta.items()}
            delta.update({k: None for k in before if k not in after})
        body[key] = delta
    return body
