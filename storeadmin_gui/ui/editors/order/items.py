"""The order editor's items: one row per item (its price, quantity, adjustments, total and units)
with its inventory units under it, and why the items can no longer change once the order is
paid, shipped, fulfilled or cancelled."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTreeWidget, QTreeWidgetItem, QWidget

from storeadmin_gui.api.models import LinesLocked, Order, OrderItem
from storeadmin_gui.ui.editors.order.payments import order_charges
from storeadmin_gui.ui.editors.totals import describe_charges, signed_money
from storeadmin_gui.ui.formats import format_money
from storeadmin_gui.ui.i18n import noop, tr
from storeadmin_gui.ui.labels import counted, state_label
from storeadmin_gui.ui.shell.style import colour

__all__ = ["LOCKED_TEXTS", "OrderItemsTree", "item_name"]

ITEM_ID_ROLE = Qt.ItemDataRole.UserRole + 1
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


def item_name(item: OrderItem) -> str:
    """``CODE — product name`` of an item, as its row and the questions about it name it."""
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


class OrderItemsTree(QTreeWidget):
    """The items of one order, one selectable at a time (to remove it); units are not."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(tr("editors.order_editor", "Items"))
        self.setObjectName("orderItems")
        self.setHeaderLabels(
            [
                tr("editors.order_editor", "Item / inventory unit"),
                tr("editors.order_editor", "Unit price"),
                tr("editors.order_editor", "Quantity"),
                tr("editors.order_editor", "Adjustments"),
                tr("editors.order_editor", "Total"),
                tr("editors.order_editor", "State"),
            ]
        )
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setAlternatingRowColors(True)
        header = self.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in range(1, 6):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)

    def show_items(self, order: Order) -> None:
        self.clear()
        for item in order.items:
            self.addTopLevelItem(self._item_row(item, order.currency))
        self.expandAll()

    def selected_item(self, order: Order | None) -> OrderItem | None:
        """The item of ``order`` whose row is selected (None: none is, or no order shows)."""
        selected = self.selectedItems()
        if not selected or order is None:
            return None
        item_id = selected[0].data(0, ITEM_ID_ROLE)
        return next((item for item in order.items if item.id == item_id), None)

    def _item_row(self, item: OrderItem, currency: str | None) -> QTreeWidgetItem:
        adjustments = signed_money(item.adjustments_total, currency, None)
        row = QTreeWidgetItem(
            [
                item_name(item),
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
