"""What a paged list fetches, when, and what it drops: plain Python on asyncio, no Qt.

:class:`PageFetcher` holds a list's query (source, sort, filters, page size) and decides every
request its table makes. After the first answer it knows the list's ``total``; it holds only a
bounded number of pages (``ui/lists/page_cache.py``, least recently shown dropped first). A row
shown whose page is not held is *wanted*; wants are coalesced by one callback soon on the loop
(:class:`FetchPlan`), so a scroll burst settles before anything is fetched, and only pages still
on screen then are fetched, at most ``MAX_PARALLEL_FETCHES`` at once. A new sort, filter or page
size starts a new generation: fetches in flight are cancelled and late answers dropped. A failed
page keeps its rows as failed rows, to retry.

Opening the list and jumping far (nothing held on or next to the screen) fetch a *window*: one
request sized to the rows on screen (the smallest ``limit`` whose page holds them all), so the
first answer is small; a jump that shows rows 89,975-90,000 asks for 39 rows (page 2,308 at 39 a
page) rather than the two pages of 50 it straddles. Scrolling on fetches whole pages.

Scrolling looks ahead: as the rows on screen change (:meth:`PageFetcher.look_ahead`), the pages
just beyond them in the direction of travel are fetched too (``LOOK_AHEAD_PAGES`` pages' or
screens' worth), after the pages on screen and only while the in-flight limit allows. A fetch
ahead that fails is forgotten (asked again once on screen); one on its way is cancelled when a
jump lands far away.

The server's envelope is the truth: its ``limit`` becomes the page size, its ``total`` the row
count. :meth:`PageFetcher.reload` (F5) asks again for the rows on screen while they stay shown;
if no answer comes they stay, marked stale (``stale_error`` says why), until a retry brings
answers; only a new sort, filter or source empties the list first.

What it learns it tells its table through :class:`FetchEvents` (rows changed, pages dropped,
totals, loading, failures): the table only stores and paints.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Coroutine, Mapping
from datetime import datetime
from typing import Any

from storeadmin_gui.api import Criteria, errors
from storeadmin_gui.ui.lists.fetch_plan import FetchEvents, FetchPlan, Outbox, Staleness, Viewport
from storeadmin_gui.ui.lists.page_cache import (
    PageAnswer,
    PageCache,
    PageSource,
    Row,
    clamp_page_size,
)

__all__ = ["FetchEvents", "PageFetcher"]

log = logging.getLogger(__name__)

Spawn = Callable[[Coroutine[Any, Any, None]], "asyncio.Task[None]"]


class PageFetcher:
    """Decides every request of one paged list; see the module docstring.

    ``compact`` turns an item into its row (its key first); ``spawn`` starts a fetch as a task
    (the table's owner cancels them when it goes); ``report`` receives what is a bug rather than
    a network condition (an answer a column cannot read)."""

    AHEAD_SETTLE_S = 0.001  # a page fetched ahead is built this long after its answer is read

    def __init__(
        self,
        compact: Callable[[Any], Row],
        events: FetchEvents | None = None,
        source: PageSource | None = None,
        *,
        page_size: int = 50,
        max_cached_rows: int = 2000,
        spawn: Spawn | None = None,
        report: Callable[[BaseException], None] | None = None,
    ) -> None:
        self.outbox = Outbox(events or FetchEvents())
        self.cache = PageCache(max_cached_rows)
        self.plan = FetchPlan(self)
        self._compact = compact
        self._spawn = spawn or _plain_task
        self._report = report or _log_bug
        self.source = source
        self.page_size = clamp_page_size(page_size)
        self.sorting: dict[str, str] = {}
        self.criteria: Criteria | None = None
        self.row_count = 0
        self.total: int | None = None  # as the server last reported it (None: not known yet)
        self.failures: dict[int, BaseException] = {}
        self.answered_at: datetime | None = None  # when rows last came: what stale rows date from
        self._generation = 0
        self._stale = Staleness()
        self.viewport = Viewport()  # the view tells it what it shows

    # ----------------------------------------------------------------- what is known

    @property
    def loading(self) -> bool:
        return self.plan.loading

    @property
    def has_source(self) -> bool:
        return self.source is not None

    @property
    def stale_error(self) -> BaseException | None:
        return self._stale.error

    def shows_stale(self, page: int) -> bool:
        return page in self._stale.pages

    def page_of_row(self, row: int) -> int:
        return row // self.page_size + 1

    def row(self, row: int) -> Row | None:
        """The row held (None when it is not, or beyond the list)."""
        if not 0 <= row < self.row_count:
            return None
        return self.cache.row(row, self.page_size)

    def visible_span(self) -> tuple[int, int] | None:
        """The first and last row on screen, within the rows the list has."""
        return self.viewport.span(self.row_count)

    def visible_pages(self) -> set[int] | None:
        span = self.visible_span()
        if span is None:
            return None
        return set(range(self.page_of_row(span[0]), self.page_of_row(span[1]) + 1))

    # ----------------------------------------------------------------- the query and the view

    def set_source(self, source: PageSource | None, criteria: Criteria | None) -> None:
        """Another collection (another product's variants), with its filters; listed anew."""
        self.source = source
        self.criteria = criteria if criteria is not None and criteria.chosen() else None
        self.refresh()

    def set_sorting(self, sorting: Mapping[str, str]) -> None:
        if dict(sorting) != self.sorting:
            self.sorting = dict(sorting)
            self.refresh()

    def set_criteria(self, criteria: Criteria | None) -> None:
        """Filter by ``criteria`` (none chosen is no filter); listed anew when they changed."""
        cleaned = criteria if criteria is not None and criteria.chosen() else None
        if cleaned != self.criteria:
            self.criteria = cleaned
            self.refresh()

    def set_page_size(self, page_size: int) -> None:
        size = clamp_page_size(page_size)
        if size != self.page_size:
            self.page_size = size
            self.refresh()

    def set_max_cached_rows(self, rows: int) -> None:
        """How many rows to keep (at least 16 pages are kept whatever this says)."""
        self.cache.max_rows = max(1, rows)
        self._drop(self.cache.over_limit(self.page_size))

    def close(self) -> None:
        """Nothing more is wanted: every fetch is cancelled, late answers dropped."""
        self._generation += 1
        self.plan.close()

    # ----------------------------------------------------------------- what to fetch

    def refresh(self) -> None:
        """Forget everything, start a new generation and ask for the first page."""
        with self.outbox.holding():
            self._refresh()

    def _refresh(self) -> None:
        self._new_generation()
        self.plan.cancel_window()
        self._forget_window()
        self._forget_staleness()
        self.cache.pages.clear()
        self.row_count = 0
        self.outbox.emit("reset")
        self._set_total(None)
        if self.source is None:
            self.plan.update_loading()
            return
        self.plan.want(1)

    def reload(self) -> None:
        """Ask again for the rows on screen, showing them meanwhile (F5); with nothing shown
        yet, this is :meth:`refresh`."""
        if self.source is None or self.row_count == 0:
            self.refresh()
            return
        with self.outbox.holding():
            self._reload()

    def _reload(self) -> None:
        self._new_generation()
        self.plan.cancel_window()
        self._stale.pages = set(self.cache.pages) | set(self.cache.window_pages(self.page_size))
        self._stale.retry.clear()
        for page in sorted(self.visible_pages() or {1}):
            self.plan.want(page)

    def retry_failed(self) -> None:
        """Ask again for every page that failed (after the connection or sign-in is back)."""
        failed = list(self.failures)
        self.failures.clear()
        for page in failed:
            self._page_changed(page)
            self.plan.want(page)
        retry, self._stale.retry = self._stale.retry, set()
        for page in sorted(retry):
            self.plan.want(page)
        if self.source is not None and self.row_count == 0 and not self.plan.in_flight:
            self.plan.want(1)

    def retry_page(self, page: int) -> None:
        if self.failures.pop(page, None) is not None:
            self._page_changed(page)
            self.plan.want(page)

    def look_ahead(self) -> None:
        """The rows on screen changed (the view scrolled): fetch the pages beyond them, in the
        direction the user is going, unless they are here or on their way already."""
        span = self.visible_span()
        if span is not None and not self.plan.paused and self.source is not None:
            self.plan.look_ahead(span)

    def start_fetch(self, page: int) -> asyncio.Task[None]:
        return self._spawn(self._fetch(page, self._generation, self.page_size))

    def start_window(self, page: int, limit: int) -> asyncio.Task[None]:
        return self._spawn(self._fetch_window(page, limit))

    # ----------------------------------------------------------------- answers

    async def _ask(
        self,
        page: int,
        limit: int,
        generation: int,
        arrived: Callable[[PageAnswer], None],
        failed: Callable[[Exception], None],
    ) -> None:
        """Ask the source for a page and hand on the answer, or the failure (the rows show retry
        instead of loading forever); what comes back for an older generation is dropped."""
        source = self.source
        assert source is not None
        try:
            answer = await source(
                page=page, limit=limit, sorting=dict(self.sorting), criteria=self.criteria
            )
            if page in self.plan.fetched_ahead:
                # Nobody waits for it: its rows are built in a later turn of the event loop than
                # the one that read and parsed the answer (each of them is milliseconds).
                await asyncio.sleep(self.AHEAD_SETTLE_S)
            if generation == self._generation:
                with self.outbox.holding():
                    arrived(answer)
        except asyncio.CancelledError:
            raise
        except Exception as error:
            if generation == self._generation:
                with self.outbox.holding():
                    failed(error)

    async def _fetch_window(self, page: int, limit: int) -> None:
        """Fetch the window; if it fails, the pages it covers fail (and show retry rows)."""

        def window_failed(error: Exception) -> None:
            self.plan.window_done()
            first = (page - 1) * limit
            last = max(first, min(first + limit, self.row_count) - 1)
            for failed in range(self.page_of_row(first), self.page_of_row(last) + 1):
                self._page_failed(failed, error)

        await self._ask(page, limit, self._generation, self._window_arrived, window_failed)

    def _window_arrived(self, answer: PageAnswer) -> None:
        first = (answer.page - 1) * clamp_page_size(answer.limit or 1)
        rows = [self._compact(item) for item in answer.items]
        self.plan.window_done()
        replaced_first, replaced = self.cache.window
        self.cache.window = (first, rows)
        self.answered_at = datetime.now()
        self._resize(answer.total)
        last = first + len(rows) - 1
        covered = range(self.page_of_row(first), self.page_of_row(max(first, last)) + 1)
        for page in covered:
            self._stale.pages.discard(page)
            if self.cache.pages.pop(page, None) is not None:  # the window's rows are newer
                self._drop([page])
        self.outbox.emit("rows_changed", replaced_first, replaced_first + len(replaced) - 1)
        # The window's rows, and those of the pages it replaced beside them.
        self.outbox.emit(
            "rows_changed", (covered[0] - 1) * self.page_size, covered[-1] * self.page_size - 1
        )
        self.plan.update_loading()
        if self.plan.wanted:
            self.plan.schedule()
        self._reload_answered(covered[0])
        self.outbox.emit("items_arrived", answer.items)
        for page in covered:
            self.outbox.emit("page_loaded", page)

    async def _fetch(self, page: int, generation: int, limit: int) -> None:
        """Fetch one page (see ``_ask``); a page fetched ahead that fails is forgotten (asked
        again when shown, and a failure that matters is reported then)."""

        def failed(error: Exception) -> None:
            if page not in self.plan.fetched_ahead:  # on screen (or now): the user waits for it
                self._page_failed(page, error)
                return
            self.plan.finish(page)
            if not isinstance(error, errors.ApiError):
                self._report(error)  # a bug, not a network condition: make it visible

        await self._ask(
            page, limit, generation, lambda answer: self._page_arrived(page, limit, answer), failed
        )

    def _page_failed(self, page: int, error: BaseException) -> None:
        if page in self._stale.pages:
            # A reload that failed: the rows shown stay, marked stale, to be asked again.
            became_stale = self._stale.failed(page, error)
            self.plan.finish(page)
            if became_stale:
                self.outbox.emit("stale_changed", True)
        else:
            self.failures[page] = error
            self.plan.finish(page)
            self._page_changed(page)
            self.outbox.emit("page_failed", page, error)
        if isinstance(error, errors.Unauthorized | errors.ServerUnreachable):
            self.outbox.emit("request_failed", error)
        elif not isinstance(error, errors.ApiError):
            self._report(error)  # a bug, not a network condition: make it visible

    def _page_arrived(self, asked_page: int, asked_limit: int, answer: PageAnswer) -> None:
        if asked_limit != self.page_size:
            # Asked before the server changed the page size: its rows would land in the wrong place.
            self.plan.finish(asked_page)
            self._page_changed(asked_page)
            return
        served_limit = clamp_page_size(answer.limit or asked_limit)
        if served_limit != self.page_size:
            # The server chose another page size: held pages no longer line up with rows.
            self.page_size = served_limit
            dropped = list(self.cache.pages)
            self.cache.pages.clear()
            self.failures.clear()
            self._stale.pages.clear()
            self._stale.retry.clear()
            self.cache.window = (0, [])
            self._drop(dropped)
            self.outbox.emit("rows_changed", 0, self.row_count - 1)
        self.cache.store(answer.page, [self._compact(item) for item in answer.items])
        self.outbox.emit("page_stored", answer.page)
        self._drop(self.cache.over_limit(self.page_size))
        self.answered_at = datetime.now()
        self._drop_window_off_screen()
        self.plan.finish(asked_page)
        self._reload_answered(asked_page)
        self._reload_answered(answer.page)
        self._resize(answer.total)
        if answer.page != asked_page and asked_page not in self.cache.pages:
            # Asked beyond the last page: the rows asked for no longer exist past the new total.
            self.cache.pages[asked_page] = []
        self._page_changed(answer.page)
        self.outbox.emit("items_arrived", answer.items)
        self.outbox.emit("page_loaded", answer.page)

    # ----------------------------------------------------------------- what to drop

    def _new_generation(self) -> None:
        """Answers to what was asked so far are no longer wanted."""
        self._generation += 1
        self.plan.drop_all()
        failed, self.failures = self.failures, {}
        for page in failed:  # their rows read Retry no longer
            self._page_changed(page)

    def _forget_staleness(self) -> None:
        if self._stale.forget():
            self.outbox.emit("stale_changed", False)

    def _reload_answered(self, page: int) -> None:
        """Rows of the current generation arrived: off-screen pages from before the reload go
        (they are asked again when shown); the rows are no longer stale."""
        if not self._stale.pages:
            return
        busy = set(self.plan.in_flight) | self.plan.wanted
        for old in self._stale.answered(page, busy):
            if self.cache.pages.pop(old, None) is not None:
                self._drop([old])
        if not self._stale.pages:
            self._forget_staleness()

    def _drop(self, pages: list[int]) -> None:
        """``pages`` are no longer held (off screen: their rows go, nothing repaints)."""
        if pages:
            self.outbox.emit("pages_dropped", pages)

    def _forget_window(self) -> None:
        first, rows = self.cache.window
        if rows:
            self.cache.window = (0, [])
            self.outbox.emit("rows_changed", first, first + len(rows) - 1)

    def _drop_window_off_screen(self) -> None:
        """Once the user has scrolled on from the window, pages hold what is on screen: the
        window's rows go (they are not on screen, so nothing repaints)."""
        first, rows = self.cache.window
        span = self.visible_span()
        if rows and span is not None and (first + len(rows) <= span[0] or first > span[1]):
            self._forget_window()

    # ----------------------------------------------------------------- telling the table

    def _resize(self, total: int) -> None:
        """Grow or shrink the row count to the server's ``total``."""
        total = max(0, int(total))
        if total != self.row_count:
            self.row_count = total
            self.outbox.emit("row_count", total)
        self._set_total(total)

    def _set_total(self, total: int | None) -> None:
        if total != self.total:
            self.total = total
            self.outbox.emit("total_changed")

    def _page_changed(self, page: int) -> None:
        first = (page - 1) * self.page_size
        self.outbox.emit("rows_changed", first, first + self.page_size - 1)


_TASKS: set[asyncio.Task[None]] = set()


def _plain_task(coro: Coroutine[Any, Any, None]) -> asyncio.Task[None]:
    """A task on the running loop, referenced until it ends (the loop holds tasks weakly)."""
    task = asyncio.get_running_loop().create_task(coro)
    _TASKS.add(task)
    task.add_done_callback(_TASKS.discard)
    return task


def _log_bug(error: BaseException) -> None:
    log.error("A page could not be read", exc_info=error)
