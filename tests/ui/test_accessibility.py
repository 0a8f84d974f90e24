"""What a screen reader and a keyboard meet: every view, editor and dialog of the app (found by
walking it, ``app_walk``, so a new one is covered without a word here) has a name for every
control Tab stops at, one that says what the control is (``focus_walk``: not the value a combo box
shows, not "✕"), and a title; Tab walks each editor's inputs in the order a person reads them; in
German no English is left in them; an input's problem is its accessible description."""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from storeadmin_gui.ui.i18n import install_language
from storeadmin_gui.ui.pages import OrdersPage, VariantsPage, page_index
from storeadmin_gui.ui.shell.connect_dialog import ConnectDialog
from storeadmin_gui.ui.shell.main_window import MainWindow
from storeadmin_gui.ui.shell.messages import MessageChannel
from storeadmin_gui.ui.shell.profiles import ProfileStore, SecretStore
from storeadmin_gui.ui.shell.session import Session
from tests.ui.app_walk import every_dialog_class, walk_app
from tests.ui.dialog_support import close_editor, open_first_row
from tests.ui.focus_walk import controls, stated_name, unnamed
from tests.ui.sales_support import OFFSCREEN_WARNINGS
from tests.ui.shell_support import (
    MemoryKeyring,
    demo_profile,
    in_process_factory,
    page_loaded,
    signed_out_window,
    temp_settings,
)
from tests.ui.test_translations import english_left, english_texts

pytestmark = pytest.mark.qt_log_ignore(*OFFSCREEN_WARNINGS)


def accessible_name(widget: QWidget) -> str:
    interface = QAccessible.queryAccessibleInterface(widget)
    assert interface is not None and interface.isValid()
    return interface.text(QAccessible.Text.Name).strip()


def tab_order_out_of_reading_order(dialog: QWidget) -> list[str]:
    """An editor's inputs in Tab order must run top to bottom, and left to right on a row."""
    editor = getattr(dialog, "editor", None)
    if editor is None:
        return []
    body = editor.body
    inputs = [w for w in controls(body) if body.isAncestorOf(w)]
    if len(inputs) < 2:
        return []
    start = min(inputs, key=lambda widget: widget.mapTo(dialog, QPoint(0, 0)).y())
    start.setFocus()
    chain: list[QWidget] = [start]
    for _ in range(3 * len(inputs)):
        editor.focusNextPrevChild(True)
        widget: QWidget | None = dialog.focusWidget()
        while widget is not None and widget not in inputs and widget is not dialog:
            widget = widget.parentWidget()
        if widget is start:
            break
        if widget in inputs and widget not in chain:
            chain.append(widget)
    problems: list[str] = []
    line = max(8, start.fontMetrics().height() // 2)
    for before, after in itertools.pairwise(chain):
        a = before.mapTo(dialog, QPoint(0, 0))
        b = after.mapTo(dialog, QPoint(0, 0))
        same_row = abs(a.y() - b.y()) <= line
        next_column = b.x() >= a.x() + before.width()  # up again, in the column to the right
        if (b.y() < a.y() - line and not next_column) or (same_row and b.x() < a.x()):
            problems.append(
                f"{stated_name(before)!r} ({a.x()},{a.y()}) is followed by "
                f"{stated_name(after)!r} ({b.x()},{b.y()})"
            )
    return problems


@pytest.fixture(params=["en_US", "de"])
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    install_language(request.param)
    yield request.param
    install_language("en_US")


def test_every_control_of_every_view_editor_and_dialog_is_named(
    qtbot: QtBot, language: str, backend_app: Any, tmp_path: Path, run: Any
) -> None:
    english = english_texts() if language == "de" else set()
    window, session = signed_out_window(qtbot, backend_app, tmp_path)
    problems: dict[str, list[str]] = {}
    named = 0

    def look(where: str, root: QWidget) -> None:
        nonlocal named
        named += len(controls(root))
        problems[f"{where}: names"] = unnamed(root)
        problems[f"{where}: tab order"] = tab_order_out_of_reading_order(root)
        if english:
            problems[f"{where}: English"] = english_left(root, english)

    walk = walk_app(qtbot, window, session, run, look)
    run(session.close())
    assert walk.problems == []
    assert every_dialog_class() <= walk.classes, "a window no walk reaches"
    assert named > 250  # the controls of every view, editor and dialog were looked at
    left = {where: found for where, found in problems.items() if found}
    assert left == {}, "\n".join(f"{where}: {found}" for where, found in left.items())


def test_the_column_chooser_names_its_entries(
    qtbot: QtBot, backend_app: Any, tmp_path: Path, run: Any
) -> None:
    """A menu, which Qt's keyboard handling walks by itself: every entry has words."""
    window, session = signed_out_window(qtbot, backend_app, tmp_path)
    run(session.open(demo_profile()))
    window.show_page(page_index(OrdersPage.key))
    qtbot.waitUntil(lambda: page_loaded(window.current_page), timeout=15_000)
    chooser = window.current_page.column_chooser.menu
    chooser.aboutToShow.emit()
    entries = [action for action in chooser.actions() if not action.isSeparator()]
    assert chooser.title() and entries and all(action.text() for action in entries)
    run(session.close())


def test_the_connect_dialog_is_named_and_its_problems_are_described(
    qtbot: QtBot, backend_app: Any, tmp_path: Path
) -> None:
    session = Session(MessageChannel(), client_factory=in_process_factory(backend_app))
    profiles = ProfileStore(temp_settings(tmp_path), SecretStore(MemoryKeyring()))
    dialog = ConnectDialog(profiles, session.open, start_demo=session.close)
    qtbot.addWidget(dialog)
    dialog.show()
    assert unnamed(dialog) == []
    dialog.token_mode.setChecked(True)
    assert unnamed(dialog) == []


def test_an_input_with_a_problem_describes_it_to_a_screen_reader(
    qtbot: QtBot, backend_app: Any, tmp_path: Path, run: Any
) -> None:
    messages = MessageChannel()
    session = Session(messages, client_factory=in_process_factory(backend_app))
    window = MainWindow(session, messages, temp_settings(tmp_path))
    qtbot.addWidget(window)
    window.show()
    run(session.open(demo_profile()))
    dialog = open_first_row(qtbot, window, VariantsPage)
    field = dialog.editor.form.field("position")
    field.widget.setFocus()
    field.widget.selectAll()
    qtbot.keyClicks(field.widget, "two")
    qtbot.waitUntil(lambda: bool(field.error_label.text()), timeout=2_000)
    interface = QAccessible.queryAccessibleInterface(field.widget)
    assert interface is not None
    assert interface.text(QAccessible.Text.Description) == field.error_label.text()
    close_editor(qtbot, dialog)
    run(session.close())
