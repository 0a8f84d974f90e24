"""The main window over the real backend in-process: navigation, status bar, shortcuts, About,
and what it remembers between runs."""

from __future__ import annotations

import logging
import platform
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import shiboken6
from PySide6.QtCore import QObject, QSettings, Qt, QUrl, Slot, qVersion
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from storeadmin_gui import __version__
from storeadmin_gui.api import UserCreate
from storeadmin_gui.logs import configure_logging
from storeadmin_gui.ui.pages import PAGE_KINDS, OrdersPage, UsersPage, page_index
from storeadmin_gui.ui.shell.messages import MessageChannel
from storeadmin_gui.ui.shell.session import Session, SignInFailed
from tests.ui.shell_support import (
    BASE_URL,
    DEMO_USERNAME,
    demo_profile,
    in_process_factory,
    open_window,
    temp_settings,
    wait_for_rows,
)

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")

ORDERS = page_index(OrdersPage.key)
USERS = page_index(UsersPage.key)


def test_signed_in_window_lands_on_data_and_the_status_bar_says_where(
    qtbot: QtBot, session: Session, messages: MessageChannel, settings: QSettings
) -> None:
    window = open_window(qtbot, session, messages, settings)

    page = wait_for_rows(qtbot, window)

    assert isinstance(page, PAGE_KINDS[0].load()) and window.page_title.text() == page.title
    assert window.status_total_text == ""  # the Overview is not a list
    assert not window.status_loading
    assert window.server_label.text() == BASE_URL
    assert window.user_label.text() == f"Signed in as {DEMO_USERNAME}"
    assert [window.navigation.item(i).text() for i in range(window.navigation.count())] == [
        "Overview",
        "Product variants",
        "Carts",
        "Orders",
        "Customers",
        "Users",
    ]


def _landing_on_orders_preparing(
    qtbot: QtBot, backend_app: Any, messages: MessageChannel, settings: QSettings
) -> tuple[Session, Any, Callable[[Any], None], list[tuple[object, object]]]:
    """A window over a session not signed in yet, landing on Orders; and what a sign-in's wait
    calls: it builds the landing view and notes (who was signed in then, the view built)."""
    settings.setValue("mainWindow/page", ORDERS)
    session = Session(messages, client_factory=in_process_factory(backend_app))
    window = open_window(qtbot, session, messages, settings)
    built: list[tuple[object, object]] = []

    def prepare(client: Any) -> None:
        window.prepare_landing(client)
        built.append((session.client, window.stack.widget(window.stack.count() - 1)))

    return session, window, prepare, built


def test_the_view_built_while_the_client_signs_in_is_the_one_shown(
    qtbot: QtBot, backend_app: Any, messages: MessageChannel, settings: QSettings, run: Any
) -> None:
    """A start that waits for its store builds the view it lands on meanwhile, then shows it."""
    session, window, prepare, built = _landing_on_orders_preparing(
        qtbot, backend_app, messages, settings
    )

    run(session.open(demo_profile(), while_signing_in=prepare))
    page = wait_for_rows(qtbot, window)

    [(signed_in_then, prepared)] = built
    assert signed_in_then is None  # built before the sign-in ended
    assert isinstance(prepared, OrdersPage) and page is prepared
    run(session.close())


def test_a_view_built_for_a_sign_in_that_failed_is_dropped(
    qtbot: QtBot, backend_app: Any, messages: MessageChannel, settings: QSettings, run: Any
) -> None:
    session, window, prepare, built = _landing_on_orders_preparing(
        qtbot, backend_app, messages, settings
    )

    with pytest.raises(SignInFailed):
        wrong = demo_profile(password="not the password")
        run(session.open(wrong, while_signing_in=prepare))
    run(session.open(demo_profile()))
    page = wait_for_rows(qtbot, window)

    [(_, prepared)] = built
    assert page is not prepared
    qtbot.waitUntil(lambda: not shiboken6.isValid(prepared), timeout=5000)  # deleted
    run(session.close())


def test_ctrl_number_switches_views_and_the_total_follows(
    qtbot: QtBot, session: Session, messages: MessageChannel, settings: QSettings
) -> None:
    window = open_window(qtbot, session, messages, settings)
    wait_for_rows(qtbot, window)

    qtbot.keyClick(window, Qt.Key.Key_4, Qt.KeyboardModifier.ControlModifier)
    orders = wait_for_rows(qtbot, window)

    assert isinstance(orders, OrdersPage) and window.navigation.currentRow() == ORDERS
    assert orders.total is not None and orders.total > 0
    assert window.status_total_text == f"{orders.total:,} in total"


def test_f5_reloads_the_view_from_the_server(
    qtbot: QtBot, session: Session, messages: MessageChannel, settings: QSettings, run: Any
) -> None:
    window = open_window(qtbot, session, messages, settings)
    window.show_page(USERS)
    users = wait_for_rows(qtbot, window)
    before = users.total
    assert session.client is not None
    run(
        session.client.users.create(
            UserCreate(
                first_name="Nina",
                last_name="Refresh",
                email="nina.refresh@example.com",
                plain_password="secret-enough",
            )
        )
    )

    qtbot.keyClick(window, Qt.Key.Key_F5)
    qtbot.waitUntil(lambda: users.total == before + 1 and not users.loading, timeout=10_000)

    assert window.status_total_text == f"{before + 1:,} in total"


def test_ctrl_f_puts_the_cursor_in_the_filter(
    qtbot: QtBot, session: Session, messages: MessageChannel, settings: QSettings
) -> None:
    window = open_window(qtbot, session, messages, settings)
    window.show_page(USERS)
    users = wait_for_rows(qtbot, window)
    users.view.setFocus()

    qtbot.keyClick(window, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)

    filter_widget = users.filter_widget()
    assert filter_widget is not None
    focused = window.focusWidget()
    assert focused is filter_widget or filter_widget.isAncestorOf(focused)


