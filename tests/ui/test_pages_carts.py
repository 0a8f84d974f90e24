"""The Carts page on the real backend: customers and totals shown, customer and channel filters."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt

from storeadmin_gui.ui.formats import format_money, format_timestamp
from storeadmin_gui.ui.labels import state_label
from storeadmin_gui.ui.lists.detail import RAW_FIELDS_TITLE
from storeadmin_gui.ui.pages import CartsPage, OrdersPage
from tests.ui.detail_support import raw_value_of, section_expanded, section_titles, value_of
from tests.ui.shell_support import column_of, header_tip, row_of, section_rows, shown, sorting_sent

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")

CARTS = "/api/v1/carts/"


def test_carts_show_customer_channel_and_totals_in_the_cart_currency(
    tap_client: Any, show_page: Any, run: Any, qtmodeltester: Any
) -> None:
    client, tap = tap_client
    page = show_page(CartsPage, client)
    qtmodeltester.check(page.model)
    assert tap.pages_asked(CARTS) == [1]  # one request: the demo carts fit on one page
    # The contract names no sorting for carts: none is sent, the server's order is kept.
    assert sorting_sent(tap.asked(CARTS)[0]) == {}
    assert page.view.horizontalHeader().sortIndicatorSection() == column_of(page, "Id")

    expected = run(client.carts.list(page=1, limit=50))
    assert page.total == expected.total > 0
    # A locale reads by the store's name for it ("English (United States)"), as its lookup says.
    names = {locale.code: locale.name for locale in run(client.locales.list(limit=100)).items}
    assert names["en_US"] == "English (United States)"
    for row, cart in enumerate(expected.items):
        assert shown(page, row, "Id") == str(cart.id)
        customer = cart.customer
        assert customer is not None and customer.email
        name = " ".join(part for part in (customer.first_name, customer.last_name) if part)
        assert shown(page, row, "Customer") == (
            f"{name} <{customer.email}>" if name else customer.email
        )
        assert shown(page, row, "Channel") == cart.channel.code
        assert shown(page, row, "Total") == format_money(cart.total, cart.currency_code)
        assert shown(page, row, "Items total") == format_money(cart.items_total, cart.currency_code)
        assert shown(page, row, "Items") == str(sum(item.quantity for item in cart.items))
        assert shown(page, row, "Locale") == names.get(cart.locale_code, cart.locale_code)
        assert shown(page, row, "Checkout") == state_label(cart.checkout_state)
        assert shown(page, row, "Created") == format_timestamp(cart.created_at)
    assert "paginate" in tap.asked(CARTS)[0].url.params  # the carts' name for the page size
    assert "Units" in header_tip(page, "Items")


def test_no_header_sorts_carts_since_the_server_defines_no_sorting_for_them(
    tap_client: Any, show_page: Any, qtbot: Any
) -> None:
    client, tap = tap_client
    page = show_page(CartsPage, client)
    asked = len(tap.requests)
    for header in ("Id", "Total", "Customer"):
        column = column_of(page, header)
        page.view.horizontalHeader().setSortIndicator(column, Qt.SortOrder.AscendingOrder)
        assert "cannot sort" in header_tip(page, header)
    assert len(tap.requests) == asked
    assert page.model.sorting == {}
    header = page.view.horizontalHeader()
    assert header.sortIndicatorSection() == column_of(page, "Id")
    assert header.sortIndicatorOrder() == Qt.SortOrder.DescendingOrder


def test_a_cart_reads_the_same_in_the_carts_and_the_orders_list(
    tap_client: Any, show_page: Any, run: Any, qtbot: Any, wait_rows: Any
) -> None:
    """A cart is an order in state "cart": both lists show it, and must say the same of it."""
    client, _tap = tap_client
    carts = show_page(CartsPage, client)
    orders = show_page(OrdersPage, client)
    orders.filters.box("state").setCurrentIndex(orders.filters.box("state").findData("cart"))
    orders.filters.box("state").activated.emit(orders.filters.box("state").currentIndex())
    wait_rows(orders)

    expected = run(client.carts.list(page=1, limit=50)).items
    with_lines = [cart for cart in expected if any(item.quantity > 1 for item in cart.items)]
    assert with_lines, "the demo store has a cart with a line of several units"
    compared = 0
    for cart in expected:
        in_carts, in_orders = row_of(carts, cart.id), row_of(orders, cart.id)
        if in_carts is None or in_orders is None:
            continue
        for header in ("Customer", "Channel", "Items", "Total"):
            assert shown(carts, in_carts, header) == shown(orders, in_orders, header), header
        compared += 1
    assert compared == len(expected)
    assert header_tip(carts, "Items") == header_tip(orders, "Items")


def test_channel_and_customer_filters_narrow_the_carts(
    tap_client: Any, show_page: Any, run: Any, qtbot: Any, wait_rows: Any
) -> None:
    client, tap = tap_client
    page = show_page(CartsPage, client)
    everything = run(client.carts.list(page=1, limit=100)).items
    qtbot.waitUntil(lambda: page.filters.box("channel").count() > 1, timeout=5000)
    channels = [
        page.filters.box("channel").itemData(i)
        for i in range(1, page.filters.box("channel").count())
    ]
    channel = max(channels, key=lambda code: sum(c.channel.code == code for c in everything))

    index = page.filters.box("channel").findData(channel)
    page.filters.box("channel").setCurrentIndex(index)
    page.filters.box("channel").activated.emit(index)
    wait_rows(page)
    in_channel = [cart for cart in everything if cart.channel.code == channel]
    assert page.total == len(in_channel)
    assert {shown(page, row, "Channel") for row in range(page.model.rowCount())} == {channel}

    email = in_channel[0].customer.email
    qtbot.keyClicks(page.filters.box("customer"), email)
    qtbot.keyClick(page.filters.box("customer"), Qt.Key.Key_Return)
    wait_rows(page)
    params = tap.asked(CARTS)[-1].url.params
    assert params["criteria[customer]"] == email and params["criteria[channel]"] == channel
    assert page.total == sum(1 for cart in in_channel if email in (cart.customer.email or ""))

    page.filters.box("channel").setCurrentIndex(0)  # "All channels"
    page.filters.box("channel").activated.emit(0)
    wait_rows(page)
    assert "criteria[channel]" not in tap.asked(CARTS)[-1].url.params


def test_details_of_a_cart_read_as_its_row_and_its_editor_group_them(
    tap_client: Any, show_page: Any, run: Any, qtbot: Any
) -> None:
    client, _tap = tap_client
    page = show_page(CartsPage, client)
    row = next(r for r in range(page.model.rowCount()) if shown(page, r, "Items") != "0")
    page.view.setCurrentIndex(page.model.index(row, 0))
    page.details_action.trigger()
    qtbot.waitUntil(
        lambda: page.details.panel.isVisible() and page.details.panel.status == "", timeout=5000
    )

    cart = run(client.carts.get(int(shown(page, row, "Id"))))
    detail = page.details.panel
    assert section_titles(detail) == ["Cart", "Items and totals", RAW_FIELDS_TITLE]
    assert not section_expanded(detail, RAW_FIELDS_TITLE)
    for header in ("Customer", "Channel", "Locale", "Checkout", "Created", "Updated"):
        assert value_of(detail, header, "Cart") == shown(page, row, header), header
    assert value_of(detail, "Checkout") == state_label(cart.checkout_state)
    assert value_of(detail, "Currency") == cart.currency_code
    lines = section_rows(detail, "Items and totals")
    assert [value for _label, value in lines[: len(cart.items)]] == [
        format_money(item.total, cart.currency_code) for item in cart.items
    ]
    assert [label.split(" × ")[0] for label, _value in lines[: len(cart.items)]] == [
        str(item.quantity) for item in cart.items
    ]
    assert value_of(detail, "Total", "Items and totals") == shown(page, row, "Total")
    assert raw_value_of(detail, "id") == str(cart.id)
