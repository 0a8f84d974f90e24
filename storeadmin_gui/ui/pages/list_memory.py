"""What a list keeps: across restarts (its columns' widths, order and hidden ones, its page size,
sort and filters) and as named views (filters, sort and columns under a name, ``ui/saved_views``).

Filters are kept as plain values by name (each filter's ``FilterView.name``), which the list's
criteria model reads back (``Criteria.from_values``), so a view saved by an older version still
opens. A part of the list may keep a setting of its own beside them (:meth:`ListMemory.keep`).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import QByteArray, QObject, QSettings, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QWidget

from storeadmin_gui.ui.i18n import LANGUAGES, words_in
from storeadmin_gui.ui.lists.column_chooser import ColumnChooser, column_key
from storeadmin_gui.ui.lists.saved_views import View, ViewsButton, ViewStore
from storeadmin_gui.ui.pages.list_sorting import ListSorting
from storeadmin_gui.ui.pages.list_table import ListTable

__all__ = ["ListMemory"]

SORT_KEY = "chosen_sorting"  # the settings key ("sorting" held a default, not a choice)
FILTERS_KEY = "filters"
HIDDEN_KEY = "hidden_columns"


class ListMemory(QObject):
    """Keeps and restores the state of ``table`` sorted by ``sorting``; ``filters`` reads the
    filter values by name, ``set_filters`` sets them all at once (the list reloads once)."""

    def __init__(
        self,
        table: ListTable,
        sorting: ListSorting,
        *,
        filters: Callable[[], dict[str, str]],
        set_filters: Callable[[Mapping[str, str]], None],
        parent: QWidget,
    ) -> None:
        super().__init__(parent)
        self._table = table
        self._sorting = sorting
        self._filters = filters
        self._set_filters = set_filters
        self._kept: dict[str, tuple[Callable[[], object], Callable[[str], None]]] = {}
        self.views_button = ViewsButton(self.capture, self.apply)
        self.views_button.opened.connect(lambda _name: table.view.setFocus())
        header = table.header
        separator = QAction(header)
        separator.setSeparator(True)
        header.addAction(separator)
        self.column_chooser = ColumnChooser(header, table.model.columns)
        self.column_chooser.changed.connect(self.views_button.mark_changed)
        header.addAction(self.column_chooser.action)
        header.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)
        sorting.chosen.connect(self.views_button.mark_changed)

    def keep(self, key: str, value: Callable[[], object], restore: Callable[[str], None]) -> None:
        """Keep ``value()`` under ``key`` too, and hand it to ``restore`` at the next start."""
        self._kept[key] = (value, restore)

    def save(self, settings: QSettings, prefix: str) -> None:
        header = self._table.header
        settings.setValue(f"{prefix}/header", header.saveState())
        settings.setValue(f"{prefix}/columns", self._column_names())
        settings.setValue(f"{prefix}/{HIDDEN_KEY}", json.dumps(self.column_chooser.hidden()))
        settings.setValue(f"{prefix}/{FILTERS_KEY}", json.dumps(self._filters()))
        # Only a sorting the user chose is kept: none means the server's own order (a remembered
        # one still waiting for the server's answer is kept as it was).
        settings.setValue(f"{prefix}/{SORT_KEY}", json.dumps(self._sorting.kept()))
        settings.setValue(f"{prefix}/page_size", self._table.model.page_size)
        for key, (value, _restore) in self._kept.items():
            settings.setValue(f"{prefix}/{key}", value())

    def restore(self, settings: QSettings, prefix: str) -> None:
        """Widths, order, hidden columns, page size, sort and filters as last left; the named
        views of this list are read from (and saved to) the same settings."""
        for key, (_value, restore) in self._kept.items():
            restore(str(settings.value(f"{prefix}/{key}", "")))
        self.views_button.set_store(ViewStore(settings, prefix))
        header = self._table.header
        state = settings.value(f"{prefix}/header")
        # Widths and order saved for other columns (an older version's) would land on the wrong
        # ones: they are used only for the same columns.
        if (
            isinstance(state, QByteArray | bytes)
            and state
            and self._same_columns(settings.value(f"{prefix}/columns"))
        ):
            header.blockSignals(True)
            header.restoreState(QByteArray(state))
            # Widths kept in another language or font may now cut a state's label short.
            self._table.widen_to_labels()
            header.blockSignals(False)
        self._table.restore_page_size(settings.value(f"{prefix}/page_size"))
        self._sorting.restore(settings.value(f"{prefix}/{SORT_KEY}"))
        hidden = _json_value(settings.value(f"{prefix}/{HIDDEN_KEY}"))
        if isinstance(hidden, list):
            self.column_chooser.restore([str(name) for name in hidden])
        filters = _json_value(settings.value(f"{prefix}/{FILTERS_KEY}"))
        if isinstance(filters, dict):
            self._set_filters({str(k): str(v) for k, v in filters.items()})

    def capture(self) -> View:
        chooser = self.column_chooser
        return View(
            filters=self._filters(),
            sorting=self._table.model.sorting,
            hidden=chooser.hidden(),
            order=chooser.visible(),
        )

    def apply(self, view: View) -> None:
        """Show the list as ``view`` has it: filters, sort (only one the server offers here)
        and columns; the standard view (``View()``) clears them all."""
        order = view.order or [column_key(column) for column in self._table.model.columns]
        self.column_chooser.restore(view.hidden, order)
        self._sorting.apply(view.sorting)
        self._set_filters(view.filters)

    def _column_names(self) -> str:
        return "|".join(column_key(column) for column in self._table.model.columns)

    def _same_columns(self, saved: object) -> bool:
        """Whether widths and order were saved for these columns: named by key, or (settings of
        an older version) by their headers in one of the shipped languages."""
        if saved == self._column_names():
            return True
        columns = self._table.model.columns
        return any(
            saved == "|".join(words_in(language)(column.header) for column in columns)
            for language in LANGUAGES
        )


def _json_value(value: object) -> Any:
    """A JSON value kept in the settings (None when absent or not JSON)."""
    if not isinstance(value, str) or not value:
        return None
    try:
        return json.loads(value)
    except ValueError:
        return None
