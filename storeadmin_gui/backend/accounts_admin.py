"""Accounts made outside the API: admin users and OAuth clients, built one way for every caller."""

from __future__ import annotations

from datetime import datetime

from storeadmin_gui.backend.auth import API_ROLE
from storeadmin_gui.backend.models.accounts import OAuthClient, User
from storeadmin_gui.backend.passwords import token_digest

ADMIN_ROLES = ("ROLE_ADMINISTRATION_ACCESS", API_ROLE)
CLIENT_GRANT_TYPES = ("password", "refresh_token")


def admin_user(
    email: str,
    password_hash: tuple[str, str],
    *,
    first_name: str | None,
    last_name: str | None,
    created_at: datetime,
    enabled: bool = True,
) -> User:
    """A new user with admin access; ``password_hash``: ``(encoded, salt)`` of ``hash_password``."""
    canonical = email.lower()
    encoded, salt = password_hash
    return User(
        username=email,
        username_canonical=canonical,
        email=email,
        email_canonical=canonical,
        first_name=first_name,
        last_name=last_name,
        password=encoded,
        salt=salt,
        enabled=enabled,
        locked=False,
        expired=False,
        credentials_expired=False,
        roles=list(ADMIN_ROLES),
        created_at=created_at,
        updated_at=created_at,
    )


def oauth_client(client_id: str, secret: str) -> OAuthClient:
    """A client allowed the password and refresh-token grants; only the secret's digest is kept."""
    return OAuthClient(
        client_id=client_id,
        secret_hash=token_digest(secret),
        allowed_grant_types=list(CLIENT_GRANT_TYPES),
    )
