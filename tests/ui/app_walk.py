"""Every view, editor and dialog of the app, reached as a person reaches them, for a check to look
at each one as it opens.

:func:`walk_app` signs in on a main window and goes through it: the window signed out, every view
of the sidebar (a list also with its details panel open), then every window a view opens. What
opens a window is found, not listed: by the usual convention a command whose label ends with "…"
opens a window first, so every such action of a view (its toolbar, its rows' menu, the menus of
its buttons) and every such button of a window opened is used, and what it opens is looked at in
turn (a window that opens nothing fails the walk). A new view, editor or dialog is so covered
without a word here. The few windows only a situation opens (the connect dialog, which the app
shows on its own signal; the comparison after a conflicting save) have a recipe below, and the
walk ends by checking that every dialog class of ``storeadmin_gui.ui`` was seen, so a dialog that
nothing reaches fails until something does.

The desktop's own dialogs (choosing a file, a printer) are closed unchecked: on a real desktop
they are the system's, not the app's.
"""

from __future__ import annotations

import importlib
import inspect
import pkgutil
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

import shiboken6
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtPrintSupport import QAbstractPrintDialog
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QDialog,
    QFileDialog,
    QMenu,
    QPushButton,
    QToolButton,
    QWidget,
)
from pytestqt.qtbot import QtBot

import storeadmin_gui.ui
from storeadmin_gui.ui import tasks
from tests.ui.shell_support import demo_profile, narrow_to_first_product, page_loaded

__all__ = ["Walk", "every_dialog_class", "walk_app"]

SYSTEM_DIALOGS = (QFileDialog, QAbstractPrintDialog)
WINDOW_TYPES = (Qt.WindowType.Window, Qt.WindowType.Dialog, Qt.WindowType.Sheet)
DEPTH = 3  # a view's window, a window it opens, and one more (a confirmation, a file chooser)

Look = Callable[[str, QWidget], None]


@dataclass
class Walk:
    """What a walk saw: every window looked at (by what it is), and what went wrong on the way."""

    seen: list[tuple[str, QWidget]] = field(default_factory=list)
    classes: set[type] = field(default_factory=set)
    problems: list[str] = field(default_factory=list)


def opens_a_window(text: str) -> bool:
    """A label that promises a window first ("Export…", "Ship…")."""
    plain = text.replace("&", "").strip()
    return plain.endswith(("…", "..."))


def shown_windows() -> list[QWidget]:
    return [
        widget
        for widget in QApplication.topLevelWidgets()
        if widget.isVisible() and widget.windowType() in WINDOW_TYPES
    ]


def settled(window: QWidget) -> bool:
    """A window that reads what it shows has read it: an editor has loaded and is idle, a
    dialog's ``load_task`` (the convention of the windows that read first) is done."""
    if not shiboken6.isValid(window):
        return True
    editor = getattr(window, "editor", None)
    if editor is not None and not (editor.has_loaded and not editor.busy):
        return False
    task = getattr(window, "load_task", None)
    return task is None or task.done()


def close_window(qtbot: QtBot, window: QWidget) -> None:
    """Close ``window`` without answering it (an editor drops what the check typed)."""
    if not shiboken6.isValid(window) or not window.isVisible():
        return
    editor = getattr(window, "editor", None)
    form = getattr(editor, "form", None)
    if form is not None:
        form.mark_saved()
    if isinstance(window, QDialog):
        window.reject()
    else:
        window.close()
    qtbot.waitUntil(lambda: not shiboken6.isValid(window) or not window.isVisible(), timeout=10_000)


def name_of(window: QWidget) -> str:
    title = window.windowTitle().replace("[*]", "").strip()
    return f"{type(window).__name__} “{title}”" if title else type(window).__name__


def _menu_actions(menu: QMenu) -> list[QAction]:
    menu.aboutToShow.emit()  # menus filled as they open
    return [action for action in menu.actions() if not action.isSeparator()]


