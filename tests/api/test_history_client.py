"""The client's side of who did what (docs/api.md section 15): typed histories, notes, profiles and
search on the reference server; this workstation's own record where a server keeps no history;
each feature missing, and refused before sending, on Sylius stores."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import httpx
import pytest

from storeadmin_gui.api import (
    Capabilities,
    Feature,
    ServerIdentity,
    ServerKind,
    StoreClient,
    VariantPatch,
    VariantUpdate,
    errors,
)
from storeadmin_gui.api.kinds.sylius_admin_api import generations as admin_api
from storeadmin_gui.api.kinds.sylius_api_platform import generations as api_platform
from storeadmin_gui.backend.app import create_app
from storeadmin_gui.backend.settings import Settings
from tests.support.stores import fast_settings

from .conftest import BASE_URL, DEMO_AUTH, SHIRT, sellable_variant

pytestmark = pytest.mark.anyio

SECTION_15 = [Feature.HISTORY, Feature.NOTES, Feature.CUSTOMER_PROFILES, Feature.SEARCH]


async def test_a_price_change_reads_back_as_a_typed_entry(store: StoreClient) -> None:
    variant = await sellable_variant(store)
    old = variant.channel_pricings["WEB"].price
    assert variant.version is not None  # the reference server versions every variant
    await store.variants.update(
        SHIRT,
        variant.code,
        VariantUpdate(version=variant.version, channel_pricings={"WEB": "7.25"}),
    )
    assert await store.history.kept_by_server()
    (entry,) = (await store.history.of_variant(SHIRT, variant.code)).items
    assert entry.user.name == "Demo Administrator" and entry.at is not None
    (change,) = entry.changes
    assert change.channel_price == "WEB"
    assert (change.before, change.after) == (old, 725)


async def test_notes_profile_and_search_through_the_client(store: StoreClient) -> None:
    order = (await store.orders.list(limit=1, criteria={"state": "pending"})).items[0]
    note = await store.orders.notes.add(order.id, "Customer called about delivery.")
    assert [n.body for n in (await store.orders.notes.list(order.id)).items] == [note.body]
    with pytest.raises(errors.ValidationFailed) as refused:
        await store.orders.notes.add(order.id, "   ")
    assert "body" in refused.value.field_errors
    await store.orders.notes.delete(order.id, note.id)
    assert (await store.orders.notes.list(order.id)).items == []
    actions = [e.action for e in (await store.history.of_order(order.id)).items]
    assert actions == ["note_deleted", "note_added"]
    assert order.customer is not None and order.customer.id is not None
    profile = await store.customers.profile(order.customer.id)
    assert profile.customer.id == order.customer.id and profile.orders >= 1
    listed = await store.customers.orders(order.customer.id, limit=50)
    assert order.id in [o.id for o in listed.items]
    assert order.number is not None
    found = await store.search(order.number.lstrip("0"))
    assert found.orders is not None and found.orders[0].id == order.id


@pytest.fixture
async def plain_backend(store_settings: Settings) -> AsyncIterator[object]:
    app = create_app(fast_settings(store_settings.database_url, extensions=False))
    async with app.router.lifespan_context(app):
        yield app


def plain_client(app: object, folder: Path) -> StoreClient:
    transport = httpx.ASGITransport(app=app)  # type: ignore[arg-type]
    return StoreClient(BASE_URL, auth=DEMO_AUTH, transport=transport, history_folder=folder)


async def test_without_a_servers_history_the_workstation_keeps_its_own(
    plain_backend: object, tmp_path: Path
) -> None:
    async with plain_client(plain_backend, tmp_path) as client:
        await client.sign_in()
        assert not await client.history.kept_by_server()
        order = (await client.orders.list(limit=1, criteria={"state": "pending"})).items[0]
        variant = await sellable_variant(client)
        await client.variants.patch(SHIRT, variant.code, VariantPatch(on_hand=4))
        with pytest.raises(errors.NotFound):  # the server has no cancel: nothing is kept
            await client.orders.cancel(order.id)
        assert (await client.history.of_order(order.id)).total == 0
    async with plain_client(plain_backend, tmp_path) as again:  # the next session reads it
        await again.sign_in()
        (entry,) = (await again.history.of_variant(SHIRT, variant.code)).items
        assert entry.user.name == DEMO_AUTH.username
        assert [(c.field, c.before, c.after) for c in entry.changes] == [("onHand", None, 4)]
    other = StoreClient("http://other.test", auth=DEMO_AUTH, history_folder=tmp_path)
    async with other:
        assert other.history.local is not None
        assert await other.history.local.page("variant", f"{SHIRT}/{variant.code}", 1, 10) == (
            await other.history.local.page("variant", "nothing", 1, 10)
        ), "another connection's record is its own"


@pytest.mark.parametrize(
    "offered",
    [
        *(admin_api.capabilities_of(g) for g in admin_api.GENERATIONS.values()),
        *(api_platform.capabilities_of(g) for g in api_platform.GENERATIONS.values()),
    ],
    ids=lambda offered: offered.label,
)
def test_sylius_stores_offer_none_of_it(offered: Capabilities) -> None:
    assert offered.missing(SECTION_15) == SECTION_15


async def test_a_missing_feature_is_refused_before_anything_is_sent(backend: object) -> None:
    sent: list[httpx.Request] = []
    app_transport = httpx.ASGITransport(app=backend)  # type: ignore[arg-type]

    class Watching(httpx.AsyncBaseTransport):
        async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
            sent.append(request)
            return await app_transport.handle_async_request(request)

    identity = ServerIdentity(ServerKind.SYLIUS_ADMIN_API, "1.5-1.9")
    client = StoreClient(BASE_URL, transport=Watching(), server=identity, recognise_server=False)
    async with client:
        for ask in (
            client.search("x"),
            client.orders.notes.list(1),
            client.customers.profile(1),
        ):
            with pytest.raises(errors.NotOffered):
                await ask
    assert sent == []
