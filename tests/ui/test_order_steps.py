"""The steps after checkout in the order editor, against the real demo store: Ship (asked, with a
tracking number), Mark as paid and Cancel (each asked), each showing the three states at once; the
buttons follow the order's state and say why not; a refusal shows the server's sentence; a lost
answer is settled by reading the order again, never by sending again; a server without the steps
hides them with one line."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from storeadmin_gui.api.models import Order
from storeadmin_gui.ui.editors.order_editor import OrderEditor
from storeadmin_gui.ui.orders.order_questions import ShipDialog
from storeadmin_gui.ui.orders.order_steps import Step
from storeadmin_gui.ui.pages import OrdersPage, page_index
from tests.support.network import FlakyNetwork, request_is
from tests.support.stores import StoreTemplates
from tests.ui.conftest import Runner, make_store_client, serve
from tests.ui.dialog_support import click_button, close_editor, loaded_editor, visible_dialogs
from tests.ui.sales_support import OFFSCREEN_WARNINGS, answer_dialog, opened, placed_order
from tests.ui.shell_support import open_window, page_loaded, shown

pytestmark = pytest.mark.qt_log_ignore(*OFFSCREEN_WARNINGS)

TRACKING = "1Z999AA10123456784"


def stock_of(run: Runner, client: Any, order: Order) -> list[tuple[int | None, int | None]]:
    """(on hand, on hold) of each of the order's variants, as the store holds them now."""
    stock = []
    for item in order.items:
        assert item.variant is not None and item.variant.object is not None
        variant = run(client.variants.get(item.variant.object.code, item.variant.code))
        stock.append((variant.on_hand, variant.on_hold))
    return stock


def header(editor: OrderEditor) -> dict[str, str]:
    return {key: label.text() for key, label in editor.header_labels.items()}


def states(editor: OrderEditor) -> tuple[str, str, str]:
    shown = header(editor)
    return shown["state"], shown["payment_state"], shown["shipping_state"]


def press(qtbot: QtBot, editor: OrderEditor, step: Step) -> None:
    button = editor.steps_bar.buttons[step]
    assert button.isVisible() and button.isEnabled(), button.toolTip()
    button.click()


def answer_ship(qtbot: QtBot, tracking: str | None) -> str:
    """Fill the Ship window's tracking number and ship (None: do not ship); its question."""
    qtbot.waitUntil(lambda: bool(visible_dialogs(ShipDialog)), timeout=5000)
    dialog = visible_dialogs(ShipDialog)[-1]
    if tracking is None:
        click_button(dialog, "Do not ship")
    else:
        qtbot.keyClicks(dialog.tracking_input, tracking)
        click_button(dialog, "Ship")
    qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=5000)
    return dialog.windowTitle()


def settle(qtbot: QtBot, editor: OrderEditor) -> None:
    """Wait until the step asked for has finished (asked, sent, read again) or was declined."""
    task = editor.step_task
    assert task is not None
    qtbot.waitUntil(task.done, timeout=10_000)
    assert not editor.busy


