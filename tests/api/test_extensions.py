"""``StoreClient.extensions()``: which features beyond the contract a server offers, asked once,
against the real backend with them on and off, and against answers only other servers give."""

from __future__ import annotations

import asyncio
import gc
import warnings
from collections.abc import AsyncIterator

import httpx
import pytest

from storeadmin_gui.api import Extension, ServerExtensions, StoreClient, errors
from storeadmin_gui.backend.app import create_app
from storeadmin_gui.backend.settings import Settings
from tests.support.stores import fast_settings

from .conftest import client_for
from .scripted import ScriptedServer, page_of, scripted_client

pytestmark = pytest.mark.anyio

FEATURES = tuple(Extension)


@pytest.fixture
async def plain_store(store_settings: Settings) -> AsyncIterator[StoreClient]:
    """The demo store on a backend with the extensions switched off."""
    app = create_app(fast_settings(store_settings.database_url, extensions=False))
    async with app.router.lifespan_context(app), client_for(app) as client:
        await client.sign_in()
        yield client


async def test_the_reference_backend_offers_everything_and_nothing_changes(
    store: StoreClient,
) -> None:
    before = [order async for order in store.orders.iter_all()]
    offered = await store.extensions()
    assert offered == ServerExtensions.everything()
    assert offered.complete and offered.missing() == []
    assert all(offered.offers(feature) for feature in FEATURES)
    assert [order async for order in store.orders.iter_all()] == before  # the probes wrote nothing


async def test_with_the_extensions_off_nothing_is_offered_and_each_says_why(
    plain_store: StoreClient,
) -> None:
    offered = await plain_store.extensions()
    assert not any(offered.offers(feature) for feature in FEATURES)
    # The client names WHAT is missing; the sentences a person reads are the GUI's, translated.
    assert offered.missing() == [
        Extension.CANCEL_ORDER,
        Extension.SHIP_SHIPMENT,
        Extension.COMPLETE_PAYMENT,
        Extension.ORDER_FILTERS,
        Extension.CATALOGUE,
        Extension.STATISTICS,
        Extension.ORDER_PREVIEW,
        Extension.HISTORY,
        Extension.NOTES,
        Extension.CUSTOMER_PROFILES,
        Extension.SEARCH,
    ]
    assert not offered.complete
    assert not hasattr(offered, "reason")
    page = await plain_store.orders.summaries(limit=1)  # the contract's own features still work
    assert page.total > 0
    with pytest.raises(errors.NotFound) as missing:
        await plain_store.orders.cancel(page.items[0].id)
    assert str(missing.value).startswith("No route found")


def _json_404(message: str) -> httpx.Response:
    return httpx.Response(404, json={"code": 404, "message": message})


async def test_a_record_404_means_offered_a_route_404_or_405_missing() -> None:
    server = ScriptedServer()
    server.on("PUT", "/api/v1/orders/0/cancel", _json_404('The "order" has not been found'))
    server.on("PUT", "/api/v1/orders/0/shipments/0/ship", httpx.Response(405))
    server.on(
        "PUT",
        "/api/v1/orders/0/payments/0/complete",
        httpx.Response(404, text="<html>Not Found</html>", headers={"content-type": "text/html"}),
    )
    server.on("GET", "/api/v1/orders/", httpx.Response(500, json={"code": 500, "message": "x"}))
    server.on("GET", "/api/v1/product-variants/", httpx.Response(200, json=page_of([])))
    server.on(
        "GET",
        "/api/v1/statistics/",
        httpx.Response(400, json={"code": 400, "message": "Validation Failed", "errors": {}}),
    )
    async with scripted_client(server) as client:
        offered = await client.extensions()
    assert offered == ServerExtensions(
        cancel_order=True,
        ship_shipment=False,
        complete_payment=False,
        order_filters=False,  # the sort field refused
        catalogue=True,
        statistics=True,
        order_preview=False,  # not scripted: no route
    )
    (listed,) = server.sent("GET", "/api/v1/orders/")
    assert listed.url.params["sorting[checkout_completed_at]"] == "desc"


async def test_a_server_that_cannot_answer_the_question_raises() -> None:
    busy = ScriptedServer()
    busy.on("GET", "/api/v1/statistics/", httpx.Response(503, headers={"Retry-After": "0"}))
    async with scripted_client(busy) as client:
        with pytest.raises(errors.ServerError):
            await client.extensions()
    refused = ScriptedServer()
    refused.on(
        "GET",
        "/api/v1/product-variants/",
        httpx.Response(401, json={"error": "invalid_grant", "error_description": "Expired."}),
    )
    async with scripted_client(refused) as client:
        with pytest.raises(errors.Unauthorized):
            await client.extensions()
    down = ScriptedServer()
    down.on("PUT", "/api/v1/orders/0/cancel", httpx.ConnectError("refused"))
    async with scripted_client(down) as client:
        with pytest.raises(errors.ServerUnreachable):
            await client.extensions()


async def test_the_question_dropped_before_it_is_sent_leaves_no_request_unsent(
    store: StoreClient,
) -> None:
    """The app quitting while a page asks (the Overview, just after the start): the probes are
    cancelled before any of them runs, and no request is left made but never sent (Python warns
    of such a request when it is collected)."""
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        asking = asyncio.ensure_future(store.extensions())
        await asyncio.sleep(0)  # the probes are tasks now, none has run yet
        asking.cancel()
        with pytest.raises(asyncio.CancelledError):
            await asking
        gc.collect()
    assert [str(warning.message) for warning in caught] == []
