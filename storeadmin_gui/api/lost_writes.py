"""A write whose answer was lost: the one place that decides what became of it, and whether it
may be sent again.

A write that never left (no connection could be made) did nothing: it is raised as it came, and
the caller offers to send it again. One whose answer was lost after it may have reached the server
is settled here, in one of two ways, never by sending it again blindly:

- where this client resends keyed writes (``RetryPolicy.retry_keyed_writes``) and the server
  honours ``Idempotency-Key`` (asked once, ``StoreClient.idempotency_keys_honoured``), it is sent
  again with the key it was first sent with: the server carries it out at most once, and answers
  a repeat with its first answer (a refusal comes back as the refusal it was);
- otherwise the caller's ``check`` reads the record again and says what it holds
  (:class:`Outcome`): the write is there, it is not, or the record holds something else.

The editors, the order steps and the price import all settle their writes through
:func:`send_settled`, so each follows the same policy.
"""

from __future__ import annotations

import contextlib
import enum
from collections.abc import Awaitable, Callable
from typing import Protocol

from .errors import ApiError, ServerUnreachable

__all__ = ["Outcome", "resends_lost_writes", "send_settled"]


class Outcome(enum.Enum):
    """What the store holds after a write whose answer was lost."""

    DONE = "done"  # what was sent is stored: the write worked
    NOT_DONE = "not_done"  # the record is as it was: sending it again is safe
    CHANGED = "changed"  # it holds something else (someone changed it meanwhile)
    REPEATABLE = "repeatable"  # the store cannot show it (a password), and repeating is harmless
    UNKNOWN = "unknown"  # the record could not be read again either


class KeyedClient(Protocol):
    """What settling needs of a ``StoreClient``."""

    async def resends_lost_writes(self) -> bool: ...

    def idempotency_key(self, key: str) -> contextlib.AbstractContextManager[None]: ...


async def resends_lost_writes(client: KeyedClient | None, lost: ServerUnreachable) -> bool:
    """Whether the write ``lost`` names may be sent again with its key (see the module
    docstring); False when the server cannot be asked (or there is no client to ask)."""
    if client is None or lost.idempotency_key is None:
        return False
    try:
        return await client.resends_lost_writes()
    except ApiError:
        return False


async def send_settled(
    client: KeyedClient | None,
    send: Callable[[], Awaitable[object]],
    check: Callable[[], Awaitable[Outcome]],
) -> Outcome | None:
    """Send a write through ``send``: None when its answer came (a refusal or a request that
    never left is raised as the client raises it); when the answer was lost after the request
    may have arrived, what became of it (see the module docstring). ``check`` reads the record
    again and may raise ``ServerUnreachable`` when it cannot."""
    try:
        await send()
        return None
    except ServerUnreachable as lost:
        if not lost.outcome_unknown:
            raise
        key = lost.idempotency_key
        if client is None or key is None or not await resends_lost_writes(client, lost):
            return await check()
    try:
        with client.idempotency_key(key):
            await send()
    except ServerUnreachable:
        # Lost again, or not sent this time: whether the first one arrived, the record tells.
        return await check()
    return Outcome.DONE
