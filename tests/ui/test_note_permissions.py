"""Notes say up front what the signed-in staffer may do, against the real demo store with each
demo staffer (docs/server.md): the box to add a note shows only where the role may write the
notes (an order's need ``orders.write``, a customer's ``customers.write``); elsewhere the notes
are shown without it, and a line says why."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from storeadmin_gui.ui.editors.order_editor import OrderEditor
from storeadmin_gui.ui.people.customer_profile import CustomerProfilePanel
from tests.ui.conftest import Runner
from tests.ui.sales_support import OFFSCREEN_WARNINGS, opened, placed_order
from tests.ui.test_staff_roles import ROLE_REFUSES, staffer_client

pytestmark = pytest.mark.qt_log_ignore(*OFFSCREEN_WARNINGS)

LOAD = 15_000  # ms: a busy 2-core machine
# Each demo staffer: whether they may write an order's notes, and a customer's.
STAFF = {
    "api@example.com": (True, True),  # the administrator
    "maya.lopez@example.com": (False, False),  # catalogue manager: reads orders and customers
    "jon.fisher@example.com": (True, True),  # fulfilment: orders and customers' notes
    "rita.vogel@example.com": (False, False),  # read only
}


def assert_offered(qtbot: QtBot, notes: Any, may_write: bool) -> None:
    """The notes are read; the box and its buttons show only where the role may write."""
    qtbot.waitUntil(
        lambda: not notes.busy and notes.message.text() == "No notes yet.", timeout=LOAD
    )  # read after what the server offers was asked, so the box is as offered
    assert notes.editor.isVisible() is may_write
    assert notes.add_button.isVisible() is may_write
    assert notes.delete_button.isVisible() is may_write
    assert notes.refusal_label.isVisible() is not may_write
    assert notes.refusal_label.text() == ("" if may_write else ROLE_REFUSES)


@pytest.mark.parametrize("username", list(STAFF))
def test_each_staffer_is_offered_the_note_box_only_where_their_role_writes_notes(
    qtbot: QtBot,
    backend_app: Any,
    open_client: Callable[[Any], Any],
    store_client: Any,
    run: Runner,
    username: str,
) -> None:
    order = placed_order(run, store_client)
    assert order.customer is not None and order.customer.id is not None
    client = (
        store_client
        if username == "api@example.com"
        else staffer_client(backend_app, open_client, username)
    )
    writes_orders, writes_customers = STAFF[username]

    profile = CustomerProfilePanel(client)
    qtbot.addWidget(profile)
    profile.resize(900, 500)
    profile.show()
    profile.show_customer(order.customer.id)
    qtbot.waitUntil(lambda: profile.notes is not None, timeout=LOAD)
    assert_offered(qtbot, profile.notes, writes_customers)

    editor = opened(qtbot, OrderEditor(client, order.id), size=(1080, 660))
    notes = editor.panels.notes
    editor.tabs.setCurrentWidget(notes)
    assert_offered(qtbot, notes, writes_orders)
