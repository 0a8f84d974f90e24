"""ONE virtual, paged table model for every resource, driven by column specs.

The model stores and paints; what to fetch, when, and what to drop is its
:class:`~storeadmin_gui.ui.lists.page_fetcher.PageFetcher`'s (plain Python on asyncio, whose
docstring tells how paging works: windows, look-ahead, generations, in-flight limits, retries, stale
reloads). After the first answer the model reports the list's ``total`` as its row count; the rows
themselves are held by the fetcher's cache as compact rows (tuples of display values, never
decoded JSON), built once per item by the columns as its page arrives.

What the view paints is read from Qt's own item storage (the model is a ``QStandardItemModel``
underneath): rows are copied there when they change (``ui/lists/qt_rows.py``), a few pages of them,
so a repaint calls no Python. The view says which rows it paints (``show_rows``); the model forwards
that to the fetcher (the pages not held are asked for there, their rows read "Loading…"
meanwhile), and copies back a held page whose rows left Qt's storage. Rows on screen are copied at
once; rows off screen (a page fetched ahead, the items of a page pushed out) a slice per turn of
the event loop, so a turn that paints carries a slice of that work rather than a whole page of it;
a row about to be painted is copied first whatever its turn.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QStandardItemModel

from storeadmin_gui.api import Criteria
from storeadmin_gui.ui import tasks
from storeadmin_gui.ui.i18n import noop, tr, translated
from storeadmin_gui.ui.lists import qt_rows
from storeadmin_gui.ui.lists.fetch_plan import FetchEvents, FetchPlan
from storeadmin_gui.ui.lists.page_cache import (
    MAX_PAGE_SIZE,
    PageAnswer,
    PageSource,
    Row,
    window_limit,
)
from storeadmin_gui.ui.lists.page_fetcher import PageFetcher
from storeadmin_gui.ui.lists.qt_rows import RowCopies, RowState

__all__ = [
    "MAX_PAGE_SIZE",
    "Cell",
    "Column",
    "PageAnswer",
    "PageSource",
    "PagedTableModel",
    "RowState",
    "window_limit",
]

Cell = str | int | float | bool | None


@dataclass(frozen=True)
class Column:
    """One table column as data: how to turn an item into a compact cell, and how to show it.

    ``extract`` runs once per item when its page arrives (so formatting money or dates is paid once,
    not per paint); ``display`` maps the stored cell to the text shown (a badge keeps the raw state
    in the cell and maps it to a readable label here). ``sort_field`` is the server's
    ``sorting[...]`` name, or None where the server cannot sort by this column; ``server_order``
    ("asc" or "desc") marks the column the server lists rows by when no sorting is sent (its
    default order, shown in the header without being asked for). ``tooltip`` is the header's
    (a callable when it depends on what the page knows). ``width`` is the starting width in
    pixels; ``fits`` gives a typical cell text that must not be cut short there (a timestamp in
    the user's locale), so the view widens the column to it in the font it uses.
    """

    header: str
    extract: Callable[[Any], Cell]
    sort_field: str | None = None
    display: Callable[[Cell], str] = field(default=lambda cell: "" if cell is None else str(cell))
    alignment: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
    badge: bool = False
    tooltip: str | Callable[[], str | None] | None = None
    width: int | None = None
    fits: Callable[[], str] | None = None
    server_order: str | None = None

    def header_tooltip(self) -> str:
        """What the header's tooltip says: the column's own note, and whether it sorts."""
        note = self.tooltip() if callable(self.tooltip) else self.tooltip
        note = translated(note) if note else note
        if self.sort_field is not None:
            return note or ""
        cannot = tr("table_model", "The server cannot sort by this column.")
        return f"{note}\n{cannot}" if note else cannot


class PagedTableModel(QStandardItemModel):
    """The generic virtual model; see the module docstring.

    It is Qt's own item model underneath: what the view paints is copied into Qt's item storage
    as rows change (``ui/lists/qt_rows.py``), so painting calls no Python. Which pages are held,
    asked for, failed or stale is its fetcher's (:attr:`fetcher`)."""

    ErrorRole = qt_rows.ERROR  # the error that failed this row's page, on its first cell
    BadgeRole = qt_rows.BADGE  # the raw value of a badge column

    PLACEHOLDER = noop("table_model", "Loading…")
    LOOK_AHEAD_PAGES = FetchPlan.LOOK_AHEAD_PAGES

    total_changed = Signal()
    loading_changed = Signal(bool)
    stale_changed = Signal(bool)  # the rows shown could (not) be reloaded
    page_loaded = Signal(int)
    page_failed = Signal(int, object)
    # An api error a single table cannot handle inline (sign-in expired, server gone).
    request_failed = Signal(object)
    # An answer's items as sent, before the table shows them (a page may learn from them).
    items_arrived = Signal(object)

    def __init__(
        self,
        columns: Sequence[Column],
        key: Callable[[Any], Hashable],
        source: PageSource | None = None,
        *,
        page_size: int = 50,
        max_cached_rows: int = 2000,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(0, len(columns), parent)
        self._columns = tuple(columns)
        self._key = key
        self.fetcher = PageFetcher(
            self._compact,
            source=source,
            page_size=page_size,
            max_cached_rows=max_cached_rows,
            spawn=lambda coro: tasks.spawn(coro, owner=self),
            report=tasks.report_exception,
        )
        self._copies = RowCopies(
            self,
            [self._look(column) for column in self._columns],
            self.fetcher,
            failed_texts=self._failed_texts,
            placeholder=lambda: self.PLACEHOLDER,
        )
        self.destroyed.connect(self.fetcher.close)  # nothing it asked for is wanted any more
        copies = self._copies
        self.fetcher.outbox.events = FetchEvents(
            rows_changed=copies.rows_changed,
            page_stored=copies.page_stored,
            pages_dropped=copies.pages_dropped,
            reset=self._reset_rows,
            row_count=copies.row_count,
            total_changed=self.total_changed.emit,
            loading_changed=self.loading_changed.emit,
            stale_changed=self.stale_changed.emit,
            page_loaded=self.page_loaded.emit,
            page_failed=self.page_failed.emit,
            request_failed=self.request_failed.emit,
            items_arrived=self.items_arrived.emit,
        )

    # ----------------------------------------------------------------- what the fetcher knows

    @property
    def columns(self) -> tuple[Column, ...]:
        return self._columns

    @property
    def page_size(self) -> int:
        return self.fetcher.page_size

    @property
    def total(self) -> int | None:
        """The collection's size as the server last reported it (None before the first answer)."""
        return self.fetcher.total

    @property
    def loading(self) -> bool:
        return self.fetcher.loading

    @property
    def sorting(self) -> dict[str, str]:
        return dict(self.fetcher.sorting)

    @property
    def criteria(self) -> dict[str, str]:
        """The filters the rows are listed by, as plain values (as saved views keep them)."""
        criteria = self.fetcher.criteria
        return {} if criteria is None else criteria.as_values()

    @property
    def cached_pages(self) -> list[int]:
        """Page numbers held in memory, least recently used first."""
        return list(self.fetcher.cache.pages)

    @property
    def pages_in_flight(self) -> list[int]:
        """Page numbers being fetched right now (those on screen and any fetched ahead)."""
        return sorted(self.fetcher.plan.in_flight)

    @property
    def fetching(self) -> bool:
        """A page is on its way, or about to be asked for (a look-ahead waiting its turn)."""
        return self.fetcher.plan.fetching

    @property
    def failed_pages(self) -> list[int]:
        return sorted(self.fetcher.failures)

    @property
    def failures(self) -> dict[int, BaseException]:
        """Failed page number -> the error that failed it."""
        return dict(self.fetcher.failures)

    @property
    def stale(self) -> bool:
        """True while the rows shown are older than a reload that could not replace them."""
        return self.fetcher.stale_error is not None

    @property
    def stale_error(self) -> BaseException | None:
        return self.fetcher.stale_error

    @property
    def answered_at(self) -> datetime | None:
        """When the server last sent rows (local time): what stale rows date from."""
        return self.fetcher.answered_at

    @property
    def max_cached_rows(self) -> int:
        return self.fetcher.cache.max_rows

    @max_cached_rows.setter
    def max_cached_rows(self, rows: int) -> None:
        """How many rows to keep in memory (at least 16 pages are kept whatever this says)."""
        self.fetcher.set_max_cached_rows(rows)

    @property
    def max_pages_in_qt(self) -> int:
        """Enough pages for a screen and the pages fetched ahead of it either way."""
        return self._copies.max_pages

    @property
    def max_cached_pages(self) -> int:
        return self.fetcher.cache.max_pages(self.fetcher.page_size)

    # ----------------------------------------------------------------- what it is asked

    def set_source(self, source: PageSource | None, criteria: Criteria | None = None) -> None:
        """List another collection (another product's variants) with ``criteria``, anew."""
        self.fetcher.set_source(source, criteria)

    def set_sorting(self, sorting: Mapping[str, str]) -> None:
        self.fetcher.set_sorting(sorting)

    def set_criteria(self, criteria: Criteria | None) -> None:
        """Filter by ``criteria`` (listed anew only when they changed)."""
        self.fetcher.set_criteria(criteria)

    def set_page_size(self, page_size: int) -> None:
        self.fetcher.set_page_size(page_size)

    def pause_fetching(self, paused: bool) -> None:
        """While the user drags the scroll bar, rows passing by are not fetched; on release, the
        pages then on screen are (so a drag to row 90,000 fetches that page alone)."""
        self.fetcher.plan.pause(paused)

    def set_visible_rows_provider(self, provider: Callable[[], tuple[int, int] | None]) -> None:
        """Tell the model how to ask the view which rows are on screen right now."""
        self.fetcher.viewport.visible_rows = provider

    def set_screen_rows_provider(self, provider: Callable[[], int]) -> None:
        """Tell the model how many rows the view shows at once, so that the first request asks
        for that many rows (before the first answer, the view has no rows to ask about)."""
        self.fetcher.viewport.screen_rows = provider

    def look_ahead(self) -> None:
        """The rows on screen changed (the view scrolled): fetch the pages beyond them."""
        self.fetcher.look_ahead()

    def refresh(self) -> None:
        """Forget everything, start a new generation and ask for the first page."""
        self.fetcher.refresh()

    def reload(self) -> None:
        """Ask again for the rows on screen, showing them meanwhile (F5); with nothing shown
        yet, this is :meth:`refresh`. If no answer comes, the rows stay, marked stale."""
        self.fetcher.reload()

    def retry_failed(self) -> None:
        """Ask again for every page that failed (after the connection or sign-in is back)."""
        self.fetcher.retry_failed()

    def retry_page(self, page: int) -> None:
        self.fetcher.retry_page(page)

    def page_of_row(self, row: int) -> int:
        return self.fetcher.page_of_row(row)

    @staticmethod
    def _look(column: Column) -> qt_rows.ColumnLook:
        aligned = int(column.alignment.value)
        return column.display, None if aligned == qt_rows.VIEW_ALIGNMENT else aligned, column.badge

    def _compact(self, item: Any) -> Row:
        return (self._key(item), *(column.extract(item) for column in self._columns))

    # ----------------------------------------------------------------- what the fetcher tells

    def _reset_rows(self) -> None:
        """Every row is forgotten (a new query): Qt's storage is emptied with them."""
        self.beginResetModel()
        self._copies.forget_all()
        self.endResetModel()

    def _failed_texts(self, error: BaseException) -> tuple[str, str]:
        """What a failed row reads: Retry, and why."""
        message = tr("table_model", "Could not load these rows: {error}").format(error=error)
        return tr("table_model", "Retry"), message

    def show_rows(self, first: int, last: int) -> None:
        """The view paints the rows ``first`` to ``last``: the pages it shows are kept longest,
        and those not here are asked for (their rows read "Loading…" meanwhile)."""
        self._copies.shown(first, last)

    # ----------------------------------------------------------------- rows

    def row_state(self, row: int) -> RowState:
        page = self.fetcher.page_of_row(row)
        if page in self.fetcher.failures:
            return RowState.FAILED
        if page in self.fetcher.cache.pages or self.fetcher.cache.window_row(row) is not None:
            return RowState.LOADED
        return RowState.LOADING

    def key_at(self, row: int) -> Hashable | None:
        """The key (id or code) of the item shown in ``row``, when that row is loaded."""
        held = self.fetcher.row(row)
        return None if held is None else held[0]

    def cell_at(self, row: int, column: int) -> Cell:
        """One compact cell of a loaded row (None when the row is not loaded)."""
        held = self.fetcher.row(row)
        return None if held is None else held[column + 1]

    def text_at(self, row: int, column: int) -> str | None:
        """The text a loaded cell shows (None when its row is not loaded), read from the pages
        held rather than from Qt's storage, which holds only a few pages of them."""
        held = self.fetcher.row(row)
        if held is None or not 0 <= column < len(self._columns):
            return None
        return self._columns[column].display(held[column + 1])

    def cells_at(self, row: int) -> tuple[Cell, ...] | None:
        """The compact cells of a loaded row (for the detail panel's heading, tests, exports)."""
        held = self.fetcher.row(row)
        return None if held is None else tuple(held[1:])

    # ----------------------------------------------------------------- Qt model API

    def headerData(
        self,
        section: int,
        orientation: Qt.Orientation,
        role: int = Qt.ItemDataRole.DisplayRole,
    ) -> Any:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(self._columns):
            return None
        column = self._columns[section]
        if role == Qt.ItemDataRole.DisplayRole:
            return translated(column.header)
        if role == Qt.ItemDataRole.ToolTipRole:
            return column.header_tooltip() or None
        return None

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Sort on the server where it can sort this column; other columns are left as they are."""
        if not 0 <= column < len(self._columns):
            return
        sort_field = self._columns[column].sort_field
        if sort_field is None:
            return
        direction = "asc" if order == Qt.SortOrder.AscendingOrder else "desc"
        self.set_sorting({sort_field: direction})

    def sort_column(self) -> tuple[int, Qt.SortOrder] | None:
        """The column and order the rows are in: the sorting sent, or, when none is, the server's
        own order (the column marked ``server_order``)."""
        wanted = [
            (number, direction)
            for sort_field, direction in self.fetcher.sorting.items()
            for number, column in enumerate(self._columns)
            if column.sort_field == sort_field
        ]
        if not self.fetcher.sorting:
            wanted = [
                (number, column.server_order)
                for number, column in enumerate(self._columns)
                if column.server_order
            ]
        if not wanted:
            return None
        number, direction = wanted[0]
        order = Qt.SortOrder.AscendingOrder if direction == "asc" else Qt.SortOrder.DescendingOrder
        return number, order

    def refresh_headers(self) -> None:
        """Header tooltips changed (they may depend on what the page learnt since)."""
        if self._columns:
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(self._columns) - 1)
