"""What the server offers, as one list asks it: once the list's first rows are painted (at once
when something chosen waits for the answer), and again on F5 or a retry while it is unanswered.

The question is the connection's (``server_offers.server_capabilities``: asked once per client,
shared by the views); a list built after another view had the answer knows it at once.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtWidgets import QWidget

from storeadmin_gui.api import Capabilities, StoreClient, errors
from storeadmin_gui.ui.lists.table_model import PagedTableModel
from storeadmin_gui.ui.shell.server_offers import known_capabilities, server_capabilities
from storeadmin_gui.ui.tasks import spawn

__all__ = ["ServerQuestion"]


class ServerQuestion(QObject):
    """``offered`` (None until known); ``answered`` says the answer, ``unanswered`` why there
    is none (``report`` hears of a failure the session must handle)."""

    answered = Signal(object)  # Capabilities
    unanswered = Signal(object)  # the ApiError

    def __init__(
        self, client: StoreClient, *, report: Callable[[object], None], parent: QWidget
    ) -> None:
        super().__init__(parent)
        self._client = client
        self._report = report
        self._owner = parent
        self.offered: Capabilities | None = known_capabilities(client)
        self.task: asyncio.Task[None] | None = None
        self.waiting = False  # the list's other questions wait for its first rows

    def ask(self) -> None:
        """Ask, unless known or being asked."""
        asking = self.task is not None and not self.task.done()
        if self.offered is None and not asking:
            self.task = spawn(self._learn(), owner=self._owner)

    def after_first_rows(
        self, model: PagedTableModel, then: Callable[[], None], *, at_once: bool
    ) -> None:
        """Call ``then`` once ``model``'s first answer is shown (or failed): at a start, the
        other questions (lookups, what the server offers: several requests, each a server's
        first of its kind) would share the server, and the window's turns, with the first rows.
        At once where the list lists nothing yet, or ``at_once`` (something waits for them)."""
        if at_once or not model.loading:
            then()
            return
        self.waiting = True

        def ask() -> None:
            self.waiting = False
            then()

        def first_answer(*_args: object) -> None:
            model.page_loaded.disconnect(first_answer)
            model.page_failed.disconnect(first_answer)
            QTimer.singleShot(0, self, ask)  # after the events queued: the rows' paint

        model.page_loaded.connect(first_answer)
        model.page_failed.connect(first_answer)

    async def _learn(self) -> None:
        try:
            offered = await server_capabilities(self._client, owner=self._owner)
        except errors.ClientClosed:
            raise  # the connection was closed: nobody waits for the answer (ends quietly)
        except errors.ApiError as error:
            self._report(error)
            self.unanswered.emit(error)
            return
        self.offered = offered
        self.answered.emit(offered)
