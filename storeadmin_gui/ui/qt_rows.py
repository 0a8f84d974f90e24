"""The paged table's rows as the view reads them: in Qt's own item storage, written once per change.

A view paints a screen by asking the model for several roles of every cell (text, alignment,
font, colours, check state, icon), each a call from C++ into Python when the model answers in
Python. So what the view reads is copied into a ``QStandardItemModel`` (the paged model is one)
when it changes: a page's rows when they arrive, a failed page's Retry rows, a row's "Loading…"
while it waits. Painting then reads C++ storage and calls no Python. Rows no page holds have no
items at all (a hundred thousand empty rows cost one pointer a cell), so memory follows the pages
held, not the rows listed.

What a row holds, by role: every cell its text (``display``), its column's alignment where it is
not the view's own (left, centred vertically) and, in a badge column, the raw state; a failed row's
first cell also the error. Nothing a paint does not read is stored: a cell's tooltip is its text,
answered on hover by the view's delegate (``CellTipDelegate`` in ``ui/delegates.py``), and a
row's key and state are the paged model's to answer (``key_at``, ``row_state``). Each stored role
is a value Qt converts and keeps per cell, and a page's arrival writes 600 cells.
"""

from __future__ import annotations

import contextlib
import enum
from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import Any

import shiboken6
from PySide6.QtCore import Qt
from PySide6.QtGui import QStandardItem, QStandardItemModel

__all__ = ["ColumnLook", "RowState", "RowStorage"]

DISPLAY = Qt.ItemDataRole.DisplayRole.value
ALIGNMENT = Qt.ItemDataRole.TextAlignmentRole.value
ERROR = Qt.ItemDataRole.UserRole.value + 3
BADGE = Qt.ItemDataRole.UserRole.value + 4

# What Qt's delegate assumes when a cell names no alignment: such cells store none.
VIEW_ALIGNMENT = int((Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter).value)
# Rows are read, never edited in place: items carry no editable flag.
ROW_FLAGS = (
    Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemNeverHasChildren
)


class RowState(enum.IntEnum):
    """What a row currently holds (for delegates: placeholders and retry rows paint differently)."""

    LOADED = 0
    LOADING = 1
    FAILED = 2


_LOADED = int(RowState.LOADED)

ColumnLook = tuple[Callable[[Any], str], int | None, bool]  # display, alignment or None, badge


class RowStorage:
    """Writes rows into ``model``'s item storage and remembers which rows hold items (and what
    state they show), so rows that hold nothing are never visited. Writing emits nothing: the
    caller announces the rows changed once, with one ``dataChanged`` for the range."""

    def __init__(self, model: QStandardItemModel, looks: Sequence[ColumnLook]) -> None:
        self._model = model
        self._looks = tuple(looks)
        self._columns = range(len(self._looks))
        self.stored: dict[int, int] = {}  # row -> the RowState its items show
        prototype = QStandardItem()
        prototype.setFlags(ROW_FLAGS)
        model.setItemPrototype(prototype)  # what setItemData creates in an empty cell

    @contextlib.contextmanager
    def writing(self) -> Iterator[None]:
        """Per-cell signals held back (a page is 600 cells: one change is announced instead)."""
        was_blocked = self._model.blockSignals(True)
        try:
            yield
        finally:
            self._model.blockSignals(was_blocked)

    def loaded(self, row: int, cells: Sequence[Any]) -> None:
        """A row's cells as the view shows them (``cells`` are the compact cells, in order). A
        cell with nothing beside its text takes one ``setData``, the others one ``setItemData``."""
        if self.stored.get(row, _LOADED) != _LOADED:
            self.clear(row)  # a placeholder's or a failed row's roles go
        index, put, put_roles = self._model.index, self._model.setData, self._model.setItemData
        for number, (display, alignment, badge) in enumerate(self._looks):
            cell = cells[number]
            if alignment is None and not badge:
                put(index(row, number), display(cell), DISPLAY)
                continue
            roles: dict[int, Any] = {DISPLAY: display(cell)}
            if alignment is not None:
                roles[ALIGNMENT] = alignment
            if badge:
                roles[BADGE] = cell
            put_roles(index(row, number), roles)
        self.stored[row] = _LOADED

    def marked(self, row: int, state: RowState, texts: Sequence[str], error: str | None) -> None:
        """A row without its data: ``texts`` for its first cells (a placeholder, or Retry and
        why), the error on its first cell."""
        self.clear(row)
        index, put = self._model.index, self._model.setItemData
        for number, text in enumerate(texts):
            alignment = self._looks[number][1]
            roles: dict[int, Any] = {DISPLAY: text}
            if alignment is not None:
                roles[ALIGNMENT] = alignment
            if number == 0 and error is not None:
                roles[ERROR] = error
            put(index(row, number), roles)
        self.stored[row] = int(state)

    def clear(self, row: int) -> None:
        """The row holds no items any more (reads None in every role)."""
        if self.stored.pop(row, None) is None:
            return
        take = self._model.takeItem
        for number in self._columns:
            item = take(row, number)
            if item is not None:  # taken items are nobody's: Python does not free them
                shiboken6.delete(item)

    def rows_in(self, first: int, last: int) -> Iterable[int]:
        """The rows from ``first`` to ``last`` that hold items."""
        return [row for row in self.stored if first <= row <= last]

    def forget_from(self, row_count: int) -> None:
        """Rows at and beyond ``row_count`` are going (their items with them)."""
        for row in [row for row in self.stored if row >= row_count]:
            del self.stored[row]

    def forget_all(self) -> None:
        """Every row goes, items and all (inside the caller's model reset)."""
        self.stored.clear()
        with self.writing():
            self._model.setRowCount(0)
