"""Accounts: users (admins and shop users), OAuth clients and the tokens they hand out, and the
answers kept for each user's ``Idempotency-Key`` (``idempotency.py``)."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import JSON, Boolean, ForeignKey, Index, Integer, LargeBinary, String, text
from sqlalchemy.orm import Mapped, mapped_column, relationship

from storeadmin_gui.backend.db import Base, UtcDateTime
from storeadmin_gui.backend.formats import utcnow
from storeadmin_gui.backend.models.partial_index import partial_index


class User(Base):
    """A user account; ``deleted_at`` set: soft-deleted (gone from the API, kept in storage)."""

    __tablename__ = "users"
    __table_args__ = (
        # An e-mail is unique among the users that are not deleted.
        partial_index(
            "uq_users_live_email", "email_canonical", unique=True, where=text("deleted_at IS NULL")
        ),
        Index("ix_users_deleted_id", "deleted_at", "id"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    username: Mapped[str] = mapped_column(String(255), index=True)
    username_canonical: Mapped[str] = mapped_column(String(255), index=True)
    email: Mapped[str] = mapped_column(String(255))
    email_canonical: Mapped[str] = mapped_column(String(255), index=True)
    first_name: Mapped[str | None] = mapped_column(String(255))
    last_name: Mapped[str | None] = mapped_column(String(255))
    password: Mapped[str] = mapped_column(String(255))  # argon2id encoded hash, never the password
    salt: Mapped[str] = mapped_column(String(255))
    enabled: Mapped[bool] = mapped_column(Boolean, default=False)
    locked: Mapped[bool] = mapped_column(Boolean, default=False)
    expired: Mapped[bool] = mapped_column(Boolean, default=False)
    credentials_expired: Mapped[bool] = mapped_column(Boolean, default=False)
    roles: Mapped[list[Any]] = mapped_column(JSON, default=lambda: ["ROLE_USER"])
    last_login: Mapped[datetime | None] = mapped_column(UtcDateTime)
    password_requested_at: Mapped[datetime | None] = mapped_column(UtcDateTime)
    confirmation_token: Mapped[str | None] = mapped_column(String(255))
    created_at: Mapped[datetime] = mapped_column(UtcDateTime, default=utcnow, index=True)
    updated_at: Mapped[datetime] = mapped_column(UtcDateTime, default=utcnow, onupdate=utcnow)
    deleted_at: Mapped[datetime | None] = mapped_column(UtcDateTime)


class OAuthClient(Base):
    """An OAuth2 client; its secret is stored as a sha256 digest."""

    __tablename__ = "oauth_clients"

    id: Mapped[int] = mapped_column(primary_key=True)
    client_id: Mapped[str] = mapped_column(String(255), unique=True)
    secret_hash: Mapped[str] = mapped_column(String(64))
    allowed_grant_types: Mapped[list[Any]] = mapped_column(
        JSON, default=lambda: ["password", "refresh_token"]
    )


class _IssuedToken:
    """Columns shared by access and refresh tokens: only the sha256 of the token is stored."""

    id: Mapped[int] = mapped_column(primary_key=True)
    token_hash: Mapped[str] = mapped_column(String(64), unique=True)
    expires_at: Mapped[datetime] = mapped_column(UtcDateTime)
    created_at: Mapped[datetime] = mapped_column(UtcDateTime, default=utcnow)
    # The sign-in the token descends from (refreshes keep it); None in stores made before.
    family: Mapped[str | None] = mapped_column(String(64))


class AccessToken(_IssuedToken, Base):
    __tablename__ = "access_tokens"

    client_id: Mapped[int] = mapped_column(ForeignKey("oauth_clients.id"), index=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id"), index=True)

    user: Mapped[User] = relationship(lazy="joined")


class RefreshToken(_IssuedToken, Base):
    __tablename__ = "refresh_tokens"

    client_id: Mapped[int] = mapped_column(ForeignKey("oauth_clients.id"), index=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id"), index=True)

    # Set when the token is exchanged; presenting it again ends its family.
    used_at: Mapped[datetime | None] = mapped_column(UtcDateTime)

    user: Mapped[User] = relationship()


class IdempotencyKey(Base):
    """A write sent with an ``Idempotency-Key``: what it was, how far it got, and its answer.

    ``state``: ``running`` (claimed, nothing written yet), ``applied`` (its writes committed, its
    answer not yet kept), ``done`` (``status``, ``headers`` and ``body`` kept). Kept 24 hours.
    """

    __tablename__ = "idempotency_keys"
    __table_args__ = (Index("uq_idempotency_keys_user_key", "user_id", "key", unique=True),)

    id: Mapped[int] = mapped_column(primary_key=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id"))
    key: Mapped[str] = mapped_column(String(255))
    fingerprint: Mapped[str] = mapped_column(String(64))  # sha256 of method, path and body
    state: Mapped[str] = mapped_column(String(16))
    created_at: Mapped[datetime] = mapped_column(UtcDateTime)
    claimed_at: Mapped[datetime] = mapped_column(UtcDateTime)
    status: Mapped[int | None] = mapped_column(Integer)
    headers: Mapped[list[Any] | None] = mapped_column(JSON)
    body: Mapped[bytes | None] = mapped_column(LargeBinary)
