"""Password-resetting requests over HTTP (decisions.md section 9)."""

from __future__ import annotations

import re

import httpx
import pytest

pytestmark = pytest.mark.anyio

URL = "/api/v1/password-resetting-requests/"


async def test_request_answers_the_user_with_a_fresh_token(client: httpx.AsyncClient) -> None:
    response = await client.post(URL, json={"username": "Tom.Berger@example.com"})
    assert response.status_code == 200
    body = response.json()
    assert body["email"] == "tom.berger@example.com"
    assert re.fullmatch(r"[A-Za-z0-9_-]{43}", body["confirmation_token"])
    assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+0000", body["password_requested_at"])
    assert body["last_login"] is None
    assert "roles" in body and not {"password", "salt"} & set(body)


async def test_last_login_is_shown_once_signed_in(client: httpx.AsyncClient) -> None:
    body = (await client.post(URL, json={"username": "api@example.com"})).json()
    assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+0000", body["last_login"])


async def test_second_request_within_a_day_is_refused(client: httpx.AsyncClient) -> None:
    assert (await client.post(URL, json={"username": "sarah.kim@example.com"})).is_success
    again = await client.post(URL, json={"username": "sarah.kim@example.com"})
    assert again.status_code == 404
    assert again.json() == {"code": 404, "message": "Password token not expired!"}


@pytest.mark.parametrize("username", ["nobody@example.com", "", None, 12, ["api@example.com"]])
async def test_unknown_user(client: httpx.AsyncClient, username: object) -> None:
    response = await client.post(URL, json={"username": username})
    assert response.status_code == 404
    assert response.json() == {"code": 404, "message": "User not found!"}


async def test_needs_a_token(anon_client: httpx.AsyncClient) -> None:
    response = await anon_client.post(URL, json={"username": "api@example.com"})
    assert response.status_code == 401
