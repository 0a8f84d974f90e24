"""One search box (Ctrl+K): orders by number, customers by name or e-mail, variants by code or
name, answered as the staffer types in one list grouped by kind, driven from the keyboard.

Typing waits for a pause (``DELAY_MS``) before asking, and a new question cancels the one still
under way, so an older answer never replaces a newer one and the window never waits on the
server. Up and Down move through the answers (skipping the kinds' headings), Enter opens the one
chosen, Escape closes the list. A server without the search, or an account that may read none
of the kinds, is told in the box's tooltip and the box is disabled.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from typing import Any, Final

import shiboken6
from PySide6.QtCore import QPoint, Qt, QTimer, Signal, SignalInstance
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLineEdit,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from storeadmin_gui.api import Feature, SearchResults, StoreClient, errors
from storeadmin_gui.ui.editors import open_order_editor, open_variant_editor
from storeadmin_gui.ui.formats import format_money
from storeadmin_gui.ui.i18n import current_language, tr
from storeadmin_gui.ui.labels import state_label
from storeadmin_gui.ui.people.customer_profile import open_customer_profile
from storeadmin_gui.ui.shell.messages import describe_exception
from storeadmin_gui.ui.shell.server_kind import missing_reason
from storeadmin_gui.ui.shell.server_offers import server_capabilities
from storeadmin_gui.ui.tasks import spawn

__all__ = ["Found", "QuickSearch", "install_quick_search"]

DELAY_MS: Final = 250
LIMIT: Final = 5
SHORTCUT: Final = "Ctrl+K"  # i18n: not shown translated, a key
ORDER, CUSTOMER, VARIANT = "order", "customer", "variant"


@dataclass(frozen=True)
class Found:
    """One answer: its kind and what opens it (an order id, a customer id, a variant's
    product and code)."""

    kind: str
    key: Any


def _rows(results: SearchResults) -> list[tuple[str, list[tuple[str, Found]]]]:
    """The answers grouped by kind, in the window's words, kinds without answers left out."""
    groups: list[tuple[str, list[tuple[str, Found]]]] = []
    orders = [
        (
            tr("quick_search", "Order {number} · {state} · {total} · {customer}").format(
                number=order.number,
                state=state_label(order.state),
                total=format_money(order.total, order.currency_code),
                customer=order.customer_email or "—",
            ),
            Found(ORDER, order.id),
        )
        for order in results.orders or ()
    ]
    customers = [
        (
            " · ".join(
                part
                for part in (
                    customer.full_name,
                    customer.email,
                    tr("quick_search", "guest") if customer.guest else "",
                )
                if part
            ),
            Found(CUSTOMER, customer.id),
        )
        for customer in results.customers or ()
    ]
    variants = [
        (
            f"{variant.code} · {variant.name or variant.product.code}",
            Found(VARIANT, (variant.product.code, variant.code)),
        )
        for variant in results.variants or ()
    ]
    for title, rows in (
        (tr("quick_search", "Orders"), orders),
        (tr("quick_search", "Customers"), customers),
        (tr("quick_search", "Variants"), variants),
    ):
        if rows:
            groups.append((title, rows))
    return groups


