"""Money in any locale and currency a server reports, from the CLDR data Qt carries (QLocale).

The API keeps amounts as integers in hundredths (``api/money.py``); here they become what staff
read: ``money(1059, "USD", "en_US")`` -> ``"$10.59"``, ``money(1059, "EUR", "de_DE")`` ->
``"10,59 €"``. A currency is shown by the symbol its own locales use, unless that symbol would be
taken for the reader's own currency ("$" for Canadian dollars on a US desktop reads "CA$"), and by
its ISO code where no locale has a symbol for it. A negative amount carries the locale's minus sign
rather than accounting brackets.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from datetime import UTC, datetime
from decimal import Decimal
from functools import cache

from PySide6.QtCore import QDate, QLocale

__all__ = ["currency_symbol", "date", "locale_for", "money"]

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


@cache
def _symbols_by_currency() -> dict[str, dict[str, Counter[str]]]:
    """Per currency code, per language, how many locales write it with each symbol."""
    table: dict[str, dict[str, Counter[str]]] = defaultdict(lambda: defaultdict(Counter))
    everywhere = QLocale.matchingLocales(
        QLocale.Language.AnyLanguage, QLocale.Script.AnyScript, QLocale.Country.AnyCountry
    )
    for locale in everywhere:
        code = locale.currencySymbol(_ISO_CODE)
        symbol = locale.currencySymbol(_SYMBOL)
        if code and symbol:
            table[code][QLocale.languageToCode(locale.language())][symbol] += 1
    return {code: dict(languages) for code, languages in table.items()}


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
    if locale.currencySymbol(_ISO_CODE) == code:
        return locale.currencySymbol(_SYMBOL) or code
    own = locale.currencySymbol(_SYMBOL)
    languages = _symbols_by_currency().get(code, {})
    same_language = languages.get(QLocale.languageToCode(locale.language()), Counter())
    overall: Counter[str] = Counter()
    for counts in languages.values():
        overall.update(counts)
    candidates = [symbol for symbol, _ in same_language.most_common()]
    candidates += [symbol for symbol, _ in overall.most_common()]
    return next((symbol for symbol in candidates if symbol != own), code)


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
