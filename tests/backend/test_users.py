"""Users over HTTP (docs/api.md section 9): list, search, read, create, update, soft delete."""

from __future__ import annotations

from typing import Any

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy import select

from storeadmin_gui.backend.models.accounts import User

from .conftest import obtain_token

pytestmark = pytest.mark.anyio

BASE = "/api/v1/users/"
NEW_EMAIL = "maya.lindqvist@example.com"
NEW_PASSWORD = "correct horse"
NEW_USER = {
    "first_name": "Maya",
    "last_name": "Lindqvist",
    "email": NEW_EMAIL,
    "plainPassword": NEW_PASSWORD,
    "enabled": True,
}


def children(response: httpx.Response) -> dict[str, Any]:
    assert response.status_code == 400, response.text
    body = response.json()
    assert body["message"] == "Validation Failed"
    result: dict[str, Any] = body["errors"]["children"]
    return result


async def user_id(client: httpx.AsyncClient, email: str) -> int:
    page = (await client.get(BASE, params={"criteria[query]": email})).json()
    found: int = page["_embedded"]["items"][0]["id"]
    return found


async def test_create_hashes_the_password_and_can_sign_in(
    client: httpx.AsyncClient, anon_client: httpx.AsyncClient, app: FastAPI
) -> None:
    response = await client.post(BASE, json={**NEW_USER, "roles": ["ROLE_API_ACCESS"]})
    assert response.status_code == 201, response.text
    body = response.json()
    assert body["username"] == body["email"] == "maya.lindqvist@example.com"
    assert body["username_canonical"] == body["email_canonical"]
    assert (body["first_name"], body["last_name"]) == ("Maya", "Lindqvist")
    assert body["enabled"] is True and body["locked"] is False and body["group"] == []
    assert body["roles"] == ["ROLE_API_ACCESS"]
    # Neither the hash nor its salt leaves the server: a hash handed out can be cracked offline.
    assert "password" not in body and "salt" not in body
    assert "argon2" not in response.text and "correct horse" not in response.text
    with app.state.sessionmaker() as session:
        stored = session.scalars(select(User).where(User.id == body["id"])).one()
        assert stored.password.startswith("$argon2id$") and stored.salt in stored.password
        assert "correct horse" not in stored.password
    token = await obtain_token(anon_client, "MAYA.lindqvist@example.com", "correct horse")
    assert token["token_type"] == "bearer"


async def test_create_defaults_to_disabled_shop_user(client: httpx.AsyncClient) -> None:
    response = await client.post(BASE, json={**NEW_USER, "enabled": None})
    body = response.json()
    assert response.status_code == 201
    assert body["enabled"] is False and body["roles"] == ["ROLE_USER"]


async def test_create_missing_everything(client: httpx.AsyncClient) -> None:
    fields = children(await client.post(BASE, json={}))
    assert fields == {
        "first_name": {"errors": ["Please enter your first name."]},
        "last_name": {"errors": ["Please enter your last name."]},
        "email": {"errors": ["Please enter your email."]},
        "plainPassword": {"errors": ["Please enter your password."]},
        "enabled": {},
        "roles": {},
    }


@pytest.mark.parametrize(
    ("fields", "field", "message"),
    [
        ({"email": "not-an-email"}, "email", "This email is invalid."),
        ({"email": "new@exa\nmple.com"}, "email", "This email is invalid."),
        ({"email": "\x1e@example.com"}, "email", "This email is invalid."),  # space to Python's re
        ({"email": "new@exam\u00a0ple.com"}, "email", "This email is invalid."),
        ({"email": "API@example.com"}, "email", "This email is already used."),
        ({"email": 7}, "email", "This value is not valid."),
        ({"plainPassword": "abc"}, "plainPassword", "Password must be at least 4 characters long."),
        (
            {"plainPassword": "x" * 255},
            "plainPassword",
            "Password must not be longer than 254 characters.",
        ),
        ({"plainPassword": ["secret"]}, "plainPassword", "This value is not valid."),
        ({"first_name": "  "}, "first_name", "Please enter your first name."),
        ({"last_name": {"a": 1}}, "last_name", "This value is not valid."),
        ({"enabled": "maybe"}, "enabled", "This value is not valid."),
        ({"roles": "ROLE_ADMIN"}, "roles", "This value is not valid."),
        ({"roles": ["admin"]}, "roles", "This value is not valid."),
    ],
)
async def test_create_field_violations(
    client: httpx.AsyncClient, fields: dict[str, Any], field: str, message: str
) -> None:
    response = await client.post(BASE, json={**NEW_USER, **fields})
    assert children(response)[field] == {"errors": [message]}


async def test_list_is_paginated_newest_first_and_searchable(client: httpx.AsyncClient) -> None:
    page = (await client.get(BASE, params={"limit": 2})).json()
    ids = [user["id"] for user in page["_embedded"]["items"]]
    assert ids == sorted(ids, reverse=True) and page["limit"] == 2
    assert page["total"] >= 4 and page["_links"]["next"]["href"] == f"{BASE}?limit=2&page=2"
    found = (await client.get(BASE, params={"criteria[query]": "BERGER"})).json()
    assert [user["email"] for user in found["_embedded"]["items"]] == ["tom.berger@example.com"]
    by_first_name = (await client.get(BASE, params={"criteria[query]": "inès"})).json()
    assert by_first_name["total"] == 1
    none = (await client.get(BASE, params={"criteria[query]": "%"})).json()
    assert none["total"] == 0  # "%" is a literal character, not a wildcard


