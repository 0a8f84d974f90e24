"""How the app's routes are served (``backend/routing.py``), beyond what every request shows."""

from __future__ import annotations

import fastapi.routing
import pytest
from fastapi import FastAPI
from fastapi.routing import APIRoute

from storeadmin_gui.backend.routing import declared_routes

pytestmark = pytest.mark.anyio


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
