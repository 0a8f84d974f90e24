"""The progress-and-results frame of the windows that send a batch of writes, one item at a time,
with a result per item (bulk prices, an order step on many orders, a price import, a stock count).

:class:`BatchProgress` is the frame: a progress bar counting the items, a status line naming the
item in flight and then the tally, "Retry the failed ones", and a Close button that reads "Stop"
while sending (the item in flight finishes, the rest are marked as not sent). The window keeps
what is its own: what an item is, how it is sent (a :class:`BatchJob`), and its columns (built by
:func:`results_table`, each result cell by :func:`result_item`).

An item ends in one of four ways (:class:`Settled`). A write whose answer was lost after it may
have reached the store is *unknown*, never failed: it is not sent again by Retry until the job's
``reread`` has read it again and found it not done (or done, and then it is not sent at all).
"""

from __future__ import annotations

import asyncio
import enum
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

import shiboken6
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProgressBar,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from storeadmin_gui.api import errors
from storeadmin_gui.ui import tasks
from storeadmin_gui.ui.i18n import tr
from storeadmin_gui.ui.shell.style import colour

__all__ = [
    "BatchJob",
    "BatchProgress",
    "BatchTally",
    "BatchWindow",
    "LazyRows",
    "OutcomeUnknown",
    "RunVerb",
    "Settled",
    "result_item",
    "results_table",
    "show_whole_results",
    "tally_sentence",
]

R = TypeVar("R")


class Settled(enum.Enum):
    """How one item of a batch ended."""

    DONE = "done"
    FAILED = "failed"  # certainly not done: sending it again is safe
    UNKNOWN = "unknown"  # the answer was lost: read it again before anything is sent
    STOPPED = "stopped"  # not sent: the run was stopped

    @property
    def ok(self) -> bool | None:
        """The item's ``ok`` as the windows keep it: None only for an item never sent, so that
        an unknown one is never taken for one still to send."""
        return {Settled.DONE: True, Settled.STOPPED: None}.get(self, False)


class OutcomeUnknown(ValueError):
    """Raised by a job's ``send`` (with the sentence its row shows) when the answer was lost and
    what became of the write cannot be told."""


@dataclass
class BatchTally:
    """How a run went: items done, failed, left unknown, and whether it was stopped."""

    done: int = 0
    failed: int = 0
    stopped: bool = False
    unknown: int = 0


class RunVerb(enum.Enum):
    """How a window's tally calls an item that went through: a variant's price saved, an order's
    step done."""

    SAVED = "saved"
    DONE = "done"


def tally_sentence(tally: BatchTally, verb: RunVerb) -> str:
    """The line a window shows once its run ends: ``"2 saved, 1 failed (see Result), then
    stopped."``. Whole sentences, the count of items done in Qt's plural forms (a language
    inflects "saved" by number), the other counts in the user's digits. Unknown items count as
    failed there, and a sentence of their own follows."""
    failed, stopped, done = bool(tally.failed or tally.unknown), tally.stopped, tally.done
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
    locale = QLocale()
    line = sentences[failed, stopped].format(failed=locale.toString(tally.failed + tally.unknown))
    if tally.unknown:
        line += " " + tr(
            "batch", "{unknown} of them unknown: the answer was lost; Retry reads them first."
        ).format(unknown=locale.toString(tally.unknown))
    return line


@dataclass
class BatchJob(Generic[R]):
    """What a window's batch does with one item.

    ``send(item)`` writes it and answers its result text (a failure raises an API error or a
    ``ValueError`` with a sentence; :class:`OutcomeUnknown` when the answer was lost). ``sending
    (item)`` is the status line meanwhile. ``show(item, settled, text)`` puts a result in its row.
    ``reread(item)``, after a lost answer: the item as the store holds it now, as ``(settled,
    text)`` when that settles it (done, failed, still unknown) or ``None`` when it is certainly
    not done and may be sent. Without it, Retry leaves unknown items alone.
    """

    send: Callable[[R], Awaitable[str]]
    sending: Callable[[R], str]
    show: Callable[[R, Settled, str], None]
    reread: Callable[[R], Awaitable[tuple[Settled, str] | None]] | None = None
    finished: Callable[[BatchTally], None] | None = None


