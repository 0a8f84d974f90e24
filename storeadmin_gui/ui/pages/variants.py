"""Product variants: every variant of the catalogue, or the chosen product's, filtered by code,
name and low stock.

The contract lists variants only per product (docs/api.md section 6); a server that lists the whole
catalogue (section 11, asked once through ``ui.server_offers``) shows "All products" first in
the picker, and the page lists every variant with its product and stock, a product chosen
narrowing it. A
server without it gets the picker of a product's own list and a line that says why. Prices show
each channel's currency, read from the channels lookup. The Options column shows each variant's
values ("M, Black"); its header names the options they belong to, as the rows tell them. Rows come
newest first, the server's own order, until the user sorts.
"""

from __future__ import annotations

import functools
from collections.abc import Hashable, Mapping, Sequence
from datetime import date
from typing import Any

from pydantic import BaseModel
from PySide6.QtCore import QLocale, QSettings, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QHBoxLayout, QLabel, QWidget

from storeadmin_gui.api import Criteria, Extension, ListName, Page, StoreClient, errors
from storeadmin_gui.api.models import Variant
from storeadmin_gui.ui import editors
from storeadmin_gui.ui.batch import read_each
from storeadmin_gui.ui.columns import ExportValue, money_amount, variant_columns, variant_name
from storeadmin_gui.ui.detail import DetailSection
from storeadmin_gui.ui.export import ExportPlan
from storeadmin_gui.ui.export_dialog import ExportDialog
from storeadmin_gui.ui.i18n import tr
from storeadmin_gui.ui.labels import counted
from storeadmin_gui.ui.pages.base import ResourcePage
from storeadmin_gui.ui.pages.kinds import TITLES, VARIANTS
from storeadmin_gui.ui.pages.sections import variant_sections
from storeadmin_gui.ui.price_csv import CHANNEL, PRICE, PRODUCT, VARIANT
from storeadmin_gui.ui.price_import_dialog import PriceImportDialog
from storeadmin_gui.ui.server_offers import missing_reason, server_offers
from storeadmin_gui.ui.style import set_role
from storeadmin_gui.ui.table_model import Column, PageSource
from storeadmin_gui.ui.tasks import spawn
from storeadmin_gui.ui.widgets import LowStockFilter, ProductPicker, SearchBox

__all__ = ["VariantsPage"]

PRODUCT_SORTS = frozenset({"code", "position", "created_at"})  # a product's own list
CATALOGUE_SORTS = frozenset({"code", "created_at", "on_hand", "available"})  # the whole catalogue
THRESHOLD_KEY = "low_stock_threshold"  # remembered while the filter is off too


