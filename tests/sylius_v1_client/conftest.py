"""The client against the Sylius 1.x stand-in (``tests/sylius_v1``), one store per generation.

``store`` is a stand-in of each generation in turn with a client signed in to it; a test reads
``store.state.records`` (the stand-in's records, as Sylius stores them) before and after what it
does, and :func:`changed` says exactly which fields moved.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from typing import Any

import httpx
import pytest

from storeadmin_gui.api import PasswordAuth, ServerIdentity, StoreClient
from tests.sylius_v1 import (
    ADMIN_PASSWORD,
    ADMIN_USERNAME,
    CLIENT_ID,
    CLIENT_SECRET,
    GENERATIONS,
    LoggedRequest,
    SyliusState,
    create_app,
)

BASE_URL = "http://shop.test"
AUTH = PasswordAuth(
    client_id=CLIENT_ID,
    client_secret=CLIENT_SECRET,
    username=ADMIN_USERNAME,
    password=ADMIN_PASSWORD,
)


@dataclass
class Store:
    """A stand-in of one generation and a client signed in to it."""

    generation: str
    state: SyliusState
    client: StoreClient

    def requests_since(self, mark: int) -> list[LoggedRequest]:
        return self.state.requests[mark:]


def client_for(app: Any, server: ServerIdentity | None = None) -> StoreClient:
    return StoreClient(BASE_URL, auth=AUTH, transport=httpx.ASGITransport(app=app), server=server)


@pytest.fixture(params=sorted(GENERATIONS))
def generation(request: pytest.FixtureRequest) -> str:
    return str(request.param)


@asynccontextmanager
async def open_store(generation: str, records: Any = None) -> AsyncIterator[Store]:
    """A stand-in of ``generation`` (the example store, or ``records``) and a signed-in client."""
    app = create_app(generation, records)
    async with client_for(app) as client:
        await client.sign_in()
        yield Store(generation, app.state.sylius, client)


@pytest.fixture
async def store(generation: str) -> AsyncIterator[Store]:
    async with open_store(generation) as opened:
        yield opened


# The generations with an orders list (1.5 and later).
LISTING_ORDERS = sorted(key for key in GENERATIONS if key != "1.0-1.4")


@pytest.fixture(params=LISTING_ORDERS)
async def orders_store(request: pytest.FixtureRequest) -> AsyncIterator[Store]:
    async with open_store(str(request.param)) as opened:
        yield opened


def changed(before: Any, after: Any, path: str = "") -> dict[str, tuple[Any, Any]]:
    """Every leaf that differs between two records, by dotted path: ``{"a.b": (old, new)}``
    (a list's entries by index; a list that grew or shrank is one change)."""
    if isinstance(before, list) and isinstance(after, list) and len(before) == len(after):
        before, after = dict(enumerate(before)), dict(enumerate(after))
    if isinstance(before, dict) and isinstance(after, dict):
        found: dict[str, tuple[Any, Any]] = {}
        for key in sorted({*before, *after}, key=str):
            where = f"{path}.{key}" if path else str(key)
            found.update(changed(before.get(key), after.get(key), where))
        return found
    return {} if before == after else {path: (before, after)}
