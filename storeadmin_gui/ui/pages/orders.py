"""Orders: every order that is not deleted (carts included), filtered by state, number, customer,
channel, payment state, shipping state and the day its checkout completed (from, to).

Totals are in each order's currency; the server sorts them by amount alone, so a sort by total over
orders in several currencies says so above the table (a channel filter sorts within one currency):
:class:`MixedCurrencies`, the one part only this view has besides its steps.

The steps after checkout (Ship, Mark as paid, Cancel) work on the selection, in a window with a
result per order (``ui.order_steps_dialog``); the list reloads its rows afterwards. The steps and
the payment, shipping and date filters are docs/api.md section 11: a server without them gets
them hidden, with one line saying so.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QLocale, Qt

from storeadmin_gui.api import Feature, ListName, OrderCriteria
from storeadmin_gui.api.models import SOLD_STATES
from storeadmin_gui.ui import editors
from storeadmin_gui.ui.i18n import noop, tr
from storeadmin_gui.ui.labels import (
    NONE_SHOWN,
    ORDER_STATES,
    PAYMENT_STATES,
    SHIPPING_STATES,
    state_label,
)
from storeadmin_gui.ui.lists.columns import order_columns
from storeadmin_gui.ui.orders.order_steps import STEPS, Step
from storeadmin_gui.ui.pages.base import ListPage
from storeadmin_gui.ui.pages.kinds import ORDERS
from storeadmin_gui.ui.pages.list_spec import (
    FilterView,
    FilterWidget,
    FixedSource,
    ListHost,
    ListOperation,
    ListSpec,
    records_by_id,
    sections_named,
)
from storeadmin_gui.ui.shell.server_offers import ORDER_FILTERS_MISSING
from storeadmin_gui.ui.widgets import LookupComboBox

if TYPE_CHECKING:  # opened from the list, imported then: not needed for its first rows
    from storeadmin_gui.ui.lists.table_model import Cell
    from storeadmin_gui.ui.orders.order_steps_dialog import OrderStepsDialog
    from storeadmin_gui.ui.orders.print_dialog import OrderPrintDialog

__all__ = ["ORDERS_LIST", "MixedCurrencies", "OrdersPage", "print_selected", "take_step"]


class MixedCurrencies:
    """What a sort by total means over orders in several currencies: a note above the table and
    in the Total header, from the channels' currencies and those of the orders listed."""

    def __init__(self, page: ListPage) -> None:
        self._page = page
        self._listed: set[str] = set()  # the currencies of every order seen so far
        self._shown: set[str] = set()  # ... of the orders seen since the list was reset
        # What the Total header and the note above the table say now (at first: nothing mixed).
        self._said: tuple[list[str], str | None] = ([], None)
        page.model.items_arrived.connect(self._rows_arrived)
        page.model.modelReset.connect(self._list_reset)
        if page.channels is not None:
            page.channels.changed.connect(self.changed)

    def mixed(self) -> list[str]:
        """The currencies the listed orders may be in, when more than one (else empty). With a
        channel chosen, those of the orders it lists (one, unless the server ignores the
        filter); else those of every channel and of every order seen."""
        channel = self._page.filters.box("channel")
        if isinstance(channel, LookupComboBox) and channel.value:
            every = set(self._shown)
        else:
            every = set(self._page.currencies.values()) | self._listed
        return sorted(every) if len(every) > 1 else []

    def changed(self) -> None:
        """The currencies known (or the sort) may have changed: the Total header and the note
        say what they mean now."""
        mixed = self.mixed()
        note = None
        if "total" in self._page.model.sorting and len(mixed) > 1:
            note = tr(
                "pages.orders",
                "Sorted by amount alone: totals in {joined} are compared as numbers, whatever "
                "their currency. Choose a channel to sort within its currency.",
            ).format(joined=_joined(mixed))
        if self._said == (mixed, note):
            return
        self._said = (mixed, note)
        self._page.show_sort_note(note)
        self._page.model.refresh_headers()

    def total_tooltip(self) -> str:
        text = tr("pages.orders", "Each order's total in its own currency.")
        mixed = self.mixed()
        if len(mixed) > 1:
            text += tr(
                "pages.orders",
                " Sorting compares the amounts alone, across {joined}; choose a channel to "
                "sort within one currency.",
            ).format(joined=_joined(mixed))
        return text

    def _rows_arrived(self, items: Sequence[Any]) -> None:
        found = {order.currency for order in items if order.currency}
        new = not found <= self._listed | self._shown
        self._listed |= found
        self._shown |= found
        if new:
            self.changed()

    def _list_reset(self) -> None:
        self._shown.clear()
        self.changed()


def _joined(words: Sequence[str]) -> str:
    """``["EUR", "USD", "GBP"]`` -> ``"EUR, USD and GBP"``, as the user's language lists."""
    return QLocale().createSeparatedList(list(words))


def take_step(page: ListHost, step: Step) -> OrderStepsDialog | None:
    """The window that takes ``step`` on the selected orders; the rows reload after it."""
    from storeadmin_gui.ui.orders.order_steps_dialog import OrderStepsDialog

    ids = [int(str(key)) for key in page.selected_keys()]
    if not ids:
        return None
    dialog = OrderStepsDialog(page.client, step, ids, parent=page.widget())
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.applied.connect(lambda _done, _failed: page.reload_rows())
    dialog.show()
    return dialog


