"""Export to CSV on the real backend: every page as filtered and sorted, the file's spelling, and a
cancelled or failed export that leaves nothing behind."""

from __future__ import annotations

import csv
import io
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QMessageBox

from storeadmin_gui.api.models import OrderSummary
from storeadmin_gui.ui.formats import format_money, iso_timestamp
from storeadmin_gui.ui.labels import state_label
from storeadmin_gui.ui.lists.export_dialog import ExportDialog
from storeadmin_gui.ui.pages import OrdersPage, UsersPage, VariantsPage
from storeadmin_gui.ui.pages.base import ListPage
from storeadmin_gui.ui.pages.variants import VariantScope
from tests.ui.dialog_support import click_button, visible_dialogs
from tests.ui.sales_support import OFFSCREEN_WARNINGS
from tests.ui.shell_support import column_of, narrow_to_first_product, temp_settings

pytestmark = pytest.mark.qt_log_ignore(*OFFSCREEN_WARNINGS)

ORDERS = "/api/v1/orders/"


@pytest.fixture
def out(tmp_path: Path) -> Path:
    """The folder exports go to (the store's database lives beside it, in tmp_path)."""
    folder = tmp_path / "out"
    folder.mkdir()
    return folder


def open_export(page: ListPage, settings: QSettings, path: Path) -> ExportDialog:
    page.restore_state(settings, "pages/test")
    dialog = page.export_list()
    assert dialog is not None
    dialog.file_field.set_path(path)
    return dialog


def export_and_wait(qtbot: Any, dialog: ExportDialog, timeout: int = 60_000) -> Path:
    with qtbot.waitSignal(dialog.exported, timeout=timeout) as done:
        click_button(dialog, "Export")
    path: Path = done.args[0]
    return path


def read_csv(path: Path, delimiter: str = ",", encoding: str = "utf-8") -> list[list[str]]:
    with path.open(encoding=encoding, newline="") as stream:
        return list(csv.reader(stream, delimiter=delimiter))


async def every_order(client: Any, sorting: dict[str, str], criteria: dict[str, str]) -> list[Any]:
    items: list[OrderSummary] = []
    number = 1
    while True:
        page = await client.orders.summaries(
            page=number, limit=100, sorting=sorting, criteria=criteria
        )
        items.extend(page.items)
        if page.page >= page.pages:
            return items
        number += 1


def test_orders_export_holds_every_page_as_filtered_and_sorted(
    many_orders_tap_client: Any,
    show_page: Any,
    wait_rows: Any,
    run: Any,
    qtbot: Any,
    tmp_path: Path,
    english: Any,
) -> None:
    client, tap = many_orders_tap_client
    page = show_page(OrdersPage, client)
    qtbot.waitUntil(lambda: page.filters.box("channel").findData("WEB") >= 0, timeout=5000)
    page.filters.box("channel").set_value("WEB")
    page.model.sort(column_of(page, "Total"), Qt.SortOrder.DescendingOrder)
    wait_rows(page)
    cached_before = len(page.model.cached_pages)
    dialog = open_export(page, temp_settings(tmp_path), tmp_path / "orders.csv")
    summary = dialog.summary_label.text()
    assert "Filtered by" in summary and "(WEB)" in summary
    assert "Sorted by Total, descending." in summary
    dialog.bom_box.setChecked(False)
    dialog.delimiter_box.setCurrentIndex(dialog.delimiter_box.findData(","))

    path = export_and_wait(qtbot, dialog)

    expected = run(every_order(client, {"total": "desc"}, {"channel": "WEB"}), timeout=60)
    rows = read_csv(path)
    header, body = rows[0], rows[1:]
    assert header == [
        "Id",
        "Number",
        "Customer name",
        "Customer e-mail",
        "Channel",
        "State",
        "Items",
        "Total",
        "Currency",
        "Payment",
        "Shipping",
        "Created",
        "Updated",
        "Completed",
    ]
    assert len(body) == len(expected) == page.total > 1000
    assert [int(row[0]) for row in body] == [order.id for order in expected]
    for row, order in zip(body, expected, strict=True):
        values = dict(zip(header, row, strict=True))
        assert values["Number"] == (order.number or "")
        assert values["Customer e-mail"] == (order.customer_email or "")
        assert values["Channel"] == "WEB"
        assert values["State"] == state_label(order.state)
        assert values["Payment"] == state_label(order.payment_state)
        assert values["Shipping"] == state_label(order.shipping_state)
        assert int(values["Items"]) == order.unit_count
        assert Decimal(values["Total"]) == Decimal(order.total) / 100
        assert values["Currency"] == "USD"
        assert values["Created"] == iso_timestamp(order.created_at)
        assert values["Completed"] == (iso_timestamp(order.checkout_completed_at) or "")
    # Read from the server at the largest page size, not from the table's few cached pages.
    export_asks = [r for r in tap.asked(ORDERS) if r.url.params.get("limit") == "100"]
    assert len(export_asks) >= len(expected) // 100
    assert all(r.url.params["criteria[channel]"] == "WEB" for r in export_asks)
    assert all(r.url.params["sorting[total]"] == "desc" for r in export_asks)
    assert len(page.model.cached_pages) <= cached_before + 1
    assert dialog.status.text() == f"Exported {len(expected):,} rows to {path}."
    assert [p.name for p in tmp_path.iterdir() if p.suffix == ".part"] == []


