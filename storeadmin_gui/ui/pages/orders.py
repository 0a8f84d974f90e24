"""Orders: every order that is not deleted (carts included), filtered by state, number, customer
and channel.

Totals are in each order's currency; the server sorts them by amount alone, so a sort by total over
orders in several currencies says so above the table (a channel filter sorts within one currency).
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from typing import Any

from pydantic import BaseModel
from PySide6.QtCore import QLocale, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QComboBox, QDialog, QHBoxLayout, QWidget

from storeadmin_gui.api import StoreClient
from storeadmin_gui.ui import editors
from storeadmin_gui.ui.columns import order_columns
from storeadmin_gui.ui.detail import DetailSection
from storeadmin_gui.ui.i18n import noop, tr
from storeadmin_gui.ui.labels import NONE_SHOWN, ORDER_STATES, state_label
from storeadmin_gui.ui.pages.base import ResourcePage
from storeadmin_gui.ui.pages.sections import order_sections
from storeadmin_gui.ui.print_dialog import OrderPrintDialog
from storeadmin_gui.ui.printing import Printout
from storeadmin_gui.ui.table_model import Column, PageSource
from storeadmin_gui.ui.widgets import SearchBox

__all__ = ["OrdersPage"]


class OrdersPage(ResourcePage):
    title = noop("pages.orders", "Orders")
    none_matching = noop("pages.orders", "No orders match these filters.")
    none_yet = noop("pages.orders", "There are no orders yet.")
    record_name = "order"
    can_create = True
    can_delete = True
    soft_delete = True

    def __init__(self, client: StoreClient, parent: QWidget | None = None) -> None:
        self._listed_currencies: set[str] = set()  # of every order seen so far
        self._shown_currencies: set[str] = set()  # of the orders seen since the list was reset
        super().__init__(client, parent)
        self.model.modelReset.connect(self._list_reset)

    def columns(self) -> Sequence[Column]:
        return order_columns(total_tooltip=self._total_tooltip)

    def source(self) -> PageSource:
        """Summaries: the list shows a few fields of each order, not its lines."""
        return self.client.orders.summaries

    def item_key(self, item: Any) -> Hashable:
        return int(item.id)

    async def fetch_item(self, key: Hashable) -> BaseModel:
        return await self.client.orders.get(int(str(key)))

    def detail_sections(self, record: Any) -> Sequence[DetailSection]:
        return order_sections(record)

    def item_title(self, key: Hashable) -> str:
        cells = None
        row = self.view.currentIndex().row()
        if self.model.key_at(row) == key:
            cells = self.model.cells_at(row)
        number = cells[1] if cells else None
        return (
            tr("pages.orders", "Order {number}").format(number=number)
            if number and number != NONE_SHOWN
            else tr("pages.orders", "Order #{key}").format(key=key)
        )

    def edit_item(self, key: Hashable) -> QDialog:
        return editors.open_order_editor(self, self.client, int(str(key)))

    def create_item(self) -> QDialog:
        return editors.open_new_order(self, self.client, opened=self.follow)

    async def delete_item(self, key: Hashable) -> None:
        await self.client.orders.delete(int(str(key)))

    def build_row_actions(self) -> list[QAction]:
        self.print_action = QAction(tr("pages.orders", "Print…"), self)
        self.print_action.setToolTip(
            tr(
                "pages.orders",
                "Packing slips or invoices of the selected orders: preview, print, or save as PDF",
            )
        )
        self.print_action.triggered.connect(self.print_selected)
        return [self.print_action]

    def print_selected(self) -> OrderPrintDialog | None:
        """The print window for the selected orders, in the table's order."""
        ids = [int(str(key)) for key in self.selected_keys()]
        if not ids:
            return None
        dialog = OrderPrintDialog(
            self.client, Printout.INVOICE, order_ids=ids, settings=self.settings, parent=self
        )
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        return dialog

    def build_filters(self, bar: QHBoxLayout) -> None:
        self.state_box = QComboBox()
        self.state_box.addItem(tr("pages.orders", "Any state"), "")
        for state in ORDER_STATES:
            self.state_box.addItem(state_label(state), state)
        self.state_box.setToolTip(tr("pages.orders", "Only orders in this state"))
        self.state_box.activated.connect(lambda _index: self.filters_changed())
        self.number_box = SearchBox(tr("pages.orders", "Order number"))
        self.number_box.search_changed.connect(lambda _text: self.filters_changed())
        self.customer_box = SearchBox(tr("pages.orders", "Customer e-mail"))
        self.customer_box.search_changed.connect(lambda _text: self.filters_changed())
        self.channel_box = self.channel_filter(
            tr("pages.orders", "Only orders of this channel (their totals are all in its currency)")
        )
        bar.addWidget(self.number_box)
        bar.addWidget(self.customer_box)
        bar.addWidget(self.state_box)
        bar.addWidget(self.channel_box)

    def start(self) -> None:
        self.channel_box.load()

    def criteria(self) -> dict[str, str]:
        return {
            "state": str(self.state_box.currentData() or ""),
            "number": self.number_box.search,
            "customer": self.customer_box.search,
            "channel": self.channel_box.value,
        }

    def filter_widget(self) -> QWidget:
        return self.number_box

    def filter_inputs(self) -> Mapping[str, QWidget]:
        return {
            "number": self.number_box,
            "customer": self.customer_box,
            "state": self.state_box,
            "channel": self.channel_box,
        }

    # --- totals in several currencies ---------------------------------------------------------

    def rows_arrived(self, items: Sequence[Any]) -> None:
        found = {order.currency for order in items if order.currency}
        new = not found <= self._listed_currencies | self._shown_currencies
        self._listed_currencies |= found
        self._shown_currencies |= found
        if new:
            self.currencies_changed()

    def _list_reset(self) -> None:
        self._shown_currencies.clear()
        self.currencies_changed()

    def mixed_currencies(self) -> list[str]:
        """The currencies the listed orders may be in, when more than one (else empty). With a
        channel chosen, those of the orders it lists (one, unless the server ignores the
        filter); else those of every channel and of every order seen."""
        if self.channel_box.value:
            every = set(self._shown_currencies)
        else:
            every = set(self.currencies.values()) | self._listed_currencies
        return sorted(every) if len(every) > 1 else []

    def _sorted_by_total(self) -> bool:
        return "total" in self.model.sorting

    def sort_note_text(self) -> str | None:
        mixed = self.mixed_currencies()
        if not self._sorted_by_total() or len(mixed) < 2:
            return None
        return tr(
            "pages.orders",
            "Sorted by amount alone: totals in {joined} are compared as numbers, whatever "
            "their currency. Choose a channel to sort within its currency.",
        ).format(joined=_joined(mixed))

    def _total_tooltip(self) -> str:
        text = tr("pages.orders", "Each order's total in its own currency.")
        mixed = self.mixed_currencies()
        if len(mixed) > 1:
            text += tr(
                "pages.orders",
                " Sorting compares the amounts alone, across {joined}; choose a channel to "
                "sort within one currency.",
            ).format(joined=_joined(mixed))
        return text


def _joined(words: Sequence[str]) -> str:
    """``["EUR", "USD", "GBP"]`` -> ``"EUR, USD and GBP"``, as the user's language lists."""
    return QLocale().createSeparatedList(list(words))
