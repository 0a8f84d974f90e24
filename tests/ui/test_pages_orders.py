"""The Orders page on the real backend: browse, sort, filter, jump far, stale answers, failures."""

from __future__ import annotations

from typing import Any

import httpx
import pytest
from PySide6.QtCore import QPoint, QSettings, Qt

from storeadmin_gui.api import errors
from storeadmin_gui.ui.formats import format_money, format_timestamp
from storeadmin_gui.ui.labels import state_label
from storeadmin_gui.ui.lists.detail import RAW_FIELDS_TITLE
from storeadmin_gui.ui.lists.table_model import PagedTableModel, RowState
from storeadmin_gui.ui.pages import OrdersPage
from tests.ui.detail_support import raw_value_of, section_expanded, section_titles, value_of
from tests.ui.shell_support import column_of, header_tip, section_rows, shown, sorting_sent

ORDERS = "/api/v1/orders/"
BASE = "http://testserver"

# Offscreen windows cannot pass size hints on to a window system; Qt says so once per window.
pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


def on_screen(page: OrdersPage) -> range:
    view = page.view
    return range(view.rowAt(0), view.rowAt(view.viewport().height() - 1) + 1)


def rows_asked(tap: Any, since: int) -> list[range]:
    """The rows each orders request since the ``since``-th asked for (its page at its limit)."""
    asked = []
    for request in tap.asked(ORDERS)[since:]:
        page, limit = int(request.url.params["page"]), int(request.url.params["limit"])
        asked.append(range((page - 1) * limit, page * limit))
    return asked


def assert_one_request_for_the_screen(page: OrdersPage, tap: Any, since: int) -> None:
    """A jump asks once, for the rows on screen: fewer rows than the pages they fall in."""
    visible = on_screen(page)
    pages = {page.model.page_of_row(row) for row in visible}
    [asked] = rows_asked(tap, since)
    assert set(visible) <= set(asked)
    assert len(asked) < len(pages) * page.model.page_size
    assert len(asked) <= len(visible) + 10


