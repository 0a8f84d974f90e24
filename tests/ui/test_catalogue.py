"""The Product variants view over the whole catalogue (docs/api.md section 11), on the real
backend: every variant by default, a product narrowing it, stock columns, the low stock filter,
search across products, bulk price across products; and a server without it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QItemSelectionModel, Qt
from pytestqt.qtbot import QtBot

from storeadmin_gui.ui import tasks
from storeadmin_gui.ui.editors.bulk_prices import Operation
from storeadmin_gui.ui.lists.saved_views import View
from storeadmin_gui.ui.pages import VariantsPage
from storeadmin_gui.ui.pages.variants import VariantScope, edit_prices_of_selected
from storeadmin_gui.ui.widgets.low_stock import LowStockFilter
from storeadmin_gui.ui.widgets.product_picker import ProductPicker
from tests.ui.filter_support import filter_box
from tests.ui.shell_support import column_of, narrow_to_first_product, shown, temp_settings
from tests.ui.test_export import export_and_wait, open_export, read_csv

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")

CATALOGUE = "/api/v1/product-variants/"


def all_variants_shown(show_page: Any, client: Any, qtbot: QtBot) -> VariantsPage:
    """The page listing the whole catalogue, once it has asked all it asks at its start: the
    channels' currencies may come after the first rows, and the list is then asked again."""
    page: VariantsPage = show_page(VariantsPage, client, wait=False)
    qtbot.waitUntil(lambda: page.part(VariantScope).catalogue_offered is not None, timeout=10_000)
    qtbot.waitUntil(
        lambda: page.total is not None and not page.loading and not tasks.running_tasks(),
        timeout=10_000,
    )
    return page


def test_every_variant_of_every_product_is_listed_with_its_stock(
    tap_client: Any, show_page: Any, qtbot: QtBot, wait_rows: Any, run: Any
) -> None:
    client, tap = tap_client
    page = all_variants_shown(show_page, client, qtbot)
    wait_rows(page)

    assert page.part(VariantScope).catalogue_offered and page.part(VariantScope).product_code == ""
    assert filter_box(page, "product", ProductPicker).currentText() == "All products"
    assert (
        filter_box(page, "available_at_most", LowStockFilter).isVisible()
        and not page.offers_note.isVisible()
    )
    expected = run(client.catalogue.list(page=1, limit=50))
    assert page.total == expected.total
    assert len({variant.product_code for variant in expected.items}) > 1  # several products
    for row, variant in enumerate(expected.items[:10]):
        assert shown(page, row, "Code") == variant.code
        assert shown(page, row, "Product") == variant.product_name
        assert shown(page, row, "On hand") == (
            "—" if variant.on_hand is None else str(variant.on_hand)
        )
        assert shown(page, row, "On hold") == (
            "—" if variant.on_hold is None else str(variant.on_hold)
        )
        available = variant.available
        assert shown(page, row, "Available") == ("—" if available is None else str(available))
    assert tap.asked(CATALOGUE)

    code = narrow_to_first_product(qtbot, page)
    narrowed = run(client.catalogue.list(page=1, limit=50, criteria={"product": code}))
    assert page.total == narrowed.total < expected.total
    assert tap.asked(CATALOGUE)[-1].url.params["criteria[product]"] == code
    assert {shown(page, row, "Code") for row in range(narrowed.total)} == {
        variant.code for variant in narrowed.items
    }


