"""Screenshots of every view and dialog of the shell, for a reviewer to look at.

The PNGs go to the folder named by ``STOREADMIN_SCREENSHOTS`` (kept), or to the test's tmp folder.
Each test also checks that the picture shows something: a blank or single-colour grab fails. The
four lists are checked as a person checked them: the text each key cell renders (as painted, cut
to its column) is what the API answered for that row, in full, so a wrong or clipped column fails.
"""

from __future__ import annotations

import contextlib
import json
import os
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import httpx
import keyring.backends.fail
import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPalette
from PySide6.QtWidgets import (
    QApplication,
    QInputDialog,
    QStyle,
    QStyleOptionViewItem,
    QWidget,
)
from pytestqt.qtbot import QtBot

from storeadmin_gui.api import RetryPolicy
from storeadmin_gui.ui.editors.bulk_prices import BulkPriceDialog
from storeadmin_gui.ui.formats import format_money
from storeadmin_gui.ui.i18n import install_language
from storeadmin_gui.ui.labels import state_colour, state_label
from storeadmin_gui.ui.orders.order_questions import ShipDialog
from storeadmin_gui.ui.orders.order_steps import Step
from storeadmin_gui.ui.orders.print_dialog import OrderPrintDialog
from storeadmin_gui.ui.orders.printing import Printout
from storeadmin_gui.ui.pages import (
    PAGE_TYPES,
    CartsPage,
    CustomersPage,
    ListPage,
    OrdersPage,
    OverviewPage,
    Page,
    UsersPage,
    VariantsPage,
    page_index,
)
from storeadmin_gui.ui.pages.variants import import_prices
from storeadmin_gui.ui.people.customer_profile import ProfileWindow
from storeadmin_gui.ui.shell.connect_dialog import ConnectDialog
from storeadmin_gui.ui.shell.main_window import MainWindow
from storeadmin_gui.ui.shell.messages import MessageChannel
from storeadmin_gui.ui.shell.profiles import ProfileStore, SecretStore
from storeadmin_gui.ui.shell.session import Session
from storeadmin_gui.ui.shell.style import colour
from storeadmin_gui.ui.widgets.low_stock import LowStockFilter
from tests.ui.detail_support import value_of
from tests.ui.dialog_support import (
    click_button,
    close_editor,
    loaded_editor,
    open_bulk_prices_of_every_row,
    open_first_row,
    visible_dialogs,
)
from tests.ui.filter_support import filter_box
from tests.ui.sales_support import OFFSCREEN_WARNINGS
from tests.ui.shell_support import (
    MemoryKeyring,
    SwitchableTransport,
    column_of,
    demo_profile,
    desktop_of,
    fill_password_form,
    in_process_factory,
    narrow_to_first_product,
    page_loaded,
    temp_settings,
)

pytestmark = pytest.mark.qt_log_ignore(*OFFSCREEN_WARNINGS)

WINDOW_SIZE = (1180, 720)


@pytest.fixture
def shots(tmp_path: Path) -> Path:
    folder = Path(os.environ.get("STOREADMIN_SCREENSHOTS") or tmp_path / "screenshots")
    folder.mkdir(parents=True, exist_ok=True)
    return folder


@pytest.fixture
def styled(app_look: Any) -> None:
    """The app's own look (Fusion and the themed style sheet), taken off again after the test."""
    app_look()


def save(widget: QWidget, folder: Path, name: str) -> Path:
    QApplication.processEvents()
    path = folder / f"{name}.png"
    assert widget.grab().save(str(path))
    image = QImage(str(path))
    colours = {
        image.pixel(x, y) for x in range(0, image.width(), 7) for y in range(0, image.height(), 7)
    }
    assert len(colours) > 8, f"{name}.png looks blank"
    return path


def shown_signed_in(
    qtbot: QtBot, session: Session, messages: MessageChannel, tmp_path: Path, run: Any
) -> MainWindow:
    """The main window at its usual size, signed in to the demo store, on the Overview."""
    window = MainWindow(session, messages, temp_settings(tmp_path))
    qtbot.addWidget(window)
    window.resize(*WINDOW_SIZE)
    window.show()
    run(session.open(demo_profile()))
    return window


