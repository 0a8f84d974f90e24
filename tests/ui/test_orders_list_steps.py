"""The Orders list against the real demo store: the steps on a selection with a result per order
(one failing order does not stop the rest, a lost answer is read again, the rows reload), the
payment, shipping and date filters (combined, remembered, exported as filtered), the three state
badges, and a server without the extensions, where all of it hides behind one line."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from PySide6.QtCore import QDate, QItemSelectionModel
from PySide6.QtWidgets import QComboBox
from pytestqt.qtbot import QtBot

from storeadmin_gui.api import ListName
from storeadmin_gui.ui.i18n import install_language
from storeadmin_gui.ui.lists.saved_views import View
from storeadmin_gui.ui.orders.order_steps import Step, describe_states
from storeadmin_gui.ui.orders.order_steps_dialog import OrderStepsDialog
from storeadmin_gui.ui.pages import OrdersPage
from storeadmin_gui.ui.widgets.date_filter import DateFilter
from storeadmin_gui.ui.widgets.lookup_combo import LookupComboBox
from tests.support.network import FlakyNetwork, is_capability_probe, request_is
from tests.support.stores import StoreTemplates
from tests.ui.conftest import Runner, make_store_client, serve, visible_rows_loaded
from tests.ui.dialog_support import visible_dialogs
from tests.ui.filter_support import filter_box
from tests.ui.sales_support import OFFSCREEN_WARNINGS
from tests.ui.shell_support import column_of, shown, temp_settings

pytestmark = pytest.mark.qt_log_ignore(*OFFSCREEN_WARNINGS)


def orders_page(qtbot: QtBot, show_page: Callable[..., Any], client: Any) -> OrdersPage:
    """The Orders page shown, its rows loaded and the server's offer known."""
    page: OrdersPage = show_page(OrdersPage, client)
    qtbot.waitUntil(lambda: page.offered is not None, timeout=10_000)
    return page


def choose(box: Any, value: str) -> None:
    """Pick ``value`` in a filter's drop-down as a user does (the list reloads)."""
    box.setCurrentIndex(box.findData(value))
    box.activated.emit(box.currentIndex())


def wait_for(qtbot: QtBot, page: OrdersPage, criteria: dict[str, str]) -> None:
    """Until the list shows the rows the server lists for ``criteria``."""
    qtbot.waitUntil(
        lambda: page.model.criteria == criteria and visible_rows_loaded(page), timeout=10_000
    )


def shown_ids(page: OrdersPage) -> list[int]:
    return [int(shown(page, row, "Id")) for row in range(page.model.rowCount())]


def select(page: OrdersPage, ids: list[int]) -> None:
    selection = page.view.selectionModel()
    selection.clearSelection()
    flags = QItemSelectionModel.SelectionFlag.Select | QItemSelectionModel.SelectionFlag.Rows
    for row in range(page.model.rowCount()):
        if page.model.key_at(row) in ids:
            selection.select(page.model.index(row, 0), flags)
    assert sorted(int(str(key)) for key in page.selected_keys()) == sorted(ids)


def payment_shown(page: OrdersPage, order_id: int) -> str | None:
    if not visible_rows_loaded(page):
        return None
    rows = [r for r in range(page.model.rowCount()) if page.model.key_at(r) == order_id]
    return shown(page, rows[0], "Payment") if rows else None


def opened_dialog(qtbot: QtBot, page: OrdersPage, step: Step) -> OrderStepsDialog:
    """Choose the step's action (toolbar, context or Edit menu): its window, orders read."""
    action = page.action(step.value)
    assert action.isVisible() and action.isEnabled()
    action.trigger()
    [dialog] = visible_dialogs(OrderStepsDialog)
    qtbot.waitUntil(lambda: dialog.load_task.done(), timeout=10_000)
    return dialog


def ids_where(run: Runner, client: Any, **criteria: str) -> list[int]:
    page = run(client.orders.summaries(page=1, limit=100, criteria=criteria))
    return [order.id for order in page.items]


