"""Printed orders on the real backend: invoices and packing slips rendered to PDF and read back as
text (pypdf), from the Orders list's selection and from the order editor."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from dialog_support import visible_dialogs
from pypdf import PdfReader
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot
from shell_support import row_of, temp_settings

from storeadmin_gui.api.models import Order
from storeadmin_gui.ui import editors, formats
from storeadmin_gui.ui.columns import format_money
from storeadmin_gui.ui.i18n import install_language
from storeadmin_gui.ui.pages import OrdersPage
from storeadmin_gui.ui.print_dialog import OrderPrintDialog
from storeadmin_gui.ui.printing import Printout, order_document
from tests.ui.sales_support import OFFSCREEN_WARNINGS

pytestmark = pytest.mark.qt_log_ignore(*OFFSCREEN_WARNINGS)


def pdf_text(path: Path) -> str:
    """The PDF's text as a reader extracts it, pages joined, runs of spaces made one."""
    reader = PdfReader(path)
    return "\n".join(" ".join((page.extract_text() or "").split()) for page in reader.pages)


def placed_orders(run: Any, client: Any, count: int) -> list[Order]:
    listed = run(client.orders.summaries(page=1, limit=50, criteria={"state": "pending"})).items
    return [run(client.orders.get(summary.id)) for summary in listed[:count]]


def save_through_the_chooser(qtbot: QtBot, dialog: OrderPrintDialog, path: Path) -> None:
    """Save as PDF…, then the file chooser, as a user answers it."""
    qtbot.waitUntil(lambda: dialog.pdf_button.isEnabled(), timeout=10_000)
    dialog.pdf_button.click()
    chooser = dialog.chooser
    assert isinstance(chooser, QFileDialog) and chooser.isVisible()
    assert chooser.selectedFiles()[0].endswith(dialog.pdf_name())
    chooser.selectFile(str(path))
    chooser.accept()
    qtbot.waitUntil(lambda: dialog.saved_to == path, timeout=10_000)


def money(order: Order, minor: int) -> str:
    return " ".join(format_money(minor, order.currency, order.locale_code).split())


def test_invoices_of_the_selected_orders_print_to_a_pdf_one_order_a_page(
    qtbot: QtBot,
    store_client: Any,
    show_page: Any,
    run: Any,
    tmp_path: Path,
) -> None:
    first, second = placed_orders(run, store_client, 2)
    page = show_page(OrdersPage, store_client)
    page.restore_state(temp_settings(tmp_path), "pages/test")
    selection = page.view.selectionModel()
    for order in (first, second):
        row = row_of(page, order.id)
        assert row is not None
        selection.select(
            page.model.index(row, 0), selection.SelectionFlag.Select | selection.SelectionFlag.Rows
        )
    assert page.action("print").isEnabled()

    page.action("print").trigger()
    dialog = next(d for d in visible_dialogs(OrderPrintDialog))
    dialog.store_edit.setText("Northwind Goods")
    dialog.store_edit.editingFinished.emit()
    save_through_the_chooser(qtbot, dialog, tmp_path / "invoices.pdf")

    reader = PdfReader(tmp_path / "invoices.pdf")
    assert len(reader.pages) == 2 == dialog.preview.pageCount()
    text = pdf_text(tmp_path / "invoices.pdf")
    for number, order in enumerate(sorted((first, second), key=lambda o: -o.id)):
        page_text = " ".join((reader.pages[number].extract_text() or "").split())
        assert page_text.startswith("Northwind Goods")
        assert f"Invoice #{order.number}" in page_text
        assert (
            order.channel is not None
            and f"{order.channel.name} ({order.channel.code})" in page_text
        )
        assert order.customer is not None and str(order.customer.email) in page_text
        shipping = order.shipping_address or {}
        assert f"{shipping['postcode']} {shipping['city']}" in page_text
        for item in order.items:
            assert item.variant is not None and item.variant.object is not None
            assert str(item.variant.object.name) in page_text
            assert money(order, item.unit_price) in page_text
            assert money(order, item.total) in page_text
        for adjustment in order.adjustments:
            assert f"{adjustment.description} {money(order, adjustment.amount)}" in page_text
        assert f"Items total {money(order, order.items_total)}" in page_text
        assert f"Total {money(order, order.total)}" in page_text
    assert "Northwind Goods" in text
    assert temp_settings(tmp_path).value("printing/store_name") == "Northwind Goods"


def test_the_order_editor_prints_its_packing_slip(
    qtbot: QtBot, store_client: Any, run: Any, tmp_path: Path
) -> None:
    (order,) = placed_orders(run, store_client, 1)
    window = editors.open_order_editor(None, store_client, order.id)
    qtbot.addWidget(window)
    editor = window.editor
    qtbot.waitUntil(lambda: editor.order is not None, timeout=10_000)

    button = editor.findChild(type(editor.save_button), "printOrder")
    assert button is not None and button.isVisible()
    slip = next(a for a in button.menu().actions() if a.text() == "Packing slip…")
    slip.trigger()
    dialog = visible_dialogs(OrderPrintDialog)[-1]
    assert dialog.kind is Printout.PACKING_SLIP
    assert dialog.orders == [editor.order]
    save_through_the_chooser(qtbot, dialog, tmp_path / "slip.pdf")

    text = pdf_text(tmp_path / "slip.pdf")
    assert f"Packing slip #{order.number}" in text
    assert "testserver" in text  # no store name typed yet: the server's
    units = sum(item.quantity for item in order.items)
    assert f"Units in all {units}" in text
    for item in order.items:
        assert item.variant is not None
        assert f"{item.variant.sku or item.variant.code} {item.quantity} ☐" in text
    assert money(order, order.total) not in text  # a packing slip shows no prices
    dialog.close()
    window.close()


@pytest.mark.parametrize(
    ("app_language", "locale", "words"),
    [
        ("en_US", "de_DE", ["Rechnung", "Rechnungsadresse", "Lieferadresse", "Einzelpreis"]),
        ("en_US", "fr_FR", ["Facture", "Facturer à", "Livrer à", "Prix unitaire"]),
        ("en_US", "nl_NL", ["Factuur", "Factuuradres", "Verzendadres", "Stukprijs"]),
        ("de", "en_US", ["Invoice", "Bill to", "Ship to", "Unit price"]),
        # No Spanish words shipped: the app's own language, the order's money and dates.
        ("de", "es_ES", ["Rechnung", "Rechnungsadresse", "Lieferadresse", "Einzelpreis"]),
    ],
)
def test_an_invoice_speaks_the_language_of_its_order(
    store_client: Any, run: Any, app_language: str, locale: str, words: list[str]
) -> None:
    install_language(app_language)
    try:
        placed = placed_orders(run, store_client, 1)[0]
        order = placed.model_copy(update={"locale_code": locale})
        text = order_document([order], Printout.INVOICE, "Northwind Goods").toPlainText()
    finally:
        install_language("en_US")
    for word in words:
        assert word in text
    assert " ".join(format_money(order.total, order.currency, locale).split()) in " ".join(
        text.split()
    )
    moment = order.checkout_completed_at or order.created_at
    assert moment is not None and formats.date(moment, locale) in text
