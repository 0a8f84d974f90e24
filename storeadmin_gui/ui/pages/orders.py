"""Orders: every order that is not deleted (carts included), filtered by state, number, customer."""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any

from pydantic import BaseModel
from PySide6.QtWidgets import QComboBox, QDialog, QHBoxLayout, QWidget

from storeadmin_gui.ui import editors
from storeadmin_gui.ui.columns import ORDER_COLUMNS, ORDER_STATES, badge_label
from storeadmin_gui.ui.pages.base import ResourcePage
from storeadmin_gui.ui.table_model import Column, PageSource
from storeadmin_gui.ui.widgets import SearchBox

__all__ = ["OrdersPage"]


class OrdersPage(ResourcePage):
    title = "Orders"
    record_name = "order"
    can_create = True
    can_delete = True
    soft_delete = True

    def columns(self) -> Sequence[Column]:
        return ORDER_COLUMNS

    def source(self) -> PageSource:
        """Summaries: the list shows a few fields of each order, not its lines."""
        return self.client.orders.summaries

    def item_key(self, item: Any) -> Hashable:
        return int(item.id)

    async def fetch_item(self, key: Hashable) -> BaseModel:
        return await self.client.orders.get(int(str(key)))

    def item_title(self, key: Hashable) -> str:
        cells = None
        row = self.view.currentIndex().row()
        if self.model.key_at(row) == key:
            cells = self.model.cells_at(row)
        number = cells[1] if cells else None
        return f"Order {number}" if number and number != "—" else f"Order #{key}"

    def edit_item(self, key: Hashable) -> QDialog:
        return editors.open_order_editor(self, self.client, int(str(key)))

    def create_item(self) -> QDialog:
        return editors.open_new_order(self, self.client, opened=self.follow)

    async def delete_item(self, key: Hashable) -> None:
        await self.client.orders.delete(int(str(key)))

    def build_filters(self, bar: QHBoxLayout) -> None:
        self.state_box = QComboBox()
        self.state_box.addItem("Any state", "")
        for state in ORDER_STATES:
            self.state_box.addItem(badge_label(state), state)
        self.state_box.setToolTip("Only orders in this state")
        self.state_box.activated.connect(lambda _index: self.filters_changed())
        self.number_box = SearchBox("Order number")
        self.number_box.search_changed.connect(lambda _text: self.filters_changed())
        self.customer_box = SearchBox("Customer e-mail")
        self.customer_box.search_changed.connect(lambda _text: self.filters_changed())
        bar.addWidget(self.number_box)
        bar.addWidget(self.customer_box)
        bar.addWidget(self.state_box)

    def criteria(self) -> dict[str, str]:
        return {
            "state": str(self.state_box.currentData() or ""),
            "number": self.number_box.search,
            "customer": self.customer_box.search,
        }

    def filter_widget(self) -> QWidget:
        return self.number_box
