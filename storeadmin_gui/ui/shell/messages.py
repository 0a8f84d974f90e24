"""The one channel through which the app tells the user something, and the excepthook behind it.

Everything user-facing (a failed request a page could not show inline, a lost connection, an
unexpected exception) goes through :class:`MessageChannel`, so it is shown the same way, logged
once, and tests can read what the user was told. Showing is non-modal (a bar above the pages): a
modal box would nest an event loop under qasync and stall every request in flight.
"""

from __future__ import annotations

import enum
import logging
import sys
import traceback
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from types import TracebackType

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QToolButton, QWidget

from storeadmin_gui.api import errors
from storeadmin_gui.ui.i18n import tr

log = logging.getLogger(__name__)

HISTORY_LENGTH = 50
INFO_SHOWN_MS = 6000


class Level(enum.Enum):
    INFO = "info"
    WARNING = "warning"
    ERROR = "error"


@dataclass(frozen=True)
class Message:
    """What the user is told. A later message with the same ``key`` replaces an earlier one (the
    connection state, say), and ``action`` offers one button next to the text."""

    level: Level
    text: str
    key: str = ""
    action_text: str = ""
    action: Callable[[], None] | None = None


def describe_exception(error: BaseException) -> str:
    """A sentence for shop staff: the api layer's messages are written for them; anything else is a
    fault of the app, said plainly, with the details left to the log."""
    if isinstance(error, errors.ApiError):
        return str(error)
    return tr(
        "messages",
        "Something went wrong inside Store Admin ({name__}: {error}). The details are in the "
        "log file (Help > Open log folder).",
    ).format(name__=type(error).__name__, error=error)


class MessageChannel(QObject):
    """Posts messages to whoever shows them, keeps a short history, and logs each one."""

    posted = Signal(object)  # Message
    cleared = Signal(str)  # key

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.history: deque[Message] = deque(maxlen=HISTORY_LENGTH)
        self._previous_excepthook: Callable[..., object] | None = None

    def post(self, message: Message) -> None:
        self.history.append(message)
        log.log(_LOG_LEVELS[message.level], "told the user: %s", message.text)
        self.posted.emit(message)

    def info(self, text: str, *, key: str = "") -> None:
        self.post(Message(Level.INFO, text, key))

    def warning(
        self,
        text: str,
        *,
        key: str = "",
        action_text: str = "",
        action: Callable[[], None] | None = None,
    ) -> None:
        self.post(Message(Level.WARNING, text, key, action_text, action))

    def error(
        self,
        text: str,
        *,
        key: str = "",
        action_text: str = "",
        action: Callable[[], None] | None = None,
    ) -> None:
        self.post(Message(Level.ERROR, text, key, action_text, action))

    def clear(self, key: str) -> None:
        """Withdraw the message posted under ``key`` (the connection is back, say)."""
        self.cleared.emit(key)

    def report_exception(self, error: BaseException) -> None:
        """Log ``error`` with its traceback and tell the user in words they understand."""
        if not isinstance(error, errors.ApiError):
            log.error(
                "unexpected error\n%s",
                "".join(traceback.format_exception(type(error), error, error.__traceback__)),
            )
        self.error(describe_exception(error))

    def excepthook(
        self,
        exc_type: type[BaseException],
        error: BaseException,
        tb: TracebackType | None,
    ) -> None:
        """For ``sys.excepthook``: an exception nobody caught (in a slot, say) is shown and logged
        instead of passing unseen or ending the app."""
        if issubclass(exc_type, KeyboardInterrupt):
            if self._previous_excepthook:
                self._previous_excepthook(exc_type, error, tb)
            return
        if error.__traceback__ is None and tb is not None:
            error = error.with_traceback(tb)
        self.report_exception(error)

    def install_excepthook(self) -> None:
        self._previous_excepthook = sys.excepthook
        sys.excepthook = self.excepthook

    def uninstall_excepthook(self) -> None:
        if self._previous_excepthook is not None:
            sys.excepthook = self._previous_excepthook
            self._previous_excepthook = None


_LOG_LEVELS = {Level.INFO: logging.INFO, Level.WARNING: logging.WARNING, Level.ERROR: logging.ERROR}
_ICONS = {Level.INFO: "ℹ", Level.WARNING: "⚠", Level.ERROR: "✖"}


class WindowMessageBar(QFrame):
    """Shows the channel's latest message above the main window's pages, with its action and a
    close button (a window's own message between its buttons is ``editors.message_bar``'s).

    Information hides itself after a few seconds; warnings and errors stay until dismissed,
    replaced, or withdrawn by key.
    """

    def __init__(self, channel: MessageChannel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("messageBar")
        self._message: Message | None = None
        self._icon = QLabel()
        self._text = QLabel()
        self._text.setWordWrap(True)
        self._text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.action_button = QPushButton()
        self.action_button.clicked.connect(self._run_action)
        self._close = QToolButton()
        self._close.setText("✕")  # a sign: its accessible name says what it does
        self._close.setToolTip(tr("messages", "Dismiss"))
        self._close.setAccessibleName(tr("messages", "Dismiss"))
        self._close.setAutoRaise(True)
        self._close.clicked.connect(self.dismiss)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(10, 6, 6, 6)
        layout.addWidget(self._icon)
        layout.addWidget(self._text, 1)
        layout.addWidget(self.action_button)
        layout.addWidget(self._close)
        self._hide_timer = QTimer(self)
        self._hide_timer.setSingleShot(True)
        self._hide_timer.timeout.connect(self.dismiss)
        channel.posted.connect(self.show_message)
        channel.cleared.connect(self._withdraw)
        self.hide()

    @property
    def text(self) -> str:
        return "" if self.isHidden() else self._text.text()

    def show_message(self, message: Message) -> None:
        self._message = message
        self.setProperty("level", message.level.value)
        self.style().unpolish(self)
        self.style().polish(self)
        self._icon.setText(_ICONS[message.level])
        self._text.setText(message.text)
        self.action_button.setText(message.action_text)
        self.action_button.setVisible(bool(message.action_text and message.action))
        self.show()
        if message.level is Level.INFO:
            self._hide_timer.start(INFO_SHOWN_MS)
        else:
            self._hide_timer.stop()

    def dismiss(self) -> None:
        self._message = None
        self._hide_timer.stop()
        self.hide()

    def _withdraw(self, key: str) -> None:
        if self._message is not None and self._message.key == key:
            self.dismiss()

    def _run_action(self) -> None:
        message = self._message
        self.dismiss()
        if message is not None and message.action is not None:
            message.action()
