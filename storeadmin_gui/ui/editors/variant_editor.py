"""Create, edit and delete one product variant.

Every field of the contract's variant request: code (create only), position, tracked, on hand (on
hold shown), dimensions, tax and shipping category (pickers from the lookups, free text without
them), one option value picker per option of the product, translations per locale and the channel
pricing grid. Numbers, prices and the code are typed as text and read by parsers: nothing typed is
changed to fit. Saves send only what changed, PUT carries the version that was loaded, and a 409
opens the conflict comparison (:mod:`storeadmin_gui.ui.editors.conflict`), leaf by leaf. When the
answer to a save is lost, the variant is read again: if it holds what was sent, the save worked.
"""

from __future__ import annotations

import asyncio
import re
from collections.abc import Awaitable, Iterable, Mapping
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any, TypeVar

from PySide6.QtCore import QLocale, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from storeadmin_gui.api import Capabilities, Feature, Money, StoreClient, errors
from storeadmin_gui.api.models import (
    Channel,
    Product,
    ShippingCategory,
    TaxCategory,
    TranslationInput,
    Variant,
    VariantCreate,
    VariantUpdate,
)
from storeadmin_gui.ui.editors.conflict import changes_missing, refuse_if_changed, resolve_conflict
from storeadmin_gui.ui.editors.editor import Editor, Outcome
from storeadmin_gui.ui.editors.inputs import ParsedEdit
from storeadmin_gui.ui.editors.layout import field_rows
from storeadmin_gui.ui.editors.parsing import DecimalNumber, TextMatching, WholeNumber
from storeadmin_gui.ui.editors.pricing import PricingGrid, price_problem
from storeadmin_gui.ui.editors.read_only import capabilities_of, set_read_only
from storeadmin_gui.ui.editors.translations_input import TranslationsInput
from storeadmin_gui.ui.editors.variant_history import attach_variant_history
from storeadmin_gui.ui.formats import format_money
from storeadmin_gui.ui.i18n import noop, tr, translated
from storeadmin_gui.ui.shell.server_kind import (
    best_effort_note,
    missing_reason,
    read_only_reason,
    removal_reason,
)
from storeadmin_gui.ui.shell.style import set_role
from storeadmin_gui.ui.widgets.error_label import error_label

__all__ = [
    "CODE",
    "CategoryPicker",
    "OptionValuesInput",
    "TranslationsInput",
    "VariantChanges",
    "VariantEditor",
    "VariantLookups",
    "dimension_input",
    "load_variant_lookups",
    "request_fields",
    "variant_values",
]

T = TypeVar("T")

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
NONE_LABEL = noop("editors.variant_editor", "— none —")


@dataclass
class VariantLookups:
    """What the pickers offer; ``None`` for a lookup the server does not have (free text)."""

    channels: list[Channel] | None = None
    tax_categories: list[TaxCategory] | None = None
    shipping_categories: list[ShippingCategory] | None = None
    locales: dict[str, str] | None = None  # code -> name
    product: Product | None = None
    store_locales: list[str] = field(default_factory=list)  # locales of the enabled channels
    default_locale: str | None = None  # of the first enabled channel: for names in titles

    def option_of_value(self) -> dict[str, str]:
        """Option value code -> option code, from the product's options."""
        if self.product is None:
            return {}
        return {
            value.code: option.code for option in self.product.options for value in option.values
        }


async def _or_none(request: Awaitable[T]) -> T | None:
    """A lookup the server does not have (404), or the staffer's role may not read (403: a
    fulfillment staffer's), reads as ``None``: the editor falls back, and still shows the
    variant."""
    try:
        return await request
    except (errors.NotFound, errors.Forbidden):
        return None


async def _all(collection: Any) -> list[Any]:
    return [item async for item in collection.iter_all()]


async def load_variant_lookups(client: StoreClient, product_code: str) -> VariantLookups:
    """Every lookup the variant editor uses, fetched at once."""
    channels, taxes, shipping, locales, product = await asyncio.gather(
        _or_none(_all(client.channels)),
        _or_none(_all(client.tax_categories)),
        _or_none(_all(client.shipping_categories)),
        _or_none(_all(client.locales)),
        _or_none(client.products.get(product_code)),
    )
    store_locales: list[str] = []
    for channel in channels or []:
        if channel.enabled is not False:
            store_locales += [code for code in channel.locales if code not in store_locales]
    names = {locale.code: locale.name or locale.code for locale in locales} if locales else None
    if not store_locales and names:
        store_locales = list(names)
    default = next((c.default_locale for c in channels or [] if c.enabled is not False), None)
    return VariantLookups(channels, taxes, shipping, names, product, store_locales, default)


