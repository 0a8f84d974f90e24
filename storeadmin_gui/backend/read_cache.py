"""Answers to single-resource reads and order and cart list pages, sent again while the database
has not changed since.

Why: a GET of one order, cart, variant, user or customer is what editors reopen and clients poll,
and a page of the order or cart list is what the lists show and page through again; rendering one
(routing, dependencies, several queries, one encode) dwarfs sending it. A list page's answer
depends on its path and query (``_links`` repeat the query) and the stored data alone, like a
single record's. SQLite counts the commits of every other connection to a file
(``PRAGMA data_version``, a few microseconds on a connection of our own), those of other server
processes included, so an answer rendered at count V is exactly what the route would answer again
while the count still reads V.

The bearer token is checked as the route checks it (the token cache: valid, not expired, and its
roles permit the read); anything
else (no cached token, another method or path, an answer other than 200) goes through the app as
before. Only SQLite files have such a counter: in-memory SQLite and other databases are served by
the routes alone.
"""

from __future__ import annotations

import re
from collections import OrderedDict
from typing import Final, NamedTuple

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from storeadmin_gui.backend.auth import TokenCache, principal_of_cached_token
from storeadmin_gui.backend.data_version import DataVersionWatch
from storeadmin_gui.backend.held_answers import CHUNK_BYTES, send_body
from storeadmin_gui.backend.permissions import needed

# The single-resource reads and the order and cart lists; their answers depend on the path, the
# query and the stored data alone.
CACHEABLE_PATH: Final = re.compile(
    r"/api/v1/(?:orders|carts)/?"
    r"|/api/v1/(?:orders|carts|users|customers)/[^/]+/?"
    r"|/api/v1/products/[^/]+/variants/[^/]+/?"
)
LARGEST_BODY: Final = 1024 * 1024  # a list page of 100 orders fits


class _Answer(NamedTuple):
    """A kept answer, with what a hit needs made once, when it is kept, rather than per hit."""

    version: int  # the data version it was rendered at
    start: Message  # its ``http.response.start``
    body: bytes
    body_message: Message | None  # the whole body as one message, when it is sent as one
    permission: str | None  # what a token must permit to read it (``permissions.needed``)


def _answer(version: int, start: Message, body: bytes, path: str) -> _Answer:
    whole = None
    if len(body) <= CHUNK_BYTES:
        whole = {"type": "http.response.body", "body": body, "more_body": False}
    return _Answer(version, start, body, whole, needed("GET", path))


class ReadCache:
    """Cached answers of ``CACHEABLE_PATH`` reads of one app (see the module docstring)."""

    def __init__(self, database_file: str, budget_bytes: int) -> None:
        self.hits = 0
        self.budget_bytes = budget_bytes  # bodies kept, at most (see ``Settings``)
        self._answers: OrderedDict[tuple[str, bytes], _Answer] = OrderedDict()  # least recent first
        self._bytes = 0
        self._watch = DataVersionWatch(database_file)

    @property
    def kept_bytes(self) -> int:
        """The bodies kept now, in bytes (at most ``budget_bytes``)."""
        return self._bytes

    async def serve(
        self, app: ASGIApp, scope: Scope, receive: Receive, send: Send, authorization: str
    ) -> None:
        """The cached answer when it is current and the bearer token in ``authorization`` (the
        request's header) may read it, else ``app``'s answer (kept for next time)."""
        path: str = scope["path"]
        if scope["method"] != "GET" or not CACHEABLE_PATH.fullmatch(path):
            await app(scope, receive, send)
            return
        version = self._watch.current()
        key = (path, scope["query_string"])
        answer = self._answers.get(key)
        if (
            answer is not None
            and answer.version == version
            and self._authorized(scope, authorization, answer.permission)
        ):
            self.hits += 1
            self._answers.move_to_end(key)
            await send(answer.start)
            if answer.body_message is not None:
                await send(answer.body_message)
            else:
                await send_body(send, answer.body)
            return
        await app(scope, receive, self._recorder(key, version, send))

    def clear(self) -> None:
        """Forgets every kept answer (what a new process starts with)."""
        self._answers.clear()
        self._bytes = 0

    def close(self) -> None:
        self._watch.close()

    def _authorized(self, scope: Scope, authorization: str, permission: str | None) -> bool:
        """Whether the token is one the route would accept for this read (``current_user``)."""
        cache: TokenCache = scope["app"].state.token_cache  # the app's, as current_user reads it
        principal = principal_of_cached_token(cache, authorization)
        if principal is None:
            return False
        # The permission the path needs, found when the answer was kept; the full check only
        # when the token lacks it (one's own user record, say).
        return (
            permission is None
            or permission in principal.permissions
            or principal.may("GET", scope["path"])
        )

    def _recorder(self, key: tuple[str, bytes], version: int, send: Send) -> Send:
        """``send``, keeping a whole 200 answer for ``key`` as rendered at ``version``."""
        start: list[Message] = []
        # The body's pieces as sent, not copied: most answers are one piece, kept as it is.
        pieces: list[bytes] = []
        size = 0

        async def record(message: Message) -> None:
            nonlocal size
            if message["type"] == "http.response.start":
                start.append(message)
            elif message["type"] == "http.response.body" and start[0]["status"] == 200:
                if size <= LARGEST_BODY:  # past it, the answer is not kept: stop holding
                    piece = bytes(message.get("body", b""))  # no copy of a bytes piece
                    pieces.append(piece)
                    size += len(piece)
                if not message.get("more_body", False) and size <= LARGEST_BODY:
                    body = pieces[0] if len(pieces) == 1 else b"".join(pieces)
                    self._keep(key, _answer(version, start[0], body, key[0]))
            await send(message)

        return record

    def _keep(self, key: tuple[str, bytes], answer: _Answer) -> None:
        """Store ``answer``, dropping the least recently used ones beyond the budget."""
        replaced = self._answers.pop(key, None)
        if replaced is not None:
            self._bytes -= len(replaced.body)
        self._answers[key] = answer
        self._bytes += len(answer.body)
        while self._bytes > self.budget_bytes:
            _key, dropped = self._answers.popitem(last=False)
            self._bytes -= len(dropped.body)
