"""Text cut short on screen: what a window shows of every label, button, tab, header section, state
badge and sidebar entry, against the width its words need.

The width a text needs is its advance in the font shown (``QFontMetrics.horizontalAdvance``, a
rich text's ideal width) plus what the style puts around it (a label's frame and margins, a
button's size hint, a header's margins and sort mark, a badge's pill); the width it is given is
what shows of the widget, so a part scrolled out sideways or clipped by its parent counts as cut.
A text wrapped over lines is cut when its widest word does not fit or its lines are taller than
the label; a text ending in "…" whose tooltip or name says more was elided, which counts as cut.
A form that scrolls sideways hides what is off to its side: that counts as cut too (a list, whose
columns scroll, does not).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFontMetrics, QTextDocument
from PySide6.QtWidgets import (
    QAbstractButton,
    QGroupBox,
    QHeaderView,
    QLabel,
    QListView,
    QScrollArea,
    QStyle,
    QTabBar,
    QTableView,
    QWidget,
)

from storeadmin_gui.ui.lists.table_model import PagedTableModel

__all__ = ["cut_texts"]

SLACK = 1  # pixels of rounding (a text measured in fractions, laid out in whole pixels)
BADGE_AROUND = 22  # a badge's pill is 16 px wider than its label and sits 6 px in (delegates.py)
_TAG = re.compile(r"<[^>]+>")


def cut_texts(root: QWidget) -> list[str]:
    """Every text of ``root``'s window on screen now that does not fit where it is shown."""
    window = root.window()
    found: list[str] = []
    for widget in [root, *root.findChildren(QWidget)]:
        if widget.window() is not window or not widget.isVisible():
            continue
        shown = _shown(widget)
        if shown.isEmpty():
            continue
        if isinstance(widget, QLabel):
            found += _label(widget, shown)
        elif isinstance(widget, QAbstractButton):
            found += _button(widget, shown)
        elif isinstance(widget, QTabBar):
            found += _tabs(widget)
        elif isinstance(widget, QGroupBox):
            found += _group_title(widget, shown)
        elif isinstance(widget, QHeaderView):
            found += _sections(widget)
        elif isinstance(widget, QListView):
            found += _list_entries(widget)
        elif isinstance(widget, QScrollArea) and widget.horizontalScrollBar().isVisible():
            found.append(_sideways(widget))
        if isinstance(widget, QTableView) and isinstance(widget.model(), PagedTableModel):
            found += _badges(widget)
    return found


def _sideways(area: QScrollArea) -> str:
    content = area.widget()
    needed = content.minimumSizeHint().width() if content is not None else 0
    return f"{_where(area)} scrolls sideways: its content needs {needed} px, has {area.width()}"


def _shown(widget: QWidget) -> QRect:
    """The part of ``widget`` on screen (its parents may clip it)."""
    return widget.visibleRegion().boundingRect()


def _where(widget: QWidget) -> str:
    parent = widget.parentWidget()
    owner = type(parent).__name__ if parent is not None else "nothing"
    return f"{type(widget).__name__}#{widget.objectName()} in {owner}"


def _plain(text: str) -> str:
    return _TAG.sub("", text.replace("<br>", "\n")).replace("&nbsp;", " ").replace("&amp;", "&")


def _rich(label: QLabel) -> bool:
    if label.textFormat() == Qt.TextFormat.RichText:
        return True
    return label.textFormat() == Qt.TextFormat.AutoText and bool(_TAG.search(label.text()))


def _text_width(label: QLabel) -> int:
    """The width the label's text takes on one line per paragraph."""
    if _rich(label):
        document = QTextDocument()
        document.setDefaultFont(label.font())
        document.setDocumentMargin(0)
        document.setHtml(label.text())
        return int(document.idealWidth() + 0.999)
    metrics = label.fontMetrics()
    text = label.text()
    if label.buddy() is not None:  # "&Name:" underlines N and shows no ampersand
        text = text.replace("&&", "\0").replace("&", "").replace("\0", "&")
    return max(metrics.horizontalAdvance(line) for line in text.split("\n"))


def _elided(text: str, fuller: str) -> bool:
    """``text`` ends in "…" where ``fuller`` (a tooltip, a name) goes on."""
    return text.endswith("…") and len(fuller) > len(text) and fuller.startswith(text[:-1])