def signed_in_window(
    qtbot: QtBot, backend_app: Any, tmp_path: Path, run: Any
) -> tuple[MainWindow, Session]:
    """As ``shown_signed_in``, with a session of its own."""
    messages = MessageChannel()
    session = Session(messages, client_factory=in_process_factory(backend_app))
    return shown_signed_in(qtbot, session, messages, tmp_path, run), session


def window_on_orders(
    qtbot: QtBot, session: Session, messages: MessageChannel, tmp_path: Path, run: Any
) -> tuple[MainWindow, OrdersPage]:
    """The main window at its usual size, signed in to the demo store, on Orders."""
    window = shown_signed_in(qtbot, session, messages, tmp_path, run)
    window.show_page(page_index(OrdersPage.key))
    qtbot.waitUntil(lambda: page_loaded(window.current_page), timeout=15_000)
    page = window.current_page
    assert isinstance(page, OrdersPage)
    return window, page


def test_each_view_of_the_main_window(
    qtbot: QtBot, styled: None, backend_app: Any, shots: Path, tmp_path: Path, run: Any
) -> None:
    messages = MessageChannel()
    session = Session(messages, client_factory=in_process_factory(backend_app))
    window = MainWindow(session, messages, temp_settings(tmp_path))
    qtbot.addWidget(window)
    window.resize(*WINDOW_SIZE)
    window.show()
    save(window, shots, "00-not-connected")

    run(session.open(demo_profile()))
    client = session.client
    assert client is not None
    for index, page_type in enumerate(PAGE_TYPES):
        window.show_page(index)
        qtbot.waitUntil(lambda: page_loaded(window.current_page), timeout=15_000)
        page = window.current_page
        assert page is not None
        if isinstance(page, OverviewPage):
            assert_overview_figures(page, client, run)
        else:
            assert_rendered(qtbot, page, EXPECTED_CELLS[page_type](page, client, run))
        save(window, shots, f"{index + 1:02}-{page_type.__name__.removesuffix('Page').lower()}")

    window.show_page(page_index(OrdersPage.key))
    orders = window.current_page
    assert isinstance(orders, OrdersPage)
    orders.view.horizontalHeader().setSortIndicator(
        column_of(orders, "Total"), Qt.SortOrder.DescendingOrder
    )
    qtbot.waitUntil(lambda: page_loaded(orders) and orders.sort_note.isVisible(), timeout=10_000)
    assert "EUR and USD" in orders.sort_note.text()
    save(window, shots, "08-orders-by-total-in-two-currencies")

    orders.view.selectRow(0)
    orders.details_action.trigger()
    qtbot.waitUntil(
        lambda: orders.details.panel.isVisible() and not orders.details.panel.status, timeout=10_000
    )
    assert value_of(orders.details.panel, "Customer") == rendered_text(orders, 0, "Customer")
    save(window, shots, "05-detail-panel")

    messages.warning(
        "The connection to http://testserver was lost. Store Admin keeps trying and carries on "
        "when the server is back."
    )
    save(window, shots, "06-message-bar")
    run(session.close())


def test_a_list_the_server_could_not_reload(
    qtbot: QtBot, styled: None, backend_app: Any, shots: Path, tmp_path: Path, run: Any
) -> None:
    cable = SwitchableTransport(httpx.ASGITransport(app=backend_app))
    messages = MessageChannel()
    factory = in_process_factory(backend_app, cable, retry=RetryPolicy(attempts=1))
    session = Session(messages, client_factory=factory, probe_interval=60)
    window, page = window_on_orders(qtbot, session, messages, tmp_path, run)
    client = session.client
    assert client is not None
    expected = expected_orders(page, client, run)
    cable.down = True
    window.refresh()
    qtbot.waitUntil(lambda: page.stale and "was lost" in window.message_bar.text, timeout=5_000)
    assert rendered_rows(page, expected) == expected  # still there, faded
    save(window, shots, "07-orders-not-up-to-date")
    cable.down = False
    run(session.close())


