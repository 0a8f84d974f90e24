"""Printed orders on the real backend: invoices and packing slips rendered to PDF and read back as
text (pypdf), from the Orders list's selection and from the order editor; the seller's store
details on them; item names in the order's language; and the layout measured on the pages as
printed (pdftoppm and pdftotext from poppler-utils)."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from pypdf import PdfReader
from PySide6.QtGui import QImage, QPageSize
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot

from storeadmin_gui.api.models import Order
from storeadmin_gui.ui import editors, formats
from storeadmin_gui.ui.editors.order_editor import OrderEditor
from storeadmin_gui.ui.formats import format_money
from storeadmin_gui.ui.i18n import install_language, language_of, words_in
from storeadmin_gui.ui.orders.print_dialog import OrderPrintDialog
from storeadmin_gui.ui.orders.printing import (
    ITEM,
    ITEMS_TOTAL,
    OF_WHICH,
    TOTAL,
    Printout,
    order_document,
)
from storeadmin_gui.ui.pages import OrdersPage
from storeadmin_gui.ui.shell.identity_dialog import IdentityDialog
from storeadmin_gui.ui.shell.store_identity import Connection, StoreIdentity, attach, demo_identity
from tests.support.kinds import of_kind
from tests.ui.dialog_support import visible_dialogs
from tests.ui.sales_support import OFFSCREEN_WARNINGS
from tests.ui.shell_support import row_of, temp_settings

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


LOGO = Path(__file__).resolve().parents[2] / "resources" / "demo-logo.svg"


def fill_store_details(qtbot: QtBot, dialog: OrderPrintDialog, identity: StoreIdentity) -> None:
    """Store details… in the print window, typed in and saved as a user does."""
    dialog.identity_button.click()
    details = dialog.identity_dialog
    assert isinstance(details, IdentityDialog) and details.isVisible()
    details.name_edit.setText(identity.name)
    details.address_edit.setPlainText(identity.address)
    details.vat_edit.setText(identity.vat_id)
    details.logo_field.edit.setText(identity.logo)
    assert details.save_button.isEnabled()
    details.save_button.click()
    qtbot.waitUntil(lambda: not details.isVisible(), timeout=5_000)


def test_invoices_of_the_selected_orders_print_to_a_pdf_one_order_a_page(
    qtbot: QtBot,
    store_client: Any,
    show_page: Any,
    run: Any,
    tmp_path: Path,
) -> None:
    first, second = placed_orders(run, store_client, 2)
    page = show_page(OrdersPage, store_client)
    settings = temp_settings(tmp_path)
    attach(store_client, Connection("Northwind", settings=settings))  # as the window does
    page.restore_state(settings, "pages/test")
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
    seller = StoreIdentity(
        name="Northwind Goods",
        address="Harbour Road 4\n2000 Antwerp\nBelgium",
        vat_id="BE0123456789",
        logo=str(LOGO),
    )
    qtbot.waitUntil(lambda: dialog.pdf_button.isEnabled(), timeout=10_000)
    fill_store_details(qtbot, dialog, seller)
    assert dialog.seller_label.text() == "Sent by Northwind Goods"
    save_through_the_chooser(qtbot, dialog, tmp_path / "invoices.pdf")

    reader = PdfReader(tmp_path / "invoices.pdf")
    assert len(reader.pages) == 2 == dialog.preview.pageCount()
    text = pdf_text(tmp_path / "invoices.pdf")
    for number, order in enumerate(sorted((first, second), key=lambda o: -o.id)):
        page_text = " ".join((reader.pages[number].extract_text() or "").split())
        assert page_text.startswith("Northwind Goods")
        assert "Harbour Road 4 2000 Antwerp Belgium VAT no. BE0123456789" in page_text
        assert len(reader.pages[number].images) == 1  # the logo
        assert f"Invoice #{order.number}" in page_text
        assert (
            order.channel is not None
            and f"{order.channel.name} ({order.channel.code})" in page_text
        )
        assert order.customer is not None and str(order.customer.email) in page_text
        shipping = order.shipping_address
        assert shipping is not None and f"{shipping.postcode} {shipping.city}" in page_text
        for item in order.items:
            assert item.variant is not None
            name = item.variant.translations[order.locale_code or ""].name
            assert name is not None and name in page_text
            assert money(order, item.unit_price) in page_text
            assert money(order, item.total) in page_text
        for adjustment in order.adjustments:
            assert f"{adjustment.description} {money(order, adjustment.amount)}" in page_text
        assert f"Items total {money(order, order.items_total)}" in page_text
        assert f"Total {money(order, order.total)}" in page_text
    assert "Northwind Goods" in text
    # Kept with the connection: the next print window (of this run or the next) starts with it.
    assert Connection("Northwind", settings=temp_settings(tmp_path)).identity() == seller


def test_the_order_editor_prints_its_packing_slip(
    qtbot: QtBot, store_client: Any, run: Any, tmp_path: Path
) -> None:
    (order,) = placed_orders(run, store_client, 1)
    window = editors.open_order_editor(None, store_client, order.id)
    qtbot.addWidget(window)
    editor = of_kind(window.editor, OrderEditor)
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
    # No store details for this connection yet: the channel's name stands in, never an address.
    assert dialog.seller_label.text() == (
        "No store details yet: add the seller's name and address."
    )
    assert order.channel is not None and text.startswith(str(order.channel.name))
    assert "testserver" not in text
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
        text = order_document(
            [order], Printout.INVOICE, StoreIdentity(name="Northwind Goods")
        ).toPlainText()
    finally:
        install_language("en_US")
    for word in words:
        assert word in text
    assert " ".join(format_money(order.total, order.currency, locale).split()) in " ".join(
        text.split()
    )
    moment = order.checkout_completed_at or order.created_at
    assert moment is not None and formats.date(moment, locale) in text


# ----------------------------------------------------------------------------- names of items


def with_locale(order: Order, locale: str) -> Order:
    return order.model_copy(update={"locale_code": locale})


def test_a_german_invoice_names_items_and_options_in_german(store_client: Any, run: Any) -> None:
    """The staffer reads English; the order's customer German: the items and their option values
    go by their German names, the option's own name by the only one the store has."""
    order = with_locale(placed_orders(run, store_client, 1)[0], "de_CH")
    text = " ".join(
        order_document([order], Printout.INVOICE, demo_identity()).toPlainText().split()
    )
    assert "Rechnung" in text
    for item in order.items:
        assert item.variant is not None and item.variant.object is not None
        german = item.variant.translations["de_CH"].name
        english = item.variant.translations["en_US"].name
        assert german and english and german != english
        assert german in text and english not in text
        for option in item.variant.options:
            assert f"{option.name}: {option.translations['de_CH'].value}" in text
    assert "Weiss" in text or "Schwarz" in text or "Marineblau" in text  # a colour, in German


