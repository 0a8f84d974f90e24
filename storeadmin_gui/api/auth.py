"""Credentials: a static bearer token, or the OAuth2 password grant with automatic refresh; on a
server that signs in with a JSON Web Token instead (``JwtSession``), the same username and password.

Secrets (client secret, password, tokens) are kept out of ``repr`` and never logged, so printing a
credentials object or a client, or turning on debug logging, reveals none of them.
"""

from __future__ import annotations

import asyncio
import base64
import binascii
import json
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from .errors import InvalidResponse, NotFound, Unauthorized
from .words import tr

__all__ = [
    "AuthSession",
    "Credentials",
    "IssuedTokens",
    "JwtSession",
    "PasswordAuth",
    "TokenAuth",
    "TokenRequester",
]


class TokenRequester(Protocol):
    """Sends a sign-in request (a form, or a JSON body) to a token endpoint path, never retried,
    and returns the decoded JSON object (raises ApiError)."""

    async def __call__(
        self,
        path: str,
        form: dict[str, str] | None = None,
        *,
        json: Mapping[str, str] | None = None,
    ) -> dict[str, Any]: ...


# A token is renewed this many seconds (at most a tenth of its lifetime) before it expires.
EXPIRY_MARGIN = 30.0


class AuthSession(Protocol):
    """What the client asks of its credentials, whichever kind they are."""

    async def sign_in(self) -> None: ...

    async def authorization(self) -> str | None:
        """The ``Authorization`` header value for the next request."""
        ...

    async def recover(self, rejected: str | None) -> bool:
        """After a 401 to a request sent with ``rejected``: True if a retry may now succeed."""
        ...


class Credentials(Protocol):
    """What ``StoreClient(auth=...)`` accepts: ``PasswordAuth``, ``TokenAuth``, or your own."""

    @property
    def username(self) -> str | None: ...

    def session(self, request_token: TokenRequester) -> AuthSession:
        """The live state (tokens) of these credentials on one client."""
        ...


@dataclass(frozen=True)
class TokenAuth:
    """A bearer token obtained elsewhere; ``username`` only labels the connection in the GUI."""

    token: str = field(repr=False)
    username: str | None = None

    def session(self, request_token: TokenRequester) -> AuthSession:
        return _StaticToken(f"Bearer {self.token}")  # i18n: not shown, a header


@dataclass(frozen=True)
class IssuedTokens:
    """A token pair the server issued without a token request from this client: the app's demo
    store mints its first session and hands it over privately, so signing in costs no request.
    ``expires_in``: the access token's lifetime in seconds, counted from when it was handed over."""

    access_token: str = field(repr=False)
    refresh_token: str = field(repr=False)
    expires_in: float


@dataclass(frozen=True)
class PasswordAuth:
    """OAuth2 password grant (docs/api.md section 2): client id and secret, username, password.

    ``refresh_token``: one kept from an earlier sign-in; ``sign_in()`` then renews it (cheap)
    before it would send the password (which the server hashes at a deliberately high cost), and
    sends the password when the server refuses it (expired, used, or the user's sessions ended).
    ``on_refresh_token`` is told every refresh token the server hands out (each renewal makes the
    previous one useless), and ``""`` when the one held was refused, so a copy kept elsewhere can
    follow. ``issued``: a session already open (``IssuedTokens``); ``sign_in()`` then sends
    nothing, and the session renews like any other (its refresh token, then the password).
    """

    client_id: str
    client_secret: str = field(repr=False)
    username: str
    password: str = field(repr=False)
    token_path: str = "/api/oauth/v2/token"
    refresh_token: str = field(default="", repr=False)
    on_refresh_token: Callable[[str], None] | None = field(default=None, repr=False, compare=False)
    issued: IssuedTokens | None = field(default=None, repr=False, compare=False)

    def session(self, request_token: TokenRequester) -> AuthSession:
        return _OAuthSession(self, request_token)


class _StaticToken:
    def __init__(self, header: str) -> None:
        self._header = header

    def __repr__(self) -> str:
        return "<static bearer token>"

    async def sign_in(self) -> None:
        """Nothing to fetch: the token is checked by the first request that uses it."""

    async def authorization(self) -> str | None:
        return self._header

    async def recover(self, rejected: str | None) -> bool:
        return False  # a static token cannot be renewed