def test_a_german_spreadsheet_gets_semicolons_decimal_commas_and_a_bom(
    tap_client: Any, show_page: Any, qtbot: Any, tmp_path: Path, german: Any, run: Any
) -> None:
    client, _tap = tap_client
    page = show_page(OrdersPage, client)
    dialog = open_export(page, temp_settings(tmp_path), tmp_path / "bestellungen.csv")
    assert dialog.delimiter_box.currentData() == ";"
    assert dialog.bom_box.isChecked()
    assert "1234,50" in dialog.sample_label.text()

    path = export_and_wait(qtbot, dialog)

    raw = path.read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf")
    rows = read_csv(path, ";", "utf-8-sig")
    total = rows[0].index("Total")
    first = run(client.orders.summaries(page=1, limit=1)).items[0]
    assert rows[1][0] == str(first.id)
    assert rows[1][total] == f"{first.total // 100},{first.total % 100:02d}"
    # The choice is remembered for the next export.
    settings = temp_settings(tmp_path)
    assert settings.value("export/delimiter") == ";"


def test_hidden_columns_are_left_out_and_variant_prices_get_a_currency_each(
    store_client: Any, show_page: Any, wait_rows: Any, qtbot: Any, tmp_path: Path, run: Any
) -> None:
    page = show_page(VariantsPage, store_client)
    narrow_to_first_product(qtbot, page)
    qtbot.waitUntil(lambda: set(page.currencies) >= {"WEB", "MOB"}, timeout=5000)
    wait_rows(page)
    chooser = page.column_chooser
    for name in ("Options", "Tax category", "Shipping category", "Created", "Tracked"):
        chooser.column_actions[chooser.names.index(name)].setChecked(False)
    dialog = open_export(page, temp_settings(tmp_path), tmp_path / "variants.csv")
    dialog.delimiter_box.setCurrentIndex(dialog.delimiter_box.findData(","))
    path = export_and_wait(qtbot, dialog)

    rows = read_csv(path, encoding="utf-8-sig")
    channels = sorted(page.currencies)
    assert rows[0] == [
        "Code",
        "Product",
        *[f"{kind} {c}" for c in channels for kind in ("Price", "Currency")],
        "On hand",
        "On hold",
        "Available",
        "Name",
        "Position",
        "Version",
    ]
    variants = run(_all_variants(store_client, page.part(VariantScope).product_code))
    assert [row[0] for row in rows[1:]] == [variant.code for variant in variants]
    for row, variant in zip(rows[1:], variants, strict=True):
        for channel in channels:
            price = row[rows[0].index(f"Price {channel}")]
            minor = variant.price(channel)
            assert price == ("" if minor is None else f"{minor // 100}.{minor % 100:02d}")
            assert row[rows[0].index(f"Currency {channel}")] == page.currencies[channel]


async def _all_variants(client: Any, product: str) -> list[Any]:
    return [variant async for variant in client.variants.iter_all(product)]


