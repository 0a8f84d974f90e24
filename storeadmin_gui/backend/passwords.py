"""Password hashing (argon2id) and opaque token handling.

Passwords use argon2id: slow and salted on purpose. Tokens are 256-bit random values from
``secrets``; for such high-entropy values a fast sha256 digest is the right thing to store.
"""

from __future__ import annotations

import base64
import hashlib
import secrets

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError
from argon2.low_level import Type

from storeadmin_gui.backend.settings import Settings


def make_hasher(settings: Settings) -> PasswordHasher:
    return PasswordHasher(
        time_cost=settings.argon2_time_cost,
        memory_cost=settings.argon2_memory_cost_kib,
        parallelism=settings.argon2_parallelism,
        type=Type.ID,
    )


def hash_password(hasher: PasswordHasher, plain: str) -> tuple[str, str]:
    """``(encoded hash, salt)``; the salt is the one embedded in the argon2 encoding."""
    encoded: str = hasher.hash(plain)
    return encoded, salt_of(encoded)


def salt_of(encoded: str) -> str:
    """The base64 salt field of an argon2 encoding (``$argon2id$v=19$m=..,t=..,p=..$SALT$HASH``)."""
    parts = encoded.split("$")
    return parts[4] if len(parts) >= 6 else ""


def verify_password(hasher: PasswordHasher, encoded: str, plain: str) -> bool:
    try:
        return bool(hasher.verify(encoded, plain))
    except (VerificationError, InvalidHashError):
        return False


def new_token() -> str:
    """43 url-safe characters (256 random bits)."""
    return base64.urlsafe_b64encode(secrets.token_bytes(32)).rstrip(b"=").decode("ascii")


def token_digest(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8", "surrogatepass")).hexdigest()
