"""Slips printed by themselves: a queue of documents per connection, kept in the app's data
folder, which a print agent works through.

Each new order adds its packing slip and/or invoice once (an order's document already queued is
not queued again, whichever copy of the app saw it). A job goes waiting → printing → printed, or
failed with the reason. A printer that is not there (or a PDF folder that is not) leaves the job
waiting with the reason, and it is tried again later; a paused queue prints nothing. A job found
"printing" at a start was cut off by a crash: it may have printed, so it is not printed again
by itself but marked failed, to be reprinted by the staffer if the sheet is not in the tray.
"""

from __future__ import annotations

import enum
import logging
import os
import re
import socket
from collections.abc import Iterable
from dataclasses import asdict, dataclass, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtPrintSupport import QPrinter, QPrinterInfo

from storeadmin_gui.api import StoreClient, errors
from storeadmin_gui.ui.bench.bench_settings import BenchSettings
from storeadmin_gui.ui.bench.new_orders import NewOrder
from storeadmin_gui.ui.bench.shared_file import LockTimeout, SharedFile
from storeadmin_gui.ui.i18n import tr, translated
from storeadmin_gui.ui.orders.printing import Printout, order_document
from storeadmin_gui.ui.shell.store_identity import connection_of
from storeadmin_gui.ui.tasks import spawn

__all__ = ["JobState", "PrintAgent", "PrintJob", "Target", "jobs_of"]

log = logging.getLogger(__name__)

RETRY_MS = 5000  # a waiting job is tried again this often (a printer switched back on)
KEPT_DONE = 200  # printed and failed jobs kept in the queue's file, the newest


class JobState(enum.StrEnum):
    WAITING = "waiting"
    PRINTING = "printing"
    PRINTED = "printed"
    FAILED = "failed"


@dataclass(frozen=True)
class PrintJob:
    """One document of one order."""

    id: int
    order_id: int
    number: str
    kind: str  # a Printout's value
    state: str = JobState.WAITING
    reason: str = ""  # why it waits or failed
    added: str = ""
    done: str = ""
    owner: str = ""  # which copy of the app is printing it

    @property
    def printout(self) -> Printout:
        return Printout(self.kind)


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def this_copy() -> str:
    return f"{socket.gethostname()}:{os.getpid()}"


