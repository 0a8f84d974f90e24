"""Each staffer sees only what their role permits, against the real demo store: the read-only
staffer's Orders list hides New and Delete, the order editor its steps, and Save is refused with
the reason (one's own record stays editable); the fulfillment staffer still ships an order but may
not save a variant; a list the role may not read says so in place of its rows."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from storeadmin_gui.api import PasswordAuth, StoreClient
from storeadmin_gui.ui.editors.order_editor import OrderEditor
from storeadmin_gui.ui.editors.user_editor import UserEditor
from storeadmin_gui.ui.editors.variant_editor import VariantEditor
from storeadmin_gui.ui.orders.order_steps import Step
from storeadmin_gui.ui.pages import CartsPage, OrdersPage, UsersPage
from tests.ui.conftest import Runner, make_store_client
from tests.ui.sales_support import OFFSCREEN_WARNINGS, opened, placed_order
from tests.ui.test_order_steps import TRACKING, answer_ship, settle, states

pytestmark = pytest.mark.qt_log_ignore(*OFFSCREEN_WARNINGS)

ROLE_REFUSES = "Your account may not do this: ask an administrator for the role."
ROLE_HIDES = "Your account may not see this: ask an administrator for the role."
READ_ONLY = "rita.vogel@example.com"
FULFILLMENT = "jon.fisher@example.com"
PRODUCT, VARIANT = "EVERYDAY_TSHIRT", "EVERYDAY_TSHIRT_S_WHITE"


def staffer_client(
    backend_app: Any, open_client: Callable[[Any], Any], username: str
) -> StoreClient:
    """A signed-in client of one of the demo staffers (their password is the same)."""
    client = make_store_client(backend_app)
    assert isinstance(client.auth, PasswordAuth)
    client.auth = dataclasses.replace(client.auth, username=username, password="store-admin")
    staffer: StoreClient = open_client(client)
    return staffer


@pytest.fixture
def read_only(backend_app: Any, open_client: Callable[[Any], Any]) -> StoreClient:
    return staffer_client(backend_app, open_client, READ_ONLY)


@pytest.fixture
def fulfillment(backend_app: Any, open_client: Callable[[Any], Any]) -> StoreClient:
    return staffer_client(backend_app, open_client, FULFILLMENT)


def assert_rows_read_and_changes_hidden(qtbot: QtBot, page: Any) -> None:
    """The list shows its rows (reading still works) and hides New and Delete with a note."""
    qtbot.addWidget(page)
    page.resize(1200, 640)
    page.show()
    qtbot.waitUntil(lambda: page.model.rowCount() > 0, timeout=10_000)
    actions = page.page_actions
    qtbot.waitUntil(lambda: page.offers_note.isVisible(), timeout=10_000)
    assert not actions.new_action.isVisible() and not actions.delete_action.isVisible()


def test_the_read_only_staffer_sees_the_orders_but_changes_nothing(
    qtbot: QtBot, run: Runner, read_only: StoreClient, tmp_path: Path
) -> None:
    page = OrdersPage(read_only)
    assert_rows_read_and_changes_hidden(qtbot, page)
    assert ROLE_REFUSES in page.offers_note.text()
    assert page.offers_note.text().count(ROLE_REFUSES) == 1  # one line, however much is refused

    order = placed_order(run, read_only)
    editor = opened(qtbot, OrderEditor(read_only, order.id))
    bar = editor.steps_bar
    assert not any(button.isVisible() for button in bar.buttons.values())
    assert bar.missing_note.isVisible() and bar.missing_note.text() == ROLE_REFUSES
    assert not editor.save_button.isEnabled()
    assert editor.save_button.toolTip() == ROLE_REFUSES
    assert not editor.delete_button.isEnabled()
    assert editor.delete_button.toolTip() == ROLE_REFUSES
    assert editor.save() is None  # Ctrl+S sends nothing either
    editor.grab().save(str(tmp_path / "read-only-order.png"))


def test_the_read_only_staffer_reads_the_carts_but_makes_or_deletes_none(
    qtbot: QtBot, read_only: StoreClient
) -> None:
    page = CartsPage(read_only)
    assert_rows_read_and_changes_hidden(qtbot, page)
    assert page.offers_note.text().count(ROLE_REFUSES) == 1


def test_the_fulfillment_staffer_ships_an_order_but_saves_no_variant(
    qtbot: QtBot, run: Runner, fulfillment: StoreClient, store_client: StoreClient
) -> None:
    order = placed_order(run, fulfillment)
    editor = opened(qtbot, OrderEditor(fulfillment, order.id))
    buttons = editor.steps_bar.buttons
    assert all(button.isVisible() for button in buttons.values())
    assert not editor.steps_bar.missing_note.isVisible()
    assert editor.save_button.toolTip() != ROLE_REFUSES
    buttons[Step.SHIP].click()
    answer_ship(qtbot, TRACKING)
    settle(qtbot, editor)
    assert states(editor) == ("Pending", "Awaiting payment", "Shipped")
    assert run(store_client.orders.get(order.id)).shipments[0].tracking == TRACKING

    # The store's lookups (channels, categories) are not the fulfillment role's: the variant
    # shows all the same, its code as stored.
    variant = opened(qtbot, VariantEditor(fulfillment, PRODUCT, VARIANT), size=(900, 640))
    assert variant.code_edit.text() == VARIANT
    assert not variant.save_button.isEnabled()
    assert variant.save_button.toolTip() == ROLE_REFUSES
    assert not variant.delete_button.isEnabled()
    assert variant.delete_button.toolTip() == ROLE_REFUSES
    assert variant.save() is None


def test_a_list_the_role_may_not_read_says_so_in_place_of_its_rows(
    qtbot: QtBot, backend_app: Any, open_client: Callable[[Any], Any]
) -> None:
    """The catalog manager's Users view: one sentence, nothing to retry, no actions offered."""
    client = staffer_client(backend_app, open_client, "maya.lopez@example.com")
    page = UsersPage(client)
    qtbot.addWidget(page)
    page.resize(1200, 640)
    page.show()
    banner = page.status.banner
    qtbot.waitUntil(lambda: banner.text_label.text() == ROLE_HIDES, timeout=10_000)
    qtbot.waitUntil(lambda: not page.model.loading, timeout=10_000)
    assert banner.isVisible() and banner.text_label.text() == ROLE_HIDES  # failure not shown
    assert not banner.retry_button.isVisible()
    assert not page.status.empty_label.isVisible()
    assert not page.offers_note.isVisible()  # the refusal says it all, once
    actions = page.page_actions
    assert not actions.new_action.isVisible() and not actions.delete_action.isVisible()


def test_ones_own_record_stays_editable_anothers_not(
    qtbot: QtBot, run: Runner, read_only: StoreClient, store_client: StoreClient
) -> None:
    me = run(read_only.me())
    own = opened(qtbot, UserEditor(read_only, me.id), size=None)
    assert own.save_button.toolTip() != ROLE_REFUSES
    own.first_name_input.clear()
    qtbot.keyClicks(own.first_name_input, "Rita Maria")
    qtbot.waitUntil(own.save_button.isEnabled, timeout=5000)
    own.save_button.click()
    qtbot.waitUntil(lambda: not own.busy and not own.form.dirty, timeout=10_000)
    assert run(store_client.users.get(me.id)).first_name == "Rita Maria"

    other = next(user for user in run(store_client.users.list(limit=20)).items if user.id != me.id)
    theirs = opened(qtbot, UserEditor(read_only, other.id), size=None)
    theirs.first_name_input.clear()
    qtbot.keyClicks(theirs.first_name_input, "Changed")
    assert not theirs.save_button.isEnabled()
    assert theirs.save_button.toolTip() == ROLE_REFUSES
    assert theirs.save() is None
    assert run(store_client.users.get(other.id)).first_name == other.first_name
