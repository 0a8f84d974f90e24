"""What Sylius validates on the admin writes the stand-in models, with Sylius's messages
(the ``validators.en.yml`` of CoreBundle, ProductBundle, UserBundle, CustomerBundle,
TaxationBundle and ShippingBundle) and Symfony's constraint codes."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from .errors import (
    INVALID_EMAIL,
    INVALID_LOCALE,
    NO_SUCH_CHOICE,
    NOT_BLANK,
    NOT_UNIQUE,
    TOO_LOW,
    TOO_SHORT,
    Violation,
)
from .state import Record

if TYPE_CHECKING:
    from .writes import Writer

LOCALE_FORMAT = re.compile(r"[a-z]{2,3}(_[A-Z][a-z]{3})?(_[A-Z]{2})?")
EMAIL = re.compile(r"[^@\s]+@[^@\s]+\.[^@\s]+")


def _unique(writer: Writer, record: Record, name: str, message: str) -> list[Violation]:
    value = record.get(name)
    others = [r for r in writer.store.all(writer.kind) if r["id"] != record["id"]]
    if value is not None and any(str(r.get(name)).lower() == str(value).lower() for r in others):
        return [Violation(name, message, NOT_UNIQUE)]
    return []


def _blank(record: Record, name: str, message: str) -> list[Violation]:
    return [Violation(name, message, NOT_BLANK)] if record.get(name) in (None, "") else []


def _variant_checks(writer: Writer, record: Record, old: Record | None) -> list[Violation]:
    found = [
        *_blank(record, "code", "Please enter the code."),
        *_unique(writer, record, "code", "Product variant code must be unique."),
        *_blank(record, "product", "This value should not be blank."),
    ]
    for name, message in (("onHand", "On hand must be greater than 0."),):
        if (record.get(name) or 0) < 0:
            found.append(Violation(name, message, TOO_LOW))
    if (record.get("onHand") or 0) < (record.get("onHold") or 0):
        found.append(
            Violation("onHand", "On hand must be greater than the number of on hold units")
        )
    for name in ("weight", "width", "height", "depth"):
        if (record.get(name) or 0) < 0:
            found.append(Violation(name, f"{name.capitalize()} cannot be negative.", TOO_LOW))
    stored = (old or {}).get("channelPricings", {})
    for channel, entry in record["channelPricings"].items():
        path = f"channelPricings[{channel}]"
        if channel == "":
            found.append(Violation(f"{path}.channelCode", "Please set channel code.", NOT_BLANK))
        elif writer.store.get("channels", channel) is None:
            found.append(
                Violation(f"{path}.channelCode", f"Channel with code {channel} does not exist.")
            )
        elif channel in writer.new_entries.get("channelPricings", set()) and channel in stored:
            message = "This channel already has a price for this product variant."
            found.append(Violation(f"{path}.channelCode", message, NOT_UNIQUE))
        for name in ("price", "originalPrice", "minimumPrice"):
            if (entry.get(name) or 0) < 0:
                found.append(Violation(f"{path}.{name}", "Price cannot be lower than 0.", TOO_LOW))
    product = writer.store.get("products", record.get("product"))
    for channel in (product or {}).get("channels", []):
        if record["channelPricings"].get(channel, {}).get("price") is None:
            found.append(
                Violation("channelPricings", "You must define price for every enabled channel.")
            )
            break
    return found + _translation_checks(writer, record, old)


def _translation_checks(writer: Writer, record: Record, old: Record | None) -> list[Violation]:
    found = []
    available = sorted(locale["code"] for locale in writer.store.all("locales"))
    for locale in record["translations"]:
        path = f"translations[{locale}]"
        if locale not in available:
            found.append(
                Violation(
                    path, f"Please choose one of the available locales: {', '.join(available)}"
                )
            )
            if not LOCALE_FORMAT.fullmatch(locale):
                found.append(
                    Violation(f"{path}.locale", "This value is not a valid locale.", INVALID_LOCALE)
                )
        elif locale in writer.new_entries.get("translations", set()) and locale in (old or {}).get(
            "translations", {}
        ):
            message = f'A translation for the "{locale}" locale code already exists.'
            found.append(Violation(f"{path}.locale", message, NOT_UNIQUE))
    return found


def _email_checks(writer: Writer, record: Record, message_blank: str) -> list[Violation]:
    found = _blank(record, "email", message_blank)
    if record.get("email") and not EMAIL.fullmatch(record["email"]):
        found.append(Violation("email", "This email is invalid.", INVALID_EMAIL))
    return found + _unique(writer, record, "email", "This email is already used.")


def _admin_checks(writer: Writer, record: Record, old: Record | None) -> list[Violation]:
    found = [
        *_email_checks(writer, record, "Please enter your email."),
        *_blank(record, "username", "Please enter your name."),
        *_unique(writer, record, "username", "This username is already used."),
        *_blank(record, "localeCode", "Please choose a locale."),
    ]
    if old is None:
        found += _blank(record, "password", "Please enter your password.")
    if record.get("password") and len(record["password"]) < 4:
        found.append(
            Violation("plainPassword", "Password must be at least 4 characters long.", TOO_SHORT)
        )
    return found


def _customer_checks(writer: Writer, record: Record, old: Record | None) -> list[Violation]:
    found = _email_checks(writer, record, "Please enter your email.")
    for name, label in (("firstName", "First name"), ("lastName", "Last name")):
        if record.get(name) is not None and len(record[name]) < 2:
            found.append(Violation(name, f"{label} must be at least 2 characters long.", TOO_SHORT))
    if record.get("gender") not in ("u", "m", "f"):
        found.append(
            Violation("gender", "The value you selected is not a valid choice.", NO_SUCH_CHOICE)
        )
    return found


def _category_checks(label: str) -> Callable[[Writer, Record, Record | None], list[Violation]]:
    def check(writer: Writer, record: Record, old: Record | None) -> list[Violation]:
        return [
            *_blank(record, "code", f"Please enter {label} code."),
            *_unique(writer, record, "code", f"The {label} with given code already exists."),
            *_blank(record, "name", f"Please enter {label} name."),
        ]

    return check


CHECKS: dict[str, Callable[[Writer, Record, Record | None], list[Violation]]] = {
    "product_variants": _variant_checks,
    "administrators": _admin_checks,
    "customers": _customer_checks,
    "tax_categories": _category_checks("tax category"),
    "shipping_categories": _category_checks("shipping category"),
}
