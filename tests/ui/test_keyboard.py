"""The app with the keyboard alone: every view, editor and dialog (found by walking the app,
``app_walk``) is walked by Tab from its first control round to it again, reaching every control
on the way (out of a list too, and past a date filter with no date), and by Shift+Tab the same
way back; every editor opens with the cursor in its first field; and the window's commands run
from wherever the cursor is in a view, a filter box included."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractSpinBox, QComboBox, QLineEdit, QWidget
from pytestqt.qtbot import QtBot

from storeadmin_gui.ui.lists.export_dialog import ExportDialog
from storeadmin_gui.ui.pages import ListPage, OrdersPage, page_index
from tests.ui.app_walk import walk_app
from tests.ui.dialog_support import visible_dialogs
from tests.ui.focus_walk import controls, describe, tab_problems
from tests.ui.sales_support import OFFSCREEN_WARNINGS
from tests.ui.shell_support import demo_profile, page_loaded, signed_out_window

pytestmark = pytest.mark.qt_log_ignore(*OFFSCREEN_WARNINGS)


def cursor_not_in_first_field(root: QWidget) -> list[str]:
    """An editor's window, as it opens: the cursor is in the editor's first field."""
    editor = getattr(root, "editor", None)
    if editor is None:
        return []
    first = next(
        (
            field.widget
            for field in editor.form.fields()
            if field.widget.isVisible()
            and field.widget.isEnabled()
            and (field.widget.focusProxy() or field.widget).focusPolicy() & Qt.FocusPolicy.TabFocus
        ),
        None,
    )
    focused = root.focusWidget()
    if first is None or focused is None:
        return [f"no cursor: the first field is {first}, the focus on {focused}"]
    if focused is not first and not first.isAncestorOf(focused):
        return [f"the cursor is in {describe(focused)}, not in {describe(first)}"]
    return []


def test_every_view_editor_and_dialog_is_walked_by_tab_and_back(
    qtbot: QtBot, backend_app: Any, tmp_path: Path, run: Any
) -> None:
    window, session = signed_out_window(qtbot, backend_app, tmp_path)
    problems: dict[str, list[str]] = {}

    def look(where: str, root: QWidget) -> None:
        found = cursor_not_in_first_field(root)
        found += tab_problems(root)
        problems[where] = found

    walk = walk_app(qtbot, window, session, run, look)
    assert walk.problems == []
    assert len(walk.seen) > 40  # every view, editor and dialog (the walk lists them)
    run(session.close())
    left = {where: found for where, found in problems.items() if found}
    assert left == {}, "\n".join(f"{where}: {found}" for where, found in left.items())


def _press_in(qtbot: QtBot, control: QWidget, keys: QKeySequence) -> None:
    """Put the cursor in ``control`` of the active window and press ``keys``."""
    control.window().activateWindow()  # offscreen, a closed dialog hands nothing back
    qtbot.waitUntil(control.window().isActiveWindow, timeout=5000)
    control.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(lambda: control.window().focusWidget() is not None, timeout=5000)
    combination = keys[0]  # type: ignore[index]  # PySide6's stub lacks QKeySequence's []
    QTest.keyClick(
        control.window().focusWidget(), combination.key(), combination.keyboardModifiers()
    )


def test_ctrl_e_exports_the_list_from_every_control_of_its_view(
    qtbot: QtBot, backend_app: Any, tmp_path: Path, run: Any
) -> None:
    """Wherever the cursor is in a list's view (a filter box, a picker, the table), Ctrl+E opens
    that list's export."""
    window, session = signed_out_window(qtbot, backend_app, tmp_path)
    run(session.open(demo_profile()))
    missed: list[str] = []
    for index, kind in enumerate(window.page_kinds):
        window.show_page(index)
        qtbot.waitUntil(lambda: page_loaded(window.current_page), timeout=15_000)
        page = window.current_page
        if not isinstance(page, ListPage):
            continue
        for control in controls(page):
            _press_in(qtbot, control, QKeySequence("Ctrl+E"))
            opened = visible_dialogs(ExportDialog)
            if not opened:
                missed.append(f"{kind.title}: {describe(control)}")
            for dialog in opened:
                dialog.close()
            qtbot.waitUntil(lambda: not visible_dialogs(ExportDialog), timeout=5000)
    run(session.close())
    assert missed == []


CTRL = Qt.KeyboardModifier.ControlModifier


def _text_box_of(control: QWidget) -> QLineEdit | None:
    """The line a control is typed into (its own, or its editable box's)."""
    if isinstance(control, QLineEdit):
        return control
    if isinstance(control, QComboBox | QAbstractSpinBox):
        return control.lineEdit()
    return None


def test_a_command_keeps_its_key_where_a_text_box_would_take_it(
    qtbot: QtBot, backend_app: Any, tmp_path: Path, run: Any
) -> None:
    """A text box claims the keys its desktop binds to editing (Ctrl+E is "end of line" on
    Linux desktops); a key of one of the window's commands still runs the command there. Bound
    here to Ctrl+A, which every text box claims for "select all" on every desktop."""
    window, session = signed_out_window(qtbot, backend_app, tmp_path)
    run(session.open(demo_profile()))
    window.show_page(page_index(OrdersPage.key))
    qtbot.waitUntil(lambda: page_loaded(window.current_page), timeout=15_000)
    ran: list[bool] = []
    command = QAction("Select every order", window)  # i18n: not shown, a test's command
    command.setShortcut(QKeySequence("Ctrl+A"))
    command.triggered.connect(lambda: ran.append(True))
    window.addAction(command)
    typed_in = {
        describe(control): text
        for control in controls(window.current_page)
        if (text := _text_box_of(control)) is not None
    }
    assert len(typed_in) >= 4  # the order number and e-mail, the channel, the dates
    for name, text in typed_in.items():
        claim = QKeyEvent(QEvent.Type.ShortcutOverride, Qt.Key.Key_A, CTRL)
        claim.ignore()
        text.event(claim)  # asked directly, as Qt asks it before running a command
        assert claim.isAccepted(), f"{name} does not claim Ctrl+A: the check proves nothing"
        before = len(ran)
        _press_in(qtbot, text, QKeySequence("Ctrl+A"))
        assert len(ran) == before + 1, name
    run(session.close())
