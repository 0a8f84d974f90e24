"""One request per selected record, where one failure must not stop the rest.

The tables' multi-row actions (delete, enable or disable users) all work this way; the answer maps
each key to ``None`` (done) or the error that record met, and :func:`describe_failures` turns the
failures into one sentence for the message channel.

The windows that change many records with a result per row (bulk prices, the order steps) run
their rows through one :class:`BatchRun`: rows in turn, a progress bar, a status line naming the
row in flight, and a Close button that reads "Stop" meanwhile (the row in flight finishes, the
rest are marked as not sent). :func:`read_each` reads the rows' records first, a few at a time.
:func:`tally_sentence` is the line such a window shows once a run ends, one whole sentence per
case, so each language words (and inflects) it as a sentence.
"""

from __future__ import annotations

import asyncio
import enum
from collections.abc import Awaitable, Callable, Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

import shiboken6
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import (
    QDialog,
    QHeaderView,
    QLabel,
    QProgressBar,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
)

from storeadmin_gui.api import errors
from storeadmin_gui.ui.i18n import tr
from storeadmin_gui.ui.shell.style import colour

__all__ = [
    "BatchRun",
    "BatchTally",
    "BatchWindow",
    "RunVerb",
    "apply_each",
    "describe_failures",
    "read_each",
    "result_item",
    "show_whole_results",
    "tally_sentence",
]

K = TypeVar("K", bound=Hashable)
R = TypeVar("R")
T = TypeVar("T")
PARALLEL_READS = 4


async def apply_each(
    keys: Iterable[K], action: Callable[[K], Awaitable[object]]
) -> dict[K, errors.ApiError | None]:
    """Run ``action`` for every key in turn; API errors are collected, not raised."""
    results: dict[K, errors.ApiError | None] = {}
    for key in keys:
        try:
            await action(key)
        except errors.ApiError as error:
            results[key] = error
        else:
            results[key] = None
    return results


def describe_failures(
    results: Mapping[K, errors.ApiError | None], verb: str, name: Callable[[K], str]
) -> str | None:
    """``"2 of 3 could not be deleted: user #7: <reason>; …"``, or None when all went through."""
    failed = {key: error for key, error in results.items() if error is not None}
    if not failed:
        return None
    reasons = "; ".join(f"{name(key)}: {error}" for key, error in failed.items())
    sentences = {
        "deleted": tr("batch", "{failed} of {total} could not be deleted: {reasons}"),
        "enabled": tr("batch", "{failed} of {total} could not be enabled: {reasons}"),
        "disabled": tr("batch", "{failed} of {total} could not be disabled: {reasons}"),
    }
    return sentences[verb].format(failed=len(failed), total=len(results), reasons=reasons)


async def read_each(
    rows: Sequence[R], read: Callable[[R], Awaitable[T]], *, parallel: int = PARALLEL_READS
) -> list[T | errors.ApiError]:
    """Read every row's record, ``parallel`` at a time; a row that cannot be read gives its
    error in its place (the others are read all the same)."""
    gate = asyncio.Semaphore(parallel)

    async def one(row: R) -> T | errors.ApiError:
        async with gate:
            try:
                return await read(row)
            except errors.ApiError as error:
                return error

    return list(await asyncio.gather(*(one(row) for row in rows)))


@dataclass
class BatchTally:
    """How a run went: rows done, rows that failed, and whether it was stopped."""

    done: int = 0
    failed: int = 0
    stopped: bool = False


class RunVerb(enum.Enum):
    """How a window's tally calls a row that went through: a variant's price saved, an order's
    step done."""

    SAVED = "saved"
    DONE = "done"


def tally_sentence(tally: BatchTally, verb: RunVerb) -> str:
    """The line a window shows once its run ends: ``"2 saved, 1 failed (see Result), then
    stopped."``. Whole sentences, the count of rows done in Qt's plural forms (a language
    inflects "saved" by number), the count of failures in the user's digits."""
    failed, stopped, done = bool(tally.failed), tally.stopped, tally.done
    if verb is RunVerb.SAVED:
        sentences = {
            (False, False): tr("batch", "%Ln saved.", None, done),
            (True, False): tr("batch", "%Ln saved, {failed} failed (see Result).", None, done),
            (False, True): tr("batch", "%Ln saved, then stopped.", None, done),
            (True, True): tr(
                "batch", "%Ln saved, {failed} failed (see Result), then stopped.", None, done
            ),
        }
    else:
        sentences = {
            (False, False): tr("batch", "%Ln done.", None, done),
            (True, False): tr("batch", "%Ln done, {failed} failed (see Result).", None, done),
            (False, True): tr("batch", "%Ln done, then stopped.", None, done),
            (True, True): tr(
                "batch", "%Ln done, {failed} failed (see Result), then stopped.", None, done
            ),
        }
    return sentences[failed, stopped].format(failed=QLocale().toString(tally.failed))