def _running(owner: str) -> bool:
    """Whether the copy of the app named ``owner`` still runs (on this machine)."""
    host, _, pid = owner.rpartition(":")
    if host != socket.gethostname() or not pid.isdigit():
        return False
    try:
        os.kill(int(pid), 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True  # there, someone else's
    return True


class Target:
    """Where documents go: a printer (by name, or the default one), or PDF files in a folder."""

    def __init__(self, printer: str = "", pdf_folder: str = "") -> None:
        self.printer_name = printer
        self.pdf_folder = Path(pdf_folder).expanduser() if pdf_folder else None

    def why_not_ready(self) -> str | None:
        """Why nothing can be printed now (a printer off, a folder missing), or None."""
        if self.pdf_folder is not None:
            if not self.pdf_folder.is_dir():
                return tr("bench", "The folder {folder} is not there.").format(
                    folder=self.pdf_folder
                )
            return None
        info = self._info()
        if info.isNull():
            if self.printer_name:
                return tr("bench", "The printer {printer} is not available.").format(
                    printer=self.printer_name
                )
            return tr("bench", "No printer is set up on this computer.")
        if info.state() in (QPrinter.PrinterState.Error, QPrinter.PrinterState.Aborted):
            return tr("bench", "The printer {printer} is offline.").format(
                printer=info.printerName()
            )
        return None

    def _info(self) -> QPrinterInfo:
        if self.printer_name:
            return QPrinterInfo.printerInfo(self.printer_name)
        return QPrinterInfo.defaultPrinter()

    def printer_for(self, job: PrintJob, title: str) -> QPrinter:
        if self.pdf_folder is not None:
            printer = QPrinter(QPrinter.PrinterMode.HighResolution)
            printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
            slug = re.sub(r"[^A-Za-z0-9]+", "-", f"{job.kind}-{job.number}-{job.id}").strip("-")
            printer.setOutputFileName(str(self.pdf_folder / f"{slug}.pdf"))
        else:
            printer = QPrinter(self._info(), QPrinter.PrinterMode.HighResolution)
        printer.setDocName(title)
        printer.setCreator("Store Admin")  # i18n: not shown translated, the app's name
        return printer


def jobs_of(state: dict[str, Any]) -> list[PrintJob]:
    return [PrintJob(**raw) for raw in state.get("jobs", [])]


def _keep(state: dict[str, Any], jobs: Iterable[PrintJob]) -> None:
    kept = list(jobs)
    done = [job for job in kept if job.state in (JobState.PRINTED, JobState.FAILED)]
    dropped = {job.id for job in done[: max(0, len(done) - KEPT_DONE)]}
    state["jobs"] = [asdict(job) for job in kept if job.id not in dropped]


def _add(
    state: dict[str, Any], jobs: list[PrintJob], order_id: int, number: str, kind: str
) -> None:
    next_id = int(state.get("next", 1))
    state["next"] = next_id + 1
    jobs.append(PrintJob(next_id, order_id, number, kind, added=_now()))


class PrintAgent(QObject):
    """Works through the connection's print queue (see the module docstring)."""

    changed = Signal()  # the queue changed (a job added, printed, failed, paused...)

    def __init__(
        self, client: StoreClient, queue: SharedFile, chosen: BenchSettings, parent: QObject
    ) -> None:
        super().__init__(parent)
        self.client = client
        self.queue = queue
        self.settings = chosen
        self.target = Target(chosen.printer, chosen.pdf_folder)
        self.timer = QTimer(self)
        self.timer.setInterval(RETRY_MS)
        self.timer.timeout.connect(self.process)
        self._working = False

    def start(self) -> None:
        self._recover()
        self.timer.start()
        self.process()

    def stop(self) -> None:
        self.timer.stop()

    # -- the queue -----------------------------------------------------------------------------

    def jobs(self) -> list[PrintJob]:
        return jobs_of(self.queue.read())

    @property
    def paused(self) -> bool:
        return bool(self.queue.read().get("paused"))

    def _recover(self) -> None:
        """Jobs a crashed copy left "printing": failed, never printed again by themselves."""
        with self.queue.changing() as state:
            jobs = [
                replace(
                    job,
                    state=JobState.FAILED,
                    reason=tr(
                        "bench",
                        "Cut off while printing: it may have printed. Reprint it if the "
                        "sheet is not there.",
                    ),
                    done=_now(),
                )
                if job.state == JobState.PRINTING and not _running(job.owner)
                else job
                for job in jobs_of(state)
            ]
            _keep(state, jobs)
        self.changed.emit()

    def add_orders(self, orders: Iterable[NewOrder]) -> None:
        """Queue each order's documents the settings ask for, those not queued already."""
        kinds = [Printout.PACKING_SLIP.value] if self.settings.print_slip else []
        kinds += [Printout.INVOICE.value] if self.settings.print_invoice else []
        with self.queue.changing() as state:
            jobs = jobs_of(state)
            queued = {(job.order_id, job.kind) for job in jobs}
            for order in orders:
                for kind in kinds:
                    if (order.id, kind) not in queued:
                        _add(state, jobs, order.id, order.number, kind)
            _keep(state, jobs)
        self.changed.emit()
        self.process()

    def reprint(self, job_id: int) -> None:
        """The document of job ``job_id`` once more, as a new job at the end of the queue."""
        with self.queue.changing() as state:
            jobs = jobs_of(state)
            for job in jobs:
                if job.id == job_id:
                    _add(state, jobs, job.order_id, job.number, job.kind)
                    break
            _keep(state, jobs)
        self.changed.emit()
        self.process()

    def set_paused(self, paused: bool) -> None:
        with self.queue.changing() as state:
            state["paused"] = paused
        self.changed.emit()
        if not paused:
            self.process()

    def _update(self, job_id: int, **changes: Any) -> None:
        with self.queue.changing() as state:
            _keep(
                state,
                (replace(job, **changes) if job.id == job_id else job for job in jobs_of(state)),
            )
        self.changed.emit()

    # -- printing ------------------------------------------------------------------------------

    def process(self) -> None:
        if not self._working:
            self._working = True
            spawn(self._work(), owner=self)

    async def _work(self) -> None:
        try:
            while (job := self._claim_next()) is not None:
                if not await self._print(job):
                    break  # no answer from the store: the timer tries again
        except LockTimeout as error:
            log.info("The print queue is busy: %s", error)
        finally:
            self._working = False

    def _claim_next(self) -> PrintJob | None:
        """The next waiting job, marked as printing by this copy; None when there is none, the
        queue is paused or the target is not ready (the reason kept on the job)."""
        with self.queue.changing() as state:
            if state.get("paused"):
                return None
            jobs = jobs_of(state)
            job = next((job for job in jobs if job.state == JobState.WAITING), None)
            if job is None:
                return None
            reason = self.target.why_not_ready()
            claimed = replace(
                job,
                state=JobState.WAITING if reason else JobState.PRINTING,
                reason=reason or "",
                owner="" if reason else this_copy(),
            )
            _keep(state, (claimed if j.id == job.id else j for j in jobs))
        if claimed != job:
            self.changed.emit()
        return None if reason else claimed

    async def _print(self, job: PrintJob) -> bool:
        """Print ``job``; False when the store did not answer (the job waits again)."""
        try:
            order = await self.client.orders.get(job.order_id)
        except errors.NotFound:
            self._update(
                job.id,
                state=JobState.FAILED,
                reason=tr("bench", "The order is no longer in the store."),
                done=_now(),
            )
            return True
        except errors.ApiError as error:  # no answer: the job waits for the next try
            self._update(job.id, state=JobState.WAITING, reason=str(error), owner="")
            return False
        document = order_document([order], job.printout, connection_of(self.client).identity())
        title = f"{translated(job.printout.title)} {job.number}"
        printer = self.target.printer_for(job, title)
        if not printer.isValid():
            self._update(
                job.id,
                state=JobState.FAILED,
                reason=tr("bench", "The printer refused the document."),
                done=_now(),
            )
            return True
        document.print_(printer)
        self._update(job.id, state=JobState.PRINTED, reason="", done=_now(), owner="")
        return True
