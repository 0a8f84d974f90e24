"""Lists are described, not subclassed, and their filters are typed data owned by ``api/``:
each view's spec names only filters and sorts its list has, no part of ``ui/`` spells a filter
as a string outside the specs, and a filter the server does not honour is never sent."""

from __future__ import annotations

import ast
import dataclasses
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from storeadmin_gui.api import LISTS, ListName
from storeadmin_gui.ui.pages import PAGE_TYPES, ListPage, OrdersPage
from storeadmin_gui.ui.pages.base import ListPage as BaseListPage
from storeadmin_gui.ui.pages.users import USERS_LIST
from tests.support.network import is_capability_probe
from tests.ui.shell_support import temp_settings

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")

PACKAGE = Path(__file__).resolve().parents[2] / "storeadmin_gui"
UI = PACKAGE / "ui"
SPECS = {UI / "pages" / f"{name}.py" for name in ("orders", "carts", "users", "variants")}
FILTER_NAMES = {spec.field for list_spec in LISTS.values() for spec in list_spec.filters}
# Calls that take filters: a dict of filter names handed to one of them spells filters as text.
FILTER_TAKERS = {"set_filter_values", "set_criteria", "set_source", "emit", "from_values"}


def filter_strings(source: str) -> list[str]:
    """Where ``source`` names filters as strings: the wire's ``criteria[...]``, a ``criteria=``
    given a dict, a dict of filter names handed to what takes filters, or a filter looked up by
    name in something called criteria or filters."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            if "criteria[" in node.value:
                found.append(f"line {node.lineno}: {node.value!r}")
        elif isinstance(node, ast.Call):
            for keyword in node.keywords:
                if keyword.arg == "criteria" and isinstance(keyword.value, ast.Dict | ast.DictComp):
                    found.append(f"line {node.lineno}: criteria= a dict")
            called = node.func.attr if isinstance(node.func, ast.Attribute) else None
            if called in FILTER_TAKERS and any(_names_filters(arg) for arg in node.args):
                found.append(f"line {node.lineno}: {called}() given filter names")
        if isinstance(node, ast.Subscript | ast.Call) and _looks_up_a_filter(node):
            found.append(f"line {node.lineno}: a filter looked up by name")
    return found


def _names_filters(node: ast.AST) -> bool:
    return isinstance(node, ast.Dict) and any(
        isinstance(key, ast.Constant) and key.value in FILTER_NAMES for key in node.keys
    )


def _looks_up_a_filter(node: ast.Subscript | ast.Call) -> bool:
    """``criteria["state"]`` or ``filters.get("state")``."""
    if isinstance(node, ast.Subscript):
        target, key = node.value, node.slice
    elif isinstance(node.func, ast.Attribute) and node.func.attr == "get" and node.args:
        target, key = node.func.value, node.args[0]
    else:
        return False
    name = ast.unparse(target).lower()
    return (
        ("criteria" in name or "filters" in name)
        and isinstance(key, ast.Constant)
        and key.value in FILTER_NAMES
    )


def test_the_scan_finds_filters_spelled_as_strings() -> None:
    """What it looks for, so a clean result means something."""
    offences = filter_strings(
        "client.orders.list(criteria={'state': 'new'})\n"
        "page.set_filter_values({'channel': 'WEB'})\n"
        "params.append(('criteria[number]', text))\n"
        "when = model.criteria['date_from']\n"
        "chosen = values.get('query')\n"
        "shown = self.filters.get('customer')\n"
    )
    assert len(offences) == 5, offences  # values.get(...) is not about filters
    assert filter_strings("box.setObjectName('state')\nrow = {'name': 'x'}\n") == []


def test_no_part_of_the_gui_spells_a_filter_outside_the_list_specs() -> None:
    offences = {
        str(path.relative_to(PACKAGE.parent)): found
        for path in sorted(UI.rglob("*.py"))
        if path not in SPECS and (found := filter_strings(path.read_text(encoding="utf-8")))
    }
    assert offences == {}


def test_every_list_is_a_spec_assembled_by_one_page() -> None:
    """A list's page class binds its spec and overrides nothing."""
    lists = [page for page in PAGE_TYPES if issubclass(page, ListPage)]
    assert len(lists) == 5 and ListPage is BaseListPage
    for page in lists:
        own = set(vars(page)) - {"spec", "__module__", "__doc__", "__qualname__", "key", "title"}
        assert own <= {"__firstlineno__", "__static_attributes__", "staticMetaObject"}, (
            page.__name__,
            own,
        )
        spec = page.spec
        names = {ListName.CATALOGUE, ListName.VARIANTS} if spec.key == "variants" else None
        for view in spec.filters:
            source: ListName | None = getattr(spec.source, "name", None)
            lists_of = names or ({source} if source is not None else set())
            assert any(view.field in LISTS[name].criteria.model_fields for name in lists_of), (
                page.__name__,
                view.field,
            )
        for operation in spec.operations:
            assert operation.key and callable(operation.run)


