"""Safe retries: ``Idempotency-Key`` on every write (docs/api.md section 12; the IETF draft "The
Idempotency-Key HTTP Header Field").

A POST, PUT, PATCH or DELETE under /api/v1 may carry a key (1 to 255 visible ASCII characters).
The first request with a key, per user, is carried out and its answer kept for 24 hours; the same
key with the same method, path and body gets that answer again, with ``Idempotent-Replayed:
true``, and changes nothing; the same key with another request is 422; while the first still
runs, 409. The answers are rows of the store (``IdempotencyKey``), so they survive a restart and
every server process on the same database sees them.

How a request goes (``IdempotencyKeys``, on the database worker that runs it):

1. its token is checked as the routes check it (a request refused 401 or 403 is answered by the
   routes, as without a key); the key is *claimed* in a short transaction of its own (a row in
   state ``running``; the unique index on user and key decides between simultaneous claims);
2. the request runs; the transaction that commits its writes also marks the claim ``applied``
   (``mark_applied``, a hook on the request's session), so the writes and that mark are one;
3. its answer is kept (state ``done``) in another short transaction. An answer of 5xx from a
   request that wrote nothing gives the key back: a retry runs again.

A claim still ``running`` a minute later belongs to a request that never wrote (it would be
``applied``): a process that stopped. It is taken over. A claim ``applied`` without its answer
(the process stopped between the two commits) is never run again: 409 until it expires.
"""

from __future__ import annotations

import hashlib
import logging
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any, Final

from sqlalchemy import Engine, bindparam, delete, event, insert, select, update
from sqlalchemy.engine.interfaces import DBAPICursor, ExecutionContext
from sqlalchemy.exc import IntegrityError, SQLAlchemyError
from sqlalchemy.orm import Session, SessionTransaction, sessionmaker
from starlette.datastructures import Headers
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from storeadmin_gui.backend.auth import TokenCache, authenticate
from storeadmin_gui.backend.db import REQUEST_CLAIM, Base
from storeadmin_gui.backend.error_handlers import error_response
from storeadmin_gui.backend.errors import ApiError, coded
from storeadmin_gui.backend.gate import replay
from storeadmin_gui.backend.held_answers import send_body
from storeadmin_gui.backend.models.accounts import IdempotencyKey

log = logging.getLogger("storeadmin_gui.backend")

HEADER: Final = "idempotency-key"
REPLAYED: Final = (b"idempotent-replayed", b"true")
KEPT_FOR: Final = timedelta(hours=24)
# How often a process removes the answers kept past ``KEPT_FOR`` (with a claim, not on its own).
SWEPT_EVERY: Final = timedelta(minutes=1)
# A claim still running after this never wrote anything: its process stopped.
ABANDONED_AFTER: Final = timedelta(minutes=1)
WRITE_METHODS: Final = frozenset({"POST", "PUT", "PATCH", "DELETE"})
PROTECTED_PREFIX: Final = "/api/v1/"
RUNNING: Final = "running"
APPLIED: Final = "applied"
DONE: Final = "done"

INVALID_KEY: Final = "The Idempotency-Key header must be 1 to 255 visible ASCII characters."
OTHER_REQUEST: Final = "This Idempotency-Key was used for another request."
IN_PROGRESS: Final = "A request with this Idempotency-Key is in progress."
_WROTE: Final = "storeadmin_wrote"  # on a connection's info: this transaction wrote
_WRITES: Final = ("INSERT", "UPDATE", "DELETE")


def _now() -> datetime:
    return datetime.now(UTC)


def valid_key(value: str) -> bool:
    return 1 <= len(value) <= 255 and all("!" <= character <= "~" for character in value)


def fingerprint(scope: Scope, body: bytes) -> str:
    """What makes two requests the same request: method, path (and query) and body."""
    digest = hashlib.sha256()
    for part in (scope["method"].encode(), scope["path"].encode(), scope.get("query_string", b"")):
        digest.update(part)
        digest.update(b"\0")
    digest.update(body)
    return digest.hexdigest()


@dataclass
class Claim:
    """A key this request holds (the row ``row_id``); ``applied`` once its writes commit."""

    row_id: int
    applied: bool = False


@dataclass
class _Kept:
    """An answer kept earlier, to send again."""

    status: int
    headers: list[tuple[bytes, bytes]] = field(default_factory=list)
    body: bytes = b""


