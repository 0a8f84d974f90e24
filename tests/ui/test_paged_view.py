"""How the paged table paints what Qt's own delegate cannot: rows still on their way, failed rows
with their Retry, stale rows faded, and badges; read off the pixels the view paints."""

from __future__ import annotations

import asyncio
import sys
from collections.abc import Callable
from types import FrameType
from typing import Any

import pytest
import shiboken6
from PySide6.QtCore import QEvent, QObject, QPoint, QRect, Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QTableView
from pytestqt.qtbot import QtBot

from storeadmin_gui.api import errors
from storeadmin_gui.ui.labels import state_colour
from storeadmin_gui.ui.lists.delegates import BadgeDelegate, PagedTableView
from storeadmin_gui.ui.lists.table_model import Column, PagedTableModel, RowState
from storeadmin_gui.ui.shell.style import colour
from tests.ui.memory_source import COLUMNS, MemorySource

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


def visible_rows(view: QTableView) -> tuple[int, int] | None:
    first = view.rowAt(0)
    if first < 0:
        return None
    last = view.rowAt(view.viewport().height() - 1)
    return first, (view.model().rowCount() - 1 if last < 0 else last)


@pytest.fixture
def table(qtbot: QtBot) -> Any:
    """A shown view over a model of 2,000 rows, the first screen loaded."""

    def make(columns: tuple[Column, ...] = COLUMNS) -> tuple[PagedTableView, MemorySource]:
        source = MemorySource(2_000)
        for item in source.items:
            item["state"] = ("new", "cancelled")[item["id"] % 2]
        model = PagedTableModel(columns, key=lambda item: item["id"], source=source, page_size=50)
        view = PagedTableView()
        qtbot.addWidget(view)
        view.setModel(model)
        view.setAlternatingRowColors(True)
        view.resize(700, 500)
        model.set_visible_rows_provider(lambda: visible_rows(view))
        model.set_screen_rows_provider(lambda: 20)
        view.show()
        model.refresh()
        qtbot.waitUntil(lambda: model.total is not None and not model.loading, timeout=5000)
        return view, source

    return make


def picture(view: QTableView) -> QImage:
    return view.viewport().grab().toImage()


def colours_in_cell(view: QTableView, row: int, column: int) -> set[str]:
    image = picture(view)
    rect = view.visualRect(view.model().index(row, column))
    ratio = image.devicePixelRatio()
    return {
        image.pixelColor(QPoint(int(x * ratio), int(y * ratio))).name()
        for x in range(rect.left(), rect.right())
        for y in range(rect.top(), rect.bottom())
    }


def scroll_to(view: QTableView, row: int) -> None:
    view.scrollTo(view.model().index(row, 0), QTableView.ScrollHint.PositionAtTop)


def test_rows_on_their_way_show_skeleton_bars_then_their_text(table: Any, qtbot: QtBot) -> None:
    view, source = table()
    model: PagedTableModel = view.model()
    assert colour("skeleton").name() not in colours_in_cell(view, 0, 1)
    source.gate = asyncio.Event()

    scroll_to(view, 1_500)
    qtbot.waitUntil(lambda: model.row_state(1_500) == RowState.LOADING, timeout=5000)
    assert colour("skeleton").name() in colours_in_cell(view, 1_500, 1)

    source.gate.set()
    qtbot.waitUntil(lambda: model.row_state(1_500) == RowState.LOADED, timeout=5000)
    assert colour("skeleton").name() not in colours_in_cell(view, 1_500, 1)
    assert model.data(model.index(1_500, 1)) == "Item 01500"


def test_a_failed_row_says_why_and_its_retry_asks_again(table: Any, qtbot: QtBot) -> None:
    view, source = table()
    model: PagedTableModel = view.model()
    source.fail, source.error = True, errors.NotFound("The page is gone", status=404)
    scroll_to(view, 1_000)
    qtbot.waitUntil(lambda: model.row_state(1_000) == RowState.FAILED, timeout=5000)
    assert colour("error-text").name() in colours_in_cell(view, 1_000, 1)  # the reason, in red
    asked = len(source.asked)

    source.fail = False
    retry = view.visualRect(model.index(1_000, 0)).center()
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=retry)

    qtbot.waitUntil(lambda: model.row_state(1_000) == RowState.LOADED, timeout=5000)
    assert len(source.asked) > asked
    assert model.data(model.index(1_000, 1)) == "Item 01000"


def darkest(colours: set[str]) -> int:
    return min(QColor(name).lightness() for name in colours)


