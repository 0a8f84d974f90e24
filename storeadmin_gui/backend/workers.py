"""Database work off the event loop: a few worker threads, each running one request at a time.

Why: the routes call SQLAlchemy synchronously. On the server's event loop such a call blocks every
other client for as long as it lasts: a pool checkout that waits, a PostgreSQL round trip, a SQLite
write waiting for another process's lock, an order of 9,999 units. So the loop only speaks HTTP
(reads bodies, checks sizes, answers from caches) and hands each request that may touch the
database to a worker: a thread with an event loop of its own, on which the app's routes run as
they are. A worker runs one request at a time, so it holds at most one pooled connection, and
there are fewer workers than pooled connections: a checkout never waits. A request that finds no
worker free within ``wait_seconds`` is answered 503 with ``Retry-After`` (``Busy``), never queued
for ever.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import threading
from collections.abc import Awaitable, Callable
from typing import TypeVar

from storeadmin_gui.backend.errors import busy

T = TypeVar("T")


class _Worker:
    """A thread running its own event loop until ``close``."""

    def __init__(self, name: str) -> None:
        # A plain selector loop, not whatever the process's policy makes: in the desktop app that
        # policy is qasync's, whose loops are Qt's and belong to the main thread alone.
        self.loop: asyncio.AbstractEventLoop = asyncio.SelectorEventLoop()
        self._thread = threading.Thread(target=self._run, name=name, daemon=True)
        self._thread.start()

    def _run(self) -> None:
        asyncio.set_event_loop(self.loop)
        self.loop.run_forever()

    def close(self) -> None:
        """Cancel what it still runs (the server is going away), then stop and close its loop.

        A request handed over just before would otherwise be a task that never ran: its
        coroutine never awaited, reported only when it is garbage-collected.
        """
        asyncio.run_coroutine_threadsafe(_cancel_all_but_this(), self.loop).result()
        self.loop.call_soon_threadsafe(self.loop.stop)
        self._thread.join()
        self.loop.close()


async def _cancel_all_but_this() -> None:
    current = asyncio.current_task()
    running = [task for task in asyncio.all_tasks() if task is not current]
    for task in running:
        task.cancel()
    await asyncio.gather(*running, return_exceptions=True)


class Workers:
    """``count`` workers and the wait for a free one; used from one event loop (the server's).

    Threads start on first use, so an app that never serves (an OpenAPI export) starts none.
    """

    def __init__(self, count: int, wait_seconds: float) -> None:
        self.count = count
        self.wait_seconds = wait_seconds
        self._workers: list[_Worker] = []
        self._idle: asyncio.Queue[_Worker] | None = None
        self._closed = False

    def _idle_workers(self) -> asyncio.Queue[_Worker]:
        if self._closed:
            raise busy()  # shutting down: a request that arrives now is told to come back
        if self._idle is None:
            self._idle = asyncio.Queue()
            for number in range(self.count):
                worker = _Worker(f"storeadmin-db-{number}")
                self._workers.append(worker)
                self._idle.put_nowait(worker)
        return self._idle

    async def run(self, work: Callable[[], Awaitable[T]]) -> T:
        """``await work()`` on a free worker's loop; ``busy()`` when none is free in time."""
        idle = self._idle_workers()
        try:
            worker = idle.get_nowait()  # the usual case: no waiting, no timer
        except asyncio.QueueEmpty:
            try:
                worker = await asyncio.wait_for(idle.get(), self.wait_seconds)
            except TimeoutError:
                raise busy() from None
        if self._closed:  # stopping freed the worker this request waited for: its loop ends
            raise busy()
        loop = asyncio.get_running_loop()
        done: asyncio.Future[T] = loop.create_future()

        def settle(outcome: concurrent.futures.Future[T]) -> None:
            """On this loop: the worker is free again (even if the caller stopped waiting first),
            and the caller gets the outcome. One hand-over back per request, not one each."""
            idle.put_nowait(worker)
            if done.done():
                return
            if outcome.cancelled():
                done.cancel()
            elif (error := outcome.exception()) is not None:
                done.set_exception(error)
            else:
                done.set_result(outcome.result())

        def hand_back(outcome: concurrent.futures.Future[T]) -> None:
            with contextlib.suppress(RuntimeError):  # not once the server's loop is gone
                loop.call_soon_threadsafe(settle, outcome)

        future = asyncio.run_coroutine_threadsafe(_awaited(work), worker.loop)
        future.add_done_callback(hand_back)
        try:
            return await done
        except asyncio.CancelledError:
            future.cancel()  # the request went away: so does its work, if it has not begun
            raise

    async def call(self, work: Callable[[], T]) -> T:
        """``work()`` (synchronous) on a free worker; ``busy()`` when none is free in time."""

        async def synchronous() -> T:
            return work()

        return await self.run(synchronous)

    def close(self) -> None:
        """Stops every worker thread (each finishes the request it runs)."""
        self._closed = True
        for worker in self._workers:
            worker.close()
        self._workers.clear()
        self._idle = None


async def _awaited(work: Callable[[], Awaitable[T]]) -> T:
    return await work()
