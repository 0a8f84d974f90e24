"""One thread of its own that runs the jobs given to it, one at a time, in the order given.

For a service that may keep a caller waiting (the system keyring: a D-Bus round trip, or a
prompt to unlock it) and whose calls must stay in order (a secret written, then read back): the
window's thread hands the job over and goes on. The thread is a daemon, so a call that never
returns cannot keep the app from quitting; an idle one ends.
"""

from __future__ import annotations

import asyncio
import queue
import threading
from collections.abc import Callable
from concurrent.futures import Future
from typing import Any, TypeVar

__all__ = ["SerialThread"]

T = TypeVar("T")

# An idle thread ends after this long (the next job starts another): a window that asked once
# keeps no thread waiting for the rest of the run.
IDLE_SECONDS = 5.0


class SerialThread:
    """Jobs run in the order submitted on one daemon thread, started with the first job."""

    def __init__(self, name: str) -> None:
        self._name = name
        self._jobs: queue.SimpleQueue[tuple[Future[Any], Callable[[], Any]]]
        self._jobs = queue.SimpleQueue()
        self._thread: threading.Thread | None = None
        self._start_lock = threading.Lock()

    def submit(self, job: Callable[[], T]) -> Future[T]:
        """``job`` queued; its future holds what it returns or raises."""
        future: Future[T] = Future()
        self._jobs.put((future, job))
        with self._start_lock:
            if self._thread is None:
                self._thread = threading.Thread(target=self._serve, name=self._name, daemon=True)
                self._thread.start()
        return future

    def run(self, job: Callable[[], T]) -> T:
        """``job``'s result, waited for here (after every job submitted before it). Not to be
        called from a job: the thread would wait for itself."""
        if threading.current_thread() is self._thread:
            return job()
        return self.submit(job).result()

    async def run_async(self, job: Callable[[], T]) -> T:
        """``job``'s result, awaited: the event loop goes on meanwhile."""
        return await asyncio.wrap_future(self.submit(job))

    def _serve(self) -> None:
        while True:
            try:
                future, job = self._jobs.get(timeout=IDLE_SECONDS)
            except queue.Empty:
                with self._start_lock:  # a job submitted from now on starts a new thread
                    if self._jobs.empty():
                        self._thread = None
                        return
                continue
            if not future.set_running_or_notify_cancel():
                continue
            try:
                result = job()
            except BaseException as error:  # the caller's to see, through its future
                future.set_exception(error)
            else:
                future.set_result(result)
