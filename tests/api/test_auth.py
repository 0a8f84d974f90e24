"""Signing in, token refresh, static tokens, headers, and secrets kept out of logs and reprs."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from urllib.parse import parse_qs

import httpx
import pytest

from storeadmin_gui import __version__
from storeadmin_gui.api import PasswordAuth, TokenAuth, UserCreate, errors

from .scripted import ScriptedServer, page_of, scripted_client

TOKEN_PATH = "/api/oauth/v2/token"
USERS = "/api/v1/users/"
SECRET = "client-secret-1234"
PASSWORD = "pa55-word-5678"
AUTH = PasswordAuth(
    client_id="demo_client", client_secret=SECRET, username="api@example.com", password=PASSWORD
)


def token_answer(access: str, refresh: str, expires_in: int = 3600) -> httpx.Response:
    return httpx.Response(
        200,
        json={
            "access_token": access,
            "expires_in": expires_in,
            "token_type": "bearer",
            "scope": None,
            "refresh_token": refresh,
        },
    )


def expired() -> httpx.Response:
    return httpx.Response(
        401,
        json={
            "error": "invalid_grant",
            "error_description": "The access token provided has expired.",
        },
    )


def users_for(valid_token: str) -> Callable[[httpx.Request], httpx.Response]:
    """A users endpoint that answers only requests carrying ``valid_token``."""

    def answer(request: httpx.Request) -> httpx.Response:
        if request.headers.get("Authorization") == f"Bearer {valid_token}":
            return httpx.Response(200, json=page_of([{"id": 1, "username": "api@example.com"}]))
        return expired()

    return answer


def form(request: httpx.Request) -> dict[str, str]:
    return {key: values[0] for key, values in parse_qs(request.content.decode()).items()}


@pytest.mark.anyio
async def test_sign_in_sends_the_password_grant_and_requests_carry_the_token() -> None:
    server = ScriptedServer()
    server.on("POST", TOKEN_PATH, token_answer("access-1", "refresh-1"))
    server.on("GET", USERS, users_for("access-1"))
    async with scripted_client(server, auth=AUTH) as client:
        await client.sign_in()
        page = await client.users.list(criteria={"query": "api"})
    assert page.items[0].username == "api@example.com"
    assert form(server.sent("POST", TOKEN_PATH)[0]) == {
        "grant_type": "password",
        "client_id": "demo_client",
        "client_secret": SECRET,
        "username": "api@example.com",
        "password": PASSWORD,
    }
    assert "Authorization" not in server.sent("POST", TOKEN_PATH)[0].headers
    assert server.sent("GET", USERS)[0].headers["Authorization"] == "Bearer access-1"
    assert client.username == "api@example.com"


@pytest.mark.anyio
async def test_the_first_request_signs_in_when_sign_in_was_not_called() -> None:
    server = ScriptedServer()
    server.on("POST", TOKEN_PATH, token_answer("access-1", "refresh-1"))
    server.on("GET", USERS, users_for("access-1"))
    async with scripted_client(server, auth=AUTH) as client:
        await client.users.list()
    assert [r.url.path for r in server.requests] == [TOKEN_PATH, USERS]


@pytest.mark.anyio
async def test_wrong_credentials_raise_unauthorized_with_the_servers_words() -> None:
    server = ScriptedServer()
    refused = {
        "error": "invalid_grant",
        "error_description": "Invalid username and password combination",
    }
    server.on("POST", TOKEN_PATH, httpx.Response(400, json=refused))
    async with scripted_client(server, auth=AUTH) as client:
        with pytest.raises(errors.Unauthorized) as raised:
            await client.sign_in()
    assert str(raised.value) == "Invalid username and password combination."
    assert len(server.requests) == 1  # a sign-in is never retried


@pytest.mark.anyio
async def test_an_expired_token_is_refreshed_once_and_the_request_retried() -> None:
    server = ScriptedServer()
    server.on(
        "POST",
        TOKEN_PATH,
        token_answer("access-1", "refresh-1"),
        token_answer("access-2", "refresh-2"),
    )
    server.on("GET", USERS, users_for("access-2"))
    async with scripted_client(server, auth=AUTH) as client:
        await client.sign_in()
        page = await client.users.list()
    assert page.total == 1
    token_requests = server.sent("POST", TOKEN_PATH)
    assert form(token_requests[1]) == {
        "grant_type": "refresh_token",
        "client_id": "demo_client",
        "client_secret": SECRET,
        "refresh_token": "refresh-1",
    }
    assert [r.headers["Authorization"] for r in server.sent("GET", USERS)] == [
        "Bearer access-1",
        "Bearer access-2",
    ]


@pytest.mark.anyio
async def test_a_post_refused_for_an_expired_token_is_sent_again_after_the_refresh() -> None:
    server = ScriptedServer()
    server.on(
        "POST", TOKEN_PATH, token_answer("access-1", "refresh-1"), token_answer("access-2", "r2")
    )
    created = {"id": 5, "email": "new@example.com"}
    server.on(
        "POST",
        USERS,
        lambda request: (
            httpx.Response(201, json=created)
            if request.headers["Authorization"] == "Bearer access-2"
            else expired()
        ),
    )
    async with scripted_client(server, auth=AUTH) as client:
        user = await client.users.create(
            UserCreate(
                first_name="N", last_name="U", email="new@example.com", plain_password="abcd"
            )
        )
    assert user.id == 5
    assert len(server.sent("POST", USERS)) == 2


@pytest.mark.anyio
async def test_a_refused_refresh_tries_the_password_once_then_asks() -> None:
    """A refresh token may be refused because another copy of the app spent it; every way of
    ending the user's sessions also refuses the password, and only then is the user asked."""
    server = ScriptedServer()
    refused_refresh = httpx.Response(
        400, json={"error": "invalid_grant", "error_description": "Invalid refresh token"}
    )
    refused_password = httpx.Response(
        400,
        json={
            "error": "invalid_grant",
            "error_description": "Invalid username and password combination",
        },
    )
    server.on(
        "POST",
        TOKEN_PATH,
        token_answer("access-1", "refresh-1"),
        refused_refresh,
        refused_password,
    )
    server.on("GET", USERS, expired())
    async with scripted_client(server, auth=AUTH) as client:
        await client.sign_in()
        with pytest.raises(errors.Unauthorized) as raised:
            await client.users.list()
    assert str(raised.value) == (
        "Your session has expired and could not be renewed (the server said: Invalid username "
        "and password combination.). Please sign in again."
    )
    assert len(server.sent("GET", USERS)) == 1
    grants = [form(request)["grant_type"] for request in server.sent("POST", TOKEN_PATH)]
    assert grants == ["password", "refresh_token", "password"]


