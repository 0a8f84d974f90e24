"""``Settings.extensions`` off (``storeadmin-server --without-extensions``): the server answers as
one that serves only the contract, so a client's "server without these endpoints" case can be
tried against the real backend (docs/api.md section 11)."""

from __future__ import annotations

import dataclasses
from collections.abc import AsyncIterator
from pathlib import Path

import httpx
import pytest
from fastapi import FastAPI

from storeadmin_gui.backend.app import create_app
from storeadmin_gui.backend.settings import Settings
from tests.backend.server_process import running_server

pytestmark = pytest.mark.anyio


@pytest.fixture
async def app(settings: Settings) -> AsyncIterator[FastAPI]:
    """The demo store served with the extensions off (``client`` speaks to this one)."""
    application = create_app(dataclasses.replace(settings, extensions=False))
    async with application.router.lifespan_context(application):
        yield application


@pytest.fixture
def plain(client: httpx.AsyncClient) -> httpx.AsyncClient:
    return client


async def an_order_id(http: httpx.AsyncClient) -> int:
    page = (await http.get("/api/v1/orders/", params={"criteria[state]": "pending"})).json()
    order_id: int = page["_embedded"]["items"][0]["id"]
    return order_id


async def test_the_extension_paths_are_unknown_routes(plain: httpx.AsyncClient) -> None:
    order_id = await an_order_id(plain)
    order = (await plain.get(f"/api/v1/orders/{order_id}")).json()
    requests = [
        ("PUT", f"/api/v1/orders/{order_id}/cancel"),
        ("PUT", f"/api/v1/orders/{order_id}/shipments/{order['shipments'][0]['id']}/ship"),
        ("PUT", f"/api/v1/orders/{order_id}/payments/{order['payments'][0]['id']}/complete"),
        ("GET", "/api/v1/product-variants/"),
        ("GET", "/api/v1/statistics/?channel=WEB"),
    ]
    for method, target in requests:
        response = await plain.request(method, target)
        path = target.split("?")[0]
        assert response.status_code == 404, target
        assert response.json() == {"code": 404, "message": f'No route found for "{method} {path}"'}
    assert (await plain.get(f"/api/v1/orders/{order_id}")).json() == order  # nothing happened
    document = (await plain.get("/openapi.json")).json()
    operations = {op["operationId"] for ops in document["paths"].values() for op in ops.values()}
    assert operations.isdisjoint(
        {
            "cancel_order",
            "ship_shipment",
            "complete_payment",
            "list_all_product_variants",
            "get_statistics",
        }
    )


async def test_order_filters_beyond_the_contract_are_unknown_criteria(
    plain: httpx.AsyncClient,
) -> None:
    everything = (await plain.get("/api/v1/orders/", params={"limit": 100})).json()
    for criteria in (
        {"criteria[payment_state]": "paid"},
        {"criteria[shipping_state]": "shipped"},
        {"criteria[date_from]": "2030-01-01"},
        {"criteria[date_to]": "not a date"},
    ):
        filtered = (await plain.get("/api/v1/orders/", params={"limit": 100, **criteria})).json()
        assert filtered["total"] == everything["total"], criteria  # ignored, as unknown ones are
    assert (await plain.get("/api/v1/orders/", params={"criteria[state]": "new"})).json()[
        "total"
    ] == 0
    sorted_by_checkout = await plain.get(
        "/api/v1/orders/", params={"sorting[checkout_completed_at]": "desc"}
    )
    assert sorted_by_checkout.json() == {
        "code": 400,
        "message": 'Unknown sorting field "checkout_completed_at".',
    }


def test_the_server_command_switches_them_off(tmp_path: Path) -> None:
    database = f"sqlite:///{tmp_path / 'plain.db'}"
    with running_server(database, "--without-extensions") as server:
        headers = {"Authorization": f"Bearer {server.token()}"}
        with httpx.Client(base_url=server.url, headers=headers, timeout=30) as http:
            assert http.get("/api/v1/product-variants/").status_code == 404
            assert http.put("/api/v1/orders/1/cancel").status_code == 404
            assert http.get("/api/v1/products/EVERYDAY_TSHIRT/variants/").status_code == 200
