"""A date range sorted by a key that follows time: its page is merged from the first orders of
each of its days (when that reads fewer orders than the range holds) or collected from the whole
range and sorted. Either way the page must be the one a direct query of the orders gives."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from fastapi import FastAPI

from storeadmin_gui.backend.app import create_app
from storeadmin_gui.backend.order_paging import MAX_MERGED_DAYS
from storeadmin_gui.backend.settings import Settings
from tests.support.stores import StoreTemplates

from .range_pages import (
    GENERATED,
    RANGE,
    SORT_SQL,
    assert_pages_of_the_range_right,
    expected_ids,
    listed_ids,
)
from .statements import Recorded, is_merged_page, recording

pytestmark = pytest.mark.anyio


@pytest.fixture
def settings(store_templates: StoreTemplates, tmp_path: Path) -> Settings:
    return store_templates.fresh_settings(tmp_path / "store.db", demo_orders=GENERATED)


@pytest.fixture
def merged_pages(app: FastAPI) -> Iterator[Recorded]:
    with recording(app.state.engine, is_merged_page) as recorded:
        yield recorded


@pytest.mark.parametrize("sort", [*SORT_SQL, None])
async def test_every_page_of_a_date_range_is_the_direct_querys_whichever_way_it_is_read(
    client: httpx.AsyncClient, settings: Settings, merged_pages: Recorded, sort: str | None
) -> None:
    await assert_pages_of_the_range_right(client, settings.database_url, merged_pages, sort)


DAY_INDEXES = {"id": "id", "number": "number", "createdAt": "created_at", "updatedAt": "updated_at"}


@pytest.mark.parametrize("sort", list(DAY_INDEXES))
async def test_a_merged_page_seeks_each_day_in_the_sort_keys_day_index(
    client: httpx.AsyncClient, merged_pages: Recorded, sort: str
) -> None:
    """Each day's first orders come from one index alone, in order: what is sorted is their
    merge (a page's worth a day), never the range."""
    for direction in ("asc", "desc"):
        params = {**RANGE, f"sorting[{sort}]": direction, "limit": 1, "page": 1}
        await listed_ids(client, params)
    assert len(merged_pages.seen) == 2
    for index in range(2):
        plan = merged_pages.sqlite_plan(index)
        reads = [step for step in plan if " orders " in f"{step} "]
        index_name = f"ix_orders_list_day_{DAY_INDEXES[sort]} "
        seek = f"SEARCH orders USING COVERING INDEX {index_name}"
        assert len(reads) > 20 and all(step.startswith(seek) for step in reads), plan
        sorted_steps = [
            plan[number - 1] for number, step in enumerate(plan) if "TEMP B-TREE" in step
        ]
        assert all(step.startswith("SCAN anon_") for step in sorted_steps), plan


async def test_a_range_of_more_days_than_a_page_is_merged_from_is_collected(
    client: httpx.AsyncClient, settings: Settings, merged_pages: Recorded
) -> None:
    """Half a year of orders, a day or two each: a page of one would be merged from some 180
    days, more than ``MAX_MERGED_DAYS``; the range is collected, and its page is still right."""
    year = {"criteria[date_from]": "2026-01-01", "criteria[date_to]": "2026-12-31"}
    assert len(days_with_orders(settings.database_url)) > MAX_MERGED_DAYS
    for page in (1, 7):
        params = {**year, "sorting[number]": "desc", "limit": 1, "page": page}
        ids, total = await listed_ids(client, params)
        assert total > MAX_MERGED_DAYS
        expected = expected_ids(
            settings.database_url, "number", "desc", page - 1, 1, ("2026-01-01", "2027-01-01")
        )
        assert ids == expected
    assert merged_pages.seen == []


def days_with_orders(database_url: str) -> list[str]:
    """The checkout days that hold live orders."""
    database = database_url.removeprefix("sqlite:///")
    with sqlite3.connect(database) as store:
        query = "SELECT DISTINCT day FROM order_day_counts WHERE day != '' AND live > 0"
        days = [str(day) for (day,) in store.execute(query)]
    store.close()
    return days


async def test_a_store_made_before_the_day_indexes_gets_them_at_start(settings: Settings) -> None:
    database = settings.database_url.removeprefix("sqlite:///")
    query = "SELECT name FROM sqlite_master WHERE name LIKE 'ix_orders_list_day_%' ORDER BY name"
    with sqlite3.connect(database) as older:
        for (name,) in older.execute(query).fetchall():
            older.execute(f"DROP INDEX {name}")
        assert older.execute(query).fetchall() == []
    older.close()
    application = create_app(settings)
    async with application.router.lifespan_context(application):
        with sqlite3.connect(database) as started:
            names = [name for (name,) in started.execute(query)]
        started.close()
    assert names == sorted(f"ix_orders_list_day_{column}" for column in DAY_INDEXES.values())
