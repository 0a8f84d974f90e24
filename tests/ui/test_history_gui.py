"""Who did what, in the editors against the real demo store: the order's timeline and notes, and
a variant's history with "Revert", with and without a colleague's change in between."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from storeadmin_gui.api import Money
from storeadmin_gui.api.models import VariantPatch
from storeadmin_gui.ui.editors.order_editor import OrderEditor
from storeadmin_gui.ui.editors.variant_editor import VariantEditor
from storeadmin_gui.ui.formats import format_money
from storeadmin_gui.ui.people.history_view import HistoryPanel
from tests.ui.conftest import Runner
from tests.ui.dialog_support import child_texts, tree_row
from tests.ui.sales_support import OFFSCREEN_WARNINGS, opened, placed_order, save_screenshot
from tests.ui.shell_support import desktop_of

pytestmark = pytest.mark.qt_log_ignore(*OFFSCREEN_WARNINGS)

SHIRT = "EVERYDAY_TSHIRT"
LOAD = 15000  # ms: a busy 2-core machine


def shown(qtbot: QtBot, panel: HistoryPanel, count: int) -> list[Any]:
    """The panel's entries once it shows ``count`` of them."""
    qtbot.waitUntil(lambda: len(panel.entries) == count, timeout=LOAD)
    return panel.entries


def a_variant(run: Runner, client: Any) -> Any:
    page = run(client.variants.list(SHIRT, limit=1))
    return run(client.variants.get(SHIRT, page.items[0].code))


def test_the_order_timeline_and_notes_follow_what_staff_do(
    qtbot: QtBot, store_client: Any, run: Runner
) -> None:
    order = placed_order(run, store_client)
    editor = opened(qtbot, OrderEditor(store_client, order.id), size=(1080, 660))
    timeline, notes = editor.panels.history, editor.panels.notes
    qtbot.waitUntil(lambda: timeline.hint.text() == "Nothing recorded yet.", timeout=LOAD)
    editor.tabs.setCurrentWidget(notes)
    qtbot.keyClicks(notes.editor, "Customer rang: leave it with the neighbour.")
    qtbot.waitUntil(notes.add_button.isEnabled, timeout=LOAD)  # once the notes are read
    qtbot.mouseClick(notes.add_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: notes.list.count() == 1, timeout=LOAD)
    assert notes.list.item(0).text().startswith("Customer rang: leave it with the neighbour.")
    assert "Demo Administrator" in notes.list.item(0).text()
    assert notes.editor.toPlainText() == ""
    (noted,) = shown(qtbot, timeline, 1)
    assert noted.action == "note_added"
    run(store_client.orders.complete_payment(order.id, order.payments[0].id))
    editor.reload()
    shown(qtbot, timeline, 2)
    row = tree_row(timeline.tree, 0)
    assert (row.text(1), row.text(2)) == ("Demo Administrator", "Payment completed")
    details = child_texts(row, 0)
    assert "Payment: Awaiting payment → Paid" in details
    # Too long a note is refused where it is typed, and nothing is sent.
    notes.editor.setPlainText("x" * 2001)
    assert not notes.add_button.isEnabled()
    assert "at most 2000 characters" in notes.message.text()


def test_the_customers_profile_opens_from_the_order(
    qtbot: QtBot, store_client: Any, run: Runner, tmp_path: Path
) -> None:
    order = placed_order(run, store_client)
    assert order.customer is not None and order.customer.id is not None
    expected = run(store_client.customers.profile(order.customer.id))
    editor = opened(qtbot, OrderEditor(store_client, order.id), size=(1080, 660))
    profile = editor.panels.customer
    editor.tabs.setCurrentWidget(profile)
    qtbot.waitUntil(lambda: profile.orders.topLevelItemCount() > 0, timeout=LOAD)
    assert profile.figures["orders"].text() == str(expected.orders)
    (totals,) = expected.totals
    assert profile.figures["spent"].text() == format_money(totals.spent, totals.currency)
    assert profile.figures["average"].text() == format_money(totals.average_order, totals.currency)
    account = profile.figures["account"].text()
    assert account.startswith("guest") is expected.guest
    numbers = [
        tree_row(profile.orders, i).text(0) for i in range(profile.orders.topLevelItemCount())
    ]
    assert order.number in numbers
    notes = profile.notes
    assert notes is not None
    qtbot.waitUntil(lambda: notes.hint.isVisible() and not notes.busy, timeout=LOAD)
    qtbot.keyClicks(notes.editor, "Prefers delivery after 5 pm.")
    qtbot.waitUntil(notes.add_button.isEnabled, timeout=LOAD)
    qtbot.mouseClick(notes.add_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: notes.list.count() == 1, timeout=LOAD)
    kept = run(store_client.customers.notes.list(order.customer.id)).items
    assert [note.body for note in kept] == ["Prefers delivery after 5 pm."]
    save_screenshot(editor, "order-customer-light", tmp_path)


def test_a_price_change_is_reverted_through_the_normal_save(
    qtbot: QtBot, store_client: Any, run: Runner
) -> None:
    variant = a_variant(run, store_client)
    old = variant.channel_pricings["WEB"].price
    patch = VariantPatch(channel_pricings={"WEB": "99.95"})
    run(store_client.variants.patch(SHIRT, variant.code, patch))
    editor = opened(qtbot, VariantEditor(store_client, SHIRT, variant.code))
    assert editor.history is not None
    shown(qtbot, editor.history, 1)
    editor.history.tree.setCurrentItem(tree_row(editor.history.tree, 0))
    assert editor.history.revert_button.isEnabled()
    with qtbot.waitSignal(editor.saved, timeout=LOAD):
        qtbot.mouseClick(editor.history.revert_button, Qt.MouseButton.LeftButton)
    now = run(store_client.variants.get(SHIRT, variant.code))
    assert now.channel_pricings["WEB"].price == old
    reverted, _first = shown(qtbot, editor.history, 2)
    change = reverted.changes[0]
    assert (change.before, change.after) == (9995, old)