class ResultList(QFrame):
    """The list under the box: a window of its own that never takes the keyboard from the box."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent, Qt.WindowType.ToolTip | Qt.WindowType.FramelessWindowHint)
        self.setAttribute(Qt.WidgetAttribute.WA_ShowWithoutActivating)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.tree = QTreeWidget()
        self.tree.setObjectName("quickSearchResults")
        self.tree.setHeaderHidden(True)
        self.tree.setRootIsDecorated(False)
        self.tree.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.tree.setAccessibleName(tr("quick_search", "Search results"))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(1, 1, 1, 1)
        layout.addWidget(self.tree)

    def show_groups(self, groups: list[tuple[str, list[tuple[str, Found]]]], note: str) -> None:
        self.tree.clear()
        for title, rows in groups:
            heading = QTreeWidgetItem([title])
            heading.setFlags(Qt.ItemFlag.ItemIsEnabled)  # not selectable: Up and Down skip it
            font = heading.font(0)
            font.setBold(True)
            heading.setFont(0, font)
            self.tree.addTopLevelItem(heading)
            for text, found in rows:
                row = QTreeWidgetItem([text])
                row.setData(0, Qt.ItemDataRole.UserRole, found)
                heading.addChild(row)
            heading.setExpanded(True)
        if note:
            self.tree.addTopLevelItem(QTreeWidgetItem([note]))
        answers = self.answers()
        if answers:
            self.tree.setCurrentItem(answers[0])

    def answers(self) -> list[QTreeWidgetItem]:
        """The rows that open something, in the order shown."""
        rows: list[QTreeWidgetItem] = []
        for index in range(self.tree.topLevelItemCount()):
            heading = self.tree.topLevelItem(index)
            for child in range(heading.childCount() if heading is not None else 0):
                row = heading.child(child) if heading is not None else None
                if row is not None:
                    rows.append(row)
        return rows

    def step(self, step: int) -> None:
        answers = self.answers()
        if not answers:
            return
        current = self.tree.currentItem()
        index = answers.index(current) if current in answers else -1
        self.tree.setCurrentItem(answers[max(0, min(len(answers) - 1, index + step))])

    def chosen(self) -> Found | None:
        item = self.tree.currentItem()
        found = item.data(0, Qt.ItemDataRole.UserRole) if item is not None else None
        return found if isinstance(found, Found) else None


class QuickSearch(QLineEdit):
    """The box; ``chosen`` carries the answer Enter (or a click) opened."""

    chosen = Signal(object)  # Found
    answered = Signal()  # the list shows the answer to what is typed

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("quickSearch")
        self.setPlaceholderText(
            tr("quick_search", "Search orders, customers, variants ({key})").format(key=SHORTCUT)
        )
        self.setAccessibleName(tr("quick_search", "Search everything"))
        self.setClearButtonEnabled(True)
        self.setMinimumWidth(self.fontMetrics().horizontalAdvance(self.placeholderText()) + 40)
        self.client: StoreClient | None = None
        self._session: Any = None
        self._check_when_landed = False  # what the server offers is asked once a view landed
        self.results = ResultList(self)
        self.results.tree.itemClicked.connect(lambda _item, _column: self._open())
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(DELAY_MS)
        self._timer.timeout.connect(self.ask)
        self._asking: asyncio.Task[None] | None = None
        self.textEdited.connect(lambda _text: self._timer.start())
        self.set_client(None)

    def follow(self, session: Any, landed: SignalInstance | None = None) -> None:
        """Search the store of ``session``'s connection, whichever it is now and later (the
        link ends with the box: a slot of its own, not a function that outlives it).
        ``landed``: the window's signal that a connection's first view has its first answer;
        the box then asks what the server offers only once it fires (at a start, that question's
        requests would share the server, and the window's turns, with the first rows)."""
        self._session = session
        session.changed.connect(self._session_changed)
        if landed is not None:
            self._check_when_landed = True
            landed.connect(self._landed)
        self._session_changed()

    def _session_changed(self) -> None:
        self.set_client(self._session.client)

    def set_client(self, client: StoreClient | None) -> None:
        """Search ``client``'s store from now on (None: no connection, the box is off)."""
        self.client = client
        self._cancel()
        self.results.hide()
        self.clear()
        self.setEnabled(client is not None)
        if client is not None and not self._check_when_landed:
            spawn(self._check_offered(client), owner=self)

    def _landed(self) -> None:
        if self.client is not None:
            spawn(self._check_offered(self.client), owner=self)

    async def _check_offered(self, client: StoreClient) -> None:
        try:
            reason = missing_reason(await server_capabilities(client, self), Feature.SEARCH)
        except errors.ApiError:
            reason = None  # cannot tell now: the server has the last word
        if shiboken6.isValid(self) and client is self.client:
            self.setEnabled(reason is None)
            self.setToolTip(reason or "")

    def _cancel(self) -> None:
        self._timer.stop()
        if self._asking is not None and not self._asking.done():
            self._asking.cancel()
        self._asking = None

    def ask(self) -> asyncio.Task[None] | None:
        """Ask for what is typed now, dropping a question still under way."""
        self._cancel()
        text = self.text().strip()
        if not text or self.client is None:
            self.results.hide()
            return None
        self._asking = spawn(self._ask(self.client, text), owner=self)
        return self._asking

    async def _ask(self, client: StoreClient, text: str) -> None:
        try:
            results = await client.search(text, limit=LIMIT, locale=current_language())
            groups, note = _rows(results), ""
            if not groups:
                note = tr("quick_search", "Nothing starts with “{text}”.").format(text=text)
        except errors.ApiError as error:
            groups, note = [], describe_exception(error)
        if not shiboken6.isValid(self.results.tree) or text != self.text().strip():
            return  # gone, or typed on meanwhile: the next question answers
        self.results.show_groups(groups, note)
        self._place()
        self.answered.emit()

    def _place(self) -> None:
        """Under the box, its right edge on the box's, as wide as its answers need (within
        the window)."""
        tree = self.results.tree
        window = self.window().geometry()
        wanted = tree.sizeHintForColumn(0) + 2 * tree.indentation() + 24
        width = min(max(self.width(), 420, wanted), window.width() - 24)
        rows = sum(1 + (item.childCount() if item else 0) for item in self._top_items())
        height = min(max(rows, 1) * max(tree.sizeHintForRow(0), 18) + 12, 400)
        self.results.resize(width, height)
        corner = self.mapToGlobal(QPoint(self.width(), self.height()))
        left = max(window.left() + 12, min(corner.x(), window.right() - 12) - width)
        self.results.move(QPoint(left, corner.y() + 2))
        self.results.show()
        self.results.raise_()

    def _top_items(self) -> list[QTreeWidgetItem | None]:
        tree = self.results.tree
        return [tree.topLevelItem(index) for index in range(tree.topLevelItemCount())]

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Down, Qt.Key.Key_Up) and self.results.isVisible():
            self.results.step(1 if key == Qt.Key.Key_Down else -1)
            return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if self._timer.isActive() or (self._asking is not None and not self._asking.done()):
                self.ask()  # Enter before the pause: ask now; Enter again opens
                return
            self._open()
            return
        if key == Qt.Key.Key_Escape and self.results.isVisible():
            self.results.hide()
            return
        super().keyPressEvent(event)

    def focusOutEvent(self, event: Any) -> None:
        super().focusOutEvent(event)
        self.results.hide()

    def _open(self) -> None:
        found = self.results.chosen()
        if found is None or not self.results.isVisible():
            return
        self.results.hide()
        self.chosen.emit(found)


