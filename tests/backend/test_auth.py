"""The OAuth2 token endpoint and the bearer check of every /api/v1 route (docs/api.md section 2)."""

from __future__ import annotations

from typing import Any

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy import update

from storeadmin_gui.backend.demo_account import DEMO_CLIENT_ID, DEMO_CLIENT_SECRET
from storeadmin_gui.backend.models.accounts import User

from .conftest import obtain_token

pytestmark = pytest.mark.anyio

TOKEN_URL = "/api/oauth/v2/token"
PROTECTED = "/api/v1/channels/"


def password_grant(**overrides: Any) -> dict[str, Any]:
    body = {
        "client_id": DEMO_CLIENT_ID,
        "client_secret": DEMO_CLIENT_SECRET,
        "grant_type": "password",
        "username": "api@example.com",
        "password": "sylius-api",
    }
    body.update(overrides)
    return {key: value for key, value in body.items() if value is not None}


async def test_password_grant_returns_a_bearer_pair(anon_client: httpx.AsyncClient) -> None:
    token = await obtain_token(anon_client)
    assert token["token_type"] == "bearer"
    assert token["expires_in"] == 3600
    assert token["scope"] is None
    assert isinstance(token["access_token"], str) and len(token["access_token"]) >= 40
    assert token["refresh_token"] != token["access_token"]


async def test_form_encoded_grant_and_username_case_are_accepted(
    anon_client: httpx.AsyncClient,
) -> None:
    response = await anon_client.post(TOKEN_URL, data=password_grant(username="API@Example.com"))
    assert response.status_code == 200
    assert response.json()["token_type"] == "bearer"


@pytest.mark.parametrize(
    ("overrides", "error", "description"),
    [
        (
            {"grant_type": None},
            "invalid_request",
            "Invalid grant_type parameter or parameter missing",
        ),
        (
            {"grant_type": "magic"},
            "invalid_request",
            "Invalid grant_type parameter or parameter missing",
        ),
        ({"client_id": None}, "invalid_client", "Client id was not found in the headers or body"),
        ({"client_id": "nobody"}, "invalid_client", "The client credentials are invalid"),
        ({"client_secret": "wrong"}, "invalid_client", "The client credentials are invalid"),
        (
            {"password": None},
            "invalid_request",
            'Missing parameters. "username" and "password" required',
        ),
        (
            {"username": None},
            "invalid_request",
            'Missing parameters. "username" and "password" required',
        ),
        ({"password": "wrong"}, "invalid_grant", "Invalid username and password combination"),
        (
            {"username": "ghost@example.com"},
            "invalid_grant",
            "Invalid username and password combination",
        ),
    ],
)
async def test_token_errors(
    anon_client: httpx.AsyncClient, overrides: dict[str, Any], error: str, description: str
) -> None:
    response = await anon_client.post(TOKEN_URL, json=password_grant(**overrides))
    assert response.status_code == 400
    assert response.json() == {"error": error, "error_description": description}


async def test_client_credentials_in_a_basic_header(anon_client: httpx.AsyncClient) -> None:
    body = password_grant(client_id=None, client_secret=None)
    good = await anon_client.post(TOKEN_URL, data=body, auth=(DEMO_CLIENT_ID, DEMO_CLIENT_SECRET))
    assert good.status_code == 200
    bad = await anon_client.post(TOKEN_URL, data=body, auth=(DEMO_CLIENT_ID, "wrong"))
    assert bad.json() == {
        "error": "invalid_client",
        "error_description": "The client credentials are invalid",
    }


async def test_disabled_user_cannot_get_a_token(anon_client: httpx.AsyncClient) -> None:
    response = await anon_client.post(
        TOKEN_URL, json=password_grant(username="ines.moreau@example.com", password="store-admin")
    )
    assert response.json()["error"] == "invalid_grant"


async def test_refresh_rotates_the_pair(anon_client: httpx.AsyncClient) -> None:
    first = await obtain_token(anon_client)
    refresh = {
        "client_id": DEMO_CLIENT_ID,
        "client_secret": DEMO_CLIENT_SECRET,
        "grant_type": "refresh_token",
        "refresh_token": first["refresh_token"],
    }
    renewed = await anon_client.post(TOKEN_URL, json=refresh)
    assert renewed.status_code == 200
    second = renewed.json()
    assert second["access_token"] != first["access_token"]
    assert second["refresh_token"] != first["refresh_token"]
    reused = await anon_client.post(TOKEN_URL, json=refresh)
    assert reused.status_code == 400
    assert reused.json() == {"error": "invalid_grant", "error_description": "Invalid refresh token"}
    missing = await anon_client.post(TOKEN_URL, json={**refresh, "refresh_token": ""})
    assert missing.json() == {
        "error": "invalid_request",
        "error_description": 'No "refresh_token" parameter found',
    }


async def test_expired_refresh_token_is_refused(
    app: FastAPI, anon_client: httpx.AsyncClient
) -> None:
    token = await obtain_token(anon_client)
    from storeadmin_gui.backend.models.accounts import RefreshToken

    with app.state.sessionmaker.begin() as session:
        session.execute(update(RefreshToken).values(expires_at=RefreshToken.created_at))
    response = await anon_client.post(
        TOKEN_URL,
        json={
            "client_id": DEMO_CLIENT_ID,
            "client_secret": DEMO_CLIENT_SECRET,
            "grant_type": "refresh_token",
            "refresh_token": token["refresh_token"],
        },
    )
    assert response.json() == {
        "error": "invalid_grant",
        "error_description": "Refresh token has expired",
    }


async def test_request_without_token_is_challenged(anon_client: httpx.AsyncClient) -> None:
    response = await anon_client.get(PROTECTED)
    assert response.status_code == 401
    assert response.json() == {
        "error": "access_denied",
        "error_description": "OAuth2 authentication required",
    }
    assert response.headers["WWW-Authenticate"].startswith('Bearer realm="Service"')


async def test_unknown_token_is_invalid(anon_client: httpx.AsyncClient) -> None:
    response = await anon_client.get(PROTECTED, headers={"Authorization": "Bearer nonsense"})
    assert response.status_code == 401
    assert response.json() == {
        "error": "invalid_grant",
        "error_description": "The access token provided is invalid.",
    }


async def test_expired_token_is_refused(app: FastAPI, client: httpx.AsyncClient) -> None:
    from storeadmin_gui.backend.models.accounts import AccessToken

    with app.state.sessionmaker.begin() as session:
        session.execute(update(AccessToken).values(expires_at=AccessToken.created_at))
    response = await client.get(PROTECTED)
    assert response.status_code == 401
    assert response.json() == {
        "error": "invalid_grant",
        "error_description": "The access token provided has expired.",
    }


async def test_token_of_a_disabled_user_stops_working(
    app: FastAPI, client: httpx.AsyncClient
) -> None:
    with app.state.sessionmaker.begin() as session:
        session.execute(update(User).where(User.email == "api@example.com").values(enabled=False))
    response = await client.get(PROTECTED)
    assert response.status_code == 401
    assert response.json() == {
        "error": "access_denied",
        "error_description": "User account is disabled.",
    }


async def test_user_without_api_role_is_forbidden(app: FastAPI, client: httpx.AsyncClient) -> None:
    with app.state.sessionmaker.begin() as session:
        session.execute(
            update(User)
            .where(User.email == "api@example.com")
            .values(roles=["ROLE_ADMINISTRATION_ACCESS"])
        )
    response = await client.get(PROTECTED)
    assert response.status_code == 403
    assert response.json() == {"code": 403, "message": "Access Denied."}
