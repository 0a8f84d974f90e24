"""Windows that fit the screen they open on, at any scale factor.

A window's preferred size is in logical pixels; at 200 % a 1920×1080 screen offers only 960×540 of
them, and a geometry saved on a larger screen (or before the scale changed) may no longer fit or
may lie off every screen. These helpers bound a window to the available area of its screen and
bring it back wholly onto one.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QRect, QSize, Qt
from PySide6.QtGui import QGuiApplication, QIcon, QScreen, QShowEvent
from PySide6.QtWidgets import QLabel, QWidget

__all__ = ["IconLabel", "bring_on_screen", "fit_to_screen", "screen_area"]

# Room left around a window sized to the screen (taskbars aside, which availableGeometry omits).
SCREEN_SHARE = 0.95


def screen_area(window: QWidget) -> QRect:
    """The available area of the screen the window is on (or will open on)."""
    screen: QScreen | None = window.screen() or QGuiApplication.primaryScreen()
    return screen.availableGeometry() if screen is not None else QRect(0, 0, 1024, 768)


def _bounded(size: QSize, area: QRect) -> QSize:
    room = QSize(int(area.width() * SCREEN_SHARE), int(area.height() * SCREEN_SHARE))
    return size.boundedTo(room)


def fit_to_screen(window: QWidget, preferred: QSize) -> None:
    """Size a top-level window to ``preferred``, or less where its screen is smaller; its minimum
    size gives way too, so nothing forces it past the screen's edge."""
    area = screen_area(window)
    window.setMinimumSize(window.minimumSize().boundedTo(_bounded(window.minimumSize(), area)))
    window.resize(_bounded(preferred, area))


def bring_on_screen(window: QWidget) -> None:
    """Keep a (restored) window wholly on one screen: shrink it to that screen's available area
    and move it inside, keeping its place where it fits."""
    frame = window.frameGeometry()
    screens = QGuiApplication.screens()
    if any(screen.availableGeometry().contains(frame) for screen in screens):
        return
    screen = QGuiApplication.screenAt(frame.center()) or QGuiApplication.primaryScreen()
    if screen is None:
        return
    area = screen.availableGeometry()
    extra = frame.size() - window.size()  # the window manager's frame around the client area
    size = _bounded(window.size() + extra, area) - extra
    window.setMinimumSize(window.minimumSize().boundedTo(size))
    window.resize(size)
    frame = window.frameGeometry()
    left = min(max(frame.left(), area.left()), area.right() - frame.width() + 1)
    top = min(max(frame.top(), area.top()), area.bottom() - frame.height() + 1)
    window.move(QPoint(left, top))


class IconLabel(QLabel):
    """An icon drawn for the pixel ratio of the screen it is on, drawn anew when the window moves
    to a screen of another ratio (an SVG icon stays crisp at 100 %, 150 % and 200 %)."""

    def __init__(self, icon: QIcon, size: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._icon = icon
        self._size = size
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._render()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.DevicePixelRatioChange:
            self._render()
        super().changeEvent(event)

    def showEvent(self, event: QShowEvent) -> None:
        self._render()
        super().showEvent(event)

    def _render(self) -> None:
        ratio = self.devicePixelRatioF()
        pixmap = self.pixmap()
        if pixmap.isNull() or pixmap.devicePixelRatio() != ratio:
            self.setPixmap(self._icon.pixmap(QSize(self._size, self._size), ratio))
