"""What the main window shows while no store is connected: a welcome, and the two ways in."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from storeadmin_gui import APP_NAME
from storeadmin_gui.ui.i18n import tr
from storeadmin_gui.ui.shell.screens import IconLabel
from storeadmin_gui.ui.shell.style import app_icon

__all__ = ["WelcomePanel"]


class WelcomePanel(QWidget):
    """The app's logo and words, a button to connect and one to try the demo store: the window
    says which was pressed (``connect_requested``, ``demo_requested``)."""

    connect_requested = Signal()
    demo_requested = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.logo = IconLabel(app_icon(), 96)
        text = QLabel(
            tr(
                "main_window",
                "<h2>Welcome to {APP_NAME}</h2><p>Connect to your store's server to work on "
                "its product variants, carts, orders and users, or look around in the "
                "demo store first.</p>",
            ).format(APP_NAME=APP_NAME)
        )
        text.setWordWrap(True)
        text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        connect = QPushButton(tr("main_window", "Connect to a server…"))
        connect.clicked.connect(self.connect_requested)
        demo = QPushButton(tr("main_window", "Try the demo store"))
        demo.clicked.connect(self.demo_requested)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(connect)
        buttons.addWidget(demo)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        layout.addWidget(self.logo)
        layout.addWidget(text)
        layout.addSpacing(10)
        layout.addLayout(buttons)
        layout.addStretch(2)
