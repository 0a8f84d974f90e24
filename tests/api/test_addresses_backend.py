"""An order's addresses as the reference server sends them (the contract's snake_case objects)
read into the typed ``Address``: each postal field, nothing of the server's bookkeeping."""

from __future__ import annotations

import pytest
from sqlalchemy.orm import Session

from storeadmin_gui.api import Address, Order, StoreClient
from storeadmin_gui.backend.db import make_engine
from storeadmin_gui.backend.models.sales import Order as StoredOrder
from storeadmin_gui.backend.settings import Settings

pytestmark = pytest.mark.anyio


async def test_a_placed_orders_addresses_read_field_by_field(
    store: StoreClient, store_settings: Settings
) -> None:
    placed = await store.orders.list(limit=1, criteria={"state": "pending"})
    order = await store.orders.get(placed.items[0].id)
    engine = make_engine(store_settings.database_url)
    try:
        with Session(engine) as session:
            stored = session.get(StoredOrder, order.id)
            assert stored is not None
            shipping, billing = stored.shipping_address, stored.billing_address
    finally:
        engine.dispose()
    assert shipping and billing
    for address, sent in ((order.shipping_address, shipping), (order.billing_address, billing)):
        assert isinstance(address, Address)
        assert (address.first_name, address.last_name) == (sent["first_name"], sent["last_name"])
        assert (address.street, address.postcode, address.city) == (
            sent["street"],
            sent["postcode"],
            sent["city"],
        )
        assert address.country_code == sent["country_code"]
        assert address.phone_number == sent.get("phone_number")
        assert address.other_fields == {}


def test_an_address_keeps_what_the_contract_does_not_name_but_not_bookkeeping() -> None:
    order = Order.model_validate(
        {
            "id": 7,
            "shipping_address": {
                "id": 3,
                "created_at": "2026-03-04T05:06:07+0000",
                "first_name": "Ada",
                "last_name": "",
                "postcode": 8008,
                "city": "Zürich",
                "vat_number": "CHE-123",
                "_links": {"self": {"href": "/addresses/3"}},
            },
            "billing_address": {},
        }
    )
    address = order.shipping_address
    assert address is not None
    assert (address.first_name, address.last_name) == ("Ada", None)
    assert (address.postcode, address.city) == ("8008", "Zürich")  # a number sent: read as text
    assert address.other_fields == {"vat_number": "CHE-123"}
    assert order.billing_address is None  # an empty object is no address
