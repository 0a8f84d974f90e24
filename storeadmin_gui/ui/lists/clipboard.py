"""Selected rows as tab-separated text, the form a spreadsheet pastes into its columns.

Cells are the text the table shows, under a header row of the visible columns in their on-screen
order; fields holding a tab, a line break or a quote are quoted as spreadsheets expect (``csv``).
Rows whose page is not loaded hold no data yet and are left out (the caller says how many).
"""

from __future__ import annotations

import csv
import io
from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QTableView

from storeadmin_gui.ui.lists.table_model import PagedTableModel, RowState

__all__ = ["copy_selected_rows", "rows_as_tsv"]


def rows_as_tsv(model: PagedTableModel, rows: Sequence[int], columns: Sequence[int]) -> str:
    """``rows`` of ``model`` (those loaded), ``columns`` in the given order, with a header row;
    read from the pages the model holds, not from Qt's storage (a few pages near the screen)."""
    buffer = io.StringIO()
    writer = csv.writer(buffer, delimiter="\t", lineterminator="\n")
    writer.writerow(
        model.headerData(column, Qt.Orientation.Horizontal, Qt.ItemDataRole.DisplayRole)
        for column in columns
    )
    for row in rows:
        if model.row_state(row) != RowState.LOADED:
            continue
        writer.writerow(model.text_at(row, column) or "" for column in columns)
    return buffer.getvalue()


def copy_selected_rows(view: QTableView) -> tuple[int, int]:
    """Put the view's selected rows on the clipboard; answer ``(copied, selected)``."""
    model = view.model()
    assert isinstance(model, PagedTableModel)
    selected = sorted({index.row() for index in view.selectionModel().selectedRows()})
    header = view.horizontalHeader()
    columns = [
        header.logicalIndex(visual)
        for visual in range(header.count())
        if not header.isSectionHidden(header.logicalIndex(visual))
    ]
    loaded = [row for row in selected if model.row_state(row) == RowState.LOADED]
    if not loaded:
        return 0, len(selected)
    QGuiApplication.clipboard().setText(rows_as_tsv(model, loaded, columns))
    return len(loaded), len(selected)
