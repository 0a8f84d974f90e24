"""A list's date filter: its calendar is made on first use, and opens on the current month while
no date is chosen, however the box is first reached."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QDate, QPoint, Qt
from PySide6.QtWidgets import QCalendarWidget
from pytestqt.qtbot import QtBot

from storeadmin_gui.ui.widgets.date_filter import DateFilter
from tests.ui.sales_support import OFFSCREEN_WARNINGS

pytestmark = pytest.mark.qt_log_ignore(*OFFSCREEN_WARNINGS)  # the calendar is a popup


def shown_filter(qtbot: QtBot) -> DateFilter:
    box = DateFilter("From any day", "Only orders from this day")
    qtbot.addWidget(box)
    box.show()
    qtbot.waitExposed(box)
    return box


def opens_on_this_month(calendar: QCalendarWidget) -> bool:
    today = QDate.currentDate()
    return calendar.isVisible() and (calendar.yearShown(), calendar.monthShown()) == (
        today.year(),
        today.month(),
    )


def test_the_calendar_is_made_when_first_opened_on_this_month(qtbot: QtBot) -> None:
    box = shown_filter(qtbot)
    assert box.findChild(QCalendarWidget) is None  # nothing made for a box nobody used
    edit = box.date_edit
    qtbot.mouseClick(
        edit, Qt.MouseButton.LeftButton, pos=QPoint(edit.width() - 6, edit.height() // 2)
    )
    calendar = edit.calendarWidget()
    qtbot.waitUntil(lambda: opens_on_this_month(calendar), timeout=5000)
    calendar.window().hide()


def test_a_calendar_reached_by_the_keyboard_opens_on_this_month(qtbot: QtBot) -> None:
    box = shown_filter(qtbot)
    edit = box.date_edit
    edit.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(edit.hasFocus, timeout=5000)
    calendar = edit.calendarWidget()  # what opening it by a key shows
    calendar.window().show()
    qtbot.waitUntil(lambda: opens_on_this_month(calendar), timeout=5000)
    calendar.window().hide()


def test_a_chosen_day_is_what_the_calendar_opens_on(qtbot: QtBot) -> None:
    box = shown_filter(qtbot)
    box.set_value("2026-03-14")
    edit = box.date_edit
    qtbot.mouseClick(
        edit, Qt.MouseButton.LeftButton, pos=QPoint(edit.width() - 6, edit.height() // 2)
    )
    calendar = edit.calendarWidget()
    qtbot.waitUntil(lambda: calendar.isVisible(), timeout=5000)
    assert (calendar.yearShown(), calendar.monthShown()) == (2026, 3)
    calendar.window().hide()