# The statements of a key, built once: every keyed write runs them.
_KEYED: Final = Base.metadata.tables[IdempotencyKey.__tablename__]
_FOUND: Final = select(
    _KEYED.c.id,
    _KEYED.c.fingerprint,
    _KEYED.c.state,
    _KEYED.c.created_at,
    _KEYED.c.claimed_at,
    _KEYED.c.status,
    _KEYED.c.headers,
    _KEYED.c.body,
).where(_KEYED.c.user_id == bindparam("user_id"), _KEYED.c.key == bindparam("key"))
_CLAIM: Final = insert(_KEYED)
_BY_ID: Final = _KEYED.c.id == bindparam("row_id")
_EXPIRED: Final = delete(_KEYED).where(_BY_ID)
_TAKE_OVER: Final = (
    update(_KEYED)
    .where(_BY_ID, _KEYED.c.state == RUNNING, _KEYED.c.claimed_at == bindparam("claimed"))
    .values(claimed_at=bindparam("now"))
)
_APPLIED: Final = update(_KEYED).where(_BY_ID).values(state=APPLIED)
_KEEP: Final = update(_KEYED).where(_BY_ID)
_GIVE_BACK: Final = delete(_KEYED).where(_BY_ID, _KEYED.c.state == RUNNING)
_SWEEP: Final = delete(_KEYED).where(_KEYED.c.created_at < bindparam("before"))


def _claim(
    session: Session, user_id: int, key: str, print_: str, now: datetime
) -> Claim | _Kept | ApiError:
    """Claims the key for this request, or what to answer instead (a kept answer, 409, 422).

    A row kept longer than ``KEPT_FOR`` is gone for this request even before the sweep
    (``_sweep``) removes it: the key is claimed anew."""
    connection = session.connection()
    found = connection.execute(_FOUND, {"user_id": user_id, "key": key}).first()
    if found is not None and found.created_at < now - KEPT_FOR:
        connection.execute(_EXPIRED, {"row_id": found.id})
        found = None
    if found is None:
        row = {"user_id": user_id, "key": key, "fingerprint": print_, "state": RUNNING}
        claimed = connection.execute(_CLAIM, {**row, "created_at": now, "claimed_at": now})
        assert claimed.inserted_primary_key is not None  # a row of one integer key
        return Claim(claimed.inserted_primary_key[0])
    if found.fingerprint != print_:
        return coded(422, OTHER_REQUEST)
    if found.state == DONE:
        headers = [
            (name.encode("latin-1"), value.encode("latin-1")) for name, value in found.headers or []
        ]
        return _Kept(found.status or 200, headers, found.body or b"")
    if found.state == RUNNING and found.claimed_at < now - ABANDONED_AFTER:
        taken = connection.execute(
            _TAKE_OVER, {"row_id": found.id, "claimed": found.claimed_at, "now": now}
        )
        if taken.rowcount == 1:
            return Claim(found.id)
    return coded(409, IN_PROGRESS)


def _sweep(session: Session, now: datetime) -> None:
    """Removes every user's answers kept longer than ``KEPT_FOR``."""
    session.connection().execute(_SWEEP, {"before": now - KEPT_FOR})


def _keep(
    session: Session, claim: Claim, status: int, headers: list[tuple[bytes, bytes]], body: bytes
) -> None:
    kept = [[name.decode("latin-1"), value.decode("latin-1")] for name, value in headers]
    session.connection().execute(
        _KEEP,
        {"row_id": claim.row_id, "state": DONE, "status": status, "headers": kept, "body": body},
    )


def _give_back(session: Session, claim: Claim) -> None:
    session.connection().execute(_GIVE_BACK, {"row_id": claim.row_id})


