"""Records read as the contract has them: references named by the codes and names the GUI
shows, orders with their customer, items, adjustments, payments and shipments (with their
states), money in minor units; what the store lacks refused before anything is sent."""

from __future__ import annotations

import pytest

from storeadmin_gui.api import Feature, OrderCreate, errors
from tests.sylius_api_platform.totals import item_numbers, order_numbers

from .conftest import Store

pytestmark = pytest.mark.anyio


async def test_a_variant_reads_with_its_options_categories_and_prices(store: Store) -> None:
    held = store.records["product_variants"]["CAP_BEANIE_M"]
    variant = await store.client.variants.get("CAP_BEANIE", "CAP_BEANIE_M")
    assert variant.code == "CAP_BEANIE_M" and variant.version is not None
    assert [(o.option, o.option_name, o.value_name()) for o in variant.option_values] == [
        ("SIZE", "Size", "M")
    ]
    assert variant.tax_category is not None and variant.tax_category.name == "Standard rate"
    assert variant.shipping_category is not None
    assert variant.shipping_category.code == held["shippingCategory"]
    assert {c: p.price for c, p in variant.channel_pricings.items()} == {
        c: p["price"] for c, p in held["channelPricings"].items()
    }
    assert (variant.on_hand, variant.on_hold, variant.tracked) == (
        held["onHand"],
        held["onHold"],
        held["tracked"],
    )
    with pytest.raises(errors.NotFound):  # a variant of another product
        await store.client.variants.get("MUG_CLASSIC", "CAP_BEANIE_M")


async def test_a_product_reads_with_its_options_and_values_named(store: Store) -> None:
    product = await store.client.products.get("CAP_BEANIE")
    assert product.name == "Beanie"
    (option,) = product.options
    assert (option.code, option.name) == ("SIZE", "Size")
    assert [value.name for value in option.values] == ["S", "M", "L"]


async def test_an_order_reads_whole(store: Store) -> None:
    records = store.records
    token, held = next((t, o) for t, o in records["orders"].items() if o["number"] == "000000012")
    order = await store.client.orders.get(held["id"])  # by id: its token is looked for
    numbers = order_numbers(store.state.store, held)
    assert (order.id, order.number, order.token_value) == (held["id"], "000000012", token)
    assert (order.total, order.items_total, order.currency) == (
        numbers["total"],
        numbers["itemsTotal"],
        held["currencyCode"],
    )
    customer = records["customers"][held["customer"]]
    assert order.customer is not None and order.customer.email == customer["email"]
    assert order.channel is not None and order.channel.code == held["channel"]
    items = [i for i in records["order_items"].values() if i["order"] == token]
    assert [(i.id, i.quantity, i.unit_price) for i in order.items] == [
        (i["id"], i["quantity"], i["unitPrice"]) for i in items
    ]
    for item, raw in zip(order.items, items, strict=True):
        assert item.total == item_numbers(store.state.store, raw)["total"]
        assert item.total == item.quantity * item.unit_price + item.adjustments_total
        assert item.variant is not None and item.variant.code == raw["variant"]
        assert item.variant.object is not None and item.variant.object.name == raw["productName"]
        assert item.variant.options and item.variant.options[0].value
    assert order.total == order.items_total + order.adjustments_total
    (payment,) = order.payments
    (shipment,) = order.shipments
    assert payment.state == records["payments"][payment.id]["state"]
    assert shipment.state == records["shipments"][shipment.id]["state"]
    assert payment.method is not None and payment.method.name
    assert order.shipping_address is not None and order.shipping_address.city


async def test_what_the_store_lacks_is_refused_before_anything_is_sent(store: Store) -> None:
    offered = await store.client.capabilities()
    for feature in (Feature.CARTS, Feature.CREATE_ORDER, Feature.ORDER_ITEMS, Feature.DELETE_ORDER):
        assert not offered.offers(feature)
    assert not offered.versioned_saves and not offered.password_reset_token
    mark = len(store.state.requests)
    with pytest.raises(errors.NotOffered):
        await store.client.carts.list()
    with pytest.raises(errors.NotOffered):
        await store.client.orders.create(OrderCreate(channel="WEB", locale_code="en_US"))
    with pytest.raises(errors.NotOffered):
        await store.client.orders.delete(1)
    with pytest.raises(errors.NotOffered):
        await store.client.orders.items.add(1, variant=1, unit_price=100)
    assert store.requests_since(mark) == []


async def test_an_orders_addresses_read_field_by_field_without_json_ld(store: Store) -> None:
    records = store.records
    held = next(
        order
        for order in records["orders"].values()
        if records["customers"][order["customer"]]["group"] == "wholesale"  # with a company
    )
    order = await store.client.orders.get(held["id"])
    for address, reference in (
        (order.shipping_address, held["shippingAddress"]),
        (order.billing_address, held["billingAddress"]),
    ):
        sent = records["addresses"][reference]
        assert address is not None and address.company == sent["company"] == "Wholesale Co"
        assert (address.first_name, address.last_name) == (sent["firstName"], sent["lastName"])
        assert (address.street, address.postcode, address.city) == (
            sent["street"],
            sent["postcode"],
            sent["city"],
        )
        assert (address.country_code, address.province_name, address.phone_number) == (
            sent["countryCode"],
            sent["provinceName"],
            sent["phoneNumber"],
        )
        assert address.other_fields == {}  # "@id" and "@type" are not the address's
