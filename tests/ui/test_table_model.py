"""The generic virtual model over a small in-memory page source: Qt's model rules and refcounts.

Behaviour against the real backend (paging, sorting, filters, jumps, stale answers, failures) is
tested through the pages in ``test_pages_*.py``; here only what needs no server.
"""

from __future__ import annotations

import asyncio
import sys
from typing import Any

from PySide6.QtCore import Qt

from storeadmin_gui.api import errors
from storeadmin_gui.ui.lists.table_model import Column, PagedTableModel, RowState, window_limit
from tests.ui.conftest import ReportedErrors
from tests.ui.memory_source import COLUMNS, MemorySource


def wait_idle(qtbot: Any, model: PagedTableModel) -> None:
    qtbot.waitUntil(lambda: not model.loading and model.total is not None, timeout=5000)


def on_screen(qtbot: Any, source: MemorySource, screen: list[int]) -> PagedTableModel:
    """A model whose view shows 20 rows, ``screen`` (first and last row) as the test scrolls;
    loaded once."""
    model = PagedTableModel(COLUMNS, key=lambda item: item["id"], source=source, page_size=50)
    model.set_screen_rows_provider(lambda: 20)
    model.set_visible_rows_provider(lambda: (screen[0], screen[1]))
    model.refresh()
    wait_idle(qtbot, model)
    return model


def test_model_obeys_qt_model_rules_while_pages_arrive_and_reset(
    qtbot: Any, qtmodeltester: Any
) -> None:
    source = MemorySource(250)
    model = PagedTableModel(COLUMNS, key=lambda item: item["id"], source=source, page_size=20)
    qtmodeltester.check(model)

    model.refresh()
    wait_idle(qtbot, model)
    assert model.rowCount() == 250
    assert model.data(model.index(0, 1)) == "Item 00000"

    far = model.index(240, 0)
    model.show_rows(240, 240)  # the view paints that row
    assert model.data(far) == PagedTableModel.PLACEHOLDER
    qtbot.waitUntil(lambda: model.data(far) == "240", timeout=5000)

    model.sort(0, Qt.SortOrder.DescendingOrder)
    wait_idle(qtbot, model)
    assert model.data(model.index(0, 0)) == "249"

    source.items = source.items[:30]  # the collection shrinks: the next answer removes rows
    model.refresh()
    wait_idle(qtbot, model)
    assert model.rowCount() == 30


def test_page_size_follows_what_the_server_serves(qtbot: Any) -> None:
    source = MemorySource(1000)
    model = PagedTableModel(COLUMNS, key=lambda item: item["id"], source=source, page_size=100)
    model.refresh()
    wait_idle(qtbot, model)
    assert model.page_size == 100
    assert model.data(model.index(99, 0)) == "99"
    assert model.row_state(100) == RowState.LOADING


CYCLES = 10_000


def test_insert_and_reset_cycles_do_not_lose_references_to_none(run: Any) -> None:
    """PySide6 6.12 loses a None reference per insert/reset pair, then aborts (architecture.md).

    None's count is the whole process's: what earlier tests left behind (widgets waiting for a
    deferred delete, answers still landing from their servers' threads, garbage) moves it by a few
    hundred either way while the cycles run, on a good PySide6 too (measured: -16 to +300 over
    three idle seconds). The fault this guards against loses one reference per cycle, 10,000
    here; a fall of a tenth of that is the fault, a fall of a few hundred is not.
    """
    source = MemorySource(3)
    model = PagedTableModel(COLUMNS, key=lambda item: item["id"], source=source, page_size=10)

    waiting: list[asyncio.Future[None]] = []

    def release(_page: object) -> None:
        for future in waiting:
            future.set_result(None)

    model.page_loaded.connect(release)

    async def reload() -> None:
        waiting[:] = [asyncio.get_running_loop().create_future()]
        model.refresh()  # a reset, then the first page's answer inserts its rows
        await waiting[0]

    async def cycles(count: int) -> None:
        for _ in range(count):
            await reload()

    inserts: list[int] = []
    model.rowsInserted.connect(lambda _parent, _first, last: inserts.append(last))
    run(reload())
    before = sys.getrefcount(None)
    run(cycles(CYCLES), timeout=120.0)

    assert model.rowCount() == 3
    assert len(inserts) == CYCLES + 1
    lost = before - sys.getrefcount(None)
    assert lost < CYCLES // 10, f"{lost} references to None lost over {CYCLES} cycles"


