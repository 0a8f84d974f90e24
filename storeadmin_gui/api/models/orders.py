"""Orders and order items (snake_case), and the request bodies that create them."""

from __future__ import annotations

import enum
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Annotated, Any, Protocol

from pydantic import BeforeValidator, Field, model_validator

from storeadmin_gui.api.money import Money

from ._base import Keyed, Links, Listed, SnakeRequest, SnakeResponse, Timestamp, links_field
from .variants import OptionValueTranslation, VariantTranslation

__all__ = [
    "SOLD_STATES",
    "Address",
    "InventoryUnit",
    "LinesLocked",
    "MethodSummary",
    "Order",
    "OrderAdjustment",
    "OrderChannel",
    "OrderCreate",
    "OrderCustomer",
    "OrderItem",
    "OrderItemAdd",
    "OrderItemOption",
    "OrderItemVariant",
    "OrderSteps",
    "OrderTotals",
    "OrderUser",
    "Payment",
    "ProductAttribute",
    "ProductSummary",
    "Shipment",
    "ShipmentShip",
]

# The states of docs/api.md section 11; Sylius 1.x calls a placed order "new".
PLACED_STATES = frozenset({"pending", "new"})
CART_STATE = "cart"
# The state criterion of the orders sold and not cancelled, as the dashboard counts them: a
# server of ours takes several states separated by commas (docs/api.md section 11).
SOLD_STATES = "pending,fulfilled"
AWAITING_PAYMENT = "awaiting_payment"
READY_TO_SHIP = "ready"


class LinesLocked(enum.StrEnum):
    """Why an order's items can no longer be added or removed (docs/api.md section 11): what
    the customer paid, or what left the store, would no longer match the order."""

    CANCELLED = "cancelled"
    FULFILLED = "fulfilled"
    PAID = "paid"
    SHIPPED = "shipped"


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


def in_locale(names: Mapping[str, str | None], locales: Sequence[str | None]) -> str | None:
    """The name for the first of ``locales`` ("de_CH") that has one, else for its language
    ("de_AT" for "de_CH" when only that is there), else None."""
    for locale in locales:
        if not locale:
            continue
        if names.get(locale):
            return names[locale]
        language = locale.replace("-", "_").split("_")[0].lower()
        for code in sorted(names):
            if code.replace("-", "_").split("_")[0].lower() == language and names[code]:
                return names[code]
    return None


class OrderItemOption(SnakeResponse):
    """An option value of an ordered variant: ``value`` in the store's own language, ``name``
    the option's ("Size"), and (beyond the contract, an order read on its own) the value's name
    in every locale."""

    code: str | None = None
    value: str | None = None
    option_code: str | None = None
    name: str | None = None
    translations: Keyed[OptionValueTranslation] = Field(default_factory=dict)

    def value_in(self, *locales: str | None) -> str:
        """The value as a reader of the first of ``locales`` reads it, else the store's own
        word, else any translation, else its code: never blank."""
        names = {code: entry.value for code, entry in self.translations.items()}
        found = in_locale(names, locales) or self.value
        return found or next((name for name in names.values() if name), None) or self.code or ""


class OrderItemVariant(SnakeResponse):
    id: int | None = None
    code: str | None = None
    object: ProductSummary | None = None
    created_at: Timestamp = None
    updated_at: Timestamp = None
    available_on: Timestamp = None
    sku: str | None = None
    # Typed where the server sends objects; a server sending anything else keeps it as it is.
    options: Listed[OrderItemOption | Any] = Field(default_factory=list)
    # Beyond the contract (an order read on its own): the variant's name in every locale.
    translations: Keyed[VariantTranslation] = Field(default_factory=dict)

    def name_in(self, *locales: str | None) -> str | None:
        """The variant's name for a reader of the first of ``locales`` that has one, else its
        product's name, else any of its names, else its code."""
        names = {code: entry.name for code, entry in self.translations.items()}
        product = self.object.name if self.object else None
        found = in_locale(names, locales) or product
        return found or next((name for name in names.values() if name), None) or self.code


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


class MethodSummary(SnakeResponse):
    """How a payment is made or a shipment sent: its method's code and name."""

    code: str | None = None
    name: str | None = None


class Payment(SnakeResponse):
    """A payment of an order: ``state`` ``new`` until completed, or ``cancelled``."""

    id: int | None = None
    method: MethodSummary | None = None
    amount: int | None = None  # minor units
    currency_code: str | None = None
    state: str | None = None
    created_at: Timestamp = None
    updated_at: Timestamp = None

    def __str__(self) -> str:
        """One readable line: method, state, amount."""
        amount = None
        if self.amount is not None and self.currency_code:
            amount = f"{Money.to_major(self.amount)} {self.currency_code}"
        return _line(self.method, self.state, amount)


class Shipment(SnakeResponse):
    """A shipment of an order: ``state`` ``ready`` until shipped (then with ``tracking`` and
    ``shipped_at``), or ``cancelled``."""

    id: int | None = None
    method: MethodSummary | None = None
    state: str | None = None
    tracking: str | None = None
    shipped_at: Timestamp = None
    created_at: Timestamp = None
    updated_at: Timestamp = None

    def __str__(self) -> str:
        """One readable line: method, state, tracking number."""
        return _line(
            self.method,
            self.state,
            f"tracking {self.tracking}" if self.tracking else None,  # i18n: not shown, scripts'
        )


def _line(method: MethodSummary | None, *parts: str | None) -> str:
    name = (method.name or method.code) if method else None
    return " · ".join(part for part in (name, *parts) if part) or "—"


