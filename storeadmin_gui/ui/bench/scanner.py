"""A barcode scanner of the common kind types its code and Enter, as a keyboard would, only far
faster: this filter, installed on the whole application, tells a scan from typing by the time
between keys.

Printable keys are held back for a moment (``gap_ms``): the next key coming sooner joins them,
and Enter after at least ``MIN_LENGTH`` such keys makes them a scan (``scanned``), which no widget
sees. Keys a person types are handed on to the widget they were typed into once the moment
passes without another key, in their order, so typing loses nothing and reads the same; any
other key (Backspace, an arrow, a shortcut) hands on what was held first.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

import shiboken6
from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QWidget

__all__ = ["ScanFilter"]

MIN_LENGTH = 4  # shorter bursts (two keys rolled together) are typing
ENTER_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter)
TYPING_MODIFIERS = Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.KeypadModifier


@dataclass
class _Held:
    receiver: QWidget
    key: int
    modifiers: Qt.KeyboardModifier
    text: str


class ScanFilter(QObject):
    """See the module docstring. ``scanned(code, widget)``: the code, and the widget it was
    typed into (whose window decides what the scan does)."""

    scanned = Signal(str, QObject)

    def __init__(
        self,
        gap_ms: int,
        parent: QObject | None = None,
        *,
        active: Callable[[], bool] = lambda: True,
    ) -> None:
        """``active``: whether scans are listened for now (the main window open, say)."""
        super().__init__(parent)
        self.gap_ms = gap_ms
        self.active = active
        self._held: list[_Held] = []
        self._last = 0.0
        self._replaying = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.hand_on)

    def install(self) -> None:
        app = QApplication.instance()
        if app is not None:
            app.installEventFilter(self)

    def uninstall(self) -> None:
        self.hand_on()
        app = QApplication.instance()
        if app is not None:
            app.removeEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            self._replaying
            or event.type() != QEvent.Type.KeyPress
            or not self.active()
            or not isinstance(watched, QWidget)
            or not isinstance(event, QKeyEvent)
        ):
            return False
        now = time.monotonic()
        quick = (now - self._last) * 1000 <= self.gap_ms
        if event.key() in ENTER_KEYS and not event.modifiers() & ~TYPING_MODIFIERS:
            if quick and len(self._held) >= MIN_LENGTH:
                code = "".join(held.text for held in self._held)
                receiver = self._held[0].receiver
                self._held.clear()
                self._timer.stop()
                self.scanned.emit(code, receiver)
                return True
            self.hand_on()
            return False
        text = event.text()
        typed = len(text) == 1 and text.isprintable() and not event.modifiers() & ~TYPING_MODIFIERS
        if not typed:
            self.hand_on()
            return False
        if self._held and not quick:
            self.hand_on()  # a pause: what came before was typed
        self._held.append(_Held(watched, event.key(), event.modifiers(), text))
        self._last = now
        self._timer.start(self.gap_ms)
        return True

    def hand_on(self) -> None:
        """Give the keys held back to the widgets they were typed into, in order."""
        self._timer.stop()
        held, self._held = self._held, []
        self._replaying = True
        try:
            for key in held:
                if shiboken6.isValid(key.receiver):  # not closed meanwhile
                    event = QKeyEvent(QEvent.Type.KeyPress, key.key, key.modifiers, key.text)
                    QApplication.sendEvent(key.receiver, event)
        finally:
            self._replaying = False
