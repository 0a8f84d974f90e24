"""Single-resource reads are answered again from memory, and never older than the database."""

from __future__ import annotations

import dataclasses
import sys
from pathlib import Path

import anyio
import httpx
import pytest
from fastapi import FastAPI

from storeadmin_gui.backend.app import create_app
from storeadmin_gui.backend.held_answers import CHUNK_BYTES
from storeadmin_gui.backend.read_cache import ReadCache
from storeadmin_gui.backend.settings import Settings

from .conftest import BASE_URL, fast_settings, obtain_token
from .server_process import twin_servers

pytestmark = pytest.mark.anyio

VARIANT = "/api/v1/products/EVERYDAY_TSHIRT/variants/EVERYDAY_TSHIRT_M_WHITE"


def _cache(app: FastAPI) -> ReadCache:
    cache: ReadCache | None = app.state.read_cache
    assert cache is not None
    return cache


async def _first_order(client: httpx.AsyncClient) -> str:
    page = (await client.get("/api/v1/orders/", params={"limit": 1})).json()
    return f"/api/v1/orders/{page['_embedded']['items'][0]['id']}"


async def test_a_repeated_read_is_answered_from_memory_with_the_same_answer(
    app: FastAPI, client: httpx.AsyncClient
) -> None:
    order = await _first_order(client)
    for path in (order, VARIANT, "/api/v1/users/1", "/api/v1/customers/1"):
        first = await client.get(path)
        hits = _cache(app).hits
        again = await client.get(path)
        assert first.status_code == again.status_code == 200, path
        assert again.content == first.content and again.headers == first.headers
        assert _cache(app).hits == hits + 1, path


async def test_other_lists_errors_and_other_methods_are_never_cached(
    app: FastAPI, client: httpx.AsyncClient
) -> None:
    for _ in range(2):
        assert (await client.get("/api/v1/users/")).status_code == 200
        assert (await client.get("/api/v1/orders/999999999")).status_code == 404
        assert (await client.get("/api/v1/orders/", params={"page": 0})).status_code == 404
        assert (await client.get("/api/v1/channels/WEB")).status_code == 200
    assert _cache(app).hits == 0


ORDER_AND_CART_PAGES = (
    "/api/v1/orders/",
    "/api/v1/orders/?page=3&limit=7&sorting%5Btotal%5D=desc",
    "/api/v1/orders/?criteria%5Bstate%5D=new&sorting%5Bcheckout_completed_at%5D=asc",
    "/api/v1/orders?criteria%5Bcustomer%5D=emma&limit=100",
    "/api/v1/carts/?sorting%5BupdatedAt%5D=desc",
)


async def test_a_repeated_list_page_is_the_fresh_answer_byte_for_byte(
    app: FastAPI, settings: Settings, client: httpx.AsyncClient
) -> None:
    """What the cache sends equals what a server without it renders for the same data."""
    uncached = create_app(dataclasses.replace(settings, read_cache=False, demo=False))
    async with uncached.router.lifespan_context(uncached):
        fresh = httpx.AsyncClient(transport=httpx.ASGITransport(app=uncached), base_url=BASE_URL)
        async with fresh:
            fresh.headers["Authorization"] = client.headers["Authorization"]
            for path in ORDER_AND_CART_PAGES:
                await client.get(path)
                hits = _cache(app).hits
                again = await client.get(path)
                rendered = await fresh.get(path)
                assert again.status_code == rendered.status_code == 200, path
                assert _cache(app).hits == hits + 1, path
                assert again.content == rendered.content, path
                assert again.headers == rendered.headers, path


async def test_an_answer_sent_in_pieces_is_kept_whole(
    app: FastAPI, client: httpx.AsyncClient
) -> None:
    """A page larger than one piece of the answer is sent in several: the cache keeps them all,
    in order, and sends the same bytes again."""
    path = "/api/v1/orders/?limit=100"
    first = await client.get(path)
    assert first.status_code == 200
    assert len(first.content) > CHUNK_BYTES  # sent in more than one piece
    hits = _cache(app).hits
    again = await client.get(path)
    assert _cache(app).hits == hits + 1
    assert again.content == first.content and again.headers == first.headers