class BatchProgress(QWidget):
    """The frame: progress, status, Retry, Close/Stop; the window's own buttons after them
    (:meth:`add_button`). See the module docstring."""

    def __init__(
        self,
        *,
        stopping_text: str,
        count_format: str | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.stopping_text = stopping_text
        self.progress = QProgressBar()
        self.progress.setFormat(count_format or tr("batch", "%v of %m"))
        self.progress.setRange(0, 1)
        self.progress.setValue(0)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.retry_button = QPushButton(tr("batch", "Retry the failed ones"))
        self.retry_button.setAutoDefault(False)
        self.retry_button.clicked.connect(self.retry)
        self.retry_button.hide()
        self.close_button = QPushButton(tr("batch", "Close"))
        self.buttons = QHBoxLayout()
        self.buttons.addWidget(self.status, 1)
        self.buttons.addWidget(self.retry_button)
        self.buttons.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.progress)
        layout.addLayout(self.buttons)
        self.running = False
        self.stopping = False
        self.job: BatchJob[Any] | None = None
        self.failed: list[Any] = []  # of the last run: failed or unknown, for Retry
        self.unknown: list[Any] = []
        self.retry_task: asyncio.Task[None] | None = None

    def add_button(self, button: QPushButton) -> None:
        """One of the window's own buttons (Apply), after Close."""
        self.buttons.addWidget(button)

    def begin(self, items: int) -> None:
        """Show the run as started at once (Close reads "Stop" before the first item is sent)."""
        self.running, self.stopping = True, False
        self.retry_button.hide()
        self.close_button.setText(tr("batch", "Stop"))
        self.progress.setRange(0, max(items, 1))
        self.progress.setValue(0)

    async def run(self, items: Sequence[R], job: BatchJob[R]) -> BatchTally:
        """Send every item in turn; one failing does not stop the rest. Items left unknown by an
        earlier run are read again first (``job.reread``), and sent only when not done."""
        if not self.running:
            self.begin(len(items))
        self.progress.setRange(0, max(len(items), 1))
        self.job = job
        reread = set(map(id, self.unknown))
        self.failed, self.unknown = [], []
        tally = BatchTally()
        try:
            for number, item in enumerate(items, start=1):
                if self.stopping:
                    tally.stopped = True
                    job.show(item, Settled.STOPPED, tr("batch", "Not applied: stopped."))
                    continue
                settled, text = await self._settle(item, job, id(item) in reread)
                if settled is Settled.DONE:
                    tally.done += 1
                elif settled is Settled.UNKNOWN:
                    tally.unknown += 1
                    self.unknown.append(item)
                    self.failed.append(item)
                else:
                    tally.failed += 1
                    self.failed.append(item)
                job.show(item, settled, text)
                self.progress.setValue(number)
        finally:
            self.end()
            if shiboken6.isValid(self):  # the window may be gone
                self.retry_button.setVisible(bool(self.retryable(job)))
        if job.finished is not None:
            job.finished(tally)
        return tally

    async def _settle(self, item: R, job: BatchJob[R], was_unknown: bool) -> tuple[Settled, str]:
        self.status.setText(job.sending(item))
        try:
            if was_unknown:
                if job.reread is None:
                    return Settled.UNKNOWN, unknown_text()
                known = await job.reread(item)
                if known is not None:
                    return known
            return Settled.DONE, await job.send(item)
        except errors.ServerUnreachable as error:
            if error.outcome_unknown:
                return Settled.UNKNOWN, unknown_text()
            return Settled.FAILED, str(error)
        except OutcomeUnknown as error:
            return Settled.UNKNOWN, str(error)
        except (errors.ApiError, ValueError) as error:
            return Settled.FAILED, str(error)

    def retry(self) -> asyncio.Task[None] | None:
        """Send again only the items that failed (those left unknown read again first)."""
        job = self.job
        if self.running or job is None:
            return None
        items = self.retryable(job)
        if not items:
            return None
        self.begin(len(items))
        self.retry_task = tasks.spawn(self._run_quietly(items, job), owner=self)
        return self.retry_task

    def retryable(self, job: BatchJob[Any]) -> list[Any]:
        """The last run's failed items; those left unknown only where the job can read them."""
        unknown = set(map(id, self.unknown))
        return [item for item in self.failed if id(item) not in unknown or job.reread is not None]

    async def _run_quietly(self, items: Sequence[Any], job: BatchJob[Any]) -> None:
        await self.run(items, job)

    def end(self) -> None:
        """The run is over (Close reads "Close" again)."""
        self.running = False
        if shiboken6.isValid(self.close_button):
            self.close_button.setText(tr("batch", "Close"))

    def stop(self) -> bool:
        """Close pressed: while running, stop after the item in flight (True); else False."""
        if not self.running:
            return False
        self.stopping = True
        self.status.setText(self.stopping_text)
        return True


def unknown_text() -> str:
    """A lost answer's result, until the item is read again."""
    return tr(
        "batch",
        "Unknown: the answer was lost and may have been carried out. Retry reads it again"
        " before sending anything.",
    )


