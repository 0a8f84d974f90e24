"""The packing bench as staff see it, light and dark: a new order announced in the window (the
banner and the count beside Orders), pick and pack with a wrong scan, the stock count and the
labels window. ``STOREADMIN_SCREENSHOTS=folder`` keeps the pictures (docs/images/bench-*.png)."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from storeadmin_gui.ui.bench.pick_pack import PickPackDialog
from storeadmin_gui.ui.bench.stock_count import StockCountDialog
from storeadmin_gui.ui.pages import OverviewPage
from tests.support.placing import place_a_cart
from tests.ui.bench_support import look, orders_entry, watching_window
from tests.ui.conftest import Runner
from tests.ui.dialog_support import table_text
from tests.ui.sales_support import OFFSCREEN_WARNINGS, placed_order, save_screenshot
from tests.ui.shell_support import desktop_of
from tests.ui.test_scanner import scan, units_of
from tests.ui.test_staff_roles import READ_ONLY, ROLE_REFUSES, staffer_client

pytestmark = pytest.mark.qt_log_ignore(*OFFSCREEN_WARNINGS)


@pytest.fixture(params=["light", "dark"])
def scheme(request: pytest.FixtureRequest, app_look: Any, tmp_path: Path) -> Iterator[str]:
    with desktop_of(app_look, tmp_path, str(request.param), "en_US"):
        yield str(request.param)


def shot(widget: QWidget, name: str, tmp_path: Path) -> int:
    """Save ``widget`` as ``name``; the lightness of its background (a corner of it)."""
    folder = Path(os.environ.get("STOREADMIN_SCREENSHOTS") or tmp_path / "shots")
    path = save_screenshot(widget, name, folder)
    image = widget.grab().toImage()
    assert path.exists()
    return QColor(image.pixel(image.width() - 3, image.height() - 3)).lightness()


def test_the_packing_bench_in_light_and_dark(
    qtbot: QtBot, run: Runner, backend_app: Any, tmp_path: Path, scheme: str
) -> None:
    printer = "Front desk laser"  # not set up on this computer: the slip waits, and says why
    window = watching_window(
        qtbot, run, backend_app, tmp_path / "bench", tmp_path, print_slip=True, printer=printer
    )
    window.resize(1180, 720)
    order_id, number = place_a_cart(tmp_path / "store.sqlite3")
    look(qtbot, window)
    assert orders_entry(window) == "Orders (1)"
    overview = window.current_page
    assert isinstance(overview, OverviewPage)
    qtbot.waitUntil(lambda: overview.settled, timeout=15_000)  # its figures, as staff see it
    lightness = shot(window, f"bench-new-order-{scheme}", tmp_path)
    assert lightness > 180 if scheme == "light" else lightness < 100

    dialog = window.bench.open_pick_pack(order_id)
    assert isinstance(dialog, PickPackDialog)
    qtbot.addWidget(dialog)
    qtbot.waitUntil(lambda: dialog.order is not None, timeout=15_000)
    units = units_of(run, window, order_id)
    for code in units[:2]:
        scan(qtbot, dialog.code_input, code)
    scan(qtbot, dialog.code_input, "STONEWARE_MUG_SAGE")
    assert dialog.status.text() == "STONEWARE_MUG_SAGE is not in this order."
    lightness = shot(dialog, f"bench-pick-pack-{scheme}", tmp_path)
    assert lightness > 180 if scheme == "light" else lightness < 100

    labels = window.bench.open_labels()
    assert labels is not None
    qtbot.addWidget(labels)
    for code in ("STONEWARE_MUG_SAGE", "STONEWARE_MUG_SLATE"):
        scan(qtbot, labels.code_input, code)
    qtbot.waitUntil(lambda: labels.table.rowCount() == 2, timeout=15_000)
    shot(labels, f"bench-labels-{scheme}", tmp_path)

    count = window.bench.open_stock_count()
    assert isinstance(count, StockCountDialog)
    qtbot.addWidget(count)
    count.resize(820, 520)
    scan(qtbot, count.shelf_input, "SHELF-A1")
    for code in ("STONEWARE_MUG_SAGE", "STONEWARE_MUG_SAGE", "STONEWARE_MUG_SLATE"):
        scan(qtbot, count.code_input, code)
    qtbot.waitUntil(lambda: count.reading == 0 and len(count.rows) == 2, timeout=15_000)
    lightness = shot(count, f"bench-stock-count-{scheme}", tmp_path)
    assert lightness > 180 if scheme == "light" else lightness < 100

    queue = window.bench.open_print_queue()
    assert queue is not None
    qtbot.addWidget(queue)
    qtbot.waitUntil(lambda: queue.table.rowCount() == 1, timeout=15_000)
    assert [table_text(queue.table, 0, column) for column in range(4)] == [
        f"#{number}",
        "Packing slip",
        "Waiting",
        f"The printer {printer} is not available.",
    ]
    shot(queue, f"bench-print-queue-{scheme}", tmp_path)


def test_what_the_read_only_staffers_role_refuses_in_light_and_dark(
    qtbot: QtBot,
    run: Runner,
    backend_app: Any,
    open_client: Callable[[Any], Any],
    tmp_path: Path,
    scheme: str,
) -> None:
    """Pick and pack with the parcel complete and Ship refused, the stock count with Apply
    refused: the reason on a line of its own, above what the scans say."""
    client = staffer_client(backend_app, open_client, READ_ONLY)
    order = placed_order(run, client)
    dialog = PickPackDialog(client, order.id)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitUntil(lambda: dialog.order is not None and dialog.role_note.asked, timeout=15_000)
    for line in dialog.tally.lines:
        for _ in range(line.ordered):
            scan(qtbot, dialog.code_input, line.code)
    assert dialog.role_note.text() == ROLE_REFUSES
    lightness = shot(dialog, f"bench-pick-pack-read-only-{scheme}", tmp_path)
    assert lightness > 180 if scheme == "light" else lightness < 100

    count = StockCountDialog(client)
    qtbot.addWidget(count)
    count.show()
    qtbot.waitUntil(lambda: count.role_note.asked, timeout=15_000)
    scan(qtbot, count.shelf_input, "SHELF-A1")
    scan(qtbot, count.code_input, "STONEWARE_MUG_SAGE")
    qtbot.waitUntil(lambda: count.reading == 0 and bool(count.rows), timeout=15_000)
    assert count.role_note.text() == ROLE_REFUSES
    shot(count, f"bench-stock-count-read-only-{scheme}", tmp_path)
