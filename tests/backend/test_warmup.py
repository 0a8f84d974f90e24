"""The server warms its list reads once: every list answers, and no credential is left behind."""

from __future__ import annotations

import dataclasses

import anyio
import httpx
import pytest
from fastapi import FastAPI
from starlette.types import Receive, Scope, Send

from storeadmin_gui.backend.app import create_app
from storeadmin_gui.backend.auth import TokenCache
from storeadmin_gui.backend.server import EmbeddedServer
from storeadmin_gui.backend.settings import Settings
from storeadmin_gui.backend.warmup import WARM_PATHS, warm_up

pytestmark = pytest.mark.anyio


async def test_every_list_answers_and_the_warm_up_token_is_withdrawn(app: FastAPI) -> None:
    cache: TokenCache = app.state.token_cache
    assert await warm_up(app, cache) == len(WARM_PATHS)
    assert len(cache) == 0


async def test_a_user_signed_in_meanwhile_stays_signed_in(
    app: FastAPI, client: httpx.AsyncClient
) -> None:
    assert (await client.get("/api/v1/orders/")).status_code == 200
    assert await warm_up(app, app.state.token_cache) == len(WARM_PATHS)
    assert (await client.get("/api/v1/orders/")).status_code == 200
    assert len(app.state.token_cache) == 1


async def test_the_warm_up_token_opens_nothing_once_withdrawn(
    app: FastAPI, anon_client: httpx.AsyncClient
) -> None:
    seen: list[bytes] = []

    async def spying(scope: Scope, receive: Receive, send: Send) -> None:
        headers = dict(scope["headers"])
        seen.append(headers[b"authorization"])
        await app(scope, receive, send)

    await warm_up(spying, app.state.token_cache)
    assert len(seen) == len(WARM_PATHS)
    response = await anon_client.get("/api/v1/orders/", headers={"Authorization": seen[0].decode()})
    assert response.status_code == 401


async def test_storeadmin_server_settings_warm_at_start(settings: Settings) -> None:
    warming = create_app(dataclasses.replace(settings, warm_up=True))
    async with warming.router.lifespan_context(warming):
        with anyio.fail_after(30):
            assert await warming.state.warming == len(WARM_PATHS)  # on the loop, after start-up
        assert len(warming.state.token_cache) == 0


def test_an_embedded_server_warms_when_asked(settings: Settings) -> None:
    with EmbeddedServer(settings) as server:
        assert server.warm_up().result(timeout=60) == len(WARM_PATHS)
