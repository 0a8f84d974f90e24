"""The Users page on the real backend: the search box maps to ``criteria[query]``, debounced."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt

from storeadmin_gui.ui.formats import format_timestamp
from storeadmin_gui.ui.labels import state_label
from storeadmin_gui.ui.lists.detail import RAW_FIELDS_TITLE
from storeadmin_gui.ui.lists.table_model import PagedTableModel
from storeadmin_gui.ui.pages import UsersPage
from tests.ui.detail_support import raw_value_of, section_titles, value_of
from tests.ui.shell_support import column_of, shown, sorting_sent

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")

USERS = "/api/v1/users/"


def test_users_are_listed_with_status_badges(
    tap_client: Any, show_page: Any, run: Any, qtmodeltester: Any
) -> None:
    client, tap = tap_client
    page = show_page(UsersPage, client)
    qtmodeltester.check(page.model)
    assert sorting_sent(tap.asked(USERS)[0]) == {}

    expected = run(client.users.list(page=1, limit=50))
    assert page.total == expected.total > 0
    status = column_of(page, "Status")
    for row, user in enumerate(expected.items):
        assert shown(page, row, "Id") == str(user.id)
        assert shown(page, row, "E-mail") == user.email
        assert shown(page, row, "Name") == f"{user.first_name} {user.last_name}"
        assert shown(page, row, "Created") == format_timestamp(user.created_at)
        badge = page.model.data(page.model.index(row, status), PagedTableModel.BadgeRole)
        assert badge == ("enabled" if user.enabled else "disabled")
        assert shown(page, row, "Status") == state_label(badge)


def test_no_last_login_column_since_lists_never_carry_it(
    tap_client: Any, show_page: Any, run: Any, wait_rows: Any
) -> None:
    """The server sends a last sign-in only with a password reset: a list column would read "—"
    on every row. What the list offers instead, the Created date, is what the server sends."""
    client, tap = tap_client
    page = show_page(UsersPage, client)
    headers = [column.header for column in page.model.columns]
    assert "Last login" not in headers
    expected = run(client.users.list(page=1, limit=50))
    assert all(user.last_login is None for user in expected.items)
    assert all(user.created_at is not None for user in expected.items)

    page.view.horizontalHeader().setSortIndicator(
        column_of(page, "Created"), Qt.SortOrder.AscendingOrder
    )
    wait_rows(page)
    assert sorting_sent(tap.asked(USERS)[-1]) == {"createdAt": "asc"}
    oldest = run(client.users.list(page=1, limit=50, sorting={"created_at": "asc"}))
    assert [shown(page, row, "Id") for row in range(oldest.total)] == [
        str(user.id) for user in oldest.items
    ]


def test_typing_a_search_sends_one_query_once_the_user_pauses(
    tap_client: Any, show_page: Any, run: Any, qtbot: Any, wait_rows: Any
) -> None:
    client, tap = tap_client
    page = show_page(UsersPage, client)
    everyone = page.total
    someone = run(client.users.list(page=1, limit=1)).items[0]
    word = (someone.last_name or someone.email or "").lower()[:5]
    before = len(tap.asked(USERS))

    qtbot.keyClicks(page.filters.box("query"), word)  # five key presses in a burst
    assert len(tap.asked(USERS)) == before  # nothing sent while typing
    qtbot.waitUntil(lambda: len(tap.asked(USERS)) > before, timeout=5000)
    wait_rows(page)

    assert len(tap.asked(USERS)) == before + 1
    assert tap.asked(USERS)[-1].url.params["criteria[query]"] == word
    expected = run(client.users.list(page=1, limit=50, criteria={"query": word}))
    assert page.total == expected.total
    assert 0 < expected.total <= (everyone or 0)

    page.focus_filter()
    qtbot.keyClick(page.filters.box("query"), Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(page.filters.box("query"), Qt.Key.Key_Delete)  # cleared: the full list at once
    wait_rows(page)
    assert page.total == everyone


def test_a_search_that_matches_nobody_says_so(
    tap_client: Any, show_page: Any, qtbot: Any, wait_rows: Any
) -> None:
    client, _tap = tap_client
    page = show_page(UsersPage, client)
    assert not page.empty_label.isVisible()

    qtbot.keyClicks(page.filters.box("query"), "nobody-has-this-name")
    qtbot.keyClick(page.filters.box("query"), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: page.total == 0 and not page.loading, timeout=5000)

    assert page.empty_label.isVisible()
    assert page.empty_label.text() == "No users match these filters."


def test_details_of_a_user_read_as_its_row_without_secrets(
    tap_client: Any, show_page: Any, run: Any, qtbot: Any
) -> None:
    client, _tap = tap_client
    page = show_page(UsersPage, client)
    page.view.setCurrentIndex(page.model.index(1, 0))
    page.details_action.trigger()
    qtbot.waitUntil(
        lambda: page.details.panel.isVisible() and page.details.panel.status == "", timeout=5000
    )

    user = run(client.users.get(int(shown(page, 1, "Id"))))
    detail = page.details.panel
    assert section_titles(detail) == ["User", RAW_FIELDS_TITLE]  # no reset: no such group
    for header in ("E-mail", "Username", "Status", "Roles", "Created"):
        assert value_of(detail, header) == shown(page, 1, header), header
    assert (value_of(detail, "First name"), value_of(detail, "Last name")) == (
        user.first_name,
        user.last_name,
    )
    assert value_of(detail, "Last login") is None
    assert raw_value_of(detail, "email") == user.email
    assert raw_value_of(detail, "password") is None and raw_value_of(detail, "salt") is None
