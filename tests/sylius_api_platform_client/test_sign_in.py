"""A Sylius 1.13/1.14 or 2.x store is recognised at sign-in by anonymous probes that change
nothing, signs in with the account's e-mail and password (a JSON Web Token, no API client), signs
in again when the token expires, and says exactly what its administrator must change when its
API is switched off or the account has no API access."""

from __future__ import annotations

import asyncio
from dataclasses import replace
from typing import Any

import pytest
from starlette.responses import JSONResponse, Response
from starlette.types import Receive, Scope, Send

from storeadmin_gui.api import ServerIdentity, ServerKind, VariantUpdate, errors
from tests.sylius_api_platform import create_app

from .conftest import AUTH, FLAVOURS, Store, client_for

pytestmark = pytest.mark.anyio

TOKEN_PATH = "/api/v2/admin/administrators/token"


async def test_each_flavour_is_recognised_before_signing_in(flavour: str) -> None:
    app = create_app(flavour)
    async with client_for(app) as client:
        assert client.server is None
        await client.sign_in()
        await client.check_access()
        assert client.server == ServerIdentity(ServerKind.SYLIUS_API_PLATFORM, flavour)
        assert (await client.capabilities()).label == f"Sylius {flavour.replace('-', '–')}"
    requests = app.state.sylius.requests
    probes = [r for r in requests if "authorization" not in r["headers"]]
    token = [r for r in probes if r["path"] == TOKEN_PATH]
    assert [r["method"] for r in probes if r not in token] == ["GET"] * (len(probes) - 1)
    assert len(probes) - len(token) <= 4  # at most four anonymous GETs
    # The token is asked with the e-mail and password as JSON: no client id, no form.
    assert [r["body"] for r in token] == [{"email": "api@example.com", "password": "sylius"}]
    assert requests[-1]["path"] == "/api/v2/admin/channels"  # the access check, answered


@pytest.mark.parametrize("remembered", ["1.13-1.14", "2.x", "1.10-1.12"])
async def test_a_remembered_flavour_is_checked_again(remembered: str) -> None:
    """A store upgraded since it was remembered is spoken to as what it is now."""
    app = create_app("2.x")
    remembered_as = ServerIdentity(ServerKind.SYLIUS_API_PLATFORM, remembered)
    async with client_for(app, server=remembered_as) as client:
        await client.sign_in()
        assert client.server == ServerIdentity(ServerKind.SYLIUS_API_PLATFORM, "2.x")


async def test_a_wrong_password_and_a_disabled_account_are_refused(flavour: str) -> None:
    app = create_app(flavour)
    async with client_for(app, auth=replace(AUTH, password="guess")) as client:
        with pytest.raises(errors.Unauthorized, match="Invalid credentials"):
            await client.sign_in()
    former = replace(AUTH, username="former@example.com")
    async with client_for(app, auth=former) as client:
        if flavour == "2.x":  # EnabledUserChecker on 2.x's admin API firewall
            with pytest.raises(errors.Unauthorized, match="disabled"):
                await client.sign_in()
        else:  # 1.x checks no Sylius user there: a disabled administrator signs in
            await client.sign_in()


async def test_an_expired_token_is_renewed_by_signing_in_again_and_the_save_goes_through(
    store: Store,
) -> None:
    variant = await store.client.variants.get("MUG_CLASSIC", "MUG_CLASSIC_RED")
    store.state.advance(store.state.token_ttl + 1)  # the token expires while the editor is open
    before = store.snapshot()
    mark = len(store.state.requests)
    await store.client.variants.update(
        "MUG_CLASSIC",
        "MUG_CLASSIC_RED",
        VariantUpdate(version=variant.version or 0, channel_pricings={"WEB": "15.00"}),
    )
    sent = store.requests_since(mark)
    assert [r["path"] for r in sent if r["path"] == TOKEN_PATH] == [TOKEN_PATH]  # once
    assert [r["method"] for r in sent if r["method"] == "PUT"] == ["PUT"]  # the save, once
    assert store.moved(before) == {"product_variants.MUG_CLASSIC_RED.channelPricings.WEB.price"}


async def test_requests_meeting_a_changed_password_send_the_old_one_once(store: Store) -> None:
    """The account's password was changed in the store's panel while the token expired: of five
    reads under way, one sends the old password and all are refused, so the store's limit on
    failed sign-ins is left for the new password the user types next."""
    admin = next(a for a in store.state.store.all("administrators") if a["email"] == AUTH.username)
    admin["password"] = "changed-elsewhere"
    store.state.advance(store.state.token_ttl + 1)
    mark = len(store.state.requests)
    answers = await asyncio.gather(
        *(store.client.variants.get("MUG_CLASSIC", "MUG_CLASSIC_RED") for _ in range(5)),
        return_exceptions=True,
    )
    assert all(isinstance(answer, errors.Unauthorized) for answer in answers), answers
    sent = store.requests_since(mark)
    assert [r["body"] for r in sent if r["path"] == TOKEN_PATH] == [
        {"email": AUTH.username, "password": AUTH.password}
    ]


@pytest.mark.parametrize("flavour", FLAVOURS)
async def test_a_store_with_its_api_switched_off_says_what_to_change(flavour: str) -> None:
    app = create_app(flavour, api_enabled=False)
    async with client_for(app) as client:
        with pytest.raises(errors.NotSetUp) as refused:
            await client.sign_in()
    assert "sylius_api" in str(refused.value) and "enabled: true" in str(refused.value)
    assert all(r["method"] == "GET" for r in app.state.sylius.requests)  # no password sent


async def test_an_account_without_api_access_is_told_what_to_ask_for(flavour: str) -> None:
    app = create_app(flavour)
    panel = replace(AUTH, username="panel@example.com")
    async with client_for(app, auth=panel) as client:
        await client.sign_in()  # the token is handed out before the access rule applies
        with pytest.raises(errors.NotSetUp, match="ROLE_API_ACCESS"):
            await client.check_access()


class OlderTokenPath:
    """A 2.x stand-in answering at the 1.10-1.12 token path only (the other routes as 2.x's):
    what tells that API apart before signing in, and where its token is asked."""

    OLD = "/api/v2/admin/authentication-token"

    def __init__(self, app: Any) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        path = scope.get("path", "")
        if path == self.OLD:
            if scope["method"] != "POST":
                await JSONResponse({"title": "An error occurred"}, 405)(scope, receive, send)
                return
            scope = {**scope, "path": TOKEN_PATH, "raw_path": TOKEN_PATH.encode()}
        elif path in (TOKEN_PATH, "/api/v2/admin/payments/0/refund"):
            await Response(status_code=404)(scope, receive, send)
            return
        await self.app(scope, receive, send)


async def test_the_api_of_sylius_1_10_to_1_12_is_recognised_and_signed_in_to() -> None:
    inner = create_app("2.x")
    async with client_for(OlderTokenPath(inner)) as client:
        await client.sign_in()
        await client.check_access()
        assert client.server == ServerIdentity(ServerKind.SYLIUS_API_PLATFORM, "1.10-1.12")
        assert (await client.capabilities()).label == "Sylius 1.10–1.12"
    assert inner.state.sylius.requests[-1]["headers"]["authorization"].startswith("Bearer ")