def test_a_column_that_fails_on_an_item_fails_its_page_visibly(
    qtbot: Any, reported_errors: ReportedErrors
) -> None:
    def broken(item: dict[str, Any]) -> str:
        if item["id"] == 25:
            raise KeyError("price")
        return str(item["id"])

    columns = (Column("Id", broken), COLUMNS[1])
    model = PagedTableModel(columns, key=lambda item: item["id"], source=MemorySource(60))
    model.set_page_size(20)
    model.refresh()
    wait_idle(qtbot, model)
    model.show_rows(30, 30)  # the view paints a row of the second page
    qtbot.waitUntil(lambda: model.failed_pages == [2], timeout=5000)

    assert model.row_state(30) == RowState.FAILED
    assert model.data(model.index(30, 0)) == "Retry"
    assert not model.loading  # the table does not wait forever
    assert [type(error) for error in reported_errors] == [KeyError]  # the bug is not swallowed


def test_the_smallest_page_that_holds_the_rows_on_screen() -> None:
    for first, last in ((0, 24), (89_975, 90_000), (1234, 1262), (99, 100)):
        limit = window_limit(first, last)
        assert limit is not None and limit < 50
        assert first // limit == last // limit  # one page of that size holds them all
        assert window_limit(first, last) == min(
            size for size in range(last - first + 1, 101) if first // size == last // size
        )
    assert window_limit(0, 150) is None  # more than the server serves at once


def test_opening_and_jumping_fetch_the_screen_in_one_small_request(qtbot: Any) -> None:
    source = MemorySource(10_000)
    screen = [0, 19]
    model = on_screen(qtbot, source, screen)
    assert (source.asked, source.limits) == ([1], [20])  # the first answer is one screen
    assert model.rowCount() == 10_000 and model.row_state(19) == RowState.LOADED

    screen[:] = [9_010, 9_029]  # a jump: 20 rows asked once, not the page of 50 they are in
    model.show_rows(9_010, 9_029)
    wait_idle(qtbot, model)
    limit = source.limits[-1]
    asked = range((source.asked[-1] - 1) * limit, source.asked[-1] * limit)
    assert len(source.asked) == 2 and 9_010 in asked and 9_029 in asked and limit < 50
    assert [model.data(model.index(row, 1)) for row in (9_010, 9_029)] == [
        "Item 09010",
        "Item 09029",
    ]

    screen[:] = [9_030, 9_049]  # scrolling on from there: whole pages again
    model.show_rows(9_030, 9_049)
    wait_idle(qtbot, model)
    assert source.limits[2:] == [50]
    assert model.data(model.index(9_049, 1)) == "Item 09049"


def test_a_failed_jump_fails_the_pages_on_screen(
    qtbot: Any, reported_errors: ReportedErrors
) -> None:
    source = MemorySource(10_000)
    model = PagedTableModel(COLUMNS, key=lambda item: item["id"], source=source, page_size=50)
    model.set_screen_rows_provider(lambda: 20)
    model.set_visible_rows_provider(lambda: (5_040, 5_059))
    model.refresh()
    wait_idle(qtbot, model)
    source.fail = True
    model.show_rows(5_040, 5_059)
    qtbot.waitUntil(lambda: model.failed_pages == [101, 102], timeout=5000)
    assert model.data(model.index(5_045, 0)) == "Retry"
    assert not model.loading


