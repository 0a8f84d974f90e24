"""An editor's one way to run a request: in the background, and whatever fails, nothing typed is
touched.

Validation messages go to their fields, a request that never left (or whose answer was lost, once
the store shows it safe) offers Retry on the message bar, a conflict goes to the editor's conflict
handling, any other refusal is shown on the bar. The runner owns what the bar's button does next
(Retry, Reload: :meth:`RequestRunner.set_retry`) and the note said once the request has succeeded.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import Protocol

import shiboken6
from PySide6.QtWidgets import QWidget

from storeadmin_gui.api import errors
from storeadmin_gui.api.lost_writes import Outcome
from storeadmin_gui.ui import tasks
from storeadmin_gui.ui.editors.fields import Form
from storeadmin_gui.ui.editors.lost_answer import AnswerLost, lost_answer_text
from storeadmin_gui.ui.editors.message_bar import MessageBar
from storeadmin_gui.ui.i18n import tr

__all__ = ["Declined", "RequestHost", "RequestRunner"]


class Declined(Exception):
    """The user answered "no" to a question asked before sending (nothing was sent)."""


class RequestHost(Protocol):
    """What the runner needs of its editor."""

    form: Form
    message_bar: MessageBar

    @property
    def busy(self) -> bool: ...

    def set_busy(self, busy: bool, status: str = "") -> None:
        """Freeze the inputs while a request runs (``status`` says what it does), free them
        after."""
        ...

    def focus_first_at_fault(self) -> None: ...

    async def handle_conflict(self, reason: str) -> None: ...


class RequestRunner:
    """Runs the editor's requests one at a time, and tells the user how each ended."""

    def __init__(self, editor: RequestHost, owner: QWidget) -> None:
        self._editor = editor
        self._owner = owner  # its tasks end with it
        self._retry: Callable[[], object] | None = None
        self._note = ""  # said once the running request has succeeded
        self.task: asyncio.Task[bool] | None = None
        editor.message_bar.action_triggered.connect(self.retry_last)

    def run(
        self, action: Callable[[], Awaitable[None]], *, status: str, retry_label: str
    ) -> asyncio.Task[bool]:
        """Run ``action`` in the background; the task's result says whether it succeeded."""
        self._editor.set_busy(True, status)  # at once: a second Ctrl+S meanwhile is ignored
        self._editor.message_bar.clear()
        self._retry = None
        self._note = ""
        self.task = tasks.spawn(self._guarded(action, status, retry_label), owner=self._owner)
        return self.task

    def set_retry(self, retry: Callable[[], object]) -> None:
        """What the message bar's action button runs (e.g. Retry after a failure)."""
        self._retry = retry

    def retry_last(self) -> None:
        retry, self._retry = self._retry, None
        self._editor.message_bar.clear()
        if retry is not None:
            retry()

    def say_after(self, text: str) -> None:
        """Show ``text`` (as information) once the request under way has succeeded."""
        self._note = f"{self._note} {text}".strip()

    async def _guarded(
        self, action: Callable[[], Awaitable[None]], status: str, retry_label: str
    ) -> bool:
        editor, bar = self._editor, self._editor.message_bar

        def retry() -> object:
            return self.run(action, status=status, retry_label=retry_label)

        try:
            await action()
        except errors.ValidationFailed as error:
            editor.set_busy(False)  # first: the inputs take the cursor again
            unmatched = editor.form.show_errors(error.field_errors)
            if not error.field_errors:
                bar.show_message(str(error))
            elif not unmatched:
                bar.show_message(
                    tr(
                        "editors.editor",
                        "The server did not accept this. See the messages at the fields.",
                    )
                )
            editor.focus_first_at_fault()
            return False
        except errors.Conflict as error:
            editor.set_busy(False)
            await editor.handle_conflict(str(error))
            return False
        except Declined:
            return False
        except AnswerLost as lost:
            editor.set_busy(False)
            if lost.outcome is Outcome.CHANGED:
                await editor.handle_conflict(lost_answer_text(lost.outcome))
                return False
            bar.show_message(lost_answer_text(lost.outcome), action=retry_label)
            self._retry = retry
            return False
        except errors.ServerUnreachable as error:
            bar.show_message(
                tr("editors.editor", "{error} Nothing you typed is lost.").format(error=error),
                action=retry_label,
            )
            self._retry = retry
            return False
        except errors.ApiError as error:
            bar.show_message(str(error))
            return False
        finally:
            # A cancelled task (the editor was closed) must not touch widgets that are gone.
            if editor.busy and shiboken6.isValid(self._owner):
                editor.set_busy(False)
        if self._note:
            bar.show_message(self._note, kind="info")
        return True