@pytest.mark.anyio
async def test_requests_meeting_ended_sessions_try_the_password_once() -> None:
    """The user's sessions ended (a password changed elsewhere) while five requests were under
    way: the refresh token and the password are tried once, and the other requests are refused
    without asking again, so the server's limit on failed sign-ins is left for the new
    password."""
    server = ScriptedServer()
    server.on(
        "POST",
        TOKEN_PATH,
        token_answer("access-1", "refresh-1"),
        httpx.Response(
            400, json={"error": "invalid_grant", "error_description": "Invalid refresh token"}
        ),
        httpx.Response(
            400,
            json={
                "error": "invalid_grant",
                "error_description": "Invalid username and password combination",
            },
        ),
    )
    server.on("GET", USERS, expired())
    async with scripted_client(server, auth=AUTH) as client:
        await client.sign_in()
        answers = await asyncio.gather(
            *(client.users.list() for _ in range(5)), return_exceptions=True
        )
    assert all(isinstance(answer, errors.Unauthorized) for answer in answers)
    grants = [form(request)["grant_type"] for request in server.sent("POST", TOKEN_PATH)]
    assert grants == ["password", "refresh_token", "password"]


@pytest.mark.anyio
async def test_a_refused_refresh_goes_on_with_the_password() -> None:
    server = ScriptedServer()
    refused_refresh = httpx.Response(
        400, json={"error": "invalid_grant", "error_description": "Invalid refresh token"}
    )
    server.on(
        "POST",
        TOKEN_PATH,
        token_answer("access-1", "refresh-1"),
        refused_refresh,
        token_answer("access-2", "refresh-2"),
    )
    server.on("GET", USERS, expired(), users_for("access-2"))
    async with scripted_client(server, auth=AUTH) as client:
        await client.sign_in()
        await client.users.list()
    assert [r.headers["Authorization"] for r in server.sent("GET", USERS)] == [
        "Bearer access-1",
        "Bearer access-2",
    ]


@pytest.mark.anyio
async def test_a_token_known_to_be_expired_is_refreshed_before_the_request() -> None:
    server = ScriptedServer()
    server.on(
        "POST",
        TOKEN_PATH,
        token_answer("access-1", "refresh-1", expires_in=0),
        token_answer("access-2", "refresh-2"),
    )
    server.on("GET", USERS, users_for("access-2"))
    async with scripted_client(server, auth=AUTH) as client:
        await client.sign_in()
        await client.users.list()
    assert [r.headers["Authorization"] for r in server.sent("GET", USERS)] == ["Bearer access-2"]


