"""ONE virtual, paged table model for every resource, driven by column specs.

After the first page the model knows the collection's ``total`` and reports that many rows, but it
holds only a bounded number of pages (an LRU cache of compact rows: tuples of display values, never
decoded JSON). A row the view paints whose page is not cached shows a placeholder and asks for its
page; asks are coalesced by a zero-timer, so a scroll burst settles before anything is fetched, and
only pages still visible then are fetched (dragging to row 90,000 of 100,000 fetches that page
alone). A new sort, filter or page size bumps a generation: in-flight fetches are cancelled and any
late answer is dropped. A failed page keeps its rows as "retry" rows instead of freezing the table.

Opening the table and jumping far (nothing cached on or next to the screen) fetch a *window* instead
of whole pages: one request sized to the rows on screen (the smallest ``limit`` whose page holds
them all), so the first answer is small; a jump that shows rows 89,975-90,000 asks for 39 rows
(page 2,308 at 39 a page) rather than the two pages of 50 it straddles. The window's rows are
shown until pages replace them as the user scrolls on (scrolling on fetches whole pages, as before).

Scrolling looks ahead: as the rows on screen change (``look_ahead``, called by the view as it
scrolls), the pages just beyond the screen in the direction of travel are fetched too (four pages'
or four screens' worth of rows), after the pages on screen and only while fewer than
``MAX_PARALLEL_FETCHES`` are in flight, so a user paging through the list, even quickly, finds the
next rows there already instead of meeting placeholders at every page.
A fetch ahead that fails is forgotten (the page is asked for again once it is on screen), and one
still on its way is cancelled when a jump lands far away.

The server's envelope is the truth: its ``limit`` becomes the page size (it caps asks at 100), its
``total`` the row count.

What the view paints is read from Qt's own item storage (the model is a ``QStandardItemModel``
underneath): rows are copied there when they change (``ui/qt_rows.py``), a few pages of them, so a
repaint calls no Python. The view says which rows it paints (``show_rows``); that is where pages
not held are asked for, and where a held page whose rows left Qt's storage is copied back. Rows on
screen are copied at once; rows off screen (a page fetched ahead, the items of a page pushed out)
a slice per turn of the event loop, so a turn that paints carries a slice of that work rather
than a whole page of it; a row about to be painted is copied first whatever its turn.

``reload`` (F5) asks again for the rows on screen while still showing them: the answers replace
them in place. If the server does not answer, the rows stay as they were and the model is *stale*
(``stale_error`` says why) until a retry brings answers; only a new sort, filter or source empties
the table first.
"""

from __future__ import annotations

import asyncio
import itertools
import time
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Hashable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Protocol

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtGui import QAccessible, QStandardItemModel

from storeadmin_gui.api import errors
from storeadmin_gui.ui import qt_rows, tasks
from storeadmin_gui.ui.i18n import noop, tr, translated
from storeadmin_gui.ui.qt_rows import RowState, RowStorage

__all__ = [
    "MAX_PAGE_SIZE",
    "Cell",
    "Column",
    "PageAnswer",
    "PageSource",
    "PagedTableModel",
    "RowState",
]

MAX_PAGE_SIZE = 100  # docs/api.md section 4: the server never serves more per page

Cell = str | int | float | bool | None


class PageAnswer(Protocol):
    """What the model reads from an answer: the api's ``Page`` envelope fits."""

    @property
    def items(self) -> Sequence[Any]: ...
    @property
    def page(self) -> int: ...
    @property
    def limit(self) -> int: ...
    @property
    def pages(self) -> int: ...
    @property
    def total(self) -> int: ...


class PageSource(Protocol):
    """Every resource's ``list(...)`` (variants with the product code bound first) fits."""

    def __call__(
        self,
        *,
        page: int,
        limit: int,
        sorting: Mapping[str, str] | None = None,
        criteria: Mapping[str, str] | None = None,
    ) -> Awaitable[PageAnswer]: ...


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


def window_limit(first: int, last: int) -> int | None:
    """The smallest page size whose page holds rows ``first`` to ``last`` (None above the server's
    maximum): rows 89,975-90,000 are on page 2,308 at 39 rows a page (rows 89,973-90,011)."""
    for limit in range(last - first + 1, MAX_PAGE_SIZE + 1):
        if first // limit == last // limit:
            return limit
    return None


Row = tuple[Any, ...]  # (key, cell, cell, ...)
_LOADED = int(RowState.LOADED)
_FAILED = int(RowState.FAILED)


