"""The progress-and-results frame the batch windows share, driven through the bulk price window on
the real backend: Stop midway, a lost answer left unknown until read again, and Retry of the
failed ones only; and what the four windows now do alike."""

from __future__ import annotations

import csv
from pathlib import Path
from typing import Any

import httpx
import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from storeadmin_gui.api import RetryPolicy
from storeadmin_gui.ui.bench.stock_count import StockCountDialog
from storeadmin_gui.ui.editors.bulk_prices import BulkPriceDialog, Operation
from storeadmin_gui.ui.orders.order_steps import Step
from storeadmin_gui.ui.orders.order_steps_dialog import OrderStepsDialog
from storeadmin_gui.ui.prices.price_import_dialog import PriceImportDialog
from storeadmin_gui.ui.shell.style import colour
from tests.ui.conftest import Runner, make_store_client
from tests.ui.dialog_support import table_text
from tests.ui.sales_support import OFFSCREEN_WARNINGS

pytestmark = pytest.mark.qt_log_ignore(*OFFSCREEN_WARNINGS)

PRODUCT = "EVERYDAY_TSHIRT"
RESULT = 5  # the bulk price window's Result column


class FailingPuts(httpx.AsyncBaseTransport):
    """The real app in process; a PUT to a path in ``fail`` meets the failure named there once:
    ``"refused"`` (no connection: it never left), ``"after"`` (the server carried it out and the
    answer was lost), ``"before"`` (lost before it reached the server)."""

    def __init__(self, app: Any) -> None:
        self.inner = httpx.ASGITransport(app=app)
        self.fail: dict[str, str] = {}
        self.puts: list[str] = []

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        if request.method == "PUT":
            path = request.url.path
            self.puts.append(path)
            failure = next((self.fail.pop(key) for key in list(self.fail) if key in path), None)
            if failure == "refused":
                raise httpx.ConnectError("Connection refused", request=request)
            if failure == "after":
                await self.inner.handle_async_request(request)
            if failure is not None:
                raise httpx.ReadError("Connection reset by peer", request=request)
        return await self.inner.handle_async_request(request)


@pytest.fixture
def losing(backend_app: Any, open_client: Any) -> tuple[Any, FailingPuts]:
    """A client whose writes are never sent again by the client itself."""
    transport = FailingPuts(backend_app)
    client = make_store_client(backend_app, transport, retry=RetryPolicy(attempts=1))
    return open_client(client), transport


def shirts(run: Runner, client: Any, count: int) -> list[Any]:
    async def every() -> list[Any]:
        return [variant async for variant in client.variants.iter_all(PRODUCT)]

    return run(every())[:count]


def previewed(qtbot: QtBot, client: Any, variants: list[Any], price: str) -> BulkPriceDialog:
    """The bulk price window on ``variants``, "Set price to" ``price`` in WEB previewed."""
    dialog = BulkPriceDialog(client, [(PRODUCT, variant.code) for variant in variants])
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitUntil(lambda: dialog.channel_picker.count() > 0, timeout=10_000)
    dialog.channel_picker.setCurrentIndex(dialog.channel_picker.findData("WEB"))
    dialog.operation_picker.setCurrentIndex(dialog.operation_picker.findData(Operation.SET))
    qtbot.keyClicks(dialog.amount_edit, price)
    with qtbot.waitSignal(dialog.previewed, timeout=10_000):
        qtbot.keyClick(dialog.amount_edit, Qt.Key.Key_Return)
    return dialog


def applied(qtbot: QtBot, dialog: BulkPriceDialog, button: Any) -> list[int]:
    with qtbot.waitSignal(dialog.applied, timeout=15_000) as done:
        button.click()
    return list(done.args)


def result(dialog: BulkPriceDialog, row: int) -> str:
    item = dialog.table.item(row, RESULT)
    return item.text() if item is not None else ""


def price(run: Runner, client: Any, variant: Any) -> int | None:
    now: int | None = run(client.variants.get(PRODUCT, variant.code)).price("WEB")
    return now


def test_stop_midway_sends_no_more_and_says_how_many_were_done(
    qtbot: QtBot, losing: tuple[Any, FailingPuts], run: Runner
) -> None:
    client, transport = losing
    variants = shirts(run, client, 3)
    before = [price(run, client, variant) for variant in variants]
    dialog = previewed(qtbot, client, variants, "12.34")

    def stop_after_the_first(*_changed: Any) -> None:
        if result(dialog, 0).startswith("Saved") and dialog.batch.running:
            dialog.close_button.click()  # reads "Stop" while sending

    dialog.table.model().dataChanged.connect(stop_after_the_first)
    assert applied(qtbot, dialog, dialog.apply_button) == [1, 0]

    assert len(transport.puts) == 1  # the rest were not sent
    assert [price(run, client, variant) for variant in variants] == [1234, *before[1:]]
    assert dialog.status.text() == "1 saved, then stopped."
    assert result(dialog, 1) == result(dialog, 2) == "Not applied: stopped."
    assert dialog.close_button.text() == "Close" and dialog.isVisible()  # Stop did not close
    assert not dialog.batch.retry_button.isVisible()  # nothing failed


