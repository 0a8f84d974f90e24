"""Product variants: the chosen product's variants, filtered by code and name.

Variants exist only per product (docs/api.md), so the page starts with a product picker (the
products lookup, or a code box when the server has none). Prices show each channel's currency, read
from the channels lookup. The Options column shows each variant's values ("M, Black"); its header
names the options they belong to, as the rows tell them. Rows come newest first, the server's own
order, until the user sorts.
"""

from __future__ import annotations

import functools
from collections.abc import Hashable, Sequence
from typing import Any

from pydantic import BaseModel
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QHBoxLayout, QLabel, QWidget

from storeadmin_gui.api import StoreClient
from storeadmin_gui.ui import editors
from storeadmin_gui.ui.columns import variant_columns
from storeadmin_gui.ui.detail import DetailSection
from storeadmin_gui.ui.i18n import noop, tr
from storeadmin_gui.ui.pages.base import ResourcePage
from storeadmin_gui.ui.pages.sections import variant_sections
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

    def _product_chosen(self) -> None:
        self.update_actions()
        self.option_names = []
        self.model.refresh_headers()
        if self._started:
            self.list_anew()

    def currencies_changed(self) -> None:
        super().currencies_changed()
        if self.currencies and self.model.rowCount():
            self.model.refresh()  # cells were formatted without currencies
