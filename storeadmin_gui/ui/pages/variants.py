"""Product variants: every variant of the catalogue, or the chosen product's, filtered by code,
name and low stock.

The contract lists variants only per product (docs/api.md section 6); a server that lists the whole
catalogue (section 11) gets "All products" first in the picker, and the view lists every variant
with its product and stock, a product chosen narrowing it. A server without it gets the picker of
a product's own list and a line that says why. Which of the two it is, and the product chosen,
are the view's one part of its own (:class:`VariantScope`, the view's source). Prices show each
channel's currency, read from the channels lookup. The Options column shows each variant's values
("M, Black"); its header names the options they belong to, as the rows tell them. Rows come
newest first, the server's own order, until the user sorts.
"""

from __future__ import annotations

import functools
from collections.abc import Hashable, Mapping, Sequence
from datetime import date
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import QDialog

from storeadmin_gui.api import (
    Capabilities,
    CatalogueCriteria,
    Criteria,
    Feature,
    ListName,
    Page,
    errors,
)
from storeadmin_gui.api.models import Variant
from storeadmin_gui.ui import editors
from storeadmin_gui.ui.formats import money_amount, variant_name
from storeadmin_gui.ui.i18n import noop, tr, translated
from storeadmin_gui.ui.labels import counted
from storeadmin_gui.ui.lists.batch import read_each
from storeadmin_gui.ui.lists.columns import ExportValue, variant_columns
from storeadmin_gui.ui.lists.export import ExportPlan
from storeadmin_gui.ui.lists.export_dialog import ExportDialog
from storeadmin_gui.ui.lists.page_cache import PageSource
from storeadmin_gui.ui.pages.base import ListPage
from storeadmin_gui.ui.pages.kinds import VARIANTS
from storeadmin_gui.ui.pages.list_spec import (
    FilterView,
    FilterWidget,
    ListHost,
    ListOperation,
    ListSpec,
    Records,
    sections_named,
)
from storeadmin_gui.ui.prices.price_csv import CHANNEL, PRICE, PRODUCT, VARIANT
from storeadmin_gui.ui.prices.price_import_dialog import PriceImportDialog
from storeadmin_gui.ui.shell.server_kind import CATALOGUE_MISSING
from storeadmin_gui.ui.widgets import LowStockFilter, ProductPicker

if TYPE_CHECKING:
    from storeadmin_gui.ui.editors.bulk_prices import BulkPriceDialog
    from storeadmin_gui.ui.lists.table_model import Cell

__all__ = [
    "VARIANTS_LIST",
    "VariantScope",
    "VariantsPage",
    "edit_prices_of_selected",
    "export_price_template",
    "import_prices",
    "price_template_plan",
]

THRESHOLD_KEY = "low_stock_threshold"  # remembered while the filter is off too


