"""``Capabilities`` carries the signed-in staffer's role: each demo staffer is offered what its
role permits, and what the server refuses it with 403 is exactly what is not offered, told apart
from what the server lacks."""

from __future__ import annotations

import dataclasses

import pytest
from fastapi import FastAPI

from storeadmin_gui.api import Action, Area, Capabilities, Feature, Permissions, errors
from storeadmin_gui.api.capabilities import FEATURE_NEEDS
from storeadmin_gui.backend.app import create_app
from storeadmin_gui.backend.settings import Settings

from .conftest import client_for, staff

pytestmark = pytest.mark.anyio

ORDER_WRITES = {
    Feature.CREATE_ORDER,
    Feature.DELETE_ORDER,
    Feature.ORDER_ITEMS,
    Feature.CANCEL_ORDER,
    Feature.SHIP_SHIPMENT,
    Feature.COMPLETE_PAYMENT,
    Feature.ORDER_PREVIEW,
}
USER_FEATURES = {
    Feature.USERS,
    Feature.CREATE_USER,
    Feature.DELETE_USER,
    Feature.PASSWORD_RESET,
}
USER_WRITES = USER_FEATURES - {Feature.USERS}
VARIANT_WRITES = {Feature.CREATE_VARIANT, Feature.DELETE_VARIANT}

# Each demo staffer, and what its role refuses of what the reference server has.
REFUSED = {
    "maya.lopez@example.com": ORDER_WRITES
    | USER_FEATURES
    | {Feature.CARTS, Feature.CHANGE_CARTS, Feature.STATISTICS},
    "jon.fisher@example.com": VARIANT_WRITES | USER_FEATURES | {Feature.STATISTICS},
    "rita.vogel@example.com": ORDER_WRITES | USER_WRITES | VARIANT_WRITES | {Feature.CHANGE_CARTS},
    # Only one's own record: nothing but history and search, which show only what one may read.
    "sam.ito@example.com": set(Feature) - {Feature.HISTORY, Feature.SEARCH},
}


async def capabilities_of(backend: FastAPI, username: str) -> Capabilities:
    async with client_for(backend, staff(username)) as client:
        return await client.capabilities()


@pytest.mark.parametrize("username", sorted(REFUSED))
async def test_each_staffer_is_offered_what_its_role_permits(
    backend: FastAPI, username: str
) -> None:
    offered = await capabilities_of(backend, username)
    assert offered.permissions.known
    refused = {feature for feature in Feature if offered.refused_by_role(feature)}
    assert refused == REFUSED[username]
    assert set(offered.missing(Feature)) == refused
    assert not offered.complete
    for feature in Feature:
        assert offered.offers(feature) is (feature not in refused)
        assert offered.permits(*FEATURE_NEEDS[feature]) is (feature not in refused)


async def test_the_administrator_is_offered_everything(backend: FastAPI) -> None:
    async with client_for(backend) as client:
        offered = await client.capabilities()
    assert offered.complete and offered.missing(Feature) == []
    assert not any(offered.refused_by_role(feature) for feature in Feature)


async def test_what_is_not_offered_is_what_the_server_refuses(backend: FastAPI) -> None:
    """The catalog manager reads orders but may not ship, reads no users; the fulfillment
    staffer ships but changes no variant: the offers say what the server then does."""
    async with client_for(backend, staff("maya.lopez@example.com")) as client:
        offered = await client.capabilities()
        assert offered.permits(Area.ORDERS) and not offered.offers(Feature.CANCEL_ORDER)
        order = (await client.orders.list(limit=1)).items[0]
        with pytest.raises(errors.Forbidden):
            await client.orders.cancel(order.id)
        assert not offered.offers(Feature.USERS)
        with pytest.raises(errors.Forbidden):
            await client.users.list(limit=1)
    async with client_for(backend, staff("jon.fisher@example.com")) as client:
        offered = await client.capabilities()
        assert offered.permits(Area.VARIANTS) and not offered.permits(Area.VARIANTS, Action.WRITE)
        assert offered.offers(Feature.SHIP_SHIPMENT) and offered.offers(Feature.CARTS)
        assert (await client.carts.list(limit=1)).items is not None


async def test_a_server_that_does_not_say_offers_all_it_has_and_lacks_are_not_the_roles(
    store_settings: Settings,
) -> None:
    app = create_app(dataclasses.replace(store_settings, extensions=False))
    async with app.router.lifespan_context(app):
        offered = await capabilities_of(app, "rita.vogel@example.com")
    # No GET /me: the role is not known, everything the server has is offered (it still refuses).
    assert not offered.permissions.known
    assert offered.offers(Feature.CREATE_ORDER) and not offered.offers(Feature.CANCEL_ORDER)
    assert not any(offered.refused_by_role(feature) for feature in Feature)
    # Told a read-only role, what the server lacks stays the server's, the rest the role's.
    read_only = dataclasses.replace(
        offered, permissions=Permissions(frozenset({"orders.read", "customers.read"}))
    )
    assert not read_only.offers(Feature.CANCEL_ORDER)
    assert not read_only.refused_by_role(Feature.CANCEL_ORDER)
    assert read_only.refused_by_role(Feature.CREATE_ORDER)
    assert read_only.offers(Feature.CUSTOMERS)


def test_every_feature_names_what_the_role_must_permit() -> None:
    assert set(FEATURE_NEEDS) == set(Feature)
