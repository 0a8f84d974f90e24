"""The demo store's own first session (``backend/demo_session.py``) against a real store."""

from __future__ import annotations

import httpx
import pytest
from argon2 import PasswordHasher
from argon2.low_level import Type
from fastapi import FastAPI

from storeadmin_gui.backend.auth import find_user_by_login
from storeadmin_gui.backend.demo_account import DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD
from storeadmin_gui.backend.demo_session import open_demo_session
from storeadmin_gui.backend.passwords import hash_password, new_token

from .conftest import BASE_URL

pytestmark = pytest.mark.anyio

OTHER_COST = PasswordHasher(time_cost=2, memory_cost=2048, parallelism=1, type=Type.ID)


def _demo_hash(app: FastAPI) -> str:
    with app.state.sessionmaker() as session:
        user = find_user_by_login(session, DEMO_ADMIN_EMAIL)
        assert user is not None
        return user.password


def _give_demo_hash(app: FastAPI, hasher: PasswordHasher, password: str) -> None:
    with app.state.sessionmaker() as session:
        user = find_user_by_login(session, DEMO_ADMIN_EMAIL)
        assert user is not None
        user.password, user.salt = hash_password(hasher, password)
        session.commit()


async def test_an_account_hashed_at_another_cost_is_opened_and_hashed_at_the_stores(
    app: FastAPI,
) -> None:
    """A demo store seeded by an earlier version (its own hash cost): the session opens, and from
    then on its password is checked at the store's cost."""
    _give_demo_hash(app, OTHER_COST, DEMO_ADMIN_PASSWORD)
    pair = new_token(), new_token()

    assert open_demo_session(app, pair)

    hasher = app.state.password_work.hasher
    stored = _demo_hash(app)
    assert not hasher.check_needs_rehash(stored) and hasher.verify(stored, DEMO_ADMIN_PASSWORD)
    transport = httpx.ASGITransport(app=app)
    headers = {"Authorization": f"Bearer {pair[0]}"}
    async with httpx.AsyncClient(transport=transport, base_url=BASE_URL, headers=headers) as http:
        assert (await http.get("/api/v1/orders/", params={"limit": 1})).status_code == 200


async def test_another_password_at_another_cost_is_neither_opened_nor_hashed_again(
    app: FastAPI,
) -> None:
    _give_demo_hash(app, OTHER_COST, "given another password")
    before = _demo_hash(app)

    assert not open_demo_session(app, (new_token(), new_token()))

    assert _demo_hash(app) == before