def test_the_dialogs(
    qtbot: QtBot, styled: None, backend_app: Any, shots: Path, tmp_path: Path
) -> None:
    session = Session(MessageChannel(), client_factory=in_process_factory(backend_app))
    profiles = ProfileStore(temp_settings(tmp_path), SecretStore(MemoryKeyring()))
    dialog = ConnectDialog(profiles, session.open, start_demo=session.close)
    qtbot.addWidget(dialog)
    dialog.show()
    save(dialog, shots, "10-connect")

    fill_password_form(dialog, password="wrong")
    dialog.connect_button.click()
    qtbot.waitUntil(lambda: not dialog.busy and bool(dialog.error_text), timeout=10_000)
    save(dialog, shots, "11-connect-wrong-password")

    dialog.token_mode.setChecked(True)
    save(dialog, shots, "12-connect-access-token")

    no_keyring = ProfileStore(temp_settings(tmp_path), SecretStore(keyring.backends.fail.Keyring()))
    again = ConnectDialog(
        no_keyring,
        session.renew,
        sign_in_again=demo_profile(password=""),
        reason="Your session has expired and could not be renewed.",
    )
    qtbot.addWidget(again)
    again.show()
    save(again, shots, "13-sign-in-again")


def test_the_editors_opened_from_the_window(
    qtbot: QtBot, styled: None, backend_app: Any, shots: Path, tmp_path: Path, run: Any
) -> None:
    """Enter on a row of each view opens its editor, Ctrl+N its creator; each is saved as shown
    the moment it has loaded, at the size it opens with."""
    window, session = signed_in_window(qtbot, backend_app, tmp_path, run)

    for index, page_type in enumerate(PAGE_TYPES):
        window.show_page(index)
        qtbot.waitUntil(lambda: page_loaded(window.current_page), timeout=15_000)
        page = window.current_page
        assert page is not None
        if not isinstance(page, ListPage) or isinstance(page, CustomersPage):
            continue  # the Overview opens lists; a customer, a profile (saved in light and dark)
        if isinstance(page, VariantsPage):
            narrow_to_first_product(qtbot, page)  # a new variant belongs to a product
        name = page_type.__name__.removesuffix("Page").lower()
        page.view.selectRow(0)
        for action, suffix in ((page.open_selected, "editor"), (page.new_item, "new")):
            action()
            qtbot.waitUntil(lambda: loaded_editor() is not None, timeout=10_000)
            dialog = loaded_editor()
            save(dialog, shots, f"2{index}-{name}-{suffix}")
            close_editor(qtbot, dialog)
    save(window, shots, "29-window-with-actions")

    bulk = open_bulk_prices_of_every_row(qtbot, window)
    assert isinstance(bulk, BulkPriceDialog)
    save(bulk, shots, "20-variants-bulk-price")
    bulk.close()
    run(session.close())


# ---------------------------------------------------------------------------- what the lists show

Cells = dict[tuple[int, str], str]  # (row, header) -> the text the API's answer makes of it


def rendered_text(page: Any, row: int, header: str) -> str:
    """The text a cell paints, cut to its column as Qt cuts it ("Ada Lovel…" when too narrow);
    empty when the cell is not wholly on screen."""
    view = page.view
    index = page.model.index(row, column_of(page, header))
    rect = view.visualRect(index)
    if not view.viewport().rect().contains(rect):
        return ""
    option = QStyleOptionViewItem()
    option.initFrom(view)
    option.rect = rect
    delegate = view.itemDelegateForIndex(index)
    delegate.initStyleOption(option, index)
    metrics = option.fontMetrics
    if page.model.columns[index.column()].badge:  # a pill as wide as its text, within the cell
        pill = min(metrics.horizontalAdvance(option.text) + 16, rect.width() - 8)
        return metrics.elidedText(option.text, Qt.TextElideMode.ElideRight, pill - 8)
    style = view.style()
    margin = style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, view) + 1
    text_rect = style.subElementRect(QStyle.SubElement.SE_ItemViewItemText, option, view)
    return metrics.elidedText(option.text, view.textElideMode(), text_rect.width() - 2 * margin)


def rendered_rows(page: Any, expected: Cells) -> Cells:
    return {(row, header): rendered_text(page, row, header) for row, header in expected}


def assert_rendered(qtbot: QtBot, page: Any, expected: Cells) -> None:
    """Every expected cell renders its text in full (prices may still be on their way)."""
    with contextlib.suppress(qtbot.TimeoutError):
        qtbot.waitUntil(lambda: rendered_rows(page, expected) == expected, timeout=5_000)
    assert rendered_rows(page, expected) == expected


ROWS_CHECKED = 8


