"""Whatever JSON a server sends, the client answers with a model, a Page, or an ApiError: never a
pydantic traceback or a KeyError. Bodies come from a seeded generator, so every run checks the same
few hundred shapes (near-misses of real envelopes and records as well as plain noise)."""

from __future__ import annotations

import random
from typing import Any

import httpx
import pytest
from pydantic import BaseModel

from storeadmin_gui.api import Cart, Order, User, Variant, errors
from storeadmin_gui.api._decode import json_body, validate
from storeadmin_gui.api.paging import parse_page

REQUEST = httpx.Request("GET", "https://shop.example/api/v1/x/")
MODELS: list[type[BaseModel]] = [Variant, Cart, Order, User]
KEYS = ["id", "code", "items", "total", "translations", "channelPricings", "roles", "_links", "x"]


def json_value(rng: random.Random, depth: int = 0) -> Any:
    kind = rng.randrange(8 if depth < 3 else 5)
    if kind == 0:
        return None
    if kind == 1:
        return rng.choice([True, False])
    if kind == 2:
        return rng.choice([0, 1, -1, 7, 2**40, 1.5])
    if kind == 3:
        return rng.choice(["", "a", "12", "2026-01-02T03:04:05+0000", "<html>"])
    if kind == 4:
        return rng.choice([[], {}])
    if kind == 5:
        return [json_value(rng, depth + 1) for _ in range(rng.randrange(4))]
    return {rng.choice(KEYS): json_value(rng, depth + 1) for _ in range(rng.randrange(5))}


def envelope(rng: random.Random) -> dict[str, Any]:
    body: dict[str, Any] = {
        key: json_value(rng, 2) for key in ("page", "limit", "pages", "total", "_links")
        if rng.random() < 0.7
    }  # fmt: skip
    if rng.random() < 0.9:
        items = [{"id": rng.randrange(1, 9), "code": "c"} if rng.random() < 0.5
                 else json_value(rng, 1) for _ in range(rng.randrange(4))]  # fmt: skip
        body["_embedded"] = {"items": items} if rng.random() < 0.9 else json_value(rng, 2)
    return body


def bodies(count: int, seed: int) -> list[Any]:
    rng = random.Random(seed)
    return [envelope(rng) if rng.random() < 0.6 else json_value(rng) for _ in range(count)]


@pytest.mark.parametrize("model", MODELS, ids=lambda model: model.__name__)
def test_any_page_body_is_a_page_or_an_invalid_response(model: type[BaseModel]) -> None:
    outcomes = {"page": 0, "refused": 0}
    for body in bodies(300, seed=1):
        try:
            page = parse_page(body, model, httpx.Response(200, request=REQUEST))
        except errors.InvalidResponse as error:
            assert str(error).startswith("The server's answer to GET /api/v1/x/ ")
            outcomes["refused"] += 1
        else:
            assert page.page >= 1 and page.limit >= 1 and page.pages >= 1 and page.total >= 0
            assert all(isinstance(item, model) for item in page.items)
            outcomes["page"] += 1
    assert outcomes["page"] > 20 and outcomes["refused"] > 20  # both paths were exercised


@pytest.mark.parametrize("model", MODELS, ids=lambda model: model.__name__)
def test_any_item_body_is_a_model_or_an_invalid_response(model: type[BaseModel]) -> None:
    rng = random.Random(2)
    for _ in range(300):
        body = json_value(rng)
        if isinstance(body, dict) and rng.random() < 0.5:
            body = {"id": 1, "code": "c", **body}
        try:
            item = validate(model, body, httpx.Response(200, request=REQUEST))
        except errors.InvalidResponse as error:
            assert "is not a valid " in str(error)
        else:
            assert isinstance(item, model)


def test_any_bytes_decode_or_raise_invalid_response() -> None:
    rng = random.Random(3)
    for _ in range(300):
        content = bytes(rng.randrange(256) for _ in range(rng.randrange(12)))
        try:
            json_body(httpx.Response(200, content=content, request=REQUEST))
        except errors.InvalidResponse as error:
            assert str(error).startswith("The server")


@pytest.mark.parametrize("status", [400, 401, 403, 404, 409, 422, 429, 500, 502])
def test_any_error_body_gives_a_sentence(status: int) -> None:
    for body in bodies(100, seed=status):
        error = errors.error_from_response(httpx.Response(status, json=body, request=REQUEST))
        assert isinstance(error, errors.HTTPStatusError) and error.status == status
        text = str(error)
        assert text and text[-1] in ".!?" and (text[0].isupper() or not text[0].isalpha())
