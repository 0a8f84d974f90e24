"""Client tests against the real reference backend: a fresh seeded SQLite copy per test, in-process.

The demo store is seeded once per session into a template file (``tests/support/stores.py``); each
test copies it, starts the app's lifespan, and talks to it through ``httpx.ASGITransport``.
"""

from __future__ import annotations

import dataclasses
from collections.abc import AsyncIterator
from pathlib import Path

import httpx
import pytest
from fastapi import FastAPI

from storeadmin_gui.api import PasswordAuth, StoreClient, Variant
from storeadmin_gui.backend.app import create_app
from storeadmin_gui.backend.demo_account import (
    DEMO_ADMIN_EMAIL,
    DEMO_ADMIN_PASSWORD,
    DEMO_CLIENT_ID,
    DEMO_CLIENT_SECRET,
)
from storeadmin_gui.backend.settings import Settings
from tests.support.stores import StoreTemplates

BASE_URL = "http://store.test"
SHIRT = "EVERYDAY_TSHIRT"  # a demo product with options, prices and stock

DEMO_AUTH = PasswordAuth(
    client_id=DEMO_CLIENT_ID,
    client_secret=DEMO_CLIENT_SECRET,
    username=DEMO_ADMIN_EMAIL,
    password=DEMO_ADMIN_PASSWORD,
)


@pytest.fixture
def store_settings(store_templates: StoreTemplates, tmp_path: Path) -> Settings:
    """A fresh copy of the seeded demo store for this test."""
    return store_templates.fresh_settings(tmp_path / "store.db")


@pytest.fixture
async def backend(store_settings: Settings) -> AsyncIterator[FastAPI]:
    app = create_app(store_settings)
    async with app.router.lifespan_context(app):
        yield app


def client_for(app: FastAPI, auth: PasswordAuth | None = DEMO_AUTH) -> StoreClient:
    return StoreClient(BASE_URL, auth=auth, transport=httpx.ASGITransport(app=app))


def staff(username: str) -> PasswordAuth:
    """A demo staffer's sign-in (every demo staffer's password is the same)."""
    return dataclasses.replace(DEMO_AUTH, username=username, password="store-admin")


@pytest.fixture
async def store(backend: FastAPI) -> AsyncIterator[StoreClient]:
    """The client, signed in as the demo administrator."""
    async with client_for(backend) as client:
        await client.sign_in()
        yield client


async def sellable_variant(store: StoreClient, channel: str = "WEB") -> Variant:
    """A T-shirt variant with a price in ``channel`` and at least 3 units to sell."""
    async for variant in store.variants.iter_all(SHIRT):
        detailed = await store.variants.get(SHIRT, variant.code)
        in_stock = not detailed.tracked or (detailed.on_hand or 0) - (detailed.on_hold or 0) >= 3
        if detailed.price(channel) and in_stock:
            return detailed
    raise AssertionError("the demo store has no sellable T-shirt")
