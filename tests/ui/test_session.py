"""The session through the whole app (connect dialog, main window, pages) on the real backend:
an expired session asks to sign in again and carries on; a lost connection is announced and
recovered from when the server answers again."""

from __future__ import annotations

import shutil
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import httpx
import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from storeadmin_gui.api import RetryPolicy, StoreClient
from storeadmin_gui.api.models import OrderCreate
from storeadmin_gui.app import parse_args
from storeadmin_gui.backend.server import EmbeddedServer
from storeadmin_gui.backend.settings import Settings
from storeadmin_gui.gui import StoreAdmin
from storeadmin_gui.ui.pages import OrdersPage, page_index
from storeadmin_gui.ui.shell.messages import Level
from storeadmin_gui.ui.shell.profiles import SecretStore
from tests.ui.conftest import make_store_client
from tests.ui.shell_support import (
    BASE_URL,
    DEMO_USERNAME,
    PASSWORD_CHANGED_ELSEWHERE,
    MemoryKeyring,
    SwitchableTransport,
    change_password_elsewhere,
    fill_password_form,
    in_process_factory,
    new_account,
    page_loaded,
    temp_settings,
)

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")

ORDERS = page_index(OrdersPage.key)


@pytest.fixture
def cable(backend_app: Any) -> SwitchableTransport:
    return SwitchableTransport(httpx.ASGITransport(app=backend_app))


@pytest.fixture
def store_admin(
    backend_app: Any, cable: SwitchableTransport, tmp_path: Path, run: Any
) -> Iterator[StoreAdmin]:
    app = StoreAdmin(
        parse_args(["--server", BASE_URL]),
        settings=temp_settings(tmp_path),
        secrets=SecretStore(MemoryKeyring()),
        client_factory=in_process_factory(
            backend_app, cable, retry=RetryPolicy(attempts=1), timeout=0.3
        ),
        probe_interval=0.05,
    )
    yield app
    run(app.shutdown())


def sign_in_on_orders(
    qtbot: QtBot, store_admin: StoreAdmin, run: Any, server_url: str = BASE_URL
) -> OrdersPage:
    """Start as a user would: the connect dialog, the demo account, then the Orders view."""
    run(store_admin.start())
    dialog = store_admin.connect_dialog
    assert dialog is not None and dialog.server_edit.text() == server_url
    fill_password_form(dialog, server_url)
    qtbot.keyClick(dialog.password_edit, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: store_admin.connect_dialog is None, timeout=10_000)
    window = store_admin.window
    assert window is not None
    qtbot.waitUntil(window.isActiveWindow, timeout=5_000)
    window.show_page(ORDERS)
    page = window.current_page
    assert isinstance(page, OrdersPage)
    qtbot.waitUntil(lambda: page_loaded(page), timeout=10_000)
    return page


def sign_in_again_dialog(qtbot: QtBot, store_admin: StoreAdmin, backend_app: Any) -> Any:
    """The account's password is changed elsewhere, which ends its sessions; a refresh asks to
    sign in again (the password the app holds is refused too); the dialog as it opens."""
    change_password_elsewhere(backend_app)
    window = store_admin.window
    assert window is not None
    qtbot.keyClick(window, Qt.Key.Key_F5)
    qtbot.waitUntil(lambda: store_admin.connect_dialog is not None, timeout=10_000)
    dialog: Any = store_admin.connect_dialog
    qtbot.waitUntil(dialog.isActiveWindow, timeout=5_000)
    return dialog


def test_expired_session_asks_to_sign_in_again_and_carries_on_where_the_user_was(
    qtbot: QtBot, store_admin: StoreAdmin, backend_app: Any, run: Any
) -> None:
    orders = sign_in_on_orders(qtbot, store_admin, run)
    total_column = next(i for i, c in enumerate(orders.model.columns) if c.sort_field == "total")
    orders.model.sort(total_column, Qt.SortOrder.DescendingOrder)
    qtbot.waitUntil(lambda: page_loaded(orders), timeout=10_000)
    first_row_before = orders.model.key_at(0)

    window = store_admin.window
    assert window is not None
    dialog = sign_in_again_dialog(qtbot, store_admin, backend_app)
    assert dialog.windowTitle() == "Sign in again"
    assert not dialog.server_edit.isEnabled() and dialog.username_edit.text() == DEMO_USERNAME
    assert not dialog.demo_button.isVisible()
    dialog.password_edit.setText("a wrong guess")
    qtbot.keyClick(dialog.password_edit, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not dialog.busy, timeout=10_000)
    assert "username or password is not right" in dialog.error_text
    dialog.password_edit.setText(PASSWORD_CHANGED_ELSEWHERE)
    qtbot.keyClick(dialog.password_edit, Qt.Key.Key_Return)

    qtbot.waitUntil(lambda: store_admin.connect_dialog is None, timeout=10_000)
    qtbot.waitUntil(lambda: page_loaded(orders) and not orders.banner.isVisible(), timeout=10_000)
    assert window.current_page is orders  # same view, same page object, same order
    assert orders.model.sorting == {"total": "desc"}
    assert orders.model.key_at(0) == first_row_before
    assert not any(message.level is Level.ERROR for message in store_admin.messages.history)