class _Step(Protocol):
    """A payment or shipment as far as the steps need it (full, or a list summary's): read
    only, so that a model whose id is never missing is one too."""

    @property
    def id(self) -> int | None: ...
    @property
    def state(self) -> str | None: ...


class OrderSteps:
    """What docs/api.md section 11 lets staff do next with an order, as its fields say (the
    server has the last word: a step refused there answers 400)."""

    if TYPE_CHECKING:  # each model declares these fields itself
        state: str | None
        payment_state: str | None
        shipping_state: str | None
        payments: Any
        shipments: Any

    @property
    def placed(self) -> bool:
        """Past checkout and still open: neither fulfilled nor cancelled."""
        return self.state in PLACED_STATES

    @property
    def can_cancel(self) -> bool:
        """A placed order can be cancelled until something of it has shipped."""
        return self.placed and not any(s.state == "shipped" for s in self.shipments)

    @property
    def lines_locked(self) -> LinesLocked | None:
        """Why items can no longer be added or removed, or None while they can: in a cart, and
        in a placed order not yet paid and with nothing shipped (a server that leaves out the
        order's payment and shipping states is judged by its payments and shipments)."""
        if self.state == CART_STATE:
            return None
        if self.state == "cancelled":
            return LinesLocked.CANCELLED
        if not self.placed:
            return LinesLocked.FULFILLED
        paid = (
            self.payment_state != AWAITING_PAYMENT
            if self.payment_state
            else any(payment.state in ("completed", "paid") for payment in self.payments)
        )
        if paid:
            return LinesLocked.PAID
        shipped = (
            self.shipping_state != READY_TO_SHIP
            if self.shipping_state
            else any(shipment.state == "shipped" for shipment in self.shipments)
        )
        return LinesLocked.SHIPPED if shipped else None

    @property
    def payment_to_complete(self) -> _Step | None:
        """The payment staff can mark as paid (a ``new`` one), if any."""
        return _first(self.payments, "new") if self.placed else None

    @property
    def shipment_to_ship(self) -> _Step | None:
        """The shipment staff can ship (a ``ready`` one), if any."""
        return _first(self.shipments, "ready") if self.placed else None


def _first(entries: Any, state: str) -> _Step | None:
    return next((entry for entry in entries if entry.state == state and entry.id), None)


# What a server keeps with an address beyond the postal lines: never shown as part of it.
_ADDRESS_BOOKKEEPING = frozenset({"id", "created_at", "updated_at", "_links"})


class Address(SnakeResponse):
    """An order's shipping or billing address, as every server kind's client fills it from its
    own wire shape (the reference server's snake_case object, Sylius's camelCase entity).

    ``other_fields`` keeps what the server sent beyond the postal lines, by name in snake_case
    (``"vat_number"``), so what a store adds to its addresses is still seen."""

    first_name: str | None = None
    last_name: str | None = None
    company: str | None = None
    street: str | None = None
    postcode: str | None = None
    city: str | None = None
    province_name: str | None = None
    province_code: str | None = None
    country_code: str | None = None
    phone_number: str | None = None
    other_fields: dict[str, Any] = Field(default_factory=dict)

    @model_validator(mode="before")
    @classmethod
    def _sort_fields(cls, data: Any) -> Any:
        """A record keyed by the contract's snake_case names: the postal fields as text (a
        postcode may come as a number), any other name (but bookkeeping such as ``id``) kept
        in ``other_fields``."""
        if not isinstance(data, Mapping) or "other_fields" in data:
            return data
        postal = cls.model_fields.keys() - {"other_fields"}
        return {
            **{key: _text(value) for key, value in data.items() if key in postal},
            "other_fields": {
                key: value
                for key, value in data.items()
                if key not in postal
                and key not in _ADDRESS_BOOKKEEPING
                and value not in (None, "", [], {})
            },
        }


def _text(value: Any) -> str | None:
    """A postal field as text; empty reads as missing."""
    return None if value is None or value == "" else str(value)


def _no_address(value: Any) -> Any:
    """An empty address object (or PHP's empty array) is no address."""
    return None if isinstance(value, Mapping | list) and not value else value


OrderAddress = Annotated[Address | None, BeforeValidator(_no_address)]


class Order(SnakeResponse, OrderSteps):
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
    shipping_address: OrderAddress = None
    billing_address: OrderAddress = None
    payments: Listed[Payment] = Field(default_factory=list)
    shipments: Listed[Shipment] = Field(default_factory=list)
    currency: str | None = None
    checkout_state: str | None = None
    # Beyond the contract's field list; a server that leaves them out reads as None.
    customer: OrderCustomer | None = None
    locale_code: str | None = None
    payment_state: str | None = None
    shipping_state: str | None = None
    notes: str | None = None
    # Where the server addresses an order by a token (Sylius's API Platform): kept beside the id.
    token_value: str | None = None
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


class OrderTotals(SnakeResponse):
    """What an order's totals would become after a change of its items, as the server works them
    out with the same arithmetic as the change itself (docs/api.md section 11); nothing saved."""

    items_total: int
    adjustments_total: int
    total: int
    currency: str | None = None


class OrderPreview(SnakeRequest):
    """POST body of a preview: the item to add, or the id of the item to remove."""

    add: OrderItemAdd | None = None
    remove: int | None = None


class ShipmentShip(SnakeRequest):
    """PUT body of a shipment sent (docs/api.md section 11): its tracking number, if any."""

    tracking: str | None = None
