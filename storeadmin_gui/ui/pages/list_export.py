"""A list's data out: Ctrl+C copies the selected rows as shown, Export… writes the whole list as
filtered and sorted (every page read from the server, the visible columns in their order)."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QLocale

from storeadmin_gui.ui.i18n import tr
from storeadmin_gui.ui.labels import counted
from storeadmin_gui.ui.lists.clipboard import copy_selected_rows
from storeadmin_gui.ui.lists.columns import Exported, exported_fields
from storeadmin_gui.ui.lists.page_cache import PageSource
from storeadmin_gui.ui.pages.list_table import ListTable

if TYPE_CHECKING:  # the export's modules load when a list is first exported, not with the list
    from storeadmin_gui.ui.lists.export import ExportPlan
    from storeadmin_gui.ui.lists.export_dialog import ExportDialog

__all__ = ["ListExport", "ListWords"]


@dataclass(frozen=True)
class ListWords:
    """How the export's window speaks of the list now."""

    title: Callable[[], str]
    query: Callable[[], str]  # the filters and sort, as a sentence
    empty: Callable[[], str]  # why there is nothing to export
    file_name: Callable[[], str]


class ListExport:
    """Copying and exporting ``table``'s list, whose rows come from ``source`` (keyed by
    ``key``); ``problem`` tells the user what could not be done, ``open_export`` opens the
    export window (one at a time: ``raise_export`` brings an open one to the front)."""

    def __init__(
        self,
        table: ListTable,
        *,
        source: Callable[[], PageSource | None],
        key: Callable[[Any], Hashable],
        words: ListWords,
        problem: Callable[[str], None],
        open_export: Callable[[ExportPlan, str, str], ExportDialog],
        raise_export: Callable[[], ExportDialog | None],
    ) -> None:
        self._table = table
        self._source = source
        self._key = key
        self._words = words
        self._problem = problem
        self._open_export = open_export
        self._raise_export = raise_export

    def copy_selected(self) -> int:
        """Ctrl+C: the selected rows (as shown) to the clipboard, with a header row."""
        copied, selected = copy_selected_rows(self._table.view)
        if copied < selected:
            self._problem(
                tr(
                    "pages.list_export",
                    "Copied {copied} of {selected}: the others are not loaded yet."
                    " Export… writes the whole list.",
                ).format(
                    copied=QLocale().toString(copied),
                    selected=counted(selected, "selected row"),  # i18n: not shown, a noun's key
                )
            )
        return copied

    def fields(self) -> list[Exported]:
        """What an export writes: the visible columns' values in their on-screen order."""
        header = self._table.header
        columns = self._table.model.columns
        fields: dict[str, Exported] = {}
        for visual in range(header.count()):
            section = header.logicalIndex(visual)
            if header.isSectionHidden(section):
                continue
            for field in exported_fields(columns[section]):
                fields.setdefault(field.header, field)  # one "Currency" for two amounts
        return list(fields.values())

    def plan(self) -> ExportPlan | None:
        """The whole list as shown (filter, sort, visible columns); None while nothing is
        listed (no product chosen)."""
        from storeadmin_gui.ui.lists.export import ExportPlan

        source = self._source()
        if source is None:
            return None
        fields = self.fields()
        model = self._table.model
        return ExportPlan(
            title=self._words.title(),
            source=source,
            header=[field.header for field in fields],
            rows=lambda item: ([field.value(item) for field in fields],),
            key=self._key,
            sorting=model.sorting,
            criteria=model.fetcher.criteria,
        )

    def open(self) -> ExportDialog | None:
        """Export…: the export window for this list (one at a time)."""
        if (open_already := self._raise_export()) is not None:
            return open_already
        plan = self.plan()
        words = self._words
        if plan is None:
            self._problem(
                tr("pages.list_export", "There is nothing to export: {reason}").format(
                    reason=words.empty()
                )
            )
            return None
        total = self._table.model.total
        if total is not None:
            summary = tr(
                "pages.list_export",
                "All {rows} of the list “{list}”, every page read from the server, not only those"
                " on screen. {query} The columns are those shown, in their order.",
            ).format(rows=counted(total, "row"), list=words.title(), query=words.query())
        else:
            summary = tr(
                "pages.list_export",
                "Every row of the list “{list}”, every page read from the server, not only those"
                " on screen. {query} The columns are those shown, in their order.",
            ).format(list=words.title(), query=words.query())
        return self._open_export(plan, summary, words.file_name())
