"""The words the app shows for what the server sends: one label per state, one form of a person,
one way to count things.

Lists, badges, filters, details and editors all take their words from here, so an order reads
"Pending" wherever it appears, and a customer reads "Ada Lovelace <ada@example.com>" in every view.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from PySide6.QtCore import QLocale

from storeadmin_gui.ui.i18n import Phrase, noop, tr, translated

__all__ = [
    "NONE_SHOWN",
    "ORDER_STATES",
    "PAYMENT_STATES",
    "SHIPPING_STATES",
    "STATE_COLOURS",
    "STATE_LABELS",
    "about",
    "account_state",
    "counted",
    "full_name",
    "locale_label",
    "native_locale_name",
    "noun",
    "person",
    "role_label",
    "state_colour",
    "state_label",
    "text_or_dash",
]

NONE_SHOWN = "—"  # a value the server left out or sent empty

# Every state the server sends (docs/api.md sections 8 and 11; Sylius's usual ones as well):
# orders, checkouts, payments, shipments, inventory units, user accounts.
STATE_LABELS: dict[str, str] = {
    "cart": noop("labels", "Cart"),
    "new": noop("labels", "New"),
    "pending": noop("labels", "Pending"),
    "fulfilled": noop("labels", "Fulfilled"),
    "cancelled": noop("labels", "Cancelled"),
    "completed": noop("labels", "Completed"),
    "addressed": noop("labels", "Addressed"),
    "shipping_selected": noop("labels", "Shipping chosen"),
    "shipping_skipped": noop("labels", "Shipping skipped"),
    "payment_selected": noop("labels", "Payment chosen"),
    "payment_skipped": noop("labels", "Payment skipped"),
    "awaiting_payment": noop("labels", "Awaiting payment"),
    "partially_paid": noop("labels", "Partly paid"),
    "paid": noop("labels", "Paid"),
    "refunded": noop("labels", "Refunded"),
    "ready": noop("labels", "Ready to ship"),
    "shipped": noop("labels", "Shipped"),
    "onhold": noop("labels", "On hold"),
    "checkout": noop("labels", "In checkout"),
    "sold": noop("labels", "Sold"),
    "returned": noop("labels", "Returned"),
    "enabled": noop("labels", "Enabled"),
    "disabled": noop("labels", "Disabled"),
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
# What the payment and shipping filters offer (a placed order's states, docs/api.md section 11).
PAYMENT_STATES: tuple[str, ...] = ("awaiting_payment", "paid", "cancelled")
SHIPPING_STATES: tuple[str, ...] = ("ready", "shipped", "cancelled")


def text_or_dash(value: object) -> str:
    """A value as text, or the dash that says the server left it out."""
    return NONE_SHOWN if value is None or value == "" else str(value)


def state_label(state: object, words: Callable[[str], str] = translated) -> str:
    """``"shipping_selected"`` -> ``"Shipping chosen"``; a state not listed reads as its words.
    ``words`` reads it in another language than the window's (``i18n.words_in``)."""
    if state is None or state == "":
        return NONE_SHOWN
    text = str(state)
    return words(STATE_LABELS.get(text) or text.replace("_", " ").capitalize())


# The account roles the store knows, by the words staff read for them (the code stays a
# tooltip's; a role the app does not know reads as its code).
ROLE_LABELS: dict[str, Phrase] = {
    "ROLE_USER": noop("labels", "Shop customer account"),
    "ROLE_ADMINISTRATION_ACCESS": noop("labels", "Administration access"),
    "ROLE_API_ACCESS": noop("labels", "API access (needed to use Store Admin)"),
}


def role_label(role: str) -> str:
    """``"ROLE_API_ACCESS"`` -> ``"API access (needed to use Store Admin)"``."""
    known = ROLE_LABELS.get(role)
    return translated(known) if known is not None else role


def locale_label(code: str | None, names: Mapping[str, str]) -> str:
    """A locale by the name the store gives it (``names``, its locales lookup); where the store
    names none (some stores give codes only), by the name the locale has in its own language,
    "Deutsch (Schweiz)" for ``de_CH``, so nobody has to read codes; the code when even that is
    unknown."""
    if not code:
        return NONE_SHOWN
    named = names.get(code)
    if named and named != code:
        return named
    return native_locale_name(code) or code


def native_locale_name(code: str) -> str | None:
    """``"de_CH"`` -> ``"Schweizer Hochdeutsch (Schweiz)"``, ``"fr"`` -> ``"French"``; ``None``
    for a code no locale has.

    A locale with a territory is named in its own language, territory included, so that two
    variants never read alike; a bare language code by the language's name alone (Qt's own name
    for a bare language would be one variant's, "American English" for ``en``).
    """
    cleaned = code.replace("-", "_")
    locale = QLocale(cleaned)
    if locale.language() == QLocale.Language.C:
        return None
    if "_" not in cleaned:
        return QLocale.languageToString(locale.language())
    return f"{locale.nativeLanguageName()} ({locale.nativeTerritoryName()})"


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


# The things the app counts or names in a sentence, by their English names (a page's or an
# editor's ``record_name``). Each counted form is one text with Qt's plural forms: "%Ln unit(s)"
# reads "1 unit", "2 units", "1.200 Einheiten" as the language and its locale say.
_NOUNS: dict[str, Phrase] = {
    "record": noop("labels", "record"),
    "order": noop("labels", "order"),
    "cart": noop("labels", "cart"),
    "user": noop("labels", "user"),
    "variant": noop("labels", "variant"),
    "customer": noop("labels", "customer"),
    "unit": noop("labels", "unit"),
    "entry": noop("labels", "entry"),
    "page": noop("labels", "page"),
    "value": noop("labels", "value"),
    "row": noop("labels", "row"),
    "selected row": noop("labels", "selected row"),
    "line": noop("labels", "line"),
}


