"""Product variants: the chosen product's variants, filtered by code and name.

Variants exist only per product (docs/api.md), so the page starts with a product picker (the
products lookup, or a code box when the server has none). Prices show each channel's currency, read
from the channels lookup. The Options column shows each variant's values ("M, Black"); its header
names the options they belong to, as the rows tell them. Rows come newest first, the server's own
order, until the user sorts.
"""

from __future__ import annotations

import functools
from collections.abc import Hashable, Mapping, Sequence
from datetime import date
from typing import Any

from pydantic import BaseModel
from PySide6.QtCore import QLocale, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QHBoxLayout, QLabel, QWidget

from storeadmin_gui.api import StoreClient
from storeadmin_gui.ui import editors
from storeadmin_gui.ui.columns import ExportValue, money_amount, variant_columns, variant_name
from storeadmin_gui.ui.detail import DetailSection
from storeadmin_gui.ui.export import ExportPlan
from storeadmin_gui.ui.export_dialog import ExportDialog
from storeadmin_gui.ui.i18n import noop, tr
from storeadmin_gui.ui.pages.base import ResourcePage
from storeadmin_gui.ui.pages.sections import variant_sections
from storeadmin_gui.ui.price_csv import CHANNEL, PRICE, PRODUCT, VARIANT
from storeadmin_gui.ui.price_import_dialog import PriceImportDialog
from storeadmin_gui.ui.table_model import Column, PageSource
from storeadmin_gui.ui.tasks import spawn
from storeadmin_gui.ui.widgets import ProductPicker, SearchBox

__all__ = ["VariantsPage"]


