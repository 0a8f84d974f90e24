"""Dialogs the editors share, each awaited through :func:`storeadmin_gui.ui.modal.run_dialog`
(never a nested blocking ``exec()`` in a slot).

:func:`confirm` and :func:`ask_unsaved` are the two questions every editor asks;
:class:`ComparisonDialog` is the base of conflict resolution: a field-by-field table of "yours"
and "theirs now" with a choice per field.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable
from dataclasses import dataclass
from typing import TypeVar

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from storeadmin_gui.ui.modal import run_dialog

__all__ = [
    "ComparisonDialog",
    "ComparisonRow",
    "Side",
    "UnsavedChoice",
    "ask_unsaved",
    "confirm",
]

D = TypeVar("D", bound=QDialog)


class UnsavedChoice(enum.Enum):
    """The answer to "save your changes?" when an editor with unsaved changes is closed."""

    SAVE = "save"
    DISCARD = "discard"
    CANCEL = "cancel"


async def confirm(
    parent: QWidget | None,
    *,
    title: str,
    text: str,
    confirm_label: str,
    destructive: bool = False,
    details: str = "",
) -> bool:
    """Ask a yes/no question with a verb on the button ("Delete", not "Yes"); Esc means no."""
    box = QMessageBox(parent)
    box.setObjectName("confirmDialog")
    box.setWindowTitle(title)
    box.setIcon(QMessageBox.Icon.Warning if destructive else QMessageBox.Icon.Question)
    box.setText(text)
    if details:
        box.setInformativeText(details)
    yes = box.addButton(confirm_label, QMessageBox.ButtonRole.AcceptRole)
    no = box.addButton("Cancel", QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(no if destructive else yes)
    box.setEscapeButton(no)
    await run_dialog(box)
    return box.clickedButton() is yes


async def ask_unsaved(parent: QWidget | None, what: str) -> UnsavedChoice:
    """Save, discard or keep editing unsaved changes to ``what``."""
    box = QMessageBox(parent)
    box.setObjectName("unsavedDialog")
    box.setWindowTitle("Unsaved changes")
    box.setIcon(QMessageBox.Icon.Warning)
    box.setText(f"{what} has changes that are not saved.")
    box.setInformativeText("Save them before closing?")
    save = box.addButton("Save", QMessageBox.ButtonRole.AcceptRole)
    discard = box.addButton("Discard changes", QMessageBox.ButtonRole.DestructiveRole)
    keep = box.addButton("Keep editing", QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(save)
    box.setEscapeButton(keep)
    await run_dialog(box)
    clicked = box.clickedButton()
    if clicked is save:
        return UnsavedChoice.SAVE
    if clicked is discard:
        return UnsavedChoice.DISCARD
    return UnsavedChoice.CANCEL


class Side(enum.Enum):
    MINE = "mine"
    THEIRS = "theirs"


@dataclass(frozen=True)
class ComparisonRow:
    """One field in a conflict: what the user has, what the server has now, and the default."""

    key: str
    label: str
    mine: str
    theirs: str
    default: Side = Side.MINE
    changed_by_me: bool = True
    changed_by_them: bool = True


_WHO_CHANGED = {
    (True, True): "changed by both",
    (True, False): "changed by you",
    (False, True): "changed by them",
}


class ComparisonDialog(QDialog):
    """Field-by-field "yours" vs "theirs now", one choice per field.

    Buttons: "Keep all mine", "Take all theirs" and "Save merged" (the per-field choices). Each
    accepts the dialog; :meth:`choices` then says which side every field takes. Cancel rejects:
    the caller keeps the user's edits as they are.
    """

    def __init__(
        self,
        rows: Iterable[ComparisonRow],
        parent: QWidget | None = None,
        *,
        title: str = "Someone else changed this record",
        intro: str = "",
        merge_label: str = "Save merged",
    ) -> None:
        super().__init__(parent)
        self.setObjectName("comparisonDialog")
        self.setWindowTitle(title)
        self.rows = list(rows)
        self._groups: dict[str, QButtonGroup] = {}
        self._buttons: dict[tuple[str, Side], QRadioButton] = {}

        intro_label = QLabel(
            intro
            or "While you were editing, this record was changed and saved elsewhere. "
            "Choose for each field whether to keep your value or take theirs."
        )
        intro_label.setWordWrap(True)

        grid_host = QWidget()
        grid = QGridLayout(grid_host)
        grid.setHorizontalSpacing(16)
        for column, heading in enumerate(("Field", "Yours", "Theirs now")):
            label = QLabel(f"<b>{heading}</b>")
            grid.addWidget(label, 0, column)
        for index, row in enumerate(self.rows, start=1):
            who = _WHO_CHANGED.get((row.changed_by_me, row.changed_by_them), "")
            name = QLabel(f"{row.label}<br><small style='color: gray'>{who}</small>")
            name.setToolTip(row.key)
            grid.addWidget(name, index, 0, Qt.AlignmentFlag.AlignTop)
            group = QButtonGroup(self)
            for column, side, text in ((1, Side.MINE, row.mine), (2, Side.THEIRS, row.theirs)):
                button = QRadioButton(text)
                button.setObjectName(f"{row.key}:{side.value}")
                button.setToolTip(text)
                group.addButton(button)
                self._buttons[(row.key, side)] = button
                grid.addWidget(button, index, column, Qt.AlignmentFlag.AlignTop)
            self._groups[row.key] = group
            self._buttons[(row.key, row.default)].setChecked(True)
        grid.setColumnStretch(1, 1)
        grid.setColumnStretch(2, 1)
        grid.setRowStretch(len(self.rows) + 1, 1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(grid_host)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)

        self.keep_mine_button = self._add_button("Keep all mine", Side.MINE)
        self.take_theirs_button = self._add_button("Take all theirs", Side.THEIRS)
        self.merge_button = QPushButton(merge_label)
        self.merge_button.setDefault(True)
        self.merge_button.clicked.connect(self.accept)
        self.cancel_button = QPushButton("Cancel")
        self.cancel_button.clicked.connect(self.reject)
        buttons = QHBoxLayout()
        buttons.addWidget(self.keep_mine_button)
        buttons.addWidget(self.take_theirs_button)
        buttons.addStretch(1)
        buttons.addWidget(self.cancel_button)
        buttons.addWidget(self.merge_button)

        layout = QVBoxLayout(self)
        layout.addWidget(intro_label)
        layout.addWidget(scroll, 1)
        layout.addLayout(buttons)
        self.resize(680, min(170 + 48 * len(self.rows), 560))
        self.merge_button.setFocus()

    def _add_button(self, text: str, side: Side) -> QPushButton:
        button = QPushButton(text)
        button.setAutoDefault(False)
        button.clicked.connect(lambda _checked=False: self._choose_all(side))
        return button

    def _choose_all(self, side: Side) -> None:
        for row in self.rows:
            self.choose(row.key, side)
        self.accept()

    def choose(self, key: str, side: Side) -> None:
        self._buttons[(key, side)].setChecked(True)

    def choices(self) -> dict[str, Side]:
        return {
            row.key: Side.MINE if self._buttons[(row.key, Side.MINE)].isChecked() else Side.THEIRS
            for row in self.rows
        }
