"""View > Sort by: the current list's sort, for those who use the keyboard (a header is clicked
with the mouse). Choosing the column the list is sorted by turns its order around; "Server's own
order" goes back to the order the server chooses, as in the header's context menu."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QActionGroup
from PySide6.QtWidgets import QHeaderView, QMenu

from storeadmin_gui.ui.i18n import translated
from storeadmin_gui.ui.pages.base import ListPage
from storeadmin_gui.ui.pages.page import Page

__all__ = ["fill_sort_menu"]


def fill_sort_menu(menu: QMenu, page: Page | None) -> None:
    """Offer each column of ``page`` the server sorts by, the current one checked (nothing for a
    view that is not a list)."""
    menu.clear()
    if not isinstance(page, ListPage):
        return
    header = page.view.horizontalHeader()
    group = QActionGroup(menu)
    sortable = page.sort_fields()
    for number, column in enumerate(page.model.columns):
        if column.sort_field not in sortable:
            continue
        action = menu.addAction(translated(column.header))
        action.setCheckable(True)
        chosen = column.sort_field in page.model.sorting
        action.setChecked(chosen and header.sortIndicatorSection() == number)
        action.triggered.connect(lambda _checked=False, n=number: _sort_by(header, n))
        group.addAction(action)
    menu.addSeparator()
    menu.addAction(page.server_order_action)


def _sort_by(header: QHeaderView, number: int) -> None:
    again = header.sortIndicatorSection() == number
    ascending = header.sortIndicatorOrder() == Qt.SortOrder.AscendingOrder
    order = Qt.SortOrder.DescendingOrder if again and ascending else Qt.SortOrder.AscendingOrder
    header.setSortIndicator(number, order)
