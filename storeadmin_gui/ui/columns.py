"""Column specs of every resource table, as data, and the formatting they share.

Cells are computed once per item when its page arrives (money with its currency and dates in the
user's locale are formatted then), so painting costs a tuple lookup. Badge columns keep the raw
state in the cell: the delegate colours it, ``display`` turns it into a readable label.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import UTC, datetime
from typing import Any

from PySide6.QtCore import QDateTime, QLocale, Qt

from storeadmin_gui.api.money import Money
from storeadmin_gui.ui.table_model import Cell, Column

__all__ = [
    "BADGE_LABELS",
    "CART_COLUMNS",
    "ORDER_COLUMNS",
    "ORDER_STATES",
    "USER_COLUMNS",
    "badge_label",
    "format_money",
    "format_timestamp",
    "variant_columns",
    "variant_name",
]

RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
CENTER = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter
NONE_SHOWN = "—"

# Readable labels for the raw states the API sends (docs/api.md "States and transitions").
BADGE_LABELS: dict[str, str] = {
    "cart": "Cart",
    "new": "New",
    "pending": "Pending",
    "fulfilled": "Fulfilled",
    "cancelled": "Cancelled",
    "completed": "Completed",
    "addressed": "Addressed",
    "shipping_selected": "Shipping chosen",
    "payment_selected": "Payment chosen",
    "onhold": "On hold",
    "checkout": "Checkout",
    "enabled": "Enabled",
    "disabled": "Disabled",
}
# The order states a filter offers: the ones the contract shows first, then Sylius's usual ones.
ORDER_STATES: tuple[str, ...] = ("cart", "new", "pending", "fulfilled", "cancelled")


def badge_label(cell: Cell) -> str:
    if cell is None or cell == "":
        return NONE_SHOWN
    text = str(cell)
    return BADGE_LABELS.get(text, text.replace("_", " ").capitalize())


def locale_name() -> str:
    """The user's locale as ``language_TERRITORY`` (what ``Money.format`` expects)."""
    return QLocale().name()


def format_money(minor: int | None, currency: str | None, locale: str | None = None) -> str:
    """An amount in minor units as money, in ``locale``'s conventions (default: the user's; a cart
    shows its own locale's); without a currency, plain major units."""
    if minor is None:
        return NONE_SHOWN
    if currency:
        return Money.format(minor, currency, locale=locale or locale_name())
    return QLocale().toString(minor / 100, "f", 2)


def format_timestamp(moment: datetime | str | None) -> str:
    """A timestamp in the user's locale and time zone (short form), or a dash when absent."""
    if moment is None or moment == "":
        return NONE_SHOWN
    if isinstance(moment, str):
        try:  # the contract's "+0000" form and ISO 8601 alike (several times faster than strptime)
            moment = datetime.fromisoformat(moment)
        except ValueError:
            return str(moment)
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)  # the API's timestamps are UTC (docs/api.md section 1)
    local = QDateTime.fromSecsSinceEpoch(int(moment.timestamp())).toLocalTime()
    locale = QLocale()
    if locale.language() == QLocale.Language.C:  # no locale set: ISO reads best
        return local.toString("yyyy-MM-dd HH:mm")
    return locale.toString(local, QLocale.FormatType.ShortFormat)


def timestamp_sample() -> str:
    """The widest usual timestamp in the user's locale (date columns must show it whole)."""
    return format_timestamp(datetime(2026, 12, 28, 23, 58, tzinfo=UTC))


def _text(value: Any) -> str:
    return NONE_SHOWN if value is None or value == "" else str(value)


def _yes_no(value: bool | None) -> str:
    return NONE_SHOWN if value is None else ("Yes" if value else "No")


def _person(email: str | None, first_name: str | None, last_name: str | None) -> str:
    name = " ".join(part for part in (first_name, last_name) if part)
    if name and email:
        return f"{name} <{email}>"
    return name or _text(email)


# ----------------------------------------------------------------------------- orders

# Orders are listed as summaries (``api.OrderSummary``): each column reads an attribute.
ORDER_COLUMNS: tuple[Column, ...] = (
    Column("Id", lambda order: order.id, sort_field="id", alignment=RIGHT, width=48),
    Column("Number", lambda order: _text(order.number), sort_field="number", width=88),
    Column("Customer", lambda order: _text(order.customer_email), width=190),
    Column("Channel", lambda order: _text(order.channel_code), width=62),
    Column("State", lambda order: order.state, display=badge_label, badge=True, width=86),
    Column("Items", lambda order: order.line_count, alignment=RIGHT, width=46),
    Column(
        "Total",
        lambda order: format_money(order.total or 0, order.currency),
        sort_field="total",
        alignment=RIGHT,
        width=95,
    ),
    Column(
        "Created",
        lambda order: format_timestamp(order.created_at),
        sort_field="created_at",
        width=112,
        fits=timestamp_sample,
    ),
    Column(
        "Updated",
        lambda order: format_timestamp(order.updated_at),
        sort_field="updated_at",
        width=112,
        fits=timestamp_sample,
    ),
    Column(
        "Completed",
        lambda order: format_timestamp(order.checkout_completed_at),
        width=112,
        fits=timestamp_sample,
    ),
)

