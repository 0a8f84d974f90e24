"""The store's orders as json-server's ``db.json``, and the bodies the ceiling app answers with."""

from __future__ import annotations

import contextlib
import json
import sqlite3
import time
from collections.abc import Callable
from pathlib import Path

import httpx
import orjson
from sqlalchemy import select
from sqlalchemy.orm import Session

from storeadmin_gui.backend.db import make_engine
from storeadmin_gui.backend.demo_account import (
    DEMO_ADMIN_EMAIL,
    DEMO_ADMIN_PASSWORD,
    DEMO_CLIENT_ID,
    DEMO_CLIENT_SECRET,
)
from storeadmin_gui.backend.models.sales import Order
from storeadmin_gui.backend.order_views import order_documents

EXPORT_BATCH = 500


def export_orders(database: Path, target: Path) -> int:
    """Every live order, in the representation the API's lists answer with, newest first.

    Newest first is the API's default order, so page N of json-server holds the same orders as
    page N of the store. As a list shows them (without units and the names in every locale that
    an order read on its own adds): node reads a file of at most 512 MB, and the full documents
    of 100,000 orders are more. json-server's single-order answers are therefore smaller than
    the store's. Returns how many orders were written.
    """
    engine = make_engine(f"sqlite:///{database}")
    count = 0
    try:
        with Session(engine) as session, target.open("wb") as output:
            ids = list(
                session.scalars(
                    select(Order.id).where(Order.deleted_at.is_(None)).order_by(Order.id.desc())
                )
            )
            output.write(b'{"orders":[')
            for start in range(0, len(ids), EXPORT_BATCH):
                for document in order_documents(
                    session, ids[start : start + EXPORT_BATCH], in_list=True
                ):
                    output.write((b"," if count else b"") + orjson.dumps(document))
                    count += 1
            output.write(b"]}")
    finally:
        engine.dispose()
    return count


TOKEN_PATH = "/api/oauth/v2/token"
# The demo admin's sign-in, as the token endpoint takes it.
DEMO_SIGN_IN = {
    "client_id": DEMO_CLIENT_ID,
    "client_secret": DEMO_CLIENT_SECRET,
    "grant_type": "password",
    "username": DEMO_ADMIN_EMAIL,
    "password": DEMO_ADMIN_PASSWORD,
}


def demo_token(base_url: str) -> str:
    """An access token of the demo admin, from the store's token endpoint."""
    response = httpx.post(f"{base_url}{TOKEN_PATH}", json=DEMO_SIGN_IN, timeout=60)
    response.raise_for_status()
    token: str = response.json()["access_token"]
    return token


def capture_bodies(
    base_url: str, token: str, targets: list[str], into: Path, key: Callable[[str], str]
) -> None:
    """The store's answers to ``targets`` (path and query), for the ceiling app to replay to
    every request of the same ``key``."""
    headers = {"Authorization": f"Bearer {token}"}
    bodies: dict[str, str] = {}
    for target in targets:
        response = httpx.get(base_url + target, headers=headers, timeout=60)
        response.raise_for_status()
        bodies[key(target)] = response.text
    into.write_text(json.dumps(bodies))


def copy_store(database: Path, target: Path) -> None:
    """A copy of the SQLite store ``database`` at ``target`` (replacing it), as one snapshot."""
    for stale in (target, Path(f"{target}-wal"), Path(f"{target}-shm")):
        stale.unlink(missing_ok=True)
    with (
        contextlib.closing(sqlite3.connect(database)) as source,
        contextlib.closing(sqlite3.connect(target)) as copy,
    ):
        source.backup(copy)


def wait_for_order_documents(database: Path, timeout: float = 3600.0) -> float:
    """Waits until no order's stored documents are pending; returns the seconds waited.

    A store made by an earlier version (or just seeded) has its order documents made in the
    background after the server starts serving; a run measured meanwhile would share the
    machine with that build and read orders rendered from their rows. A store without the
    documents' table (a tree before them) has nothing to wait for.
    """
    started = time.perf_counter()
    deadline = started + timeout
    while True:
        try:
            with contextlib.closing(sqlite3.connect(database, timeout=30)) as connection:
                (pending,) = connection.execute(
                    "SELECT count(*) FROM order_documents WHERE pending"
                ).fetchone()
        except sqlite3.OperationalError as error:
            if "no such table" in str(error):
                return 0.0
            raise
        if not pending:
            return time.perf_counter() - started
        if time.perf_counter() > deadline:
            raise TimeoutError(f"{pending} order documents still pending after {timeout:.0f} s")
        time.sleep(1.0)
