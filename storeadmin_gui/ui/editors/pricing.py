"""Prices as staff type them: major units in the channel's currency, never the API's minor units.

:class:`MoneyEdit` is a price typed as text and read by the one amount parser: "-5", "abc" or
"12.345" stay as typed and the row says what is wrong; :class:`PricingGrid` is the variant
editor's channel pricing input, one row per enabled channel, whose value is
``{channel code: "12.43"}``: the request form of docs/api.md section 5, built with the client's
:class:`~storeadmin_gui.api.Money`.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from decimal import Decimal
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QGridLayout, QLabel, QSizePolicy, QWidget

from storeadmin_gui.api import Money
from storeadmin_gui.api.models import Channel
from storeadmin_gui.ui import formats
from storeadmin_gui.ui.editors.inputs import ParsedEdit
from storeadmin_gui.ui.editors.parsing import Amount
from storeadmin_gui.ui.i18n import noop, tr
from storeadmin_gui.ui.shell.style import set_role
from storeadmin_gui.ui.widgets.error_label import error_label

__all__ = [
    "MINIMUM_PRICE",
    "PRICE",
    "MoneyEdit",
    "PricingGrid",
    "currency_label",
    "currency_name",
    "currency_symbol",
    "currency_unknown",
    "price_problem",
]

MINIMUM_PRICE = Decimal(Money.MIN_PRICE_MINOR).scaleb(-2)
# The bound of every amount the store takes (docs/api.md section 5).
PRICE = Amount(
    MINIMUM_PRICE,
    Money.largest_major(),
    below=noop("editors.pricing", "Price must be at least {minimum}."),
)


def currency_symbol(currency: str | None, locale: str | None = None) -> str:
    """The symbol staff know (``$``, ``€``), as their locale writes it."""
    if not currency:
        return ""
    return formats.currency_symbol(currency, formats.locale_for(locale))


def currency_label(currency: str | None, locale: str | None = None) -> str:
    """Beside a price box: the symbol and the code ("€ EUR"), the code once where the symbol
    is the code itself ("PLN", not "PLN PLN")."""
    if not currency:
        return currency_name(None)
    symbol = currency_symbol(currency, locale)
    return currency if symbol == currency else f"{symbol} {currency}"


def currency_name(currency: str | None) -> str:
    """A channel's currency code, or that it is unknown: a server that does not say which
    currency a channel uses (and has no sale to tell it) gets no guess."""
    return currency or tr("editors.pricing", "currency unknown")


def currency_unknown() -> str:
    """Why a channel's currency is unknown, for the place that says so."""
    return tr(
        "editors.pricing",
        "The store does not say which currency this channel uses, and the channel has no carts "
        "or orders to tell it. Prices are in the channel's own currency.",
    )


def price_problem(text: str) -> str | None:
    """Why ``text`` cannot be sent as a price (``None`` when it can, or when it is blank)."""
    return PRICE(text).problem


class MoneyEdit(ParsedEdit):
    """A price in major units of ``currency``: ``value()`` is ``"12.40"``, or the text as typed
    while it is not a price (then ``problem()`` says why)."""

    def __init__(self, currency: str | None = None, parent: QWidget | None = None) -> None:
        super().__init__(PRICE, placeholder=tr("editors.pricing", "no price"), parent=parent)
        self.currency = currency


