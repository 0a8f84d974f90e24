"""A read-only panel with the selected record, fetched fresh when it is opened.

The table keeps only compact display rows; the whole record lives here, for the current row, while
the panel is open (Ctrl+I): a quick read without opening an editor window. Writing happens in the
editors (Enter). The page says what to show: labelled values in the groups its editor uses
(:class:`DetailSection`); every field as the server sent it follows, folded away, for the rare
question the groups do not answer.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from pydantic import BaseModel
from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect, QSize, Qt, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QToolButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from storeadmin_gui.ui.formats import format_money, format_timestamp
from storeadmin_gui.ui.i18n import noop, tr, translated
from storeadmin_gui.ui.labels import NONE_SHOWN, counted

__all__ = ["RAW_FIELDS_TITLE", "DetailPanel", "DetailSection", "readable_field"]

TIMESTAMP = re.compile(r"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}")
# Amounts in minor units (docs/api.md rule 3), shown as money when the record names its currency.
MONEY_FIELDS = frozenset(
    {"total", "items_total", "adjustments_total", "units_total", "unit_price", "amount"}
)
SECRET_FIELDS = frozenset({"password", "salt", "confirmation_token"})
PANEL_MINIMUM_WIDTH = 320
PANEL_WIDTH = 400  # what the panel takes when it opens beside the table
FIELD_COLUMN_SHARE = 0.42  # the labels take at most this share of the width; values the rest
RAW_FIELDS_TITLE = noop("detail", "All fields as sent")


@dataclass(frozen=True)
class DetailSection:
    """One group of labelled values, as the record's editor groups them ("Prices per channel")."""

    title: str
    rows: Sequence[tuple[str, str]]


FIELD_NAME = re.compile(r"[a-z][a-z0-9]*(?:_[a-z0-9]+)*|[a-z][a-z0-9]*(?:[A-Z][a-z0-9]*)+")


def readable_field(name: str) -> str:
    """``checkout_completed_at`` -> ``Checkout completed at``: field names as staff read them.

    Keys that are data rather than field names (``de_CH``, ``WEB``) are shown as they are.
    """
    if not FIELD_NAME.fullmatch(name):
        return name
    spaced = "".join(f" {char.lower()}" if char.isupper() else char for char in name)
    return spaced.replace("_", " ").strip().capitalize()


class _WrappingDelegate(QStyledItemDelegate):
    """Rows as tall as their wrapped text at the column's current width (the tree's own size
    hints do not know the width, so a long value would be cut instead of wrapped)."""

    def __init__(self, tree: QTreeWidget) -> None:
        super().__init__(tree)
        self._tree = tree

    def sizeHint(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> QSize:
        hint = super().sizeHint(option, index)
        text = str(index.data(Qt.ItemDataRole.DisplayRole) or "")
        if not text:
            return hint
        depth = 0
        parent = index.parent()
        while parent.isValid():
            depth, parent = depth + 1, parent.parent()
        width = self._tree.columnWidth(index.column())
        if index.column() == 0:
            width -= self._tree.indentation() * (depth + 1)
        style = self._tree.style()
        margin = style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, self._tree) + 1
        bounds = QRect(0, 0, max(width - 2 * margin, 20), 100_000)
        flags = Qt.TextFlag.TextWordWrap | Qt.TextFlag.TextWrapAnywhere
        wrapped = option.fontMetrics.boundingRect(bounds, int(flags), text)
        return QSize(hint.width(), max(hint.height(), wrapped.height() + 2))


