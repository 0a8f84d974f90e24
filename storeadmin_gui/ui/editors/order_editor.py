"""Orders: the order detail (with "add an item", remove an item, delete) and the "New order" form.

The detail shows everything the order representation carries: header, items with their inventory
units, adjustments and totals, addresses, payments and shipments where present. Its form is the
"add an item" row: variant, unit price typed in major units (sent in minor units, as the orders
endpoint wants: docs/api.md section 5) and quantity.

Money is never changed without a word: adding or removing an item of an order that was placed
(past checkout) asks first and shows the total beside what was paid, and a price of 0.00 is asked
about again; a placed order's totals show its payments and what they leave uncovered.

The steps after checkout (Ship, Mark as paid, Cancel: ``ui.order_steps``) sit under the header,
enabled where the order's state allows them. Ship and Cancel ask first; each shows the order's
three states at once, read again after the step. A step whose answer was lost is judged from the
order read again, never sent again on its own.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Mapping, Sequence
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QTabWidget,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from storeadmin_gui.api import Capabilities, Feature, Money, StoreClient, errors
from storeadmin_gui.api.models import (
    LinesLocked,
    Order,
    OrderAdjustment,
    OrderItem,
    OrderTotals,
)
from storeadmin_gui.ui import tasks
from storeadmin_gui.ui.dialogs import confirm
from storeadmin_gui.ui.editors.editor import Outcome
from storeadmin_gui.ui.editors.inputs import ParsedEdit
from storeadmin_gui.ui.editors.layout import quantity_input, take_from_layout
from storeadmin_gui.ui.editors.lines import LinesEditor
from storeadmin_gui.ui.editors.new_sale import (  # NewOrderEditor: where it was
    NewOrderEditor,
)
from storeadmin_gui.ui.editors.order_panels import attach_order_panels
from storeadmin_gui.ui.editors.order_steps_bar import StepsBar
from storeadmin_gui.ui.editors.parsing import Amount
from storeadmin_gui.ui.editors.pickers import (
    VariantChoice,
    VariantPicker,
    parse_id,
)
from storeadmin_gui.ui.editors.totals import (
    Charge,
    TotalLine,
    TotalsPanel,
    describe_charges,
    explain_totals,
    signed_money,
)
from storeadmin_gui.ui.formats import format_address, format_money, format_timestamp
from storeadmin_gui.ui.i18n import noop, tr, translated
from storeadmin_gui.ui.labels import counted, full_name, person, state_label
from storeadmin_gui.ui.orders.order_questions import ask_to_take
from storeadmin_gui.ui.orders.order_steps import STEPS, Step, describe_states, judge, send_step
from storeadmin_gui.ui.orders.print_dialog import print_button
from storeadmin_gui.ui.shell.style import colour, set_role
from storeadmin_gui.ui.widgets.error_label import set_keep_line

__all__ = [
    "NewOrderEditor",
    "OrderEditor",
    "Payments",
    "order_total_lines",
    "placed",
]

ITEM_ID_ROLE = Qt.ItemDataRole.UserRole + 1
# The orders endpoint takes 0 to the store's largest amount (docs/api.md section 8).
UNIT_PRICE = Amount(maximum=Money.largest_major(), required=True)
# Why an order's items can no longer change, as the editor says it.
LOCKED_TEXTS = {
    LinesLocked.PAID: noop(
        "editors.order_editor",
        "This order has been paid: items can no longer be added or removed, or the payment "
        "would no longer match it.",
    ),
    LinesLocked.SHIPPED: noop(
        "editors.order_editor",
        "Part of this order has shipped: items can no longer be added or removed.",
    ),
    LinesLocked.FULFILLED: noop(
        "editors.order_editor",
        "This order is fulfilled: items can no longer be added or removed.",
    ),
    LinesLocked.CANCELLED: noop(
        "editors.order_editor",
        "This order was cancelled: items can no longer be added or removed.",
    ),
}
PAID_STATES = frozenset({"completed", "paid"})
AWAITED_STATES = frozenset({"new", "processing", "authorized", "awaiting_payment", "cart"})


def describe_entry(entry: Any, currency: str | None) -> str:
    """A payment or shipment as one readable line, as the lists word it: its method, its state
    in words, its amount as money in the user's locale, its tracking number."""

    def field(name: str) -> Any:
        return entry.get(name) if isinstance(entry, Mapping) else getattr(entry, name, None)

    parts = []
    method = field("method")
    if isinstance(method, Mapping):
        method = method.get("name") or method.get("code")
    elif method is not None:
        method = getattr(method, "name", None) or getattr(method, "code", None)
    if method:
        parts.append(str(method))
    if field("state"):
        parts.append(state_label(field("state")))
    amount = field("amount")
    if isinstance(amount, int) and not isinstance(amount, bool):
        parts.append(format_money(amount, field("currency_code") or currency, None))
    if field("tracking"):
        parts.append(tr("editors.order_editor", "tracking {value}").format(value=field("tracking")))
    if parts:
        return " · ".join(parts)
    if isinstance(entry, Mapping):  # a shape the contract leaves open: every field, as sent
        return ", ".join(f"{key}: {value}" for key, value in entry.items())
    return str(entry)


