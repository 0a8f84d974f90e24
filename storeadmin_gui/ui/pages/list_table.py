"""A list page's table: the view over the paged model, which rows are selected, and the user's
place kept across a reload.

The view tells the model which rows are on screen and how many fit (the first request asks for
that many), pauses fetching while the scroll bar is dragged and looks ahead as it scrolls. After
a write the rows are asked again while the scroll position, the current row and the selection
stay: rows are selected again by key as their pages arrive.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import Any

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QAbstractItemView, QComboBox, QHeaderView, QTableView, QWidget

from storeadmin_gui.ui.i18n import tr
from storeadmin_gui.ui.lists.columns import ListColumn
from storeadmin_gui.ui.lists.delegates import BadgeDelegate, PagedTableView
from storeadmin_gui.ui.lists.table_model import Column, PagedTableModel, RowState

__all__ = ["ListTable"]

ROW_HEIGHT_EXTRA = 10  # pixels above the font height, so badges and retry buttons fit
CELL_PADDING = 14  # pixels around a cell's text (margins and the grid line)
SCREEN_ROWS_MARGIN = 3  # rows the first request asks beyond those on screen, at the least
# Pixels around a badge's label: the pill sits 6 px in and is 16 px wider than its label
# (ui/lists/delegates.py), and keeps 2 px from the grid line.
BADGE_PADDING = 24
PAGE_SIZES = (10, 25, 50, 100)
DEFAULT_PAGE_SIZE = 50


class ListTable(QObject):
    """The view (:attr:`view`) over the model (:attr:`model`) of one list; ``opened`` is what
    Enter or a double click on a loaded row does with its key."""

    selection_changed = Signal()  # the user chose other rows
    # The current row moved: Open works on it, and the keys move it without selecting.
    current_changed = Signal()

    def __init__(
        self,
        columns: Sequence[Column],
        key: Callable[[Any], Hashable],
        *,
        name: str,
        opened: Callable[[Hashable], None],
        parent: QWidget,
    ) -> None:
        super().__init__(parent)
        self._opened = opened
        # No sorting is sent until the user chooses one: the rows come in the server's own order.
        self.model = PagedTableModel(columns, key=key, page_size=DEFAULT_PAGE_SIZE, parent=parent)
        self.view = _make_view(self.model)
        self.view.setAccessibleName(name)
        self.model.set_visible_rows_provider(self._visible_rows)
        self.model.set_screen_rows_provider(self._screen_rows)
        self._position_after_reload: tuple[int, int] | None = None  # scroll value, current row
        self._reselect: set[Hashable] = set()  # keys selected before a reload
        self._selecting = False  # the table itself changes the selection
        self.model.page_loaded.connect(self._restore_position)
        self.view.selectionModel().selectionChanged.connect(self._selection_changed)
        self.view.selectionModel().currentChanged.connect(lambda *_: self.current_changed.emit())
        self.view.activated.connect(lambda _index: self.open_current())
        scroll_bar = self.view.verticalScrollBar()
        scroll_bar.sliderPressed.connect(lambda: self.model.pause_fetching(True))
        scroll_bar.sliderReleased.connect(lambda: self.model.pause_fetching(False))
        scroll_bar.valueChanged.connect(lambda _value: self.model.look_ahead())
        self.page_size_box = QComboBox()
        for size in PAGE_SIZES:
            self.page_size_box.addItem(
                tr("pages.list_table", "{size} per page").format(size=size), size
            )
        self.page_size_box.setCurrentIndex(PAGE_SIZES.index(DEFAULT_PAGE_SIZE))
        self.page_size_box.setToolTip(
            tr("pages.list_table", "How many rows each request to the server fetches")
        )
        self.page_size_box.setAccessibleName(tr("pages.list_table", "Rows per request"))
        self.page_size_box.activated.connect(
            lambda index: self.model.set_page_size(int(self.page_size_box.itemData(index)))
        )

    @property
    def header(self) -> QHeaderView:
        return self.view.horizontalHeader()

    def restore_page_size(self, remembered: object) -> None:
        """Ask as many rows per request as remembered (one of the sizes offered)."""
        size = int(str(remembered)) if str(remembered).isdigit() else None
        if size is not None and size in PAGE_SIZES:
            self.page_size_box.setCurrentIndex(PAGE_SIZES.index(size))
            self.model.set_page_size(size)

    def current_key(self) -> Hashable | None:
        index = self.view.currentIndex()
        return self.model.key_at(index.row()) if index.isValid() else None

    def current_cells(self, key: Hashable) -> Sequence[Any] | None:
        """The current row's cells, when it shows the record with ``key``."""
        row = self.view.currentIndex().row()
        return self.model.cells_at(row) if self.model.key_at(row) == key else None

    def selected_keys(self) -> list[Hashable]:
        """Keys of the selected rows that hold data, top to bottom."""
        rows = sorted(index.row() for index in self.view.selectionModel().selectedRows())
        keys = (self.model.key_at(row) for row in rows)
        return [key for key in keys if key is not None]

    def has_selection(self) -> bool:
        return bool(self.view.selectionModel().selectedRows())

    def open_current(self) -> None:
        """Enter: the current row's record opens; a failed row asks for its page again."""
        index = self.view.currentIndex()
        if not index.isValid():
            return
        row = index.row()
        if self.model.row_state(row) == RowState.FAILED:
            self.model.retry_page(self.model.page_of_row(row))
            return
        key = self.model.key_at(row)
        if key is not None:
            self._opened(key)

    def reload_keeping_place(self) -> None:
        """After a write: ask the server again, keeping the scroll position, the current row and
        the selection (rows are selected again by key as their pages arrive)."""
        row = self.view.currentIndex().row()
        self._position_after_reload = (self.view.verticalScrollBar().value(), max(row, 0))
        self._reselect = set(self.selected_keys())
        self.model.refresh()

    def widen_to_labels(self) -> None:
        """Widen each shown badge column that would cut a state's label (widths restored from
        another language or font)."""
        header = self.header
        for number, least in column_widths(self.view, self.model.columns, least=True).items():
            if not header.isSectionHidden(number) and header.sectionSize(number) < least:
                header.resizeSection(number, least)

    def _selection_changed(self, *_args: object) -> None:
        if not self._selecting:
            self._reselect.clear()  # the user chose anew
        self.selection_changed.emit()

    def _restore_position(self, page: int) -> None:
        """After :meth:`reload_keeping_place`, as pages arrive: where the user was, and what was
        selected."""
        rows = self.model.rowCount()
        if self._position_after_reload is not None and page == 1:
            scroll, row = self._position_after_reload
            self._position_after_reload = None
            if rows:
                flag = self.view.selectionModel().SelectionFlag.NoUpdate
                current = self.model.index(min(row, rows - 1), 0)
                self.view.selectionModel().setCurrentIndex(current, flag)
                self.view.verticalScrollBar().setValue(scroll)
        if not self._reselect:
            return
        first = (page - 1) * self.model.page_size
        selection = self.view.selectionModel()
        flags = selection.SelectionFlag.Select | selection.SelectionFlag.Rows
        self._selecting = True
        try:
            for row in range(first, min(first + self.model.page_size, rows)):
                if self.model.key_at(row) in self._reselect:
                    selection.select(self.model.index(row, 0), flags)
        finally:
            self._selecting = False

    def _visible_rows(self) -> tuple[int, int] | None:
        view = self.view
        if not view.isVisible():
            return None
        first = view.rowAt(0)
        if first < 0:
            return None
        last = view.rowAt(view.viewport().height() - 1)
        return first, (self.model.rowCount() - 1 if last < 0 else last)

    def _screen_rows(self) -> int:
        """How many rows the table may show at once (the first request asks for that many): the
        rows it shows now and a quarter more, since the table often grows just as its first rows
        arrive (a start's message closes above it), and rows it then showed without having them
        would each wait for a second request."""
        row_height = max(1, self.view.verticalHeader().defaultSectionSize())
        rows = self.view.viewport().height() // row_height + 1
        return rows + max(SCREEN_ROWS_MARGIN, rows // 4)


def _make_view(model: PagedTableModel) -> PagedTableView:
    """The table's view: rows selected whole, badges drawn, columns as wide as they need."""
    view = PagedTableView()
    view.setModel(model)
    badges = BadgeDelegate(view)
    for number, column in enumerate(model.columns):
        if column.badge:  # every other cell Qt paints itself (ui/lists/delegates.py says why)
            view.setItemDelegateForColumn(number, badges)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
    view.setAlternatingRowColors(True)
    view.setWordWrap(False)
    view.setTextElideMode(Qt.TextElideMode.ElideRight)
    view.setHorizontalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
    vertical = view.verticalHeader()
    vertical.hide()
    vertical.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
    vertical.setDefaultSectionSize(view.fontMetrics().height() + ROW_HEIGHT_EXTRA)
    header = view.horizontalHeader()
    header.setSectionsClickable(True)
    header.setSortIndicatorShown(True)
    header.setHighlightSections(False)
    header.setStretchLastSection(True)
    header.setDefaultAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
    for number, width in column_widths(view, model.columns).items():
        header.resizeSection(number, width)
    return view


def column_widths(
    view: QTableView, columns: Sequence[Column], *, least: bool = False
) -> dict[int, int]:
    """Each column's width by its text's: a badge column as wide as its longest state's label,
    a column with a sample as wide as the sample, in the language and font shown (``least``: the
    badge columns only, under whose width a state's label is cut; a long name is cut with a
    tooltip, and may be narrowed so)."""
    metrics = view.fontMetrics()
    widths: dict[int, int] = {}
    for number, column in enumerate(columns):
        width = 0 if least else column.width or 0
        if column.fits is not None and not least:
            width = max(width, metrics.horizontalAdvance(column.fits()) + CELL_PADDING)
        if isinstance(column, ListColumn) and column.states:
            widest = max(metrics.horizontalAdvance(column.display(s)) for s in column.states)
            width = max(width, widest + BADGE_PADDING)
        if width:
            widths[number] = width
    return widths