def variant_values(variant: Variant, option_of_value: Mapping[str, str]) -> dict[str, Any]:
    """A variant as the form's values, keyed by the API's request field names."""
    options: dict[str, str] = {}
    for value in variant.option_values:
        option = option_of_value.get(value.code)
        if option is not None:
            options[option] = value.code
    return {
        "code": variant.code,
        "position": variant.position,
        "tracked": variant.tracked,
        "on_hand": variant.on_hand or 0,
        "width": variant.width,
        "height": variant.height,
        "depth": variant.depth,
        "weight": variant.weight,
        "tax_category": variant.tax_category.code if variant.tax_category else None,
        "shipping_category": variant.shipping_category.code if variant.shipping_category else None,
        "option_values": options,
        "translations": {
            locale: translation.name
            for locale, translation in variant.translations.items()
            if translation.name
        },
        "channel_pricings": {
            code: Money.to_major(pricing.price)
            for code, pricing in variant.channel_pricings.items()
            if pricing.price is not None
        },
    }


class VariantChanges(VariantUpdate):
    """A PUT that can also remove a translation (``{locale: null}``, docs/api.md section 6)."""

    translations: dict[str, TranslationInput | None] | None = None  # type: ignore[assignment]


def request_fields(
    values: Mapping[str, Any], loaded: Mapping[str, Any] | None = None
) -> dict[str, Any]:
    """Form values in the request's shape: translations ``{locale: {"name": ...}}``.

    With ``loaded`` (an update), keyed fields carry only the entries that changed, because the
    server merges them entry by entry; a translation removed by the user is sent as ``null``.
    """
    body = dict(values)
    loaded = loaded or {}
    for key in ("translations", "channel_pricings", "option_values"):
        if key not in body:
            continue
        before: Mapping[str, Any] = loaded.get(key) or {}
        after: Mapping[str, Any] = body[key] or {}
        delta: dict[str, Any] = {k: v for k, v in after.items() if before.get(k) != v}
        if key == "translations":
            delta = {k: {"name": v} for k, v in delta.items()}
            delta.update({k: None for k in before if k not in after})
        body[key] = delta
    return body


def dimension_input(label: str) -> ParsedEdit:
    """A width, height, depth or weight: not negative, may be left empty ("not set")."""
    parser = DecimalNumber(
        maximum=MAX_DIMENSION,
        below=tr("editors.variant_editor", "{label} cannot be negative.").format(label=label),
    )
    return ParsedEdit(parser, placeholder=tr("editors.variant_editor", "not set"))


