"""A customer's profile: who they are (a guest, or with a shop account), what they bought (orders,
spent and average order per currency, first and last order), their orders newest first, and the
notes staff keep about them. Shown from an order (the order editor's "Customer" tab) and from the
Customers view, in a window of its own (:func:`open_customer_profile`). An order of the list opens
in the order editor (double-click or Enter), through the opener the editors register
(``ui/openers.py``: the editors show this panel, so it cannot import them)."""

from __future__ import annotations

import asyncio
from typing import Final

import shiboken6
from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from storeadmin_gui.api import Area, CustomerProfile, Feature, StoreClient, errors
from storeadmin_gui.ui.formats import format_money, format_timestamp
from storeadmin_gui.ui.i18n import tr
from storeadmin_gui.ui.labels import NONE_SHOWN, state_label
from storeadmin_gui.ui.openers import ORDER
from storeadmin_gui.ui.people.notes_view import NotesPanel
from storeadmin_gui.ui.shell.messages import describe_exception
from storeadmin_gui.ui.shell.screens import fit_to_screen
from storeadmin_gui.ui.shell.server_kind import missing_reason
from storeadmin_gui.ui.shell.server_offers import server_capabilities
from storeadmin_gui.ui.shell.style import set_role
from storeadmin_gui.ui.tasks import spawn

__all__ = ["CustomerProfilePanel", "ProfileWindow", "open_customer_profile"]

ORDERS_SHOWN: Final = 50
ORDER_ID_ROLE: Final = Qt.ItemDataRole.UserRole


