"""The OpenAPI document describes what the server really does (schemathesis holds it to that)."""

from __future__ import annotations

import re
from typing import Any

import httpx
import pytest

from storeadmin_gui.backend.requests import NON_BLANK_TEXT_SCHEMA

pytestmark = pytest.mark.anyio

OPERATIONS_WITH_BODIES = ("200", "201")


async def _document(client: httpx.AsyncClient) -> dict[str, Any]:
    response = await client.get("/openapi.json")
    assert response.status_code == 200
    document: dict[str, Any] = response.json()
    return document


def _operations(document: dict[str, Any]) -> list[tuple[str, str, dict[str, Any]]]:
    return [
        (path, method, operation)
        for path, operations in document["paths"].items()
        for method, operation in operations.items()
    ]


async def test_every_api_operation_requires_the_oauth2_token(client: httpx.AsyncClient) -> None:
    document = await _document(client)
    flows = document["components"]["securitySchemes"]["oauth2"]["flows"]
    assert flows["password"]["tokenUrl"] == "/api/oauth/v2/token"
    for path, method, operation in _operations(document):
        expected: list[dict[str, list[str]]] | None = (
            [{"oauth2": []}] if path.startswith("/api/v1/") else None
        )
        assert operation.get("security") == expected, (method, path)


async def test_every_answer_with_a_body_has_its_schema(client: httpx.AsyncClient) -> None:
    document = await _document(client)
    for path, method, operation in _operations(document):
        for status, answer in operation["responses"].items():
            if status == "204":
                assert "content" not in answer, (method, path)
                continue
            schema = answer["content"]["application/json"]["schema"]
            assert schema not in ({}, {"type": "object"}), (method, path, status)


async def test_only_the_refusals_the_server_sends_are_documented(
    client: httpx.AsyncClient,
) -> None:
    document = await _document(client)
    refusing = {
        operation["operationId"]
        for _path, _method, operation in _operations(document)
        if "422" in operation["responses"]
    }
    # FastAPI's own 422 never leaves the server (docs/api.md section 3): only these real ones stay.
    assert refusing == {"delete_user", "delete_product_variant", "replace_user", "update_user"}
    assert "HTTPValidationError" not in document["components"]["schemas"]


async def test_wrong_method_names_every_method_of_the_path(client: httpx.AsyncClient) -> None:
    response = await client.put("/api/v1/orders/1")
    assert response.status_code == 405
    assert response.json() == {"code": 405, "message": "Method Not Allowed"}
    assert response.headers["Allow"] == "DELETE, GET"
    collection = await client.delete("/api/v1/users/")
    assert collection.headers["Allow"] == "GET, POST"


async def test_the_document_says_which_languages_the_refusals_speak(
    client: httpx.AsyncClient,
) -> None:
    document = await _document(client)
    assert "Accept-Language" in document["info"]["description"]
    for language in ("German (`de`)", "French (`fr`)", "Dutch (`nl`)"):
        assert language in document["info"]["description"]
    refusal = document["paths"]["/api/v1/products/{productCode}/variants/"]["post"]["responses"]
    assert "Accept-Language" in refusal["400"]["description"]


def test_a_required_text_is_blank_in_the_document_exactly_when_the_server_trims_it_away() -> None:
    """The document's non-blank pattern refuses exactly what ``str.strip()`` empties, whichever
    regex dialect reads it (it names the characters: ``\\s`` differs between dialects)."""
    for flags in (0, re.ASCII):
        pattern = re.compile(NON_BLANK_TEXT_SCHEMA["pattern"], flags)
        for code in range(1, 0x3001):
            character = chr(code)
            assert (pattern.search(character) is None) == (not character.strip()), hex(code)
