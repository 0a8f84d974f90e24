"""Every list pages through the store's hydra collections at the page size asked; its sorts and
filters are those the store's collection declares, each compared with the stand-in's records
filtered by hand, so no list shows a row a filter should have left out; a sort or filter the
store lacks is refused before anything is sent."""

from __future__ import annotations

from datetime import date
from typing import Any

import pytest

from storeadmin_gui.api import ListName, errors

from .conftest import Store

pytestmark = pytest.mark.anyio


async def every(listing: Any, **options: Any) -> list[Any]:
    return [item async for item in listing.iter_all(**options)]


async def test_the_lookups_list_every_record(store: Store) -> None:
    records = store.records
    channels = await every(store.client.channels)
    assert {c.code: c.base_currency for c in channels} == {
        code: r["baseCurrency"] for code, r in records["channels"].items()
    }
    assert {c.code: c.locales for c in channels} == {
        code: r["locales"] for code, r in records["channels"].items()
    }
    assert [x.code for x in await every(store.client.locales)] == list(records["locales"])
    assert {x.code: x.name for x in await every(store.client.tax_categories)} == {
        code: r["name"] for code, r in records["tax_categories"].items()
    }
    assert [x.code for x in await every(store.client.shipping_categories)] == list(
        records["shipping_categories"]
    )
    products = await every(store.client.products, limit=5)  # three pages
    assert [p.code for p in products] == sorted(records["products"])  # by code
    assert {p.code: p.name for p in products} == {
        code: r["translations"]["en_US"]["name"] for code, r in records["products"].items()
    }


async def test_a_products_variants_are_listed_by_position(store: Store) -> None:
    page = await store.client.variants.list("CAP_BEANIE", limit=2)
    assert (page.total, page.pages, page.limit) == (3, 2, 2)
    listed = page.items + (await page.next_page()).items  # type: ignore[union-attr]
    held = [v for v in store.records["product_variants"].values() if v["product"] == "CAP_BEANIE"]
    assert [v.code for v in listed] == [
        v["code"] for v in sorted(held, key=lambda v: v["position"])
    ]
    assert {v.code: v.price("WEB") for v in listed} == {
        v["code"]: v["channelPricings"].get("WEB", {}).get("price") for v in held
    }
    descending = await store.client.variants.list("CAP_BEANIE", sorting={"position": "desc"})
    assert [v.code for v in descending.items] == [v.code for v in reversed(listed)]
    nothing = await store.client.variants.list("NO_SUCH_PRODUCT")
    assert (nothing.total, nothing.items) == (0, [])  # not every variant of the store


async def test_the_whole_catalogue_pages_and_filters_by_product(store: Store) -> None:
    variants = store.records["product_variants"]
    rows = await every(store.client.catalogue, limit=10)
    assert sorted(row.code for row in rows) == sorted(variants)
    for row in rows:
        held = variants[row.code]
        assert row.product_code == held["product"]
        assert row.available == (held["onHand"] - held["onHold"] if held["tracked"] else None)
    mugs = await every(store.client.catalogue, criteria={"product": "MUG_TRAVEL"})
    assert sorted(r.code for r in mugs) == sorted(
        code for code, v in variants.items() if v["product"] == "MUG_TRAVEL"
    )
    assert {r.product_name for r in mugs} == {"Travel mug"}


async def test_variant_searches_are_offered_where_declared(store: Store) -> None:
    offered = await store.client.capabilities()
    mark = len(store.state.requests)
    if store.flavour == "2.x":
        assert offered.filters(ListName.VARIANTS) == {"code", "name"}
        found = await every(store.client.catalogue, criteria={"code": "green"})
        assert sorted(r.code for r in found) == sorted(
            code for code in store.records["product_variants"] if "green" in code.lower()
        )
        named = await store.client.variants.list("MUG_CLASSIC", criteria={"name": "blue"})
        assert [v.code for v in named.items] == ["MUG_CLASSIC_BLUE"]
    else:
        assert offered.filters(ListName.VARIANTS) == set()
        with pytest.raises(errors.NotOffered):
            await store.client.variants.list("MUG_CLASSIC", criteria={"name": "blue"})
        assert store.requests_since(mark) == []  # refused before anything was sent


async def test_orders_page_by_number_and_filter_by_channel_and_day(store: Store) -> None:
    orders = store.records["orders"]
    first = await store.client.orders.summaries()
    assert (first.total, len(first.items), first.pages) == (40, 30, 2)
    rows = await every(store.client.orders, limit=15)
    assert [o.number for o in rows] == sorted((o["number"] for o in orders.values()), reverse=True)
    eu = await every(store.client.orders, criteria={"channel": "EU"})
    assert sorted(o.id for o in eu) == sorted(
        o["id"] for o in orders.values() if o["channel"] == "EU"
    )
    start, end = date(2023, 3, 1), date(2023, 8, 31)
    ranged = await every(
        store.client.orders, criteria={"date_from": start, "date_to": end, "channel": "WEB"}
    )

    def within(order: dict[str, Any]) -> bool:
        day = date.fromisoformat(order["checkoutCompletedAt"][:10])
        return order["channel"] == "WEB" and start <= day <= end

    assert sorted(o.id for o in ranged) == sorted(o["id"] for o in orders.values() if within(o))
    assert ranged  # the range holds orders, the last day's too
    ascending = await store.client.orders.list(sorting={"number": "asc"}, limit=3)
    assert [o.number for o in ascending.items] == ["000000001", "000000002", "000000003"]


@pytest.mark.parametrize(
    ("criteria", "sorting"),
    [
        ({"state": "new"}, None),
        ({"customer": "oliver"}, None),
        ({"number": "0001"}, None),
        ({"payment_state": "paid"}, None),
        (None, {"total": "desc"}),
    ],
)
async def test_an_order_filter_or_sort_the_store_lacks_is_refused_before_sending(
    store: Store, criteria: dict[str, str] | None, sorting: dict[str, str] | None
) -> None:
    mark = len(store.state.requests)
    with pytest.raises(errors.NotOffered):
        await store.client.orders.summaries(criteria=criteria, sorting=sorting)
    assert store.requests_since(mark) == []


async def test_administrators_and_customers_are_listed(store: Store) -> None:
    users = await every(store.client.users)
    assert [(u.id, u.email, u.username) for u in users] == [
        (i, r["email"], r["username"]) for i, r in store.records["administrators"].items()
    ]
    customers = await every(store.client.customers, limit=3)
    held = store.records["customers"]
    assert sorted(c.id for c in customers) == sorted(held)
    assert {c.id: c.user is not None for c in customers} == {
        i: r["user"] is not None for i, r in held.items()
    }
    with pytest.raises(errors.NotOffered):  # a search the store would ignore is never sent
        await store.client.users.list(criteria={"query": "api"})
    with pytest.raises(errors.NotOffered):  # the collection has no search: refused, not sent
        await store.client.customers.list(criteria={"query": "oliver"})
    if store.flavour == "2.x":
        by_email = await store.client.customers.list(sorting={"email": "asc"})
        assert [c.email for c in by_email.items] == sorted(r["email"] for r in held.values())
        for field, wire in (("first_name", "firstName"), ("last_name", "lastName")):
            by_name = await store.client.customers.list(sorting={field: "desc"})
            names = [getattr(c, field) for c in by_name.items if getattr(c, field)]
            assert names == sorted((r[wire] for r in held.values() if r[wire]), reverse=True)
    else:
        with pytest.raises(errors.NotOffered):
            await store.client.customers.list(sorting={"email": "asc"})
