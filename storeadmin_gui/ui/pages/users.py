"""Users: every account, searched by name, e-mail or username (``criteria[query]``)."""

from __future__ import annotations

import asyncio
from collections.abc import Hashable, Mapping, Sequence
from typing import Any

import shiboken6
from pydantic import BaseModel
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QHBoxLayout, QWidget

from storeadmin_gui.api import ApiError, ListName
from storeadmin_gui.ui import editors
from storeadmin_gui.ui.columns import USER_COLUMNS
from storeadmin_gui.ui.detail import DetailSection
from storeadmin_gui.ui.i18n import noop, tr
from storeadmin_gui.ui.pages.base import ResourcePage
from storeadmin_gui.ui.pages.kinds import TITLES, USERS
from storeadmin_gui.ui.pages.sections import user_sections
from storeadmin_gui.ui.table_model import Column, PageSource
from storeadmin_gui.ui.widgets import SearchBox

__all__ = ["UsersPage"]


class UsersPage(ResourcePage):
    key = USERS
    title = TITLES[USERS]
    none_matching = noop("pages.users", "No users match these filters.")
    none_yet = noop("pages.users", "There are no users yet.")
    record_name = "user"
    list_name = ListName.USERS
    can_create = True
    can_delete = True
    soft_delete = True

    def columns(self) -> Sequence[Column]:
        return USER_COLUMNS

    def source(self) -> PageSource:
        return self.client.users.list

    async def fetch_item(self, key: Hashable) -> BaseModel:
        return await self.client.users.get(int(str(key)))

    def detail_sections(self, record: Any) -> Sequence[DetailSection]:
        return user_sections(record)

    def item_title(self, key: Hashable) -> str:
        row = self.view.currentIndex().row()
        cells = self.model.cells_at(row) if self.model.key_at(row) == key else None
        return (
            tr("pages.users", "User {value}").format(value=cells[1])
            if cells
            else tr("pages.users", "User #{key}").format(key=key)
        )

    def edit_item(self, key: Hashable) -> QDialog:
        return editors.open_user_editor(self, self.client, int(str(key)))

    def create_item(self) -> QDialog:
        return editors.open_new_user(self, self.client)

    async def delete_item(self, key: Hashable) -> None:
        await self.client.users.delete(int(str(key)))

    def build_row_actions(self) -> list[QAction]:
        self.enable_action = QAction(tr("pages.users", "Enable"), self)
        self.enable_action.setToolTip(tr("pages.users", "Let the selected users sign in again"))
        self.enable_action.triggered.connect(lambda: self.set_selected_enabled(True))
        self.disable_action = QAction(tr("pages.users", "Disable"), self)
        self.disable_action.setToolTip(tr("pages.users", "Stop the selected users from signing in"))
        self.disable_action.triggered.connect(lambda: self.set_selected_enabled(False))
        return [self.enable_action, self.disable_action]

    def set_selected_enabled(self, enabled: bool) -> asyncio.Task[Any] | None:
        """Enable or disable the selected accounts; the table reloads when all have answered."""
        ids = [int(str(key)) for key in self.selected_keys()]
        if not ids:
            return None
        task = editors.enable_users(self, self.client, ids, enabled)
        verb = "enabled" if enabled else "disabled"

        def finished(done: asyncio.Task[dict[int, ApiError | None]]) -> None:
            if done.cancelled() or done.exception() is not None or not shiboken6.isValid(self):
                return
            self.report_batch(done.result(), verb)
            self.reload_rows()

        task.add_done_callback(finished)
        return task

    def build_filters(self, bar: QHBoxLayout) -> None:
        self.search_box = SearchBox(tr("pages.users", "Search name, e-mail or username"))
        self.search_box.search_changed.connect(lambda _text: self.filters_changed())
        bar.addWidget(self.search_box)

    def criteria(self) -> dict[str, str]:
        return {"query": self.search_box.search}

    def filter_widget(self) -> QWidget:
        return self.search_box

    def filter_inputs(self) -> Mapping[str, QWidget]:
        return {"query": self.search_box}