@pytest.mark.anyio
async def test_many_requests_meeting_an_expired_token_cause_one_refresh() -> None:
    server = ScriptedServer()
    server.on(
        "POST",
        TOKEN_PATH,
        token_answer("access-1", "refresh-1"),
        token_answer("access-2", "r2"),
        httpx.Response(
            400, json={"error": "invalid_grant", "error_description": "Invalid refresh token"}
        ),
    )
    server.on("GET", USERS, users_for("access-2"))
    async with scripted_client(server, auth=AUTH) as client:
        await client.sign_in()
        pages = await asyncio.gather(*(client.users.list() for _ in range(5)))
    assert all(page.total == 1 for page in pages)
    assert len(server.sent("POST", TOKEN_PATH)) == 2  # sign-in and ONE refresh


@pytest.mark.anyio
async def test_a_static_token_is_sent_as_is_and_a_401_is_final() -> None:
    server = ScriptedServer()
    denied = {
        "error": "invalid_grant",
        "error_description": "The access token provided is invalid.",
    }
    server.on("GET", USERS, httpx.Response(401, json=denied))
    async with scripted_client(server, auth=TokenAuth("abc")) as client:
        await client.sign_in()  # nothing to fetch
        with pytest.raises(errors.Unauthorized) as raised:
            await client.users.list()
    assert str(raised.value) == "The access token provided is invalid."
    assert [r.headers["Authorization"] for r in server.requests] == ["Bearer abc"]
    assert client.username is None


@pytest.mark.anyio
async def test_new_credentials_replace_the_old_tokens() -> None:
    server = ScriptedServer()
    server.on(
        "POST", TOKEN_PATH, token_answer("access-1", "refresh-1"), token_answer("access-9", "r9")
    )
    server.on("GET", USERS, users_for("access-9"))
    async with scripted_client(server, auth=AUTH) as client:
        await client.sign_in()
        client.auth = PasswordAuth(
            client_id="demo_client",
            client_secret=SECRET,
            username="other@example.com",
            password="other",
        )
        await client.sign_in()
        await client.users.list()
    assert form(server.sent("POST", TOKEN_PATH)[1])["username"] == "other@example.com"
    assert client.username == "other@example.com"
    assert server.sent("GET", USERS)[0].headers["Authorization"] == "Bearer access-9"


@pytest.mark.anyio
async def test_every_request_names_the_app_and_asks_for_json() -> None:
    server = ScriptedServer()
    server.on("POST", TOKEN_PATH, token_answer("access-1", "refresh-1"))
    server.on("GET", USERS, users_for("access-1"))
    async with scripted_client(server, auth=AUTH) as client:
        await client.users.list()
    assert {r.headers["User-Agent"] for r in server.requests} == {f"StoreAdmin/{__version__}"}
    assert {r.headers["Accept"] for r in server.requests} == {"application/json"}


@pytest.mark.anyio
async def test_no_secret_reaches_the_log_or_a_repr(caplog: pytest.LogCaptureFixture) -> None:
    server = ScriptedServer()
    server.on(
        "POST",
        TOKEN_PATH,
        token_answer("access-1", "refresh-1"),
        token_answer("access-2", "refresh-2"),
    )
    server.on("GET", USERS, users_for("access-2"))
    server.on("POST", USERS, httpx.Response(201, json={"id": 3, "password": "$argon2id$hash"}))
    new_user = UserCreate(
        first_name="N", last_name="U", email="n@example.com", plain_password="s3cr3t-pw"
    )
    with caplog.at_level(logging.DEBUG):
        async with scripted_client(server, auth=AUTH) as client:
            await client.sign_in()
            await client.users.list()
            created = await client.users.create(new_user)
            logging.getLogger("test").info("objects: %r %r %r %r", client, AUTH, new_user, created)
    logged = "\n".join(record.getMessage() for record in caplog.records)
    assert "GET /api/v1/users/" in logged  # the client does log its requests
    for secret in (
        SECRET,
        PASSWORD,
        "access-1",
        "access-2",
        "refresh-1",
        "refresh-2",
        "s3cr3t-pw",
        "$argon2id$hash",
    ):
        assert secret not in logged
    assert server.body(server.sent("POST", USERS)[0])["plainPassword"] == "s3cr3t-pw"


@pytest.mark.anyio
async def test_a_disabled_account_is_reported_without_trying_a_refresh() -> None:
    server = ScriptedServer()
    server.on("POST", TOKEN_PATH, token_answer("access-1", "refresh-1"))
    disabled = {"error": "access_denied", "error_description": "User account is disabled."}
    server.on("GET", USERS, httpx.Response(401, json=disabled))
    async with scripted_client(server, auth=AUTH) as client:
        with pytest.raises(errors.Unauthorized) as raised:
            await client.users.list()
    assert str(raised.value) == "User account is disabled."
    assert len(server.sent("POST", TOKEN_PATH)) == 1
