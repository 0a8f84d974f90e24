"""What every request passes before it may cost the store anything (docs/api.md sections 2 and 3).

In this order, on the event loop, holding no database connection:

0. a head (request line and headers) over ``MAX_HEAD_BYTES``: 431 (one that is still arriving is
   refused by the connection itself, ``connections.py``);
1. credentials in the query string (they end up in logs and browser histories): 400;
2. an ``/api/v1`` request without a bearer token: 401 at once, before its body is read;
3. the body, read whole but never past ``MAX_BODY_BYTES`` (413 as soon as the declared length or
   the bytes received pass it) nor for longer than ``body_seconds`` (408): a client that stalls
   holds a coroutine, nothing else;
4. a repeated single-resource read answered from the read cache (``read_cache.py``); on a SQLite
   file in WAL mode, a read of the order list or of an order by a token the cache knows is read
   here, on the loop, on the driver's connection (``hot_reads.answer_on_loop``,
   ``driver_reads.py``): it never waits on a writer, and a hand-over to a worker and back would
   cost more than the read;
5. everything else runs on a database worker (``workers.py``) with the body already in hand, or
   is answered 503 when no worker frees up in time; there, a read of the order list or of an
   order is answered without FastAPI's routing when it can be (``hot_reads.py``). The token
   endpoint alone runs on the loop: it hands its database steps to the workers itself, so that
   no worker waits on a password hash. The answer is sent from the loop a chunk at a time, as
   the client reads it (``held_answers.py``).
"""

from __future__ import annotations

import asyncio
import logging
from typing import Final, NamedTuple
from urllib.parse import parse_qsl

from starlette.datastructures import Headers
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from storeadmin_gui.backend import hot_reads
from storeadmin_gui.backend.auth import TOKEN_PATH, missing_token, token_headers
from storeadmin_gui.backend.driver_reads import LoopReads
from storeadmin_gui.backend.error_handlers import error_response
from storeadmin_gui.backend.errors import ApiError, coded
from storeadmin_gui.backend.held_answers import HeldAnswer
from storeadmin_gui.backend.read_cache import ReadCache
from storeadmin_gui.backend.requests import MAX_BODY_BYTES, MAX_HEAD_BYTES
from storeadmin_gui.backend.storage_errors import answer_for
from storeadmin_gui.backend.workers import Workers

log = logging.getLogger("storeadmin_gui.backend")

PROTECTED_PREFIX: Final = "/api/v1/"
# Query parameters that carry secrets; a request naming one is refused, not served.
CREDENTIAL_PARAMETERS: Final = frozenset(
    {"access_token", "refresh_token", "password", "client_secret"}
)
_CREDENTIAL_HINTS: Final = tuple(name.encode() for name in CREDENTIAL_PARAMETERS)
CREDENTIALS_IN_QUERY: Final = "Credentials are not accepted in the query string."
HEAD_TOO_LARGE: Final = "Request header fields too large."


class _ClientGone(Exception):
    """The client disconnected before its body arrived: there is nobody to answer."""


def too_large() -> ApiError:
    return coded(413, "Request body too large.")


def too_slow() -> ApiError:
    return coded(408, "Request body not received in time.")


class _Head(NamedTuple):
    """What the gate reads of a request's head, found in one pass over its header lines."""

    size: int  # about its size as sent: its target and its header lines
    authorization: str
    content_length: str
    body_follows: bool  # whether the head announces a body (a length other than 0, or chunks)


def _read_head(scope: Scope) -> _Head:
    headers = scope["headers"]
    size = len(scope.get("raw_path", b"")) + len(scope.get("query_string", b"")) + 4 * len(headers)
    authorization = content_length = None
    chunked = False
    for name, value in headers:  # lower-case names (ASGI); the first of a repeated one counts
        size += len(name) + len(value)
        if name == b"authorization":
            authorization = value if authorization is None else authorization
        elif name == b"content-length":
            content_length = value if content_length is None else content_length
        elif name == b"transfer-encoding":
            chunked = True
    declared = "" if content_length is None else content_length.decode("latin-1")
    return _Head(
        size,
        "" if authorization is None else authorization.decode("latin-1"),
        declared,
        chunked or declared.strip() not in ("", "0"),
    )


def _credentials_in_query(scope: Scope) -> bool:
    query: bytes = scope.get("query_string", b"")
    if not query or not any(hint in query for hint in _CREDENTIAL_HINTS):
        return False
    names = {name for name, _ in parse_qsl(query.decode("latin-1"), keep_blank_values=True)}
    return not names.isdisjoint(CREDENTIAL_PARAMETERS)


def replay(body: bytes) -> Receive:
    """A ``receive`` that hands the app the body already read, then reports the end."""
    delivered = False

    async def receive() -> Message:
        nonlocal delivered
        if delivered:
            return {"type": "http.disconnect"}
        delivered = True
        return {"type": "http.request", "body": body, "more_body": False}

    return receive