class CategoryPicker(QComboBox):
    """A tax or shipping category by name; value = its code. Free text without the lookup."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.currentIndexChanged.connect(self.changed)
        self.editTextChanged.connect(self._typed)
        self.setMinimumContentsLength(18)

    def set_categories(self, categories: Iterable[TaxCategory | ShippingCategory] | None) -> None:
        self.blockSignals(True)
        try:
            self.clear()
            self.addItem(translated(NONE_LABEL), None)
            if categories is None:
                self.setEditable(True)
                self.setEditText("")
                line = self.lineEdit()
                if line is not None:
                    line.setPlaceholderText(tr("editors.variant_editor", "category code"))
                self.setToolTip(
                    tr(
                        "editors.variant_editor",
                        "The server offers no list of categories: type the code.",
                    )
                )
                return
            self.setEditable(False)
            for category in categories:
                self.addItem(f"{category.name or category.code} ({category.code})", category.code)
        finally:
            self.blockSignals(False)

    def _typed(self, _text: str) -> None:
        if self.isEditable():
            self.changed.emit()

    def value(self) -> str | None:
        if self.isEditable():
            text = self.currentText().strip()
            return None if text in ("", NONE_LABEL, translated(NONE_LABEL)) else text
        data = self.currentData()
        return data if isinstance(data, str) else None

    def set_value(self, value: str | None) -> None:
        if self.isEditable():
            self.setEditText(value or "")
            return
        index = self.findData(value)
        if index < 0 and value is not None:  # assigned, but not in the lookup: keep it visible
            self.addItem(value, value)
            index = self.count() - 1
        self.setCurrentIndex(max(index, 0))


class OptionValuesInput(QWidget):
    """One picker per option of the product; value = ``{option code: option value code}``.

    Without the products lookup: one line of ``option: value`` pairs.
    """

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._layout = QFormLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self.pickers: dict[str, QComboBox] = {}
        self.names: dict[str, str] = {}  # option code -> its name
        self.free_text: QLineEdit | None = None
        self._errors: dict[str, QLabel] = {}

    def set_product(self, product: Product | None) -> None:
        if product is None:
            self.free_text = QLineEdit()
            self.free_text.setPlaceholderText(
                tr("editors.variant_editor", "option: value, … (codes)")
            )
            self.free_text.textChanged.connect(self.changed)
            self._layout.addRow(self.free_text)
            return
        if not product.options:
            self._layout.addRow(
                QLabel(tr("editors.variant_editor", "This product has no options."))
            )
        for option in product.options:
            picker = QComboBox()
            picker.setObjectName(f"option:{option.code}")
            picker.setAccessibleName(option.name or option.code)  # built after the form's names
            picker.addItem(translated(NONE_LABEL), None)
            for value in option.values:
                picker.addItem(value.value or value.name or value.code, value.code)
            picker.currentIndexChanged.connect(self.changed)
            error = error_label(f"error:option:{option.code}")
            column = QVBoxLayout()
            column.setSpacing(2)
            column.addWidget(picker)
            column.addWidget(error)
            self._layout.addRow(f"{option.name or option.code}:", column)
            self.pickers[option.code] = picker
            self.names[option.code] = option.name or option.code
            self._errors[option.code] = error

    def _typed_pairs(self) -> tuple[dict[str, str], list[str]]:
        """The ``option: value`` pairs typed without the lookup, and the parts that are not."""
        assert self.free_text is not None
        pairs: dict[str, str] = {}
        unreadable: list[str] = []
        for part in self.free_text.text().split(","):
            key, colon, value = part.partition(":")
            if not part.strip():
                continue
            if not colon or not key.strip() or not value.strip():
                unreadable.append(part.strip())
                continue
            pairs[key.strip()] = value.strip()
        return pairs, unreadable

    def value(self) -> dict[str, str]:
        if self.free_text is not None:
            return self._typed_pairs()[0]
        return {
            code: data for code, picker in self.pickers.items() if (data := picker.currentData())
        }

    def set_value(self, value: Mapping[str, str] | None) -> None:
        value = value or {}
        if self.free_text is not None:
            self.free_text.setText(", ".join(f"{key}: {item}" for key, item in value.items()))
            return
        for code, picker in self.pickers.items():
            picker.setCurrentIndex(max(picker.findData(value.get(code)), 0))

    def show_errors(self, messages: Mapping[str, list[str]]) -> None:
        for code, label in self._errors.items():
            texts = messages.get(code, [])
            label.setText("\n".join(texts))
            label.setVisible(bool(texts))

    def local_errors(self) -> dict[str, str]:
        """Typed without the lookup: a part that is not ``option: value`` is not dropped
        silently, it is named."""
        if self.free_text is None:
            return {}
        unreadable = self._typed_pairs()[1]
        if not unreadable:
            return {}
        return {
            "": tr(
                "editors.variant_editor",
                "“{value}” is not an option and its value; "
                "write them as option: value, such as tshirt_size: tshirt_size_m.",
            ).format(value=unreadable[0])
        }

    def input_at_fault(self) -> QWidget | None:
        return next(
            (self.pickers[code] for code, label in self._errors.items() if label.isVisibleTo(self)),
            None,
        )

    def leaf_label(self, code: str) -> str:
        return tr("editors.variant_editor", "Option: {get}").format(get=self.names.get(code, code))

    def leaf_text(self, code: str, value: Any) -> str:
        picker = self.pickers.get(code)
        index = picker.findData(value) if picker is not None and value is not None else -1
        if picker is not None and index > 0:
            return picker.itemText(index)
        return "none" if value is None else str(value)


class VariantEditor(Editor):
    """One variant of ``product_code``; ``code=None`` creates a new one."""

    record_name = "variant"

    def __init__(
        self,
        client: StoreClient,
        product_code: str,
        code: str | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent, can_delete=code is not None)
        self.client = client
        self.product_code = product_code
        self.code = code
        self.version: int | None = None
        self.variant: Variant | None = None
        self.lookups: VariantLookups | None = None
        self.offered: Capabilities | None = None  # what the server's forms take, once loaded
        self.conflict_dialog: QDialog | None = None  # while a 409 is being resolved
        self._build()
        self.start()

    @property
    def creating(self) -> bool:
        return self.code is None

    # --- layout -----------------------------------------------------------------------------

    def _build(self) -> None:
        form = self.form
        general = QGroupBox(tr("editors.variant_editor", "Variant"))
        general_rows = field_rows(general)
        self.code_edit = ParsedEdit(
            CODE, placeholder=tr("editors.variant_editor", "e.g. T_SHIRT_BLUE_M"), width=None
        )
        form.add_row(general_rows, "code", tr("editors.variant_editor", "Code"), self.code_edit)
        self.position_input = ParsedEdit(POSITION)
        self.position_input.setObjectName("position")
        form.add_row(
            general_rows, "position", tr("editors.variant_editor", "Position"), self.position_input
        )
        self.tracked_check = QCheckBox(
            tr("editors.variant_editor", "Inventory tracks this variant")
        )
        form.add_row(
            general_rows, "tracked", tr("editors.variant_editor", "Tracked"), self.tracked_check
        )
        self.on_hand_input = ParsedEdit(ON_HAND)
        self.on_hand_input.setObjectName("on_hand")
        form.add_row(
            general_rows, "on_hand", tr("editors.variant_editor", "On hand"), self.on_hand_input
        )
        self.on_hold_label = QLabel("0")
        self.on_hold_label.setObjectName("onHold")
        self.on_hold_label.setToolTip(
            tr("editors.variant_editor", "Units reserved by customers (set by the shop)")
        )
        general_rows.addRow(tr("editors.variant_editor", "On hold:"), self.on_hold_label)

        size = QGroupBox(tr("editors.variant_editor", "Size and weight"))
        size_rows = field_rows(size)
        self.dimension_edits: dict[str, ParsedEdit] = {}
        for key, label in ((key, translated(label)) for key, label in DIMENSIONS):
            edit = dimension_input(label)
            edit.setObjectName(key)
            form.add_row(size_rows, key, label, edit)
            self.dimension_edits[key] = edit

        categories = QGroupBox(tr("editors.variant_editor", "Categories and options"))
        category_rows = field_rows(categories)
        self.tax_picker = CategoryPicker()
        form.add_row(
            category_rows,
            "tax_category",
            tr("editors.variant_editor", "Tax category"),
            self.tax_picker,
        )
        self.shipping_picker = CategoryPicker()
        form.add_row(
            category_rows,
            "shipping_category",
            tr("editors.variant_editor", "Shipping category"),
            self.shipping_picker,
        )
        self.options_input = OptionValuesInput()
        self._options_group = category_rows

        prices = QGroupBox(tr("editors.variant_editor", "Prices per channel"))
        prices_layout = QVBoxLayout(prices)
        self.pricing = PricingGrid()
        self._prices_layout = prices_layout

        translations = QGroupBox(tr("editors.variant_editor", "Names per locale"))
        translations_layout = QVBoxLayout(translations)
        self.translations_input = TranslationsInput()
        self._translations_layout = translations_layout

        left = QVBoxLayout()
        left.addWidget(general)
        left.addWidget(size)
        left.addWidget(categories)
        left.addStretch(1)
        right = QVBoxLayout()
        right.addWidget(prices)
        right.addWidget(translations)
        self.history = attach_variant_history(self, right)
        right.addStretch(0 if self.history else 1)
        columns = QHBoxLayout(self.body)
        columns.setContentsMargins(0, 0, 0, 0)
        columns.addLayout(left, 1)  # wide enough for a message on one line
        columns.addLayout(right, 1)

    def channel_currency(self, channel: str) -> str | None:
        """The currency of ``channel``'s prices, once the store's channels are known."""
        channels = self.lookups.channels if self.lookups is not None else None
        return next((c.base_currency for c in channels or () if c.code == channel), None)

    def _build_from_lookups(self, lookups: VariantLookups, variant: Variant | None) -> None:
        """The parts that depend on the store: channel rows, option pickers, locale rows."""
        self.tax_picker.set_categories(lookups.tax_categories)
        self.shipping_picker.set_categories(lookups.shipping_categories)
        self.options_input.set_product(lookups.product)
        self.form.add_row(
            self._options_group,
            "option_values",
            tr("editors.variant_editor", "Options"),
            self.options_input,
        )
        if lookups.channels is None:
            known = variant.channel_pricings.keys() if variant else []
            self.pricing.set_free_text_channels(known)
        else:
            self.pricing.set_channels(lookups.channels)
        currencies = {channel.code: channel.base_currency for channel in lookups.channels or []}

        def show_prices(prices: Mapping[str, str] | None) -> str:
            if not prices:
                return tr("editors.variant_editor", "no prices")
            return ", ".join(
                f"{code} {format_money(Money.to_minor(price), currency)}"
                if (currency := currencies.get(code)) and price_problem(price) is None
                else f"{code} {price}"
                for code, price in sorted(prices.items())
            )

        self.form.add(
            "channel_pricings",
            self.pricing,
            label=tr("editors.variant_editor", "Prices"),
            display=show_prices,
        )
        self._prices_layout.addWidget(self.form.field("channel_pricings").container)
        self.translations_input.set_locales(lookups.store_locales, lookups.locales)
        self.form.add(
            "translations", self.translations_input, label=tr("editors.variant_editor", "Names")
        )
        self._translations_layout.addWidget(self.form.field("translations").container)
        self.translations_input.rows_changed.connect(self._fix_tab_order)
        self._fix_tab_order()

    def _show_offers(self) -> None:
        """Each field the server's form does not take, read-only with the reason; a name that
        cannot be removed, kept."""
        offered = self.offered
        if offered is None:
            return
        for bound in self.form.fields():
            if bound.key != "code":  # chosen once, at creation: read-only by its own rule
                set_read_only(bound, read_only_reason(offered, "variant", bound.key))
        self.translations_input.forbid_removal(removal_reason(offered))

    def save_refusal(self) -> str | None:
        return missing_reason(self.offered, Feature.CREATE_VARIANT) if self.creating else None

    def delete_refusal(self) -> str | None:
        return missing_reason(self.offered, Feature.DELETE_VARIANT)

    def _fix_tab_order(self) -> None:
        """Tab goes down the left column, then prices, then names, then the buttons (inputs
        built from the lookups would otherwise come after the Save button)."""
        options = self.options_input
        chain: list[QWidget] = [
            self.code_edit,
            self.position_input,
            self.tracked_check,
            self.on_hand_input,
            *self.dimension_edits.values(),
            self.tax_picker,
            self.shipping_picker,
            *(options.pickers.values() if options.free_text is None else [options.free_text]),
            *self.pricing.edits.values(),
        ]
        names = self.translations_input
        for code, edit in names.rows.items():
            chain += [edit, names.remove_buttons[code]]
        chain += [names.add_picker, names.add_button]
        if self.history is not None:  # then the history, read last
            chain += [self.history.tree, self.history.more_button, self.history.revert_button]
        self.set_tab_order(*chain)

    # --- Editor -----------------------------------------------------------------------------

    def describe(self) -> str:
        if self.creating:
            return tr("editors.variant_editor", "New variant of {product_name}").format(
                product_name=self._product_name()
            )
        locale = self.lookups.default_locale if self.lookups else None
        name = self.variant.name(locale) if self.variant else self.code
        return (
            tr("editors.variant_editor", "Variant {code} — {name}").format(
                code=self.code, name=name
            )
            if name != self.code
            else tr("editors.variant_editor", "Variant {code}").format(code=self.code)
        )

    def _product_name(self) -> str:
        product = self.lookups.product if self.lookups else None
        return (
            f"{product.name} ({self.product_code})"
            if product and product.name
            else self.product_code
        )

    async def load(self) -> None:
        if self.lookups is None:  # first load: the store's lookups shape the editor
            lookups_task = load_variant_lookups(self.client, self.product_code)
            variant: Variant | None = None
            if self.code is None:
                lookups, self.offered = await asyncio.gather(
                    lookups_task, capabilities_of(self.client)
                )
            else:
                lookups, self.offered, variant = await asyncio.gather(
                    lookups_task,
                    capabilities_of(self.client),
                    self.client.variants.get(self.product_code, self.code),
                )
            self.lookups = lookups
            self._build_from_lookups(lookups, variant)
            self._show_offers()
            note = best_effort_note(self.client, self.offered)
            if note is not None:
                self.say_after(note)  # once per connection, before the first save
        elif self.code is not None:
            variant = await self.client.variants.get(self.product_code, self.code)
        else:
            variant = None
        self.show_variant(variant)

    def show_variant(self, variant: Variant | None) -> None:
        """Make ``variant`` (or a blank new one) the loaded record."""
        self.variant = variant
        self.code_edit.setReadOnly(variant is not None)  # the code is chosen once, at creation
        set_role(self.code_edit, "read-only" if variant is not None else None)
        self.delete_button.setVisible(variant is not None)
        self._delete_action.setEnabled(variant is not None)
        if variant is None:
            # What the server gives a variant created without them (docs/api.md section 6).
            self.form.load(
                {
                    "code": None,
                    "position": 0,
                    "tracked": False,
                    "on_hand": 0,
                    "translations": {},
                    "channel_pricings": {},
                }
            )
            self.code_edit.setFocus()
            return
        self.version = variant.version
        self.on_hold_label.setText(QLocale().toString(variant.on_hold or 0))
        all_prices = variant_values(variant, {})["channel_pricings"]
        self.pricing.set_other_prices(
            {code: price for code, price in all_prices.items() if code not in self.pricing.edits}
        )
        values = self.values_of(variant)
        self.pricing.set_required(values["channel_pricings"])
        self.form.load(values)

    def values_of(self, variant: Variant) -> dict[str, Any]:
        """``variant`` as this editor's form values (prices of the channels it has rows for)."""
        assert self.lookups is not None
        values = variant_values(variant, self.lookups.option_of_value())
        values["channel_pricings"] = {
            code: price
            for code, price in values["channel_pricings"].items()
            if code in self.pricing.edits
        }
        return values

    async def submit(self) -> None:
        if self.creating:  # only what the user filled in, and the code
            values = {**self.form.changes(), "code": self.form.field("code").value()}
            created = await self.client.variants.create(
                self.product_code, VariantCreate.model_validate(request_fields(values))
            )
            self.code = created.code
            return
        changes = self.form.changes()
        changes.pop("code", None)
        if not changes:
            return
        body = request_fields(changes, self.form.loaded_values())
        if self.offered is not None and not self.offered.versioned_saves:
            await refuse_if_changed(self, self.version)  # the store would not refuse it
        await self.client.variants.update(
            self.product_code,
            self.code,  # type: ignore[arg-type]
            VariantChanges.model_validate({"version": self.version, **body}),
        )

    async def remove(self) -> None:
        assert self.code is not None
        await self.client.variants.delete(self.product_code, self.code)

    def delete_question(self) -> str:
        return tr(
            "editors.variant_editor",
            "Delete variant {code} of {product_name}? This cannot be undone.",
        ).format(code=self.code, product_name=self._product_name())

    async def handle_conflict(self, reason: str) -> None:
        await resolve_conflict(self)

    async def check_submitted(self) -> Outcome:
        """The save's answer was lost: a created variant is there under its code, or not; an
        update is done when the variant holds every value that was sent (whoever else changed
        it since), not done while it still has the version that was loaded."""
        if self.creating:
            try:
                created = await self.fetch_current_code(self.form.field("code").value())
            except errors.NotFound:
                return Outcome.NOT_DONE
            self.code = created.code
            return Outcome.DONE
        current = await self.fetch_current()
        sent, base = self.form.values(), self.form.loaded_values()
        if not changes_missing(self.form, base, sent, self.values_of(current)):
            self.show_record(current)  # every change sent is stored: the save worked
            return Outcome.DONE
        return Outcome.NOT_DONE if current.version == self.version else Outcome.CHANGED

    def record_label(self) -> str:
        return tr("editors.variant_editor", "Variant {code}").format(code=self.code)

    async def fetch_current(self) -> Variant:
        return await self.client.variants.get(self.product_code, self.code or "")

    async def fetch_current_code(self, code: str) -> Variant:
        return await self.client.variants.get(self.product_code, code)

    def show_record(self, record: Variant) -> None:
        self.show_variant(record)
