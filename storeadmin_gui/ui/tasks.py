"""The one place where asyncio meets Qt slots.

A slot must never block, so it starts a coroutine on the qasync loop with :func:`spawn`. Spawned
tasks are kept referenced here (the loop itself only holds weak references, so an unreferenced task
may vanish mid-flight), their exceptions go out through ONE channel (:func:`report_exception`,
whose handler the main window replaces to show and log them), and a task bound to an ``owner``
QObject is cancelled when that object is destroyed, so a closed page never receives late answers.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Coroutine
from typing import Any, TypeVar

import shiboken6
from PySide6.QtCore import QObject

from storeadmin_gui.api import errors

__all__ = [
    "ExceptionReporter",
    "cancel_all",
    "report_exception",
    "running_tasks",
    "set_exception_reporter",
    "spawn",
]

log = logging.getLogger(__name__)

T = TypeVar("T")
ExceptionReporter = Callable[[BaseException], None]


def _log_exception(error: BaseException) -> None:
    """Default reporter: log the traceback, so nothing fails silently before a window shows it."""
    log.error("Unhandled error in a background task", exc_info=error)


_reporter: ExceptionReporter = _log_exception
_running: set[asyncio.Task[Any]] = set()


def set_exception_reporter(reporter: ExceptionReporter | None) -> ExceptionReporter:
    """Route every unhandled task exception to ``reporter`` (``None`` restores logging only).

    Returns the previous reporter so a caller (or a test) can put it back.
    """
    global _reporter
    previous = _reporter
    _reporter = reporter if reporter is not None else _log_exception
    return previous


def report_exception(error: BaseException) -> None:
    """Send ``error`` through the one channel; a failing reporter is logged, never raised."""
    try:
        _reporter(error)
    except Exception:  # a broken reporter must not take the event loop down with it
        log.exception("The exception reporter failed while reporting %r", error)


def spawn(coro: Coroutine[Any, Any, T], *, owner: QObject | None = None) -> asyncio.Task[T]:
    """Run ``coro`` on the running qasync loop without blocking the calling slot.

    The task is referenced until it ends; an exception it raises is reported (cancellation is not an
    error); with ``owner`` it is cancelled when the owner is destroyed.
    """
    task = asyncio.get_running_loop().create_task(coro)
    _running.add(task)

    disconnect: Callable[[], None] | None = None
    if owner is not None:
        disconnect = _cancel_with(owner, task)

    def finished(done: asyncio.Task[T]) -> None:
        _running.discard(done)
        if disconnect is not None:
            disconnect()
        if done.cancelled():
            return
        error = done.exception()
        if isinstance(error, errors.ClientClosed):
            # Started for a connection the staffer has since closed: nobody waits for its answer.
            log.info("Background work ended with its connection: %s", error)
        elif isinstance(error, RuntimeError) and owner is not None and not shiboken6.isValid(owner):
            # Its owner went while a step was under way, before the cancellation could land:
            # the view it worked for is gone, and so is anyone to tell.
            log.info("Background work ended with the view it worked for: %s", error)
        elif error is not None:
            report_exception(error)

    task.add_done_callback(finished)
    return task


def _cancel_with(owner: QObject, task: asyncio.Task[Any]) -> Callable[[], None]:
    """Cancel ``task`` when ``owner`` is destroyed; return a function that drops that link."""

    def owner_destroyed(*_args: object) -> None:
        task.cancel()

    owner.destroyed.connect(owner_destroyed)

    def disconnect() -> None:
        if shiboken6.isValid(owner):
            owner.destroyed.disconnect(owner_destroyed)

    return disconnect


def running_tasks() -> frozenset[asyncio.Task[Any]]:
    """The spawned tasks that have not finished yet (for shutdown and for tests)."""
    return frozenset(_running)


def cancel_all() -> list[asyncio.Task[Any]]:
    """Cancel every spawned task (at shutdown); returns them so the caller can await their end."""
    tasks = list(_running)
    for task in tasks:
        task.cancel()
    return tasks
