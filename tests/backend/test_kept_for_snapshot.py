"""What the order list reads on the event loop kept for one snapshot of the data
(``driver_reads.kept_for_snapshot``): the counters of ``order_stats`` read once while nothing is
written, read again after any write (by the API or by another writer in plain SQL); and the data
stamp, asked before any statement, naming the snapshot the reading's statements then read."""

from __future__ import annotations

import contextlib
import sqlite3
from pathlib import Path

import pytest
from sqlalchemy import select
from sqlalchemy.dialects import sqlite

from storeadmin_gui.backend.driver_reads import LoopReads, PreparedStatements
from storeadmin_gui.backend.models.sales import Order
from storeadmin_gui.backend.settings import Settings
from tests.support.stores import StoreTemplates

from .test_driver_reads import assert_same_answers, two_ways
from .test_snapshot_parts import statements_run

pytestmark = pytest.mark.anyio

PAGES = [("/api/v1/orders/", {"page": str(page)}) for page in (1, 2, 3)]


@pytest.fixture
def settings(store_templates: StoreTemplates, tmp_path: Path) -> Settings:
    return store_templates.fresh_settings(tmp_path / "store.db")


def _database(settings: Settings) -> str:
    return settings.database_url.removeprefix("sqlite:///")


def _delete_newest_order(settings: Settings) -> None:
    """A soft delete by another writer, in plain SQL (the triggers move ``order_stats``)."""
    with contextlib.closing(sqlite3.connect(_database(settings))) as connection, connection:
        connection.execute(
            "UPDATE orders SET deleted_at = CURRENT_TIMESTAMP WHERE id = "
            "(SELECT max(id) FROM orders WHERE deleted_at IS NULL)"
        )


async def test_different_pages_meanwhile_read_the_counters_once(
    settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    async with two_ways(settings) as ways:
        assert await assert_same_answers(ways, PAGES[:1], "first page") == []
        with statements_run(monkeypatch) as texts:
            assert await assert_same_answers(ways, PAGES[1:], "other pages") == []
        assert any("order_documents" in text for text in texts)  # read on the driver
        assert not any("order_stats" in text for text in texts)


async def test_the_total_follows_a_write_in_plain_sql(
    settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    async with two_ways(settings) as ways:
        path, params = PAGES[0]
        before = (await ways.driver.get(path, params=params)).json()["total"]
        _delete_newest_order(settings)
        with statements_run(monkeypatch) as texts:
            after = (await ways.driver.get(path, params=params)).json()["total"]
        assert after == before - 1
        assert any("order_stats" in text for text in texts)  # read anew at the new snapshot
        assert await assert_same_answers(ways, PAGES, "after the write") == []


async def test_the_total_follows_a_write_through_the_api(settings: Settings) -> None:
    async with two_ways(settings) as ways:
        path, params = PAGES[0]
        first = (await ways.driver.get(path, params=params)).json()
        newest = first["_embedded"]["items"][0]["id"]
        assert (await ways.driver.delete(f"/api/v1/orders/{newest}")).status_code == 204
        assert (await ways.driver.get(path, params=params)).json()["total"] == first["total"] - 1
        assert await assert_same_answers(ways, PAGES, "after the delete") == []


def test_a_stamp_asked_first_names_the_snapshot_then_read(settings: Settings) -> None:
    """Asked before any statement, the stamp fixes the snapshot: a commit of another writer
    after it is neither read by the reading's statements nor changes its stamp; the next
    reading reads it, under another stamp."""
    reads = LoopReads(_database(settings), PreparedStatements(sqlite.dialect()))
    live = select(Order.id).where(Order.deleted_at.is_(None)).order_by(Order.id.desc())
    with reads.reading() as reader:
        stamp = reader.data_stamp()
        _delete_newest_order(settings)
        newest = reader.execute(live).scalars()[0]
        assert reader.data_stamp() == stamp
    with reads.reading() as reader:
        assert reader.data_stamp() != stamp
        assert reader.execute(live).scalars()[0] < newest
    reads.close()