def assert_overview_figures(page: OverviewPage, client: Any, run: Any) -> None:
    """Each channel's sales and orders read as the statistics answer them, in its currency."""
    start, end = page.chosen_range
    for code, shown_figures in page.figures.items():
        answer = run(client.statistics(code, start=start, end=end, interval=page.chosen_interval))
        assert answer.totals == shown_figures.totals
        sales = page.figure_buttons[(code, "sales")].text()
        assert sales == format_money(answer.totals.sales, answer.currency)
        assert page.figure_buttons[(code, "orders")].text() == str(answer.totals.orders)


def expected_variants(page: Any, client: Any, run: Any) -> Cells:
    """The whole catalogue, newest first: the columns the window shows beside the sidebar (code,
    product, prices, stock); the names and options follow them, scrolled to."""
    answer = run(client.catalogue.list(page=1, limit=ROWS_CHECKED))
    currencies = {c.code: c.base_currency for c in run(client.channels.list(limit=100)).items}
    cells: Cells = {}
    for row, variant in enumerate(answer.items):
        cells[(row, "Code")] = variant.code
        cells[(row, "Product")] = variant.product_name
        cells[(row, "On hand")] = "—" if variant.on_hand is None else str(variant.on_hand)
        cells[(row, "Available")] = "—" if variant.available is None else str(variant.available)
        cells[(row, "Prices")] = " · ".join(
            f"{code}: {format_money(pricing.price, currencies[code])}"
            for code, pricing in sorted(variant.channel_pricings.items())
        )
    return cells


def _customer(first: str | None, last: str | None, email: str | None) -> str:
    name = " ".join(part for part in (first, last) if part)
    return f"{name} <{email}>" if name and email else (email or name)


def expected_carts(page: Any, client: Any, run: Any) -> Cells:
    cells: Cells = {}
    for row, cart in enumerate(run(client.carts.list(page=1, limit=ROWS_CHECKED)).items):
        customer = cart.customer
        assert customer is not None
        cells[(row, "Id")] = str(cart.id)
        cells[(row, "Customer")] = _customer(
            customer.first_name, customer.last_name, customer.email
        )
        cells[(row, "Channel")] = cart.channel.code if cart.channel else "—"
        cells[(row, "Items")] = str(sum(item.quantity for item in cart.items))
        cells[(row, "Total")] = format_money(cart.total, cart.currency_code)
        cells[(row, "Checkout")] = state_label(cart.checkout_state)
    return cells


def expected_orders(page: Any, client: Any, run: Any) -> Cells:
    cells: Cells = {}
    for row, order in enumerate(run(client.orders.list(page=1, limit=ROWS_CHECKED)).items):
        customer = order.customer
        cells[(row, "Id")] = str(order.id)
        cells[(row, "Number")] = order.number or "—"
        cells[(row, "Customer")] = (
            _customer(customer.first_name, customer.last_name, customer.email or order.email)
            if customer
            else (order.email or "—")
        )
        cells[(row, "State")] = state_label(order.state)
        cells[(row, "Items")] = str(sum(item.quantity for item in order.items))
        cells[(row, "Total")] = format_money(order.total, order.currency)
    return cells


def expected_users(page: Any, client: Any, run: Any) -> Cells:
    cells: Cells = {}
    for row, user in enumerate(run(client.users.list(page=1, limit=ROWS_CHECKED)).items):
        cells[(row, "Id")] = str(user.id)
        cells[(row, "E-mail")] = user.email or "—"
        cells[(row, "Name")] = f"{user.first_name} {user.last_name}"
        cells[(row, "Status")] = "Enabled" if user.enabled else "Disabled"
        cells[(row, "Username")] = user.username or "—"
    return cells


def expected_customers(page: Any, client: Any, run: Any) -> Cells:
    cells: Cells = {}
    for row, customer in enumerate(run(client.customers.list(page=1, limit=ROWS_CHECKED)).items):
        cells[(row, "Id")] = str(customer.id)
        cells[(row, "E-mail")] = customer.email or "—"
        cells[(row, "Name")] = customer.full_name or "—"
        cells[(row, "Guest or account")] = "Guest" if customer.user is None else "Shop account"
    return cells


