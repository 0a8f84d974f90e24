"""Read-only lookups (camelCase) that let the GUI offer pickers (docs/api.md section 10)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Annotated, Any

from pydantic import BeforeValidator, Field

from ._base import CamelResponse, Links, Listed, Timestamp, links_field

__all__ = [
    "Category",
    "Channel",
    "Customer",
    "CustomerAccount",
    "Locale",
    "Product",
    "ProductOption",
    "ProductOptionValue",
    "ShippingCategory",
    "TaxCategory",
]


def _code_of(value: Any) -> Any:
    """A reference sent as an object (``{"code": "USD", ...}``) reads as its code."""
    if isinstance(value, Mapping):
        return value.get("code")
    return value


Code = Annotated[str | None, BeforeValidator(_code_of)]


class Channel(CamelResponse):
    id: int | None = None
    code: str
    name: str | None = None
    enabled: bool | None = None
    base_currency: Code = None
    locales: Listed[Annotated[str, BeforeValidator(_code_of)]] = Field(default_factory=list)
    default_locale: Code = None
    links: Links = links_field()


class Locale(CamelResponse):
    id: int | None = None
    code: str
    name: str | None = None


class Category(CamelResponse):
    """A tax or shipping category: the lookups serve it in the shape a variant embeds it."""

    id: int | None = None
    code: str
    name: str | None = None
    description: str | None = None
    created_at: Timestamp = None
    updated_at: Timestamp = None
    links: Links = links_field()


TaxCategory = Category
ShippingCategory = Category


class ProductOptionValue(CamelResponse):
    id: int | None = None
    code: str
    name: str | None = None
    value: str | None = None


class ProductOption(CamelResponse):
    id: int | None = None
    code: str
    name: str | None = None
    values: Listed[ProductOptionValue] = Field(default_factory=list)


class Product(CamelResponse):
    id: int | None = None
    code: str
    name: str | None = None
    description: str | None = None
    short_description: str | None = None
    options: Listed[ProductOption] = Field(default_factory=list)
    links: Links = links_field()


class CustomerAccount(CamelResponse):
    """The shop account a customer may have."""

    id: int | None = None
    username: str | None = None
    username_canonical: str | None = None
    enabled: bool | None = None


class Customer(CamelResponse):
    id: int
    email: str | None = None
    first_name: str | None = None
    last_name: str | None = None
    phone_number: str | None = None
    user: CustomerAccount | None = None
    created_at: Timestamp = None
    updated_at: Timestamp = None
    links: Links = links_field()

    @property
    def full_name(self) -> str:
        return " ".join(part for part in (self.first_name, self.last_name) if part)
