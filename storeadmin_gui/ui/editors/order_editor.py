"""Orders: the order detail (with "add an item", remove an item, delete) and the "New order" form.

The detail shows everything the order representation carries: header, items with their inventory
units, adjustments and totals, addresses, payments and shipments where present. Its form is the
"add an item" row. Each of these is a part of its own in ``ui/editors/order/``; the editor composes
them and answers for the record: loading it, adding and removing items, deleting it.

Money is never changed without a word: adding or removing an item of an order that was placed
(past checkout) asks first and shows the total beside what was paid, and a price of 0.00 is asked
about again; a placed order's totals show its payments and what they leave uncovered
(``order/payments.py``).

The steps after checkout (Ship, Mark as paid, Cancel: ``order/steps.py``) sit under the header,
enabled where the order's state allows them.
"""

from __future__ import annotations

import asyncio

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QTabWidget, QVBoxLayout, QWidget

from storeadmin_gui.api import Feature, StoreClient, errors
from storeadmin_gui.api.models import Order, OrderItem
from storeadmin_gui.ui.dialogs import confirm
from storeadmin_gui.ui.editors.editor import Outcome
from storeadmin_gui.ui.editors.layout import take_from_layout
from storeadmin_gui.ui.editors.lines import LinesEditor
from storeadmin_gui.ui.editors.new_sale import (  # NewOrderEditor: where it was
    NewOrderEditor,
)
from storeadmin_gui.ui.editors.order import payments
from storeadmin_gui.ui.editors.order.add_item import AddItemRow
from storeadmin_gui.ui.editors.order.details import OrderDetailsTab
from storeadmin_gui.ui.editors.order.header import OrderHeader
from storeadmin_gui.ui.editors.order.items import LOCKED_TEXTS, OrderItemsTree, item_name
from storeadmin_gui.ui.editors.order.panels import attach_order_panels
from storeadmin_gui.ui.editors.order.payments import Payments, order_total_lines, placed
from storeadmin_gui.ui.editors.order.steps import OrderSteps
from storeadmin_gui.ui.editors.totals import TotalsPanel
from storeadmin_gui.ui.formats import format_money
from storeadmin_gui.ui.i18n import noop, tr, translated
from storeadmin_gui.ui.orders.print_dialog import print_button
from storeadmin_gui.ui.shell.style import set_role

__all__ = [
    "NewOrderEditor",
    "OrderEditor",
    "Payments",
    "order_total_lines",
    "placed",
]