def print_selected(page: ListHost) -> OrderPrintDialog | None:
    """The print window for the selected orders, in the table's order."""
    from storeadmin_gui.ui.orders.print_dialog import OrderPrintDialog
    from storeadmin_gui.ui.orders.printing import Printout

    ids = [int(str(key)) for key in page.selected_keys()]
    if not ids:
        return None
    dialog = OrderPrintDialog(
        page.client, Printout.INVOICE, order_ids=ids, settings=page.settings, parent=page.widget()
    )
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.show()
    return dialog


def _title(_page: ListHost, key: Hashable, cells: Sequence[Cell] | None) -> str:
    number = cells[1] if cells else None
    if number and number != NONE_SHOWN:
        return tr("pages.orders", "Order {number}").format(number=number)
    return tr("pages.orders", "Order #{key}").format(key=key)


def _states(states: Sequence[str]) -> list[tuple[str, str]]:
    return [(state_label(state), state) for state in states]


def _step(step: Step) -> ListOperation:
    return ListOperation(
        key=step.value,
        label=lambda: step.many_label,
        tooltip=STEPS[step].many_tooltip,
        run=lambda page: take_step(page, step),
        feature=step.value,
    )


ORDERS_LIST = ListSpec(
    key=ORDERS,
    record_name="order",
    columns=lambda page: order_columns(
        total_tooltip=lambda: page.part(MixedCurrencies).total_tooltip()
    ),
    # Summaries: the list shows a few fields of each order, not its lines.
    source=FixedSource(ListName.ORDERS, lambda client: client.orders.summaries),
    records=records_by_id(
        lambda client: client.orders,
        sections=sections_named("order_sections"),
        title=_title,
        edit=lambda page, key: editors.open_order_editor(page.widget(), page.client, int(str(key))),
        create=lambda page: editors.open_new_order(page.widget(), page.client, opened=page.follow),
        create_feature=Feature.CREATE_ORDER,
        delete_feature=Feature.DELETE_ORDER,
        soft_delete=True,
    ),
    filters=(
        FilterView(
            OrderCriteria.filter("number"),
            FilterWidget.SEARCH,
            noop("pages.orders", "Order number"),
        ),
        FilterView(
            OrderCriteria.filter("customer"),
            FilterWidget.SEARCH,
            noop("pages.orders", "Customer e-mail"),
        ),
        FilterView(
            OrderCriteria.filter("state"),
            FilterWidget.CHOICE,
            noop("pages.orders", "Any state"),
            tooltip=noop("pages.orders", "Only orders in this state"),
            # What the Overview counts as orders (its sales, orders and average order) last.
            choices=lambda: [
                *_states(ORDER_STATES),
                (tr("pages.orders", "Sold, not cancelled"), SOLD_STATES),
            ],
        ),
        FilterView(
            OrderCriteria.filter("channel"),
            FilterWidget.CHANNEL,
            noop(
                "pages.orders",
                "Only orders of this channel (their totals are all in its currency)",
            ),
        ),
        # Payment, shipping and the checkout days on a row of their own (section 11: hidden
        # together on a server without them).
        FilterView(
            OrderCriteria.filter("payment_state"),
            FilterWidget.CHOICE,
            noop("pages.orders", "Any payment"),
            tooltip=noop("pages.orders", "Only orders whose payment is in this state"),
            choices=lambda: _states(PAYMENT_STATES),
            more=True,
            missing=ORDER_FILTERS_MISSING,
        ),
        FilterView(
            OrderCriteria.filter("shipping_state"),
            FilterWidget.CHOICE,
            noop("pages.orders", "Any shipping"),
            tooltip=noop("pages.orders", "Only orders whose shipping is in this state"),
            choices=lambda: _states(SHIPPING_STATES),
            more=True,
            missing=ORDER_FILTERS_MISSING,
        ),
        FilterView(
            OrderCriteria.filter("date_from"),
            FilterWidget.DAY,
            noop("pages.orders", "From any day"),
            tooltip=noop(
                "pages.orders", "Only orders whose checkout completed on or after this day"
            ),
            more=True,
            missing=ORDER_FILTERS_MISSING,
        ),
        FilterView(
            OrderCriteria.filter("date_to"),
            FilterWidget.DAY,
            noop("pages.orders", "To any day"),
            tooltip=noop(
                "pages.orders", "Only orders whose checkout completed on or before this day"
            ),
            more=True,
            missing=ORDER_FILTERS_MISSING,
        ),
    ),
    operations=(
        ListOperation(
            key="print",
            label=noop("pages.orders", "Print…"),
            tooltip=noop(
                "pages.orders",
                "Packing slips or invoices of the selected orders: preview, print, or save as PDF",
            ),
            run=print_selected,
        ),
        *(_step(step) for step in STEPS),
    ),
    parts=(MixedCurrencies,),
    channels=True,
    none_matching=noop("pages.orders", "No orders match these filters."),
    none_yet=noop("pages.orders", "There are no orders yet."),
    focus="number",
)


class OrdersPage(ListPage):
    """The Orders list (its state is kept under this name)."""

    spec = ORDERS_LIST