class VariantScope:
    """The variants view's source: the whole catalogue where the server lists it (a product
    chosen is then a filter), else the chosen product's own list; unknown (nothing listed) until
    the server has said. It also learns from the rows what product each variant is of and which
    options the Options column shows."""

    def __init__(self, page: ListPage) -> None:
        self._page = page
        self.catalogue_offered: bool | None = None  # None until the server has said
        self.option_names: list[str] = []  # the options of the variants listed, in order
        self._product_of: dict[str, str] = {}  # variant code -> its product's code, as listed
        picker, low_stock = page.filters.box("product"), page.filters.box("available_at_most")
        assert isinstance(picker, ProductPicker) and isinstance(low_stock, LowStockFilter)
        self.picker, self.low_stock = picker, low_stock
        self.picker.load_failed.connect(page.report_lookup_failure)
        self.picker.value_changed.connect(lambda _code: self._product_picked())
        page.model.items_arrived.connect(self._rows_arrived)
        page.server_answered.connect(self._server_answered)
        page.server_unanswered.connect(self._server_unanswered)
        if page.channels is not None:
            page.channels.changed.connect(self._currencies_changed)
        threshold = self.low_stock.threshold
        page.memory.keep(THRESHOLD_KEY, threshold.value, self._restore_threshold)

    # ------------------------------------------------------------------ the source

    @property
    def name(self) -> ListName:
        return ListName.CATALOGUE if self.catalogue_offered else ListName.VARIANTS

    @property
    def scope(self) -> Hashable:
        """The product whose own list is shown (the catalogue takes the product as a filter)."""
        return "" if self.catalogue_offered else self.product_code

    def listing(self) -> PageSource | None:
        client = self._page.client
        if self.catalogue_offered:
            return client.catalogue.list  # a product chosen is a criterion
        if self.catalogue_offered is None or not self.product_code:
            return None
        return functools.partial(client.variants.list, self.product_code)

    def can_create(self) -> bool:
        return bool(self.product_code)

    def empty_text(self, _filtered: bool) -> str:
        if self.catalogue_offered is None:
            return tr("pages.variants", "Asking the server what it offers…")
        filtered = any(name != "product" for name in self._page.criteria().chosen())
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

    # ------------------------------------------------------------------ what it knows

    @property
    def product_code(self) -> str:
        return str(self.picker.value)

    def product_of(self, key: Hashable) -> str:
        """The code of the product a listed variant belongs to (variant codes are unique)."""
        return self._product_of.get(str(key), self.product_code)

    def learn_product(self, code: str, product: str) -> None:
        self._product_of[code] = product

    def options_tooltip(self) -> str:
        if not self.option_names:
            return tr("pages.variants", "The variant's option values")
        return tr("pages.variants", "The variant's option values: {join}").format(
            join=", ".join(self.option_names)
        )

    def _rows_arrived(self, items: Sequence[Any]) -> None:
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
            self._page.model.refresh_headers()

    def _product_picked(self) -> None:
        """Another product: its options are learnt anew (the page lists it anew), and "Choose a
        product first" no longer holds."""
        if self.product_code:
            self._page.problems_solved.emit()
        self.option_names = []
        self._page.model.refresh_headers()

    def _server_answered(self, offered: Capabilities) -> None:
        """Whether the server lists the whole catalogue: then "All products" comes first; else
        a product's own list is shown, with a line saying why."""
        self.catalogue_offered = offered.has_list(ListName.CATALOGUE)
        if self.catalogue_offered:
            self.picker.offer_every_product(tr("pages.variants", "All products"))
        reasons = [] if self.catalogue_offered else [translated(CATALOGUE_MISSING)]
        self._page.offers_note.say("source", reasons)
        self.picker.load()

    def _server_unanswered(self, error: object) -> None:
        """No answer, or no sign-in: the session asks again through retry_failed; anything else
        is said, and F5 asks again."""
        if self.catalogue_offered is None and not isinstance(
            error, errors.Unauthorized | errors.ServerUnreachable
        ):
            self._page.problem_reported.emit(
                tr("pages.variants", "The variants could not be listed: {error}").format(
                    error=error
                )
            )
        self._page.status.update_empty()

    def _currencies_changed(self) -> None:
        self._page.model.refresh_headers()
        if self._page.currencies and self._page.model.rowCount():
            # The cells were formatted without currencies: asked again, and shown meanwhile.
            self._page.model.reload()

    def _restore_threshold(self, remembered: str) -> None:
        if remembered.isdigit():
            self.low_stock.threshold.setValue(int(remembered))


def _scope(page: ListHost) -> VariantScope:
    return page.part(VariantScope)


def _create(page: ListHost) -> QDialog | None:
    scope = _scope(page)
    if not scope.product_code:
        page.problem_reported.emit(
            tr("pages.variants", "Choose a product first: a new variant belongs to one.")
        )
        scope.picker.setFocus()
        return None
    return editors.open_new_variant(page.widget(), page.client, scope.product_code)


