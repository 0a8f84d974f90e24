"""A network between a client and the real in-process backend that fails the two ways a real one
does, at the moment each happens:

- :meth:`FlakyNetwork.refuse`: the request never leaves (``httpx.ConnectError`` before anything
  reaches the app): nothing was done, so sending it again is safe;
- :meth:`FlakyNetwork.lose_answer`: the request reaches the app, which carries it out to the end
  (the write is committed), and then the answer is lost on the way back
  (``httpx.ReadError`` or ``httpx.RemoteProtocolError`` instead of the response): the client
  cannot know whether anything was done.

Each failure happens once, for the first request its predicate selects; a lost answer may run a
coroutine in between (a colleague's change made while the answer is on its way). Every write that
reached the app is recorded as ``(method, path, body)``.
"""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

import httpx

__all__ = ["FlakyNetwork", "is_capability_probe", "request_is"]

Selector = Callable[[httpx.Request], bool]


def is_capability_probe(request: httpx.Request) -> bool:
    """A request of ``StoreClient.extensions()`` (docs/api.md sections 11 and 15: steps, history
    and notes of order 0, the first row of the catalogue, statistics without a channel, the
    orders list sorted by checkout time, customer 0's profile, an empty search), which a view
    asks once, of the question whether the server honours Idempotency-Key (docs/api.md section
    12: a cart 0 deleted twice with one probe key), or of the server's recognition at sign-in
    (an anonymous GET of a collection without its slash): it changes nothing, and is none of the
    view's own requests."""
    path, params = request.url.path, request.url.params
    if path == "/api/v1/carts/0" and request.method == "DELETE":
        key: str = request.headers.get("idempotency-key", "")
        return key.startswith("storeadmin-probe-")
    if path == "/api/v1/channels" and "authorization" not in request.headers:
        return True
    if path.startswith(("/api/v1/orders/0/", "/api/v1/customers/0/")):
        return True
    if path == "/api/v1/search":
        query: str | None = params.get("q")
        return query == ""
    if path == "/api/v1/orders/":
        return "sorting[checkout_completed_at]" in params and params.get("limit") == "1"
    if path == "/api/v1/product-variants/":
        return params.get("limit") == "1" and len(params) == 2
    return path == "/api/v1/statistics/" and not params


def request_is(method: str, path_part: str) -> Selector:
    """Selects requests of ``method`` whose path contains ``path_part``, the capability probes
    left out (``PUT /orders/0/shipments/0/ship`` asks whether shipping is served: a test losing
    the answer of "/ship" means the staffer's step, whenever the question is asked)."""
    return lambda request: (
        request.method == method
        and path_part in request.url.path
        and not is_capability_probe(request)
    )


@dataclass
class _Failure:
    when: Selector
    kind: type[httpx.TransportError]
    after_sending: bool
    meanwhile: Callable[[], Awaitable[object]] | None = None


class FlakyNetwork(httpx.AsyncBaseTransport):
    """The real app (``httpx.ASGITransport``) behind a network that fails as it is told."""

    def __init__(self, app: Any) -> None:
        self._app = httpx.ASGITransport(app=app)
        self._failures: list[_Failure] = []
        self.refused: list[str] = []  # "POST /api/v1/..." of requests that never left
        self.lost: list[str] = []  # ... of requests carried out whose answer was lost
        self.writes: list[tuple[str, str, Any]] = []

    def refuse(self, when: Selector) -> None:
        """The next request ``when`` selects fails to connect: it never reaches the app."""
        self._failures.append(_Failure(when, httpx.ConnectError, after_sending=False))

    def lose_answer(
        self,
        when: Selector,
        kind: type[httpx.TransportError] = httpx.ReadError,
        *,
        meanwhile: Callable[[], Awaitable[object]] | None = None,
    ) -> None:
        """The next request ``when`` selects is carried out by the app, then its answer is lost
        (``kind``: ``httpx.ReadError`` or ``httpx.RemoteProtocolError``); ``meanwhile`` runs
        after the app has answered and before the client hears of the loss."""
        self._failures.append(_Failure(when, kind, after_sending=True, meanwhile=meanwhile))

    @property
    def armed(self) -> bool:
        """A failure is still waiting for its request."""
        return bool(self._failures)

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        failure = next((f for f in self._failures if f.when(request)), None)
        name = f"{request.method} {request.url.path}"
        if failure is not None:
            self._failures.remove(failure)
        if failure is not None and not failure.after_sending:
            self.refused.append(name)
            raise httpx.ConnectError("[Errno 111] Connection refused", request=request)
        if (
            request.url.path.startswith("/api/v1/")
            and request.method != "GET"
            and not is_capability_probe(request)
        ):
            body = json.loads(request.content) if request.content else None
            self.writes.append((request.method, request.url.path, body))
        response = await self._app.handle_async_request(request)
        await response.aread()  # the app has answered in full: its work is committed
        if failure is not None:
            await response.aclose()
            self.lost.append(name)
            if failure.meanwhile is not None:
                await failure.meanwhile()
            raise failure.kind("Server disconnected without sending a response.", request=request)
        return response

    async def aclose(self) -> None:
        await self._app.aclose()
