"""The cart editor and the "New cart" form against the real demo store: lines, totals explained,
adding with the variant search, inline quantities, stock and validation messages where they
apply, removing, deleting, and a dropped connection that loses nothing."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from storeadmin_gui.api import errors
from storeadmin_gui.api.models import Cart
from storeadmin_gui.ui import formats
from storeadmin_gui.ui.editors import open_new_cart
from storeadmin_gui.ui.editors.cart_editor import CartEditor, CartItemsModel, NewCartEditor
from storeadmin_gui.ui.editors.editor import EditorDialog
from storeadmin_gui.ui.editors.pickers import VariantChoice
from tests.support.network import FlakyNetwork, request_is
from tests.ui.conftest import Runner, make_store_client
from tests.ui.dialog_support import visible_dialogs
from tests.ui.sales_support import (
    OFFSCREEN_WARNINGS,
    SCARCE_VARIANT,
    answer_dialog,
    ctrl_key,
    new_cart,
    opened,
    pick,
    retype,
    save_screenshot,
    settled,
    stock_message,
    type_line_quantity,
)

pytestmark = pytest.mark.qt_log_ignore(*OFFSCREEN_WARNINGS)


def money(minor: int, cart: Cart) -> str:
    return formats.money(minor, cart.currency_code or "", cart.locale_code or "en_US")


def test_cart_editor_shows_the_lines_and_explains_the_total(
    qtbot: QtBot, store_client: Any, run: Runner, tmp_path: Path
) -> None:
    listed = run(store_client.carts.list(page=1, limit=1)).items[0]
    cart = run(store_client.carts.get(listed.id))  # whole: list pages leave the units out
    editor = opened(qtbot, CartEditor(store_client, cart.id))

    model = editor.items_model
    assert model.rowCount() == len(cart.items)
    first = cart.items[0]
    assert model.index(0, 0).data().startswith(first.variant.code)
    assert model.index(0, 2).data() == str(first.quantity)
    assert model.index(0, 3).data() == str(len(first.units))
    assert model.index(0, 5).data() == money(first.total, cart)
    header = editor.header.text()
    assert cart.customer.email in header and cart.currency_code in header
    name = f"{cart.customer.first_name} {cart.customer.last_name}"
    assert f"Customer: <b>{name} &lt;{cart.customer.email}&gt;</b>" in header  # as the lists say
    assert "Checkout: <b>Cart</b>" in header  # the label, as the Carts list shows it

    totals = editor.totals
    assert dict(totals.lines)["Items total"] == money(cart.items_total, cart)
    assert dict(totals.lines)["Total"] == money(cart.total, cart)
    shipping = cart.adjustments[0]
    assert dict(totals.lines)[f"Shipping: {shipping.label}"] == "+" + money(shipping.amount, cart)
    promotion = sum(
        adj.amount
        for item in cart.items
        for unit in item.units
        for adj in unit.adjustments
        if adj.type == "order_promotion"
    )
    assert dict(totals.lines)["Promotion: Autumn Sale"] == money(promotion, cart).replace("-", "−")
    at_unit_price = sum(item.unit_price * item.quantity for item in cart.items)
    units = sum(item.quantity for item in cart.items)
    assert dict(totals.lines)[f"Items at unit price ({units} units)"] == money(at_unit_price, cart)
    assert not any(label.startswith("Other") for label, _ in totals.lines)  # it all adds up
    save_screenshot(editor, "cart-editor", tmp_path)


def test_add_an_item_found_by_name_then_change_its_quantity_inline(
    qtbot: QtBot, store_client: Any, run: Runner, tmp_path: Path
) -> None:
    cart = new_cart(run, store_client)
    editor = opened(qtbot, CartEditor(store_client, cart.id))
    assert editor.items_model.rowCount() == 0
    assert editor.empty_label.isVisibleTo(editor)

    chosen = pick(
        qtbot, editor.variant_picker, "hoodie", screenshot=("cart-variant-search", tmp_path)
    )
    assert isinstance(chosen, VariantChoice)
    retype(qtbot, editor.quantity_input, "2")
    settled(
        qtbot,
        editor,
        ctrl_key(qtbot, editor, Qt.Key.Key_S),
    )

    stored = run(store_client.carts.get(cart.id))
    assert [(item.variant.code, item.quantity) for item in stored.items] == [(chosen.code, 2)]
    assert editor.items_model.rowCount() == 1
    assert dict(editor.totals.lines)["Total"] == money(stored.total, stored)
    assert dict(editor.totals.lines)["Shipping: Flat rate"] == "+" + money(500, stored)
    assert editor.form.field("variant").value() is None  # ready for the next item
    assert editor.quantity_input.value() == 1

    assert editor.items_model.index(0, CartItemsModel.QUANTITY).data() == "2"
    cell = type_line_quantity(qtbot, editor, 0, "5")
    with qtbot.waitSignal(editor.saved, timeout=10000):  # the host refreshes its table on it
        settled(qtbot, editor, lambda: qtbot.keyClick(cell, Qt.Key.Key_Return))

    stored = run(store_client.carts.get(cart.id))
    assert stored.items[0].quantity == 5 and len(stored.items[0].units) == 5
    assert editor.items_model.index(0, 2).data() == "5"
    assert editor.items_model.index(0, 3).data() == "5"
    assert dict(editor.totals.lines)["Total"] == money(stored.total, stored)
    save_screenshot(editor, "cart-editor-added", tmp_path)


def test_server_messages_appear_on_the_add_row(
    qtbot: QtBot, store_client: Any, run: Runner
) -> None:
    cart = new_cart(run, store_client)
    editor = opened(qtbot, CartEditor(store_client, cart.id))

    assert not editor.save_button.isEnabled()  # nothing chosen yet: nothing to add

    qtbot.keyClicks(editor.variant_picker.line_edit, "NO_SUCH_VARIANT")
    settled(qtbot, editor, editor.save)
    assert editor.form.error_for("variant") == "This value is not valid."
    assert editor.variant_picker.line_edit.text() == "NO_SUCH_VARIANT"  # kept

    editor.variant_picker.set_value(None)
    pick(qtbot, editor.variant_picker, SCARCE_VARIANT[1])
    retype(qtbot, editor.quantity_input, "3")
    settled(qtbot, editor, editor.save)
    assert editor.form.error_for("") == stock_message(run, store_client)
    assert editor.form.general_label.isVisibleTo(editor)
    assert editor.quantity_input.value() == 3  # nothing typed is lost
    assert run(store_client.carts.get(cart.id)).items == []


def test_refused_quantity_change_is_marked_on_its_line(
    qtbot: QtBot, store_client: Any, run: Runner
) -> None:
    cart = new_cart(run, store_client)
    run(store_client.carts.items.add(cart.id, variant=SCARCE_VARIANT[1], quantity=1))
    editor = opened(qtbot, CartEditor(store_client, cart.id))
    item_id = editor.items_model.item_at(0).id

    with qtbot.assertNotEmitted(editor.saved):
        settled(
            qtbot, editor, lambda: editor.items_model.setData(editor.items_model.index(0, 2), 4)
        )

    problem = stock_message(run, store_client)
    assert editor.items_model.problem(item_id) == problem
    assert editor.items_model.index(0, 0).data(Qt.ItemDataRole.ToolTipRole) == problem
    assert editor.items_message.text() == f"Not changed: {problem}"
    assert editor.items_model.index(0, 2).data() == "1"  # the server's quantity, reloaded


def test_remove_a_line_and_delete_the_cart_after_confirming(
    qtbot: QtBot, store_client: Any, run: Runner
) -> None:
    cart = run(store_client.carts.list(page=1, limit=1)).items[0]
    editor = opened(qtbot, CartEditor(store_client, cart.id))
    editor.items_view.selectRow(0)
    editor.items_view.setFocus()
    assert editor.remove_button.isEnabled()

    with qtbot.waitSignal(editor.busy_changed, timeout=10000, check_params_cb=lambda b: not b):
        qtbot.keyClick(editor.items_view, Qt.Key.Key_Delete)  # Del on a line removes that line
        question = answer_dialog(qtbot, "Remove")
    assert question.startswith(f"Remove {cart.items[0].variant.code}")
    assert editor.items_model.rowCount() == len(cart.items) - 1
    assert len(run(store_client.carts.get(cart.id)).items) == len(cart.items) - 1

    editor.variant_picker.setFocus()
    with qtbot.waitSignal(editor.deleted, timeout=10000):
        editor.delete_button.click()
        question = answer_dialog(qtbot, "Delete")
    assert "soft" in question
    with pytest.raises(errors.NotFound):
        run(store_client.carts.get(cart.id))


def test_a_dropped_connection_while_adding_keeps_the_input_and_retry_adds_it(
    qtbot: QtBot, backend_app: Any, open_client: Callable[[Any], Any], run: Runner
) -> None:
    network = FlakyNetwork(backend_app)
    network.refuse(request_is("POST", "/items"))
    client = open_client(make_store_client(backend_app, network))
    cart = new_cart(run, client)
    editor = opened(qtbot, CartEditor(client, cart.id))
    chosen = pick(qtbot, editor.variant_picker, "candle")
    retype(qtbot, editor.quantity_input, "2")

    settled(qtbot, editor, editor.save)
    assert network.refused == [f"POST /api/v1/carts/{cart.id}/items/"]
    assert "Nothing you typed is lost" in editor.message_bar.text()
    assert editor.form.field("variant").value() == chosen
    assert editor.quantity_input.value() == 2
    assert run(client.carts.get(cart.id)).items == []

    with qtbot.waitSignal(editor.loaded, timeout=10000):
        editor.message_bar.action_button.click()  # Retry
    assert [
        (item.variant.code, item.quantity) for item in run(client.carts.get(cart.id)).items
    ] == [(chosen.code, 2)]
    assert editor.message_bar.text() == ""


def test_new_cart_for_a_customer_found_by_name_in_the_channel_locale(
    qtbot: QtBot, store_client: Any, run: Runner, tmp_path: Path
) -> None:
    customer = run(store_client.customers.list(page=1, limit=1)).items[0]
    editor = opened(qtbot, NewCartEditor(store_client), size=None)
    pick(
        qtbot,
        editor.customer_picker,
        customer.first_name,
        screenshot=("cart-new-customer-search", tmp_path),
    )
    editor.channel_picker.setCurrentIndex(editor.channel_picker.findData("MOB"))
    mob = run(store_client.channels.get("MOB"))
    assert editor.locale_picker.currentData() == mob.default_locale
    save_screenshot(editor, "cart-new", tmp_path)

    with qtbot.waitSignal(editor.created, timeout=10000) as created:
        qtbot.keyClick(editor, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    cart = created.args[0]
    assert (cart.customer.email, cart.channel.code, cart.currency_code, cart.locale_code) == (
        customer.email,
        "MOB",
        mob.base_currency,
        mob.default_locale,
    )
    assert run(store_client.carts.get(cart.id)).id == cart.id


def test_new_cart_shows_the_server_messages_on_their_fields(
    qtbot: QtBot, store_client: Any
) -> None:
    editor = opened(qtbot, NewCartEditor(store_client))
    editor.channel_picker.setCurrentIndex(0)  # "Choose a channel…"
    settled(qtbot, editor, editor.save)
    assert editor.form.error_for("customer") == "This value should not be blank."
    assert editor.form.error_for("channel") == "This value should not be blank."
    assert editor.form.error_for("locale_code") == "This value should not be blank."

    qtbot.keyClicks(editor.customer_picker.line_edit, "nobody@example.org")
    editor.channel_picker.setCurrentIndex(editor.channel_picker.findData("WEB"))
    settled(qtbot, editor, editor.save)
    assert editor.form.error_for("customer") == "This value is not valid."
    assert editor.form.error_for("channel") == ""
    assert editor.customer_picker.line_edit.text() == "nobody@example.org"


def test_ctrl_n_flow_creates_a_cart_then_opens_its_editor(
    qtbot: QtBot, store_client: Any, run: Runner
) -> None:
    customer = run(store_client.customers.list(page=1, limit=1)).items[0]
    dialog = open_new_cart(None, store_client)
    qtbot.addWidget(dialog)
    creator = dialog.editor
    assert isinstance(creator, NewCartEditor)
    qtbot.waitUntil(lambda: creator.has_loaded, timeout=10000)
    qtbot.keyClicks(creator.customer_picker.line_edit, customer.email)  # typed, not searched
    creator.channel_picker.setCurrentIndex(creator.channel_picker.findData("WEB"))

    with qtbot.waitSignal(creator.created, timeout=10000) as created:
        creator.save_button.click()
    qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=5000)
    cart_id = created.args[0].id
    opened_editor = next(
        found.editor
        for found in visible_dialogs(EditorDialog)
        if isinstance(found.editor, CartEditor)
    )
    qtbot.addWidget(opened_editor.window())
    assert opened_editor.cart_id == cart_id
    qtbot.waitUntil(lambda: opened_editor.has_loaded, timeout=10000)
    assert opened_editor.window().windowTitle().startswith(f"Cart #{cart_id} — {customer.email}")


def test_undo_and_redo_of_the_add_row_before_adding(
    qtbot: QtBot, store_client: Any, run: Runner
) -> None:
    cart = new_cart(run, store_client)
    editor = opened(qtbot, CartEditor(store_client, cart.id))
    chosen = pick(qtbot, editor.variant_picker, "scarf")
    editor.quantity_input.setFocus()
    retype(qtbot, editor.quantity_input, "3")

    undo = ctrl_key(qtbot, editor.quantity_input, Qt.Key.Key_Z)
    undo()
    assert editor.quantity_input.value() == 1 and editor.form.field("variant").value() == chosen
    undo()
    assert editor.form.field("variant").value() is None
    assert editor.variant_picker.line_edit.text() == "" and not editor.form.dirty

    qtbot.keyClick(
        editor.quantity_input,
        Qt.Key.Key_Z,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )  # redo brings the choice back, named as the search showed it
    assert editor.form.field("variant").value() == chosen
    assert editor.variant_picker.line_edit.text() == f"{chosen.code} — {chosen.name('en_US')}"
