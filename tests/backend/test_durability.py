"""A killed server loses no acknowledged write and leaves a database that opens (WAL, FULL sync)."""

from __future__ import annotations

import os
import shutil
import signal
import sqlite3
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import httpx

from storeadmin_gui.backend.server import EmbeddedServer
from storeadmin_gui.backend.settings import Settings

from .conftest import FAST_HASHING

TOKEN_FORM = {
    "client_id": "demo_client",
    "client_secret": "secret_demo_client",
    "grant_type": "password",
    "username": "api@example.com",
    "password": "sylius-api",
}


def server_command(database_url: str) -> list[str]:
    executable = shutil.which("storeadmin-server")
    base = [executable] if executable else [sys.executable, "-m", "storeadmin_gui.backend.cli"]
    return [*base, "--port", "0", "--database", database_url, "--demo"]


@contextmanager
def running_server(database_url: str) -> Iterator[tuple[subprocess.Popen[str], str, list[str]]]:
    """Starts ``storeadmin-server`` and waits for the line announcing its address."""
    process = subprocess.Popen(
        server_command(database_url),
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    assert process.stdout is not None
    lines: list[str] = []
    try:
        for line in process.stdout:
            lines.append(line)
            if "running at" in line:
                break
        announced = "".join(lines)
        assert "running at" in announced, announced
        url = announced.split("running at ", 1)[1].split("/api/v1/", 1)[0]
        for line in process.stdout:  # the rest of the banner
            lines.append(line)
            if "Ctrl+C" in line:
                break
        yield process, url, lines
    finally:
        if process.poll() is None:
            process.kill()
        process.wait(timeout=30)
        process.stdout.close()


def test_write_survives_kill_9(tmp_path: Path, settings: Settings) -> None:
    database = Path(settings.database_url.removeprefix("sqlite:///"))
    with running_server(settings.database_url) as (process, url, banner):
        assert url.startswith("http://127.0.0.1:")
        assert any("api@example.com / sylius-api" in line for line in banner)
        with httpx.Client(base_url=url, timeout=30) as http:
            token = http.post("/api/oauth/v2/token", data=TOKEN_FORM).json()["access_token"]
            created = http.post(
                "/api/v1/products/SOY_CANDLE/variants/",
                json={"code": "SOY_CANDLE_AMBER", "channelPricings": {"WEB": {"price": "26.50"}}},
                headers={"Authorization": f"Bearer {token}"},
            )
        assert created.status_code == 201
        os.kill(process.pid, signal.SIGKILL)
        assert process.wait(timeout=30) == -signal.SIGKILL

    with sqlite3.connect(database) as connection:
        assert connection.execute("PRAGMA integrity_check").fetchone() == ("ok",)
        assert connection.execute("PRAGMA journal_mode").fetchone() == ("wal",)
        row = connection.execute(
            "SELECT p.price FROM product_variants v JOIN channel_pricings p ON p.variant_id = v.id"
            " WHERE v.code = 'SOY_CANDLE_AMBER'"
        ).fetchone()
    assert row == (2650,)
    connection.close()

    reopened = Settings(database_url=settings.database_url, **FAST_HASHING)  # type: ignore[arg-type]
    with EmbeddedServer(reopened) as server, httpx.Client(base_url=server.url) as http:
        token = http.post("/api/oauth/v2/token", data=TOKEN_FORM).json()["access_token"]
        response = http.get(
            "/api/v1/products/SOY_CANDLE/variants/SOY_CANDLE_AMBER",
            headers={"Authorization": f"Bearer {token}"},
        )
    assert response.status_code == 200
    assert response.json()["channelPricings"]["WEB"]["price"] == 2650
