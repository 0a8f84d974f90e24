"""How the app's routes are served (``backend/routing.py``), beyond what every request shows."""

from __future__ import annotations

import fastapi.routing
import pytest
from fastapi import APIRouter, FastAPI
from fastapi.routing import APIRoute
from starlette.routing import NoMatchFound

from storeadmin_gui.backend.routing import RouteGroup, declared_routes


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
