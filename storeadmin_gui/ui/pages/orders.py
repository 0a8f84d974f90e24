"""Orders: every order that is not deleted (carts included), filtered by state, number, customer,
channel, payment state, shipping state and the day its checkout completed (from, to).

Totals are in each order's currency; the server sorts them by amount alone, so a sort by total over
orders in several currencies says so above the table (a channel filter sorts within one currency).

The steps after checkout (Ship, Mark as paid, Cancel) work on the selection, in a window with a
result per order (``ui.order_steps_dialog``); the list reloads its rows afterwards. The steps and
the payment, shipping and date filters are docs/api.md section 11: the page asks once whether the
server offers them, and hides what it lacks with one line saying so.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel
from PySide6.QtCore import QLocale, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QComboBox, QDialog, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from storeadmin_gui.api import Extension, ListName, ServerExtensions, StoreClient
from storeadmin_gui.api.models import SOLD_STATES
from storeadmin_gui.ui import editors
from storeadmin_gui.ui.columns import order_columns
from storeadmin_gui.ui.detail import DetailSection
from storeadmin_gui.ui.filter_state import filter_value
from storeadmin_gui.ui.i18n import noop, tr
from storeadmin_gui.ui.labels import (
    NONE_SHOWN,
    ORDER_STATES,
    PAYMENT_STATES,
    SHIPPING_STATES,
    state_label,
)
from storeadmin_gui.ui.order_steps import Step
from storeadmin_gui.ui.pages.base import ResourcePage
from storeadmin_gui.ui.pages.kinds import ORDERS, TITLES
from storeadmin_gui.ui.pages.sections import order_sections
from storeadmin_gui.ui.server_offers import missing_reason
from storeadmin_gui.ui.style import set_role
from storeadmin_gui.ui.table_model import Column, PageSource
from storeadmin_gui.ui.widgets import DateFilter, SearchBox

if TYPE_CHECKING:  # opened from the list, imported then: not needed for its first rows
    from storeadmin_gui.ui.order_steps_dialog import OrderStepsDialog
    from storeadmin_gui.ui.print_dialog import OrderPrintDialog

__all__ = ["OrdersPage"]


class OrdersPage(ResourcePage):
    key = ORDERS
    title = TITLES[ORDERS]
    none_matching = noop("pages.orders", "No orders match these filters.")
    none_yet = noop("pages.orders", "There are no orders yet.")
    record_name = "order"
    list_name = ListName.ORDERS
    can_create = True
    can_delete = True
    soft_delete = True
    asks_offers = True  # the steps, the payment, shipping and date filters, the Completed sort

    def __init__(self, client: StoreClient, parent: QWidget | None = None) -> None:
        self._listed_currencies: set[str] = set()  # of every order seen so far
        self._shown_currencies: set[str] = set()  # of the orders seen since the list was reset
        super().__init__(client, parent)
        self.model.modelReset.connect(self._list_reset)
        self.offers_note = QLabel()
        self.offers_note.setObjectName("offersNote")
        set_role(self.offers_note, "hint")
        self.offers_note.hide()
        layout = self.layout()
        assert isinstance(layout, QVBoxLayout)
        layout.insertWidget(1, self.offers_note)  # under the filters

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
        self.step_actions: dict[Step, QAction] = {}
        tooltips = {
            Step.SHIP: tr("pages.orders", "Ship the selected orders (asked first, a result each)"),
            Step.PAY: tr(
                "pages.orders", "Mark the selected orders as paid (asked first, a result each)"
            ),
            Step.CANCEL: tr(
                "pages.orders", "Cancel the selected orders (asked first, a result each)"
            ),
        }
        for step in (Step.SHIP, Step.PAY, Step.CANCEL):
            action = QAction(step.many_label, self)
            action.setToolTip(tooltips[step])
            action.triggered.connect(lambda _checked=False, step=step: self.take_step(step))
            self.step_actions[step] = action
        return [self.print_action, *self.step_actions.values()]

    def take_step(self, step: Step) -> OrderStepsDialog | None:
        """The window that takes ``step`` on the selected orders; the rows reload after it."""
        from storeadmin_gui.ui.order_steps_dialog import OrderStepsDialog

        ids = [int(str(key)) for key in self.selected_keys()]
        if not ids:
            return None
        dialog = OrderStepsDialog(self.client, step, ids, parent=self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.applied.connect(lambda _done, _failed: self.reload_rows())
        dialog.show()
        return dialog

    def print_selected(self) -> OrderPrintDialog | None:
        """The print window for the selected orders, in the table's order."""
        from storeadmin_gui.ui.print_dialog import OrderPrintDialog
        from storeadmin_gui.ui.printing import Printout

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
        self.state_box = self._state_filter(
            tr("pages.orders", "Any state"),
            ORDER_STATES,
            tr("pages.orders", "Only orders in this state"),
        )
        # What the Overview counts as orders (its sales, orders and average order).
        self.state_box.addItem(tr("pages.orders", "Sold, not cancelled"), SOLD_STATES)
        self.number_box = SearchBox(tr("pages.orders", "Order number"))
        self.number_box.search_changed.connect(lambda _text: self.filters_changed())
        self.customer_box = SearchBox(tr("pages.orders", "Customer e-mail"))
        self.customer_box.search_changed.connect(lambda _text: self.filters_changed())
        self.channel_box = self.channel_filter(
            tr("pages.orders", "Only orders of this channel (their totals are all in its currency)")
        )
        self.payment_box = self._state_filter(
            tr("pages.orders", "Any payment"),
            PAYMENT_STATES,
            tr("pages.orders", "Only orders whose payment is in this state"),
        )
        self.shipping_box = self._state_filter(
            tr("pages.orders", "Any shipping"),
            SHIPPING_STATES,
            tr("pages.orders", "Only orders whose shipping is in this state"),
        )
        self.date_from_box = DateFilter(
            tr("pages.orders", "From any day"),
            tr("pages.orders", "Only orders whose checkout completed on or after this day"),
        )
        self.date_to_box = DateFilter(
            tr("pages.orders", "To any day"),
            tr("pages.orders", "Only orders whose checkout completed on or before this day"),
        )
        for box in (self.date_from_box, self.date_to_box):
            box.value_changed.connect(lambda _value: self.filters_changed())
        bar.addWidget(self.number_box)
        bar.addWidget(self.customer_box)
        bar.addWidget(self.state_box)
        bar.addWidget(self.channel_box)

    def build_more_filters(self, bar: QHBoxLayout) -> None:
        """Payment, shipping and the checkout days on a row of their own (section 11: hidden
        together on a server without them)."""
        bar.addWidget(self.payment_box)
        bar.addWidget(self.shipping_box)
        bar.addWidget(self.date_from_box)
        bar.addWidget(self.date_to_box)

    def _state_filter(self, any_text: str, states: Sequence[str], tooltip: str) -> QComboBox:
        """A drop-down of ``states`` (by their labels) with "any" first; it filters as chosen."""
        box = QComboBox()
        box.addItem(any_text, "")
        for state in states:
            box.addItem(state_label(state), state)
        box.setToolTip(tooltip)
        box.setAccessibleName(tooltip)
        box.activated.connect(lambda _index: self.filters_changed())
        return box

    def _extension_filters(self) -> tuple[QWidget, ...]:
        return (self.payment_box, self.shipping_box, self.date_from_box, self.date_to_box)

    def start(self) -> None:
        self.channel_box.load()

    def show_offered(self, offered: ServerExtensions) -> None:
        """Hide what the server lacks of section 11, saying so once. When it cannot tell now
        (no answer), everything stays: the server has the last word."""
        super().show_offered(offered)
        for step, action in self.step_actions.items():
            action.setVisible(offered.offers(step.value))
        filters_there = offered.order_filters
        for widget in self._extension_filters():
            widget.setVisible(filters_there)
        reason = missing_reason(offered, *(step.value for step in Step), Extension.ORDER_FILTERS)
        self.offers_note.setText(reason or "")
        self.offers_note.setVisible(reason is not None)
        if not filters_there and any(filter_value(w) for w in self._extension_filters()):
            self.filters_changed()  # a remembered payment filter no longer applies

    def criteria(self) -> dict[str, str]:
        criteria = {
            "state": str(self.state_box.currentData() or ""),
            "number": self.number_box.search,
            "customer": self.customer_box.search,
            "channel": self.channel_box.value,
        }
        if self.offered is None or self.offered.order_filters:
            criteria |= {
                "payment_state": str(self.payment_box.currentData() or ""),
                "shipping_state": str(self.shipping_box.currentData() or ""),
                "date_from": self.date_from_box.value,
                "date_to": self.date_to_box.value,
            }
        return criteria

    def filter_widget(self) -> QWidget:
        return self.number_box

    def filter_inputs(self) -> Mapping[str, QWidget]:
        return {
            "number": self.number_box,
            "customer": self.customer_box,
            "state": self.state_box,
            "channel": self.channel_box,
            "payment_state": self.payment_box,
            "shipping_state": self.shipping_box,
            "date_from": self.date_from_box,
            "date_to": self.date_to_box,
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