# Sentences about one kind of record, each whole, by the record's English name: an article,
# a gender, a case agree with the noun in every language ("Neuer Warenkorb", "Neue
# Bestellung", "an order"), which a noun fitted into one frame cannot do. A kind without a
# sentence of its own takes the one about a "record".
_ABOUT: dict[str, dict[str, Phrase]] = {
    "new": {
        "order": noop("labels", "New order…"),
        "cart": noop("labels", "New cart…"),
        "user": noop("labels", "New user…"),
        "variant": noop("labels", "New variant…"),
        "record": noop("labels", "New record…"),
    },
    "create": {
        "order": noop("labels", "Create an order (Ctrl+N)"),
        "cart": noop("labels", "Create a cart (Ctrl+N)"),
        "user": noop("labels", "Create a user (Ctrl+N)"),
        "variant": noop("labels", "Create a variant (Ctrl+N)"),
        "record": noop("labels", "Create a record (Ctrl+N)"),
    },
    "open": {
        "order": noop("labels", "Open order…"),
        "cart": noop("labels", "Open cart…"),
        "user": noop("labels", "Open user…"),
        "variant": noop("labels", "Open variant…"),
        "customer": noop("labels", "Open profile…"),
        "record": noop("labels", "Open record…"),
    },
    "open_selected": {
        "order": noop("labels", "Open the selected order in its editor (Enter)"),
        "cart": noop("labels", "Open the selected cart in its editor (Enter)"),
        "user": noop("labels", "Open the selected user in its editor (Enter)"),
        "variant": noop("labels", "Open the selected variant in its editor (Enter)"),
        "customer": noop("labels", "Open the selected customer's profile (Enter)"),
        "record": noop("labels", "Open the selected record in its editor (Enter)"),
    },
    "delete": {
        "order": noop("labels", "Delete order"),
        "cart": noop("labels", "Delete cart"),
        "user": noop("labels", "Delete user"),
        "variant": noop("labels", "Delete variant"),
        "record": noop("labels", "Delete record"),
    },
    "delete_this": {
        "user": noop("labels", "Delete this user? This cannot be undone."),
        "variant": noop("labels", "Delete this variant? This cannot be undone."),
        "record": noop("labels", "Delete this record? This cannot be undone."),
    },
    "new_title": {
        "order": noop("labels", "New order"),
        "cart": noop("labels", "New cart"),
        "record": noop("labels", "New record"),
    },
    "changed_elsewhere": {
        "variant": noop("labels", "Someone else changed this variant"),
        "record": noop("labels", "Someone else changed this record"),
    },
    "deleted_elsewhere": {
        "variant": noop(
            "labels",
            "This variant was deleted by someone else while you were editing it. Your "
            "changes are still here; copy what you need, or close the editor.",
        ),
        "record": noop(
            "labels",
            "This record was deleted by someone else while you were editing it. Your "
            "changes are still here; copy what you need, or close the editor.",
        ),
    },
    "unreadable": {
        "variant": noop(
            "labels",
            "Someone else changed this variant, and its current state could not be loaded: "
            "{error} Nothing you typed is lost.",
        ),
        "record": noop(
            "labels",
            "Someone else changed this record, and its current state could not be loaded: "
            "{error} Nothing you typed is lost.",
        ),
    },
    "remove_line": {
        "order": noop("labels", "Remove {line_name} (quantity {quantity}) from the order?"),
        "cart": noop("labels", "Remove {line_name} (quantity {quantity}) from the cart?"),
        "record": noop("labels", "Remove {line_name} (quantity {quantity}) from the record?"),
    },
}


def about(record: str, sentence: str) -> str:
    """A sentence about a kind of record in the user's language: ``about("order", "new")`` ->
    ``"New order…"``; ``sentence`` is a key of ``_ABOUT``."""
    texts = _ABOUT[sentence]
    return translated(texts.get(record) or texts["record"])


def _counted_forms(count: int) -> dict[str, str]:
    return {
        "record": tr("labels", "%Ln record(s)", None, count),
        "order": tr("labels", "%Ln order(s)", None, count),
        "cart": tr("labels", "%Ln cart(s)", None, count),
        "user": tr("labels", "%Ln user(s)", None, count),
        "variant": tr("labels", "%Ln variant(s)", None, count),
        "unit": tr("labels", "%Ln unit(s)", None, count),
        "entry": tr("labels", "%Ln entry(s)", None, count),
        "page": tr("labels", "%Ln page(s)", None, count),
        "value": tr("labels", "%Ln value(s)", None, count),
        "row": tr("labels", "%Ln row(s)", None, count),
        "selected row": tr("labels", "%Ln selected row(s)", None, count),
        "line": tr("labels", "%Ln line(s)", None, count),
    }


def noun(name: str) -> str:
    """One of the things the app names, in the user's language: ``noun("order")``."""
    known = _NOUNS.get(name)
    return translated(known) if known is not None else name


def counted(count: int, name: str) -> str:
    """``counted(1, "variant")`` -> ``"1 variant"``; ``2`` -> ``"2 variants"``, in the user's
    language with its plural rules and digit grouping. Every counted noun goes through here."""
    forms = _counted_forms(count)
    if name not in forms:
        raise KeyError(f"labels.counted does not know how to count {name!r}: add it to _NOUNS")
    return forms[name]