def test_ship_with_a_tracking_number_then_mark_as_paid_shows_the_states_at_once(
    qtbot: QtBot, store_client: Any, run: Runner
) -> None:
    order = placed_order(run, store_client)
    editor = opened(qtbot, OrderEditor(store_client, order.id))
    assert states(editor) == ("Pending", "Awaiting payment", "Ready to ship")
    stock_before = stock_of(run, store_client, order)
    buttons = editor.steps_bar.buttons
    assert all(button.isEnabled() for button in buttons.values())

    press(qtbot, editor, Step.SHIP)
    answer_ship(qtbot, None)  # changed their mind: nothing is sent
    assert states(editor) == ("Pending", "Awaiting payment", "Ready to ship")
    assert run(store_client.orders.get(order.id)).shipping_state == "ready"

    press(qtbot, editor, Step.SHIP)
    assert answer_ship(qtbot, TRACKING) == f"Ship Order {order.number}"
    settle(qtbot, editor)

    assert states(editor) == ("Pending", "Awaiting payment", "Shipped")
    assert editor.message_bar.text() == (
        "Shipped: Order Pending · payment Awaiting payment · shipping Shipped."
    )
    assert TRACKING in editor.shipments_label.text()
    stored = run(store_client.orders.get(order.id))
    assert stored.shipments[0].tracking == TRACKING
    # The units left the store: on hand and on hold both went down by the quantity.
    expected = [
        (hand - item.quantity, hold - item.quantity)
        for (hand, hold), item in zip(stock_before, order.items, strict=True)
        if hand is not None and hold is not None
    ]
    assert stock_of(run, store_client, order) == expected
    assert not buttons[Step.SHIP].isEnabled()
    assert buttons[Step.SHIP].toolTip() == "Every shipment of this order has shipped."
    assert not buttons[Step.CANCEL].isEnabled()
    assert buttons[Step.CANCEL].toolTip() == (
        "Part of this order has shipped: it can no longer be cancelled."
    )

    press(qtbot, editor, Step.PAY)  # asked too: a completed payment cannot be set back
    question = answer_dialog(qtbot, "Not yet")
    assert question == f"Mark {editor.describe()} as paid? This cannot be undone."
    settle(qtbot, editor)
    assert states(editor) == ("Pending", "Awaiting payment", "Shipped")  # nothing was sent
    press(qtbot, editor, Step.PAY)
    answer_dialog(qtbot, "Mark as paid")
    settle(qtbot, editor)
    assert states(editor) == ("Fulfilled", "Paid", "Shipped")
    assert editor.message_bar.text() == (
        "Marked as paid: Order Fulfilled · payment Paid · shipping Shipped."
    )
    assert not any(button.isEnabled() for button in buttons.values())
    assert buttons[Step.PAY].toolTip() == "This order is fulfilled: it is paid and shipped."


def test_cancel_asks_first_and_releases_the_stock(
    qtbot: QtBot, store_client: Any, run: Runner
) -> None:
    order = placed_order(run, store_client)
    editor = opened(qtbot, OrderEditor(store_client, order.id))
    stock_before = stock_of(run, store_client, order)

    press(qtbot, editor, Step.CANCEL)
    question = answer_dialog(qtbot, "Keep the order")
    assert question == f"Cancel Order {order.number}? This cannot be undone."
    assert run(store_client.orders.get(order.id)).state == "pending"

    press(qtbot, editor, Step.CANCEL)
    qtbot.waitUntil(lambda: bool(visible_dialogs(QMessageBox)), timeout=5000)
    box = visible_dialogs(QMessageBox)[-1]
    units = sum(item.quantity for item in order.items)
    assert f"the {units} units it holds are released" in box.informativeText()
    click_button(box, "Cancel the order")
    settle(qtbot, editor)

    assert states(editor) == ("Cancelled", "Cancelled", "Cancelled")
    assert editor.message_bar.text() == (
        "Cancelled: Order Cancelled · payment Cancelled · shipping Cancelled."
    )
    expected = [
        (hand, hold - item.quantity)
        for (hand, hold), item in zip(stock_before, order.items, strict=True)
        if hand is not None and hold is not None
    ]
    assert stock_of(run, store_client, order) == expected
    for button in editor.steps_bar.buttons.values():
        assert not button.isEnabled()
        assert button.toolTip() == "This order is cancelled."


def test_a_refused_step_shows_the_servers_sentence_and_the_order_as_it_now_is(
    qtbot: QtBot, store_client: Any, run: Runner
) -> None:
    order = placed_order(run, store_client)
    editor = opened(qtbot, OrderEditor(store_client, order.id))
    run(store_client.orders.cancel(order.id))  # a colleague cancels it meanwhile

    press(qtbot, editor, Step.PAY)
    answer_dialog(qtbot, "Mark as paid")
    settle(qtbot, editor)

    assert editor.message_bar.text() == "The payment cannot be completed."
    assert states(editor) == ("Cancelled", "Cancelled", "Cancelled")
    assert not editor.steps_bar.buttons[Step.PAY].isEnabled()


