"""The Variants page on the real backend: the product picker, per-product lists, filters, prices.

The per-product list is what a server of the contract alone offers (the backend with its
extensions switched off); the whole catalogue, served with them, is tests/ui/test_catalogue.py's.
"""

from __future__ import annotations

from typing import Any

import httpx
import pytest
from PySide6.QtCore import Qt

from storeadmin_gui.api.models import VariantCreate
from storeadmin_gui.ui.formats import format_money, format_timestamp
from storeadmin_gui.ui.lists.detail import RAW_FIELDS_TITLE
from storeadmin_gui.ui.pages import VariantsPage
from storeadmin_gui.ui.pages.variants import VariantScope
from storeadmin_gui.ui.widgets.product_picker import ProductPicker
from tests.ui.detail_support import raw_value_of, section_expanded, section_titles, value_of
from tests.ui.filter_support import filter_box
from tests.ui.shell_support import column_of, header_tip, section_rows, shown, sorting_sent

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")

PRODUCTS = "/api/v1/products/"


def variants_path(product_code: str) -> str:
    return f"/api/v1/products/{product_code}/variants/"


def first_product_shown(show_page: Any, client: Any, qtbot: Any, wait_rows: Any) -> VariantsPage:
    """The page, once it has chosen the first product and shows its variants."""
    page: VariantsPage = show_page(VariantsPage, client, wait=False)
    qtbot.waitUntil(lambda: page.part(VariantScope).product_code != "", timeout=5000)
    wait_rows(page)
    return page


def choose_product(page: VariantsPage, code: str) -> None:
    picker = filter_box(page, "product", ProductPicker)
    index = picker.findData(code)
    assert index >= 0, f"{code} is not offered"
    picker.setCurrentIndex(index)
    picker.activated.emit(index)


def test_the_first_product_is_chosen_and_its_variants_listed_with_priced_channels(
    plain_tap_client: Any, show_page: Any, run: Any, qtbot: Any, wait_rows: Any, qtmodeltester: Any
) -> None:
    client, _tap = plain_tap_client
    page = show_page(VariantsPage, client, wait=False)
    qtmodeltester.check(page.model)
    qtbot.waitUntil(lambda: page.part(VariantScope).product_code != "", timeout=5000)
    wait_rows(page)

    products = run(client.products.list(page=1, limit=100))
    picker = filter_box(page, "product", ProductPicker)
    offered = [picker.itemData(i) for i in range(picker.count())]
    assert offered == [product.code for product in products.items]
    product = page.part(VariantScope).product_code
    expected = run(client.variants.list(product, page=1, limit=50))
    assert page.total == expected.total
    assert shown_column(page, "Code", expected.total) == [v.code for v in expected.items]
    channels = {
        channel.code: channel.base_currency
        for channel in run(client.channels.list(page=1, limit=100)).items
    }
    # Prices arrive after the channels lookup; the table refreshes once it knows the currencies.
    first = expected.items[0]
    wanted = " · ".join(
        f"{code}: {format_money(pricing.price, channels.get(code))}"
        for code, pricing in sorted(first.channel_pricings.items())
    )
    qtbot.waitUntil(lambda: shown(page, 0, "Prices") == wanted, timeout=5000)
    assert any(symbol in wanted for symbol in ("$", "€"))


def test_prices_gain_their_currency_without_the_rows_leaving_the_screen(
    plain_tap_client: Any, show_page: Any, run: Any, qtbot: Any, wait_rows: Any
) -> None:
    """The channels' currencies can come after the first rows (the list does not wait for
    them): the rows are asked again and stay on screen meanwhile, not emptied."""
    client, _tap = plain_tap_client
    page = first_product_shown(show_page, client, qtbot, wait_rows)
    qtbot.waitUntil(lambda: bool(page.currencies), timeout=5000)
    codes = shown_column(page, "Code", page.total or 0)
    channels = page.channels
    assert channels is not None  # a variants list shows prices by channel
    known, channels.currencies = channels.currencies, {}  # before the lookup answered
    page.model.reload()
    wait_rows(page)
    emptied: list[bool] = []
    page.model.modelReset.connect(lambda: emptied.append(True))

    channels.currencies = known
    channels.changed.emit()
    assert shown_column(page, "Code", len(codes)) == codes  # still shown while asked again
    wait_rows(page)

    assert not emptied and shown_column(page, "Code", len(codes)) == codes
    expected = run(
        client.variants.list(page.part(VariantScope).product_code, page=1, limit=1)
    ).items[0]
    currency = next(iter(known.values()))
    assert any(
        format_money(pricing.price, currency) in shown(page, 0, "Prices")
        for pricing in expected.channel_pricings.values()
    )