class VariantsPage(ResourcePage):
    key = VARIANTS
    title = TITLES[VARIANTS]
    record_name = "variant"
    list_name = ListName.VARIANTS
    can_create = True
    can_delete = True

    def __init__(self, client: StoreClient, parent: QWidget | None = None) -> None:
        self.option_names: list[str] = []  # the chosen product's options, as its variants list them
        self._listed_product = ""
        # Whether the server lists the whole catalogue: None until it has said.
        self.catalogue_offered: bool | None = None
        self._product_of: dict[str, str] = {}  # variant code -> its product's code, as listed
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
        for variant in items:
            self._product_of[variant.code] = getattr(variant, "product_code", self.product_code)
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

    def product_of(self, key: Hashable) -> str:
        """The code of the product a listed variant belongs to (variant codes are unique)."""
        return self._product_of.get(str(key), self.product_code)

    def source(self) -> PageSource | None:
        if self.catalogue_offered:
            return self.client.catalogue.list  # a product chosen is a criterion
        code = self.product_code
        if self.catalogue_offered is None or not code:
            return None
        return functools.partial(self.client.variants.list, code)

    def sort_fields(self) -> set[str]:
        return set(CATALOGUE_SORTS if self.catalogue_offered else PRODUCT_SORTS)

    def listed(self) -> ListName:
        return ListName.CATALOGUE if self.catalogue_offered else ListName.VARIANTS

    async def fetch_item(self, key: Hashable) -> BaseModel:
        return await self.client.variants.get(self.product_of(key), str(key))

    def detail_sections(self, record: Any) -> Sequence[DetailSection]:
        return variant_sections(record, self.currencies)

    def item_key(self, item: BaseModel) -> Hashable:
        return str(item.code)  # type: ignore[attr-defined]

    def item_title(self, key: Hashable) -> str:
        return tr("pages.variants", "Variant {key} of {product_code}").format(
            key=key, product_code=self.product_of(key)
        )

    def describe_item(self, key: Hashable) -> str:
        return tr("pages.variants", "variant {key}").format(key=key)

    def edit_item(self, key: Hashable) -> QDialog:
        return editors.open_variant_editor(self, self.client, self.product_of(key), str(key))

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
        await self.client.variants.delete(self.product_of(key), str(key))

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
                "Export the prices of the selected variants, or of every variant listed, one line"
                " per variant and channel, as a price list to edit and import",
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
        """Prices as a price list, a line per variant and open channel: of the selected variants
        when several are selected, else of every variant the list shows (its filters, the whole
        catalogue included), read page by page as an export reads a list."""
        chosen = [str(key) for key in self.selected_keys()]
        if len(chosen) > 1:
            source: PageSource | None = self._selected_variants(chosen)
        else:
            source = self.source()
        if source is None:
            return None
        channels = self.open_channels()

        def lines(variant: Any) -> list[list[ExportValue]]:
            # A catalogue row names its product; a product's own row is of the product chosen.
            product = getattr(variant, "product_code", None) or self.product_of(variant.code)
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
            title=tr("pages.variants", "the prices of {variants}").format(
                variants=self._template_scope(chosen)
            ),
            source=source,
            # The names the price import reads the file by, the same in every language.
            header=[PRODUCT, VARIANT, "name", CHANNEL, "currency", PRICE],
            rows=lines,
            key=self.item_key,
            criteria=None if len(chosen) > 1 else self.model.fetcher.criteria,
        )

    def _selected_variants(self, codes: Sequence[str]) -> PageSource:
        """The selected variants, read anew (their prices now), a page of them at a time."""
        wanted = [(self.product_of(code), code) for code in codes]

        async def serve(
            *,
            page: int,
            limit: int,
            sorting: Mapping[str, str] | None = None,
            criteria: Criteria | None = None,
        ) -> Page[Variant]:
            these = wanted[(page - 1) * limit : page * limit]
            read = await read_each(these, lambda row: self.client.variants.get(*row))
            failure = next((answer for answer in read if isinstance(answer, errors.ApiError)), None)
            if failure is not None:
                raise failure
            variants = [answer for answer in read if not isinstance(answer, errors.ApiError)]
            for (product, code), _variant in zip(these, variants, strict=True):
                self._product_of[code] = product
            pages = max(1, -(-len(wanted) // limit))
            return Page(items=variants, page=page, limit=limit, pages=pages, total=len(wanted))

        return serve

    def _template_scope(self, chosen: Sequence[str]) -> str:
        """What the template holds, for its title and its window."""
        if len(chosen) > 1:
            return counted(len(chosen), "variant")  # i18n: not shown, a noun's key
        if self.product_code:
            return self.product_code
        return tr("pages.variants", "every variant listed")

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
        chosen = [str(key) for key in self.selected_keys()]
        channels = QLocale().createSeparatedList(self.open_channels())
        if len(chosen) > 1:
            summary = tr(
                "pages.variants",
                "The {variants}, one line per open channel ({channels}) with its current price."
                " Change the prices, then import the file with Import prices…; the other columns"
                " are there to read and are ignored.",
            ).format(variants=counted(len(chosen), "variant"), channels=channels)
        else:
            summary = tr(
                "pages.variants",
                "Every variant the list holds ({scope}; {query}), page by page, one line per open"
                " channel ({channels}) with its current price. Change the prices, then import the"
                " file with Import prices…; the other columns are there to read and are ignored.",
            ).format(
                scope=self._template_scope(chosen),
                query=self.describe_query(),
                channels=channels,
            )
        scope = self.product_code if self.product_code and len(chosen) < 2 else "catalogue"
        file_name = f"prices-{scope}-{date.today().isoformat()}.csv"
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
        """Bulk price editing of the selected variants (of one product or several); the table
        reloads once it has applied."""
        rows = [(self.product_of(key), str(key)) for key in self.selected_keys()]
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
        self.product_picker.value_changed.connect(lambda _code: self._product_picked())
        self.product_picker.load_failed.connect(self.report_lookup_failure)
        self.code_box = SearchBox(tr("pages.variants", "Variant code"))
        self.code_box.search_changed.connect(lambda _text: self.filters_changed())
        self.name_box = SearchBox(tr("pages.variants", "Variant name"))
        self.name_box.search_changed.connect(lambda _text: self.filters_changed())
        self.low_stock = LowStockFilter()
        self.low_stock.value_changed.connect(lambda _value: self.filters_changed())
        self.low_stock.hide()  # until the server says it lists the whole catalogue
        # Why "All products" and the low stock filter are missing, on a server without them.
        self.offers_note = QLabel()
        set_role(self.offers_note, "hint")
        self.offers_note.hide()
        bar.addWidget(QLabel(tr("pages.variants", "Product:")))
        bar.addWidget(self.product_picker)
        bar.addWidget(self.code_box)
        bar.addWidget(self.name_box)

    def build_more_filters(self, bar: QHBoxLayout) -> None:
        """Low stock (the whole catalogue's), or the line on why it is missing."""
        bar.addWidget(self.low_stock)
        bar.addWidget(self.offers_note, 1)

    def start(self) -> None:
        spawn(self.load_currencies(), owner=self)
        spawn(self._learn_offers(), owner=self)

    async def _learn_offers(self) -> None:
        """Ask (once per connection) whether the server lists the whole catalogue, then list."""
        try:
            offers = await server_offers(self.client, owner=self)
        except errors.ApiError as error:
            # No answer or no sign-in: the session asks again via retry_failed; anything else
            # is said, and F5 asks again.
            self.report_lookup_failure(error)
            if not isinstance(error, errors.Unauthorized | errors.ServerUnreachable):
                self.problem_reported.emit(
                    tr("pages.variants", "The variants could not be listed: {error}").format(
                        error=error
                    )
                )
            self._update_empty_state()
            return
        if self.catalogue_offered is not None:
            return  # another question answered first (F5 while the session retried)
        self.catalogue_offered = offers.catalogue
        reason = missing_reason(offers, Extension.CATALOGUE)
        if reason is None:
            self.product_picker.offer_every_product(tr("pages.variants", "All products"))
        self.low_stock.setVisible(reason is None)
        self.offers_note.setText(reason or "")
        self.offers_note.setVisible(reason is not None)
        self.product_picker.load()
        self._product_chosen()

    def retry_failed(self) -> None:
        if self._started and self.catalogue_offered is None:
            spawn(self._learn_offers(), owner=self)
        super().retry_failed()

    def refresh(self) -> None:
        """F5: as for every list, and if the server could not say what it offers, ask again."""
        if self._started and self.catalogue_offered is None:
            spawn(self._learn_offers(), owner=self)
            return
        super().refresh()

    def criteria(self) -> dict[str, str]:
        found = {"code": self.code_box.search, "name": self.name_box.search}
        if self.catalogue_offered:
            found |= {"product": self.product_code, "available_at_most": self.low_stock.value}
        return found

    def empty_text(self) -> str:
        if self.catalogue_offered is None:
            return tr("pages.variants", "Asking the server what it offers…")
        filtered = any(value for name, value in self.criteria().items() if name != "product")
        if not self.product_code:
            if not self.catalogue_offered:
                return tr("pages.variants", "Choose a product to list its variants.")
            if filtered:
                return tr("pages.variants", "No variants match these filters.")
            return tr("pages.variants", "The catalogue has no variants yet.")
        if filtered:
            return tr(
                "pages.variants", "No variants of {product_code} match these filters."
            ).format(product_code=self.product_code)
        return tr(
            "pages.variants", "{product_code} has no variants (or no such product exists)."
        ).format(product_code=self.product_code)

    def filter_widget(self) -> QWidget:
        return self.product_picker

    def filter_inputs(self) -> Mapping[str, QWidget]:
        return {
            "product": self.product_picker,
            "code": self.code_box,
            "name": self.name_box,
            "low_stock": self.low_stock,
        }

    def _product_picked(self) -> None:
        """List anew unless the product is the one listed ("All products" chosen as the picker
        loads)."""
        if self.product_code != self._listed_product:
            self._product_chosen()

    def filters_applied(self) -> None:
        if self.product_code != self._listed_product:
            self._product_chosen()
        else:
            self.filters_changed()

    def export_name(self) -> str:
        return f"variants-{self.product_code or 'all'}-{date.today().isoformat()}.csv"

    def save_state(self, settings: QSettings, prefix: str) -> None:
        super().save_state(settings, prefix)
        settings.setValue(f"{prefix}/{THRESHOLD_KEY}", self.low_stock.threshold.value())

    def restore_state(self, settings: QSettings, prefix: str) -> None:
        threshold = str(settings.value(f"{prefix}/{THRESHOLD_KEY}", ""))
        if threshold.isdigit():
            self.low_stock.threshold.setValue(int(threshold))
        super().restore_state(settings, prefix)

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
            # The cells were formatted without currencies: asked again, and shown meanwhile.
            self.model.reload()
