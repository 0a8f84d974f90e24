"""A store whose schema was changed by hand (or made by an older version) is repaired at start:
the checks compare against the schema as read at that start, never against a remembered one."""

from __future__ import annotations

import sqlite3

import httpx
import pytest

from storeadmin_gui.backend.app import create_app
from storeadmin_gui.backend.models.sales import RETIRED_INDEXES
from storeadmin_gui.backend.settings import Settings

from .conftest import BASE_URL, obtain_token

pytestmark = pytest.mark.anyio

LOST_INDEX = "ix_orders_list_number"


def _schema(database: str) -> tuple[set[str], set[str], set[str]]:
    """The store's tables, index names and the columns of ``users``, read by plain sqlite3."""
    with sqlite3.connect(database) as store:
        tables = {
            name for (name,) in store.execute("SELECT name FROM sqlite_master WHERE type = 'table'")
        }
        indexes = {
            name for (name,) in store.execute("SELECT name FROM sqlite_master WHERE type = 'index'")
        }
        columns = {name for (_cid, name, *_rest) in store.execute("PRAGMA table_info(users)")}
    store.close()
    return tables, indexes, columns


async def test_every_change_by_hand_is_repaired_at_each_start(settings: Settings) -> None:
    database = settings.database_url.removeprefix("sqlite:///")
    application = create_app(settings)
    async with application.router.lifespan_context(application):
        pass  # started once: whatever it would remember, it has seen the store whole
    tables, indexes, columns = _schema(database)
    assert {"promotions", "users"} <= tables and LOST_INDEX in indexes
    with sqlite3.connect(database) as older:
        older.execute("ALTER TABLE users DROP COLUMN last_login")
        older.execute(f"DROP INDEX {LOST_INDEX}")
        older.execute(f"CREATE INDEX {RETIRED_INDEXES[0]} ON orders (id)")
        older.execute("DROP TABLE promotions")
    older.close()

    application = create_app(settings)
    async with application.router.lifespan_context(application):
        repaired_tables, repaired_indexes, repaired_columns = _schema(database)
        transport = httpx.ASGITransport(app=application)
        async with httpx.AsyncClient(transport=transport, base_url=BASE_URL) as http:
            token = await obtain_token(http)  # writes the column that was lost
            http.headers["Authorization"] = f"Bearer {token['access_token']}"
            users = await http.get("/api/v1/users/")
    assert "last_login" in repaired_columns and repaired_columns == columns
    assert LOST_INDEX in repaired_indexes and RETIRED_INDEXES[0] not in repaired_indexes
    assert repaired_tables == tables
    assert users.status_code == 200