def test_a_cancelled_export_leaves_the_old_file_and_no_temporary_one(
    tap_client: Any, show_page: Any, qtbot: Any, tmp_path: Path, out: Path
) -> None:
    client, tap = tap_client
    page = show_page(UsersPage, client)
    target = out / "users.csv"
    target.write_text("what was there before\n", encoding="utf-8")
    dialog = open_export(page, temp_settings(tmp_path), target)
    tap.hold()
    click_button(dialog, "Export")
    confirm = _question(qtbot)
    click_button(confirm, "Replace")
    qtbot.waitUntil(lambda: tap.held > 0, timeout=5000)
    assert dialog.running and dialog.close_button.text() == "Cancel"
    assert any(p.name.endswith(".part") for p in out.iterdir())

    click_button(dialog, "Cancel")
    qtbot.waitUntil(lambda: not dialog.running, timeout=5000)
    tap.release()

    assert dialog.isVisible()
    assert dialog.status.text() == "Cancelled: nothing was written to users.csv."
    assert target.read_text(encoding="utf-8") == "what was there before\n"
    assert [p.name for p in out.iterdir()] == ["users.csv"]


def test_a_server_lost_mid_export_leaves_no_file_and_says_so(
    many_orders_tap_client: Any, show_page: Any, qtbot: Any, tmp_path: Path, out: Path
) -> None:
    client, tap = many_orders_tap_client
    page = show_page(OrdersPage, client)
    failures: list[Any] = []
    page.request_failed.connect(failures.append)
    dialog = open_export(page, temp_settings(tmp_path), out / "orders.csv")
    tap.fail_when = lambda request: request.url.params.get("page") == "7"

    click_button(dialog, "Export")
    qtbot.waitUntil(lambda: "stopped" in dialog.status.text(), timeout=30_000)

    assert "Nothing was written to orders.csv" in dialog.status.text()
    assert list(out.iterdir()) == []
    assert len(failures) == 1 and dialog.export_button.isEnabled()


def test_ctrl_c_copies_the_selected_rows_as_columns_with_a_header(
    store_client: Any, show_page: Any, qtbot: Any, run: Any
) -> None:
    from PySide6.QtGui import QGuiApplication

    page = show_page(OrdersPage, store_client)
    page.column_chooser.column_actions[page.column_chooser.names.index("Updated")].setChecked(False)
    selection = page.view.selectionModel()
    for row in (0, 2):
        selection.select(
            page.model.index(row, 0),
            selection.SelectionFlag.Select | selection.SelectionFlag.Rows,
        )
    page.view.setFocus()
    qtbot.keyClick(page.view, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)

    text = QGuiApplication.clipboard().text()
    rows = list(csv.reader(io.StringIO(text), delimiter="\t"))
    headers = [c.header for c in page.model.columns if c.header != "Updated"]
    assert rows[0] == headers
    assert len(rows) == 3
    orders = run(store_client.orders.summaries(page=1, limit=3)).items
    for cells, order in zip(rows[1:], (orders[0], orders[2]), strict=True):
        assert cells[0] == str(order.id)
        assert cells[headers.index("State")] == state_label(order.state)
        assert cells[headers.index("Total")] == format_money(order.total, order.currency)


def _question(qtbot: Any) -> QMessageBox:
    qtbot.waitUntil(lambda: bool(visible_dialogs(QMessageBox)), timeout=5000)
    return visible_dialogs(QMessageBox)[-1]


def test_the_file_menu_offers_export_and_the_current_lists_own_ways_in_and_out(
    qtbot: Any, session: Any, messages: Any, settings: QSettings
) -> None:
    from storeadmin_gui.ui.pages import page_index
    from tests.ui.shell_support import open_window, wait_for_rows

    window = open_window(qtbot, session, messages, settings)
    window.show_page(page_index(VariantsPage.key))
    page = wait_for_rows(qtbot, window)
    assert isinstance(page, VariantsPage)
    file_menu = window.menuBar().actions()[0].menu()

    def entries() -> list[str]:
        file_menu.aboutToShow.emit()
        return [a.text() for a in file_menu.actions() if not a.isSeparator()]

    assert entries()[-4:] == ["&Export list…", "Price template…", "Import prices…", "&Quit"]
    window.show_page(page_index(UsersPage.key))
    wait_for_rows(qtbot, window)
    assert entries()[-2:] == ["&Export list…", "&Quit"]

    qtbot.keyClick(window, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    users = window.current_page
    assert isinstance(users.export_dialog, ExportDialog) and users.export_dialog.isVisible()
    assert users.export_dialog.windowTitle() == "Export Users to CSV"
    users.export_dialog.close()
