"""Where an editor's messages go, against the real backend: a message appearing never moves an
input (a click aimed at one would land on the message instead), the cursor goes to the first field
the server refused, and the messages of an earlier refusal go once a later change succeeds."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from storeadmin_gui.ui.editors.cart_editor import CartEditor
from storeadmin_gui.ui.editors.variant_editor import VariantEditor
from tests.support.network import FlakyNetwork, request_is
from tests.ui.conftest import Runner
from tests.ui.sales_support import (
    OFFSCREEN_WARNINGS,
    SCARCE_VARIANT,
    ctrl_key,
    new_cart,
    opened,
    pick,
    retype,
    settled,
    stock_message,
)

pytestmark = pytest.mark.qt_log_ignore(*OFFSCREEN_WARNINGS)

PRODUCT = "EVERYDAY_TSHIRT"
VARIANT = "EVERYDAY_TSHIRT_S_WHITE"


def places(editor: QWidget, inputs: list[QWidget]) -> list[QPoint]:
    """Where each input is in the editor's window, once pending layout work is done."""
    for _ in range(3):
        QApplication.sendPostedEvents()
        QApplication.processEvents()
    return [widget.mapTo(editor, QPoint(0, 0)) for widget in inputs]


def test_messages_appearing_move_no_input_of_the_variant_editor(
    qtbot: QtBot, flaky_client: Any, network: FlakyNetwork
) -> None:
    editor = opened(qtbot, VariantEditor(flaky_client, PRODUCT, VARIANT), size=(900, 640))
    inputs: list[QWidget] = [
        editor.position_input,
        editor.on_hand_input,
        *editor.dimension_edits.values(),
        editor.tax_picker,
        *editor.pricing.edits.values(),
        *editor.translations_input.rows.values(),
        editor.save_button,
    ]
    before = places(editor, inputs)

    retype(qtbot, editor.position_input, "-1")  # a message under Position
    retype(qtbot, editor.pricing.edits["MOB"], "0")  # and one under the MOB price
    assert editor.form.error_for("position") and editor.pricing.error_text("MOB")
    assert places(editor, inputs) == before

    retype(qtbot, editor.position_input, "1")
    retype(qtbot, editor.pricing.edits["MOB"], "18")
    for _ in range(3):  # a PUT that never left is tried three times by the client
        network.refuse(request_is("PUT", VARIANT))
    settled(qtbot, editor, ctrl_key(qtbot, editor, Qt.Key.Key_S))
    assert "Nothing you typed is lost" in editor.message_bar.text()  # the message bar shows
    assert places(editor, inputs) == before


def test_messages_appearing_move_no_input_of_the_cart_editor(
    qtbot: QtBot, flaky_client: Any, network: FlakyNetwork, run: Runner
) -> None:
    """The add row sits under the lines: the stock message under it, and the message bar,
    take kept room instead of pushing the row up."""
    cart = new_cart(run, flaky_client)
    editor = opened(qtbot, CartEditor(flaky_client, cart.id))
    inputs: list[QWidget] = [
        editor.variant_picker.line_edit,
        editor.quantity_input,
        editor.save_button,
        editor.items_view,
    ]
    before = places(editor, inputs)
    pick(qtbot, editor.variant_picker, SCARCE_VARIANT[1])
    retype(qtbot, editor.quantity_input, "3")
    settled(qtbot, editor, editor.save)
    assert editor.form.error_for("") == stock_message(run, flaky_client)
    assert places(editor, inputs) == before

    retype(qtbot, editor.quantity_input, "1")
    network.refuse(request_is("POST", "/items"))
    settled(qtbot, editor, editor.save)
    assert "Nothing you typed is lost" in editor.message_bar.text()
    assert places(editor, inputs) == before


def test_after_a_refusal_the_cursor_is_in_the_first_field_at_fault(
    qtbot: QtBot, flaky_client: Any
) -> None:
    editor = opened(qtbot, VariantEditor(flaky_client, PRODUCT, None), size=(900, 640))
    retype(qtbot, editor.code_edit, VARIANT)  # taken: only the server knows
    retype(qtbot, editor.pricing.edits["WEB"], "12")  # the cursor is here when saving
    settled(qtbot, editor, ctrl_key(qtbot, editor.pricing.edits["WEB"], Qt.Key.Key_S))
    assert editor.form.error_for("code") == "Product variant code must be unique."
    assert editor.code_edit.hasFocus()
    assert editor.code_edit.selectedText() == VARIANT  # typing replaces it


def test_after_a_refused_add_the_cursor_is_in_the_variant_field(
    qtbot: QtBot, flaky_client: Any, run: Runner
) -> None:
    cart = new_cart(run, flaky_client)
    editor = opened(qtbot, CartEditor(flaky_client, cart.id))
    qtbot.keyClicks(editor.variant_picker.line_edit, "NO_SUCH_VARIANT")
    editor.quantity_input.setFocus()
    settled(qtbot, editor, ctrl_key(qtbot, editor.quantity_input, Qt.Key.Key_S))
    assert editor.form.error_for("variant") == "This value is not valid."
    assert editor.variant_picker.line_edit.hasFocus()


def test_a_stock_message_goes_once_a_later_change_succeeds(
    qtbot: QtBot, flaky_client: Any, run: Runner
) -> None:
    cart = new_cart(run, flaky_client)
    run(flaky_client.carts.items.add(cart.id, variant="SOY_CANDLE_FIG", quantity=1))
    editor = opened(qtbot, CartEditor(flaky_client, cart.id))
    pick(qtbot, editor.variant_picker, SCARCE_VARIANT[1])
    retype(qtbot, editor.quantity_input, "3")
    settled(qtbot, editor, editor.save)
    assert editor.form.error_for("") == stock_message(run, flaky_client)

    # A later change that works: the candle's quantity, changed in place.
    settled(qtbot, editor, lambda: editor.items_model.setData(editor.items_model.index(0, 2), 2))
    assert run(flaky_client.carts.get(cart.id)).items[0].quantity == 2
    assert editor.form.error_for("") == ""  # the stale stock message is gone
    assert editor.quantity_input.text() == "3"  # what was typed stays


def test_a_refused_line_change_is_forgotten_after_a_later_add(
    qtbot: QtBot, flaky_client: Any, run: Runner
) -> None:
    cart = new_cart(run, flaky_client)
    run(flaky_client.carts.items.add(cart.id, variant=SCARCE_VARIANT[1], quantity=1))
    editor = opened(qtbot, CartEditor(flaky_client, cart.id))
    item_id = editor.items_model.item_at(0).id
    settled(qtbot, editor, lambda: editor.items_model.setData(editor.items_model.index(0, 2), 4))
    assert editor.items_model.problem(item_id) == stock_message(run, flaky_client)
    assert editor.items_message.isVisible()

    pick(qtbot, editor.variant_picker, "candle")
    settled(qtbot, editor, editor.save)
    assert len(run(flaky_client.carts.get(cart.id)).items) == 2
    assert not editor.items_message.isVisible()
    assert editor.items_model.problem(item_id) is None