def test_options_show_each_variants_values_and_the_header_names_the_options(
    plain_tap_client: Any, show_page: Any, run: Any, qtbot: Any, wait_rows: Any
) -> None:
    client, _tap = plain_tap_client
    page = first_product_shown(show_page, client, qtbot, wait_rows)

    expected = run(client.variants.list(page.part(VariantScope).product_code, page=1, limit=50))
    options = shown_column(page, "Options", expected.total)
    assert options == [
        ", ".join(value.value for value in variant.option_values if value.value)
        for variant in expected.items
    ]
    assert len(set(options)) == expected.total  # each variant of the product told apart
    names = [value.option_name for value in expected.items[0].option_values]
    assert len(names) >= 2 and not any(name in options[0] for name in names if name)
    assert header_tip(page, "Options").startswith(
        f"The variant's option values: {', '.join(names)}"
    )


def test_variants_come_newest_first_as_the_server_orders_them_until_the_user_sorts(
    plain_tap_client: Any, show_page: Any, run: Any, qtbot: Any, wait_rows: Any
) -> None:
    client, tap = plain_tap_client
    page = first_product_shown(show_page, client, qtbot, wait_rows)
    product = page.part(VariantScope).product_code
    newest = VariantCreate(code=f"{product}_NEWEST", channel_pricings={"WEB": "1.00"})
    run(client.variants.create(product, newest))
    page.refresh()
    qtbot.waitUntil(lambda: shown(page, 0, "Code") == newest.code, timeout=5000)
    wait_rows(page)

    assert sorting_sent(tap.asked(variants_path(product))[-1]) == {}  # the server's default
    header = page.view.horizontalHeader()
    assert header.sortIndicatorSection() == column_of(page, "Created")
    assert header.sortIndicatorOrder() == Qt.SortOrder.DescendingOrder
    expected = run(client.variants.list(product, page=1, limit=50))
    assert shown_column(page, "Code", expected.total) == [v.code for v in expected.items]
    assert all(variant.created_at is not None for variant in expected.items)
    assert shown_column(page, "Created", expected.total) == [
        format_timestamp(variant.created_at) for variant in expected.items
    ]

    header.setSortIndicator(column_of(page, "Code"), Qt.SortOrder.AscendingOrder)
    wait_rows(page)
    assert sorting_sent(tap.asked(variants_path(product))[-1]) == {"code": "asc"}
    by_code = run(client.variants.list(product, page=1, limit=50, sorting={"code": "asc"}))
    assert shown_column(page, "Code", by_code.total) == [v.code for v in by_code.items]


def shown_column(page: VariantsPage, header: str, rows: int) -> list[str]:
    return [shown(page, row, header) for row in range(rows)]


def test_choosing_another_product_lists_its_variants(
    plain_tap_client: Any, show_page: Any, run: Any, qtbot: Any, wait_rows: Any
) -> None:
    client, tap = plain_tap_client
    page = show_page(VariantsPage, client, wait=False)
    qtbot.waitUntil(lambda: filter_box(page, "product", ProductPicker).count() > 1, timeout=5000)
    wait_rows(page)
    other = filter_box(page, "product", ProductPicker).itemData(1)

    choose_product(page, other)
    wait_rows(page)

    expected = run(client.variants.list(other, page=1, limit=50))
    assert page.total == expected.total
    assert shown(page, 0, "Code") == expected.items[0].code
    assert tap.asked(variants_path(other))


