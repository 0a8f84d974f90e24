"""The request gate's bounds hold for every request, also those it reads without a timer."""

from __future__ import annotations

import asyncio
import dataclasses
import socket
import time
from collections.abc import AsyncIterator, MutableMapping
from typing import Any

import anyio
import httpx
import pytest
from fastapi import FastAPI

from storeadmin_gui.backend.app import create_app
from storeadmin_gui.backend.connections import ConnectionRules
from storeadmin_gui.backend.requests import MAX_BODY_BYTES
from storeadmin_gui.backend.server import EmbeddedServer
from storeadmin_gui.backend.settings import Settings

from .conftest import BASE_URL, obtain_token
from .server_process import TOKEN_FORM
from .test_hostile_clients import (
    USERS,
    answer_of,
    answered_within,
    bearer,
    host_and_port,
)

pytestmark = pytest.mark.anyio

BODY_SECONDS = 0.3


@pytest.fixture
async def hasty(settings: Settings) -> AsyncIterator[FastAPI]:
    """The app with a short time for a body to arrive."""
    application = create_app(dataclasses.replace(settings, body_seconds=BODY_SECONDS))
    async with application.router.lifespan_context(application):
        yield application


async def _status_of_unannounced_body(app: FastAPI, first: bytes) -> int:
    """The status answered to a PATCH whose head announces no body (no length, no chunks) but
    whose server hands the app ``first`` with more to come, and then nothing."""
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url=BASE_URL) as http:
        token = str((await obtain_token(http))["access_token"])
    messages = [{"type": "http.request", "body": first, "more_body": True}]
    never = asyncio.Event()

    async def receive() -> dict[str, object]:
        if messages:
            return messages.pop(0)
        await never.wait()
        raise AssertionError("unreachable")

    answered: list[MutableMapping[str, Any]] = []

    async def send(message: MutableMapping[str, Any]) -> None:
        answered.append(message)

    path = f"{USERS}2"
    scope = {
        "type": "http",
        "asgi": {"version": "3.0"},
        "http_version": "1.1",
        "method": "PATCH",
        "scheme": "http",
        "path": path,
        "raw_path": path.encode(),
        "query_string": b"",
        "root_path": "",
        "headers": [(b"host", b"test"), (b"authorization", f"Bearer {token}".encode())],
        "client": ("127.0.0.1", 50000),
        "server": ("127.0.0.1", 80),
    }
    with anyio.fail_after(BODY_SECONDS + 30):
        await app(scope, receive, send)
    starts = [message for message in answered if message["type"] == "http.response.start"]
    assert len(starts) == 1
    status = starts[0]["status"]
    assert isinstance(status, int)
    return status


async def test_a_body_the_head_did_not_announce_is_still_408_after_the_body_time(
    hasty: FastAPI,
) -> None:
    started = time.monotonic()
    assert await _status_of_unannounced_body(hasty, b'{"firstName"') == 408
    assert time.monotonic() - started >= BODY_SECONDS


async def test_a_body_the_head_did_not_announce_is_still_413_past_the_largest(
    hasty: FastAPI,
) -> None:
    assert await _status_of_unannounced_body(hasty, b" " * (MAX_BODY_BYTES + 1)) == 413


def test_a_connection_has_the_full_head_time_again_after_each_answer(settings: Settings) -> None:
    """The head timer runs on across a connection's requests: it never ends the wait for a
    later head early, however long the connection waited before its first request."""
    head_seconds = 1.0
    with EmbeddedServer(settings, rules=ConnectionRules(head_seconds=head_seconds)) as server:
        with httpx.Client(base_url=server.url) as http:
            token = http.post("/api/oauth/v2/token", data=TOKEN_FORM).json()["access_token"]
        authorization = "".join(f"{name}: {value}\r\n" for name, value in bearer(token).items())
        with socket.create_connection(host_and_port(server.url), timeout=10) as connection:
            # Most of the first head's time passes before the first request is sent.
            assert answered_within([connection], head_seconds * 0.6) == []
            connection.sendall(
                f"GET {USERS} HTTP/1.1\r\nHost: x\r\n{authorization}\r\n".encode("latin-1")
            )
            assert answer_of(connection)[0] == 200
            answered = time.monotonic()
            connection.sendall(b"GET /api/v1/users/ HTTP/1.1\r\nHost: x\r\n")  # and no more
            status, _headers, _body = answer_of(connection)
            waited = time.monotonic() - answered
    assert status == 408
    assert head_seconds * 0.95 <= waited < head_seconds + 10, waited
