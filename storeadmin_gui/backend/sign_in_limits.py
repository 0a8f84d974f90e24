"""A cap on guessing passwords (docs/api.md section 3): failed sign-ins by username and address.

After ``PER_USERNAME`` failures for one username within ``WINDOW_SECONDS``, or ``PER_ADDRESS`` from
one client address, the token endpoint refuses that username (or address) with 429 until the oldest
of those failures is a minute old, a correct password included. The counts live in the server
process: memory bounded by ``MAX_KEYS`` (the least recently failed keys are forgotten first).
"""

from __future__ import annotations

import math
import threading
import time
from collections import OrderedDict, deque
from collections.abc import Callable
from typing import Final

WINDOW_SECONDS: Final = 60.0
PER_USERNAME: Final = 10
PER_ADDRESS: Final = 100
MAX_KEYS: Final = 100_000


class SignInLimits:
    """Recent failures by key (``("user", name)`` or ``("address", host)``)."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self._clock = clock
        self._failures: OrderedDict[tuple[str, str], deque[float]] = OrderedDict()
        self._lock = threading.Lock()

    def retry_after(self, username: str, address: str) -> int | None:
        """Whole seconds until this username may try again from this address; None: now."""
        now = self._clock()
        waits = [
            self._wait(key, limit, now)
            for key, limit in (
                (("user", username), PER_USERNAME),
                (("address", address), PER_ADDRESS),
            )
        ]
        longest = max(waits)
        return math.ceil(longest) if longest > 0 else None

    def failed(self, username: str, address: str) -> None:
        now = self._clock()
        with self._lock:
            for key in (("user", username), ("address", address)):
                times = self._failures.pop(key, None) or deque()
                times.append(now)
                self._failures[key] = times  # most recently failed last
            while len(self._failures) > MAX_KEYS:
                self._failures.popitem(last=False)

    def _wait(self, key: tuple[str, str], limit: int, now: float) -> float:
        with self._lock:
            times = self._failures.get(key)
            if times is None:
                return 0.0
            while times and times[0] <= now - WINDOW_SECONDS:
                times.popleft()
            if not times:
                del self._failures[key]
                return 0.0
            if len(times) < limit:
                return 0.0
            return times[-limit] + WINDOW_SECONDS - now