def test_a_lost_answer_is_settled_by_reading_the_order_again_never_by_sending_again(
    qtbot: QtBot, flaky_client: Any, network: FlakyNetwork, run: Runner
) -> None:
    order = placed_order(run, flaky_client)
    editor = opened(qtbot, OrderEditor(flaky_client, order.id))
    network.lose_answer(request_is("PUT", "/ship"))

    press(qtbot, editor, Step.SHIP)
    answer_ship(qtbot, TRACKING)
    settle(qtbot, editor)

    assert network.lost == [f"PUT /api/v1/orders/{order.id}/shipments/{order.shipments[0].id}/ship"]
    ships = [write for write in network.writes if write[1].endswith("/ship")]
    assert ships == [("PUT", network.lost[0][4:], {"tracking": TRACKING})]  # sent once
    assert states(editor) == ("Pending", "Awaiting payment", "Shipped")
    assert "The store shows the change was made." in editor.message_bar.text()
    assert editor.message_bar.text().endswith(
        "Shipped: Order Pending · payment Awaiting payment · shipping Shipped."
    )


def test_a_lost_answer_after_someone_else_changed_the_order_is_not_sent_again(
    qtbot: QtBot, flaky_client: Any, network: FlakyNetwork, run: Runner, store_client: Any
) -> None:
    """A colleague cancels the order; the refusal of Mark as paid is lost on its way back: the
    order read again shows something else than before, so the editor shows it as it is and
    offers Reload, never the step again."""
    order = placed_order(run, flaky_client)
    editor = opened(qtbot, OrderEditor(flaky_client, order.id))
    run(store_client.orders.cancel(order.id))
    network.lose_answer(request_is("PUT", "/complete"))

    press(qtbot, editor, Step.PAY)
    answer_dialog(qtbot, "Mark as paid")
    settle(qtbot, editor)

    assert len([write for write in network.writes if write[1].endswith("/complete")]) == 1
    assert states(editor) == ("Cancelled", "Cancelled", "Cancelled")
    assert "The store now holds something other than what was sent" in (editor.message_bar.text())
    assert editor.message_bar.action_button.text() == "Reload"


@pytest.fixture
def plain_app(store_templates: StoreTemplates, tmp_path: Path, run: Runner) -> Iterator[Any]:
    """The demo store served with the extensions of docs/api.md section 11 switched off."""
    yield from serve(store_templates.copy_to(tmp_path / "plain.sqlite3"), run, extensions=False)


@pytest.fixture
def plain_client(plain_app: Any, open_client: Callable[[Any], Any]) -> Any:
    return open_client(make_store_client(plain_app))


def test_without_the_extensions_the_steps_are_hidden_with_one_line(
    qtbot: QtBot, plain_client: Any, run: Runner
) -> None:
    listed = run(plain_client.orders.list(page=1, limit=20)).items
    order = next(order for order in listed if order.number and order.state == "pending")
    editor = opened(qtbot, OrderEditor(plain_client, order.id))

    assert not any(button.isVisible() for button in editor.steps_bar.buttons.values())
    note = editor.steps_bar.missing_note
    assert note.isVisible()
    assert note.text() == (
        "This server does not offer shipping, cancelling or marking orders as paid "
        "(they are hidden)."
    )
    assert editor.message_bar.text() == ""  # no error for a missing extension


def test_a_step_taken_in_an_editor_opened_from_the_list_shows_in_the_list(
    qtbot: QtBot, session: Any, messages: Any, settings: Any, run: Runner
) -> None:
    window = open_window(qtbot, session, messages, settings)
    window.show_page(page_index(OrdersPage.key))
    qtbot.waitUntil(lambda: page_loaded(window.current_page), timeout=15_000)
    page = window.current_page
    row = next(
        r
        for r in range(page.model.rowCount())
        if shown(page, r, "Payment") == "Awaiting payment"
        and shown(page, r, "Shipping") == "Ready to ship"
    )
    page.view.selectRow(row)
    page.open_selected()
    qtbot.waitUntil(lambda: loaded_editor() is not None, timeout=10_000)
    editor = loaded_editor().editor

    press(qtbot, editor, Step.PAY)
    answer_dialog(qtbot, "Mark as paid")
    settle(qtbot, editor)
    assert states(editor)[1] == "Paid"
    # The list read its rows again: the row reads as the editor does.
    qtbot.waitUntil(
        lambda: page_loaded(page) and shown(page, row, "Payment") == "Paid", timeout=10_000
    )
    assert shown(page, row, "Shipping") == "Ready to ship"
    close_editor(qtbot, loaded_editor())
