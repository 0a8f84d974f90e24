"""Money as staff read it, in any locale and currency a server reports, from Qt's CLDR data:
symbols where their readers know them, codes where a symbol would mislead or none exists, each
locale's separators, grouping and sign."""

from __future__ import annotations

from collections import Counter

import pytest
from PySide6.QtCore import QLocale

from storeadmin_gui.ui import formats
from storeadmin_gui.ui.formats import money

NBSP, NNBSP = "\u00a0", "\u202f"


@pytest.mark.parametrize(
    ("minor", "currency", "locale", "shown"),
    [
        (1059, "USD", "en_US", "$10.59"),
        (-1059, "USD", "en_US", "-$10.59"),  # a minus sign, not accounting brackets
        (123456789, "USD", "en_US", "$1,234,567.89"),
        (1059, "EUR", "de_DE", f"10,59{NBSP}€"),
        (123456789, "EUR", "de_DE", f"1.234.567,89{NBSP}€"),
        (123456, "EUR", "fr_FR", f"1{NNBSP}234,56{NBSP}€"),
        (1059, "PLN", "pl_PL", f"10,59{NBSP}zł"),
        (1059, "GBP", "en_GB", "£10.59"),
        (123456, "CHF", "de_CH", f"CHF{NBSP}1'234.56"),
        (1059, "EUR", "de_CH", f"€{NBSP}10.59"),
        (123456, "EUR", "nl_NL", f"€{NBSP}1.234,56"),
        (1059, "CHF", "en_US", f"CHF{NBSP}10.59"),  # letters kept apart from the digits
        (12345678, "INR", "hi_IN", "₹1,23,456.78"),  # Indian grouping
        (1059, "BRL", "pt_BR", f"R${NBSP}10,59"),
        (1059, "KES", "sw_KE", f"Ksh{NBSP}10.59"),
        (1059, "CZK", "cs_CZ", f"10,59{NBSP}Kč"),
        (1059, "USD", "de_DE", f"10,59{NBSP}$"),  # a foreign currency by its own symbol
        (1059, "CAD", "en_US", "CA$10.59"),  # "$" would read as the reader's own dollars
        (1059, "AUD", "en_US", "A$10.59"),
        (1059, "USD", "en_CA", "US$10.59"),
        (1059, "NOK", "sv_SE", f"10,59{NBSP}NOK"),  # "kr" is the reader's own crowns
        (5, "XTS", "en_US", f"XTS{NBSP}0.05"),  # no locale has a symbol: its code
    ],
)
def test_money_reads_as_the_locale_writes_it(
    minor: int, currency: str, locale: str, shown: str
) -> None:
    assert money(minor, currency, locale) == shown


def test_an_unknown_locale_falls_back_to_the_users(german_formats: None) -> None:
    assert money(1059, "EUR", "xx_YY") == f"10,59{NBSP}€"
    assert money(1059, "EUR") == f"10,59{NBSP}€"


@pytest.fixture
def german_formats() -> object:
    previous = QLocale()
    QLocale.setDefault(QLocale("de_DE"))
    yield None
    QLocale.setDefault(previous)


def test_every_locale_qt_knows_writes_money_with_its_digits() -> None:
    """Any locale a server may report: the amount is there, in the locale's digits."""
    everywhere = QLocale.matchingLocales(
        QLocale.Language.AnyLanguage, QLocale.Script.AnyScript, QLocale.Country.AnyCountry
    )
    assert len(everywhere) > 500
    for locale in everywhere:
        if locale.language() == QLocale.Language.C:
            continue
        text = money(123456, "EUR", locale.bcp47Name())  # as a server names it: "ff-Adlm-BF"
        assert locale.toString(56) in text, (locale.bcp47Name(), text)


@pytest.mark.parametrize(
    ("currency", "shown"), [("EUR", "€ EUR"), ("USD", "$ USD"), ("PLN", "PLN"), (None, "—")]
)
def test_a_price_box_names_its_currency_once(currency: str | None, shown: str) -> None:
    """ "PLN PLN" beside a Polish channel's price read as a stutter: a symbol that is the code
    itself is said once."""
    from storeadmin_gui.ui.editors.pricing import currency_label, currency_name

    assert currency_label(currency, "en_US") == (shown if currency else currency_name(None))


def _symbol_from_every_locale(code: str, locale: QLocale) -> str:
    """The symbol rule read from the table of every locale at once (what the start-up avoids)."""
    if locale.currencySymbol(QLocale.CurrencySymbolFormat.CurrencyIsoCode) == code:
        return locale.currencySymbol(QLocale.CurrencySymbolFormat.CurrencySymbol) or code
    own = locale.currencySymbol(QLocale.CurrencySymbolFormat.CurrencySymbol)
    languages = formats._symbols_by_currency().get(code, {})
    same_language = languages.get(QLocale.languageToCode(locale.language()), Counter())
    overall: Counter[str] = Counter()
    for counts in languages.values():
        overall.update(counts)
    candidates = [symbol for symbol, _ in same_language.most_common()]
    candidates += [symbol for symbol, _ in overall.most_common()]
    return next((symbol for symbol in candidates if symbol != own), code)


def test_a_currency_reads_as_the_table_of_every_locale_says() -> None:
    """Reading the reader's language from its own locales first picks, for every currency and
    every locale Qt knows, the symbol the table of all locales picks."""
    every = QLocale.matchingLocales(
        QLocale.Language.AnyLanguage, QLocale.Script.AnyScript, QLocale.Country.AnyCountry
    )
    codes = sorted({*formats._symbols_by_currency(), "XYZ"})  # and one no locale writes
    differ = [
        (code, locale.name())
        for locale in every
        for code in codes
        if formats._find_symbol(code, locale) != _symbol_from_every_locale(code, locale)
    ]
    assert differ == []