def test_stock_that_left_with_a_shipment_shows_with_its_order_and_is_not_reverted(
    qtbot: QtBot, store_client: Any, run: Runner
) -> None:
    order = placed_order(run, store_client)
    item = next(line for line in order.items if line.variant and line.variant.object)
    assert item.variant is not None and item.variant.object is not None
    product, code = str(item.variant.object.code), str(item.variant.code)
    shipped = sum(
        line.quantity for line in order.items if line.variant and line.variant.code == code
    )
    before = run(store_client.variants.get(product, code))
    assert before.tracked, "the demo's order lines are of tracked variants"
    run(store_client.orders.ship(order.id, order.shipments[0].id))
    editor = opened(qtbot, VariantEditor(store_client, product, code))
    history = editor.history
    assert history is not None
    qtbot.waitUntil(lambda: bool(history.entries), timeout=LOAD)
    row = tree_row(history.tree, 0)
    assert row.text(2) == "Shipped"
    details = child_texts(row, 0)
    assert f"With order {order.number}" in details
    assert f"On hand: {before.on_hand} → {before.on_hand - shipped}" in details
    history.tree.setCurrentItem(row)
    assert not history.revert_button.isEnabled()  # stock shipped is not put back here
    assert history.revert_button.toolTip().startswith(
        "Only a change saved in an editor can be reverted"
    )


def test_a_colleagues_later_change_opens_the_comparison(
    qtbot: QtBot, store_client: Any, run: Runner
) -> None:
    variant = a_variant(run, store_client)
    run(store_client.variants.patch(SHIRT, variant.code, VariantPatch(on_hand=40)))
    editor = opened(qtbot, VariantEditor(store_client, SHIRT, variant.code))
    assert editor.history is not None
    shown(qtbot, editor.history, 1)
    # A colleague saves another count while the editor is open.
    run(store_client.variants.patch(SHIRT, variant.code, VariantPatch(on_hand=41)))
    editor.history.tree.setCurrentItem(tree_row(editor.history.tree, 0))
    qtbot.mouseClick(editor.history.revert_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: editor.conflict_dialog is not None, timeout=LOAD)
    assert run(store_client.variants.get(SHIRT, variant.code)).on_hand == 41
    assert editor.conflict_dialog is not None
    editor.conflict_dialog.reject()
    qtbot.waitUntil(lambda: editor.conflict_dialog is None, timeout=LOAD)
    assert run(store_client.variants.get(SHIRT, variant.code)).on_hand == 41


def test_a_change_already_superseded_is_not_reverted(
    qtbot: QtBot, store_client: Any, run: Runner
) -> None:
    variant = a_variant(run, store_client)
    for price in ("11.00", "12.00"):  # mine, then a colleague's
        run(
            store_client.variants.patch(
                SHIRT, variant.code, VariantPatch(channel_pricings={"WEB": price})
            )
        )
    editor = opened(qtbot, VariantEditor(store_client, SHIRT, variant.code))
    assert editor.history is not None
    shown(qtbot, editor.history, 2)
    editor.history.tree.setCurrentItem(tree_row(editor.history.tree, 1))  # the older
    qtbot.mouseClick(editor.history.revert_button, Qt.MouseButton.LeftButton)
    assert "changed again after this entry" in editor.message_bar.text()
    assert not editor.form.dirty
    now = run(store_client.variants.get(SHIRT, variant.code))
    assert now.channel_pricings["WEB"].price == Money.to_minor("12.00")


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_screenshots_of_the_timeline_notes_and_history(
    qtbot: QtBot, store_client: Any, run: Runner, app_look: Any, tmp_path: Path, scheme: str
) -> None:
    order = placed_order(run, store_client)
    run(store_client.orders.notes.add(order.id, "Customer asked for a gift wrap."))
    run(store_client.orders.complete_payment(order.id, order.payments[0].id))
    variant = a_variant(run, store_client)
    patch = VariantPatch(channel_pricings={"WEB": "24.50"}, on_hand=12)
    run(store_client.variants.patch(SHIRT, variant.code, patch))
    with desktop_of(app_look, tmp_path, scheme, "en_US"):
        editor = opened(qtbot, OrderEditor(store_client, order.id), size=(1080, 660))
        shown(qtbot, editor.panels.history, 2)
        editor.tabs.setCurrentWidget(editor.panels.history)
        save_screenshot(editor, f"order-history-{scheme}", tmp_path)
        editor.tabs.setCurrentWidget(editor.panels.notes)
        qtbot.waitUntil(lambda: editor.panels.notes.list.count() == 1, timeout=LOAD)
        save_screenshot(editor, f"order-notes-{scheme}", tmp_path)
        variants = opened(qtbot, VariantEditor(store_client, SHIRT, variant.code))
        assert variants.history is not None
        shown(qtbot, variants.history, 1)
        save_screenshot(variants, f"variant-history-{scheme}", tmp_path)
        editor.tabs.setCurrentWidget(editor.panels.customer)
        qtbot.waitUntil(lambda: editor.panels.customer.orders.topLevelItemCount() > 0, timeout=LOAD)
        save_screenshot(editor, f"order-customer-{scheme}", tmp_path)
