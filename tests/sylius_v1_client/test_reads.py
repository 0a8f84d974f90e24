"""Every field a Sylius 1.x store sends is read: camelCase orders with their units' adjustments,
addresses, payments and shipments; admin users; option names; channels with their names and the
currency their carts and orders are in (never guessed: unknown stays unknown)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from tests.sylius_v1.records import example_records
from tests.sylius_v1.store import item_totals, order_totals

from .conftest import Store, open_store

pytestmark = pytest.mark.anyio


async def test_an_order_reads_whole(store: Store) -> None:
    record = store.state.find("orders", number="000000004")  # three units, tax and promotion
    assert record is not None
    order = await store.client.orders.get(record["id"])
    totals = order_totals(record)
    assert (order.items_total, order.adjustments_total, order.total) == (
        totals["itemsTotal"],
        totals["adjustmentsTotal"],
        totals["total"],
    )
    assert order.total > 0 and order.currency == record["currencyCode"] == "GBP"
    assert order.number == "000000004" and order.state == "new"
    assert order.checkout_completed_at == datetime.strptime(
        record["checkoutCompletedAt"], "%Y-%m-%dT%H:%M:%S%z"
    ).astimezone(UTC)
    assert order.locale_code == record["localeCode"]
    customer = store.state.get("customers", record["customer"])
    assert customer is not None and order.customer is not None
    assert (order.customer.email, order.customer.first_name, order.customer.last_name) == (
        customer["email"],
        customer["firstName"],
        customer["lastName"],
    )
    assert order.email == customer["email"]
    assert order.channel is not None and order.channel.code == "WEB_GB"
    assert order.shipping_address is not None
    assert order.shipping_address.street == record["shippingAddress"]["street"]
    assert order.shipping_address.country_code == record["shippingAddress"]["countryCode"]
    [item] = order.items
    [stored] = record["items"]
    # The contract's item: its adjustments hold its units' (a tax per unit, a promotion share).
    unit_adjustments = [a for unit in stored["units"] for a in unit["adjustments"]]
    assert unit_adjustments, "the example order has unit adjustments"
    assert len(item.adjustments) == len(stored["adjustments"]) + len(unit_adjustments)
    assert item.total == item_totals(stored)["total"]
    assert item.total == item.quantity * item.unit_price + item.adjustments_total
    assert {a.description for a in item.adjustments} >= {a["label"] for a in unit_adjustments}
    assert len(item.inventory_units) == item.quantity == 3
    assert item.variant is not None and item.variant.object is not None
    assert item.variant.object.code == "TSHIRT"
    assert item.variant.object.name  # the variant's name in the order's locale
    assert {o.value for o in item.variant.options} == {"M", "Red"}
    assert {o.value_in("de_DE") for o in item.variant.options} == {"M", "Rot"}
    assert item.variant.name_in("de_DE") == "T-Shirt M red"
    [payment] = order.payments
    assert payment.state == "completed" and payment.currency_code == "GBP"
    assert payment.method is not None and payment.method.name  # from its translations
    [shipment] = order.shipments
    assert shipment.state == "ready" and shipment.method is not None
    assert order.payment_to_complete is None and order.shipment_to_ship is not None


async def test_an_orders_addresses_read_field_by_field(store: Store) -> None:
    record = store.state.find("orders", number="000000004")
    assert record is not None
    order = await store.client.orders.get(record["id"])
    for address, sent in (
        (order.shipping_address, record["shippingAddress"]),
        (order.billing_address, record["billingAddress"]),
    ):
        assert address is not None
        assert (address.first_name, address.last_name) == (sent["firstName"], sent["lastName"])
        assert (address.street, address.postcode, address.city) == (
            sent["street"],
            sent["postcode"],
            sent["city"],
        )
        assert (address.country_code, address.province_code) == (
            sent["countryCode"],
            sent["provinceCode"],
        )
        assert (address.province_name, address.phone_number) == (
            sent["provinceName"],
            sent["phoneNumber"],
        )
        assert address.other_fields == {}  # its id is the store's bookkeeping, not a line


async def test_order_rows_carry_number_state_and_steps(orders_store: Store) -> None:
    store = orders_store
    page = await store.client.orders.summaries(limit=5)
    placed = sorted(
        (o for o in store.state.records["orders"] if o["state"] != "cart"),
        key=lambda o: o["number"],
        reverse=True,
    )
    assert page.total == len(placed)
    for row, record in zip(page.items, placed, strict=False):
        assert (row.id, row.number, row.state, row.total, row.currency) == (
            record["id"],
            record["number"],
            record["state"],
            order_totals(record)["total"],
            record["currencyCode"],
        )
        assert row.checkout_completed_at is not None
        assert row.customer_email and row.channel_code
        assert [p.state for p in row.payments] == [p["state"] for p in record["payments"]]


async def test_admin_users_read_their_names(store: Store) -> None:
    record = store.state.find("adminUsers", username="api")
    assert record is not None
    user = await store.client.users.get(record["id"])
    assert (user.username, user.email, user.first_name, user.last_name, user.enabled) == (
        "api",
        record["email"],
        record["firstName"],
        record["lastName"],
        True,
    )
    assert user.roles == record["roles"]
    assert user.password is None  # never sent


async def test_an_account_is_found_by_its_email_where_accounts_cannot_be_searched(
    store: Store,
) -> None:
    """The store's user list takes no search: the client looks through it page by page, and
    any case of the address finds the account."""
    found = await store.client.users.find_by_email("CLERK@example.com")
    assert found is not None and found.username == "clerk"
    assert await store.client.users.find_by_email("nobody@example.com") is None


async def test_option_and_value_names_are_read(store: Store) -> None:
    product = await store.client.products.get("TSHIRT")
    names = {option.code: option.name for option in product.options}
    assert names == {"tshirt_size": "Size", "tshirt_color": "Colour"}
    colours = next(o for o in product.options if o.code == "tshirt_color")
    assert [(v.code, v.name) for v in colours.values] == [
        ("red", "Red"),
        ("blue", "Blue"),
        ("black", "Black"),
    ]
    variant = await store.client.variants.get("TSHIRT", "TSHIRT_S_RED")
    assert [value.value_name("en_US") for value in variant.option_values] == ["S", "Red"]


async def test_channels_read_their_names_and_the_currency_of_their_sales(store: Store) -> None:
    channels = [channel async for channel in store.client.channels.iter_all()]
    stored = {c["code"]: c for c in store.state.records["channels"]}
    assert {(c.code, c.name, c.enabled, c.base_currency) for c in channels} == {
        (code, c["name"], c["enabled"], c["baseCurrency"]) for code, c in stored.items()
    }


async def test_a_channel_without_carts_or_orders_has_no_currency_rather_than_a_guess(
    generation: str,
) -> None:
    records = example_records()
    records["orders"] = [o for o in records["orders"] if o["channel"] != 3]  # none in WEB_GB
    async with open_store(generation, records) as store:
        channels = {c.code: c async for c in store.client.channels.iter_all()}
        assert channels["WEB_GB"].base_currency is None
        assert channels["WEB_GB"].name == "UK web store"
        assert channels["WEB_US"].base_currency == "USD"
