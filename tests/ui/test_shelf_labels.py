"""Labels: Code 128 bars drawn exactly as python-barcode encodes the code, and a labels window
whose scans become labels with the channel's price, saved as a PDF of one label per page."""

from __future__ import annotations

import re
import shutil
import subprocess
import unicodedata
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from pytestqt.qtbot import QtBot

from storeadmin_gui.ui.bench.labels_dialog import LabelsDialog
from storeadmin_gui.ui.bench.shelf_labels import (
    QUIET_MODULES,
    Label,
    LabelSize,
    code128_modules,
    paint_label,
)
from tests.ui.bench_support import watching_window
from tests.ui.conftest import Runner
from tests.ui.sales_support import OFFSCREEN_WARNINGS, save_screenshot
from tests.ui.test_scanner import scan

pytestmark = pytest.mark.qt_log_ignore(*OFFSCREEN_WARNINGS)

START_B, STOP = "11010010000", "1100011101011"  # Code 128's start (set B) and stop patterns
DOTS = 3  # per module in the drawing read back


def poppler(tool: str, *args: str) -> str:
    found = shutil.which(tool)
    if found is None:
        pytest.fail(f"{tool} is missing (apt-get install poppler-utils)")
    return subprocess.run([found, *args], check=True, capture_output=True, text=True).stdout


def test_the_bars_drawn_are_the_modules_of_code_128() -> None:
    code = "STONEWARE_MUG_SAGE"
    modules = code128_modules(code)
    assert modules.startswith(START_B) and modules.endswith(STOP)
    width = (len(modules) + 2 * QUIET_MODULES) * DOTS
    image = QImage(width, 120, QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    paint_label(painter, QRectF(0, 0, width, 120), Label(code, "Stoneware mug", "$12.00"))
    painter.end()
    row = 120 // 2  # through the bars
    dark = "".join(
        "1" if QColor(image.pixel(x, row)).lightness() < 128 else "0" for x in range(width)
    )
    quiet = QUIET_MODULES * DOTS
    assert set(dark[:quiet]) == {"0"} and set(dark[-quiet:]) == {"0"}  # the quiet zones
    assert dark[quiet:-quiet] == "".join(module * DOTS for module in modules)


def test_scanned_variants_become_labels_with_their_price_one_per_page_of_the_size_chosen(
    qtbot: QtBot, run: Runner, backend_app: Any, tmp_path: Path
) -> None:
    window = watching_window(qtbot, run, backend_app, tmp_path / "bench", tmp_path)
    client = window.session.client
    assert client is not None
    dialog = window.bench.open_labels()
    assert isinstance(dialog, LabelsDialog)
    qtbot.addWidget(dialog)
    qtbot.waitUntil(lambda: dialog.channel_box.count() > 1, timeout=15_000)
    channel = dialog.channel_box.currentData()
    for code in ("STONEWARE_MUG_SAGE", "STONEWARE_MUG_SAGE", "STONEWARE_MUG_SLATE"):
        scan(qtbot, dialog.code_input, code)
    scan(qtbot, dialog.code_input, "NOT-A-CODE-42")
    qtbot.waitUntil(lambda: dialog.reading == 0, timeout=15_000)
    assert dialog.status.text() == "No variant has the code NOT-A-CODE-42."
    labels = dialog.labels()
    assert [label.code for label in labels] == [
        "STONEWARE_MUG_SAGE",
        "STONEWARE_MUG_SAGE",
        "STONEWARE_MUG_SLATE",
    ]
    sage = run(client.variants.get("STONEWARE_MUG", "STONEWARE_MUG_SAGE"))
    price = sage.channel_pricings[channel].price
    assert price is not None
    assert labels[0].price.replace("\xa0", " ").endswith(f"{price / 100:.2f}")
    save_screenshot(dialog, "labels-window", tmp_path)

    dialog.size_box.setCurrentIndex(dialog.size_box.findData(LabelSize.BROTHER_62X29))
    pdf = tmp_path / "labels.pdf"
    dialog.save_pdf(pdf)
    info = poppler("pdfinfo", str(pdf))
    assert re.search(r"Pages:\s+3\b", info)
    size = re.search(r"Page size:\s+([\d.]+) x ([\d.]+)", info)
    assert size is not None
    width, height = (float(n) for n in size.groups())
    assert (round(width / 72 * 25.4), round(height / 72 * 25.4)) == (62, 29)
    text = unicodedata.normalize("NFKC", poppler("pdftotext", "-layout", str(pdf), "-"))
    pages = text.split("\f")  # the PDF's "ﬀ" ligature read as "ff"
    assert "STONEWARE_MUG_SAGE" in pages[0] and labels[0].name in pages[0]
    assert "STONEWARE_MUG_SLATE" in pages[2]
    poppler(
        "pdftoppm", "-r", "150", "-png", "-f", "1", "-l", "1", str(pdf), str(tmp_path / "label")
    )
