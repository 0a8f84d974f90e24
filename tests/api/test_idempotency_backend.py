"""Safe retries and staff permissions with the real backend (docs/api.md section 12): a write whose
answer is lost AFTER the server stored it, sent again by the client with its key, is stored once;
a staffer's client knows what its roles permit."""

from __future__ import annotations

import dataclasses
from collections.abc import AsyncIterator

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy import func, select

from storeadmin_gui.api import (
    Action,
    Area,
    RetryPolicy,
    StoreClient,
    VariantCreate,
    errors,
)
from storeadmin_gui.backend.app import create_app
from storeadmin_gui.backend.models.catalog import ProductVariant
from storeadmin_gui.backend.settings import Settings

from .conftest import BASE_URL, DEMO_AUTH, SHIRT, client_for, staff

pytestmark = pytest.mark.anyio

VARIANTS = f"/api/v1/products/{SHIRT}/variants/"


class LosesFirstAnswer(httpx.AsyncBaseTransport):
    """The app answers every request; the answer to the first POST to ``path`` is dropped after
    the app has stored the write (the connection broke on the way back)."""

    def __init__(self, app: FastAPI, path: str) -> None:
        self.inner = httpx.ASGITransport(app=app)
        self.path = path
        self.posts = 0

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        response = await self.inner.handle_async_request(request)
        if request.method == "POST" and request.url.path == self.path:
            self.posts += 1
            if self.posts == 1:
                await response.aread()  # the server has answered: its write is committed
                raise httpx.ReadError("connection reset by peer")
        return response


@pytest.fixture
async def contract_only(store_settings: Settings) -> AsyncIterator[FastAPI]:
    """The reference backend serving only what the contract names: no keys, no ``/me``."""
    app = create_app(dataclasses.replace(store_settings, extensions=False))
    async with app.router.lifespan_context(app):
        yield app


def variants_with_code(app: FastAPI, code: str) -> int:
    with app.state.sessionmaker() as session:
        count = select(func.count()).where(ProductVariant.code == code)
        return int(session.scalar(count) or 0)


async def test_a_create_whose_answer_was_lost_is_sent_again_and_made_once(
    backend: FastAPI,
) -> None:
    """With keyed retries on, the client sends the write again by itself."""
    transport = LosesFirstAnswer(backend, VARIANTS)
    retry = RetryPolicy(retry_keyed_writes=True)
    async with StoreClient(BASE_URL, auth=DEMO_AUTH, transport=transport, retry=retry) as client:
        created = await client.variants.create(SHIRT, VariantCreate(code="LOST_ANSWER"))
        assert client.idempotency_keys is True  # learnt after the lost answer, then sent again
    assert transport.posts == 2
    assert created.code == "LOST_ANSWER"
    assert variants_with_code(backend, "LOST_ANSWER") == 1


async def test_a_caller_may_send_a_lost_create_again_where_keys_are_honoured(
    backend: FastAPI,
) -> None:
    """By default the client leaves a lost answer to its caller; a caller that knows the server
    honours keys sends the same write again and gets the first answer, not a second record."""
    transport = LosesFirstAnswer(backend, VARIANTS)
    async with StoreClient(BASE_URL, auth=DEMO_AUTH, transport=transport) as client:
        with pytest.raises(errors.ServerUnreachable) as raised:
            await client.variants.create(SHIRT, VariantCreate(code="LOST_ANSWER"))
        assert raised.value.outcome_unknown and transport.posts == 1
        assert await client.idempotency_keys_honoured()
        assert raised.value.idempotency_key is not None
        with client.idempotency_key(raised.value.idempotency_key):
            again = await client.variants.create(SHIRT, VariantCreate(code="LOST_ANSWER"))
    assert again.code == "LOST_ANSWER"  # the kept 201, not "Product variant code must be unique."
    assert variants_with_code(backend, "LOST_ANSWER") == 1


async def test_where_keys_are_not_honoured_a_lost_create_stays_unknown(
    contract_only: FastAPI,
) -> None:
    transport = LosesFirstAnswer(contract_only, VARIANTS)
    retry = RetryPolicy(retry_keyed_writes=True)
    async with StoreClient(BASE_URL, auth=DEMO_AUTH, transport=transport, retry=retry) as client:
        with pytest.raises(errors.ServerUnreachable) as raised:
            await client.variants.create(SHIRT, VariantCreate(code="LOST_ANSWER"))
        assert client.idempotency_keys is False
    assert raised.value.outcome_unknown
    assert transport.posts == 1  # never sent blindly again
    assert variants_with_code(contract_only, "LOST_ANSWER") == 1


async def test_whether_keys_are_honoured_is_asked_once(
    backend: FastAPI, contract_only: FastAPI
) -> None:
    async with client_for(backend) as client:
        assert client.idempotency_keys is None
        assert await client.idempotency_keys_honoured() is True
        assert await client.idempotency_keys_honoured() is True
    async with client_for(contract_only) as client:
        assert await client.idempotency_keys_honoured() is False


async def test_a_staffers_client_knows_what_its_roles_permit(
    backend: FastAPI, contract_only: FastAPI
) -> None:
    async with client_for(backend, staff("maya.lopez@example.com")) as client:
        me = await client.me()
        permissions = await client.permissions()
        offered = await client.extensions()  # a 403 of a role is not a missing feature
    assert me.username == "maya.lopez@example.com"
    assert permissions.known and not permissions.manages_users
    assert permissions.may(Area.VARIANTS, Action.WRITE)
    assert permissions.may(Area.ORDERS) and not permissions.may(Area.ORDERS, Action.WRITE)
    assert not permissions.may(Area.CARTS) and not permissions.may(Area.USERS)
    assert permissions.may(Area.ACCOUNT, Action.WRITE)
    assert offered.complete
    async with client_for(backend) as client:
        assert (await client.permissions()).manages_users
    async with client_for(contract_only, staff("maya.lopez@example.com")) as client:
        unknown = await client.permissions()  # a server that does not say
    assert not unknown.known and unknown.may(Area.USERS, Action.WRITE)
