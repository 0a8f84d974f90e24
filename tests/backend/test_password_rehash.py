"""A password hashed at another argon2id cost than the store's is hashed again at its next sign-in.

That is how a demo store seeded at the default cost becomes quick to sign in to once the app's demo
store uses a cheap one, and how a store whose cost was raised upgrades its users' hashes.
"""

from __future__ import annotations

import sqlite3
from collections.abc import AsyncIterator

import httpx
import pytest

from storeadmin_gui.backend.app import create_app
from storeadmin_gui.backend.demo_account import DEMO_ADMIN_EMAIL
from storeadmin_gui.backend.settings import Settings

from .conftest import BASE_URL, fast_settings, obtain_token

TEMPLATE_COST = "m=1024,t=1,p=1"  # conftest.FAST_HASHING, what the test store was seeded with


def stored_hash(settings: Settings, email: str = DEMO_ADMIN_EMAIL) -> str:
    path = settings.database_url.removeprefix("sqlite:///")
    with sqlite3.connect(path) as database:
        row = database.execute("SELECT password FROM users WHERE email = ?", (email,)).fetchone()
    return str(row[0])


@pytest.fixture
def dearer_settings(settings: Settings) -> Settings:
    """The same store, now run at a higher memory cost than its hashes were made with."""
    return fast_settings(settings.database_url, argon2_memory_cost_kib=2048)


@pytest.fixture
async def dearer_store(dearer_settings: Settings) -> AsyncIterator[httpx.AsyncClient]:
    application = create_app(dearer_settings)
    async with application.router.lifespan_context(application):
        transport = httpx.ASGITransport(app=application)
        async with httpx.AsyncClient(transport=transport, base_url=BASE_URL) as http:
            yield http


@pytest.mark.anyio
async def test_sign_in_hashes_the_password_again_at_the_stores_cost(
    dearer_store: httpx.AsyncClient, dearer_settings: Settings
) -> None:
    assert f"${TEMPLATE_COST}$" in stored_hash(dearer_settings)

    await obtain_token(dearer_store)

    assert "$m=2048,t=1,p=1$" in stored_hash(dearer_settings)
    await obtain_token(dearer_store)  # the new hash takes the same password


@pytest.mark.anyio
async def test_a_wrong_password_leaves_the_hash_as_it_was(
    dearer_store: httpx.AsyncClient, dearer_settings: Settings
) -> None:
    response = await dearer_store.post(
        "/api/oauth/v2/token",
        data={
            "client_id": "demo_client",
            "client_secret": "secret_demo_client",
            "grant_type": "password",
            "username": DEMO_ADMIN_EMAIL,
            "password": "not-the-password",
        },
    )

    assert response.status_code == 400
    assert f"${TEMPLATE_COST}$" in stored_hash(dearer_settings)