class PricingGrid(QWidget):
    """One row per enabled channel: name, price box with its currency, the row's messages.

    Value: ``{channel code: "12.43"}`` for the channels that have a price. Prices the variant has
    in channels that are not enabled are shown as a note and never sent (the server refuses
    prices for them).
    """

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._grid = QGridLayout(self)
        self._grid.setContentsMargins(0, 0, 0, 0)
        self._grid.setHorizontalSpacing(8)
        self._grid.setVerticalSpacing(2)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        self.edits: dict[str, MoneyEdit] = {}
        self.names: dict[str, str] = {}  # channel code -> "Web Store (WEB)"
        self._errors: dict[str, QLabel] = {}
        self._server: dict[str, list[str]] = {}
        self._required: set[str] = set()
        self.note = QLabel()
        self.note.setWordWrap(True)
        set_role(self.note, "hint")
        self.free_text = False

    def set_channels(self, channels: Iterable[Channel], locale: str = "en_US") -> None:
        """Build the rows: enabled channels only, in the order given."""
        row = 0
        for channel in channels:
            if channel.enabled is False:
                continue
            self.names[channel.code] = f"{channel.name or channel.code} ({channel.code})"
            name = QLabel(self.names[channel.code])
            edit = MoneyEdit(channel.base_currency)
            edit.setObjectName(f"price:{channel.code}")
            edit.setAccessibleName(
                tr("editors.pricing", "Price in {value}").format(value=channel.name or channel.code)
            )
            name.setBuddy(edit)
            currency = channel.base_currency
            symbol = QLabel(currency_label(currency, locale))
            symbol.setToolTip("" if currency else currency_unknown())
            error = error_label(f"error:price:{channel.code}")
            self._grid.addWidget(name, row * 2, 0)
            self._grid.addWidget(edit, row * 2, 1)
            self._grid.addWidget(symbol, row * 2, 2)
            self._grid.addWidget(error, row * 2 + 1, 1, 1, 3)  # to the edge: one line
            edit.changed.connect(lambda code=channel.code: self._edited(code))
            self.edits[channel.code] = edit
            self._errors[channel.code] = error
            row += 1
        self._grid.addWidget(self.note, row * 2, 0, 1, 3)
        self._grid.setColumnStretch(3, 1)
        self.note.setVisible(False)

    def set_free_text_channels(self, codes: Iterable[str]) -> None:
        """Without a channels lookup: a row for each channel code the variant already has."""
        self.free_text = True
        self.set_channels(Channel(code=code, name=code, enabled=True) for code in codes)

    def set_other_prices(self, prices: Mapping[str, str]) -> None:
        """Prices in channels without a row (disabled ones), shown for information."""
        if prices:
            listed = ", ".join(f"{code}: {price}" for code, price in sorted(prices.items()))
            self.note.setText(
                tr(
                    "editors.pricing",
                    "Also priced in channels that are not enabled (not editable here): {listed}",
                ).format(listed=listed)
            )
        self.note.setVisible(bool(prices))

    # --- CompositeInput ---------------------------------------------------------------------

    def value(self) -> dict[str, str]:
        return {code: price for code, edit in self.edits.items() if (price := edit.value())}

    def set_value(self, value: Mapping[str, str] | None) -> None:
        for code, edit in self.edits.items():
            wanted = (value or {}).get(code)
            if edit.value() != wanted:  # "20" stays as typed when it already means "20.00"
                edit.set_value(wanted)
        self._server = {}
        self._refresh()

    def show_errors(self, messages: Mapping[str, list[str]]) -> None:
        """Paths below ``channel_pricings``: ``"WEB.price"`` or ``"WEB"`` go to that row."""
        self._server = {}
        for path, texts in messages.items():
            code = path.split(".", 1)[0]
            self._server.setdefault(code, []).extend(texts)
        self._refresh()

    def set_required(self, codes: Iterable[str]) -> None:
        """Channels whose price the server has: it can be changed, never removed."""
        self._required = set(codes)
        self._refresh()

    def local_errors(self) -> dict[str, str]:
        return {f"{code}.price": problem for code in self.edits if (problem := self._problem(code))}

    def _problem(self, code: str) -> str | None:
        edit = self.edits[code]
        if code in self._required and not edit.text().strip():
            return tr(
                "editors.pricing", "Please enter the price (a price can be changed, not removed)."
            )
        return edit.problem()

    def error_text(self, code: str) -> str:
        label = self._errors[code]
        return label.text() if label.isVisibleTo(self) else ""

    def input_at_fault(self) -> QWidget | None:
        """The first price whose row shows a message (the editor puts the cursor there)."""
        return next((self.edits[code] for code in self.edits if self.error_text(code)), None)

    def leaf_label(self, code: str) -> str:
        """A channel's price, named for the conflict comparison."""
        return tr("editors.pricing", "Price in {get}").format(get=self.names.get(code, code))

    def leaf_text(self, code: str, value: Any) -> str:
        edit = self.edits.get(code)
        if value in (None, ""):
            return tr("editors.pricing", "no price")
        if edit is not None and edit.currency and PRICE(str(value)).ok:
            return formats.money(Money.to_minor(str(value)), edit.currency)
        return str(value)

    def _edited(self, code: str) -> None:
        self._server.pop(code, None)
        self._refresh()
        self.changed.emit()

    def _refresh(self) -> None:
        for code, label in self._errors.items():
            problem = self._problem(code)
            texts = [problem] if problem else []
            texts += [text for text in self._server.get(code, []) if text not in texts]
            label.setText("\n".join(texts))
            label.setVisible(bool(texts))
