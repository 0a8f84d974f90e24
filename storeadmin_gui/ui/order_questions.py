"""The questions asked before a step that cannot be set back: Ship (with its tracking number),
Mark as paid and Cancel, each saying what else happens (to the stock, to the money). Awaited
through ``run_dialog`` like every dialog."""

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

from storeadmin_gui.ui.accessible import name_inputs
from storeadmin_gui.ui.dialogs import confirm, run_dialog
from storeadmin_gui.ui.i18n import tr
from storeadmin_gui.ui.order_steps import TRACKING_LIMIT, Step, what_happens
from storeadmin_gui.ui.style import set_role

__all__ = ["ShipDialog", "ask_to_cancel", "ask_to_mark_paid", "ask_to_ship"]


class ShipDialog(QDialog):
    """ "Ship order 000042?" with the tracking number (optional) and what happens to the stock."""

    def __init__(self, what: str, units: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("shipDialog")
        self.setWindowTitle(tr("order_questions", "Ship {what}").format(what=what))
        question = QLabel(
            tr("order_questions", "Ship {what}? This cannot be undone.").format(what=what)
        )
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
            tr("order_questions", "Ship"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.keep_button = buttons.addButton(
            tr("order_questions", "Do not ship"), QDialogButtonBox.ButtonRole.RejectRole
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


async def ask_to_ship(parent: QWidget | None, what: str, units: int) -> str | None:
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


async def ask_to_cancel(parent: QWidget | None, what: str, units: int) -> bool:
    """Whether to cancel the order named ``what`` (holding ``units`` units)."""
    return await confirm(
        parent,
        title=tr("order_questions", "Cancel {what}").format(what=what),
        text=tr("order_questions", "Cancel {what}? This cannot be undone.").format(what=what),
        details=what_happens(Step.CANCEL, units),
        confirm_label=tr("order_questions", "Cancel the order"),
        keep_label=tr("order_questions", "Keep the order"),
        destructive=True,
    )


async def ask_to_mark_paid(parent: QWidget | None, what: str) -> bool:
    """Whether to record the payment of the order named ``what`` as received: no endpoint sets
    a completed payment back, so it is asked like the other two steps."""
    return await confirm(
        parent,
        title=tr("order_questions", "Mark {what} as paid").format(what=what),
        text=tr("order_questions", "Mark {what} as paid? This cannot be undone.").format(what=what),
        details=what_happens(Step.PAY, 0),
        confirm_label=tr("order_questions", "Mark as paid"),
        keep_label=tr("order_questions", "Not yet"),
    )
