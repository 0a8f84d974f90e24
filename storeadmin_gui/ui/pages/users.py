"""Users: every account, searched by name, e-mail or username; enabled and disabled in bulk."""

from __future__ import annotations

import asyncio
from collections.abc import Hashable, Sequence
from typing import TYPE_CHECKING, Any

import shiboken6

from storeadmin_gui.api import ApiError, Feature, ListName, UserCriteria
from storeadmin_gui.ui import editors
from storeadmin_gui.ui.i18n import noop, tr
from storeadmin_gui.ui.lists.columns import USER_COLUMNS
from storeadmin_gui.ui.pages.base import ListPage
from storeadmin_gui.ui.pages.kinds import USERS
from storeadmin_gui.ui.pages.list_spec import (
    FilterView,
    FilterWidget,
    FixedSource,
    ListHost,
    ListOperation,
    ListSpec,
    records_by_id,
    sections_named,
)

if TYPE_CHECKING:
    from storeadmin_gui.ui.lists.table_model import Cell

__all__ = ["USERS_LIST", "UsersPage", "set_selected_enabled"]


def set_selected_enabled(page: ListPage, enabled: bool) -> asyncio.Task[Any] | None:
    """Enable or disable the selected accounts; the table reloads when all have answered."""
    ids = [int(str(key)) for key in page.selected_keys()]
    if not ids:
        return None
    task = editors.enable_users(page, page.client, ids, enabled)
    verb = "enabled" if enabled else "disabled"

    def finished(done: asyncio.Task[dict[int, ApiError | None]]) -> None:
        if done.cancelled() or done.exception() is not None or not shiboken6.isValid(page):
            return
        page.batch.report(done.result(), verb)
        page.reload_rows()

    task.add_done_callback(finished)
    return task


def _title(_page: ListHost, key: Hashable, cells: Sequence[Cell] | None) -> str:
    if cells:
        return tr("pages.users", "User {value}").format(value=cells[1])
    return tr("pages.users", "User #{key}").format(key=key)


def _enabling(page: ListHost, enabled: bool) -> object:
    assert isinstance(page, ListPage)
    return set_selected_enabled(page, enabled)


USERS_LIST = ListSpec(
    key=USERS,
    record_name="user",
    columns=lambda _page: USER_COLUMNS,
    source=FixedSource(ListName.USERS, lambda client: client.users.list),
    feature=Feature.USERS,
    records=records_by_id(
        lambda client: client.users,
        sections=sections_named("user_sections"),
        title=_title,
        edit=lambda page, key: editors.open_user_editor(page.widget(), page.client, int(str(key))),
        create=lambda page: editors.open_new_user(page.widget(), page.client),
        create_feature=Feature.CREATE_USER,
        delete_feature=Feature.DELETE_USER,
        soft_delete=True,
    ),
    filters=(
        FilterView(
            UserCriteria.filter("query"),
            FilterWidget.SEARCH,
            noop("pages.users", "Search name, e-mail or username"),
        ),
    ),
    operations=(
        ListOperation(
            key="enable",
            label=noop("pages.users", "Enable"),
            tooltip=noop("pages.users", "Let the selected users sign in again"),
            run=lambda page: _enabling(page, True),
        ),
        ListOperation(
            key="disable",
            label=noop("pages.users", "Disable"),
            tooltip=noop("pages.users", "Stop the selected users from signing in"),
            run=lambda page: _enabling(page, False),
        ),
    ),
    none_matching=noop("pages.users", "No users match these filters."),
    none_yet=noop("pages.users", "There are no users yet."),
)


class UsersPage(ListPage):
    """The Users list (its state is kept under this name)."""

    spec = USERS_LIST