@pytest.mark.parametrize(
    ("staffer", "order_locale", "named"),
    [
        ("de", "es_ES", "de_CH"),  # no Spanish names: the staffer's language
        ("en_US", "es_ES", "en_US"),
        ("fr", "nl_BE", "nl_NL"),  # the order's language, from another country
    ],
)
def test_an_item_without_a_name_in_the_orders_language_takes_the_staffers(
    store_client: Any, run: Any, staffer: str, order_locale: str, named: str
) -> None:
    install_language(staffer)
    try:
        order = with_locale(placed_orders(run, store_client, 1)[0], order_locale)
        text = order_document([order], Printout.PACKING_SLIP, demo_identity()).toPlainText()
    finally:
        install_language("en_US")
    for item in order.items:
        assert item.variant is not None
        name = item.variant.translations[named].name
        assert name is not None and name in text


def test_an_item_is_never_printed_without_a_name(store_client: Any, run: Any) -> None:
    """Without names in any locale: the product's name; without that either: the code."""
    order = placed_orders(run, store_client, 1)[0]
    first, second, *_ = order.items
    assert first.variant is not None and second.variant is not None
    unnamed = first.variant.model_copy(update={"translations": {}})
    bare = second.variant.model_copy(update={"translations": {}, "object": None})
    items = [
        first.model_copy(update={"variant": unnamed}),
        second.model_copy(update={"variant": bare}),
    ]
    text = order_document(
        [order.model_copy(update={"items": items})], Printout.PACKING_SLIP, StoreIdentity()
    ).toPlainText()
    assert first.variant.object is not None and str(first.variant.object.name) in text
    assert f"{second.variant.code}\n" in text or f"{second.variant.code}\u2029" in text


# ----------------------------------------------------------------------------- the layout, measured


@dataclass(frozen=True)
class Word:
    left: float
    top: float
    right: float
    text: str


def poppler(tool: str) -> str:
    """A tool of poppler-utils; the layout cannot be measured without it."""
    found = shutil.which(tool)
    if found is None:
        pytest.fail(
            f"{tool} is missing: the printed pages are measured with poppler-utils "
            "(apt-get install poppler-utils; .ci/run installs it)"
        )
    return found


def lines_of_words(pdf: Path) -> list[list[list[Word]]]:
    """Per page, its lines (words at the same height, left to right), top to bottom."""
    xml = subprocess.run(
        [poppler("pdftotext"), "-bbox", str(pdf), "-"], check=True, capture_output=True, text=True
    ).stdout
    pages = []
    for page in xml.split("<page ")[1:]:
        lines: dict[int, list[Word]] = {}
        for left, top, right, _bottom, text in re.findall(
            r'<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<',
            page,
        ):
            word = Word(float(left), float(top), float(right), text)
            lines.setdefault(round(word.top), []).append(word)
        pages.append([sorted(lines[top], key=lambda w: w.left) for top in sorted(lines)])
    return pages


