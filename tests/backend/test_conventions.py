"""Conventions every endpoint shares (docs/api.md sections 1, 3 and 4), over HTTP."""

from __future__ import annotations

import re

import httpx
import pytest
from fastapi import FastAPI
from fastapi.routing import APIRoute

from storeadmin_gui.backend.routing import declared_routes

from .conftest import obtain_token

pytestmark = pytest.mark.anyio

VARIANTS = "/api/v1/products/EVERYDAY_TSHIRT/variants/"


async def test_unknown_route(client: httpx.AsyncClient) -> None:
    response = await client.get("/api/v1/x")
    assert response.status_code == 404
    assert response.json() == {"code": 404, "message": 'No route found for "GET /api/v1/x"'}


async def test_wrong_method(client: httpx.AsyncClient) -> None:
    response = await client.post("/api/v1/channels/WEB", json={})
    assert response.status_code == 405
    assert response.json() == {"code": 405, "message": "Method Not Allowed"}


async def test_collection_paths_work_without_trailing_slash_and_no_redirect(
    client: httpx.AsyncClient,
) -> None:
    response = await client.get("/api/v1/channels")
    assert response.status_code == 200 and response.json()["total"] == 3
    assert response.json()["_links"]["self"]["href"] == "/api/v1/channels?page=1&limit=10"
    item = await client.get("/api/v1/channels/WEB/")
    assert item.status_code == 200


def _contract_routes(app: FastAPI) -> list[APIRoute]:
    return [
        route
        for route in declared_routes(app.routes)
        if isinstance(route, APIRoute) and route.path.startswith("/api/v1/")
    ]


def _other_slash_form(path: str) -> str:
    return path[:-1] if path.endswith("/") else path + "/"


async def test_every_route_answers_the_same_in_its_other_slash_form(
    app: FastAPI, client: httpx.AsyncClient
) -> None:
    """Each /api/v1 path and its other slash form get the same answer for every method: status,
    Allow and body, but for the path itself, which links and messages give as the client wrote it.
    Path parameters name nothing stored, so no request changes the store."""
    routes = _contract_routes(app)
    assert len(routes) >= 40
    for route in routes:
        path = re.sub(r"\{\w+\}", "0", route.path)
        other = _other_slash_form(path)
        for method in ("GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"):
            body: dict[str, object] | None = {} if method in ("POST", "PUT", "PATCH") else None
            registered = await client.request(method, path, json=body)
            answer = await client.request(method, other, json=body)
            expected = re.sub(re.escape(path) + '(?=[?"])', other, registered.text)
            assert (answer.status_code, answer.headers.get("allow"), answer.text) == (
                registered.status_code,
                registered.headers.get("allow"),
                expected,
            ), f"{method} {other}"
    methods_served = {
        (route.path, method) for route in routes for method in route.methods or set[str]()
    }
    assert ("/api/v1/orders/", "GET") in methods_served  # the lists were among them


async def test_other_slash_forms_keep_the_unknown_unknown(client: httpx.AsyncClient) -> None:
    for path in ("/api/v1/x/", "/api/v1/", "/api/v1", "/api/v1/orders//", "/api/oauth/v2/token/"):
        response = await client.get(path)
        assert response.status_code == 404, path
        assert response.json() == {"code": 404, "message": f'No route found for "GET {path}"'}


async def test_other_slash_form_under_a_root_path(app: FastAPI) -> None:
    """Behind a proxy that mounts the store under a prefix, both forms are served there too."""
    transport = httpx.ASGITransport(app=app, root_path="/shop")
    async with httpx.AsyncClient(transport=transport, base_url="http://store.test/shop") as http:
        token = await obtain_token(http)
        http.headers["Authorization"] = f"Bearer {token['access_token']}"
        listed = await http.get("/api/v1/channels")
        item = await http.get("/api/v1/channels/WEB/")
    assert listed.status_code == 200
    assert listed.json()["_links"]["self"]["href"].startswith("/shop/api/v1/channels?")
    assert item.status_code == 200 and item.json()["code"] == "WEB"


