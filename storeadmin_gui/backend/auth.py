"""OAuth2 password grant (``POST /api/oauth/v2/token``) and ``CurrentUser`` for every /api/v1 route.

Answers follow docs/api.md section 2 (FOSOAuthServerBundle's texts). The token endpoint runs on the
event loop (the request gate sends it no worker): its database steps go to the workers one by one
and the password check to the hashing threads between them, so no connection and no worker waits
on a hash. A sign-in attempt counts against the limits before its password is checked
(``sign_in_limits.py``). Tokens come in families: a sign-in starts one, each refresh continues it,
and a refresh token presented a second time (stolen, or replayed) ends the whole family.
"""

from __future__ import annotations

import base64
import binascii
import hmac
import threading
import time
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from datetime import datetime
from typing import Annotated, Any, Final
from urllib.parse import parse_qsl

from fastapi import APIRouter, Depends, Request
from fastapi.responses import JSONResponse
from sqlalchemy import bindparam, event, select, update
from sqlalchemy.orm import ORMExecuteState, Session, sessionmaker

from storeadmin_gui.backend.errors import ApiError, coded, oauth_error_responses
from storeadmin_gui.backend.formats import as_utc, utcnow
from storeadmin_gui.backend.models.accounts import AccessToken, OAuthClient, RefreshToken, User
from storeadmin_gui.backend.passwords import PasswordWork, new_token, token_digest
from storeadmin_gui.backend.permissions import forbidden, permissions_of, permitted
from storeadmin_gui.backend.request_session import SessionDep
from storeadmin_gui.backend.requests import parse_json_object
from storeadmin_gui.backend.settings import Settings
from storeadmin_gui.backend.sign_in_limits import SignInLimits, TooManyAttempts
from storeadmin_gui.backend.token_store import API_ROLE, end_family, store_tokens
from storeadmin_gui.backend.workers import Workers

TOKEN_PATH: Final = "/api/oauth/v2/token"
BEARER_CHALLENGE = (
    'Bearer realm="Service", error="access_denied", '
    'error_description="OAuth2 authentication required"'
)

router = APIRouter(tags=["oauth"])


def token_headers() -> dict[str, str]:
    """Headers of every token answer: tokens and errors alike are never cached (RFC 6749 5.1)."""
    return {"Cache-Control": "no-store", "Pragma": "no-cache"}


def _oauth_error(
    error: str, description: str, status: int = 400, headers: dict[str, str] | None = None
) -> ApiError:
    body = {"error": error, "error_description": description}
    return ApiError(status, body, {**token_headers(), **(headers or {})})


INVALID_CREDENTIALS: Final = "Invalid username and password combination"


def _token_failure(error: str, description: str) -> ApiError:
    headers = None
    if error == "access_denied":
        headers = {"WWW-Authenticate": BEARER_CHALLENGE}
    return ApiError(401, {"error": error, "error_description": description}, headers)


def find_user_by_login(session: Session, login: str) -> User | None:
    """A live user by username or e-mail (case-insensitive)."""
    canonical = login.strip().lower()
    return session.scalars(
        select(User)
        .where(
            User.deleted_at.is_(None),
            (User.username_canonical == canonical) | (User.email_canonical == canonical),
        )
        .order_by(User.id)
        .limit(1)
    ).first()


_WATCHED: Final = frozenset({User.__tablename__, AccessToken.__tablename__})


@dataclass(frozen=True)
class Principal:
    """Who holds the bearer token of a request (what routes need to know of the caller): the
    user's id and what its roles permit (``permissions.py``)."""

    id: int
    permissions: frozenset[str] = frozenset()

    def may(self, method: str, path: str) -> bool:
        return permitted(self.permissions, self.id, method, path)


@dataclass(frozen=True)
class _Validated:
    principal: Principal
    expires_at: datetime
    checked_at: float
    revalidated: bool = True  # False: a token of this process alone, that no database holds
    data_version: int | None = None  # the store's data version read before the check, if any
    # ``expires_at`` as seconds since the epoch: every request asks, and reading the clock as a
    # number costs a tenth of making an aware datetime of it.
    expires_epoch: float = field(init=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "expires_epoch", self.expires_at.timestamp())

    def expired(self) -> bool:
        """Whether ``expires_at`` has come, to the whole second like ``utcnow()``."""
        return self.expires_epoch <= int(time.time())


