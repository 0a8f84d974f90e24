"""The bare PySide6 baseline: a window with a label and nothing else.

Built by the same spec with the same options as Store Admin, so the ratio of the two bundle sizes
shows what the app itself costs on top of Qt. `--smoke-test` quits once the label has been painted
the first time, which gives the baseline for the frozen start time as well.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QTimer
from PySide6.QtGui import QPaintEvent
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow


class FirstPaintLabel(QLabel):
    """A label that can end the app once it has been drawn: the start is then complete."""

    def __init__(self, text: str, *, quit_when_painted: bool) -> None:
        super().__init__(text)
        self.quit_when_painted = quit_when_painted

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if self.quit_when_painted:
            self.quit_when_painted = False
            QTimer.singleShot(0, QApplication.quit)


def main(argv: list[str] | None = None) -> int:
    """Show the window; with --smoke-test quit after its first paint."""
    arguments = sys.argv if argv is None else argv
    app = QApplication(arguments)
    window = QMainWindow()
    window.setWindowTitle("Hello")
    window.setCentralWidget(
        FirstPaintLabel("Hello from PySide6", quit_when_painted="--smoke-test" in arguments)
    )
    window.show()
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