class DetailPanel(QWidget):
    """Title, a status line and a tree of the record's fields; closes with its button or Esc."""

    closed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("detailPanel")
        self._title = QLabel()
        self._title.setObjectName("detailTitle")
        self._title.setWordWrap(True)
        font = self._title.font()
        font.setPointSizeF(font.pointSizeF() * 1.2)
        font.setBold(True)
        self._title.setFont(font)
        self._status = QLabel()
        self._status.setWordWrap(True)
        self._status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        close = QToolButton()
        close.setText("✕")  # a sign: its accessible name says what it does
        close.setToolTip(tr("detail", "Close the details (Esc)"))
        close.setAccessibleName(tr("detail", "Close the details"))
        close.setAutoRaise(True)
        close.clicked.connect(self.close_panel)
        self.tree = QTreeWidget()
        self.tree.setColumnCount(2)
        self.tree.setAccessibleName(tr("detail", "The record's fields"))
        self.tree.setHeaderLabels([tr("detail", "Field"), tr("detail", "Value")])
        self.tree.setAlternatingRowColors(True)
        # Values wrap instead of being cut short (rows then differ in height); each also has
        # its whole text as a tooltip, for an e-mail address too long for any width.
        self.tree.setWordWrap(True)
        self.tree.setUniformRowHeights(False)
        self.tree.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.tree.setIndentation(14)
        self.tree.setItemDelegate(_WrappingDelegate(self.tree))
        self.tree.header().setStretchLastSection(True)

        heading = QHBoxLayout()
        heading.addWidget(self._title, 1)
        heading.addWidget(close, 0, Qt.AlignmentFlag.AlignTop)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        layout.addLayout(heading)
        layout.addWidget(self._status)
        layout.addWidget(self.tree, 1)
        self.setMinimumWidth(PANEL_MINIMUM_WIDTH)
        self._currency: str | None = None

    @property
    def title(self) -> str:
        return self._title.text()

    @property
    def status(self) -> str:
        return self._status.text()

    def show_loading(self, title: str) -> None:
        self._title.setText(title)
        self._status.setText(tr("detail", "Loading…"))
        self._status.setVisible(True)
        self.tree.clear()
        self.show()

    def show_error(self, title: str, message: str) -> None:
        self._title.setText(title)
        self._status.setText(message)
        self._status.setVisible(True)
        self.tree.clear()
        self.show()

    def show_record(
        self,
        title: str,
        record: BaseModel | dict[str, Any],
        sections: Sequence[DetailSection] = (),
    ) -> None:
        """Show ``sections`` (labelled values, open), then every field the server sent (secrets
        left out, nested objects as branches) folded under :data:`RAW_FIELDS_TITLE`."""
        if isinstance(record, BaseModel):
            data = record.model_dump(mode="json", exclude_unset=True)
        else:
            data = record
        self._title.setText(title)
        self._status.clear()
        self._status.setVisible(False)
        self.tree.clear()
        self._currency = next(
            (str(data[key]) for key in ("currency", "currency_code") if data.get(key)), None
        )
        root = self.tree.invisibleRootItem()
        for section in sections:
            group = self._group(root, section.title)
            for label, value in section.rows:
                item = QTreeWidgetItem(group, [label, value])
                item.setToolTip(0, label)
                item.setToolTip(1, value)
            group.setExpanded(True)
        raw = self._group(root, translated(RAW_FIELDS_TITLE))
        raw.setToolTip(
            0, tr("detail", "Every field of the record, named and valued as the server sent it")
        )
        self._add(raw, data)
        raw.setExpanded(not sections)  # with nothing labelled, the fields are all there is
        self.show()
        self._fit_columns()

    def _fit_columns(self) -> None:
        """Labels as wide as they need up to their share, values the rest; then rows are laid out
        again at those widths, so a long value wraps onto more lines instead of being cut."""
        self.tree.resizeColumnToContents(0)
        widest = int(self.tree.viewport().width() * FIELD_COLUMN_SHARE)
        self.tree.setColumnWidth(0, min(self.tree.columnWidth(0), max(widest, 120)))
        self.tree.doItemsLayout()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.tree.topLevelItemCount():
            self._fit_columns()

    def _group(self, parent: QTreeWidgetItem, title: str) -> QTreeWidgetItem:
        group = QTreeWidgetItem(parent, [title])
        group.setFirstColumnSpanned(True)
        font = group.font(0)
        font.setBold(True)
        group.setFont(0, font)
        group.setFlags(group.flags() & ~Qt.ItemFlag.ItemIsSelectable)
        return group

    def _add(self, parent: QTreeWidgetItem, value: Any) -> None:
        entries: list[tuple[str, Any]]
        if isinstance(value, dict):
            entries = [(str(key), val) for key, val in value.items() if key not in SECRET_FIELDS]
        else:
            entries = [(str(number + 1), val) for number, val in enumerate(value)]
        for name, child_value in entries:
            label = readable_field(name) if isinstance(value, dict) else f"#{name}"
            shown = self._summary(child_value)
            if name in MONEY_FIELDS and isinstance(child_value, int) and self._currency:
                shown = format_money(child_value, self._currency)
            item = QTreeWidgetItem(parent, [label, shown])
            item.setData(0, Qt.ItemDataRole.UserRole, name)
            item.setToolTip(0, label)
            item.setToolTip(1, shown)
            if isinstance(child_value, dict | list) and child_value:
                self._add(item, child_value)

    @staticmethod
    def _summary(value: Any) -> str:
        if value is None or value == "":
            return NONE_SHOWN
        if isinstance(value, bool):
            return tr("detail", "Yes") if value else tr("detail", "No")
        if isinstance(value, list):
            return counted(len(value), "entry") if value else tr("detail", "none")
        if isinstance(value, dict):
            return "" if value else "none"
        if isinstance(value, str) and TIMESTAMP.match(value):
            try:
                return format_timestamp(datetime.fromisoformat(value))
            except ValueError:
                return value
        return str(value)

    def close_panel(self) -> None:
        self.hide()
        self.closed.emit()

    def keyPressEvent(self, event: Any) -> None:
        if event.key() == Qt.Key.Key_Escape:
            self.close_panel()
            return
        super().keyPressEvent(event)
