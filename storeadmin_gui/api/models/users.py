"""User accounts (snake_case), and the request bodies that create and change them."""

from __future__ import annotations

from typing import Any

from pydantic import Field, SecretStr, field_serializer

from ._base import Links, Listed, SnakeRequest, SnakeResponse, Timestamp, links_field

__all__ = ["Me", "PasswordResetRequest", "User", "UserCreate", "UserReplace", "UserUpdate"]


class User(SnakeResponse):
    id: int
    username: str | None = None
    username_canonical: str | None = None
    email: str | None = None
    email_canonical: str | None = None
    first_name: str | None = None
    last_name: str | None = None
    enabled: bool | None = None
    locked: bool | None = None
    expired: bool | None = None
    credentials_expired: bool | None = None
    group: Listed[Any] = Field(default_factory=list)
    roles: Listed[str] = Field(default_factory=list)
    # The stored hash and salt; kept out of repr so they never end up in a log by accident.
    password: str | None = Field(default=None, repr=False)
    salt: str | None = Field(default=None, repr=False)
    confirmation_token: str | None = Field(default=None, repr=False)
    last_login: Timestamp = None
    password_requested_at: Timestamp = None
    created_at: Timestamp = None
    links: Links = links_field()

    @property
    def full_name(self) -> str:
        return " ".join(part for part in (self.first_name, self.last_name) if part)


class Me(User):
    """The signed-in user (``GET /api/v1/me``) and the permissions its roles grant, each
    ``<area>.<read|write>`` (``StoreClient.permissions`` reads them as ``Permissions``)."""

    permissions: Listed[str] = Field(default_factory=list)


class _UserFields(SnakeRequest):
    """The fields of the users' forms; ``username`` and ``locale_code`` only where a server's
    form has them (``Capabilities.writable["user"]``: a Sylius admin user)."""

    username: str | None = None
    locale_code: str | None = None
    first_name: str | None = None
    last_name: str | None = None
    email: str | None = None
    # A SecretStr: repr and str show asterisks; only the request body carries the text.
    plain_password: SecretStr | None = Field(default=None, alias="plainPassword")
    enabled: bool | None = None
    roles: list[str] | None = None

    @field_serializer("plain_password", when_used="json")
    def _reveal_for_request(self, value: SecretStr | None) -> str | None:
        return value.get_secret_value() if value is not None else None


class UserCreate(_UserFields):
    """POST body: names, e-mail and password are required; ``enabled`` defaults to false."""

    first_name: str
    last_name: str
    email: str
    plain_password: SecretStr = Field(alias="plainPassword")


class UserReplace(_UserFields):
    """PUT body: the whole form, names and e-mail required; a password, when set, changes it."""

    first_name: str
    last_name: str
    email: str


class UserUpdate(_UserFields):
    """PATCH body: only the fields set are sent; a password, when set, changes it."""


class PasswordResetRequest(SnakeRequest):
    username: str
