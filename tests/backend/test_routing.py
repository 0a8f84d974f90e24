"""How the app's routes are served (``backend/routing.py``), beyond what every request shows."""

from __future__ import annotations

import concurrent.futures
import dataclasses
import threading
import time
from importlib import import_module

import fastapi.routing
import httpx
import pytest
from fastapi import APIRouter, FastAPI
from fastapi.routing import APIRoute
from starlette.routing import NoMatchFound

from storeadmin_gui.backend.app import ROUTER_PATHS, create_app
from storeadmin_gui.backend.routing import RouteGroup, RouteGroupOnDemand, declared_routes
from storeadmin_gui.backend.settings import Settings
from storeadmin_gui.backend.warmup import warm_up
from tests.backend.conftest import BASE_URL, obtain_token


@pytest.mark.anyio
async def test_endpoint_notes_are_what_fastapi_would_have_read_from_the_source(
    app: FastAPI,
) -> None:
    """The file and line noted ahead for FastAPI's error messages are those it would find itself
    on an endpoint's first request (``inspect.getsourcelines``)."""
    notes = fastapi.routing._endpoint_context_cache
    endpoints = [
        route.dependant.call for route in declared_routes(app.routes) if isinstance(route, APIRoute)
    ]
    assert len(endpoints) >= 40
    for endpoint in endpoints:
        assert endpoint is not None
        noted = {key: value for key, value in notes.pop(id(endpoint)).items() if key != "path"}
        read = fastapi.routing._extract_endpoint_context(endpoint)
        assert noted == read, endpoint.__name__
        assert set(read) == {"file", "line", "function"}


@pytest.mark.anyio
async def test_routes_are_found_by_name(app: FastAPI) -> None:
    assert app.url_path_for("get_order", order_id="26") == "/api/v1/orders/26"
    assert app.url_path_for("list_channels") == "/api/v1/channels/"
    with pytest.raises(NoMatchFound):
        app.url_path_for("no_such_route")


def test_a_route_without_its_operation_id_is_refused() -> None:
    """The app's operation ids reach only routers it includes: each route names its own."""
    router = APIRouter(prefix="/api/v1/things")

    @router.get("/", operation_id="list_things")
    def list_things() -> dict[str, str]:
        return {}

    @router.get("/{code}")
    def get_thing(code: str) -> dict[str, str]:
        return {"code": code}

    with pytest.raises(ValueError, match=r"/api/v1/things/\{code\}"):
        RouteGroup(router)


# --- routers made on demand (the demo store's) ---------------------------------------------------

ASKED = [
    ("GET", "/api/v1/orders/?limit=3"),
    ("GET", "/api/v1/orders?limit=3"),
    ("GET", "/api/v1/orders/1"),
    ("GET", "/api/v1/orders/1/"),
    ("GET", "/api/v1/orders/abc"),
    ("PATCH", "/api/v1/orders/"),
    ("GET", "/api/v1/carts/?limit=2"),
    ("GET", "/api/v1/users?limit=2"),
    ("GET", "/api/v1/channels/"),
    ("DELETE", "/api/v1/channels/"),
    ("GET", "/api/v1/customers/?limit=2"),
    ("GET", "/api/v1/product-variants/?limit=2"),
    ("GET", "/api/v1/products/{product}/variants/?limit=2"),
    ("GET", "/api/v1/password-resetting-requests/"),
    ("GET", "/api/v1/statistics/"),
    ("GET", "/api/v1/no-such-thing/"),
    ("GET", "/api/v2/orders/"),
]


async def _answers(app: FastAPI, product: str) -> list[tuple[int, str | None, object]]:
    transport = httpx.ASGITransport(app=app)
    async with httpx.AsyncClient(transport=transport, base_url=BASE_URL) as http:
        token = await obtain_token(http)
        http.headers["Authorization"] = f"Bearer {token['access_token']}"
        answers = []
        for method, path in ASKED:
            answer = await http.request(method, path.format(product=product))
            answers.append((answer.status_code, answer.headers.get("allow"), answer.json()))
        return answers


