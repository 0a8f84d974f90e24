"""The whole catalogue and the statistics through the client (docs/api.md section 11), against
the real backend."""

from __future__ import annotations

from datetime import date, timedelta

import pytest

from storeadmin_gui.api import CatalogueVariant, Statistics, StoreClient, VariantPatch, errors

pytestmark = pytest.mark.anyio


async def test_catalogue_rows_name_their_product_and_stock(store: StoreClient) -> None:
    page = await store.catalogue.list(limit=100, sorting={"available": "asc"})
    rows = page.items
    assert page.total == len(rows) > 40 and all(isinstance(r, CatalogueVariant) for r in rows)
    tracked = [row for row in rows if row.tracked]
    assert [row.available for row in tracked] == sorted(row.available or 0 for row in tracked)
    assert all(row.available is None for row in rows[len(tracked) :])  # untracked last
    for row in rows[:5]:
        detailed = await store.variants.get(row.product_code, row.code)  # addressable as usual
        assert (row.on_hand, row.on_hold) == (detailed.on_hand, detailed.on_hold)
        assert row.available == (detailed.on_hand or 0) - (detailed.on_hold or 0)
        product = await store.products.get(row.product_code)
        assert row.product_name == product.name
        assert row.name("en_US") == detailed.name("en_US") and row.price("WEB") == detailed.price(
            "WEB"
        )


async def test_low_stock_search_across_products_and_an_edit_from_a_row(store: StoreClient) -> None:
    low = await store.catalogue.list(limit=100, criteria={"available_at_most": 15})
    assert low.items and all(
        row.tracked and row.available is not None and row.available <= 15 for row in low.items
    )
    assert len({row.product_code for row in low.items}) > 1  # across products
    white = [row async for row in store.catalogue.iter_all(criteria={"name": "white"})]
    assert white and {row.product_code for row in white} >= {"EVERYDAY_TSHIRT"}
    by_on_hand = await store.catalogue.list(limit=10, sorting={"on_hand": "desc"})
    counts = [row.on_hand or 0 for row in by_on_hand.items]
    assert counts == sorted(counts, reverse=True)

    row = low.items[0]
    await store.variants.patch(
        row.product_code,
        row.code,
        VariantPatch(version=row.version, on_hand=(row.on_hand or 0) + 50),
    )
    again = await store.catalogue.list(criteria={"code": row.code})
    assert again.items[0].available == (row.available or 0) + 50


async def test_statistics_are_typed_and_agree_with_the_catalogue(store: StoreClient) -> None:
    figures = await store.statistics(
        "WEB", start=date(2026, 1, 1), end=date(2026, 3, 31), interval="month"
    )
    assert isinstance(figures, Statistics)
    assert (figures.channel, figures.currency) == ("WEB", "USD")
    assert (figures.start, figures.end, figures.interval) == (
        date(2026, 1, 1),
        date(2026, 3, 31),
        "month",
    )
    assert [period.period for period in figures.sales] == [
        date(2026, 1, 1),
        date(2026, 2, 1),
        date(2026, 3, 1),
    ]
    assert sum(period.total for period in figures.sales) == figures.totals.sales > 0
    assert sum(period.orders for period in figures.sales) == figures.totals.orders
    assert figures.totals.average_order == round(figures.totals.sales / figures.totals.orders)
    assert set(figures.orders_by_state) >= {"pending", "fulfilled", "cancelled"}
    low = await store.catalogue.list(criteria={"available_at_most": figures.low_stock_threshold})
    assert figures.low_stock_variants == low.total
    recent = await store.statistics("MOB")
    assert recent.end - recent.start == timedelta(days=29) and len(recent.sales) == 30


async def test_a_refused_statistics_query_names_the_arguments(store: StoreClient) -> None:
    with pytest.raises(errors.ValidationFailed) as backwards:
        await store.statistics("WEB", start=date(2026, 3, 2), end=date(2026, 3, 1))
    assert backwards.value.field_errors == {
        "start": ["The start of the range must not be after its end."]
    }
    with pytest.raises(errors.ValidationFailed) as unknown:
        await store.statistics("NOPE", low_stock_threshold=-1)
    assert unknown.value.field_errors == {
        "channel": ["This value is not valid."],
        "low_stock_threshold": ["This value is not valid."],
    }
