"""A message about an input, red and selectable, that keeps its line while empty: showing a
message never moves the inputs below it (a click aimed at one would land on the message instead).
Editors' fields and the dialogs that check what is typed (a store's details) alike use it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from storeadmin_gui.ui.shell.style import set_role

__all__ = ["error_label", "set_keep_line"]


def error_label(name: str = "", *, keep_line: bool = True) -> QLabel:
    """A label for messages about an input: red and selectable. With ``keep_line`` it keeps its
    line while empty, so showing a message never moves the inputs below it (a click aimed at
    one would land on the message instead)."""
    label = QLabel()
    if name:
        label.setObjectName(name)
    label.setWordWrap(True)
    set_role(label, "error")
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    set_keep_line(label, keep_line)
    label.setVisible(False)
    return label


def set_keep_line(label: QLabel, keep: bool = True) -> None:
    """Whether a message label keeps its line while empty (see :func:`error_label`)."""
    label.setMinimumHeight(label.fontMetrics().lineSpacing() if keep else 0)
    policy = label.sizePolicy()
    policy.setRetainSizeWhenHidden(keep)
    label.setSizePolicy(policy)
