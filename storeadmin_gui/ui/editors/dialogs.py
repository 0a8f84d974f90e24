"""Dialogs only the editors use, each awaited through :func:`storeadmin_gui.ui.dialogs.run_dialog`
(never a nested blocking ``exec()`` in a slot); the app's shared ones (``confirm``) are in
``ui.dialogs``.

:func:`ask_unsaved` is the question every editor asks before it closes with changes;
:class:`ComparisonDialog` is the base of conflict resolution: a table of "yours" and "theirs now"
with a choice per value, where a value both sides changed has no side chosen until the user
chooses one.
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

from storeadmin_gui.ui.dialogs import run_dialog
from storeadmin_gui.ui.i18n import noop, tr, translated
from storeadmin_gui.ui.labels import counted
from storeadmin_gui.ui.shell.style import colour, set_role

__all__ = [
    "ComparisonDialog",
    "ComparisonRow",
    "Side",
    "UnsavedChoice",
    "ask_unsaved",
]

D = TypeVar("D", bound=QDialog)


class UnsavedChoice(enum.Enum):
    """The answer to "save your changes?" when an editor with unsaved changes is closed."""

    SAVE = "save"
    DISCARD = "discard"
    CANCEL = "cancel"


async def ask_unsaved(parent: QWidget | None, what: str) -> UnsavedChoice:
    """Save, discard or keep editing unsaved changes to ``what``."""
    box = QMessageBox(parent)
    box.setObjectName("unsavedDialog")
    box.setWindowTitle(tr("editors.dialogs", "Unsaved changes"))
    box.setIcon(QMessageBox.Icon.Warning)
    box.setText(tr("editors.dialogs", "{what} has changes that are not saved.").format(what=what))
    box.setInformativeText(tr("editors.dialogs", "Save them before closing?"))
    save = box.addButton(tr("editors.dialogs", "Save"), QMessageBox.ButtonRole.AcceptRole)
    discard = box.addButton(
        tr("editors.dialogs", "Discard changes"), QMessageBox.ButtonRole.DestructiveRole
    )
    keep = box.addButton(tr("editors.dialogs", "Keep editing"), QMessageBox.ButtonRole.RejectRole)
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
    """One value in a conflict: what the user has, what the server has now, and the side chosen
    to begin with (``None``: both changed it, so the user must choose)."""

    key: str
    label: str
    mine: str
    theirs: str
    default: Side | None = Side.MINE
    changed_by_me: bool = True
    changed_by_them: bool = True


_WHO_CHANGED = {
    (True, True): noop("editors.dialogs", "changed by both of you: choose one"),
    (True, False): noop("editors.dialogs", "changed by you"),
    (False, True): noop("editors.dialogs", "changed by them"),
}


def _side_name(side: Side, field: str, value: str) -> str:
    """What a screen reader says of a choice: the field, whose value it is, and the value."""
    if side is Side.MINE:
        return tr("editors.dialogs", "{field}, yours: {value}").format(field=field, value=value)
    return tr("editors.dialogs", "{field}, theirs now: {value}").format(field=field, value=value)


class ComparisonDialog(QDialog):
    """Value-by-value "yours" vs "theirs now", one choice per value.

    "Choose all mine" and "Choose all theirs" set every row's choice; "Save merged" accepts once
    every row has a side (a row both changed starts with none, so Save merged starts disabled);
    :meth:`choices` then says which side every row takes. Cancel rejects: the caller keeps the
    user's edits as they are.
    """

    def __init__(
        self,
        rows: Iterable[ComparisonRow],
        parent: QWidget | None = None,
        *,
        title: str = noop("editors.dialogs", "Someone else changed this record"),
        intro: str = "",
        merge_label: str = noop("editors.dialogs", "Save merged"),
    ) -> None:
        title, merge_label = translated(title), translated(merge_label)
        super().__init__(parent)
        self.setObjectName("comparisonDialog")
        self.setWindowTitle(title)
        self.rows = list(rows)
        self._groups: dict[str, QButtonGroup] = {}
        self._buttons: dict[tuple[str, Side], QRadioButton] = {}

        intro_label = QLabel(
            intro
            or tr(
                "editors.dialogs",
                "While you were editing, this record was changed and saved elsewhere. "
                "Choose for each field whether to keep your value or take theirs.",
            )
        )
        intro_label.setWordWrap(True)

        grid_host = QWidget()
        grid = QGridLayout(grid_host)
        grid.setHorizontalSpacing(16)
        for column, heading in enumerate(
            (
                tr("editors.dialogs", "Field"),
                tr("editors.dialogs", "Yours"),
                tr("editors.dialogs", "Theirs now"),
            )
        ):
            label = QLabel(f"<b>{heading}</b>")
            grid.addWidget(label, 0, column)
        for index, row in enumerate(self.rows, start=1):
            who = _WHO_CHANGED.get((row.changed_by_me, row.changed_by_them), "")
            tone = colour("caution-text" if row.default is None else "muted").name()
            name = QLabel(f"{row.label}<br><small style='color: {tone}'>{who}</small>")
            name.setToolTip(row.key)
            grid.addWidget(name, index, 0, Qt.AlignmentFlag.AlignTop)
            group = QButtonGroup(self)
            for column, side, text in ((1, Side.MINE, row.mine), (2, Side.THEIRS, row.theirs)):
                button = QRadioButton(text)
                button.setObjectName(f"{row.key}:{side.value}")
                button.setToolTip(text)
                button.setAccessibleName(_side_name(side, row.label, text))
                group.addButton(button)
                self._buttons[(row.key, side)] = button
                grid.addWidget(button, index, column, Qt.AlignmentFlag.AlignTop)
            self._groups[row.key] = group
            if row.default is not None:
                self._buttons[(row.key, row.default)].setChecked(True)
            group.buttonToggled.connect(self._update_merge_button)
        grid.setColumnStretch(1, 1)
        grid.setColumnStretch(2, 1)
        grid.setRowStretch(len(self.rows) + 1, 1)
        scroll = QScrollArea()
        scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Tab goes to its choices, scrolled to
        scroll.setWidgetResizable(True)
        scroll.setWidget(grid_host)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)

        self.keep_mine_button = self._add_button(
            tr("editors.dialogs", "Choose all mine"), Side.MINE
        )
        self.take_theirs_button = self._add_button(
            tr("editors.dialogs", "Choose all theirs"), Side.THEIRS
        )
        self.merge_button = QPushButton(merge_label)
        self.merge_button.setDefault(True)
        self.merge_button.clicked.connect(self.accept)
        self.cancel_button = QPushButton(tr("editors.dialogs", "Cancel"))
        self.cancel_button.clicked.connect(self.reject)
        self.undecided_label = QLabel()
        self.undecided_label.setObjectName("undecided")
        set_role(self.undecided_label, "caution")
        buttons = QHBoxLayout()
        buttons.addWidget(self.keep_mine_button)
        buttons.addWidget(self.take_theirs_button)
        buttons.addStretch(1)
        buttons.addWidget(self.undecided_label)
        buttons.addWidget(self.cancel_button)
        buttons.addWidget(self.merge_button)

        layout = QVBoxLayout(self)
        layout.addWidget(intro_label)
        layout.addWidget(scroll, 1)
        layout.addLayout(buttons)
        self.resize(760, min(190 + 48 * len(self.rows), 600))
        self._update_merge_button()
        first_open = next((row for row in self.rows if row.default is None), None)
        if first_open is not None:
            self._buttons[(first_open.key, Side.MINE)].setFocus()
        else:
            self.merge_button.setFocus()

    def _add_button(self, text: str, side: Side) -> QPushButton:
        button = QPushButton(text)
        button.setAutoDefault(False)
        button.clicked.connect(lambda _checked=False: self._choose_all(side))
        return button

    def _choose_all(self, side: Side) -> None:
        for row in self.rows:
            self.choose(row.key, side)

    def choose(self, key: str, side: Side) -> None:
        self._buttons[(key, side)].setChecked(True)

    def chosen(self, key: str) -> Side | None:
        """The side chosen for row ``key`` (``None`` while none is)."""
        for side in Side:
            if self._buttons[(key, side)].isChecked():
                return side
        return None

    def undecided(self) -> list[str]:
        """The rows that still need a choice."""
        return [row.key for row in self.rows if self.chosen(row.key) is None]

    def _update_merge_button(self, *_args: object) -> None:
        left = len(self.undecided())
        self.merge_button.setEnabled(left == 0)
        self.undecided_label.setText(
            ""
            if not left
            else tr("editors.dialogs", "Choose a side for {value}").format(
                value=counted(left, "value")
            )
        )

    def accept(self) -> None:
        """Only with a side chosen for every row (Enter on the default button included)."""
        if self.undecided():
            return
        super().accept()

    def choices(self) -> dict[str, Side]:
        return {row.key: side for row in self.rows if (side := self.chosen(row.key)) is not None}
