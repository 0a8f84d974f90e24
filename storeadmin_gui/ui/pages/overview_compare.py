"""What the Overview sets beside a range's figures: each figure's change against the range as long
just before it (up or down, by how much), and the range's best products and customers.

Both come with the statistics of a server that answers them (docs/api.md section 11); where a
server does not (``Statistics.previous`` or the top lists are None), they are left out and one
line says why.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date

from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import (
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from storeadmin_gui.api.models.statistics import SalesTotals, Statistics
from storeadmin_gui.ui import formats
from storeadmin_gui.ui.i18n import tr
from storeadmin_gui.ui.labels import person
from storeadmin_gui.ui.shell.style import set_role

__all__ = [
    "COMPARED",
    "TopLists",
    "amount_of",
    "change_label",
    "change_text",
    "figure_change",
    "not_compared",
]

# The figures compared with the range before, by the key of their cell.
COMPARED = ("sales", "orders", "average", "new_customers")
_TOTALS = {
    "sales": "sales",
    "orders": "orders",
    "average": "average_order",
    "new_customers": "new_customers",
}


def change_text(now: int, before: int) -> str:
    """A figure's change on the range before: "▲ 12 %", "▼ 5 %", "= 0 %", or "▲ new" where
    nothing was there before."""
    if now == before:
        return tr("pages.overview_compare", "= unchanged")
    if before == 0:
        return tr("pages.overview_compare", "▲ new")
    percent = round(abs(now - before) * 100 / before)
    amount = QLocale().toString(percent)
    if now > before:
        return tr("pages.overview_compare", "▲ {percent} %").format(percent=amount)
    return tr("pages.overview_compare", "▼ {percent} %").format(percent=amount)


def change_label(
    key: str, totals: SalesTotals, previous: SalesTotals, shown: Callable[[int], str], range_: str
) -> QLabel:
    """The label under figure ``key``: its change, and the figure before in its tooltip."""
    now, before = getattr(totals, _TOTALS[key]), getattr(previous, _TOTALS[key])
    label = QLabel(change_text(now, before))
    label.setObjectName(f"change:{key}")
    set_role(label, "success" if now > before else "caution" if now < before else "hint")
    label.setToolTip(
        tr("pages.overview_compare", "{value} in the range before, {range}").format(
            value=shown(before), range=range_
        )
    )
    label.setAccessibleName(label.text() + ", " + label.toolTip())
    return label


def amount_of(minor: int, currency: str) -> str:
    """An amount of a channel's currency (plain major units where it has none)."""
    return formats.money(minor, currency) if currency else QLocale().toString(minor / 100)


def figure_change(key: str, figures: Statistics, long_day: Callable[[date], str]) -> QLabel:
    """The change of figure ``key`` of ``figures`` (which carry the range before)."""
    previous = figures.previous
    assert previous is not None
    currency = figures.currency or ""
    counts = key in ("orders", "new_customers")
    range_ = f"{long_day(previous.start)} – {long_day(previous.end)}"

    def shown(value: int) -> str:
        return QLocale().toString(value) if counts else amount_of(value, currency)

    return change_label(key, figures.totals, previous, shown, range_)


def not_compared(figures: Statistics, server: str) -> str | None:
    """Why the changes or the top lists are not shown (None: both are)."""
    if figures.previous is None or figures.top_products is None or figures.top_customers is None:
        return tr(
            "pages.overview_compare",
            "{server} does not compare the range with the one before or list its best sellers.",
        ).format(server=server)
    return None


class TopLists(QWidget):
    """The best products and customers of one channel's range, side by side; ``note`` (placed
    by the page) says why neither they nor the changes are shown, on a server without them."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.note = QLabel()
        self.note.setWordWrap(True)
        set_role(self.note, "hint")
        self.note.hide()
        self.products = _tree(
            "topProducts",
            tr("pages.overview_compare", "Best-selling products"),
            [
                tr("pages.overview_compare", "Product"),
                tr("pages.overview_compare", "Units"),
                tr("pages.overview_compare", "Sales"),
            ],
        )
        self.customers = _tree(
            "topCustomers",
            tr("pages.overview_compare", "Customers who spent the most"),
            [
                tr("pages.overview_compare", "Customer"),
                tr("pages.overview_compare", "Orders"),
                tr("pages.overview_compare", "Spent"),
            ],
        )
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        for title, tree in (
            (tr("pages.overview_compare", "Best-selling products"), self.products),
            (tr("pages.overview_compare", "Customers who spent the most"), self.customers),
        ):
            box = QGroupBox(title)
            inside = QVBoxLayout(box)
            inside.addWidget(tree)
            row.addWidget(box, 1)

    def show_for(self, figures: Statistics | None, amount: Callable[[int], str]) -> None:
        """Fill both lists from ``figures`` (a server without them: empty)."""
        self.products.clear()
        self.customers.clear()
        if figures is None:
            return
        for product in figures.top_products or []:
            name = f"{product.name} ({product.code})" if product.name else product.code
            self.products.addTopLevelItem(
                _row(name, QLocale().toString(product.units), amount(product.sales))
            )
        for customer in figures.top_customers or []:
            self.customers.addTopLevelItem(
                _row(
                    person(customer.full_name, customer.email),
                    QLocale().toString(customer.orders),
                    amount(customer.spent),
                )
            )


def _tree(name: str, accessible: str, headers: list[str]) -> QTreeWidget:
    tree = QTreeWidget()
    tree.setObjectName(name)
    tree.setAccessibleName(accessible)
    tree.setRootIsDecorated(False)
    tree.setHeaderLabels(headers)
    tree.header().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
    for column in (1, 2):
        tree.header().setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
    tree.setMinimumHeight(tree.fontMetrics().lineSpacing() * 8)
    return tree


def _row(*texts: str) -> QTreeWidgetItem:
    item = QTreeWidgetItem(list(texts))
    for column in (1, 2):
        item.setTextAlignment(column, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    return item
