"""The bare PySide6 baseline: a window with a label and nothing else.

Built by the same spec with the same options as Store Admin, so the ratio of the two bundle sizes
shows what the app itself costs on top of Qt. `--smoke-test` shows the window, lets the event loop
paint it once and exits 0, which gives the baseline for the frozen start time as well.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow


def main(argv: list[str] | None = None) -> int:
    """Show the window; with --smoke-test quit once the event loop has run."""
    arguments = sys.argv if argv is None else argv
    app = QApplication(arguments)
    window = QMainWindow()
    window.setWindowTitle("Hello")
    window.setCentralWidget(QLabel("Hello from PySide6"))
    window.show()
    if "--smoke-test" in arguments:
        QTimer.singleShot(0, app.quit)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