class TokenCache:
    """Access tokens recently found valid, by digest, so a request costs no token query.

    Any change to a user in this process (flush of a user row: disabled, deleted, roles, password)
    clears it, at flush and again at commit; entries are also checked again after
    ``REVALIDATE_SECONDS``, so a token that another server process on the same database ends (a
    password change, a disabled or deleted user, new roles) is refused here within a second too
    (docs/api.md section 12). On a SQLite file (``follow``) an entry stays good past that while
    the file's data version is the one read before the entry was checked: nothing was committed
    since, by any process, so nothing about the token can have changed.
    """

    CAPACITY: Final = 1024
    REVALIDATE_SECONDS: Final = 0.5

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self._entries: OrderedDict[str, _Validated] = OrderedDict()
        self._clock = clock
        self._lock = threading.Lock()  # the loop and the database workers share it
        self._data_version: Callable[[], int] | None = None

    def follow(self, data_version: Callable[[], int]) -> None:
        """Trust entries past ``REVALIDATE_SECONDS`` while ``data_version()`` stays as it was."""
        self._data_version = data_version

    def data_version(self) -> int | None:
        """The store's data version now (read it BEFORE checking a token), if it has one."""
        return None if self._data_version is None else self._data_version()

    def get(self, digest: str) -> _Validated | None:
        with self._lock:
            entry = self._entries.get(digest)
            if entry is None:
                return None
            now = self._clock()
            if entry.revalidated and now - entry.checked_at > self.REVALIDATE_SECONDS:
                unchanged = entry.data_version is not None and entry.data_version == (
                    self.data_version()
                )
                if not unchanged:
                    del self._entries[digest]
                    return None
                entry = replace(entry, checked_at=now)
                self._entries[digest] = entry
            return entry

    def put(
        self,
        digest: str,
        principal: Principal,
        expires_at: datetime,
        *,
        stored: bool = True,
        data_version: int | None = None,
    ) -> None:
        """``stored`` False: a token this process made for itself (it is in no database to be
        checked again); it stays until it expires or is discarded. ``data_version``: the
        store's, read before the token was checked."""
        with self._lock:
            self._entries[digest] = _Validated(
                principal, expires_at, self._clock(), stored, data_version
            )
            self._entries.move_to_end(digest)
            while len(self._entries) > self.CAPACITY:
                self._entries.popitem(last=False)

    def __len__(self) -> int:
        return len(self._entries)

    def discard(self, digest: str) -> None:
        with self._lock:
            self._entries.pop(digest, None)

    def clear(self) -> None:
        with self._lock:
            self._entries.clear()

    def watch(self, factory: sessionmaker[Session]) -> None:
        """Clears the cache whenever a session of ``factory`` writes users or access tokens."""

        def changed(session: Session) -> None:
            session.info["users_changed"] = True
            self.clear()

        def after_flush(session: Session, _context: Any) -> None:
            if any(isinstance(item, User) for item in (*session.dirty, *session.deleted)):
                changed(session)

        def do_orm_execute(state: ORMExecuteState) -> None:
            # UPDATE and DELETE statements (not through objects) on the tables tokens rely on.
            table = getattr(state.statement, "table", None)
            if (state.is_update or state.is_delete) and getattr(table, "name", "") in _WATCHED:
                changed(state.session)

        def after_commit(session: Session) -> None:
            # Again at commit: a request may have cached the old state between flush and commit.
            if session.info.pop("users_changed", False):
                self.clear()

        event.listen(factory, "after_flush", after_flush)
        event.listen(factory, "do_orm_execute", do_orm_execute)
        event.listen(factory, "after_commit", after_commit)


def _bearer_token(authorization: str) -> str | None:
    """The bearer token of an Authorization header (None without one)."""
    scheme, _, token = authorization.partition(" ")
    token = token.strip()
    if scheme.lower() != "bearer" or not token:
        return None
    return token


