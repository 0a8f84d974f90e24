"""A request's JSON body as the routes take it: ``JsonBody`` (and ``OptionalJsonBody``), parsed by
``requests.parse_json_object`` whatever the Content-Type says (docs/api.md section 1).

The routes' dependencies, apart from the parsing itself, which code without FastAPI uses too.
"""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import Depends, Request

from storeadmin_gui.backend.requests import parse_json_object


async def json_body(request: Request) -> dict[str, Any]:
    """Parses the body as JSON whatever the Content-Type says (docs/api.md section 1)."""
    return parse_json_object(await request.body())


JsonBody = Annotated[dict[str, Any], Depends(json_body)]


async def optional_json_body(request: Request) -> dict[str, Any]:
    """As ``json_body``, but no body at all reads as ``{}`` (for actions whose body is optional)."""
    raw = await request.body()
    return parse_json_object(raw) if raw.strip() else {}


OptionalJsonBody = Annotated[dict[str, Any], Depends(optional_json_body)]
