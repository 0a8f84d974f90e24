"""The lists and the Overview against a Sylius 1.13/1.14 or 2.x store (the API Platform
stand-in): every list shows the store's rows at its page sizes, a filter shows no row it should
have left out, and the Overview shows the store's statistics."""

from __future__ import annotations

import copy
from datetime import timedelta
from typing import Any

import httpx
import pytest
from pytestqt.qtbot import QtBot

from storeadmin_gui.api import PasswordAuth, StoreClient
from storeadmin_gui.ui import formats
from storeadmin_gui.ui.pages import CartsPage, CustomersPage, OrdersPage, UsersPage, VariantsPage
from storeadmin_gui.ui.pages.overview import OverviewPage
from storeadmin_gui.ui.pages.overview_range import today
from tests.sylius_api_platform import create_app, example_records
from tests.sylius_api_platform.totals import order_numbers
from tests.ui.shell_support import shown

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")

FLAVOURS = ["1.13-1.14", "2.x"]
AUTH = PasswordAuth(client_id="", client_secret="", username="api@example.com", password="sylius")


def signed_in(open_client: Any, app: Any) -> StoreClient:
    client = StoreClient("http://shop.test", auth=AUTH, transport=httpx.ASGITransport(app=app))
    return open_client(client)  # type: ignore[no-any-return]


@pytest.fixture(params=FLAVOURS)
def flavour(request: pytest.FixtureRequest) -> str:
    return str(request.param)


def ids_shown(page: Any) -> list[str]:
    return [shown(page, row, "Id") for row in range(page.model.rowCount())]


def test_the_orders_list_shows_every_order_and_a_channel_only_its_own(
    qtbot: QtBot, open_client: Any, show_page: Any, flavour: str
) -> None:
    app = create_app(flavour)
    page = show_page(OrdersPage, signed_in(open_client, app))
    orders = app.state.sylius.records["orders"]
    assert page.total == len(orders)
    first = shown(page, 0, "Id")
    assert first == str(max(o["id"] for o in orders.values()))  # by number, newest first
    channel_box = page.filters.box("channel")
    qtbot.waitUntil(lambda: channel_box.count() > 1, timeout=10_000)
    index = channel_box.findData("PL")
    channel_box.setCurrentIndex(index)
    channel_box.activated.emit(index)
    polish = sorted(str(o["id"]) for o in orders.values() if o["channel"] == "PL")
    qtbot.waitUntil(lambda: page.total == len(polish) and not page.loading, timeout=10_000)
    qtbot.waitUntil(lambda: "" not in ids_shown(page), timeout=10_000)
    assert sorted(ids_shown(page)) == polish


def test_the_users_and_the_variants_lists_show_the_stores_rows(
    qtbot: QtBot, open_client: Any, show_page: Any, flavour: str
) -> None:
    app = create_app(flavour)
    client = signed_in(open_client, app)
    users = show_page(UsersPage, client)
    assert users.total == len(app.state.sylius.records["administrators"])
    variants = show_page(VariantsPage, client)
    qtbot.waitUntil(lambda: variants.total == 36 and not variants.loading, timeout=10_000)


def test_the_customers_list_shows_the_stores_customers_without_a_search(
    qtbot: QtBot, open_client: Any, show_page: Any, flavour: str
) -> None:
    """The store's customer collection pages but searches nothing: the box is hidden, and the
    line above the list says why, so no search can show customers it should have left out."""
    app = create_app(flavour)
    page = show_page(CustomersPage, signed_in(open_client, app))
    held = app.state.sylius.records["customers"]
    assert page.total == len(held)
    assert sorted(ids_shown(page)) == sorted(str(key) for key in held)
    qtbot.waitUntil(lambda: page.offers_note.isVisible(), timeout=10_000)
    assert not page.filters.box("query").isVisible()
    assert "cannot search its customers" in page.offers_note.text()
    guests = {str(key) for key, record in held.items() if record["user"] is None}
    assert guests and all(
        shown(page, row, "Guest or account") == "Guest"
        for row in range(page.model.rowCount())
        if shown(page, row, "Id") in guests
    )


def test_the_carts_list_says_the_store_has_none(
    qtbot: QtBot, open_client: Any, show_page: Any, flavour: str
) -> None:
    app = create_app(flavour)
    page = show_page(CartsPage, signed_in(open_client, app), wait=False)
    label = f"Sylius {flavour.replace('-', '–')}"
    expected = f"The list could not be loaded: {label} has no list of carts."
    qtbot.waitUntil(lambda: page.banner_text.text() == expected, timeout=10_000)
    assert page.model.rowCount() == 0
    assert not [r for r in app.state.sylius.requests if "cart" in r["path"]]  # nothing asked


def test_the_overview_shows_the_stores_sales(qtbot: QtBot, open_client: Any, flavour: str) -> None:
    records = copy.deepcopy(example_records())
    day = today() - timedelta(days=3)  # within the last 12 months, whenever the tests run
    for order in records["orders"].values():
        order["checkoutCompletedAt"] = f"{day.isoformat()} 12:00:00"
    app = create_app(flavour, records=records)
    page = OverviewPage(signed_in(open_client, app))
    qtbot.addWidget(page)
    page.resize(1100, 700)
    page.show()
    qtbot.waitUntil(lambda: page.settled, timeout=10_000)
    page.choose_preset("12m")
    qtbot.waitUntil(lambda: page.settled and page.shown_range is not None, timeout=10_000)
    store = app.state.sylius.store
    for channel, currency in (("WEB", "USD"), ("EU", "EUR")):
        paid = [
            o for o in records["orders"].values()
            if o["channel"] == channel and o["paymentState"] == "paid"
        ]  # fmt: skip
        total = sum(order_numbers(store, o)["total"] for o in paid)
        assert page.figure_buttons[(channel, "sales")].text() == formats.money(total, currency)
        assert page.figure_buttons[(channel, "orders")].text() == str(len(paid))


def test_a_filter_the_store_ignores_is_hidden_with_the_reason_and_never_sent(
    qtbot: QtBot, open_client: Any, show_page: Any, flavour: str
) -> None:
    app = create_app(flavour)
    page = show_page(OrdersPage, signed_in(open_client, app))
    qtbot.waitUntil(lambda: page.offered is not None, timeout=10_000)
    assert not page.filters.box("number").isVisible()  # the store's orders have no such filter
    assert page.filters.box("channel").isVisible()
    label = f"Sylius {flavour.replace('-', '–')}"
    reason = (
        f"This store's {label} does not filter this list in every way: those filters are hidden."
    )
    assert page.offers_note.isVisible() and reason in page.offers_note.text()
    orders = app.state.sylius.records["orders"]
    polish = sorted(str(o["id"]) for o in orders.values() if o["channel"] == "PL")
    page.set_filter_values({"number": "no such order", "channel": "PL"})  # remembered, say
    qtbot.waitUntil(lambda: page.total == len(polish) and not page.loading, timeout=10_000)
    qtbot.waitUntil(lambda: "" not in ids_shown(page), timeout=10_000)
    assert sorted(ids_shown(page)) == polish  # listed by the channel alone
    assert not page.banner.isVisible()  # nothing refused: the number was never sent