def results_table(
    columns: Sequence[str], accessible_name: str, *, wrap: bool = True
) -> QTableWidget:
    """The results table, read-only, a row selected whole, Tab going on to the buttons; the last
    column (the result) takes the room left. ``wrap``: whole results (see
    :func:`show_whole_results`); off for files of thousands of lines."""
    table = QTableWidget(0, len(columns))
    table.setHorizontalHeaderLabels(list(columns))
    table.setAccessibleName(accessible_name)
    table.verticalHeader().setVisible(False)
    table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
    table.setTabKeyNavigation(False)  # Tab goes on to the buttons
    header = table.horizontalHeader()
    if wrap:
        show_whole_results(table)
    else:
        table.setWordWrap(False)
        # Columns fit the rows in view: fitting a thousand rows at each cell set made a long
        # list take minutes to show.
        header.setResizeContentsPrecision(0)
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setSectionResizeMode(len(columns) - 1, QHeaderView.ResizeMode.Stretch)
    return table


class LazyRows:
    """Fills a long results table's rows only as they come into view, a page at a time: a batch
    of thousands of items (a price list) costs the rows on screen, not every row, each time a
    result comes in. ``fill_row(index)`` puts one item's cells in its row."""

    PAGE = 100

    def __init__(self, table: QTableWidget, fill_row: Callable[[int], None]) -> None:
        self.table = table
        self.fill_row = fill_row
        self.filled: set[int] = set()
        scroll = table.verticalScrollBar()
        scroll.valueChanged.connect(self.fill_in_view)
        scroll.rangeChanged.connect(self.fill_in_view)

    def reset(self, rows: int) -> None:
        """``rows`` items, none shown yet but those in view."""
        self.table.setRowCount(rows)
        self.changed()

    def changed(self) -> None:
        """The items changed: the rows in view are filled again, the others when seen."""
        self.filled.clear()
        self.fill_in_view()

    def fill_in_view(self, *_args: object) -> None:
        count = self.table.rowCount()
        first = max(self.table.rowAt(0), 0)
        last = self.table.rowAt(self.table.viewport().height() - 1)
        end = min(count, (last if last >= 0 else first) + self.PAGE)
        for index in range(first, end):
            self.ensure(index)

    def ensure(self, index: int) -> None:
        """Row ``index`` filled (when read from outside the view, as a test or a copy reads)."""
        if index not in self.filled and 0 <= index < self.table.rowCount():
            self.filled.add(index)
            self.fill_row(index)


def show_whole_results(table: QTableWidget) -> None:
    """A result is a sentence (the server's reason, the states read again): its cell wraps and
    its row grows to hold it, rather than cutting it short at the window's edge."""
    table.setWordWrap(True)
    table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)


def result_item(text: str, ok: bool | None, *, unknown: bool = False) -> QTableWidgetItem:
    """A row's result cell: the text in full as its tooltip, green when done, red when not,
    amber when unknown."""
    item = QTableWidgetItem(text)
    item.setToolTip(text)
    if unknown:
        item.setForeground(colour("caution-text"))
    elif ok is not None:
        item.setForeground(colour("success-text" if ok else "error-text"))
    return item


class BatchWindow(QDialog):
    """Base of the windows with a row per item and a :class:`BatchProgress` (``self.batch``, made
    by :meth:`make_batch`): Close stops a run instead of closing, and the table is filled row by
    row."""

    batch: BatchProgress
    rows: Sequence[Any]

    def make_batch(self, *, stopping_text: str, count_format: str | None = None) -> BatchProgress:
        """The frame, its parts also the window's own (``progress``, ``status``,
        ``close_button``)."""
        self.batch = BatchProgress(stopping_text=stopping_text, count_format=count_format)
        self.progress = self.batch.progress
        self.status = self.batch.status
        self.close_button = self.batch.close_button
        self.close_button.clicked.connect(self.reject)
        return self.batch

    def reject(self) -> None:
        """Close; while sending, Close reads "Stop": the item in flight finishes, the rest are
        not sent."""
        if not self.batch.stop():
            super().reject()

    def fill_table(self) -> None:
        for index in range(len(self.rows)):
            self.fill_row(index)

    def fill_row(self, index: int) -> None:
        """Show ``self.rows[index]`` in its table row."""
        raise NotImplementedError

    def show_result(self, row: Any, settled: Settled, text: str) -> None:
        """An item's result as :meth:`BatchProgress.run` reports it (rows have ``ok``,
        ``result`` and ``unknown``)."""
        row.ok, row.result, row.unknown = settled.ok, text, settled is Settled.UNKNOWN
        self.fill_row(self.rows.index(row))