EXPECTED_CELLS: dict[type[Page], Callable[[Any, Any, Any], dict[tuple[int, str], str]]] = {
    VariantsPage: expected_variants,
    CartsPage: expected_carts,
    OrdersPage: expected_orders,
    CustomersPage: expected_customers,
    UsersPage: expected_users,
}


def test_the_data_in_and_out_windows(
    qtbot: QtBot, styled: None, backend_app: Any, shots: Path, tmp_path: Path, run: Any
) -> None:
    """Export, price import, print preview, the Views menu and the column chooser."""
    messages = MessageChannel()
    session = Session(messages, client_factory=in_process_factory(backend_app))
    window, orders = window_on_orders(qtbot, session, messages, tmp_path, run)

    window.export_action.trigger()
    export = orders.export_dialog
    assert export is not None
    export.file_field.set_path(tmp_path / "orders.csv")
    with qtbot.waitSignal(export.exported, timeout=20_000):
        export.export_button.click()
    save(export, shots, "20-export-done")
    export.close()

    header = orders.view.horizontalHeader()
    orders.column_chooser.menu.popup(header.mapToGlobal(header.rect().center()))
    qtbot.waitUntil(orders.column_chooser.menu.isVisible, timeout=5000)
    save(orders.column_chooser.menu, shots, "21-column-chooser")
    orders.column_chooser.menu.close()
    orders.views_button.views_menu.aboutToShow.emit()
    orders.views_button.views_menu.popup(orders.views_button.mapToGlobal(QPoint(0, 24)))
    qtbot.waitUntil(orders.views_button.views_menu.isVisible, timeout=5000)
    save(orders.views_button.views_menu, shots, "22-views-menu")
    orders.views_button.views_menu.close()
    orders.views_button.save_action.trigger()
    qtbot.waitUntil(lambda: bool(visible_dialogs(QInputDialog)), timeout=5000)
    naming = visible_dialogs(QInputDialog)[-1]
    naming.setTextValue("Pending on the web shop")
    save(naming, shots, "22-save-view")
    naming.reject()

    state = column_of(orders, "State")
    placed = next(
        row
        for row in range(orders.model.rowCount())
        if orders.model.index(row, state).data(orders.model.BadgeRole) == "pending"
    )
    orders.view.selectRow(placed)
    orders.action("print").trigger()
    printing = next(d for d in visible_dialogs(OrderPrintDialog))
    qtbot.waitUntil(lambda: printing.pdf_button.isEnabled(), timeout=10_000)
    printing.resize(820, 900)
    save(printing, shots, "23-print-invoice")
    printing.close()

    window.show_page(page_index(VariantsPage.key))
    qtbot.waitUntil(lambda: page_loaded(window.current_page), timeout=15_000)
    variants = window.current_page
    assert isinstance(variants, VariantsPage)
    codes = [variants.model.key_at(row) for row in range(3)]
    source = tmp_path / "prices.csv"
    source.write_text(
        "variant code;channel code;price\n"
        f"{codes[0]};WEB;24,90\n{codes[1]};WEB;12.5\n{codes[2]};MOB;abc\n"
        f"NO_SUCH_CODE;WEB;9.90\n{codes[0]};POPUP;10\n{codes[0]};WEB;25\n",
        encoding="utf-8",
    )
    importer = import_prices(variants)
    importer.file_field.set_path(source)
    with qtbot.waitSignal(importer.previewed, timeout=20_000):
        importer.preview_button.click()
    save(importer, shots, "24-price-import-preview")
    with qtbot.waitSignal(importer.applied, timeout=20_000):
        importer.apply_button.click()
    save(importer, shots, "25-price-import-applied")
    importer.close()
    run(session.close())