def test_code_and_name_filters_go_to_the_server(
    plain_tap_client: Any, show_page: Any, run: Any, qtbot: Any, wait_rows: Any
) -> None:
    client, tap = plain_tap_client
    page = first_product_shown(show_page, client, qtbot, wait_rows)
    product = page.part(VariantScope).product_code
    everything = page.total

    qtbot.keyClicks(page.filters.box("name"), "Navy")
    qtbot.keyClick(page.filters.box("name"), Qt.Key.Key_Return)
    wait_rows(page)

    expected = run(client.variants.list(product, page=1, limit=50, criteria={"name": "Navy"}))
    assert page.total == expected.total
    assert 0 < expected.total < (everything or 0)
    assert tap.asked(variants_path(product))[-1].url.params["criteria[name]"] == "Navy"


def test_without_a_products_lookup_the_product_is_typed(
    plain_tap_client: Any, show_page: Any, run: Any, qtbot: Any, wait_rows: Any
) -> None:
    client, tap = plain_tap_client
    some_product = run(client.products.list(page=1, limit=1)).items[0].code

    def no_lookup(request: httpx.Request) -> httpx.Response | None:
        if request.url.path == PRODUCTS:
            body = {"code": 404, "message": 'No route found for "GET /api/v1/products/"'}
            return httpx.Response(404, json=body)
        return None

    tap.answer_when = no_lookup
    page = show_page(VariantsPage, client, wait=False)
    qtbot.waitUntil(lambda: filter_box(page, "product", ProductPicker).free_text, timeout=5000)
    assert page.total is None and page.model.rowCount() == 0
    assert page.empty_label.isVisible()
    assert page.empty_label.text() == "Choose a product to list its variants."

    line = filter_box(page, "product", ProductPicker).lineEdit()
    assert line is not None and line.placeholderText()
    qtbot.keyClicks(line, some_product)
    qtbot.keyClick(line, Qt.Key.Key_Return)
    wait_rows(page)

    expected = run(client.variants.list(some_product, page=1, limit=50))
    assert page.part(VariantScope).product_code == some_product
    assert page.total == expected.total > 0
    assert not page.empty_label.isVisible()


def test_details_panel_shows_the_variant_with_its_stock_fields(
    plain_tap_client: Any, show_page: Any, run: Any, qtbot: Any, wait_rows: Any
) -> None:
    client, _tap = plain_tap_client
    page = first_product_shown(show_page, client, qtbot, wait_rows)
    page.view.setFocus()
    page.view.setCurrentIndex(page.model.index(1, 0))

    page.details_action.trigger()
    qtbot.waitUntil(
        lambda: page.details.panel.isVisible() and page.details.panel.status == "", timeout=5000
    )

    variant = run(client.variants.get(page.part(VariantScope).product_code, shown(page, 1, "Code")))
    detail = page.details.panel
    assert variant.code in detail.title
    assert section_titles(detail) == [
        "Variant",
        "Size and weight",
        "Categories and options",
        "Prices per channel",
        "Names per locale",
        RAW_FIELDS_TITLE,
    ]
    assert not section_expanded(detail, RAW_FIELDS_TITLE)
    assert value_of(detail, "Code") == variant.code
    assert value_of(detail, "On hand") == str(variant.on_hand)
    assert value_of(detail, "Created") == shown(page, 1, "Created")
    # Each option by its name, with the variant's value for it: what the Options cell lists.
    options = [(value.option_name, value.value) for value in variant.option_values]
    assert [value_of(detail, name, "Categories and options") for name, _value in options] == [
        value for _name, value in options
    ]
    assert ", ".join(value for _name, value in options if value) == shown(page, 1, "Options")
    channels = {c.code: c.base_currency for c in run(client.channels.list(limit=100)).items}
    assert section_rows(detail, "Prices per channel") == [
        (code, format_money(pricing.price, channels[code]))
        for code, pricing in sorted(variant.channel_pricings.items())
    ]
    assert raw_value_of(detail, "code") == variant.code
    assert raw_value_of(detail, "on_hand") == str(variant.on_hand)
