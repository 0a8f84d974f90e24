"""What the cart editor and the order detail share about their item lines.

Both show a record's lines in a view with a "Remove item" button: removing asks first, Del removes
the selected line while the lines have the focus (and deletes the whole record otherwise), and the
button is enabled only with a line selected. The subclasses say how a line is found, named and
removed, and which of the server's features changing the lines and deleting the record need: a
server without them (``capabilities``, loaded with the record) gets the reason instead.
"""

from __future__ import annotations

import asyncio
from typing import Any

from PySide6.QtWidgets import QAbstractItemView, QPushButton, QWidget

from storeadmin_gui.api import Capabilities, Feature, StoreClient
from storeadmin_gui.ui import tasks
from storeadmin_gui.ui.dialogs import confirm
from storeadmin_gui.ui.editors.editor import Editor
from storeadmin_gui.ui.editors.read_only import capabilities_of
from storeadmin_gui.ui.i18n import tr
from storeadmin_gui.ui.labels import about
from storeadmin_gui.ui.shell.server_kind import missing_reason

__all__ = ["LinesEditor"]


class LinesEditor(Editor):
    """Base of the editors of records with item lines (set ``lines_view`` while building)."""

    lines_view: QAbstractItemView
    client: StoreClient
    capabilities: Capabilities | None = None  # what the server offers, once loaded
    lines_feature: Feature | None = None  # what adding and removing lines needs
    delete_feature: Feature | None = None  # what deleting the record needs

    def __init__(self, parent: QWidget | None = None, *, can_delete: bool = False) -> None:
        super().__init__(parent, can_delete=can_delete)
        self.remove_button = QPushButton(tr("editors.lines", "Remove item"))
        self.remove_button.setToolTip(tr("editors.lines", "Remove the selected item (Del)"))
        self.remove_button.setEnabled(False)
        self.remove_button.clicked.connect(self.remove_selected)

    # --- what a subclass implements ---------------------------------------------------------

    async def load_record(self) -> None:
        """Read the record and show it (``load`` asks what the server offers first)."""
        raise NotImplementedError

    def selected_item(self) -> Any:
        """The line selected in ``lines_view`` (None when there is none)."""
        raise NotImplementedError

    def line_name(self, item: Any) -> str:
        """How the confirmation names a line."""
        raise NotImplementedError

    async def remove_line(self, item: Any) -> None:
        """Remove ``item`` on the server and show the record again (raise the client's errors)."""
        raise NotImplementedError

    async def remove_details(self, item: Any) -> str:
        """What removing ``item`` means beyond the line (money of a placed order), if anything;
        may ask the server (the confirmation waits for it)."""
        return ""

    def remove_refusal(self) -> str | None:
        """Why no line of the record can be removed now (the button's tooltip), or None."""
        return None

    def lines_refusal(self) -> str | None:
        """Why the server lets no line be added or removed (None: it does, or cannot say)."""
        return missing_reason(self.capabilities, self.lines_feature)

    def delete_refusal(self) -> str | None:
        return missing_reason(self.capabilities, self.delete_feature)

    # --- shared -----------------------------------------------------------------------------

    async def load(self) -> None:
        if self.capabilities is None:  # what may be done with the lines shapes how they show
            self.offered = self.capabilities = await capabilities_of(self.client)
        await self.load_record()

    def remove_selected(self) -> asyncio.Task[None] | None:
        item = self.selected_item()
        if item is None or self.busy or self.remove_refusal() is not None:
            return None
        return tasks.spawn(self._confirm_remove(item), owner=self)

    async def _confirm_remove(self, item: Any) -> None:
        if await confirm(
            self,
            title=tr("editors.lines", "Remove item"),
            text=about(self.record_name, "remove_line").format(
                line_name=self.line_name(item), quantity=item.quantity
            ),
            confirm_label=tr("editors.lines", "Remove"),
            destructive=True,
            details=await self.remove_details(item),
        ):
            await self.run_request(
                lambda: self.remove_line(item), status=tr("editors.lines", "Removing item…")
            )

    def delete(self) -> Any:
        """Del removes the selected line while the lines have the focus, else deletes the record."""
        if self.lines_view.hasFocus() and self.selected_item() is not None:
            self.remove_selected()
            return None
        return super().delete()

    def update_remove_button(self, *_args: object) -> None:
        refusal = self.remove_refusal()
        self.remove_button.setEnabled(self.selected_item() is not None and refusal is None)
        self.remove_button.setToolTip(
            refusal or tr("editors.lines", "Remove the selected item (Del)")
        )
