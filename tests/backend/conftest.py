"""Backend test fixtures: a real app on a fresh seeded SQLite file per test, spoken to over HTTP.

The demo store is seeded once per session into a template file; each test gets its own copy.
"""

from __future__ import annotations

import shutil
from collections.abc import AsyncIterator
from pathlib import Path

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy import text
from sqlalchemy.orm import Session

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
# Cheap argon2 parameters keep the suite fast; production keeps the Settings defaults.
FAST_HASHING = {"argon2_time_cost": 1, "argon2_memory_cost_kib": 1024, "argon2_parallelism": 1}


def fast_settings(database_url: str, **overrides: object) -> Settings:
    values: dict[str, object] = {"database_url": database_url, **FAST_HASHING, **overrides}
    return Settings(**values)  # type: ignore[arg-type]


@pytest.fixture(scope="session")
def demo_template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A seeded demo database file, built once; tests copy it."""
    path = tmp_path_factory.mktemp("template") / "store.db"
    settings = fast_settings(f"sqlite:///{path}")
    engine = make_engine(settings.database_url)
    Base.metadata.create_all(engine)
    with Session(engine) as session:
        seed_demo(session, 0, hasher=make_hasher(settings))
        session.commit()
        # Everything into the main file, so copying that one file copies the whole store.
        session.execute(text("PRAGMA wal_checkpoint(TRUNCATE)"))
    engine.dispose()
    return path


@pytest.fixture
def settings(demo_template: Path, tmp_path: Path) -> Settings:
    """A fresh copy of the seeded demo store for this test."""
    path = tmp_path / "store.db"
    shutil.copyfile(demo_template, path)
    return fast_settings(f"sqlite:///{path}")


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


@pytest.fixture
async def client(app: FastAPI) -> AsyncIterator[httpx.AsyncClient]:
    """Carries the demo admin's bearer token."""
    transport = httpx.ASGITransport(app=app)
    async with httpx.AsyncClient(transport=transport, base_url=BASE_URL) as http:
        token = await obtain_token(http)
        http.headers["Authorization"] = f"Bearer {token['access_token']}"
        yield http