def order_charges(adjustments: Sequence[OrderAdjustment]) -> list[Charge]:
    return [
        Charge(adj.type or "", adj.description or "", adj.amount, bool(adj.neutral))
        for adj in adjustments
    ]


class Payments:
    """What an order's payments cover: paid (completed) and awaited (not yet completed)."""

    def __init__(self, order: Order) -> None:
        self.paid = self.awaited = 0
        for payment in order.payments:
            if payment.amount is None:
                continue
            if payment.state in PAID_STATES:
                self.paid += payment.amount
            elif payment.state in AWAITED_STATES:
                self.awaited += payment.amount
        self.uncovered = order.total - self.paid - self.awaited

    def describe(self, currency: str | None) -> str:
        """``"paid $0.00, $45.00 awaited"`` for the questions and messages."""
        parts = [
            tr("editors.order_editor", "paid {format_money}").format(
                format_money=format_money(self.paid, currency, None)
            )
        ]
        if self.awaited:
            parts.append(
                tr("editors.order_editor", "{format_money} awaited").format(
                    format_money=format_money(self.awaited, currency, None)
                )
            )
        return ", ".join(parts)


def placed(order: Order | None) -> bool:
    """Past checkout: the customer was told a total and payments were set up for it."""
    return order is not None and (
        order.checkout_state == "completed" or order.state not in (None, "cart")
    )


def order_total_lines(order: Order) -> list[TotalLine]:
    """The order's totals explained (see :func:`explain_totals`); for a placed order, then the
    payments and what they leave uncovered, so a changed total is seen beside what was paid."""
    lines = explain_totals(
        at_unit_price=sum(item.unit_price * item.quantity for item in order.items),
        units=sum(item.quantity for item in order.items),
        on_items=[c for item in order.items for c in order_charges(item.adjustments)],
        items_total=order.items_total,
        on_order=order_charges(order.adjustments),
        adjustments_total=order.adjustments_total,
        total=order.total,
    )
    if placed(order):
        payments = Payments(order)
        lines.append(TotalLine(tr("editors.order_editor", "Paid"), payments.paid))
        if payments.awaited:
            lines.append(TotalLine(tr("editors.order_editor", "Payment awaited"), payments.awaited))
        if payments.uncovered > 0:
            lines.append(
                TotalLine(
                    tr("editors.order_editor", "Not covered by a payment"),
                    payments.uncovered,
                    kind="total",
                )
            )
        elif payments.uncovered < 0:
            lines.append(
                TotalLine(
                    tr("editors.order_editor", "Payments exceed the total by"),
                    -payments.uncovered,
                    "total",
                )
            )
    return lines


