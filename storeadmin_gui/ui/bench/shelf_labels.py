"""Shelf and product labels: the variant's name, its price in a chosen channel, and its code as a
Code 128 barcode (encoded by python-barcode, drawn here as bars), one label per page of a label
printer's roll, or as a PDF.

The bars are drawn by Qt on whatever device prints them, each module a whole number of the
device's dots where it can be, so a scanner reads them at a printer's 203 or 300 dpi.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from pathlib import Path

from barcode.codex import Code128
from PySide6.QtCore import QMarginsF, QRectF, QSizeF, Qt
from PySide6.QtGui import (
    QFont,
    QFontMetrics,
    QPagedPaintDevice,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
)

from storeadmin_gui.ui.i18n import noop, translated
from storeadmin_gui.ui.shell.style import colour

__all__ = ["Label", "LabelSize", "code128_modules", "paint_label", "print_labels", "save_labels"]

QUIET_MODULES = 10  # blank modules each side of the bars, which a scanner needs
MARGIN_MM = 2.0


class LabelSize(enum.Enum):
    """Common label sizes (width × height, millimetres)."""

    BROTHER_62X29 = (62.0, 29.0)
    DYMO_57X32 = (57.0, 32.0)
    SHELF_100X50 = (100.0, 50.0)

    @property
    def title(self) -> str:
        return translated(_TITLES[self])


_TITLES = {
    LabelSize.BROTHER_62X29: noop("bench", "62 × 29 mm (address roll)"),
    LabelSize.DYMO_57X32: noop("bench", "57 × 32 mm (multi-purpose)"),
    LabelSize.SHELF_100X50: noop("bench", "100 × 50 mm (shelf)"),
}


@dataclass(frozen=True)
class Label:
    code: str
    name: str
    price: str = ""  # the price as read, in the channel's currency; blank for none


def code128_modules(code: str) -> str:
    """The bars of ``code`` in Code 128 as modules: "1" dark, "0" light, start to stop."""
    return "".join(Code128(code).build())


def paint_label(painter: QPainter, area: QRectF, label: Label) -> None:
    """``label`` within ``area`` (in the painter's units): its name (cut short with an ellipsis
    where it is too long) and price above the bars, its code in text under them."""
    height = area.height()
    line = height * 0.15
    font = QFont(painter.font())
    font.setPixelSize(max(1, round(line * 0.8)))
    painter.setFont(font)
    ink = colour("paper-text")  # labels are white in either scheme, as printed documents are
    painter.setPen(ink)
    flags = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
    name = QFontMetrics(font).elidedText(
        label.name, Qt.TextElideMode.ElideRight, round(area.width())
    )
    painter.drawText(QRectF(area.left(), area.top(), area.width(), line), flags, name)
    font.setBold(True)
    painter.setFont(font)
    price_line = QRectF(area.left(), area.top() + line, area.width(), line)
    painter.drawText(price_line, flags, label.price)
    modules = code128_modules(label.code)
    count = len(modules) + 2 * QUIET_MODULES
    width = area.width() / count
    if width >= 2:
        width = float(int(width))  # whole dots per module: every bar the same on the device
    bars_left = area.left() + (area.width() - width * count) / 2 + QUIET_MODULES * width
    bars = QRectF(bars_left, price_line.bottom() + line * 0.3, width * len(modules), height * 0.45)
    for index, module in enumerate(modules):
        if module == "1":
            painter.fillRect(
                QRectF(bars.left() + index * width, bars.top(), width, bars.height()),
                ink,
            )
    font.setBold(False)
    painter.setFont(font)
    under = QRectF(area.left(), bars.bottom(), area.width(), area.bottom() - bars.bottom())
    painter.drawText(under, Qt.AlignmentFlag.AlignCenter, label.code)


def setup_labels(device: QPagedPaintDevice, size: LabelSize) -> None:
    width, height = size.value
    device.setPageLayout(
        QPageLayout(
            QPageSize(
                QSizeF(width, height),
                QPageSize.Unit.Millimeter,
                "",
                QPageSize.SizeMatchPolicy.ExactMatch,
            ),
            QPageLayout.Orientation.Portrait,
            QMarginsF(0, 0, 0, 0),
            QPageLayout.Unit.Millimeter,
        )
    )


def print_labels(device: QPagedPaintDevice, labels: list[Label], size: LabelSize) -> None:
    """Each of ``labels`` on a page of its own, on ``device`` (a printer, a PDF writer)."""
    setup_labels(device, size)
    painter = QPainter()
    if not painter.begin(device):
        raise OSError(translated(noop("bench", "The printer did not take the labels.")))
    try:
        dots_per_mm = device.logicalDpiX() / 25.4
        for number, label in enumerate(labels):
            if number:
                device.newPage()
            page = painter.viewport()
            margin = MARGIN_MM * dots_per_mm
            paint_label(painter, QRectF(page).adjusted(margin, margin, -margin, -margin), label)
    finally:
        painter.end()


def save_labels(path: Path, labels: list[Label], size: LabelSize) -> None:
    """``labels`` as a PDF at ``path``, one label per page of ``size``."""
    writer = QPdfWriter(str(path))
    writer.setResolution(300)
    writer.setCreator("Store Admin")  # i18n: not shown translated, the app's name
    print_labels(writer, labels, size)
