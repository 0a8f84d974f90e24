"""How a cart's or an order's total comes about: the totals panel and the lines it shows.

The cart editor and the order detail both explain their totals the same way: items at unit price,
the adjustments on the items summed by label, the items total, the order-level adjustments, the
total; each in the record's currency. Each editor turns its own adjustments into :class:`Charge`
values; everything after that is shared here.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QWidget

from storeadmin_gui.ui.formats import format_money
from storeadmin_gui.ui.i18n import noop, tr, translated
from storeadmin_gui.ui.labels import counted
from storeadmin_gui.ui.shell.style import set_role

__all__ = [
    "Charge",
    "TotalLine",
    "TotalsPanel",
    "adjustment_text",
    "describe_charges",
    "explain_totals",
    "grouped",
    "signed_money",
]

ADJUSTMENT_NAMES = {
    "shipping": noop("editors.totals", "Shipping"),
    "order_promotion": noop("editors.totals", "Promotion"),
    "promotion": noop("editors.totals", "Promotion"),
    "tax": noop("editors.totals", "Tax"),
}


def signed_money(minor: int, currency: str | None, locale: str | None) -> str:
    """An adjustment: a plus sign for a charge, so it reads as one next to a discount."""
    text = format_money(minor, currency, locale)
    return f"+{text}" if minor > 0 else text.replace("-", "−", 1)


@dataclass(frozen=True)
class TotalLine:
    """One line of a totals explanation; ``kind`` is ``line``, ``subtotal`` or ``total``."""

    label: str
    amount: int
    kind: str = "line"
    signed: bool = False


@dataclass(frozen=True)
class Charge:
    """An adjustment as the totals see it, whichever representation it came from."""

    kind: str  # shipping, order_promotion / promotion, tax, ...
    label: str
    amount: int
    neutral: bool = False  # already included in a price: shown, not added


def grouped(charges: Sequence[Charge]) -> dict[tuple[str, str, bool], int]:
    """Sum the charges by kind and label, promotions first, then taxes, then shipping."""
    sums: dict[tuple[str, str, bool], int] = defaultdict(int)
    for charge in charges:
        sums[(charge.kind, charge.label, charge.neutral)] += charge.amount
    order = {"order_promotion": 0, "promotion": 0, "tax": 1, "shipping": 2}
    return dict(sorted(sums.items(), key=lambda entry: (order.get(entry[0][0], 3), entry[0][1])))


def adjustment_text(kind: str, label: str, neutral: bool = False) -> str:
    name = translated(
        ADJUSTMENT_NAMES.get(kind)
        or kind.replace("_", " ").capitalize()
        or tr("editors.totals", "Adjustment")
    )
    text = f"{name}: {label}" if label else name
    return (
        tr("editors.totals", "{text} (included in the price)").format(text=text)
        if neutral
        else text
    )


def describe_charges(charges: Sequence[Charge], currency: str | None, locale: str | None) -> str:
    """A line's adjustments, one per row ("Tax: VAT: +$2.00"), for its tooltip."""
    return "\n".join(
        f"{adjustment_text(kind, label, neutral)}: {signed_money(amount, currency, locale)}"
        for (kind, label, neutral), amount in grouped(charges).items()
    )


def explain_totals(
    *,
    at_unit_price: int,
    units: int,
    on_items: Sequence[Charge],
    items_total: int,
    on_order: Sequence[Charge],
    adjustments_total: int,
    total: int,
) -> list[TotalLine]:
    """How a total comes about, line by line, as the server calculated it.

    Items at their unit prices, then the promotions and taxes on the items (summed by label), the
    items total, then the order-level adjustments (shipping), then the total. Any difference the
    server's figures leave (a server that adds something we do not list) gets its own line, so the
    lines always add up to the totals shown.
    """
    lines = [
        TotalLine(
            tr("editors.totals", "Items at unit price ({counted})").format(
                counted=counted(units, "unit")
            ),
            at_unit_price,
        )
    ]
    lines += _charge_lines(
        on_items, items_total - at_unit_price, tr("editors.totals", "Other item adjustments")
    )
    lines.append(TotalLine(tr("editors.totals", "Items total"), items_total, kind="subtotal"))
    lines += _charge_lines(on_order, adjustments_total, tr("editors.totals", "Other adjustments"))
    lines.append(TotalLine(tr("editors.totals", "Total"), total, kind="total"))
    return lines


def _charge_lines(charges: Sequence[Charge], expected: int, other: str) -> list[TotalLine]:
    lines: list[TotalLine] = []
    counted = 0
    for (kind, label, neutral), amount in grouped(charges).items():
        lines.append(TotalLine(adjustment_text(kind, label, neutral), amount, signed=True))
        counted += 0 if neutral else amount
    if expected != counted:
        lines.append(TotalLine(other, expected - counted, signed=True))
    return lines


class TotalsPanel(QFrame):
    """A small statement: label on the left, amount on the right, subtotals and total ruled."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("totalsPanel")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self._grid = QGridLayout(self)
        self._grid.setContentsMargins(12, 10, 12, 10)
        self._grid.setHorizontalSpacing(18)
        self._grid.setVerticalSpacing(4)
        self._grid.setColumnStretch(0, 1)
        self.lines: list[tuple[str, str]] = []

    def show_lines(
        self, lines: Sequence[TotalLine], currency: str | None, locale: str | None
    ) -> None:
        while self._grid.count():
            item = self._grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        self.lines = []
        heading = QLabel(tr("editors.totals", "<b>How the total comes about</b>"))
        heading.setWordWrap(True)  # never wider than the amounts' room
        self._grid.addWidget(heading, 0, 0, 1, 2)
        row = 1
        for line in lines:
            if line.kind in ("subtotal", "total"):
                rule = QFrame()
                rule.setFrameShape(QFrame.Shape.HLine)
                rule.setProperty("role", "rule")
                self._grid.addWidget(rule, row, 0, 1, 2)
                row += 1
            shown = (
                signed_money(line.amount, currency, locale)
                if line.signed
                else format_money(line.amount, currency, locale)
            )
            caption = QLabel(line.label)
            caption.setWordWrap(True)
            amount = QLabel(shown)
            amount.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            if line.kind != "line":
                font = QFont(caption.font())
                font.setBold(True)
                if line.kind == "total":
                    font.setPointSizeF(font.pointSizeF() * 1.15)
                caption.setFont(font)
                amount.setFont(font)
            elif line.amount < 0:
                set_role(amount, "success")  # a discount reads as good news
            self._grid.addWidget(caption, row, 0)
            self._grid.addWidget(amount, row, 1)
            self.lines.append((line.label, shown))
            row += 1
        self._grid.setRowStretch(row, 1)
