"""The packing bench, part two: the slips of new orders printed by themselves, through Qt's
printing into PDF files (read back with pdftotext), once each, whatever restarts or crashes."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from storeadmin_gui.ui.bench.print_queue import JobState, PrintAgent, PrintJob
from storeadmin_gui.ui.shell.main_window import MainWindow
from tests.support.placing import place_a_cart
from tests.ui.bench_support import look, watching_window
from tests.ui.conftest import Runner
from tests.ui.dialog_support import table_text
from tests.ui.sales_support import OFFSCREEN_WARNINGS, save_screenshot

pytestmark = pytest.mark.qt_log_ignore(*OFFSCREEN_WARNINGS)


def pdf_words(path: Path) -> str:
    tool = shutil.which("pdftotext")
    if tool is None:
        pytest.fail("pdftotext is missing (apt-get install poppler-utils)")
    done = subprocess.run([tool, str(path), "-"], check=True, capture_output=True, text=True)
    return " ".join(done.stdout.split())


def agent_of(window: MainWindow) -> PrintAgent:
    agent = window.bench.printing
    assert agent is not None
    return agent


def states(window: MainWindow) -> list[tuple[str, str, str]]:
    return [(job.number, job.kind, job.state) for job in agent_of(window).jobs()]


def settle(qtbot: QtBot, window: MainWindow) -> None:
    """The agent has gone through what it could print now."""
    agent = agent_of(window)
    agent.process()
    qtbot.waitUntil(lambda: not agent._working, timeout=15_000)


def printing_window(
    qtbot: QtBot,
    run: Runner,
    backend_app: Any,
    tmp_path: Path,
    *,
    slip: bool = True,
    invoice: bool = False,
    pdfs: Path | None = None,
    printer: str = "",
) -> MainWindow:
    """A watching window whose bench prints each new order's packing slip (when ``slip``) and
    invoice (when ``invoice``), as PDF files into ``pdfs`` if given, else on ``printer``."""
    return watching_window(
        qtbot,
        run,
        backend_app,
        tmp_path / "bench",
        tmp_path,
        print_slip=slip,
        print_invoice=invoice,
        pdf_folder="" if pdfs is None else str(pdfs),
        printer=printer,
    )


def test_a_new_orders_slip_and_invoice_print_once_even_after_a_restart(
    qtbot: QtBot, run: Runner, backend_app: Any, tmp_path: Path
) -> None:
    pdfs = tmp_path / "pdfs"
    pdfs.mkdir()
    window = printing_window(qtbot, run, backend_app, tmp_path, pdfs=pdfs, invoice=True)
    _, number = place_a_cart(tmp_path / "store.sqlite3")
    look(qtbot, window)
    qtbot.waitUntil(lambda: len(list(pdfs.glob("*.pdf"))) == 2, timeout=20_000)
    settle(qtbot, window)
    assert states(window) == [
        (number, "packing_slip", JobState.PRINTED),
        (number, "invoice", JobState.PRINTED),
    ]
    slip = pdf_words(next(pdfs.glob("packing-slip-*.pdf")))
    invoice = pdf_words(next(pdfs.glob("invoice-*.pdf")))
    # In the order's language (its customer's, German), to the address it was placed with.
    assert f"Lieferschein #{number}" in slip and "Ada Lovelace Seefeldstrasse 1" in slip
    assert f"Rechnung #{number}" in invoice and "Ada Lovelace Seefeldstrasse 1" in invoice

    window.close()
    run(window.session.close())
    again = printing_window(qtbot, run, backend_app, tmp_path, pdfs=pdfs, invoice=True)
    look(qtbot, again)
    settle(qtbot, again)
    assert len(list(pdfs.glob("*.pdf"))) == 2  # nothing printed twice
    agent_of(again).add_orders([])  # and an order queued again is not queued twice
    assert [state for *_, state in states(again)] == [JobState.PRINTED, JobState.PRINTED]


def test_a_missing_printer_leaves_the_job_waiting_and_a_paused_queue_prints_nothing(
    qtbot: QtBot, run: Runner, backend_app: Any, tmp_path: Path
) -> None:
    pdfs = tmp_path / "pdfs"  # not there yet: the "printer" is off
    window = printing_window(qtbot, run, backend_app, tmp_path, pdfs=pdfs)
    _, number = place_a_cart(tmp_path / "store.sqlite3")
    look(qtbot, window)
    settle(qtbot, window)
    [job] = agent_of(window).jobs()
    assert (job.state, job.reason) == (JobState.WAITING, f"The folder {pdfs} is not there.")

    queue = window.bench.open_print_queue()
    assert queue is not None
    qtbot.addWidget(queue)
    queue.pause_button.click()  # Pause
    assert agent_of(window).paused and queue.pause_button.text() == "Resume"
    pdfs.mkdir()
    settle(qtbot, window)
    assert list(pdfs.glob("*.pdf")) == []  # paused: still waiting
    queue.reload()
    assert [table_text(queue.table, 0, c) for c in range(3)] == [
        f"#{number}",
        "Packing slip",
        "Waiting",
    ]
    save_screenshot(queue, "print-queue-waiting", tmp_path)

    queue.pause_button.click()  # Resume
    qtbot.waitUntil(lambda: len(list(pdfs.glob("*.pdf"))) == 1, timeout=20_000)
    settle(qtbot, window)
    queue.reload()
    assert table_text(queue.table, 0, 2) == "Printed" and table_text(queue.table, 0, 3) == ""

    queue.table.selectRow(0)
    queue.reprint_button.click()  # the sheet jammed: once more
    qtbot.waitUntil(lambda: len(list(pdfs.glob("*.pdf"))) == 2, timeout=20_000)
    settle(qtbot, window)
    assert [state for *_, state in states(window)] == [JobState.PRINTED, JobState.PRINTED]


def test_a_printer_that_is_not_there_is_named(
    qtbot: QtBot, run: Runner, backend_app: Any, tmp_path: Path
) -> None:
    window = printing_window(
        qtbot, run, backend_app, tmp_path, slip=False, invoice=True, printer="Bench Laser 9000"
    )
    place_a_cart(tmp_path / "store.sqlite3")
    look(qtbot, window)
    settle(qtbot, window)
    [job] = agent_of(window).jobs()
    assert (job.state, job.reason) == (
        JobState.WAITING,
        "The printer Bench Laser 9000 is not available.",
    )


def test_a_job_cut_off_by_a_crash_is_not_printed_again_by_itself(
    qtbot: QtBot, run: Runner, backend_app: Any, tmp_path: Path
) -> None:
    pdfs = tmp_path / "pdfs"
    pdfs.mkdir()
    window = printing_window(qtbot, run, backend_app, tmp_path, pdfs=pdfs)
    queue_file = window.bench.shared("prints").path
    crashed = PrintJob(7, 1, "000000001", "packing_slip", JobState.PRINTING, owner="gone:0")
    window.close()
    run(window.session.close())
    queue_file.write_text(json.dumps({"next": 8, "jobs": [crashed.__dict__]}))

    again = printing_window(qtbot, run, backend_app, tmp_path, pdfs=pdfs)
    settle(qtbot, again)
    [job] = agent_of(again).jobs()
    assert job.state == JobState.FAILED and job.reason.startswith("Cut off while printing")
    assert list(pdfs.glob("*.pdf")) == []