def type_where_the_cursor_is(qtbot: QtBot, text: str) -> None:
    """Keys go to whatever has the keyboard focus, as they do for a person."""
    for key in text:
        qtbot.keyClicks(QApplication.focusWidget(), key)


def test_enter_in_the_sign_in_again_password_field_signs_in(
    qtbot: QtBot, store_admin: StoreAdmin, backend_app: Any, run: Any
) -> None:
    orders = sign_in_on_orders(qtbot, store_admin, run)
    dialog = sign_in_again_dialog(qtbot, store_admin, backend_app)
    qtbot.mouseClick(dialog.password_edit, Qt.MouseButton.LeftButton)  # into the password field
    assert dialog.password_edit.hasFocus()
    dialog.password_edit.selectAll()
    type_where_the_cursor_is(qtbot, PASSWORD_CHANGED_ELSEWHERE)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)

    qtbot.waitUntil(lambda: store_admin.connect_dialog is None, timeout=10_000)
    qtbot.waitUntil(lambda: page_loaded(orders) and not orders.banner.isVisible(), timeout=10_000)


def test_signing_in_again_as_another_account_names_it_in_the_status_bar(
    qtbot: QtBot, store_admin: StoreAdmin, backend_app: Any, run: Any
) -> None:
    sign_in_on_orders(qtbot, store_admin, run)
    client = store_admin.session.client
    assert client is not None
    run(client.users.create(new_account("boss@example.com", "boss-password")))
    window = store_admin.window
    assert window is not None
    assert window.user_label.text() == f"Signed in as {DEMO_USERNAME}"

    dialog = sign_in_again_dialog(qtbot, store_admin, backend_app)
    dialog.username_edit.setText("boss@example.com")
    dialog.password_edit.setText("boss-password")
    qtbot.keyClick(dialog.password_edit, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: store_admin.connect_dialog is None, timeout=10_000)

    assert window.user_label.text() == "Signed in as boss@example.com"


def test_an_account_without_api_access_is_told_so_at_sign_in(
    qtbot: QtBot, store_admin: StoreAdmin, backend_app: Any, run: Any
) -> None:
    """It gets a token, but every list would say "Access Denied": the dialog says it instead."""
    shopper = new_account("shopper@example.com", "shop-password", roles=["ROLE_USER"])

    async def make_shopper() -> None:
        async with make_store_client(backend_app) as admin:
            await admin.users.create(shopper)

    run(make_shopper())
    run(store_admin.start())
    dialog: Any = store_admin.connect_dialog
    assert dialog is not None
    fill_password_form(dialog, username="shopper@example.com", password="shop-password")
    qtbot.keyClick(dialog.password_edit, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: bool(dialog.error_text), timeout=10_000)

    assert "may not use the store's admin interface" in dialog.error_text
    assert "API access" in dialog.error_text
    assert store_admin.session.client is None and store_admin.connect_dialog is dialog
    window = store_admin.window
    assert window is not None and window.user_label.text() == ""


def test_declining_to_sign_in_again_leaves_a_way_back(
    qtbot: QtBot, store_admin: StoreAdmin, backend_app: Any, run: Any
) -> None:
    orders = sign_in_on_orders(qtbot, store_admin, run)
    change_password_elsewhere(backend_app)
    orders.refresh()
    qtbot.waitUntil(lambda: store_admin.connect_dialog is not None, timeout=10_000)
    assert store_admin.connect_dialog is not None

    store_admin.connect_dialog.reject()

    window = store_admin.window
    assert window is not None
    qtbot.waitUntil(lambda: "You are signed out" in window.message_bar.text, timeout=5_000)
    assert window.message_bar.action_button.text() == "Sign in…"
    window.message_bar.action_button.click()
    qtbot.waitUntil(lambda: store_admin.connect_dialog is not None, timeout=5_000)
    dialog: Any = store_admin.connect_dialog
    dialog.password_edit.setText(PASSWORD_CHANGED_ELSEWHERE)
    qtbot.keyClick(dialog.password_edit, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: store_admin.connect_dialog is None, timeout=10_000)
    qtbot.waitUntil(lambda: page_loaded(orders) and not orders.banner.isVisible(), timeout=10_000)
    assert window.message_bar.text == ""


