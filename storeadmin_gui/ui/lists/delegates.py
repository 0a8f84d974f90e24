"""How paged rows paint: Qt paints the ordinary cells itself; Python paints only what Qt cannot.

Scrolling repaints every cell on screen, and a cell painted by a Python delegate, or read from a
Python model, costs calls from C++ into Python (the delegate, then the model for each role). So an
ordinary loaded cell is painted by the view's own C++ delegate from the model's C++ item storage
(``ui/lists/qt_rows.py``): painting such a cell calls no Python at all. What is the app's own look
is painted in Python, where it is rare:

- badges (a coloured pill per state) by :class:`BadgeDelegate`, on their columns only, each pill
  drawn once and copied where it shows;
- rows whose page is still on its way (skeleton bars), failed rows ("Retry" and the reason, read
  as one line across the row) and the fading of rows a reload could not replace (stale), by
  :class:`PagedTableView` itself, over the rows concerned, once per paint.

Rows that change repaint only where they are on screen (``PagedTableView.dataChanged``): pages
fetched ahead of the screen arrive without a repaint.

A cell's tooltip is its text (a cut-off cell is read in full on hover). It is not stored in the
model beside the text: :class:`CellTipDelegate` (the view's delegate, and the badges') answers the
hover from the text, and overrides nothing else, so painting an ordinary cell stays in C++.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QEvent, QModelIndex, QPersistentModelIndex, QRect, Qt
from PySide6.QtGui import (
    QAccessible,
    QColor,
    QFont,
    QHelpEvent,
    QImage,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPalette,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionButton,
    QStyleOptionViewItem,
    QTableView,
    QToolTip,
    QWidget,
)

from storeadmin_gui.ui.i18n import tr
from storeadmin_gui.ui.labels import state_colour
from storeadmin_gui.ui.lists.table_model import PagedTableModel, RowState
from storeadmin_gui.ui.shell.style import appearance, colour

__all__ = ["BadgeDelegate", "CellTipDelegate", "PagedTableView"]

AnyIndex = QModelIndex | QPersistentModelIndex

STALE_OPACITY = 0.45  # how much of a stale row still shows through

_LOADED = RowState.LOADED
_FAILED = RowState.FAILED
_PANEL = QStyle.PrimitiveElement.PE_PanelItemViewItem
_SELECTED = QStyle.StateFlag.State_Selected
_ALTERNATE = QStyleOptionViewItem.ViewItemFeature.Alternate
_LEFT_MIDDLE = int((Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter).value)
_CENTRE = int(Qt.AlignmentFlag.AlignCenter.value)


class CellTipDelegate(QStyledItemDelegate):
    """Qt's own delegate, whose tooltip for a loaded cell of a paged table is the cell's text (as
    Qt shows a tooltip: at the pointer, hidden once it leaves the cell); rows still on their way
    and failed rows have none. Only ``helpEvent`` is Python: PySide6 paints through Qt's own
    ``paint`` without entering Python once it knows there is no override."""

    def helpEvent(
        self,
        event: QHelpEvent,
        view: QAbstractItemView,
        option: QStyleOptionViewItem,
        index: AnyIndex,
    ) -> bool:
        model = index.model()
        if event.type() != QEvent.Type.ToolTip or not isinstance(model, PagedTableModel):
            return super().helpEvent(event, view, option, index)
        text = model.text_at(index.row(), index.column()) or ""
        cell = view.visualRect(index)
        QToolTip.showText(
            event.globalPos(), text, view, QRect(view.mapToGlobal(cell.topLeft()), cell.size())
        )
        event.setAccepted(bool(text))
        return True


class BadgeDelegate(CellTipDelegate):
    """A state as a pill in the state's colour, with its readable label (``Column.badge``).

    A list shows a handful of states in a few sizes, so each pill is drawn once into an image and
    copied onto the cells that show it: antialiasing a rounded rectangle and laying out its text
    for every badge on every repaint was the dearest part of a scrolled screen. The image's key
    holds everything its pixels depend on (text, state, the selection's text colour, size, font,
    pixel ratio), and a new scheme clears them all, so a new language, scheme or font draws new
    pills rather than showing stale ones."""

    MAX_PILLS = 256  # distinct pills kept; far more than a list shows (states x sizes)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._colours: dict[object, QColor] = {}  # a state's pill colour, looked up once
        self._pills: dict[tuple[object, ...], tuple[QImage, int]] = {}  # image, its height
        self._text = colour("badge-text")
        themed = appearance()
        if themed is not None:  # the scheme changed: its colours are looked up anew
            themed.changed.connect(self._forget_colours)

    def _forget_colours(self) -> None:
        self._colours.clear()
        self._pills.clear()
        self._text = colour("badge-text")

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: AnyIndex) -> None:
        model = index.model()
        if not isinstance(model, PagedTableModel):
            super().paint(painter, option, index)
            return
        row, column = index.row(), index.column()
        if model.row_state(row) != _LOADED:
            return  # the view paints the row (skeleton or Retry)
        raw = model.cell_at(row, column)
        text = model.columns[column].display(raw)
        widget = option.widget
        selected = _SELECTED in option.state
        if selected and widget is not None:  # the row's highlight (nothing to draw otherwise)
            widget.style().drawPrimitive(_PANEL, option, painter, widget)
        fill = self._colours.get(raw)
        if fill is None:
            fill = self._colours[raw] = colour(state_colour(raw))
        rect: QRect = option.rect
        pen = option.palette.color(QPalette.ColorRole.Text) if selected else None
        device = widget if widget is not None else painter.device()
        ratio = device.devicePixelRatioF()
        size = (rect.width(), rect.height(), ratio)
        key = (text, raw, None if pen is None else pen.getRgb(), size, option.font)
        drawn = self._pills.get(key)
        if drawn is None:
            if len(self._pills) >= self.MAX_PILLS:
                self._pills.clear()
            drawn = self._draw_pill(option, text, fill, pen or self._text, ratio)
            # The option's font lives as long as this paint: the key keeps a copy.
            self._pills[(*key[:4], QFont(option.font))] = drawn
        pill, height = drawn
        painter.drawImage(rect.left() + 6, rect.center().y() - height // 2, pill)

    @staticmethod
    def _draw_pill(
        option: QStyleOptionViewItem, text: str, fill: QColor, pen: QColor, ratio: float
    ) -> tuple[QImage, int]:
        """The pill of ``text`` for a cell of ``option.rect``'s size, on a clear image, and its
        height."""
        rect: QRect = option.rect
        metrics = option.fontMetrics
        text_width = metrics.horizontalAdvance(text)
        width = max(0, min(text_width + 16, rect.width() - 8))
        height = max(0, min(metrics.height() + 4, rect.height() - 4))
        if text_width > width - 8:
            text = metrics.elidedText(text, Qt.TextElideMode.ElideRight, width - 8)
        image = QImage(
            max(1, math.ceil(width * ratio)),
            max(1, math.ceil(height * ratio)),
            QImage.Format.Format_ARGB32_Premultiplied,
        )
        image.setDevicePixelRatio(ratio)
        image.fill(0)  # clear: only the pill is drawn over the cell
        if width and height:
            painter = QPainter(image)
            painter.setFont(option.font)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(fill)
            pill = QRect(0, 0, width, height)
            painter.drawRoundedRect(pill, height / 2, height / 2)
            painter.setPen(pen)
            painter.drawText(pill, _CENTRE, text)
            painter.end()
        return image, height


class PagedTableView(QTableView):
    """A table over a :class:`PagedTableModel`: paints its loading, failed and stale rows (see the
    module docstring), and a click on a failed row's Retry asks for its page again."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # The rows are read, never edited in place (an empty cell of Qt's storage would offer to).
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setItemDelegate(CellTipDelegate(self))
        # Tab leaves the table for the next control (the arrow keys move between cells).
        self.setTabKeyNavigation(False)

    def dataChanged(
        self, top_left: AnyIndex, bottom_right: AnyIndex, roles: Sequence[int] = ()
    ) -> None:
        """Repaint only the changed rows that are on screen. Qt repaints the whole viewport for
        any change wider than one cell, so every page fetched ahead of the screen (not shown
        yet) cost a full repaint, in the same turn of the event loop that built its rows. With
        assistive technology running, Qt's own handling stays (it tells the reader what
        changed)."""
        model = self.model()
        if QAccessible.isActive() or not isinstance(model, PagedTableModel):
            super().dataChanged(top_left, bottom_right, list(roles))
            return
        shown_first = self.rowAt(0)
        if shown_first < 0:
            return  # no row on screen: nothing to repaint
        shown_last = self.rowAt(self.viewport().height() - 1)
        shown_last = model.rowCount() - 1 if shown_last < 0 else shown_last
        first = max(top_left.row(), shown_first)
        last = min(bottom_right.row(), shown_last)
        if first > last:
            return  # changed rows off screen: they are read afresh when scrolled to
        top = self.rowViewportPosition(first)
        bottom = self.rowViewportPosition(last) + self.rowHeight(last)
        self.viewport().update(QRect(0, top, self.viewport().width(), bottom - top))

    def paintEvent(self, event: QPaintEvent) -> None:
        """Tell the model which rows are painted (it asks for those not here), let Qt paint the
        cells, then paint over the rows that are not loaded and the veil of stale rows."""
        model = self.model()
        area = event.rect()
        first = self.rowAt(area.top())
        if not isinstance(model, PagedTableModel) or first < 0:
            super().paintEvent(event)
            return
        last = self.rowAt(area.bottom())
        last = model.rowCount() - 1 if last < 0 else last
        model.show_rows(first, last)
        super().paintEvent(event)
        unloaded = [
            (row, state)
            for row in range(first, last + 1)
            if (state := model.row_state(row)) != _LOADED
        ]
        if not unloaded and not model.stale:
            return
        painter = QPainter(self.viewport())
        try:
            for row, state in unloaded:
                self._paint_unloaded_row(painter, model, row, state)
            if model.stale:
                # Rows a reload could not replace read faded, so nobody takes them for current.
                veil = QColor(self.palette().color(QPalette.ColorRole.Base))
                veil.setAlphaF(1.0 - STALE_OPACITY)
                painter.fillRect(area, veil)
        finally:
            painter.end()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        """A click on a failed row's Retry cell asks for that page again."""
        index = self.indexAt(event.position().toPoint())
        model = self.model()
        if (
            event.button() == Qt.MouseButton.LeftButton
            and index.isValid()
            and index.column() == 0
            and isinstance(model, PagedTableModel)
            and model.row_state(index.row()) == _FAILED
        ):
            model.retry_page(model.page_of_row(index.row()))
            event.accept()
            return
        super().mouseReleaseEvent(event)

    # ------------------------------------------------------------------ painting a row

    def _cell_options(self, model: PagedTableModel, row: int) -> list[QStyleOptionViewItem]:
        """What Qt would hand a delegate for each visible cell of ``row``: rect, selection,
        alternate background."""
        selection = self.selectionModel()
        alternate = self.alternatingRowColors() and row % 2 == 1
        width = self.viewport().width()
        options: list[QStyleOptionViewItem] = []
        for column in range(model.columnCount()):
            if self.isColumnHidden(column):
                continue
            index = model.index(row, column)
            rect = self.visualRect(index)
            if rect.right() < 0 or rect.left() > width:
                continue
            option = QStyleOptionViewItem()
            self.initViewItemOption(option)
            option.rect = rect
            if selection is not None and selection.isSelected(index):
                option.state |= _SELECTED
            if alternate:
                option.features |= _ALTERNATE
            options.append(option)
        return options

    def _paint_unloaded_row(
        self, painter: QPainter, model: PagedTableModel, row: int, state: RowState
    ) -> None:
        """Cover what Qt painted there (the model's placeholder text) with the row's own look."""
        palette = self.palette()
        style = self.style()
        options = self._cell_options(model, row)
        for option in options:
            alternate = bool(option.features & _ALTERNATE)
            painter.fillRect(option.rect, palette.alternateBase() if alternate else palette.base())
            style.drawPrimitive(_PANEL, option, painter, self)
        if state == _FAILED:
            self._paint_failed_row(painter, model, row)
            return
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour("skeleton"))
        for option in options:
            rect = option.rect
            bar = rect.adjusted(8, rect.height() // 2 - 4, -8, -(rect.height() // 2 - 4))
            if bar.width() > 0:
                painter.drawRoundedRect(bar, 4, 4)
        painter.restore()

    def _paint_failed_row(self, painter: QPainter, model: PagedTableModel, row: int) -> None:
        """A Retry button in the first column, the reason from the second to the right edge."""
        if self.isColumnHidden(0):
            return
        first = self.visualRect(model.index(row, 0))
        button = QStyleOptionButton()
        button.initFrom(self)
        button.rect = first.adjusted(3, 2, -3, -2)
        button.text = tr("delegates", "Retry")
        button.state = QStyle.StateFlag.State_Enabled | QStyle.StateFlag.State_Raised
        self.style().drawControl(QStyle.ControlElement.CE_PushButton, button, painter, self)
        message = model.data(model.index(row, 0), PagedTableModel.ErrorRole)
        if not message or model.columnCount() < 2:
            return
        start = self.columnViewportPosition(1)
        line = QRect(
            start + 6, first.top(), max(0, self.viewport().width() - start - 12), first.height()
        )
        painter.save()
        painter.setPen(colour("error-text"))
        painter.drawText(
            line,
            _LEFT_MIDDLE,
            self.fontMetrics().elidedText(
                tr("delegates", "Could not load these rows: {message}").format(message=message),
                Qt.TextElideMode.ElideRight,
                line.width(),
            ),
        )
        painter.restore()
