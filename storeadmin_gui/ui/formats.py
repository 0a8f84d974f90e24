"""Numbers, money and times as staff read and type them, in any locale, from the CLDR data Qt
carries (QLocale): the one place that knows decimal marks, grouping, currency symbols and how a
timestamp reads, for lists, editors, dialogs and printouts alike.

The API keeps amounts as integers in hundredths (``api/money.py``); here they become what staff
read: ``money(1059, "USD", "en_US")`` -> ``"$10.59"``, ``money(1059, "EUR", "de_DE")`` ->
``"10,59 €"``. A currency is shown by the symbol its own locales use, unless that symbol would be
taken for the reader's own currency ("$" for Canadian dollars on a US desktop reads "CA$"), and by
its ISO code where no locale has a symbol for it. A negative amount carries the locale's minus sign
rather than accounting brackets.

Plain numbers go both ways: ``number_text`` writes one as the locale does (``1.234,5`` in German,
grouped), and ``read_number`` reads what staff type in that locale's way. A typed mark that the
locale would not write there is read only where it cannot mean anything else (``16.27`` in German:
a group has three digits, so the point is a decimal mark); where it could (``1.234`` in French:
a thousand and some, or one and a bit?) the text is refused as ambiguous, never guessed.

What a list, an editor or a printout shows of a value the server may leave out (``format_money``,
``format_timestamp``, ``variant_name``) reads as a dash when it is absent; an export's values
(``money_amount``, ``iso_timestamp``) are what a spreadsheet computes with instead.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from datetime import UTC, datetime
from decimal import Decimal
from functools import cache
from typing import Any

from PySide6.QtCore import QDate, QDateTime, QLocale, QTime

from storeadmin_gui.api import Address
from storeadmin_gui.ui.labels import NONE_SHOWN, text_or_dash

__all__ = [
    "UnreadableNumber",
    "address_lines",
    "currency_symbol",
    "date",
    "format_address",
    "format_money",
    "format_time_of_day",
    "format_timestamp",
    "iso_timestamp",
    "locale_for",
    "locale_name",
    "money",
    "money_amount",
    "number_text",
    "option_values_text",
    "read_number",
    "timestamp_sample",
    "variant_name",
]

_SYMBOL = QLocale.CurrencySymbolFormat.CurrencySymbol
_ISO_CODE = QLocale.CurrencySymbolFormat.CurrencyIsoCode
_NBSP = "\u00a0"
_FALLBACK = "en_US"


def locale_for(name: str | None = None) -> QLocale:
    """The locale called ``name`` ("de_DE", "fr-CH"), or the user's when None or unknown to CLDR."""
    if name:
        locale = QLocale(name.replace("-", "_"))
        if locale.language() != QLocale.Language.C:
            return locale
    locale = QLocale()
    return locale if locale.language() != QLocale.Language.C else QLocale(_FALLBACK)


def _count_symbols(locales: list[QLocale]) -> dict[str, dict[str, Counter[str]]]:
    """Per currency code, per language, how many of ``locales`` write it with each symbol."""
    table: dict[str, dict[str, Counter[str]]] = defaultdict(lambda: defaultdict(Counter))
    for locale in locales:
        code = locale.currencySymbol(_ISO_CODE)
        symbol = locale.currencySymbol(_SYMBOL)
        if code and symbol:
            table[code][QLocale.languageToCode(locale.language())][symbol] += 1
    return {code: dict(languages) for code, languages in table.items()}


@cache
def _symbols_by_currency() -> dict[str, dict[str, Counter[str]]]:
    """Every locale's symbols (some 700 locales): asked only when no locale of the reader's
    language has a symbol for the currency other than the reader's own."""
    return _count_symbols(
        QLocale.matchingLocales(
            QLocale.Language.AnyLanguage, QLocale.Script.AnyScript, QLocale.Country.AnyCountry
        )
    )


@cache
def _symbols_in_language(language: QLocale.Language) -> dict[str, Counter[str]]:
    """Per currency code, the symbols the locales of ``language`` write it with: the same counts
    as that language's part of :func:`_symbols_by_currency`, from its few locales alone."""
    table = _count_symbols(
        QLocale.matchingLocales(language, QLocale.Script.AnyScript, QLocale.Country.AnyCountry)
    )
    code = QLocale.languageToCode(language)
    return {currency: languages.get(code, Counter()) for currency, languages in table.items()}


