"""Errors and token renewal with the real backend (the other error classes are covered by each
resource's scenario: NotFound, Conflict, Forbidden, Unprocessable, ValidationFailed)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy import update

from storeadmin_gui.api import (
    PasswordAuth,
    StoreClient,
    TokenAuth,
    UserUpdate,
    VariantCreate,
    errors,
)
from storeadmin_gui.backend.models.accounts import AccessToken

from .conftest import BASE_URL, DEMO_AUTH, SHIRT, client_for


@pytest.mark.anyio
async def test_a_failure_inside_the_server_is_a_server_error(backend: FastAPI) -> None:
    def broken() -> None:
        raise RuntimeError("disk on fire")

    backend.add_api_route("/api/v1/broken", broken, methods=["GET"])
    transport = httpx.ASGITransport(app=backend, raise_app_exceptions=False)
    async with StoreClient(BASE_URL, auth=TokenAuth("x"), transport=transport) as client:
        with pytest.raises(errors.ServerError) as raised:
            await client.request("GET", "/api/v1/broken")
    assert raised.value.status == 500
    # The server's own answer, in the contract's shape, not a plain-text page.
    assert raised.value.response is not None
    assert raised.value.response.json() == {
        "code": 500,
        "message": "The server failed to handle the request.",
    }
    assert str(raised.value) == "The server failed to handle the request."


@pytest.mark.anyio
async def test_a_blank_form_lists_every_missing_field(store: StoreClient) -> None:
    with pytest.raises(errors.ValidationFailed) as raised:
        await store.variants.create(SHIRT, VariantCreate(code=""))
    assert raised.value.status == 400
    assert raised.value.field_errors == {"code": ["Please enter the code."]}
    assert str(raised.value) == "Validation Failed. code: Please enter the code."


@pytest.mark.anyio
async def test_an_account_disabled_while_signed_in_is_told_so_without_a_refresh(
    backend: FastAPI, store: StoreClient
) -> None:
    sarah_auth = PasswordAuth(
        client_id=DEMO_AUTH.client_id,
        client_secret=DEMO_AUTH.client_secret,
        username="sarah.kim@example.com",
        password="store-admin",
    )
    async with client_for(backend, sarah_auth) as sarah:
        await sarah.sign_in()
        me = (await sarah.users.list(criteria={"query": "sarah.kim"})).items[0]
        await store.users.patch(me.id, UserUpdate(enabled=False))
        with pytest.raises(errors.Unauthorized) as raised:
            await sarah.orders.list()
    assert str(raised.value) == "User account is disabled."


def expire_access_tokens(app: FastAPI) -> int:
    """Let an hour pass for every access token the server has issued (refresh tokens stay valid)."""
    with app.state.sessionmaker() as session:
        result = session.execute(
            update(AccessToken).values(expires_at=datetime.now(UTC) - timedelta(seconds=1))
        )
        session.commit()
        return int(result.rowcount)


@pytest.mark.anyio
async def test_an_access_token_the_server_calls_expired_is_renewed_with_the_refresh_token(
    backend: FastAPI, store: StoreClient
) -> None:
    assert expire_access_tokens(backend) >= 1
    page = await store.orders.list(limit=1)  # 401 "expired" -> refresh grant -> sent again
    assert page.total > 0
    assert expire_access_tokens(backend) >= 1
    await store.orders.list(limit=1)  # the NEW refresh token works too (the old one is spent)


@pytest.mark.anyio
async def test_other_refusals_are_plain_status_errors_with_the_servers_words(
    store: StoreClient,
) -> None:
    with pytest.raises(errors.HTTPStatusError) as raised:
        await store.request("POST", "/api/v1/orders/1")
    assert type(raised.value) is errors.HTTPStatusError
    assert (raised.value.status, str(raised.value)) == (405, "Method Not Allowed.")
    with pytest.raises(errors.NotFound) as unknown:
        await store.request("GET", "/api/v1/nowhere")
    assert str(unknown.value) == 'No route found for "GET /api/v1/nowhere".'