def test_the_export_and_an_invoice_in_german(
    qtbot: QtBot, styled: None, backend_app: Any, shots: Path, tmp_path: Path, run: Any
) -> None:
    """The export window in German, and the invoice of an order its customer placed in German:
    German words, Swiss money and dates (the demo's German locale is de_CH)."""
    install_language("de")
    try:
        messages = MessageChannel()
        session = Session(messages, client_factory=in_process_factory(backend_app))
        window, orders = window_on_orders(qtbot, session, messages, tmp_path, run)
        window.export_action.trigger()
        export = orders.export_dialog
        assert export is not None
        assert export.windowTitle() == "Bestellungen als CSV exportieren"
        save(export, shots, "26-export-de")
        export.close()

        client = orders.client
        pending = run(client.orders.summaries(page=1, limit=50, criteria={"state": "pending"}))
        german = next(
            order
            for order in (run(client.orders.get(summary.id)) for summary in pending.items)
            if (order.locale_code or "").startswith("de")
        )
        printing = OrderPrintDialog(client, Printout.INVOICE, order_ids=[german.id], parent=window)
        qtbot.addWidget(printing)
        printing.show()
        qtbot.waitUntil(lambda: printing.pdf_button.isEnabled(), timeout=10_000)
        printing.resize(820, 900)
        text = printing.document.toPlainText()
        assert "Rechnung" in text and "Rechnungsadresse" in text and "Einzelpreis" in text
        save(printing, shots, "27-print-invoice-de")
        printing.close()
        run(session.close())
    finally:
        install_language("en_US")


# ------------------------------------------------------- every desktop: scheme, language, scale

SHOT_LANGUAGES = {"en": "en_US", "de": "de"}
LIGHT_AND_DARK = pytest.mark.parametrize(
    "desktop", [("light", "en"), ("dark", "en")], ids=lambda case: case[0], indirect=True
)


@pytest.fixture
def desktop(
    request: pytest.FixtureRequest, app_look: Any, tmp_path: Path
) -> Iterator[tuple[str, str]]:
    """The app's look in a forced scheme and its words in a language; English after."""
    scheme, language = request.param
    with desktop_of(app_look, tmp_path, scheme, SHOT_LANGUAGES[language]):
        yield scheme, language


def brightness(image: QImage, x: int, y: int) -> int:
    return QColor(image.pixel(x, y)).lightness()


