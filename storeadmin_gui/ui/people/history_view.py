"""Who did what: an order's or a variant's history as a timeline, newest first.

The server's history where it keeps one; else what this workstation did, said as such above the
list, never passed off as the store's. Pages load as the staffer asks for older entries (never
the whole history at once), and a reload (the editor saved, took a step) cancels a load still
under way, so an older answer never overwrites a newer one.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import Any, Final

import shiboken6
from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from storeadmin_gui.api import FieldChange, HistoryEntry, Money, Page, errors
from storeadmin_gui.ui.formats import format_money, format_timestamp
from storeadmin_gui.ui.i18n import Phrase, noop, tr, translated
from storeadmin_gui.ui.labels import NONE_SHOWN, state_label
from storeadmin_gui.ui.orders.order_steps import history_labels
from storeadmin_gui.ui.shell.messages import describe_exception
from storeadmin_gui.ui.shell.style import set_role
from storeadmin_gui.ui.tasks import spawn

__all__ = ["ChangeWords", "HistoryPanel", "action_label"]

PAGE_SIZE: Final = 20
ARROW: Final = "→"  # i18n: not shown translated, a symbol
ACTIONS: Final[dict[str, Phrase]] = {
    "created": noop("history_view", "Created"),
    "item_added": noop("history_view", "Item added"),
    "item_removed": noop("history_view", "Item removed"),
    "quantity_changed": noop("history_view", "Quantity changed"),
    **history_labels(),  # the steps after checkout
    "note_added": noop("history_view", "Note added"),
    "note_deleted": noop("history_view", "Note removed"),
    "deleted": noop("history_view", "Deleted"),
    "updated": noop("history_view", "Price or stock changed"),
}
FIELDS: Final[dict[str, Phrase]] = {
    "state": noop("history_view", "State"),
    "payment_state": noop("history_view", "Payment"),
    "shipping_state": noop("history_view", "Shipping"),
    "total": noop("history_view", "Total"),
    "notes": noop("history_view", "Customer's note"),
    "shipping_address": noop("history_view", "Shipping address"),
    "billing_address": noop("history_view", "Billing address"),
    "onHand": noop("history_view", "On hand"),
    "tracked": noop("history_view", "Tracked"),
    "deleted_at": noop("history_view", "Deleted"),
    "tracking": noop("history_view", "Tracking number"),
}
LOCAL_ONLY: Final = noop(
    "history_view",
    "This server keeps no history: shown is only what was done from this workstation.",
)


def action_label(action: str) -> str:
    phrase = ACTIONS.get(action)
    return translated(phrase) if phrase is not None else action.replace("_", " ").capitalize()


class ChangeWords:
    """One change in a sentence: money in ``currency`` (or each channel's, ``channel_currency``),
    states in the window's words."""

    def __init__(
        self,
        currency: Callable[[], str | None] = lambda: None,
        channel_currency: Callable[[str], str | None] = lambda _channel: None,
    ) -> None:
        self._currency = currency
        self._channel_currency = channel_currency

    def money(self, minor: Any, currency: str | None) -> str:
        if not isinstance(minor, int):
            return NONE_SHOWN
        return format_money(minor, currency) if currency else Money.to_major(minor)

    def value(self, name: str, value: Any) -> str:
        if value is None or value == "":
            return NONE_SHOWN
        if name == "total":
            return self.money(value, self._currency())
        if name.endswith("state"):
            return state_label(value)
        if isinstance(value, bool):
            return tr("history_view", "yes") if value else tr("history_view", "no")
        if isinstance(value, dict):
            return ", ".join(str(part) for part in value.values() if part)
        return str(value)

    def __call__(self, change: FieldChange) -> str:
        name, before, after = change.field, change.before, change.after
        parts = name.split(".")
        channel = change.channel_price
        if channel is not None:
            currency = self._channel_currency(channel)
            return tr("history_view", "Price in {channel}: {before} {arrow} {after}").format(
                channel=channel,
                before=self.money(before, currency),
                arrow=ARROW,
                after=self.money(after, currency),
            )
        if parts[0] == "items" and len(parts) == 2:
            return self._line(before, after)
        if name == "order":  # which order a variant's stock left with: a reference, not a change
            return tr("history_view", "With order {number}").format(number=after)
        if parts[0] == "notes" and len(parts) == 2:
            if after is None:
                return tr("history_view", "Note removed: {text}").format(text=before)
            return tr("history_view", "Note: {text}").format(text=after)
        if parts[0] in ("payments", "shipments") and len(parts) == 3:
            name = parts[2]  # "state" or "tracking"
            if name == "tracking":
                label = translated(FIELDS["tracking"])
            elif parts[0] == "payments":
                label = tr("history_view", "Payment")
            else:
                label = tr("history_view", "Shipment")
        else:
            label = translated(FIELDS[name]) if name in FIELDS else name
        return f"{label}: {self.value(name, before)} {ARROW} {self.value(name, after)}"

    def _line(self, before: Any, after: Any) -> str:
        line = after if isinstance(after, dict) else before if isinstance(before, dict) else {}
        variant = str(line.get("variant", "")) or NONE_SHOWN
        if before is None and isinstance(after, dict):
            return tr("history_view", "Added {quantity} × {variant} at {price}").format(
                quantity=after.get("quantity"),
                variant=variant,
                price=self.money(after.get("unit_price"), self._currency()),
            )
        if after is None:
            return tr("history_view", "Removed {variant}").format(variant=variant)
        return tr("history_view", "{variant}: quantity {before} {arrow} {after}").format(
            variant=variant,
            before=(before or {}).get("quantity"),
            arrow=ARROW,
            after=line.get("quantity"),
        )


class HistoryPanel(QWidget):
    """The timeline: each entry (when, who, what) with its changes beneath it."""

    revert_requested = Signal(object)  # the HistoryEntry chosen
    shown_page = Signal()  # a load finished (the list shows what the server answered)

    def __init__(
        self,
        fetch: Callable[[int, int], Awaitable[Page[HistoryEntry]]],
        kept_by_server: Callable[[], Awaitable[bool]],
        words: ChangeWords,
        *,
        why_not_revertible: Callable[[HistoryEntry], str | None] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._fetch = fetch
        self._kept_by_server = kept_by_server
        self._words = words
        self._why_not_revertible = why_not_revertible  # None: nothing here is ever reverted
        self._page: Page[HistoryEntry] | None = None
        self._loading: asyncio.Task[None] | None = None
        self.hint = QLabel()
        self.hint.setWordWrap(True)
        self.hint.setVisible(False)
        self.tree = QTreeWidget()
        self.tree.setObjectName("historyTimeline")
        self.tree.setAccessibleName(tr("history_view", "History"))
        self.tree.setHeaderLabels(
            [tr("history_view", "When"), tr("history_view", "Who"), tr("history_view", "What")]
        )
        self.tree.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        header = self.tree.header()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        self.more_button = QPushButton(tr("history_view", "Show older changes"))
        self.more_button.setVisible(False)
        self.more_button.clicked.connect(self.load_older)
        self.revert_button = QPushButton(tr("history_view", "Revert this change…"))
        self.revert_button.setObjectName("revertChange")
        self.revert_button.setVisible(why_not_revertible is not None)
        self.revert_button.setEnabled(False)
        self.revert_button.clicked.connect(self._revert_chosen)
        self.tree.itemSelectionChanged.connect(self._selection_changed)
        buttons = QHBoxLayout()
        buttons.addWidget(self.more_button)
        buttons.addStretch(1)
        buttons.addWidget(self.revert_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.hint)
        layout.addWidget(self.tree, 1)
        layout.addLayout(buttons)

    @property
    def entries(self) -> list[HistoryEntry]:
        """The entries shown, newest first."""
        rows = (self.tree.topLevelItem(row) for row in range(self.tree.topLevelItemCount()))
        return [row.data(0, Qt.ItemDataRole.UserRole) for row in rows if row is not None]

    def refresh(self) -> asyncio.Task[None]:
        """Load the newest page again; a load still under way is dropped."""
        if self._loading is not None and not self._loading.done():
            self._loading.cancel()
        self._loading = spawn(self._load(older=False), owner=self)
        return self._loading

    def load_older(self) -> None:
        if self._loading is None or self._loading.done():
            self._loading = spawn(self._load(older=True), owner=self)

    async def _load(self, *, older: bool) -> None:
        self.more_button.setEnabled(False)
        try:
            if older and self._page is not None:
                page = await self._page.fetch(self._page.page + 1)
            else:
                kept = await self._kept_by_server()
                page = await self._fetch(1, PAGE_SIZE)
                self._say(None if kept else translated(LOCAL_ONLY), "hint")
                self.tree.clear()
        except errors.ApiError as error:
            if shiboken6.isValid(self.tree):
                self._say(describe_exception(error), "error")
                self.more_button.setEnabled(True)
            return
        if not shiboken6.isValid(self.tree):
            return  # answered as the panel was destroyed
        self.more_button.setEnabled(True)  # (not on cancellation: the panel may be gone)
        self._page = page
        for entry in page.items:
            self._add(entry)
        self.more_button.setVisible(page.has_next)
        if not older and not page.items:
            self._say(self.hint.text() or tr("history_view", "Nothing recorded yet."), "hint")
        self.shown_page.emit()

    def _say(self, text: str | None, role: str) -> None:
        self.hint.setText(text or "")
        set_role(self.hint, role)
        self.hint.setVisible(bool(text))

    def _add(self, entry: HistoryEntry) -> None:
        row = QTreeWidgetItem(
            [format_timestamp(entry.at), entry.user.name or NONE_SHOWN, action_label(entry.action)]
        )
        row.setData(0, Qt.ItemDataRole.UserRole, entry)
        self.tree.addTopLevelItem(row)
        for change in entry.changes:  # each across the whole width, under its entry
            text = self._words(change)
            child = QTreeWidgetItem([text])
            child.setToolTip(0, text)
            row.addChild(child)
            child.setFirstColumnSpanned(True)
        row.setExpanded(True)

    def chosen(self) -> HistoryEntry | None:
        """The entry selected (a change beneath it selects its entry)."""
        item = self.tree.currentItem()
        while item is not None and item.parent() is not None:
            item = item.parent()
        if item is None:
            return None
        entry = item.data(0, Qt.ItemDataRole.UserRole)
        return entry if isinstance(entry, HistoryEntry) else None

    def _selection_changed(self) -> None:
        if not shiboken6.isValid(self.revert_button):
            return  # a list emptied as the panel is destroyed
        entry = self.chosen()
        if entry is None or self._why_not_revertible is None:
            self.revert_button.setEnabled(False)
            self.revert_button.setToolTip("")
            return
        refusal = self._why_not_revertible(entry)
        self.revert_button.setEnabled(refusal is None)
        self.revert_button.setToolTip(refusal or "")

    def _revert_chosen(self) -> None:
        entry = self.chosen()
        if entry is not None:
            self.revert_requested.emit(entry)
