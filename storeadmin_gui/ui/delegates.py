"""How paged rows paint: skeleton placeholders, readable state badges, and inline retry rows.

One delegate for the whole table, because a row's look depends on its page (loading, failed, loaded)
more than on its column.
"""

from __future__ import annotations

from PySide6.QtCore import QAbstractItemModel, QEvent, QModelIndex, QPersistentModelIndex, QRect, Qt
from PySide6.QtGui import QMouseEvent, QPainter, QPalette
from PySide6.QtWidgets import (
    QApplication,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionButton,
    QStyleOptionViewItem,
    QTableView,
    QWidget,
)

from storeadmin_gui.ui.i18n import tr
from storeadmin_gui.ui.labels import state_colour
from storeadmin_gui.ui.style import colour
from storeadmin_gui.ui.table_model import PagedTableModel, RowState

__all__ = ["PagedRowDelegate"]

AnyIndex = QModelIndex | QPersistentModelIndex

STALE_OPACITY = 0.45


class PagedRowDelegate(QStyledItemDelegate):
    """Paints loading rows as skeleton bars, failed rows as "Retry" + message, badges as pills."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: AnyIndex) -> None:
        model = index.model()
        if isinstance(model, PagedTableModel) and model.stale:
            # Rows a reload could not replace read faded, so nobody takes them for current.
            painter.save()
            painter.setOpacity(STALE_OPACITY)
            self._paint_row_cell(painter, option, index)
            painter.restore()
            return
        self._paint_row_cell(painter, option, index)

    def _paint_row_cell(
        self, painter: QPainter, option: QStyleOptionViewItem, index: AnyIndex
    ) -> None:
        state = index.data(PagedTableModel.StateRole)
        if state == RowState.LOADING:
            self._paint_skeleton(painter, option)
        elif state == RowState.FAILED:
            self._paint_failed(painter, option, index)
        elif self._is_badge(index):
            self._paint_badge(painter, option, index)
        else:
            super().paint(painter, option, index)

    @staticmethod
    def _is_badge(index: AnyIndex) -> bool:
        model = index.model()
        if isinstance(model, PagedTableModel):  # asked directly: cheaper than another data() call
            return model.columns[index.column()].badge
        return index.data(PagedTableModel.BadgeRole) is not None

    def _paint_background(self, painter: QPainter, option: QStyleOptionViewItem) -> None:
        style = option.widget.style() if option.widget else QApplication.style()
        style.drawPrimitive(
            QStyle.PrimitiveElement.PE_PanelItemViewItem, option, painter, option.widget
        )

    def _paint_skeleton(self, painter: QPainter, option: QStyleOptionViewItem) -> None:
        self._paint_background(painter, option)
        rect: QRect = option.rect
        bar = rect.adjusted(8, rect.height() // 2 - 4, -8, -(rect.height() // 2 - 4))
        if bar.width() <= 0:
            return
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour("skeleton"))
        painter.drawRoundedRect(bar, 4, 4)
        painter.restore()

    def _paint_failed(
        self, painter: QPainter, option: QStyleOptionViewItem, index: AnyIndex
    ) -> None:
        self._paint_background(painter, option)
        rect: QRect = option.rect
        if index.column() == 0:
            button = QStyleOptionButton()
            button.rect = rect.adjusted(3, 2, -3, -2)
            button.text = tr("delegates", "Retry")
            button.state = QStyle.StateFlag.State_Enabled | QStyle.StateFlag.State_Raised
            style = option.widget.style() if option.widget else QApplication.style()
            style.drawControl(QStyle.ControlElement.CE_PushButton, button, painter, option.widget)
            return
        # The message runs from the second column to the right edge: each cell paints its slice
        # of the same line, so it reads as one sentence however narrow the columns are.
        message = index.data(PagedTableModel.ErrorRole)
        if not message:
            return
        view = option.widget
        start = view.columnViewportPosition(1) if isinstance(view, QTableView) else rect.left()
        end = view.viewport().width() if isinstance(view, QTableView) else rect.right()
        line = QRect(start + 6, rect.top(), max(0, end - start - 12), rect.height())
        painter.save()
        painter.setClipRect(rect)
        painter.setPen(colour("error-text"))
        painter.drawText(
            line,
            int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
            option.fontMetrics.elidedText(
                tr("delegates", "Could not load these rows: {message}").format(message=message),
                Qt.TextElideMode.ElideRight,
                line.width(),
            ),
        )
        painter.restore()

    def _paint_badge(
        self, painter: QPainter, option: QStyleOptionViewItem, index: AnyIndex
    ) -> None:
        self._paint_background(painter, option)
        text = str(index.data(Qt.ItemDataRole.DisplayRole) or "")
        raw = str(index.data(PagedTableModel.BadgeRole))
        rect: QRect = option.rect
        metrics = option.fontMetrics
        width = min(metrics.horizontalAdvance(text) + 16, rect.width() - 8)
        height = min(metrics.height() + 4, rect.height() - 4)
        pill = QRect(rect.left() + 6, rect.center().y() - height // 2, width, height)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour(state_colour(raw)))
        painter.drawRoundedRect(pill, height / 2, height / 2)
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        painter.setPen(colour("badge-text"))
        if selected:
            painter.setPen(option.palette.color(QPalette.ColorRole.Text))
        painter.drawText(
            pill,
            int(Qt.AlignmentFlag.AlignCenter),
            metrics.elidedText(text, Qt.TextElideMode.ElideRight, pill.width() - 8),
        )
        painter.restore()

    def editorEvent(
        self,
        event: QEvent,
        model: QAbstractItemModel,
        option: QStyleOptionViewItem,
        index: AnyIndex,
    ) -> bool:
        """A click on a failed row's Retry cell asks for that page again."""
        if (
            event.type() == QEvent.Type.MouseButtonRelease
            and isinstance(event, QMouseEvent)
            and event.button() == Qt.MouseButton.LeftButton
            and index.column() == 0
            and index.data(PagedTableModel.StateRole) == RowState.FAILED
            and isinstance(model, PagedTableModel)
        ):
            model.retry_page(model.page_of_row(index.row()))
            return True
        return super().editorEvent(event, model, option, index)