def install_quick_search(window: Any) -> QuickSearch:
    """The box at the right of the main window's menu bar, Ctrl+K to reach it, following the
    window's session from connection to connection: an order opens its editor, a variant its
    editor, a customer their profile (their orders, what they spent, notes)."""
    box = QuickSearch()
    holder = QWidget(window.menuBar())  # its size hint gives the box its width there
    row = QHBoxLayout(holder)
    row.setContentsMargins(0, 2, 8, 2)
    row.addWidget(box)
    window.menuBar().setCornerWidget(holder, Qt.Corner.TopRightCorner)
    focus = QAction(tr("quick_search", "Search everything"), window)
    focus.setShortcut(QKeySequence(SHORTCUT))
    focus.setShortcutContext(Qt.ShortcutContext.WindowShortcut)

    def reach() -> None:
        box.setFocus(Qt.FocusReason.ShortcutFocusReason)
        box.selectAll()

    focus.triggered.connect(reach)
    window.addAction(focus)
    session = window.session
    box.follow(session, window.landed)

    def opened(found: Found) -> None:
        client = session.client
        if client is None:
            return
        if found.kind == ORDER:
            open_order_editor(window, client, found.key)
        elif found.kind == CUSTOMER:
            open_customer_profile(window, client, found.key)
        else:
            open_variant_editor(window, client, *found.key)

    box.chosen.connect(opened)
    return box
