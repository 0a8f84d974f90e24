"""Validated tokens are cached per process, and never outlive a change to their user."""

from __future__ import annotations

from datetime import timedelta

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy import update
from sqlalchemy.orm import Session

from storeadmin_gui.backend.auth import TokenCache
from storeadmin_gui.backend.formats import utcnow
from storeadmin_gui.backend.models.accounts import User
from storeadmin_gui.backend.passwords import token_digest

from .conftest import obtain_token

pytestmark = pytest.mark.anyio

PROTECTED = "/api/v1/channels/"
DISABLED = {"error": "access_denied", "error_description": "User account is disabled."}


async def _signed_in_as(http: httpx.AsyncClient, email: str) -> dict[str, str]:
    token = await obtain_token(http, email, "store-admin")
    headers = {"Authorization": f"Bearer {token['access_token']}"}
    assert (await http.get(PROTECTED, headers=headers)).status_code == 200  # now cached
    return headers


async def _user_id(client: httpx.AsyncClient, email: str) -> int:
    page = (await client.get("/api/v1/users/", params={"criteria[query]": email})).json()
    user_id: int = page["_embedded"]["items"][0]["id"]
    return user_id


async def test_disabling_a_user_through_the_api_ends_its_session_at_once(
    client: httpx.AsyncClient, anon_client: httpx.AsyncClient
) -> None:
    sarah = await _signed_in_as(anon_client, "sarah.kim@example.com")
    user_id = await _user_id(client, "sarah.kim@example.com")
    assert (
        await client.patch(f"/api/v1/users/{user_id}", json={"enabled": False})
    ).status_code == 204
    response = await anon_client.get(PROTECTED, headers=sarah)
    assert response.status_code == 401 and response.json() == DISABLED


async def test_deleting_a_user_through_the_api_ends_its_session_at_once(
    client: httpx.AsyncClient, anon_client: httpx.AsyncClient
) -> None:
    tom = await _signed_in_as(anon_client, "tom.berger@example.com")
    user_id = await _user_id(client, "tom.berger@example.com")
    assert (await client.delete(f"/api/v1/users/{user_id}")).status_code == 204
    response = await anon_client.get(PROTECTED, headers=tom)
    assert response.status_code == 401


async def test_a_statement_updating_users_ends_cached_sessions(
    app: FastAPI, anon_client: httpx.AsyncClient
) -> None:
    sarah = await _signed_in_as(anon_client, "sarah.kim@example.com")
    with app.state.sessionmaker.begin() as session:
        session.execute(
            update(User).where(User.email == "sarah.kim@example.com").values(locked=True)
        )
    response = await anon_client.get(PROTECTED, headers=sarah)
    assert response.status_code == 401 and response.json() == DISABLED


async def test_a_change_made_by_another_process_takes_effect_after_revalidation(
    app: FastAPI, anon_client: httpx.AsyncClient
) -> None:
    now = [1000.0]
    app.state.token_cache = TokenCache(clock=lambda: now[0])
    sarah = await _signed_in_as(anon_client, "sarah.kim@example.com")
    # Another server process on the same database: a session this app does not watch.
    with Session(app.state.engine) as other_process, other_process.begin():
        other_process.execute(
            update(User).where(User.email == "sarah.kim@example.com").values(enabled=False)
        )
    assert (await anon_client.get(PROTECTED, headers=sarah)).status_code == 200  # still cached
    now[0] += TokenCache.REVALIDATE_SECONDS + 0.1
    response = await anon_client.get(PROTECTED, headers=sarah)
    assert response.status_code == 401 and response.json() == DISABLED


async def test_expired_cached_token_is_refused(app: FastAPI, client: httpx.AsyncClient) -> None:
    assert (await client.get(PROTECTED)).status_code == 200  # cached, valid for an hour
    cache: TokenCache = app.state.token_cache
    token = client.headers["Authorization"].split(" ", 1)[1]
    entry = cache.get(token_digest(token))
    assert entry is not None
    cache.put(token_digest(token), entry.principal, utcnow() - timedelta(seconds=1))
    response = await client.get(PROTECTED)
    assert response.status_code == 401
    assert response.json()["error_description"] == "The access token provided has expired."
