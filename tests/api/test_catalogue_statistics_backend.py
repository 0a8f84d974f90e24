"""The whole catalogue and the statistics through the client (docs/api.md section 11), against
the real backend."""

from __future__ import annotations

from datetime import date, timedelta

import pytest

from storeadmin_gui.api import (
    CatalogueVariant,
    Order,
    OrderCriteria,
    Statistics,
    StoreClient,
    VariantPatch,
    errors,
)
from storeadmin_gui.api.models import SOLD_STATES

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


async def sold_orders(store: StoreClient, channel: str, start: date, end: date) -> list[Order]:
    """The channel's orders placed in the range and not cancelled, read one by one."""
    criteria = OrderCriteria(channel=channel, date_from=start, date_to=end, state=SOLD_STATES)
    summaries = [order async for order in store.orders.iter_all(limit=100, criteria=criteria)]
    return [await store.orders.get(summary.id) for summary in summaries]


async def test_the_range_before_and_the_top_lists_are_those_of_the_orders(
    store: StoreClient,
) -> None:
    """The figures of the range as long that ends the day before, and the range's five best
    products and customers, each as the orders themselves add up (fixed days: today plays no
    part)."""
    start, end = date(2026, 3, 1), date(2026, 4, 30)  # 61 days
    figures = await store.statistics("WEB", start=start, end=end)
    previous = figures.previous
    assert previous is not None
    assert (previous.start, previous.end) == (date(2025, 12, 30), date(2026, 2, 28))
    before = await store.statistics("WEB", start=previous.start, end=previous.end)
    assert previous.model_dump(exclude={"start", "end"}) == before.totals.model_dump()
    assert previous.orders > 0 and figures.totals.orders > 0

    orders = await sold_orders(store, "WEB", start, end)
    assert len(orders) == figures.totals.orders
    spent: dict[int, list[int]] = {}
    for order in orders:
        if order.customer is not None and order.customer.id is not None:
            spent.setdefault(order.customer.id, []).append(order.total or 0)
    ranked = sorted(spent.items(), key=lambda entry: (-sum(entry[1]), entry[0]))[:5]
    assert figures.top_customers is not None
    assert [(c.id, c.orders, c.spent) for c in figures.top_customers] == [
        (key, len(totals), sum(totals)) for key, totals in ranked
    ]
    sold: dict[str | None, list[int]] = {}
    for order in orders:
        for item in order.items:
            product = item.variant.object if item.variant is not None else None
            code = product.code if product is not None else ""
            units_and_sales = sold.setdefault(code, [0, 0])
            units_and_sales[0] += item.quantity
            units_and_sales[1] += item.total or 0
    best = sorted(sold.items(), key=lambda entry: -entry[1][1])[:5]
    assert figures.top_products is not None and len(figures.top_products) == len(best)
    assert [(p.code, p.units, p.sales) for p in figures.top_products] == [
        (code, units, amount) for code, (units, amount) in best
    ]
