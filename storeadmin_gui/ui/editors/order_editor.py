"""Orders: the order detail (with "add an item", remove an item, delete) and the "New order" form.

The detail shows everything the order representation carries: header, items with their inventory
units, adjustments and totals, addresses, payments and shipments where present. Its form is the
"add an item" row: variant, unit price typed in major units (sent in minor units, as the orders
endpoint wants: docs/api.md section 5) and quantity.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QTabWidget,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from storeadmin_gui.api import Money, StoreClient, errors
from storeadmin_gui.api.models import Order, OrderAdjustment, OrderCreate, OrderItem
from storeadmin_gui.ui.columns import format_money, format_timestamp
from storeadmin_gui.ui.editors.layout import quantity_input, take_from_layout
from storeadmin_gui.ui.editors.lines import LinesEditor
from storeadmin_gui.ui.editors.new_sale import NewSaleEditor
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
from storeadmin_gui.ui.print_dialog import print_button

__all__ = ["NewOrderEditor", "OrderEditor", "format_address", "order_total_lines"]

ITEM_ID_ROLE = Qt.ItemDataRole.UserRole + 1
ADDRESS_ORDER = (
    ("first_name", "last_name"),
    ("company",),
    ("street",),
    ("postcode", "city"),
    ("province_name", "province_code"),
    ("country_code",),
    ("phone_number",),
)


def format_address(address: Mapping[str, Any] | None) -> str:
    """An address as lines on an envelope; fields the contract does not name follow as
    ``name: value`` so nothing the server sends is hidden."""
    if not address:
        return "—"
    used: set[str] = {"id", "created_at", "updated_at", "_links"}
    lines: list[str] = []
    for keys in ADDRESS_ORDER:
        parts = [str(address[key]) for key in keys if address.get(key) not in (None, "")]
        used.update(keys)
        if parts:
            lines.append(" ".join(parts))
    for key, value in address.items():
        if key not in used and value not in (None, "", [], {}):
            lines.append(f"{key.replace('_', ' ')}: {value}")
    return "\n".join(lines) or "—"


def describe_entry(entry: Any, currency: str | None) -> str:
    """A payment or shipment (shapes the contract leaves open) as one readable line."""
    if not isinstance(entry, Mapping):
        return str(entry)
    parts = []
    method = entry.get("method")
    if isinstance(method, Mapping):
        method = method.get("name") or method.get("code")
    if method:
        parts.append(str(method))
    if entry.get("state"):
        parts.append(str(entry["state"]))
    amount = entry.get("amount")
    if isinstance(amount, int) and not isinstance(amount, bool):
        parts.append(format_money(amount, entry.get("currency_code") or currency, None))
    if entry.get("tracking"):
        parts.append(f"tracking {entry['tracking']}")
    return " · ".join(parts) or ", ".join(f"{key}: {value}" for key, value in entry.items())


def order_charges(adjustments: Sequence[OrderAdjustment]) -> list[Charge]:
    return [
        Charge(adj.type or "", adj.description or "", adj.amount, bool(adj.neutral))
        for adj in adjustments
    ]


def order_total_lines(order: Order) -> list[TotalLine]:
    """The order's totals explained (see :func:`explain_totals`)."""
    return explain_totals(
        at_unit_price=sum(item.unit_price * item.quantity for item in order.items),
        units=sum(item.quantity for item in order.items),
        on_items=[c for item in order.items for c in order_charges(item.adjustments)],
        items_total=order.items_total,
        on_order=order_charges(order.adjustments),
        adjustments_total=order.adjustments_total,
        total=order.total,
    )


def _item_name(item: OrderItem) -> str:
    variant = item.variant
    if variant is None:
        return f"Item #{item.id}"
    product = variant.object
    name = product.name if product and product.name else ""
    code = variant.sku or (product.code if product else None) or f"variant #{variant.id}"
    return f"{code} — {name}" if name else str(code)


