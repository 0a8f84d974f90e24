"""The variant editor's history of prices and stock, and "Revert" of one change from it.

A revert is an ordinary edit: the old value goes into the form as one undoable change and the
editor saves it with the version it loaded, so a colleague's change saved since is never
overwritten silently: the server refuses the stale version and the comparison opens. A change
the editor already shows superseded (the value moved again after the entry) is not reverted: the
staffer is told, and changes it by hand if that is what they mean.
"""

from __future__ import annotations

from typing import Any, Protocol

from PySide6.QtCore import SignalInstance
from PySide6.QtWidgets import QGroupBox, QVBoxLayout

from storeadmin_gui.api import HistoryEntry, Money, Page, StoreClient
from storeadmin_gui.ui.editors.fields import Form
from storeadmin_gui.ui.editors.message_bar import MessageBar
from storeadmin_gui.ui.i18n import noop, tr
from storeadmin_gui.ui.people.history_view import ChangeWords, HistoryPanel

__all__ = ["attach_variant_history", "reverted_values"]

ON_HAND = "onHand"
REVERT_EDIT = noop("editors.variant_history", "Revert a change")


class VariantHost(Protocol):
    """What the history needs of the variant editor."""

    client: StoreClient
    product_code: str
    code: str | None
    form: Form
    message_bar: MessageBar

    @property
    def loaded(self) -> SignalInstance: ...

    @property
    def busy(self) -> bool: ...

    def save(self) -> Any: ...

    def channel_currency(self, channel: str) -> str | None: ...


def _revertible_change(field: str, channel: str | None) -> bool:
    return channel is not None or field == ON_HAND


def why_not_revertible(entry: HistoryEntry) -> str | None:
    """Why the entry cannot be reverted from here, or None when it can: an edit holding a price
    or stock value to go back to."""
    if not entry.edited:
        return tr(
            "editors.variant_history",
            "Only a change saved in an editor can be reverted: stock that left with a shipment is"
            " not put back from here.",
        )
    if not any(
        _revertible_change(change.field, change.channel_price) and change.before is not None
        for change in entry.changes
    ):
        return tr(
            "editors.variant_history",
            "There is no earlier value to go back to: the store keeps no history, and this"
            " workstation noted only the new value.",
        )
    return None


def reverted_values(
    loaded: dict[str, Any], entry: HistoryEntry
) -> tuple[dict[str, Any], list[str]]:
    """The form values that undo ``entry`` (from the values the editor loaded), and the fields
    that moved again since the entry (nothing of those is reverted then)."""
    prices = dict(loaded.get("channel_pricings") or {})
    values: dict[str, Any] = {}
    moved: list[str] = []
    for change in entry.changes:
        channel = change.channel_price
        if change.before is None or not _revertible_change(change.field, channel):
            continue
        if channel is not None:
            shown = prices.get(channel)
            if shown is None or Money.to_minor(shown) != change.after:
                moved.append(channel)
                continue
            prices[channel] = Money.to_major(int(change.before))
            values["channel_pricings"] = prices
        elif loaded.get("on_hand") != change.after:
            moved.append(tr("editors.variant_history", "on hand"))
        else:
            values["on_hand"] = change.before
    return values, moved


def attach_variant_history(editor: VariantHost, column: QVBoxLayout) -> HistoryPanel | None:
    """A "History" box at the end of ``column`` (none while a variant is being created)."""
    if editor.code is None:
        return None
    client, product_code, code = editor.client, editor.product_code, editor.code

    async def fetch(page: int, limit: int) -> Page[HistoryEntry]:
        return await client.history.of_variant(product_code, code, page=page, limit=limit)

    words = ChangeWords(channel_currency=editor.channel_currency)
    panel = HistoryPanel(
        fetch, client.history.kept_by_server, words, why_not_revertible=why_not_revertible
    )
    box = QGroupBox(tr("editors.variant_history", "History of prices and stock"))
    QVBoxLayout(box).addWidget(panel)
    column.addWidget(box, 1)

    def revert(entry: HistoryEntry) -> None:
        if editor.busy:
            return
        if editor.form.dirty:
            editor.message_bar.show_message(
                tr(
                    "editors.variant_history",
                    "Save or undo your changes before reverting one from the history.",
                ),
                kind="warning",
            )
            return
        values, moved = reverted_values(editor.form.loaded_values(), entry)
        if moved:
            editor.message_bar.show_message(
                tr(
                    "editors.variant_history",
                    "Not reverted: {fields} changed again after this entry, and Store Admin "
                    "never overwrites a later change. Change it by hand if you mean to.",
                ).format(fields=", ".join(moved)),
                kind="warning",
            )
            return
        editor.form.set_values(values, text=REVERT_EDIT)
        editor.save()

    panel.revert_requested.connect(revert)
    editor.loaded.connect(panel.refresh)
    return panel