@pytest.mark.anyio
async def test_routers_made_on_demand_answer_as_routers_made_at_start(
    settings: Settings, client: httpx.AsyncClient
) -> None:
    product = (await client.get("/api/v1/product-variants/?limit=1")).json()
    code = product["_embedded"]["items"][0]["product"]["code"]
    on_demand = create_app(dataclasses.replace(settings, routes_on_demand=True))
    at_start = create_app(settings)
    async with (
        on_demand.router.lifespan_context(on_demand),
        at_start.router.lifespan_context(at_start),
    ):
        assert await _answers(on_demand, code) == await _answers(at_start, code)
        assert on_demand.openapi() == at_start.openapi()


@pytest.mark.anyio
async def test_only_the_routers_asked_for_are_made(settings: Settings) -> None:
    """The demo store's start makes none; its first rows (orders) make the orders' routers."""
    app = create_app(dataclasses.replace(settings, routes_on_demand=True))
    groups = [route for route in app.router.routes if isinstance(route, RouteGroupOnDemand)]
    assert groups and not any(group.made for group in groups)
    async with app.router.lifespan_context(app):
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url=BASE_URL) as http:
            token = await obtain_token(http)
            http.headers["Authorization"] = f"Bearer {token['access_token']}"
            assert (await http.get("/api/v1/orders/", params={"limit": 1})).status_code == 200
    made = [group.prefix for group in groups if group.made]
    assert made == ["/api/v1/orders"]  # not the lookups, though theirs is under /api/v1 too


@pytest.mark.anyio
async def test_the_routers_made_first_are_made_by_the_start(settings: Settings) -> None:
    """The demo store's first request (the orders' list) finds its router made while the store
    started; the others are still made on demand."""
    first = dataclasses.replace(settings, routes_on_demand=True, routes_made_first=("orders",))
    app = create_app(first)
    groups = [route for route in app.router.routes if isinstance(route, RouteGroupOnDemand)]
    assert not any(group.made for group in groups)
    async with app.router.lifespan_context(app):
        made = [group.prefix for group in groups if group.made]
    assert made == ["/api/v1/orders"]  # the orders' list's, not the actions' or the history's


def test_the_paths_of_a_router_on_demand_hold_all_its_routes() -> None:
    """A route outside the paths its group was announced with would never be found."""
    for module_name, paths in ROUTER_PATHS.items():
        router = import_module(f"storeadmin_gui.backend.routers.{module_name}").router
        outside = [route.path for route in router.routes if not route.path.startswith(paths)]
        assert not outside, f"{module_name}: {outside} outside {paths}"


def test_a_router_asked_for_by_many_threads_at_once_is_made_once() -> None:
    started = threading.Barrier(8)
    loads: list[int] = []

    def load() -> APIRouter:
        loads.append(1)
        time.sleep(0.05)  # an import that takes a while: the others come meanwhile
        router = APIRouter(prefix="/api/v1/things")

        @router.get("/", operation_id="list_things")
        def list_things() -> dict[str, str]:
            return {}

        return router

    group = RouteGroupOnDemand("/api/v1/things", load)

    def ask() -> RouteGroup:
        started.wait()
        return group.group

    with concurrent.futures.ThreadPoolExecutor(8) as threads:
        made = list(threads.map(lambda _n: ask(), range(8)))
    assert len(loads) == 1 and all(each is made[0] for each in made)


def test_a_router_on_demand_must_have_the_prefix_it_was_announced_with() -> None:
    group = RouteGroupOnDemand("/api/v1/things", lambda: APIRouter(prefix="/api/v1/other"))
    with pytest.raises(ValueError, match="/api/v1/other"):
        _ = group.group


@pytest.mark.anyio
async def test_the_warm_up_makes_every_router_on_demand(settings: Settings) -> None:
    """The demo app warms its store once its first rows are shown: after that no request pays
    for making a router (a view's first visit, the catalogue, the statistics)."""
    app = create_app(dataclasses.replace(settings, routes_on_demand=True))
    async with app.router.lifespan_context(app):
        await warm_up(app, app.state.token_cache)
    groups = [route for route in app.router.routes if isinstance(route, RouteGroupOnDemand)]
    assert len(groups) >= 9 and all(group.made for group in groups)
