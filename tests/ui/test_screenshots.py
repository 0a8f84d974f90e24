"""Screenshots of every view and dialog of the shell, for a reviewer to look at.

The PNGs go to the folder named by ``STOREADMIN_SCREENSHOTS`` (kept), or to the test's tmp folder.
Each test also checks that the picture shows something: a blank or single-colour grab fails.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import keyring.backends.fail
import pytest
from dialog_support import visible_dialogs
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot
from shell_support import (
    MemoryKeyring,
    demo_profile,
    fill_password_form,
    in_process_factory,
    page_loaded,
    temp_settings,
)

from storeadmin_gui.ui.connect_dialog import ConnectDialog
from storeadmin_gui.ui.editors.bulk_prices import BulkPriceDialog
from storeadmin_gui.ui.editors.editor import EditorDialog
from storeadmin_gui.ui.main_window import MainWindow
from storeadmin_gui.ui.messages import MessageChannel
from storeadmin_gui.ui.pages import PAGE_TYPES, VariantsPage
from storeadmin_gui.ui.profiles import ProfileStore, SecretStore
from storeadmin_gui.ui.session import Session
from storeadmin_gui.ui.style import apply_style
from tests.ui.sales_support import OFFSCREEN_WARNINGS

pytestmark = pytest.mark.qt_log_ignore(*OFFSCREEN_WARNINGS)

WINDOW_SIZE = (1180, 720)


@pytest.fixture
def shots(tmp_path: Path) -> Path:
    folder = Path(os.environ.get("STOREADMIN_SCREENSHOTS") or tmp_path / "screenshots")
    folder.mkdir(parents=True, exist_ok=True)
    return folder


@pytest.fixture
def styled(qapp: QApplication) -> Iterator[None]:
    """The app's own look (Fusion and the style sheet), taken off again after the test."""
    style, sheet = qapp.style().name(), qapp.styleSheet()
    apply_style(qapp)
    yield
    qapp.setStyleSheet(sheet)
    qapp.setStyle(style)


def save(widget: QWidget, folder: Path, name: str) -> Path:
    QApplication.processEvents()
    path = folder / f"{name}.png"
    assert widget.grab().save(str(path))
    image = QImage(str(path))
    colours = {
        image.pixel(x, y) for x in range(0, image.width(), 7) for y in range(0, image.height(), 7)
    }
    assert len(colours) > 8, f"{name}.png looks blank"
    return path


def test_each_view_of_the_main_window(
    qtbot: QtBot, styled: None, backend_app: Any, shots: Path, tmp_path: Path, run: Any
) -> None:
    messages = MessageChannel()
    session = Session(messages, client_factory=in_process_factory(backend_app))
    window = MainWindow(session, messages, temp_settings(tmp_path))
    qtbot.addWidget(window)
    window.resize(*WINDOW_SIZE)
    window.show()
    save(window, shots, "00-not-connected")

    run(session.open(demo_profile()))
    for index, page_type in enumerate(PAGE_TYPES):
        window.show_page(index)
        qtbot.waitUntil(lambda: page_loaded(window.current_page), timeout=15_000)
        save(window, shots, f"{index + 1:02}-{page_type.__name__.removesuffix('Page').lower()}")

    page = window.current_page
    assert page is not None
    page.view.selectRow(0)
    page.details_action.trigger()
    qtbot.waitUntil(lambda: page.detail.isVisible() and not page.detail.status, timeout=10_000)
    save(window, shots, "05-detail-panel")

    messages.warning(
        "The connection to http://testserver was lost. Store Admin keeps trying and carries on "
        "when the server is back."
    )
    save(window, shots, "06-message-bar")
    run(session.close())


def test_the_dialogs(
    qtbot: QtBot, styled: None, backend_app: Any, shots: Path, tmp_path: Path
) -> None:
    session = Session(MessageChannel(), client_factory=in_process_factory(backend_app))
    profiles = ProfileStore(temp_settings(tmp_path), SecretStore(MemoryKeyring()))
    dialog = ConnectDialog(profiles, session.open, start_demo=session.close)
    qtbot.addWidget(dialog)
    dialog.show()
    save(dialog, shots, "10-connect")

    fill_password_form(dialog, password="wrong")
    dialog.connect_button.click()
    qtbot.waitUntil(lambda: not dialog.busy and bool(dialog.error_text), timeout=10_000)
    save(dialog, shots, "11-connect-wrong-password")

    dialog.token_mode.setChecked(True)
    save(dialog, shots, "12-connect-access-token")

    no_keyring = ProfileStore(temp_settings(tmp_path), SecretStore(keyring.backends.fail.Keyring()))
    again = ConnectDialog(
        no_keyring,
        session.renew,
        sign_in_again=demo_profile(password=""),
        reason="Your session has expired and could not be renewed.",
    )
    qtbot.addWidget(again)
    again.show()
    save(again, shots, "13-sign-in-again")


def test_the_editors_opened_from_the_window(
    qtbot: QtBot, styled: None, backend_app: Any, shots: Path, tmp_path: Path, run: Any
) -> None:
    """Enter on a row of each view opens its editor, Ctrl+N its creator; each is saved as shown
    the moment it has loaded, at the size it opens with."""
    messages = MessageChannel()
    session = Session(messages, client_factory=in_process_factory(backend_app))
    window = MainWindow(session, messages, temp_settings(tmp_path))
    qtbot.addWidget(window)
    window.resize(*WINDOW_SIZE)
    window.show()
    run(session.open(demo_profile()))

    for index, page_type in enumerate(PAGE_TYPES):
        window.show_page(index)
        qtbot.waitUntil(lambda: page_loaded(window.current_page), timeout=15_000)
        page = window.current_page
        assert page is not None
        name = page_type.__name__.removesuffix("Page").lower()
        page.view.selectRow(0)
        for action, suffix in ((page.open_selected, "editor"), (page.new_item, "new")):
            action()
            qtbot.waitUntil(lambda: loaded_editor() is not None, timeout=10_000)
            dialog = loaded_editor()
            save(dialog, shots, f"2{index}-{name}-{suffix}")
            dialog.editor.form.mark_saved()  # close without the unsaved-changes question
            dialog.close()
            qtbot.waitUntil(lambda: loaded_editor() is None, timeout=5_000)
    save(window, shots, "29-window-with-actions")

    window.show_page(PAGE_TYPES.index(VariantsPage))
    variants = window.current_page
    assert isinstance(variants, VariantsPage)
    variants.view.selectAll()
    bulk = variants.edit_prices_of_selected()
    assert isinstance(bulk, BulkPriceDialog)
    qtbot.waitUntil(lambda: bulk.channel_picker.count() > 0, timeout=10_000)
    save(bulk, shots, "20-variants-bulk-price")
    bulk.close()
    run(session.close())


def loaded_editor() -> Any:
    """The editor window on screen once its editor has loaded (None before)."""
    shown = [d for d in visible_dialogs(EditorDialog) if d.editor.has_loaded]
    return shown[0] if shown else None