class RequestGate:
    """ASGI middleware: the checks of the module docstring, then the app on a worker."""

    def __init__(
        self,
        app: ASGIApp,
        workers: Workers,
        body_seconds: float,
        read_cache: ReadCache | None = None,
        hot_reads: bool = False,
        loop_reads: LoopReads | None = None,
    ) -> None:
        self.app = app
        self.workers = workers
        self.body_seconds = body_seconds
        self.read_cache = read_cache
        self.hot_reads = hot_reads
        self.loop_reads = loop_reads

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        path: str = scope["path"]
        on_token_path = path == TOKEN_PATH
        try:
            head = _read_head(scope)
            if head.size > MAX_HEAD_BYTES:
                raise coded(431, HEAD_TOO_LARGE)
            if _credentials_in_query(scope):
                raise _refusal(on_token_path, CREDENTIALS_IN_QUERY)
            if path.startswith(PROTECTED_PREFIX):
                refused = missing_token(head.authorization)
                if refused is not None:
                    raise refused
            body = await self._body(head, receive)
        except ApiError as error:
            extra = token_headers() if on_token_path else {}
            await _answer(error, scope, send, extra)
            return
        except _ClientGone:
            return
        receive = replay(body)
        if on_token_path:
            await self.app(scope, receive, send)
        elif self.read_cache is not None:
            await self.read_cache.serve(self._served, scope, receive, send, head.authorization)
        else:
            await self._served(scope, receive, send)

    async def _served(self, scope: Scope, receive: Receive, send: Send) -> None:
        """A hot read on the loop where it can be (``hot_reads.answer_on_loop``), else the app's
        answer from a worker."""
        if self.loop_reads is not None:
            answer = HeldAnswer()  # sent as the client reads it, as a worker's answer is
            if await hot_reads.answer_on_loop(scope, receive, answer.keep, self.loop_reads):
                await answer.send_to(send)
                return
            answer.discard()
        await self._on_worker(scope, receive, send)

    async def _body(self, head: _Head, receive: Receive) -> bytes:
        declared = head.content_length
        if declared.isascii() and declared.isdigit() and int(declared) > MAX_BODY_BYTES:
            raise too_large()
        chunks: list[bytes] = []
        if not head.body_follows:
            # Nothing follows the head: the server has the whole request already and its one
            # message comes at once, without the timer a wait for a body needs (a few
            # microseconds, most of a cached read's time in this gate).
            message = await receive()
            if message["type"] == "http.disconnect":
                raise _ClientGone()
            chunk: bytes = message.get("body", b"")
            if not message.get("more_body", False) and len(chunk) <= MAX_BODY_BYTES:
                return chunk
            chunks.append(chunk)  # more than the head announced: read on, in time
        return await self._rest_of_body(receive, chunks)

    async def _rest_of_body(self, receive: Receive, chunks: list[bytes]) -> bytes:
        """The body, after ``chunks``: never past ``MAX_BODY_BYTES`` nor ``body_seconds``."""
        size = sum(len(chunk) for chunk in chunks)
        try:
            async with asyncio.timeout(self.body_seconds):
                while True:
                    if size > MAX_BODY_BYTES:
                        raise too_large()
                    message = await receive()
                    if message["type"] == "http.disconnect":
                        raise _ClientGone()
                    chunk: bytes = message.get("body", b"")
                    size += len(chunk)
                    chunks.append(chunk)
                    if size <= MAX_BODY_BYTES and not message.get("more_body", False):
                        return b"".join(chunks)
        except TimeoutError:
            raise too_slow() from None

    async def _on_worker(self, scope: Scope, receive: Receive, send: Send) -> None:
        """The app's answer, computed on a worker and sent from this loop as the client reads it
        (``held_answers.py``); a failure nobody answered is answered here (``storage_errors``)."""
        answer = HeldAnswer()

        async def serve() -> None:
            if self.hot_reads and await hot_reads.answer(scope, receive, answer.keep):
                return
            await self.app(scope, receive, answer.keep)

        try:
            await self.workers.run(serve)
        except ApiError as error:  # no worker free in time
            answer.discard()
            await _answer(error, scope, send)
            return
        except Exception as failure:
            if answer.start is None or not answer.complete:
                answer.discard()
                await _answer(answer_for(failure), scope, send)
                return
            # The app answered it already (its own 500, in the contract's shape); sent below.
            log.error("Request failed after its answer", exc_info=failure)
        await answer.send_to(send)


def _refusal(on_token_path: bool, description: str) -> ApiError:
    if on_token_path:
        return ApiError(400, {"error": "invalid_request", "error_description": description})
    return coded(400, description)


async def _answer(
    error: ApiError, scope: Scope, send: Send, extra: dict[str, str] | None = None
) -> None:
    response = error_response(error, Headers(scope=scope).get("accept-language"), extra)
    await response(scope, replay(b""), send)
