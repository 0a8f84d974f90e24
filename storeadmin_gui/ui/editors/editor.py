"""The editor window: what every editor has around its form.

:class:`Editor` is the base widget of every editor: the form area (a
:class:`~storeadmin_gui.ui.editors.fields.Form`), a message bar, Save / Cancel / Delete buttons,
keyboard (Ctrl+S save, Esc cancel, Del delete, Ctrl+Z / Ctrl+Shift+Z undo/redo), and ONE request
runner (:meth:`Editor.run_request`, ``request_runner``) that never touches what was typed when a
request fails: validation messages go to the fields (the cursor to the first of them), a request
that never left shows a message with Retry, a 409 goes to :meth:`Editor.handle_conflict`.

A write whose answer was lost after it may have reached the server is never sent again blindly
(:meth:`Editor.send_checked`, ``lost_answer``): the store shows whether the change is there
(success), it is not (Retry is safe), or the record holds something else (treated as a conflict).
Tab's round and where the cursor goes are ``focus``'s. Messages appear between the buttons, in
room the button row keeps for them, so no input moves when one appears and no blank band waits
above the buttons.
:class:`EditorDialog` hosts an editor in a dialog with the unsaved-changes guard on close.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import Any

import shiboken6
from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QFrame,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from storeadmin_gui.api import Capabilities, errors
from storeadmin_gui.api.lost_writes import Outcome
from storeadmin_gui.ui import tasks
from storeadmin_gui.ui.dialogs import confirm
from storeadmin_gui.ui.editors.button_row import ButtonRow
from storeadmin_gui.ui.editors.dialogs import UnsavedChoice, ask_unsaved
from storeadmin_gui.ui.editors.editor_keys import add_editor_keys
from storeadmin_gui.ui.editors.fields import Form
from storeadmin_gui.ui.editors.focus import TabOrder, first_input, focus_first_at_fault
from storeadmin_gui.ui.editors.lost_answer import AnswerLost, send_and_settle
from storeadmin_gui.ui.editors.message_bar import MessageBar
from storeadmin_gui.ui.editors.request_runner import Declined, RequestRunner
from storeadmin_gui.ui.editors.write_access import delete_refusal_of, save_refusal_of
from storeadmin_gui.ui.i18n import noop, tr, translated
from storeadmin_gui.ui.labels import about, noun
from storeadmin_gui.ui.shell.accessible import name_inputs
from storeadmin_gui.ui.widgets.error_label import set_keep_line

__all__ = ["AnswerLost", "Declined", "Editor", "EditorDialog", "MessageBar", "Outcome"]


class Editor(QWidget):
    """Base of every editor: form, message bar, buttons, keyboard, request runner, close guard.

    A subclass builds its fields on ``self.form`` inside ``self.body`` and implements
    :meth:`load` (fetch and ``self.form.load(...)``), :meth:`submit` (send ``self.form.changes()``)
    and, if it can delete, :meth:`remove` (and passes ``can_delete=True``). It calls
    :meth:`start` once it is built. Nothing blocks a slot: every request runs through
    :meth:`run_request`.
    """

    saved = Signal()  # a save reached the server
    deleted = Signal()  # the record was deleted
    close_requested = Signal()  # Esc / Cancel: the host should close (it asks the guard)
    busy_changed = Signal(bool)
    loaded = Signal()  # the record (and lookups) arrived and are shown
    title_changed = Signal(str)

    save_label = noop("editors.editor", "Save")
    saved_note = noop(
        "editors.editor", "Saved"
    )  # said when a save whose answer was lost turns out to have worked
    delete_label = noop("editors.editor", "Delete…")
    record_name = "record"  # for messages: "Delete this {record_name}?"
    offered: Capabilities | None = None  # what the server offers and the role permits, once asked
    recheck_pause = 1.0  # seconds before asking an unreachable store again, doubling up to:
    recheck_pause_limit = 10.0

    def __init__(self, parent: QWidget | None = None, *, can_delete: bool = False) -> None:
        super().__init__(parent)
        self.undo_stack = QUndoStack(self)
        self.form = Form(self, self.undo_stack)
        self._busy = False
        self._focus_before: QWidget | None = None
        self._has_loaded = False

        self.message_bar = MessageBar(self)
        self.request_runner = RequestRunner(self, owner=self)
        self.body = QWidget(self)
        self.body.setObjectName("editorBody")
        self.button_row = ButtonRow(
            self.message_bar,
            save_label=self.save_label,
            delete_label=self.delete_label,
            can_delete=can_delete,
        )
        self.status_label = self.button_row.status_label
        self.save_button, self.cancel_button = (
            self.button_row.save_button,
            self.button_row.cancel_button,
        )
        self.delete_button = self.button_row.delete_button
        self.save_button.clicked.connect(self.save)
        self.cancel_button.clicked.connect(self.close_requested)
        self.delete_button.clicked.connect(self.delete)
        self.tab_order = TabOrder(self.body, self.button_row.stops)

        # On a small or scaled-up screen the form scrolls rather than squeezing its inputs (Tab
        # scrolls the input it reaches into view). The area itself is no stop for Tab: the editor
        # opens with the cursor in its first field.
        self.scroll_area = QScrollArea(self)
        self.scroll_area.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.scroll_area.setAccessibleName(tr("editors.editor", "Form"))
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll_area.setWidget(self.body)
        outer = QVBoxLayout(self)
        outer.addWidget(self.scroll_area, 1)
        # Below the form, where a message appearing moves nothing the user aims at (the form's
        # area ends higher; it keeps no empty line while there is none).
        set_keep_line(self.form.general_label, False)
        outer.addWidget(self.form.general_label)
        outer.addLayout(self.button_row)

        keys = add_editor_keys(
            self,
            self.undo_stack,
            save=self.save,
            cancel=self.close_requested.emit,
            delete=self.delete,
        )
        self._delete_action = keys.delete
        self._delete_action.setEnabled(can_delete)
        self.undo_action, self.redo_action = keys.undo, keys.redo
        self.form.dirty_changed.connect(self._update_buttons)
        self.form.validity_changed.connect(self._update_buttons)
        self.form.edited.connect(self._update_buttons)

    # --- what a subclass implements ---------------------------------------------------------

    async def load(self) -> None:
        """Fetch what the editor shows and call ``self.form.load(values)``."""
        raise NotImplementedError

    async def submit(self) -> None:
        """Send the form (raise the client's errors); the runner reloads on success."""
        raise NotImplementedError

    async def remove(self) -> None:
        """Delete the record (raise the client's errors)."""
        raise NotImplementedError

    async def handle_conflict(self, reason: str) -> None:
        """The record changed elsewhere (a 409, or a re-read after a lost answer); editors with
        optimistic locking override this with a merge flow."""
        self.message_bar.show_message(reason, action=tr("editors.editor", "Reload"))
        self.set_retry(self.reload)

    async def confirm_submit(self) -> bool:
        """Asked before :meth:`submit` sends (the inputs are frozen meanwhile, so what was
        confirmed is what is sent); False sends nothing."""
        return True

    async def check_submitted(self) -> Outcome:
        """After :meth:`submit`'s answer was lost: re-read the record, show it, and say whether
        it holds what was sent. The inputs are frozen meanwhile, so the form still holds exactly
        what was sent. The default cannot tell, so it never lets the write be repeated."""
        await self.load()
        return Outcome.CHANGED

    async def check_removed(self) -> Outcome:
        """After :meth:`remove`'s answer was lost: the record is gone (done) or still there."""
        try:
            await self.load()
        except errors.NotFound:
            return Outcome.DONE
        return Outcome.NOT_DONE

    def describe(self) -> str:
        """Title for the host window."""
        return noun(self.record_name).capitalize()

    def save_refusal(self) -> str | None:
        """Why the record cannot be saved as it stands now, whatever is typed (shown on Save's
        tooltip), or None."""
        return None

    def delete_refusal(self) -> str | None:
        """Why this record may not be deleted from here (``None``: it may)."""
        return None

    # --- state ------------------------------------------------------------------------------

    @property
    def creating(self) -> bool:
        """A record not yet on the server: Save is offered before anything is typed, so the
        server can say what is missing. Editors that create override this."""
        return False

    @property
    def busy(self) -> bool:
        return self._busy

    @property
    def has_loaded(self) -> bool:
        return self._has_loaded

    def set_busy(self, busy: bool, status: str = "") -> None:
        """While a request runs the inputs are frozen (an edit then could be overwritten by the
        reload); the input that had the focus gets it back afterwards."""
        self._busy = busy
        self.status_label.setText(status if busy else "")
        if busy:
            focus = QApplication.focusWidget()
            self._focus_before = focus if focus is not None and self.isAncestorOf(focus) else None
        self.body.setEnabled(not busy)
        self._update_buttons()
        if not busy:
            focus, self._focus_before = self._focus_before, None
            if focus is not None and shiboken6.isValid(focus) and focus.isEnabled():
                focus.setFocus(Qt.FocusReason.OtherFocusReason)
        self.busy_changed.emit(busy)

    def _update_buttons(self, *_args: object) -> None:
        # Problems the user can see block Save; unseen ones (untouched fields) are revealed by it.
        valid = not self.form.visible_problems()
        wanted = self.form.dirty or self.creating
        ready = self._has_loaded and not self._busy
        self.button_row.offer(
            save=ready and valid and wanted,
            save_refusal=save_refusal_of(self) if self._has_loaded else None,
            delete=ready,
            delete_refusal=delete_refusal_of(self) if self._has_loaded else None,
            edited=self.form.dirty,
        )

    # --- actions ----------------------------------------------------------------------------

    def start(self) -> asyncio.Task[bool]:
        """Load the record without blocking (call once the editor is built)."""
        name_inputs(self)
        return self.run_request(
            self._load_and_mark,
            status=tr("editors.editor", "Loading…"),
            retry_label=tr("editors.editor", "Retry"),
        )

    def reload(self) -> None:
        self.start()

    async def _load_and_mark(self) -> None:
        await self.load()
        if not self._has_loaded:  # the first load: the cursor goes to the first field then
            self._focus_before = self.first_field() or self._focus_before
        self._has_loaded = True
        self._update_buttons()
        self.title_changed.emit(self.describe())
        self.loaded.emit()

    def save(self) -> asyncio.Task[bool] | None:
        """Ctrl+S: send the changes unless a local check fails (then the field says why and
        gets the cursor)."""
        if self._busy or not self._has_loaded or not (self.form.dirty or self.creating):
            return None
        if save_refusal_of(self) is not None:
            return None
        if self.form.local_errors():
            for field in self.form.fields():
                field.reveal()
            self.focus_first_at_fault()
            return None
        return self.run_request(
            self._submit_and_reload,
            status=tr("editors.editor", "Saving…"),
            retry_label=tr("editors.editor", "Retry"),
        )

    def set_tab_order(self, *inputs: QWidget) -> None:
        """Tab goes through ``inputs`` as they read (by default: the form's inputs as Qt chains
        them), then the row of buttons under the form (Delete, a message's buttons, Close, Save),
        and round again; Shift+Tab the other way."""
        self.tab_order.inputs = list(inputs)

    def tab_stops(self) -> list[QWidget]:
        """Where Tab stops in this editor, in order (those hidden or off now included)."""
        return self.tab_order.stops()

    def focusNextPrevChild(self, next: bool) -> bool:
        """Tab and Shift+Tab from any input of the editor go by :meth:`tab_stops`."""
        target = self.tab_order.next_stop(self.window().focusWidget(), next)
        if target is None:
            return super().focusNextPrevChild(next)
        reason = Qt.FocusReason.TabFocusReason if next else Qt.FocusReason.BacktabFocusReason
        target.setFocus(reason)
        return True

    def first_field(self) -> QWidget | None:
        """The input of the first field that takes the cursor (an editor opens ready to type)."""
        return first_input(self.form, self, self.body)

    def say_after(self, text: str) -> None:
        """Show ``text`` (as information) once the request under way has succeeded."""
        self.request_runner.say_after(text)

    def focus_first_at_fault(self) -> None:
        """Put the cursor in the first input that shows a message, its text selected."""
        focus_first_at_fault(self.form)

    async def _submit_and_reload(self) -> None:
        if not await self.confirm_submit():
            raise Declined
        await self.send_checked(self.submit, self.check_submitted, done=self.saved_note)
        self.form.mark_saved()
        self.saved.emit()
        await self._load_and_mark()

    async def send_checked(
        self,
        send: Callable[[], Awaitable[Any]],
        check: Callable[[], Awaitable[Outcome]],
        *,
        done: str = noop("editors.editor", "Done"),
    ) -> None:
        """Send a write once. If its answer is lost after it may have reached the server, settle
        it (``lost_answer``): the change is stored (success, and ``done`` says so), or
        :class:`AnswerLost` says it is not. It is never sent again blindly: only the user's
        Retry does that, once the store has shown it safe."""
        note = await send_and_settle(
            getattr(self, "client", None),  # every editor that writes has its connection
            send,
            check,
            done=translated(done),
            status_label=self.status_label,
            message_bar=self.message_bar,
            pauses=(self.recheck_pause, self.recheck_pause_limit),
        )
        if note is not None:
            self.say_after(note)

    def delete(self) -> asyncio.Task[bool] | None:
        """Del: ask, then delete."""
        if self._busy or not self._has_loaded or not self.delete_button.isVisible():
            return None
        refusal = delete_refusal_of(self)
        if refusal is not None:
            self.message_bar.show_message(refusal)
            return None
        return tasks.spawn(self._confirm_and_delete(), owner=self)

    async def _confirm_and_delete(self) -> bool:

        agreed = await confirm(
            self,
            title=about(self.record_name, "delete"),
            text=self.delete_question(),
            confirm_label=tr("editors.editor", "Delete"),
            destructive=True,
        )
        if not agreed:
            return False
        done = await self.run_request(
            self._remove_and_signal, status=tr("editors.editor", "Deleting…")
        )
        return done

    def delete_question(self) -> str:
        return about(self.record_name, "delete_this")

    async def _remove_and_signal(self) -> None:
        await self.send_checked(
            self.remove, self.check_removed, done=tr("editors.editor", "Deleted")
        )
        self.form.mark_saved()
        self.deleted.emit()

    def run_request(
        self,
        action: Callable[[], Awaitable[None]],
        *,
        status: str = noop("editors.editor", "Working…"),
        retry_label: str = noop("editors.editor", "Retry"),
    ) -> asyncio.Task[bool]:
        """Run ``action`` in the background; the task's result says whether it succeeded.

        Whatever fails, nothing the user typed is touched: validation messages go to their
        fields, a lost connection or timeout shows a message with Retry, a conflict goes to
        :meth:`handle_conflict`, any other API error is shown in the message bar.
        """
        return self.request_runner.run(
            action, status=translated(status), retry_label=translated(retry_label)
        )

    def set_retry(self, retry: Callable[[], object]) -> None:
        """What the message bar's action button runs (e.g. Retry after a failure)."""
        self.request_runner.set_retry(retry)

    async def confirm_close(self) -> bool:
        """The unsaved-changes guard: True when the editor may close."""
        if not self.form.dirty:
            return True

        choice = await ask_unsaved(self, self.describe())
        if choice is UnsavedChoice.DISCARD:
            return True
        if choice is UnsavedChoice.SAVE:
            task = self.save()
            return bool(task is not None and await task)
        return False


class EditorDialog(QDialog):
    """Hosts an editor in a window: closes on save or delete when asked, guards unsaved work.

    Esc, Cancel and the title bar's close all end in ``done()``, so the guard sits there (QDialog's
    closeEvent calls ``reject()`` and keeps the window open while it is still visible).
    """

    def __init__(
        self, editor: Editor, parent: QWidget | None = None, *, close_on_save: bool = False
    ) -> None:
        super().__init__(parent)
        self.editor = editor
        self._may_close = False
        self._asking = False
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(editor)
        # Enter presses Save: the editor made it the default before it had a window, which the
        # window learns only when told again (else Enter presses the first button it finds).
        editor.save_button.setDefault(False)
        editor.save_button.setDefault(True)
        self.setWindowTitle(f"{editor.describe()}[*]")
        editor.title_changed.connect(lambda title: self.setWindowTitle(f"{title}[*]"))
        editor.form.dirty_changed.connect(self.setWindowModified)
        editor.close_requested.connect(self.reject)
        editor.deleted.connect(self._close_now)
        if close_on_save:
            editor.saved.connect(self._close_now)

    @property
    def asking(self) -> bool:
        """True while the unsaved-changes question is on screen."""
        return self._asking

    def _close_now(self) -> None:
        self._may_close = True
        self.accept()

    def done(self, result: int) -> None:
        """Every way of closing (Esc, Cancel, the title bar) passes the unsaved-changes guard."""
        if self._may_close or not self.editor.form.dirty:
            super().done(result)
            return
        if not self._asking:
            self._asking = True
            tasks.spawn(self._ask_then_close(result), owner=self)

    async def _ask_then_close(self, result: int) -> None:
        try:
            if await self.editor.confirm_close():
                self._may_close = True
                super().done(result)
        finally:
            self._asking = False
