"""The reference server is recognised as itself at sign-in, with one anonymous question, whatever
a saved connection remembered; saves to it keep the contract's methods."""

from __future__ import annotations

import httpx
import pytest
from fastapi import FastAPI

from storeadmin_gui.api import (
    Credentials,
    RetryPolicy,
    ServerIdentity,
    ServerKind,
    StoreClient,
    TokenAuth,
)
from storeadmin_gui.api._core import ApiCore
from storeadmin_gui.api.auth import AuthSession, TokenRequester
from storeadmin_gui.api.kinds.dialect import Dialect

from .conftest import BASE_URL, DEMO_AUTH

pytestmark = pytest.mark.anyio


class Counting(httpx.AsyncBaseTransport):
    """The in-process transport, keeping every request it carried."""

    def __init__(self, app: FastAPI) -> None:
        self.inner = httpx.ASGITransport(app=app)
        self.requests: list[httpx.Request] = []

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        self.requests.append(request)
        return await self.inner.handle_async_request(request)


@pytest.mark.parametrize(
    "remembered",
    [
        None,
        ServerIdentity(ServerKind.REFERENCE),
        ServerIdentity(ServerKind.SYLIUS_ADMIN_API, "1.5-1.9"),
    ],
)
async def test_the_reference_server_is_recognised(
    backend: FastAPI, remembered: ServerIdentity | None
) -> None:
    transport = Counting(backend)
    async with StoreClient(BASE_URL, auth=DEMO_AUTH, transport=transport, server=remembered) as c:
        await c.sign_in()
        await c.check_access()
        assert c.server == ServerIdentity(ServerKind.REFERENCE)
        assert (await c.capabilities()).label == "Store Admin server"
    anonymous = [r for r in transport.requests if "authorization" not in r.headers]
    paths = [r.url.path for r in anonymous]
    assert paths == ["/api/v1/channels", "/api/oauth/v2/token"]


async def test_a_known_server_is_not_asked(backend: FastAPI) -> None:
    transport = Counting(backend)
    known = ServerIdentity(ServerKind.REFERENCE)
    async with StoreClient(
        BASE_URL, auth=DEMO_AUTH, transport=transport, server=known, recognise_server=False
    ) as client:
        await client.sign_in()
        assert client.server == known
    assert [r.url.path for r in transport.requests] == ["/api/oauth/v2/token"]


class JwtLike(Dialect):
    """A kind that signs in its own way (as an API Platform store's JWT endpoint would)."""

    def session(self, credentials: Credentials, request_token: TokenRequester) -> AuthSession:
        return TokenAuth(f"kind-token-for-{credentials.username}").session(request_token)


async def test_a_kind_that_signs_in_its_own_way_gets_its_session_once_recognised() -> None:
    """The seam a kind plugs its sign-in into: the core asks the recognised dialect for the
    session of the credentials it holds."""
    seen: list[str | None] = []

    def answer(request: httpx.Request) -> httpx.Response:
        seen.append(request.headers.get("authorization"))
        return httpx.Response(200, json={})

    core = ApiCore(
        BASE_URL,
        auth=DEMO_AUTH,
        transport=httpx.MockTransport(answer),
        verify=True,
        timeout=5.0,
        retry=RetryPolicy(attempts=1),
    )

    async def recognised(_core: ApiCore) -> Dialect:
        return JwtLike(ServerIdentity(ServerKind.SYLIUS_API_PLATFORM, "2.1"))

    core.recogniser = recognised
    await core.server()
    await core.request("GET", "/api/v2/admin/channels")
    assert seen == [f"Bearer kind-token-for-{DEMO_AUTH.username}"]
    await core.aclose()