async def test_a_write_that_changes_a_list_page_shows_at_once(client: httpx.AsyncClient) -> None:
    pages = {path: (await client.get(path)).json() for path in ORDER_AND_CART_PAGES}
    for path in ORDER_AND_CART_PAGES:
        await client.get(path)  # now cached
    cart = await client.post(
        "/api/v1/carts/",
        json={"customer": "emma.johnson1@example.net", "channel": "WEB", "localeCode": "en_US"},
    )
    assert cart.status_code == 201, cart.text
    orders = (await client.get("/api/v1/orders/")).json()
    carts = (await client.get("/api/v1/carts/?sorting%5BupdatedAt%5D=desc")).json()
    assert orders["total"] == pages["/api/v1/orders/"]["total"] + 1
    assert orders["_embedded"]["items"][0]["id"] == cart.json()["id"]
    deleted = await client.delete(f"/api/v1/orders/{cart.json()['id']}")
    assert deleted.status_code == 204
    assert (await client.get("/api/v1/orders/")).json() == pages["/api/v1/orders/"]
    assert carts["_embedded"]["items"][0]["id"] == cart.json()["id"]


async def test_a_list_page_written_by_another_process_shows_at_once(
    app: FastAPI, settings: Settings, client: httpx.AsyncClient
) -> None:
    path = "/api/v1/orders/?sorting%5Btotal%5D=desc&limit=3"
    before = (await client.get(path)).json()
    await client.get(path)
    hits = _cache(app).hits
    top = before["_embedded"]["items"][0]
    database = settings.database_url.removeprefix("sqlite:///")
    script = (
        "import sqlite3, sys\n"
        "db = sqlite3.connect(sys.argv[1])\n"
        "db.execute('UPDATE orders SET notes = ? WHERE id = ?', ('from elsewhere', sys.argv[2]))\n"
        "db.commit()\n"
    )
    await anyio.run_process([sys.executable, "-c", script, database, str(top["id"])])
    after = (await client.get(path)).json()
    assert after["_embedded"]["items"][0]["notes"] == "from elsewhere"
    assert _cache(app).hits == hits  # rendered anew, not answered from memory


async def test_a_write_through_the_api_shows_at_once(client: httpx.AsyncClient) -> None:
    before = (await client.get(VARIANT)).json()
    await client.get(VARIANT)  # now cached
    changed = await client.patch(VARIANT, json={"onHand": before["onHand"] + 7})
    assert changed.status_code == 204, changed.text
    after = (await client.get(VARIANT)).json()
    assert after["onHand"] == before["onHand"] + 7
    assert after["version"] != before["version"]


async def test_a_cart_item_added_shows_in_the_cart_at_once(client: httpx.AsyncClient) -> None:
    page = (await client.get("/api/v1/carts/", params={"limit": 1})).json()
    cart = f"/api/v1/carts/{page['_embedded']['items'][0]['id']}"
    before = (await client.get(cart)).json()
    await client.get(cart)
    variant = (await client.get(VARIANT)).json()
    added = await client.post(f"{cart}/items/", json={"variant": variant["code"], "quantity": 1})
    assert added.status_code == 201, added.text
    after = (await client.get(cart)).json()
    assert len(after["items"]) == len(before["items"]) + 1
    assert after["total"] > before["total"]


async def test_a_write_by_another_process_shows_at_once(
    app: FastAPI, settings: Settings, client: httpx.AsyncClient
) -> None:
    before = (await client.get(VARIANT)).json()
    await client.get(VARIANT)
    hits = _cache(app).hits
    database = settings.database_url.removeprefix("sqlite:///")
    script = (
        "import sqlite3, sys\n"
        "db = sqlite3.connect(sys.argv[1])\n"
        "db.execute('UPDATE product_variants SET on_hand = 4321 WHERE code = ?', (sys.argv[2],))\n"
        "db.commit()\n"
    )
    await anyio.run_process([sys.executable, "-c", script, database, before["code"]])
    after = (await client.get(VARIANT)).json()
    assert after["onHand"] == 4321
    assert _cache(app).hits == hits  # rendered anew, not answered from memory


async def test_a_cached_answer_still_needs_a_valid_token(
    client: httpx.AsyncClient, anon_client: httpx.AsyncClient
) -> None:
    order = await _first_order(client)
    for _ in range(2):
        assert (await client.get(order)).status_code == 200
    assert (await anon_client.get(order)).status_code == 401
    bad = {"Authorization": "Bearer not-a-token"}
    assert (await anon_client.get(order, headers=bad)).status_code == 401


