"""Who did what (docs/api.md section 15): history entries, internal notes, customers' profiles
and the search box's answers."""

from __future__ import annotations

from typing import Any

from pydantic import Field

from ._base import CamelRequest, CamelResponse, Listed, SnakeResponse, Timestamp
from .lookups import Customer


class Author(SnakeResponse):
    """Who made a change or wrote a note, named as they were then (``id`` None once the
    account is gone)."""

    id: int | None = None
    name: str = ""


class FieldChange(SnakeResponse):
    """One field of the subject, before and after: ``state``, ``total``, ``items.<id>``
    (``{"variant", "quantity", "unit_price"}`` or null), ``shipments.<id>.tracking``,
    ``notes.<id>``, ``onHand``, ``channelPricings.<channel>.price`` (minor units)..."""

    field: str
    before: Any = None
    after: Any = None

    @property
    def channel_price(self) -> str | None:
        """The channel whose price this is, when it is a price (``channelPricings.WEB.price``)."""
        parts = self.field.split(".")
        if len(parts) == 3 and parts[0] == "channelPricings" and parts[2] == "price":
            return parts[1]
        return None


class HistoryEntry(SnakeResponse):
    """One recorded change: who, when, which kind (``action``) and each field it moved."""

    id: int
    at: Timestamp = None
    user: Author = Field(default_factory=Author)
    action: str
    changes: Listed[FieldChange] = Field(default_factory=list)

    @property
    def edited(self) -> bool:
        """A change someone saved (``updated``), not one that followed from another act (stock
        that left with a shipment, ``shipped``)."""
        return self.action == EDITED


EDITED = "updated"  # the action of a saved edit: what the app records as well


class Note(CamelResponse):
    """An internal note on an order or a customer: staff only, never the customer's."""

    id: int
    body: str
    author: Author = Field(default_factory=Author)
    created_at: Timestamp = None


class NoteCreate(CamelRequest):
    body: str


class Spending(SnakeResponse):
    """What a customer bought in one currency: placed orders not cancelled, minor units."""

    currency: str
    orders: int
    spent: int
    average_order: int


class CustomerProfile(SnakeResponse):
    """A customer and what they bought; ``guest``: bought without a shop account."""

    customer: Customer
    guest: bool
    orders: int
    totals: Listed[Spending] = Field(default_factory=list)
    first_order_at: Timestamp = None
    last_order_at: Timestamp = None


class CustomerOrder(SnakeResponse):
    """One of a customer's orders, as their profile lists them (newest first)."""

    id: int
    number: str | None = None
    state: str
    payment_state: str | None = None
    shipping_state: str | None = None
    total: int
    currency_code: str | None = None
    checkout_completed_at: Timestamp = None
    created_at: Timestamp = None


class FoundOrder(SnakeResponse):
    id: int
    number: str
    state: str
    total: int
    currency_code: str | None = None
    checkout_completed_at: Timestamp = None
    customer_email: str | None = None


class FoundCustomer(CamelResponse):
    id: int
    email: str
    first_name: str | None = None
    last_name: str | None = None
    guest: bool = False

    @property
    def full_name(self) -> str:
        return " ".join(part for part in (self.first_name, self.last_name) if part)


class FoundVariantProduct(SnakeResponse):
    code: str


class FoundVariant(SnakeResponse):
    id: int
    code: str
    name: str | None = None
    product: FoundVariantProduct


class SearchResults(SnakeResponse):
    """The search box's answer: a few of each kind; a kind is None when the account may not
    read it (or the server could not search it)."""

    query: str = ""
    orders: list[FoundOrder] | None = None
    customers: list[FoundCustomer] | None = None
    variants: list[FoundVariant] | None = None
