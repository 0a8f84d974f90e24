"""The order editor's "Addresses, payments, shipments" tab: the billing and shipping addresses,
and each payment and shipment as one readable line (the Orders list's details panel words them
the same way, through :func:`describe_entry`)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGridLayout, QGroupBox, QLabel, QVBoxLayout, QWidget

from storeadmin_gui.api.models import Order
from storeadmin_gui.ui.formats import format_address, format_money
from storeadmin_gui.ui.i18n import tr
from storeadmin_gui.ui.labels import state_label

__all__ = ["OrderDetailsTab", "describe_entry"]


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


def entries_text(entries: Sequence[Any], currency: str | None, empty: str) -> str:
    """Payments or shipments, one bulleted line each (``empty`` when there are none)."""
    if not entries:
        return empty
    return "\n".join(f"• {describe_entry(entry, currency)}" for entry in entries)


def boxed(title: str, content: QWidget) -> QGroupBox:
    box = QGroupBox(title)
    layout = QVBoxLayout(box)
    layout.addWidget(content)
    return box


class OrderDetailsTab(QWidget):
    """The four boxes, two by two: billing and shipping address, payments and shipments."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.billing_label = QLabel("—")
        self.shipping_label = QLabel("—")
        self.payments_label = QLabel("—")
        self.shipments_label = QLabel("—")
        labels = (self.billing_label, self.shipping_label, self.payments_label)
        for label in (*labels, self.shipments_label):
            label.setWordWrap(True)
            label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.payments_box = boxed(tr("editors.order_editor", "Payments"), self.payments_label)
        self.shipments_box = boxed(tr("editors.order_editor", "Shipments"), self.shipments_label)
        grid = QGridLayout(self)
        grid.addWidget(
            boxed(tr("editors.order_editor", "Billing address"), self.billing_label), 0, 0
        )
        grid.addWidget(
            boxed(tr("editors.order_editor", "Shipping address"), self.shipping_label), 0, 1
        )
        grid.addWidget(self.payments_box, 1, 0)
        grid.addWidget(self.shipments_box, 1, 1)
        grid.setRowStretch(2, 1)

    def show_order(self, order: Order) -> None:
        currency = order.currency
        self.billing_label.setText(format_address(order.billing_address))
        self.shipping_label.setText(format_address(order.shipping_address))
        self.payments_label.setText(
            entries_text(order.payments, currency, tr("editors.order_editor", "No payments yet."))
        )
        self.shipments_label.setText(
            entries_text(order.shipments, currency, tr("editors.order_editor", "No shipments yet."))
        )
