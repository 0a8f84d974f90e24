"""Backend test fixtures: a real app on a fresh seeded SQLite file per test, spoken to over HTTP.

The demo store is seeded once per session into a template file (``tests/support/stores.py``); each
test gets its own copy.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

import httpx
import pytest
from fastapi import FastAPI

from storeadmin_gui.backend.app import create_app
from storeadmin_gui.backend.demo_account import (
    DEMO_ADMIN_EMAIL,
    DEMO_ADMIN_PASSWORD,
    DEMO_CLIENT_ID,
    DEMO_CLIENT_SECRET,
)
from storeadmin_gui.backend.settings import Settings
from tests.support.stores import FAST_HASHING, StoreTemplates, fast_settings

from .postgres import fresh_database  # noqa: F401 (a fixture: fresh PostgreSQL databases)

BASE_URL = "http://store.test"

# Backend test modules import these from here.
__all__ = ["BASE_URL", "FAST_HASHING", "fast_settings", "obtain_token", "signed_in"]


@pytest.fixture
def settings(store_templates: StoreTemplates, tmp_path: Path) -> Settings:
    """A fresh copy of the seeded demo store for this test."""
    return store_templates.fresh_settings(tmp_path / "store.db")


@pytest.fixture
async def app(settings: Settings) -> AsyncIterator[FastAPI]:
    application = create_app(settings)
    async with application.router.lifespan_context(application):
        yield application


async def obtain_token(
    http: httpx.AsyncClient, username: str = DEMO_ADMIN_EMAIL, password: str = DEMO_ADMIN_PASSWORD
) -> dict[str, object]:
    response = await http.post(
        "/api/oauth/v2/token",
        json={
            "client_id": DEMO_CLIENT_ID,
            "client_secret": DEMO_CLIENT_SECRET,
            "grant_type": "password",
            "username": username,
            "password": password,
        },
    )
    assert response.status_code == 200, response.text
    payload: dict[str, object] = response.json()
    return payload


@pytest.fixture
async def anon_client(app: FastAPI) -> AsyncIterator[httpx.AsyncClient]:
    """No token: for the token endpoint and for checking that everything else refuses."""
    transport = httpx.ASGITransport(app=app)
    async with httpx.AsyncClient(transport=transport, base_url=BASE_URL) as http:
        yield http


@asynccontextmanager
async def signed_in(app: FastAPI) -> AsyncIterator[httpx.AsyncClient]:
    """A client of ``app`` carrying the demo admin's bearer token."""
    transport = httpx.ASGITransport(app=app)
    async with httpx.AsyncClient(transport=transport, base_url=BASE_URL) as http:
        token = await obtain_token(http)
        http.headers["Authorization"] = f"Bearer {token['access_token']}"
        yield http


@pytest.fixture
async def client(app: FastAPI) -> AsyncIterator[httpx.AsyncClient]:
    """Carries the demo admin's bearer token."""
    async with signed_in(app) as http:
        yield http
