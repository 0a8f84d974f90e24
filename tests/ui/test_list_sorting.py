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
