"""The order detail and the "New order" form against the real demo store: everything an order
carries on screen, adding an item at a price typed in major units, removing it, deleting (soft),
server messages on their fields, and a dropped connection that loses nothing."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from storeadmin_gui.api import Money, errors
from storeadmin_gui.api.models import VariantUpdate
from storeadmin_gui.ui.editors import open_new_order
from storeadmin_gui.ui.editors.editor import EditorDialog
from storeadmin_gui.ui.editors.order_editor import NewOrderEditor, OrderEditor
from storeadmin_gui.ui.editors.pickers import VariantChoice
from storeadmin_gui.ui.formats import format_money
from storeadmin_gui.ui.labels import state_label
from tests.support.network import FlakyNetwork, request_is
from tests.ui.conftest import Runner, make_store_client
from tests.ui.dialog_support import child_texts, click_button, tree_row, visible_dialogs
from tests.ui.sales_support import (
    OFFSCREEN_WARNINGS,
    answer_dialog,
    ctrl_key,
    empty_order,
    opened,
    pick,
    placed_order,
    retype,
    save_screenshot,
    settled,
)

pytestmark = pytest.mark.qt_log_ignore(*OFFSCREEN_WARNINGS)


def test_order_detail_shows_header_items_units_totals_addresses_and_payments(
    qtbot: QtBot, store_client: Any, run: Runner, tmp_path: Path
) -> None:
    order = placed_order(run, store_client)
    editor = opened(qtbot, OrderEditor(store_client, order.id))

    header = {key: label.text() for key, label in editor.header_labels.items()}
    assert header["number"] == order.number
    assert header["state"] == state_label(order.state) == "Pending"  # as the Orders list says it
    assert header["checkout_state"] == state_label(order.checkout_state) == "Completed"
    assert order.customer is not None and order.customer.email == order.email
    name = f"{order.customer.first_name} {order.customer.last_name}"
    assert header["customer"] == f"{name} <{order.email}>"  # as the Orders list says it
    assert order.channel is not None and order.channel.code is not None
    assert order.channel.code in header["channel"]
    assert header["currency"] == order.currency
    assert header["created_at"] not in ("", "—")

    tree = editor.items_tree
    assert tree.topLevelItemCount() == len(order.items)
    first, row = order.items[0], tree_row(tree, 0)
    assert row.text(2) == str(first.quantity)
    assert row.text(4) == format_money(first.total, order.currency)
    assert row.childCount() == len(first.inventory_units)
    assert set(child_texts(row, 5)) == {
        state_label(unit.inventory_state) for unit in first.inventory_units
    }

    assert dict(editor.totals.lines)["Items total"] == format_money(
        order.items_total, order.currency
    )
    assert dict(editor.totals.lines)["Total"] == format_money(order.total, order.currency)
    shipping = order.adjustments[0]
    assert dict(editor.totals.lines)[f"Shipping: {shipping.description}"] == "+" + format_money(
        shipping.amount, order.currency
    )
    assert order.billing_address is not None and order.shipping_address is not None
    assert str(order.billing_address.city) in editor.billing_label.text()
    assert str(order.shipping_address.street) in editor.shipping_label.text()
    assert editor.payments_label.text().startswith("• ")
    assert editor.shipments_label.text().startswith("• ")
    save_screenshot(editor, "order-detail", tmp_path)
    editor.tabs.setCurrentIndex(1)
    save_screenshot(editor, "order-detail-addresses", tmp_path)


def test_new_order_for_a_customer_then_add_an_item_at_a_typed_price_and_remove_it(
    qtbot: QtBot, store_client: Any, run: Runner, tmp_path: Path
) -> None:
    customer = run(store_client.customers.list(page=1, limit=1)).items[0]
    creator = opened(qtbot, NewOrderEditor(store_client), size=None)
    creator.channel_picker.setCurrentIndex(creator.channel_picker.findData("WEB"))
    assert pick(qtbot, creator.customer_picker, customer.email) == customer.id
    save_screenshot(creator, "order-new", tmp_path)
    with qtbot.waitSignal(creator.created, timeout=10000) as created:
        creator.save_button.click()
    order = created.args[0]
    assert (order.state, order.checkout_state, order.channel.code) == ("cart", "cart", "WEB")
    assert order.email == customer.email

    editor = opened(qtbot, OrderEditor(store_client, order.id))
    assert editor.header_labels["number"].text() == "not assigned yet"
    chosen = pick(qtbot, editor.variant_picker, "candle")
    assert isinstance(chosen, VariantChoice)
    suggested = chosen.price_in("WEB")
    assert suggested is not None  # the variant is sold in WEB
    assert editor.unit_price_input.text() == Money.to_major(suggested)  # the channel's price
    editor.unit_price_input.clear()
    qtbot.keyClicks(editor.unit_price_input, "12,5")
    retype(qtbot, editor.quantity_input, "2")
    settled(qtbot, editor, ctrl_key(qtbot, editor, Qt.Key.Key_S))

    stored = run(store_client.orders.get(order.id))
    assert [(item.variant.id, item.unit_price, item.quantity) for item in stored.items] == [
        (chosen.id, 1250, 2)
    ]
    row = tree_row(editor.items_tree, 0)
    assert row.text(1) == "$12.50"
    assert child_texts(row, 5) == ["In checkout"] * 2
    assert editor.unit_price_input.text() == ""  # ready for the next item
    save_screenshot(editor, "order-item-added", tmp_path)

    editor.items_tree.setCurrentItem(row)
    editor.items_tree.setFocus()
    with qtbot.waitSignal(editor.busy_changed, timeout=10000, check_params_cb=lambda b: not b):
        qtbot.keyClick(editor.items_tree, Qt.Key.Key_Delete)
        answer_dialog(qtbot, "Remove")
    assert run(store_client.orders.get(order.id)).items == []
    assert editor.items_tree.topLevelItemCount() == 0


def test_order_item_problems_are_shown_on_their_fields(
    qtbot: QtBot, store_client: Any, run: Runner
) -> None:
    order = empty_order(run, store_client)
    editor = opened(qtbot, OrderEditor(store_client, order.id))

    qtbot.keyClicks(editor.unit_price_input, "-3")
    assert editor.form.error_for("unit_price") != ""  # refused as it is typed
    assert not editor.save_button.isEnabled()
    editor.unit_price_input.clear()

    assert not editor.save_button.isEnabled()  # nothing to add yet

    qtbot.keyClicks(editor.variant_picker.line_edit, "987654")  # an id no variant has
    assert editor.save() is None  # refused here: the price is missing, nothing is sent
    assert editor.form.error_for("unit_price") == "Enter an amount, such as 10.59."
    assert editor.unit_price_input.hasFocus()
    assert editor.form.error_for("variant") == ""

    qtbot.keyClicks(editor.unit_price_input, "5")
    settled(qtbot, editor, editor.save)
    assert editor.form.error_for("variant") == "This value is not valid."
    assert editor.unit_price_input.text() == "5"


def test_new_order_shows_the_server_messages_on_their_fields(
    qtbot: QtBot, store_client: Any
) -> None:
    editor = opened(qtbot, NewOrderEditor(store_client), size=None)
    editor.channel_picker.setCurrentIndex(0)  # "Choose a channel…"
    settled(qtbot, editor, editor.save)
    assert editor.form.error_for("channel") == "This value should not be blank."
    assert editor.form.error_for("locale_code") == "This value should not be blank."

    editor.channel_picker.setCurrentIndex(editor.channel_picker.findData("MOB"))
    qtbot.keyClicks(editor.customer_picker.line_edit, "987654")  # typed id of no customer
    settled(qtbot, editor, editor.save)
    assert editor.form.error_for("customer") == "This value is not valid."
    assert editor.form.error_for("channel") == ""


def test_delete_order_says_it_is_soft_and_the_order_is_gone(
    qtbot: QtBot, store_client: Any, run: Runner
) -> None:
    order = placed_order(run, store_client)
    editor = opened(qtbot, OrderEditor(store_client, order.id))
    with qtbot.waitSignal(editor.deleted, timeout=10000):
        editor.delete_button.click()
        question = answer_dialog(qtbot, "Delete")
    assert f"order {order.number}".lower() in question.lower()
    assert "soft" in question
    with pytest.raises(errors.NotFound):
        run(store_client.orders.get(order.id))


def test_a_dropped_connection_while_adding_an_item_keeps_the_input_and_retry_adds_it(
    qtbot: QtBot, backend_app: Any, open_client: Callable[[Any], Any], run: Runner
) -> None:
    network = FlakyNetwork(backend_app)
    network.refuse(request_is("POST", "/items"))
    client = open_client(make_store_client(backend_app, network))
    order = empty_order(run, client)
    editor = opened(qtbot, OrderEditor(client, order.id))
    chosen = pick(qtbot, editor.variant_picker, "scarf")
    editor.unit_price_input.clear()
    qtbot.keyClicks(editor.unit_price_input, "30")

    settled(qtbot, editor, editor.save)
    assert network.refused == [f"POST /api/v1/orders/{order.id}/items/"]
    assert "Nothing you typed is lost" in editor.message_bar.text()
    assert editor.form.field("variant").value() == chosen
    assert editor.unit_price_input.text() == "30"
    assert run(client.orders.get(order.id)).items == []

    with qtbot.waitSignal(editor.loaded, timeout=10000):
        editor.message_bar.action_button.click()  # Retry
    stored = run(client.orders.get(order.id)).items
    assert [(item.variant.id, item.unit_price) for item in stored] == [(chosen.id, 3000)]


def test_ctrl_n_flow_creates_an_order_then_opens_its_detail(
    qtbot: QtBot, store_client: Any, run: Runner
) -> None:
    dialog = open_new_order(None, store_client)
    qtbot.addWidget(dialog)
    creator = dialog.editor
    assert isinstance(creator, NewOrderEditor)
    qtbot.waitUntil(lambda: creator.has_loaded, timeout=10000)
    creator.channel_picker.setCurrentIndex(creator.channel_picker.findData("MOB"))

    with qtbot.waitSignal(creator.created, timeout=10000) as created:
        creator.save_button.click()
    qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=5000)
    order = created.args[0]
    assert (order.currency, order.email) == ("EUR", None)  # no customer: it is optional
    detail = next(
        found.editor
        for found in visible_dialogs(EditorDialog)
        if isinstance(found.editor, OrderEditor)
    )
    qtbot.addWidget(detail.window())
    qtbot.waitUntil(lambda: detail.has_loaded, timeout=10000)
    assert detail.order_id == order.id
    assert detail.header_labels["customer"].text() == "no customer"
    assert run(store_client.orders.get(order.id)).state == "cart"


# --- money of a placed order ----------------------------------------------------------------


def totals(editor: OrderEditor) -> dict[str, str]:
    return dict(editor.totals.lines)


def test_adding_to_a_placed_order_asks_first_and_shows_the_total_beside_the_payments(
    qtbot: QtBot, backend_app: Any, open_client: Callable[[Any], Any], run: Runner,
    tmp_path: Path,
) -> None:  # fmt: skip
    network = FlakyNetwork(backend_app)
    client = open_client(make_store_client(backend_app, network))
    order = placed_order(run, client)
    currency = order.currency
    editor = opened(qtbot, OrderEditor(client, order.id))
    awaited = format_money(order.total, currency)  # the demo's payment: the whole total, new
    assert totals(editor)["Paid"] == format_money(0, currency)
    assert totals(editor)["Payment awaited"] == awaited
    assert "Not covered by a payment" not in totals(editor)

    pick(qtbot, editor.variant_picker, "candle")
    retype(qtbot, editor.unit_price_input, "5")
    editor.save()
    qtbot.waitUntil(lambda: bool(visible_dialogs(QMessageBox)), timeout=5000)
    question = visible_dialogs(QMessageBox)[-1]
    assert f"agreed to pay {awaited}" in question.text()
    assert f"at {format_money(500, currency)} to it?" in question.text()
    quoted = question.informativeText()
    assert "A payment still awaited asks for the new total" in quoted
    save_screenshot(question, "order-placed-question", tmp_path)
    click_button(question, "Cancel")  # declined: nothing is saved, nothing typed is lost
    qtbot.waitUntil(lambda: not editor.busy, timeout=5000)
    previews = [write for write in network.writes if write[1].endswith("/preview")]
    assert [write for write in network.writes if write not in previews] == []
    assert len(previews) == 1 and editor.unit_price_input.text() == "5"
    assert run(client.orders.get(order.id)).total == order.total

    with qtbot.waitSignal(editor.busy_changed, timeout=10000, check_params_cb=lambda b: not b):
        editor.save()
        answer_dialog(qtbot, "Add to the placed order")
    stored = run(client.orders.get(order.id))
    assert len(stored.items) == len(order.items) + 1 and stored.total > order.total
    new_total = format_money(stored.total, currency)
    assert f"The total becomes {new_total}:" in quoted, "the quote was exactly what was saved"
    assert totals(editor)["Total"] == new_total
    assert totals(editor)["Payment awaited"] == new_total  # the awaited payment follows it
    assert "Not covered by a payment" not in totals(editor)
    assert editor.message_bar.text() == (
        f"The order's total is now {new_total}; its payments: paid "
        f"{format_money(0, currency)}, {new_total} awaited."
    )
    save_screenshot(editor, "order-placed-total-beside-payments", tmp_path)


def test_a_zero_price_is_asked_about_again(qtbot: QtBot, store_client: Any, run: Runner) -> None:
    order = placed_order(run, store_client)
    editor = opened(qtbot, OrderEditor(store_client, order.id))
    pick(qtbot, editor.variant_picker, "candle")
    retype(qtbot, editor.unit_price_input, "0")
    editor.save()
    answer_dialog(qtbot, "Add to the placed order")
    question = answer_dialog(qtbot, "Cancel")  # the second question: a price of 0.00
    assert "charged nothing" in question
    qtbot.waitUntil(lambda: not editor.busy, timeout=5000)
    assert len(run(store_client.orders.get(order.id)).items) == len(order.items)

    with qtbot.waitSignal(editor.busy_changed, timeout=10000, check_params_cb=lambda b: not b):
        editor.save()
        answer_dialog(qtbot, "Add to the placed order")
        answer_dialog(qtbot, f"Add at {format_money(0, order.currency)}")
    added = run(store_client.orders.get(order.id)).items[-1]
    assert added.unit_price == 0


def test_a_zero_price_on_an_order_not_yet_placed_is_asked_about_once(
    qtbot: QtBot, store_client: Any, run: Runner
) -> None:
    order = empty_order(run, store_client)
    editor = opened(qtbot, OrderEditor(store_client, order.id))
    pick(qtbot, editor.variant_picker, "candle")
    retype(qtbot, editor.unit_price_input, "0")
    with qtbot.waitSignal(editor.busy_changed, timeout=10000, check_params_cb=lambda b: not b):
        editor.save()
        assert "charged nothing" in answer_dialog(qtbot, "Add at $0.00")
    assert len(run(store_client.orders.get(order.id)).items) == 1
    assert "Paid" not in totals(editor)  # no payments to show beside an order not placed


def test_removing_from_a_placed_order_says_what_it_does_to_the_money(
    qtbot: QtBot, store_client: Any, run: Runner
) -> None:
    order = placed_order(run, store_client)
    editor = opened(qtbot, OrderEditor(store_client, order.id))
    row = tree_row(editor.items_tree, 0)
    editor.items_tree.setCurrentItem(row)
    editor.remove_button.click()
    qtbot.waitUntil(lambda: bool(visible_dialogs(QMessageBox)), timeout=5000)
    question = visible_dialogs(QMessageBox)[-1]
    details = question.informativeText()
    assert "was placed" in details and "A payment still awaited asks for the new total" in details
    click_button(question, "Cancel")
    assert len(run(store_client.orders.get(order.id)).items) == len(order.items)

    with qtbot.waitSignal(editor.busy_changed, timeout=10000, check_params_cb=lambda b: not b):
        editor.remove_button.click()
        answer_dialog(qtbot, "Remove")
    stored = run(store_client.orders.get(order.id))
    assert len(stored.items) == len(order.items) - 1
    saved = format_money(stored.total, order.currency)
    assert f"The total becomes {saved}:" in details, "the quote was exactly what was saved"


def test_a_placed_orders_lines_keep_their_prices_while_an_item_comes_and_goes(
    qtbot: QtBot, store_client: Any, run: Runner
) -> None:
    """The price of a line already sold goes up by 10 % in the channel; adding an item to the
    placed order keeps that line at its price, and removing the item again gives back the total
    the customer agreed to, to the cent."""
    order = placed_order(run, store_client)
    sold = order.items[0]
    assert sold.variant is not None and sold.variant.object is not None
    product, code = sold.variant.object.code, sold.variant.code
    assert product and code and order.channel and order.channel.code
    variant = run(store_client.variants.get(product, code))
    raised = variant.price(order.channel.code) * 110 // 100
    changes = VariantUpdate(
        version=variant.version, channel_pricings={order.channel.code: Money.to_major(raised)}
    )
    run(store_client.variants.update(product, code, changes))
    editor = opened(qtbot, OrderEditor(store_client, order.id))

    pick(qtbot, editor.variant_picker, "candle")
    retype(qtbot, editor.unit_price_input, "5")
    retype(qtbot, editor.quantity_input, "2")
    with qtbot.waitSignal(editor.busy_changed, timeout=10000, check_params_cb=lambda b: not b):
        editor.save()
        answer_dialog(qtbot, "Add to the placed order")
    added = run(store_client.orders.get(order.id))
    kept = next(item for item in added.items if item.id == sold.id)
    assert kept.unit_price == sold.unit_price != raised
    assert tree_row(editor.items_tree, 0).text(1) == format_money(sold.unit_price, order.currency)

    new_row = tree_row(editor.items_tree, editor.items_tree.topLevelItemCount() - 1)
    editor.items_tree.setCurrentItem(new_row)
    with qtbot.waitSignal(editor.busy_changed, timeout=10000, check_params_cb=lambda b: not b):
        editor.remove_button.click()
        answer_dialog(qtbot, "Remove")
    back = run(store_client.orders.get(order.id))
    assert (back.items_total, back.adjustments_total, back.total) == (
        order.items_total,
        order.adjustments_total,
        order.total,
    )
    assert totals(editor)["Total"] == format_money(order.total, order.currency)


@pytest.mark.parametrize(
    ("state", "reason"),
    [
        ("fulfilled", "This order is fulfilled"),
        ("cancelled", "This order was cancelled"),
    ],
)
def test_an_order_whose_items_can_no_longer_change_offers_no_change_and_says_why(
    qtbot: QtBot, store_client: Any, run: Runner, state: str, reason: str
) -> None:
    listed = run(store_client.orders.list(page=1, limit=5, criteria={"state": state})).items[0]
    editor = opened(qtbot, OrderEditor(store_client, listed.id))
    assert editor.locked_label.isVisible() and editor.locked_label.text().startswith(reason)
    assert not editor.add_box.isEnabled()
    pick_enabled = editor.variant_picker.line_edit.isEnabled()
    assert not pick_enabled
    editor.items_tree.setCurrentItem(tree_row(editor.items_tree, 0))
    assert not editor.remove_button.isEnabled()
    assert editor.remove_button.toolTip().startswith(reason)
    editor.form.set_values({"unit_price": "5", "quantity": 2}, text="typed")
    assert editor.form.dirty and not editor.save_button.isEnabled()
    assert editor.save_button.toolTip().startswith(reason)
    assert editor.save() is None  # Ctrl+S sends nothing
    assert editor.remove_selected() is None  # nor does Del
    assert not visible_dialogs(QMessageBox)


def test_a_paid_order_says_its_payment_would_no_longer_match(
    qtbot: QtBot, store_client: Any, run: Runner
) -> None:
    criteria = {"state": "pending", "payment_state": "paid"}
    listed = run(store_client.orders.list(page=1, limit=5, criteria=criteria)).items[0]
    editor = opened(qtbot, OrderEditor(store_client, listed.id))
    assert "has been paid" in editor.locked_label.text()
    assert not editor.add_box.isEnabled()
    open_order = placed_order(run, store_client)
    other = opened(qtbot, OrderEditor(store_client, open_order.id))
    assert not other.locked_label.isVisible() and other.add_box.isEnabled()