def _title(page: ListHost, key: Hashable, _cells: Sequence[Cell] | None) -> str:
    return tr("pages.variants", "Variant {key} of {product_code}").format(
        key=key, product_code=_scope(page).product_of(key)
    )


def _export_name(page: ListHost) -> str:
    return f"variants-{_scope(page).product_code or 'all'}-{date.today().isoformat()}.csv"


# ----------------------------------------------------------------------------- prices


def price_template_plan(page: ListPage) -> ExportPlan | None:
    """Prices as a price list, a line per variant and open channel: of the selected variants
    when several are selected, else of every variant the list shows (its filters, the whole
    catalogue included), read page by page as an export reads a list."""
    scope = _scope(page)
    chosen = [str(key) for key in page.selected_keys()]
    if len(chosen) > 1:
        source: PageSource | None = _selected_variants(page, chosen)
    else:
        source = page.source()
    if source is None or page.channels is None:
        return None
    channels = page.channels.open_channels()
    currencies = page.currencies

    def lines(variant: Any) -> list[list[ExportValue]]:
        # A catalogue row names its product; a product's own row is of the product chosen.
        product = getattr(variant, "product_code", None) or scope.product_of(variant.code)
        return [
            [
                product,
                variant.code,
                variant_name(variant),
                channel,
                currencies[channel],
                money_amount(variant.price(channel)),
            ]
            for channel in channels
        ]

    return ExportPlan(
        title=tr("pages.variants", "the prices of {variants}").format(
            variants=_template_scope(page, chosen)
        ),
        source=source,
        # The names the price import reads the file by, the same in every language.
        header=[PRODUCT, VARIANT, "name", CHANNEL, "currency", PRICE],
        rows=lines,
        key=page.spec.records.key,
        criteria=None if len(chosen) > 1 else page.model.fetcher.criteria,
    )


