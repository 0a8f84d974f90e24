"""Finding and driving the dialogs on screen, as a user would: by their visible button labels."""

from __future__ import annotations

from typing import TypeVar

from PySide6.QtWidgets import QAbstractButton, QApplication, QDialog

D = TypeVar("D", bound=QDialog)


def visible_dialogs(kind: type[D] = QDialog) -> list[D]:  # type: ignore[assignment]
    """The dialogs of ``kind`` now on screen, newest last ."""
    return [
        widget
        for widget in QApplication.topLevelWidgets()
        if isinstance(widget, kind) and widget.isVisible()
    ]


def click_button(dialog: QDialog, text: str) -> None:
    """Click the dialog's button labelled ``text`` ."""
    for button in dialog.findChildren(QAbstractButton):
        if button.text().replace("&", "") == text:
            button.click()
            return
    raise LookupError(f"no button {text!r} in {dialog.windowTitle()!r}")
