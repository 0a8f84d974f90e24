"""Sorting a list by its headers, on the server, by the fields the server sorts it by.

A header click sorts where the server sorts that field now (``sortable``: the list's own sorts
the server honours, or before it has said, those every server of its kind honours); any other
header leaves the order as it is, and its tooltip says why. "Server's own order" (the header's
context menu) sends no sorting again. A remembered sort that the server may honour once it says
so waits for its answer (``waitable``) instead of being dropped.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QHeaderView

from storeadmin_gui.ui.i18n import tr
from storeadmin_gui.ui.lists.table_model import PagedTableModel

__all__ = ["ListSorting"]

DIRECTIONS = ("asc", "desc")


class ListSorting(QObject):
    """The sort of the list ``model`` shows, chosen by ``header``'s clicks."""

    chosen = Signal()  # the user chose another order (a saved view is no longer as saved)

    def __init__(
        self,
        model: PagedTableModel,
        header: QHeaderView,
        *,
        sortable: Callable[[], set[str]],
        waitable: Callable[[], set[str]],
    ) -> None:
        super().__init__(header)
        self._model = model
        self._header = header
        self._sortable = sortable
        self._waitable = waitable
        self.waiting: dict[str, str] = {}  # a remembered sort that waits for the server's answer
        header.sortIndicatorChanged.connect(self._header_sort_changed)
        self.server_order_action = QAction(tr("pages.list_sorting", "Server's own order"), header)
        self.server_order_action.setToolTip(
            tr("pages.list_sorting", "List the rows in the order the server chooses")
        )
        self.server_order_action.triggered.connect(self.use_server_order)
        header.addAction(self.server_order_action)
        self.show_indicator()

    def fields(self) -> set[str]:
        """The fields a header sorts by now."""
        return self._sortable()

    def kept(self) -> dict[str, str]:
        """The sort to remember: the one chosen, or one still waiting for the server (none
        means the server's own order)."""
        return self._model.sorting or dict(self.waiting)

    def restore(self, remembered: object) -> None:
        """Sort as remembered (a JSON text) where the server sorts so, or will say it does."""
        try:
            wanted = json.loads(remembered) if isinstance(remembered, str) and remembered else None
        except ValueError:
            wanted = None
        if isinstance(wanted, dict) and wanted and all(wanted[k] in DIRECTIONS for k in wanted):
            if set(wanted) <= self.fields():
                self._model.set_sorting(wanted)
            elif set(wanted) <= self._waitable():
                self.waiting = dict(wanted)
        self.show_indicator()

    def apply(self, sorting: Mapping[str, str]) -> None:
        """Sort as a saved view has it (only by what the server sorts this list by)."""
        sortable = self.fields()
        self.waiting = {}  # the view chosen decides
        self._model.set_sorting({k: v for k, v in sorting.items() if k in sortable})
        self.show_indicator()

    def server_answered(self) -> None:
        """The server said what it offers: a remembered sort that waited for it is used where it
        is honoured, and the headers say which sort."""
        self._model.refresh_headers()
        waiting, self.waiting = self.waiting, {}
        if waiting and set(waiting) <= self.fields() and not self._model.sorting:
            self._model.set_sorting(waiting)
        self.show_indicator()

    def use_server_order(self) -> None:
        """Send no sorting again: the rows come in the server's default order."""
        self.waiting = {}
        self._model.set_sorting({})
        self.show_indicator()
        self.chosen.emit()

    def describe(self) -> str:
        """The order shown, as a sentence for an export's window."""
        current = self._model.sort_column()
        if current is None or not self._model.sorting:
            return tr("pages.list_sorting", "In the server's own order.")
        column, direction = current
        header = self._model.columns[column].header
        if direction == Qt.SortOrder.AscendingOrder:
            return tr("pages.list_sorting", "Sorted by {column}, ascending.").format(column=header)
        return tr("pages.list_sorting", "Sorted by {column}, descending.").format(column=header)

    def show_indicator(self) -> None:
        header = self._header
        current = self._model.sort_column()
        header.blockSignals(True)
        if current is None:
            header.setSortIndicator(-1, Qt.SortOrder.AscendingOrder)
        else:
            header.setSortIndicator(*current)
        header.blockSignals(False)
        header.viewport().update()

    def _header_sort_changed(self, column: int, order: Qt.SortOrder) -> None:
        """Sort on the server where it sorts that field; other headers keep the current order."""
        if self._model.columns[column].sort_field not in self.fields():
            self.show_indicator()
            return
        self._model.sort(column, order)
        self.chosen.emit()
