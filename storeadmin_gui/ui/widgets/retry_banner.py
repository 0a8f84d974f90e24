"""The band above a view that says what could not be loaded, with a Retry button beside it."""

from __future__ import annotations

from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QWidget

from storeadmin_gui.ui.i18n import tr

__all__ = ["RetryBanner"]


class RetryBanner(QFrame):
    """Hidden until a view shows a failure in it (``text_label``); ``retry_button`` asks again.
    The style sheet colours it (``#retryBanner``, and ``[stale="true"]`` for rows kept)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("retryBanner")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.text_label = QLabel()
        self.text_label.setWordWrap(True)
        self.retry_button = QPushButton(tr("widgets.retry_banner", "Retry"))
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 4)
        layout.addWidget(self.text_label, 1)
        layout.addWidget(self.retry_button)
        self.hide()
