"""The server benchmarks' walks (``tests/benchmarks/server/walks.py``) ask what a scrolling
staffer asks: no URL twice until the list is walked through, and each run (warm-up, measurement,
round) URLs no earlier run asked, so a workload's figure is never the read cache's."""

from __future__ import annotations

import itertools

import pytest

from tests.benchmarks.server.walks import (
    BY_STATE,
    NEWEST,
    ORDER_STRIDE,
    SORTED,
    orders_walk,
    pages_walk,
)


def test_a_pages_walk_asks_every_page_of_every_list_once_before_any_again() -> None:
    pages = {NEWEST: 7, SORTED: 5, BY_STATE: 3}
    walk = pages_walk(pages, NEWEST, SORTED, BY_STATE)
    asked = [walk.target(request, offset=0) for request in range(3 * 3)]
    assert len(set(asked)) == len(asked)
    assert asked[:3] == [
        "/api/v1/orders/?page=1",
        "/api/v1/orders/?sorting%5Btotal%5D=desc&page=1",
        "/api/v1/orders/?criteria%5Bstate%5D=fulfilled&page=1",
    ]
    newest = [walk.target(request, offset=0) for request in range(0, 3 * 7, 3)]
    assert newest == [f"/api/v1/orders/?page={page}" for page in range(1, 8)]


def test_runs_at_later_offsets_ask_pages_no_earlier_run_asked() -> None:
    walk = pages_walk({NEWEST: 10_000}, NEWEST)
    first_run = {walk.target(request, offset=0) for request in range(400)}
    second_run = {walk.target(request, offset=400) for request in range(400)}
    assert len(first_run) == len(second_run) == 400 and not first_run & second_run


@pytest.mark.parametrize("count", [100_000, 10_000, ORDER_STRIDE, 2 * ORDER_STRIDE])
def test_an_orders_walk_asks_every_order_once_from_all_over_the_list(count: int) -> None:
    ids = tuple(range(101, 101 + count))
    walk = orders_walk(ids)
    asked = [walk.target(request, offset=0) for request in range(count)]
    assert len(set(asked)) == count  # every order, none twice
    first_ten = [int(url.rsplit("/", 1)[1]) for url in asked[:10]]
    assert min(abs(b - a) for a, b in itertools.pairwise(first_ten)) > 1  # not in a row