def test_reload_shows_the_rows_meanwhile_and_keeps_them_stale_while_the_server_is_gone(
    qtbot: Any,
) -> None:
    source = MemorySource(500)
    screen = [0, 19]
    model = on_screen(qtbot, source, screen)
    screen[:] = [120, 139]  # scrolled on: pages 3 and 1 are held, the window too
    model.show_rows(100, 159)
    wait_idle(qtbot, model)
    resets: list[bool] = []
    model.modelReset.connect(lambda: resets.append(True))
    stale: list[bool] = []
    model.stale_changed.connect(stale.append)

    source.fail, source.error = True, errors.ConnectionFailed("Connection refused")
    model.reload()
    assert model.data(model.index(125, 1)) == "Item 00125"  # shown while asked again
    qtbot.waitUntil(lambda: model.stale, timeout=5000)
    assert isinstance(model.stale_error, errors.ConnectionFailed)
    assert model.data(model.index(125, 1)) == "Item 00125"
    assert model.row_state(125) == RowState.LOADED and model.failed_pages == []
    assert model.rowCount() == 500 and not model.loading and resets == [] and stale == [True]

    source.fail = False
    source.items[125]["name"] = "Renamed meanwhile"
    model.retry_failed()
    qtbot.waitUntil(lambda: not model.stale and not model.loading, timeout=5000)
    assert model.data(model.index(125, 1)) == "Renamed meanwhile"
    assert stale == [True, False] and resets == []
    assert model.cached_pages == [3]  # pages off screen from before the reload were let go


def test_scrolling_on_finds_the_next_page_fetched_ahead(qtbot: Any) -> None:
    """The page beyond the screen is fetched while the user reads this one, without the table
    saying it is loading; where the user then scrolls, its rows are there at once."""
    source = MemorySource(1000)
    screen = [40, 59]
    model = on_screen(qtbot, source, screen)
    model.show_rows(40, 59)
    wait_idle(qtbot, model)
    asked = len(source.asked)
    source.gate = asyncio.Event()

    model.look_ahead()  # the view scrolled down to rows 40-59: pages 3 to 6 are next

    qtbot.waitUntil(lambda: source.asked[asked:] == [3, 4, 5, 6], timeout=5000)
    assert not model.loading  # nothing on screen waits for it
    source.gate.set()
    qtbot.waitUntil(lambda: {3, 4, 5, 6} <= set(model.cached_pages), timeout=5000)
    screen[:] = [100, 119]
    assert model.row_state(100) == RowState.LOADED
    assert model.data(model.index(119, 1)) == "Item 00119"

    screen[:] = [40, 59]  # back up: the pages above are here already, nothing is fetched
    model.look_ahead()
    model.look_ahead()
    wait_idle(qtbot, model)
    assert source.asked[asked:] == [3, 4, 5, 6]


def test_a_failed_fetch_ahead_is_forgotten_and_asked_again_when_shown(qtbot: Any) -> None:
    source = MemorySource(1000)
    screen = [40, 59]
    model = on_screen(qtbot, source, screen)
    model.show_rows(40, 59)
    wait_idle(qtbot, model)
    source.fail, source.error = True, errors.ConnectionFailed("Connection refused")
    failures: list[int] = []
    model.page_failed.connect(lambda page, _error: failures.append(page))

    model.look_ahead()
    qtbot.waitUntil(lambda: source.asked[-4:] == [3, 4, 5, 6], timeout=5000)
    qtbot.waitUntil(lambda: model.pages_in_flight == [], timeout=5000)

    assert model.failed_pages == [] and failures == []  # no Retry rows, no banner for it
    source.fail = False
    screen[:] = [100, 119]
    model.show_rows(100, 119)
    assert model.data(model.index(100, 0)) == PagedTableModel.PLACEHOLDER  # asked for again
    qtbot.waitUntil(lambda: model.data(model.index(100, 1)) == "Item 00100", timeout=5000)
    assert source.asked[-5:] == [3, 4, 5, 6, 3]


def test_a_jump_cancels_the_fetch_ahead_and_fetches_the_screen_in_one_small_request(
    qtbot: Any,
) -> None:
    source = MemorySource(10_000)
    screen = [40, 59]
    model = on_screen(qtbot, source, screen)
    model.show_rows(40, 59)
    wait_idle(qtbot, model)
    source.gate = asyncio.Event()
    model.look_ahead()
    qtbot.waitUntil(lambda: source.asked[-4:] == [3, 4, 5, 6], timeout=5000)

    screen[:] = [9_010, 9_029]  # a jump while pages 3 to 6 are still on their way
    model.show_rows(9_010, 9_029)
    qtbot.waitUntil(lambda: source.limits[-1] < 50, timeout=5000)
    source.gate.set()
    wait_idle(qtbot, model)

    assert model.data(model.index(9_029, 1)) == "Item 09029"
    assert not {3, 4, 5, 6} & set(model.cached_pages)  # fetches ahead cancelled, answers dropped
