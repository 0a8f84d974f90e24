"""A server killed with SIGKILL in the middle of a write burst loses no acknowledged write and
leaves a database that opens; the setting that makes it so (WAL, synchronous FULL) is asserted."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import httpx

from storeadmin_gui.backend.db import make_engine
from storeadmin_gui.backend.server import EmbeddedServer
from storeadmin_gui.backend.settings import Settings

from .conftest import FAST_HASHING
from .server_process import TOKEN_FORM, running_server, write_burst_then_kill

SQLITE_SYNCHRONOUS_FULL = 2


def test_the_store_commits_with_full_sync_in_wal_mode(settings: Settings) -> None:
    """A commit is on disk before its answer is sent: FULL sync of the WAL at every commit."""
    engine = make_engine(settings.database_url)  # the engine every server builds
    with engine.connect() as connection:
        assert connection.exec_driver_sql("PRAGMA synchronous").scalar() == SQLITE_SYNCHRONOUS_FULL
        assert connection.exec_driver_sql("PRAGMA journal_mode").scalar() == "wal"
    engine.dispose()


def test_every_acknowledged_write_survives_kill_9_mid_burst(settings: Settings) -> None:
    database = Path(settings.database_url.removeprefix("sqlite:///"))
    with running_server(settings.database_url) as server:
        assert server.url.startswith("http://127.0.0.1:")
        assert any("api@example.com / sylius-api" in line for line in server.banner)
        acknowledged = write_burst_then_kill(server, acknowledged_before_kill=40)
    assert len(acknowledged) >= 40

    with sqlite3.connect(database) as connection:
        assert connection.execute("PRAGMA integrity_check").fetchone() == ("ok",)
        stored = {
            code
            for (code,) in connection.execute(
                "SELECT code FROM product_variants WHERE code LIKE 'BURST%'"
            )
        }
    connection.close()
    assert acknowledged <= stored

    reopened = Settings(database_url=settings.database_url, **FAST_HASHING)
    with EmbeddedServer(reopened) as embedded, httpx.Client(base_url=embedded.url) as http:
        token = http.post("/api/oauth/v2/token", data=TOKEN_FORM).json()["access_token"]
        code = sorted(acknowledged)[0]
        response = http.get(
            f"/api/v1/products/SOY_CANDLE/variants/{code}",
            headers={"Authorization": f"Bearer {token}"},
        )
    assert response.status_code == 200
