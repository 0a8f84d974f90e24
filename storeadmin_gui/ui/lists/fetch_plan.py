"""A paged list's schedule: which pages are wanted, fetched ahead and in flight, and when.

Part of the Qt-free fetcher (``ui/lists/page_fetcher.py``, whose docstring tells the whole story):
:class:`FetchPlan` keeps what is asked for and starts it in one callback soon on the asyncio loop,
so a burst of wants (a scroll) settles first; :class:`Staleness` keeps what a reload has yet to
replace; :class:`FetchEvents` is what the fetcher tells its table.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal, Protocol

from storeadmin_gui.ui.lists.page_cache import PageCache, window_limit

__all__ = ["FetchEvents", "FetchPlan", "Outbox", "PlanHost", "Staleness", "Viewport"]


def _nothing(*_args: object) -> None:
    """An event nobody listens to."""


@dataclass(frozen=True)
class FetchEvents:
    """What the fetcher tells its table, each a callable (nothing by default)."""

    rows_changed: Callable[[int, int], None] = _nothing  # what rows first..last show changed
    page_stored: Callable[[int], None] = _nothing  # a page's rows arrived (they show soon)
    pages_dropped: Callable[[list[int]], None] = _nothing  # pages no longer held
    reset: Callable[[], None] = _nothing  # every row forgotten (a new query)
    row_count: Callable[[int], None] = _nothing  # the list's rows now number this
    total_changed: Callable[[], None] = _nothing
    loading_changed: Callable[[bool], None] = _nothing
    stale_changed: Callable[[bool], None] = _nothing
    page_loaded: Callable[[int], None] = _nothing
    page_failed: Callable[[int, BaseException], None] = _nothing
    # An api error one list cannot handle inline (sign-in expired, server gone).
    request_failed: Callable[[BaseException], None] = _nothing
    items_arrived: Callable[[Sequence[Any]], None] = _nothing  # an answer's items, as sent


Event = Literal[
    "rows_changed",
    "page_stored",
    "pages_dropped",
    "reset",
    "row_count",
    "total_changed",
    "loading_changed",
    "stale_changed",
    "page_loaded",
    "page_failed",
    "request_failed",
    "items_arrived",
]
# What the table's model does with (its rows, its storage); the others are for its page.
MODEL_SIDE: frozenset[Event] = frozenset(
    {"rows_changed", "page_stored", "pages_dropped", "reset", "row_count"}
)


class Outbox:
    """The fetcher's events on their way to its table. While the fetcher makes one change
    (:meth:`holding`: an answer taken in, a new query), they wait; then the model's go first
    (rows and pages, in order), the page's after (totals, loading, answers, in order), so each
    side is told once per change rather than in turns."""

    def __init__(self, events: FetchEvents) -> None:
        self.events = events
        self._held: list[tuple[Event, tuple[Any, ...]]] | None = None

    def emit(self, event: Event, *args: Any) -> None:
        if self._held is None:
            getattr(self.events, event)(*args)
        else:
            self._held.append((event, args))

    @contextlib.contextmanager
    def holding(self) -> Iterator[None]:
        if self._held is not None:  # a change within a change: told with the outer one
            yield
            return
        self._held = []
        try:
            yield
        finally:
            held, self._held = self._held, None
            for event, args in sorted(held, key=lambda item: item[0] not in MODEL_SIDE):
                getattr(self.events, event)(*args)


@dataclass
class Staleness:
    """Pages shown from before the last reload (on screen until answers replace them), those to
    ask again for them, and why the reload failed (None: not stale)."""

    pages: set[int] = field(default_factory=set)
    retry: set[int] = field(default_factory=set)
    error: BaseException | None = None

    def failed(self, page: int, error: BaseException) -> bool:
        """A reload of ``page`` failed: it is asked again on a retry. True when the rows shown
        have just become stale."""
        self.retry.add(page)
        was_stale, self.error = self.error is not None, error
        return not was_stale

    def answered(self, page: int, busy: set[int]) -> list[int]:
        """Rows of ``page`` arrived: the other pages from before the reload that nothing is
        fetching go (returned: they are asked again when shown)."""
        if not self.pages:
            return []
        self.pages.discard(page)
        self.retry.discard(page)
        gone = [old for old in self.pages if old not in busy]
        self.pages.difference_update(gone)
        self.retry.difference_update(gone)
        return gone

    def forget(self) -> bool:
        """Nothing is stale any more; True when the rows shown were."""
        self.pages.clear()
        self.retry.clear()
        was_stale, self.error = self.error is not None, None
        return was_stale


@dataclass
class Viewport:
    """What the list's view shows, as the view tells it (nothing until it is told)."""

    # The rows on screen now (first, last), or None while nothing is shown.
    visible_rows: Callable[[], tuple[int, int] | None] | None = None
    # How many rows the view shows at once: the first request asks for that many.
    screen_rows: Callable[[], int] | None = None

    def span(self, row_count: int) -> tuple[int, int] | None:
        """The first and last row on screen, within the ``row_count`` rows of the list."""
        if self.visible_rows is None or row_count == 0:
            return None
        span = self.visible_rows()
        if span is None:
            return None
        first = max(0, min(span[0], row_count - 1))
        return first, max(first, min(span[1], row_count - 1))