def test_a_remembered_filter_the_server_does_not_honour_is_never_sent(
    plain_tap_client: Any, qtbot: QtBot, tmp_path: Path
) -> None:
    """A payment filter kept from a server that had it: on a server without it the list waits
    for the server's answer, never sends it, and says why it is hidden."""
    client, tap = plain_tap_client
    settings = temp_settings(tmp_path)
    settings.setValue("pages/OrdersPage/filters", '{"payment_state": "paid", "state": "pending"}')
    page = OrdersPage(client)
    qtbot.addWidget(page)
    page.restore_state(settings, "pages/OrdersPage")
    page.resize(1200, 640)
    page.show()
    qtbot.waitUntil(lambda: page.offered is not None and page.settled, timeout=10_000)
    listed = [
        r for r in tap.requests if r.url.path == "/api/v1/orders/" and not is_capability_probe(r)
    ]
    assert listed and not any("criteria[payment_state]" in r.url.params for r in listed)
    assert all(r.url.params.get("criteria[state]") == "pending" for r in listed)
    assert not page.filters.box("payment_state").isVisible()
    assert "filtering orders by payment, shipping and date" in page.offers_note.text()
    assert page.criteria().chosen() == {"state": "pending"}


@pytest.mark.parametrize("page_type", [OrdersPage])
def test_a_filter_the_server_honours_waits_for_its_word_then_is_sent(
    page_type: type, tap_client: Any, qtbot: QtBot, tmp_path: Path
) -> None:
    client, tap = tap_client
    settings = temp_settings(tmp_path)
    settings.setValue("pages/OrdersPage/filters", '{"payment_state": "paid"}')
    page = page_type(client)
    qtbot.addWidget(page)
    page.restore_state(settings, "pages/OrdersPage")
    page.resize(1200, 640)
    page.show()
    qtbot.waitUntil(
        lambda: (
            page.offered is not None
            and page.settled
            and page.model.criteria == {"payment_state": "paid"}
        ),
        timeout=10_000,
    )
    assert any(r.url.params.get("criteria[payment_state]") == "paid" for r in tap.requests)


class ReadOnlyUsersPage(ListPage):
    """The users as a list that only reads: no editor, no New, no Delete, no operations."""

    spec = dataclasses.replace(
        USERS_LIST,
        records=dataclasses.replace(USERS_LIST.records, edit=None, create=None, delete=None),
        operations=(),
    )


def test_a_read_only_list_offers_no_command_to_open_a_window_and_enter_shows_the_details(
    tap_client: Any, show_page: Any, qtbot: QtBot
) -> None:
    """A list without an editor offers no "Open…" (it would open no window); Enter on a row
    shows that record in the details panel instead."""
    client, _tap = tap_client
    page = show_page(ReadOnlyUsersPage, client)
    actions = page.page_actions
    assert not actions.open_action.isVisible()
    assert not actions.new_action.isVisible() and not actions.delete_action.isVisible()
    page.view.setFocus()
    page.view.setCurrentIndex(page.model.index(0, 0))
    qtbot.keyClick(page.view, Qt.Key.Key_Return)
    qtbot.waitUntil(
        lambda: page.details.panel.isVisible() and page.details.panel.status == "", timeout=5000
    )
    assert page.details_action.isChecked()