def _item_name(item: OrderItem) -> str:
    variant = item.variant
    if variant is None:
        return tr("editors.order_editor", "Item #{id}").format(id=item.id)
    product = variant.object
    name = product.name if product and product.name else ""
    code = (
        variant.sku
        or (product.code if product else None)
        or tr("editors.order_editor", "variant #{id}").format(id=variant.id)
    )
    return f"{code} — {name}" if name else str(code)


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
        self.offered: Capabilities | None = None  # what the server offers, once loaded
        self.step_task: asyncio.Task[None] | None = None  # the last step asked or taken

        self.header_labels: dict[str, QLabel] = {}
        header = QGridLayout()
        header.setHorizontalSpacing(18)
        fields = (
            ("number", tr("editors.order_editor", "Number")),
            ("state", tr("editors.order_editor", "State")),
            ("payment_state", tr("editors.order_editor", "Payment")),
            ("shipping_state", tr("editors.order_editor", "Shipping")),
            ("checkout_state", tr("editors.order_editor", "Checkout state")),
            ("customer", tr("editors.order_editor", "Customer")),
            ("channel", tr("editors.order_editor", "Channel")),
            ("currency", tr("editors.order_editor", "Currency")),
            ("created_at", tr("editors.order_editor", "Created")),
            ("updated_at", tr("editors.order_editor", "Updated")),
            ("checkout_completed_at", tr("editors.order_editor", "Checkout completed")),
        )
        for index, (key, caption) in enumerate(fields):
            row, column = divmod(index, 3)
            value = QLabel("—")
            value.setObjectName(f"order:{key}")
            value.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            title = QLabel(f"{caption}:")
            set_role(title, "hint")
            # On a narrow window (a scaled-up screen) a long caption or value takes two lines
            # rather than pushing the third column out of sight.
            for label in (title, value):
                label.setWordWrap(True)
                label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
            header.addWidget(title, row, column * 2)
            header.addWidget(value, row, column * 2 + 1)
            self.header_labels[key] = value
        for column in (1, 3, 5):
            header.setColumnStretch(column, 1)
        self.title_label = QLabel()
        self.title_label.setObjectName("editorTitle")

        self.items_tree = self.lines_view = QTreeWidget()
        self.items_tree.setAccessibleName(tr("editors.order_editor", "Items"))
        self.items_tree.setObjectName("orderItems")
        self.items_tree.setHeaderLabels(
            [
                tr("editors.order_editor", "Item / inventory unit"),
                tr("editors.order_editor", "Unit price"),
                tr("editors.order_editor", "Quantity"),
                tr("editors.order_editor", "Adjustments"),
                tr("editors.order_editor", "Total"),
                tr("editors.order_editor", "State"),
            ]
        )
        self.items_tree.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.items_tree.setAlternatingRowColors(True)
        tree_header = self.items_tree.header()
        tree_header.setStretchLastSection(False)
        tree_header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in range(1, 6):
            tree_header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self.items_tree.itemSelectionChanged.connect(self.update_remove_button)
        self.totals = TotalsPanel()
        self.totals.setMinimumWidth(280)

        items_tab = QWidget()
        items_left = QVBoxLayout()
        items_left.addWidget(self.items_tree, 1)
        remove_row = QHBoxLayout()
        self.print_button = print_button(self, lambda: self.order, client)
        remove_row.addWidget(self.print_button)
        remove_row.addStretch(1)
        remove_row.addWidget(self.remove_button)
        items_left.addLayout(remove_row)
        items_layout = QHBoxLayout(items_tab)
        items_layout.addLayout(items_left, 3)
        items_layout.addWidget(self.totals, 1, Qt.AlignmentFlag.AlignTop)

        self.billing_label = QLabel("—")
        self.shipping_label = QLabel("—")
        self.payments_label = QLabel("—")
        self.shipments_label = QLabel("—")
        addresses = (self.billing_label, self.shipping_label)
        for label in (*addresses, self.payments_label, self.shipments_label):
            label.setWordWrap(True)
            label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.payments_box = _boxed(tr("editors.order_editor", "Payments"), self.payments_label)
        self.shipments_box = _boxed(tr("editors.order_editor", "Shipments"), self.shipments_label)
        more_tab = QWidget()
        more = QGridLayout(more_tab)
        more.addWidget(
            _boxed(tr("editors.order_editor", "Billing address"), self.billing_label), 0, 0
        )
        more.addWidget(
            _boxed(tr("editors.order_editor", "Shipping address"), self.shipping_label), 0, 1
        )
        more.addWidget(self.payments_box, 1, 0)
        more.addWidget(self.shipments_box, 1, 1)
        more.setRowStretch(2, 1)
        self.tabs = QTabWidget()
        self.tabs.addTab(items_tab, tr("editors.order_editor", "Items and totals"))
        self.tabs.addTab(more_tab, tr("editors.order_editor", "Addresses, payments, shipments"))
        self.tabs.tabBar().setAccessibleName(tr("editors.order_editor", "Parts of the order"))

        self.variant_picker = VariantPicker(client, free_text=parse_id, typed="id")
        self.unit_price_input = ParsedEdit(
            UNIT_PRICE, placeholder=tr("editors.order_editor", "e.g. 12.50")
        )
        self.unit_price_input.setObjectName("unitPrice")
        self.unit_price_caption = QLabel(tr("editors.order_editor", "Unit price:"))
        self.quantity_input = quantity_input()
        self.form.add(
            "variant",
            self.variant_picker,
            label=tr("editors.order_editor", "Variant"),
            display=self.variant_picker.label_for,
        )
        self.form.add(
            "unit_price", self.unit_price_input, label=tr("editors.order_editor", "Unit price")
        )
        self.form.add("quantity", self.quantity_input, label=tr("editors.order_editor", "Quantity"))
        self.variant_picker.chosen.connect(self._variant_chosen)

        add_box = self.add_box = QGroupBox(tr("editors.order_editor", "Add an item"))
        add_row = QHBoxLayout()
        add_row.addWidget(QLabel(tr("editors.order_editor", "Variant:")))
        add_row.addWidget(self.form.field("variant").container, 3)
        add_row.addWidget(self.unit_price_caption)
        add_row.addWidget(self.form.field("unit_price").container)
        add_row.addWidget(QLabel(tr("editors.order_editor", "Quantity:")))
        add_row.addWidget(self.form.field("quantity").container)
        add_column = QVBoxLayout(add_box)
        add_column.addLayout(add_row)
        take_from_layout(self, self.form.general_label)
        set_keep_line(self.form.general_label)  # a message under the add row moves nothing
        add_column.addWidget(self.form.general_label)

        body = QVBoxLayout(self.body)
        body.setContentsMargins(0, 0, 0, 0)
        body.addWidget(self.title_label)
        body.addLayout(header)
        self.steps_bar = StepsBar()
        self.steps_bar.chosen.connect(self.take_step)
        self.busy_changed.connect(lambda _busy: self._update_steps())
        body.addWidget(self.steps_bar)
        body.addWidget(self.tabs, 1)
        self.locked_label = QLabel()
        self.locked_label.setObjectName("linesLocked")
        self.locked_label.setWordWrap(True)
        set_role(self.locked_label, "hint")
        self.locked_label.setVisible(False)
        body.addWidget(self.locked_label)
        body.addWidget(add_box)
        # Tab walks the editor as it reads: the steps, the items and their buttons, the form.
        steps = list(self.steps_bar.buttons.values())
        chain = [
            *steps,
            self.tabs.tabBar(),
            self.items_tree,
            self.print_button,
            self.remove_button,
            self.variant_picker.line_edit,
            self.unit_price_input,
            self.quantity_input,
        ]
        self.set_tab_order(*chain)
        self.panels = attach_order_panels(self)
        self.start()

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

    def show_order(self, order: Order) -> None:
        self.order = order
        currency = order.currency
        self.title_label.setText(self.describe())
        named = order.customer
        email = (named.email if named else None) or order.email
        email = email or (order.user.email if order.user else None)
        name = full_name(named.first_name, named.last_name) if named else ""
        customer = (
            person(name, email) if name or email else tr("editors.order_editor", "no customer")
        )
        channel = order.channel
        values = {
            "number": order.number or tr("editors.order_editor", "not assigned yet"),
            "state": state_label(order.state),
            "payment_state": state_label(order.payment_state),
            "shipping_state": state_label(order.shipping_state),
            "checkout_state": state_label(order.checkout_state),
            "customer": customer,
            "channel": (
                f"{channel.name} ({channel.code})"
                if channel and channel.name
                else (channel.code if channel and channel.code else "—")
            ),
            "currency": currency or "—",
            "created_at": format_timestamp(order.created_at),
            "updated_at": format_timestamp(order.updated_at),
            "checkout_completed_at": format_timestamp(order.checkout_completed_at),
        }
        for key, text in values.items():
            self.header_labels[key].setText(str(text))

        self.items_tree.clear()
        for item in order.items:
            self.items_tree.addTopLevelItem(self._item_row(item, currency))
        self.items_tree.expandAll()
        self.totals.show_lines(order_total_lines(order), currency, None)

        self.billing_label.setText(format_address(order.billing_address))
        self.shipping_label.setText(format_address(order.shipping_address))
        self.payments_label.setText(
            _entries(order.payments, currency, tr("editors.order_editor", "No payments yet."))
        )
        self.shipments_label.setText(
            _entries(order.shipments, currency, tr("editors.order_editor", "No shipments yet."))
        )
        self.unit_price_caption.setText(
            tr("editors.order_editor", "Unit price ({currency}):").format(currency=currency)
            if currency
            else tr("editors.order_editor", "Unit price:")
        )
        self.variant_picker.set_channel(
            channel.code if channel else None, currency, order.locale_code
        )
        locked = self.locked_text()
        self.locked_label.setText(locked or "")
        self.locked_label.setVisible(locked is not None)
        self.add_box.setEnabled(locked is None)
        self.update_remove_button()
        self._update_buttons()
        self._update_steps()
        if self._announce_totals:
            self._announce_totals = False
            payments = Payments(order)
            settle = (
                tr("editors.order_editor", " Settle the difference with the customer.")
                if payments.uncovered
                else ""
            )
            self.say_after(
                tr(
                    "editors.order_editor",
                    "The order's total is now {format_money}; its payments: {describe}.{settle}",
                ).format(
                    format_money=format_money(order.total, currency, None),
                    describe=payments.describe(currency),
                    settle=settle,
                )
            )

    def _item_row(self, item: OrderItem, currency: str | None) -> QTreeWidgetItem:
        adjustments = signed_money(item.adjustments_total, currency, None)
        row = QTreeWidgetItem(
            [
                _item_name(item),
                format_money(item.unit_price, currency, None),
                str(item.quantity),
                adjustments if item.adjustments_total else "—",
                format_money(item.total, currency, None),
                counted(len(item.inventory_units), "unit"),
            ]
        )
        row.setData(0, ITEM_ID_ROLE, item.id)
        row.setToolTip(0, row.text(0))  # a long product name is elided in the column
        for column in range(1, 5):
            row.setTextAlignment(
                column, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
            )
        if item.immutable:
            row.setToolTip(
                1,
                tr(
                    "editors.order_editor",
                    "A price fixed when the item was added; it is not recalculated.",
                ),
            )
        if item.adjustments:
            row.setToolTip(3, describe_charges(order_charges(item.adjustments), currency, None))
        for unit in item.inventory_units:
            child = QTreeWidgetItem(
                [
                    tr("editors.order_editor", "Inventory unit #{id}").format(id=unit.id),
                    "",
                    "",
                    "",
                    "",
                    state_label(unit.inventory_state),
                ]
            )
            child.setForeground(0, colour("muted"))
            child.setFlags(child.flags() & ~Qt.ItemFlag.ItemIsSelectable)
            row.addChild(child)
        return row

    # --- the steps after checkout ----------------------------------------------------------

    def _update_steps(self) -> None:
        self.steps_bar.show_for(self.order, ready=self.order is not None and not self.busy)

    def take_step(self, step: Step) -> asyncio.Task[None] | None:
        """A step's button: ask first (none can be undone), then send it."""
        if self.busy or self.order is None:
            return None
        self.step_task = tasks.spawn(self._ask_and_take(step, self.order), owner=self)
        return self.step_task

    async def _ask_and_take(self, step: Step, order: Order) -> None:
        units = sum(item.quantity for item in order.items)
        tracking = await ask_to_take(self, step, self.describe(), units)
        if tracking is None:
            return
        status = translated(STEPS[step].working)
        await self.run_request(lambda: self._send_step(step, order, tracking), status=status)

    async def _send_step(self, step: Step, before: Order, tracking: str | None) -> None:
        """Send the step once; then show the order as it is now, and its three states."""

        async def check() -> Outcome:
            after = await self.client.orders.get(self.order_id)
            self.show_order(after)
            return judge(step, before, after)

        try:
            await self.send_checked(
                lambda: send_step(self.client, step, before, tracking=tracking),
                check,
                done=step.done_text,
            )
        except ValueError as refused:  # the order's fields say no (the buttons say so too)
            raise errors.ValidationFailed(str(refused)) from refused
        except errors.HTTPStatusError:
            # Refused: the order may have moved on meanwhile; show it as it is now.
            self.show_order(await self.client.orders.get(self.order_id))
            raise
        order = await self.client.orders.get(self.order_id)
        self.show_order(order)
        self.say_after(
            tr("editors.order_editor", "{done}: {states}.").format(
                done=step.done_text, states=describe_states(order)
            )
        )
        self.saved.emit()  # the host's list shows the states

    # --- adding (the form) ------------------------------------------------------------------

    def _variant_chosen(self, _choice: object) -> None:
        """Offer the variant's price in the order's channel, unless a price was typed already."""
        chosen = self.variant_picker.variant()
        channel = self.order.channel.code if self.order and self.order.channel else None
        price = chosen.price_in(channel) if chosen else None
        if price is not None and not self.unit_price_input.text().strip():
            self.form.set_values(
                {"unit_price": Money.to_major(price)},
                text=tr("editors.order_editor", "Suggest price"),
            )
        self.unit_price_input.setFocus()

    def _variant_id(self) -> int | None:
        chosen = self.form.field("variant").value()
        variant_id = chosen.id if isinstance(chosen, VariantChoice) else chosen
        return variant_id if isinstance(variant_id, int) else None

    def _adding(self) -> tuple[int, int]:
        """The unit price (minor units) and quantity of the item being added."""
        values = self.form.values()
        return Money.to_minor(values["unit_price"]), int(values["quantity"])

    async def confirm_submit(self) -> bool:
        """A placed order's total is what the customer agreed to pay: ask before changing it,
        showing the new total beside the payments; and ask again about a price of 0.00."""
        if self._variant_id() is None:
            return True  # refused by submit, with the message on the field
        price, quantity = self._adding()
        currency = self.order.currency if self.order else None
        chosen = self.form.field("variant").value()
        name = (
            self.variant_picker.label_for(chosen)
            if chosen is not None
            else tr("editors.order_editor", "this variant")
        )
        adding = tr("editors.order_editor", "{quantity} × {name} at {format_money}").format(
            quantity=quantity, name=name, format_money=format_money(price, currency, None)
        )
        if placed(self.order):
            assert self.order is not None
            payments = Payments(self.order)
            total = self.order.total
            variant_id = self._variant_id()
            assert variant_id is not None
            quote = await self._quote(
                lambda: self.client.orders.items.preview_add(
                    self.order_id, variant=variant_id, unit_price=price, quantity=quantity
                )
            )
            if not await confirm(
                self,
                title=tr("editors.order_editor", "Change a placed order"),
                text=tr(
                    "editors.order_editor",
                    "{describe} was placed: its customer agreed to pay {format_money} "
                    "({describe2}). Add {adding} to it?",
                ).format(
                    describe=self.describe(),
                    format_money=format_money(total, currency, None),
                    describe2=payments.describe(currency),
                    adding=adding,
                ),
                details=self._new_total_text(quote),
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
        variant_id = self._variant_id()
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
        price, quantity = self._adding()
        await self.client.orders.items.add(
            self.order_id, variant=variant_id, unit_price=price, quantity=quantity
        )
        self._announce_totals = placed(self.order)

    async def check_submitted(self) -> Outcome:
        """The add's answer was lost: a new item of this variant and quantity is there (done),
        or the items are as they were (not done)."""
        before = {item.id: item.quantity for item in self.order.items} if self.order else {}
        price, quantity = self._adding()
        order = await self.client.orders.get(self.order_id)
        self.show_order(order)
        new = [item for item in order.items if item.id not in before]
        if not new and {item.id: item.quantity for item in order.items} == before:
            return Outcome.NOT_DONE
        added = [
            item
            for item in new
            if item.variant is not None
            and item.variant.id == self._variant_id()
            and (item.quantity, item.unit_price) == (quantity, price)
        ]
        if len(added) == 1 and len(new) == 1:
            self._announce_totals = placed(self.order)
            return Outcome.DONE
        return Outcome.CHANGED

    # --- removing ---------------------------------------------------------------------------

    def selected_item(self) -> OrderItem | None:
        selected = self.items_tree.selectedItems()
        if not selected or self.order is None:
            return None
        item_id = selected[0].data(0, ITEM_ID_ROLE)
        return next((item for item in self.order.items if item.id == item_id), None)

    def line_name(self, item: OrderItem) -> str:
        return _item_name(item)

    async def remove_details(self, item: OrderItem) -> str:
        if not placed(self.order):
            return ""
        assert self.order is not None
        currency = self.order.currency
        quote = await self._quote(
            lambda: self.client.orders.items.preview_remove(self.order_id, item.id)
        )
        return (
            tr(
                "editors.order_editor",
                "{describe} was placed: its customer agreed to pay {format_money} ({describe2}).",
            ).format(
                describe=self.describe(),
                format_money=format_money(self.order.total, currency, None),
                describe2=Payments(self.order).describe(currency),
            )
            + " "
            + self._new_total_text(quote)
        )

    async def _quote(self, ask: Callable[[], Awaitable[OrderTotals]]) -> OrderTotals | None:
        """The order's totals after a change, as the server will work them out (None when the
        server cannot say: it has no preview, or the question failed)."""
        if self.offered is None or not self.offered.offers(Feature.ORDER_PREVIEW):
            return None
        try:
            return await ask()
        except errors.ApiError:
            return None

    def _new_total_text(self, quote: OrderTotals | None) -> str:
        """What the confirmation says of the new total: the exact figure the store will save,
        or, where the store cannot tell beforehand, that it will be worked out."""
        if quote is None:
            return tr(
                "editors.order_editor",
                "The store works out taxes, promotions and shipping again; the new total shows "
                "once the change is saved. A payment still awaited asks for the new total; one "
                "already made does not change.",
            )
        currency = self.order.currency if self.order else None
        return tr(
            "editors.order_editor",
            "The total becomes {after}: every line keeps the price it was sold at. A payment "
            "still awaited asks for the new total; one already made does not change.",
        ).format(after=format_money(quote.total, quote.currency or currency, None))

    async def remove_line(self, item: OrderItem) -> None:
        async def check() -> Outcome:
            order = await self.client.orders.get(self.order_id)
            self.show_order(order)
            gone = all(line.id != item.id for line in order.items)
            return Outcome.DONE if gone else Outcome.NOT_DONE

        await self.send_checked(
            lambda: self.client.orders.items.remove(self.order_id, item.id),
            check,
            done=tr("editors.order_editor", "Removed"),
        )
        self._announce_totals = placed(self.order)
        self.show_order(await self.client.orders.get(self.order_id))
        self.saved.emit()  # the host's table shows totals

    async def remove(self) -> None:
        await self.client.orders.delete(self.order_id)


def _boxed(title: str, content: QWidget) -> QGroupBox:
    box = QGroupBox(title)
    layout = QVBoxLayout(box)
    layout.addWidget(content)
    return box


def _entries(entries: Sequence[Any], currency: str | None, empty: str) -> str:
    if not entries:
        return empty
    return "\n".join(f"• {describe_entry(entry, currency)}" for entry in entries)