@pytest.mark.parametrize(
    "desktop",
    [(scheme, language) for scheme in ("light", "dark") for language in SHOT_LANGUAGES],
    ids=lambda case: "-".join(case),
    indirect=True,
)
def test_the_window_and_two_editors_on_every_desktop(
    qtbot: QtBot,
    desktop: tuple[str, str],
    backend_app: Any,
    shots: Path,
    tmp_path: Path,
    run: Any,
) -> None:
    """The Orders list, an order's editor and a variant's editor as staff see them in a light and
    a dark scheme, in English and German (and, run with QT_SCALE_FACTOR=2, at twice the scale):
    the window's background follows the scheme, the sidebar and the page title stay readable."""
    scheme, language = desktop
    messages = MessageChannel()
    session = Session(messages, client_factory=in_process_factory(backend_app))
    window = MainWindow(session, messages, temp_settings(tmp_path))
    qtbot.addWidget(window)
    scale = window.devicePixelRatioF()
    if scale == 1:  # at 200 % the window keeps the size it takes on a first start
        window.resize(*WINDOW_SIZE)
    window.show()
    run(session.open(demo_profile()))
    window.show_page(page_index(OrdersPage.key))
    qtbot.waitUntil(lambda: page_loaded(window.current_page), timeout=15_000)
    name = f"{scheme}-{language}-{scale:g}x"
    orders_title = {"en": "Orders", "de": "Bestellungen"}[language]
    assert window.page_title.text() == orders_title
    path = save(window, shots, f"desktop-window-{name}")
    image = QImage(str(path))
    corner = brightness(image, image.width() - 4, image.height() // 2)  # the table's base
    title = window.page_title.palette().color(window.page_title.foregroundRole()).lightness()
    window_colour = window.palette().color(window.backgroundRole()).lightness()
    if scheme == "dark":
        assert window_colour < 80 and title > 180
    else:
        assert window_colour > 200 and title < 80
    assert (corner < 100) == (scheme == "dark")

    for page_type, what in ((OrdersPage, "order-editor"), (VariantsPage, "variant-editor")):
        dialog = open_first_row(qtbot, window, page_type)
        save(dialog, shots, f"desktop-{what}-{name}")
        close_editor(qtbot, dialog)
    run(session.close())


@pytest.mark.slow
def test_every_desktop_at_twice_the_scale(shots: Path, tmp_path: Path) -> None:
    """The same screenshots at 200 % on a 1920x1080 screen (960x540 logical pixels; a scale
    factor is fixed when Qt starts, so in a process of its own)."""
    screens = tmp_path / "screens.json"
    screen = {"name": "Screen", "x": 0, "y": 0, "width": 1920, "height": 1080, "dpr": 1}
    screens.write_text(json.dumps({"screens": [screen]}))
    environment = {
        **os.environ,
        "QT_QPA_PLATFORM": f"offscreen:configfile={screens}",
        "QT_SCALE_FACTOR": "2",
        "STOREADMIN_SCREENSHOTS": str(shots),
    }
    test = "tests/ui/test_screenshots.py::test_the_window_and_two_editors_on_every_desktop"
    finished = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", test],
        env=environment,
        cwd=Path(__file__).resolve().parents[2],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert finished.returncode == 0, finished.stdout[-3000:] + finished.stderr[-3000:]
    for scheme in ("light", "dark"):
        for language in SHOT_LANGUAGES:
            for what in ("window", "order-editor", "variant-editor"):
                shot = QImage(str(shots / f"desktop-{what}-{scheme}-{language}-2x.png"))
                assert not shot.isNull() and shot.devicePixelRatio() in (1.0, 2.0)


def badge_fill(window: QWidget, image: QImage, page: OrdersPage, row: int, header: str) -> QColor:
    """The colour of the pill painted in the cell, just inside its rounded left end."""
    view = page.view
    rect = view.visualRect(page.model.index(row, column_of(page, header)))
    point = view.viewport().mapTo(window, QPoint(rect.left() + 10, rect.center().y()))
    return QColor(image.pixel(point.x(), point.y()))


@LIGHT_AND_DARK
def test_the_order_states_and_an_order_being_shipped(
    qtbot: QtBot,
    desktop: tuple[str, str],
    backend_app: Any,
    shots: Path,
    tmp_path: Path,
    run: Any,
) -> None:
    """The Orders list with its three badges (each painted in the theme's colour of its state,
    readable in the scheme), and the Ship question over an order's editor."""
    scheme, _language = desktop
    messages = MessageChannel()
    session = Session(messages, client_factory=in_process_factory(backend_app))
    window, page = window_on_orders(qtbot, session, messages, tmp_path, run)
    window.resize(1500, WINDOW_SIZE[1])  # wide enough for the columns up to Shipping
    page.view.clearSelection()
    qtbot.waitUntil(lambda: bool(rendered_text(page, 11, "Shipping")), timeout=5000)
    for row in range(12):
        for header in ("State", "Payment", "Shipping"):
            state = page.model.cell_at(row, column_of(page, header))
            assert rendered_text(page, row, header) == state_label(state)  # in full
    path = save(window, shots, f"orders-states-{scheme}")
    image = QImage(str(path))
    painted: dict[str, QColor] = {}
    for row in range(12):
        for header in ("State", "Payment", "Shipping"):
            state = page.model.cell_at(row, column_of(page, header))
            fill = badge_fill(window, image, page, row, header)
            assert fill == colour(state_colour(state)), (row, header, state)
            painted[str(state)] = fill
    # The states of one order read apart: "awaiting payment" and "ready to ship" are worded
    # apart and sit under their own headers; every pill is readable in this scheme.
    assert {"pending", "awaiting_payment", "ready", "paid", "shipped"} <= set(painted)
    for state in painted:
        assert readable(colour("badge-text"), colour(state_colour(state)))

    client = session.client
    assert client is not None
    ready = run(client.orders.summaries(page=1, limit=1, criteria={"shipping_state": "ready"}))
    page.open_item(ready.items[0].id)
    qtbot.waitUntil(lambda: loaded_editor() is not None, timeout=10_000)
    editor_window = loaded_editor()
    editor_window.editor.steps_bar.buttons[Step.SHIP].click()
    qtbot.waitUntil(lambda: bool(visible_dialogs(ShipDialog)), timeout=5000)
    ship = visible_dialogs(ShipDialog)[-1]
    qtbot.keyClicks(ship.tracking_input, "1Z999AA10123456784")
    # Offscreen, a dialog is a window of its own: draw it where it opens, over the editor.
    shot = editor_window.grab()
    painter = QPainter(shot)
    dialog = ship.grab()
    where = QPoint((shot.width() - dialog.width()) // 2, (shot.height() - dialog.height()) // 3)
    painter.drawPixmap(where, dialog)
    painter.setPen(ship.palette().color(QPalette.ColorRole.Shadow))  # the frame a desktop draws
    painter.drawRect(where.x() - 1, where.y() - 1, dialog.width() + 1, dialog.height() + 1)
    painter.end()
    path = shots / f"order-ship-{scheme}.png"
    assert shot.save(str(path))
    click_button(ship, "Do not ship")
    close_editor(qtbot, editor_window)
    run(session.close())


def readable(text: QColor, background: QColor) -> bool:
    """WCAG AA for body text (4.5 to 1), as tests/ui/test_theme.py holds the theme to it."""

    def luminance(colour: QColor) -> float:
        def channel(value: float) -> float:
            return value / 12.92 if value <= 0.04045 else ((value + 0.055) / 1.055) ** 2.4

        red, green, blue = (channel(v) for v in (colour.redF(), colour.greenF(), colour.blueF()))
        return 0.2126 * red + 0.7152 * green + 0.0722 * blue

    lighter, darker = sorted((luminance(text), luminance(background)), reverse=True)
    return (lighter + 0.05) / (darker + 0.05) >= 4.5


@LIGHT_AND_DARK
def test_the_overview_and_the_catalogue_in_light_and_dark(
    qtbot: QtBot,
    desktop: tuple[str, str],
    backend_app: Any,
    shots: Path,
    tmp_path: Path,
    run: Any,
) -> None:
    """The Overview over this year (the demo store's orders fall in it) and every variant of the
    catalogue, then those low on stock, as the docs show them (docs/images/overview-*.png,
    catalogue-*.png)."""
    scheme, _language = desktop
    window, session = signed_in_window(qtbot, backend_app, tmp_path, run)
    overview = window.current_page
    assert isinstance(overview, OverviewPage)
    overview.choose_preset("12m")
    qtbot.waitUntil(
        lambda: page_loaded(overview) and overview.shown_range is not None, timeout=15_000
    )
    client = session.client
    assert client is not None
    assert_overview_figures(overview, client, run)
    assert overview.chart.bars and any(bar.value > 0 for bar in overview.chart.bars)
    save(window, shots, f"overview-{scheme}")

    window.show_page(page_index(VariantsPage.key))
    catalogue = window.current_page
    assert isinstance(catalogue, VariantsPage)
    qtbot.waitUntil(lambda: page_loaded(catalogue), timeout=15_000)
    assert_rendered(qtbot, catalogue, expected_variants(catalogue, client, run))
    save(window, shots, f"catalogue-{scheme}")

    window.show_page(page_index(OverviewPage.key))
    overview.low_stock_button.click()
    variants = window.current_page
    assert (
        isinstance(variants, VariantsPage)
        and filter_box(variants, "available_at_most", LowStockFilter).check.isChecked()
    )
    qtbot.waitUntil(lambda: page_loaded(variants), timeout=15_000)
    assert variants.total == next(iter(overview.figures.values())).low_stock_variants
    save(window, shots, f"catalogue-low-stock-{scheme}")
    run(session.close())


@LIGHT_AND_DARK
def test_the_customers_view_and_a_profile_in_light_and_dark(
    qtbot: QtBot, desktop: tuple[str, str], backend_app: Any, shots: Path, tmp_path: Path, run: Any
) -> None:
    """The Customers view, guests among them, and the profile Enter opens (docs/user-guide.md)."""
    scheme, _language = desktop
    window, session = signed_in_window(qtbot, backend_app, tmp_path, run)
    client = session.client
    assert client is not None
    window.show_page(page_index(CustomersPage.key))
    customers = window.current_page
    assert isinstance(customers, CustomersPage)
    qtbot.waitUntil(lambda: page_loaded(customers), timeout=15_000)
    assert_rendered(qtbot, customers, expected_customers(customers, client, run))
    save(window, shots, f"customers-{scheme}")

    customers.view.setFocus()
    customers.view.setCurrentIndex(customers.model.index(0, 0))
    qtbot.keyClick(customers.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: bool(visible_dialogs(ProfileWindow)), timeout=15_000)
    (profile,) = visible_dialogs(ProfileWindow)
    qtbot.waitUntil(lambda: profile.panel.orders.topLevelItemCount() > 0, timeout=15_000)
    save(profile, shots, f"customer-profile-{scheme}")
    profile.close()
    run(session.close())