def openers_of_window(window: QWidget) -> Iterator[tuple[str, Callable[[], object]]]:
    """The buttons of ``window`` (and the entries of their menus) that open a window."""
    for button in window.findChildren(QAbstractButton):
        if not (button.isVisible() and button.isEnabled()):
            continue
        menu = button.menu() if isinstance(button, QPushButton | QToolButton) else None
        if menu is not None:
            for action in _menu_actions(menu):
                if action.isEnabled() and action.isVisible() and opens_a_window(action.text()):
                    yield action.text(), action.trigger
        elif opens_a_window(button.text()):
            yield button.text(), button.click


def openers_of_view(page: QWidget) -> Iterator[tuple[str, Callable[[], object]]]:
    """The actions of a view that open a window: its own, its toolbar's and its table's, and the
    entries of its buttons' menus (each once)."""
    actions: list[QAction] = list(page.actions())
    toolbar = getattr(getattr(page, "page_actions", None), "toolbar", None)
    for holder in (toolbar, getattr(page, "view", None)):
        if holder is not None:
            actions += holder.actions()
    for button in page.findChildren(QToolButton):
        if button.isVisible() and button.menu() is not None:
            actions += _menu_actions(button.menu())
    used: set[int] = set()
    for action in actions:
        key = id(action)
        if key in used or not (action.isEnabled() and action.isVisible()):
            continue
        used.add(key)
        if opens_a_window(action.text()):
            yield action.text(), action.trigger


class Walker:
    def __init__(self, qtbot: QtBot, look: Look) -> None:
        self.qtbot = qtbot
        self.look = look
        self.walk = Walk()

    def see(self, where: str, root: QWidget) -> None:
        for _ in range(3):  # what was just shown is laid out as it will be seen
            QApplication.sendPostedEvents()
            QApplication.processEvents()
        self.walk.seen.append((where, root))
        self.walk.classes.add(type(root))
        self.look(where, root)

    def open_from(self, where: str, act: Callable[[], object], depth: int) -> None:
        """Use ``act`` (from ``where``); look at what it opens, and at what that opens, then
        close it all again."""
        before = shown_windows()
        act()
        try:
            self.qtbot.waitUntil(
                lambda: any(w not in before for w in shown_windows()), timeout=10_000
            )
        except self.qtbot.TimeoutError:
            self.walk.problems.append(f"{where} opened no window")
            return
        opened = [w for w in shown_windows() if w not in before]
        for window in opened:
            self.visit(where, window, depth)

    def visit(self, came_from: str, window: QWidget, depth: int) -> None:
        if isinstance(window, SYSTEM_DIALOGS):
            close_window(self.qtbot, window)
            return
        self.qtbot.waitUntil(lambda: settled(window), timeout=15_000)
        where = f"{came_from} → {name_of(window)}"
        self.see(where, window)
        if depth < DEPTH:
            for text, act in list(openers_of_window(window)):
                if shiboken6.isValid(window) and window.isVisible():
                    self.open_from(f"{where} › {text.replace('&', '')}", act, depth + 1)
        close_window(self.qtbot, window)


Recipe = Callable[[QtBot, Any, Any], Callable[[], object]]


def walk_app(qtbot: QtBot, window: Any, session: Any, run: Any, look: Look) -> Walk:
    """Walk ``window`` (a shown, signed-out main window on ``session``); ``look(where, root)`` is
    called on each view and window as it is shown."""
    walker = Walker(qtbot, look)
    walker.see("the window, signed out", window)
    run(session.open(demo_profile()))
    for index, kind in enumerate(window.page_kinds):
        window.show_page(index)
        qtbot.waitUntil(lambda: page_loaded(window.current_page), timeout=15_000)
        page = window.current_page
        title = kind.title
        walker.see(f"view {title}", window)
        view = getattr(page, "view", None)
        if view is None:
            continue
        if page.spec.records.create is not None and not page.source_part.can_create():
            narrow_to_first_product(qtbot, page)  # a variant is made within a product
        view.setFocus()
        view.clearSelection()
        view.selectRow(0)
        details = getattr(page, "details_action", None)
        if details is not None:
            details.trigger()

            def details_shown(detail: Any = page.details.panel) -> bool:
                return not detail.status

            qtbot.waitUntil(details_shown, timeout=10_000)
            walker.see(f"view {title}, with the details of a row", window)
            details.trigger()
        for text, act in list(openers_of_view(page)):
            view.clearSelection()
            view.selectRow(0)
            walker.open_from(f"{title} › {text.replace('&', '')}", act, 1)
        qtbot.waitUntil(lambda: not _busy(), timeout=15_000)
    for name, recipe in RECIPES.items():
        walker.open_from(name, recipe(qtbot, window, run), 1)
        for left in shown_windows():
            if left is not window:
                close_window(qtbot, left)
    return walker.walk