def test_the_low_stock_filter_lists_what_has_at_most_the_threshold_and_is_remembered(
    tap_client: Any, show_page: Any, qtbot: QtBot, wait_rows: Any, run: Any, tmp_path: Path
) -> None:
    client, tap = tap_client
    page = all_variants_shown(show_page, client, qtbot)
    everything = page.total
    filter_box(page, "available_at_most", LowStockFilter).threshold.setValue(3)
    assert tap.asked(CATALOGUE)[-1].url.params.get("criteria[available_at_most]") is None
    qtbot.mouseClick(
        filter_box(page, "available_at_most", LowStockFilter).check, Qt.MouseButton.LeftButton
    )
    qtbot.waitUntil(
        lambda: page.model.criteria.get("available_at_most") == "3" and not page.loading,
        timeout=10_000,
    )
    wait_rows(page)

    low = run(client.catalogue.list(page=1, limit=100, criteria={"available_at_most": 3}))
    assert 0 < low.total < (everything or 0)
    assert page.total == low.total
    shown_available = [int(shown(page, row, "Available")) for row in range(low.total)]
    assert all(count <= 3 for count in shown_available)
    assert sorted(shown(page, row, "Code") for row in range(low.total)) == sorted(
        variant.code for variant in low.items
    )

    settings = temp_settings(tmp_path)
    page.save_state(settings, "pages/test")
    again: VariantsPage = show_page(VariantsPage, client, wait=False)
    again.restore_state(settings, "pages/test")
    assert (
        filter_box(again, "available_at_most", LowStockFilter).threshold.value() == 3
        and filter_box(again, "available_at_most", LowStockFilter).check.isChecked()
    )
    qtbot.waitUntil(lambda: again.total == low.total and not again.loading, timeout=10_000)


def test_search_by_name_reaches_across_products(
    tap_client: Any, show_page: Any, qtbot: QtBot, wait_rows: Any, run: Any
) -> None:
    client, tap = tap_client
    page = all_variants_shown(show_page, client, qtbot)
    qtbot.keyClicks(page.filters.box("name"), "Navy")
    qtbot.keyClick(page.filters.box("name"), Qt.Key.Key_Return)
    qtbot.waitUntil(
        lambda: page.model.criteria.get("name") == "Navy" and not page.loading, timeout=10_000
    )
    wait_rows(page)
    expected = run(client.catalogue.list(page=1, limit=100, criteria={"name": "Navy"}))
    assert page.total == expected.total > 0
    assert tap.asked(CATALOGUE)[-1].url.params["criteria[name]"] == "Navy"
    assert "criteria[product]" not in tap.asked(CATALOGUE)[-1].url.params


def test_bulk_price_on_a_selection_that_spans_two_products(
    store_client: Any, show_page: Any, qtbot: QtBot, wait_rows: Any, run: Any
) -> None:
    page = all_variants_shown(show_page, store_client, qtbot)
    wait_rows(page)
    rows: dict[str, int] = {}  # product code -> a row of it
    for row in range(page.model.rowCount()):
        product = page.part(VariantScope).product_of(page.model.key_at(row))
        rows.setdefault(product, row)
        if len(rows) == 2:
            break
    assert len(rows) == 2
    chosen = {product: str(page.model.key_at(row)) for product, row in rows.items()}
    selection = page.view.selectionModel()
    for row in rows.values():
        selection.select(
            page.model.index(row, 0),
            QItemSelectionModel.SelectionFlag.Select | QItemSelectionModel.SelectionFlag.Rows,
        )
    assert page.action("bulk_price").isEnabled()
    dialog = edit_prices_of_selected(page)
    assert dialog is not None
    qtbot.waitUntil(lambda: dialog.channel_picker.count() > 0, timeout=10_000)
    dialog.channel_picker.setCurrentIndex(dialog.channel_picker.findData("WEB"))
    dialog.operation_picker.setCurrentIndex(dialog.operation_picker.findData(Operation.SET))
    dialog.amount_edit.clear()
    qtbot.keyClicks(dialog.amount_edit, "42.00")
    with qtbot.waitSignal(dialog.previewed, timeout=10_000):
        qtbot.keyClick(dialog.amount_edit, Qt.Key.Key_Return)
    dialog.apply_button.click()
    with qtbot.waitSignal(dialog.applied, timeout=10_000) as applied:
        pass
    assert applied.args == [2, 0]
    for product, code in chosen.items():
        assert run(store_client.variants.get(product, code)).price("WEB") == 4200
    dialog.close()