def _selected_variants(page: ListPage, codes: Sequence[str]) -> PageSource:
    """The selected variants, read anew (their prices now), a page of them at a time."""
    scope = _scope(page)
    wanted = [(scope.product_of(code), code) for code in codes]
    client = page.client

    async def serve(
        *,
        page: int,
        limit: int,
        sorting: Mapping[str, str] | None = None,
        criteria: Criteria | None = None,
    ) -> Page[Variant]:
        these = wanted[(page - 1) * limit : page * limit]
        read = await read_each(these, lambda row: client.variants.get(*row))
        failure = next((answer for answer in read if isinstance(answer, errors.ApiError)), None)
        if failure is not None:
            raise failure
        variants = [answer for answer in read if not isinstance(answer, errors.ApiError)]
        for (product, code), _variant in zip(these, variants, strict=True):
            scope.learn_product(code, product)
        pages = max(1, -(-len(wanted) // limit))
        return Page(items=variants, page=page, limit=limit, pages=pages, total=len(wanted))

    return serve


def _template_scope(page: ListPage, chosen: Sequence[str]) -> str:
    """What the template holds, for its title and its window."""
    if len(chosen) > 1:
        return counted(len(chosen), "variant")  # i18n: not shown, a noun's key
    if product := _scope(page).product_code:
        return product
    return tr("pages.variants", "every variant listed")


def export_price_template(page: ListHost) -> ExportDialog | None:
    """The price template's export window (of the selection, or of the list)."""
    assert isinstance(page, ListPage)
    plan = price_template_plan(page)
    if plan is None or not page.currencies or page.channels is None:
        page.problem_reported.emit(
            tr(
                "pages.variants",
                "Choose a product first (and wait for the channels to load): the template"
                " lists its variants' prices.",
            )
        )
        return None
    chosen = [str(key) for key in page.selected_keys()]
    channels = QLocale().createSeparatedList(page.channels.open_channels())
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
            scope=_template_scope(page, chosen),
            query=page.describe_query(),
            channels=channels,
        )
    product = _scope(page).product_code
    scope = product if product and len(chosen) < 2 else "catalogue"
    file_name = f"prices-{scope}-{date.today().isoformat()}.csv"
    return page.open_export(plan, summary, file_name)


def import_prices(page: ListHost) -> PriceImportDialog:
    """The price import window; the table reloads once it has applied."""
    dialog = PriceImportDialog(
        page.client,
        product_hint=_scope(page).product_code,
        settings=page.settings,
        parent=page.widget(),
    )
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.request_failed.connect(page.request_failed)
    dialog.applied.connect(lambda _saved, _failed: page.reload_rows())
    dialog.show()
    return dialog


def edit_prices_of_selected(page: ListHost) -> BulkPriceDialog | None:
    """Bulk price editing of the selected variants (of one product or several); the table
    reloads once it has applied."""
    scope = _scope(page)
    rows = [(scope.product_of(key), str(key)) for key in page.selected_keys()]
    if not rows:
        return None
    dialog = editors.open_bulk_prices(page.widget(), page.client, rows)
    dialog.applied.connect(lambda _saved, _failed: page.reload_rows())
    return dialog


VARIANTS_LIST = ListSpec(
    key=VARIANTS,
    record_name="variant",
    columns=lambda page: variant_columns(
        page.currencies, options_tooltip=lambda: _scope(page).options_tooltip()
    ),
    source=VariantScope,
    records=Records(
        key=lambda item: str(item.code),
        fetch=lambda page, key: page.client.variants.get(_scope(page).product_of(key), str(key)),
        sections=sections_named("variant_sections", lambda page: page.currencies),
        title=_title,
        edit=lambda page, key: editors.open_variant_editor(
            page.widget(), page.client, _scope(page).product_of(key), str(key)
        ),
        create=_create,
        delete=lambda page, key: page.client.variants.delete(
            _scope(page).product_of(key), str(key)
        ),
        describe=lambda key: tr("pages.variants", "variant {key}").format(key=key),
        create_feature=Feature.CREATE_VARIANT,
        delete_feature=Feature.DELETE_VARIANT,
    ),
    filters=(
        FilterView(
            CatalogueCriteria.filter("product"),
            FilterWidget.PRODUCT,
            noop("pages.variants", "The product whose variants are listed"),
            caption=noop("pages.variants", "Product:"),
        ),
        FilterView(
            CatalogueCriteria.filter("code"),
            FilterWidget.SEARCH,
            noop("pages.variants", "Variant code"),
        ),
        FilterView(
            CatalogueCriteria.filter("name"),
            FilterWidget.SEARCH,
            noop("pages.variants", "Variant name"),
        ),
        # Low stock: the whole catalogue's, on a row of its own.
        FilterView(
            CatalogueCriteria.filter("available_at_most"),
            FilterWidget.LOW_STOCK,
            noop("pages.variants", "Low stock"),
            more=True,
            remembered_as="low_stock",
        ),
    ),
    operations=(
        ListOperation(
            key="bulk_price",
            label=noop("pages.variants", "Bulk price…"),
            tooltip=noop(
                "pages.variants",
                "Set, raise or lower the price of the selected variants in one channel",
            ),
            run=edit_prices_of_selected,
        ),
        ListOperation(
            key="price_template",
            label=noop("pages.variants", "Price template…"),
            tooltip=noop(
                "pages.variants",
                "Export the prices of the selected variants, or of every variant listed, one line"
                " per variant and channel, as a price list to edit and import",
            ),
            run=export_price_template,
            on_list=True,
        ),
        ListOperation(
            key="import_prices",
            label=noop("pages.variants", "Import prices…"),
            tooltip=noop(
                "pages.variants",
                "Set prices from a CSV file of variant code, channel code and price,"
                " previewed first",
            ),
            run=import_prices,
            on_list=True,
        ),
    ),
    channels=True,
    focus="product",
    export_name=_export_name,
)


class VariantsPage(ListPage):
    """The Product variants list (its state is kept under this name)."""

    spec = VARIANTS_LIST
