"""Every header that offers a sort names a field the server sorts that list by (a field it does not
know is a 400), and a list that sorts nothing yet sends nothing."""

from __future__ import annotations

from typing import Any

import pytest

from storeadmin_gui.ui.pages import PAGE_TYPES, CartsPage, ListPage
from tests.support.network import is_capability_probe
from tests.ui.shell_support import column_of, header_tip

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")

LISTS = [page_type for page_type in PAGE_TYPES if issubclass(page_type, ListPage)]


@pytest.mark.parametrize("page_type", LISTS, ids=lambda page: page.__name__)
def test_each_sortable_header_is_a_sort_the_server_answers(
    page_type: type, tap_client: Any, show_page: Any, qtbot: Any, run: Any
) -> None:
    client, tap = tap_client
    page = show_page(page_type, client, wait=False)
    qtbot.waitUntil(lambda: page.source() is not None and page.total is not None, timeout=10_000)
    # A sort that needs a feature of docs/api.md section 11 is offered once the server says so.
    qtbot.waitUntil(lambda: page.offers_task is None or page.offers_task.done(), timeout=10_000)
    assert page.model.sorting == {}
    listed = [
        r
        for r in tap.requests
        if r.url.path.endswith("/") and "page" in r.url.params and not _asks_what_is_offered(r)
    ]
    assert not any(name.startswith("sorting[") for r in listed for name in r.url.params)

    # The fields the list sorts by now (the whole catalogue and one product's differ).
    fields = [c.sort_field for c in page.model.columns if c.sort_field in page.sort_fields()]
    assert bool(fields) == (page_type is not CartsPage)  # the contract sorts carts by nothing
    for field in fields:
        for direction in ("asc", "desc"):
            answer = run(page.source()(page=1, limit=5, sorting={field: direction}))
            assert answer.total == page.total, (field, direction)


def _asks_what_is_offered(request: Any) -> bool:
    """The one question of what the server offers (ui/shell/server_offers.py) sorts one order by
    checkout time to see whether that sort is served: it is not the list's request."""
    return (
        "sorting[checkout_completed_at]" in request.url.params
        and request.url.params.get("limit") == "1"
    )


def test_the_view_menu_sorts_the_list_without_a_mouse(
    tap_client: Any, show_page: Any, qtbot: Any
) -> None:
    from PySide6.QtWidgets import QMenu

    from storeadmin_gui.ui.lists.sort_menu import fill_sort_menu
    from storeadmin_gui.ui.pages import OrdersPage

    client, tap = tap_client
    page = show_page(OrdersPage, client)
    qtbot.waitUntil(lambda: page.offered is not None, timeout=10_000)  # Completed sorts then
    menu = QMenu()
    fill_sort_menu(menu, page)
    offered = [action.text() for action in menu.actions() if not action.isSeparator()]
    sortable = [c.header for c in page.model.columns if c.sort_field]
    assert offered == [*sortable, "Server's own order"]
    assert not any(action.isChecked() for action in menu.actions())

    total = next(action for action in menu.actions() if action.text() == "Total")
    total.trigger()
    qtbot.waitUntil(lambda: page.model.sorting == {"total": "asc"}, timeout=5_000)
    fill_sort_menu(menu, page)
    total = next(action for action in menu.actions() if action.text() == "Total")
    assert total.isChecked()
    total.trigger()  # the same column again: the other way round
    qtbot.waitUntil(lambda: page.model.sorting == {"total": "desc"}, timeout=5_000)
    qtbot.waitUntil(
        lambda: any(r.url.params.get("sorting[total]") == "desc" for r in tap.requests),
        timeout=5_000,
    )

    next(a for a in menu.actions() if a.text() == "Server's own order").trigger()
    qtbot.waitUntil(lambda: page.model.sorting == {}, timeout=5_000)


def _completed_offered(page: Any) -> list[str]:
    from PySide6.QtWidgets import QMenu

    from storeadmin_gui.ui.lists.sort_menu import fill_sort_menu

    menu = QMenu()
    fill_sort_menu(menu, page)
    return [action.text() for action in menu.actions() if action.text() == "Completed"]


