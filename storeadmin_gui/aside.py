"""Work done aside: in a child process forked from this one, while this one goes on.

Why a fork: the child starts with every module this process has imported, at no cost, and runs
on another core, where a thread would wait for the interpreter's lock; the demo store's process
uses it to seed a new store while it imports the server (``demo_server.py``).

A fork copies only the thread that forks: a lock another thread holds at that moment stays held
in the child for ever. So ``run_aside`` forks only while this process runs no other thread, and
else answers None: the caller then does the work itself, as it must where there is no fork
(Windows). The child runs the work, then leaves by ``os._exit``, so that nothing of this process
(its buffered output, its exit handlers) runs twice. Its standard input and output are closed
to it (a process that speaks to its parent through them, as the demo store does, keeps them its
own: the parent sees their end when it ends); its standard error stays, for its log records.
"""

from __future__ import annotations

import logging
import os
import threading
from collections.abc import Callable
from dataclasses import dataclass

__all__ = ["Aside", "can_fork", "run_aside"]

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Aside:
    """A child process doing some work; ``wait`` for it before using what it makes."""

    pid: int
    what: str

    def wait(self) -> bool:
        """Whether the work was done (a failure is logged, and the caller does what is left)."""
        _, status = os.waitpid(self.pid, 0)
        code = os.waitstatus_to_exitcode(status)
        if code != 0:
            log.warning("%s was not done aside (exit code %s); doing it here", self.what, code)
        else:
            log.info("%s was done aside", self.what)
        return code == 0


def can_fork() -> bool:
    """Whether this platform can fork at all (not Windows): else ``run_aside`` never starts."""
    return hasattr(os, "fork")


def run_aside(work: Callable[[], object], what: str) -> Aside | None:
    """Start ``work`` in a forked child; None (nothing started) where this process cannot fork,
    or runs other threads. ``what`` names the work in the log."""
    if not can_fork() or threading.active_count() > 1:
        return None
    pid = os.fork()
    if pid != 0:
        return Aside(pid, what)
    code = 1
    try:
        _leave_standard_streams()
        work()
        code = 0
    except BaseException:
        log.warning("%s failed aside", what, exc_info=True)
    finally:
        os._exit(code)


def _leave_standard_streams() -> None:
    """Standard input and output of the child to the null device instead of the parent's."""
    null = os.open(os.devnull, os.O_RDWR)
    os.dup2(null, 0)
    os.dup2(null, 1)
    os.close(null)
