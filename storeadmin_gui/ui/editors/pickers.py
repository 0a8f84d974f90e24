"""Pickers that let staff choose a record of the store instead of typing its code or id.

- :class:`SearchPicker`: a search box that asks the server as the user types (debounced, stale
  answers dropped) and offers the matches in a popup; the one mechanism behind
- :class:`CustomerPicker` (customers lookup, by e-mail or name) and
- :class:`VariantPicker` (variants by code or name across the products lookup: the API lists
  variants per product only).
- :class:`ChannelPicker` and :class:`LocalePicker`: combo boxes filled from the channels and locales
  lookups; :func:`link_locales` keeps the locale choice to the locales of the chosen channel.

Every picker falls back to free text when the server has no lookups (docs/api.md section 10), so
the editors keep working against a server that only has the contract's endpoints.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QModelIndex, Qt, QTimer, Signal
from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QComboBox, QCompleter, QLabel, QLineEdit, QVBoxLayout, QWidget

from storeadmin_gui.api import CustomerCriteria, StoreClient, VariantCriteria, errors
from storeadmin_gui.api.models import Channel, Customer, Product, Variant
from storeadmin_gui.ui import tasks
from storeadmin_gui.ui.formats import format_money
from storeadmin_gui.ui.i18n import noop, tr, translated
from storeadmin_gui.ui.labels import locale_label
from storeadmin_gui.ui.locale_names import locale_names
from storeadmin_gui.ui.shell.style import set_role
from storeadmin_gui.ui.widgets.error_label import set_keep_line

__all__ = [
    "ChannelPicker",
    "Choice",
    "CustomerPicker",
    "LocalePicker",
    "LookupUnavailable",
    "SearchPicker",
    "VariantChoice",
    "VariantPicker",
    "fill_channel_and_locale",
    "link_locales",
    "load_channels",
    "load_locale_names",
    "parse_id",
]

SEARCH_DELAY_MS = 250
MATCH_LIMIT = 20
# Variant searches fan out to one request per product; a few at a time keeps the server responsive.
PARALLEL_REQUESTS = 4

_VALUE_ROLE = Qt.ItemDataRole.UserRole + 1
_CHOICE_ROLE = Qt.ItemDataRole.UserRole + 2


class LookupUnavailable(Exception):
    """The server has no lookup to search; the message tells staff what to type instead."""


@dataclass(frozen=True)
class Choice:
    """One match offered by a picker: what the user reads, and the value the editor sends."""

    label: str
    value: Any
    detail: str = ""


class SearchPicker(QWidget):
    """A search box: typing asks :meth:`search` (after a short pause) and shows the matches.

    The chosen match's ``value`` is the picker's value. Typing again forgets the choice; then the
    value is what ``free_text`` makes of the text (``None`` when free text is not accepted), so a
    picker works as a plain input where the server cannot search. ``searched`` reports the number
    of matches of each finished search (views and tests wait on it).
    """

    changed = Signal()
    chosen = Signal(object)  # the Choice picked from the popup
    searched = Signal(int)

    nothing_found_text = noop("editors.pickers", "Nothing matches “{text}”.")

    def __init__(
        self,
        parent: QWidget | None = None,
        *,
        placeholder: str = noop("editors.pickers", "Type to search…"),
        free_text: Callable[[str], Any] | None = None,
    ) -> None:
        placeholder = translated(placeholder)
        super().__init__(parent)
        self._free_text = free_text
        self._choice: Choice | None = None
        self._search_task: asyncio.Task[None] | None = None

        self.line_edit = QLineEdit(self)
        self.line_edit.setPlaceholderText(placeholder)
        self.line_edit.setClearButtonEnabled(True)
        self.hint_label = QLabel(self)
        self.hint_label.setObjectName("pickerHint")
        self.hint_label.setWordWrap(True)
        set_role(self.hint_label, "hint")
        # Its line is kept while empty: "Searching…" appearing and going as one types would
        # move the box being typed in, and the list of matches, placed under the box as it was
        # a moment before, would then cover it.
        set_keep_line(self.hint_label)
        self.hint_label.setVisible(False)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(2)
        column.addWidget(self.line_edit)
        column.addWidget(self.hint_label)
        self.setFocusProxy(self.line_edit)

        self.matches = QStandardItemModel(self)
        self.completer = QCompleter(self.matches, self)
        self.completer.setWidget(self.line_edit)
        self.completer.setCompletionMode(QCompleter.CompletionMode.UnfilteredPopupCompletion)
        self.completer.setMaxVisibleItems(12)
        activated: Any = self.completer.activated  # overloaded signal: pick the index one
        activated[QModelIndex].connect(self._activated)

        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(SEARCH_DELAY_MS)
        self._timer.timeout.connect(self._start_search)
        self.line_edit.textEdited.connect(self._text_edited)

    # --- what a subclass implements ---------------------------------------------------------

    async def search(self, text: str) -> list[Choice]:
        """The matches for ``text``, best first; :class:`LookupUnavailable` when the server
        cannot search."""
        raise NotImplementedError

    # --- value ------------------------------------------------------------------------------

    def value(self) -> Any:
        if self._choice is not None:
            return self._choice.value
        text = self.line_edit.text().strip()
        if text and self._free_text is not None:
            return self._free_text(text)
        return None

    def choice(self) -> Choice | None:
        return self._choice

    def label_for(self, value: Any) -> str:
        """What the box reads for ``value`` when it is set rather than picked (load, undo)."""
        return "—" if value is None else str(value)

    def set_value(self, value: Any, label: str | None = None) -> None:
        """Show ``value`` as chosen (``label`` is what the box reads; default: :meth:`label_for`).

        With ``value``, ``set_value`` and ``changed`` a picker is a form ``ValueInput``.
        """
        self._drop_pending_search()
        if value is None:
            self._choice = None
            self.line_edit.clear()
        else:
            shown = label if label is not None else self.label_for(value)
            self._choice = Choice(shown, value)
            self.line_edit.setText(shown)
        self.hint_label.setVisible(False)
        self.changed.emit()

    def choose(self, choice: Choice) -> None:
        """Take ``choice`` as if the user picked it from the popup."""
        self._drop_pending_search()
        self._choice = choice
        self.line_edit.setText(choice.label)
        self.line_edit.setCursorPosition(0)
        popup = self.completer.popup()
        if popup is not None:
            popup.hide()
        self.hint_label.setVisible(False)
        self.changed.emit()
        self.chosen.emit(choice)

    def offered(self) -> list[Choice]:
        """The matches the popup offers now."""
        return [self.matches.item(row).data(_CHOICE_ROLE) for row in range(self.matches.rowCount())]

    def show_hint(self, text: str) -> None:
        self.hint_label.setText(text)
        self.hint_label.setVisible(bool(text))

    # --- searching --------------------------------------------------------------------------

    def _text_edited(self, _text: str) -> None:
        if self._choice is not None:
            self._choice = None
        self.changed.emit()
        self._timer.start()

    def _drop_pending_search(self) -> None:
        """Forget a search not yet answered: its matches would be for text no longer in the box
        (a value set or chosen meanwhile, or more typed)."""
        self._timer.stop()
        if self._search_task is not None and not self._search_task.done():
            self._search_task.cancel()

    def _start_search(self) -> None:
        text = self.line_edit.text().strip()
        self._drop_pending_search()
        if not text:
            self.matches.clear()
            self.show_hint("")
            return
        self._search_task = tasks.spawn(self._run_search(text), owner=self)

    async def _run_search(self, text: str) -> None:
        self.show_hint(tr("editors.pickers", "Searching…"))
        try:
            found = await self.search(text)
        except LookupUnavailable as missing:
            self.matches.clear()
            self.show_hint(str(missing))
            self.searched.emit(0)
            return
        except errors.ApiError as error:
            self.matches.clear()
            self.show_hint(tr("editors.pickers", "Search failed: {error}").format(error=error))
            self.searched.emit(0)
            return
        self.matches.clear()
        for choice in found:
            item = QStandardItem(choice.label)
            item.setData(choice.value, _VALUE_ROLE)
            item.setData(choice, _CHOICE_ROLE)
            if choice.detail:
                item.setToolTip(choice.detail)
            item.setEditable(False)
            self.matches.appendRow(item)
        if found:
            self.show_hint("")
            if self.line_edit.hasFocus():
                self.completer.complete()
        else:
            self.show_hint(self.nothing_found_text.format(text=text))
        self.searched.emit(len(found))

    def _activated(self, index: QModelIndex) -> None:
        choice = index.data(_CHOICE_ROLE)
        if isinstance(choice, Choice):
            self.choose(choice)


class CustomerPicker(SearchPicker):
    """Find a customer by e-mail or name (the customers lookup, searched by ``CustomerCriteria``).

    ``value`` is what the endpoint wants: ``"email"`` for carts, ``"id"`` for orders. Without the
    lookup the picker takes a typed e-mail (or id) as it is.
    """

    def __init__(
        self, client: StoreClient, parent: QWidget | None = None, *, value: str = "email"
    ) -> None:
        self._client = client
        self._value_kind = value
        free_text = parse_id if value == "id" else str
        placeholder = (
            tr("editors.pickers", "Customer e-mail or name…")
            if value == "email"
            else tr("editors.pickers", "Customer e-mail, name or id…")
        )
        super().__init__(parent, placeholder=placeholder, free_text=free_text)

    async def search(self, text: str) -> list[Choice]:
        try:
            page = await self._client.customers.list(
                page=1, limit=MATCH_LIMIT, criteria=CustomerCriteria(query=text)
            )
        except (errors.NotFound, errors.NotOffered) as missing:  # no lookup, or no search
            raise LookupUnavailable(
                tr(
                    "editors.pickers",
                    "This server cannot search customers: type the e-mail address.",
                )
                if self._value_kind == "email"
                else tr(
                    "editors.pickers",
                    "This server cannot search customers: type the customer's id.",
                )
            ) from missing
        return [self.choice_for(customer) for customer in page.items]

    def choice_for(self, customer: Customer) -> Choice:
        name = customer.full_name
        label = f"{name} <{customer.email}>" if name else (customer.email or f"#{customer.id}")
        value = customer.id if self._value_kind == "id" else customer.email
        return Choice(
            label, value, detail=tr("editors.pickers", "Customer #{id}").format(id=customer.id)
        )


def parse_id(text: str) -> int | None:
    """A typed id (digits only), else ``None``."""
    return int(text) if text.isdigit() else None


@dataclass(frozen=True)
class VariantChoice:
    """A variant found by the picker, with its product (carts want the code, orders the id)."""

    product_code: str
    product_name: str
    variant: Variant

    @property
    def code(self) -> str:
        return self.variant.code

    @property
    def id(self) -> int:
        return self.variant.id

    def name(self, locale: str | None = None) -> str:
        """The variant's name in ``locale`` (or any it has), else its product's name."""
        translations = self.variant.translations
        chosen = translations.get(locale or "") or next(iter(translations.values()), None)
        return (chosen.name if chosen and chosen.name else None) or self.product_name

    def price_in(self, channel: str | None) -> int | None:
        pricing = self.variant.channel_pricings.get(channel or "")
        return pricing.price if pricing is not None else None


class VariantPicker(SearchPicker):
    """Find a variant by code or name across every product (the API lists variants per product).

    A product whose name matches offers all its variants. With :meth:`set_channel` the matches
    show their price in that channel and say when the variant is not sold there. Without the
    products lookup, ``free_text`` turns what was typed into the value (a code for carts, an id
    for orders).
    """

    def __init__(
        self,
        client: StoreClient,
        parent: QWidget | None = None,
        *,
        free_text: Callable[[str], Any] | None = None,
        typed: str = "code",
    ) -> None:
        self._client = client
        self._typed = typed  # what ``free_text`` takes: "code" (carts) or "id" (orders)
        self._products: list[Product] | None = None
        self._channel: str | None = None
        self._currency: str | None = None
        self._locale: str | None = None
        super().__init__(
            parent, placeholder=tr("editors.pickers", "Variant code or name…"), free_text=free_text
        )

    def set_channel(self, channel: str | None, currency: str | None, locale: str | None) -> None:
        self._channel, self._currency, self._locale = channel, currency, locale

    def variant(self) -> VariantChoice | None:
        value = self.value()
        return value if isinstance(value, VariantChoice) else None

    def label_for(self, value: Any) -> str:
        if isinstance(value, VariantChoice):
            return f"{value.code} — {value.name(self._locale)}"
        return super().label_for(value)

    async def products(self) -> list[Product] | None:
        """The products lookup, fetched once; ``None`` when the server has none."""
        if self._products is None:
            try:
                self._products = [product async for product in self._client.products.iter_all()]
            except errors.NotFound:
                return None
        return self._products

    async def search(self, text: str) -> list[Choice]:
        products = await self.products()
        if products is None:
            raise LookupUnavailable(
                tr(
                    "editors.pickers",
                    "This server cannot search products: type the exact variant {typed}.",
                ).format(typed=self._typed)
            )
        needle = text.casefold()
        gate = asyncio.Semaphore(PARALLEL_REQUESTS)

        async def variants_of(product: Product, criteria: VariantCriteria | None) -> list[Variant]:
            async with gate:
                page = await self._client.variants.list(
                    product.code, page=1, limit=MATCH_LIMIT, criteria=criteria
                )
            return list(page.items)

        jobs: list[tuple[Product, Any]] = []
        for product in products:
            if needle in (product.name or "").casefold() or needle in product.code.casefold():
                jobs.append((product, variants_of(product, None)))
            else:
                jobs.append((product, variants_of(product, VariantCriteria(code=text))))
                jobs.append((product, variants_of(product, VariantCriteria(name=text))))
        answers = await asyncio.gather(*(job for _product, job in jobs))
        found: dict[int, VariantChoice] = {}
        for (product, _job), variants in zip(jobs, answers, strict=True):
            for variant in variants:
                found.setdefault(
                    variant.id, VariantChoice(product.code, product.name or product.code, variant)
                )
        ranked = sorted(found.values(), key=lambda match: _rank(match, needle))
        return [self.choice_for(match) for match in ranked[: MATCH_LIMIT * 2]]

    def choice_for(self, match: VariantChoice) -> Choice:
        label = f"{match.code} — {match.name(self._locale)}"
        price = match.price_in(self._channel)
        if self._channel and price is None:
            label += tr("editors.pickers", "  (not sold in {channel})").format(
                channel=self._channel
            )
        elif price is not None and self._currency:
            label += f"  {format_money(price, self._currency, self._locale)}"
        detail = tr("editors.pickers", "Product {product_name} ({product_code})").format(
            product_name=match.product_name, product_code=match.product_code
        )
        return Choice(label, match, detail=detail)


def _rank(match: VariantChoice, needle: str) -> tuple[int, str]:
    """Exact code first, then codes starting with the text, then the rest by code."""
    code = match.code.casefold()
    if code == needle:
        return (0, code)
    if code.startswith(needle):
        return (1, code)
    return (2, code)


def _placeholder(combo: QComboBox, text: str) -> None:
    line = combo.lineEdit()
    if line is not None:
        line.setPlaceholderText(text)


async def load_channels(client: StoreClient) -> list[Channel] | None:
    """Every channel of the store; ``None`` when the server has no channels lookup."""
    try:
        return [channel async for channel in client.channels.iter_all()]
    except errors.NotFound:
        return None


class ChannelPicker(QComboBox):
    """The store's enabled channels by name; its value is the channel code.

    Without the lookup it becomes an editable box for a typed channel code.
    """

    channel_changed = Signal(object)  # Channel | None

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._channels: dict[str, Channel] = {}
        self.currentIndexChanged.connect(self._announce)
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)

    def set_channels(self, channels: Sequence[Channel] | None) -> None:
        """Offer ``channels`` (enabled ones only); ``None`` switches to free text."""
        self.blockSignals(True)
        try:
            self.clear()
            self._channels = {}
            if channels is None:
                self.setEditable(True)
                _placeholder(self, tr("editors.pickers", "Channel code"))
                return
            self.setEditable(False)
            self.addItem(tr("editors.pickers", "Choose a channel…"), None)
            for channel in channels:
                if channel.enabled is False:
                    continue
                self._channels[channel.code] = channel
                currency = f", {channel.base_currency}" if channel.base_currency else ""
                self.addItem(
                    f"{channel.name or channel.code} ({channel.code}{currency})", channel.code
                )
        finally:
            self.blockSignals(False)
        if len(self._channels) == 1:
            self.setCurrentIndex(1)  # one channel: nothing to choose
        self._announce()

    def channel(self) -> Channel | None:
        return self._channels.get(self.currentData() or "")

    def code(self) -> str | None:
        if self.isEditable():
            return self.currentText().strip() or None
        data = self.currentData()
        return data if isinstance(data, str) else None

    def _announce(self, *_args: object) -> None:
        self.channel_changed.emit(self.channel())


class LocalePicker(QComboBox):
    """Locales by name; its value is the locale code. Free text without the lookups."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._names: dict[str, str] = {}
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)

    def set_names(self, names: dict[str, str]) -> None:
        """Readable names of locale codes (from the locales lookup)."""
        self._names = dict(names)

    @property
    def store_locales(self) -> list[str]:
        """Every locale of the store the lookup listed."""
        return list(self._names)

    def set_locales(self, codes: Sequence[str] | None, default: str | None = None) -> None:
        """Offer ``codes`` (``default`` preselected); ``None`` switches to free text."""
        self.blockSignals(True)
        try:
            self.clear()
            if codes is None:
                self.setEditable(True)
                _placeholder(self, tr("editors.pickers", "Locale code, e.g. en_US"))
            else:
                self.setEditable(False)
                for code in codes:
                    self.addItem(locale_label(code, self._names), code)
                    self.setItemData(self.count() - 1, code, Qt.ItemDataRole.ToolTipRole)
                if not codes:  # no channel chosen yet: say so rather than show an empty box
                    self.addItem(tr("editors.pickers", "Choose a channel first"), None)
        finally:
            self.blockSignals(False)
        self.setEnabled(codes is None or bool(codes))
        index = self.findData(default) if default else -1
        self.setCurrentIndex(index if index >= 0 else (0 if self.count() else -1))
        self.currentIndexChanged.emit(self.currentIndex())


async def load_locale_names(client: StoreClient) -> dict[str, str]:
    """Locale code -> readable name; empty when the server has no locales lookup."""
    return await locale_names(client)


def link_locales(channels: ChannelPicker, locales: LocalePicker) -> None:
    """Offer only the chosen channel's locales, its default first chosen (contract: the cart's
    locale must be a locale of its channel); every locale where the channel does not say."""

    def follow(channel: Channel | None) -> None:
        if channels.isEditable():
            return
        if channel is None:
            locales.set_locales([], None)
            return
        # A server that does not say a channel's locales: every locale of the store (the server
        # says which the channel refuses).
        codes = list(channel.locales) or locales.store_locales
        locales.set_locales(codes, channel.default_locale)

    channels.channel_changed.connect(follow)
    follow(channels.channel())


async def fill_channel_and_locale(
    client: StoreClient, channels: ChannelPicker, locales: LocalePicker
) -> None:
    """Load both lookups into the pickers (free text where the server has none)."""
    found, names = await asyncio.gather(load_channels(client), load_locale_names(client))
    locales.set_names(names)
    if found is None:
        locales.set_locales(None)
    channels.set_channels(found)
