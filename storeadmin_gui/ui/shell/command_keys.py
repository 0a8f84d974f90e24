"""The window's commands (Ctrl+E, Ctrl+N, F5, ...) work wherever the cursor is in the window.

Before a key runs a command, Qt asks the focused control whether it wants the key for itself
(a "shortcut override"), and a text box says yes to the keys its desktop binds to editing: on
Linux desktops Ctrl+E moves to the end of the line, Ctrl+K and Ctrl+U delete, so Ctrl+E in a
filter box did nothing. :class:`CommandKeys` watches the focused control (and the combo or spin
box it is part of, which asks on its behalf) and answers no for the keys of the window's own
commands; every other key stays the box's.
"""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtWidgets import QAbstractSpinBox, QApplication, QComboBox, QWidget

__all__ = ["CommandKeys"]


class CommandKeys(QObject):
    """Keeps the shortcuts of ``window``'s own actions from the controls inside it."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self._window = window
        self._watched: list[QWidget] = []
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._focus_moved)

    def _focus_moved(self, _old: QWidget | None, new: QWidget | None) -> None:
        for watched in self._watched:
            if shiboken6.isValid(watched):
                watched.removeEventFilter(self)
        self._watched = []
        if not shiboken6.isValid(self._window):
            return
        widget: QWidget | None = new
        while widget is not None and widget.window() is self._window:
            widget.installEventFilter(self)
            self._watched.append(widget)
            owner = widget.parentWidget()
            widget = owner if isinstance(owner, QComboBox | QAbstractSpinBox) else None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.ShortcutOverride or not isinstance(event, QKeyEvent):
            return False
        if not self.is_command(QKeySequence(event.keyCombination())):
            return False
        event.ignore()  # not the control's: the command runs
        return True

    def is_command(self, keys: QKeySequence) -> bool:
        """Whether ``keys`` run one of the window's own (enabled) actions."""
        return any(
            action.isEnabled() and keys in action.shortcuts() for action in self._window.actions()
        )