class IdempotencyKeys:
    """ASGI middleware: the module docstring's steps, for every write under /api/v1."""

    def __init__(
        self, app: ASGIApp, factory: sessionmaker[Session], token_cache: TokenCache
    ) -> None:
        self.app = app
        self.factory = factory
        self.token_cache = token_cache
        self._swept_at: datetime | None = None  # when this process last swept (``_sweep``)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if (
            scope["type"] != "http"
            or scope["method"] not in WRITE_METHODS
            or not scope["path"].startswith(PROTECTED_PREFIX)
        ):
            await self.app(scope, receive, send)
            return
        headers = Headers(scope=scope)
        key = headers.get(HEADER)
        if key is None:
            await self.app(scope, receive, send)
            return
        body = await _whole_body(receive)
        replayed = replay(body)
        outcome = self._begin(scope, headers.get("authorization", ""), key, body)
        if outcome is None:  # not signed in as anyone: the routes answer that
            await self.app(scope, replayed, send)
        elif isinstance(outcome, ApiError):
            answer = error_response(outcome, headers.get("accept-language"))
            await answer(scope, replayed, send)
        elif isinstance(outcome, _Kept):
            await send(
                {
                    "type": "http.response.start",
                    "status": outcome.status,
                    "headers": [*outcome.headers, REPLAYED],
                }
            )
            await send_body(send, outcome.body)
        else:
            await self._carry_out(outcome, scope, replayed, send)

    def _begin(
        self, scope: Scope, authorization: str, key: str, body: bytes
    ) -> Claim | _Kept | ApiError | None:
        with self.factory() as session:
            try:
                user_id = authenticate(session, self.token_cache, authorization).id
            except ApiError:
                return None
            if not valid_key(key):
                return coded(400, INVALID_KEY)
            print_ = fingerprint(scope, body)
            now = _now()
            if self._swept_at is None or self._swept_at < now - SWEPT_EVERY:
                _sweep(session, now)  # in the claim's transaction: no commit of its own
                self._swept_at = now
            try:
                outcome = _claim(session, user_id, key, print_, now)
                session.commit()
            except IntegrityError:  # claimed at the same moment by another request
                session.rollback()
                outcome = _claim(session, user_id, key, print_, _now())
                session.commit()
            return outcome

    async def _carry_out(self, claim: Claim, scope: Scope, receive: Receive, send: Send) -> None:
        """Runs the request holding ``claim``, then keeps its answer (or gives the key back)."""
        scope.setdefault("state", {})[REQUEST_CLAIM] = claim
        start: Message | None = None
        body = bytearray()

        async def recording(message: Message) -> None:
            nonlocal start
            if message["type"] == "http.response.start":
                start = message
            elif message["type"] == "http.response.body":
                body.extend(message.get("body", b""))
            await send(message)

        try:
            await self.app(scope, receive, recording)
        finally:
            status = 500 if start is None else int(start["status"])
            headers = [] if start is None else list(start.get("headers", []))
            self._settle(claim, status, headers, bytes(body))

    def _settle(
        self, claim: Claim, status: int, headers: list[tuple[bytes, bytes]], body: bytes
    ) -> None:
        try:
            with self.factory() as session:
                if status >= 500 and not claim.applied:
                    _give_back(session, claim)
                else:
                    _keep(session, claim, status, headers, body)
                session.commit()
        except SQLAlchemyError as error:  # no room, or busy: a retry finds the claim as it was
            log.warning("Idempotency-Key answer not kept: %s", type(error).__name__)


async def _whole_body(receive: Receive) -> bytes:
    """The request's body (the request gate has read it whole already)."""
    chunks = []
    while True:
        message = await receive()
        if message["type"] != "http.request":
            break
        chunks.append(message.get("body", b""))
        if not message.get("more_body", False):
            break
    return b"".join(chunks)


# ---- step 2: the claim marked applied in the transaction of the request's writes ----------------


def _note_write(
    connection: Any,
    _cursor: DBAPICursor,
    statement: str,
    _parameters: Any,
    _context: ExecutionContext | None,
    _executemany: bool,
) -> None:
    if statement.startswith(_WRITES):  # SQLAlchemy's and ours start with the verb, upper case
        connection.info[_WROTE] = True


def _forget_writes(session: Session, _transaction: SessionTransaction, connection: Any) -> None:
    connection.info.pop(_WROTE, None)


def _mark_applied(session: Session) -> None:
    """Before a request's commit: if this transaction wrote, its claim is applied with it."""
    claim: Claim | None = session.info.get(REQUEST_CLAIM)
    if claim is None or claim.applied or not session.in_transaction():
        return
    if not session.connection().info.pop(_WROTE, False):
        return
    session.connection().execute(_APPLIED, {"row_id": claim.row_id})
    claim.applied = True


def watch_writes(engine: Engine, factory: sessionmaker[Session]) -> None:
    """Lets the sessions of ``factory`` mark their request's claim applied as they commit."""
    event.listen(engine, "before_cursor_execute", _note_write)
    event.listen(factory, "after_begin", _forget_writes)
    event.listen(factory, "before_commit", _mark_applied)