def test_rows_a_reload_could_not_replace_read_faded(table: Any, qtbot: QtBot) -> None:
    view, source = table()
    model: PagedTableModel = view.model()
    before = darkest(colours_in_cell(view, 0, 1))

    source.fail, source.error = True, errors.ConnectionFailed("Connection refused")
    model.reload()
    qtbot.waitUntil(lambda: model.stale, timeout=5000)

    faded = darkest(colours_in_cell(view, 0, 1))
    assert model.data(model.index(0, 1)) == "Item 00000"  # still shown
    assert faded > before + 60  # the text is much lighter

    source.fail = False
    model.retry_failed()
    qtbot.waitUntil(lambda: not model.stale, timeout=5000)
    assert darkest(colours_in_cell(view, 0, 1)) == before


def test_a_badge_is_a_pill_in_its_states_colour(table: Any) -> None:
    state = Column("State", lambda item: item["state"], badge=True)
    view, _source = table((*COLUMNS, state))
    view.setItemDelegateForColumn(3, BadgeDelegate(view))
    view.viewport().repaint()

    assert colour(state_colour("new")).name() in colours_in_cell(view, 0, 3)
    assert colour(state_colour("cancelled")).name() in colours_in_cell(view, 1, 3)


class PaintedAreas(QObject):
    """Records the area of every paint the view's viewport receives."""

    def __init__(self, view: QTableView) -> None:
        super().__init__(view)
        self.areas: list[QRect] = []
        view.viewport().installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.areas.append(event.rect())  # type: ignore[attr-defined]
        return False


def rows_band(view: QTableView, first: int, last: int) -> tuple[int, int]:
    """The viewport's y range of rows ``first`` to ``last``."""
    return view.rowViewportPosition(first), view.rowViewportPosition(last) + view.rowHeight(last)


def test_a_page_arriving_repaints_only_its_rows_on_screen(table: Any, qtbot: QtBot) -> None:
    view, source = table()
    model: PagedTableModel = view.model()
    scroll_to(view, 40)  # rows 40-49 of page 1 on top, the first rows of page 2 below them
    shown = visible_rows(view)
    assert shown is not None and shown[0] == 40 and shown[1] > 50
    qtbot.waitUntil(lambda: {1, 2} <= set(model.cached_pages), timeout=5000)
    source.held = {1: asyncio.Event(), 2: asyncio.Event()}
    painted = PaintedAreas(view)

    model.reload()  # asks again for pages 1 and 2, held
    model.look_ahead()  # pages 3 to 6, beyond the screen, arrive at once
    qtbot.waitUntil(lambda: {3, 4} <= set(model.cached_pages), timeout=5000)
    source.held[2].set()
    qtbot.waitUntil(lambda: bool(painted.areas), timeout=5000)

    # Only page 2's rows on screen were painted: neither page 1's nor anything for pages 3, 4.
    top, bottom = rows_band(view, 50, shown[1])
    assert all(area.top() >= top and area.bottom() < bottom for area in painted.areas)

    painted.areas.clear()
    source.held[1].set()
    qtbot.waitUntil(lambda: bool(painted.areas), timeout=5000)
    top, bottom = rows_band(view, 40, 49)
    assert all(area.top() >= top and area.bottom() < bottom for area in painted.areas)
    assert model.data(model.index(55, 1)) == "Item 00055"


def test_a_badge_shows_its_label_as_it_reads_now(table: Any) -> None:
    """Pills are drawn once and reused: a label that changes (another language) draws anew."""
    labels = {"new": "New", "cancelled": "Cancelled"}
    state = Column(
        "State", lambda item: item["state"], badge=True, display=lambda cell: labels[str(cell)]
    )
    view, _source = table((*COLUMNS, state))
    view.setColumnWidth(3, 300)
    view.setItemDelegateForColumn(3, BadgeDelegate(view))
    fill = colour(state_colour("new")).name()

    def pill_width(row: int) -> int:
        image = picture(view)
        rect = view.visualRect(view.model().index(row, 3))
        ratio = image.devicePixelRatio()
        y = int(rect.center().y() * ratio)
        return sum(
            image.pixelColor(QPoint(x, y)).name() == fill
            for x in range(int(rect.left() * ratio), int(rect.right() * ratio))
        )

    view.viewport().repaint()
    short = pill_width(0)
    assert short > 0 and pill_width(2) == short  # the same state, the same pill

    labels["new"] = "Neue Bestellung, noch offen"
    view.viewport().repaint()
    assert pill_width(0) > short * 2