@pytest.mark.parametrize("value", ["0", "-1", "abc", "1.5", "", "9" * 40])
@pytest.mark.parametrize("name", ["page", "limit"])
async def test_bad_page_or_limit_is_page_not_found(
    client: httpx.AsyncClient, name: str, value: str
) -> None:
    response = await client.get(VARIANTS, params={name: value})
    assert response.status_code == 404
    assert response.json() == {"code": 404, "message": "Page Not Found"}


async def test_limit_is_capped_at_one_hundred(client: httpx.AsyncClient) -> None:
    page = (await client.get("/api/v1/users/", params={"limit": 1000})).json()
    assert page["limit"] == 100


async def test_page_beyond_the_last_serves_the_last(client: httpx.AsyncClient) -> None:
    page = (await client.get(VARIANTS, params={"page": 50, "limit": 5})).json()
    assert (page["page"], page["pages"], page["total"]) == (3, 3, 12)
    assert len(page["_embedded"]["items"]) == 2
    assert "next" not in page["_links"]


async def test_empty_collection_has_one_page(client: httpx.AsyncClient) -> None:
    page = (await client.get("/api/v1/users/", params={"criteria[query]": "no-such"})).json()
    assert (page["page"], page["pages"], page["total"]) == (1, 1, 0)


async def test_links_keep_the_clients_query_in_order(client: httpx.AsyncClient) -> None:
    response = await client.get(
        "/api/v1/users/", params={"criteria[query]": "example", "page": 1, "limit": 1}
    )
    links = response.json()["_links"]
    assert links["next"]["href"] == "/api/v1/users/?criteria[query]=example&page=2&limit=1"
    assert links["first"]["href"] == "/api/v1/users/?criteria[query]=example&page=1&limit=1"


@pytest.mark.parametrize(
    "raw",
    [
        b"[" * 100_000,
        b'{"code": ' + b"9" * 5000 + b"}",
        b'{"code": "\xff\xfe"}',
        b'{"code": Infinity}',
        b"\x00\x01",
    ],
)
async def test_garbage_bodies_are_invalid_json(client: httpx.AsyncClient, raw: bytes) -> None:
    response = await client.post(VARIANTS, content=raw)
    assert response.status_code == 400
    assert response.json() == {"code": 400, "message": "Invalid json message received"}


@pytest.mark.parametrize(
    "body",
    [
        {"code": "ÜNÏCØDÉ_ok", "translations": {"en_US": {"name": "✓ 💡 ünïcode"}}},
        {"code": "X" * 300},
        {"code": "NUL\u0000"},
        {"code": {"nested": {"deeper": [1, 2, {"x": None}]}}},
        {"code": "N1", "position": 2**70},
        {"code": "N2", "onHand": 1e308},
        {"code": "N3", "channelPricings": {"WEB": {"price": "1e400"}}},
        {"code": "N4", "optionValues": {"tshirt_size": ["tshirt_size_s"]}},
        {"code": "N5", "channelPricings": [1, 2]},
        {"code": "N6", "translations": {"en_US": []}},
    ],
)
async def test_odd_input_never_fails_the_server(
    client: httpx.AsyncClient, body: dict[str, object]
) -> None:
    response = await client.post(VARIANTS, json=body)
    assert response.status_code in (201, 400), response.text
    assert response.headers["content-type"] == "application/json"


async def test_token_endpoint_survives_garbage(anon_client: httpx.AsyncClient) -> None:
    for raw in (b"{", b"[]", b"\xff", b"grant_type=password&client_id=" + b"%" * 10):
        response = await anon_client.post("/api/oauth/v2/token", content=raw)
        assert response.status_code == 400


async def test_openapi_document_has_stable_operation_ids(app: FastAPI) -> None:
    document = app.openapi()
    operation_ids = {
        operation["operationId"]
        for methods in document["paths"].values()
        for operation in methods.values()
    }
    assert {
        "obtain_token",
        "create_product_variant",
        "list_product_variants",
        "get_product_variant",
        "replace_product_variant",
        "update_product_variant",
        "delete_product_variant",
        "list_users",
        "create_user",
        "request_password_reset",
        "list_channels",
    } <= operation_ids
    create = document["paths"]["/api/v1/products/{productCode}/variants/"]["post"]
    assert "code" in create["requestBody"]["content"]["application/json"]["schema"]["properties"]
