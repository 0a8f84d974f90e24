"""Every header that offers a sort names a field the server sorts that list by (a field it does not
know is a 400), and a list that sorts nothing yet sends nothing."""

from __future__ import annotations

from typing import Any

import pytest

from storeadmin_gui.ui.pages import PAGE_TYPES, CartsPage

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


@pytest.mark.parametrize("page_type", PAGE_TYPES, ids=lambda page: page.__name__)
def test_each_sortable_header_is_a_sort_the_server_answers(
    page_type: type, tap_client: Any, show_page: Any, qtbot: Any, run: Any
) -> None:
    client, tap = tap_client
    page = show_page(page_type, client, wait=False)
    qtbot.waitUntil(lambda: page.source() is not None and page.total is not None, timeout=10_000)
    assert page.model.sorting == {}
    listed = [r for r in tap.requests if r.url.path.endswith("/") and "page" in r.url.params]
    assert not any(name.startswith("sorting[") for r in listed for name in r.url.params)

    fields = [column.sort_field for column in page.model.columns if column.sort_field]
    assert bool(fields) == (page_type is not CartsPage)  # the contract sorts carts by nothing
    for field in fields:
        for direction in ("asc", "desc"):
            answer = run(page.source()(page=1, limit=5, sorting={field: direction}))
            assert answer.total == page.total, (field, direction)


def test_the_view_menu_sorts_the_list_without_a_mouse(
    tap_client: Any, show_page: Any, qtbot: Any
) -> None:
    from PySide6.QtWidgets import QMenu

    from storeadmin_gui.ui.pages import OrdersPage
    from storeadmin_gui.ui.sort_menu import fill_sort_menu

    client, tap = tap_client
    page = show_page(OrdersPage, client)
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