@pytest.mark.parametrize("stalls", [False, True], ids=["refused", "timed-out"])
def test_lost_connection_is_announced_and_the_view_recovers_when_the_server_is_back(
    qtbot: QtBot, store_admin: StoreAdmin, cable: SwitchableTransport, run: Any, stalls: bool
) -> None:
    """A server that refuses connections and one that never answers are the same loss."""
    orders = sign_in_on_orders(qtbot, store_admin, run)
    total = orders.total
    window = store_admin.window
    assert window is not None

    cable.down, cable.stalls = True, stalls
    qtbot.keyClick(window, Qt.Key.Key_F5)

    qtbot.waitUntil(lambda: "was lost" in window.message_bar.text, timeout=10_000)
    assert window.server_label.text() == f"Connection lost: {BASE_URL}"
    probes_so_far: Callable[[], int] = lambda: cable.refused  # noqa: E731
    qtbot.waitUntil(lambda: probes_so_far() >= 3, timeout=10_000)  # it keeps trying
    assert not store_admin.session.connected

    cable.down = False

    qtbot.waitUntil(lambda: "is back" in window.message_bar.text, timeout=10_000)
    qtbot.waitUntil(lambda: page_loaded(orders) and not orders.stale, timeout=10_000)
    assert orders.total == total and not orders.banner.isVisible()
    assert window.server_label.text() == BASE_URL
    assert store_admin.session.connected


def test_a_server_that_stops_and_starts_again_on_the_same_port_is_picked_up_again(
    qtbot: QtBot, _template_database: Path, tmp_path: Path, run: Any
) -> None:
    database = tmp_path / "store.sqlite3"
    shutil.copyfile(_template_database, database)
    settings = Settings(database_url=f"sqlite:///{database}", demo=True)
    server = EmbeddedServer(settings).start()
    url = server.url
    app = StoreAdmin(
        parse_args(["--server", url]),
        settings=temp_settings(tmp_path),
        secrets=SecretStore(MemoryKeyring()),
        client_factory=lambda profile, auth: StoreClient(
            profile.server_url,
            auth=auth,
            retry=RetryPolicy(attempts=1),
        ),
        probe_interval=0.05,
    )
    restarted: EmbeddedServer | None = None
    try:
        orders = sign_in_on_orders(qtbot, app, run, url)
        window = app.window
        assert window is not None

        server.stop()
        orders.refresh()
        qtbot.waitUntil(lambda: "was lost" in window.message_bar.text, timeout=10_000)

        restarted = EmbeddedServer(settings, port=urlsplit(url).port or 0).start()
        assert restarted.url == url

        qtbot.waitUntil(lambda: "is back" in window.message_bar.text, timeout=15_000)
        qtbot.waitUntil(
            lambda: page_loaded(orders) and not orders.banner.isVisible(), timeout=10_000
        )
        assert orders.total and orders.model.rowCount() == orders.total
    finally:
        run(app.shutdown(), timeout=30.0)
        for running in (server, restarted):
            if running is not None:
                running.stop()


def test_f5_while_the_server_is_down_keeps_the_rows_marked_stale_and_reloads_when_back(
    qtbot: QtBot,
    store_admin: StoreAdmin,
    cable: SwitchableTransport,
    store_client: StoreClient,
    run: Any,
) -> None:
    orders = sign_in_on_orders(qtbot, store_admin, run)
    window = store_admin.window
    assert window is not None
    on_screen = range(orders.view.rowAt(0), orders.view.rowAt(orders.view.height() - 1))
    before = [orders.model.cells_at(row) for row in on_screen]
    assert before[0] is not None and len(before) > 10
    fresh_ink = dark_ink(orders)
    assert fresh_ink > 0.01

    cable.down = True
    qtbot.keyClick(window, Qt.Key.Key_F5)
    qtbot.waitUntil(lambda: orders.stale, timeout=10_000)

    # What was shown is still shown, row for row, and says it is not up to date.
    assert [orders.model.cells_at(row) for row in on_screen] == before
    assert orders.model.rowCount() == orders.total and not orders.model.failed_pages
    assert orders.banner.isVisible()
    assert orders.banner_text.text().startswith("Not up to date")
    assert "reloads by itself when the server is back" in orders.banner_text.text()
    assert window.status_total_text.endswith("not up to date")
    assert dark_ink(orders) < fresh_ink / 3  # the rows read faded
    assert "was lost" in window.message_bar.text

    # Meanwhile the store changes; once the server answers again the list shows it unasked.
    created = run(store_client.orders.create(OrderCreate(channel="WEB", locale_code="en_US")))
    cable.down = False
    # The message shows for a few seconds: caught while it shows, however loaded the machine.
    qtbot.waitUntil(lambda: "is back" in window.message_bar.text, timeout=10_000)
    qtbot.waitUntil(lambda: not orders.stale and not orders.loading, timeout=10_000)
    assert orders.model.key_at(0) == created.id
    assert not orders.banner.isVisible()
    assert not window.status_total_text.endswith("not up to date")
    assert dark_ink(orders) > fresh_ink / 2


def dark_ink(page: OrdersPage) -> float:
    """The share of dark pixels (text) in the first rows as painted: faded rows have hardly any."""
    view = page.view
    height = view.rowHeight(0) * 5
    image = view.viewport().grab(QRect(0, 0, view.viewport().width(), height)).toImage()
    samples = [
        QColor(image.pixel(x, y)).lightness()
        for x in range(0, image.width(), 2)
        for y in range(0, image.height(), 1)
    ]
    return sum(lightness < 110 for lightness in samples) / len(samples)
