"""The order editor's history, notes and customer tabs: who did what to the order, what staff
left for each other about it, and the customer's profile. They reload whenever the editor shows
the order afresh (a step taken, a line added), so the timeline always ends with what was just
done."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from PySide6.QtCore import SignalInstance
from PySide6.QtWidgets import QTabWidget

from storeadmin_gui.api import (
    Area,
    Capabilities,
    HistoryEntry,
    Order,
    Page,
    StoreClient,
    errors,
)
from storeadmin_gui.ui.i18n import tr
from storeadmin_gui.ui.people.customer_profile import CustomerProfilePanel
from storeadmin_gui.ui.people.history_view import ChangeWords, HistoryPanel
from storeadmin_gui.ui.people.notes_view import NotesPanel
from storeadmin_gui.ui.shell.server_offers import server_capabilities
from storeadmin_gui.ui.tasks import spawn

__all__ = ["OrderPanels", "attach_order_panels"]


class OrderHost(Protocol):
    """What the panels need of the order editor."""

    tabs: QTabWidget
    client: StoreClient
    order_id: int
    order: Order | None

    @property
    def loaded(self) -> SignalInstance: ...


@dataclass
class OrderPanels:
    history: HistoryPanel
    notes: NotesPanel
    customer: CustomerProfilePanel


def attach_order_panels(editor: OrderHost) -> OrderPanels:
    """Adds the "History" and "Notes" tabs to the editor's tabs; both reload each time the
    editor has shown the order (``loaded``)."""
    client, order_id = editor.client, editor.order_id

    def currency() -> str | None:
        return editor.order.currency if editor.order is not None else None

    async def fetch(page: int, limit: int) -> Page[HistoryEntry]:
        return await client.history.of_order(order_id, page=page, limit=limit)

    history = HistoryPanel(fetch, client.history.kept_by_server, ChangeWords(currency))
    notes = NotesPanel(client.orders.notes, order_id, area=Area.ORDERS)
    customer = CustomerProfilePanel(client)
    editor.tabs.addTab(history, tr("editors.order_panels", "History"))
    editor.tabs.addTab(notes, tr("editors.order_panels", "Notes"))
    editor.tabs.addTab(customer, tr("editors.order_panels", "Customer"))

    async def offer_notes() -> None:
        try:
            offered: Capabilities | None = await server_capabilities(client, notes)
        except errors.ApiError:
            offered = None  # cannot tell now: the server has the last word
        if notes.alive and notes.offer(offered):
            await notes.refresh()

    def reload() -> None:
        history.refresh()
        spawn(offer_notes(), owner=notes)
        order = editor.order
        if order is not None and order.customer is not None and order.customer.id is not None:
            customer.show_customer(order.customer.id)
        else:
            customer.show_customer(None)

    editor.loaded.connect(reload)
    notes.changed.connect(history.refresh)
    return OrderPanels(history, notes, customer)
