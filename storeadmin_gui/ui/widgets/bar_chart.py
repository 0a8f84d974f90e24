"""A bar chart of one series (sales per day, week or month), painted with QPainter.

A chart library would add more than the Overview needs: QtCharts comes only with PySide6-Addons
and pyqtgraph brings numpy (docs/benchmarks.md, "Figures behind choices"). Bars, three grid lines
and their labels are all it draws, in the theme's colours (``style.colour``), read at each paint
so a change of scheme shows at once. Hovering a bar says its period and value; the accessible
description lists every bar for a screen reader.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QFontMetrics, QHelpEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from storeadmin_gui.ui.shell.style import colour

__all__ = ["Bar", "BarChart"]

GRID_LINES = 2  # above the baseline: half and the top of the scale
GAP_SHARE = 0.25  # of each bar's slot left empty between bars
PADDING = 6


@dataclass(frozen=True)
class Bar:
    """One bar: its label under the axis, its height, and what its tooltip says."""

    label: str
    value: float
    text: str


class BarChart(QWidget):
    """Draws :meth:`set_bars`; ``scale_text`` writes a value of the scale (money, a count)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._bars: list[Bar] = []
        self._scale_text: Callable[[float], str] = lambda value: f"{value:g}"
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMouseTracking(True)

    @property
    def bars(self) -> list[Bar]:
        return list(self._bars)

    def set_bars(
        self, bars: Sequence[Bar], scale_text: Callable[[float], str] | None = None
    ) -> None:
        self._bars = list(bars)
        if scale_text is not None:
            self._scale_text = scale_text
        self.setAccessibleDescription("; ".join(f"{bar.label}: {bar.text}" for bar in bars))
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(560, 220)

    def minimumSizeHint(self) -> QSize:
        return QSize(200, 120)

    # ------------------------------------------------------------------ geometry

    def _scale_top(self) -> float:
        """The top of the scale: the highest bar rounded up to a number that reads well."""
        highest = max((bar.value for bar in self._bars), default=0.0)
        if highest <= 0:
            return 1.0
        magnitude = 10.0 ** math.floor(math.log10(highest))
        for step in (1, 2, 2.5, 5, 10):
            if highest <= step * magnitude:
                return step * magnitude
        return 10 * magnitude

    def _plot_area(self, metrics: QFontMetrics) -> QRectF:
        top = self._scale_top()
        widest = max(
            metrics.horizontalAdvance(self._scale_text(top * n / GRID_LINES))
            for n in range(GRID_LINES + 1)
        )
        left = widest + 2 * PADDING
        return QRectF(
            left,
            PADDING + metrics.height() / 2,
            max(self.width() - left - PADDING, 1),
            max(self.height() - 2 * PADDING - 1.5 * metrics.height(), 1),
        )

    def bar_rect(self, index: int) -> QRectF:
        """Where bar ``index`` is drawn (its full slot's height is the scale's)."""
        area = self._plot_area(self.fontMetrics())
        slot = area.width() / max(len(self._bars), 1)
        height = area.height() * max(self._bars[index].value, 0.0) / self._scale_top()
        gap = slot * GAP_SHARE if slot > 3 else 0.0
        return QRectF(
            area.left() + index * slot + gap / 2, area.bottom() - height, slot - gap, height
        )

    def bar_at(self, x: float) -> int | None:
        """The index of the bar whose slot holds ``x``, or None."""
        area = self._plot_area(self.fontMetrics())
        if not self._bars or not area.left() <= x < area.right():
            return None
        slot = area.width() / len(self._bars)
        return min(int((x - area.left()) // slot), len(self._bars) - 1)

    # ------------------------------------------------------------------ painting and hovering

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        metrics = self.fontMetrics()
        area = self._plot_area(metrics)
        top = self._scale_top()
        text_colour, rule_colour = colour("muted"), colour("rule")
        for n in range(GRID_LINES + 1):
            y = area.bottom() - area.height() * n / GRID_LINES
            painter.setPen(QPen(rule_colour, 1))
            painter.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
            painter.setPen(text_colour)
            label = QRectF(0, y - metrics.height() / 2, area.left() - PADDING, metrics.height())
            painter.drawText(
                label,
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                self._scale_text(top * n / GRID_LINES),
            )
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour("chart-bar"))
        for index in range(len(self._bars)):
            painter.drawRect(self.bar_rect(index))
        self._paint_labels(painter, metrics, area)
        painter.end()

    def _paint_labels(self, painter: QPainter, metrics: QFontMetrics, area: QRectF) -> None:
        """Labels under the bars: every one where they fit, else every second, fifth, ..."""
        if not self._bars:
            return
        slot = area.width() / len(self._bars)
        widest = max(metrics.horizontalAdvance(bar.label) for bar in self._bars) + PADDING
        every = next(
            (n for n in (1, 2, 3, 4, 5, 7, 10, 14, 20, 30, 50, 100) if n * slot >= widest),
            max(len(self._bars) // 5, 1),
        )
        painter.setPen(colour("muted"))
        y = area.bottom() + PADDING / 2
        for index in range(0, len(self._bars), every):
            centre = area.left() + (index + 0.5) * slot
            box = QRectF(centre - widest / 2, y, widest, metrics.height())
            painter.drawText(box, Qt.AlignmentFlag.AlignHCenter, self._bars[index].label)

    def event(self, event: QEvent) -> bool:
        if isinstance(event, QHelpEvent) and event.type() == QEvent.Type.ToolTip:
            index = self.bar_at(event.pos().x())
            if index is None:
                QToolTip.hideText()
            else:
                bar = self._bars[index]
                QToolTip.showText(event.globalPos(), f"{bar.label}: {bar.text}", self)
            return True
        return super().event(event)
