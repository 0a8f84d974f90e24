"""The packing bench asks the signed-in staffer's role first, against the real demo store with
its demo staff of each role (docs/server.md): pick and pack ships only for a role that may ship,
the stock count applies only for one that may change stock, labels print for any reader, and the
new-order watch says why it is off for a staffer who may not read orders; each refusal is on
the control (off, the reason as its tooltip) and in the window before anything is scanned."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from storeadmin_gui.api import StoreClient
from storeadmin_gui.ui.bench.labels_dialog import LabelsDialog
from storeadmin_gui.ui.bench.new_orders import OrderWatcher
from storeadmin_gui.ui.bench.pick_pack import PickPackDialog
from storeadmin_gui.ui.bench.shared_file import SharedFile
from storeadmin_gui.ui.bench.stock_count import StockCountDialog
from storeadmin_gui.ui.editors.order_editor import OrderEditor
from storeadmin_gui.ui.shell.profiles import Profile
from tests.support.kinds import of_kind
from tests.support.placing import place_a_cart
from tests.ui.bench_support import watching_window
from tests.ui.conftest import Runner, make_store_client
from tests.ui.sales_support import OFFSCREEN_WARNINGS, placed_order, save_screenshot
from tests.ui.shell_support import demo_profile
from tests.ui.test_scanner import scan
from tests.ui.test_staff_roles import FULFILLMENT, READ_ONLY, ROLE_REFUSES, staffer_client

pytestmark = pytest.mark.qt_log_ignore(*OFFSCREEN_WARNINGS)

CATALOGUE_MANAGER = "maya.lopez@example.com"
OWN_RECORD_ONLY = "sam.ito@example.com"  # no role beyond signing in
ADMINISTRATOR = "administrator"
# Each role: whether it may ship an order, and change stock (docs/api.md section 12).
ROLES = {
    READ_ONLY: (False, False),
    FULFILLMENT: (True, False),
    CATALOGUE_MANAGER: (False, True),
    ADMINISTRATOR: (True, True),
}
NO_ORDERS = (
    "Your account may not see orders, so new orders are not announced: ask an administrator "
    "for the role."
)


@pytest.fixture
def sign_in(backend_app: Any, open_client: Callable[[Any], Any]) -> Callable[[str], StoreClient]:
    """A signed-in client of the demo staffer ``username`` (or the administrator)."""

    def signed_in(username: str) -> StoreClient:
        if username == ADMINISTRATOR:
            client: StoreClient = open_client(make_store_client(backend_app))
            return client
        return staffer_client(backend_app, open_client, username)

    return signed_in


@dataclasses.dataclass
class Staffer:
    client: StoreClient
    may_ship: bool
    may_change_stock: bool


@pytest.fixture(params=list(ROLES))
def staffer(request: pytest.FixtureRequest, sign_in: Callable[[str], StoreClient]) -> Staffer:
    """The demo staffer of each role, signed in, with what the role permits."""
    return Staffer(sign_in(request.param), *ROLES[request.param])


def shown(qtbot: QtBot, dialog: Any) -> Any:
    """``dialog`` shown, once it knows what the role permits."""
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitUntil(lambda: dialog.role_note.asked, timeout=15_000)
    return dialog


def assert_refused(control: Any, note: Any, refused: bool) -> None:
    """``control`` off with the role's reason, said in the window too; or not refused."""
    if refused:
        assert not control.isEnabled()
        assert control.toolTip() == ROLE_REFUSES
        assert note.isVisible() and note.text() == ROLE_REFUSES
    else:
        assert control.toolTip() == ""
        assert not note.isVisible()


def test_pick_and_pack_ships_only_for_a_role_that_may_ship(
    qtbot: QtBot, run: Runner, staffer: Staffer
) -> None:
    client, may_ship = staffer.client, staffer.may_ship
    order = placed_order(run, client)
    dialog = shown(qtbot, PickPackDialog(client, order.id))
    qtbot.waitUntil(lambda: dialog.order is not None, timeout=15_000)
    assert_refused(dialog.ship_button, dialog.role_note, not may_ship)  # before any scan
    assert_refused(dialog.override_button, dialog.role_note, not may_ship)

    for line in dialog.tally.lines:
        for _ in range(line.ordered):
            scan(qtbot, dialog.code_input, line.code)
    assert dialog.tally.matches
    assert dialog.ship_button.isEnabled() is may_ship
    if may_ship:
        assert dialog.status.text() == "Everything is in the parcel: ship it."
        return
    assert dialog.status.text() == "Everything is in the parcel."
    dialog.undo_button.click()  # one missing: Ship anyway with a reason, refused all the same
    assert not dialog.reason_input.isEnabled() and not dialog.override_button.isEnabled()
    dialog.ship("Sent as it is")  # no control, no shortcut: nothing is sent
    assert not dialog.busy and not dialog.shipped
    assert run(client.orders.get(order.id)).shipping_state == order.shipping_state


