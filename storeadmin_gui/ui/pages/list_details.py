"""A list's details panel (Ctrl+I): the current row's whole record, read-only, beside the table,
fetched fresh when shown and again as the current row moves. The panel (and its module) is made
when it is first shown: a list's first rows do not need it."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Hashable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QSplitter, QTableView, QWidget

from storeadmin_gui.api import errors
from storeadmin_gui.ui.i18n import tr
from storeadmin_gui.ui.tasks import spawn

if TYPE_CHECKING:
    from storeadmin_gui.ui.lists.detail import DetailPanel, DetailSection

__all__ = ["ListDetails"]


class ListDetails(QObject):
    """The panel (:attr:`panel`) in a splitter (:attr:`splitter`) beside ``view``, and the
    action that shows and closes it (:attr:`action`). ``fetch`` reads a record, ``sections``
    groups what the panel shows of it, ``title`` names it; ``report`` hears of a failure the
    session must handle."""

    def __init__(
        self,
        view: QTableView,
        *,
        current_key: Callable[[], Hashable | None],
        fetch: Callable[[Hashable], Awaitable[Any]],
        sections: Callable[[Any], Sequence[DetailSection]],
        title: Callable[[Hashable], str],
        report: Callable[[object], None],
        parent: QWidget,
    ) -> None:
        super().__init__(parent)
        self._view = view
        self._current_key = current_key
        self._fetch = fetch
        self._sections = sections
        self._title = title
        self._report = report
        self._task: asyncio.Task[None] | None = None
        self._panel: DetailPanel | None = None
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.addWidget(view)
        self.splitter.setStretchFactor(0, 3)
        self.splitter.setChildrenCollapsible(False)
        self.action = QAction(tr("pages.list_details", "Details"), parent)
        self.action.setCheckable(True)
        self.action.setShortcut(QKeySequence("Ctrl+I"))
        self.action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.action.setToolTip(
            tr("pages.list_details", "The current row's record, read-only (Ctrl+I)")
        )
        self.action.toggled.connect(self.toggle)
        parent.addAction(self.action)

    @property
    def panel(self) -> DetailPanel:
        """The panel beside the table, hidden until a record is shown (made on first use)."""
        if self._panel is None:
            from storeadmin_gui.ui.lists.detail import DetailPanel

            panel = self._panel = DetailPanel()
            panel.hide()
            panel.closed.connect(self._closed)
            self.splitter.addWidget(panel)
            self.splitter.setStretchFactor(1, 1)
        return self._panel

    def show_record(self, key: Hashable) -> None:
        """Show every field of the record with ``key``, read-only, beside the table."""
        if self._task is not None:
            self._task.cancel()
        from storeadmin_gui.ui.lists.detail import PANEL_WIDTH

        title = self._title(key)
        if self.panel.isHidden():
            total = sum(self.splitter.sizes())
            self.splitter.setSizes([max(total - PANEL_WIDTH, 0), PANEL_WIDTH])
        self.panel.show_loading(title)
        self._check(True)
        self._task = spawn(self._show(key, title), owner=self.panel)

    def toggle(self, shown: bool) -> None:
        """The action: show the current row's details, or close the panel."""
        if not shown:
            if self._panel is not None:
                self._panel.close_panel()
            return
        key = self._current_key()
        if key is None:
            self._check(False)
            return
        self.show_record(key)

    def follow_current(self) -> None:
        """The current row moved: an open panel shows its record."""
        panel = self._panel
        if panel is not None and panel.isVisible() and (key := self._current_key()) is not None:
            self.show_record(key)

    def _closed(self) -> None:
        self._check(False)
        self._view.setFocus()

    def _check(self, checked: bool) -> None:
        """Show the panel's state on its action without running the action."""
        self.action.blockSignals(True)
        self.action.setChecked(checked)
        self.action.blockSignals(False)

    async def _show(self, key: Hashable, title: str) -> None:
        try:
            record = await self._fetch(key)
        except errors.ClientClosed:
            raise  # the connection was closed: nobody waits for the record (ends quietly)
        except errors.ApiError as error:
            self.panel.show_error(title, str(error))
            if isinstance(error, errors.Unauthorized | errors.ServerUnreachable):
                self._report(error)
            return
        self.panel.show_record(title, record, self._sections(record))
