"""What staff type, read as values: a parser returns the value, or a sentence saying what is wrong.

Every number, amount and code an editor takes is typed as text and read by one of these parsers;
the text is never changed to fit (no validator that drops a character, no spin box that clamps
100000 to its maximum or drops a minus sign). What cannot be sent is said at the field, and the
editor refuses to save until it is fixed. :class:`~storeadmin_gui.ui.editors.inputs.ParsedEdit` is
the input that shows a parser's verdict.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from typing import Any, Protocol

from storeadmin_gui.api import Money
from storeadmin_gui.ui.i18n import noop, tr, translated

__all__ = [
    "Amount",
    "DecimalNumber",
    "Parsed",
    "Parser",
    "TextMatching",
    "WholeNumber",
    "plain_number",
]

_SIGNED_DIGITS = re.compile(r"^[+-]?\d+$", re.ASCII)
_SIGNED_DECIMAL = re.compile(r"^[+-]?(\d+([.,]\d*)?|[.,]\d+)$", re.ASCII)
_GROUPED = re.compile(r"^[+-]?\d{1,3}([ ,.'’\u00a0\u202f]\d{3})+$", re.ASCII)


@dataclass(frozen=True)
class Parsed:
    """A parser's verdict: ``problem`` is ``None`` when ``value`` may be sent."""

    value: Any = None
    problem: str | None = None

    @property
    def ok(self) -> bool:
        return self.problem is None


class Parser(Protocol):
    """Reads typed text; blank text is ``Parsed(None)`` unless the parser requires a value."""

    def __call__(self, text: str) -> Parsed: ...


def plain_number(number: int | Decimal) -> str:
    """A limit as staff would type it back: ``9999``, ``0.01``."""
    return format(number, "f") if isinstance(number, Decimal) else str(number)


def _blank(required: bool, what: str, example: str) -> Parsed:
    return Parsed(
        None,
        tr("editors.parsing", "Enter {what}, such as {example}.").format(what=what, example=example)
        if required
        else None,
    )


def _outside(
    number: int | Decimal,
    minimum: int | Decimal | None,
    maximum: int | Decimal | None,
    shown: str,
    below: str | None = None,
) -> str | None:
    if minimum is not None and number < minimum:
        return (
            translated(below)
            if below
            else tr("editors.parsing", "Enter at least {plain_number}; “{shown}” is less.").format(
                plain_number=plain_number(minimum), shown=shown
            )
        )
    if maximum is not None and number > maximum:
        return tr("editors.parsing", "Enter at most {plain_number}; “{shown}” is more.").format(
            plain_number=plain_number(maximum), shown=shown
        )
    return None


@dataclass(frozen=True)
class WholeNumber:
    """A whole number within ``minimum`` and ``maximum`` (a quantity, stock on hand, a position);
    ``below`` is the message for a number under ``minimum`` (default: "Enter at least ...")."""

    minimum: int | None = None
    maximum: int | None = None
    required: bool = False
    what: str = noop("editors.parsing", "a number")
    example: int = 12
    below: str | None = None

    def __call__(self, text: str) -> Parsed:
        shown = text.strip()
        if not shown:
            return _blank(self.required, self.what, str(self.example))
        if not _SIGNED_DIGITS.match(shown):
            if _GROUPED.match(shown):
                digits = re.sub(r"[^\d+-]", "", shown)
                return Parsed(
                    None,
                    tr(
                        "editors.parsing", "Type the number without separators, such as {digits}."
                    ).format(digits=digits),
                )
            if _SIGNED_DECIMAL.match(shown):
                return Parsed(
                    None,
                    tr(
                        "editors.parsing",
                        "“{shown}” is not a whole number; enter one such as {example}.",
                    ).format(shown=shown, example=self.example),
                )
            return Parsed(
                None,
                tr(
                    "editors.parsing", "“{shown}” is not a number; enter one such as {example}."
                ).format(shown=shown, example=self.example),
            )
        number = int(shown)
        problem = _outside(number, self.minimum, self.maximum, shown, self.below)
        return Parsed(None, problem) if problem else Parsed(number)

    def stepped(self, text: str, step: int) -> str | None:
        """The text one ``step`` away (Up and Down keys), or ``None`` when it would leave the
        range or the text is not a number: the keys never rewrite what cannot be read."""
        parsed = self(text)
        if not parsed.ok or parsed.value is None:
            return None
        number = parsed.value + step
        if _outside(number, self.minimum, self.maximum, str(number)) is not None:
            return None
        return str(number)


@dataclass(frozen=True)
class DecimalNumber:
    """A number with at most ``places`` decimals (a width, a weight); its value is a float, as
    the API has it. A comma is read as the decimal point."""

    minimum: Decimal | None = Decimal(0)
    maximum: Decimal | None = None
    places: int = 4
    required: bool = False
    what: str = noop("editors.parsing", "a number")
    example: str = "12.5"
    below: str | None = None

    def __call__(self, text: str) -> Parsed:
        shown = text.strip()
        if not shown:
            return _blank(self.required, self.what, self.example)
        if not _SIGNED_DECIMAL.match(shown):
            return Parsed(
                None,
                tr(
                    "editors.parsing", "“{shown}” is not a number; enter one such as {example}."
                ).format(shown=shown, example=self.example),
            )
        try:
            number = Decimal(shown.replace(",", "."))
        except InvalidOperation:  # pragma: no cover - the pattern admits only decimals
            return Parsed(
                None,
                tr(
                    "editors.parsing", "“{shown}” is not a number; enter one such as {example}."
                ).format(shown=shown, example=self.example),
            )
        exponent = number.as_tuple().exponent
        if isinstance(exponent, int) and -exponent > self.places:
            return Parsed(
                None,
                tr(
                    "editors.parsing", "Enter at most {places} decimal places, such as {example}."
                ).format(places=self.places, example=self.example),
            )
        problem = _outside(number, self.minimum, self.maximum, shown, self.below)
        return Parsed(None, problem) if problem else Parsed(float(number))


@dataclass(frozen=True)
class Amount:
    """Money in major units with at most two decimals; its value is the API's request form of a
    price (``"12.40"``). ``below`` is the message for an amount under ``minimum``."""

    minimum: Decimal = Decimal(0)
    maximum: Decimal | None = None
    required: bool = False
    below: str | None = None

    def __call__(self, text: str) -> Parsed:
        shown = text.strip()
        if not shown:
            return _blank(self.required, tr("editors.parsing", "an amount"), "10.59")
        try:
            request_form = Money.parse_major(shown)
        except ValueError as error:
            return Parsed(None, str(error))
        problem = _outside(Decimal(request_form), self.minimum, self.maximum, shown, self.below)
        return Parsed(None, problem) if problem else Parsed(request_form)


@dataclass(frozen=True)
class TextMatching:
    """Text that must match ``pattern`` as a whole (a code): ``message`` says what it may hold."""

    pattern: re.Pattern[str]
    message: str
    required: str | None = None  # the message for blank text, when a value is required

    def __call__(self, text: str) -> Parsed:
        shown = text.strip()
        if not shown:
            return Parsed(None, translated(self.required) if self.required else None)
        if not self.pattern.fullmatch(shown):
            return Parsed(None, translated(self.message))
        return Parsed(shown)