class BatchRun(Generic[R]):
    """Sends one request per row, in turn, for a window with a progress bar, a status line and
    a Close button (see the module docstring). A row's ``send`` answers the text its result
    cell shows; an API error (or a ``ValueError`` with a sentence) is that row's result and the
    run goes on with the next row."""

    def __init__(
        self,
        progress: QProgressBar,
        status: QLabel,
        close_button: QPushButton,
        *,
        stopping_text: str,
    ) -> None:
        self.progress = progress
        self.status = status
        self.close_button = close_button
        self.stopping_text = stopping_text
        self.running = False
        self.stopping = False

    def begin(self, rows: int) -> None:
        """Show the run as started at once (Close reads "Stop" before the first row is sent)."""
        self.running, self.stopping = True, False
        self.close_button.setText(tr("batch", "Stop"))
        self.progress.setRange(0, max(rows, 1))
        self.progress.setValue(0)

    async def run(
        self,
        rows: Sequence[R],
        send: Callable[[R], Awaitable[str]],
        *,
        sending: Callable[[R], str],
        show: Callable[[R, bool | None, str], None],
    ) -> BatchTally:
        """Send every row: ``sending(row)`` is the status meanwhile, ``show(row, ok, text)``
        puts each result in its row (``ok`` None: not sent, the run was stopped). Call
        :meth:`begin` first where the window must read "Stop" before the task starts."""
        if not self.running:
            self.begin(len(rows))
        self.progress.setRange(0, max(len(rows), 1))
        tally = BatchTally()
        try:
            for number, row in enumerate(rows, start=1):
                if self.stopping:
                    tally.stopped = True
                    show(row, None, tr("batch", "Not applied: stopped."))
                    continue
                self.status.setText(sending(row))
                try:
                    text = await send(row)
                except (errors.ApiError, ValueError) as error:
                    tally.failed += 1
                    show(row, False, str(error))
                else:
                    tally.done += 1
                    show(row, True, text)
                self.progress.setValue(number)
        finally:
            self.running = False
            if shiboken6.isValid(self.close_button):  # the window may be gone
                self.close_button.setText(tr("batch", "Close"))
        return tally

    def stop(self) -> bool:
        """Close pressed: while running, stop after the row in flight (True); else False."""
        if not self.running:
            return False
        self.stopping = True
        self.status.setText(self.stopping_text)
        return True


def show_whole_results(table: QTableWidget) -> None:
    """A result is a sentence (the server's reason, the states read again): its cell wraps and
    its row grows to hold it, rather than cutting it short at the window's edge."""
    table.setWordWrap(True)
    table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)


def result_item(text: str, ok: bool | None) -> QTableWidgetItem:
    """A row's result cell: the text in full as its tooltip, green when done, red when not."""
    item = QTableWidgetItem(text)
    item.setToolTip(text)
    if ok is not None:
        item.setForeground(colour("success-text" if ok else "error-text"))
    return item


class BatchWindow(QDialog):
    """Base of the windows with a row per record and a :class:`BatchRun` (``self.batch``, set
    while building): Close stops a run instead of closing, and the table is filled row by row."""

    batch: BatchRun[Any]
    rows: Sequence[Any]

    def reject(self) -> None:
        """Close; while sending, Close reads "Stop": the row in flight finishes, the rest are
        not sent."""
        if not self.batch.stop():
            super().reject()

    def fill_table(self) -> None:
        for index in range(len(self.rows)):
            self.fill_row(index)

    def fill_row(self, index: int) -> None:
        """Show ``self.rows[index]`` in its table row."""
        raise NotImplementedError

    def show_result(self, row: Any, ok: bool | None, text: str) -> None:
        """A row's result as :meth:`BatchRun.run` reports it (rows have ``ok`` and ``result``)."""
        row.ok, row.result = ok, text
        self.fill_row(self.rows.index(row))
