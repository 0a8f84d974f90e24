"""The words the app shows for what the server sends: one label per state, one form of a person,
one way to count things.

Lists, badges, filters, details and editors all take their words from here, so an order reads
"Pending" wherever it appears, and a customer reads "Ada Lovelace <ada@example.com>" in every view.
"""

from __future__ import annotations

__all__ = [
    "NONE_SHOWN",
    "ORDER_STATES",
    "STATE_COLOURS",
    "STATE_LABELS",
    "account_state",
    "counted",
    "full_name",
    "person",
    "state_colour",
    "state_label",
    "text_or_dash",
]

NONE_SHOWN = "—"  # a value the server left out or sent empty

# Every state the server sends (docs/api.md sections 8 and 11; Sylius's usual ones as well):
# orders, checkouts, payments, shipments, inventory units, user accounts.
STATE_LABELS: dict[str, str] = {
    "cart": "Cart",
    "new": "New",
    "pending": "Pending",
    "fulfilled": "Fulfilled",
    "cancelled": "Cancelled",
    "completed": "Completed",
    "addressed": "Addressed",
    "shipping_selected": "Shipping chosen",
    "shipping_skipped": "Shipping skipped",
    "payment_selected": "Payment chosen",
    "payment_skipped": "Payment skipped",
    "awaiting_payment": "Awaiting payment",
    "partially_paid": "Partly paid",
    "paid": "Paid",
    "refunded": "Refunded",
    "ready": "Ready to ship",
    "shipped": "Shipped",
    "onhold": "On hold",
    "checkout": "In checkout",
    "sold": "Sold",
    "returned": "Returned",
    "enabled": "Enabled",
    "disabled": "Disabled",
}

# Badge backgrounds, by their names in the style sheet's colour table (resources/style.qss);
# a state not listed gets NEUTRAL.
_BLUE, _INDIGO, _AMBER, _GREEN, _RED, _GREY = (
    "badge-blue",
    "badge-indigo",
    "badge-amber",
    "badge-green",
    "badge-red",
    "badge-grey",
)
STATE_COLOURS: dict[str, str] = {
    "cart": _BLUE,
    "checkout": _BLUE,
    "new": _INDIGO,
    "pending": _AMBER,
    "onhold": _AMBER,
    "awaiting_payment": _AMBER,
    "ready": _AMBER,
    "fulfilled": _GREEN,
    "completed": _GREEN,
    "paid": _GREEN,
    "shipped": _GREEN,
    "sold": _GREEN,
    "enabled": _GREEN,
    "cancelled": _RED,
    "disabled": _GREY,
}
NEUTRAL = _GREY

# What the orders filter offers. "new" is left out: the server files a placed order under
# "pending" and takes "new" as another name for it (docs/api.md section 11), so a "New" entry
# would list rows that read "Pending".
ORDER_STATES: tuple[str, ...] = ("cart", "pending", "fulfilled", "cancelled")


def text_or_dash(value: object) -> str:
    """A value as text, or the dash that says the server left it out."""
    return NONE_SHOWN if value is None or value == "" else str(value)


def state_label(state: object) -> str:
    """``"shipping_selected"`` -> ``"Shipping chosen"``; a state not listed reads as its words."""
    if state is None or state == "":
        return NONE_SHOWN
    text = str(state)
    return STATE_LABELS.get(text) or text.replace("_", " ").capitalize()


def state_colour(state: object) -> str:
    return STATE_COLOURS.get(str(state), NEUTRAL)


def account_state(enabled: bool | None) -> str | None:
    """A user account's state, named as its badge is: ``"enabled"`` or ``"disabled"``."""
    return None if enabled is None else ("enabled" if enabled else "disabled")


def full_name(first_name: str | None, last_name: str | None) -> str:
    return " ".join(part for part in (first_name, last_name) if part)


def person(name: str | None, email: str | None) -> str:
    """A customer or user in the one form every view uses: ``Name <email>``, the e-mail alone when
    there is no name, the name alone when there is no e-mail."""
    name = (name or "").strip()
    email = (email or "").strip()
    if name and email:
        return f"{name} <{email}>"
    return name or email or NONE_SHOWN


def counted(count: int, one: str, many: str) -> str:
    """``counted(1, "variant", "variants")`` -> ``"1 variant"``; ``2`` -> ``"2 variants"``.

    Every counted noun goes through here, so that Qt's plural-aware translation can replace this
    one function (``QCoreApplication.translate(context, "%n variant(s)", None, count)``) rather
    than each sentence.
    """
    return f"{count:,} {one if count == 1 else many}"
