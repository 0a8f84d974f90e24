"""When and how long to wait before trying a request again.

A request that certainly never reached the server (no connection could be made) is tried again
when its method is idempotent (GET, PUT, DELETE, HEAD, OPTIONS). One whose answer was lost after it
was sent (the connection dropped) is tried again only when it reads (GET, HEAD, OPTIONS): a PUT
may have been stored already, and sending it again would meet its own new version as a conflict,
so the caller re-reads the record instead (``ServerUnreachable.outcome_unknown``). POST and PATCH
are never tried again automatically: a create that reached the server would be made twice.

*Keyed* writes may be the exception (``retry_keyed_writes``): a write sent with an
``Idempotency-Key`` to a server known to honour keys (docs/api.md section 12) is then tried again
like a read, with the same key, whatever its method: the server carries it out once and answers a
repeat with what it answered first. Off by default: callers that settle a lost answer themselves
(the GUI's editors read the record again) expect each write to be sent once; they may send it
again themselves, and the client sends the same key with it (``_core``).
"""

from __future__ import annotations

import asyncio
import random
import ssl
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from email.utils import parsedate_to_datetime

import httpx

__all__ = ["RetryPolicy"]

SAFE_METHODS = frozenset({"GET", "HEAD", "OPTIONS"})
IDEMPOTENT_METHODS = SAFE_METHODS | {"PUT", "DELETE"}
RETRY_STATUSES = frozenset({429, 502, 503, 504})
# Failures before the request left: no connection was made, so nothing reached the server.
NEVER_SENT: tuple[type[Exception], ...] = (
    httpx.ConnectError,
    httpx.ConnectTimeout,
    httpx.PoolTimeout,
    httpx.UnsupportedProtocol,
)
# Failures after it may have left: the connection broke before the answer came. A read timeout is
# not among them: the server may be slow rather than gone, and three tries would triple the wait.
ANSWER_LOST: tuple[type[Exception], ...] = (
    httpx.ReadError,
    httpx.WriteError,
    httpx.RemoteProtocolError,
)


@dataclass(frozen=True)
class RetryPolicy:
    """At most ``attempts`` tries; capped exponential backoff with jitter; ``Retry-After`` honoured.

    ``sleep`` and ``jitter`` are injectable so tests can check the waits without waiting.
    """

    attempts: int = 3
    # Try again writes carrying an Idempotency-Key when the server honours keys (see above).
    retry_keyed_writes: bool = False
    backoff: float = 0.5
    max_backoff: float = 8.0
    max_retry_after: float = 60.0
    sleep: Callable[[float], Awaitable[None]] = field(default=asyncio.sleep, repr=False)
    jitter: Callable[[], float] = field(default=random.random, repr=False)

    def may_retry(self, method: str, attempt: int, *, keyed: bool = False) -> bool:
        """Whether ``method`` may be sent again after try number ``attempt`` (1-based) failed
        with an answer that says nothing was done (a status, or no connection at all);
        ``keyed``: a write with an Idempotency-Key that the server honours."""
        return (keyed or method.upper() in IDEMPOTENT_METHODS) and attempt < self.attempts

    def may_retry_after(
        self, error: Exception, method: str, attempt: int, *, keyed: bool = False
    ) -> bool:
        """Whether ``method`` may be sent again after try ``attempt`` failed with ``error``."""
        if not self.retryable_exception(error) or not self.may_retry(method, attempt, keyed=keyed):
            return False
        return isinstance(error, NEVER_SENT) or keyed or method.upper() in SAFE_METHODS

    def retryable_status(self, response: httpx.Response) -> bool:
        return response.status_code in RETRY_STATUSES

    def retryable_exception(self, error: Exception) -> bool:
        """A connection-level failure worth another try; never a certificate the client rejects."""
        if not isinstance(error, NEVER_SENT + ANSWER_LOST):
            return False
        return not _caused_by(error, ssl.SSLError)

    def delay(self, attempt: int, response: httpx.Response | None = None) -> float | None:
        """Seconds to wait before try ``attempt + 1``; ``None`` when the server asks too long."""
        if response is not None:
            asked = retry_after_seconds(response)
            if asked is not None:
                return asked if asked <= self.max_retry_after else None
        ceiling = min(self.max_backoff, self.backoff * 2.0 ** (attempt - 1))
        return (
            ceiling / 2 + ceiling / 2 * self.jitter()
        )  # "equal jitter": never a stampede, never 0


def retry_after_seconds(response: httpx.Response) -> float | None:
    """``Retry-After`` in seconds (a number or an HTTP date); ``None`` when absent or unreadable."""
    value = response.headers.get("retry-after")
    if value is None:
        return None
    value = value.strip()
    try:
        return max(0.0, float(value))
    except ValueError:
        pass
    try:
        when = parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    if when.tzinfo is None:
        when = when.replace(tzinfo=UTC)
    return max(0.0, (when - datetime.now(UTC)).total_seconds())


def _caused_by(error: BaseException, kind: type[BaseException]) -> bool:
    seen: set[int] = set()
    current: BaseException | None = error
    while current is not None and id(current) not in seen:
        if isinstance(current, kind):
            return True
        seen.add(id(current))
        current = current.__cause__ or current.__context__
    return False