class VariantsPage(ResourcePage):
    title = noop("pages.variants", "Product variants")
    record_name = "variant"
    can_create = True
    can_delete = True

    def __init__(self, client: StoreClient, parent: QWidget | None = None) -> None:
        self.option_names: list[str] = []  # the chosen product's options, as its variants list them
        self._listed_product = ""
        super().__init__(client, parent)

    def columns(self) -> Sequence[Column]:
        return variant_columns(self.currencies, options_tooltip=self._options_tooltip)

    def _options_tooltip(self) -> str:
        if not self.option_names:
            return tr("pages.variants", "The variant's option values")
        return tr("pages.variants", "The variant's option values: {join}").format(
            join=", ".join(self.option_names)
        )

    def rows_arrived(self, items: Sequence[Any]) -> None:
        names = list(self.option_names)
        for variant in items:
            for value in variant.option_values:
                name = value.option_name or value.option
                if name and name not in names:
                    names.append(name)
        if names != self.option_names:
            self.option_names = names
            self.model.refresh_headers()

    @property
    def product_code(self) -> str:
        return self.product_picker.value

    def source(self) -> PageSource | None:
        code = self.product_code
        if not code:
            return None
        return functools.partial(self.client.variants.list, code)

    async def fetch_item(self, key: Hashable) -> BaseModel:
        return await self.client.variants.get(self.product_code, str(key))

    def detail_sections(self, record: Any) -> Sequence[DetailSection]:
        return variant_sections(record, self.currencies)

    def item_key(self, item: BaseModel) -> Hashable:
        return str(item.code)  # type: ignore[attr-defined]

    def item_title(self, key: Hashable) -> str:
        return tr("pages.variants", "Variant {key} of {product_code}").format(
            key=key, product_code=self.product_code
        )

    def describe_item(self, key: Hashable) -> str:
        return tr("pages.variants", "variant {key}").format(key=key)

    def edit_item(self, key: Hashable) -> QDialog:
        return editors.open_variant_editor(self, self.client, self.product_code, str(key))

    def ready_to_create(self) -> bool:
        return bool(self.product_code)

    def create_item(self) -> QDialog | None:
        if not self.product_code:
            self.problem_reported.emit(
                tr("pages.variants", "Choose a product first: a new variant belongs to one.")
            )
            self.product_picker.setFocus()
            return None
        return editors.open_new_variant(self, self.client, self.product_code)

    async def delete_item(self, key: Hashable) -> None:
        await self.client.variants.delete(self.product_code, str(key))

    def build_row_actions(self) -> list[QAction]:
        self.bulk_price_action = QAction(tr("pages.variants", "Bulk price…"), self)
        self.bulk_price_action.setToolTip(
            tr(
                "pages.variants",
                "Set, raise or lower the price of the selected variants in one channel",
            )
        )
        self.bulk_price_action.triggered.connect(self.edit_prices_of_selected)
        return [self.bulk_price_action]

    def list_actions(self) -> list[QAction]:
        self.template_action = QAction(tr("pages.variants", "Price template…"), self)
        self.template_action.setToolTip(
            tr(
                "pages.variants",
                "Export this product's prices, one line per variant and channel, as a price list"
                " to edit and import",
            )
        )
        self.template_action.triggered.connect(self.export_price_template)
        self.import_action = QAction(tr("pages.variants", "Import prices…"), self)
        self.import_action.setToolTip(
            tr(
                "pages.variants",
                "Set prices from a CSV file of variant code, channel code and price,"
                " previewed first",
            )
        )
        self.import_action.triggered.connect(self.import_prices)
        return [self.template_action, self.import_action]

    def price_template_plan(self) -> ExportPlan | None:
        """This product's prices as a price list: a line per variant and open channel."""
        source = self.source()
        if source is None:
            return None
        product = self.product_code
        channels = self.open_channels()

        def lines(variant: Any) -> list[list[ExportValue]]:
            return [
                [
                    product,
                    variant.code,
                    variant_name(variant),
                    channel,
                    self.currencies[channel],
                    money_amount(variant.price(channel)),
                ]
                for channel in channels
            ]

        return ExportPlan(
            title=tr("pages.variants", "the prices of {product}").format(product=product),
            source=source,
            # The names the price import reads the file by, the same in every language.
            header=[PRODUCT, VARIANT, "name", CHANNEL, "currency", PRICE],
            rows=lines,
            key=self.item_key,
            criteria=self.model.criteria,
        )

    def open_channels(self) -> list[str]:
        """The channels that take prices (from the channels lookup), by code."""
        return [code for code in sorted(self.currencies) if code not in self.closed_channels]

    def export_price_template(self) -> ExportDialog | None:
        plan = self.price_template_plan()
        if plan is None or not self.currencies:
            self.problem_reported.emit(
                tr(
                    "pages.variants",
                    "Choose a product first (and wait for the channels to load): the template"
                    " lists its variants' prices.",
                )
            )
            return None
        summary = tr(
            "pages.variants",
            "Every variant of {product} that the list holds, one line per open channel"
            " ({channels}) with its current price. Change the prices, then import the file with"
            " Import prices…; the other columns are there to read and are ignored.",
        ).format(
            product=self.product_code,
            channels=QLocale().createSeparatedList(self.open_channels()),
        )
        file_name = f"prices-{self.product_code}-{date.today().isoformat()}.csv"
        return self.open_export(plan, summary, file_name)

    def import_prices(self) -> PriceImportDialog:
        """The price import window; the table reloads once it has applied."""
        dialog = PriceImportDialog(
            self.client, product_hint=self.product_code, settings=self.settings, parent=self
        )
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.request_failed.connect(self.request_failed)
        dialog.applied.connect(lambda _saved, _failed: self.reload_rows())
        dialog.show()
        return dialog

    def edit_prices_of_selected(self) -> QDialog | None:
        """Bulk price editing of the selected variants; the table reloads once it has applied."""
        rows = [(self.product_code, str(key)) for key in self.selected_keys()]
        if not rows:
            return None
        dialog = editors.open_bulk_prices(self, self.client, rows)
        dialog.applied.connect(lambda _saved, _failed: self.reload_rows())
        return dialog

    def build_filters(self, bar: QHBoxLayout) -> None:
        self.product_picker = ProductPicker(self.client)
        self.product_picker.setToolTip(
            tr("pages.variants", "The product whose variants are listed")
        )
        self.product_picker.value_changed.connect(lambda _code: self._product_chosen())
        self.product_picker.load_failed.connect(self.report_lookup_failure)
        self.code_box = SearchBox(tr("pages.variants", "Variant code"))
        self.code_box.search_changed.connect(lambda _text: self.filters_changed())
        self.name_box = SearchBox(tr("pages.variants", "Variant name"))
        self.name_box.search_changed.connect(lambda _text: self.filters_changed())
        bar.addWidget(QLabel(tr("pages.variants", "Product:")))
        bar.addWidget(self.product_picker)
        bar.addWidget(self.code_box)
        bar.addWidget(self.name_box)

    def start(self) -> None:
        self.product_picker.load()
        spawn(self.load_currencies(), owner=self)

    def criteria(self) -> dict[str, str]:
        return {"code": self.code_box.search, "name": self.name_box.search}

    def empty_text(self) -> str:
        if not self.product_code:
            return tr("pages.variants", "Choose a product to list its variants.")
        if any(self.criteria().values()):
            return tr(
                "pages.variants", "No variants of {product_code} match these filters."
            ).format(product_code=self.product_code)
        return tr(
            "pages.variants", "{product_code} has no variants (or no such product exists)."
        ).format(product_code=self.product_code)

    def filter_widget(self) -> QWidget:
        return self.product_picker

    def filter_inputs(self) -> Mapping[str, QWidget]:
        return {"product": self.product_picker, "code": self.code_box, "name": self.name_box}

    def filters_applied(self) -> None:
        if self.product_code != self._listed_product:
            self._product_chosen()
        else:
            self.filters_changed()

    def export_name(self) -> str:
        return f"variants-{self.product_code}-{date.today().isoformat()}.csv"

    def _product_chosen(self) -> None:
        self._listed_product = self.product_code
        self.update_actions()
        self.option_names = []
        self.model.refresh_headers()
        if self._started:
            self.list_anew()

    def currencies_changed(self) -> None:
        super().currencies_changed()
        if self.currencies and self.model.rowCount():
            self.model.refresh()  # cells were formatted without currencies
