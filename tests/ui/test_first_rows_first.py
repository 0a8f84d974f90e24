"""At a start the first view's rows come first, against the real backend: the search box's
question of what the server offers (several requests) is asked once the view a connection lands
on shows its first answer, not beside it, and once that view failed too; the box then says what
it always said."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import httpx
import pytest
from pytestqt.qtbot import QtBot

from storeadmin_gui.api import StoreClient
from storeadmin_gui.ui.pages import page_index
from storeadmin_gui.ui.pages.kinds import ORDERS
from storeadmin_gui.ui.shell.main_window import PAGE_KEY, MainWindow
from storeadmin_gui.ui.shell.messages import MessageChannel
from storeadmin_gui.ui.shell.server_offers import known_capabilities
from storeadmin_gui.ui.shell.session import Session
from tests.ui.conftest import Runner
from tests.ui.shell_support import demo_profile, in_process_factory, page_loaded, temp_settings

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")

LOAD = 15_000
ORDERS_PATH = "/api/v1/orders/"
PERMISSIONS_PATH = "/api/v1/me"  # one of the requests of what the server offers


def rows_request(request: httpx.Request) -> bool:
    """The Orders list's rows (the access check reads one row: not that)."""
    return request.url.path == ORDERS_PATH and request.url.params.get("limit") != "1"


class Timeline(httpx.AsyncBaseTransport):
    """The in-process backend, noting when each request began and when its answer was given;
    ``fail_rows``: the Orders list's rows are answered with the server's error instead."""

    def __init__(self, inner: httpx.AsyncBaseTransport, *, fail_rows: bool = False) -> None:
        self.inner = inner
        self.fail_rows = fail_rows
        self.events: list[tuple[str, str]] = []

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        name = "rows" if rows_request(request) else request.url.path
        self.events.append(("asked", name))
        if self.fail_rows and name == "rows":
            response = httpx.Response(
                500, json={"code": 500, "message": "The database is being restored."}
            )
        else:
            response = await self.inner.handle_async_request(request)
        self.events.append(("answered", name))
        return response

    def first(self, event: tuple[str, str]) -> int:
        return self.events.index(event)


def start_on_orders(
    qtbot: QtBot, backend_app: Any, folder: Path, timeline: Timeline
) -> tuple[MainWindow, Session]:
    """The window of a start that lands on Orders, as the user left it, not signed in yet."""
    settings = temp_settings(folder)
    settings.setValue(PAGE_KEY, page_index(ORDERS))
    messages = MessageChannel()
    session = Session(messages, client_factory=in_process_factory(backend_app, timeline))
    window = MainWindow(session, messages, settings)
    qtbot.addWidget(window)
    window.resize(1180, 720)
    window.show()
    return window, session


def offers_known(session: Session) -> bool:
    client = session.client
    return isinstance(client, StoreClient) and known_capabilities(client) is not None


def test_what_the_server_offers_is_asked_once_the_first_rows_are_shown(
    qtbot: QtBot, backend_app: Any, run: Runner, tmp_path: Path
) -> None:
    timeline = Timeline(httpx.ASGITransport(app=backend_app))
    window, session = start_on_orders(qtbot, backend_app, tmp_path, timeline)
    with qtbot.waitSignal(window.landed, timeout=LOAD):
        run(session.open(demo_profile()))
    assert page_loaded(window.current_page)  # landed: the first rows are there
    qtbot.waitUntil(lambda: offers_known(session), timeout=LOAD)
    rows_answered = timeline.first(("answered", "rows"))
    assert timeline.first(("asked", PERMISSIONS_PATH)) > rows_answered, timeline.events
    box = window.quick_search
    assert box.isEnabled() and box.toolTip() == ""  # the reference server searches


def test_a_first_view_that_fails_still_lets_the_search_box_ask(
    qtbot: QtBot, backend_app: Any, run: Runner, tmp_path: Path
) -> None:
    timeline = Timeline(httpx.ASGITransport(app=backend_app), fail_rows=True)
    window, session = start_on_orders(qtbot, backend_app, tmp_path, timeline)
    with qtbot.waitSignal(window.landed, timeout=LOAD):
        run(session.open(demo_profile()))
    qtbot.waitUntil(lambda: offers_known(session), timeout=LOAD)
    assert timeline.first(("asked", PERMISSIONS_PATH)) > timeline.first(("answered", "rows"))
    assert window.quick_search.isEnabled()