def ink_boxes(pdf: Path, folder: Path) -> list[tuple[int, int, int, int]]:
    """Per page rendered at 72 dpi (a pixel is a point): left, top, right and bottom of every
    mark that is not paper white (text, rules, the heading's tint, the logo)."""
    subprocess.run(
        [poppler("pdftoppm"), "-r", "72", "-gray", "-png", str(pdf), str(folder / "page")],
        check=True,
    )
    boxes = []
    for page in sorted(folder.glob("page-*.png")):
        image = QImage(str(page)).convertToFormat(QImage.Format.Format_Grayscale8)
        data = bytes(image.constBits())
        stride, width = image.bytesPerLine(), image.width()
        inked = re.compile(rb"[\x00-\xf0]")  # darker than paper
        left, right, rows = width, -1, []
        for y in range(image.height()):
            row = data[y * stride : y * stride + width]
            first = inked.search(row)
            if first is None:
                continue
            last = inked.search(row[::-1])
            assert last is not None
            left, right = min(left, first.start()), max(right, width - 1 - last.start())
            rows.append(y)
        boxes.append((left, rows[0], right, rows[-1]))
    return boxes


def print_to_pdf(qtbot: QtBot, dialog: OrderPrintDialog, path: Path) -> None:
    """Print…, and the system's print dialog answered with "print to a PDF file"."""
    qtbot.waitUntil(lambda: dialog.print_button.isEnabled(), timeout=10_000)
    dialog.printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    dialog.printer.setOutputFileName(str(path))
    dialog.print_button.click()
    system = visible_dialogs(QPrintDialog)[-1]
    system.accept()
    qtbot.waitUntil(path.is_file, timeout=10_000)


def row_starting(lines: list[list[Word]], words: str) -> list[Word]:
    wanted = words.split()
    return next(line for line in lines if [w.text for w in line[: len(wanted)]] == wanted)


PICTURED = {"de_CH": "german", "fr_FR": "french"}


def page_picture(pdf: Path, name: str, fallback: Path) -> Path:
    """The PDF's first page as ``name``.png at 100 dpi, into ``$STOREADMIN_SCREENSHOTS``."""
    folder = Path(os.environ.get("STOREADMIN_SCREENSHOTS") or fallback)
    folder.mkdir(parents=True, exist_ok=True)
    target = folder / name
    first_page = ["-f", "1", "-l", "1", "-singlefile"]
    subprocess.run(
        [poppler("pdftoppm"), "-r", "100", *first_page, "-png", str(pdf), str(target)], check=True
    )
    return target.with_suffix(".png")


TEXT_MARGIN_MM = 20  # QTextDocument.print_ lays the text out 2 cm inside the sheet's edges
POINTS_PER_MM = 72 / 25.4


@pytest.fixture
def language() -> Iterator[None]:
    yield
    install_language("en_US")


@pytest.mark.parametrize("kind", list(Printout))
@pytest.mark.parametrize("locale", ["en_US", "de_CH", "fr_FR", "nl_NL"])
def test_nothing_sticks_out_and_the_totals_line_up_in_every_language(
    qtbot: QtBot,
    store_client: Any,
    run: Any,
    tmp_path: Path,
    language: None,
    locale: str,
    kind: Printout,
) -> None:
    """Printed through Qt's printing to a PDF and measured on the page: every mark inside the
    text area, and the invoice's totals under the item table's Total column."""
    install_language(locale)
    orders = [with_locale(order, locale) for order in placed_orders(run, store_client, 3)]
    attach(store_client, Connection("Demo store", demo=True))
    dialog = OrderPrintDialog(store_client, kind, orders=orders)
    qtbot.addWidget(dialog)
    dialog.show()
    pdf = tmp_path / f"{kind.value}-{locale}.pdf"
    print_to_pdf(qtbot, dialog, pdf)

    sheet = dialog.printer.pageLayout().pageSize().size(QPageSize.Unit.Point)
    margin = TEXT_MARGIN_MM * POINTS_PER_MM
    boxes = ink_boxes(pdf, tmp_path)
    assert len(boxes) == len(orders) == dialog.preview.pageCount()
    for left, top, right, _bottom in boxes:
        assert left >= margin - 1, (locale, left)
        assert right <= sheet.width() - margin + 1, (locale, right, sheet.width() - margin)
        assert top >= margin - 1, (locale, top)

    if locale in PICTURED:  # the first page, as a reviewer sees it (docs/images/)
        page_picture(pdf, f"{kind.value.replace('_', '-')}-{PICTURED[locale]}", tmp_path)

    say = words_in(language_of(locale))
    pages = lines_of_words(pdf)
    assert len(pages) == len(orders)
    for lines in pages:
        first_lines = [" ".join(w.text for w in line) for line in lines[:3]]
        assert any(text.startswith(say(kind.title)) for text in first_lines), first_lines
        if kind is Printout.PACKING_SLIP:
            continue
        heading = row_starting(lines, say(ITEM))
        assert heading[-1].text == say(TOTAL).split()[-1]
        column_right = heading[-1].right
        amounts = [row_starting(lines, say(ITEMS_TOTAL)), row_starting(lines, say(TOTAL))]
        amounts += [line for line in lines if line[0].text == say(OF_WHICH).split()[0]]
        assert len(amounts) >= 3
        for line in amounts:
            assert abs(line[-1].right - column_right) <= 2, (locale, line, column_right)