class PlanHost(Protocol):
    """What the plan reads of its fetcher."""

    outbox: Outbox
    cache: PageCache
    viewport: Viewport
    failures: dict[int, BaseException]
    page_size: int
    row_count: int

    @property
    def has_source(self) -> bool: ...
    def page_of_row(self, row: int) -> int: ...
    def shows_stale(self, page: int) -> bool: ...
    def visible_span(self) -> tuple[int, int] | None: ...
    def visible_pages(self) -> set[int] | None: ...
    def start_fetch(self, page: int) -> asyncio.Task[None]: ...
    def start_window(self, page: int, limit: int) -> asyncio.Task[None]: ...


class FetchPlan:
    """The fetcher's schedule: which pages are wanted, fetched ahead and in flight, and the
    window on its way; what is wanted is asked for in one callback soon on the loop."""

    MAX_PARALLEL_FETCHES = 4
    LOOK_AHEAD_PAGES = 4  # how far beyond the screen scrolling fetches, in pages (or screens)

    def __init__(self, fetcher: PlanHost) -> None:
        self._fetcher = fetcher
        self.in_flight: dict[int, asyncio.Task[None]] = {}
        self.wanted: set[int] = set()
        # Pages to fetch ahead of the screen, and those of in_flight fetched ahead (not shown yet).
        self.ahead: set[int] = set()
        self.fetched_ahead: set[int] = set()
        self.window_task: asyncio.Task[None] | None = None
        self.window_pending = range(0)  # the rows the window in flight will bring
        self.loading = False
        self.paused = False
        self._last_first_row = 0
        self._scheduled: asyncio.Handle | None = None

    @property
    def fetching(self) -> bool:
        """A page is on its way, or about to be asked for (a look-ahead waiting its turn)."""
        return bool(self.in_flight) or self._scheduled is not None

    def want(self, page: int) -> None:
        if page in self.fetched_ahead:  # fetched ahead, and now the user waits for it
            self.fetched_ahead.discard(page)
            self.update_loading()
        if page in self.in_flight or page in self._fetcher.failures or page in self.wanted:
            return
        self.wanted.add(page)
        self.schedule()
        self.update_loading()

    def touch(self, first: int, last: int) -> list[int]:
        """Rows ``first`` to ``last`` are shown: their held pages are kept longest; returns them."""
        fetcher = self._fetcher
        held = []
        for page in range(fetcher.page_of_row(first), fetcher.page_of_row(last) + 1):
            if page in fetcher.cache.pages:
                fetcher.cache.pages.move_to_end(page)
                held.append(page)
        return held

    def wait_for(self, rows: Iterable[int]) -> list[int]:
        """Of ``rows`` (shown), those no page, failure or window holds: their pages are wanted
        (unless the window on its way brings them)."""
        fetcher = self._fetcher
        waiting = []
        for row in rows:
            page = fetcher.page_of_row(row)
            if (
                page in fetcher.cache.pages
                or page in fetcher.failures
                or fetcher.cache.window_row(row) is not None
            ):
                continue
            if row not in self.window_pending:
                self.want(page)
            waiting.append(row)
        return waiting

    def schedule(self) -> None:
        """Start what is wanted soon, once: a burst of wants settles first."""
        if self._scheduled is None:
            self._scheduled = asyncio.get_running_loop().call_soon(self._start)

    def pause(self, paused: bool) -> None:
        self.paused = paused
        if not paused and self.wanted:
            self.schedule()

    def look_ahead(self, span: tuple[int, int]) -> None:
        """The rows on screen are ``span``: fetch the pages beyond, the way the user goes."""
        fetcher = self._fetcher
        first, last = span
        backwards = first < self._last_first_row
        self._last_first_row = first
        reach = self.LOOK_AHEAD_PAGES * max(fetcher.page_size, last - first + 1)
        if backwards:
            rows = range(max(0, first - reach), first)
        else:
            rows = range(last + 1, min(fetcher.row_count, last + 1 + reach))
        pages = (
            set(range(fetcher.page_of_row(rows[0]), fetcher.page_of_row(rows[-1]) + 1))
            if rows
            else set()
        )
        self.ahead = pages - set(fetcher.cache.pages) - set(self.in_flight) - set(fetcher.failures)
        if self.ahead:
            self.schedule()

    def drop_all(self) -> None:
        """Nothing asked so far is wanted any more (the window's fetch aside)."""
        for task in self.in_flight.values():
            task.cancel()
        self.in_flight.clear()
        self.wanted.clear()
        self.ahead.clear()
        self.fetched_ahead.clear()

    def cancel_window(self) -> None:
        if self.window_task is not None:
            self.window_task.cancel()
            self.window_task = None
        self.window_pending = range(0)

    def close(self) -> None:
        self.drop_all()
        self.cancel_window()
        if self._scheduled is not None:
            self._scheduled.cancel()
            self._scheduled = None

    def finish(self, page: int) -> None:
        """The fetch of ``page`` ended (answered, failed or dropped)."""
        self.in_flight.pop(page, None)
        self.fetched_ahead.discard(page)
        if self.wanted:
            self.schedule()
        self.update_loading()

    def window_done(self) -> None:
        self.window_task = None
        self.window_pending = range(0)

    def update_loading(self) -> None:
        loading = (
            bool(set(self.in_flight) - self.fetched_ahead)
            or bool(self.wanted)
            or self.window_task is not None
        )
        if loading != self.loading:
            self.loading = loading
            self._fetcher.outbox.emit("loading_changed", loading)

    def _start(self) -> None:
        """Fetch the wanted pages still on screen, a few at a time, then those ahead."""
        self._scheduled = None
        fetcher = self._fetcher
        if not fetcher.has_source:
            self.wanted.clear()
            self.update_loading()
            return
        if self.paused and fetcher.row_count:
            return  # resumed by pause(False)
        visible = fetcher.visible_pages()
        if visible is not None:
            # The first page is needed for total even when nothing is painted yet.
            self.wanted &= visible | ({1} if fetcher.row_count == 0 else set())
        if self._start_window():
            return
        for page in sorted(self.wanted):
            if len(self.in_flight) >= self.MAX_PARALLEL_FETCHES:
                break
            self.wanted.discard(page)
            if page in fetcher.cache.pages and not fetcher.shows_stale(page):
                continue
            self.in_flight[page] = fetcher.start_fetch(page)
        for page in sorted(self.ahead):
            if len(self.in_flight) >= self.MAX_PARALLEL_FETCHES:
                break
            self.ahead.discard(page)
            if page in fetcher.cache.pages or page in self.in_flight or page in fetcher.failures:
                continue
            self.fetched_ahead.add(page)
            self.in_flight[page] = fetcher.start_fetch(page)
        self.update_loading()

    def _start_window(self) -> bool:
        """Opening or a jump: fetch just the rows on screen, in one small request (see the module
        docstring). False when whole pages are the better fetch (scrolling on, a failed page)."""
        fetcher = self._fetcher
        if (
            self.window_task is not None
            or set(self.in_flight) - self.fetched_ahead
            or not self.wanted
            or fetcher.failures
        ):
            return False
        page_size = fetcher.page_size
        if fetcher.row_count == 0:
            screen = fetcher.viewport.screen_rows
            if screen is None or self.wanted != {1}:
                return False
            first, last = 0, max(1, screen()) - 1
        else:
            span = fetcher.visible_span()
            if span is None:
                return False
            first, last = span
            near = range(fetcher.page_of_row(first) - 1, fetcher.page_of_row(last) + 2)
            window_first, window_rows = fetcher.cache.window
            window_near = bool(window_rows) and (
                window_first - page_size <= last
                and first < window_first + len(window_rows) + page_size
            )
            if window_near or any(page in fetcher.cache.pages for page in near):
                return False  # scrolling on from rows already here: whole pages
        limit = window_limit(first, last)
        pages_instead = fetcher.page_of_row(last) - fetcher.page_of_row(first) + 1
        if limit is None or limit >= pages_instead * page_size:
            return False
        self.wanted.clear()  # the window holds every row on screen
        self._cancel_ahead()  # for where the user was before the jump
        start = first // limit * limit
        self.window_pending = range(start, start + limit)
        self.window_task = fetcher.start_window(first // limit + 1, limit)
        self.update_loading()
        return True

    def _cancel_ahead(self) -> None:
        self.ahead.clear()
        for page in self.fetched_ahead:
            task = self.in_flight.pop(page, None)
            if task is not None:
                task.cancel()
        self.fetched_ahead.clear()
