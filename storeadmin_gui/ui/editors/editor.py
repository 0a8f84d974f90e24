"""The editor window: what every editor has around its form.

:class:`Editor` is the base widget of every editor: the form area (a
:class:`~storeadmin_gui.ui.editors.fields.Form`), a message bar, Save / Cancel / Delete buttons,
keyboard (Ctrl+S save, Esc cancel, Del delete, Ctrl+Z / Ctrl+Shift+Z undo/redo), and ONE request
runner (:meth:`Editor.run_request`) through ``ui.tasks.spawn`` that never touches what was typed
when a request fails: validation messages go to the fields (the cursor to the first of them), a
request that never left shows a message with Retry, a 409 goes to :meth:`Editor.handle_conflict`.

A write whose answer was lost after it may have reached the server is never sent again blindly
(:meth:`Editor.send_checked`, through ``api.lost_writes``): where the client resends keyed writes to
a server that honours keys it is sent again with its key; otherwise the editor asks the store what
it now holds, shows it, and decides from that: the change is there (success), it is not (Retry is
safe), or the record holds something else (treated as a conflict). Messages appear between the
buttons, in room the button row keeps for them, so no input moves when one appears and no blank
band waits above the buttons.
:class:`EditorDialog` hosts an editor in a dialog with the unsaved-changes guard on close.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import Any

import shiboken6
from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAction, QKeySequence, QUndoStack
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QDialog,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from storeadmin_gui.api import Capabilities, errors
from storeadmin_gui.api.lost_writes import Outcome, send_settled
from storeadmin_gui.ui import tasks
from storeadmin_gui.ui.dialogs import confirm
from storeadmin_gui.ui.editors.dialogs import UnsavedChoice, ask_unsaved
from storeadmin_gui.ui.editors.fields import Form
from storeadmin_gui.ui.editors.message_bar import MessageBar
from storeadmin_gui.ui.editors.write_access import delete_refusal_of, save_refusal_of
from storeadmin_gui.ui.i18n import noop, tr, translated
from storeadmin_gui.ui.labels import about, noun
from storeadmin_gui.ui.shell.accessible import name_inputs
from storeadmin_gui.ui.widgets.error_label import set_keep_line

__all__ = ["AnswerLost", "Declined", "Editor", "EditorDialog", "MessageBar", "Outcome"]

Keys = QKeySequence | QKeySequence.StandardKey
LOST_ANSWER = noop("editors.editor", "The connection broke before the server answered.")


class Declined(Exception):
    """The user answered "no" to a question asked before sending (nothing was sent)."""


class AnswerLost(Exception):
    """A write's answer was lost and the store shows it was not carried out as sent."""

    def __init__(self, outcome: Outcome) -> None:
        super().__init__(outcome.value)
        self.outcome = outcome


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
        self._retry: Callable[[], object] | None = None
        self._task: asyncio.Task[Any] | None = None
        self._note = ""  # said once the running request has succeeded
        self._tab_order: list[QWidget] = []  # set_tab_order's inputs (none: as Qt chains them)

        self.message_bar = MessageBar(self)
        self.message_bar.action_triggered.connect(self._retry_last)
        self.body = QWidget(self)
        self.body.setObjectName("editorBody")
        self.status_label = QLabel()
        self.status_label.setObjectName("editorStatus")
        self.save_button = QPushButton(self.save_label)
        self.save_button.setDefault(True)
        self.save_button.clicked.connect(self.save)
        self.cancel_button = QPushButton(tr("editors.editor", "Close"))
        self.cancel_button.clicked.connect(self.close_requested)
        self.delete_button = QPushButton(self.delete_label)
        self.delete_button.clicked.connect(self.delete)
        self.delete_button.setVisible(can_delete)

        buttons = QHBoxLayout()
        buttons.addWidget(self.delete_button)
        buttons.addWidget(self.status_label)
        buttons.addWidget(self.message_bar, 1)
        buttons.addWidget(self.cancel_button)
        buttons.addWidget(self.save_button)
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
        outer.addLayout(buttons)

        _add_action(self, tr("editors.editor", "Save"), QKeySequence.StandardKey.Save, self.save)
        _add_action(
            self,
            tr("editors.editor", "Cancel"),
            QKeySequence(Qt.Key.Key_Escape),
            self.close_requested.emit,
        )
        self._delete_action = _add_action(
            self, tr("editors.editor", "Delete"), QKeySequence(Qt.Key.Key_Delete), self.delete
        )
        self._delete_action.setEnabled(can_delete)
        undo = self.undo_stack.createUndoAction(self, tr("editors.editor", "Undo"))
        undo.setShortcuts(QKeySequence.StandardKey.Undo)
        redo = self.undo_stack.createRedoAction(self, tr("editors.editor", "Redo"))
        redo.setShortcuts(QKeySequence.StandardKey.Redo)  # Ctrl+Shift+Z and Ctrl+Y
        for action in (undo, redo):
            action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            self.addAction(action)
        self.undo_action, self.redo_action = undo, redo

        self.form.dirty_changed.connect(self._update_buttons)
        self.form.validity_changed.connect(self._update_buttons)
        self.form.edited.connect(self._update_buttons)
        # Nothing to save or delete until loaded (a subclass is not fully built here yet).
        self.save_button.setEnabled(False)
        self.delete_button.setEnabled(False)

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

    def _set_busy(self, busy: bool, status: str = "") -> None:
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
        save_refusal = save_refusal_of(self) if self._has_loaded else None
        ready = self._has_loaded and not self._busy and valid and wanted and save_refusal is None
        self.save_button.setEnabled(ready)
        self.save_button.setToolTip(save_refusal or "")
        refusal = delete_refusal_of(self) if self._has_loaded else None
        self.delete_button.setEnabled(self._has_loaded and not self._busy and refusal is None)
        self.delete_button.setToolTip(refusal or "")
        self.cancel_button.setText(
            tr("editors.editor", "Cancel") if self.form.dirty else tr("editors.editor", "Close")
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
        self._tab_order = list(inputs)

    def tab_stops(self) -> list[QWidget]:
        """Where Tab stops in this editor, in order (those hidden or off now included)."""
        bar = self.message_bar
        inputs = self._tab_order or _chained_under(self.body)
        row = [self.delete_button, bar.action_button, bar.close_button]  # as the row reads
        return [*inputs, *row, self.cancel_button, self.save_button]

    def focusNextPrevChild(self, next: bool) -> bool:
        """Tab and Shift+Tab from any input of the editor go by :meth:`tab_stops` (Qt's own
        chain puts the buttons, made first, before the form, and moves widgets about when it is
        rearranged piece by piece)."""
        stops = [widget for widget in self.tab_stops() if _takes_tab(widget)]
        current: QWidget | None = self.window().focusWidget()  # the one Tab was pressed in
        while current is not None and current not in stops:
            current = current.parentWidget()
        if current is None:
            return super().focusNextPrevChild(next)
        step = 1 if next else -1
        target = stops[(stops.index(current) + step) % len(stops)]
        reason = Qt.FocusReason.TabFocusReason if next else Qt.FocusReason.BacktabFocusReason
        target.setFocus(reason)
        return True

    def first_field(self) -> QWidget | None:
        """The input of the first field that takes the cursor (an editor opens ready to type)."""
        for field in self.form.fields():
            widget = field.widget
            target = widget.focusProxy() or widget
            # Asked while loading, when the body is off: enabled as it is once the body is on.
            usable = widget.isVisibleTo(self) and widget.isEnabledTo(self.body)
            if usable and target.focusPolicy() & Qt.FocusPolicy.TabFocus:
                return widget
        return None

    def say_after(self, text: str) -> None:
        """Show ``text`` (as information) once the request under way has succeeded."""
        self._note = f"{self._note} {text}".strip()

    def focus_first_at_fault(self) -> None:
        """Put the cursor in the first input that shows a message, its text selected."""
        target = self.form.first_at_fault()
        if target is None:
            return
        target.setFocus(Qt.FocusReason.OtherFocusReason)
        select_all = getattr(target, "selectAll", None)
        if callable(select_all):
            select_all()

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
        it (``api.lost_writes``): sent again with its key where the client and server make that
        safe, else the store is asked what it holds now (asking again, with growing pauses, while
        it cannot be reached; the inputs stay frozen). Then go on from what that shows: the
        change is stored (success, and ``done`` says so), or :class:`AnswerLost` says it is not.
        It is never sent again blindly: only the user's Retry does that, once the store has
        shown it safe."""
        done = translated(done)
        client = getattr(self, "client", None)  # every editor that writes has its connection
        outcome = await send_settled(client, send, lambda: self._ask_until_answered(check))
        if outcome is None:
            return
        self.message_bar.clear()
        if outcome is not Outcome.DONE:
            raise AnswerLost(outcome)
        self.say_after(
            tr(
                "editors.editor", "{done}. ({LOST_ANSWER} The store shows the change was made.)"
            ).format(done=done, LOST_ANSWER=LOST_ANSWER)
        )

    async def _ask_until_answered(self, check: Callable[[], Awaitable[Outcome]]) -> Outcome:
        """``check``, asked again with growing pauses while the store cannot be reached (the
        inputs stay frozen meanwhile)."""
        pause = self.recheck_pause
        while True:
            self.status_label.setText(
                tr("editors.editor", "No answer: asking the store what it now holds…")
            )
            try:
                return await check()
            except errors.ServerUnreachable:
                self.message_bar.show_message(
                    tr(
                        "editors.editor",
                        "{LOST_ANSWER} Store Admin keeps asking the store whether it was "
                        "carried out, and does not send it again meanwhile. Nothing you "
                        "typed is lost.",
                    ).format(LOST_ANSWER=LOST_ANSWER),
                    kind="info",
                )
                await asyncio.sleep(pause)
                pause = min(pause * 2, self.recheck_pause_limit)

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
        status, retry_label = translated(status), translated(retry_label)
        self._set_busy(True, status)  # at once: a second Ctrl+S meanwhile is ignored
        self.message_bar.clear()
        self._retry = None
        self._note = ""
        self._task = tasks.spawn(self._guarded(action, status, retry_label), owner=self)
        return self._task

    async def _guarded(
        self, action: Callable[[], Awaitable[None]], status: str, retry_label: str
    ) -> bool:
        def retry() -> object:
            return self.run_request(action, status=status, retry_label=retry_label)

        try:
            await action()
        except errors.ValidationFailed as error:
            self._set_busy(False)  # first: the inputs take the cursor again
            unmatched = self.form.show_errors(error.field_errors)
            if not error.field_errors:
                self.message_bar.show_message(str(error))
            elif not unmatched:
                self.message_bar.show_message(
                    tr(
                        "editors.editor",
                        "The server did not accept this. See the messages at the fields.",
                    )
                )
            self.focus_first_at_fault()
            return False
        except errors.Conflict as error:
            self._set_busy(False)
            await self.handle_conflict(str(error))
            return False
        except Declined:
            return False
        except AnswerLost as lost:
            self._set_busy(False)
            if lost.outcome is Outcome.CHANGED:
                await self.handle_conflict(
                    tr(
                        "editors.editor",
                        "{LOST_ANSWER} The store now holds something other than what was "
                        "sent (someone may have changed it meanwhile); it is shown as it "
                        "is now.",
                    ).format(LOST_ANSWER=LOST_ANSWER)
                )
                return False
            if lost.outcome is Outcome.REPEATABLE:
                text = tr(
                    "editors.editor",
                    "{LOST_ANSWER} The store cannot show whether it was carried out; sending "
                    "it again does the same once more. Nothing you typed is lost.",
                ).format(LOST_ANSWER=LOST_ANSWER)
            else:
                text = tr(
                    "editors.editor",
                    "{LOST_ANSWER} The store shows it was not carried out, so sending it "
                    "again is safe. Nothing you typed is lost.",
                ).format(LOST_ANSWER=LOST_ANSWER)
            self.message_bar.show_message(text, action=retry_label)
            self._retry = retry
            return False
        except errors.ServerUnreachable as error:
            self.message_bar.show_message(
                tr("editors.editor", "{error} Nothing you typed is lost.").format(error=error),
                action=retry_label,
            )
            self._retry = retry
            return False
        except errors.ApiError as error:
            self.message_bar.show_message(str(error))
            return False
        finally:
            # A cancelled task (the editor was closed) must not touch widgets that are gone.
            if self._busy and shiboken6.isValid(self.status_label):
                self._set_busy(False)
        if self._note:
            self.message_bar.show_message(self._note, kind="info")
        return True

    def set_retry(self, retry: Callable[[], object]) -> None:
        """What the message bar's action button runs (e.g. Retry after a failure)."""
        self._retry = retry

    def _retry_last(self) -> None:
        retry, self._retry = self._retry, None
        self.message_bar.clear()
        if retry is not None:
            retry()

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


def _add_action(widget: QWidget, text: str, keys: Keys, slot: Callable[[], Any]) -> QAction:
    """A key of ``widget``'s own, working wherever the cursor is inside it."""
    action = QAction(text, widget)
    action.setShortcut(keys)
    action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
    action.triggered.connect(lambda _checked=False: slot())
    widget.addAction(action)
    return action


def _takes_tab(widget: QWidget) -> bool:
    target = widget.focusProxy() or widget
    return (
        widget.isVisible()
        and widget.isEnabled()
        and bool(target.focusPolicy() & Qt.FocusPolicy.TabFocus)
    )


def _chained_under(root: QWidget) -> list[QWidget]:
    """The widgets under ``root`` in Qt's focus chain, each once, without the line edits that
    combo and spin boxes keep inside (Tab stops at the box)."""
    found: list[QWidget] = []
    widget = root.nextInFocusChain()
    while widget is not None and widget is not root and widget not in found:
        inner = isinstance(widget.parentWidget(), QComboBox | QAbstractSpinBox)
        if root.isAncestorOf(widget) and not inner and widget.focusProxy() is None:
            found.append(widget)
        widget = widget.nextInFocusChain()
    return found


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