def bearer_digest(authorization: str) -> str | None:
    """The stored form of the bearer token in an Authorization header (None without one)."""
    token = _bearer_token(authorization)
    return None if token is None else token_digest(token)


def principal_of_cached_token(cache: TokenCache, authorization: str) -> Principal | None:
    """Who holds the header's token, when the cache knows it valid and unexpired (no query)."""
    digest = bearer_digest(authorization)
    cached = cache.get(digest) if digest is not None else None
    if cached is None or cached.expired():
        return None
    return cached.principal


def missing_token(authorization: str) -> ApiError | None:
    """The 401 for a request without a bearer token, or None when it has one (checked later)."""
    if _bearer_token(authorization) is None:
        return _token_failure("access_denied", "OAuth2 authentication required")
    return None


def authenticate(session: Session, cache: TokenCache, authorization: str) -> Principal:
    """The user holding the header's bearer token; the 401 for a missing, unknown or expired
    token or a disabled user, the 403 for a user without API access."""
    digest = bearer_digest(authorization)
    if digest is None:
        raise _token_failure("access_denied", "OAuth2 authentication required")
    cached = cache.get(digest)
    if cached is not None:
        if cached.expired():
            raise _token_failure("invalid_grant", "The access token provided has expired.")
        return cached.principal
    data_version = cache.data_version()  # before the check: a commit after it moves it
    # Core, on the connection: the same statement serves the order reads on the driver
    # (``driver_reads.DriverReader`` stands for the session there).
    access = session.connection().execute(_TOKEN_HOLDER, {"digest": digest}).first()
    if access is None:
        raise _token_failure("invalid_grant", "The access token provided is invalid.")
    expires_at = as_utc(access.expires_at)
    if expires_at <= utcnow():
        raise _token_failure("invalid_grant", "The access token provided has expired.")
    if access.deleted_at is not None or not access.enabled or access.locked:
        raise ApiError(
            401, {"error": "access_denied", "error_description": "User account is disabled."}
        )
    if API_ROLE not in (access.roles or []):
        raise coded(403, "Access Denied.")
    principal = Principal(access.user_id, permissions_of(access.roles or []))
    cache.put(digest, principal, expires_at, data_version=data_version)
    return principal


# The token's expiry and what of its user decides whether it may be used.
_TOKEN_HOLDER: Final = (
    select(
        AccessToken.expires_at,
        User.id.label("user_id"),
        User.deleted_at,
        User.enabled,
        User.locked,
        User.roles,
    )
    .join(User, User.id == AccessToken.user_id)
    .where(AccessToken.token_hash == bindparam("digest"))
    .limit(1)
)


async def current_user(request: Request, session: SessionDep) -> Principal:
    """The user holding the bearer token (``authenticate``), if its roles permit the request
    (else 403, docs/api.md section 12)."""
    cache: TokenCache = request.app.state.token_cache
    principal = authenticate(session, cache, request.headers.get("authorization", ""))
    if not principal.may(request.method, request.url.path):
        raise forbidden()
    return principal


CurrentUser = Annotated[Principal, Depends(current_user)]
# On every /api/v1 router: the token is checked before any path, query or body (docs/api.md 3).
AUTHENTICATED: Final = Depends(current_user)


def _token_params(raw: bytes) -> dict[str, str]:
    """Parameters from a JSON or form-encoded body, whatever the Content-Type says.

    Never from the query string: the request gate refuses credentials there. Values that are
    not strings (or not valid Unicode) count as absent.
    """
    text = raw.decode("utf-8", "replace").strip()
    params: dict[str, Any] = {}
    if text.startswith("{"):
        try:
            params = parse_json_object(raw)
        except ApiError:
            params = {}
    elif text:
        params = dict(parse_qsl(text, keep_blank_values=True))
    return {key: value for key, value in params.items() if isinstance(value, str)}


