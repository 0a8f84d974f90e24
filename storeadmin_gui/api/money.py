"""Money as the API has it: integers in minor units out, major-unit strings in (docs/api.md §5).

The API's minor unit is always a hundredth (docs/api.md: "A client divides by 100"), so amounts
stay integers here and only become text at the edges: the request form of a typed price, and the
plain major units an editor starts from. How money reads in a locale (symbols, separators, the
place of the sign) is the UI's concern, from CLDR data (``ui/formats.py``).
"""

from __future__ import annotations

import re
from decimal import Decimal
from typing import Final

from .words import tr

__all__ = ["Money"]


_NBSP = "\u00a0"  # a typed amount may carry it where a locale groups digits
_MAJOR_PATTERN = re.compile(r"^(\d+)(?:[.,](\d{0,2}))?$")


class Money:
    """Conversions between the API's minor units, what staff read and what they type.

    ``MAX_MINOR`` is the largest amount the reference server takes anywhere (a variant's price, an
    order line's unit price: 10,000,000.00), ``MIN_PRICE_MINOR`` the smallest price (0.01); a
    client checks both before sending, so a typo such as ``99999999999`` never leaves the desk.
    """

    MAX_MINOR: Final = 1_000_000_000
    MIN_PRICE_MINOR: Final = 1

    @classmethod
    def largest_major(cls) -> Decimal:
        """``MAX_MINOR`` in major units: ``Decimal("10000000.00")``."""
        return Decimal(cls.MAX_MINOR).scaleb(-2)

    @staticmethod
    def to_major(minor: int) -> str:
        """Minor units as the text an editor shows and the API takes back: ``1243 -> "12.43"``."""
        whole, cents = divmod(abs(int(minor)), 100)
        return f"{'-' if minor < 0 else ''}{whole}.{cents:02d}"

    @staticmethod
    def parse_major(text: str | int | Decimal) -> str:
        """A typed amount as the request form of a price: ``"10.59"``, ``"10,5" -> "10.50"``.

        The API's own form, as a script writes it; what staff type is read in their locale by the
        GUI (``ui/formats.py``). Raises ``ValueError`` with a sentence for people when the text
        is not a non-negative amount with at most two decimals (no thousands separators: "1,234"
        would be ambiguous).
        """
        if isinstance(text, bool):
            raise ValueError(tr("api.money", "Enter an amount such as 10.59."))
        if isinstance(text, int):
            text = str(text)
        elif isinstance(text, Decimal):
            if not text.is_finite():
                raise ValueError(tr("api.money", "Enter an amount such as 10.59."))
            text = format(text, "f")
        cleaned = text.strip().replace(" ", "").replace(_NBSP, "")
        if not cleaned:
            raise ValueError(tr("api.money", "Enter an amount, for example 10.59."))
        if cleaned.startswith("-"):
            raise ValueError(tr("api.money", "The amount cannot be negative."))
        match = _MAJOR_PATTERN.match(cleaned)
        if match is None:
            if re.match(r"^\d+[.,]\d{3,}$", cleaned):
                raise ValueError(
                    tr("api.money", "Enter at most two decimal places, for example 10.59.")
                )
            raise ValueError(
                tr("api.money", "“{shown}” is not an amount; enter one such as 10.59.").format(
                    shown=text.strip()
                )
            )
        whole, cents = match.group(1), (match.group(2) or "").ljust(2, "0")
        return f"{int(whole)}.{cents}"

    @staticmethod
    def to_minor(text: str | int | Decimal) -> int:
        """A typed amount in minor units: ``"10.59" -> 1059`` (checked as by ``parse_major``)."""
        whole, cents = Money.parse_major(text).split(".")
        return int(whole) * 100 + int(cents)
