"""No list shows a row a filter should have left out: each filter a generation offers, checked
against the stand-in's records filtered by hand; each sort it offers, in the order asked."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from typing import Any

import pytest

from storeadmin_gui.api import ListName, Page, StoreClient, errors
from tests.sylius_v1.records import example_records
from tests.sylius_v1.store import order_totals

from .conftest import LISTING_ORDERS, Store, open_store

pytestmark = pytest.mark.anyio


async def every(fetch: Any) -> list[Any]:
    """Every row of a list, page after page (pages of 5, so the lists page)."""
    rows: list[Any] = []
    page: Page[Any] | None = await fetch(1)
    while page is not None:
        rows += page.items
        page = await page.next_page()
    return rows


def listed_variants(store: Store, product: str) -> list[dict[str, Any]]:
    """A product's variants as the grid lists them: with a name in the store's locale."""
    product_id = next(p["id"] for p in store.state.records["products"] if p["code"] == product)
    return [
        v
        for v in store.state.records["variants"]
        if v["product"] == product_id and "en_US" in v["translations"]
    ]


@pytest.mark.parametrize(("field", "text"), [("name", "BLUE"), ("code", "_l_"), ("name", "XL b")])
async def test_variant_filters(store: Store, field: str, text: str) -> None:
    rows = await every(
        lambda n: store.client.variants.list("TSHIRT", page=n, limit=5, criteria={field: text})
    )
    key = "code" if field == "code" else None
    expected = {
        v["code"]
        for v in listed_variants(store, "TSHIRT")
        if text.lower() in (v["code"] if key else v["translations"]["en_US"]["name"]).lower()
    }
    assert expected and {row.code for row in rows} == expected


async def test_variants_sort_by_position(store: Store) -> None:
    rows = await every(
        lambda n: store.client.variants.list(
            "TSHIRT", page=n, limit=5, sorting={"position": "desc"}
        )
    )
    assert [r.position for r in rows] == sorted((r.position for r in rows), reverse=True)
    assert len(rows) == len(listed_variants(store, "TSHIRT"))


def carts(store: Store) -> list[dict[str, Any]]:
    return [o for o in store.state.records["orders"] if o["state"] == "cart"]


def email_of(store: Store, order: dict[str, Any]) -> str:
    customer = store.state.get("customers", order["customer"])
    return str(customer["email"]) if customer else ""


@pytest.mark.parametrize(
    "criteria", [{"customer": "ADA"}, {"channel": "WEB_EU"}, {"channel": "WEB"}, {"customer": "o"}]
)
async def test_cart_filters(store: Store, criteria: dict[str, str]) -> None:
    rows = await every(lambda n: store.client.carts.summaries(page=n, limit=5, criteria=criteria))
    channels = {c["id"]: c["code"] for c in store.state.records["channels"]}
    expected = {
        cart["id"]
        for cart in carts(store)
        if criteria.get("customer", "").lower() in email_of(store, cart).lower()
        and criteria.get("channel", channels[cart["channel"]]) == channels[cart["channel"]]
    }
    assert {row.id for row in rows} == expected


def placed(store: Store) -> list[dict[str, Any]]:
    return [o for o in store.state.records["orders"] if o["state"] != "cart"]


def customer_matches(store: Store, order: dict[str, Any], text: str) -> bool:
    """The order grid's customer filter: the e-mail, first or last name contains the text."""
    customer = store.state.get("customers", order["customer"]) or {}
    fields = (customer.get("email"), customer.get("firstName"), customer.get("lastName"))
    return any(text.lower() in (value or "").lower() for value in fields)


ORDER_FILTERS: list[dict[str, Any]] = [
    {"number": "00000001"},
    {"customer": "bob@"},
    {"channel": "WEB_GB"},
    {"channel": "NOWHERE"},
    {"date_from": date(2024, 3, 5), "date_to": date(2024, 3, 9)},
    {"date_to": date(2024, 3, 4)},
    {"channel": "WEB_US", "customer": "ada"},
]


@pytest.mark.parametrize("criteria", ORDER_FILTERS)
async def test_order_filters(orders_store: Store, criteria: dict[str, Any]) -> None:
    store = orders_store
    rows = await every(lambda n: store.client.orders.summaries(page=n, limit=5, criteria=criteria))
    channels = {c["id"]: c["code"] for c in store.state.records["channels"]}

    def keeps(order: dict[str, Any]) -> bool:
        day = date.fromisoformat(order["checkoutCompletedAt"][:10])
        return (
            criteria.get("number", "") in order["number"]
            and customer_matches(store, order, criteria.get("customer", ""))
            and criteria.get("channel", channels[order["channel"]]) == channels[order["channel"]]
            and criteria.get("date_from", day) <= day <= criteria.get("date_to", day)
        )

    assert {row.id for row in rows} == {order["id"] for order in placed(store) if keeps(order)}


@pytest.mark.parametrize("field", ["number", "total", "checkout_completed_at"])
async def test_order_sorts(orders_store: Store, field: str) -> None:
    store = orders_store
    rows = await every(
        lambda n: store.client.orders.summaries(page=n, limit=5, sorting={field: "asc"})
    )
    by_id = {order["id"]: order for order in placed(store)}
    key: Callable[[dict[str, Any]], Any] = {
        "number": lambda o: o["number"],
        "total": lambda o: order_totals(o)["total"],
        "checkout_completed_at": lambda o: o["checkoutCompletedAt"],
    }[field]
    listed = [key(by_id[row.id]) for row in rows]
    assert listed == sorted(listed) and len(listed) == len(by_id)


@pytest.mark.parametrize("field", ["last_name", "email", "created_at"])
async def test_customer_sorts(store: Store, field: str) -> None:
    client: StoreClient = store.client
    rows = await every(lambda n: client.customers.list(page=n, limit=3, sorting={field: "desc"}))
    wire = {"last_name": "lastName", "email": "email", "created_at": "createdAt"}[field]
    by_id = {c["id"]: c for c in store.state.records["customers"]}
    listed = [(by_id[row.id][wire] or "").lower() for row in rows]
    assert listed == sorted(listed, reverse=True) and len(rows) == len(by_id)


async def test_a_customer_search_is_refused_since_the_index_has_no_filter(store: Store) -> None:
    """The admin API's customer index sorts but filters nothing: a search would list everyone."""
    with pytest.raises(errors.NotOffered):
        await store.client.customers.list(criteria={"query": "ada"})
    offered = await store.client.capabilities()
    assert offered.filters(ListName.CUSTOMERS) == frozenset()
    assert "last_name" in offered.sorts(ListName.CUSTOMERS)


async def test_every_admin_user_is_listed_in_pages(store: Store) -> None:
    rows = await every(lambda n: store.client.users.list(page=n, limit=2))
    assert {row.id for row in rows} == {u["id"] for u in store.state.records["adminUsers"]}


@pytest.mark.parametrize("generation", LISTING_ORDERS)
async def test_a_day_filter_takes_the_whole_last_day(generation: str) -> None:
    """The grid's default end of day is 23:59: an order at 23:59:30 belongs to that day too."""
    records = example_records()
    late = next(o for o in records["orders"] if o["number"] == "000000003")
    late["checkoutCompletedAt"] = "2024-03-04T23:59:30+0000"
    async with open_store(generation, records) as store:
        page = await store.client.orders.summaries(
            criteria={"date_from": date(2024, 3, 4), "date_to": date(2024, 3, 4)}
        )
        assert [row.number for row in page.items] == ["000000003"]