def test_enter_opens_the_selected_row(
    qtbot: QtBot, session: Session, messages: MessageChannel, settings: QSettings
) -> None:
    window = open_window(qtbot, session, messages, settings)
    window.show_page(ORDERS)
    orders = wait_for_rows(qtbot, window)
    orders.view.setFocus()
    orders.view.selectRow(0)
    key = orders.model.key_at(0)

    qtbot.keyClick(orders.view, Qt.Key.Key_Return)

    # The row opens in its editor, titled with the order's number once loaded.
    def editor_windows() -> list[Any]:
        return [
            widget
            for widget in QApplication.topLevelWidgets()
            if type(widget).__name__ == "EditorDialog" and widget.isVisible()
        ]

    qtbot.waitUntil(lambda: any(w.editor.has_loaded for w in editor_windows()), timeout=10_000)
    (dialog,) = editor_windows()
    assert dialog.editor.order_id == key
    assert orders.item_title(key).split()[-1] in dialog.windowTitle()
    dialog.close()


def test_about_names_the_version_qt_python_and_server(
    qtbot: QtBot, session: Session, messages: MessageChannel, settings: QSettings
) -> None:
    window = open_window(qtbot, session, messages, settings)

    window.about_action.trigger()

    assert window.about_box is not None and window.about_box.isVisible()
    text = window.about_box.text()
    for expected in (__version__, qVersion(), platform.python_version(), BASE_URL):
        assert expected in text
    window.about_box.done(0)


def test_window_view_columns_and_sort_are_remembered(
    qtbot: QtBot, session: Session, messages: MessageChannel, settings: QSettings, tmp_path: Path
) -> None:
    window = open_window(qtbot, session, messages, settings)
    window.resize(760, 540)
    window.show_page(USERS)
    users = wait_for_rows(qtbot, window)
    users.view.horizontalHeader().resizeSection(1, 333)
    sortable = next(i for i, c in enumerate(users.model.columns) if c.sort_field)
    users.model.sort(sortable, Qt.SortOrder.AscendingOrder)
    sorting = dict(users.model.sorting)
    window.close()

    again = open_window(qtbot, session, messages, temp_settings(tmp_path))
    reopened = wait_for_rows(qtbot, again)

    assert isinstance(reopened, UsersPage)
    assert (again.size().width(), again.size().height()) == (760, 540)
    assert reopened.view.horizontalHeader().sectionSize(1) == 333
    assert dict(reopened.model.sorting) == sorting


def test_without_a_connection_the_window_offers_to_connect(
    qtbot: QtBot, messages: MessageChannel, settings: QSettings
) -> None:
    window = open_window(qtbot, Session(messages), messages, settings)

    assert window.stack.currentWidget() is window.placeholder
    assert not window.navigation.isEnabled() and not window.refresh_action.isEnabled()
    assert window.server_label.text() == "Not connected"
    with qtbot.waitSignal(window.connect_requested, timeout=1000):
        window.connect_action.trigger()


def test_a_message_posted_shows_in_the_bar_and_can_be_dismissed(
    qtbot: QtBot, session: Session, messages: MessageChannel, settings: QSettings
) -> None:
    window = open_window(qtbot, session, messages, settings)

    messages.error("The order could not be saved.")

    assert window.message_bar.isVisible()
    assert window.message_bar.text == "The order could not be saved."
    window.message_bar.dismiss()
    assert not window.message_bar.isVisible()


def test_an_uncaught_error_is_shown_and_logged_not_lost(
    qtbot: QtBot,
    session: Session,
    messages: MessageChannel,
    settings: QSettings,
    caplog: pytest.LogCaptureFixture,
) -> None:
    window = open_window(qtbot, session, messages, settings)
    try:
        raise ValueError("the sky fell")
    except ValueError as error:
        messages.excepthook(type(error), error, error.__traceback__)

    assert window.message_bar.text.startswith(
        "Something went wrong inside Store Admin (ValueError: the sky fell)."
    )
    assert "Traceback" in caplog.text and "the sky fell" in caplog.text


class _UrlCatcher(QObject):
    """Stands in for the desktop's file manager, which the offscreen platform does not have."""

    def __init__(self) -> None:
        super().__init__()
        self.opened: list[str] = []

    @Slot(QUrl)
    def open(self, url: QUrl) -> None:
        self.opened.append(url.toLocalFile())


def test_help_open_log_folder_shows_the_folder_the_log_is_written_to(
    qtbot: QtBot,
    session: Session,
    messages: MessageChannel,
    settings: QSettings,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "state"))
    levels = {name: logging.getLogger(name).level for name in ("", "httpx")}
    log_file = configure_logging()
    window = open_window(qtbot, session, messages, settings)
    catcher = _UrlCatcher()
    # PySide6 takes the slot's name as text, which its stub calls bytes.
    QDesktopServices.setUrlHandler("file", catcher, "open")  # type: ignore[arg-type]
    try:
        window.log_folder_action.trigger()
    finally:
        QDesktopServices.unsetUrlHandler("file")
        _remove_log_handlers()
        for name, level in levels.items():
            logging.getLogger(name).setLevel(level)

    assert catcher.opened == [str(log_file.parent)]
    assert log_file.parent.is_dir() and log_file.is_relative_to(tmp_path / "state")


def _remove_log_handlers() -> None:
    root = logging.getLogger()
    for handler in list(root.handlers):
        if getattr(handler, "_storeadmin", False):
            root.removeHandler(handler)
            handler.close()
