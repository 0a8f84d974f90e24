"""The packing bench's system tray on a real X server with a tray host (``.ci/run`` runs these
under ``xvfb-run`` with ``trayer``, ``QT_QPA_PLATFORM=xcb``): the icon embedded in the tray, a new
order's notification (clicking it shows the Orders view), closing the window keeping the app in
the tray (the icon brings it back), and the tray menu's Quit closing it for good.

Offscreen there is no tray, so these are skipped there (``-ra`` says so); with
``STOREADMIN_TEST_TRAY=1`` (set by ``.ci/run``) a desktop without one fails them instead.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel, QSystemTrayIcon, QWidget
from pytestqt.qtbot import QtBot

from storeadmin_gui.ui.shell.main_window import GEOMETRY_KEY, MainWindow
from tests.support.placing import place_a_cart
from tests.ui.bench_support import look, orders_entry, watching_window
from tests.ui.conftest import Runner
from tests.ui.sales_support import OFFSCREEN_WARNINGS, save_screenshot

pytestmark = pytest.mark.qt_log_ignore(*OFFSCREEN_WARNINGS)

ORDERS_ROW = 3
TRAY_HOST_STARTS_MS = 15_000


@pytest.fixture
def system_tray(qapp: QApplication, qtbot: QtBot) -> None:
    """Skip where the desktop has no system tray, unless the run asks for one: then wait for
    the tray host (started beside the tests) to take its place, and fail without it."""
    if QSystemTrayIcon.isSystemTrayAvailable():
        return
    if os.environ.get("STOREADMIN_TEST_TRAY"):
        qtbot.waitUntil(
            QSystemTrayIcon.isSystemTrayAvailable, timeout=TRAY_HOST_STARTS_MS
        )  # fails when no tray host comes up
        return
    pytest.skip("no system tray on this desktop (.ci/run runs these under xvfb-run and trayer)")


@pytest.fixture
def in_tray(
    qtbot: QtBot, run: Runner, backend_app: Any, tmp_path: Path, system_tray: None
) -> MainWindow:
    """A window watching for new orders, kept in the tray, its icon embedded by the tray host
    (the tests that need a tray take it)."""
    window = watching_window(
        qtbot, run, backend_app, tmp_path / "bench", tmp_path, keep_in_tray=True
    )
    tray = window.bench.announcer.tray
    assert tray is not None and tray.isVisible()
    qtbot.waitUntil(lambda: not tray.geometry().isEmpty(), timeout=10_000)  # in the tray
    return window


def balloons() -> list[QWidget]:
    """The notifications shown by the tray icon (Qt's own balloon where no notification
    service runs)."""
    return [
        widget
        for widget in QApplication.topLevelWidgets()
        if widget.metaObject().className() == "QBalloonTip" and widget.isVisible()
    ]


def test_a_new_order_is_notified_from_the_tray_and_a_click_shows_the_orders(
    qtbot: QtBot, run: Runner, in_tray: MainWindow, tmp_path: Path
) -> None:
    window = in_tray
    _order_id, number = place_a_cart(tmp_path / "store.sqlite3")
    look(qtbot, window)
    qtbot.waitUntil(lambda: bool(balloons()), timeout=10_000)
    [balloon] = balloons()
    words = [label.text() for label in balloon.findChildren(QLabel)]
    assert f"New order #{number}" in words
    assert window.message_bar.text == ""  # told in the tray, not in the window
    assert orders_entry(window) == "Orders (1)"
    save_screenshot(balloon, "tray-new-order", tmp_path)

    qtbot.mouseClick(balloon, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.navigation.currentRow() == ORDERS_ROW, timeout=10_000)
    assert orders_entry(window) == "Orders"  # seen
    assert window.isVisible()


def test_closing_the_window_keeps_the_app_in_the_tray_and_the_icon_brings_it_back(
    qtbot: QtBot, run: Runner, in_tray: MainWindow, tmp_path: Path
) -> None:
    window = in_tray
    tray = window.bench.announcer.tray
    assert tray is not None
    window.close()
    qtbot.waitUntil(lambda: not window.isVisible(), timeout=5_000)
    watcher = window.bench.watcher
    assert watcher is not None and watcher.timer.isActive()  # still watching
    place_a_cart(tmp_path / "store.sqlite3")
    look(qtbot, window)
    qtbot.waitUntil(lambda: bool(balloons()), timeout=10_000)  # told with the window closed

    tray.activated.emit(QSystemTrayIcon.ActivationReason.Trigger)  # what a click on it sends
    qtbot.waitUntil(window.isVisible, timeout=5_000)


def test_the_tray_menus_quit_closes_the_window_for_good(
    qtbot: QtBot, run: Runner, in_tray: MainWindow, tmp_path: Path
) -> None:
    window = in_tray
    menu = window.bench.announcer.tray_menu
    assert menu is not None
    entries = {action.text(): action for action in menu.actions()}
    assert list(entries) == ["Show Store Admin", "Quit"]
    assert window.bench.keeps_running()  # a close now would only hide it
    window.settings.remove(GEOMETRY_KEY)
    entries["Quit"].trigger()
    qtbot.waitUntil(lambda: not window.isVisible(), timeout=5_000)
    assert window.bench.quitting and not window.bench.keeps_running()
    assert window.settings.contains(GEOMETRY_KEY)  # closed as at the end: its place kept
