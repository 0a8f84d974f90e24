"""How the paged table paints what Qt's own delegate cannot: rows still on their way, failed rows
with their Retry, stale rows faded, and badges; read off the pixels the view paints."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from memory_source import COLUMNS, MemorySource
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QTableView
from pytestqt.qtbot import QtBot

from storeadmin_gui.api import errors
from storeadmin_gui.ui.delegates import BadgeDelegate, PagedTableView
from storeadmin_gui.ui.labels import state_colour
from storeadmin_gui.ui.style import colour
from storeadmin_gui.ui.table_model import Column, PagedTableModel, RowState

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
    model = view.model()
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
    model = view.model()
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
    model = view.model()
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