def test_a_stock_count_applies_only_for_a_role_that_may_change_stock(
    qtbot: QtBot, run: Runner, staffer: Staffer
) -> None:
    client, may_change = staffer.client, staffer.may_change_stock
    listed = run(client.catalogue.list(page=1, limit=50)).items
    variant = next(v for v in listed if v.tracked and (v.on_hand or 0) > 1)
    dialog = shown(qtbot, StockCountDialog(client))
    assert_refused(dialog.apply_button, dialog.role_note, not may_change)  # before any scan

    dialog.shelf_input.setFocus()
    scan(qtbot, dialog.shelf_input, "SHELF-A1")
    scan(qtbot, dialog.code_input, variant.code)  # one counted of several on hand
    qtbot.waitUntil(lambda: dialog.reading == 0 and bool(dialog.rows), timeout=15_000)
    assert dialog.rows[0].difference == 1 - (variant.on_hand or 0)
    assert dialog.apply_button.isEnabled() is may_change
    assert_refused(dialog.apply_button, dialog.role_note, not may_change)
    if not may_change:
        dialog.apply()
        assert not dialog.batch.running
        now = run(client.variants.get(variant.product_code, variant.code))
        assert now.on_hand == variant.on_hand


def test_labels_print_for_a_reader_and_are_refused_to_one_who_may_not_read_variants(
    qtbot: QtBot, run: Runner, sign_in: Callable[[str], StoreClient], tmp_path: Path
) -> None:
    reader = sign_in(READ_ONLY)
    variant = run(reader.catalogue.list(page=1, limit=1)).items[0]
    labels = shown(qtbot, LabelsDialog(reader))
    assert_refused(labels.code_input, labels.role_note, False)
    assert labels.code_input.isEnabled()
    scan(qtbot, labels.code_input, variant.code)
    qtbot.waitUntil(lambda: labels.table.rowCount() == 1, timeout=15_000)
    assert labels.print_button.isEnabled() and labels.pdf_button.isEnabled()

    outsider = shown(qtbot, LabelsDialog(sign_in(OWN_RECORD_ONLY)))
    assert_refused(outsider.code_input, outsider.role_note, True)
    assert outsider.take_scan(variant.code)  # a scanner's code is refused, with the reason
    assert outsider.status.text() == ROLE_REFUSES
    assert outsider.table.rowCount() == 0
    save_screenshot(outsider, "labels-refused", tmp_path)


def test_the_new_order_watch_says_why_it_is_off_for_a_staffer_who_may_not_read_orders(
    qtbot: QtBot, sign_in: Callable[[str], StoreClient], tmp_path: Path
) -> None:
    """The watch itself, with the demo's staffer of no role (the app's sign-in turns such an
    account away already, having read a row of the orders: this holds the watch to its word
    wherever a sign-in lets one through)."""
    ledger = SharedFile(tmp_path / "orders.json")
    watcher = OrderWatcher(sign_in(OWN_RECORD_ONLY), ledger, 60, None)
    told: list[str] = []
    watcher.unavailable.connect(told.append)
    try:
        with qtbot.waitSignal(watcher.looked, timeout=15_000):
            watcher.start()
        assert told == [NO_ORDERS]
        assert not watcher.timer.isActive()  # no look at every interval, refused each time
        assert not ledger.path.exists()  # the orders were never asked for
    finally:
        watcher.stop()
        watcher.deleteLater()


def read_only_profile() -> Profile:
    """The demo's read-only staffer, as a saved connection."""
    base = demo_profile()
    assert base.secrets is not None
    return dataclasses.replace(
        base, username=READ_ONLY, secrets=dataclasses.replace(base.secrets, password="store-admin")
    )


def test_the_new_order_watch_runs_for_a_read_only_staffer(
    qtbot: QtBot, run: Runner, backend_app: Any, tmp_path: Path
) -> None:
    """Announcing writes nothing: a staffer who may read orders is told of new ones."""
    profile = read_only_profile()
    window = watching_window(qtbot, run, backend_app, tmp_path / "bench", tmp_path, profile)
    watcher = window.bench.watcher
    assert watcher is not None and watcher.refusal is None and watcher.timer.isActive()
    place_a_cart(tmp_path / "store.sqlite3")
    with qtbot.waitSignal(watcher.arrived, timeout=15_000):
        watcher.look_now()


def test_a_scan_in_an_orders_editor_says_the_read_only_staffer_may_not_add(
    qtbot: QtBot, run: Runner, backend_app: Any, tmp_path: Path
) -> None:
    from storeadmin_gui.ui import editors

    profile = read_only_profile()
    window = watching_window(
        qtbot, run, backend_app, tmp_path / "bench", tmp_path, profile, scanner=True
    )
    client = window.session.client
    assert client is not None
    order = placed_order(run, client)  # its lines may change, but not by this staffer
    dialog = editors.open_order_editor(window, client, order.id)
    qtbot.addWidget(dialog)
    editor = of_kind(dialog.editor, OrderEditor)
    qtbot.waitUntil(lambda: editor.has_loaded and editor.offered is not None, timeout=15_000)
    editor.items_tree.setFocus()
    scan(qtbot, editor.items_tree, "STONEWARE_MUG_SAGE")
    qtbot.waitUntil(lambda: editor.message_bar.text() == ROLE_REFUSES, timeout=15_000)
    assert not editor.form.dirty and not editor.busy
    assert run(client.orders.get(order.id)).items == order.items
