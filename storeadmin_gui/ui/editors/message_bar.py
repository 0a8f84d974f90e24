"""The message between an editor's buttons (a failed request, a note), with an optional action
such as Retry; a conflict's and a history's windows show theirs the same way. What the whole app
tells the user shows above the main window's pages instead (``ui.messages.WindowMessageBar``)."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QWidget

from storeadmin_gui.ui.i18n import tr

__all__ = ["MessageBar"]


class MessageBar(QFrame):
    """A message between the editor's buttons (a failed request), with an optional action such
    as Retry."""

    action_triggered = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("messageBar")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        row = QHBoxLayout(self)
        row.setContentsMargins(8, 6, 8, 6)
        self.text_label = QLabel()
        self.text_label.setWordWrap(True)
        self.text_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.action_button = QPushButton()
        self.action_button.clicked.connect(self.action_triggered)
        self.close_button = QPushButton(tr("editors.editor", "Dismiss"))
        self.close_button.clicked.connect(self.clear)
        row.addWidget(self.text_label, 1)
        row.addWidget(self.action_button)
        row.addWidget(self.close_button)
        # The button row keeps room for two lines while no message shows, so none pushes the
        # form around.
        lines = self.text_label.fontMetrics().lineSpacing() * 2
        self.setMinimumHeight(lines + 2 * 6 + 2 * self.frameWidth())
        policy = self.sizePolicy()
        policy.setRetainSizeWhenHidden(True)
        self.setSizePolicy(policy)
        self.setVisible(False)

    def show_message(self, text: str, *, kind: str = "error", action: str | None = None) -> None:
        self.setProperty("level", kind if kind in ("error", "warning") else "info")
        self.style().unpolish(self)
        self.style().polish(self)
        self.text_label.setText(text)
        self.action_button.setText(action or "")
        self.action_button.setVisible(action is not None)
        self.setVisible(True)

    def clear(self) -> None:
        self.text_label.clear()
        self.setVisible(False)

    def text(self) -> str:
        return self.text_label.text() if self.isVisible() else ""
