"""Every page of the order list, filtered by any one criterion and sorted by any key, is read from
one index alone: no temporary B-tree sorting every match per request (its cost would grow with
the store), no row looked up per index entry. Checked on the statements the server really runs,
with SQLite's EXPLAIN QUERY PLAN."""

from __future__ import annotations

from collections.abc import Iterator

import httpx
import pytest
from fastapi import FastAPI

from storeadmin_gui.backend import order_paging

from .block_pages import is_block_page
from .statements import Recorded, is_page_query, recording

pytestmark = pytest.mark.anyio

SORTS = ("id", "number", "total", "createdAt", "updatedAt", "checkout_completed_at")
FILTERS: dict[str, dict[str, str]] = {
    "none": {},
    "state": {"criteria[state]": "new"},
    "payment state": {"criteria[payment_state]": "paid"},
    "shipping state": {"criteria[shipping_state]": "ready"},
    "channel": {"criteria[channel]": "WEB"},
    "one customer": {"criteria[customer]": "ava.laurent5@example.net"},
    "customers": {"criteria[customer]": "emma"},
}


@pytest.fixture
def page_statements(app: FastAPI) -> Iterator[Recorded]:
    with recording(app.state.engine, is_page_query) as recorded:
        yield recorded


def plans(recorded: Recorded) -> Iterator[tuple[str, list[str]]]:
    for index, (statement, _parameters) in enumerate(recorded.seen):
        yield statement, recorded.sqlite_plan(index)


@pytest.mark.parametrize("name", list(FILTERS))
async def test_every_sort_of_a_filtered_page_reads_one_index_alone(
    client: httpx.AsyncClient, page_statements: Recorded, name: str
) -> None:
    for sort in SORTS:
        for direction in ("asc", "desc"):
            params = {**FILTERS[name], f"sorting[{sort}]": direction}
            response = await client.get("/api/v1/orders/", params=params)
            assert response.status_code == 200, response.text
            assert response.json()["total"] > 0, params
    assert len(page_statements.seen) == len(SORTS) * 2
    for statement, plan in plans(page_statements):
        assert not any("TEMP B-TREE" in step for step in plan), (statement, plan)
        if name != "customers":  # several customers: a walk of the sort key's index, filtered
            assert len(plan) == 1 and "USING COVERING INDEX ix_orders_list_" in plan[0], plan


async def test_a_date_range_sorted_by_total_or_by_checkout_time_sorts_nothing(
    client: httpx.AsyncClient, page_statements: Recorded
) -> None:
    """By checkout time the range is a seek; by total the page walks the totals and keeps the
    range's orders. (By the other keys: ``test_date_range_pages.py``.)"""
    dates = {"criteria[date_from]": "2026-02-01", "criteria[date_to]": "2026-04-30"}
    for sort in ("total", "checkout_completed_at"):
        response = await client.get("/api/v1/orders/", params={**dates, f"sorting[{sort}]": "asc"})
        assert response.status_code == 200 and response.json()["total"] > 0, response.text
    assert len(page_statements.seen) == 2
    for statement, plan in plans(page_statements):
        assert not any("TEMP B-TREE" in step for step in plan), (statement, plan)


@pytest.mark.parametrize("name", ["none", "state", "payment state"])
async def test_a_page_found_through_the_counts_per_block_is_one_seek_in_one_index(
    app: FastAPI, client: httpx.AsyncClient, monkeypatch: pytest.MonkeyPatch, name: str
) -> None:
    """The orders before the page's block are skipped by a key range, not stepped over."""
    monkeypatch.setattr(order_paging, "SEEK_MIN_OFFSET", 0)  # every page through the counts
    with recording(app.state.engine, is_block_page) as block_pages:
        for sort in ("id", "total"):
            for direction in ("asc", "desc"):
                params = {**FILTERS[name], f"sorting[{sort}]": direction, "limit": 1}
                response = await client.get("/api/v1/orders/", params=params)
                assert response.status_code == 200, response.text
                assert response.json()["total"] > 0, params
    assert len(block_pages.seen) == 4
    for statement, plan in plans(block_pages):
        orders = [step for step in plan if " orders " in f"{step} "]
        assert len(orders) == 1, (statement, plan)
        assert orders[0].startswith("SEARCH orders USING COVERING INDEX ix_orders_list_"), plan
        assert orders[0].endswith(("<?)", ">?)")), plan  # a range of the sort key
        counted = [step for step in plan if "order_block" in step]
        # The list's groups, then one group's blocks, each read in key order from their own
        # B-tree (no lookups): the whole list's groups scanned, a filter's searched.
        assert len(counted) == 2, plan
        groups = "SCAN" if name == "none" else "SEARCH"
        assert any(step.startswith(f"{groups} order_block_groups_") for step in counted), plan
        assert any(
            step.startswith("SEARCH order_blocks_") and "USING PRIMARY KEY" in step
            for step in counted
        ), plan
