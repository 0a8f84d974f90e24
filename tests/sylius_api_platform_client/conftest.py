"""The client against the Sylius API Platform stand-in (``tests/sylius_api_platform``), one
store per flavour (1.13-1.14 and 2.x).

``store`` is a stand-in of each flavour in turn with a client signed in to it as an
administrator with API access; a test reads ``store.records`` (the stand-in's records, plain
dicts keyed by each resource's identifier) before and after what it does, and
:func:`tests.sylius_v1_client.conftest.changed` says exactly which fields moved.
"""

from __future__ import annotations

import copy
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from typing import Any

import httpx
import pytest

from storeadmin_gui.api import PasswordAuth, ServerIdentity, StoreClient
from tests.sylius_api_platform import create_app
from tests.sylius_v1_client.conftest import changed

__all__ = ["AUTH", "FLAVOURS", "Store", "changed", "client_for", "open_store"]

BASE_URL = "http://shop.test"
FLAVOURS = ["1.13-1.14", "2.x"]
STAMPS = {"updatedAt", "lastLogin"}
# An administrator signs in with the e-mail and password alone: no API client.
AUTH = PasswordAuth(client_id="", client_secret="", username="api@example.com", password="sylius")


@dataclass
class Store:
    """A stand-in of one flavour and a client signed in to it."""

    flavour: str
    app: Any
    client: StoreClient

    @property
    def state(self) -> Any:
        return self.app.state.sylius

    @property
    def records(self) -> dict[str, dict[Any, dict[str, Any]]]:
        return self.state.records  # type: ignore[no-any-return]

    def snapshot(self) -> dict[str, Any]:
        return copy.deepcopy(self.records)

    def requests_since(self, mark: int) -> list[dict[str, Any]]:
        return self.state.requests[mark:]  # type: ignore[no-any-return]

    def moved(self, before: dict[str, Any]) -> set[str]:
        """Every field of the store that changed since ``before``, its stamps left out (a save
        moves its record's ``updatedAt``, a sign-in the account's ``lastLogin``)."""
        return {
            path for path in changed(before, self.records) if path.rsplit(".", 1)[-1] not in STAMPS
        }


def client_for(
    app: Any, server: ServerIdentity | None = None, auth: PasswordAuth = AUTH
) -> StoreClient:
    return StoreClient(BASE_URL, auth=auth, transport=httpx.ASGITransport(app=app), server=server)


@asynccontextmanager
async def open_store(flavour: str, **options: Any) -> AsyncIterator[Store]:
    """A stand-in of ``flavour`` (``create_app``'s ``options``) and a signed-in client."""
    app = create_app(flavour, **options)
    async with client_for(app) as client:
        await client.sign_in()
        yield Store(flavour, app, client)


@pytest.fixture(params=FLAVOURS)
def flavour(request: pytest.FixtureRequest) -> str:
    return str(request.param)


@pytest.fixture
async def store(flavour: str) -> AsyncIterator[Store]:
    async with open_store(flavour) as opened:
        yield opened
