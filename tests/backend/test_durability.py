"""A server killed with SIGKILL in the middle of a write burst loses no acknowledged write and
leaves a database that opens; the setting that makes it so (WAL, synchronous FULL) is asserted."""

from __future__ import annotations

import math
import os
import signal
import sqlite3
import subprocess
import time
from contextlib import closing
from pathlib import Path

import httpx

from storeadmin_gui.backend.db import make_engine
from storeadmin_gui.backend.seed import PRODUCTS
from storeadmin_gui.backend.seed_sales import CUSTOMER_COUNT, DEMO_CARTS, DEMO_PLACED
from storeadmin_gui.backend.server import EmbeddedServer
from storeadmin_gui.backend.settings import DEMO_HISTORY_ORDERS, Settings
from tests.support.waits import sized_seconds

from .conftest import FAST_HASHING
from .server_process import TOKEN_FORM, running_server, server_command, write_burst_then_kill

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


def test_a_first_start_killed_while_seeding_is_made_whole_by_the_next(tmp_path: Path) -> None:
    """The seed is one transaction: a store killed mid-seed holds its tables and no data, and the
    next start seeds it whole (it never looks seeded while it is not)."""
    database = tmp_path / "new.db"
    url = f"sqlite:///{database}"
    # Many generated orders keep the seed going for seconds after the tables are made.
    process = subprocess.Popen(
        server_command(url, "--demo-orders", "30000"),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        deadline = time.monotonic() + sized_seconds(60)
        while not _has_table(database, "users"):
            assert process.poll() is None, "the server ended before making its tables"
            assert time.monotonic() < deadline, "the server made no tables"
            time.sleep(0.01)
    finally:
        os.kill(process.pid, signal.SIGKILL)
        process.wait(timeout=30)
    assert _counts(database)["users"] == 0, "the seed was committed before the kill"

    with running_server(url) as server:
        token = server.token()
        with httpx.Client(base_url=server.url, timeout=30) as http:
            answer = http.get("/api/v1/orders/", headers={"Authorization": f"Bearer {token}"})
        assert answer.status_code == 200
    counts = _counts(database)
    assert counts["orders"] == DEMO_CARTS + DEMO_PLACED + DEMO_HISTORY_ORDERS
    assert counts["customers"] == CUSTOMER_COUNT
    assert counts["product_variants"] == sum(
        math.prod(len(values) for _, _, values in plan.options) for plan in PRODUCTS
    )


def _has_table(database: Path, name: str) -> bool:
    if not database.exists():
        return False
    with closing(sqlite3.connect(database)) as connection:
        found = connection.execute(
            "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = ?", (name,)
        ).fetchone()
    return bool(found[0])


def _counts(database: Path) -> dict[str, int]:
    """Rows of the tables a seed fills; the file whole (SQLite's integrity check) first."""
    with closing(sqlite3.connect(database)) as connection:
        assert connection.execute("PRAGMA integrity_check").fetchone() == ("ok",)
        return {
            table: connection.execute(f"SELECT count(*) FROM {table}").fetchone()[0]
            for table in ("users", "customers", "orders", "product_variants")
        }
