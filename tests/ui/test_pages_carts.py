"""The Carts page on the real backend: customers and totals shown, customer and channel filters."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from shell_support import shown

from storeadmin_gui.ui.columns import format_money
from storeadmin_gui.ui.pages import CartsPage

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")

CARTS = "/api/v1/carts/"


def test_carts_show_customer_channel_and_totals_in_the_cart_currency(
    tap_client: Any, show_page: Any, run: Any, qtmodeltester: Any
) -> None:
    client, tap = tap_client
    page = show_page(CartsPage, client)
    qtmodeltester.check(page.model)
    assert tap.pages_asked(CARTS) == [1]  # one request: the demo carts fit on one page

    expected = run(client.carts.list(page=1, limit=50, sorting={"id": "desc"}))
    assert page.total == expected.total > 0
    for row, cart in enumerate(expected.items):
        assert shown(page, row, "Id") == str(cart.id)
        assert cart.customer is not None and cart.customer.email in shown(page, row, "Customer")
        assert shown(page, row, "Channel") == cart.channel.code
        assert shown(page, row, "Total") == format_money(cart.total, cart.currency_code)
        assert shown(page, row, "Items total") == format_money(cart.items_total, cart.currency_code)
        assert shown(page, row, "Items") == str(sum(item.quantity for item in cart.items))
        assert shown(page, row, "Locale") == cart.locale_code
    assert "paginate" in tap.asked(CARTS)[0].url.params  # the carts' name for the page size


def test_channel_and_customer_filters_narrow_the_carts(
    tap_client: Any, show_page: Any, run: Any, qtbot: Any, wait_rows: Any
) -> None:
    client, tap = tap_client
    page = show_page(CartsPage, client)
    everything = run(client.carts.list(page=1, limit=100)).items
    qtbot.waitUntil(lambda: page.channel_box.count() > 1, timeout=5000)
    channels = [page.channel_box.itemData(i) for i in range(1, page.channel_box.count())]
    channel = max(channels, key=lambda code: sum(c.channel.code == code for c in everything))

    index = page.channel_box.findData(channel)
    page.channel_box.setCurrentIndex(index)
    page.channel_box.activated.emit(index)
    wait_rows(page)
    in_channel = [cart for cart in everything if cart.channel.code == channel]
    assert page.total == len(in_channel)
    assert {shown(page, row, "Channel") for row in range(page.model.rowCount())} == {channel}

    email = in_channel[0].customer.email
    qtbot.keyClicks(page.customer_box, email)
    qtbot.keyClick(page.customer_box, Qt.Key.Key_Return)
    wait_rows(page)
    params = tap.asked(CARTS)[-1].url.params
    assert params["criteria[customer]"] == email and params["criteria[channel]"] == channel
    assert page.total == sum(1 for cart in in_channel if email in (cart.customer.email or ""))

    page.channel_box.setCurrentIndex(0)  # "All channels"
    page.channel_box.activated.emit(0)
    wait_rows(page)
    assert "criteria[channel]" not in tap.asked(CARTS)[-1].url.params
