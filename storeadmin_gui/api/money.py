"""Money as the API has it: integers in minor units out, major-unit strings in (docs/api.md §5).

Formatting is locale aware through a small table of the conventions of the locales and currencies a
store typically runs (below), not the full CLDR data: an unlisted locale falls back to its language,
then to ``en_US``; an unlisted currency is shown by its code; a negative amount puts its sign
first (CLDR varies by locale). Every amount has two decimals, because the API's minor unit is
always a hundredth (docs/api.md: "A client divides by 100").
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import Decimal

__all__ = ["Money"]


@dataclass(frozen=True)
class _LocaleFormat:
    decimal: str
    group: str
    symbol_first: bool
    space: str  # between the number and the symbol ("" when they touch)


_NBSP = "\u00a0"
_NNBSP = "\u202f"

# A hand-kept subset of CLDR number conventions (language or language_TERRITORY).
_LOCALES: dict[str, _LocaleFormat] = {
    "en": _LocaleFormat(".", ",", True, ""),
    "en_IN": _LocaleFormat(".", ",", True, ""),
    "de": _LocaleFormat(",", ".", False, _NBSP),
    "de_CH": _LocaleFormat(".", "’", True, _NBSP),
    "fr": _LocaleFormat(",", _NNBSP, False, _NBSP),
    "fr_CH": _LocaleFormat(",", _NNBSP, False, _NBSP),
    "es": _LocaleFormat(",", ".", False, _NBSP),
    "it": _LocaleFormat(",", ".", False, _NBSP),
    "nl": _LocaleFormat(",", ".", True, _NBSP),
    "pl": _LocaleFormat(",", _NBSP, False, _NBSP),
    "pt": _LocaleFormat(",", ".", False, _NBSP),
    "sv": _LocaleFormat(",", _NBSP, False, _NBSP),
    "cs": _LocaleFormat(",", _NBSP, False, _NBSP),
}

# Symbols as CLDR shows them; a currency shows its own symbol at home and a marked one abroad.
_SYMBOLS: dict[str, str] = {
    "USD": "$",
    "EUR": "€",
    "GBP": "£",
    "PLN": "zł",
    "CHF": "CHF",
    "JPY": "¥",
    "CAD": "CA$",
    "AUD": "A$",
    "SEK": "kr",
    "CZK": "Kč",
}
_SYMBOL_OVERRIDES: dict[tuple[str, str], str] = {
    ("en_CA", "CAD"): "$",
    ("fr_CA", "CAD"): "$",
    ("en_AU", "AUD"): "$",
    ("en_CA", "USD"): "US$",
    ("en_AU", "USD"): "US$",
    ("fr", "USD"): "$US",
    ("pl", "USD"): "USD",
    ("sv", "USD"): "US$",
}

_MAJOR_PATTERN = re.compile(r"^(\d+)(?:[.,](\d{0,2}))?$")


class Money:
    """Conversions between the API's minor units, what staff read and what they type."""

    @staticmethod
    def format(minor: int, currency: str, locale: str = "en_US") -> str:
        """``Money.format(1059, "USD", locale="en_US") -> "$10.59"``; ``-1059`` -> ``"-$10.59"``."""
        rules = _locale_format(locale)
        symbol = _symbol(currency, locale)
        whole, cents = divmod(abs(int(minor)), 100)
        number = f"{_group(whole, rules.group)}{rules.decimal}{cents:02d}"
        sign = "-" if minor < 0 else ""
        if rules.symbol_first:
            space = rules.space or (_NBSP if symbol[-1].isalpha() else "")  # "CHF 10.59"
            return f"{sign}{symbol}{space}{number}"
        return f"{sign}{number}{rules.space}{symbol}"

    @staticmethod
    def to_major(minor: int) -> str:
        """Minor units as the text an editor shows and the API takes back: ``1243 -> "12.43"``."""
        whole, cents = divmod(abs(int(minor)), 100)
        return f"{'-' if minor < 0 else ''}{whole}.{cents:02d}"

    @staticmethod
    def parse_major(text: str | int | Decimal) -> str:
        """A typed amount as the request form of a price: ``"10.59"``, ``"10,5" -> "10.50"``.

        Raises ``ValueError`` with a sentence for staff when the text is not a non-negative amount
        with at most two decimals (no thousands separators: "1,234" would be ambiguous).
        """
        if isinstance(text, bool):
            raise ValueError("Enter an amount such as 10.59.")
        if isinstance(text, int):
            text = str(text)
        elif isinstance(text, Decimal):
            if not text.is_finite():
                raise ValueError("Enter an amount such as 10.59.")
            text = format(text, "f")
        cleaned = text.strip().replace(" ", "").replace(_NBSP, "")
        if not cleaned:
            raise ValueError("Enter an amount, for example 10.59.")
        if cleaned.startswith("-"):
            raise ValueError("The amount cannot be negative.")
        match = _MAJOR_PATTERN.match(cleaned)
        if match is None:
            if re.match(r"^\d+[.,]\d{3,}$", cleaned):
                raise ValueError("Enter at most two decimal places, for example 10.59.")
            raise ValueError(f"“{text.strip()}” is not an amount; enter one such as 10.59.")
        whole, cents = match.group(1), (match.group(2) or "").ljust(2, "0")
        return f"{int(whole)}.{cents}"

    @staticmethod
    def to_minor(text: str | int | Decimal) -> int:
        """A typed amount in minor units: ``"10.59" -> 1059`` (checked as by ``parse_major``)."""
        whole, cents = Money.parse_major(text).split(".")
        return int(whole) * 100 + int(cents)


def _locale_format(locale: str) -> _LocaleFormat:
    normalized = locale.replace("-", "_")
    language = normalized.split("_")[0].lower()
    return _LOCALES.get(normalized) or _LOCALES.get(language) or _LOCALES["en"]


def _symbol(currency: str, locale: str) -> str:
    code = currency.upper()
    normalized = locale.replace("-", "_")
    language = normalized.split("_")[0].lower()
    return (
        _SYMBOL_OVERRIDES.get((normalized, code))
        or _SYMBOL_OVERRIDES.get((language, code))
        or _SYMBOLS.get(code, code)
    )


def _group(number: int, separator: str) -> str:
    return f"{number:,}".replace(",", separator)
