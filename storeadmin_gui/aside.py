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

``fork_process`` forks a longer-lived child that speaks to this process through pipes on its
standard streams, as a program started by ``subprocess.Popen`` would, but without a new
interpreter's start and imports: the app starts its demo store so (``demo_process.py``).
"""

from __future__ import annotations

import contextlib
import io
import logging
import os
import signal
import subprocess
import sys
import threading
import traceback
from collections.abc import Callable
from dataclasses import dataclass

__all__ = ["Aside", "ForkedProcess", "can_fork", "fork_process", "run_aside"]

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


def _may_fork_now() -> bool:
    """This platform forks, and no other thread runs whose locks the child would inherit held."""
    return can_fork() and threading.active_count() == 1


def run_aside(work: Callable[[], object], what: str) -> Aside | None:
    """Start ``work`` in a forked child; None (nothing started) where this process cannot fork,
    or runs other threads. ``what`` names the work in the log."""
    if not _may_fork_now():
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


def _flush_standard_streams() -> None:
    """What this process has written but not yet flushed, written now: else the child, which
    holds a copy of the buffers, could write it again."""
    for stream in (sys.stdout, sys.stderr):
        if stream is not None:
            with contextlib.suppress(OSError, ValueError):
                stream.flush()


class ForkedProcess:
    """A child forked by ``fork_process``, seen as ``subprocess.Popen`` shows a started program:
    ``pid``, its standard streams as text pipes (UTF-8), ``wait``, ``kill`` and ``returncode``.
    A thread of this process waits for its end (``os.waitpid``), so ``wait`` can time out."""

    def __init__(self, pid: int, stdin: int, stdout: int, stderr: int) -> None:
        self.pid = pid
        self.stdin: io.TextIOWrapper | None = open(  # noqa: SIM115 (kept open: the child's input)
            stdin, "w", encoding="utf-8"
        )
        self.stdout: io.TextIOWrapper | None = open(stdout, encoding="utf-8")  # noqa: SIM115
        self.stderr: io.TextIOWrapper | None = open(stderr, encoding="utf-8")  # noqa: SIM115
        self.returncode: int | None = None
        self._ended = threading.Event()
        waiter = threading.Thread(target=self._wait_for_end, name=f"child-{pid}", daemon=True)
        waiter.start()

    def _wait_for_end(self) -> None:
        _, status = os.waitpid(self.pid, 0)
        self.returncode = os.waitstatus_to_exitcode(status)
        self._ended.set()

    def wait(self, timeout: float | None = None) -> int:
        """Its exit code once it has ended; ``subprocess.TimeoutExpired`` if not within
        ``timeout`` seconds."""
        if not self._ended.wait(timeout):
            raise subprocess.TimeoutExpired(f"process {self.pid}", timeout or 0.0)
        assert self.returncode is not None
        return self.returncode

    def kill(self) -> None:
        if not self._ended.is_set():  # once reaped, its number may be another process's
            with contextlib.suppress(ProcessLookupError):
                os.kill(self.pid, signal.SIGKILL)


def fork_process(run: Callable[[], int], *, new_session: bool = True) -> ForkedProcess | None:
    """Fork a child that runs ``run`` (its return value is the child's exit code; an exception is
    printed to its standard error and ends it with 1), its standard streams pipes to this process.
    None (nothing started) where ``run_aside`` would refuse, or where one of this process's
    standard streams is closed (the pipes' numbers could then collide with them); the caller
    then starts a program instead. ``new_session``: the child leaves this process's session, so
    a terminal's Ctrl+C reaches this process alone (``start_new_session`` of ``Popen``)."""
    if not _may_fork_now() or not _standard_fds_open():
        return None
    child_in, to_child = os.pipe()
    from_child, child_out = os.pipe()
    errors_from_child, child_err = os.pipe()
    _flush_standard_streams()
    pid = os.fork()
    if pid != 0:
        for fd in (child_in, child_out, child_err):
            os.close(fd)
        return ForkedProcess(pid, to_child, from_child, errors_from_child)
    code = 1
    try:
        if new_session:
            os.setsid()
        for fd, standard in ((child_in, 0), (child_out, 1), (child_err, 2)):
            os.dup2(fd, standard)
        for fd in (child_in, to_child, from_child, child_out, errors_from_child, child_err):
            os.close(fd)
        code = run()
    except BaseException:
        with contextlib.suppress(Exception):
            traceback.print_exc()
    finally:
        _flush_standard_streams()
        os._exit(code)


def _standard_fds_open() -> bool:
    try:
        for fd in (0, 1, 2):
            os.fstat(fd)
    except OSError:
        return False
    return True