def test_orders_sort_by_checkout_completion_where_the_server_offers_it(
    tap_client: Any, show_page: Any, qtbot: Any, run: Any, wait_rows: Any
) -> None:
    from PySide6.QtCore import Qt

    from storeadmin_gui.ui.pages import OrdersPage

    client, tap = tap_client
    page = show_page(OrdersPage, client)
    qtbot.waitUntil(lambda: page.offered is not None, timeout=10_000)
    completed = column_of(page, "Completed")
    assert "cannot sort" not in header_tip(page, "Completed")
    assert _completed_offered(page) == ["Completed"]

    # What a click on the header does: the list asks the server for that order.
    page.view.horizontalHeader().setSortIndicator(completed, Qt.SortOrder.DescendingOrder)
    qtbot.waitUntil(lambda: page.model.sorting == {"checkout_completed_at": "desc"}, timeout=5000)
    qtbot.waitUntil(
        lambda: any(
            r.url.params.get("sorting[checkout_completed_at]") == "desc"
            and not _asks_what_is_offered(r)
            for r in tap.requests
        ),
        timeout=5000,
    )
    wait_rows(page)
    expected = run(
        client.orders.summaries(page=1, limit=10, sorting={"checkout_completed_at": "desc"})
    )
    assert [page.model.key_at(row) for row in range(10)] == [o.id for o in expected.items]
    times = [o.checkout_completed_at for o in expected.items if o.checkout_completed_at]
    assert times == sorted(times, reverse=True) and len(times) > 1


def test_the_first_rows_are_answered_before_the_page_asks_anything_else(
    tap_client: Any, show_page: Any
) -> None:
    """At a start, the other questions (the channels its filter offers, what the server offers:
    several requests, each a server's first of its kind) would share the server, and the
    window's turns, with the first rows."""
    from storeadmin_gui.ui.pages import OrdersPage

    client, tap = tap_client
    page = show_page(OrdersPage, client)
    assert page.offered is not None and page.currencies  # asked, and answered
    first_rows = next(
        r
        for kind, r in tap.events
        if kind == "asked" and r.url.path == "/api/v1/orders/" and not is_capability_probe(r)
    )
    asked_at = tap.events.index(("asked", first_rows))
    others = [
        index
        for index, (kind, r) in enumerate(tap.events)
        if index > asked_at
        and kind == "asked"
        and (r.url.path != "/api/v1/orders/" or is_capability_probe(r))
    ]
    assert [kind for kind, r in tap.events if r is first_rows] == ["asked", "answered"]
    assert {tap.events[index][1].url.path for index in others} >= {"/api/v1/channels/"}
    assert min(others) > tap.events.index(("answered", first_rows))


def test_a_remembered_sort_by_completion_waits_for_the_servers_answer(
    tap_client: Any, qtbot: Any, tmp_path: Any
) -> None:
    from storeadmin_gui.ui.pages import OrdersPage
    from tests.ui.shell_support import temp_settings

    client, _tap = tap_client
    settings = temp_settings(tmp_path)
    settings.setValue("pages/OrdersPage/chosen_sorting", '{"checkout_completed_at": "asc"}')
    page = OrdersPage(client)
    qtbot.addWidget(page)
    page.restore_state(settings, "pages/OrdersPage")
    page.resize(1200, 640)
    page.show()
    qtbot.waitUntil(lambda: page.offered is not None, timeout=10_000)
    assert page.model.sorting == {"checkout_completed_at": "asc"}
    assert page.view.horizontalHeader().sortIndicatorSection() == column_of(page, "Completed")


def test_without_the_extensions_completed_does_not_sort_and_nothing_errs(
    plain_tap_client: Any, show_page: Any, qtbot: Any
) -> None:
    from PySide6.QtCore import Qt

    from storeadmin_gui.ui.pages import OrdersPage

    client, tap = plain_tap_client
    page = show_page(OrdersPage, client)
    qtbot.waitUntil(lambda: page.offered is not None, timeout=10_000)
    header = page.view.horizontalHeader()
    header.setSortIndicator(column_of(page, "Completed"), Qt.SortOrder.DescendingOrder)

    assert page.model.sorting == {}  # the click changed nothing, and the header says so
    assert header.sortIndicatorSection() != column_of(page, "Completed")
    assert "This server cannot sort by this column." in header_tip(page, "Completed")
    assert _completed_offered(page) == []
    sent = [r for r in tap.requests if not _asks_what_is_offered(r)]
    assert not any("sorting[checkout_completed_at]" in r.url.params for r in sent)
    assert not page.banner.isVisible()
    assert header.sortIndicatorSection() != column_of(page, "Completed")
