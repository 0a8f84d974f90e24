"""Column specs of every resource table, as data.

Cells are computed once per item when its page arrives (money with its currency and dates in the
user's locale are formatted then, by ``ui.formats``), so painting costs a tuple lookup. Badge
columns keep the raw state in the cell: the delegate colours it, ``display`` turns it into its
label (``ui.labels``).

Orders and carts answer the same questions under the same names (``api.OrderSummary`` and
``api.CartSummary``), so the columns they share are built once: a customer reads the same, "Items"
counts the same thing, a total carries its currency in both lists.

Headers are marked texts (``noop``), translated where shown: a column's English header is its
fixed name (:func:`storeadmin_gui.ui.lists.column_chooser.column_key`), which settings and saved
views keep, so they survive a change of language.

Each column also says what an export writes for it (:class:`ListColumn`): values a spreadsheet
computes with rather than the text shown, so money is a decimal amount beside a currency column,
a timestamp is ISO 8601 in UTC, a customer is a name and an e-mail in two columns.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, fields, replace
from datetime import datetime
from decimal import Decimal
from typing import Any

from PySide6.QtCore import QLocale, Qt

from storeadmin_gui.ui.formats import (
    format_money,
    format_timestamp,
    iso_timestamp,
    money_amount,
    option_values_text,
    timestamp_sample,
    variant_name,
)
from storeadmin_gui.ui.i18n import noop, tr, translated
from storeadmin_gui.ui.labels import (
    NONE_SHOWN,
    account_state,
    locale_label,
    person,
    role_label,
    state_label,
    text_or_dash,
)
from storeadmin_gui.ui.lists.table_model import Column

__all__ = [
    "CUSTOMER_COLUMNS",
    "ITEMS_MEANING",
    "NONE_SHOWN",
    "USER_COLUMNS",
    "ExportValue",
    "Exported",
    "ListColumn",
    "cart_columns",
    "customer_account",
    "exported_fields",
    "order_columns",
    "variant_columns",
    "with_sorting",
]

RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
CENTER = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter

# A customer as long as they usually come: the column is at least this wide.
CUSTOMER_SAMPLE = "Charlotte Fischer <charlotte.fischer27@example.com>"  # i18n: not shown, measured
# What "Items" counts, in the Orders and the Carts list alike.
ITEMS_MEANING = noop(
    "columns",
    "Units: the quantities of all lines added up (a line of 3 T-shirts counts 3), "
    "in orders and carts alike.",
)


def _yes_no(value: bool | None) -> str:
    return NONE_SHOWN if value is None else (tr("columns", "Yes") if value else tr("columns", "No"))


# ----------------------------------------------------------------------------- export values

ExportValue = str | int | Decimal | None  # a Decimal is an amount, written with a decimal mark


@dataclass(frozen=True)
class Exported:
    """One column of an export: its header and the value it takes from an item."""

    header: str
    value: Callable[[Any], ExportValue]


def _sorts_anything(_field: str) -> bool:
    return True


@dataclass(frozen=True)
class ListColumn(Column):
    """A table column that says what an export writes for it: one or more :class:`Exported`
    (a callable when they depend on what the page learns, such as the channels a price is in).

    ``sorts_here`` says whether the server sorts this list by a field now (bound by
    :func:`with_sorting` to what the list knows the server honours), so a header whose sort the
    server lacks says so rather than sorting."""

    exports: Sequence[Exported] | Callable[[], Sequence[Exported]] = ()
    states: Sequence[str] = ()  # a badge column's states: it is as wide as their widest label
    sorts_here: Callable[[str], bool] = field(default=_sorts_anything, compare=False)

    def sorts_now(self) -> bool:
        """Whether a click on the header sorts: the server sorts by this field now."""
        return self.sort_field is not None and self.sorts_here(self.sort_field)

    def header_tooltip(self) -> str:
        if self.sort_field is None or self.sorts_now():
            return super().header_tooltip()
        note = self.tooltip() if callable(self.tooltip) else self.tooltip
        cannot = tr("columns", "This server cannot sort by this column.")
        return f"{translated(note)}\n{cannot}" if note else cannot


def with_sorting(columns: Sequence[Column], sorts_here: Callable[[str], bool]) -> list[Column]:
    """``columns`` with each column that has a sort field asking ``sorts_here`` whether the
    server sorts by it now (a plain column becomes a list column to say so in its header)."""
    bound: list[Column] = []
    for column in columns:
        if column.sort_field is None:
            bound.append(column)
        elif isinstance(column, ListColumn):
            bound.append(replace(column, sorts_here=sorts_here))
        else:
            values = {item.name: getattr(column, item.name) for item in fields(Column)}
            bound.append(ListColumn(**values, sorts_here=sorts_here))
    return bound


def exported_fields(column: Column) -> Sequence[Exported]:
    """What an export writes for ``column``: its own export values, else the text it shows."""
    if isinstance(column, ListColumn):
        exports = column.exports() if callable(column.exports) else column.exports
        if exports:
            return exports

    def shown(item: Any) -> str | None:
        text = column.display(column.extract(item))
        return None if text == NONE_SHOWN else text  # a spreadsheet's empty cell, not a dash

    return (Exported(translated(column.header), shown),)


def _amount_and_currency(
    header: str, minor: Callable[[Any], int | None], currency: Callable[[Any], str | None]
) -> tuple[Exported, Exported]:
    return Exported(header, lambda item: money_amount(minor(item))), Exported(
        tr("columns", "Currency"), currency
    )


def _timestamp_column(
    header: str,
    moment: Callable[[Any], datetime | str | None],
    sort_field: str | None = None,
    *,
    server_order: str | None = None,
    tooltip: str | None = None,
) -> Column:
    return ListColumn(
        header,
        lambda item: format_timestamp(moment(item)),
        sort_field=sort_field,
        server_order=server_order,
        tooltip=tooltip,
        width=112,
        fits=timestamp_sample,
        exports=(Exported(translated(header), lambda item: iso_timestamp(moment(item))),),
    )


# ----------------------------------------------------------------------------- orders and carts

CHECKOUT_STATES = (
    *("cart", "addressed", "shipping_selected", "shipping_skipped", "payment_selected"),
    *("payment_skipped", "completed"),
)


def _currency(sale: Any) -> str | None:
    currency: str | None = sale.currency
    return currency


def _sale_columns(
    *, sortable: bool, total_tooltip: Callable[[], str | None] | None = None
) -> dict[str, Column]:
    """The columns the Orders and Carts lists share, by header (``sortable``: the server sorts
    this resource by id and total, docs/api.md section 4)."""
    return {
        "Id": Column(
            noop("columns", "Id"),
            lambda sale: sale.id,
            sort_field="id" if sortable else None,
            server_order="desc",
            alignment=RIGHT,
            width=56,
        ),
        "Customer": ListColumn(
            noop("columns", "Customer"),
            lambda sale: person(sale.customer_name, sale.customer_email),
            tooltip=tr(
                "columns", "Name <e-mail>, or the e-mail alone when the customer gave no name"
            ),
            width=250,
            fits=lambda: CUSTOMER_SAMPLE,
            exports=(
                Exported(tr("columns", "Customer name"), lambda sale: sale.customer_name),
                Exported(tr("columns", "Customer e-mail"), lambda sale: sale.customer_email),
            ),
        ),
        "Channel": ListColumn(
            noop("columns", "Channel"),
            lambda sale: text_or_dash(sale.channel_code),
            width=66,
            exports=(Exported(tr("columns", "Channel"), lambda sale: sale.channel_code),),
        ),
        "Items": Column(
            noop("columns", "Items"),
            lambda sale: sale.unit_count,
            tooltip=ITEMS_MEANING,
            alignment=RIGHT,
            width=50,
        ),
        "Total": ListColumn(
            noop("columns", "Total"),
            lambda sale: format_money(sale.total, sale.currency),
            sort_field="total" if sortable else None,
            tooltip=total_tooltip,
            alignment=RIGHT,
            width=100,
            exports=_amount_and_currency(
                tr("columns", "Total"), lambda sale: sale.total, _currency
            ),
        ),
    }


def _state_column(
    header: str,
    state: Callable[[Any], str | None],
    tooltip: str | None,
    *,
    width: int,
    states: Sequence[str],
) -> Column:
    """A state as a badge (the cell keeps the server's word, the badge shows its label); the
    column is as wide as the widest label of ``states`` in the user's language."""
    return ListColumn(
        header,
        state,
        display=state_label,
        badge=True,
        tooltip=tooltip,
        width=width,
        states=tuple(states),
    )


def order_columns(total_tooltip: Callable[[], str | None] | None = None) -> tuple[Column, ...]:
    """Orders are listed as summaries (``api.OrderSummary``): each column reads an attribute.
    ``total_tooltip`` says what a sort by total means (the page knows the currencies)."""
    shared = _sale_columns(sortable=True, total_tooltip=total_tooltip)
    return (
        shared["Id"],
        ListColumn(
            noop("columns", "Number"),
            lambda order: text_or_dash(order.number),
            sort_field="number",
            width=88,
            exports=(Exported(tr("columns", "Number"), lambda order: order.number),),
        ),
        shared["Customer"],
        shared["Channel"],
        _state_column(
            noop("columns", "State"),
            lambda order: order.state,
            tr("columns", "Where the order stands: pending, fulfilled or cancelled"),
            width=90,
            states=("cart", "new", "pending", "fulfilled", "cancelled"),
        ),
        shared["Items"],
        shared["Total"],
        _state_column(
            noop("columns", "Payment"),
            lambda order: order.payment_state,
            tr("columns", "Where the order's payment stands"),
            width=130,
            states=("cart", "awaiting_payment", "partially_paid", "paid", "cancelled", "refunded"),
        ),
        _state_column(
            noop("columns", "Shipping"),
            lambda order: order.shipping_state,
            tr("columns", "Where the order's shipment stands"),
            width=110,
            states=("cart", "ready", "shipped", "cancelled"),
        ),
        _timestamp_column(noop("columns", "Created"), lambda order: order.created_at, "created_at"),
        _timestamp_column(noop("columns", "Updated"), lambda order: order.updated_at, "updated_at"),
        _timestamp_column(
            noop("columns", "Completed"),
            lambda order: order.checkout_completed_at,
            "checkout_completed_at",
            tooltip=tr("columns", "When the customer completed the checkout"),
        ),
    )


def cart_columns(locale_names: Callable[[], Mapping[str, str]] = dict) -> tuple[Column, ...]:
    """Carts are listed as summaries too (``api.CartSummary``). The carts list takes no sorting
    (the contract names none for it): it stays in the server's order, newest first. A cart's
    locale reads by the store's name for it (``locale_names``, once known), else its code."""
    shared = _sale_columns(sortable=False)
    return (
        shared["Id"],
        shared["Customer"],
        shared["Channel"],
        shared["Items"],
        ListColumn(
            noop("columns", "Items total"),
            lambda cart: format_money(cart.items_total, cart.currency),
            alignment=RIGHT,
            width=100,
            exports=_amount_and_currency(
                tr("columns", "Items total"), lambda cart: cart.items_total, _currency
            ),
        ),
        shared["Total"],
        _state_column(
            noop("columns", "Checkout"),
            lambda cart: cart.checkout_state,
            None,
            width=96,
            states=CHECKOUT_STATES,
        ),
        # By its name, so wider than a code: after the figures and the state, not before.
        Column(
            noop("columns", "Locale"),
            lambda cart: locale_label(cart.locale_code, locale_names()),
            width=150,
        ),
        _timestamp_column(noop("columns", "Created"), lambda cart: cart.created_at),
        _timestamp_column(noop("columns", "Updated"), lambda cart: cart.updated_at),
    )


# ----------------------------------------------------------------------------- users


def _id_column(*, server_order: str) -> Column:
    """A record's id, the column the server lists by when no sort is asked (``server_order``)."""
    return Column(
        noop("columns", "Id"),
        lambda record: record.id,
        sort_field="id",
        server_order=server_order,
        alignment=RIGHT,
        width=56,
    )


# A user's last sign-in is not offered: the server sends it only in a password-reset answer,
# never in a list (docs/api.md section 9), so such a column would read "—" on every row.
USER_COLUMNS: tuple[Column, ...] = (
    _id_column(server_order="desc"),
    Column(
        noop("columns", "E-mail"),
        lambda user: text_or_dash(user.email),
        sort_field="email",
        width=240,
    ),
    Column(noop("columns", "Name"), lambda user: text_or_dash(user.full_name), width=180),
    Column(
        noop("columns", "Username"),
        lambda user: text_or_dash(user.username),
        sort_field="username",
        width=200,
    ),
    _state_column(
        noop("columns", "Status"),
        lambda user: account_state(user.enabled),
        None,
        width=90,
        states=("enabled", "disabled"),
    ),
    Column(
        noop("columns", "Roles"),
        lambda user: ", ".join(map(role_label, user.roles)) or NONE_SHOWN,
        width=220,
    ),
    _timestamp_column(noop("columns", "Created"), lambda user: user.created_at, "created_at"),
)

# ----------------------------------------------------------------------------- customers


def customer_account(customer: Any) -> str:
    """Whether a customer has a shop account or bought as a guest (the server sends no
    ``user`` for a guest, docs/api.md section 15)."""
    return tr("columns", "Guest") if customer.user is None else tr("columns", "Shop account")


CUSTOMER_COLUMNS: tuple[Column, ...] = (
    _id_column(server_order="asc"),  # the server lists customers by id, oldest first
    Column(
        noop("columns", "Name"),
        lambda customer: text_or_dash(customer.full_name),
        sort_field="last_name",
        tooltip=noop("columns", "Sorted by last name"),
        width=200,
    ),
    Column(
        noop("columns", "E-mail"),
        lambda customer: text_or_dash(customer.email),
        sort_field="email",
        width=260,
    ),
    Column(noop("columns", "Guest or account"), customer_account, width=130),
    _timestamp_column(
        noop("columns", "Created"), lambda customer: customer.created_at, "created_at"
    ),
)

# ----------------------------------------------------------------------------- variants


def _prices(variant: Any, currencies: Mapping[str, str]) -> str:
    """Every channel's price with that channel's currency (from the channels lookup)."""
    parts = [
        f"{channel}: {format_money(pricing.price, currencies.get(channel))}"
        for channel, pricing in sorted(variant.channel_pricings.items())
    ]
    return " · ".join(parts) or NONE_SHOWN


def _price_exports(currencies: Mapping[str, str]) -> tuple[Exported, ...]:
    """A price and a currency column per channel the store has (from the channels lookup)."""

    def price_in(channel: str) -> Exported:
        header = tr("columns", "Price {channel}").format(channel=channel)
        return Exported(header, lambda variant: money_amount(variant.price(channel)))

    def currency_of(channel: str) -> Exported:
        currency = currencies[channel]
        header = tr("columns", "Currency {channel}").format(channel=channel)
        return Exported(header, lambda _variant: currency)

    return tuple(
        export
        for channel in sorted(currencies)
        for export in (price_in(channel), currency_of(channel))
    )


def _stock_column(header: str, attribute: str, tooltip: str, sort_field: str | None) -> Column:
    """A count of units read from ``attribute`` (a dash where the row does not carry it)."""

    def count(variant: Any) -> str:
        value = getattr(variant, attribute, None)
        return NONE_SHOWN if value is None else QLocale().toString(value)

    return Column(header, count, sort_field=sort_field, tooltip=tooltip, alignment=RIGHT, width=74)


def _stock_columns() -> tuple[Column, ...]:
    """On hand, on hold and available: the whole catalogue's rows have them (a product's own list
    does not, and shows dashes)."""
    return (
        _stock_column(
            noop("columns", "On hand"), "on_hand", tr("columns", "Units in stock"), "on_hand"
        ),
        _stock_column(
            noop("columns", "On hold"),
            "on_hold",
            tr("columns", "Units held for placed orders not yet shipped"),
            None,
        ),
        _stock_column(
            noop("columns", "Available"),
            "available",
            tr("columns", "On hand less on hold; a dash where the stock is not tracked"),
            "available",
        ),
    )


def variant_columns(
    currencies: Mapping[str, str] | None = None,
    options_tooltip: Callable[[], str | None] | None = None,
) -> Sequence[Column]:
    """Variant columns; ``currencies`` maps channel code -> currency (empty: plain amounts).

    The mapping is read when a page arrives, so a caller may fill it later (when the channels lookup
    answers) and refresh. ``options_tooltip`` names the options whose values the Options column
    shows (the page learns them from the rows). The server's own order is newest first.
    """
    known: Mapping[str, str] = currencies if currencies is not None else {}
    return (
        # What tells a variant apart and what staff look up across the catalogue come first, so
        # they fit beside the sidebar; a catalogue's codes are longer than one product's.
        Column(noop("columns", "Code"), lambda variant: variant.code, sort_field="code", width=300),
        Column(
            noop("columns", "Product"),
            lambda variant: text_or_dash(getattr(variant, "product_name", None)),
            tooltip=tr("columns", "The product the variant belongs to"),
            width=170,
        ),
        ListColumn(
            noop("columns", "Prices"),
            lambda variant: _prices(variant, known),
            width=190,
            exports=lambda: _price_exports(known),
        ),
        *_stock_columns(),
        Column(noop("columns", "Name"), lambda variant: variant_name(variant), width=215),
        Column(
            noop("columns", "Options"),
            option_values_text,
            tooltip=options_tooltip or tr("columns", "Option values"),
            width=130,
        ),
        Column(
            noop("columns", "Position"),
            lambda variant: variant.position,
            sort_field="position",
            alignment=RIGHT,
            width=70,
        ),
        _timestamp_column(
            noop("columns", "Created"),
            lambda variant: variant.created_at,
            "created_at",
            server_order="desc",
        ),
        Column(
            noop("columns", "Tracked"),
            lambda variant: _yes_no(variant.tracked),
            alignment=CENTER,
            width=70,
        ),
        Column(
            noop("columns", "Tax category"),
            lambda variant: text_or_dash(variant.tax_category and variant.tax_category.name),
            width=130,
        ),
        Column(
            noop("columns", "Shipping category"),
            lambda variant: text_or_dash(
                variant.shipping_category and variant.shipping_category.name
            ),
            width=140,
        ),
        Column(
            noop("columns", "Version"), lambda variant: variant.version, alignment=RIGHT, width=60
        ),
    )
