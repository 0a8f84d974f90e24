"""Password hashing (argon2id) and opaque token handling.

Passwords use argon2id: slow and salted on purpose. Tokens are 256-bit random values from
``secrets``; for such high-entropy values a fast sha256 digest is the right thing to store.
"""

from __future__ import annotations

import asyncio
import base64
import hashlib
import secrets
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import TypeVar

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError
from argon2.low_level import Type

from storeadmin_gui.backend.errors import busy
from storeadmin_gui.backend.settings import Settings

T = TypeVar("T")


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


class PasswordWork:
    """Argon2 hashing and checking on a few threads of their own, never on an event loop.

    Bounded: at most ``threads`` hashes run at once (each uses memory and a core on purpose), the
    rest wait their turn; a caller whose turn does not come within ``wait_seconds`` is answered
    503 (``busy``). Callers hold no database connection while they wait.
    """

    def __init__(self, hasher: PasswordHasher, threads: int, wait_seconds: float) -> None:
        self.hasher = hasher
        self.wait_seconds = wait_seconds
        self._executor = ThreadPoolExecutor(threads, thread_name_prefix="storeadmin-hash")

    async def run(self, work: Callable[[], T]) -> T:
        """The work's result; 503 only when its turn did not come in time. Work that has begun is
        awaited to its end: refusing it then would waste the hash it is computing."""
        submitted = self._executor.submit(work)
        result = asyncio.wrap_future(submitted)
        try:
            return await asyncio.wait_for(asyncio.shield(result), self.wait_seconds)
        except TimeoutError:
            if submitted.cancel():  # still queued: it never started
                raise busy() from None
        return await result

    async def verify(self, encoded: str, plain: str) -> bool:
        return await self.run(lambda: verify_password(self.hasher, encoded, plain))

    async def hash(self, plain: str) -> tuple[str, str]:
        return await self.run(lambda: hash_password(self.hasher, plain))

    def close(self) -> None:
        self._executor.shutdown(wait=True, cancel_futures=True)