def _basic_credentials(request: Request) -> tuple[str, str] | None:
    scheme, _, encoded = request.headers.get("authorization", "").partition(" ")
    if scheme.lower() != "basic":
        return None
    try:
        decoded = base64.b64decode(encoded.strip(), validate=True).decode("utf-8")
    except (binascii.Error, UnicodeDecodeError):
        return None
    client_id, _, secret = decoded.partition(":")
    return client_id, secret


def check_client(session: Session, client_id: str, secret: str, grant_type: str) -> OAuthClient:
    """The API client, if its secret matches and it may use ``grant_type``; else the 400 to send."""
    client = session.scalars(select(OAuthClient).where(OAuthClient.client_id == client_id)).first()
    if client is None or not hmac.compare_digest(client.secret_hash, token_digest(secret)):
        raise _oauth_error("invalid_client", "The client credentials are invalid")
    if grant_type not in (client.allowed_grant_types or []):
        raise _oauth_error(
            "unauthorized_client", "The grant type is unauthorized for this client_id"
        )
    return client


def may_sign_in(user: User | None) -> bool:
    """A live account, enabled and not locked (its password or refresh token checked apart)."""
    return user is not None and user.deleted_at is None and user.enabled and not user.locked


def _issue_tokens(
    session: Session, settings: Settings, client_id: int, user_id: int, family: str
) -> dict[str, Any]:
    access, refresh = new_token(), new_token()
    store_tokens(session, settings, client_id, user_id, family, (access, refresh))
    return {
        "access_token": access,
        "expires_in": settings.access_token_ttl,
        "token_type": "bearer",
        "scope": None,
        "refresh_token": refresh,
    }


@dataclass(frozen=True)
class _SignInCandidate:
    """What the password check needs, read in one short transaction."""

    client_id: int
    user_id: int | None
    password_hash: str | None


async def _decoy_hash(app_state: Any, work: PasswordWork) -> str:
    """A hash of a random password, made once per app, to check unknown users against."""
    decoy: str | None = getattr(app_state, "decoy_password_hash", None)
    if decoy is None:
        decoy, _salt = await work.hash(new_token())
        app_state.decoy_password_hash = decoy
    return decoy