def click_header(qtbot: Any, page: OrdersPage, header: str) -> None:
    view_header = page.view.horizontalHeader()
    section = column_of(page, header)
    x = view_header.sectionViewportPosition(section) + view_header.sectionSize(section) // 2
    qtbot.mouseClick(
        view_header.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(x, view_header.height() // 2)
    )


def test_orders_page_shows_the_first_rows_as_the_server_lists_them(
    tap_client: Any, show_page: Any, run: Any, qtmodeltester: Any
) -> None:
    client, tap = tap_client
    page = show_page(OrdersPage, client)
    qtmodeltester.check(page.model)
    # Only what is on screen was fetched: the demo store fits in one page of 50.
    assert tap.pages_asked(ORDERS) == [1]
    # No sorting chosen, none sent: the rows come in the server's own order (newest first).
    assert sorting_sent(tap.asked(ORDERS)[0]) == {}
    header = page.view.horizontalHeader()
    assert header.sortIndicatorSection() == column_of(page, "Id")
    assert header.sortIndicatorOrder() == Qt.SortOrder.DescendingOrder
    expected = run(client.orders.list(page=1, limit=page.model.page_size))

    assert page.total == expected.total
    assert page.model.rowCount() == expected.total
    visible = on_screen(page)
    assert len(visible) > 10
    for row, order in zip(visible, expected.items, strict=False):
        assert shown(page, row, "Id") == str(order.id)
        customer = order.customer
        name = (
            " ".join(p for p in (customer.first_name, customer.last_name) if p) if customer else ""
        )
        email = (customer.email if customer else None) or order.email
        assert shown(page, row, "Customer") == (f"{name} <{email}>" if name and email else email)
        assert shown(page, row, "Items") == str(sum(item.quantity for item in order.items))
        assert shown(page, row, "Total") == format_money(order.total, order.currency)
        assert shown(page, row, "State") == state_label(order.state)
    assert {order.currency for order in expected.items} == {"EUR", "USD"}
    assert {shown(page, row, "Total")[0] for row in visible} == {"€", "$"}
    assert "Units" in header_tip(page, "Items")
    assert page.model.data(page.model.index(0, column_of(page, "State")), PagedTableModel.BadgeRole)
    assert not page.loading


def test_a_sort_by_total_over_two_currencies_says_so_and_a_channel_sorts_within_one(
    tap_client: Any, show_page: Any, wait_rows: Any, qtbot: Any, run: Any
) -> None:
    client, tap = tap_client
    page = show_page(OrdersPage, client)
    qtbot.waitUntil(lambda: page.filters.box("channel").count() > 1, timeout=5000)
    assert not page.sort_note.isVisible()  # the server's own order needs no note

    click_header(qtbot, page, "Total")
    wait_rows(page)
    assert page.model.sorting == {"total": "asc"}
    assert page.sort_note.isVisible()
    note = page.sort_note.text()
    assert "EUR and USD" in note and "amount alone" in note
    assert "EUR and USD" in header_tip(page, "Total")
    asked = run(client.orders.list(page=1, limit=50, sorting={"total": "asc"}))
    visible = on_screen(page)
    assert [shown(page, row, "Total") for row in visible] == [
        format_money(order.total, order.currency) for order in asked.items[: len(visible)]
    ]

    index = page.filters.box("channel").findData("MOB")
    page.filters.box("channel").setCurrentIndex(index)
    page.filters.box("channel").activated.emit(index)
    wait_rows(page)
    params = tap.asked(ORDERS)[-1].url.params
    assert params["criteria[channel]"] == "MOB" and params["sorting[total]"] == "asc"
    assert not page.sort_note.isVisible()
    in_mob = run(
        client.orders.list(page=1, limit=50, sorting={"total": "asc"}, criteria={"channel": "MOB"})
    )
    assert 0 < page.total == in_mob.total < asked.total
    assert {order.currency for order in in_mob.items} == {"EUR"}
    visible = on_screen(page)
    totals = [shown(page, row, "Total") for row in visible]
    assert totals == [format_money(order.total, "EUR") for order in in_mob.items[: len(visible)]]
    assert [order.total for order in in_mob.items] == sorted(o.total for o in in_mob.items)


def test_the_servers_own_order_comes_back_from_the_header_menu(
    tap_client: Any, show_page: Any, wait_rows: Any, qtbot: Any, run: Any
) -> None:
    client, tap = tap_client
    page = show_page(OrdersPage, client)
    click_header(qtbot, page, "Number")
    wait_rows(page)
    assert sorting_sent(tap.asked(ORDERS)[-1]) == {"number": "asc"}

    page.server_order_action.trigger()
    wait_rows(page)
    assert sorting_sent(tap.asked(ORDERS)[-1]) == {}
    assert page.view.horizontalHeader().sortIndicatorSection() == column_of(page, "Id")
    expected = run(client.orders.list(page=1, limit=50))
    assert [shown(page, row, "Id") for row in range(5)] == [str(o.id) for o in expected.items[:5]]


def test_clicking_a_sortable_header_sorts_on_the_server(
    tap_client: Any, show_page: Any, wait_rows: Any, qtbot: Any, run: Any
) -> None:
    client, tap = tap_client
    page = show_page(OrdersPage, client)

    click_header(qtbot, page, "Total")
    wait_rows(page)
    first_sort = dict(tap.asked(ORDERS)[-1].url.params)
    click_header(qtbot, page, "Total")
    wait_rows(page)
    second_sort = dict(tap.asked(ORDERS)[-1].url.params)

    directions = {first_sort.get("sorting[total]"), second_sort.get("sorting[total]")}
    assert directions == {"asc", "desc"}
    expected = run(client.orders.list(page=1, limit=50, sorting=page.model.sorting))
    assert [shown(page, row, "Id") for row in range(5)] == [str(o.id) for o in expected.items[:5]]

    asked_before = len(tap.requests)
    click_header(qtbot, page, "Customer")  # the server cannot sort by customer
    assert len(tap.requests) == asked_before
    header = page.view.horizontalHeader()
    assert header.sortIndicatorSection() == column_of(page, "Total")


def test_filters_narrow_the_list_on_the_server(
    tap_client: Any, show_page: Any, wait_rows: Any, qtbot: Any, run: Any
) -> None:
    client, tap = tap_client
    page = show_page(OrdersPage, client)
    everything = page.total

    page.filters.box("state").setCurrentIndex(page.filters.box("state").findData("cart"))
    page.filters.box("state").activated.emit(page.filters.box("state").currentIndex())
    wait_rows(page)
    carts = run(client.orders.list(page=1, limit=50, criteria={"state": "cart"}))
    assert page.total == carts.total < everything
    assert {
        page.model.data(page.model.index(row, column_of(page, "State")), PagedTableModel.BadgeRole)
        for row in range(page.model.rowCount())
    } == {"cart"}

    some_email = next(order.email for order in carts.items if order.email)
    qtbot.keyClicks(
        page.filters.box("customer"), some_email
    )  # typed: one request once the user pauses
    with qtbot.waitSignal(page.model.page_loaded, timeout=5000):
        pass
    wait_rows(page)
    asked = tap.asked(ORDERS)[-1].url.params
    assert asked["criteria[customer]"] == some_email
    assert asked["criteria[state]"] == "cart"
    assert sum("criteria[customer]" in request.url.params for request in tap.asked(ORDERS)) == 1
    assert page.total is not None and 0 < page.total <= carts.total


def test_jumping_to_a_far_row_fetches_only_the_rows_on_screen(
    many_orders_tap_client: Any, show_page: Any, wait_rows: Any, run: Any
) -> None:
    client, tap = many_orders_tap_client
    page = show_page(OrdersPage, client)
    total = page.total
    assert total is not None and total > 3000
    far = total - 150

    before = len(tap.asked(ORDERS))
    page.view.scrollTo(page.model.index(far, 0), page.view.ScrollHint.PositionAtTop)
    wait_rows(page)
    assert_one_request_for_the_screen(page, tap, before)
    far_page = page.model.page_of_row(far)
    expected = run(client.orders.list(page=far_page, limit=page.model.page_size))
    offset = far - (far_page - 1) * page.model.page_size
    assert shown(page, far, "Id") == str(expected.items[offset].id)

    # Scrolling on from there fetches whole pages again: those on screen, and those beyond them
    # in the direction of travel (looking ahead), nothing else.
    before = len(tap.asked(ORDERS))
    below = on_screen(page).stop + 60
    page.view.scrollTo(page.model.index(below, 0), page.view.ScrollHint.PositionAtBottom)
    wait_rows(page)
    needed = {page.model.page_of_row(row) for row in on_screen(page)}
    shown_rows = on_screen(page)
    reach = page.model.LOOK_AHEAD_PAGES * max(page.model.page_size, len(shown_rows))
    beyond = [min(total - 1, shown_rows[-1] + n) for n in (1, reach)]
    ahead = set(range(page.model.page_of_row(beyond[0]), page.model.page_of_row(beyond[1]) + 1))
    assert set(tap.pages_asked(ORDERS)[before:]) <= needed | ahead
    assert {len(rows) for rows in rows_asked(tap, before)} == {page.model.page_size}


def test_a_scroll_burst_settles_before_anything_is_fetched(
    many_orders_tap_client: Any, show_page: Any, wait_rows: Any, qtbot: Any
) -> None:
    client, tap = many_orders_tap_client
    page = show_page(OrdersPage, client)
    before = len(tap.asked(ORDERS))

    bar = page.view.verticalScrollBar()
    for fraction in (0.1, 0.3, 0.5, 0.7, 0.9):  # one burst: no event processing in between
        bar.setValue(int(bar.maximum() * fraction))
        page.view.viewport().repaint()
    wait_rows(page)
    assert_one_request_for_the_screen(page, tap, before)


def test_dragging_the_scroll_bar_fetches_only_where_it_is_let_go(
    many_orders_tap_client: Any, show_page: Any, wait_rows: Any, qtbot: Any
) -> None:
    client, tap = many_orders_tap_client
    page = show_page(OrdersPage, client)
    before = len(tap.asked(ORDERS))
    bar = page.view.verticalScrollBar()

    bar.setSliderDown(True)  # the user holds the slider and drags it down slowly
    for fraction in (0.2, 0.4, 0.6, 0.8, 0.9):
        bar.setSliderPosition(int(bar.maximum() * fraction))
        qtbot.wait(30)  # paints and timers run in between, as during a real drag
    assert len(tap.asked(ORDERS)) == before
    assert page.model.row_state(page.view.rowAt(0)) == RowState.LOADING  # placeholders meanwhile
    bar.setSliderDown(False)
    wait_rows(page)
    assert_one_request_for_the_screen(page, tap, before)


def test_the_first_request_covers_the_table_grown_as_a_start_message_closes(
    tap_client: Any, qtbot: Any, wait_rows: Any
) -> None:
    """At a start, a message above the table closes as the first rows come (the demo store's
    "Opening…", 45 pixels): the table then shows two rows more, which the first answer holds."""
    client, tap = tap_client
    page = OrdersPage(client)
    qtbot.addWidget(page)
    page.resize(1200, 595)
    page.show()
    qtbot.waitUntil(lambda: len(tap.asked(ORDERS)) == 1, timeout=5000)
    page.resize(1200, 640)
    wait_rows(page)

    [asked] = rows_asked(tap, 0)
    assert len(on_screen(page)) > 20
    assert set(on_screen(page)) <= set(asked)


def test_a_stale_answer_after_a_new_sort_is_dropped(
    tap_client: Any, show_page: Any, wait_rows: Any, qtbot: Any, run: Any
) -> None:
    client, tap = tap_client
    page = show_page(OrdersPage, client)

    asked_before = len(tap.asked(ORDERS))
    tap.hold()
    page.model.set_sorting({"total": "asc"})
    qtbot.waitUntil(lambda: tap.held == 1, timeout=5000)
    page.model.set_sorting({"total": "desc"})  # before the first answer came back
    qtbot.waitUntil(lambda: len(tap.asked(ORDERS)) == asked_before + 2, timeout=5000)
    # The first request's task was cancelled: it no longer waits for an answer.
    qtbot.waitUntil(lambda: tap.held == 1, timeout=5000)
    tap.release()
    wait_rows(page)

    expected = run(client.orders.list(page=1, limit=50, sorting={"total": "desc"}))
    assert [shown(page, row, "Id") for row in range(5)] == [str(o.id) for o in expected.items[:5]]


def test_a_server_that_drops_mid_scroll_shows_retry_and_recovers(
    many_orders_tap_client: Any, show_page: Any, wait_rows: Any, qtbot: Any, run: Any
) -> None:
    client, tap = many_orders_tap_client
    page = show_page(OrdersPage, client)
    failures: list[object] = []
    page.request_failed.connect(failures.append)

    tap.fail_when = lambda request: request.url.path == ORDERS
    page.view.scrollTo(page.model.index(2000, 0), page.view.ScrollHint.PositionAtTop)
    qtbot.waitUntil(lambda: page.model.row_state(2000) == RowState.FAILED, timeout=5000)

    assert page.banner.isVisible()
    assert "could not be loaded" in page.banner_text.text()
    assert shown(page, 2000, "Id") == "Retry"
    assert failures and isinstance(failures[0], errors.ConnectionFailed)
    assert page.total is not None  # the table keeps its rows; it does not freeze or empty

    tap.fail_when = None  # the server is back
    qtbot.mouseClick(page.retry_button, Qt.MouseButton.LeftButton)
    wait_rows(page)
    assert not page.banner.isVisible()
    far_page = page.model.page_of_row(2000)
    expected = run(client.orders.list(page=far_page, limit=page.model.page_size))
    offset = 2000 - (far_page - 1) * page.model.page_size
    assert shown(page, 2000, "Id") == str(expected.items[offset].id)


def test_clicking_a_retry_row_loads_that_page_again(
    tap_client: Any, show_page: Any, wait_rows: Any, qtbot: Any
) -> None:
    client, tap = tap_client
    tap.fail_when = lambda request: request.url.path == ORDERS
    page = show_page(OrdersPage, client, wait=False)
    qtbot.waitUntil(lambda: bool(page.model.failed_pages), timeout=5000)
    assert page.model.rowCount() == 0
    assert page.banner.isVisible() and "The list could not be loaded" in page.banner_text.text()

    tap.fail_when = None
    page.retry_failed()
    wait_rows(page)
    assert page.model.rowCount() == page.total and page.total


def test_a_refused_token_goes_out_through_request_failed(
    backend_app: Any, open_client: Any, show_page: Any, qtbot: Any
) -> None:
    from storeadmin_gui.api import StoreClient, TokenAuth

    transport = httpx.ASGITransport(app=backend_app)
    client = open_client(StoreClient(BASE, auth=TokenAuth("expired-token"), transport=transport))
    got: list[object] = []

    page = show_page(OrdersPage, client, wait=False)
    page.request_failed.connect(got.append)
    # The channel filter's lookup may be refused first: the page's own rows fail as well.
    qtbot.waitUntil(lambda: bool(got) and page.model.failed_pages == [1], timeout=5000)

    assert isinstance(got[0], errors.Unauthorized)
    assert page.banner.isVisible()


def test_ctrl_i_shows_the_selected_order_in_the_details_panel(
    tap_client: Any, show_page: Any, qtbot: Any, run: Any
) -> None:
    client, _tap = tap_client
    page = show_page(OrdersPage, client)
    page.view.setFocus()
    page.view.setCurrentIndex(page.model.index(2, 0))

    qtbot.keyClick(page.view, Qt.Key.Key_I, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(
        lambda: page.details.panel.isVisible() and page.details.panel.status == "", timeout=5000
    )

    order_id = int(shown(page, 2, "Id"))
    order = run(client.orders.get(order_id))
    detail = page.details.panel
    # Labelled values, grouped as the order editor groups them; the raw fields folded away.
    assert section_titles(detail) == [
        "Order",
        "Items and totals",
        "Addresses, payments, shipments",
        RAW_FIELDS_TITLE,
    ]
    assert section_expanded(detail, "Order") and not section_expanded(detail, RAW_FIELDS_TITLE)
    assert value_of(detail, "Number") == (order.number or "not assigned yet")
    assert value_of(detail, "State") == state_label(order.state) == shown(page, 2, "State")
    assert value_of(detail, "Customer") == shown(page, 2, "Customer")
    assert value_of(detail, "Total", "Items and totals") == format_money(
        order.total, order.currency
    )
    assert value_of(detail, "Total", "Items and totals") == shown(page, 2, "Total")
    assert value_of(detail, "Created") == format_timestamp(order.created_at)
    for item in order.items:
        assert any(
            label.startswith(f"{item.quantity} × ")
            and value == format_money(item.total, order.currency)
            for label, value in section_rows(detail, "Items and totals")
        )
    assert raw_value_of(detail, "id") == str(order.id)
    assert raw_value_of(detail, "total") == format_money(order.total, order.currency)
    assert raw_value_of(detail, "password") is None
    assert page.details_action.isChecked()

    # The panel follows the current row while it is open.
    page.view.setCurrentIndex(page.model.index(3, 0))
    next_id = shown(page, 3, "Id")
    qtbot.waitUntil(lambda: raw_value_of(page.details.panel, "id") == next_id, timeout=5000)

    qtbot.keyClick(page.details.panel, Qt.Key.Key_Escape)
    assert not page.details.panel.isVisible()
    assert not page.details_action.isChecked()


def test_page_size_choice_and_saved_state(
    tap_client: Any, show_page: Any, wait_rows: Any, tmp_path: Any
) -> None:
    client, tap = tap_client
    page = show_page(OrdersPage, client)
    page.page_size_box.setCurrentIndex(page.PAGE_SIZES.index(10))
    page.page_size_box.activated.emit(page.page_size_box.currentIndex())
    wait_rows(page)
    assert page.model.page_size == 10
    page.view.scrollTo(page.model.index(on_screen(page).stop + 5, 0))  # scrolling on
    wait_rows(page)
    assert tap.asked(ORDERS)[-1].url.params["limit"] == "10"
    page.model.set_sorting({"created_at": "asc"})
    page.view.horizontalHeader().resizeSection(column_of(page, "Customer"), 321)
    wait_rows(page)

    settings = QSettings(str(tmp_path / "state.ini"), QSettings.Format.IniFormat)
    page.save_state(settings, "tables/orders")
    settings.sync()
    again = show_page(OrdersPage, client, wait=False)
    again.restore_state(settings, "tables/orders")
    wait_rows(again)

    assert again.model.page_size == 10
    assert again.model.sorting == {"created_at": "asc"}
    assert again.view.horizontalHeader().sectionSize(column_of(again, "Customer")) == 321
    assert again.view.horizontalHeader().sortIndicatorSection() == column_of(again, "Created")


def test_the_page_cache_stays_bounded_while_scrolling_through(
    many_orders_tap_client: Any, show_page: Any, wait_rows: Any, qtbot: Any
) -> None:
    client, tap = many_orders_tap_client
    page = show_page(OrdersPage, client)
    page.page_size_box.setCurrentIndex(page.PAGE_SIZES.index(10))
    page.page_size_box.activated.emit(page.page_size_box.currentIndex())
    page.model.max_cached_rows = 100  # 16 pages of 10 at most (the floor for any screen)
    wait_rows(page)

    screen = page.view.rowAt(page.view.viewport().height() - 1) - page.view.rowAt(0) + 1
    for row in range(0, 40 * 10, screen):
        page.view.scrollTo(page.model.index(row, 0), page.view.ScrollHint.PositionAtTop)
        wait_rows(page)

    assert len(page.model.cached_pages) == page.model.max_cached_pages == 16
    assert 1 not in page.model.cached_pages  # the least recently seen pages were let go
    qtbot.waitUntil(lambda: not page.model.fetching, timeout=10_000)  # looking ahead done
    before = len(tap.asked(ORDERS))
    page.view.scrollToTop()
    wait_rows(page)
    assert on_screen(page)[0] == 0
    assert_one_request_for_the_screen(page, tap, before)  # ... and come back on demand


def test_orders_sent_as_an_object_keyed_by_id_are_listed_and_garbage_fails_the_page(
    tap_client: Any, show_page: Any, wait_rows: Any, qtbot: Any, run: Any
) -> None:
    """The list reads the page's JSON itself (summary fields only), as leniently as the client:
    PHP's keyed arrays and missing counters are fine; an answer that is not JSON is a failed
    page the user can retry, not a crash."""
    client, tap = tap_client
    real = run(client.orders.list(page=1, limit=50, sorting={"id": "desc"}))
    raw = run(client.orders.core.request("GET", ORDERS, params=[("page", 1), ("limit", 50)]))
    orders = raw.json()["_embedded"]["items"][:3]
    keyed = {"_embedded": {"items": {str(order["id"]): order for order in orders}}}

    def php_style(request: httpx.Request) -> httpx.Response | None:
        return httpx.Response(200, json=keyed) if request.url.path == ORDERS else None

    tap.answer_when = php_style
    page = show_page(OrdersPage, client)
    assert page.total == 3  # no counters sent: derived from the items
    assert [shown(page, row, "Id") for row in range(3)] == [str(o["id"]) for o in orders]
    first = next(order for order in real.items if order.id == orders[0]["id"])
    assert shown(page, 0, "Total") == format_money(first.total, first.currency)
    assert shown(page, 0, "Items") == str(sum(item.quantity for item in first.items))

    def html(request: httpx.Request) -> httpx.Response | None:
        if request.url.path != ORDERS:
            return None
        return httpx.Response(200, text="<html>Maintenance</html>")

    tap.answer_when = html
    page.refresh()  # F5: the rows shown stay, marked not up to date, with the reason
    qtbot.waitUntil(lambda: page.stale, timeout=5000)
    assert page.banner.isVisible() and "could not be read" in page.banner_text.text()
    assert [shown(page, row, "Id") for row in range(3)] == [str(o["id"]) for o in orders]

    tap.answer_when = None
    page.retry_button.click()
    qtbot.waitUntil(lambda: not page.stale and not page.loading, timeout=5000)
    assert page.total == real.total and not page.banner.isVisible()


def test_column_widths_saved_for_other_columns_are_not_put_on_these(
    tap_client: Any, show_page: Any, tmp_path: Any
) -> None:
    client, _tap = tap_client
    page = show_page(OrdersPage, client)
    default = page.view.horizontalHeader().sectionSize(column_of(page, "Customer"))
    page.view.horizontalHeader().resizeSection(column_of(page, "Customer"), 77)
    settings = QSettings(str(tmp_path / "state.ini"), QSettings.Format.IniFormat)
    page.save_state(settings, "tables/orders")
    settings.setValue("tables/orders/columns", "Id|Number|Email|Items|Total")  # an older version
    settings.sync()

    again = show_page(OrdersPage, client)
    again.restore_state(settings, "tables/orders")
    assert again.view.horizontalHeader().sectionSize(column_of(again, "Customer")) == default
