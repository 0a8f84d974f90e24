"""The words every view takes from ``ui.labels``: states, people, counted things."""

from __future__ import annotations

from typing import Any

import pytest

from storeadmin_gui.ui.labels import ORDER_STATES, counted, person, state_label
from storeadmin_gui.ui.pages import OrdersPage
from tests.ui.shell_support import shown

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


def test_a_person_reads_name_and_email_or_what_there_is() -> None:
    assert person("Ada Lovelace", "ada@example.com") == "Ada Lovelace <ada@example.com>"
    assert person("", "ada@example.com") == person(None, " ada@example.com ") == "ada@example.com"
    assert person("Ada Lovelace", None) == "Ada Lovelace"
    assert person(None, None) == "—"


def test_counted_nouns_take_their_plural_from_two_on() -> None:
    assert [counted(n, "variant") for n in (0, 1, 2, 1200)] == [
        "0 variants",
        "1 variant",
        "2 variants",
        "1,200 variants",
    ]


def test_every_state_has_one_label_and_an_unknown_one_reads_as_words() -> None:
    assert state_label("shipping_selected") == "Shipping chosen"
    assert state_label("partially_refunded") == "Partially refunded"
    assert state_label(None) == state_label("") == "—"


def test_the_orders_filter_and_the_rows_it_lists_say_the_same(
    tap_client: Any, show_page: Any, wait_rows: Any
) -> None:
    client, _tap = tap_client
    page = show_page(OrdersPage, client)
    box = page.filters.box("state")
    assert [box.itemText(i) for i in range(1, box.count())] == [
        *(state_label(state) for state in ORDER_STATES),
        "Sold, not cancelled",  # what the Overview counts as orders
    ]
    for state in ("cart", "pending"):
        index = box.findData(state)
        box.setCurrentIndex(index)
        box.activated.emit(index)
        wait_rows(page)
        assert page.total
        loaded = [row for row in range(page.model.rowCount()) if page.model.key_at(row)]
        assert {shown(page, row, "State") for row in loaded} == {box.itemText(index)}
