"""What each generation offers, and an operation it lacks refused before anything is sent."""

from __future__ import annotations

from collections.abc import Awaitable, Callable

import pytest

from storeadmin_gui.api import (
    Feature,
    ListName,
    OrderCreate,
    StoreClient,
    TranslationInput,
    UserUpdate,
    VariantCreate,
    VariantPatch,
    errors,
)
from tests.sylius_v1 import create_app

from .conftest import Store, client_for

pytestmark = pytest.mark.anyio

NEVER = {
    Feature.CREATE_ORDER,
    Feature.DELETE_ORDER,
    Feature.ORDER_ITEMS,
    Feature.ORDER_PREVIEW,
    Feature.PASSWORD_RESET,
    Feature.CATALOGUE,
    Feature.STATISTICS,
    Feature.STATE_LISTS,
    # docs/api.md section 15: who did what, notes, profiles, one search (the reference server's)
    Feature.HISTORY,
    Feature.NOTES,
    Feature.CUSTOMER_PROFILES,
    Feature.SEARCH,
}


async def test_every_generation_offers_the_same_operations(store: Store) -> None:
    offered = await store.client.capabilities()
    assert set(offered.missing(Feature)) == NEVER
    assert not offered.has_list(ListName.CATALOGUE)
    assert offered.has_list(ListName.ORDERS) is (store.generation != "1.0-1.4")
    assert offered.sorts(ListName.VARIANTS) == {"position"}
    assert offered.filters(ListName.VARIANTS) == {"code", "name"}
    assert offered.filters(ListName.USERS) == set()  # no search: every admin would come back
    assert offered.sorts(ListName.USERS) == set()
    assert offered.filters(ListName.CUSTOMERS) == set()
    assert "state" not in offered.filters(ListName.ORDERS)  # the order grid has none
    assert "id" not in offered.sorts(ListName.ORDERS)  # nor an id field
    assert not offered.can_write("variant", "position")
    assert offered.can_write("variant", "on_hand")
    assert not offered.can_write("user", "roles")
    assert offered.can_write("user", "username") and offered.can_write("user", "locale_code")
    assert all(s.max_page_size <= 100 for s in offered.lists.values())


class NameRemoval(VariantPatch):
    """A change that removes a name in a locale (the variant editor's remove button)."""

    translations: dict[str, TranslationInput | None] | None = None  # type: ignore[assignment]


Call = Callable[[StoreClient], Awaitable[object]]
REFUSED: dict[str, Call] = {
    "create an order": lambda c: c.orders.create(
        OrderCreate(channel="WEB_US", locale_code="en_US")
    ),
    "delete an order": lambda c: c.orders.delete(1),
    "add an order item": lambda c: c.orders.items.add(1, variant=1, unit_price=100),
    "remove an order item": lambda c: c.orders.items.remove(1, 1),
    "preview a change": lambda c: c.orders.items.preview_remove(1, 1),
    "reset a password": lambda c: c.users.request_password_reset("api"),
    "the statistics": lambda c: c.statistics("WEB_US"),
    "the whole catalogue": lambda c: c.catalogue.list(),
    "search the users": lambda c: c.users.list(criteria={"query": "api"}),
    "sort variants by code": lambda c: c.variants.list("TSHIRT", sorting={"code": "asc"}),
    "sort orders by id": lambda c: c.carts.list(sorting={"id": "desc"}),
    "filter orders by state": lambda c: c.carts.list(criteria={"state": "new"}),
    "set a variant's position": lambda c: c.variants.patch(
        "TSHIRT", "TSHIRT_S_RED", VariantPatch(position=3)
    ),
    "create a variant at a position": lambda c: c.variants.create(
        "TSHIRT", VariantCreate(code="X", position=2)
    ),
    "remove a variant's name": lambda c: c.variants.patch(
        "TSHIRT", "TSHIRT_S_RED", NameRemoval.model_validate({"translations": {"de_DE": None}})
    ),
    "give a user roles": lambda c: c.users.patch(1, UserUpdate(roles=["ROLE_API_ACCESS"])),
}


@pytest.mark.parametrize("what", sorted(REFUSED))
async def test_what_the_server_lacks_fails_before_sending(store: Store, what: str) -> None:
    sent = len(store.state.requests)
    with pytest.raises(errors.NotOffered):
        await REFUSED[what](store.client)
    assert store.requests_since(sent) == []


async def test_the_orders_list_of_an_early_store_is_refused_before_sending() -> None:
    app = create_app("1.0-1.4")
    async with client_for(app) as client:
        await client.sign_in()
        sent = len(app.state.sylius.requests)
        with pytest.raises(errors.NotOffered):
            await client.orders.summaries(limit=1)
        assert app.state.sylius.requests[sent:] == []
        order = await client.orders.get(1)  # one order is read all the same
        assert order.number == "000000001"


async def test_one_feature_asked_alone_is_answered_without_a_request(store: Store) -> None:
    """What the Overview asks first: a generation knows it lacks the statistics."""
    mark = len(store.state.requests)
    offer = await store.client.offer(Feature.STATISTICS)
    assert offer.missing([Feature.STATISTICS]) == [Feature.STATISTICS]
    assert not offer.refused_by_role(Feature.STATISTICS) and offer.label.startswith("Sylius 1.")
    assert store.requests_since(mark) == []
