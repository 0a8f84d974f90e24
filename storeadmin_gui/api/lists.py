"""What each list can be asked: its filters and sorts as typed data, owned by the client.

A list's filters are the fields of its criteria model (``OrderCriteria``...): a value of ``None``
asks for no filter. What a filter is called on the wire, and whether a server honours it at all,
is not the caller's business: the client maps the fields to the server's keys (the reference
server's ``criteria[name]``) and reports, in :class:`~storeadmin_gui.api.capabilities.Capabilities`,
which filters and sorts each server honours. A filter a server would ignore is never sent: a list
that silently shows the rows a filter should have left out is worse than a missing filter.

Sorts are named as the attributes of the list's rows (``created_at``), as ``list_params`` always
named them.
"""

from __future__ import annotations

import enum
from collections.abc import Collection, Mapping
from dataclasses import dataclass
from datetime import date, datetime
from typing import Any, ClassVar, Self

from pydantic import BaseModel, ConfigDict, ValidationError, ValidationInfo, field_validator

__all__ = [
    "LISTS",
    "CartCriteria",
    "CatalogueCriteria",
    "Criteria",
    "CustomerCriteria",
    "FilterKind",
    "FilterSpec",
    "ListName",
    "ListSpec",
    "OrderCriteria",
    "UserCriteria",
    "VariantCriteria",
]


class ListName(enum.StrEnum):
    """Every paged list the client reads."""

    VARIANTS = "variants"  # the variants of one product
    CATALOGUE = "catalogue"  # every variant of every product
    CARTS = "carts"
    ORDERS = "orders"
    USERS = "users"
    CUSTOMERS = "customers"


class FilterKind(enum.StrEnum):
    """How a filter matches, which decides how a view offers it."""

    TEXT = "text"  # rows whose value contains the text typed
    EXACT = "exact"  # rows with exactly this value (a channel code)
    STATE = "state"  # rows in this state, or in any of several (``OrderCriteria.states``)
    DAY_FROM = "day_from"  # rows of this day or later
    DAY_TO = "day_to"  # rows of this day or earlier
    AT_MOST = "at_most"  # rows whose number is at most this


@dataclass(frozen=True)
class FilterSpec:
    """One filter of a list: the criteria field it sets and how it matches."""

    field: str
    kind: FilterKind