def python_entered_while(action: Callable[[], object]) -> list[str]:
    """The Python functions Qt called (each a crossing from C++ into Python) while ``action``
    ran, by qualified name, in order; what they called from Python is not listed."""
    in_native: list[FrameType] = []  # frames of Python code waiting on a call into C++
    entered: list[str] = []

    def profile(frame: FrameType, event: str, _arg: object) -> None:
        if event == "c_call":
            in_native.append(frame)
        elif event in ("c_return", "c_exception") and in_native:
            in_native.pop()
        elif event == "call" and in_native and frame.f_back is in_native[-1]:
            entered.append(frame.f_code.co_qualname)

    sys.setprofile(profile)
    try:
        action()
    finally:
        sys.setprofile(None)
    return entered


def test_repainting_loaded_rows_reads_them_from_qt_without_calling_python(
    table: Any, qtbot: QtBot
) -> None:
    """The cells come from Qt's own storage: a repaint enters Python once for the view's own
    overlay, and once per badge (the only cells painted in Python), never per cell or role."""
    state = Column("State", lambda item: item["state"], badge=True)
    view, _source = table((*COLUMNS, state))
    view.setItemDelegateForColumn(3, BadgeDelegate(view))
    view.verticalHeader().hide()  # as the pages have it (its numbers come from headerData)
    model: PagedTableModel = view.model()
    shown = visible_rows(view)
    assert shown is not None
    qtbot.waitUntil(lambda: model.row_state(shown[1]) == RowState.LOADED, timeout=5000)
    rows = shown[1] - shown[0] + 1
    view.viewport().repaint()  # the first paint lays out and reads the style's files

    entered = python_entered_while(view.viewport().repaint)

    assert entered == ["PagedTableView.paintEvent"] + ["BadgeDelegate.paint"] * rows
    assert model.data(model.index(shown[1], 1)) == f"Item {shown[1]:05d}"


def test_a_sort_and_a_reload_leave_only_current_rows_in_qt_storage(
    table: Any, qtbot: QtBot
) -> None:
    view, source = table()
    model: PagedTableModel = view.model()
    scroll_to(view, 1_500)
    qtbot.waitUntil(lambda: model.row_state(1_500) == RowState.LOADED, timeout=5000)

    model.sort(0, Qt.SortOrder.DescendingOrder)
    qtbot.waitUntil(lambda: not model.loading and model.total is not None, timeout=5000)
    view.viewport().repaint()
    qtbot.waitUntil(lambda: not model.loading, timeout=5000)
    shown = visible_rows(view)
    assert shown is not None
    texts = [model.data(model.index(row, 1)) for row in range(shown[0], shown[1] + 1)]
    assert texts == [f"Item {1_999 - row:05d}" for row in range(shown[0], shown[1] + 1)]
    held = [row for row in range(model.rowCount()) if model.item(row, 1) is not None]
    assert held[0] == 0 and held[-1] < 100  # nothing left from before the sort ...
    assert [model.data(model.index(row, 1)) for row in held] == [
        f"Item {1_999 - row:05d}" for row in held
    ]  # ... and every row held reads as sorted

    source.items[1_999 - shown[0]]["name"] = "Renamed"
    model.reload()
    qtbot.waitUntil(lambda: model.data(model.index(shown[0], 1)) == "Renamed", timeout=5000)
    assert model.row_state(shown[0]) == RowState.LOADED


def test_pages_let_go_leave_qt_storage_and_come_back_when_shown_again(
    table: Any, qtbot: QtBot
) -> None:
    view, source = table()
    model: PagedTableModel = view.model()
    model.max_cached_rows = 50  # the model keeps 16 pages whatever this says
    first_cell = model.item(0, 1)
    assert first_cell is not None and first_cell.text() == "Item 00000"
    for row in range(0, 1_200, 25):
        scroll_to(view, row)

        def loaded(row: int = row) -> bool:
            return model.row_state(row) == RowState.LOADED

        qtbot.waitUntil(loaded, timeout=5000)

    def in_qt() -> set[int]:
        return {row for row in range(model.rowCount()) if model.item(row, 0) is not None}

    # Qt's copy: a few pages. A page pushed out leaves it a slice per turn of the event loop
    # (off screen, so that no paint waits on it): a few turns after the last scroll.
    qtbot.waitUntil(lambda: len(in_qt()) <= model.max_pages_in_qt * model.page_size, timeout=5000)
    held = in_qt()
    cached = {
        row
        for page in model.cached_pages
        for row in range((page - 1) * model.page_size, page * model.page_size)
    }
    assert len(model.cached_pages) == 16 and held <= cached  # memory follows the pages held
    asked = len(source.asked)
    back = min(held) - 10  # a page still held, its rows no longer in Qt's storage
    assert model.row_state(back) == RowState.LOADED and model.item(back, 1) is None
    scroll_to(view, back)
    view.viewport().repaint()
    assert model.data(model.index(back, 1)) == f"Item {back:05d}" and len(source.asked) == asked
    assert model.data(model.index(0, 1)) is None and model.row_state(0) == RowState.LOADING
    assert not shiboken6.isValid(first_cell)  # freed, not merely taken out of the table

    scroll_to(view, 0)  # shown again: "Loading…" while asked for, then its text
    qtbot.waitUntil(lambda: model.data(model.index(0, 1)) == "Item 00000", timeout=5000)


