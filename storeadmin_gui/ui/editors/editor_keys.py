"""An editor's own keys, working wherever the cursor is inside it: Ctrl+S saves, Esc closes, Del
deletes, Ctrl+Z / Ctrl+Shift+Z (or Ctrl+Y) undo and redo across the whole editor."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence, QUndoStack
from PySide6.QtWidgets import QWidget

from storeadmin_gui.ui.i18n import tr

__all__ = ["EditorKeys", "add_editor_keys"]

Keys = QKeySequence | QKeySequence.StandardKey


@dataclass(frozen=True)
class EditorKeys:
    """The keys an editor turns on and off, or names in its menus."""

    delete: QAction
    undo: QAction
    redo: QAction


def add_editor_keys(
    editor: QWidget,
    undo_stack: QUndoStack,
    *,
    save: Callable[[], Any],
    cancel: Callable[[], Any],
    delete: Callable[[], Any],
) -> EditorKeys:
    """Give ``editor`` its keys, each calling what it names."""
    _add_action(editor, tr("editors.editor", "Save"), QKeySequence.StandardKey.Save, save)
    _add_action(editor, tr("editors.editor", "Cancel"), QKeySequence(Qt.Key.Key_Escape), cancel)
    delete_action = _add_action(
        editor, tr("editors.editor", "Delete"), QKeySequence(Qt.Key.Key_Delete), delete
    )
    undo = undo_stack.createUndoAction(editor, tr("editors.editor", "Undo"))
    undo.setShortcuts(QKeySequence.StandardKey.Undo)
    redo = undo_stack.createRedoAction(editor, tr("editors.editor", "Redo"))
    redo.setShortcuts(QKeySequence.StandardKey.Redo)  # Ctrl+Shift+Z and Ctrl+Y
    for action in (undo, redo):
        action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        editor.addAction(action)
    return EditorKeys(delete_action, undo, redo)


def _add_action(widget: QWidget, text: str, keys: Keys, slot: Callable[[], Any]) -> QAction:
    """A key of ``widget``'s own, working wherever the cursor is inside it."""
    action = QAction(text, widget)
    action.setShortcut(keys)
    action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
    action.triggered.connect(lambda _checked=False: slot())
    widget.addAction(action)
    return action