class PagedTableModel(QStandardItemModel):
    """The generic virtual model; see the module docstring for how paging works.

    It is Qt's own item model underneath: what the view paints is copied into Qt's item storage
    as rows change (``ui/qt_rows.py``), so painting calls no Python. Everything else (which pages
    are held, asked for, failed, stale) is kept here, in Python."""

    ErrorRole = qt_rows.ERROR  # the error that failed this row's page, on its first cell
    BadgeRole = qt_rows.BADGE  # the raw value of a badge column

    PLACEHOLDER = noop("table_model", "Loading…")
    MAX_PARALLEL_FETCHES = 4
    ROWS_IN_QT = 400  # rows of held pages copied into Qt's storage (at least 8 pages)
    LOOK_AHEAD_PAGES = 4  # how far beyond the screen scrolling fetches, in pages (or screens)
    COPY_BUDGET_S = 0.0015  # a turn of the event loop copies rows off screen for at most this
    AHEAD_SETTLE_S = 0.001  # a page fetched ahead is built this long after its answer is read

    total_changed = Signal()
    loading_changed = Signal(bool)
    stale_changed = Signal(bool)  # the rows shown could (not) be reloaded
    page_loaded = Signal(int)
    page_failed = Signal(int, object)
    # An api error a single table cannot handle inline (sign-in expired, server gone).
    request_failed = Signal(object)

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
        self._rows = RowStorage(self, [self._look(column) for column in self._columns])
        self._key = key
        self._source = source
        self._page_size = self._clamp_page_size(page_size)
        self._max_cached_rows = max_cached_rows
        self._sorting: dict[str, str] = {}
        self._criteria: dict[str, str] = {}
        self._generation = 0
        self._row_count = 0
        self._total: int | None = None
        self._pages: OrderedDict[int, list[Row]] = OrderedDict()
        # The held pages whose rows are in Qt's item storage too (those shown or arrived last):
        # what the view paints is there, a few pages of it, so Qt's copy stays small.
        self._in_qt: OrderedDict[int, None] = OrderedDict()
        # Rows off screen whose copy in Qt's storage is behind what they show, copied a few per
        # turn of the event loop (in order, as an ordered set).
        self._behind: dict[int, None] = {}
        self._copy_timer = QTimer(self)
        self._copy_timer.setSingleShot(True)
        # Not 0: Qt would fire a zero-timer started by its own slot again in the same pass of
        # the event loop, and the slices would add up in one turn again.
        self._copy_timer.setInterval(1)
        self._copy_timer.timeout.connect(self._copy_rows_behind)
        self._failed: dict[int, BaseException] = {}
        # Pages shown from before the last reload (still on screen until answers replace them),
        # the pages to ask again for them, and why the reload failed (None: not stale).
        self._stale_pages: set[int] = set()
        self._stale_retry: set[int] = set()
        self._stale_error: BaseException | None = None
        self._answered_at: datetime | None = None
        self._in_flight: dict[int, asyncio.Task[None]] = {}
        self._wanted: set[int] = set()
        # Pages to fetch ahead of the screen, and those of _in_flight fetched ahead (not yet shown).
        self._ahead: set[int] = set()
        self._fetched_ahead: set[int] = set()
        self._last_first_row = 0
        # The last window fetched (first row, its rows) and the one in flight (its task).
        self._window: tuple[int, list[Row]] = (0, [])
        self._window_task: asyncio.Task[None] | None = None
        self._window_pending = range(0)  # the rows the window in flight will bring
        self._screen_rows: Callable[[], int] | None = None
        self._loading = False
        self._visible_rows: Callable[[], tuple[int, int] | None] | None = None
        self._paused = False
        self._fetch_timer = QTimer(self)
        self._fetch_timer.setSingleShot(True)
        self._fetch_timer.setInterval(0)
        self._fetch_timer.timeout.connect(self._start_wanted_fetches)

    # ----------------------------------------------------------------- configuration

    @property
    def columns(self) -> tuple[Column, ...]:
        return self._columns

    @property
    def page_size(self) -> int:
        return self._page_size

    @property
    def total(self) -> int | None:
        """The collection's size as the server last reported it (None before the first answer)."""
        return self._total

    @property
    def loading(self) -> bool:
        return self._loading

    @property
    def sorting(self) -> dict[str, str]:
        return dict(self._sorting)

    @property
    def criteria(self) -> dict[str, str]:
        return dict(self._criteria)

    @property
    def cached_pages(self) -> list[int]:
        """Page numbers held in memory, least recently used first."""
        return list(self._pages)

    @property
    def pages_in_flight(self) -> list[int]:
        """Page numbers being fetched right now (those on screen and any fetched ahead)."""
        return sorted(self._in_flight)

    @property
    def fetching(self) -> bool:
        """A page is on its way, or about to be asked for (a look-ahead waiting its turn)."""
        return bool(self._in_flight) or self._fetch_timer.isActive()

    @property
    def failed_pages(self) -> list[int]:
        return sorted(self._failed)

    @property
    def failures(self) -> dict[int, BaseException]:
        """Failed page number -> the error that failed it."""
        return dict(self._failed)

    @property
    def stale(self) -> bool:
        """True while the rows shown are older than a reload that could not replace them."""
        return self._stale_error is not None

    @property
    def stale_error(self) -> BaseException | None:
        return self._stale_error

    @property
    def answered_at(self) -> datetime | None:
        """When the server last sent rows (local time): what stale rows date from."""
        return self._answered_at

    @property
    def max_cached_rows(self) -> int:
        return self._max_cached_rows

    @max_cached_rows.setter
    def max_cached_rows(self, rows: int) -> None:
        """How many rows to keep in memory (at least 16 pages are kept whatever this says)."""
        self._max_cached_rows = max(1, rows)
        self._evict_pages()

    @property
    def max_pages_in_qt(self) -> int:
        """Enough pages for a screen and the pages fetched ahead of it either way."""
        return max(8, self.ROWS_IN_QT // self._page_size)

    @property
    def max_cached_pages(self) -> int:
        """Enough pages for any viewport, few enough that memory stays flat."""
        return max(16, self._max_cached_rows // self._page_size)

    def set_source(
        self, source: PageSource | None, *, criteria: Mapping[str, str] | None = None
    ) -> None:
        """Switch the collection (e.g. another product's variants), optionally with new filters,
        and load it anew."""
        self._source = source
        if criteria is not None:
            self._criteria = {name: value for name, value in criteria.items() if value}
        self.refresh()

    def set_sorting(self, sorting: Mapping[str, str]) -> None:
        if dict(sorting) != self._sorting:
            self._sorting = dict(sorting)
            self.refresh()

    def set_criteria(self, criteria: Mapping[str, str]) -> None:
        """Filter by the server's ``criteria[...]``; empty values are left out."""
        cleaned = {name: value for name, value in criteria.items() if value}
        if cleaned != self._criteria:
            self._criteria = cleaned
            self.refresh()

    def set_page_size(self, page_size: int) -> None:
        size = self._clamp_page_size(page_size)
        if size != self._page_size:
            self._page_size = size
            self.refresh()

    def pause_fetching(self, paused: bool) -> None:
        """While the user drags the scroll bar, rows passing by are not fetched; on release, the
        pages then on screen are (so a drag to row 90,000 fetches that page alone)."""
        self._paused = paused
        if not paused and self._wanted and not self._fetch_timer.isActive():
            self._fetch_timer.start()

    def set_visible_rows_provider(self, provider: Callable[[], tuple[int, int] | None]) -> None:
        """Tell the model how to ask the view which rows are on screen right now."""
        self._visible_rows = provider

    def look_ahead(self) -> None:
        """The rows on screen changed (the view scrolled): fetch the page beyond them, in the
        direction the user is going, unless it is here or on its way already."""
        span = self._visible_span()
        if span is None or self._paused or self._source is None:
            return
        first, last = span
        backwards = first < self._last_first_row
        self._last_first_row = first
        reach = self.LOOK_AHEAD_PAGES * max(self._page_size, last - first + 1)
        if backwards:
            rows = range(max(0, first - reach), first)
        else:
            rows = range(last + 1, min(self._row_count, last + 1 + reach))
        pages = (
            set(range(self.page_of_row(rows[0]), self.page_of_row(rows[-1]) + 1)) if rows else set()
        )
        self._ahead = pages - set(self._pages) - set(self._in_flight) - set(self._failed)
        if self._ahead and not self._fetch_timer.isActive():
            self._fetch_timer.start()

    def set_screen_rows_provider(self, provider: Callable[[], int]) -> None:
        """Tell the model how many rows the view shows at once, so that the first request asks
        for that many rows (before the first answer, the view has no rows to ask about)."""
        self._screen_rows = provider

    @staticmethod
    def _look(column: Column) -> qt_rows.ColumnLook:
        aligned = int(column.alignment.value)
        return column.display, None if aligned == qt_rows.VIEW_ALIGNMENT else aligned, column.badge

    @staticmethod
    def _clamp_page_size(page_size: int) -> int:
        return max(1, min(MAX_PAGE_SIZE, int(page_size)))

    # ----------------------------------------------------------------- loading

    def refresh(self) -> None:
        """Forget everything, start a new generation and ask for the first page."""
        self._new_generation()
        self._cancel_window()
        self._forget_staleness()
        self.beginResetModel()
        self._pages.clear()
        self._in_qt.clear()
        self._row_count = 0
        self._behind.clear()
        self._rows.forget_all()
        self.endResetModel()
        self._set_total(None)
        if self._source is None:
            self._update_loading()
            return
        self._want(1)

    def reload(self) -> None:
        """Ask again for the rows on screen, showing them meanwhile (F5); see the module docstring.
        With nothing shown yet, this is :meth:`refresh`."""
        if self._source is None or self._row_count == 0:
            self.refresh()
            return
        self._new_generation()
        if self._window_task is not None:
            self._window_task.cancel()
            self._window_task = None
        self._window_pending = range(0)
        for page in list(self._failed):
            self._failed.pop(page)
            self._emit_page_changed(page)
        shown = set(self._pages)
        window_first, window_rows = self._window
        if window_rows:
            last = window_first + len(window_rows) - 1
            shown |= set(range(self.page_of_row(window_first), self.page_of_row(last) + 1))
        self._stale_pages = shown
        self._stale_retry.clear()
        for page in sorted(self._visible_pages() or {1}):
            self._want(page)

    def _new_generation(self) -> None:
        """Answers to what was asked so far are no longer wanted."""
        self._generation += 1
        for task in self._in_flight.values():
            task.cancel()
        self._in_flight.clear()
        self._wanted.clear()
        failed, self._failed = self._failed, {}
        for page in failed:  # their rows read Retry no longer
            self._emit_page_changed(page)
        self._ahead.clear()
        self._fetched_ahead.clear()

    def _forget_staleness(self) -> None:
        self._stale_pages.clear()
        self._stale_retry.clear()
        if self._stale_error is not None:
            self._stale_error = None
            self.stale_changed.emit(False)

    def _reload_answered(self, page: int) -> None:
        """Rows of the current generation arrived: off-screen pages from before the reload go
        (they are asked again when shown); the rows are no longer stale."""
        if not self._stale_pages:
            return
        self._stale_pages.discard(page)
        self._stale_retry.discard(page)
        busy = set(self._in_flight) | self._wanted
        for old in list(self._stale_pages):
            if old not in busy:
                self._stale_pages.discard(old)
                self._stale_retry.discard(old)
                if self._pages.pop(old, None) is not None:
                    self._in_qt.pop(old, None)
                    self._emit_page_changed(old)  # off screen: its items go, nothing repaints
        if not self._stale_pages:
            self._forget_staleness()

    def retry_failed(self) -> None:
        """Ask again for every page that failed (after the connection or sign-in is back)."""
        failed = list(self._failed)
        self._failed.clear()
        for page in failed:
            self._emit_page_changed(page)
            self._want(page)
        retry, self._stale_retry = self._stale_retry, set()
        for page in sorted(retry):
            self._want(page)
        if self._source is not None and self._row_count == 0 and not self._in_flight:
            self._want(1)

    def retry_page(self, page: int) -> None:
        if self._failed.pop(page, None) is not None:
            self._emit_page_changed(page)
            self._want(page)

    def page_of_row(self, row: int) -> int:
        return row // self._page_size + 1

    def _want(self, page: int) -> None:
        if page in self._fetched_ahead:  # fetched ahead, and now the user waits for it
            self._fetched_ahead.discard(page)
            self._update_loading()
        if page in self._in_flight or page in self._failed or page in self._wanted:
            return
        self._wanted.add(page)
        if not self._fetch_timer.isActive():
            self._fetch_timer.start()
        self._update_loading()

    def _visible_span(self) -> tuple[int, int] | None:
        """The first and last row on screen, within the rows the model has."""
        if self._visible_rows is None or self._row_count == 0:
            return None
        span = self._visible_rows()
        if span is None:
            return None
        first, last = span
        first = max(0, min(first, self._row_count - 1))
        return first, max(first, min(last, self._row_count - 1))

    def _visible_pages(self) -> set[int] | None:
        span = self._visible_span()
        if span is None:
            return None
        return set(range(self.page_of_row(span[0]), self.page_of_row(span[1]) + 1))

    def _start_wanted_fetches(self) -> None:
        """Zero-timer slot: fetch the wanted pages still on screen, a few at a time."""
        if self._source is None:
            self._wanted.clear()
            self._update_loading()
            return
        if self._paused and self._row_count:
            return  # resumed by pause_fetching(False)
        visible = self._visible_pages()
        if visible is not None:
            # The first page is needed for total even when nothing is painted yet.
            self._wanted &= visible | ({1} if self._row_count == 0 else set())
        if self._start_window_fetch():
            return
        for page in sorted(self._wanted):
            if len(self._in_flight) >= self.MAX_PARALLEL_FETCHES:
                break
            self._wanted.discard(page)
            if page in self._pages and page not in self._stale_pages:
                continue
            self._in_flight[page] = tasks.spawn(
                self._fetch(page, self._generation, self._page_size), owner=self
            )
        for page in sorted(self._ahead):
            if len(self._in_flight) >= self.MAX_PARALLEL_FETCHES:
                break
            self._ahead.discard(page)
            if page in self._pages or page in self._in_flight or page in self._failed:
                continue
            self._fetched_ahead.add(page)
            self._in_flight[page] = tasks.spawn(
                self._fetch_ahead(page, self._generation, self._page_size), owner=self
            )
        self._update_loading()

    def _start_window_fetch(self) -> bool:
        """Opening or a jump: fetch just the rows on screen, in one small request (see the module
        docstring). False when whole pages are the better fetch (scrolling on, a failed page)."""
        if (
            self._window_task is not None
            or set(self._in_flight) - self._fetched_ahead
            or not self._wanted
            or self._failed
        ):
            return False
        if self._row_count == 0:
            if self._screen_rows is None or self._wanted != {1}:
                return False
            first, last = 0, max(1, self._screen_rows()) - 1
        else:
            span = self._visible_span()
            if span is None:
                return False
            first, last = span
            near = range(self.page_of_row(first) - 1, self.page_of_row(last) + 2)
            window_first, window_rows = self._window
            window_near = bool(window_rows) and (
                window_first - self._page_size <= last
                and first < window_first + len(window_rows) + self._page_size
            )
            if window_near or any(page in self._pages for page in near):
                return False  # scrolling on from rows already here: whole pages, as before
        limit = window_limit(first, last)
        pages_instead = self.page_of_row(last) - self.page_of_row(first) + 1
        if limit is None or limit >= pages_instead * self._page_size:
            return False
        self._wanted.clear()  # the window holds every row on screen
        self._cancel_fetches_ahead()  # for where the user was before the jump
        start = first // limit * limit
        self._window_pending = range(start, start + limit)
        self._window_task = tasks.spawn(
            self._fetch_window(first // limit + 1, limit, self._generation), owner=self
        )
        self._update_loading()
        return True

    async def _ask(
        self,
        page: int,
        limit: int,
        generation: int,
        arrived: Callable[[PageAnswer], None],
        failed: Callable[[Exception], None],
    ) -> None:
        """Ask the source for a page and hand on the answer, or the failure (the rows show retry
        instead of loading forever); what comes back for an older generation (sort, filter) is
        dropped."""
        source = self._source
        assert source is not None
        try:
            answer = await source(
                page=page, limit=limit, sorting=self.sorting, criteria=self.criteria
            )
            if page in self._fetched_ahead:
                # Nobody waits for it: its rows are built in a later turn of the event loop than
                # the one that read and parsed the answer (each of them is milliseconds).
                await asyncio.sleep(self.AHEAD_SETTLE_S)
            if generation == self._generation:
                arrived(answer)
        except asyncio.CancelledError:
            raise
        except Exception as error:
            if generation == self._generation:
                failed(error)

    async def _fetch_window(self, page: int, limit: int, generation: int) -> None:
        """Fetch the window; if it fails, the pages it covers fail (and show retry rows)."""

        def window_failed(error: Exception) -> None:
            self._window_task = None
            self._window_pending = range(0)
            first = (page - 1) * limit
            last = max(first, min(first + limit, self._row_count) - 1)
            for failed in range(self.page_of_row(first), self.page_of_row(last) + 1):
                self._page_failed(failed, error)

        await self._ask(page, limit, generation, self._window_arrived, window_failed)

    def _window_arrived(self, answer: PageAnswer) -> None:
        served = self._clamp_page_size(answer.limit or 1)
        first = (answer.page - 1) * served
        rows = [self._compact(item) for item in answer.items]
        self._window_task = None
        self._window_pending = range(0)
        replaced_first, replaced = self._window
        self._window = (first, rows)
        self._answered_at = datetime.now()
        self._resize(answer.total)
        last = first + len(rows) - 1
        covered = range(self.page_of_row(first), self.page_of_row(max(first, last)) + 1)
        for page in covered:
            self._stale_pages.discard(page)
            self._pages.pop(page, None)  # the window's rows are newer than such a page
            self._in_qt.pop(page, None)
        self._emit_rows_changed(replaced_first, replaced_first + len(replaced) - 1)
        # The window's rows, and those of the pages it replaced beside them.
        self._emit_rows_changed(
            (covered[0] - 1) * self._page_size, covered[-1] * self._page_size - 1
        )
        self._update_loading()
        if self._wanted and not self._fetch_timer.isActive():
            self._fetch_timer.start()
        self._reload_answered(covered[0])
        for page in covered:
            self.page_loaded.emit(page)

    def _cancel_window(self) -> None:
        if self._window_task is not None:
            self._window_task.cancel()
            self._window_task = None
        self._window_pending = range(0)
        self._forget_window()

    def _forget_window(self) -> None:
        first, rows = self._window
        self._window = (0, [])
        self._emit_rows_changed(first, first + len(rows) - 1)

    def _drop_window_off_screen(self) -> None:
        """Once the user has scrolled on from the window, pages hold what is on screen: the
        window's rows go (they are not on screen, so nothing repaints)."""
        first, rows = self._window
        span = self._visible_span()
        if rows and span is not None and (first + len(rows) <= span[0] or first > span[1]):
            self._forget_window()

    def _window_row(self, row: int) -> Row | None:
        first, rows = self._window
        return rows[row - first] if first <= row < first + len(rows) else None

    def _cancel_fetches_ahead(self) -> None:
        self._ahead.clear()
        for page in self._fetched_ahead:
            task = self._in_flight.pop(page, None)
            if task is not None:
                task.cancel()
        self._fetched_ahead.clear()

    async def _fetch_ahead(self, page: int, generation: int, limit: int) -> None:
        """Fetch a page ahead of the screen; if that fails, forget it (it is asked for again
        when shown, and a failure that matters is reported then)."""

        def failed(error: Exception) -> None:
            if page not in self._fetched_ahead:  # on screen meanwhile: the user waits for it
                self._page_failed(page, error)
                return
            self._finish_fetch(page)
            if not isinstance(error, errors.ApiError):
                tasks.report_exception(error)  # a bug, not a network condition: make it visible

        await self._ask(
            page, limit, generation, lambda answer: self._page_arrived(page, limit, answer), failed
        )

    async def _fetch(self, page: int, generation: int, limit: int) -> None:
        """Fetch one page (see ``_ask``)."""
        await self._ask(
            page,
            limit,
            generation,
            lambda answer: self._page_arrived(page, limit, answer),
            lambda error: self._page_failed(page, error),
        )

    def _finish_fetch(self, page: int) -> None:
        self._in_flight.pop(page, None)
        self._fetched_ahead.discard(page)
        if self._wanted and not self._fetch_timer.isActive():
            self._fetch_timer.start()
        self._update_loading()

    def _page_failed(self, page: int, error: BaseException) -> None:
        if page in self._stale_pages:
            # A reload that failed: the rows shown stay, marked stale, to be asked again.
            self._stale_retry.add(page)
            self._finish_fetch(page)
            was_stale, self._stale_error = self.stale, error
            if not was_stale:
                self.stale_changed.emit(True)
        else:
            self._failed[page] = error
            self._finish_fetch(page)
            self._emit_page_changed(page)
            self.page_failed.emit(page, error)
        if isinstance(error, errors.Unauthorized | errors.ServerUnreachable):
            self.request_failed.emit(error)
        elif not isinstance(error, errors.ApiError):
            tasks.report_exception(error)  # a bug, not a network condition: make it visible

    def _page_arrived(self, asked_page: int, asked_limit: int, answer: PageAnswer) -> None:
        if asked_limit != self._page_size:
            # Asked before the server changed the page size: its rows would land in the wrong place.
            self._finish_fetch(asked_page)
            self._emit_page_changed(asked_page)
            return
        served_limit = self._clamp_page_size(answer.limit or asked_limit)
        if served_limit != self._page_size:
            # The server chose another page size: cached pages no longer line up with rows.
            self._page_size = served_limit
            self._pages.clear()
            self._in_qt.clear()
            self._failed.clear()
            self._stale_pages.clear()
            self._stale_retry.clear()
            self._window = (0, [])
            self._emit_rows_changed(0, self._row_count - 1)
        rows = [self._compact(item) for item in answer.items]
        self._store_page(answer.page, rows)
        self._answered_at = datetime.now()
        self._drop_window_off_screen()
        self._finish_fetch(asked_page)
        self._reload_answered(asked_page)
        self._reload_answered(answer.page)
        self._resize(answer.total)
        if answer.page != asked_page and asked_page not in self._pages:
            # Asked beyond the last page: the rows asked for no longer exist past the new total.
            self._pages[asked_page] = []
        self._emit_page_changed(answer.page)
        self.page_loaded.emit(answer.page)

    def _compact(self, item: Any) -> Row:
        return (self._key(item), *(column.extract(item) for column in self._columns))

    def _store_page(self, page: int, rows: list[Row]) -> None:
        """Hold an arrived page, its rows in Qt's storage too (written by the caller)."""
        self._pages[page] = rows
        self._pages.move_to_end(page)
        self._in_qt[page] = None
        self._in_qt.move_to_end(page)
        self._evict_pages()

    def _evict_pages(self) -> None:
        """Keep at most ``max_cached_pages``, and ``max_pages_in_qt`` of them in Qt's storage:
        the least recently shown go (off screen: their items go, nothing repaints)."""
        while len(self._pages) > self.max_cached_pages:
            page, _rows = self._pages.popitem(last=False)
            if page in self._in_qt:
                del self._in_qt[page]
                self._emit_page_changed(page)
        while len(self._in_qt) > self.max_pages_in_qt:
            page, _none = self._in_qt.popitem(last=False)
            self._emit_page_changed(page)

    def _resize(self, total: int) -> None:
        """Grow or shrink the row count to the server's ``total``."""
        total = max(0, int(total))
        if total != self._row_count:
            self._rows.forget_from(total)
            for row in [row for row in self._behind if row >= total]:
                del self._behind[row]
            self._row_count = total
            self.setRowCount(total)
        self._set_total(total)

    def _set_total(self, total: int | None) -> None:
        if total != self._total:
            self._total = total
            self.total_changed.emit()

    def _update_loading(self) -> None:
        loading = (
            bool(set(self._in_flight) - self._fetched_ahead)
            or bool(self._wanted)
            or self._window_task is not None
        )
        if loading != self._loading:
            self._loading = loading
            self.loading_changed.emit(loading)

    def _emit_page_changed(self, page: int) -> None:
        first = (page - 1) * self._page_size
        self._emit_rows_changed(first, first + self._page_size - 1)

    def _emit_rows_changed(self, first: int, last: int) -> None:
        """Copy what the rows ``first`` to ``last`` (those the model has) now show into Qt's item
        storage and say so with a dataChanged: at once for the rows on screen (or all of them
        when no view says which are), a few per turn of the event loop for the others
        (``_copy_rows_behind``)."""
        first, last = max(0, first), min(last, self._row_count - 1)
        if first > last:
            return
        span = None if QAccessible.isActive() else self._visible_span()
        if span is None:  # a screen reader hears of every change as it happens, as Qt has it
            self._write_rows(self._rows_to_write(first, last))
            self.dataChanged.emit(self.index(first, 0), self.index(last, len(self._columns) - 1))
            return
        shown_first, shown_last = max(first, span[0]), min(last, span[1])
        if shown_first <= shown_last:
            self._write_rows(range(shown_first, shown_last + 1))
            self.dataChanged.emit(
                self.index(shown_first, 0), self.index(shown_last, len(self._columns) - 1)
            )
        self._defer_rows(first, min(last, span[0] - 1))
        self._defer_rows(max(first, span[1] + 1), last)

    def _defer_rows(self, first: int, last: int) -> None:
        """The rows ``first`` to ``last`` (off screen) are copied into Qt's storage later."""
        if first <= last:
            self._behind.update(dict.fromkeys(self._rows_to_write(first, last)))
            if self._behind and not self._copy_timer.isActive():
                self._copy_timer.start()

    def _copy_rows_behind(self) -> None:
        """Timer slot: copy rows off screen into Qt's storage for at most ``COPY_BUDGET_S``,
        the rest in the next turn. A page fetched ahead is 600 cells to write and as many to free
        for the page it pushes out: done at once, that lands in the same turn of the event loop
        as a paint, and their sum is the worst freeze while scrolling."""
        deadline = time.perf_counter() + self.COPY_BUDGET_S
        written: list[int] = []
        with self._rows.writing():
            while self._behind and (not written or time.perf_counter() < deadline):
                row = next(iter(self._behind))
                self._write_row(row)  # leaves _behind
                written.append(row)
        # Off screen, so the view repaints nothing; one change per run of rows (a change that
        # spanned the screen would repaint it).
        written.sort()
        last_column = len(self._columns) - 1
        for _gap, run in itertools.groupby(enumerate(written), lambda pair: pair[1] - pair[0]):
            rows = [row for _number, row in run]
            self.dataChanged.emit(self.index(rows[0], 0), self.index(rows[-1], last_column))
        if self._behind:
            self._copy_timer.start()

    def _rows_to_write(self, first: int, last: int) -> Iterable[int]:
        """The rows from ``first`` to ``last`` whose Qt copy may change: all of them, or for a
        span of (nearly) every row, only those that hold or should hold items."""
        if last - first < self.max_pages_in_qt * self._page_size:
            return range(first, last + 1)
        return sorted({*self._rows.rows_in(first, last), *self._held_rows(first, last)})

    def _write_rows(self, rows: Iterable[int]) -> None:
        """Copy what ``rows`` now show into Qt's item storage."""
        with self._rows.writing():
            for row in rows:
                self._write_row(row)

    def _held_rows(self, first: int, last: int) -> Iterator[int]:
        """The rows from ``first`` to ``last`` that Qt's storage should hold: those of pages in
        it, of failed pages and of the window."""
        pages = (*self._in_qt, *self._failed)
        window_first, window_rows = self._window
        spans = [((page - 1) * self._page_size, page * self._page_size) for page in pages]
        spans.append((window_first, window_first + len(window_rows)))
        for start, end in spans:
            yield from range(max(start, first), min(end - 1, last) + 1)

    def _write_row(self, row: int) -> None:
        """Copy what ``row`` shows now into Qt's storage: its cells, its Retry, or nothing."""
        self._behind.pop(row, None)
        page = self.page_of_row(row)
        rows = self._pages.get(page)
        if rows is not None:
            offset = row - (page - 1) * self._page_size
            in_qt = page in self._in_qt and offset < len(rows)
            cached = rows[offset] if in_qt else None
        elif (error := self._failed.get(page)) is not None:
            message = tr("table_model", "Could not load these rows: {error}").format(error=error)
            texts = (tr("table_model", "Retry"), message)[: len(self._columns)]
            self._rows.marked(row, RowState.FAILED, texts, str(error))
            return
        else:
            cached = self._window_row(row)
        if cached is None:
            self._rows.clear(row)
        else:
            self._rows.loaded(row, cached[1:])

    def show_rows(self, first: int, last: int) -> None:
        """The view paints the rows ``first`` to ``last``: the pages it shows are kept longest,
        and those not here are asked for (their rows read "Loading…" meanwhile)."""
        first, last = max(0, first), min(last, self._row_count - 1)
        if first > last:
            return
        for page in range(self.page_of_row(first), self.page_of_row(last) + 1):
            if page in self._pages:
                self._pages.move_to_end(page)
                if page in self._in_qt:
                    self._in_qt.move_to_end(page)
                else:  # held, but its rows left Qt's storage: painted from there in a moment
                    self._in_qt[page] = None
                    self._defer_rows((page - 1) * self._page_size, page * self._page_size - 1)
        self._evict_pages()
        behind = [row for row in range(first, last + 1) if row in self._behind]
        if behind:  # painted in a moment: copied now
            self._write_rows(behind)
        stored = self._rows.stored
        waiting: list[int] = []
        for row in range(first, last + 1):
            if stored.get(row) in (_LOADED, _FAILED):
                continue
            page = self.page_of_row(row)
            if page in self._pages or page in self._failed or self._window_row(row) is not None:
                continue
            if row not in self._window_pending:
                self._want(page)
            if row not in stored:
                waiting.append(row)
        if waiting:
            with self._rows.writing():  # painted over by the view's skeleton: nothing to repaint
                for row in waiting:
                    self._rows.marked(row, RowState.LOADING, (self.PLACEHOLDER,), None)

    # ----------------------------------------------------------------- rows

    def _cached_row(self, row: int) -> Row | None:
        """The cached row, or None when its page is not here (this never asks for it)."""
        rows = self._pages.get(self.page_of_row(row))
        if rows is None:
            return self._window_row(row)
        offset = row - (self.page_of_row(row) - 1) * self._page_size
        return rows[offset] if offset < len(rows) else None

    def row_state(self, row: int) -> RowState:
        page = self.page_of_row(row)
        if page in self._failed:
            return RowState.FAILED
        if page in self._pages or self._window_row(row) is not None:
            return RowState.LOADED
        return RowState.LOADING

    def key_at(self, row: int) -> Hashable | None:
        """The key (id or code) of the item shown in ``row``, when that row is loaded."""
        if not 0 <= row < self._row_count:
            return None
        cached = self._cached_row(row)
        return None if cached is None else cached[0]

    def cell_at(self, row: int, column: int) -> Cell:
        """One compact cell of a loaded row (None when the row is not loaded)."""
        cached = self._cached_row(row) if 0 <= row < self._row_count else None
        return None if cached is None else cached[column + 1]

    def text_at(self, row: int, column: int) -> str | None:
        """The text a loaded cell shows (None when its row is not loaded), read from the pages
        held rather than from Qt's storage, which holds only a few pages of them."""
        cached = self._cached_row(row) if 0 <= row < self._row_count else None
        if cached is None or not 0 <= column < len(self._columns):
            return None
        return self._columns[column].display(cached[column + 1])

    def cells_at(self, row: int) -> tuple[Cell, ...] | None:
        """The compact cells of a loaded row (for the detail panel's heading, tests, exports)."""
        cached = self._cached_row(row) if 0 <= row < self._row_count else None
        return None if cached is None else tuple(cached[1:])

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
            for sort_field, direction in self._sorting.items()
            for number, column in enumerate(self._columns)
            if column.sort_field == sort_field
        ]
        if not self._sorting:
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