class CustomerProfilePanel(QWidget):
    """The profile of one customer (``customer_id`` None: the order has none); ``loaded_who``
    says who the customer is once the profile is read."""

    loaded_who = Signal(str)

    def __init__(self, client: StoreClient, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.client = client
        self.customer_id: int | None = None
        self._loading: asyncio.Task[None] | None = None
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setVisible(False)
        self.figures: dict[str, QLabel] = {}
        facts = QFormLayout()
        for key, caption in (
            ("who", tr("customer_profile", "Customer:")),
            ("account", tr("customer_profile", "Account:")),
            ("orders", tr("customer_profile", "Orders:")),
            ("spent", tr("customer_profile", "Spent:")),
            ("average", tr("customer_profile", "Average order:")),
            ("first", tr("customer_profile", "First order:")),
            ("last", tr("customer_profile", "Last order:")),
        ):
            value = QLabel(NONE_SHOWN)
            value.setObjectName(f"profile:{key}")
            value.setWordWrap(True)
            facts.addRow(caption, value)
            self.figures[key] = value
        self.orders = QTreeWidget()
        self.orders.setObjectName("customerOrders")
        self.orders.setAccessibleName(tr("customer_profile", "The customer's orders"))
        self.orders.setRootIsDecorated(False)
        self.orders.setHeaderLabels(
            [
                tr("customer_profile", "Number"),
                tr("customer_profile", "State"),
                tr("customer_profile", "Total"),
                tr("customer_profile", "Checkout completed"),
            ]
        )
        self.orders.header().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.orders.setToolTip(tr("customer_profile", "Double-click or Enter opens the order"))
        self.orders.itemActivated.connect(lambda item, _column: self.open_order(item))
        self.notes: NotesPanel | None = None
        self._notes_box = QGroupBox(tr("customer_profile", "Notes about the customer"))
        self._notes_layout = QVBoxLayout(self._notes_box)
        left = QVBoxLayout()
        left.addLayout(facts)
        left.addWidget(self.orders, 1)
        columns = QHBoxLayout()
        columns.addLayout(left, 3)
        columns.addWidget(self._notes_box, 2)
        layout = QVBoxLayout(self)
        layout.addWidget(self.message)
        layout.addLayout(columns, 1)

    def show_customer(self, customer_id: int | None) -> asyncio.Task[None] | None:
        """Read the profile of ``customer_id`` afresh (a load under way is dropped)."""
        if self._loading is not None and not self._loading.done():
            self._loading.cancel()
        self.customer_id = customer_id
        if customer_id is None:
            self._say(tr("customer_profile", "This order has no customer."), "hint")
            return None
        if self.notes is None or self.notes.subject_id != customer_id:
            if self.notes is not None:
                self.notes.deleteLater()
            self.notes = NotesPanel(self.client.customers.notes, customer_id, area=Area.CUSTOMERS)
            self._notes_layout.addWidget(self.notes)
        self._loading = spawn(self._load(customer_id), owner=self)
        return self._loading

    async def _load(self, customer_id: int) -> None:
        try:
            offered = await server_capabilities(self.client, self)
            reason = missing_reason(offered, Feature.CUSTOMER_PROFILES)
            if reason is not None:
                self._say(reason, "hint")
                return
            profile = await self.client.customers.profile(customer_id)
            orders = await self.client.customers.orders(customer_id, limit=ORDERS_SHOWN)
        except errors.ApiError as error:
            if shiboken6.isValid(self.orders):
                self._say(describe_exception(error), "error")
            return
        if not shiboken6.isValid(self.orders):
            return  # answered as the panel was destroyed
        self._say(None, "hint")
        self._show(profile)
        self.orders.clear()
        for order in orders.items:
            row = QTreeWidgetItem(
                [
                    order.number or f"#{order.id}",
                    state_label(order.state),
                    format_money(order.total, order.currency_code),
                    format_timestamp(order.checkout_completed_at),
                ]
            )
            row.setData(0, ORDER_ID_ROLE, order.id)
            self.orders.addTopLevelItem(row)
        if self.notes is not None and self.notes.alive and self.notes.offer(offered):
            await self.notes.refresh()

    def open_order(self, row: QTreeWidgetItem | None = None) -> object | None:
        """Open the order of ``row`` (the current one by default) in the order editor."""
        row = row if row is not None else self.orders.currentItem()
        if row is None:
            return None
        return ORDER(self.window(), self.client, int(row.data(0, ORDER_ID_ROLE)))

    def _show(self, profile: CustomerProfile) -> None:
        customer = profile.customer
        who = " ".join(part for part in (customer.full_name, f"<{customer.email}>") if part)
        self.figures["who"].setText(who)
        self.loaded_who.emit(who)
        self.figures["account"].setText(
            tr("customer_profile", "guest (no shop account)")
            if profile.guest
            else tr("customer_profile", "shop account {username}").format(
                username=customer.user.username if customer.user else ""
            )
        )
        self.figures["orders"].setText(str(profile.orders))
        spent = [format_money(total.spent, total.currency) for total in profile.totals]
        average = [format_money(total.average_order, total.currency) for total in profile.totals]
        self.figures["spent"].setText(", ".join(spent) or NONE_SHOWN)
        self.figures["average"].setText(", ".join(average) or NONE_SHOWN)
        self.figures["first"].setText(format_timestamp(profile.first_order_at))
        self.figures["last"].setText(format_timestamp(profile.last_order_at))

    def _say(self, text: str | None, role: str) -> None:
        self.message.setText(text or "")
        set_role(self.message, role)
        self.message.setVisible(bool(text))


class ProfileWindow(QDialog):
    """A customer's profile in a window of its own, titled with who they are once read."""

    def __init__(self, client: StoreClient, customer_id: int, parent: QWidget | None) -> None:
        super().__init__(parent)
        self.setObjectName("customerProfileWindow")
        self.setWindowTitle(tr("customer_profile", "Customer #{key}").format(key=customer_id))
        self.panel = CustomerProfilePanel(client, self)
        layout = QVBoxLayout(self)
        layout.addWidget(self.panel)
        self.panel.loaded_who.connect(self.setWindowTitle)


def open_customer_profile(parent: QWidget | None, client: StoreClient, customer_id: int) -> QDialog:
    """The profile of ``customer_id`` in a window of its own (Enter on the Customers view),
    deleted when closed; it reads the profile at once."""
    dialog = ProfileWindow(client, customer_id, parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    fit_to_screen(dialog, QSize(980, 560))
    dialog.panel.show_customer(customer_id)
    dialog.show()
    return dialog
