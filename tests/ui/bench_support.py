"""Helpers for the packing bench's tests: a window whose bench watches the demo store, and a
look for new orders made now rather than at the interval's end."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from pytestqt.qtbot import QtBot

from storeadmin_gui.ui.bench.bench_settings import BenchSettings, save_bench_settings
from storeadmin_gui.ui.shell.main_window import MainWindow
from storeadmin_gui.ui.shell.messages import MessageChannel
from storeadmin_gui.ui.shell.profiles import Profile
from storeadmin_gui.ui.shell.session import Session
from tests.ui.shell_support import demo_profile, in_process_factory, temp_settings

ORDERS_ROW = 3  # Orders in the sidebar


def watching_window(
    qtbot: QtBot,
    run: Any,
    backend_app: Any,
    folder: Path,
    settings_folder: Path,
    profile: Profile | None = None,
    **chosen: Any,
) -> MainWindow:
    """A window signed in to the demo store (as its administrator, or ``profile``) whose bench
    watches for new orders (``chosen``: other bench settings), its shared state in ``folder``;
    once it has looked a first time."""
    settings = temp_settings(settings_folder)
    save_bench_settings(settings, "Demo", BenchSettings(announce=True, **chosen))
    messages = MessageChannel()
    session = Session(messages, client_factory=in_process_factory(backend_app))
    window = MainWindow(session, messages, settings)
    window.bench.folder = folder
    qtbot.addWidget(window)
    window.show()
    run(session.open(profile or demo_profile()))
    qtbot.waitUntil(lambda: window.bench.watcher is not None, timeout=10_000)
    look(qtbot, window)
    return window


def look(qtbot: QtBot, window: MainWindow) -> None:
    """The window's bench looks for new orders now (as its timer does), and the look ends."""
    watcher = window.bench.watcher
    assert watcher is not None
    with qtbot.waitSignal(watcher.looked, timeout=15_000):
        watcher.look_now()


def orders_entry(window: MainWindow) -> str:
    return window.navigation.item(ORDERS_ROW).text()
