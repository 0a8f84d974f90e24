"""Pages found through the counts per block of a sort key (``models.order_blocks``): every page of
every counted list must be the plain ORDER BY ... OFFSET's, after every kind of write, and a store
made before the counts gets them at its next start."""

from __future__ import annotations

import sqlite3

import httpx
import pytest
from fastapi import FastAPI

from storeadmin_gui.backend import order_paging
from storeadmin_gui.backend.app import create_app
from storeadmin_gui.backend.models.order_blocks import BLOCK_COUNTS
from storeadmin_gui.backend.settings import Settings

from .block_pages import assert_block_counts_right, assert_every_page_right, is_block_page
from .conftest import signed_in
from .document_writes import every_kind_of_write
from .statements import recording

pytestmark = pytest.mark.anyio


@pytest.fixture
def every_page_by_blocks(monkeypatch: pytest.MonkeyPatch) -> None:
    """Pages from the first on are found through the counts (deep pages only, by default)."""
    monkeypatch.setattr(order_paging, "SEEK_MIN_OFFSET", 0)


@pytest.mark.usefixtures("every_page_by_blocks")
async def test_every_page_follows_every_kind_of_write_through_the_api(
    app: FastAPI, client: httpx.AsyncClient, settings: Settings
) -> None:
    engine = app.state.engine
    with recording(engine, is_block_page) as block_pages:
        await assert_every_page_right(client, settings.database_url, block_pages, limit=3)

        async def counts_right(_what: str, _changed: list[int]) -> None:
            assert_block_counts_right(engine)

        await every_kind_of_write(client, counts_right)
        await assert_every_page_right(client, settings.database_url, block_pages, limit=3)


@pytest.mark.usefixtures("every_page_by_blocks")
async def test_a_store_made_before_the_counts_gets_them_at_start(settings: Settings) -> None:
    started: FastAPI = create_app(settings)
    async with started.router.lifespan_context(started):  # the other counters installed
        pass
    database = settings.database_url.removeprefix("sqlite:///")
    with sqlite3.connect(database) as older:
        for counts in BLOCK_COUNTS.values():
            for table in (counts.table, counts.groups):
                for event in ("insert", "update", "delete"):
                    older.execute(f"DROP TRIGGER {table.name}_{event}")
                older.execute(f"DROP TABLE {table.name}")
    older.close()
    app: FastAPI = create_app(settings)
    async with app.router.lifespan_context(app):
        assert_block_counts_right(app.state.engine)
        async with signed_in(app) as http:
            with recording(app.state.engine, is_block_page) as block_pages:
                await assert_every_page_right(http, settings.database_url, block_pages, limit=4)
