"""The order editor's "Add an item" row: variant, unit price typed in major units (sent in minor
units, as the orders endpoint wants: docs/api.md section 5) and quantity.

Its inputs are fields of the editor's form, so Save, undo, the messages under each field and a
scan at the packing bench (``ui/bench/editor_scan.py``, through ``variant_picker`` and the
``quantity`` field) all work on them as on any editor's fields. Choosing a variant suggests its
price in the order's channel unless a price was typed already.
"""

from __future__ import annotations

from PySide6.QtWidgets import QGroupBox, QHBoxLayout, QLabel, QVBoxLayout

from storeadmin_gui.api import Money, StoreClient
from storeadmin_gui.api.models import Order
from storeadmin_gui.ui.editors.fields import Form
from storeadmin_gui.ui.editors.inputs import ParsedEdit
from storeadmin_gui.ui.editors.layout import quantity_input
from storeadmin_gui.ui.editors.parsing import Amount
from storeadmin_gui.ui.editors.pickers import VariantChoice, VariantPicker, parse_id
from storeadmin_gui.ui.formats import format_money
from storeadmin_gui.ui.i18n import tr
from storeadmin_gui.ui.widgets.error_label import set_keep_line

__all__ = ["UNIT_PRICE", "AddItemRow"]

# The orders endpoint takes 0 to the store's largest amount (docs/api.md section 8).
UNIT_PRICE = Amount(maximum=Money.largest_major(), required=True)


class AddItemRow(QGroupBox):
    """The row's inputs (fields ``variant``, ``unit_price``, ``quantity`` of ``form``), with the
    form's own message line under it, where a message moves nothing."""

    def __init__(self, client: StoreClient, form: Form) -> None:
        super().__init__(tr("editors.order_editor", "Add an item"))
        self.form = form
        self.channel: str | None = None  # the order's, whose prices are suggested
        self.variant_picker = VariantPicker(client, free_text=parse_id, typed="id")
        self.unit_price_input = ParsedEdit(
            UNIT_PRICE, placeholder=tr("editors.order_editor", "e.g. 12.50")
        )
        self.unit_price_input.setObjectName("unitPrice")
        self.unit_price_caption = QLabel(tr("editors.order_editor", "Unit price:"))
        self.quantity_input = quantity_input()
        form.add(
            "variant",
            self.variant_picker,
            label=tr("editors.order_editor", "Variant"),
            display=self.variant_picker.label_for,
        )
        form.add(
            "unit_price", self.unit_price_input, label=tr("editors.order_editor", "Unit price")
        )
        form.add("quantity", self.quantity_input, label=tr("editors.order_editor", "Quantity"))
        self.variant_picker.chosen.connect(self._variant_chosen)

        row = QHBoxLayout()
        row.addWidget(QLabel(tr("editors.order_editor", "Variant:")))
        row.addWidget(form.field("variant").container, 3)
        row.addWidget(self.unit_price_caption)
        row.addWidget(form.field("unit_price").container)
        row.addWidget(QLabel(tr("editors.order_editor", "Quantity:")))
        row.addWidget(form.field("quantity").container)
        column = QVBoxLayout(self)
        column.addLayout(row)
        set_keep_line(form.general_label)
        column.addWidget(form.general_label)

    def show_for(self, order: Order) -> None:
        """Prices in the order's currency, variants found and priced in its channel."""
        currency = order.currency
        self.unit_price_caption.setText(
            tr("editors.order_editor", "Unit price ({currency}):").format(currency=currency)
            if currency
            else tr("editors.order_editor", "Unit price:")
        )
        self.channel = order.channel.code if order.channel else None
        self.variant_picker.set_channel(self.channel, currency, order.locale_code)

    def _variant_chosen(self, _choice: object) -> None:
        """Offer the variant's price in the order's channel, unless a price was typed already."""
        chosen = self.variant_picker.variant()
        price = chosen.price_in(self.channel) if chosen else None
        if price is not None and not self.unit_price_input.text().strip():
            self.form.set_values(
                {"unit_price": Money.to_major(price)},
                text=tr("editors.order_editor", "Suggest price"),
            )
        self.unit_price_input.setFocus()

    def variant_id(self) -> int | None:
        """The chosen variant's id (None while none is chosen)."""
        chosen = self.form.field("variant").value()
        variant_id = chosen.id if isinstance(chosen, VariantChoice) else chosen
        return variant_id if isinstance(variant_id, int) else None

    def adding(self) -> tuple[int, int]:
        """The unit price (minor units) and quantity of the item being added."""
        values = self.form.values()
        return Money.to_minor(values["unit_price"]), int(values["quantity"])

    def describe_adding(self, currency: str | None) -> str:
        """``"2 × CODE — name at €12.50"`` for the questions about it."""
        price, quantity = self.adding()
        chosen = self.form.field("variant").value()
        name = (
            self.variant_picker.label_for(chosen)
            if chosen is not None
            else tr("editors.order_editor", "this variant")
        )
        return tr("editors.order_editor", "{quantity} × {name} at {format_money}").format(
            quantity=quantity, name=name, format_money=format_money(price, currency, None)
        )
