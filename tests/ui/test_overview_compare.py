"""The Overview sets each figure beside the range before and lists the range's best products and
customers, against the real backend over fixed days (today plays no part); a store whose
statistics answer neither shows the figures without them and says why."""

from __future__ import annotations

import copy
from datetime import date
from typing import Any

import pytest
from PySide6.QtCore import QDate
from pytestqt.qtbot import QtBot

from storeadmin_gui.ui import formats
from storeadmin_gui.ui.labels import person
from storeadmin_gui.ui.pages.overview import OverviewPage
from storeadmin_gui.ui.pages.overview_compare import COMPARED, change_text
from tests.sylius_api_platform import create_app, example_records
from tests.ui.dialog_support import tree_row
from tests.ui.test_sylius_api_platform_pages import signed_in

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")

START, END = date(2026, 3, 1), date(2026, 4, 30)  # the demo store sold on these days, and before
LOAD = 15_000


def overview_of(qtbot: QtBot, client: Any, start: date, end: date) -> OverviewPage:
    page = OverviewPage(client)
    qtbot.addWidget(page)
    page.resize(1200, 900)
    page.show()
    qtbot.waitUntil(lambda: page.settled, timeout=LOAD)
    page.choose_preset("custom")
    page.from_edit.setDate(QDate(start.year, start.month, start.day))  # before the range shown
    page.to_edit.setDate(QDate(end.year, end.month, end.day))
    qtbot.waitUntil(lambda: page.settled and page.shown_range == (start, end), timeout=LOAD)
    return page


def test_each_figure_shows_its_change_and_the_best_sellers_are_listed(
    qtbot: QtBot, store_client: Any, run: Any
) -> None:
    page = overview_of(qtbot, store_client, START, END)
    answer = run(store_client.statistics("WEB", start=START, end=END))
    totals, previous = answer.totals, answer.previous
    assert previous is not None and previous.orders > 0
    attributes = {"sales": "sales", "orders": "orders", "average": "average_order"}
    attributes["new_customers"] = "new_customers"
    for key in COMPARED:
        label = page.change_labels[("WEB", key)]
        now, before = getattr(totals, attributes[key]), getattr(previous, attributes[key])
        assert label.text() == change_text(now, before), key
        assert label.text()[0] == ("▲" if now > before else "▼" if now < before else "=")
    sales_before = formats.money(previous.sales, "USD")
    assert (
        page.change_labels[("WEB", "sales")]
        .toolTip()
        .startswith(f"{sales_before} in the range before")
    )
    assert not page.compare_note.isVisible()

    page.chart_channel_box.setCurrentIndex(page.chart_channel_box.findData("WEB"))
    page.chart_channel_box.activated.emit(page.chart_channel_box.currentIndex())
    products, customers = page.top_lists.products, page.top_lists.customers
    assert answer.top_products and answer.top_customers
    assert products.topLevelItemCount() == len(answer.top_products) <= 5
    for row, product in enumerate(answer.top_products):
        item = tree_row(products, row)
        assert item.text(0) == f"{product.name} ({product.code})"
        assert item.text(2) == formats.money(product.sales, "USD")
    assert [tree_row(customers, i).text(0) for i in range(customers.topLevelItemCount())] == [
        person(customer.full_name, customer.email) for customer in answer.top_customers
    ]


def test_a_store_without_the_comparison_shows_its_figures_and_says_why(
    qtbot: QtBot, open_client: Any
) -> None:
    records = copy.deepcopy(example_records())
    for order in records["orders"].values():
        order["checkoutCompletedAt"] = "2026-03-10 12:00:00"
    app = create_app("2.x", records=records)
    page = overview_of(qtbot, signed_in(open_client, app), START, END)
    assert page.figure_buttons[("WEB", "orders")].text() != ""
    assert page.change_labels == {}
    assert page.compare_note.isVisible() and not page.top_lists.isVisible()
    assert page.compare_note.text() == (
        "Sylius 2.x does not compare the range with the one before or list its best sellers."
    )
