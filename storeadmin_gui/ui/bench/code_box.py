"""The box a code is typed into where a scanner is not at hand (or fails to read a label): Enter
hands the code on, as a scan would, and empties the box for the next one."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QLabel, QLineEdit

from storeadmin_gui.ui.i18n import tr
from storeadmin_gui.ui.shell.style import set_role

__all__ = ["code_box", "say"]


def code_box(take: Callable[[str], object]) -> QLineEdit:
    """A line edit whose Enter gives its code (trimmed, when not blank) to ``take``."""
    box = QLineEdit()
    box.setAccessibleName(tr("bench", "Code"))
    box.setPlaceholderText(tr("bench", "Scan, or type a code and press Enter"))

    def entered() -> None:
        code = box.text().strip()
        box.clear()
        if code:
            take(code)

    box.returnPressed.connect(entered)
    return box


def say(label: QLabel, text: str, role: str) -> None:
    """``text`` on a window's status line, coloured by its ``role`` ("error", "hint" ...)."""
    label.setText(text)
    set_role(label, role)
