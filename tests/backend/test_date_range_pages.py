"""A date range sorted by a key that follows time: its page is merged from the first orders of
each of its days (when that reads fewer orders than the range holds) or collected from the whole
range and sorted. Either way the page must be the one a direct query of the orders gives."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy import Engine, event, text

from storeadmin_gui.backend.app import create_app
from storeadmin_gui.backend.db import make_engine
from storeadmin_gui.backend.settings import Settings
from tests.support.stores import StoreTemplates

pytestmark = pytest.mark.anyio

GENERATED = 400  # over half a year: a few orders a day
RANGE = {"criteria[date_from]": "2026-08-01", "criteria[date_to]": "2026-08-31"}
SORT_SQL = {
    "id": "id",
    "number": "number",
    "total": "total",
    "createdAt": "created_at",
    "updatedAt": "updated_at",
    "checkout_completed_at": "checkout_completed_at",
}


@pytest.fixture
def settings(store_templates: StoreTemplates, tmp_path: Path) -> Settings:
    return store_templates.fresh_settings(tmp_path / "store.db", demo_orders=GENERATED)


class MergedPages:
    """Counts the merged page statements (one ``UNION ALL`` part per day) an engine runs."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine
        self.seen: list[tuple[str, Any]] = []

    def record(self, _conn: Any, _cursor: Any, statement: str, parameters: Any, *_: Any) -> None:
        if "UNION ALL" in statement:
            self.seen.append((statement, parameters))

    def plan(self, index: int) -> list[str]:
        statement, parameters = self.seen[index]
        with self.engine.connect() as connection:
            rows = connection.exec_driver_sql(f"EXPLAIN QUERY PLAN {statement}", parameters)
            return [str(row[-1]) for row in rows]


@pytest.fixture
def merged_pages(app: FastAPI) -> Iterator[MergedPages]:
    engine: Engine = app.state.engine
    recorder = MergedPages(engine)
    event.listen(engine, "before_cursor_execute", recorder.record)
    yield recorder
    event.remove(engine, "before_cursor_execute", recorder.record)


def expected_ids(
    settings: Settings, sort: str, direction: str, offset: int, limit: int
) -> list[int]:
    """The page, by a direct query of the range's orders (a cart's missing key first ascending,
    last descending; ``id`` breaks ties in the same direction)."""
    column = SORT_SQL[sort]
    nulls = "NULLS FIRST" if direction == "asc" else "NULLS LAST"
    order = f"{column} {direction} {nulls}" + ("" if sort == "id" else f", id {direction}")
    engine = make_engine(settings.database_url)
    with engine.connect() as connection:
        found = connection.execute(
            text(
                "SELECT id FROM orders WHERE deleted_at IS NULL "
                "AND checkout_completed_at >= :start AND checkout_completed_at < :end "
                f"ORDER BY {order} LIMIT :limit OFFSET :offset"
            ),
            {"start": "2026-08-01", "end": "2026-09-01", "limit": limit, "offset": offset},
        )
        ids = [int(row[0]) for row in found]
    engine.dispose()
    return ids


async def listed_ids(client: httpx.AsyncClient, params: dict[str, Any]) -> tuple[list[int], int]:
    """The ids on the page and the list's total."""
    response = await client.get("/api/v1/orders/", params=params)
    assert response.status_code == 200, response.text
    page = response.json()
    assert page["page"] == params["page"], page  # a page the range has
    return [int(item["id"]) for item in page["_embedded"]["items"]], int(page["total"])


@pytest.mark.parametrize("sort", [*SORT_SQL, None])
async def test_every_page_of_a_date_range_is_the_direct_querys_whichever_way_it_is_read(
    client: httpx.AsyncClient, settings: Settings, merged_pages: MergedPages, sort: str | None
) -> None:
    ways = {"merged": 0, "collected": 0}
    for direction in ("asc", "desc") if sort else ("desc",):
        sorting = {f"sorting[{sort}]": direction} if sort else {}
        for limit in (1, 3, 25):
            for page in (1, 2, 3):
                before = len(merged_pages.seen)
                params = {**RANGE, **sorting, "limit": limit, "page": page}
                ids, total = await listed_ids(client, params)
                assert 30 < total < GENERATED, total
                offset = (page - 1) * limit
                assert ids == expected_ids(settings, sort or "id", direction, offset, limit)
                ways["merged" if len(merged_pages.seen) > before else "collected"] += 1
    if sort in (None, "id", "number", "createdAt", "updatedAt"):
        assert ways["merged"] and ways["collected"], ways  # both ways checked
    else:
        assert not ways["merged"], ways  # sorted by total or checkout time: flat without it


DAY_INDEXES = {"id": "id", "number": "number", "createdAt": "created_at", "updatedAt": "updated_at"}


@pytest.mark.parametrize("sort", list(DAY_INDEXES))
async def test_a_merged_page_seeks_each_day_in_the_sort_keys_day_index(
    client: httpx.AsyncClient, merged_pages: MergedPages, sort: str
) -> None:
    """Each day's first orders come from one index alone, in order: what is sorted is their
    merge (a page's worth a day), never the range."""
    for direction in ("asc", "desc"):
        params = {**RANGE, f"sorting[{sort}]": direction, "limit": 1, "page": 1}
        await listed_ids(client, params)
    assert len(merged_pages.seen) == 2
    for index in range(2):
        plan = merged_pages.plan(index)
        reads = [step for step in plan if " orders " in f"{step} "]
        index_name = f"ix_orders_list_day_{DAY_INDEXES[sort]} "
        seek = f"SEARCH orders USING COVERING INDEX {index_name}"
        assert len(reads) > 20 and all(step.startswith(seek) for step in reads), plan
        sorted_steps = [
            plan[number - 1] for number, step in enumerate(plan) if "TEMP B-TREE" in step
        ]
        assert all(step.startswith("SCAN anon_") for step in sorted_steps), plan


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
