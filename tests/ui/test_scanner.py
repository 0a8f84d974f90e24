"""The packing bench, part three: a scanner told from typing, a scan that opens what it names,
and pick and pack with right, wrong and extra scans.

A scan is what a keyboard-wedge scanner sends: its keys in one burst, then Enter
(``QTest.keyClicks`` without a delay); typing is the same keys with a person's pauses between
them (``delay``).
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLineEdit, QWidget
from pytestqt.qtbot import QtBot

from storeadmin_gui.ui.bench.pick_pack import PickPackDialog
from storeadmin_gui.ui.bench.scanner import ScanFilter
from storeadmin_gui.ui.editors.cart_editor import CartEditor
from storeadmin_gui.ui.editors.editor import EditorDialog
from storeadmin_gui.ui.editors.order_editor import OrderEditor
from storeadmin_gui.ui.shell.main_window import MainWindow
from tests.support.kinds import of_kind
from tests.support.placing import place_a_cart
from tests.ui.bench_support import watching_window
from tests.ui.conftest import Runner
from tests.ui.sales_support import (
    OFFSCREEN_WARNINGS,
    answer_dialog,
    code_of,
    placed_order,
    save_screenshot,
)

pytestmark = pytest.mark.qt_log_ignore(*OFFSCREEN_WARNINGS)

PERSON_MS = 150  # between a person's keys, even a quick one's
VARIANT = ("STONEWARE_MUG", "STONEWARE_MUG_SAGE")


def scan(qtbot: QtBot, widget: QWidget, code: str) -> None:
    """What a scanner sends: the code's keys at once, then Enter."""
    qtbot.keyClicks(widget, code)
    qtbot.keyClick(widget, Qt.Key.Key_Return)


@pytest.fixture
def scanner(qtbot: QtBot) -> Iterator[ScanFilter]:
    found = ScanFilter(40)
    found.install()
    yield found
    found.uninstall()


@pytest.fixture
def line(qtbot: QtBot) -> QLineEdit:
    edit = QLineEdit()
    qtbot.addWidget(edit)
    edit.show()
    edit.setFocus()
    return edit


def test_a_burst_of_keys_then_enter_is_a_scan_the_widget_never_sees(
    qtbot: QtBot, scanner: ScanFilter, line: QLineEdit
) -> None:
    entered: list[str] = []
    line.returnPressed.connect(lambda: entered.append(line.text()))
    with qtbot.waitSignal(scanner.scanned, timeout=5000) as scanned:
        scan(qtbot, line, "STONEWARE_MUG_SAGE")
    assert scanned.args == ["STONEWARE_MUG_SAGE", line]
    assert line.text() == "" and entered == []


def test_typing_with_a_persons_pauses_reaches_the_widget_as_typed(
    qtbot: QtBot, scanner: ScanFilter, line: QLineEdit
) -> None:
    entered: list[str] = []
    scans: list[str] = []
    line.returnPressed.connect(lambda: entered.append(line.text()))
    scanner.scanned.connect(lambda code, _widget: scans.append(code))
    qtbot.keyClicks(line, "Mug sage", delay=PERSON_MS)
    qtbot.waitUntil(lambda: line.text() == "Mug sage", timeout=5000)
    qtbot.keyClick(line, Qt.Key.Key_Backspace, delay=PERSON_MS)
    qtbot.keyClick(line, Qt.Key.Key_Return, delay=PERSON_MS)
    assert entered == ["Mug sag"] and scans == []


def test_two_keys_rolled_together_are_typing_not_a_scan(
    qtbot: QtBot, scanner: ScanFilter, line: QLineEdit
) -> None:
    scans: list[str] = []
    scanner.scanned.connect(lambda code, _widget: scans.append(code))
    entered: list[str] = []
    line.returnPressed.connect(lambda: entered.append(line.text()))
    scan(qtbot, line, "ok")  # quick, but far too short for a code
    assert entered == ["ok"] and scans == []


def window_opened(qtbot: QtBot, kind: type) -> Any:
    found: list[Any] = []

    def opened() -> bool:
        found[:] = [
            w for w in QApplication.topLevelWidgets() if isinstance(w, kind) and w.isVisible()
        ]
        return bool(found)

    qtbot.waitUntil(opened, timeout=15_000)
    return found[-1]


def test_a_scan_in_the_window_opens_the_variant_or_the_order_and_an_unknown_code_says_so(
    qtbot: QtBot, run: Runner, backend_app: Any, tmp_path: Path, bells: list[str]
) -> None:
    window = watching_window(qtbot, run, backend_app, tmp_path / "bench", tmp_path, scanner=True)
    scan(qtbot, window, VARIANT[1].lower())  # a label's code, in any case
    editor = window_opened(qtbot, EditorDialog)
    assert editor.editor.code == VARIANT[1]
    editor.close()

    order_id, number = place_a_cart(tmp_path / "store.sqlite3")
    scan(qtbot, window, number)
    qtbot.waitUntil(
        lambda: any(
            getattr(getattr(w, "editor", None), "order_id", None) == order_id
            for w in QApplication.topLevelWidgets()
            if isinstance(w, EditorDialog) and w.isVisible()
        ),
        timeout=15_000,
    )

    assert bells == []  # codes that found something: silent
    scan(qtbot, window, "NOT-A-CODE-42")
    qtbot.waitUntil(lambda: "NOT-A-CODE-42" in window.message_bar.text, timeout=15_000)
    assert window.message_bar.text == "Nothing in the store has the code NOT-A-CODE-42."
    assert bells == ["wrong scan"]  # heard by a staffer looking at the parcel


