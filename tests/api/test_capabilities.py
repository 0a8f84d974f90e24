"""``StoreClient.capabilities()``: what the reference server offers, with its extensions on and
off, asked once; each list's filters are typed criteria whose fields the server honours."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest
from pydantic import ValidationError

from storeadmin_gui.api import (
    LISTS,
    Capabilities,
    Feature,
    ListName,
    OrderCriteria,
    ServerKind,
    StoreClient,
)
from storeadmin_gui.backend.app import create_app
from storeadmin_gui.backend.settings import Settings
from tests.support.stores import fast_settings

from .conftest import client_for

pytestmark = pytest.mark.anyio


@pytest.fixture
async def plain_store(store_settings: Settings) -> AsyncIterator[StoreClient]:
    app = create_app(fast_settings(store_settings.database_url, extensions=False))
    async with app.router.lifespan_context(app), client_for(app) as client:
        await client.sign_in()
        yield client


async def test_the_reference_server_offers_every_feature_list_sort_and_filter(
    store: StoreClient,
) -> None:
    offered = await store.capabilities()
    assert offered.kind is ServerKind.REFERENCE and offered.versioned_saves
    assert offered.idempotency_keys
    assert offered.missing(Feature) == []
    for name, spec in LISTS.items():
        assert offered.sorts(name) == set(spec.sorts), name
        assert offered.filters(name) == {f.field for f in spec.filters}, name
    assert await store.capabilities() is offered  # asked once per client


async def test_without_the_extensions_their_features_filters_and_lists_are_missing(
    plain_store: StoreClient,
) -> None:
    offered = await plain_store.capabilities()
    assert not offered.idempotency_keys
    assert offered.missing(Feature) == [
        Feature.CANCEL_ORDER,
        Feature.SHIP_SHIPMENT,
        Feature.COMPLETE_PAYMENT,
        Feature.ORDER_PREVIEW,
        Feature.CATALOGUE,
        Feature.STATISTICS,
        Feature.STATE_LISTS,
        Feature.HISTORY,
        Feature.NOTES,
        Feature.CUSTOMER_PROFILES,
        Feature.SEARCH,
    ]
    assert not offered.has_list(ListName.CATALOGUE)
    assert "payment_state" not in offered.filters(ListName.ORDERS)
    assert "checkout_completed_at" not in offered.sorts(ListName.ORDERS)
    assert {"state", "number", "customer", "channel"} <= offered.filters(ListName.ORDERS)
    # What the server really honours: a filter it ignores would list every order.
    every = (await plain_store.orders.summaries(limit=1)).total
    ignored = await plain_store.orders.summaries(limit=1, criteria={"payment_state": "paid"})
    assert ignored.total == every


def test_criteria_are_typed_and_know_what_was_chosen() -> None:
    criteria = OrderCriteria(state="pending", number="", channel=None)
    assert criteria.chosen() == {"state": "pending"}
    remembered = {"state": "fulfilled", "gone": "x", "number": ""}
    assert OrderCriteria.from_values(remembered).chosen() == {"state": "fulfilled"}
    with pytest.raises(ValidationError):
        OrderCriteria(colour="red")  # type: ignore[call-arg]
    assert Capabilities.reference().offers(Feature.ORDER_ITEMS)
