"""Every operation the server serves belongs to a staff roles' area (docs/api.md section 12).

The role check decides by path alone (``backend/permissions.py``): a path in no area needs no
permission, so a route added without its area would be open to every signed-in account, even
one whose only role is API access.
"""

from __future__ import annotations

import re

import httpx
import pytest
from fastapi import FastAPI

from storeadmin_gui.backend import permissions
from tests.backend.conftest import BASE_URL, obtain_token

pytestmark = pytest.mark.anyio

NO_ROLE = "sam.ito@example.com"  # the demo staffer with API access and nothing else
STAFF_PASSWORD = "store-admin"


def served_operations(app: FastAPI) -> list[tuple[str, str]]:
    """``(method, path)`` of every /api/v1 operation, each path parameter given a value."""
    return [
        (method.upper(), re.sub(r"\{[^}]+\}", "1", path))
        for path, operations in app.openapi()["paths"].items()
        if path.startswith("/api/v1/")
        for method in operations
    ]


async def test_every_served_operation_needs_a_permission(app: FastAPI) -> None:
    operations = served_operations(app)
    assert len(operations) > 40
    unguarded = [(m, p) for m, p in operations if permissions.needed(m, p) is None]
    assert unguarded == []


async def test_an_account_without_a_role_reads_nothing_but_its_own(app: FastAPI) -> None:
    """What the rule guards: the staffer with no role is refused every list but searches."""
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url=BASE_URL) as http:
        token = await obtain_token(http, NO_ROLE, STAFF_PASSWORD)
        http.headers["Authorization"] = f"Bearer {token['access_token']}"
        for method, path in served_operations(app):
            if method != "GET" or not path.endswith("/") or "/me" in path:
                continue
            answer = await http.get(path)
            assert answer.status_code == 403, (path, answer.status_code)
        search: httpx.Response = await http.get("/api/v1/search", params={"q": "a"})
        assert search.status_code == 200
