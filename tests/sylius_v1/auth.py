"""OAuth2 as FOSOAuthServerBundle and friendsofsymfony/oauth2-php serve it to the v1 admin API.

``POST`` (or ``GET``) ``/api/oauth/v2/token``: the password grant and the refresh-token grant for
a client allowed them; each success issues a new access token (1 hour) and a new refresh token
(14 days) and deletes the refresh token it was given. Errors are ``{"error": ...,
"error_description": ...}`` with 400. Every ``/api/v1`` request then needs ``Authorization:
Bearer <token>`` (or ``?access_token=``); a missing token answers 401 ``access_denied``, an
unknown or expired one 401 ``invalid_grant``, a disabled user 401 ``access_denied``, and a user
without ``ROLE_API_ACCESS`` 403 (Symfony's access control, in FOSRestBundle's shape).
"""

from __future__ import annotations

import re
import secrets
from dataclasses import dataclass
from typing import Any

from .store import Record, SyliusState, hash_password

ACCESS_LIFETIME = 3600
REFRESH_LIFETIME = 1_209_600
_GRANT = re.compile(
    r"^(authorization_code|token|password|client_credentials|refresh_token|https?://.+|urn:.+)$"
)
_HEADERS = {"Cache-Control": "no-store", "Pragma": "no-cache"}


@dataclass
class OAuthFailure(Exception):
    """An answer in OAuth2's shape (the token endpoint's, or the firewall's)."""

    status: int
    error: str
    description: str | None
    authenticate: bool = False  # a resource request: add WWW-Authenticate

    def headers(self) -> dict[str, str]:
        if not self.authenticate:
            return dict(_HEADERS)
        challenge = f'Bearer realm="Service", error="{self.error}"'
        if self.description is not None:
            challenge += f', error_description="{self.description}"'
        return {"WWW-Authenticate": challenge, **_HEADERS}

    def body(self) -> dict[str, Any]:
        return {"error": self.error, "error_description": self.description}


def _scalar(params: dict[str, Any], name: str) -> str | None:
    value = params.get(name)
    return value if isinstance(value, str) and value != "" else None


def _find_user(state: SyliusState, username: str) -> Record | None:
    """Sylius's e-mail-or-name user provider for admin users."""
    key = "emailCanonical" if "@" in username else "usernameCanonical"
    return state.find("adminUsers", **{key: username.lower()})


def issue(state: SyliusState, user_id: int, client_id: int) -> dict[str, Any]:
    access, refresh = secrets.token_urlsafe(48), secrets.token_urlsafe(48)
    now = state.clock()
    entry = {"user": user_id, "client": client_id}
    state.access_tokens[access] = {**entry, "expiresAt": now + ACCESS_LIFETIME}
    state.refresh_tokens[refresh] = {**entry, "expiresAt": now + REFRESH_LIFETIME}
    return {
        "access_token": access,
        "expires_in": ACCESS_LIFETIME,
        "token_type": "bearer",
        "scope": None,
        "refresh_token": refresh,
    }


def grant(
    state: SyliusState, params: dict[str, Any], basic: tuple[str, str] | None
) -> dict[str, Any]:
    """The token endpoint (OAuth2::grantAccessToken): tokens, or raises OAuthFailure."""
    grant_type = _scalar(params, "grant_type")
    if grant_type is None or not _GRANT.match(grant_type):
        raise OAuthFailure(
            400, "invalid_request", "Invalid grant_type parameter or parameter missing"
        )
    if basic is not None:
        client_id, secret = basic
    elif _scalar(params, "client_id") is None:
        raise OAuthFailure(400, "invalid_client", "Client id was not found in the headers or body")
    else:
        client_id, secret = str(params["client_id"]), str(params.get("client_secret") or "")
    client = state.find("oauthClients", randomId=client_id)
    if client is None or client["secret"] != secret:
        raise OAuthFailure(400, "invalid_client", "The client credentials are invalid")
    if grant_type not in client["allowedGrantTypes"]:
        raise OAuthFailure(
            400, "unauthorized_client", "The grant type is unauthorized for this client_id"
        )
    used_refresh = None
    if grant_type == "password":
        user_id = _password_grant(state, params)
    elif grant_type == "refresh_token":
        user_id, used_refresh = _refresh_grant(state, params, client["id"])
    else:
        raise OAuthFailure(
            400, "invalid_request", "Invalid grant_type parameter or parameter missing"
        )
    if _scalar(params, "scope") is not None:
        raise OAuthFailure(400, "invalid_scope", "An unsupported scope was requested.")
    if used_refresh is not None:
        del state.refresh_tokens[used_refresh]  # only once the new pair is issued
    return issue(state, user_id, client["id"])


def _password_grant(state: SyliusState, params: dict[str, Any]) -> int:
    username, password = _scalar(params, "username"), _scalar(params, "password")
    if username is None or password is None:
        raise OAuthFailure(
            400, "invalid_request", 'Missing parameters. "username" and "password" required'
        )
    user = _find_user(state, username)
    if user is None or user["password"] != hash_password(password):
        raise OAuthFailure(400, "invalid_grant", "Invalid username and password combination")
    return int(user["id"])


def _refresh_grant(state: SyliusState, params: dict[str, Any], client_id: int) -> tuple[int, str]:
    token = _scalar(params, "refresh_token")
    if token is None:
        raise OAuthFailure(400, "invalid_request", 'No "refresh_token" parameter found')
    entry = state.refresh_tokens.get(token)
    if entry is None or entry["client"] != client_id:
        raise OAuthFailure(400, "invalid_grant", "Invalid refresh token")
    if entry["expiresAt"] < state.clock():
        raise OAuthFailure(400, "invalid_grant", "Refresh token has expired")
    return int(entry["user"]), token


def bearer(headers: dict[str, str], query: dict[str, Any]) -> str | None:
    """OAuth2::getBearerToken: ``Bearer <token>`` (case as written) or ``access_token``."""
    found = []
    match = re.search(r"Bearer\s(\S+)", headers.get("authorization", ""))
    if match:
        found.append(match.group(1))
    if isinstance(query.get("access_token"), str):
        found.append(query["access_token"])
    if len(found) > 1:
        raise OAuthFailure(
            400,
            "invalid_request",
            "Only one method may be used to authenticate at a time (Auth header, GET or POST).",
            authenticate=True,
        )
    return found[0] if found else None


def authenticate(state: SyliusState, token: str | None) -> Record:
    """The admin user behind ``token``, or OAuthFailure (401) / PermissionError (403)."""
    if token is None:
        raise OAuthFailure(
            401, "access_denied", "OAuth2 authentication required", authenticate=True
        )
    entry = state.access_tokens.get(token)
    user = None if entry is None else state.get("adminUsers", entry["user"])
    if entry is None or user is None:
        raise OAuthFailure(
            401, "invalid_grant", "The access token provided is invalid.", authenticate=True
        )
    if entry["expiresAt"] < state.clock():
        raise OAuthFailure(
            401, "invalid_grant", "The access token provided has expired.", authenticate=True
        )
    if not user["enabled"]:
        raise OAuthFailure(401, "access_denied", "User account is disabled.", authenticate=True)
    if "ROLE_API_ACCESS" not in user["roles"]:
        raise PermissionError(user["username"])
    return user