async def test_a_disabled_user_gets_no_cached_answer(
    client: httpx.AsyncClient, anon_client: httpx.AsyncClient
) -> None:
    token = await obtain_token(anon_client, "sarah.kim@example.com", "store-admin")
    sarah = {"Authorization": f"Bearer {token['access_token']}"}
    order = await _first_order(client)
    for _ in range(2):
        assert (await anon_client.get(order, headers=sarah)).status_code == 200
    users = (await client.get("/api/v1/users/", params={"criteria[query]": "sarah.kim"})).json()
    user_id = users["_embedded"]["items"][0]["id"]
    disabled = await client.patch(f"/api/v1/users/{user_id}", json={"enabled": False})
    assert disabled.status_code == 204
    assert (await anon_client.get(order, headers=sarah)).status_code == 401


async def test_in_memory_and_disabled_stores_answer_without_the_cache(tmp_path: Path) -> None:
    in_memory = create_app(fast_settings("sqlite://", demo=True))
    switched_off = create_app(fast_settings(f"sqlite:///{tmp_path / 'x.db'}", read_cache=False))
    assert in_memory.state.read_cache is None and switched_off.state.read_cache is None
    async with in_memory.router.lifespan_context(in_memory):
        transport = httpx.ASGITransport(app=in_memory)
        async with httpx.AsyncClient(transport=transport, base_url=BASE_URL) as http:
            token = await obtain_token(http)
            http.headers["Authorization"] = f"Bearer {token['access_token']}"
            first = (await http.get(VARIANT)).json()
            assert (await http.patch(VARIANT, json={"onHand": 11})).status_code == 204
            assert (await http.get(VARIANT)).json()["onHand"] == 11 != first["onHand"]


async def test_memory_is_bounded_and_the_least_recent_answers_go_first(
    app: FastAPI, client: httpx.AsyncClient
) -> None:
    page = (await client.get("/api/v1/orders/", params={"limit": 4})).json()
    orders = [f"/api/v1/orders/{order['id']}" for order in page["_embedded"]["items"]]
    sizes = [len((await client.get(order)).content) for order in orders]
    _cache(app).budget_bytes = sizes[-1] + sizes[-2]
    assert (await client.patch(VARIANT, json={"onHand": 5})).status_code == 204  # all stale now
    for order in orders:  # rendered again under the small budget: only the last two stay
        await client.get(order)
    hits = _cache(app).hits
    await client.get(orders[-1])
    assert _cache(app).hits == hits + 1
    await client.get(orders[0])
    assert _cache(app).hits == hits + 1  # gone, rendered anew


async def test_the_servers_budget_bounds_what_paging_through_a_list_keeps(
    settings: Settings,
) -> None:
    """A server given a budget (the demo store keeps a smaller one than a shared server) keeps at
    most that many bytes of answers however far a list is paged, and still answers from them."""
    budget = 120_000
    application = create_app(dataclasses.replace(settings, read_cache_bytes=budget))
    async with application.router.lifespan_context(application):
        transport = httpx.ASGITransport(app=application)
        async with httpx.AsyncClient(transport=transport, base_url=BASE_URL) as http:
            token = await obtain_token(http)
            http.headers["Authorization"] = f"Bearer {token['access_token']}"
            kept, sent = [], 0
            for page in range(1, 13):
                answer = await http.get("/api/v1/orders/", params={"limit": 10, "page": page})
                assert answer.status_code == 200
                sent += len(answer.content)
                kept.append(_cache(application).kept_bytes)
            assert max(kept) <= budget < sent
            hits = _cache(application).hits
            await http.get("/api/v1/orders/", params={"limit": 10, "page": 12})
            assert _cache(application).hits == hits + 1


async def test_two_servers_on_one_file_never_serve_a_page_the_other_changed(
    settings: Settings,
) -> None:
    """Each server keeps its own cached pages; a cart made through one shows at once in the
    other's list pages, its total and its filtered totals included."""
    pages = ("/api/v1/orders/", "/api/v1/carts/?criteria%5Bcustomer%5D=ava.laurent5")
    async with twin_servers(settings.database_url) as (first, second):
        before = {path: (await first.get(path)).json() for path in pages}
        for path in pages:
            assert (await first.get(path)).json() == before[path]  # cached in the first now
        cart = await second.post(
            "/api/v1/carts/",
            json={"customer": "ava.laurent5@example.net", "channel": "WEB", "localeCode": "en_US"},
        )
        assert cart.status_code == 201, cart.text
        for path in pages:
            after = (await first.get(path)).json()
            assert after["total"] == before[path]["total"] + 1, path
            assert after["_embedded"]["items"][0]["id"] == cart.json()["id"], path