def test_without_the_catalogue_a_product_is_chosen_and_the_view_says_why(
    plain_tap_client: Any, show_page: Any, qtbot: QtBot, wait_rows: Any
) -> None:
    client, tap = plain_tap_client
    page = all_variants_shown(show_page, client, qtbot)
    wait_rows(page)
    assert page.part(VariantScope).catalogue_offered is False
    assert page.offers_note.isVisible()
    assert page.offers_note.text() == (
        "This server does not list every variant at once: choose a product to list its variants."
    )
    assert not filter_box(page, "available_at_most", LowStockFilter).isVisible()
    assert filter_box(page, "product", ProductPicker).findText("All products") < 0
    assert page.part(VariantScope).product_code and page.total  # the first product's own list
    assert not page.banner.isVisible()
    assert tap.asked(f"/api/v1/products/{page.part(VariantScope).product_code}/variants/")
    assert page.sort_fields() == {"code", "position", "created_at"}


def test_a_saved_view_and_an_export_keep_the_low_stock_filter_and_the_sort(
    store_client: Any, show_page: Any, qtbot: QtBot, wait_rows: Any, run: Any, tmp_path: Path
) -> None:
    page = all_variants_shown(show_page, store_client, qtbot)
    page.set_filter_values({"low_stock": "3"})
    page.view.horizontalHeader().setSortIndicator(
        column_of(page, "Available"), Qt.SortOrder.AscendingOrder
    )
    qtbot.waitUntil(
        lambda: page.model.sorting == {"available": "asc"} and not page.loading, timeout=10_000
    )
    low = run(
        store_client.catalogue.list(
            page=1, limit=100, criteria={"available_at_most": 3}, sorting={"available": "asc"}
        )
    )
    wait_rows(page)
    assert [shown(page, row, "Code") for row in range(low.total)] == [v.code for v in low.items]
    saved = page.capture_view()
    assert saved.filters["low_stock"] == "3" and saved.sorting == {"available": "asc"}

    page.apply_view(View())  # the standard view: every variant, the server's order
    qtbot.waitUntil(lambda: not page.loading and page.total != low.total, timeout=10_000)
    assert (
        not filter_box(page, "available_at_most", LowStockFilter).check.isChecked()
        and page.model.sorting == {}
    )
    page.apply_view(saved)
    qtbot.waitUntil(lambda: not page.loading and page.total == low.total, timeout=10_000)
    assert page.model.criteria == {"available_at_most": "3"}

    dialog = open_export(page, temp_settings(tmp_path), tmp_path / "low.csv")
    dialog.delimiter_box.setCurrentIndex(dialog.delimiter_box.findData(","))
    rows = read_csv(export_and_wait(qtbot, dialog), encoding="utf-8-sig")
    header = rows[0]
    assert header[:2] == ["Code", "Product"] and "Available" in header
    assert [row[0] for row in rows[1:]] == [variant.code for variant in low.items]
    assert [row[1] for row in rows[1:]] == [variant.product_name for variant in low.items]
    assert [row[header.index("Available")] for row in rows[1:]] == [
        str(variant.available) for variant in low.items
    ]


def test_a_server_that_did_not_answer_the_question_is_asked_again_on_retry(
    tap_client: Any, show_page: Any, qtbot: QtBot, wait_rows: Any, run: Any
) -> None:
    client, tap = tap_client
    tap.fail_when = lambda request: request.url.path == CATALOGUE
    page: VariantsPage = show_page(VariantsPage, client, wait=False)
    failures: list[object] = []
    page.request_failed.connect(failures.append)
    qtbot.waitUntil(lambda: bool(failures), timeout=10_000)
    assert page.part(VariantScope).catalogue_offered is None and page.total is None
    assert page.empty_label.text() == "Asking the server what it offers…"

    tap.fail_when = None
    page.retry_failed()  # as the session does once the server answers again
    qtbot.waitUntil(lambda: page.part(VariantScope).catalogue_offered is True, timeout=10_000)
    wait_rows(page)
    assert page.total == run(client.catalogue.list(page=1, limit=1)).total
    assert filter_box(page, "product", ProductPicker).findText("All products") == 0
    assert filter_box(page, "product", ProductPicker).count() == 1 + len(
        run(client.products.list(limit=100)).items
    )
