"""Orders and order items (snake_case), and the request bodies that create them."""

from __future__ import annotations

from typing import Any

from pydantic import Field

from ._base import Keyed, Links, Listed, SnakeRequest, SnakeResponse, Timestamp, links_field

__all__ = [
    "InventoryUnit",
    "Order",
    "OrderAdjustment",
    "OrderChannel",
    "OrderCreate",
    "OrderCustomer",
    "OrderItem",
    "OrderItemAdd",
    "OrderItemVariant",
    "OrderUser",
    "ProductAttribute",
    "ProductSummary",
]


class OrderAdjustment(SnakeResponse):
    id: int | None = None
    type: str | None = None
    description: str | None = None
    amount: int = 0
    neutral: bool | None = None
    locked: bool | None = None
    created_at: Timestamp = None
    updated_at: Timestamp = None


class InventoryUnit(SnakeResponse):
    id: int | None = None
    inventory_state: str | None = None
    created_at: Timestamp = None
    updated_at: Timestamp = None
    links: Links = links_field()


class ProductAttribute(SnakeResponse):
    id: int | None = None
    name: str | None = None
    presentation: str | None = None
    value: Any = None


class ProductSummary(SnakeResponse):
    id: int | None = None
    name: str | None = None
    code: str | None = None
    description: str | None = None
    short_description: str | None = None
    created_at: Timestamp = None
    updated_at: Timestamp = None
    attributes: Listed[ProductAttribute] = Field(default_factory=list)
    options: Listed[Any] = Field(default_factory=list)


class OrderItemVariant(SnakeResponse):
    id: int | None = None
    code: str | None = None
    object: ProductSummary | None = None
    created_at: Timestamp = None
    updated_at: Timestamp = None
    available_on: Timestamp = None
    sku: str | None = None
    options: Listed[Any] = Field(default_factory=list)


class OrderItem(SnakeResponse):
    id: int
    quantity: int = 0
    unit_price: int = 0
    units_total: int | None = None
    adjustments: Listed[OrderAdjustment] = Field(default_factory=list)
    adjustments_total: int = 0
    total: int = 0
    immutable: bool | None = None
    variant: OrderItemVariant | None = None
    inventory_units: Listed[InventoryUnit] = Field(default_factory=list)
    links: Links = links_field()


class OrderUser(SnakeResponse):
    id: int | None = None
    username: str | None = None
    username_canonical: str | None = None
    email: str | None = None
    email_canonical: str | None = None
    enabled: bool | None = None
    group: Listed[Any] = Field(default_factory=list)
    locked: bool | None = None
    expired: bool | None = None
    roles: Listed[str] = Field(default_factory=list)
    credentials_expired: bool | None = None


class OrderCustomer(SnakeResponse):
    """Beyond the contract: the reference backend names the customer of each order."""

    id: int | None = None
    email: str | None = None
    first_name: str | None = None
    last_name: str | None = None


class OrderChannel(SnakeResponse):
    id: int | None = None
    code: str | None = None
    name: str | None = None
    type: str | None = None
    color: str | None = None
    enabled: bool | None = None
    created_at: Timestamp = None
    updated_at: Timestamp = None


class Order(SnakeResponse):
    id: int
    number: str | None = None
    checkout_completed_at: Timestamp = None
    items: Listed[OrderItem] = Field(default_factory=list)
    items_total: int = 0
    adjustments: Listed[OrderAdjustment] = Field(default_factory=list)
    comments: Listed[Any] = Field(default_factory=list)
    adjustments_total: int = 0
    total: int = 0
    confirmed: bool | None = None
    created_at: Timestamp = None
    updated_at: Timestamp = None
    expires_at: Timestamp = None
    state: str | None = None
    email: str | None = None
    user: OrderUser | None = None
    channel: OrderChannel | None = None
    shipping_address: Keyed[Any] | None = None
    billing_address: Keyed[Any] | None = None
    payments: Listed[Any] = Field(default_factory=list)
    shipments: Listed[Any] = Field(default_factory=list)
    currency: str | None = None
    checkout_state: str | None = None
    # Beyond the contract's field list; a server that leaves them out reads as None.
    customer: OrderCustomer | None = None
    locale_code: str | None = None
    payment_state: str | None = None
    shipping_state: str | None = None
    notes: str | None = None
    links: Links = links_field()


class OrderCreate(SnakeRequest):
    """POST body: channel code, locale (sent as ``localeCode``), optional customer id."""

    channel: str
    locale_code: str = Field(alias="localeCode")
    customer: int | None = None


class OrderItemAdd(SnakeRequest):
    """POST body: a variant ID, ``unit_price`` in MINOR units, and a quantity."""

    variant: int
    unit_price: int
    quantity: int
