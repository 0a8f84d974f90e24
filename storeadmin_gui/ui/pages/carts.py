"""Carts: orders still in state ``cart``, filtered by customer e-mail and channel."""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from typing import Any

from pydantic import BaseModel
from PySide6.QtWidgets import QDialog, QHBoxLayout, QWidget

from storeadmin_gui.api import ListName
from storeadmin_gui.ui import editors
from storeadmin_gui.ui.columns import cart_columns
from storeadmin_gui.ui.detail import DetailSection
from storeadmin_gui.ui.i18n import noop, tr
from storeadmin_gui.ui.pages.base import ResourcePage
from storeadmin_gui.ui.pages.kinds import CARTS, TITLES
from storeadmin_gui.ui.pages.sections import cart_sections
from storeadmin_gui.ui.table_model import Column, PageSource
from storeadmin_gui.ui.widgets import SearchBox

__all__ = ["CartsPage"]


class CartsPage(ResourcePage):
    key = CARTS
    title = TITLES[CARTS]
    none_matching = noop("pages.carts", "No carts match these filters.")
    none_yet = noop("pages.carts", "There are no carts yet.")
    record_name = "cart"
    list_name = ListName.CARTS
    can_create = True
    can_delete = True
    soft_delete = True

    def columns(self) -> Sequence[Column]:
        return cart_columns()

    def source(self) -> PageSource:
        """Summaries: the list shows a few fields of each cart, not its lines."""
        return self.client.carts.summaries

    def item_key(self, item: Any) -> Hashable:
        return int(item.id)

    async def fetch_item(self, key: Hashable) -> BaseModel:
        return await self.client.carts.get(int(str(key)))

    def detail_sections(self, record: Any) -> Sequence[DetailSection]:
        return cart_sections(record)

    def item_title(self, key: Hashable) -> str:
        return tr("pages.carts", "Cart #{key}").format(key=key)

    def edit_item(self, key: Hashable) -> QDialog:
        return editors.open_cart_editor(self, self.client, int(str(key)))

    def create_item(self) -> QDialog:
        return editors.open_new_cart(self, self.client, opened=self.follow)

    async def delete_item(self, key: Hashable) -> None:
        await self.client.carts.delete(int(str(key)))

    def build_filters(self, bar: QHBoxLayout) -> None:
        self.customer_box = SearchBox(tr("pages.carts", "Customer e-mail"))
        self.customer_box.search_changed.connect(lambda _text: self.filters_changed())
        self.channel_box = self.channel_filter(tr("pages.carts", "Only carts of this channel"))
        bar.addWidget(self.customer_box)
        bar.addWidget(self.channel_box)

    def start(self) -> None:
        self.channel_box.load()

    def criteria(self) -> dict[str, str]:
        return {"customer": self.customer_box.search, "channel": self.channel_box.value}

    def filter_widget(self) -> QWidget:
        return self.customer_box

    def filter_inputs(self) -> Mapping[str, QWidget]:
        return {"customer": self.customer_box, "channel": self.channel_box}
