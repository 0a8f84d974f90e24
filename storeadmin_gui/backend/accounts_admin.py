"""Accounts made outside the API: the first admin and the OAuth clients of a store.

Nobody can sign in to a store without an OAuth client and an admin user, and the API needs a
signed-in admin to make either, so the command line makes them here. The demo seed builds its
accounts with the same functions, so a demo admin and a created one are the same kind of row.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime

from argon2 import PasswordHasher
from sqlalchemy import Engine, exists, select
from sqlalchemy.orm import Session

from storeadmin_gui.backend.db import Base, make_engine
from storeadmin_gui.backend.errors import ApiError
from storeadmin_gui.backend.formats import utcnow
from storeadmin_gui.backend.models.accounts import OAuthClient, User
from storeadmin_gui.backend.passwords import hash_password, new_token, token_digest
from storeadmin_gui.backend.token_store import API_ROLE, revoke_tokens
from storeadmin_gui.backend.user_forms import parse_user_form

ADMIN_ROLES = ("ROLE_ADMINISTRATION_ACCESS", API_ROLE)
CLIENT_GRANT_TYPES = ("password", "refresh_token")
# Sent in form bodies and in HTTP Basic credentials: no ':' (the Basic separator), no spaces.
CLIENT_ID_PATTERN = re.compile(r"^[A-Za-z0-9._~-]{1,255}$")


class AccountInputError(ValueError):
    """Input the store refuses; ``messages`` are ``(field, message)`` with the API's wording."""

    def __init__(self, messages: list[tuple[str, str]]) -> None:
        super().__init__("; ".join(message for _field, message in messages))
        self.messages = messages


@dataclass(frozen=True)
class SavedAdmin:
    user_id: int
    created: bool  # False: the e-mail belonged to a user whose password (and access) was updated


def admin_user(
    email: str,
    password_hash: tuple[str, str],
    *,
    first_name: str | None,
    last_name: str | None,
    created_at: datetime,
    enabled: bool = True,
    roles: tuple[str, ...] = ADMIN_ROLES,
) -> User:
    """A new user with admin access (or API access and other ``roles``: a staff account);
    ``password_hash``: ``(encoded, salt)`` of ``hash_password``."""
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
        roles=list(roles),
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


def open_store(database_url: str) -> Engine:
    """An engine on the store, its tables created as the server creates them on start."""
    engine = make_engine(database_url)
    Base.metadata.create_all(engine)
    return engine


def _live_user_by_email(session: Session, email: str) -> User | None:
    return session.scalars(
        select(User)
        .where(User.email_canonical == email.strip().lower(), User.deleted_at.is_(None))
        .order_by(User.id)
        .limit(1)
    ).first()


def _check_user_form(
    session: Session, body: dict[str, str], required: set[str], user_id: int | None
) -> dict[str, str]:
    """The users endpoint's own validation, so the command accepts and says what the API does."""
    try:
        changes = parse_user_form(session, dict(body), required=required, user_id=user_id)
    except ApiError as error:
        children = error.body.get("errors", {}).get("children", {})
        raise AccountInputError(
            [
                (field, message)
                for field, entry in children.items()
                for message in entry.get("errors", [])
            ]
        ) from None
    return {name: value for name, value in changes.values.items() if isinstance(value, str)}


def check_admin_identity(
    session: Session, email: str, first_name: str | None, last_name: str | None
) -> None:
    """Raises ``AccountInputError`` for an e-mail or a name the API would refuse."""
    existing = _live_user_by_email(session, email)
    _check_user_form(
        session,
        _identity_body(email, first_name, last_name),
        {"email"},
        existing.id if existing else None,
    )


def check_password(session: Session, password: str) -> None:
    """Raises ``AccountInputError`` for a password the API would refuse (4 to 254 characters)."""
    _check_user_form(session, {"plainPassword": password}, {"plainPassword"}, None)


def _identity_body(email: str, first_name: str | None, last_name: str | None) -> dict[str, str]:
    body = {"email": email}
    if first_name is not None:
        body["first_name"] = first_name
    if last_name is not None:
        body["last_name"] = last_name
    return body


def save_admin(
    session: Session,
    hasher: PasswordHasher,
    email: str,
    password: str,
    *,
    first_name: str | None = None,
    last_name: str | None = None,
) -> SavedAdmin:
    """Creates an enabled admin, or gives the user with this e-mail the password and admin access.

    An existing user is enabled, unlocked and given the admin roles (its other roles stay), so the
    command always ends with an account that can sign in; its tokens are revoked, since the old
    password may be why the command was run. The caller commits.
    """
    existing = _live_user_by_email(session, email)
    user_id = existing.id if existing else None
    values = _check_user_form(
        session, _identity_body(email, first_name, last_name), {"email"}, user_id
    )
    check_password(session, password)
    password_hash = hash_password(hasher, password)
    now = utcnow()
    if existing is None:
        user = admin_user(
            values["email"],
            password_hash,
            first_name=values.get("first_name"),
            last_name=values.get("last_name"),
            created_at=now,
        )
        session.add(user)
        session.flush()
        return SavedAdmin(user.id, created=True)
    existing.password, existing.salt = password_hash
    revoke_tokens(session, existing.id)  # whoever held the old password is signed out
    existing.enabled, existing.locked, existing.credentials_expired = True, False, False
    existing.roles = list(dict.fromkeys([*(existing.roles or []), *ADMIN_ROLES]))
    for name in ("first_name", "last_name"):
        if name in values:
            setattr(existing, name, values[name])
    existing.updated_at = now
    session.flush()
    return SavedAdmin(existing.id, created=False)


def create_client(session: Session, client_id: str) -> str:
    """Adds an OAuth client and returns its secret, which is stored only as a digest.

    An id in use is refused rather than given a new secret: that would lock out everyone who
    signs in with the old one. The caller commits.
    """
    if not CLIENT_ID_PATTERN.match(client_id):
        raise AccountInputError(
            [
                (
                    "client_id",
                    "A client id is 1 to 255 letters, digits or the characters . _ ~ -",
                )
            ]
        )
    taken = session.scalar(select(exists().where(OAuthClient.client_id == client_id)))
    if taken:
        raise AccountInputError([("client_id", f"The OAuth client {client_id!r} already exists.")])
    secret = new_token()
    session.add(oauth_client(client_id, secret))
    session.flush()
    return secret


def missing_accounts(session: Session) -> list[str]:
    """What this store lacks for anyone to sign in and use the API: a client, an admin, or both."""
    missing = []
    users_with_access = session.scalars(
        select(User.roles).where(
            User.deleted_at.is_(None), User.enabled.is_(True), User.locked.is_(False)
        )
    )
    if not any(API_ROLE in (roles or []) for roles in users_with_access):
        missing.append("admin")
    if session.scalars(select(OAuthClient.id).limit(1)).first() is None:
        missing.append("client")
    return missing
