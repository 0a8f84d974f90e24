"""The Customers view on the real backend: its rows as the server lists them (guests marked),
the search box and the sorts mapped to the server's keys, lazy paging, and a row that opens the
customer's profile, whose orders open in the order editor."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import shiboken6
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from storeadmin_gui.api import CustomerCriteria
from storeadmin_gui.ui.editors.editor import EditorDialog
from storeadmin_gui.ui.editors.order_editor import OrderEditor
from storeadmin_gui.ui.formats import format_money, format_timestamp
from storeadmin_gui.ui.lists.detail import RAW_FIELDS_TITLE
from storeadmin_gui.ui.pages import CustomersPage
from storeadmin_gui.ui.people.customer_profile import ProfileWindow
from tests.ui.detail_support import section_titles, value_of
from tests.ui.dialog_support import tree_row, visible_dialogs
from tests.ui.sales_support import OFFSCREEN_WARNINGS, save_screenshot
from tests.ui.shell_support import column_of, shown, sorting_sent

pytestmark = pytest.mark.qt_log_ignore(*OFFSCREEN_WARNINGS)

CUSTOMERS = "/api/v1/customers/"
LOAD = 15_000  # ms: a busy 2-core machine


def every_customer(run: Any, client: Any, **query: Any) -> list[Any]:
    first = run(client.customers.list(page=1, limit=100, **query))
    items = list(first.items)
    for number in range(2, (first.pages or 1) + 1):
        items += run(client.customers.list(page=number, limit=100, **query)).items
    return items


def test_customers_are_listed_as_the_server_lists_them_guests_marked(
    tap_client: Any, show_page: Any, run: Any, qtmodeltester: Any
) -> None:
    client, tap = tap_client
    page = show_page(CustomersPage, client)
    qtmodeltester.check(page.model)
    expected = run(client.customers.list(page=1, limit=100))
    assert page.total == expected.total > 0
    guests = 0
    loaded = [row for row in range(page.total) if page.model.cells_at(row) is not None]
    assert len(loaded) > 5
    for row, customer in enumerate(expected.items[: len(loaded)]):
        assert shown(page, row, "Id") == str(customer.id)
        assert shown(page, row, "E-mail") == customer.email
        assert shown(page, row, "Name") == customer.full_name
        assert shown(page, row, "Created") == format_timestamp(customer.created_at)
        account = shown(page, row, "Guest or account")
        if customer.user is None:
            guests += 1
            assert account == "Guest"
        else:
            assert account == "Shop account"
    assert guests > 0  # the demo store has guests, and they are listed like the others
    assert sorting_sent(tap.asked(CUSTOMERS)[0]) == {}


def test_a_search_by_name_or_e_mail_is_sent_as_the_query_once_typing_pauses(
    tap_client: Any, show_page: Any, run: Any, qtbot: Any, wait_rows: Any
) -> None:
    client, tap = tap_client
    page = show_page(CustomersPage, client)
    everyone = page.total
    someone = run(client.customers.list(page=1, limit=1)).items[0]
    word = (someone.last_name or "").lower()[:4]
    before = len(tap.asked(CUSTOMERS))
    qtbot.keyClicks(page.filters.box("query"), word)
    qtbot.waitUntil(lambda: len(tap.asked(CUSTOMERS)) > before, timeout=LOAD)
    wait_rows(page)
    assert len(tap.asked(CUSTOMERS)) == before + 1
    assert tap.asked(CUSTOMERS)[-1].url.params["criteria[query]"] == word
    matching = every_customer(run, client, criteria=CustomerCriteria(query=word))
    assert page.total == len(matching) and 0 < len(matching) < (everyone or 0)
    assert shown(page, 0, "Id") == str(matching[0].id)

    page.filters.box("query").clear()
    qtbot.keyClicks(page.filters.box("query"), "nobody-has-this-name")
    qtbot.keyClick(page.filters.box("query"), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: page.total == 0 and not page.loading, timeout=LOAD)
    assert page.empty_label.text() == "No customers match this search."


@pytest.mark.parametrize(
    ("header", "wire", "field"),
    [("Name", "lastName", "last_name"), ("E-mail", "email", "email")],
)
def test_sorting_by_a_column_asks_the_server_and_shows_its_order(
    tap_client: Any,
    show_page: Any,
    run: Any,
    wait_rows: Any,
    header: str,
    wire: str,
    field: str,
) -> None:
    client, tap = tap_client
    page = show_page(CustomersPage, client)
    page.view.horizontalHeader().setSortIndicator(
        column_of(page, header), Qt.SortOrder.DescendingOrder
    )
    wait_rows(page)
    assert sorting_sent(tap.asked(CUSTOMERS)[-1]) == {wire: "desc"}
    expected = run(client.customers.list(page=1, limit=10, sorting={field: "desc"}))
    assert [shown(page, row, "Id") for row in range(10)] == [str(c.id) for c in expected.items]


def test_rows_below_the_screen_are_fetched_as_they_are_scrolled_to(
    tap_client: Any, show_page: Any, run: Any, wait_rows: Any
) -> None:
    client, tap = tap_client
    page = show_page(CustomersPage, client)
    page.model.set_page_size(10)  # the demo store's few dozen customers make several pages
    wait_rows(page)
    total = page.total
    assert total is not None and total > 2 * page.model.page_size
    first_pages = set(tap.pages_asked(CUSTOMERS))
    last = total - 1
    assert page.model.cells_at(last) is None
    page.view.scrollToBottom()
    wait_rows(page)
    asked = set(tap.pages_asked(CUSTOMERS)) - first_pages
    assert page.model.page_of_row(last) in asked
    everyone = every_customer(run, client)
    assert shown(page, last, "Id") == str(everyone[-1].id)


def test_a_row_opens_the_profile_and_its_orders_open_in_the_order_editor(
    tap_client: Any, show_page: Any, run: Any, qtbot: Any, tmp_path: Path
) -> None:
    client, _tap = tap_client
    page = show_page(CustomersPage, client)
    buyers = [
        c for c in every_customer(run, client) if run(client.customers.profile(c.id)).orders >= 1
    ]
    customer = buyers[0]
    qtbot.keyClicks(page.filters.box("query"), customer.email)
    qtbot.keyClick(page.filters.box("query"), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: page.total == 1 and not page.loading, timeout=LOAD)

    page.view.setCurrentIndex(page.model.index(0, 0))
    page.details_action.trigger()  # Ctrl+I: who the customer is, as the row says
    qtbot.waitUntil(
        lambda: page.details.panel.isVisible() and page.details.panel.status == "", timeout=LOAD
    )
    assert section_titles(page.details.panel) == ["Customer", RAW_FIELDS_TITLE]
    assert value_of(page.details.panel, "E-mail") == customer.email

    page.view.setFocus()
    qtbot.keyClick(page.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: bool(visible_dialogs(ProfileWindow)), timeout=LOAD)
    (window,) = visible_dialogs(ProfileWindow)
    profile = window.panel
    expected = run(client.customers.profile(customer.id))
    orders = run(client.customers.orders(customer.id))
    qtbot.waitUntil(lambda: profile.orders.topLevelItemCount() == len(orders.items), timeout=LOAD)
    assert profile.figures["orders"].text() == str(expected.orders)
    totals = expected.totals[0]
    assert profile.figures["spent"].text() == format_money(totals.spent, totals.currency)
    assert customer.email in window.windowTitle()
    save_screenshot(window, "customer-profile-light", tmp_path)

    newest = orders.items[0]
    profile.orders.setFocus()
    profile.orders.setCurrentItem(tree_row(profile.orders, 0))
    qtbot.keyClick(profile.orders, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: bool(visible_dialogs(EditorDialog)), timeout=LOAD)
    (dialog,) = visible_dialogs(EditorDialog)
    assert isinstance(dialog.editor, OrderEditor) and dialog.editor.order_id == newest.id
    qtbot.waitUntil(lambda: dialog.editor.order is not None, timeout=LOAD)
    assert dialog.editor.order is not None and dialog.editor.order.number == newest.number
    for opened in (dialog, window):
        opened.close()
    QApplication.processEvents()
    assert not shiboken6.isValid(window) or not window.isVisible()
