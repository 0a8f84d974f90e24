"""OAuth2 password grant (``POST /api/oauth/v2/token``) and ``CurrentUser`` for every /api/v1 route.

Answers follow docs/api.md section 2 (FOSOAuthServerBundle's texts).
"""

from __future__ import annotations

import base64
import binascii
import hmac
import json
import time
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Annotated, Any, Final
from urllib.parse import parse_qsl

import anyio.to_thread
from argon2 import PasswordHasher
from fastapi import APIRouter, Depends, Request
from fastapi.responses import JSONResponse
from sqlalchemy import delete, event, select
from sqlalchemy.orm import ORMExecuteState, Session, sessionmaker

from storeadmin_gui.backend.db import SessionDep
from storeadmin_gui.backend.errors import ApiError, coded, oauth_error_responses
from storeadmin_gui.backend.formats import as_utc, utcnow
from storeadmin_gui.backend.models.accounts import AccessToken, OAuthClient, RefreshToken, User
from storeadmin_gui.backend.passwords import hash_password, new_token, token_digest, verify_password
from storeadmin_gui.backend.settings import Settings

API_ROLE = "ROLE_API_ACCESS"
BEARER_CHALLENGE = (
    'Bearer realm="Service", error="access_denied", '
    'error_description="OAuth2 authentication required"'
)

router = APIRouter(tags=["oauth"])


def _oauth_error(error: str, description: str, status: int = 400) -> ApiError:
    return ApiError(status, {"error": error, "error_description": description})


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
    """Who holds the bearer token of a request (what routes need to know of the caller)."""

    id: int


@dataclass(frozen=True)
class _Validated:
    principal: Principal
    expires_at: datetime
    checked_at: float


class TokenCache:
    """Access tokens recently found valid, by digest, so a request costs no token query.

    Any change to a user in this process (flush of a user row: disabled, deleted, roles, password)
    clears it, at flush and again at commit; entries also expire after ``REVALIDATE_SECONDS`` so
    changes made by another server process on the same database take effect soon too.
    """

    CAPACITY: Final = 1024
    REVALIDATE_SECONDS: Final = 5.0

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self._entries: OrderedDict[str, _Validated] = OrderedDict()
        self._clock = clock

    def get(self, digest: str) -> _Validated | None:
        entry = self._entries.get(digest)
        if entry is None:
            return None
        if self._clock() - entry.checked_at > self.REVALIDATE_SECONDS:
            del self._entries[digest]
            return None
        return entry

    def put(self, digest: str, principal: Principal, expires_at: datetime) -> None:
        self._entries[digest] = _Validated(principal, expires_at, self._clock())
        self._entries.move_to_end(digest)
        while len(self._entries) > self.CAPACITY:
            self._entries.popitem(last=False)

    def __len__(self) -> int:
        return len(self._entries)

    def discard(self, digest: str) -> None:
        self._entries.pop(digest, None)

    def clear(self) -> None:
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


def bearer_digest(authorization: str) -> str | None:
    """The stored form of the bearer token in an Authorization header (None without one)."""
    scheme, _, token = authorization.partition(" ")
    token = token.strip()
    if scheme.lower() != "bearer" or not token:
        return None
    return token_digest(token)


def principal_of_cached_token(cache: TokenCache, authorization: str) -> Principal | None:
    """Who holds the header's token, when the cache knows it valid and unexpired (no query)."""
    digest = bearer_digest(authorization)
    cached = cache.get(digest) if digest is not None else None
    if cached is None or cached.expires_at <= utcnow():
        return None
    return cached.principal


def revoke_tokens(session: Session, user_id: int) -> None:
    """Ends every session of the user: access and refresh tokens alike."""
    for table in (AccessToken, RefreshToken):
        session.execute(delete(table).where(table.user_id == user_id))


async def current_user(request: Request, session: SessionDep) -> Principal:
    """The user holding the bearer token; 401 without a valid token, 403 without API access."""
    digest = bearer_digest(request.headers.get("authorization", ""))
    if digest is None:
        raise _token_failure("access_denied", "OAuth2 authentication required")
    cache: TokenCache = request.app.state.token_cache
    cached = cache.get(digest)
    if cached is not None:
        if cached.expires_at <= utcnow():
            raise _token_failure("invalid_grant", "The access token provided has expired.")
        return cached.principal
    access = session.scalars(select(AccessToken).where(AccessToken.token_hash == digest)).first()
    if access is None:
        raise _token_failure("invalid_grant", "The access token provided is invalid.")
    expires_at = as_utc(access.expires_at)
    if expires_at <= utcnow():
        raise _token_failure("invalid_grant", "The access token provided has expired.")
    user = access.user
    if user.deleted_at is not None or not user.enabled or user.locked:
        raise ApiError(
            401, {"error": "access_denied", "error_description": "User account is disabled."}
        )
    if API_ROLE not in (user.roles or []):
        raise coded(403, "Access Denied.")
    principal = Principal(user.id)
    cache.put(digest, principal, expires_at)
    return principal


CurrentUser = Annotated[Principal, Depends(current_user)]


