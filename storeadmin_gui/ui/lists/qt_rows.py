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
answered on hover by the view's delegate (``CellTipDelegate`` in ``ui/lists/delegates.py``), and a
row's key and state are the paged model's to answer (``key_at``, ``row_state``). Each stored role
is a value Qt converts and keeps per cell, and a page's arrival writes 600 cells.
"""

from __future__ import annotations

import contextlib
import enum
import itertools
import time
from collections import OrderedDict
from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import Any

import shiboken6
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAccessible, QStandardItem, QStandardItemModel

from storeadmin_gui.ui.lists.page_fetcher import PageFetcher

__all__ = ["ColumnLook", "RowCopies", "RowState", "RowStorage"]

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
_SHOWN = (_LOADED, int(RowState.FAILED))  # rows whose items show their data

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


class RowCopies:
    """Which held rows are in ``model``'s item storage, and copying them there as they change.

    Rows on screen are copied at once; rows off screen (a page fetched ahead, the items of a page
    pushed out) wait in an ordered set that a timer copies for at most ``COPY_BUDGET_S`` a turn
    of the event loop, so a turn that paints carries a slice of that work rather than a page of
    it. The pages shown or arrived last (``ROWS_IN_QT`` rows, at least 8 pages) keep their items;
    the others' go. What is held, failed or on its way is ``fetcher``'s."""

    ROWS_IN_QT = 400
    COPY_BUDGET_S = 0.0015  # a turn of the event loop copies rows off screen for at most this

    def __init__(
        self,
        model: QStandardItemModel,
        looks: Sequence[ColumnLook],
        fetcher: PageFetcher,
        *,
        failed_texts: Callable[[BaseException], Sequence[str]],
        placeholder: Callable[[], str],
    ) -> None:
        self._model = model
        self._fetcher = fetcher
        self.storage = RowStorage(model, looks)
        self._last_column = len(looks) - 1
        self._failed_texts = failed_texts
        self._placeholder = placeholder
        # The held pages whose rows are in Qt's item storage too (those shown or arrived last).
        self._in_qt: OrderedDict[int, None] = OrderedDict()
        # Rows off screen whose copy in Qt's storage is behind what they show, copied a few per
        # turn of the event loop (in order, as an ordered set).
        self._behind: dict[int, None] = {}
        self._timer = QTimer(model)
        self._timer.setSingleShot(True)
        # Not 0: Qt would fire a zero-timer started by its own slot again in the same pass of
        # the event loop, and the slices would add up in one turn again.
        self._timer.setInterval(1)
        self._timer.timeout.connect(self._copy_rows_behind)

    @property
    def max_pages(self) -> int:
        """Enough pages for a screen and the pages fetched ahead of it either way."""
        return max(8, self.ROWS_IN_QT // self._fetcher.page_size)

    def forget_all(self) -> None:
        """Every row is forgotten (inside the model's reset): Qt's storage is emptied."""
        self._in_qt.clear()
        self._behind.clear()
        self.storage.forget_all()

    def row_count(self, count: int) -> None:
        """The list now has ``count`` rows."""
        self.storage.forget_from(count)
        for row in [row for row in self._behind if row >= count]:
            del self._behind[row]
        self._model.setRowCount(count)

    def page_stored(self, page: int) -> None:
        """A page arrived: its rows go into Qt's storage (written as its rows are announced)."""
        self._in_qt[page] = None
        self._in_qt.move_to_end(page)
        self.evict()

    def pages_dropped(self, pages: list[int]) -> None:
        """Pages no longer held: their items leave Qt's storage (off screen: nothing repaints)."""
        for page in pages:
            if page in self._in_qt:
                del self._in_qt[page]
                self._emit_page_changed(page)

    def evict(self) -> None:
        """Keep at most ``max_pages_in_qt`` held pages in Qt's storage: the least recently shown
        go (off screen: their items go, nothing repaints)."""
        while len(self._in_qt) > self.max_pages:
            page, _none = self._in_qt.popitem(last=False)
            self._emit_page_changed(page)

    def _emit_page_changed(self, page: int) -> None:
        first = (page - 1) * self._fetcher.page_size
        self.rows_changed(first, first + self._fetcher.page_size - 1)

    def rows_changed(self, first: int, last: int) -> None:
        """Copy what the rows ``first`` to ``last`` (those the model has) now show into Qt's item
        storage and say so with a dataChanged: at once for the rows on screen (or all of them
        when no view says which are), a few per turn of the event loop for the others
        (``_copy_rows_behind``)."""
        first, last = max(0, first), min(last, self._fetcher.row_count - 1)
        if first > last:
            return
        index = self._model.index
        span = None if QAccessible.isActive() else self._fetcher.visible_span()
        if span is None:  # a screen reader hears of every change as it happens, as Qt has it
            self._write_rows(self._rows_to_write(first, last))
            self._model.dataChanged.emit(index(first, 0), index(last, self._last_column))
            return
        shown_first, shown_last = max(first, span[0]), min(last, span[1])
        if shown_first <= shown_last:
            self._write_rows(range(shown_first, shown_last + 1))
            self._model.dataChanged.emit(
                index(shown_first, 0), index(shown_last, self._last_column)
            )
        self._defer_rows(first, min(last, span[0] - 1))
        self._defer_rows(max(first, span[1] + 1), last)

    def _defer_rows(self, first: int, last: int) -> None:
        """The rows ``first`` to ``last`` (off screen) are copied into Qt's storage later."""
        if first <= last:
            self._behind.update(dict.fromkeys(self._rows_to_write(first, last)))
            if self._behind and not self._timer.isActive():
                self._timer.start()

    def _copy_rows_behind(self) -> None:
        """Timer slot: copy rows off screen into Qt's storage for at most ``COPY_BUDGET_S``,
        the rest in the next turn. A page fetched ahead is 600 cells to write and as many to free
        for the page it pushes out: done at once, that lands in the same turn of the event loop
        as a paint, and their sum is the worst freeze while scrolling."""
        deadline = time.perf_counter() + self.COPY_BUDGET_S
        written: list[int] = []
        with self.storage.writing():
            while self._behind and (not written or time.perf_counter() < deadline):
                row = next(iter(self._behind))
                self._write_row(row)  # leaves _behind
                written.append(row)
        # Off screen, so the view repaints nothing; one change per run of rows (a change that
        # spanned the screen would repaint it).
        written.sort()
        index = self._model.index
        for _gap, run in itertools.groupby(enumerate(written), lambda pair: pair[1] - pair[0]):
            rows = [row for _number, row in run]
            self._model.dataChanged.emit(index(rows[0], 0), index(rows[-1], self._last_column))
        if self._behind:
            self._timer.start()

    def _rows_to_write(self, first: int, last: int) -> Iterable[int]:
        """The rows from ``first`` to ``last`` whose Qt copy may change: all of them, or for a
        span of (nearly) every row, only those that hold or should hold items."""
        if last - first < self.max_pages * self._fetcher.page_size:
            return range(first, last + 1)
        return sorted({*self.storage.rows_in(first, last), *self._held_rows(first, last)})

    def _write_rows(self, rows: Iterable[int]) -> None:
        """Copy what ``rows`` now show into Qt's item storage."""
        with self.storage.writing():
            for row in rows:
                self._write_row(row)

    def _held_rows(self, first: int, last: int) -> Iterator[int]:
        """The rows from ``first`` to ``last`` that Qt's storage should hold: those of pages in
        it, of failed pages and of the window."""
        size = self._fetcher.page_size
        pages = (*self._in_qt, *self._fetcher.failures)
        window_first, window_rows = self._fetcher.cache.window
        spans = [((page - 1) * size, page * size) for page in pages]
        spans.append((window_first, window_first + len(window_rows)))
        for start, end in spans:
            yield from range(max(start, first), min(end - 1, last) + 1)

    def _write_row(self, row: int) -> None:
        """Copy what ``row`` shows now into Qt's storage: its cells, its Retry, or nothing."""
        self._behind.pop(row, None)
        fetcher = self._fetcher
        page = fetcher.page_of_row(row)
        rows = fetcher.cache.pages.get(page)
        if rows is not None:
            offset = row - (page - 1) * fetcher.page_size
            in_qt = page in self._in_qt and offset < len(rows)
            cached = rows[offset] if in_qt else None
        elif (error := fetcher.failures.get(page)) is not None:
            texts = self._failed_texts(error)[: self._last_column + 1]
            self.storage.marked(row, RowState.FAILED, texts, str(error))
            return
        else:
            cached = fetcher.cache.window_row(row)
        if cached is None:
            self.storage.clear(row)
        else:
            self.storage.loaded(row, cached[1:])

    def shown(self, first: int, last: int) -> None:
        """The view paints the rows ``first`` to ``last``: the pages it shows are kept longest,
        and those not here are asked for (their rows read "Loading…" meanwhile)."""
        first, last = max(0, first), min(last, self._fetcher.row_count - 1)
        if first > last:
            return
        stored = self.storage.stored
        unstored = [row for row in range(first, last + 1) if stored.get(row) not in _SHOWN]
        held = self._fetcher.plan.touch(first, last)
        waiting = self._fetcher.plan.wait_for(unstored)  # their pages are asked for
        size = self._fetcher.page_size
        for page in held:
            if page in self._in_qt:
                self._in_qt.move_to_end(page)
            else:  # held, but its rows left Qt's storage: painted from there in a moment
                self._in_qt[page] = None
                self._defer_rows((page - 1) * size, page * size - 1)
        self.evict()
        behind = [row for row in range(first, last + 1) if row in self._behind]
        if behind:  # painted in a moment: copied now
            self._write_rows(behind)
        placeholders = [row for row in waiting if row not in stored]
        if placeholders:
            with self.storage.writing():  # painted over by the view's skeleton: nothing to repaint
                for row in placeholders:
                    self.storage.marked(row, RowState.LOADING, (self._placeholder(),), None)

    # ----------------------------------------------------------------- rows
