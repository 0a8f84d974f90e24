"""A cap on guessing passwords (docs/api.md section 3): failed sign-ins by username and address.

After ``PER_USERNAME`` failures for one username within ``WINDOW_SECONDS``, or ``PER_ADDRESS`` from
one client address, the token endpoint refuses that username (or address) with 429 until the oldest
of those failures is a minute old, a correct password included.

An attempt counts before its password is checked: while it is checked it holds a place under
both limits (``attempt``), and a failure keeps that place for the minute. So guesses sent all at
once are limited exactly like guesses sent one after the other: of 90 simultaneous wrong passwords
for one username, 10 are checked and 80 refused. An attempt that finds the places taken by
attempts still being checked waits for them (at most ``wait_seconds``, then 503): a burst of right
passwords is served, a few at a time. The counts live in the server process, used from its event
loop; memory is bounded by ``MAX_KEYS`` (the least recently failed keys are forgotten first).
"""

from __future__ import annotations

import asyncio
import math
import time
from collections import Counter, OrderedDict, deque
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from typing import Final

from storeadmin_gui.backend.errors import busy

WINDOW_SECONDS: Final = 60.0
PER_USERNAME: Final = 10
PER_ADDRESS: Final = 100
MAX_KEYS: Final = 100_000

_Key = tuple[str, str]


class TooManyAttempts(Exception):
    """The username or address used up its failures: try again in ``seconds``."""

    def __init__(self, seconds: int) -> None:
        super().__init__(seconds)
        self.seconds = seconds


class Attempt:
    """One sign-in attempt in progress; ``failed()`` keeps its place under the limits."""

    def __init__(self) -> None:
        self.has_failed = False

    def failed(self) -> None:
        self.has_failed = True


class SignInLimits:
    """Recent failures and attempts in progress by key: ``("user", name)``, ``("address", ip)``."""

    def __init__(
        self, clock: Callable[[], float] = time.monotonic, wait_seconds: float = 5.0
    ) -> None:
        self._clock = clock
        self.wait_seconds = wait_seconds
        self._failures: OrderedDict[_Key, deque[float]] = OrderedDict()
        self._checking: Counter[_Key] = Counter()
        self._settled: asyncio.Event | None = None  # set (and replaced) when an attempt ends

    @asynccontextmanager
    async def attempt(self, username: str, address: str) -> AsyncIterator[Attempt]:
        """A place under both limits for one password check (see the module docstring).

        Raises ``TooManyAttempts`` when the failures alone fill a limit, ``ApiError`` 503 when the
        places stay taken by attempts in progress for longer than ``wait_seconds``.
        """
        limits = ((("user", username), PER_USERNAME), (("address", address), PER_ADDRESS))
        deadline = self._clock() + self.wait_seconds
        while True:
            now = self._clock()
            longest = max(self._wait(key, limit, now) for key, limit in limits)
            if longest > 0:
                raise TooManyAttempts(math.ceil(longest))
            if all(self._taken(key, now) < limit for key, limit in limits):
                break
            if self._settled is None:
                self._settled = asyncio.Event()
            try:
                await asyncio.wait_for(self._settled.wait(), max(0.0, deadline - now))
            except TimeoutError:
                raise busy() from None
        for key, _limit in limits:
            self._checking[key] += 1
        attempt = Attempt()
        try:
            yield attempt
        finally:
            for key, _limit in limits:
                self._checking[key] -= 1
                if not self._checking[key]:
                    del self._checking[key]
            if attempt.has_failed:
                self._record_failure([key for key, _limit in limits])
            if self._settled is not None:
                self._settled.set()
                self._settled = None

    def _record_failure(self, keys: list[_Key]) -> None:
        now = self._clock()
        for key in keys:
            times = self._failures.pop(key, None) or deque()
            times.append(now)
            self._failures[key] = times  # most recently failed last
        while len(self._failures) > MAX_KEYS:
            self._failures.popitem(last=False)

    def _recent(self, key: _Key, now: float) -> deque[float] | None:
        """The key's failures within the window (older ones dropped), or None."""
        times = self._failures.get(key)
        if times is None:
            return None
        while times and times[0] <= now - WINDOW_SECONDS:
            times.popleft()
        if not times:
            del self._failures[key]
            return None
        return times

    def _taken(self, key: _Key, now: float) -> int:
        """Places under the key's limit: failures within the window and attempts in progress."""
        times = self._recent(key, now)
        return (len(times) if times else 0) + self._checking[key]

    def _wait(self, key: _Key, limit: int, now: float) -> float:
        """Seconds until the key's failures leave a place free; 0 when one is free now."""
        times = self._recent(key, now)
        if times is None or len(times) < limit:
            return 0.0
        return times[-limit] + WINDOW_SECONDS - now