def held_rows(model: PagedTableModel) -> dict[int, str]:
    """The rows that hold items in Qt's storage, and the text of their second cell."""
    return {
        row: item.text()
        for row in range(model.rowCount())
        if (item := model.item(row, 1)) is not None
    }


def test_a_page_fetched_ahead_reaches_qt_storage_in_later_turns_before_it_is_shown(
    table: Any, qtbot: QtBot
) -> None:
    """A page arriving off screen is not written into Qt's storage in its arrival's turn of the
    event loop (where it would add to a paint): a few rows a turn after it, all before it is
    shown, and a repaint of the screen meanwhile calls no Python but the view's own."""
    view, _source = table()
    model: PagedTableModel = view.model()
    assert model.cached_pages == [] and len(held_rows(model)) == 20  # the first screen's rows
    view.verticalHeader().hide()  # as the pages have it (its numbers come from headerData)
    view.viewport().repaint()  # the first paint lays out and reads the style's files
    written_on_arrival: dict[int, bool] = {}

    def arrived(page: int) -> None:
        rows = range((page - 1) * model.page_size, page * model.page_size)
        written_on_arrival[page] = any(model.item(row, 1) is not None for row in rows)

    model.page_loaded.connect(arrived)
    model.look_ahead()  # pages 1 to 4: the screen's rows, and those below them
    qtbot.waitUntil(lambda: {1, 2, 3, 4} <= written_on_arrival.keys(), timeout=5000)
    entered = python_entered_while(view.viewport().repaint)

    assert written_on_arrival == {1: True, 2: False, 3: False, 4: False}
    assert entered == ["PagedTableView.paintEvent"]
    qtbot.waitUntil(lambda: len(held_rows(model)) == 200, timeout=5000)
    assert held_rows(model) == {row: f"Item {row:05d}" for row in range(200)}
    scroll_to(view, 180)
    assert python_entered_while(view.viewport().repaint) == ["PagedTableView.paintEvent"]