def units_of(run: Runner, window: MainWindow, order_id: int) -> list[str]:
    """The variant code of each unit of the order, one per unit."""
    client = window.session.client
    assert client is not None
    order = run(client.orders.get(order_id))
    return [code_of(item.variant) for item in order.items for _ in range(item.quantity)]


def shipping_state(run: Runner, window: MainWindow, order_id: int) -> str | None:
    client = window.session.client
    assert client is not None
    state: str | None = run(client.orders.get(order_id)).shipping_state
    return state


def packing(
    qtbot: QtBot, run: Runner, backend_app: Any, tmp_path: Path, *, by_number: bool
) -> tuple[MainWindow, PickPackDialog, int, str, list[str]]:
    """Pick and pack open on a new order (its number scanned, or opened on it); the window,
    the dialog, the order's id and number, and the code of each of its units."""
    window = watching_window(qtbot, run, backend_app, tmp_path / "bench", tmp_path)
    order_id, number = place_a_cart(tmp_path / "store.sqlite3")
    units = units_of(run, window, order_id)
    dialog = window.bench.open_pick_pack(None if by_number else order_id)
    assert isinstance(dialog, PickPackDialog)
    qtbot.addWidget(dialog)
    dialog.code_input.setFocus()
    if by_number:
        scan(qtbot, dialog.code_input, number)  # the packing slip's number
    qtbot.waitUntil(lambda: dialog.order is not None, timeout=15_000)
    return window, dialog, order_id, number, units


