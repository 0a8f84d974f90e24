"""The "New cart" and "New order" forms: one form, a customer, a channel and a locale of it.

A cart and an order start the same way (docs/api.md section 7): a channel, one of the channel's
locales, and a customer (required for a cart, optional for an order). The subclasses say which
customer value the server takes, whether the customer comes first, and how the record is created.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QLabel, QWidget

from storeadmin_gui.api import StoreClient
from storeadmin_gui.ui.editors.editor import Editor
from storeadmin_gui.ui.editors.layout import top_aligned_form
from storeadmin_gui.ui.editors.pickers import (
    ChannelPicker,
    CustomerPicker,
    LocalePicker,
    fill_channel_and_locale,
    link_locales,
)

__all__ = ["NewSaleEditor"]


class NewSaleEditor(Editor):
    """Base of the creators; ``created`` gives the new record so the host can open it."""

    created = Signal(object)  # the Cart or Order the server created
    intro = ""
    customer_value = "email"  # what the customer picker gives: "email" or "id"
    customer_label = "Customer"
    customer_first = True  # the customer's row above the channel's

    def __init__(self, client: StoreClient, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.client = client
        self.created_record: Any = None
        self._lookups_loaded = False
        self.customer_picker = CustomerPicker(client, value=self.customer_value)
        self.channel_picker = ChannelPicker()
        self.locale_picker = LocalePicker()
        link_locales(self.channel_picker, self.locale_picker)

        layout = top_aligned_form(self.body)
        intro = QLabel(self.intro)
        intro.setStyleSheet("color: #4b5563;")
        layout.addRow(intro)
        customer_row: tuple[str, str, QWidget] = (
            "customer",
            self.customer_label,
            self.customer_picker,
        )
        rows: list[tuple[str, str, QWidget]] = [
            ("channel", "Channel", self.channel_picker),
            ("locale_code", "Locale", self.locale_picker),
        ]
        rows.insert(0 if self.customer_first else len(rows), customer_row)
        for key, label, widget in rows:
            self.form.add_row(layout, key, label, widget)
        self._first_input: QWidget = rows[0][2]
        self.setMinimumWidth(520)
        self.start()

    @property
    def creating(self) -> bool:
        """Create is offered before anything is typed: the server says what is missing."""
        return True

    def describe(self) -> str:
        return f"New {self.record_name}"

    async def load(self) -> None:
        if not self._lookups_loaded:
            await fill_channel_and_locale(self.client, self.channel_picker, self.locale_picker)
            self._lookups_loaded = True
        self.form.load(
            {
                "customer": None,
                "channel": self.channel_picker.code(),
                "locale_code": self.locale_picker.currentData(),
            }
        )
        self._first_input.setFocus()

    async def submit(self) -> None:
        self.created_record = await self.create_record(self.form.values())
        self.created.emit(self.created_record)

    async def create_record(self, values: dict[str, Any]) -> Any:
        """Send the form's ``values`` (keys ``customer``, ``channel``, ``locale_code``)."""
        raise NotImplementedError
