"""Every sound the packing bench makes, in one place: the system's bell for a scan that went wrong
and for newly placed orders. A staffer at the bench is often looking at the parcel, not the
screen, so these are the cues they hear; ``SOUNDS.played`` says which was sounded, which lets the
app's own tests hear them too (an offscreen or headless display has no speaker).
"""

from __future__ import annotations

from enum import StrEnum

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QApplication

__all__ = ["SOUNDS", "Sound", "sound"]


class Sound(StrEnum):
    """Why the bell rang."""

    WRONG_SCAN = "wrong scan"  # a code that matches nothing, or a scan that cannot be taken
    NEW_ORDERS = "new orders"


class Sounds(QObject):
    """Emits ``played`` with the ``Sound`` each time the bell is rung."""

    played = Signal(str)


SOUNDS = Sounds()


def sound(which: Sound) -> None:
    """Rings the desktop's bell, and says so."""
    QApplication.beep()
    SOUNDS.played.emit(which.value)
