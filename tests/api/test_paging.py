"""Pages and the walk over them follow what the envelope reports, never what was asked."""

from __future__ import annotations

from typing import Any

import httpx
import pytest

from storeadmin_gui.api import errors

from .scripted import ScriptedServer, page_of, scripted_client

ORDERS = "/api/v1/orders/"


def numbered_orders(
    served_limit: int,
    total: int,
    *,
    last_page_again: bool = False,
    claimed_pages: int | None = None,
) -> Any:
    """Orders served ``served_limit`` per page whatever was asked, like a capped server."""
    pages = max(1, -(-total // served_limit))

    def answer(request: httpx.Request) -> httpx.Response:
        asked = int(request.url.params.get("page", "1"))
        page = min(asked, pages) if last_page_again else asked
        first = (page - 1) * served_limit
        items = [{"id": n} for n in range(first + 1, min(first + served_limit, total) + 1)]
        body = page_of(
            items, page=page, limit=served_limit, pages=claimed_pages or pages, total=total
        )
        return httpx.Response(200, json=body)

    return answer


@pytest.mark.anyio
async def test_iter_all_walks_by_the_page_size_the_server_used() -> None:
    server = ScriptedServer()
    server.on("GET", ORDERS, numbered_orders(served_limit=100, total=250))
    async with scripted_client(server) as client:
        ids = [order.id async for order in client.orders.iter_all(limit=500)]
    assert ids == list(range(1, 251))
    assert [r.url.params["page"] for r in server.requests] == ["1", "2", "3"]
    assert {r.url.params["limit"] for r in server.requests} == {"500"}


@pytest.mark.anyio
async def test_iter_all_stops_when_the_server_serves_the_last_page_again() -> None:
    server = ScriptedServer()
    # The envelope claims 5 pages, but asking past page 2 serves page 2 again.
    server.on("GET", ORDERS, numbered_orders(10, 15, last_page_again=True, claimed_pages=5))
    async with scripted_client(server) as client:
        ids = [order.id async for order in client.orders.iter_all(limit=10)]
    assert ids == list(range(1, 16))
    assert len(server.requests) == 3


@pytest.mark.anyio
async def test_next_page_keeps_the_query_and_ends_on_the_last_page() -> None:
    server = ScriptedServer()
    server.on("GET", ORDERS, numbered_orders(2, 3))
    async with scripted_client(server) as client:
        first = await client.orders.list(
            page=1, limit=2, sorting={"total": "desc"}, criteria={"state": "new", "number": ""}
        )
        second = await first.next_page()
        assert second is not None
        assert await second.next_page() is None
        assert await first.previous_page() is None
        back = await second.previous_page()
    assert (first.page, first.pages, first.total, first.has_next) == (1, 2, 3, True)
    assert [o.id for o in second.items] == [3]
    assert back is not None and [o.id for o in back.items] == [1, 2]
    sent = [list(r.url.params.multi_items()) for r in server.requests]
    assert sent[0] == [
        ("page", "1"),
        ("limit", "2"),
        ("sorting[total]", "desc"),
        ("criteria[state]", "new"),
    ]
    assert sent[1] == [
        ("page", "2"),
        ("limit", "2"),
        ("sorting[total]", "desc"),
        ("criteria[state]", "new"),
    ]
    assert first.links["self"] == "/api/v1/x/?page=1&limit=2"


@pytest.mark.anyio
async def test_carts_ask_their_page_size_as_paginate() -> None:
    server = ScriptedServer()
    server.on("GET", "/api/v1/carts/", httpx.Response(200, json=page_of([])))
    async with scripted_client(server) as client:
        await client.carts.list(page=2, limit=20, criteria={"customer": "x@y"})
    assert list(server.requests[0].url.params.multi_items()) == [
        ("page", "2"),
        ("paginate", "20"),
        ("criteria[customer]", "x@y"),
    ]


@pytest.mark.anyio
async def test_an_envelope_missing_its_counters_still_makes_a_page() -> None:
    server = ScriptedServer()
    server.on(
        "GET", ORDERS, httpx.Response(200, json={"_embedded": {"items": [{"id": 1}, {"id": 2}]}})
    )
    async with scripted_client(server) as client:
        page = await client.orders.list()
        assert await page.next_page() is None
    assert (page.page, page.limit, page.pages, page.total, page.links) == (1, 2, 1, 2, {})


@pytest.mark.anyio
async def test_bad_arguments_fail_before_anything_is_sent() -> None:
    server = ScriptedServer()
    async with scripted_client(server) as client:
        with pytest.raises(ValueError, match="page must be at least 1"):
            await client.orders.list(page=0)
        with pytest.raises(ValueError, match="'asc' or 'desc'"):
            await client.orders.list(sorting={"total": "down"})
        with pytest.raises(ValueError, match="product code must not be empty"):
            await client.variants.list(" ")
        with pytest.raises(ValueError, match="positive id"):
            await client.orders.get(0)
    assert server.requests == []


@pytest.mark.anyio
async def test_codes_are_escaped_in_paths() -> None:
    server = ScriptedServer()  # answers 404 to every path
    async with scripted_client(server) as client:
        with pytest.raises(errors.NotFound):
            await client.variants.get("A/B", "x y")
    assert server.requests[0].url.raw_path == b"/api/v1/products/A%2FB/variants/x%20y"