def currency_symbol(code: str, locale: QLocale) -> str:
    """How ``locale``'s readers see currency ``code``: "€", "CA$", "CHF", or the code itself.

    Looked up once per currency and locale (a list formats a total on every row it shows)."""
    code = code.upper()
    key = (code, locale.language(), locale.script(), locale.territory())
    symbol = _symbols.get(key)
    if symbol is None:
        symbol = _symbols[key] = _find_symbol(code, locale)
    return symbol


_symbols: dict[tuple[str, QLocale.Language, QLocale.Script, QLocale.Country], str] = {}


def _find_symbol(code: str, locale: QLocale) -> str:
    """The symbol the reader's language uses most for ``code``, else the one most locales use,
    never the reader's own currency's symbol; the code itself where none is left. The reader's
    language is read first, from its own locales: the list's first rows do not wait for all."""
    if locale.currencySymbol(_ISO_CODE) == code:
        return locale.currencySymbol(_SYMBOL) or code
    own = locale.currencySymbol(_SYMBOL)
    same_language = _symbols_in_language(locale.language()).get(code, Counter())
    found = next((symbol for symbol, _ in same_language.most_common() if symbol != own), None)
    if found is not None:
        return found
    overall: Counter[str] = Counter()
    for counts in _symbols_by_currency().get(code, {}).values():
        overall.update(counts)
    return next((symbol for symbol, _ in overall.most_common() if symbol != own), code)


def money(minor: int, currency: str, locale: str | QLocale | None = None) -> str:
    """Minor units (hundredths) of ``currency`` as ``locale`` writes money (the user's locale
    when None)."""
    reader = locale if isinstance(locale, QLocale) else locale_for(locale)
    symbol = currency_symbol(currency, reader)
    amount = float(Decimal(abs(int(minor))) / 100)
    text = _spaced(reader.toCurrencyString(amount, symbol, 2), symbol)
    return f"{reader.negativeSign()}{text}" if minor < 0 else text


def _spaced(text: str, symbol: str) -> str:
    """A symbol of letters ("CHF", "USD") kept apart from the digits it touches, as CLDR does."""
    if not symbol or (not symbol[-1].isalpha() and not symbol[0].isalpha()):
        return text
    at = text.find(symbol)
    if at < 0:
        return text
    end = at + len(symbol)
    if symbol[-1].isalpha() and end < len(text) and text[end].isdigit():
        return f"{text[:end]}{_NBSP}{text[end:]}"
    if symbol[0].isalpha() and at > 0 and text[at - 1].isdigit():
        return f"{text[:at]}{_NBSP}{text[at:]}"
    return text


def date(moment: datetime | str, locale: str | QLocale | None = None) -> str:
    """The day of ``moment`` (a time in UTC unless it says otherwise, seen from this computer's
    time zone) as ``locale`` writes a date in full digits: "11/24/2026", "24.11.2026"."""
    reader = locale if isinstance(locale, QLocale) else locale_for(locale)
    if isinstance(moment, str):
        moment = datetime.fromisoformat(moment)
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    day = moment.astimezone()
    pattern = reader.dateFormat(QLocale.FormatType.ShortFormat)
    if "yyyy" not in pattern:
        pattern = pattern.replace("yy", "yyyy")  # a short date's two-digit year, in full
    return reader.toString(QDate(day.year, day.month, day.day), pattern)


# ----------------------------------------------------------------------------- shown values


def locale_name() -> str:
    """The user's locale as ``language_TERRITORY`` (which translation of a name to show)."""
    return QLocale().name()


def format_money(minor: int | None, currency: str | None, locale: str | None = None) -> str:
    """An amount in minor units as money, in ``locale``'s conventions (default: the user's; a cart
    shows its own locale's); without a currency, plain major units."""
    if minor is None:
        return NONE_SHOWN
    if currency:
        return money(minor, currency, locale)
    return QLocale().toString(minor / 100, "f", 2)


def money_amount(minor: int | None) -> Decimal | None:
    """Minor units as a decimal amount in major units (1250 -> Decimal("12.50"))."""
    return None if minor is None else Decimal(minor).scaleb(-2)


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


