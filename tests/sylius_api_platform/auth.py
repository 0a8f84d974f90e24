"""Signing in as Sylius's admin firewall does it: Symfony's ``json_login`` on
``/api/v2/admin/administrators/token`` and LexikJWT tokens on every other admin path.

The real token is RS256-signed with the store's key pair; this one is an HS256 JWT with the same
claims (``iat``, ``exp``, ``roles``, ``username``; ``aud`` from 2.2.9). Clients never check the
signature, so only the shape and the expiry matter. See README.md, "Signing in".
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
import secrets
from typing import Any

from .errors import JwtError, SymfonyError
from .state import Record, StubState

API_ACCESS = "ROLE_API_ACCESS"


def _b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def _unb64(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def issue_token(state: StubState, admin: Record) -> str:
    now = int(state.now())
    claims: dict[str, Any] = {
        "iat": now,
        "exp": now + state.token_ttl,
        "roles": admin["roles"],
        "username": admin["username"],
    }
    if state.flavour.at_least("2.2"):  # UPGRADE-API-2.2.md, 2.2.8 to 2.2.9
        claims["aud"] = "sylius-api-admin"
    head = _b64(json.dumps({"typ": "JWT", "alg": "HS256"}).encode())
    body = _b64(json.dumps(claims).encode())
    signature = hmac.new(state.secret, f"{head}.{body}".encode(), hashlib.sha256).digest()
    return f"{head}.{body}.{_b64(signature)}"


def find_admin(state: StubState, name: str) -> Record | None:
    """Sylius's ``email_or_name_based`` admin provider: by email, else by username."""
    admins = state.store.all("administrators")
    by_email = [a for a in admins if a["email"].lower() == name.lower()]
    found = by_email or [a for a in admins if a["username"] == name]
    return found[0] if found else None


def signed_in_admin(state: StubState, authorization: str | None) -> Record:
    """The administrator a request's ``Authorization: Bearer`` token names, or Lexik's 401."""
    if not authorization or not authorization.startswith("Bearer "):
        raise JwtError("JWT Token not found")
    parts = authorization[len("Bearer ") :].strip().split(".")
    if len(parts) != 3:
        raise JwtError("Invalid JWT Token")
    head, body, signature = parts
    expected = hmac.new(state.secret, f"{head}.{body}".encode(), hashlib.sha256).digest()
    try:
        valid = hmac.compare_digest(_unb64(signature), expected)
        claims = json.loads(_unb64(body)) if valid else None
    except ValueError:
        claims = None
    if not isinstance(claims, dict):
        raise JwtError("Invalid JWT Token")
    if claims.get("exp", 0) < state.now():
        raise JwtError("Expired JWT Token")
    admin = find_admin(state, str(claims.get("username", "")))
    if admin is None:
        raise JwtError("Username could not be found.")
    _check_enabled(state, admin)
    return admin


def _check_enabled(state: StubState, admin: Record) -> None:
    """2.x's api_admin firewall has Sylius's EnabledUserChecker (security.yaml@2.0); 1.x's has
    Symfony's default checker, which looks at its own in-memory users only, so a disabled
    administrator still signs in (security.yaml@1.14 names no user_checker)."""
    if state.flavour.v2 and not admin["enabled"]:
        raise JwtError("Account is disabled.")


def log_in(state: StubState, content_type: str, raw: bytes) -> dict[str, Any]:
    """``POST .../administrators/token`` with ``{"email", "password"}``: the token and the
    administrator's IRI (``AdminAuthenticationSuccessListener``), or Lexik's 401."""
    if "json" not in content_type:
        # json_login ignores the request; the route has no controller of its own.
        raise SymfonyError("Unable to find the controller for the path.", 404)
    try:
        data = json.loads(raw or b"null")
    except ValueError:
        raise SymfonyError("Invalid JSON.", 400) from None
    for key in ("email", "password"):
        if not isinstance(data, dict) or key not in data:
            raise SymfonyError(f'The key "{key}" must be provided.', 400)
        if not isinstance(data[key], str):
            raise SymfonyError(f'The key "{key}" must be a string.', 400)
    admin = find_admin(state, data["email"])
    if admin is None or not secrets.compare_digest(admin["password"], data["password"]):
        raise JwtError("Invalid credentials.")
    _check_enabled(state, admin)
    admin["lastLogin"] = state.stamp()
    return {
        "token": issue_token(state, admin),
        "adminUser": state.iris.of("administrators", **admin),
    }
