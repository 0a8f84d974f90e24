"""How paged rows paint: Qt paints the ordinary cells itself; Python paints only what Qt cannot.

Scrolling repaints every cell on screen, and a cell painted by a Python delegate costs several
calls from C++ into Python (the delegate, then the model for each role). So an ordinary loaded
cell is painted by the view's own C++ delegate, which asks the model for its text and alignment
and nothing else of Python. What is the app's own look is painted in Python, where it is rare:

- badges (a coloured pill per state) by :class:`BadgeDelegate`, on their columns only;
- rows whose page is still on its way (skeleton bars), failed rows ("Retry" and the reason, read
  as one line across the row) and the fading of rows a reload could not replace (stale), by
  :class:`PagedTableView` itself, over the rows concerned, once per paint.
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect, Qt
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QPaintEvent, QPalette
from PySide6.QtWidgets import (
    QStyle,
    QStyledItemDelegate,
    QStyleOptionButton,
    QStyleOptionViewItem,
    QTableView,
    QWidget,
)

from storeadmin_gui.ui.i18n import tr
from storeadmin_gui.ui.labels import state_colour
from storeadmin_gui.ui.style import appearance, colour
from storeadmin_gui.ui.table_model import PagedTableModel, RowState

__all__ = ["BadgeDelegate", "PagedTableView"]

AnyIndex = QModelIndex | QPersistentModelIndex

STALE_OPACITY = 0.45  # how much of a stale row still shows through

_LOADED = RowState.LOADED
_FAILED = RowState.FAILED
_PANEL = QStyle.PrimitiveElement.PE_PanelItemViewItem
_SELECTED = QStyle.StateFlag.State_Selected
_ALTERNATE = QStyleOptionViewItem.ViewItemFeature.Alternate
_LEFT_MIDDLE = int((Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter).value)
_CENTRE = int(Qt.AlignmentFlag.AlignCenter.value)


class BadgeDelegate(QStyledItemDelegate):
    """A state as a pill in the state's colour, with its readable label (``Column.badge``)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._colours: dict[object, QColor] = {}  # a state's pill colour, looked up once
        self._text = colour("badge-text")
        themed = appearance()
        if themed is not None:  # the scheme changed: its colours are looked up anew
            themed.changed.connect(self._forget_colours)

    def _forget_colours(self) -> None:
        self._colours.clear()
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
        if widget is not None:
            widget.style().drawPrimitive(_PANEL, option, painter, widget)
        fill = self._colours.get(raw)
        if fill is None:
            fill = self._colours[raw] = colour(state_colour(raw))
        rect: QRect = option.rect
        metrics = option.fontMetrics
        text_width = metrics.horizontalAdvance(text)
        width = min(text_width + 16, rect.width() - 8)
        height = min(metrics.height() + 4, rect.height() - 4)
        pill = QRect(rect.left() + 6, rect.center().y() - height // 2, width, height)
        if text_width > width - 8:
            text = metrics.elidedText(text, Qt.TextElideMode.ElideRight, width - 8)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(fill)
        painter.drawRoundedRect(pill, height / 2, height / 2)
        selected = option.state & _SELECTED
        painter.setPen(option.palette.color(QPalette.ColorRole.Text) if selected else self._text)
        painter.drawText(pill, _CENTRE, text)
        painter.restore()


class PagedTableView(QTableView):
    """A table over a :class:`PagedTableModel`: paints its loading, failed and stale rows (see the
    module docstring), and a click on a failed row's Retry asks for its page again."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        model = self.model()
        if not isinstance(model, PagedTableModel) or model.rowCount() == 0:
            return
        area = event.rect()
        first = self.rowAt(area.top())
        if first < 0:
            return
        last = self.rowAt(area.bottom())
        last = model.rowCount() - 1 if last < 0 else last
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