class _OAuthSession:
    """Holds the current token pair; fetches it on first use and renews it when it expires.

    One lock serialises token requests, so ten requests that meet an expired token cause one
    refresh, and the nine others retry with its result.
    """

    def __init__(
        self,
        credentials: PasswordAuth,
        request_token: TokenRequester,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self._credentials = credentials
        self._request_token = request_token
        self._clock = clock
        self._lock = asyncio.Lock()
        self._access_token: str | None = None
        self._refresh_token: str | None = credentials.refresh_token or None
        self._expires_at: float | None = None
        # The server refused these credentials' password: they are not sent again.
        self._refused: Unauthorized | None = None
        if credentials.issued is not None:
            self._hold(credentials.issued.access_token, credentials.issued.refresh_token)
            self._expire_in(credentials.issued.expires_in)

    def __repr__(self) -> str:  # i18n: not shown, a repr for the log
        state = "signed in" if self._access_token else "not signed in"  # i18n: not shown, a repr
        return f"<OAuth2 session for {self._credentials.username!r}, {state}>"

    async def sign_in(self) -> None:
        async with self._lock:
            if self._access_token is not None and not self._expired():
                return  # issued without a request (``IssuedTokens``): checked by its first use
            await self._refresh_or_password_grant()

    async def authorization(self) -> str | None:
        async with self._lock:
            if self._access_token is None:
                await self._refresh_or_password_grant()
            elif self._expired():
                await self._refresh_grant()
            return self._header()

    async def recover(self, rejected: str | None) -> bool:
        async with self._lock:
            if self._access_token is not None and self._header() != rejected:
                return True  # another request renewed the token meanwhile
            if self._refresh_token is None:
                return False
            await self._refresh_grant()
            return True

    def _header(self) -> str:
        return f"Bearer {self._access_token}"  # i18n: not shown, a header

    def _expired(self) -> bool:
        return self._expires_at is not None and self._clock() >= self._expires_at

    async def _refresh_or_password_grant(self) -> None:
        """The kept refresh token if there is one, else (or when refused) the password."""
        if self._refresh_token is not None:
            try:
                await self._grant(self._refresh_form(self._refresh_token))
                return
            except Unauthorized:
                self._forget()  # expired, used, or the user's sessions ended
        await self._password_grant()

    async def _password_grant(self) -> None:
        """Sign in by the password, once: refused, it is refused again without asking, so the
        requests under way when the user's sessions ended (a password changed elsewhere) do
        not each try it and spend the server's limit on failed sign-ins before the user has
        typed the new one (new credentials are a new session)."""
        if self._refused is not None:
            raise self._refused
        credentials = self._credentials
        try:
            await self._grant(
                {
                    "grant_type": "password",
                    "client_id": credentials.client_id,
                    "client_secret": credentials.client_secret,
                    "username": credentials.username,
                    "password": credentials.password,
                }
            )
        except Unauthorized as error:
            self._refused = error
            raise

    async def _refresh_grant(self) -> None:
        """Renew an expired session: the refresh token, and the password when it is refused.

        A refused refresh token may only have been used by another copy of the app signed in
        with the same kept token; every way of ending the user's sessions (a password change,
        disabling, deleting) refuses the password too, so only then is the user asked.
        """
        try:
            await self._refresh_or_password_grant()
        except Unauthorized as error:
            self._forget()
            raise _not_renewed(error) from error

    def _refresh_form(self, refresh_token: str) -> dict[str, str]:
        return {
            "grant_type": "refresh_token",
            "client_id": self._credentials.client_id,
            "client_secret": self._credentials.client_secret,
            "refresh_token": refresh_token,
        }

    async def _grant(self, form: dict[str, str]) -> None:
        answer = await self._request_token(self._credentials.token_path, form)
        access_token = answer.get("access_token")
        if not isinstance(access_token, str) or not access_token:
            self._forget()
            raise InvalidResponse(
                tr("api.auth", "The server's sign-in answer has no access token.")
            )
        refresh_token = answer.get("refresh_token")
        expires_in = answer.get("expires_in")
        self._hold(access_token, refresh_token if isinstance(refresh_token, str) else None)
        if isinstance(expires_in, int | float) and not isinstance(expires_in, bool):
            self._expire_in(float(expires_in))
        self._tell_refresh_token()

    def _hold(self, access_token: str, refresh_token: str | None) -> None:
        self._access_token = access_token
        self._refresh_token = refresh_token
        self._expires_at = None

    def _expire_in(self, lifetime: float) -> None:
        """Renew ``lifetime`` seconds from now, less the margin."""
        self._expires_at = self._clock() + lifetime - min(EXPIRY_MARGIN, lifetime / 10)

    def _forget(self) -> None:
        had_refresh_token = self._refresh_token is not None
        self._access_token = self._refresh_token = self._expires_at = None
        if had_refresh_token:
            self._tell_refresh_token()

    def _tell_refresh_token(self) -> None:
        if self._credentials.on_refresh_token is not None:
            self._credentials.on_refresh_token(self._refresh_token or "")


class JwtSession:
    """A JSON Web Token asked of a sign-in endpoint with the e-mail (or username) and password
    as JSON (``{"email": ..., "password": ...}``, answered ``{"token": ...}``), as Sylius's
    admin API (API Platform) signs in. Such a server hands out no refresh token: when the token
    is about to expire (its ``exp`` claim, read but never verified: the server checks it), or a
    request is refused with a 401, the session signs in again with the password it holds, so a
    staffer's work goes on without asking. ``paths``: the endpoints tried in turn, the next one
    when a path is not served (404). ``clock``: seconds, for the token's lifetime.
    """

    def __init__(
        self,
        credentials: PasswordAuth,
        request_token: TokenRequester,
        paths: Sequence[str],
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self._credentials = credentials
        self._request_token = request_token
        self._paths = list(paths)
        self._clock = clock
        self._lock = asyncio.Lock()
        self._token: str | None = None
        self._expires_at: float | None = None
        self._refused: Unauthorized | None = None  # as ``_OAuthSession``'s: not sent again

    def __repr__(self) -> str:  # i18n: not shown, a repr for the log
        state = "signed in" if self._token else "not signed in"  # i18n: not shown, a repr
        return f"<JWT session for {self._credentials.username!r}, {state}>"

    async def sign_in(self) -> None:
        async with self._lock:
            if self._token is None or self._expired():
                await self._grant()

    async def authorization(self) -> str | None:
        async with self._lock:
            if self._token is None or self._expired():
                await self._grant()
            return self._header()

    async def recover(self, rejected: str | None) -> bool:
        async with self._lock:
            if self._token is not None and self._header() != rejected:
                return True  # another request signed in again meanwhile
            try:
                await self._grant()
            except Unauthorized as error:
                raise _not_renewed(error) from error
            return True

    def _header(self) -> str:
        return f"Bearer {self._token}"  # i18n: not shown, a header

    def _expired(self) -> bool:
        return self._expires_at is not None and self._clock() >= self._expires_at

    async def _grant(self) -> None:
        self._token = self._expires_at = None
        if self._refused is not None:
            raise self._refused
        body = {"email": self._credentials.username, "password": self._credentials.password}
        for index, path in enumerate(self._paths):
            try:
                answer = await self._request_token(path, json=body)
                break
            except NotFound:
                if index == len(self._paths) - 1:
                    raise
            except Unauthorized as error:
                self._refused = error
                raise
        token = answer.get("token")
        if not isinstance(token, str) or not token:
            raise InvalidResponse(tr("api.auth", "The server's sign-in answer has no token."))
        self._token = token
        lifetime = _lifetime(token)
        if lifetime is not None:  # counted on this computer's clock: the server's may differ
            self._expires_at = self._clock() + lifetime - min(EXPIRY_MARGIN, lifetime / 10)


def _not_renewed(refused: Unauthorized) -> Unauthorized:
    """What a session that could not be renewed says, whichever way it signs in."""
    return Unauthorized(
        tr(
            "api.auth",
            "Your session has expired and could not be renewed (the server said: "
            "{message}). Please sign in again.",
        ).format(message=refused.message),
        status=refused.status,
        response=refused.response,
    )


def _lifetime(token: str) -> float | None:
    """How long a JSON Web Token lasts (``exp`` less ``iat``), None when it does not say."""
    parts = token.split(".")
    if len(parts) != 3:
        return None
    try:
        claims = json.loads(base64.urlsafe_b64decode(parts[1] + "=" * (-len(parts[1]) % 4)))
    except (ValueError, binascii.Error):
        return None
    if not isinstance(claims, dict):
        return None
    issued, expires = claims.get("iat"), claims.get("exp")
    numbers = [value for value in (issued, expires) if isinstance(value, int | float)]
    if len(numbers) != 2 or any(isinstance(value, bool) for value in numbers):
        return None
    lifetime = float(numbers[1]) - float(numbers[0])
    return lifetime if lifetime > 0 else None
