"""Warming the list reads once, so that no user's first request pays for the process's cold start.

Why: the first list request of a resource after a start costs many times a later one: FastAPI
builds a router's route state on its first match, SQLAlchemy compiles the page's statements,
SQLite fills its page cache (the first page of 100,000 orders: about 65 ms, then 4 ms). The
warm-up asks for the first page of every list through the app itself, in this process (no socket),
one request at a time, yielding to the event loop in between so a real request is not held up.

It signs its requests with a token that exists only in this process's token cache while it runs:
never stored, never sent anywhere, withdrawn at the end. It must run on the server's event loop
(the app's caches belong to that thread): ``storeadmin-server`` runs it at start
(``Settings.warm_up``), an embedded server when its owner asks (``EmbeddedServer.warm_up``).
"""

from __future__ import annotations

import asyncio
import logging
import time
from datetime import timedelta
from typing import Final

from starlette.types import ASGIApp, Message

from storeadmin_gui.backend.auth import Principal, TokenCache
from storeadmin_gui.backend.formats import utcnow
from storeadmin_gui.backend.passwords import new_token, token_digest
from storeadmin_gui.backend.permissions import EVERY_READ
from storeadmin_gui.backend.routing import RouteGroupOnDemand

log = logging.getLogger(__name__)

WARM_PATHS: Final = (
    "/api/v1/orders/",
    "/api/v1/carts/",
    "/api/v1/users/",
    "/api/v1/customers/",
    "/api/v1/products/",
    "/api/v1/channels/",
)
# Nobody: no user has id 0, and list reads do not look at who asks (beyond being allowed to).
_WARM_UP_PRINCIPAL: Final = Principal(0, EVERY_READ)
_TOKEN_LIFETIME: Final = timedelta(minutes=1)


async def warm_up(app: ASGIApp, token_cache: TokenCache) -> int:
    """Ask ``app`` for the first page of every list once; how many answered 200."""
    token = new_token()
    digest = token_digest(token)
    token_cache.put(digest, _WARM_UP_PRINCIPAL, utcnow() + _TOKEN_LIFETIME, stored=False)
    started = time.perf_counter()
    answered = 0
    try:
        for path in WARM_PATHS:
            answered += await _get(app, path, token) == 200
            await asyncio.sleep(0)  # let waiting requests go first
    finally:
        token_cache.discard(digest)
    await _make_routers_on_demand(app)
    log.info(
        "warmed %d of %d lists in %.0f ms",
        answered,
        len(WARM_PATHS),
        (time.perf_counter() - started) * 1000,
    )
    return answered


async def _make_routers_on_demand(app: ASGIApp) -> None:
    """Make the routers no list above made (Settings.routes_on_demand), one a turn, so that no
    request pays for one later (the catalogue, the statistics)."""
    for route in getattr(getattr(app, "router", None), "routes", ()):
        if isinstance(route, RouteGroupOnDemand) and not route.made:
            _ = route.group
            await asyncio.sleep(0)


async def _get(app: ASGIApp, path: str, token: str) -> int:
    """GET ``path`` through ``app`` as an HTTP server would; the answer's status (body dropped)."""
    scope = {
        "type": "http",
        "asgi": {"version": "3.0"},
        "http_version": "1.1",
        "method": "GET",
        "scheme": "http",
        "path": path,
        "raw_path": path.encode("ascii"),
        "query_string": b"",
        "root_path": "",
        "headers": [(b"host", b"warm-up"), (b"authorization", f"Bearer {token}".encode())],
        "client": None,
        "server": None,
        "state": {},
    }
    status = 0

    async def receive() -> Message:
        return {"type": "http.request", "body": b"", "more_body": False}

    async def send(message: Message) -> None:
        nonlocal status
        if message["type"] == "http.response.start":
            status = int(message["status"])

    await app(scope, receive, send)
    return status
