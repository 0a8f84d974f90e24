"""Internal notes on an order or a customer: what staff leave for each other, never shown to the
customer (no print, no document of the customer's reads them).

A note being written stays in its box until the server has it: a refusal is said beside it and a
lost answer leaves it there to send again after the list is read afresh (the note may have
arrived: the list shows it then, and the box is emptied only when it does).
"""

from __future__ import annotations

import asyncio
from typing import Final

import shiboken6
from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from storeadmin_gui.api import Action, Area, Capabilities, Feature, Note, errors
from storeadmin_gui.api.resources import Notes
from storeadmin_gui.ui.formats import format_timestamp
from storeadmin_gui.ui.i18n import tr
from storeadmin_gui.ui.shell.messages import describe_exception
from storeadmin_gui.ui.shell.server_kind import missing_reason, role_reason
from storeadmin_gui.ui.shell.style import set_role
from storeadmin_gui.ui.tasks import spawn

__all__ = ["NotesPanel"]

MAX_NOTE_LENGTH: Final = 2000
PAGE_SIZE: Final = 50


class NotesPanel(QWidget):
    """The subject's notes, newest first, and a box to add one; ``refusal`` (a reason) when this
    account or this server cannot add notes. ``area`` is where the subject's notes are written
    (an order's in ``orders``, a customer's in ``customers``): a staffer whose role may not write
    there is shown the notes without the box, and told why (:meth:`offer`)."""

    changed = Signal()  # a note was added or removed

    def __init__(
        self,
        notes: Notes,
        subject_id: int,
        *,
        area: Area,
        refusal: str | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._notes = notes
        self.subject_id = subject_id
        self.area = area
        self._task: asyncio.Task[None] | None = None
        self.list = QListWidget()
        self.list.setObjectName("notesList")
        self.list.setAccessibleName(tr("notes_view", "Internal notes"))
        self.list.setWordWrap(True)
        self.list.setAlternatingRowColors(True)
        self.hint = QLabel(tr("notes_view", "Only staff see these notes; customers never do."))
        self.hint.setWordWrap(True)
        set_role(self.hint, "hint")
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setVisible(False)
        self.refusal_label = QLabel()
        self.refusal_label.setObjectName("notesRefusal")
        self.refusal_label.setWordWrap(True)
        set_role(self.refusal_label, "hint")
        self.editor = QPlainTextEdit()
        self.editor.setObjectName("newNote")
        self.editor.setAccessibleName(tr("notes_view", "New note"))
        self.editor.setPlaceholderText(tr("notes_view", "Write a note for your colleagues…"))
        self.editor.setFixedHeight(self.editor.fontMetrics().lineSpacing() * 4)
        self.editor.setTabChangesFocus(True)  # Tab moves on to the buttons, as in every form
        self.editor.textChanged.connect(self._update_buttons)
        self.add_button = QPushButton(tr("notes_view", "Add note"))
        self.add_button.setObjectName("addNote")
        self.add_button.clicked.connect(self.add)
        self.delete_button = QPushButton(tr("notes_view", "Remove note…"))
        self.delete_button.clicked.connect(self.remove_chosen)
        self.list.itemSelectionChanged.connect(self._update_buttons)
        buttons = QHBoxLayout()
        buttons.addWidget(self.delete_button)
        buttons.addStretch(1)
        buttons.addWidget(self.add_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.hint)
        layout.addWidget(self.list, 1)
        layout.addWidget(self.message)
        layout.addWidget(self.refusal_label)
        layout.addWidget(self.editor)
        layout.addLayout(buttons)
        self._refusal = refusal
        self.set_refusal(refusal)

    def set_refusal(self, refusal: str | None) -> None:
        """Why notes cannot be added or removed here (None: they can): the box and the buttons
        are hidden, and the reason shown in their place."""
        self._refusal = refusal
        for widget in (self.editor, self.add_button, self.delete_button):
            widget.setVisible(refusal is None)
        self.refusal_label.setText(refusal or "")
        self.refusal_label.setVisible(refusal is not None)
        self._update_buttons()

    def offer(self, offered: Capabilities | None) -> bool:
        """Offer what the server and the staffer's role allow: False when the server keeps no
        notes or the role may not read them (the reason then stands in the hint); else the
        notes may be read, and the box is shown only where the role may write them."""
        unread = missing_reason(offered, Feature.NOTES)
        if unread is not None:
            self.set_refusal(unread)
            self.refusal_label.hide()  # said once, in place of the hint
            self.list.clear()
            self.hint.setText(unread)
            return False
        self.set_refusal(role_reason(offered, self.area, Action.WRITE))
        return True

    @property
    def busy(self) -> bool:
        return self._task is not None and not self._task.done()

    @property
    def alive(self) -> bool:
        """Whether the panel's widgets still exist (an answer may land as it is destroyed)."""
        widgets = (self, self.editor, self.add_button, self.delete_button, self.list)
        return all(shiboken6.isValid(widget) for widget in widgets)

    def _update_buttons(self) -> None:
        if not self.alive:
            return  # a list emptied as the panel is destroyed
        text = self.editor.toPlainText().strip()
        free = not self.busy and self._refusal is None
        self.add_button.setEnabled(free and 0 < len(text) <= MAX_NOTE_LENGTH)
        self.delete_button.setEnabled(free and self.list.currentItem() is not None)
        if len(text) > MAX_NOTE_LENGTH:
            self._say(
                tr("notes_view", "A note has at most {count} characters.").format(
                    count=MAX_NOTE_LENGTH
                ),
                "error",
            )

    def _say(self, text: str | None, role: str = "error") -> None:
        self.message.setText(text or "")
        set_role(self.message, role)
        self.message.setVisible(bool(text))

    def refresh(self) -> asyncio.Task[None]:
        self._task = spawn(self._load(), owner=self)
        self._update_buttons()
        return self._task

    async def _load(self) -> None:
        try:
            page = await self._notes.list(self.subject_id, limit=PAGE_SIZE)
            if not self.alive:
                return
        except errors.ApiError as error:
            self._refused(error)
            return
        self._task = None  # (not on cancellation: the panel may be gone)
        self._update_buttons()
        self.list.clear()
        for note in page.items:
            self._show(note)
        if not page.items:
            self._say(tr("notes_view", "No notes yet."), "hint")

    def _show(self, note: Note) -> None:
        author = tr("notes_view", "{author}, {when}").format(
            author=note.author.name, when=format_timestamp(note.created_at)
        )
        item = QListWidgetItem(f"{note.body}\n— {author}")
        item.setData(Qt.ItemDataRole.UserRole, note.id)
        self.list.addItem(item)

    def add(self) -> asyncio.Task[None] | None:
        text = self.editor.toPlainText().strip()
        if not text or self.busy or self._refusal is not None:
            return None
        self._task = spawn(self._add(text), owner=self)
        self._update_buttons()
        return self._task

    async def _add(self, text: str) -> None:
        try:
            await self._notes.add(self.subject_id, text)
        except errors.ServerUnreachable as lost:
            if not self.alive:
                return
            # It may have arrived: read the notes before the same note is offered again.
            await self._load()
            self._say(
                tr("notes_view", "{problem} Check the list before adding the note again.").format(
                    problem=describe_exception(lost)
                )
            )
            return
        except errors.ApiError as error:
            self._refused(error)
            return
        if not self.alive:
            return
        self.editor.clear()
        self._say(None)
        self.changed.emit()
        await self._load()

    def _refused(self, error: errors.ApiError) -> None:
        """A read, an add or a removal that failed: say why and offer the buttons again."""
        if not self.alive:
            return
        self._task = None
        self._say(describe_exception(error))
        self._update_buttons()

    def remove_chosen(self) -> asyncio.Task[None] | None:
        item = self.list.currentItem()
        if item is None or self.busy:
            return None
        self._task = spawn(self._remove(int(item.data(Qt.ItemDataRole.UserRole))), owner=self)
        self._update_buttons()
        return self._task

    async def _remove(self, note_id: int) -> None:
        try:
            await self._notes.delete(self.subject_id, note_id)
        except errors.ApiError as error:
            self._refused(error)
            return
        if not self.alive:
            return
        self.changed.emit()
        await self._load()
