"""Nothing typed is changed silently, in any input of any editor or the bulk price dialog.

Each case of the issue is typed key by key into the real widget: the text stays exactly as typed,
the field says what is wrong, and Save (Preview in the bulk dialog) is refused until it is fixed,
so nothing reaches the store. Then a fix, and the value the store holds is what was typed.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from storeadmin_gui.api import StoreClient
from storeadmin_gui.ui.editors.bulk_prices import BulkPriceDialog, Operation
from storeadmin_gui.ui.editors.cart_editor import CartEditor
from storeadmin_gui.ui.editors.order_editor import OrderEditor
from storeadmin_gui.ui.editors.variant_editor import VariantEditor
from tests.support.network import FlakyNetwork
from tests.ui.conftest import Runner
from tests.ui.sales_support import (
    OFFSCREEN_WARNINGS,
    ctrl_key,
    empty_order,
    new_cart,
    opened,
    pick,
    retype,
    save_screenshot,
    settled,
    type_line_quantity,
)

pytestmark = pytest.mark.qt_log_ignore(*OFFSCREEN_WARNINGS)

PRODUCT = "EVERYDAY_TSHIRT"
VARIANT = "EVERYDAY_TSHIRT_S_WHITE"


def refused(qtbot: QtBot, editor: Any, network: FlakyNetwork, field: QWidget) -> None:
    """Save is disabled, Ctrl+S sends nothing, and the cursor goes to ``field``."""
    assert not editor.save_button.isEnabled()
    writes = len(network.writes)
    editor.activateWindow()
    qtbot.waitUntil(editor.isActiveWindow)
    ctrl_key(qtbot, editor, Qt.Key.Key_S)()
    assert not editor.busy and len(network.writes) == writes
    assert field.hasFocus()


def open_variant(qtbot: QtBot, flaky_client: Any, code: str | None = VARIANT) -> VariantEditor:
    return opened(qtbot, VariantEditor(flaky_client, PRODUCT, code), size=(900, 640))


PRICE_CASES = [
    ("-5", "The amount cannot be negative."),
    ("abc", "“abc” is not an amount; enter one such as 10.59."),
    ("12.345", "Enter at most two decimal places, for example 10.59."),
    ("0", "Price must be at least 0.01."),
    ("99999999999", "Enter at most 10,000,000.00; “99999999999” is more."),
]


@pytest.mark.parametrize(("typed", "message"), PRICE_CASES)
def test_a_price_stays_as_typed_and_says_what_is_wrong(
    qtbot: QtBot, flaky_client: Any, network: FlakyNetwork, typed: str, message: str
) -> None:
    editor = open_variant(qtbot, flaky_client)
    web = editor.pricing.edits["WEB"]
    retype(qtbot, editor.dimension_edits["width"], "30")  # a good change beside it
    retype(qtbot, web, typed)
    assert web.text() == typed
    assert editor.pricing.error_text("WEB") == message
    editor.tracked_check.setFocus()
    refused(qtbot, editor, network, web)


def test_the_largest_price_the_store_takes_is_saved_as_typed_not_cut(
    qtbot: QtBot, flaky_client: Any, run: Runner
) -> None:
    editor = open_variant(qtbot, flaky_client)
    retype(qtbot, editor.pricing.edits["WEB"], "10000000")
    assert editor.pricing.error_text("WEB") == ""
    settled(qtbot, editor, editor.save)
    assert run(flaky_client.variants.get(PRODUCT, VARIANT)).price("WEB") == 1_000_000_000


def test_numbers_of_a_variant_stay_as_typed(
    qtbot: QtBot, flaky_client: Any, network: FlakyNetwork, run: Runner, tmp_path: Path
) -> None:
    editor = open_variant(qtbot, flaky_client)
    retype(qtbot, editor.on_hand_input, "-3")
    assert editor.on_hand_input.text() == "-3"
    assert editor.form.error_for("on_hand") == "On hand cannot be negative; enter 0 or more."
    retype(qtbot, editor.position_input, "2.5")
    assert editor.form.error_for("position") == "“2.5” is not a whole number; enter one such as 0."
    retype(qtbot, editor.dimension_edits["weight"], "-1")
    assert editor.form.error_for("weight") == "Weight cannot be negative."
    retype(qtbot, editor.pricing.edits["MOB"], "abc")
    editor.tracked_check.setFocus()
    save_screenshot(editor, "refused-input", tmp_path)
    refused(qtbot, editor, network, editor.position_input)  # the first field at fault

    retype(qtbot, editor.position_input, "2")
    retype(qtbot, editor.on_hand_input, "120")
    retype(qtbot, editor.dimension_edits["weight"], "0.6")
    retype(qtbot, editor.pricing.edits["MOB"], "18")
    assert editor.save_button.isEnabled()
    settled(qtbot, editor, editor.save)
    stored = run(flaky_client.variants.get(PRODUCT, VARIANT))
    assert (stored.position, stored.on_hand, stored.weight) == (2, 120, 0.6)


def test_up_and_down_step_a_number_only_within_its_range(qtbot: QtBot, flaky_client: Any) -> None:
    editor = open_variant(qtbot, flaky_client)
    retype(qtbot, editor.on_hand_input, "1")
    qtbot.keyClick(editor.on_hand_input, Qt.Key.Key_Down)
    assert editor.on_hand_input.text() == "0"
    qtbot.keyClick(editor.on_hand_input, Qt.Key.Key_Down)
    assert editor.on_hand_input.text() == "0"  # not below 0, and not silently made something
    retype(qtbot, editor.on_hand_input, "x")
    qtbot.keyClick(editor.on_hand_input, Qt.Key.Key_Up)
    assert editor.on_hand_input.text() == "x"  # what cannot be read is not rewritten


def test_a_code_with_a_space_stays_and_is_refused(
    qtbot: QtBot, flaky_client: Any, network: FlakyNetwork
) -> None:
    editor = open_variant(qtbot, flaky_client, code=None)
    qtbot.keyClicks(editor.code_edit, "bad code!")
    assert editor.code_edit.text() == "bad code!"
    assert editor.form.error_for("code") == (
        "Product variant code can only be comprised of letters, numbers, dashes and underscores."
    )
    retype(qtbot, editor.pricing.edits["WEB"], "12")
    refused(qtbot, editor, network, editor.code_edit)
    assert not network.writes


def test_cart_quantities_stay_as_typed(
    qtbot: QtBot, flaky_client: Any, network: FlakyNetwork, run: Runner
) -> None:
    cart = new_cart(run, flaky_client)
    run(flaky_client.carts.items.add(cart.id, variant="SOY_CANDLE_FIG", quantity=1))
    editor = opened(qtbot, CartEditor(flaky_client, cart.id))
    writes = len(network.writes)
    pick(qtbot, editor.variant_picker, "scarf")
    retype(qtbot, editor.quantity_input, "100000")
    assert editor.quantity_input.text() == "100000"
    assert editor.form.error_for("quantity") == "Enter at most 9,999; “100000” is more."
    refused(qtbot, editor, network, editor.quantity_input)

    cell = type_line_quantity(qtbot, editor, 0, "100000")  # the line's quantity, in place
    qtbot.keyClick(cell, Qt.Key.Key_Return)
    assert cell.isVisible() and cell.text() == "100000"  # kept open, as typed
    assert editor.items_message.text() == "Quantity: Enter at most 9,999; “100000” is more."
    assert len(network.writes) == writes  # nothing was sent
    qtbot.keyClick(cell, Qt.Key.Key_Escape)  # giving up is a choice, and it says so
    qtbot.waitUntil(lambda: not editor.items_message.isVisible())
    assert run(flaky_client.carts.get(cart.id)).items[0].quantity == 1


def test_order_item_inputs_stay_as_typed(
    qtbot: QtBot, flaky_client: Any, network: FlakyNetwork, run: Runner
) -> None:
    order = empty_order(run, flaky_client)
    editor = opened(qtbot, OrderEditor(flaky_client, order.id))
    pick(qtbot, editor.variant_picker, "candle")
    retype(qtbot, editor.unit_price_input, "-5")
    assert editor.form.error_for("unit_price") == "The amount cannot be negative."
    retype(qtbot, editor.quantity_input, "abc")
    assert editor.form.error_for("quantity") == "“abc” is not a number; enter one such as 1."
    refused(qtbot, editor, network, editor.unit_price_input)
    assert editor.unit_price_input.text() == "-5" and editor.quantity_input.text() == "abc"


def test_the_bulk_amount_stays_as_typed_and_preview_waits(
    qtbot: QtBot, flaky_client: StoreClient, network: FlakyNetwork
) -> None:
    dialog = BulkPriceDialog(
        flaky_client, [(PRODUCT, VARIANT), (PRODUCT, "EVERYDAY_TSHIRT_M_WHITE")]
    )
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitUntil(lambda: dialog.channel_code() is not None, timeout=10_000)
    qtbot.keyClicks(dialog.amount_edit, "-5")
    assert dialog.amount_edit.text() == "-5"
    assert dialog.amount_problem.text() == "The amount cannot be negative."
    assert not dialog.preview_button.isEnabled()
    qtbot.keyClick(dialog.amount_edit, Qt.Key.Key_Return)
    assert not dialog.apply_button.isEnabled()

    dialog.operation_picker.setCurrentIndex(
        dialog.operation_picker.findData(Operation.LOWER_AMOUNT)
    )
    assert dialog.amount_edit.text() == "-5"  # the same text, read for the new operation
    retype(qtbot, dialog.amount_edit, "1000%")
    dialog.operation_picker.setCurrentIndex(
        dialog.operation_picker.findData(Operation.RAISE_PERCENT)
    )
    assert dialog.amount_problem.text() == "“1000%” is not a number; enter one such as 10."
    retype(qtbot, dialog.amount_edit, "10")
    assert dialog.amount_problem.text() == "" and dialog.preview_button.isEnabled()
    assert not network.writes
