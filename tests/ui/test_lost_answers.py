"""A write whose answer is lost after the server carried it out is never applied twice.

Every editor talks to the real backend through a network that loses the ANSWER of one write after
the app has committed it (``FlakyNetwork.lose_answer``), as distinct from one that fails before
sending (``refuse``, in each editor's own tests). A colleague's client changes the same records
through the API where the case needs it. Each test checks what the store holds afterwards and what
the editor told the user, and that the write was sent exactly once.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from storeadmin_gui.api import StoreClient, errors
from storeadmin_gui.api.models import VariantCreate, VariantUpdate
from storeadmin_gui.ui.editors.cart_editor import CartEditor, NewCartEditor
from storeadmin_gui.ui.editors.conflict import ConflictDialog
from storeadmin_gui.ui.editors.order_editor import OrderEditor
from storeadmin_gui.ui.editors.user_editor import UserEditor
from storeadmin_gui.ui.editors.variant_editor import VariantEditor
from tests.support.network import FlakyNetwork, request_is
from tests.ui.conftest import Runner, make_store_client
from tests.ui.dialog_support import visible_dialogs
from tests.ui.sales_support import (
    OFFSCREEN_WARNINGS,
    SCARCE_VARIANT,
    answer_dialog,
    code_of,
    ctrl_key,
    new_cart,
    opened,
    pick,
    placed_order,
    retype,
    settled,
    stock_message,
    type_line_quantity,
)

pytestmark = pytest.mark.qt_log_ignore(*OFFSCREEN_WARNINGS)

PRODUCT = "EVERYDAY_TSHIRT"
VARIANT = "EVERYDAY_TSHIRT_S_WHITE"  # demo data: WEB 19.00, MOB 17.49
LOST = "The connection broke before the server answered."


@pytest.fixture
def colleague(backend_app: Any, open_client: Callable[[Any], Any]) -> StoreClient:
    """A second member of staff on a sound connection to the same store."""
    other: StoreClient = open_client(make_store_client(backend_app))
    return other


def sent(network: FlakyNetwork, method: str, path_part: str) -> int:
    return sum(1 for m, path, _body in network.writes if m == method and path_part in path)


def told(editor: Any) -> str:
    return str(editor.message_bar.text())


def retry_offered(editor: Any) -> bool:
    return bool(editor.message_bar.action_button.isVisibleTo(editor.message_bar))


# --------------------------------------------------------------------------------------- carts


def test_an_item_added_whose_answer_is_lost_is_added_once(
    qtbot: QtBot, flaky_client: Any, colleague: StoreClient, network: FlakyNetwork, run: Runner
) -> None:
    """Quantity 2 added, answer lost: the cart is read again and holds 2; nothing offers to add
    it again (Retry made it 4 before)."""
    cart = new_cart(run, flaky_client)
    editor = opened(qtbot, CartEditor(flaky_client, cart.id))
    chosen = pick(qtbot, editor.variant_picker, "candle")
    retype(qtbot, editor.quantity_input, "2")
    network.lose_answer(request_is("POST", "/items"))

    settled(qtbot, editor, editor.save)

    assert network.lost == [f"POST /api/v1/carts/{cart.id}/items/"]
    stored = run(colleague.carts.get(cart.id))
    assert [(code_of(item.variant), item.quantity) for item in stored.items] == [(chosen.code, 2)]
    assert editor.items_model.rowCount() == 1 and editor.items_model.index(0, 2).data() == "2"
    assert told(editor) == f"Added to the cart. ({LOST} The store shows the change was made.)"
    assert not retry_offered(editor)
    assert editor.form.field("variant").value() is None  # ready for the next item
    assert sent(network, "POST", "/items") == 1


def test_an_add_the_server_refused_and_whose_answer_is_lost_may_be_retried(
    qtbot: QtBot, flaky_client: Any, colleague: StoreClient, network: FlakyNetwork, run: Runner
) -> None:
    """The answer lost was a refusal (not enough stock): the cart shows nothing was added, so
    Retry is offered, and sending again brings the refusal to the add row."""
    cart = new_cart(run, flaky_client)
    editor = opened(qtbot, CartEditor(flaky_client, cart.id))
    pick(qtbot, editor.variant_picker, SCARCE_VARIANT[1])
    retype(qtbot, editor.quantity_input, "3")
    network.lose_answer(request_is("POST", "/items"))

    settled(qtbot, editor, editor.save)
    assert "shows it was not carried out, so sending it again is safe" in told(editor)
    assert retry_offered(editor) and editor.message_bar.action_button.text() == "Retry"
    assert run(colleague.carts.get(cart.id)).items == []
    assert editor.quantity_input.text() == "3"  # nothing typed is lost

    settled(qtbot, editor, editor.message_bar.action_button.click)
    assert editor.form.error_for("") == stock_message(run, flaky_client)
    assert run(colleague.carts.get(cart.id)).items == []


def test_a_quantity_change_whose_answer_is_lost_counts_as_done(
    qtbot: QtBot, flaky_client: Any, colleague: StoreClient, network: FlakyNetwork, run: Runner
) -> None:
    cart = new_cart(run, flaky_client)
    run(flaky_client.carts.items.add(cart.id, variant="SOY_CANDLE_FIG", quantity=1))
    editor = opened(qtbot, CartEditor(flaky_client, cart.id))
    cell = type_line_quantity(qtbot, editor, 0, "5")
    network.lose_answer(request_is("PUT", "/items/"))

    settled(qtbot, editor, lambda: qtbot.keyClick(cell, Qt.Key.Key_Return))

    assert run(colleague.carts.get(cart.id)).items[0].quantity == 5
    assert editor.items_model.index(0, 2).data() == "5"
    assert told(editor).startswith("Quantity changed.") and not retry_offered(editor)
    assert sent(network, "PUT", "/items/") == 1


def test_a_new_cart_whose_answer_is_lost_is_found_not_made_twice(
    qtbot: QtBot, flaky_client: Any, colleague: StoreClient, network: FlakyNetwork, run: Runner
) -> None:
    customer = run(flaky_client.customers.list(page=1, limit=1)).items[0]
    before = run(colleague.carts.list(page=1, limit=1)).total
    editor = opened(qtbot, NewCartEditor(flaky_client), size=None)
    qtbot.keyClicks(editor.customer_picker.line_edit, customer.email)
    editor.channel_picker.setCurrentIndex(editor.channel_picker.findData("WEB"))
    network.lose_answer(request_is("POST", "/api/v1/carts/"))

    with qtbot.waitSignal(editor.created, timeout=10_000) as created:
        editor.save()
    cart = created.args[0]
    assert (cart.customer.email, cart.channel.code) == (customer.email, "WEB")
    assert run(colleague.carts.list(page=1, limit=1)).total == before + 1
    assert sent(network, "POST", "/api/v1/carts/") == 1


# ------------------------------------------------------------------------------------ variants


def open_variant(qtbot: QtBot, flaky_client: Any, code: str | None = VARIANT) -> VariantEditor:
    editor = VariantEditor(flaky_client, PRODUCT, code)
    editor.recheck_pause = 0.2  # quicker than a person's wait, to keep the test short
    return opened(qtbot, editor, size=(900, 640))


def save(qtbot: QtBot, editor: VariantEditor) -> None:
    settled(qtbot, editor, ctrl_key(qtbot, editor, Qt.Key.Key_S))


def test_an_update_whose_answer_is_lost_finds_its_own_values_and_reports_saved(
    qtbot: QtBot, flaky_client: Any, colleague: StoreClient, network: FlakyNetwork, run: Runner
) -> None:
    """The PUT was stored; it is not sent again (that met its own new version as a 409 and the
    comparison called the user's own save "saved elsewhere")."""
    editor = open_variant(qtbot, flaky_client)
    retype(qtbot, editor.pricing.edits["WEB"], "23.99")
    network.lose_answer(request_is("PUT", f"/variants/{VARIANT}"))

    save(qtbot, editor)

    assert not visible_dialogs(ConflictDialog)
    assert told(editor) == f"Saved. ({LOST} The store shows the change was made.)"
    assert "elsewhere" not in told(editor) and not retry_offered(editor)
    assert editor.version == 2 and not editor.form.dirty
    assert run(colleague.variants.get(PRODUCT, VARIANT)).price("WEB") == 2399
    assert sent(network, "PUT", VARIANT) == 1


def test_a_lost_answer_with_a_colleague_change_since_still_reports_saved(
    qtbot: QtBot, flaky_client: Any, colleague: StoreClient, network: FlakyNetwork, run: Runner
) -> None:
    """A colleague changes MOB after my PUT was stored and before the editor re-reads: my
    change is there, so the save worked, and the editor shows their MOB too."""
    editor = open_variant(qtbot, flaky_client)
    retype(qtbot, editor.pricing.edits["WEB"], "23.99")

    async def colleague_sets_mob() -> None:
        await colleague.variants.update(
            PRODUCT, VARIANT, VariantUpdate(version=2, channel_pricings={"MOB": "25.00"})
        )

    network.lose_answer(request_is("PUT", f"/variants/{VARIANT}"), meanwhile=colleague_sets_mob)
    save(qtbot, editor)

    assert told(editor).startswith("Saved.") and not visible_dialogs(ConflictDialog)
    stored = run(colleague.variants.get(PRODUCT, VARIANT))
    assert (stored.price("WEB"), stored.price("MOB"), stored.version) == (2399, 2500, 3)
    assert editor.pricing.edits["MOB"].text() == "25.00" and editor.version == 3


def test_a_refused_update_whose_answer_is_lost_goes_to_the_comparison(
    qtbot: QtBot, flaky_client: Any, colleague: StoreClient, network: FlakyNetwork, run: Runner
) -> None:
    """The colleague saved first, so the PUT was refused (409), and that answer was lost: the
    re-read shows someone else's change, and the comparison is offered, leaf by leaf."""
    editor = open_variant(qtbot, flaky_client)
    run(
        colleague.variants.update(
            PRODUCT, VARIANT, VariantUpdate(version=1, channel_pricings={"MOB": "25.00"})
        )
    )
    retype(qtbot, editor.pricing.edits["WEB"], "23.99")
    network.lose_answer(request_is("PUT", f"/variants/{VARIANT}"))

    qtbot.keyClick(editor, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: len(visible_dialogs(ConflictDialog)) == 1, timeout=10_000)
    dialog = visible_dialogs(ConflictDialog)[0]
    assert {row.key for row in dialog.rows} == {"channel_pricings.WEB", "channel_pricings.MOB"}
    dialog.merge_button.click()
    qtbot.waitUntil(lambda: editor.version == 3 and not editor.busy, timeout=10_000)
    stored = run(colleague.variants.get(PRODUCT, VARIANT))
    assert (stored.price("WEB"), stored.price("MOB")) == (2399, 2500)


def test_while_the_store_cannot_be_asked_nothing_is_sent_again(
    qtbot: QtBot, flaky_client: Any, colleague: StoreClient, network: FlakyNetwork, run: Runner
) -> None:
    """After the lost answer the re-reads fail too (the server is away): the editor keeps
    asking, says so, and decides once the store answers."""
    editor = open_variant(qtbot, flaky_client)
    retype(qtbot, editor.pricing.edits["WEB"], "23.99")
    network.lose_answer(request_is("PUT", f"/variants/{VARIANT}"))
    for _ in range(6):  # two rounds of the client's three tries of a read
        network.refuse(request_is("GET", f"/variants/{VARIANT}"))

    ctrl_key(qtbot, editor, Qt.Key.Key_S)()
    qtbot.waitUntil(lambda: "keeps asking the store" in told(editor), timeout=10_000)
    assert editor.busy and not editor.body.isEnabled()  # what was sent stays as sent
    qtbot.waitUntil(lambda: not editor.busy, timeout=20_000)

    assert len(network.refused) == 6
    assert told(editor).startswith("Saved.")
    assert sent(network, "PUT", VARIANT) == 1
    assert run(colleague.variants.get(PRODUCT, VARIANT)).price("WEB") == 2399


def test_a_created_variant_whose_answer_is_lost_is_adopted(
    qtbot: QtBot, flaky_client: Any, colleague: StoreClient, network: FlakyNetwork, run: Runner
) -> None:
    editor = open_variant(qtbot, flaky_client, code=None)
    retype(qtbot, editor.code_edit, "EVERYDAY_TSHIRT_LOST")
    retype(qtbot, editor.pricing.edits["WEB"], "45")
    network.lose_answer(request_is("POST", f"/products/{PRODUCT}/variants/"))

    save(qtbot, editor)

    assert editor.code == "EVERYDAY_TSHIRT_LOST" and not editor.creating
    assert editor.code_edit.isReadOnly() and not editor.form.dirty
    assert told(editor).startswith("Saved.")
    assert run(colleague.variants.get(PRODUCT, "EVERYDAY_TSHIRT_LOST")).price("WEB") == 4500
    assert sent(network, "POST", "/variants/") == 1


def test_a_delete_whose_answer_is_lost_counts_as_done(
    qtbot: QtBot, flaky_client: Any, colleague: StoreClient, network: FlakyNetwork, run: Runner
) -> None:
    run(colleague.variants.create(PRODUCT, VariantCreate(code="EVERYDAY_TSHIRT_SPARE")))
    editor = open_variant(qtbot, flaky_client, "EVERYDAY_TSHIRT_SPARE")
    network.lose_answer(request_is("DELETE", "/variants/EVERYDAY_TSHIRT_SPARE"))
    with qtbot.waitSignal(editor.deleted, timeout=10_000):
        editor.delete_button.click()
        answer_dialog(qtbot, "Delete")
    with pytest.raises(errors.NotFound):
        run(colleague.variants.get(PRODUCT, "EVERYDAY_TSHIRT_SPARE"))
    assert sent(network, "DELETE", "EVERYDAY_TSHIRT_SPARE") == 1


# ------------------------------------------------------------------------------ orders, users


def test_an_order_item_whose_answer_is_lost_is_added_once(
    qtbot: QtBot, flaky_client: Any, colleague: StoreClient, network: FlakyNetwork, run: Runner
) -> None:
    order = placed_order(run, flaky_client)
    editor = opened(qtbot, OrderEditor(flaky_client, order.id))
    pick(qtbot, editor.variant_picker, "candle")
    network.lose_answer(request_is("POST", "/items"))

    with qtbot.waitSignal(editor.busy_changed, timeout=10_000, check_params_cb=lambda b: not b):
        editor.save()
        answer_dialog(qtbot, "Add to the placed order")

    assert len(run(colleague.orders.get(order.id)).items) == len(order.items) + 1
    assert told(editor).startswith("Added to the order.") and not retry_offered(editor)
    assert sent(network, "POST", "/items") == 1


def test_a_user_edit_whose_answer_is_lost_counts_as_saved(
    qtbot: QtBot, flaky_client: Any, colleague: StoreClient, network: FlakyNetwork, run: Runner
) -> None:
    users = run(flaky_client.users.list(page=1, limit=5, criteria={"query": "tom.berger"})).items
    tom = users[0]
    editor = opened(qtbot, UserEditor(flaky_client, tom.id), size=None)
    retype(qtbot, editor.last_name_input, "Bergmann")
    network.lose_answer(request_is("PATCH", f"/users/{tom.id}"))

    settled(qtbot, editor, editor.save)

    assert run(colleague.users.get(tom.id)).last_name == "Bergmann"
    assert told(editor).startswith("Saved.") and not editor.form.dirty
    assert sent(network, "PATCH", "/users/") == 1


def test_a_new_user_whose_answer_is_lost_is_found_by_email(
    qtbot: QtBot, flaky_client: Any, colleague: StoreClient, network: FlakyNetwork, run: Runner
) -> None:
    editor = opened(qtbot, UserEditor(flaky_client, None), size=None)
    for box, text in (
        (editor.first_name_input, "Lena"),
        (editor.last_name_input, "Lost"),
        (editor.email_input, "lena.lost@example.com"),
        (editor.password_input, "secret-1"),
        (editor.confirmation_input, "secret-1"),
    ):
        retype(qtbot, box, text)
    network.lose_answer(request_is("POST", "/api/v1/users/"))

    with qtbot.waitSignal(editor.created, timeout=10_000) as created:
        editor.save()
    qtbot.waitUntil(lambda: not editor.busy, timeout=10_000)
    assert created.args[0].email == "lena.lost@example.com" and not editor.creating
    found = run(colleague.users.list(page=1, limit=5, criteria={"query": "lena.lost"}))
    assert found.total == 1
    assert sent(network, "POST", "/api/v1/users/") == 1
