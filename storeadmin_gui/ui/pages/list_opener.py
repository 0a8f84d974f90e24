"""A list a view opens (a figure clicked), asked for once what the server offers is known.

A list sends only the filters the server honours: opened before the survey of what it offers
has answered, it would ask without some of them (an Overview figure's dates), then again with
them. So a click waits for that answer in a task (the window answers meanwhile), and then asks
for the list once; a later click replaces a waiting one, and another view shown drops it.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QWidget

from storeadmin_gui.api import Criteria, StoreClient, errors
from storeadmin_gui.ui.shell.server_offers import known_capabilities, server_capabilities
from storeadmin_gui.ui.tasks import spawn

__all__ = ["ListOpener"]


class ListOpener(QObject):
    """Calls ``open_list(key, criteria)`` for ``view`` once the survey of ``client`` is known
    (see the module docstring)."""

    def __init__(
        self,
        client: StoreClient,
        open_list: Callable[[str, Criteria], None],
        view: QWidget,
    ) -> None:
        super().__init__(view)
        self._client = client
        self._open_list = open_list
        self._view = view
        self._waiting: asyncio.Task[None] | None = None
        view.installEventFilter(self)

    def open(self, key: str, criteria: Criteria) -> None:
        """The list ``key`` filtered by ``criteria``: at once when what the server offers is
        known, else once it is."""
        self.drop()
        if known_capabilities(self._client) is not None:
            self._open_list(key, criteria)
            return
        self._waiting = spawn(self._open_when_surveyed(key, criteria), owner=self._view)

    def drop(self) -> None:
        """Forget a click still waiting: it opens nothing."""
        if self._waiting is not None:
            self._waiting.cancel()
            self._waiting = None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Another view shown (the view hidden, not the window minimised): the user moved on."""
        if watched is self._view and event.type() == QEvent.Type.Hide and not event.spontaneous():
            self.drop()
        return False

    async def _open_when_surveyed(self, key: str, criteria: Criteria) -> None:
        # A failed survey opens the list with what is known, as a click before it did (the list
        # asks again itself, and says why when it cannot be told).
        with contextlib.suppress(errors.ApiError):
            await server_capabilities(self._client, owner=self._view)
        self._waiting = None
        self._open_list(key, criteria)