def _label(label: QLabel, shown: QRect) -> Iterator[str]:
    text = label.text()
    if not text.strip() or not label.pixmap().isNull():
        return
    plain = _plain(text) if _rich(label) else text
    for fuller in (label.toolTip(), label.accessibleName()):
        if _elided(plain.strip(), fuller.strip()):
            yield f"{_where(label)}: {plain!r} is cut short of {fuller!r}"
            return
    around = label.width() - label.contentsRect().width() + 2 * label.margin()
    if label.wordWrap():
        metrics = label.fontMetrics()
        widest = max((metrics.horizontalAdvance(word) for word in plain.split()), default=0)
        if widest + around > shown.width() + SLACK:
            needed = widest + around
            yield f"{_where(label)}: a word of {plain!r} needs {needed} px, has {shown.width()}"
        elif label.heightForWidth(label.width()) > label.height() + SLACK:
            yield (
                f"{_where(label)}: {plain!r} needs {label.heightForWidth(label.width())} px "
                f"of height, has {label.height()}"
            )
        return
    needed = _text_width(label) + around
    if needed > shown.width() + SLACK:
        yield f"{_where(label)}: {plain!r} needs {needed} px, has {shown.width()}"


def _button(button: QAbstractButton, shown: QRect) -> Iterator[str]:
    text = button.text().replace("&&", "\0").replace("&", "").replace("\0", "&")
    if not text.strip():
        return
    needed = button.sizeHint().width()
    if needed > shown.width() + SLACK:
        yield f"{_where(button)}: {text!r} needs {needed} px, has {shown.width()}"


def _tabs(bar: QTabBar) -> Iterator[str]:
    inside = bar.rect()
    for index in range(bar.count()):
        if not bar.isTabVisible(index):
            continue
        rect, wanted = bar.tabRect(index), bar.tabSizeHint(index)
        if rect.width() + SLACK < wanted.width() or not inside.contains(rect):
            yield f"{_where(bar)}: the tab {bar.tabText(index)!r} is cut"


def _group_title(box: QGroupBox, shown: QRect) -> Iterator[str]:
    title = box.title().replace("&", "")
    if not title:
        return
    needed = box.fontMetrics().horizontalAdvance(title) + 2 * box.fontMetrics().averageCharWidth()
    if needed > shown.width() + SLACK:
        yield f"{_where(box)}: the title {title!r} needs {needed} px, has {shown.width()}"


def _sections(header: QHeaderView) -> Iterator[str]:
    """Each section shown: its words, the header's margins, and the sort mark where it is."""
    model = header.model()
    if model is None or header.orientation() != Qt.Orientation.Horizontal:
        return
    style = header.style()
    margin = style.pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, header)
    mark = style.pixelMetric(QStyle.PixelMetric.PM_HeaderMarkSize, None, header)
    metrics = QFontMetrics(header.font())
    sorted_by = header.sortIndicatorSection() if header.isSortIndicatorShown() else -1
    for section in range(header.count()):
        if header.isSectionHidden(section):
            continue
        text = model.headerData(section, Qt.Orientation.Horizontal)
        if not isinstance(text, str) or not text:
            continue
        needed = metrics.horizontalAdvance(text) + 2 * margin
        if section == sorted_by:
            needed += mark + margin
        if header.sectionSize(section) + SLACK < needed:
            yield (
                f"{_where(header)}: the header {text!r} needs {needed} px, "
                f"has {header.sectionSize(section)}"
            )


def _list_entries(view: QListView) -> Iterator[str]:
    model = view.model()
    if model is None:
        return
    room = view.viewport().width()
    for row in range(model.rowCount()):
        index = model.index(row, 0)
        if view.isRowHidden(row):
            continue
        needed = view.sizeHintForIndex(index).width()
        if needed > room + SLACK:
            text = index.data()
            yield f"{_where(view)}: the entry {text!r} needs {needed} px, has {room}"


def _badges(view: QTableView) -> Iterator[str]:
    """The state badges on screen: each label within its column (``PagedTableModel``)."""
    model = view.model()
    assert isinstance(model, PagedTableModel)
    metrics = view.fontMetrics()
    first = view.rowAt(0)
    last = view.rowAt(view.viewport().height() - 1)
    if first < 0:
        return
    last = model.rowCount() - 1 if last < 0 else last
    for number, column in enumerate(model.columns):
        if not getattr(column, "badge", False) or view.isColumnHidden(number):
            continue
        for row in range(first, last + 1):
            raw = model.cell_at(row, number)
            if raw is None:
                continue
            label = column.display(raw)
            needed = metrics.horizontalAdvance(label) + BADGE_AROUND
            if needed > view.columnWidth(number) + SLACK:
                has = view.columnWidth(number)
                yield f"{_where(view)}: the badge {label!r} needs {needed} px, has {has}"
