"""Client tests against the real reference backend: a fresh seeded SQLite copy per test, in-process.

The demo store is seeded once per session into a template file (argon2 made cheap for speed); each
test copies it, starts the app's lifespan, and talks to it through ``httpx.ASGITransport``.
"""

from __future__ import annotations

import shutil
from collections.abc import AsyncIterator
from pathlib import Path

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy.orm import Session

from storeadmin_gui.api import PasswordAuth, StoreClient, Variant
from storeadmin_gui.backend.app import create_app
from storeadmin_gui.backend.db import Base, make_engine
from storeadmin_gui.backend.passwords import make_hasher
from storeadmin_gui.backend.seed import (
    DEMO_ADMIN_EMAIL,
    DEMO_ADMIN_PASSWORD,
    DEMO_CLIENT_ID,
    DEMO_CLIENT_SECRET,
    seed_demo,
)
from storeadmin_gui.backend.settings import Settings

BASE_URL = "http://store.test"
SHIRT = "EVERYDAY_TSHIRT"  # a demo product with options, prices and stock
CHEAP_HASHING = {"argon2_time_cost": 1, "argon2_memory_cost_kib": 1024, "argon2_parallelism": 1}

DEMO_AUTH = PasswordAuth(
    client_id=DEMO_CLIENT_ID,
    client_secret=DEMO_CLIENT_SECRET,
    username=DEMO_ADMIN_EMAIL,
    password=DEMO_ADMIN_PASSWORD,
)


def backend_settings(database_url: str, **overrides: object) -> Settings:
    values: dict[str, object] = {"database_url": database_url, **CHEAP_HASHING, **overrides}
    return Settings(**values)  # type: ignore[arg-type]


@pytest.fixture(scope="session")
def seeded_store(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The demo store seeded once per session; tests work on copies."""
    path = tmp_path_factory.mktemp("api-template") / "store.db"
    settings = backend_settings(f"sqlite:///{path}")
    engine = make_engine(settings.database_url)
    Base.metadata.create_all(engine)
    with Session(engine) as session:
        seed_demo(session, 0, hasher=make_hasher(settings))
        session.commit()
    engine.dispose()
    return path


@pytest.fixture
def store_settings(seeded_store: Path, tmp_path: Path) -> Settings:
    path = tmp_path / "store.db"
    shutil.copyfile(seeded_store, path)
    return backend_settings(f"sqlite:///{path}")


@pytest.fixture
async def backend(store_settings: Settings) -> AsyncIterator[FastAPI]:
    app = create_app(store_settings)
    async with app.router.lifespan_context(app):
        yield app


def client_for(app: FastAPI, auth: PasswordAuth | None = DEMO_AUTH) -> StoreClient:
    return StoreClient(BASE_URL, auth=auth, transport=httpx.ASGITransport(app=app))


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
