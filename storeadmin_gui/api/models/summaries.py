"""What a list shows of each order and cart: a few typed fields, not the whole representation.

A page of 100 orders carries every line, unit, adjustment and variant of each; a list shows a
dozen fields. These models name only those, so reading a page (``read_page``) builds nothing
else, and the GUI's tables read attributes instead of JSON keys. Opening a record still reads it
whole (``Order``, ``Cart``). Orders and carts answer the same questions under the same names
(``customer_email``, ``unit_count``, ``currency`` ...), so one column can serve both lists.
"""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING, Annotated

from pydantic import Field

from ._base import CamelResponse, SnakeResponse
from .orders import OrderSteps

__all__ = ["CartSummary", "OrderStep", "OrderSummary"]


# No validator runs before validation here (``Listed``, ``Timestamp``): it would be handed the
# field's raw value, so pydantic would first decode every line of every order into Python objects,
# which is the very work these models exist to skip. Unions tried left to right instead.
# A timestamp the server left blank or wrote oddly stays the text it sent.
Moment = Annotated[datetime | str | None, Field(union_mode="left_to_right")]


class _Line(SnakeResponse):
    """A line of an order or a cart, as far as a list counts it (the key is the same in both)."""

    quantity: int | None = None


class _Code(SnakeResponse):
    code: str | None = None


class OrderStep(SnakeResponse):
    """A payment or shipment as a list row needs it: which one, and where it stands."""

    id: int | None = None
    state: str | None = None


Steps = list[OrderStep] | dict[str, OrderStep]


def _listed(steps: Steps) -> list[OrderStep]:
    return list(steps.values()) if isinstance(steps, dict) else steps


class _OrderCustomer(SnakeResponse):
    email: str | None = None
    first_name: str | None = None
    last_name: str | None = None


class _CartCustomer(CamelResponse):
    email: str | None = None
    first_name: str | None = None
    last_name: str | None = None


class _Summary:
    """The questions both lists ask of a row, answered from the fields each model reads."""

    if TYPE_CHECKING:  # each model declares the field itself (a plain mixin's is not one)
        lines: list[_Line] | dict[str, _Line]

    @property
    def _lines(self) -> list[_Line]:
        lines = self.lines
        return list(lines.values()) if isinstance(lines, dict) else lines

    @property
    def line_count(self) -> int:
        return len(self._lines)

    @property
    def unit_count(self) -> int:
        """Units across all lines: the sum of the quantities."""
        return sum(line.quantity or 0 for line in self._lines)


def _full_name(first_name: str | None, last_name: str | None) -> str | None:
    return " ".join(part for part in (first_name, last_name) if part) or None


class OrderSummary(SnakeResponse, _Summary, OrderSteps):
    """One row of the orders list (snake_case, as the contract spells orders); with its
    payments' and shipments' ids and states, so a step can be taken on a selection of rows
    without reading each order first."""

    id: int
    number: str | None = None
    email: str | None = None
    customer: _OrderCustomer | None = None
    channel: _Code | None = None
    state: str | None = None
    checkout_state: str | None = None
    payment_state: str | None = None
    shipping_state: str | None = None
    lines: list[_Line] | dict[str, _Line] = Field(
        default_factory=list, alias="items", union_mode="left_to_right"
    )
    total: int | None = None
    currency: str | None = None
    locale_code: str | None = None
    created_at: Moment = None
    updated_at: Moment = None
    checkout_completed_at: Moment = None
    token_value: str | None = None  # where the server addresses an order by it
    payment_steps: Steps = Field(default_factory=list, alias="payments", union_mode="left_to_right")
    shipment_steps: Steps = Field(
        default_factory=list, alias="shipments", union_mode="left_to_right"
    )

    @property
    def payments(self) -> list[OrderStep]:
        return _listed(self.payment_steps)

    @property
    def shipments(self) -> list[OrderStep]:
        return _listed(self.shipment_steps)

    @property
    def customer_email(self) -> str | None:
        return (self.customer.email if self.customer else None) or self.email

    @property
    def customer_name(self) -> str | None:
        customer = self.customer
        return _full_name(customer.first_name, customer.last_name) if customer else None

    @property
    def channel_code(self) -> str | None:
        return self.channel.code if self.channel else None


class CartSummary(CamelResponse, _Summary):
    """One row of the carts list (camelCase, as the contract spells carts)."""

    id: int
    customer: _CartCustomer | None = None
    channel: _Code | None = None
    checkout_state: str | None = None
    lines: list[_Line] | dict[str, _Line] = Field(
        default_factory=list, alias="items", union_mode="left_to_right"
    )
    items_total: int | None = None
    total: int | None = None
    currency: str | None = Field(default=None, alias="currencyCode")
    locale_code: str | None = None
    created_at: Moment = None
    updated_at: Moment = None

    @property
    def state(self) -> str | None:
        """A cart is an order in state ``cart``; its list shows where its checkout stands."""
        return self.checkout_state

    @property
    def customer_email(self) -> str | None:
        return self.customer.email if self.customer else None

    @property
    def customer_name(self) -> str | None:
        customer = self.customer
        return _full_name(customer.first_name, customer.last_name) if customer else None

    @property
    def channel_code(self) -> str | None:
        return self.channel.code if self.channel else None
