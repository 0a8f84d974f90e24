"""The paged lists' fetcher on plain asyncio, no Qt: what it asks the server for, when, and what
it drops, as a person scrolling a list would notice it (rows that come, rows that wait, rows that
fail and come back, rows kept while a reload goes unanswered).

The table model's behaviour on top of it (Qt's storage, painting) is tested in ``tests/ui``.
"""

from __future__ import annotations

import asyncio
import subprocess
import sys
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

import pytest

from storeadmin_gui.api import Criteria, OrderCriteria, errors
from storeadmin_gui.ui.lists.fetch_plan import FetchEvents, FetchPlan
from storeadmin_gui.ui.lists.page_cache import window_limit
from storeadmin_gui.ui.lists.page_fetcher import PageFetcher

pytestmark = pytest.mark.anyio


@dataclass(frozen=True)
class Answer:
    items: list[dict[str, Any]]
    page: int
    limit: int
    pages: int
    total: int


class Server:
    """Serves pages as docs/api.md section 4 says (a capped limit, the last page past the end);
    remembers what it was asked; holds answers while a page's gate is closed."""

    def __init__(self, count: int, *, max_limit: int = 100) -> None:
        self.items = [{"id": i, "name": f"Item {i:05d}"} for i in range(count)]
        self.max_limit = max_limit
        self.asked: list[tuple[int, int]] = []  # (page, limit)
        self.queries: list[tuple[dict[str, str], Criteria | None]] = []
        self.failing: Exception | None = None
        self.gates: dict[int, asyncio.Event] = {}  # page -> answered once set
        self.all_gated: asyncio.Event | None = None

    async def __call__(
        self,
        *,
        page: int,
        limit: int,
        sorting: Mapping[str, str] | None = None,
        criteria: Criteria | None = None,
    ) -> Answer:
        self.asked.append((page, limit))
        self.queries.append((dict(sorting or {}), criteria))
        await asyncio.sleep(0)
        if self.all_gated is not None:
            await self.all_gated.wait()
        if page in self.gates:
            await self.gates[page].wait()
        if self.failing is not None:
            raise self.failing
        limit = min(limit, self.max_limit)
        items = self.items[::-1] if (sorting or {}).get("id") == "desc" else self.items
        pages = max(1, -(-len(items) // limit))
        page = min(page, pages)
        start = (page - 1) * limit
        return Answer(items[start : start + limit], page, limit, pages, len(items))


@dataclass
class Table:
    """What a table is told, and what it shows: rows on screen, how many fit."""

    screen: list[int] = field(default_factory=lambda: [0, 19])
    fits: int = 20
    changed: list[tuple[int, int]] = field(default_factory=list)
    dropped: list[int] = field(default_factory=list)
    loaded: list[int] = field(default_factory=list)
    failed: list[tuple[int, BaseException]] = field(default_factory=list)
    stale: list[bool] = field(default_factory=list)
    unreachable: list[BaseException] = field(default_factory=list)
    resets: int = 0

    def events(self) -> FetchEvents:
        def reset() -> None:
            self.resets += 1

        return FetchEvents(
            rows_changed=lambda first, last: self.changed.append((first, last)),
            pages_dropped=self.dropped.extend,
            reset=reset,
            page_loaded=self.loaded.append,
            page_failed=lambda page, error: self.failed.append((page, error)),
            stale_changed=self.stale.append,
            request_failed=self.unreachable.append,
        )


def make(server: Server, table: Table, **options: Any) -> PageFetcher:
    bugs: list[BaseException] = options.pop("bugs", [])
    fetcher = PageFetcher(
        lambda item: (item["id"], item["name"]),
        table.events(),
        server,
        report=bugs.append,
        **options,
    )
    fetcher.viewport.visible_rows = lambda: (table.screen[0], table.screen[1])
    fetcher.viewport.screen_rows = lambda: table.fits
    return fetcher


async def opened(server: Server, table: Table, **options: Any) -> PageFetcher:
    """A fetcher of ``server``'s list, its first rows there and nothing asked since."""
    fetcher = make(server, table, **options)
    fetcher.refresh()
    await settled(fetcher)
    server.asked.clear()
    return fetcher


async def settled(fetcher: PageFetcher) -> None:
    """Until nothing is on its way or about to be asked for (a few turns of the loop: every
    answer here comes at once, or when its gate opens)."""
    for _turn in range(10_000):
        if not (fetcher.plan.fetching or fetcher.loading):
            return
        await asyncio.sleep(0)
    raise AssertionError("the fetcher never settled")


def names(fetcher: PageFetcher, first: int, last: int) -> list[str | None]:
    return [(row[1] if (row := fetcher.row(n)) else None) for n in range(first, last + 1)]


def show(fetcher: PageFetcher, table: Table, first: int, last: int) -> list[int]:
    """The view scrolled to rows ``first``..``last`` and paints them."""
    table.screen[:] = [first, last]
    fetcher.plan.touch(first, last)
    return fetcher.plan.wait_for(range(first, last + 1))


async def test_opening_asks_for_the_rows_on_screen_in_one_small_request() -> None:
    server, table = Server(1000), Table(fits=23)
    fetcher = make(server, table, page_size=50)
    fetcher.refresh()
    assert fetcher.loading and fetcher.total is None
    await settled(fetcher)
    assert server.asked == [(1, 23)]  # a window the size of the screen, not a page of 50
    assert fetcher.total == fetcher.row_count == 1000
    assert names(fetcher, 0, 1) == ["Item 00000", "Item 00001"]
    assert fetcher.row(23) is None and table.loaded == [1]


async def test_a_scroll_burst_settles_first_and_only_the_rows_still_shown_are_fetched() -> None:
    server, table = Server(10_000), Table()
    fetcher = await opened(server, table, page_size=50)
    show(fetcher, table, 400, 419)
    show(fetcher, table, 2_000, 2_019)
    show(fetcher, table, 5_010, 5_029)  # where the user stops, all in one turn of the loop
    await settled(fetcher)
    limit = window_limit(5_010, 5_029)  # the smallest page that holds them: 30 rows
    assert limit == 30 and server.asked == [(5_010 // limit + 1, limit)]  # nothing else
    assert names(fetcher, 5_010, 5_010) == ["Item 05010"]


async def test_scrolling_on_fetches_whole_pages_four_at_most_at_once() -> None:
    server, table = Server(10_000), Table()
    fetcher = await opened(server, table, page_size=10)
    server.all_gated = asyncio.Event()
    show(fetcher, table, 15, 74)  # on from the rows held: pages 2 to 8
    await asyncio.sleep(0.01)
    assert fetcher.plan.fetching and len(fetcher.plan.in_flight) == FetchPlan.MAX_PARALLEL_FETCHES
    server.all_gated.set()
    await settled(fetcher)
    assert sorted(page for page, _limit in server.asked) == [2, 3, 4, 5, 6, 7, 8]
    assert {limit for _page, limit in server.asked} == {10}
    assert names(fetcher, 74, 74) == ["Item 00074"]


async def test_rows_passing_by_while_the_scroll_bar_is_dragged_are_not_fetched() -> None:
    server, table = Server(10_000), Table()
    fetcher = await opened(server, table, page_size=50)
    fetcher.plan.pause(True)
    for first in range(1_000, 9_000, 1_000):
        show(fetcher, table, first, first + 19)
        await asyncio.sleep(0)
    assert server.asked == []
    fetcher.plan.pause(False)
    await settled(fetcher)
    assert server.asked == [(401, 20)]  # rows 8,000-8,019 alone


async def test_looking_ahead_fetches_the_pages_beyond_the_screen_the_way_it_scrolls() -> None:
    server, table = Server(10_000), Table()
    fetcher = await opened(server, table, page_size=50)
    show(fetcher, table, 40, 59)
    await settled(fetcher)
    server.asked.clear()
    fetcher.look_ahead()
    await settled(fetcher)
    ahead = sorted(page for page, _limit in server.asked)
    assert ahead == [3, 4, 5, 6]  # beyond page 2, on screen, four pages' worth
    assert not fetcher.loading  # nobody waited for them

    show(fetcher, table, 9_000, 9_019)  # a jump: the view tells of each scroll
    fetcher.look_ahead()
    await settled(fetcher)
    show(fetcher, table, 8_960, 8_979)  # backwards now
    await settled(fetcher)
    server.asked.clear()
    fetcher.look_ahead()
    await settled(fetcher)
    assert sorted(page for page, _limit in server.asked) == [176, 177, 178, 179]


async def test_a_fetch_ahead_that_fails_is_forgotten_until_the_rows_are_shown() -> None:
    server, table = Server(10_000), Table()
    fetcher = await opened(server, table, page_size=50)
    show(fetcher, table, 40, 59)
    await settled(fetcher)
    server.failing = errors.ServerError("Down for a moment", status=503)
    fetcher.look_ahead()
    await settled(fetcher)
    assert table.failed == [] and fetcher.failures == {}  # nothing to retry, nothing said
    server.failing = None
    show(fetcher, table, 150, 169)
    await settled(fetcher)
    assert names(fetcher, 150, 150) == ["Item 00150"]


async def test_a_failed_page_fails_its_rows_until_retried() -> None:
    server, table = Server(10_000), Table()
    bugs: list[BaseException] = []
    fetcher = make(server, table, page_size=50, bugs=bugs)
    fetcher.refresh()
    await settled(fetcher)
    show(fetcher, table, 30, 60)  # pages 1 and 2: whole pages, not a window
    await settled(fetcher)
    server.failing = errors.ServerUnreachable("The server did not answer", outcome_unknown=False)
    show(fetcher, table, 120, 139)
    show(fetcher, table, 95, 114)
    await settled(fetcher)
    assert sorted(fetcher.failures) == [3]
    assert [page for page, _error in table.failed] == [3]
    assert table.unreachable  # the session hears of it, to probe the server
    assert show(fetcher, table, 100, 110) == []  # failed rows are not asked for again by paint
    await settled(fetcher)
    server.failing = None
    fetcher.retry_failed()
    await settled(fetcher)
    assert fetcher.failures == {} and names(fetcher, 100, 100) == ["Item 00100"]
    assert bugs == []  # a network failure is no bug


async def test_a_new_sort_or_filter_drops_what_was_asked_before() -> None:
    server, table = Server(1_000), Table()
    fetcher = await opened(server, table, page_size=50)
    server.gates[1] = asyncio.Event()
    fetcher.set_criteria(OrderCriteria(state="new"))
    await asyncio.sleep(0.01)
    fetcher.set_sorting({"id": "desc"})  # while the filtered answer is on its way
    server.gates[1].set()
    await settled(fetcher)
    assert names(fetcher, 0, 0) == ["Item 00999"]  # the late answer was not shown
    assert table.resets == 3
    last_sorting, last_criteria = server.queries[-1]
    assert last_sorting == {"id": "desc"} and last_criteria == OrderCriteria(state="new")
    fetcher.set_criteria(OrderCriteria(state=""))  # nothing chosen: no filter, listed anew
    await settled(fetcher)
    assert server.queries[-1][1] is None and table.resets == 4
    fetcher.set_criteria(None)  # the same: nothing asked
    assert table.resets == 4


async def test_a_reload_nobody_answers_keeps_the_rows_marked_stale_until_a_retry() -> None:
    server, table = Server(1_000), Table()
    fetcher = await opened(server, table, page_size=50)
    server.items[0]["name"] = "Renamed"
    server.failing = errors.Timeout("No answer in time", outcome_unknown=False)
    fetcher.reload()
    await settled(fetcher)
    assert table.stale == [True] and fetcher.stale_error is server.failing
    assert names(fetcher, 0, 0) == ["Item 00000"]  # still shown, as it was
    assert fetcher.failures == {}
    server.failing = None
    fetcher.retry_failed()
    await settled(fetcher)
    assert table.stale == [True, False] and names(fetcher, 0, 0) == ["Renamed"]


async def test_the_servers_page_size_and_total_are_the_truth() -> None:
    server, table = Server(1_000, max_limit=30), Table()
    fetcher = await opened(server, table, page_size=50)
    show(fetcher, table, 10, 40)
    await settled(fetcher)
    assert fetcher.page_size == 30  # as the server served it: its pages are the rows' places
    show(fetcher, table, 10, 40)  # the next paint asks for the rest at that size
    await settled(fetcher)
    assert names(fetcher, 0, 40) == [f"Item {n:05d}" for n in range(41)]
    assert {limit for _page, limit in server.asked} == {50, 30}
    server.items = server.items[:35]
    fetcher.reload()
    await settled(fetcher)
    assert fetcher.total == fetcher.row_count == 35


async def test_only_a_bounded_number_of_pages_is_held() -> None:
    server, table = Server(100_000), Table()
    fetcher = await opened(server, table, page_size=10, max_cached_rows=50)
    for first in range(0, 400, 10):
        show(fetcher, table, first, first + 9)
        await settled(fetcher)
    assert len(fetcher.cache.pages) == 16  # the floor for any screen
    assert table.dropped and 1 not in fetcher.cache.pages
    assert names(fetcher, 395, 395) == ["Item 00395"] and fetcher.row(5) is None


async def test_an_item_a_row_cannot_be_made_of_fails_its_page_and_is_reported_as_a_bug() -> None:
    server, table = Server(100), Table()
    bugs: list[BaseException] = []
    fetcher = PageFetcher(
        lambda item: (item["id"], item["price"]), table.events(), server, report=bugs.append
    )
    fetcher.viewport.visible_rows = lambda: (0, 19)
    fetcher.refresh()
    await settled(fetcher)
    assert [page for page, _error in table.failed] == [1]
    assert isinstance(bugs[0], KeyError)


def test_the_fetcher_runs_without_qt() -> None:
    """Importing it loads no Qt: it runs in any asyncio program (and these tests)."""
    code = (
        "import sys, storeadmin_gui.ui.lists.page_fetcher; "
        "print(sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6')))"
    )
    loaded = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    ).stdout
    assert loaded.strip() == "[]"