class _TokenEndpoint:
    """One token request: its steps, each database step a short unit of work on a worker."""

    def __init__(self, request: Request) -> None:
        state = request.app.state
        self.settings: Settings = state.settings
        self.factory: sessionmaker[Session] = state.sessionmaker
        self.workers: Workers = state.workers
        self.password_work: PasswordWork = state.password_work
        self.limits: SignInLimits = state.sign_in_limits
        self.state = state
        self.address = request.client.host if request.client else ""

    def _in_transaction(self, work: Callable[[Session], Any]) -> Callable[[], Any]:
        def unit() -> Any:
            with self.factory() as session:
                result = work(session)
                session.commit()
                return result

        return unit

    async def password_grant(self, client: tuple[str, str], username: str, password: str) -> Any:
        key = username.strip().lower()
        try:
            async with self.limits.attempt(key, self.address) as attempt:
                try:
                    return await self._check_and_issue(client, username, password)
                except ApiError as error:
                    if error.status == 400 and error.body.get("error") == "invalid_grant":
                        attempt.failed()
                    raise
        except TooManyAttempts as refused:
            raise _oauth_error(
                "too_many_attempts",
                f"Too many failed sign-ins. Try again in {refused.seconds} seconds.",
                status=429,
                headers={"Retry-After": str(refused.seconds)},
            ) from None

    async def _check_and_issue(self, client: tuple[str, str], username: str, password: str) -> Any:
        """The password check and, when it holds, a new token pair; ``invalid_grant`` if not."""

        def find(session: Session) -> _SignInCandidate:
            found = check_client(session, *client, "password")
            user = find_user_by_login(session, username)
            if user is None:
                return _SignInCandidate(found.id, None, None)
            return _SignInCandidate(found.id, user.id, user.password)

        candidate: _SignInCandidate = await self.workers.call(self._in_transaction(find))
        # An unknown user costs one hash check too, so timing does not tell who has an account.
        encoded = candidate.password_hash or await _decoy_hash(self.state, self.password_work)
        verified = await self.password_work.verify(encoded, password)
        if candidate.user_id is None or not verified:
            raise _oauth_error("invalid_grant", INVALID_CREDENTIALS)
        rehashed = None
        if self.password_work.hasher.check_needs_rehash(encoded):
            # Hashed at another argon2id cost than this store's (its settings changed, or the
            # app's demo store made it cheap): hash again now that the password is at hand.
            rehashed = await self.password_work.hash(password)

        def issue(session: Session) -> dict[str, Any]:
            user = session.get(User, candidate.user_id)
            # The password checked must still be the user's: not changed since, nor disabled.
            if user is None or not may_sign_in(user) or user.password != encoded:
                raise _oauth_error("invalid_grant", INVALID_CREDENTIALS)
            if rehashed is not None:
                user.password, user.salt = rehashed
            user.last_login = utcnow()
            return _issue_tokens(session, self.settings, candidate.client_id, user.id, new_token())

        return await self.workers.call(self._in_transaction(issue))

    async def refresh_grant(self, client: tuple[str, str], presented: str) -> Any:
        def rotate(session: Session) -> dict[str, Any]:
            found = check_client(session, *client, "refresh_token")
            stored = session.scalars(
                select(RefreshToken).where(
                    RefreshToken.token_hash == token_digest(presented),
                    RefreshToken.client_id == found.id,
                )
            ).first()
            if stored is None:
                raise _oauth_error("invalid_grant", "Invalid refresh token")
            # Used once already: whoever holds it may not be its owner. End the whole family.
            claimed = session.execute(
                update(RefreshToken)
                .where(RefreshToken.id == stored.id, RefreshToken.used_at.is_(None))
                .values(used_at=utcnow())
                .execution_options(synchronize_session=False)
            )
            if getattr(claimed, "rowcount", 0) != 1:
                end_family(session, stored.user_id, stored.family)
                session.commit()
                raise _oauth_error("invalid_grant", "Invalid refresh token")
            if as_utc(stored.expires_at) <= utcnow():
                raise _oauth_error("invalid_grant", "Refresh token has expired")
            if not may_sign_in(stored.user):
                raise _oauth_error("invalid_grant", "Invalid refresh token")
            family = stored.family or new_token()
            return _issue_tokens(session, self.settings, found.id, stored.user_id, family)

        return await self.workers.call(self._in_transaction(rotate))


@router.post(
    TOKEN_PATH,
    operation_id="obtain_token",
    responses=oauth_error_responses(400, 429),
    openapi_extra={
        "requestBody": {
            "required": True,
            "content": {
                "application/json": {
                    "schema": {
                        "type": "object",
                        "properties": {
                            "client_id": {"type": "string"},
                            "client_secret": {"type": "string"},
                            "grant_type": {"type": "string"},
                            "username": {"type": "string"},
                            "password": {"type": "string"},
                            "refresh_token": {"type": "string"},
                        },
                    }
                }
            },
        }
    },
)
async def obtain_token(request: Request) -> JSONResponse:
    """Password grant and refresh-token grant; a refresh token works once (rotation)."""
    params = _token_params(await request.body())
    grant_type = params.get("grant_type", "")
    if grant_type not in ("password", "refresh_token"):
        raise _oauth_error("invalid_request", "Invalid grant_type parameter or parameter missing")
    client = _basic_credentials(request) or (
        params.get("client_id", ""),
        params.get("client_secret", ""),
    )
    if not client[0]:
        raise _oauth_error("invalid_client", "Client id was not found in the headers or body")
    endpoint = _TokenEndpoint(request)
    if grant_type == "password":
        username, password = params.get("username", ""), params.get("password", "")
        if not username or not password:
            raise _oauth_error(
                "invalid_request", 'Missing parameters. "username" and "password" required'
            )
        tokens = await endpoint.password_grant(client, username, password)
    else:
        presented = params.get("refresh_token", "")
        if not presented:
            raise _oauth_error("invalid_request", 'No "refresh_token" parameter found')
        tokens = await endpoint.refresh_grant(client, presented)
    return JSONResponse(tokens, headers=token_headers())
