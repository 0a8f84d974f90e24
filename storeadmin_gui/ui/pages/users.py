"""Users: every account, searched by name, e-mail or username (``criteria[query]``)."""

from __future__ import annotations

from collections.abc import Hashable, Sequence

from pydantic import BaseModel
from PySide6.QtWidgets import QHBoxLayout, QWidget

from storeadmin_gui.ui.columns import USER_COLUMNS
from storeadmin_gui.ui.pages.base import ResourcePage
from storeadmin_gui.ui.table_model import Column, PageSource
from storeadmin_gui.ui.widgets import SearchBox

__all__ = ["UsersPage"]


class UsersPage(ResourcePage):
    title = "Users"

    def columns(self) -> Sequence[Column]:
        return USER_COLUMNS

    def source(self) -> PageSource:
        return self.client.users.list

    async def fetch_item(self, key: Hashable) -> BaseModel:
        return await self.client.users.get(int(str(key)))

    def item_title(self, key: Hashable) -> str:
        row = self.view.currentIndex().row()
        cells = self.model.cells_at(row) if self.model.key_at(row) == key else None
        return f"User {cells[1]}" if cells else f"User #{key}"

    def build_filters(self, bar: QHBoxLayout) -> None:
        self.search_box = SearchBox("Search name, e-mail or username")
        self.search_box.setMinimumWidth(260)
        self.search_box.search_changed.connect(lambda _text: self.filters_changed())
        bar.addWidget(self.search_box)

    def criteria(self) -> dict[str, str]:
        return {"query": self.search_box.search}

    def filter_widget(self) -> QWidget:
        return self.search_box