async def _token_request(request: Request) -> dict[str, str]:
    """Parameters from a JSON or form-encoded body (whatever the Content-Type), then the query."""
    raw = await request.body()
    params: dict[str, Any] = {}
    text = raw.decode("utf-8", "replace").strip()
    if text.startswith("{"):
        try:
            loaded = json.loads(text)
        except (ValueError, RecursionError):
            loaded = None
        if isinstance(loaded, dict):
            params = loaded
    elif text:
        params = dict(parse_qsl(text, keep_blank_values=True))
    for key, value in request.query_params.items():
        params.setdefault(key, value)
    return {key: value for key, value in params.items() if isinstance(value, str)}


def _decoy_hash(request: Request) -> str:
    """A hash of a random password, made once per app, to check unknown users against."""
    decoy: str | None = getattr(request.app.state, "decoy_password_hash", None)
    if decoy is None:
        hasher: PasswordHasher = request.app.state.password_hasher
        decoy = hasher.hash(new_token())
        request.app.state.decoy_password_hash = decoy
    return decoy


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


def _issue_tokens(
    session: Session, settings: Settings, client: OAuthClient, user: User
) -> dict[str, Any]:
    now = utcnow()
    access, refresh = new_token(), new_token()
    session.add(
        AccessToken(
            token_hash=token_digest(access),
            client_id=client.id,
            user_id=user.id,
            expires_at=now + timedelta(seconds=settings.access_token_ttl),
        )
    )
    session.add(
        RefreshToken(
            token_hash=token_digest(refresh),
            client_id=client.id,
            user_id=user.id,
            expires_at=now + timedelta(seconds=settings.refresh_token_ttl),
        )
    )
    # Expired tokens of this user are of no further use; keep the tables small.
    for table in (AccessToken, RefreshToken):
        session.execute(delete(table).where(table.user_id == user.id, table.expires_at < now))
    return {
        "access_token": access,
        "expires_in": settings.access_token_ttl,
        "token_type": "bearer",
        "scope": None,
        "refresh_token": refresh,
    }


@router.post(
    "/api/oauth/v2/token",
    operation_id="obtain_token",
    responses=oauth_error_responses(400),
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
async def obtain_token(request: Request, session: SessionDep) -> JSONResponse:
    """Password grant and refresh-token grant; a refresh token works once (rotation)."""
    settings: Settings = request.app.state.settings
    hasher: PasswordHasher = request.app.state.password_hasher
    params = await _token_request(request)
    grant_type = params.get("grant_type", "")
    if grant_type not in ("password", "refresh_token"):
        raise _oauth_error("invalid_request", "Invalid grant_type parameter or parameter missing")
    basic = _basic_credentials(request)
    client_id, client_secret = basic or (
        params.get("client_id", ""),
        params.get("client_secret", ""),
    )
    if not client_id:
        raise _oauth_error("invalid_client", "Client id was not found in the headers or body")
    client = session.scalars(select(OAuthClient).where(OAuthClient.client_id == client_id)).first()
    if client is None or not hmac.compare_digest(client.secret_hash, token_digest(client_secret)):
        raise _oauth_error("invalid_client", "The client credentials are invalid")
    if grant_type not in (client.allowed_grant_types or []):
        raise _oauth_error(
            "unauthorized_client", "The grant type is unauthorized for this client_id"
        )

    if grant_type == "password":
        username, password = params.get("username", ""), params.get("password", "")
        if not username or not password:
            raise _oauth_error(
                "invalid_request", 'Missing parameters. "username" and "password" required'
            )
        user = find_user_by_login(session, username)
        # An unknown user costs one hash check too, so timing does not tell who has an account.
        encoded = user.password if user is not None else _decoy_hash(request)
        verified = await anyio.to_thread.run_sync(verify_password, hasher, encoded, password)
        if user is None or not verified or not user.enabled or user.locked:
            raise _oauth_error("invalid_grant", "Invalid username and password combination")
        if hasher.check_needs_rehash(user.password):
            # Hashed at another argon2id cost than this store's (its settings changed, or the
            # app's demo store made it cheap): hash again now that the password is at hand.
            user.password, user.salt = await anyio.to_thread.run_sync(
                hash_password, hasher, password
            )
        user.last_login = utcnow()
        return JSONResponse(_issue_tokens(session, settings, client, user))

    presented = params.get("refresh_token", "")
    if not presented:
        raise _oauth_error("invalid_request", 'No "refresh_token" parameter found')
    stored = session.scalars(
        select(RefreshToken).where(
            RefreshToken.token_hash == token_digest(presented),
            RefreshToken.client_id == client.id,
        )
    ).first()
    if stored is None:
        raise _oauth_error("invalid_grant", "Invalid refresh token")
    if as_utc(stored.expires_at) <= utcnow():
        raise _oauth_error("invalid_grant", "Refresh token has expired")
    user = stored.user
    if user.deleted_at is not None or not user.enabled or user.locked:
        raise _oauth_error("invalid_grant", "Invalid refresh token")
    # Rotation: the used refresh token is gone; a second use finds nothing.
    deleted = session.execute(delete(RefreshToken).where(RefreshToken.id == stored.id))
    if getattr(deleted, "rowcount", 1) != 1:
        raise _oauth_error("invalid_grant", "Invalid refresh token")
    return JSONResponse(_issue_tokens(session, settings, client, user))