def connect_dialog(qtbot: QtBot, window: Any, run: Any) -> Callable[[], object]:
    """File › Connect to a server…: the window asks the app, which shows the connect dialog
    (``gui.py`` does this)."""
    from storeadmin_gui.ui.shell.connect_dialog import ConnectDialog
    from storeadmin_gui.ui.shell.profiles import ProfileStore, SecretStore
    from tests.ui.shell_support import MemoryKeyring

    def show() -> None:
        profiles = ProfileStore(window.settings, SecretStore(MemoryKeyring()))
        dialog = ConnectDialog(profiles, window.session.open, parent=window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()

    window.connect_requested.connect(show)
    connect: QAction = window.connect_action
    return connect.trigger


def conflicting_save(qtbot: QtBot, window: Any, run: Any) -> Callable[[], object]:
    """A variant saved while a colleague saved it first: the comparison of both."""
    from storeadmin_gui.api.models import VariantUpdate
    from storeadmin_gui.ui.editors.editor import EditorDialog
    from storeadmin_gui.ui.editors.variant_editor import VariantEditor
    from storeadmin_gui.ui.pages import page_index
    from tests.ui.shell_support import wait_for_rows

    window.show_page(page_index("variants"))
    page = wait_for_rows(qtbot, window)
    page.view.selectRow(0)
    before = shown_windows()
    page.open_selected()
    qtbot.waitUntil(lambda: any(w not in before and settled(w) for w in shown_windows()))
    (dialog,) = [w for w in shown_windows() if w not in before]
    assert isinstance(dialog, EditorDialog) and isinstance(dialog.editor, VariantEditor)
    editor = dialog.editor
    on_hand = editor.on_hand_input
    assert editor.variant is not None  # loaded
    theirs = VariantUpdate(version=editor.version, position=(editor.variant.position or 0) + 1)
    run(window.session.client.variants.update(editor.product_code, editor.code, theirs))
    on_hand.setText(str(int(on_hand.text() or 0) + 1))
    on_hand.editingFinished.emit()
    return editor.save


def bench_entry(name: str) -> Recipe:
    """An entry of the Packing bench menu (by its object name: its words vary by language)."""

    def recipe(qtbot: QtBot, window: Any, run: Any) -> Callable[[], object]:
        actions: list[QAction] = window.bench.menu.actions()
        (action,) = [a for a in actions if a.objectName() == name]
        return action.trigger

    return recipe


RECIPES: dict[str, Recipe] = {
    "File › Connect to a server…": connect_dialog,
    "a variant saved after a colleague's save": conflicting_save,
    "Packing bench › Packing bench settings…": bench_entry("benchSettings"),
    "Packing bench › Print queue…": bench_entry("printQueue"),
    "Packing bench › Pick and pack…": bench_entry("pickPack"),
    "Packing bench › Stock count…": bench_entry("stockCount"),
    "Packing bench › Labels…": bench_entry("labels"),
}


def _busy() -> bool:
    return any(not task.done() for task in tasks.running_tasks())


def every_dialog_class() -> set[type]:
    """Every window class of ``storeadmin_gui.ui`` that nothing else derives from."""
    package = storeadmin_gui.ui
    for info in pkgutil.walk_packages(package.__path__, f"{package.__name__}."):
        importlib.import_module(info.name)
    found: set[type] = set()
    pending: list[type] = [QDialog]
    while pending:
        cls = pending.pop()
        subclasses: list[type] = cls.__subclasses__()
        for sub in subclasses:
            pending.append(sub)
            if sub.__module__.startswith(package.__name__) and not sub.__subclasses__():
                found.add(sub)
    return {cls for cls in found if not inspect.isabstract(cls)}
