"""The customer, user, channel and variant parts of stored order documents kept for one snapshot
of the data (``ready_documents._snapshot_parts``): used while nothing is written, never after any
write, by the API or by another writer in plain SQL, and bounded."""

from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from storeadmin_gui.backend import ready_documents
from storeadmin_gui.backend.driver_reads import DriverReader
from storeadmin_gui.backend.settings import Settings
from tests.support.stores import StoreTemplates

from .document_writes import every_kind_of_write
from .test_driver_reads import TwoWays, assert_same_answers, order_targets, two_ways

pytestmark = pytest.mark.anyio

PAGES = [("/api/v1/orders/", {"limit": "100", "page": str(page)}) for page in (1, 2)]
# Writes to rows no order's own row holds, but its document shows: each by another writer,
# with what the order then shows, and whether its form in a list page shows it too.
PLAIN_SQL_WRITES = (
    ("UPDATE customers SET first_name = 'Renamed' WHERE id = :customer", "Renamed", True),
    ("UPDATE channels SET name = 'Renamed shop' WHERE id = :channel", "Renamed shop", True),
    (
        "UPDATE users SET email = 'moved@example.com' WHERE id = "
        "(SELECT user_id FROM customers WHERE id = :customer)",
        "moved@example.com",
        True,
    ),
    (  # a list page names no variant
        "UPDATE product_variant_translations SET name = 'Renamed variant' WHERE variant_id = "
        "(SELECT min(variant_id) FROM order_items WHERE order_id = :order)",
        "Renamed variant",
        False,
    ),
)


@pytest.fixture
def settings(store_templates: StoreTemplates, tmp_path: Path) -> Settings:
    return store_templates.fresh_settings(tmp_path / "store.db")


@contextlib.contextmanager
def statements_run(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """The SQL of every statement run on the driver's connection meanwhile."""
    texts: list[str] = []
    original = DriverReader.run

    def run(self: DriverReader, text: str, values: Any) -> list[tuple[Any, ...]]:
        texts.append(text)
        return original(self, text, values)

    with monkeypatch.context() as patched:
        patched.setattr(DriverReader, "run", run)
        yield texts


def _listed_order(settings: Settings) -> dict[str, int]:
    """An order on the first page with a customer who has an account, and items."""
    database = settings.database_url.removeprefix("sqlite:///")
    with contextlib.closing(sqlite3.connect(database)) as connection:
        order, customer, channel = connection.execute(
            "SELECT o.id, o.customer_id, o.channel_id FROM orders AS o "
            "JOIN customers AS c ON c.id = o.customer_id WHERE c.user_id IS NOT NULL "
            "AND o.deleted_at IS NULL AND EXISTS "
            "(SELECT 1 FROM order_items AS i WHERE i.order_id = o.id) "
            "ORDER BY o.id DESC LIMIT 1"
        ).fetchone()
    return {"order": order, "customer": customer, "channel": channel}


def _write(settings: Settings, statement: str, bound: dict[str, int]) -> None:
    database = settings.database_url.removeprefix("sqlite:///")
    with contextlib.closing(sqlite3.connect(database)) as connection, connection:
        connection.execute(statement, bound)


async def _read_twice(ways: TwoWays, what: str) -> None:
    for _ in range(2):  # the second time from the parts kept at this snapshot
        assert await assert_same_answers(ways, PAGES, what) == []


async def test_a_page_read_again_meanwhile_reads_no_people_nor_revisions(
    settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    async with two_ways(settings) as ways:
        await _read_twice(ways, "first reads")
        with statements_run(monkeypatch) as texts:
            assert await assert_same_answers(ways, PAGES, "kept parts") == []
        read = " ".join(texts)
        assert "order_documents" in read  # read on the driver, from stored documents
        assert "variant_revisions" not in read
        assert "FROM channels" not in read and "JOIN channels" not in read


async def test_kept_parts_never_outlive_a_write_in_plain_sql(settings: Settings) -> None:
    bound = _listed_order(settings)
    async with two_ways(settings) as ways:
        await _read_twice(ways, "before")
        order_path = f"/api/v1/orders/{bound['order']}"
        for statement, shown, listed in PLAIN_SQL_WRITES:
            assert shown not in (await ways.driver.get(order_path)).text, statement
            _write(settings, statement, bound)
            path, params = PAGES[0]
            page = await ways.driver.get(path, params=params)
            assert (shown in page.text) == listed, statement
            await _read_twice(ways, statement)
            assert shown in (await ways.driver.get(order_path)).text, statement
            assert await assert_same_answers(ways, order_targets([bound["order"]]), "") == []


async def test_kept_parts_never_outlive_a_write_through_the_api(settings: Settings) -> None:
    async with two_ways(settings) as ways:

        async def check(what: str, order_ids: list[int]) -> None:
            await _read_twice(ways, what)
            await assert_same_answers(ways, order_targets(order_ids), what)

        await _read_twice(ways, "before")
        await every_kind_of_write(ways.driver, check)


async def test_the_parts_kept_for_a_snapshot_stay_bounded(
    settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    """With room for two parts, a page of a hundred orders answers alike, and reading it again
    reads the parts it could not keep again."""
    monkeypatch.setattr(ready_documents, "SNAPSHOT_PARTS", 2)
    async with two_ways(settings) as ways:
        await _read_twice(ways, "bounded")
        with statements_run(monkeypatch) as texts:
            assert await assert_same_answers(ways, PAGES[:1], "bounded") == []
        assert any("JOIN channels" in text for text in texts)
