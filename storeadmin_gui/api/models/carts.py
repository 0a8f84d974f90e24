"""Carts and cart items (camelCase), and the request bodies that create and change them."""

from __future__ import annotations

from pydantic import Field

from ._base import CamelRequest, CamelResponse, Links, Listed, Timestamp, links_field
from .variants import Variant

__all__ = [
    "Adjustment",
    "Cart",
    "CartChannel",
    "CartCreate",
    "CartCustomer",
    "CartCustomerUser",
    "CartItem",
    "CartItemAdd",
    "CartItemQuantity",
    "CartItemUnit",
]


class Adjustment(CamelResponse):
    """A promotion, tax or shipping adjustment; ``amount`` is signed minor units."""

    id: int | None = None
    type: str | None = None
    label: str | None = None
    amount: int = 0


class CartItemUnit(CamelResponse):
    id: int | None = None
    adjustments: Listed[Adjustment] = Field(default_factory=list)
    adjustments_total: int = 0


class CartItem(CamelResponse):
    id: int
    quantity: int = 0
    unit_price: int = 0
    total: int = 0
    units: Listed[CartItemUnit] = Field(default_factory=list)
    units_total: int = 0
    adjustments: Listed[Adjustment] = Field(default_factory=list)
    adjustments_total: int = 0
    variant: Variant | None = None
    links: Links = links_field()


class CartCustomerUser(CamelResponse):
    id: int | None = None
    username: str | None = None
    username_canonical: str | None = None
    enabled: bool | None = None


class CartCustomer(CamelResponse):
    id: int | None = None
    email: str | None = None
    first_name: str | None = None
    last_name: str | None = None
    user: CartCustomerUser | None = None
    links: Links = links_field()


class CartChannel(CamelResponse):
    id: int | None = None
    code: str
    links: Links = links_field()


class Cart(CamelResponse):
    id: int
    items: Listed[CartItem] = Field(default_factory=list)
    items_total: int = 0
    adjustments: Listed[Adjustment] = Field(default_factory=list)
    adjustments_total: int = 0
    total: int = 0
    customer: CartCustomer | None = None
    channel: CartChannel | None = None
    currency_code: str | None = None
    locale_code: str | None = None
    checkout_state: str | None = None
    created_at: Timestamp = None
    updated_at: Timestamp = None


class CartCreate(CamelRequest):
    """POST body: the customer's e-mail, a channel code and a locale code (all required)."""

    customer: str
    channel: str
    locale_code: str


class CartItemAdd(CamelRequest):
    """POST body: a variant CODE and a quantity of at least 1."""

    variant: str
    quantity: int


class CartItemQuantity(CamelRequest):
    quantity: int
