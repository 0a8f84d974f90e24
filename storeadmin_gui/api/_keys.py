"""Safe retries: the ``Idempotency-Key`` every write carries (docs/api.md section 12).

A new key per write, the same one for each try of it, or the one a caller names
(:func:`reusing_key`: the key of a write whose answer was lost,
``ServerUnreachable.idempotency_key``, to send that write again), so that a server that honours
keys carries the write out once however often it arrives. Whether the server honours them is
learnt, not assumed (:meth:`IdempotencyKeys.honoured`): a caller that knows it may send a write
whose answer was lost again instead of reading the record first; with
``RetryPolicy.retry_keyed_writes`` the client does so itself (``retry.py``). A kind of server that
never honours keys (``Dialect.idempotency_keys``) is sent none and never asked.
"""

from __future__ import annotations

import contextlib
import uuid
from collections.abc import Iterator
from contextvars import ContextVar
from typing import Final, Protocol

import httpx

from .errors import ApiError, HTTPStatusError
from .kinds.dialect import Dialect
from .retry import ANSWER_LOST, SAFE_METHODS, RetryPolicy

__all__ = ["KEY_HEADER", "IdempotencyKeys", "reusing_key"]

WRITE_METHODS: Final = frozenset({"POST", "PUT", "PATCH", "DELETE"})
KEY_HEADER: Final = "Idempotency-Key"  # i18n: not shown, a header name
REPLAYED_HEADER: Final = "idempotent-replayed"
# A write that changes nothing on any server (there is no cart 0), sent twice with one key: a
# server that honours keys answers the second "Idempotent-Replayed: true".
KEY_PROBE: Final = ("DELETE", "/api/v1/carts/0")
# The key a caller chose for the writes it sends now (``reusing_key``).
_CHOSEN_KEY: ContextVar[str | None] = ContextVar("storeadmin_idempotency_key", default=None)


@contextlib.contextmanager
def reusing_key(key: str) -> Iterator[None]:
    """Writes sent inside carry ``key`` (send ONE write inside: the same write as before)."""
    token = _CHOSEN_KEY.set(key)
    try:
        yield
    finally:
        _CHOSEN_KEY.reset(token)


class _Core(Protocol):
    """What the keys need of the client's core."""

    dialect: Dialect

    async def server(self) -> Dialect: ...

    async def request(
        self, method: str, path: str, *, idempotency_key: str | None = ...
    ) -> httpx.Response: ...


class IdempotencyKeys:
    """The keys of one connection's writes, and what is known of the server's support."""

    def __init__(self, core: _Core, retry: RetryPolicy) -> None:
        self._core = core
        self._retry = retry
        self.honours: bool | None = None  # whether the server honours keys: None until learnt
        self._probing = False

    def key_for(self, method: str, chosen: str | None = None) -> str | None:
        """The key a request carries: ``chosen``, the caller's (``reusing_key``), a new one;
        None for a read, or on a kind of server that never honours keys."""
        if method.upper() not in WRITE_METHODS or not self._core.dialect.idempotency_keys:
            return None
        return chosen or _CHOSEN_KEY.get() or str(uuid.uuid4())

    def learn_from(self, response: httpx.Response) -> None:
        """A replayed answer says the server honours keys, whatever was asked before."""
        if response.headers.get(REPLAYED_HEADER) == "true":
            self.honours = True

    async def honoured(self) -> bool:
        """Whether the server honours ``Idempotency-Key``: asked once (``KEY_PROBE``), unless
        an answer said so already. Raises when the question cannot be answered."""
        if self.honours is None and not (await self._core.server()).idempotency_keys:
            self.honours = False  # a kind that never does is neither asked nor sent keys
        if self.honours is None:
            self._probing = True
            try:
                key = f"storeadmin-probe-{uuid.uuid4()}"
                for _ in range(2):
                    answer = await self._answer_of(*KEY_PROBE, key)
                self.honours = answer.headers.get(REPLAYED_HEADER) == "true"
            finally:
                self._probing = False
        return self.honours

    async def _answer_of(self, method: str, path: str, key: str) -> httpx.Response:
        """The server's answer, an error status included (but a refused sign-in)."""
        try:
            return await self._core.request(method, path, idempotency_key=key)
        except HTTPStatusError as refused:
            if refused.response is None or refused.status == 401:
                raise
            return refused.response

    async def may_resend(self, key: str | None, method: str, error: Exception | None) -> bool:
        """Whether a write with ``key`` may be tried again like a read: the policy allows it and
        the server honours keys. After a lost answer, a server not yet asked is asked first (if
        it still answers)."""
        if key is None or not self._retry.retry_keyed_writes:
            return False
        lost = error is not None and isinstance(error, ANSWER_LOST)
        if lost and self.honours is None and not self._probing:
            with contextlib.suppress(ApiError):
                await self.honoured()
        return self.honours is True and method.upper() not in SAFE_METHODS
