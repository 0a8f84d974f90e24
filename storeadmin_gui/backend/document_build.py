"""Rendering the order documents a start found pending, in the background while the server serves.

Why: a store made by an earlier version has no stored order documents; rendering all of them
before serving kept a store of 100,000 orders silent for minutes (26 s of CPU, 248 s on a busy
machine). ``ready_documents.install`` now only marks them pending (a pending document is never
served: its order is answered from its rows, the same bytes), and this thread renders them while
the server answers.

It stays out of the requests' way:
- Each batch is one short transaction (``ready_documents.render_batch``), sized by time, not by a
  count: the next batch's size is what the last one's pace fits in ``batch_seconds``. On SQLite a
  batch holds the store's write lock for that long, well under the second a request may wait.
- Between batches it rests ``pause_seconds``, longer than the longest sleep of SQLite's busy
  handler between two tries of a waiting writer (100 ms): a write request waiting for the lock
  (in this process or another) gets it in that gap instead of a 503 when its 5 s run out.
- A batch that finds the store busy is tried again later; the build never fails a request.
Two processes on one database never render an order twice at once: on PostgreSQL a batch takes
its pending rows ``FOR UPDATE SKIP LOCKED``, on SQLite it reads them under the write lock. A build
stopped (the server shutting down, or killed) leaves whole batches only, each its own transaction;
what is still pending is found pending by the next start.
"""

from __future__ import annotations

import logging
import threading
import time
from typing import Final

from sqlalchemy import Engine, text
from sqlalchemy.exc import SQLAlchemyError

from storeadmin_gui.backend.ready_documents import render_batch
from storeadmin_gui.backend.storage_errors import storage_refusal

log = logging.getLogger(__name__)

BATCH_SECONDS: Final = 0.2
PAUSE_SECONDS: Final = 0.15
FIRST_BATCH: Final = 10
LARGEST_BATCH: Final = 2000
# A batch's size grows at most this many times over the last one's (a pace can be a lucky one).
MOST_GROWTH: Final = 2
PROGRESS_EVERY_SECONDS: Final = 5.0
BUSY_RETRY_SECONDS: Final = 1.0


def next_batch_size(size: int, done: int, seconds: float, batch_seconds: float) -> int:
    """How many orders fit in ``batch_seconds`` at the pace of the last batch (``done`` in
    ``seconds``), between 1 and ``LARGEST_BATCH``, growing at most ``MOST_GROWTH`` times."""
    if done <= 0 or seconds <= 0:
        return min(size * MOST_GROWTH, LARGEST_BATCH)
    fitting = int(batch_seconds * done / seconds)
    return max(1, min(fitting, size * MOST_GROWTH, LARGEST_BATCH))


class DocumentBuild:
    """The pending documents of ``engine``'s store rendered in a thread of their own, from
    ``start`` until none is left or ``stop``."""

    def __init__(
        self,
        engine: Engine,
        *,
        batch_seconds: float = BATCH_SECONDS,
        pause_seconds: float = PAUSE_SECONDS,
    ) -> None:
        self.engine = engine
        self.batch_seconds = batch_seconds
        self.pause_seconds = pause_seconds
        self.finished = threading.Event()
        self._stopping = threading.Event()
        self._go = threading.Event()
        self._thread: threading.Thread | None = None

    def start(self, *, wait_seconds: float = 0.0) -> None:
        """Renders in a thread of its own, after ``wait_seconds`` or as soon as ``go`` is called:
        the demo store's first answers (its user's first rows) then do not share the
        interpreter with the first batches."""
        self._thread = threading.Thread(
            target=self._run, args=(wait_seconds,), name="storeadmin-documents", daemon=True
        )
        self._thread.start()

    def go(self) -> None:
        """Begin now if ``start`` was told to wait."""
        self._go.set()

    def stop(self) -> None:
        """Ends the build after the batch it is writing (committed whole); returns when it has."""
        self._stopping.set()
        self._go.set()
        if self._thread is not None:
            self._thread.join()
            self._thread = None

    def _run(self, wait_seconds: float) -> None:
        self._go.wait(wait_seconds)
        try:
            if not self._stopping.is_set():
                self.run()
        except Exception:  # the server goes on answering from rows; the next start tries again
            log.exception("Storing the orders' documents failed")
        finally:
            self.finished.set()  # also when stopped before it began

    def run(self) -> int:
        """Renders what is pending in this thread until none is left (or ``stop``); how many
        documents it stored. ``finished`` is set when it returns, however it ends."""
        try:
            return self._render_pending()
        finally:
            self.finished.set()

    def _render_pending(self) -> int:
        total = self._pending()
        if not total:
            return 0
        started = reported = time.monotonic()
        size, stored = FIRST_BATCH, 0
        while not self._stopping.is_set():
            began = time.monotonic()
            try:
                done = render_batch(self.engine, size)
            except SQLAlchemyError as error:
                if storage_refusal(error) is None:
                    raise
                self._stopping.wait(BUSY_RETRY_SECONDS)  # the store is busy: the writers first
                continue
            if not done:
                break
            stored += done
            size = next_batch_size(size, done, time.monotonic() - began, self.batch_seconds)
            if time.monotonic() - reported >= PROGRESS_EVERY_SECONDS:
                reported = time.monotonic()
                log.info("Stored the documents of %d of %d orders", stored, max(total, stored))
            self._stopping.wait(self.pause_seconds)
        if self._stopping.is_set():
            log.info(
                "Stored the documents of %d of %d orders; the rest at the next start",
                stored,
                max(total, stored),
            )
        else:
            log.info(
                "Stored the documents of %d orders in %.1f s",
                stored,
                time.monotonic() - started,
            )
        return stored

    def _pending(self) -> int:
        with self.engine.connect() as connection:
            count = connection.execute(
                text("SELECT count(*) FROM order_documents WHERE pending")
            ).scalar_one()
        return int(count)