class OrderEditor(LinesEditor):
    """One order in full, with add item / remove item / delete (soft)."""

    record_name, lines_feature, delete_feature = "order", Feature.ORDER_ITEMS, Feature.DELETE_ORDER
    save_label = noop("editors.order_editor", "Add item")
    saved_note = noop("editors.order_editor", "Added to the order")
    delete_label = noop("editors.order_editor", "Delete order…")

    def __init__(self, client: StoreClient, order_id: int, parent: QWidget | None = None) -> None:
        super().__init__(parent, can_delete=True)
        self.client = client
        self.order_id = order_id
        self.order: Order | None = None
        self._announce_totals = False  # a placed order's total changed: say so once shown

        self.title_label = QLabel()
        self.title_label.setObjectName("editorTitle")
        self.header = OrderHeader()
        self.header_labels = self.header.labels
        self.steps = OrderSteps(self, client, lambda: self.order, self.reread)
        self.steps_bar = self.steps.bar

        self.items_tree = self.lines_view = OrderItemsTree()
        self.items_tree.itemSelectionChanged.connect(self.update_remove_button)
        self.totals = TotalsPanel()
        self.totals.setMinimumWidth(280)
        self.print_button = print_button(self, lambda: self.order, client)
        details = self.details = OrderDetailsTab()
        # The parts' widgets keep the names the editor has always given them.
        self.billing_label, self.shipping_label = details.billing_label, details.shipping_label
        self.payments_label, self.shipments_label = details.payments_label, details.shipments_label
        self.tabs = QTabWidget()
        self.tabs.addTab(self._items_tab(), tr("editors.order_editor", "Items and totals"))
        self.tabs.addTab(self.details, tr("editors.order_editor", "Addresses, payments, shipments"))
        self.tabs.tabBar().setAccessibleName(tr("editors.order_editor", "Parts of the order"))

        take_from_layout(self, self.form.general_label)  # it shows under the add row
        self.add_box = AddItemRow(client, self.form)
        self.variant_picker = self.add_box.variant_picker
        self.unit_price_input = self.add_box.unit_price_input
        self.quantity_input = self.add_box.quantity_input
        self.locked_label = QLabel()
        self.locked_label.setObjectName("linesLocked")
        self.locked_label.setWordWrap(True)
        set_role(self.locked_label, "hint")
        self.locked_label.setVisible(False)

        body = QVBoxLayout(self.body)
        body.setContentsMargins(0, 0, 0, 0)
        for part in (self.title_label, self.header, self.steps_bar):
            body.addWidget(part)
        body.addWidget(self.tabs, 1)
        body.addWidget(self.locked_label)
        body.addWidget(self.add_box)
        # Tab walks the editor as it reads: the steps, the items and their buttons, the form.
        self.set_tab_order(
            *self.steps_bar.buttons.values(),
            self.tabs.tabBar(),
            self.items_tree,
            self.print_button,
            self.remove_button,
            self.variant_picker.line_edit,
            self.unit_price_input,
            self.quantity_input,
        )
        self.panels = attach_order_panels(self)
        self.start()

    def _items_tab(self) -> QWidget:
        """The items with Print and Remove under them, the totals beside them."""
        tab = QWidget()
        left = QVBoxLayout()
        left.addWidget(self.items_tree, 1)
        buttons = QHBoxLayout()
        buttons.addWidget(self.print_button)
        buttons.addStretch(1)
        buttons.addWidget(self.remove_button)
        left.addLayout(buttons)
        layout = QHBoxLayout(tab)
        layout.addLayout(left, 3)
        layout.addWidget(self.totals, 1, Qt.AlignmentFlag.AlignTop)
        return tab

    @property
    def step_task(self) -> asyncio.Task[None] | None:
        """The last step asked or taken (``OrderSteps.task``)."""
        return self.steps.task

    def describe(self) -> str:
        if self.order is not None and self.order.number:
            return tr("editors.order_editor", "Order {number}").format(number=self.order.number)
        return tr("editors.order_editor", "Order #{order_id}").format(order_id=self.order_id)

    def locked_text(self) -> str | None:
        """Why the order's items cannot change (the server's or the state's reason), or None."""
        reason = self.order.lines_locked if self.order is not None else None
        return self.lines_refusal() or (translated(LOCKED_TEXTS[reason]) if reason else None)

    def save_refusal(self) -> str | None:
        return self.locked_text()

    def remove_refusal(self) -> str | None:
        return self.locked_text()

    def delete_question(self) -> str:
        return tr(
            "editors.order_editor",
            "Delete {order}? The deletion is soft: the order disappears from the lists, but "
            "the store keeps it in its records.",
        ).format(order=self.describe())

    # --- loading ----------------------------------------------------------------------------

    async def load_record(self) -> None:
        self.show_order(await self.client.orders.get(self.order_id))
        self.offered = self.capabilities  # asked before the record (``LinesEditor.load``)
        self.steps_bar.show_offered(self.offered)
        self.form.load({"variant": None, "unit_price": None, "quantity": 1})

    async def reread(self) -> Order:
        """Read the order again and show it as it is now."""
        order = await self.client.orders.get(self.order_id)
        self.show_order(order)
        return order

    def show_order(self, order: Order) -> None:
        self.order = order
        self.title_label.setText(self.describe())
        self.header.show_order(order)
        self.items_tree.show_items(order)
        self.totals.show_lines(order_total_lines(order), order.currency, None)
        self.details.show_order(order)
        self.add_box.show_for(order)
        locked = self.locked_text()
        self.locked_label.setText(locked or "")
        self.locked_label.setVisible(locked is not None)
        self.add_box.setEnabled(locked is None)
        self.update_remove_button()
        self._update_buttons()
        self.steps.update()
        if self._announce_totals:
            self._announce_totals = False
            self.say_after(payments.total_now_text(order))

    # --- adding (the form) ------------------------------------------------------------------

    async def confirm_submit(self) -> bool:
        """A placed order's total is what the customer agreed to pay: ask before changing it,
        showing the new total beside the payments; and ask again about a price of 0.00."""
        variant_id = self.add_box.variant_id()
        if variant_id is None:
            return True  # refused by submit, with the message on the field
        price, quantity = self.add_box.adding()
        currency = self.order.currency if self.order else None
        adding = self.add_box.describe_adding(currency)
        if self.order is not None and placed(self.order):
            quote = await payments.quote(
                self.offered,
                lambda: self.client.orders.items.preview_add(
                    self.order_id, variant=variant_id, unit_price=price, quantity=quantity
                ),
            )
            if not await confirm(
                self,
                title=tr("editors.order_editor", "Change a placed order"),
                text=payments.add_question(self.describe(), self.order, adding),
                details=payments.new_total_text(quote, currency),
                confirm_label=tr("editors.order_editor", "Add to the placed order"),
            ):
                return False
        if price != 0:
            return True
        return await confirm(
            self,
            title=tr("editors.order_editor", "Add at no charge"),
            text=tr(
                "editors.order_editor", "Add {adding}? The customer is charged nothing for it."
            ).format(adding=adding),
            confirm_label=tr("editors.order_editor", "Add at {format_money}").format(
                format_money=format_money(0, currency, None)
            ),
        )

    async def submit(self) -> None:
        variant_id = self.add_box.variant_id()
        if variant_id is None:
            raise errors.ValidationFailed(
                tr("editors.order_editor", "Choose the variant to add."),
                field_errors={
                    "variant": [
                        tr(
                            "editors.order_editor",
                            "Search for a variant by code or name and pick it.",
                        )
                    ]
                },
            )
        price, quantity = self.add_box.adding()
        await self.client.orders.items.add(
            self.order_id, variant=variant_id, unit_price=price, quantity=quantity
        )
        self._announce_totals = placed(self.order)

    async def check_submitted(self) -> Outcome:
        """The add's answer was lost: a new item of this variant and quantity is there (done),
        or the items are as they were (not done)."""
        before = {item.id: item.quantity for item in self.order.items} if self.order else {}
        price, quantity = self.add_box.adding()
        order = await self.reread()
        new = [item for item in order.items if item.id not in before]
        if not new and {item.id: item.quantity for item in order.items} == before:
            return Outcome.NOT_DONE
        added = [
            item
            for item in new
            if item.variant is not None
            and item.variant.id == self.add_box.variant_id()
            and (item.quantity, item.unit_price) == (quantity, price)
        ]
        if len(added) == 1 and len(new) == 1:
            self._announce_totals = placed(self.order)
            return Outcome.DONE
        return Outcome.CHANGED

    # --- removing ---------------------------------------------------------------------------

    def selected_item(self) -> OrderItem | None:
        return self.items_tree.selected_item(self.order)

    def line_name(self, item: OrderItem) -> str:
        return item_name(item)

    async def remove_details(self, item: OrderItem) -> str:
        if self.order is None or not placed(self.order):
            return ""
        quote = await payments.quote(
            self.offered, lambda: self.client.orders.items.preview_remove(self.order_id, item.id)
        )
        return payments.remove_details(self.describe(), self.order, quote)

    async def remove_line(self, item: OrderItem) -> None:
        async def check() -> Outcome:
            gone = all(line.id != item.id for line in (await self.reread()).items)
            return Outcome.DONE if gone else Outcome.NOT_DONE

        await self.send_checked(
            lambda: self.client.orders.items.remove(self.order_id, item.id),
            check,
            done=tr("editors.order_editor", "Removed"),
        )
        self._announce_totals = placed(self.order)
        await self.reread()
        self.saved.emit()  # the host's table shows totals

    async def remove(self) -> None:
        await self.client.orders.delete(self.order_id)