# ----------------------------------------------------------------------------- carts

# Carts are listed as summaries too (``api.CartSummary``).
CART_COLUMNS: tuple[Column, ...] = (
    Column("Id", lambda cart: cart.id, sort_field="id", alignment=RIGHT, width=70),
    Column(
        "Customer",
        lambda cart: (
            _person(cart.customer_email, cart.customer.first_name, cart.customer.last_name)
            if cart.customer
            else NONE_SHOWN
        ),
        width=260,
    ),
    Column("Channel", lambda cart: _text(cart.channel_code), width=90),
    Column("Locale", lambda cart: _text(cart.locale_code), width=70),
    Column("Items", lambda cart: cart.unit_count, alignment=RIGHT),
    Column(
        "Items total",
        lambda cart: format_money(cart.items_total or 0, cart.currency),
        alignment=RIGHT,
        width=110,
    ),
    Column(
        "Total",
        lambda cart: format_money(cart.total or 0, cart.currency),
        sort_field="total",
        alignment=RIGHT,
        width=110,
    ),
    Column(
        "Checkout", lambda cart: cart.checkout_state, display=badge_label, badge=True, width=100
    ),
)

# ----------------------------------------------------------------------------- users

USER_COLUMNS: tuple[Column, ...] = (
    Column("Id", lambda user: user.id, sort_field="id", alignment=RIGHT, width=70),
    Column("E-mail", lambda user: _text(user.email), sort_field="email", width=240),
    Column("Name", lambda user: _person(None, user.first_name, user.last_name), width=180),
    Column("Username", lambda user: _text(user.username), sort_field="username", width=200),
    Column(
        "Status",
        lambda user: None if user.enabled is None else ("enabled" if user.enabled else "disabled"),
        display=badge_label,
        badge=True,
        width=90,
    ),
    Column("Roles", lambda user: ", ".join(user.roles) or NONE_SHOWN, width=220),
    Column(
        "Last login",
        lambda user: format_timestamp(user.last_login),
        width=140,
        fits=timestamp_sample,
    ),
)

# ----------------------------------------------------------------------------- variants


def variant_name(variant: Any, locale: str | None = None) -> str:
    """The variant's name in the user's language where it has one, else its first translation."""
    translations = variant.translations
    if not translations:
        return NONE_SHOWN
    wanted = locale or locale_name()
    language = wanted.split("_")[0]
    for code in (wanted, language):
        entry = translations.get(code)
        if entry is not None and entry.name:
            return str(entry.name)
    # Another territory of the same language, then English (the demo store's default), then any.
    for prefix in (language + "_", "en_", "en"):
        for code in sorted(translations):
            if code.startswith(prefix) and translations[code].name:
                return str(translations[code].name)
    first = next(iter(translations.values()))
    return _text(first.name)


def _prices(variant: Any, currencies: Mapping[str, str]) -> str:
    """Every channel's price with that channel's currency (from the channels lookup)."""
    parts = [
        f"{channel}: {format_money(pricing.price, currencies.get(channel))}"
        for channel, pricing in sorted(variant.channel_pricings.items())
    ]
    return " · ".join(parts) or NONE_SHOWN


def variant_columns(currencies: Mapping[str, str] | None = None) -> Sequence[Column]:
    """Variant columns; ``currencies`` maps channel code -> currency (empty: plain amounts).

    The mapping is read when a page arrives, so a caller may fill it later (when the channels lookup
    answers) and refresh.
    """
    known: Mapping[str, str] = currencies if currencies is not None else {}
    return (
        Column("Code", lambda variant: variant.code, sort_field="code", width=215),
        Column("Name", lambda variant: variant_name(variant), width=215),
        Column(
            "Position",
            lambda variant: variant.position,
            sort_field="position",
            alignment=RIGHT,
            width=70,
        ),
        Column("Prices", lambda variant: _prices(variant, known), width=190),
        Column("Tracked", lambda variant: _yes_no(variant.tracked), alignment=CENTER, width=70),
        Column(
            "Tax category",
            lambda variant: _text(variant.tax_category and variant.tax_category.name),
            width=130,
        ),
        Column(
            "Shipping category",
            lambda variant: _text(variant.shipping_category and variant.shipping_category.name),
            width=140,
        ),
        Column(
            "Options",
            lambda variant: (
                ", ".join(value.name or value.code for value in variant.option_values) or NONE_SHOWN
            ),
            width=160,
        ),
        Column("Version", lambda variant: variant.version, alignment=RIGHT, width=60),
    )