async def test_list_sorting(client: httpx.AsyncClient) -> None:
    page = (await client.get(BASE, params={"sorting[email]": "asc", "limit": 100})).json()
    emails = [user["email"].lower() for user in page["_embedded"]["items"]]
    assert emails == sorted(emails)
    bad = await client.get(BASE, params={"sorting[password]": "asc"})
    assert bad.status_code == 400


async def test_get_one_and_missing_ones(client: httpx.AsyncClient) -> None:
    admin_id = await user_id(client, "api@example.com")
    body = (await client.get(f"{BASE}{admin_id}")).json()
    assert body["email"] == "api@example.com" and "ROLE_API_ACCESS" in body["roles"]
    for path in (f"{BASE}999999", f"{BASE}abc", f"{BASE}1.5", f"{BASE}{10**30}"):
        response = await client.get(path)
        assert response.status_code == 404
        assert response.json() == {"code": 404, "message": 'The "user" has not been found'}


def stored_hash(app: FastAPI, user_id: int) -> str:
    with app.state.sessionmaker() as session:
        hashed: str = session.scalars(select(User.password).where(User.id == user_id)).one()
        return hashed


async def test_put_replaces_fields_and_password(
    client: httpx.AsyncClient, anon_client: httpx.AsyncClient, app: FastAPI
) -> None:
    created = (await client.post(BASE, json=NEW_USER)).json()
    hash_before = stored_hash(app, created["id"])
    response = await client.put(
        f"{BASE}{created['id']}",
        json={
            "first_name": "Maja",
            "last_name": "Lindqvist",
            "email": "maja@example.com",
            "plainPassword": "new secret",
        },
    )
    assert response.status_code == 204 and response.content == b""
    body = (await client.get(f"{BASE}{created['id']}")).json()
    assert body["first_name"] == "Maja" and body["username"] == "maja@example.com"
    assert stored_hash(app, created["id"]) != hash_before
    assert body["enabled"] is True  # absent optional field kept
    await obtain_token(anon_client, "maja@example.com", "new secret")


async def test_put_requires_names_and_email(client: httpx.AsyncClient) -> None:
    created = (await client.post(BASE, json=NEW_USER)).json()
    fields = children(await client.put(f"{BASE}{created['id']}", json={"first_name": "X"}))
    assert fields["last_name"] == {"errors": ["Please enter your last name."]}
    assert fields["email"] == {"errors": ["Please enter your email."]}
    assert fields["plainPassword"] == {}


async def test_patch_changes_only_what_is_sent(client: httpx.AsyncClient, app: FastAPI) -> None:
    created = (await client.post(BASE, json=NEW_USER)).json()
    hash_before = stored_hash(app, created["id"])
    response = await client.patch(f"{BASE}{created['id']}", json={"enabled": False})
    assert response.status_code == 204
    body = (await client.get(f"{BASE}{created['id']}")).json()
    assert body["enabled"] is False and body["email"] == NEW_USER["email"]
    assert stored_hash(app, created["id"]) == hash_before
    taken = await client.patch(f"{BASE}{created['id']}", json={"email": "api@example.com"})
    assert children(taken)["email"] == {"errors": ["This email is already used."]}
    own = await client.patch(f"{BASE}{created['id']}", json={"email": NEW_USER["email"]})
    assert own.status_code == 204


async def test_soft_delete_hides_the_user_and_ends_its_tokens(
    client: httpx.AsyncClient, anon_client: httpx.AsyncClient, app: FastAPI
) -> None:
    created = (await client.post(BASE, json={**NEW_USER, "roles": ["ROLE_API_ACCESS"]})).json()
    token = await obtain_token(anon_client, NEW_EMAIL, NEW_PASSWORD)
    bearer = {"Authorization": f"Bearer {token['access_token']}"}
    own_record = f"{BASE}{created['id']}"  # API access alone: its own record (roles, section 12)
    assert (await anon_client.get(own_record, headers=bearer)).status_code == 200
    response = await client.delete(f"{BASE}{created['id']}")
    assert response.status_code == 204 and response.content == b""
    assert (await client.get(f"{BASE}{created['id']}")).status_code == 404
    assert (await client.delete(f"{BASE}{created['id']}")).status_code == 404
    listed = (await client.get(BASE, params={"criteria[query]": "lindqvist"})).json()
    assert listed["total"] == 0
    assert (await anon_client.get(own_record, headers=bearer)).status_code == 401
    again = await anon_client.post(
        "/api/oauth/v2/token",
        json={
            "client_id": "demo_client",
            "client_secret": "secret_demo_client",
            "grant_type": "password",
            "username": NEW_USER["email"],
            "password": NEW_USER["plainPassword"],
        },
    )
    assert again.json()["error"] == "invalid_grant"
    with app.state.sessionmaker() as session:  # kept in storage
        assert session.scalars(select(User).where(User.id == created["id"])).one().deleted_at
    # The e-mail is free again for a new account.
    assert (await client.post(BASE, json=NEW_USER)).status_code == 201


async def test_deleting_oneself_is_refused(client: httpx.AsyncClient) -> None:
    admin_id = await user_id(client, "api@example.com")
    response = await client.delete(f"{BASE}{admin_id}")
    assert response.status_code == 422
    assert response.json() == {"code": 422, "message": "Cannot remove currently logged in user."}
    assert (await client.get(f"{BASE}{admin_id}")).status_code == 200