def format_time_of_day(moment: datetime) -> str:
    """The hour and minute of a local time, in the user's locale ("14:02", "2:02 PM")."""
    time = QTime(moment.hour, moment.minute)
    locale = QLocale()
    if locale.language() == QLocale.Language.C:
        return time.toString("HH:mm")
    return locale.toString(time, QLocale.FormatType.ShortFormat)


def timestamp_sample() -> str:
    """The widest usual timestamp in the user's locale (date columns must show it whole)."""
    return format_timestamp(datetime(2026, 12, 28, 23, 58, tzinfo=UTC))


def iso_timestamp(moment: datetime | str | None) -> str | None:
    """A timestamp as ISO 8601 in UTC ("2026-11-02T09:15:00+00:00"); a text the server sent
    oddly stays as it came."""
    if moment is None or moment == "":
        return None
    if isinstance(moment, str):
        try:
            parsed = datetime.fromisoformat(moment)
        except ValueError:
            return moment
    else:
        parsed = moment
    if parsed.tzinfo is None:
        parsed = parsed.replace(tzinfo=UTC)
    return parsed.astimezone(UTC).isoformat()


# ----------------------------------------------------------------------------- addresses


def address_lines(address: Address, *, province_code: bool = True) -> list[str]:
    """An address's postal lines as on an envelope: name, company, street, postcode and city,
    province (with its code unless ``province_code`` is False), country, phone."""
    province = (address.province_name, address.province_code if province_code else None)
    groups = (
        (address.first_name, address.last_name),
        (address.company,),
        (address.street,),
        (address.postcode, address.city),
        province,
        (address.country_code,),
        (address.phone_number,),
    )
    lines = (" ".join(part for part in group if part) for group in groups)
    return [line for line in lines if line]


def format_address(address: Address | None) -> str:
    """An address as lines on an envelope, then what the server keeps beyond the postal lines as
    ``name: value`` so nothing it sends is hidden; a dash when there is none."""
    if address is None:
        return NONE_SHOWN
    lines = address_lines(address)
    lines += [f"{name.replace('_', ' ')}: {value}" for name, value in address.other_fields.items()]
    return "\n".join(lines) or NONE_SHOWN


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
    return text_or_dash(first.name)


def option_values_text(variant: Any, locale: str | None = None) -> str:
    """The variant's option values ("M, Black"), in the order the server lists its options."""
    values = [value.value_name(locale or locale_name()) for value in variant.option_values]
    return ", ".join(values) or NONE_SHOWN


# ----------------------------------------------------------------------------- plain numbers

# Marks people type as a decimal point or to group digits, whatever their locale writes.
_POINTS = (".", ",")
# Spaces that group digits (French writes a narrow no-break space; keyboards type a plain one),
# and apostrophes (Swiss German writes "'", a word processor makes it "’").
_SPACES = (" ", _NBSP, "\u202f")
_APOSTROPHES = ("'", "\u2019")
_MINUS_SIGNS = ("-", "\u2212")
# Beyond this QLocale.toString(int) would overflow; such digits are written ungrouped.
_LARGEST_GROUPED = 2**62


class UnreadableNumber(ValueError):
    """Typed text that is not a number in the locale; ``readings`` holds the two numbers it
    could be when it is ambiguous (``1.234`` where "." is not the locale's own mark: 1234 or
    1.234), else nothing."""

    def __init__(self, text: str, readings: tuple[Decimal, Decimal] | None = None) -> None:
        super().__init__(text)
        self.readings = readings


def _reader(locale: str | QLocale | None) -> QLocale:
    return locale if isinstance(locale, QLocale) else locale_for(locale)


def number_text(
    number: Decimal | int | float | str, locale: str | QLocale | None = None, *, places: int = -1
) -> str:
    """``number`` as ``locale`` (the user's when None) writes it, digits grouped: ``1234.5`` ->
    ``"1.234,5"`` in German. ``places`` fixes the decimals (2 for money); by default every
    significant decimal is kept and no other (``0.60`` -> ``"0.6"``)."""
    reader = _reader(locale)
    exact = number if isinstance(number, Decimal) else Decimal(str(number))
    if places >= 0:
        exact = exact.quantize(Decimal(1).scaleb(-places))
    elif exact == exact.to_integral_value():
        exact = exact.quantize(Decimal(1))
    else:
        exact = exact.normalize()
    sign, digits, exponent = exact.as_tuple()
    assert isinstance(exponent, int)
    text = "".join(map(str, digits))
    decimals = -exponent if exponent < 0 else 0
    text = text + "0" * max(exponent, 0)
    text = text.rjust(decimals + 1, "0")
    whole, fraction = text[: len(text) - decimals], text[len(text) - decimals :]
    big = int(whole) >= _LARGEST_GROUPED
    grouped = _native(whole, reader) if big else reader.toString(int(whole))
    shown = f"{grouped}{reader.decimalPoint()}{_native(fraction, reader)}" if fraction else grouped
    return f"{reader.negativeSign()}{shown}" if sign and exact != 0 else shown


