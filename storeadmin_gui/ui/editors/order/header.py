"""The order editor's header: the order's number, its three states, customer, channel, currency
and times, three to a row, each worded as the Orders list words it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGridLayout, QLabel, QWidget

from storeadmin_gui.api.models import Order
from storeadmin_gui.ui.formats import format_timestamp
from storeadmin_gui.ui.i18n import tr
from storeadmin_gui.ui.labels import full_name, person, state_label
from storeadmin_gui.ui.shell.style import set_role

__all__ = ["OrderHeader", "header_values"]

COLUMNS = 3


def header_values(order: Order) -> dict[str, str]:
    """Each header field's text for ``order``, by the key of its label."""
    named = order.customer
    email = (named.email if named else None) or order.email
    email = email or (order.user.email if order.user else None)
    name = full_name(named.first_name, named.last_name) if named else ""
    customer = person(name, email) if name or email else tr("editors.order_editor", "no customer")
    channel = order.channel
    return {
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
        "currency": order.currency or "—",
        "created_at": format_timestamp(order.created_at),
        "updated_at": format_timestamp(order.updated_at),
        "checkout_completed_at": format_timestamp(order.checkout_completed_at),
    }


class OrderHeader(QWidget):
    """The header's captions and values (``labels``, by field key, "—" until an order shows)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.labels: dict[str, QLabel] = {}
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(18)
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
            row, column = divmod(index, COLUMNS)
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
            grid.addWidget(title, row, column * 2)
            grid.addWidget(value, row, column * 2 + 1)
            self.labels[key] = value
        for column in range(COLUMNS):
            grid.setColumnStretch(column * 2 + 1, 1)

    def show_order(self, order: Order) -> None:
        for key, text in header_values(order).items():
            self.labels[key].setText(text)
