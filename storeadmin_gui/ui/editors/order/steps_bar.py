"""The order editor's row of steps: Ship…, Mark as paid, Cancel order….

Each button is enabled only where the order's current state allows its step (docs/api.md section
11), with a tooltip saying why not otherwise. Steps the server does not offer are hidden, and one
line says so in their place.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QWidget

from storeadmin_gui.api import Capabilities
from storeadmin_gui.ui.i18n import translated
from storeadmin_gui.ui.orders.order_steps import STEPS, Step, refusal
from storeadmin_gui.ui.shell.server_kind import missing_reason
from storeadmin_gui.ui.shell.style import set_role

__all__ = ["StepsBar"]


class StepsBar(QWidget):
    """The three step buttons and the line that says which the server lacks."""

    chosen = Signal(object)  # the Step whose button was pressed

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("orderSteps")
        self.buttons: dict[Step, QPushButton] = {}
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        for step in STEPS:
            button = QPushButton(step.label)
            button.setObjectName(f"step:{step.value}")
            button.setEnabled(False)
            button.clicked.connect(lambda _checked=False, step=step: self.chosen.emit(step))
            row.addWidget(button)
            self.buttons[step] = button
        self.missing_note = QLabel()
        self.missing_note.setObjectName("stepsMissing")
        set_role(self.missing_note, "hint")
        self.missing_note.hide()
        row.addWidget(self.missing_note, 1)
        row.addStretch(1)
        self.offered: Capabilities | None = None  # None: not known, every step shown

    def show_offered(self, offered: Capabilities | None) -> None:
        """Hide the steps the server lacks, with one line saying so."""
        self.offered = offered
        reason = missing_reason(offered, *(s.value for s in Step)) if offered else None
        self.missing_note.setText(reason or "")
        self.missing_note.setVisible(reason is not None)
        for step, button in self.buttons.items():
            button.setVisible(offered is None or offered.offers(step.value))

    def show_for(self, order: Any | None, *, ready: bool) -> None:
        """Enable each step ``order`` allows now (``ready``: loaded and no request running)."""
        for step, button in self.buttons.items():
            why_not = refusal(step, order) if order is not None else None
            button.setEnabled(ready and order is not None and why_not is None)
            button.setToolTip(why_not or translated(STEPS[step].purpose))
