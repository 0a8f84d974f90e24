"""The packing bench's print queue on a real printer queue of the system's print service (CUPS):
a printer that is stopped leaves the new order's slip waiting and says the printer is offline;
started again, the slip is printed on it, once.

The printer is a CUPS queue made for the test on the ``cups-pdf`` device, which writes what it
prints as a PDF file into the printing user's ``~/PDF``. Where there is no CUPS scheduler with that
device, these are skipped (``-ra`` says so); with ``STOREADMIN_TEST_CUPS=1`` (set by ``.ci/run``,
which installs and starts one) they fail instead.
"""

from __future__ import annotations

import os
import pwd
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from storeadmin_gui.ui.bench.print_queue import JobState
from tests.support.placing import place_a_cart
from tests.ui.bench_support import look
from tests.ui.conftest import Runner
from tests.ui.sales_support import OFFSCREEN_WARNINGS
from tests.ui.test_print_queue import agent_of, printing_window, settle

pytestmark = pytest.mark.qt_log_ignore(*OFFSCREEN_WARNINGS)

PDF_DRIVER = "lsb/usr/cups-pdf/CUPS-PDF_noopt.ppd"
CUPS_PDF_WRITES_MS = 60_000  # CUPS's filters and Ghostscript, on a loaded machine


def cups(*command: str) -> str:
    done = subprocess.run(command, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise RuntimeError(f"{' '.join(command)}: {done.stderr.strip()}")  # i18n: not shown
    return done.stdout


def why_no_cups() -> str | None:
    """Why a CUPS printer cannot be made here, or None."""
    if shutil.which("lpadmin") is None or shutil.which("cupsenable") is None:
        return "no CUPS tools (apt-get install cups cups-pdf)"
    try:
        if "is running" not in cups("lpstat", "-r"):
            return "the CUPS scheduler is not running"
        if "cups-pdf:/" not in cups("lpinfo", "-v"):
            return "CUPS has no cups-pdf device (apt-get install cups-pdf)"
    except RuntimeError as error:
        return str(error)
    return None


@pytest.fixture
def stopped_printer() -> Iterator[str]:
    """A CUPS printer that prints into PDF files, stopped (as a printer that is off or out of
    paper is); removed afterwards."""
    reason = why_no_cups()
    if reason is not None:
        if os.environ.get("STOREADMIN_TEST_CUPS"):
            pytest.fail(reason)
        pytest.skip(f"{reason}; .ci/run sets one up")
    name = f"Store_Admin_Test_{os.getpid()}"
    cups("lpadmin", "-p", name, "-v", "cups-pdf:/", "-m", PDF_DRIVER, "-E")
    cups("cupsdisable", name)
    try:
        yield name
    finally:
        cups("lpadmin", "-x", name)


def unfinished_jobs(printer: str) -> list[str]:
    """The printer's jobs CUPS has not finished (one line each)."""
    return cups("lpstat", "-W", "not-completed", "-o", printer).splitlines()


def printed_files(title: str) -> list[Path]:
    """What cups-pdf wrote for documents called ``title`` (spaces become underscores)."""
    folder = Path(pwd.getpwuid(os.getuid()).pw_dir) / "PDF"
    return sorted(folder.glob(title.replace(" ", "_") + "*.pdf"))


def test_a_stopped_printer_keeps_the_slip_waiting_until_it_is_started_then_prints_it_once(
    qtbot: QtBot, run: Runner, backend_app: Any, tmp_path: Path, stopped_printer: str
) -> None:
    window = printing_window(qtbot, run, backend_app, tmp_path, printer=stopped_printer)
    _, number = place_a_cart(tmp_path / "store.sqlite3")
    title = f"Packing slip {number}"
    look(qtbot, window)
    settle(qtbot, window)
    [job] = agent_of(window).jobs()
    assert (job.state, job.reason) == (
        JobState.WAITING,
        f"The printer {stopped_printer} is offline.",
    )
    settle(qtbot, window)  # tried again while it is still off: still waiting, nothing sent
    assert agent_of(window).jobs()[0].state == JobState.WAITING
    assert printed_files(title) == []

    cups("cupsenable", stopped_printer)  # switched on again
    settle(qtbot, window)
    assert [(j.number, j.state, j.reason) for j in agent_of(window).jobs()] == [
        (number, JobState.PRINTED, "")
    ]
    try:
        qtbot.waitUntil(
            lambda: not unfinished_jobs(stopped_printer) and len(printed_files(title)) == 1,
            timeout=CUPS_PDF_WRITES_MS,
        )
        assert printed_files(title)[0].stat().st_size > 0
        settle(qtbot, window)  # and nothing goes to the printer twice
        assert len(printed_files(title)) == 1
    finally:
        for path in printed_files(title):
            path.unlink()
