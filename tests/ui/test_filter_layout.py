"""Every list's filters at the app's first-start window size, in every shipped language: search
boxes wide enough to read what is typed, no filter squeezed below its own size or pushed off the
page, and badge columns wide enough for their longest label (measured with the fonts shown)."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from storeadmin_gui.ui.i18n import install_language
from storeadmin_gui.ui.labels import state_label
from storeadmin_gui.ui.lists.columns import ListColumn
from storeadmin_gui.ui.pages import PAGE_TYPES, ListPage
from storeadmin_gui.ui.shell.main_window import PREFERRED_SIZE
from storeadmin_gui.ui.shell.messages import MessageChannel
from storeadmin_gui.ui.shell.session import Session
from storeadmin_gui.ui.widgets import SearchBox
from tests.support.kinds import of_kind
from tests.ui.sales_support import OFFSCREEN_WARNINGS
from tests.ui.shell_support import open_window

pytestmark = pytest.mark.qt_log_ignore(*OFFSCREEN_WARNINGS)

READABLE_CHARACTERS = 16  # a search box shows at least this many average characters
LISTS = [index for index, page in enumerate(PAGE_TYPES) if issubclass(page, ListPage)]


@pytest.fixture(params=["de_DE", "fr_FR", "nl_NL", "en_US"])
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    install_language(request.param)
    yield request.param
    install_language("en_US")


def _filters(page: ListPage) -> list[QWidget]:
    """The visible widgets of the page's filter rows."""
    found = []
    for bar in (page.filter_bar, page.more_filters):
        for number in range(bar.count()):
            item = bar.itemAt(number)
            widget = item.widget() if item is not None else None
            if widget is not None and not widget.isHidden():
                found.append(widget)
    return found


def test_filters_and_badges_fit_at_the_default_size_in_every_language(
    qtbot: QtBot,
    session: Session,
    messages: MessageChannel,
    settings: Any,
    language: str,
    tmp_path: Path,
) -> None:
    window = open_window(qtbot, session, messages, settings)
    for index in LISTS:
        window.show_page(index)
        qtbot.waitUntil(lambda: window.current_page.settled, timeout=15_000)
    window.resize(*PREFERRED_SIZE)  # the first start's size, where the screen has room
    qtbot.waitUntil(lambda: window.width() <= PREFERRED_SIZE[0], timeout=5000)
    assert window.minimumSizeHint().width() <= PREFERRED_SIZE[0]  # no list widens the window
    for index in LISTS:
        window.show_page(index)
        page = window.current_page
        assert isinstance(page, ListPage)

        def settled(page: ListPage = page) -> bool:
            return page.settled

        qtbot.waitUntil(settled, timeout=15_000)
        name = type(page).__name__
        for widget in _filters(page):
            wanted = widget.minimumSizeHint().width()
            assert widget.width() >= wanted, (language, name, widget.accessibleName())
            right = widget.mapTo(page, QPoint(widget.width(), 0)).x()
            assert right <= page.width(), (language, name, widget.accessibleName(), "off page")
            if isinstance(widget, SearchBox):
                least = widget.fontMetrics().averageCharWidth() * READABLE_CHARACTERS
                assert widget.width() >= least, (language, name, widget.placeholderText())
                assert widget.width() >= widget.fontMetrics().horizontalAdvance(
                    widget.placeholderText()
                ), (language, name, widget.placeholderText(), "placeholder cut")
        header = page.view.horizontalHeader()
        metrics = page.view.fontMetrics()
        for number, column in enumerate(page.model.columns):
            if not column.badge:
                continue
            for state in of_kind(column, ListColumn).states:
                label = state_label(state)
                # The pill is 16 px wider than its label and sits 6 px in (ui/lists/delegates.py).
                assert header.sectionSize(number) >= metrics.horizontalAdvance(label) + 22, (
                    language,
                    name,
                    label,
                )
        folder = Path(os.environ.get("STOREADMIN_SCREENSHOTS") or tmp_path)
        window.grab().save(str(folder / f"filters-{name}-{language}.png"))