def test_a_page_fetched_ahead_is_built_in_a_later_turn_than_its_answer_was_read(
    table: Any, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Reading and parsing an answer is one turn of the event loop, building its rows another:
    nobody waits for a page ahead of the screen, so the two never add up in one turn."""
    from PySide6.QtCore import QTimer

    view, _source = table()
    model: PagedTableModel = view.model()
    events: list[str] = []
    answer = MemorySource.__call__

    async def answered(self: MemorySource, **asked: Any) -> Any:
        page = await answer(self, **asked)
        if asked["page"] == 3:
            events.append("answered")
            QTimer.singleShot(0, lambda: events.append("a later turn"))
        return page

    monkeypatch.setattr(MemorySource, "__call__", answered)
    model.page_loaded.connect(lambda page: events.append("built") if page == 3 else None)
    model.look_ahead()
    qtbot.waitUntil(lambda: "built" in events, timeout=5000)

    assert events == ["answered", "a later turn", "built"]


def test_rows_waiting_for_qt_storage_never_show_after_a_sort_or_a_reload(
    table: Any, qtbot: QtBot
) -> None:
    view, source = table()
    model: PagedTableModel = view.model()
    sorted_now: list[bool] = []

    def sort_on_arrival(page: int) -> None:
        if page == 4 and not sorted_now:  # page 4's rows are still to be written
            sorted_now.append(True)
            model.sort(0, Qt.SortOrder.DescendingOrder)

    model.page_loaded.connect(sort_on_arrival)
    model.look_ahead()

    def sorted_first_screen() -> bool:  # the sort's own first page in, not only asked for
        return bool(sorted_now) and not model.fetching and held_rows(model).get(0) == "Item 01999"

    qtbot.waitUntil(sorted_first_screen, timeout=5000)
    model.look_ahead()
    qtbot.waitUntil(lambda: len(held_rows(model)) > 100 and not model.fetching, timeout=5000)
    qtbot.wait(20)  # turns of the event loop for rows still on their way to Qt's storage
    assert held_rows(model) == {row: f"Item {1_999 - row:05d}" for row in held_rows(model)}

    source.items[1_999]["name"] = "Renamed"  # row 0 now
    source.fail, source.error = True, errors.ConnectionFailed("Connection refused")
    model.reload()
    qtbot.waitUntil(lambda: model.stale, timeout=5000)
    assert held_rows(model)[0] == "Item 01999"  # stale, still shown
    source.fail = False
    model.retry_failed()
    qtbot.waitUntil(lambda: not model.stale and held_rows(model).get(0) == "Renamed", timeout=5000)
    qtbot.wait(20)
    assert all(text == f"Item {1_999 - row:05d}" for row, text in held_rows(model).items() if row)


def test_scrolling_far_frees_what_left_qt_storage_and_keeps_no_rows_waiting(
    table: Any, qtbot: QtBot
) -> None:
    """However fast pages come, the rows copied into Qt's storage and those freed from it keep
    up: after scrolling through 2,000 rows, Qt holds a few pages' items and nothing else."""
    view, _source = table()
    model: PagedTableModel = view.model()
    first_items = [model.item(row, 1) for row in range(20)]
    for row in range(0, 2_000, 20):
        scroll_to(view, row)
        view.viewport().repaint()

        def loaded(row: int = row) -> bool:
            return model.row_state(row) == RowState.LOADED

        qtbot.waitUntil(loaded, timeout=5000)
    qtbot.waitUntil(lambda: not model.fetching, timeout=5000)
    qtbot.wait(20)

    held = held_rows(model)
    assert 0 < len(held) <= model.max_pages_in_qt * model.page_size
    assert held == {row: f"Item {row:05d}" for row in held}
    assert min(held) >= 2_000 - model.max_pages_in_qt * model.page_size - 100
    assert not any(shiboken6.isValid(item) for item in first_items)  # freed, not only taken


@pytest.mark.qt_log_ignore("This plugin does not support raise()")
def test_a_cells_tooltip_is_its_text_though_qt_stores_only_the_text(table: Any) -> None:
    from PySide6.QtGui import QHelpEvent
    from PySide6.QtWidgets import QApplication, QToolTip

    state = Column(
        "State", lambda item: item["state"], badge=True, display=lambda cell: str(cell).title()
    )
    view, _source = table((*COLUMNS, state))
    view.setItemDelegateForColumn(3, BadgeDelegate(view))
    model: PagedTableModel = view.model()

    def tooltip_over(row: int, column: int) -> str | None:
        """The tooltip shown over the cell, or None when the view has none for it."""
        where = view.visualRect(model.index(row, column)).center()
        event = QHelpEvent(QEvent.Type.ToolTip, where, view.viewport().mapToGlobal(where))
        QApplication.sendEvent(view.viewport(), event)
        return QToolTip.text() if event.isAccepted() else None

    assert tooltip_over(3, 1) == "Item 00003"
    assert tooltip_over(3, 2) == "xxx"
    assert tooltip_over(3, 3) == "Cancelled"  # a badge's label
    assert tooltip_over(7, 2) is None  # an empty cell has none
    scroll_to(view, 1_500)
    assert tooltip_over(1_500, 1) is None  # nor a row still on its way
    assert model.data(model.index(3, 1), Qt.ItemDataRole.ToolTipRole) is None


def test_copying_rows_reads_them_where_qt_storage_no_longer_holds_them(
    table: Any, qtbot: QtBot
) -> None:
    from storeadmin_gui.ui.lists.clipboard import rows_as_tsv

    view, _source = table()
    model: PagedTableModel = view.model()
    for row in range(0, 700, 20):
        scroll_to(view, row)
        view.viewport().repaint()

        def loaded(row: int = row) -> bool:
            return model.row_state(row) == RowState.LOADED

        qtbot.waitUntil(loaded, timeout=5000)
    assert model.item(0, 1) is None and model.row_state(0) == RowState.LOADED

    text = rows_as_tsv(model, [0, 1, 690], [1, 0])

    assert text.splitlines() == ["Name\tId", "Item 00000\t0", "Item 00001\t1", "Item 00690\t690"]