class Criteria(BaseModel):
    """The filters of one list; a field left ``None`` (or blank text) filters nothing."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    FILTERS: ClassVar[tuple[FilterSpec, ...]] = ()

    @field_validator("*", mode="before")
    @classmethod
    def _whole_days(cls, value: object, info: ValidationInfo) -> object:
        """A day filter takes whole days (docs/api.md section 11): a moment is refused, not cut."""
        if isinstance(value, datetime):
            field = info.field_name
            wrong = f"The filter {field} takes a date, not a time: {value!r}."  # i18n: not shown
            raise ValueError(wrong)  # a programming error, for the log
        return value

    def chosen(self) -> dict[str, Any]:
        """The filters set, by field name (blank text counts as unset)."""
        return {
            name: value
            for name, value in self.model_dump().items()
            if value is not None and value != ""
        }

    def as_values(self) -> dict[str, str]:
        """The filters set as plain text, by field name: what a saved view or a restart keeps
        (``from_values`` reads it back); a day is written ``YYYY-MM-DD``."""
        return {
            name: value.isoformat() if isinstance(value, date) else str(value)
            for name, value in self.chosen().items()
        }

    def only(self, fields: Collection[str]) -> Self:
        """These criteria without the filters not named in ``fields`` (those a server ignores)."""
        return type(self).model_validate(
            {name: value for name, value in self.chosen().items() if name in fields}
        )

    @classmethod
    def from_values(cls, values: Mapping[str, object]) -> Self:
        """Criteria from remembered text values (a saved view, a restart); unknown names, blank
        values and values the filter cannot take are left out, so a view saved by another
        version still opens."""
        known: dict[str, object] = {}
        for name, value in values.items():
            if name not in cls.model_fields or value in (None, ""):
                continue
            try:
                cls.model_validate({name: value})
            except ValidationError:
                continue
            known[name] = value
        return cls.model_validate(known)

    @classmethod
    def filter(cls, field_name: str) -> FilterSpec:
        """The filter that sets ``field_name`` (KeyError when this list has none)."""
        for spec in cls.FILTERS:
            if spec.field == field_name:
                return spec
        raise KeyError(field_name)


class OrderCriteria(Criteria):
    """Filters of the orders list (carts included). ``state``, ``payment_state`` and
    ``shipping_state`` take one state, or several separated by commas where the server says so
    (``Capabilities.filters``: ``state_lists``)."""

    state: str | None = None
    number: str | None = None
    customer: str | None = None  # a part of the customer's e-mail
    channel: str | None = None  # a channel code
    payment_state: str | None = None
    shipping_state: str | None = None
    date_from: date | None = None  # the day the checkout completed, or later
    date_to: date | None = None  # ... or earlier

    FILTERS: ClassVar[tuple[FilterSpec, ...]] = (
        FilterSpec("state", FilterKind.STATE),
        FilterSpec("number", FilterKind.TEXT),
        FilterSpec("customer", FilterKind.TEXT),
        FilterSpec("channel", FilterKind.EXACT),
        FilterSpec("payment_state", FilterKind.STATE),
        FilterSpec("shipping_state", FilterKind.STATE),
        FilterSpec("date_from", FilterKind.DAY_FROM),
        FilterSpec("date_to", FilterKind.DAY_TO),
    )


class CartCriteria(Criteria):
    customer: str | None = None
    channel: str | None = None

    FILTERS: ClassVar[tuple[FilterSpec, ...]] = (
        FilterSpec("customer", FilterKind.TEXT),
        FilterSpec("channel", FilterKind.EXACT),
    )


class VariantCriteria(Criteria):
    """Filters of one product's variants."""

    code: str | None = None
    name: str | None = None

    FILTERS: ClassVar[tuple[FilterSpec, ...]] = (
        FilterSpec("code", FilterKind.TEXT),
        FilterSpec("name", FilterKind.TEXT),
    )


class CatalogueCriteria(Criteria):
    """Filters of every variant of every product."""

    product: str | None = None  # a product code
    code: str | None = None
    name: str | None = None
    available_at_most: int | None = None  # on hand less on hold, for tracked variants

    FILTERS: ClassVar[tuple[FilterSpec, ...]] = (
        FilterSpec("product", FilterKind.EXACT),
        FilterSpec("code", FilterKind.TEXT),
        FilterSpec("name", FilterKind.TEXT),
        FilterSpec("available_at_most", FilterKind.AT_MOST),
    )


class UserCriteria(Criteria):
    query: str | None = None  # a part of the username, e-mail or name

    FILTERS: ClassVar[tuple[FilterSpec, ...]] = (FilterSpec("query", FilterKind.TEXT),)


class CustomerCriteria(Criteria):
    query: str | None = None  # a part of the e-mail or name

    FILTERS: ClassVar[tuple[FilterSpec, ...]] = (FilterSpec("query", FilterKind.TEXT),)


@dataclass(frozen=True)
class ListSpec:
    """A list's criteria model and the fields its rows can be sorted by (on the reference
    server; ``Capabilities`` says what another server honours)."""

    criteria: type[Criteria]
    sorts: tuple[str, ...]

    @property
    def filters(self) -> tuple[FilterSpec, ...]:
        return self.criteria.FILTERS


LISTS: Mapping[ListName, ListSpec] = {
    ListName.VARIANTS: ListSpec(VariantCriteria, ("position", "code", "created_at")),
    ListName.CATALOGUE: ListSpec(CatalogueCriteria, ("code", "created_at", "on_hand", "available")),
    ListName.CARTS: ListSpec(CartCriteria, ("id", "number", "total", "created_at", "updated_at")),
    ListName.ORDERS: ListSpec(
        OrderCriteria,
        ("id", "number", "total", "created_at", "updated_at", "checkout_completed_at"),
    ),
    ListName.USERS: ListSpec(UserCriteria, ("id", "email", "username", "created_at")),
    ListName.CUSTOMERS: ListSpec(
        CustomerCriteria, ("id", "email", "first_name", "last_name", "created_at")
    ),
}
