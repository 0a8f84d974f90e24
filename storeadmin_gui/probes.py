"""Checks the app can run on itself: ``--smoke-test`` (every view's first page, an editor opened and
closed), ``--report-first-rows`` (the start-up benchmark's marks on standard output) and
``--sign-in-from-stdin`` (the benchmark's connected start, without the connect dialog).
"""

from __future__ import annotations

import asyncio
import json
import sys
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from storeadmin_gui.ui.shell.main_window import MainWindow
    from storeadmin_gui.ui.shell.profiles import Profile

__all__ = [
    "FIRST_ROWS_MARK",
    "SMOKE_TEST_TIMEOUT",
    "WINDOW_SHOWN_MARK",
    "paint_now",
    "profile_from_stdin",
    "report_first_rows",
    "smoke_test",
    "wait_until_loaded",
]

SMOKE_TEST_TIMEOUT = 60.0
FIRST_ROWS_MARK = "first rows visible"
WINDOW_SHOWN_MARK = "window shown"


async def wait_until_loaded(page: Any, seconds: float) -> None:
    """Wait until ``page`` is settled (a list knows its total and is idle); raise RuntimeError
    saying why if not."""
    failures: list[object] = []
    changed = asyncio.Event()
    on_status = changed.set

    def on_failure(error: object) -> None:
        failures.append(error)
        changed.set()

    page.status_changed.connect(on_status)
    page.request_failed.connect(on_failure)
    try:
        async with asyncio.timeout(seconds):
            while not page.settled:
                if failures:
                    raise RuntimeError(f"{page.title}: {failures[-1]}")
                changed.clear()
                await changed.wait()
    except TimeoutError:
        raise RuntimeError(f"{page.title}: nothing loaded within {seconds:g} s") from None
    finally:
        page.status_changed.disconnect(on_status)
        page.request_failed.disconnect(on_failure)


async def smoke_test(window: MainWindow, seconds: float = SMOKE_TEST_TIMEOUT) -> list[str]:
    """Load the first page of every view, then open an editor and close it again; return one
    line per step. Raises RuntimeError saying what failed."""
    report: list[str] = []
    for index in range(len(window.page_kinds)):
        window.show_page(index)
        page = window.current_page
        if page is None:
            raise RuntimeError("not signed in: no page could be shown")
        await wait_until_loaded(page, seconds)
        report.append(
            f"{page.title}: shown" if page.total is None else f"{page.title}: {page.total} in total"
        )
    report.append(await open_and_close_an_editor(window, seconds))
    return report


async def open_and_close_an_editor(window: MainWindow, seconds: float) -> str:
    """Open the first order in its editor, wait until it shows the order, close it unchanged."""
    from storeadmin_gui.ui.editors import open_order_editor
    from storeadmin_gui.ui.pages.kinds import ORDERS
    from storeadmin_gui.ui.pages.orders import OrdersPage

    client = window.session.client
    orders = window.index_of(ORDERS)
    if client is None or orders is None:
        raise RuntimeError("no orders view to open an editor from")
    window.show_page(orders)
    page = window.current_page
    order_id = page.model.key_at(0) if isinstance(page, OrdersPage) else None
    if order_id is None:
        raise RuntimeError("the orders view has no order to open")
    dialog = open_order_editor(window, client, int(str(order_id)))
    editor = dialog.editor
    loaded = asyncio.Event()
    editor.loaded.connect(loaded.set)
    try:
        async with asyncio.timeout(seconds):
            while not editor.has_loaded:
                await loaded.wait()
    except TimeoutError:
        failure = f"the editor of order {order_id} did not load in {seconds:g} s"
        raise RuntimeError(failure) from None
    finally:
        editor.loaded.disconnect(loaded.set)
    title = dialog.windowTitle().replace("[*]", "")
    dialog.done(0)  # nothing was changed, so it closes without asking
    if dialog.isVisible():
        raise RuntimeError(f"the editor of order {order_id} did not close")
    return f"Editor: opened and closed {title}"


def paint_now(window: QWidget) -> None:
    """Lay out and paint ``window`` at once. Not ``processEvents()``: called from a coroutine, it
    would step other asyncio tasks inside this one, which the loop refuses (and then hangs)."""
    from PySide6.QtWidgets import QApplication

    QApplication.sendPostedEvents()  # layout requests and the like, no timers or sockets
    window.repaint()


async def report_first_rows(window: MainWindow) -> None:
    """For the start-up benchmark: print a mark once the first page's rows are on screen."""
    page = window.current_page
    if page is not None:
        await wait_until_loaded(page, SMOKE_TEST_TIMEOUT)
    paint_now(window)
    print(FIRST_ROWS_MARK, flush=True)


def profile_from_stdin() -> Profile:
    """A connection read as one JSON object from standard input (never from the command line,
    where other users could read its secrets): ``server_url``, ``client_id``, ``username``,
    ``client_secret``, ``password``."""
    from storeadmin_gui.ui.shell.profiles import Profile, Secrets

    given = json.loads(sys.stdin.readline())
    return Profile(
        name="Benchmark",
        server_url=given["server_url"],
        client_id=given["client_id"],
        username=given["username"],
        secrets=Secrets(client_secret=given["client_secret"], password=given["password"]),
    )
