"""Product variants (camelCase), and the request bodies that create and change them."""

from __future__ import annotations

from decimal import Decimal
from typing import Annotated

from pydantic import BeforeValidator, Field

from storeadmin_gui.api.money import Money

from ._base import CamelRequest, CamelResponse, Keyed, Links, Listed, Timestamp, links_field
from .lookups import Category

__all__ = [
    "ChannelPricing",
    "ChannelPricingInput",
    "OptionValue",
    "OptionValueTranslation",
    "TranslationInput",
    "Variant",
    "VariantCreate",
    "VariantPatch",
    "VariantTranslation",
    "VariantUpdate",
]


class OptionValueTranslation(CamelResponse):
    id: int | None = None
    value: str | None = None


class OptionValue(CamelResponse):
    """An option value: ``name`` in variant responses, ``translations`` in cart item responses.

    In a variant response ``name`` is the OPTION's name ("Size"), as the real server sends it;
    the value's own name ("M") is ``value_name()``.
    """

    code: str
    name: str | None = None
    option: str | None = None  # the option's code, e.g. "tshirt_size" (reference backend)
    value: str | None = None  # the value's own name, e.g. "XL" (``name`` is the option's)
    translations: Keyed[OptionValueTranslation] = Field(default_factory=dict)

    @property
    def option_name(self) -> str | None:
        """The name of the option this is a value of ("Size"), where the server sends it."""
        return self.name

    def value_name(self, locale: str | None = None) -> str:
        """The value as staff read it ("M"): ``value``, else its translation in ``locale`` (or
        that locale's language), else any translation, else its code."""
        if self.value:
            return self.value
        translations = self.translations
        if locale:
            language = locale.split("_")[0]
            for code in (locale, language):
                entry = translations.get(code)
                if entry is not None and entry.value:
                    return entry.value
        named = [entry.value for entry in translations.values() if entry.value]
        return named[0] if named else self.code


class VariantTranslation(CamelResponse):
    locale: str | None = None
    id: int | None = None
    name: str | None = None


class ChannelPricing(CamelResponse):
    channel_code: str | None = None
    price: int | None = None  # minor units


class Variant(CamelResponse):
    """A product variant; the detailed fields (``on_hand`` ...) are ``None`` in list responses."""

    id: int
    code: str
    position: int = 0
    option_values: Listed[OptionValue] = Field(default_factory=list)
    translations: Keyed[VariantTranslation] = Field(default_factory=dict)
    tracked: bool = False
    channel_pricings: Keyed[ChannelPricing] = Field(default_factory=dict)
    tax_category: Category | None = None
    shipping_category: Category | None = None
    version: int | None = None
    # Beyond the contract's field list (its default order is by it); None where not sent.
    created_at: Timestamp = None
    on_hold: int | None = None
    on_hand: int | None = None
    width: float | None = None
    height: float | None = None
    depth: float | None = None
    weight: float | None = None
    links: Links = links_field()

    def name(self, locale: str | None = None) -> str:
        """The variant's name in ``locale`` (or its first translation), else its code."""
        if locale and locale in self.translations and self.translations[locale].name:
            return self.translations[locale].name or self.code
        names = [t.name for t in self.translations.values() if t.name]
        return names[0] if names else self.code

    def price(self, channel: str) -> int | None:
        """The price in ``channel`` in minor units, ``None`` when it has none there."""
        pricing = self.channel_pricings.get(channel)
        return pricing.price if pricing else None


# A price in a variant request is in MAJOR units as a numeric string (docs/api.md section 5).
MajorAmount = Annotated[str, BeforeValidator(Money.parse_major)]


class TranslationInput(CamelRequest):
    name: str


class ChannelPricingInput(CamelRequest):
    """``price`` in major units: ``"12.43"`` stores 1243 (use ``Money.to_major`` to prefill)."""

    price: MajorAmount


def _prices(value: object) -> object:
    """Let callers write ``{"WEB": "12.43"}`` as well as ``{"WEB": {"price": "12.43"}}``."""
    if isinstance(value, dict):
        return {
            channel: {"price": price} if isinstance(price, str | int | Decimal) else price
            for channel, price in value.items()
        }
    return value


class _VariantFields(CamelRequest):
    translations: dict[str, TranslationInput] | None = None
    position: int | None = None
    tracked: bool | None = None
    channel_pricings: Annotated[dict[str, ChannelPricingInput] | None, BeforeValidator(_prices)] = (
        None
    )
    tax_category: str | None = None  # code
    shipping_category: str | None = None  # code
    option_values: dict[str, str] | None = None  # option code -> option value code
    on_hand: int | None = None
    width: float | None = None
    height: float | None = None
    depth: float | None = None
    weight: float | None = None


class VariantCreate(_VariantFields):
    """POST body: ``code`` and any of the optional fields."""

    code: str


class VariantPatch(_VariantFields):
    """PATCH body: only the fields set; ``version`` optional (sent, it must match)."""

    version: int | None = None


class VariantUpdate(VariantPatch):
    """PUT body: ``version`` (the one the editor loaded) is required; absent fields stay as is."""

    version: int
