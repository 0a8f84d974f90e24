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
import sqlite3
from collections import OrderedDict
from threading import Lock
from typing import Final

from sqlalchemy import Engine
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from storeadmin_gui.backend.auth import TokenCache, principal_of_cached_token
from storeadmin_gui.backend.held_answers import send_body

# The single-resource reads and the order and cart lists; their answers depend on the path, the
# query and the stored data alone.
CACHEABLE_PATH: Final = re.compile(
    r"/api/v1/(?:orders|carts)/?"
    r"|/api/v1/(?:orders|carts|users|customers)/[^/]+/?"
    r"|/api/v1/products/[^/]+/variants/[^/]+/?"
)
LARGEST_BODY: Final = 1024 * 1024  # a list page of 100 orders fits

_Answer = tuple[int, Message, bytes]  # (data version, response start message, body)


def sqlite_file(engine: Engine) -> str | None:
    """The database file behind ``engine``, or None when it is not a SQLite file."""
    url = engine.url
    if url.get_backend_name() != "sqlite" or url.query.get("uri"):
        return None
    if url.database in (None, "", ":memory:"):
        return None
    return url.database


class DataVersionWatch:
    """The data version of one SQLite file: a number that changes with every commit to it, by any
    connection of any process (``PRAGMA data_version`` on a connection of its own that never
    writes). What was read from the file while it stayed the same number is still what the
    file holds. Safe to read from several threads."""

    def __init__(self, database_file: str) -> None:
        self._database_file = database_file
        self._connection: sqlite3.Connection | None = None
        self._lock = Lock()

    def current(self) -> int:
        with self._lock:
            if self._connection is None:
                # Autocommit and never written to: every read sees the latest commit of the
                # others.
                self._connection = sqlite3.connect(
                    self._database_file, isolation_level=None, check_same_thread=False
                )
            (version,) = self._connection.execute("PRAGMA data_version").fetchone()
        return int(version)

    def close(self) -> None:
        with self._lock:
            if self._connection is not None:
                self._connection.close()
                self._connection = None


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

    async def serve(self, app: ASGIApp, scope: Scope, receive: Receive, send: Send) -> None:
        """The cached answer when it is current, else ``app``'s answer (kept for next time)."""
        if (
            scope["type"] != "http"
            or scope["method"] != "GET"
            or not CACHEABLE_PATH.fullmatch(scope["path"])
        ):
            await app(scope, receive, send)
            return
        version = self._watch.current()
        key = (scope["path"], scope["query_string"])
        answer = self._answers.get(key)
        if answer is not None and answer[0] == version and self._authorized(scope):
            self.hits += 1
            self._answers.move_to_end(key)
            await send(answer[1])
            await send_body(send, answer[2])
            return
        await app(scope, receive, self._recorder(key, version, send))

    def clear(self) -> None:
        """Forgets every kept answer (what a new process starts with)."""
        self._answers.clear()
        self._bytes = 0

    def close(self) -> None:
        self._watch.close()

    def _authorized(self, scope: Scope) -> bool:
        header = b""
        for name, value in scope["headers"]:
            if name == b"authorization":
                header = value
                break
        cache: TokenCache = scope["app"].state.token_cache  # the app's, as current_user reads it
        principal = principal_of_cached_token(cache, header.decode("latin-1"))
        return principal is not None and principal.may("GET", scope["path"])

    def _recorder(self, key: tuple[str, bytes], version: int, send: Send) -> Send:
        """``send``, keeping a whole 200 answer for ``key`` as rendered at ``version``."""
        start: list[Message] = []
        body = bytearray()

        async def record(message: Message) -> None:
            if message["type"] == "http.response.start":
                start.append(message)
            elif message["type"] == "http.response.body" and start[0]["status"] == 200:
                if len(body) <= LARGEST_BODY:  # past it, the answer is not kept: stop copying
                    body.extend(message.get("body", b""))
                if not message.get("more_body", False) and len(body) <= LARGEST_BODY:
                    self._keep(key, (version, start[0], bytes(body)))
            await send(message)

        return record

    def _keep(self, key: tuple[str, bytes], answer: _Answer) -> None:
        """Store ``answer``, dropping the least recently used ones beyond the budget."""
        replaced = self._answers.pop(key, None)
        if replaced is not None:
            self._bytes -= len(replaced[2])
        self._answers[key] = answer
        self._bytes += len(answer[2])
        while self._bytes > self.budget_bytes:
            _key, dropped = self._answers.popitem(last=False)
            self._bytes -= len(dropped[2])
