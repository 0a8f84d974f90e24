"""Deep pages found through the running sums of the block counts kept per data stamp
(``order_paging._kept_block_start``): never what the file held before a write, whoever wrote it
and however, and nothing kept for a list spread over too many blocks."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator

import httpx
import pytest
from fastapi import FastAPI

from storeadmin_gui.backend import order_paging
from storeadmin_gui.backend.settings import Settings

from .block_pages import (
    assert_block_counts_right,
    assert_every_page_right,
    is_block_page,
    write_states_through_the_api,
)
from .statements import Recorded, recording

pytestmark = pytest.mark.anyio


def is_kept_sums_page(statement: str) -> bool:
    """A page sought from kept sums: the seek, with its check of the block's count."""
    return is_block_page(statement) and "EXISTS" in statement and " OVER " not in statement


@pytest.fixture
def every_page_by_blocks(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(order_paging, "SEEK_MIN_OFFSET", 0)


@pytest.fixture
def recorded(app: FastAPI) -> Iterator[tuple[Recorded, Recorded]]:
    """The pages found through the counts, and those of them sought from kept sums."""
    engine = app.state.engine
    with (
        recording(engine, is_block_page) as block_pages,
        recording(engine, is_kept_sums_page) as kept_pages,
    ):
        yield block_pages, kept_pages


async def assert_pages_right_from_kept_sums(
    client: httpx.AsyncClient, settings: Settings, recorded: tuple[Recorded, Recorded]
) -> None:
    """Every page of every counted list as the plain query has it, most from kept sums."""
    block_pages, kept_pages = recorded
    before = len(kept_pages.seen)
    await assert_every_page_right(client, settings.database_url, block_pages, limit=3)
    assert len(kept_pages.seen) > before


def write_without_the_app(database_file: str) -> None:
    """A writer the app knows nothing of, and that moves no version the app keeps (nor the
    counts per state it keeps): the first paid order (of that list, by id) no longer paid, the
    cheapest order made the dearest (the totals' blocks)."""
    with sqlite3.connect(database_file) as other:
        moved = other.execute(
            "UPDATE orders SET payment_state = 'refunded' WHERE id = (SELECT min(id) FROM "
            "orders WHERE deleted_at IS NULL AND payment_state = 'paid')"
        )
        assert moved.rowcount == 1
        moved = other.execute(
            "UPDATE orders SET total = 10000000 WHERE id = "
            "(SELECT id FROM orders WHERE deleted_at IS NULL ORDER BY total, id LIMIT 1)"
        )
        assert moved.rowcount == 1
    other.close()


@pytest.mark.usefixtures("every_page_by_blocks")
async def test_kept_sums_follow_writes_through_the_api(
    app: FastAPI,
    client: httpx.AsyncClient,
    settings: Settings,
    recorded: tuple[Recorded, Recorded],
) -> None:
    await assert_pages_right_from_kept_sums(client, settings, recorded)
    await write_states_through_the_api(client)  # orders made, deleted, cancelled
    assert_block_counts_right(app.state.engine)
    await assert_pages_right_from_kept_sums(client, settings, recorded)


@pytest.mark.usefixtures("every_page_by_blocks")
async def test_kept_sums_follow_a_plain_sql_writer_that_tells_nobody(
    client: httpx.AsyncClient, settings: Settings, recorded: tuple[Recorded, Recorded]
) -> None:
    await assert_pages_right_from_kept_sums(client, settings, recorded)
    write_without_the_app(settings.database_url.removeprefix("sqlite:///"))
    await assert_pages_right_from_kept_sums(client, settings, recorded)


@pytest.mark.usefixtures("every_page_by_blocks")
async def test_a_list_over_too_many_blocks_is_summed_in_its_statement_and_nothing_kept(
    client: httpx.AsyncClient,
    settings: Settings,
    recorded: tuple[Recorded, Recorded],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(order_paging, "MAX_KEPT_BLOCKS", 0)  # every list has a block
    block_pages, kept_pages = recorded
    await assert_every_page_right(client, settings.database_url, block_pages, limit=3)
    assert kept_pages.seen == []