def test_the_filters_combine_and_the_badges_tell_the_three_states_apart(
    qtbot: QtBot, show_page: Callable[..., Any], store_client: Any, run: Runner
) -> None:
    page = orders_page(qtbot, show_page, store_client)
    headers = [column.header for column in page.model.columns]
    # Three badge columns under three headers; payment and shipping follow the total they settle.
    assert headers[headers.index("Total") + 1 : headers.index("Total") + 3] == [
        "Payment",
        "Shipping",
    ]
    for header in ("State", "Payment", "Shipping"):
        assert page.model.columns[column_of(page, header)].badge

    choose(filter_box(page, "payment_state", QComboBox), "paid")
    choose(filter_box(page, "shipping_state", QComboBox), "ready")
    filter_box(page, "channel", LookupComboBox).set_value("MOB")
    page.filters_changed()
    wanted = {"payment_state": "paid", "shipping_state": "ready", "channel": "MOB"}
    wait_for(qtbot, page, wanted)
    expected = ids_where(run, store_client, **wanted)
    assert expected and shown_ids(page) == expected
    for row in range(page.model.rowCount()):
        assert shown(page, row, "State") == "Pending"
        assert shown(page, row, "Payment") == "Paid"
        assert shown(page, row, "Shipping") == "Ready to ship"
        assert shown(page, row, "Channel") == "MOB"

    choose(filter_box(page, "payment_state", QComboBox), "")
    choose(filter_box(page, "shipping_state", QComboBox), "")
    filter_box(page, "channel", LookupComboBox).set_value("")
    orders = run(store_client.orders.summaries(page=1, limit=100, criteria={"state": "fulfilled"}))
    days = sorted(
        {
            order.checkout_completed_at.date()
            for order in orders.items
            if order.checkout_completed_at is not None
        }
    )
    first, last = days[len(days) // 4], days[len(days) // 2]
    filter_box(page, "date_from", DateFilter).date_edit.setDate(
        QDate(first.year, first.month, first.day)
    )
    filter_box(page, "date_to", DateFilter).date_edit.setDate(
        QDate(last.year, last.month, last.day)
    )
    wanted = {"date_from": first.isoformat(), "date_to": last.isoformat()}
    wait_for(qtbot, page, wanted)
    expected = ids_where(run, store_client, **wanted)
    assert expected and shown_ids(page) == expected
    assert page.total == len(expected) < len(days)

    filter_box(page, "date_from", DateFilter).clear_button.click()  # clearable: back to any day
    assert (
        filter_box(page, "date_from", DateFilter).value == ""
        and not filter_box(page, "date_from", DateFilter).clear_button.isEnabled()
    )
    wait_for(qtbot, page, {"date_to": last.isoformat()})
    assert page.total == len(ids_where(run, store_client, date_to=last.isoformat()))


def test_the_new_filters_are_remembered_saved_in_views_and_exported(
    qtbot: QtBot, show_page: Callable[..., Any], store_client: Any, tmp_path: Path
) -> None:
    page = orders_page(qtbot, show_page, store_client)
    choose(filter_box(page, "shipping_state", QComboBox), "shipped")
    filter_box(page, "date_from", DateFilter).date_edit.setDate(QDate(2026, 3, 1))
    wanted = {"shipping_state": "shipped", "date_from": "2026-03-01"}
    wait_for(qtbot, page, wanted)

    view = page.capture_view()
    assert view.filters["shipping_state"] == "shipped"
    assert view.filters["date_from"] == "2026-03-01"
    page.apply_view(View())
    wait_for(qtbot, page, {})
    assert (
        filter_box(page, "shipping_state", QComboBox).currentData() == ""
        and filter_box(page, "date_from", DateFilter).value == ""
    )
    page.apply_view(view)
    wait_for(qtbot, page, wanted)
    # Written as the user's locale writes a day.
    assert filter_box(page, "date_from", DateFilter).shown() != ""

    plan = page.export_plan()
    assert plan is not None and plan.criteria is not None
    assert plan.criteria.as_values() == wanted
    assert "Shipping" in plan.header and "Payment" in plan.header
    assert "Only orders whose shipping is in this state: Shipped" in page.describe_query()

    settings = temp_settings(tmp_path)
    page.save_state(settings, "pages/orders")
    again: OrdersPage = show_page(OrdersPage, store_client, wait=False)
    again.restore_state(settings, "pages/orders")
    assert filter_box(again, "shipping_state", QComboBox).currentData() == "shipped"
    assert filter_box(again, "date_from", DateFilter).value == "2026-03-01"
    wait_for(qtbot, again, wanted)


def test_mark_as_paid_on_a_selection_gives_a_result_per_order_and_reloads_the_rows(
    qtbot: QtBot, show_page: Callable[..., Any], store_client: Any, run: Runner
) -> None:
    page = orders_page(qtbot, show_page, store_client)
    awaiting = ids_where(
        run, store_client, payment_state="awaiting_payment", shipping_state="ready"
    )
    already_paid = ids_where(run, store_client, state="pending", payment_state="paid")[0]
    chosen = [awaiting[0], awaiting[1], already_paid]
    select(page, chosen)

    dialog = opened_dialog(qtbot, page, Step.PAY)
    assert dialog.question.text().startswith("Mark the orders below as paid?")
    assert dialog.result_of(awaiting[0]) == "Ready"
    assert dialog.result_of(already_paid) == (
        "Left alone: Every payment of this order is completed."
    )
    assert dialog.apply_button.text() == "Mark 2 orders as paid"
    run(store_client.orders.cancel(awaiting[1]))  # a colleague cancels one meanwhile

    with qtbot.waitSignal(dialog.applied, timeout=10_000) as applied:
        dialog.apply_button.click()
        assert dialog.close_button.text() == "Stop"
    assert applied.args == [1, 1]  # the refused order did not stop the other

    paid = run(store_client.orders.get(awaiting[0]))
    assert paid.payment_state == "paid"
    assert dialog.result_of(awaiting[0]) == f"Marked as paid: {describe_states(paid)}"
    assert dialog.result_of(awaiting[1]) == "The payment cannot be completed."
    assert dialog.states_of(awaiting[1]) == (
        "Order Cancelled · payment Cancelled · shipping Cancelled"
    )
    assert dialog.status.text() == "1 done, 1 failed (see Result)."
    assert dialog.close_button.text() == "Close"

    # The list read its rows again: the order paid reads so in its row.
    qtbot.waitUntil(lambda: payment_shown(page, awaiting[0]) == "Paid", timeout=10_000)


def test_a_lost_answer_on_the_list_is_read_again_and_not_sent_again(
    qtbot: QtBot,
    show_page: Callable[..., Any],
    flaky_client: Any,
    network: FlakyNetwork,
    run: Runner,
) -> None:
    page = orders_page(qtbot, show_page, flaky_client)
    ready = ids_where(run, flaky_client, state="pending", shipping_state="ready")[:2]
    select(page, ready)
    dialog = opened_dialog(qtbot, page, Step.SHIP)
    assert "This cannot be undone" in dialog.question.text()
    network.lose_answer(request_is("PUT", f"/orders/{ready[0]}/shipments/"))

    with qtbot.waitSignal(dialog.applied, timeout=10_000) as applied:
        dialog.apply_button.click()
    assert applied.args == [2, 0]
    assert len(network.lost) == 1
    ships = [write for write in network.writes if write[1].endswith("/ship")]
    assert len(ships) == 2  # one each: the lost one was not sent again
    shipped = run(flaky_client.orders.get(ready[0]))
    assert shipped.shipping_state == "shipped"
    assert dialog.result_of(ready[0]) == (
        f"Shipped (the answer was lost; the order shows it was done): {describe_states(shipped)}"
    )
    assert dialog.result_of(ready[1]).startswith("Shipped: ")


@pytest.fixture
def plain_client(
    store_templates: StoreTemplates, tmp_path: Path, run: Runner, open_client: Any
) -> Iterator[Any]:
    """A client of the demo store served with the extensions of section 11 switched off."""
    for app in serve(store_templates.copy_to(tmp_path / "plain.sqlite3"), run, extensions=False):
        yield open_client(make_store_client(app))


def test_without_the_extensions_the_steps_and_filters_hide_behind_one_line(
    qtbot: QtBot, show_page: Callable[..., Any], plain_client: Any
) -> None:
    page = orders_page(qtbot, show_page, plain_client)

    assert not any(page.action(step.value).isVisible() for step in Step)
    hidden = (
        filter_box(page, "payment_state", QComboBox),
        filter_box(page, "shipping_state", QComboBox),
        filter_box(page, "date_from", DateFilter),
        filter_box(page, "date_to", DateFilter),
    )
    assert not any(widget.isVisible() for widget in hidden)
    assert (
        filter_box(page, "state", QComboBox).isVisible()
        and filter_box(page, "channel", LookupComboBox).isVisible()
    )
    assert page.offers_note.isVisible()
    assert page.offers_note.text() == (
        "This server does not offer shipping, cancelling or marking orders as paid (they are "
        "hidden). This server does not offer filtering orders by payment, shipping and date."
    )
    assert page.total and page.total > 0 and not page.banner.isVisible()  # no error
    assert "payment_state" not in page.query.basis().filters(ListName.ORDERS)  # never sent


def test_what_the_server_lacks_is_said_in_the_users_language(
    qtbot: QtBot, show_page: Callable[..., Any], plain_client: Any
) -> None:
    """The client names the missing features; the sentence is the GUI's, so it reads German."""
    install_language("de_DE")
    try:
        page = orders_page(qtbot, show_page, plain_client)
        assert page.offers_note.text() == (
            "Dieser Server bietet kein Versenden, Stornieren oder Markieren von Bestellungen als "
            "bezahlt an (diese Schritte sind ausgeblendet). Dieser Server bietet kein Filtern von "
            "Bestellungen nach Zahlung, Versand und Datum an."
        )
    finally:
        install_language("en_US")


def test_when_the_server_cannot_say_what_it_offers_everything_stays_and_it_is_asked_again(
    qtbot: QtBot, show_page: Callable[..., Any], tap_client: Any, run: Runner
) -> None:
    """An overloaded server answers the capability question with 503: nothing is hidden (the
    server has the last word on each step), no error is shown, and the next view asks again."""
    client, tap = tap_client
    busy = httpx.Response(503, json={"code": 503, "message": "Busy."})
    tap.answer_when = lambda request: busy if is_capability_probe(request) else None
    page: OrdersPage = show_page(OrdersPage, client)
    offers_task = page.offers_task
    assert offers_task is not None  # asked once the page is shown
    qtbot.waitUntil(offers_task.done, timeout=10_000)

    assert page.offered is None
    assert all(page.action(step.value).isVisible() for step in Step)
    assert (
        filter_box(page, "payment_state", QComboBox).isVisible()
        and filter_box(page, "date_to", DateFilter).isVisible()
    )
    assert not page.offers_note.isVisible() and not page.banner.isVisible()
    asked = len(tap.probes)

    tap.answer_when = None
    again: OrdersPage = show_page(OrdersPage, client)
    qtbot.waitUntil(lambda: again.offered is not None, timeout=10_000)
    assert len(tap.probes) > asked  # asked anew, and answered this time
    assert again.offered is not None and again.offered.complete
    asked = len(tap.probes)
    third: OrdersPage = show_page(OrdersPage, client)
    qtbot.waitUntil(lambda: third.offered is not None, timeout=10_000)
    assert len(tap.probes) == asked  # once answered, asked no more for this client
