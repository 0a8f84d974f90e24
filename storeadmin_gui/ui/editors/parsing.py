"""What staff type, read as values: a parser returns the value, or a sentence saying what is wrong.

Every number, amount and code an editor takes is typed as text and read by one of these parsers;
the text is never changed to fit (no validator that drops a character, no spin box that clamps
100000 to its maximum or drops a minus sign). Numbers are read and shown as the staffer's locale
writes them (``16,27`` and ``1.200`` in German, :mod:`storeadmin_gui.ui.formats`); a text that
locale could read two ways is refused, never guessed. What cannot be sent is said at the field,
and the editor refuses to save until it is fixed.
:class:`~storeadmin_gui.ui.editors.inputs.ParsedEdit` is the input that shows a parser's verdict,
and ``shown(value)`` is how it writes a value back.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from typing import Any, Protocol

from storeadmin_gui.ui.formats import UnreadableNumber, number_text, read_number
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

AMOUNT_PLACES = 2
AMOUNT_EXAMPLE = Decimal("10.59")
MINUS_SIGNS = ("-", "\u2212")  # a price starting with one is negative, whatever follows


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


def plain_number(number: int | Decimal, places: int = -1) -> str:
    """A limit as staff would type it back, in their locale: ``9.999``, ``0,01`` in German
    (``places`` fixes its decimals, two for money)."""
    return number_text(number, places=places)


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
    example: str = "",
    places: int = -1,
) -> str | None:
    """Why ``number`` is out of range; ``below`` may name ``{minimum}`` and ``{example}``; the
    limits are written with ``places`` decimals (two for money)."""
    if minimum is not None and number < minimum:
        least = plain_number(minimum, places)
        return (
            translated(below).format(minimum=least, example=example)
            if below
            else tr("editors.parsing", "Enter at least {plain_number}; “{shown}” is less.").format(
                plain_number=least, shown=shown
            )
        )
    if maximum is not None and number > maximum:
        return tr("editors.parsing", "Enter at most {plain_number}; “{shown}” is more.").format(
            plain_number=plain_number(maximum, places), shown=shown
        )
    return None


def _read(shown: str, example: str, *, amount: bool = False) -> Decimal | Parsed:
    """The number ``shown`` means in the user's locale, or the verdict saying why it means none:
    not a number (an amount) such as ``example``, or one the locale could read two ways."""
    try:
        return read_number(shown)
    except UnreadableNumber as refused:
        if refused.readings is not None:
            whole, decimal = refused.readings
            problem = tr(
                "editors.parsing", "“{shown}” could be read two ways: type {whole} or {decimal}."
            ).format(shown=shown, whole=number_text(whole), decimal=number_text(decimal))
        elif amount:
            problem = tr(
                "editors.parsing", "“{shown}” is not an amount; enter one such as {example}."
            ).format(shown=shown, example=example)
        else:
            problem = tr(
                "editors.parsing", "“{shown}” is not a number; enter one such as {example}."
            ).format(shown=shown, example=example)
        return Parsed(None, problem)


def _decimals(number: Decimal) -> int:
    """How many decimals were typed: ``12,50`` has two, ``12`` none."""
    exponent = number.as_tuple().exponent
    return -exponent if isinstance(exponent, int) and exponent < 0 else 0


def _shown_number(value: Any, places: int = -1) -> str | None:
    """``value`` as the locale writes it, or None when it is not a number (text kept as typed)."""
    if isinstance(value, bool) or not isinstance(value, int | float | Decimal | str):
        return None
    try:
        number = Decimal(str(value).strip())
    except InvalidOperation:
        return None
    return number_text(number, places=places) if number.is_finite() else None


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
        example = number_text(self.example)
        if not shown:
            return _blank(self.required, self.what, example)
        read = _read(shown, example)
        if isinstance(read, Parsed):
            return read
        if _decimals(read):
            return Parsed(
                None,
                tr(
                    "editors.parsing",
                    "“{shown}” is not a whole number; enter one such as {example}.",
                ).format(shown=shown, example=example),
            )
        number = int(read)
        problem = _outside(number, self.minimum, self.maximum, shown, self.below, example)
        return Parsed(None, problem) if problem else Parsed(number)

    def shown(self, value: Any) -> str | None:
        """A value as staff read it (``1.200`` in German); None for one that is not a number."""
        return _shown_number(value)

    def stepped(self, text: str, step: int) -> str | None:
        """The text one ``step`` away (Up and Down keys), or ``None`` when it would leave the
        range or the text is not a number: the keys never rewrite what cannot be read."""
        parsed = self(text)
        if not parsed.ok or parsed.value is None:
            return None
        number = parsed.value + step
        if _outside(number, self.minimum, self.maximum, str(number)) is not None:
            return None
        return number_text(number)


@dataclass(frozen=True)
class DecimalNumber:
    """A number with at most ``places`` decimals (a width, a weight, a percentage); its value is
    a float, as the API has it."""

    minimum: Decimal | None = Decimal(0)
    maximum: Decimal | None = None
    places: int = 4
    required: bool = False
    what: str = noop("editors.parsing", "a number")
    example: Decimal = Decimal("12.5")
    below: str | None = None

    def __call__(self, text: str) -> Parsed:
        shown = text.strip()
        example = number_text(self.example)
        if not shown:
            return _blank(self.required, self.what, example)
        read = _read(shown, example)
        if isinstance(read, Parsed):
            return read
        if _decimals(read) > self.places:
            return Parsed(
                None,
                tr(
                    "editors.parsing", "Enter at most {places} decimal places, such as {example}."
                ).format(places=self.places, example=example),
            )
        problem = _outside(read, self.minimum, self.maximum, shown, self.below, example)
        return Parsed(None, problem) if problem else Parsed(float(read))

    def shown(self, value: Any) -> str | None:
        return _shown_number(value)


@dataclass(frozen=True)
class Amount:
    """Money in major units with at most two decimals; its value is the API's request form of a
    price (``"12.40"``), whatever the locale it was typed in. ``below`` is the message for an
    amount under ``minimum`` (it may name ``{minimum}`` and ``{example}``)."""

    minimum: Decimal = Decimal(0)
    maximum: Decimal | None = None
    required: bool = False
    below: str | None = None

    def __call__(self, text: str) -> Parsed:
        shown = text.strip()
        example = number_text(AMOUNT_EXAMPLE, places=AMOUNT_PLACES)
        if not shown:
            return _blank(self.required, tr("editors.parsing", "an amount"), example)
        if shown.startswith(MINUS_SIGNS):
            return Parsed(None, tr("editors.parsing", "The amount cannot be negative."))
        read = _read(shown, example, amount=True)
        if isinstance(read, Parsed):
            return read
        if _decimals(read) > AMOUNT_PLACES:
            return Parsed(
                None,
                tr(
                    "editors.parsing", "Enter at most two decimal places, for example {example}."
                ).format(example=example),
            )
        problem = _outside(
            read, self.minimum, self.maximum, shown, self.below, example, AMOUNT_PLACES
        )
        if problem:
            return Parsed(None, problem)
        return Parsed(format(read.quantize(Decimal("0.01")), "f"))

    def shown(self, value: Any) -> str | None:
        """The request form ``"16.27"`` as staff read it (``16,27`` in German)."""
        return _shown_number(value, AMOUNT_PLACES)


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
