"""Waits sized for the machine's load: a wait for a page or an editor to load gives up later on a
busy machine, never sooner.

A UI test waits on a condition or a signal with a timeout (never a sleep); the timeout only bounds
how long a failure takes to show. On a 2-core machine running other suites beside this one, a load
that takes 1 s alone can take 15, so every wait of 5 s or more (pytest-qt's default included) is
stretched by the load average per core at the moment it starts, up to ``MAX_STRETCH`` times.
Shorter waits are left as they are: a test that gives something under 5 s is asserting that the
window answers promptly, and stays as strict as it was written.
"""

from __future__ import annotations

import functools
import os
from collections.abc import Callable
from typing import Any, Final

from pytestqt.qtbot import QtBot

__all__ = [
    "MAX_STRETCH",
    "STRETCHED_FROM_MS",
    "size_waits_for_load",
    "sized_ms",
    "sized_seconds",
    "stretch",
]

STRETCHED_FROM_MS: Final = 5_000
MAX_STRETCH: Final = 4.0


def stretch() -> float:
    """The load average per core over the last minute, between 1 and ``MAX_STRETCH``."""
    try:
        load = os.getloadavg()[0]
    except OSError:  # no load average on this system: waits as written
        return 1.0
    return min(MAX_STRETCH, max(1.0, load / (os.cpu_count() or 1)))


def sized_ms(timeout_ms: int) -> int:
    return timeout_ms if timeout_ms < STRETCHED_FROM_MS else int(timeout_ms * stretch())


def sized_seconds(timeout: float) -> float:
    return sized_ms(int(timeout * 1000)) / 1000


def _sized(wait: Callable[..., Any]) -> Callable[..., Any]:
    @functools.wraps(wait)
    def waiting(self: QtBot, *args: Any, timeout: int = 5_000, **kwargs: Any) -> Any:
        return wait(self, *args, timeout=sized_ms(timeout), **kwargs)

    return waiting


def size_waits_for_load() -> None:
    """pytest-qt's waits on conditions, signals and callbacks, sized for the load."""
    for name in ("waitUntil", "waitSignal", "waitSignals", "waitCallback"):
        setattr(QtBot, name, _sized(getattr(QtBot, name)))