def test_pick_and_pack_ships_once_every_unit_is_scanned_and_names_wrong_and_extra_ones(
    qtbot: QtBot, run: Runner, backend_app: Any, tmp_path: Path, bells: list[str]
) -> None:
    window, dialog, order_id, number, units = packing(
        qtbot, run, backend_app, tmp_path, by_number=True
    )
    assert dialog.heading.text() == f"Order #{number}: {len(units)} units"
    assert not dialog.ship_button.isEnabled()

    for code in units[:-1]:
        scan(qtbot, dialog.code_input, code)
    last = dialog.tally.line_of(units[-2])
    assert last is not None
    assert dialog.status.text() == f"{last.name}: {last.scanned} of {last.ordered}"
    assert dialog.unmatched.text() == "1 unit missing"
    assert bells == []  # right scans: silent
    scan(qtbot, dialog.code_input, "STONEWARE_MUG_SAGE")  # not in this order
    assert dialog.status.text() == "STONEWARE_MUG_SAGE is not in this order."
    assert bells == ["wrong scan"]
    scan(qtbot, dialog.code_input, units[0])  # one too many
    assert dialog.status.text() == f"One too many of {units[0]}: take it out again."
    assert bells == ["wrong scan", "wrong scan"]
    assert not dialog.ship_button.isEnabled()
    assert dialog.tally.summary() == (
        "1 unit missing; 1 unit too many; not in this order: STONEWARE_MUG_SAGE"
    )
    save_screenshot(dialog, "pick-and-pack-wrong", tmp_path)

    dialog.undo_button.click()  # the extra one out
    dialog.undo_button.click()  # and the wrong one
    qtbot.keyClicks(dialog.code_input, units[-1], delay=PERSON_MS // 3)  # typed, as a person
    qtbot.keyClick(dialog.code_input, Qt.Key.Key_Return, delay=PERSON_MS)
    assert dialog.tally.matches
    assert dialog.status.text() == "Everything is in the parcel: ship it."
    assert dialog.ship_button.isEnabled()
    save_screenshot(dialog, "pick-and-pack-complete", tmp_path)
    dialog.ship_button.click()
    qtbot.waitUntil(lambda: dialog.shipped, timeout=15_000)
    assert dialog.status.text() == "Shipped."
    assert shipping_state(run, window, order_id) == "shipped"


def test_an_order_that_does_not_match_ships_only_with_a_reason_which_is_kept(
    qtbot: QtBot, run: Runner, backend_app: Any, tmp_path: Path
) -> None:
    window, dialog, order_id, number, units = packing(
        qtbot, run, backend_app, tmp_path, by_number=False
    )
    for code in units[1:]:
        scan(qtbot, dialog.code_input, code)
    assert not dialog.ship_button.isEnabled() and not dialog.override_button.isEnabled()
    dialog.reason_input.setText("The last one follows in a second parcel")
    assert dialog.override_button.isEnabled()
    dialog.override_button.click()
    qtbot.waitUntil(lambda: dialog.shipped, timeout=15_000)
    assert shipping_state(run, window, order_id) == "shipped"
    kept = json.loads(window.bench.shared("overrides").path.read_text())
    assert kept["shipped"] == [
        {
            "order": number,
            "reason": "The last one follows in a second parcel",
            "unmatched": "1 unit missing",
        }
    ]


def test_a_scan_in_a_carts_editor_adds_one_of_that_variant(
    qtbot: QtBot, run: Runner, backend_app: Any, tmp_path: Path
) -> None:
    from storeadmin_gui.ui import editors

    window = watching_window(qtbot, run, backend_app, tmp_path / "bench", tmp_path, scanner=True)
    client = window.session.client
    assert client is not None
    cart = run(client.carts.list(page=1, limit=1)).items[0]
    held = {code_of(item.variant): item.quantity for item in run(client.carts.get(cart.id)).items}
    stocked = run(client.catalogue.list(page=1, limit=50)).items
    code = next(v.code for v in stocked if v.code not in held and (v.available or 0) > 5)
    dialog = editors.open_cart_editor(window, client, cart.id)
    qtbot.addWidget(dialog)
    qtbot.waitUntil(lambda: dialog.editor.has_loaded, timeout=15_000)
    picker = of_kind(dialog.editor, CartEditor).variant_picker.line_edit
    picker.setFocus()

    scan(qtbot, picker, code)

    def quantity_now() -> int:
        items = run(client.carts.get(cart.id)).items
        return sum(item.quantity for item in items if code_of(item.variant) == code)

    qtbot.waitUntil(lambda: not dialog.editor.busy and quantity_now() == 1, timeout=20_000)
    scan(qtbot, picker, code)
    qtbot.waitUntil(lambda: not dialog.editor.busy and quantity_now() == 2, timeout=20_000)

    scan(qtbot, picker, "NOT-A-CODE-42")
    qtbot.waitUntil(lambda: "NOT-A-CODE-42" in window.message_bar.text, timeout=15_000)
    assert quantity_now() == 2


def test_a_scan_in_an_orders_editor_adds_one_of_that_variant_or_says_why_it_cannot(
    qtbot: QtBot, run: Runner, backend_app: Any, tmp_path: Path
) -> None:
    """An order whose lines may still change (placed, awaiting payment, not sent): one unit,
    at the variant's price in the order's channel, once the question every change of a placed
    order asks is answered. A paid one: the scan says why nothing is added, and nothing is."""
    from storeadmin_gui.ui import editors

    window = watching_window(qtbot, run, backend_app, tmp_path / "bench", tmp_path, scanner=True)
    client = window.session.client
    assert client is not None
    order = placed_order(run, client)
    held = {code_of(item.variant) for item in order.items}
    channel = order.channel.code if order.channel else None
    stocked = run(client.catalogue.list(page=1, limit=50)).items
    variant = next(
        v
        for v in stocked
        if v.code not in held and (v.available or 0) > 5 and (channel or "") in v.channel_pricings
    )
    price = variant.channel_pricings[channel or ""].price
    dialog = editors.open_order_editor(window, client, order.id)
    qtbot.addWidget(dialog)
    editor = of_kind(dialog.editor, OrderEditor)
    qtbot.waitUntil(lambda: editor.has_loaded, timeout=15_000)
    editor.variant_picker.line_edit.setFocus()

    scan(qtbot, editor.variant_picker.line_edit, variant.code)
    answer_dialog(qtbot, "Add to the placed order")

    def units_now(order_id: int) -> list[tuple[int, int]]:
        items = run(client.orders.get(order_id)).items
        return [(i.quantity, i.unit_price) for i in items if code_of(i.variant) == variant.code]

    qtbot.waitUntil(lambda: not editor.busy and bool(units_now(order.id)), timeout=20_000)
    assert units_now(order.id) == [(1, price)]

    paid_criteria = {"payment_state": "paid"}
    paid = run(client.orders.list(page=1, limit=1, criteria=paid_criteria)).items[0]
    before = run(client.orders.get(paid.id))
    locked = editors.open_order_editor(window, client, paid.id)
    qtbot.addWidget(locked)
    qtbot.waitUntil(lambda: locked.editor.has_loaded, timeout=15_000)
    locked_editor = of_kind(locked.editor, OrderEditor)
    assert not locked_editor.add_box.isEnabled()
    locked_editor.items_tree.setFocus()
    scan(qtbot, locked_editor.items_tree, variant.code)
    why = locked_editor.locked_text()
    assert why
    qtbot.waitUntil(lambda: locked.editor.message_bar.text() == why, timeout=15_000)
    assert not locked.editor.form.dirty and not locked.editor.busy
    assert run(client.orders.get(paid.id)).items == before.items
    save_screenshot(locked, "order-editor-scan-refused", tmp_path)
