"""A scripted server for ``httpx.MockTransport``: failures a real backend cannot be made to show.

Each route answers from a queue of responses (the last one repeats), and every request is recorded,
so a test can say "503, then 503, then 200" and check what the client sent each time.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import httpx

from storeadmin_gui.api import RetryPolicy, StoreClient, TokenAuth
from storeadmin_gui.api.auth import PasswordAuth

Answer = httpx.Response | Exception | Callable[[httpx.Request], httpx.Response]

BASE_URL = "https://shop.example"


def page_of(
    items: list[dict[str, Any]],
    *,
    page: int = 1,
    limit: int = 10,
    pages: int = 1,
    total: int | None = None,
) -> dict[str, Any]:
    """A pagination envelope as docs/api.md section 4 describes it."""
    return {
        "page": page,
        "limit": limit,
        "pages": pages,
        "total": len(items) if total is None else total,
        "_links": {"self": {"href": f"/api/v1/x/?page={page}&limit={limit}"}},
        "_embedded": {"items": items},
    }


class ScriptedServer:
    def __init__(self) -> None:
        self.routes: dict[tuple[str, str], list[Answer]] = {}
        self.requests: list[httpx.Request] = []

    def on(self, method: str, path: str, *answers: Answer) -> None:
        self.routes[(method, path)] = list(answers)

    def __call__(self, request: httpx.Request) -> httpx.Response:
        self.requests.append(request)
        answers = self.routes.get((request.method, request.url.path))
        if not answers:
            return httpx.Response(404, json={"code": 404, "message": "No route found"})
        answer = answers.pop(0) if len(answers) > 1 else answers[0]
        if isinstance(answer, Exception):
            raise answer
        if callable(answer):
            return answer(request)
        return answer

    def sent(self, method: str, path: str) -> list[httpx.Request]:
        return [r for r in self.requests if r.method == method and r.url.path == path]

    def body(self, request: httpx.Request) -> Any:
        return json.loads(request.content)


class RecordedSleep:
    """Stands in for ``asyncio.sleep`` in the retry policy: records the waits, waits for nothing."""

    def __init__(self) -> None:
        self.delays: list[float] = []

    async def __call__(self, seconds: float) -> None:
        self.delays.append(seconds)


def scripted_client(
    server: ScriptedServer,
    *,
    auth: PasswordAuth | TokenAuth | None = None,
    sleep: RecordedSleep | None = None,
    timeout: float = 10.0,
) -> StoreClient:
    policy = RetryPolicy(sleep=sleep or RecordedSleep(), jitter=lambda: 0.5)
    return StoreClient(
        BASE_URL,
        auth=auth if auth is not None else TokenAuth("static-token"),
        transport=httpx.MockTransport(server),
        timeout=timeout,
        retry=policy,
        recognise_server=False,  # a scripted reference server: its requests are the test's
    )