@pytest.mark.parametrize("lost", ["after", "before"])
def test_a_lost_answer_shows_as_unknown_until_retry_reads_it_again(
    qtbot: QtBot, losing: tuple[Any, FailingPuts], run: Runner, lost: str
) -> None:
    client, transport = losing
    first, second = shirts(run, client, 2)
    dialog = previewed(qtbot, client, [first, second], "12.34")
    transport.fail[first.code] = lost

    assert applied(qtbot, dialog, dialog.apply_button) == [1, 1]
    assert result(dialog, 0).startswith("Unknown: the answer was lost")
    assert dialog.rows[0].ok is False  # never taken for one still to send
    shown = dialog.table.item(0, RESULT)
    assert shown is not None and shown.foreground().color() == colour("caution-text")
    assert dialog.status.text() == (
        "1 saved, 1 failed (see Result). 1 of them unknown: the answer was lost; Retry reads "
        "them first."
    )
    assert transport.puts.count(f"/api/v1/products/{PRODUCT}/variants/{first.code}") == 1
    retry = dialog.batch.retry_button
    assert retry.isVisible() and retry.text() == "Retry the failed ones"
    version = run(client.variants.get(PRODUCT, first.code)).version

    assert applied(qtbot, dialog, retry) == [1, 0]

    sent = transport.puts.count(f"/api/v1/products/{PRODUCT}/variants/{first.code}")
    now = run(client.variants.get(PRODUCT, first.code))
    assert now.price("WEB") == 1234
    if lost == "after":  # read again: saved already, so not sent a second time
        assert sent == 1 and now.version == version
    else:  # read again: not saved, so sent now, once
        assert sent == 2 and now.version == (version or 0) + 1
    assert result(dialog, 0) == "Saved: $12.34"
    assert dialog.status.text() == "1 saved."
    assert not retry.isVisible()


def test_retry_sends_only_the_failed_ones(
    qtbot: QtBot, losing: tuple[Any, FailingPuts], run: Runner
) -> None:
    client, transport = losing
    variants = shirts(run, client, 3)
    dialog = previewed(qtbot, client, variants, "15.00")
    transport.fail[variants[1].code] = "refused"  # never left: certainly not done

    assert applied(qtbot, dialog, dialog.apply_button) == [2, 1]
    assert dialog.rows[1].ok is False and not dialog.rows[1].unknown
    sent = len(transport.puts)

    assert applied(qtbot, dialog, dialog.batch.retry_button) == [1, 0]

    assert transport.puts[sent:] == [f"/api/v1/products/{PRODUCT}/variants/{variants[1].code}"]
    assert [price(run, client, variant) for variant in variants] == [1500] * 3
    assert [result(dialog, row) for row in range(3)] == ["Saved: $15.00"] * 3
    assert dialog.progress.text() == "1 of 1"


def test_the_four_windows_count_items_and_let_tab_leave_their_tables(
    qtbot: QtBot, store_client: Any, run: Runner
) -> None:
    """Once each in its own words; now alike: the bar counts items ("2 of 5", the stock count
    showed a percentage), Tab goes from the table on to the buttons (the price import and the
    stock count kept it in the table), Close sits before the window's own button."""
    order: Any = run(store_client.orders.summaries(page=1, limit=1)).items[0]
    bulk = BulkPriceDialog(store_client, [(PRODUCT, shirts(run, store_client, 1)[0].code)])
    steps = OrderStepsDialog(store_client, Step.PAY, [order.id])
    windows: list[Any] = [
        bulk,
        steps,
        StockCountDialog(store_client),
        PriceImportDialog(store_client),
    ]
    for window in windows:
        qtbot.addWidget(window)
        window.show()
    for loading in (bulk.load_task, steps.load_task):  # done before the store closes
        qtbot.waitUntil(loading.done, timeout=10_000)
    for window in windows:
        assert "%v" in window.progress.format() and "%m" in window.progress.format()
        assert not window.table.tabKeyNavigation()
        own = window.apply_button
        assert window.close_button.x() < own.x(), type(window).__name__


def test_a_long_price_list_fills_only_the_rows_in_view(
    qtbot: QtBot, store_client: Any, run: Runner, tmp_path: Path
) -> None:
    """Thousands of lines: the rows on screen are filled, the others once scrolled to (or read),
    and every result that comes in refills the rows in view, not the whole list."""
    variants = shirts(run, store_client, 5)
    lines = [["variant code", "channel code", "price"]]
    lines += [[variant.code, "WEB", "12.34"] for variant in variants]
    lines += [[variants[0].code, "WEB", f"{n}.00"] for n in range(1200)]  # repeats: left out
    path = tmp_path / "prices.csv"
    with path.open("w", encoding="utf-8", newline="") as stream:
        csv.writer(stream).writerows(lines)
    dialog = PriceImportDialog(store_client, product_hint=PRODUCT)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.file_field.set_path(path)
    with qtbot.waitSignal(dialog.previewed, timeout=30_000):
        dialog.start_preview()

    table = dialog.table
    assert table.rowCount() == 1205
    assert table.item(0, 6) is not None and table.item(1100, 6) is None  # not seen yet
    assert dialog.status_of(1102).startswith("Repeats line 2")  # read: filled then
    table.scrollToBottom()
    last = table.item(1204, 6)
    assert last is not None and last.text().startswith("Repeats line 2")

    table.scrollToTop()
    with qtbot.waitSignal(dialog.applied, timeout=20_000) as done:
        dialog.start_apply()
    assert done.args == [5, 0]
    assert [table_text(table, row, 6) for row in range(5)] == ["Saved."] * 5
    assert table.item(800, 6) is None  # never scrolled to, never built
