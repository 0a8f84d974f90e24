"""The boxes of the variant editor's form, each making its inputs and adding them to the form.

The variant itself (code, position, stock), its size and weight, its categories and options,
its prices per channel and its names per locale. The last three are filled once the store's
lookups arrive (:meth:`set_lookups`): which channels, options and locales there are shapes them.
Each adds its fields to the form in reading order (the order conflicts and messages follow), and
lists its inputs for the editor's Tab order.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from decimal import Decimal

from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QCheckBox, QGroupBox, QLabel, QVBoxLayout, QWidget

from storeadmin_gui.api import Money
from storeadmin_gui.api.models import Variant
from storeadmin_gui.ui.editors.fields import Form
from storeadmin_gui.ui.editors.inputs import ParsedEdit
from storeadmin_gui.ui.editors.layout import field_rows
from storeadmin_gui.ui.editors.parsing import DecimalNumber, TextMatching, WholeNumber
from storeadmin_gui.ui.editors.pricing import PricingGrid, price_problem
from storeadmin_gui.ui.editors.translations_input import TranslationsInput
from storeadmin_gui.ui.editors.variant_lookups import VariantLookups
from storeadmin_gui.ui.editors.variant_pickers import CategoryPicker, OptionValuesInput
from storeadmin_gui.ui.formats import format_money
from storeadmin_gui.ui.i18n import noop, tr, translated
from storeadmin_gui.ui.shell.style import set_role

__all__ = [
    "CODE",
    "DIMENSIONS",
    "CategoriesSection",
    "NamesSection",
    "PricesSection",
    "SizeSection",
    "VariantSection",
    "dimension_input",
    "prices_text",
]

CODE_MESSAGE = noop(
    "editors.variant_editor",
    "Product variant code can only be comprised of letters, numbers, dashes and underscores.",
)
CODE = TextMatching(
    re.compile(r"[\w-]+"),
    CODE_MESSAGE,
    required=noop("editors.variant_editor", "Please enter the code."),
)
# An integer column on every database the server runs on (PostgreSQL's is 32 bits).
MAX_STORED_INTEGER = 2_147_483_647
POSITION = WholeNumber(
    0,
    MAX_STORED_INTEGER,
    required=True,
    what=noop("editors.variant_editor", "a position"),
    example=0,
)
ON_HAND = WholeNumber(
    0,
    MAX_STORED_INTEGER,
    required=True,
    what=noop("editors.variant_editor", "the number on hand"),
    example=10,
    below=noop("editors.variant_editor", "On hand cannot be negative; enter 0 or more."),
)
DIMENSIONS = (
    ("width", noop("editors.variant_editor", "Width")),
    ("height", noop("editors.variant_editor", "Height")),
    ("depth", noop("editors.variant_editor", "Depth")),
    ("weight", noop("editors.variant_editor", "Weight")),
)
MAX_DIMENSION = Decimal("999999999999")  # the server's bound on a number (docs/api.md section 3)


class VariantSection(QGroupBox):
    """The variant itself: its code (chosen once, at creation), position and stock."""

    def __init__(self, form: Form) -> None:
        super().__init__(tr("editors.variant_editor", "Variant"))
        rows = field_rows(self)
        self.code_edit = ParsedEdit(
            CODE, placeholder=tr("editors.variant_editor", "e.g. T_SHIRT_BLUE_M"), width=None
        )
        form.add_row(rows, "code", tr("editors.variant_editor", "Code"), self.code_edit)
        self.position_input = ParsedEdit(POSITION)
        self.position_input.setObjectName("position")
        form.add_row(
            rows, "position", tr("editors.variant_editor", "Position"), self.position_input
        )
        self.tracked_check = QCheckBox(
            tr("editors.variant_editor", "Inventory tracks this variant")
        )
        form.add_row(rows, "tracked", tr("editors.variant_editor", "Tracked"), self.tracked_check)
        self.on_hand_input = ParsedEdit(ON_HAND)
        self.on_hand_input.setObjectName("on_hand")
        form.add_row(rows, "on_hand", tr("editors.variant_editor", "On hand"), self.on_hand_input)
        self.on_hold_label = QLabel("0")
        self.on_hold_label.setObjectName("onHold")
        self.on_hold_label.setToolTip(
            tr("editors.variant_editor", "Units reserved by customers (set by the shop)")
        )
        rows.addRow(tr("editors.variant_editor", "On hold:"), self.on_hold_label)

    def inputs(self) -> list[QWidget]:
        return [self.code_edit, self.position_input, self.tracked_check, self.on_hand_input]

    def show_variant(self, variant: Variant | None) -> None:
        """A stored variant's code is fixed, and its units on hold are the shop's to set."""
        self.code_edit.setReadOnly(variant is not None)
        set_role(self.code_edit, "read-only" if variant is not None else None)
        if variant is not None:
            self.on_hold_label.setText(QLocale().toString(variant.on_hold or 0))


def dimension_input(label: str) -> ParsedEdit:
    """A width, height, depth or weight: not negative, may be left empty ("not set")."""
    parser = DecimalNumber(
        maximum=MAX_DIMENSION,
        below=tr("editors.variant_editor", "{label} cannot be negative.").format(label=label),
    )
    return ParsedEdit(parser, placeholder=tr("editors.variant_editor", "not set"))


class SizeSection(QGroupBox):
    """Width, height, depth and weight, each optional."""

    def __init__(self, form: Form) -> None:
        super().__init__(tr("editors.variant_editor", "Size and weight"))
        rows = field_rows(self)
        self.dimension_edits: dict[str, ParsedEdit] = {}
        for key, label in ((key, translated(label)) for key, label in DIMENSIONS):
            edit = dimension_input(label)
            edit.setObjectName(key)
            form.add_row(rows, key, label, edit)
            self.dimension_edits[key] = edit

    def inputs(self) -> list[QWidget]:
        return list(self.dimension_edits.values())


class CategoriesSection(QGroupBox):
    """The tax and shipping category, and a value for each of the product's options (which
    options there are, the product says once the lookups arrive)."""

    def __init__(self, form: Form) -> None:
        super().__init__(tr("editors.variant_editor", "Categories and options"))
        self._form = form
        self._rows = field_rows(self)
        self.tax_picker = CategoryPicker()
        form.add_row(
            self._rows,
            "tax_category",
            tr("editors.variant_editor", "Tax category"),
            self.tax_picker,
        )
        self.shipping_picker = CategoryPicker()
        form.add_row(
            self._rows,
            "shipping_category",
            tr("editors.variant_editor", "Shipping category"),
            self.shipping_picker,
        )
        self.options_input = OptionValuesInput()

    def set_lookups(self, lookups: VariantLookups) -> None:
        self.tax_picker.set_categories(lookups.tax_categories)
        self.shipping_picker.set_categories(lookups.shipping_categories)
        self.options_input.set_product(lookups.product)
        self._form.add_row(
            self._rows,
            "option_values",
            tr("editors.variant_editor", "Options"),
            self.options_input,
        )

    def inputs(self) -> list[QWidget]:
        options = self.options_input
        chosen = options.pickers.values() if options.free_text is None else [options.free_text]
        return [self.tax_picker, self.shipping_picker, *chosen]


def prices_text(prices: Mapping[str, str] | None, currencies: Mapping[str, str | None]) -> str:
    """Prices as a comparison or a message names them: "WEB €12.00, SHOP 9.5" (money in its
    channel's currency where the channel is known and the price reads as one)."""
    if not prices:
        return tr("editors.variant_editor", "no prices")
    return ", ".join(
        f"{code} {format_money(Money.to_minor(price), currency)}"
        if (currency := currencies.get(code)) and price_problem(price) is None
        else f"{code} {price}"
        for code, price in sorted(prices.items())
    )


class PricesSection(QGroupBox):
    """A price per enabled channel of the store (a typed channel code where the store offers no
    list of channels); prices in other channels show as a note and are never sent."""

    def __init__(self, form: Form) -> None:
        super().__init__(tr("editors.variant_editor", "Prices per channel"))
        self._form = form
        self._layout = QVBoxLayout(self)
        self.pricing = PricingGrid()

    def set_lookups(self, lookups: VariantLookups, variant: Variant | None) -> None:
        if lookups.channels is None:
            known = variant.channel_pricings.keys() if variant else []
            self.pricing.set_free_text_channels(known)
        else:
            self.pricing.set_channels(lookups.channels)
        currencies = {channel.code: channel.base_currency for channel in lookups.channels or []}
        self._form.add(
            "channel_pricings",
            self.pricing,
            label=tr("editors.variant_editor", "Prices"),
            display=lambda prices: prices_text(prices, currencies),
        )
        self._layout.addWidget(self._form.field("channel_pricings").container)

    def with_rows(self, prices: Mapping[str, str]) -> dict[str, str]:
        """The prices of the channels this box has a row for (the ones the form holds)."""
        return {code: price for code, price in prices.items() if code in self.pricing.edits}

    def show_prices(self, prices: Mapping[str, str]) -> None:
        """Prices in channels without a row show as a note; a channel priced now stays priced."""
        edits = self.pricing.edits
        self.pricing.set_other_prices(
            {code: price for code, price in prices.items() if code not in edits}
        )
        self.pricing.set_required(self.with_rows(prices))

    def inputs(self) -> list[QWidget]:
        return list(self.pricing.edits.values())


class NamesSection(QGroupBox):
    """The variant's name in each of the store's locales; locales can be added and removed."""

    def __init__(self, form: Form) -> None:
        super().__init__(tr("editors.variant_editor", "Names per locale"))
        self._form = form
        self._layout = QVBoxLayout(self)
        self.translations_input = TranslationsInput()

    def set_lookups(self, lookups: VariantLookups) -> None:
        self.translations_input.set_locales(lookups.store_locales, lookups.locales)
        self._form.add(
            "translations", self.translations_input, label=tr("editors.variant_editor", "Names")
        )
        self._layout.addWidget(self._form.field("translations").container)

    def inputs(self) -> list[QWidget]:
        names = self.translations_input
        chain: list[QWidget] = []
        for code, edit in names.rows.items():
            chain += [edit, names.remove_buttons[code]]
        return [*chain, names.add_picker, names.add_button]