def _native(digits: str, reader: QLocale) -> str:
    """ASCII digits in the locale's own (Arabic-Indic, Devanagari ...)."""
    zero = reader.zeroDigit()
    if zero == "0":
        return digits
    return "".join(chr(ord(zero) + int(digit)) for digit in digits)


def read_number(text: str, locale: str | QLocale | None = None) -> Decimal:
    """What ``text`` means as a number written in ``locale`` (the user's when None), exactly,
    with the decimals typed (``"12,0"`` is ``Decimal("12.0")``, not a whole number as typed).

    Reads the locale's decimal mark and its grouping (any space where it groups with spaces,
    either apostrophe where it groups with one), a leading minus, and the locale's own digits.
    A "." or "," the locale does not use there is a decimal mark when it cannot be grouping
    (not followed by exactly three digits); followed by three digits it could be either, and the
    text is refused as ambiguous (with both readings). Raises :class:`UnreadableNumber` for
    anything else.
    """
    reader = _reader(locale)
    shown = _ascii_digits(text.strip(), reader)
    body = shown
    negative = body[:1] in (*_MINUS_SIGNS, reader.negativeSign())
    if negative or body[:1] in ("+", reader.positiveSign()):
        body = body[1:].lstrip()
    point, group = reader.decimalPoint(), reader.groupSeparator()
    groups = _group_marks(group)
    if not body or not all(ch.isdigit() or ch in (*_POINTS, *groups, point) for ch in body):
        raise UnreadableNumber(text)
    whole, has_point, fraction = body.partition(point)
    digits = _ungrouped(whole, groups)
    if digits is not None and (fraction.isdigit() or not has_point) and (digits or fraction):
        return _signed(f"{digits or '0'}.{fraction}" if has_point else digits, negative)
    # The locale's own reading failed: one foreign mark that cannot be grouping is a point.
    foreign = [mark for mark in _POINTS if mark in body and mark != point]
    if len(foreign) == 1 and body.count(foreign[0]) == 1 and not has_point:
        before, _mark, after = body.partition(foreign[0])
        if (before.isdigit() or before == "") and after.isdigit():
            if len(after) == 3 and before:
                grouped = _signed(before + after, negative)
                raise UnreadableNumber(text, (grouped, _signed(f"{before}.{after}", negative)))
            return _signed(f"{before or '0'}.{after}", negative)
    raise UnreadableNumber(text)


def _group_marks(group: str) -> tuple[str, ...]:
    if group in _SPACES:
        return _SPACES
    if group in _APOSTROPHES:
        return _APOSTROPHES
    return (group,) if group else ()


def _ungrouped(whole: str, groups: tuple[str, ...]) -> str | None:
    """The digits of ``whole`` when it is plain digits or grouped by threes, else None."""
    if whole.isdigit() or whole == "":
        return whole
    parts = whole
    for mark in groups[1:]:
        parts = parts.replace(mark, groups[0])
    pieces = parts.split(groups[0]) if groups else [parts]
    first, rest = pieces[0], pieces[1:]
    if (
        rest
        and first.isdigit()
        and len(first) <= 3
        and all(piece.isdigit() and len(piece) == 3 for piece in rest)
    ):
        return "".join(pieces)
    return None


def _ascii_digits(text: str, reader: QLocale) -> str:
    zero = reader.zeroDigit()
    if zero == "0":
        return text
    start = ord(zero)
    return "".join(str(ord(ch) - start) if start <= ord(ch) <= start + 9 else ch for ch in text)


def _signed(plain: str, negative: bool) -> Decimal:
    number = Decimal(plain)
    return -number if negative else number