class OrderEditor(LinesEditor):
    """One order in full, with add item / remove item / delete (soft)."""

    record_name = "order"
    save_label = "Add item"
    delete_label = "Delete order…"

    def __init__(self, client: StoreClient, order_id: int, parent: QWidget | None = None) -> None:
        super().__init__(parent, can_delete=True)
        self.client = client
        self.order_id = order_id
        self.order: Order | None = None
        self.setMinimumSize(940, 620)

        self.header_labels: dict[str, QLabel] = {}
        header = QGridLayout()
        header.setHorizontalSpacing(18)
        fields = (
            ("number", "Number"),
            ("state", "State"),
            ("checkout_state", "Checkout state"),
            ("customer", "Customer"),
            ("channel", "Channel"),
            ("currency", "Currency"),
            ("created_at", "Created"),
            ("updated_at", "Updated"),
            ("checkout_completed_at", "Checkout completed"),
        )
        for index, (key, caption) in enumerate(fields):
            row, column = divmod(index, 3)
            value = QLabel("—")
            value.setObjectName(f"order:{key}")
            value.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            title = QLabel(f"{caption}:")
            title.setStyleSheet("color: #6b7280;")
            header.addWidget(title, row, column * 2)
            header.addWidget(value, row, column * 2 + 1)
            self.header_labels[key] = value
        for column in (1, 3, 5):
            header.setColumnStretch(column, 1)
        self.title_label = QLabel()
        self.title_label.setStyleSheet("font-size: 14pt; font-weight: 600;")

        self.items_tree = self.lines_view = QTreeWidget()
        self.items_tree.setObjectName("orderItems")
        self.items_tree.setHeaderLabels(
            ["Item / inventory unit", "Unit price", "Quantity", "Adjustments", "Total", "State"]
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
        remove_row.addWidget(print_button(self, lambda: self.order, client))
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
        for label in (
            self.billing_label,
            self.shipping_label,
            self.payments_label,
            self.shipments_label,
        ):
            label.setWordWrap(True)
            label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.payments_box = _boxed("Payments", self.payments_label)
        self.shipments_box = _boxed("Shipments", self.shipments_label)
        more_tab = QWidget()
        more = QGridLayout(more_tab)
        more.addWidget(_boxed("Billing address", self.billing_label), 0, 0)
        more.addWidget(_boxed("Shipping address", self.shipping_label), 0, 1)
        more.addWidget(self.payments_box, 1, 0)
        more.addWidget(self.shipments_box, 1, 1)
        more.setRowStretch(2, 1)
        self.tabs = QTabWidget()
        self.tabs.addTab(items_tab, "Items and totals")
        self.tabs.addTab(more_tab, "Addresses, payments, shipments")

        self.variant_picker = VariantPicker(client, free_text=parse_id, typed="id")
        self.unit_price_input = QLineEdit()
        self.unit_price_input.setPlaceholderText("e.g. 12.50")
        self.unit_price_input.setMaximumWidth(140)
        self.unit_price_caption = QLabel("Unit price:")
        self.quantity_input = quantity_input()
        self.form.add(
            "variant", self.variant_picker, label="Variant", display=self.variant_picker.label_for
        )
        self.form.add(
            "unit_price", self.unit_price_input, label="Unit price", validate=_price_problem
        )
        self.form.add("quantity", self.quantity_input, label="Quantity")
        self.variant_picker.chosen.connect(self._variant_chosen)

        add_box = QGroupBox("Add an item")
        add_row = QHBoxLayout()
        add_row.addWidget(QLabel("Variant:"))
        add_row.addWidget(self.form.field("variant").container, 3)
        add_row.addWidget(self.unit_price_caption)
        add_row.addWidget(self.form.field("unit_price").container)
        add_row.addWidget(QLabel("Quantity:"))
        add_row.addWidget(self.form.field("quantity").container)
        add_column = QVBoxLayout(add_box)
        add_column.addLayout(add_row)
        take_from_layout(self, self.form.general_label)
        add_column.addWidget(self.form.general_label)

        body = QVBoxLayout(self.body)
        body.setContentsMargins(0, 0, 0, 0)
        body.addWidget(self.title_label)
        body.addLayout(header)
        body.addWidget(self.tabs, 1)
        body.addWidget(add_box)
        self.setTabOrder(self.items_tree, self.variant_picker.line_edit)
        self.setTabOrder(self.variant_picker.line_edit, self.unit_price_input)
        self.setTabOrder(self.unit_price_input, self.quantity_input)
        self.setTabOrder(self.quantity_input, self.save_button)
        self.start()

    def describe(self) -> str:
        if self.order is not None and self.order.number:
            return f"Order {self.order.number}"
        return f"Order #{self.order_id}"

    def delete_question(self) -> str:
        return (
            f"Delete {self.describe().lower()}? The deletion is soft: the order disappears from "
            "the lists, but the store keeps it in its records."
        )

    # --- loading ----------------------------------------------------------------------------

    async def load(self) -> None:
        self.show_order(await self.client.orders.get(self.order_id))
        self.form.load({"variant": None, "unit_price": None, "quantity": 1})

    def show_order(self, order: Order) -> None:
        self.order = order
        currency = order.currency
        self.title_label.setText(self.describe())
        customer = order.email or (order.user.email if order.user else None) or "no customer"
        channel = order.channel
        values = {
            "number": order.number or "not assigned yet",
            "state": order.state or "—",
            "checkout_state": order.checkout_state or "—",
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
        self.payments_label.setText(_entries(order.payments, currency, "No payments yet."))
        self.shipments_label.setText(_entries(order.shipments, currency, "No shipments yet."))
        self.unit_price_caption.setText(f"Unit price ({currency}):" if currency else "Unit price:")
        self.variant_picker.set_channel(channel.code if channel else None, currency, None)
        self.update_remove_button()

    def _item_row(self, item: OrderItem, currency: str | None) -> QTreeWidgetItem:
        adjustments = signed_money(item.adjustments_total, currency, None)
        row = QTreeWidgetItem(
            [
                _item_name(item),
                format_money(item.unit_price, currency, None),
                str(item.quantity),
                adjustments if item.adjustments_total else "—",
                format_money(item.total, currency, None),
                f"{len(item.inventory_units)} units",
            ]
        )
        row.setData(0, ITEM_ID_ROLE, item.id)
        row.setToolTip(0, row.text(0))  # a long product name is elided in the column
        for column in range(1, 5):
            row.setTextAlignment(
                column, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
            )
        if item.immutable:
            row.setToolTip(1, "A price fixed when the item was added; it is not recalculated.")
        if item.adjustments:
            row.setToolTip(3, describe_charges(order_charges(item.adjustments), currency, None))
        for unit in item.inventory_units:
            child = QTreeWidgetItem(
                [f"Inventory unit #{unit.id}", "", "", "", "", unit.inventory_state or "—"]
            )
            child.setForeground(0, Qt.GlobalColor.darkGray)
            child.setFlags(child.flags() & ~Qt.ItemFlag.ItemIsSelectable)
            row.addChild(child)
        return row

    # --- adding (the form) ------------------------------------------------------------------

    def _variant_chosen(self, _choice: object) -> None:
        """Offer the variant's price in the order's channel, unless a price was typed already."""
        chosen = self.variant_picker.variant()
        channel = self.order.channel.code if self.order and self.order.channel else None
        price = chosen.price_in(channel) if chosen else None
        if price is not None and not self.unit_price_input.text().strip():
            self.form.set_values({"unit_price": Money.to_major(price)}, text="Suggest price")
        self.unit_price_input.setFocus()

    async def submit(self) -> None:
        values = self.form.values()
        chosen = values["variant"]
        variant_id = chosen.id if isinstance(chosen, VariantChoice) else chosen
        problems: dict[str, list[str]] = {}
        if not isinstance(variant_id, int):
            problems["variant"] = ["Search for a variant by code or name and pick it."]
        if values["unit_price"] is None:
            problems["unit_price"] = ["Enter the unit price, e.g. 12.50."]
        if problems:
            raise errors.ValidationFailed("Some values are missing.", field_errors=problems)
        assert isinstance(variant_id, int)
        await self.client.orders.items.add(
            self.order_id,
            variant=variant_id,
            unit_price=Money.to_minor(values["unit_price"]),
            quantity=int(values["quantity"]),
        )

    # --- removing ---------------------------------------------------------------------------

    def selected_item(self) -> OrderItem | None:
        selected = self.items_tree.selectedItems()
        if not selected or self.order is None:
            return None
        item_id = selected[0].data(0, ITEM_ID_ROLE)
        return next((item for item in self.order.items if item.id == item_id), None)

    def line_name(self, item: OrderItem) -> str:
        return _item_name(item)

    async def remove_line(self, item: OrderItem) -> None:
        await self.client.orders.items.remove(self.order_id, item.id)
        self.show_order(await self.client.orders.get(self.order_id))
        self.saved.emit()  # the host's table shows totals

    async def remove(self) -> None:
        await self.client.orders.delete(self.order_id)


def _price_problem(value: Any) -> str | None:
    if value is None:
        return None
    try:
        Money.parse_major(value)
    except ValueError as error:
        return str(error)
    return None


def _boxed(title: str, content: QWidget) -> QGroupBox:
    box = QGroupBox(title)
    layout = QVBoxLayout(box)
    layout.addWidget(content)
    return box


def _entries(entries: Sequence[Any], currency: str | None, empty: str) -> str:
    if not entries:
        return empty
    return "\n".join(f"• {describe_entry(entry, currency)}" for entry in entries)


class NewOrderEditor(NewSaleEditor):
    """Start an order (state ``cart``) in a channel and locale, for a customer if one is given."""

    record_name = "order"
    save_label = "Create order"
    intro = "A new order starts in the state “cart”; add its items next."
    customer_value = "id"
    customer_label = "Customer (optional)"
    customer_first = False

    async def create_record(self, values: dict[str, Any]) -> Order:
        customer = values["customer"]
        if self.customer_picker.line_edit.text().strip() and customer is None:
            raise errors.ValidationFailed(
                "Choose the customer from the list.",
                field_errors={"customer": ["Pick a customer from the matches, or leave it empty."]},
            )
        fields: dict[str, Any] = {
            "channel": values["channel"] or "",
            "locale_code": values["locale_code"] or "",
        }
        if customer is not None:
            fields["customer"] = int(customer)  # sent only when given: it is optional
        return await self.client.orders.create(OrderCreate(**fields))
