"""The question asked before a step that cannot be set back (Ship with its tracking number, Mark
as paid, Cancel), saying what else happens (to the stock, to the money): one function for every
step, its words from the step's entry in ``ui.order_steps``. Awaited through ``run_dialog`` like
every dialog."""

from __future__ import annotations

import shiboken6
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from storeadmin_gui.ui.dialogs import confirm, run_dialog
from storeadmin_gui.ui.i18n import tr, translated
from storeadmin_gui.ui.orders.order_steps import STEPS, TRACKING_LIMIT, Step, what_happens
from storeadmin_gui.ui.shell.accessible import name_inputs
from storeadmin_gui.ui.shell.style import set_role

__all__ = ["ShipDialog", "ask_to_take"]


class ShipDialog(QDialog):
    """ "Ship order 000042?" with the tracking number (optional) and what happens to the stock."""

    def __init__(self, what: str, units: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("shipDialog")
        ship = STEPS[Step.SHIP]
        self.setWindowTitle(translated(ship.ask_title).format(what=what))
        question = QLabel(translated(ship.ask_text).format(what=what))
        question.setWordWrap(True)
        details = QLabel(what_happens(Step.SHIP, units))
        details.setWordWrap(True)
        set_role(details, "hint")
        self.tracking_input = QLineEdit()
        self.tracking_input.setObjectName("tracking")
        self.tracking_input.setMaxLength(TRACKING_LIMIT)
        # Room for a usual number (UPS's 18 characters, a postal service's 22) without scrolling.
        self.tracking_input.setMinimumWidth(
            self.tracking_input.fontMetrics().averageCharWidth() * 26
        )
        self.tracking_input.setPlaceholderText(tr("order_questions", "e.g. 1Z999AA10123456784"))
        self.tracking_input.setToolTip(
            tr("order_questions", "The carrier's number for the parcel; leave it empty if none.")
        )
        form = QFormLayout()
        form.addRow(tr("order_questions", "Tracking number (optional):"), self.tracking_input)
        buttons = QDialogButtonBox()
        self.ship_button = buttons.addButton(
            translated(ship.ask_yes), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.keep_button = buttons.addButton(
            translated(ship.ask_no), QDialogButtonBox.ButtonRole.RejectRole
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(question)
        layout.addWidget(details)
        layout.addLayout(form)
        layout.addWidget(buttons)
        name_inputs(self)
        self.tracking_input.setFocus()

    def tracking(self) -> str:
        return self.tracking_input.text().strip()


async def ask_to_take(parent: QWidget | None, step: Step, what: str, units: int) -> str | None:
    """Whether to take ``step`` on the order named ``what`` (holding ``units`` units): None when
    the user did not; else the tracking number to ship with ("" for none, and for the steps
    that take none)."""
    spec = STEPS[step]
    if spec.asks_tracking:
        return await _ask_tracking(parent, what, units)
    agreed = await confirm(
        parent,
        title=translated(spec.ask_title).format(what=what),
        text=translated(spec.ask_text).format(what=what),
        details=what_happens(step, units),
        confirm_label=translated(spec.ask_yes),
        keep_label=translated(spec.ask_no),
        destructive=spec.destructive,
    )
    return "" if agreed else None


async def _ask_tracking(parent: QWidget | None, what: str, units: int) -> str | None:
    """The tracking number to ship with ("" for none), or None when the user did not ship."""
    dialog = ShipDialog(what, units, parent)
    typed: list[str] = []  # read as it is accepted: the window may be gone when the task resumes
    dialog.accepted.connect(lambda: typed.append(dialog.tracking()))
    try:
        await run_dialog(dialog)
    finally:
        if shiboken6.isValid(dialog):
            dialog.deleteLater()
    return typed[0] if typed else None
