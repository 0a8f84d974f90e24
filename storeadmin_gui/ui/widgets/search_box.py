"""A filter box that tells the table what to look for once the user pauses typing."""

from __future__ import annotations

from PySide6.QtCore import QTimer, Signal
from PySide6.QtWidgets import QLineEdit, QWidget

__all__ = ["SearchBox"]


READABLE_CHARACTERS = 16
FRAME_AND_CLEAR_BUTTON = 36  # pixels beside the text: the frame's margins and the clear button


class SearchBox(QLineEdit):
    """Emits ``search_changed`` after ``delay_ms`` of quiet (or at once on Enter), so typing a
    word sends one request, not one per key."""

    search_changed = Signal(str)
    DEFAULT_DELAY_MS = 300

    def __init__(
        self,
        placeholder: str = "",
        *,
        delay_ms: int = DEFAULT_DELAY_MS,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setPlaceholderText(placeholder)
        self.setAccessibleName(placeholder)  # what it searches is all it needs to say
        self.setClearButtonEnabled(True)
        self._keep_readable()
        self._sent = ""
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(delay_ms)
        self._timer.timeout.connect(self._send)
        self.textEdited.connect(lambda _text: self._timer.start())
        self.textChanged.connect(self._cleared)
        self.returnPressed.connect(self._send)

    def _keep_readable(self) -> None:
        """Never narrower than READABLE_CHARACTERS average characters, nor than its placeholder
        in the language shown: a layout short of room squeezes other widgets first."""
        metrics = self.fontMetrics()
        text = max(
            metrics.averageCharWidth() * READABLE_CHARACTERS,
            metrics.horizontalAdvance(self.placeholderText()),
        )
        self.setMinimumWidth(text + FRAME_AND_CLEAR_BUTTON)

    @property
    def search(self) -> str:
        """What the table currently filters by (what was last sent, trimmed)."""
        return self._sent

    def set_search(self, text: str) -> None:
        """Show ``text`` and filter by it at once (a filter restored or opened from a view)."""
        self.setText(text)
        self._send()

    def _cleared(self, text: str) -> None:
        if not text:  # the clear button: no reason to wait
            self._send()

    def _send(self) -> None:
        self._timer.stop()
        text = self.text().strip()
        if text != self._sent:
            self._sent = text
            self.search_changed.emit(text)
