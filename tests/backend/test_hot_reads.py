"""Order list pages and orders read without FastAPI's routing answer exactly as the routes do, and
the stored order documents they are made of answer exactly as the orders' rows render."""

from __future__ import annotations

import dataclasses
import sqlite3
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from fastapi import FastAPI

from storeadmin_gui.backend.app import create_app
from storeadmin_gui.backend.hot_reads import ROUTE_SHAPES
from storeadmin_gui.backend.routing import RouteGroup, declared_routes
from tests.support.stores import StoreTemplates

from .conftest import obtain_token, signed_in
from .document_writes import (
    assert_answers_as_rendered,
    documents_built,
    every_kind_of_write,
    stored_documents,
    write_with_plain_sql,
)
from .statements import recording

pytestmark = pytest.mark.anyio

LIST_TARGETS = (
    "/api/v1/orders/",
    "/api/v1/orders/?page=2&limit=5",
    "/api/v1/orders/?limit=3&page=4&sorting%5Btotal%5D=desc",
    "/api/v1/orders/?criteria%5Bstate%5D=fulfilled&page=2",
    "/api/v1/orders/?criteria%5Bpayment_state%5D=awaiting_payment&sorting%5Bnumber%5D=asc",
    "/api/v1/orders/?page=999999",  # past the last page: the last page
)
# What the routes refuse: the same refusal either way, in the language asked for.
REFUSED = (
    "/api/v1/orders/?page=0",
    "/api/v1/orders/?limit=abc",
    "/api/v1/orders/?sorting%5Bnothing%5D=asc",
    "/api/v1/orders/999999999",
    "/api/v1/orders/not-a-number",
)


@dataclasses.dataclass
class Twin:
    """One copy of the demo store served with hot reads, one without, both signed in."""

    hot: httpx.AsyncClient
    routes: httpx.AsyncClient


@pytest.fixture
async def twin(store_templates: StoreTemplates, tmp_path: Path) -> AsyncIterator[Twin]:
    apps = []
    for name, hot in (("hot", True), ("routes", False)):
        settings = store_templates.fresh_settings(tmp_path / f"{name}.db")
        # No read cache: every request is rendered, by one way or the other.
        apps.append(create_app(dataclasses.replace(settings, hot_reads=hot, read_cache=False)))
    hot_app, routes_app = apps
    async with (
        hot_app.router.lifespan_context(hot_app),
        routes_app.router.lifespan_context(routes_app),
        signed_in(hot_app) as hot_client,
        signed_in(routes_app) as routes_client,
    ):
        yield Twin(hot_client, routes_client)


@pytest.fixture
def routed(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The paths FastAPI's routing handled, in order."""
    handled: list[str] = []
    original = RouteGroup.handle

    async def counting(self: RouteGroup, scope: Any, receive: Any, send: Any) -> None:
        handled.append(scope["path"])
        await original(self, scope, receive, send)

    monkeypatch.setattr(RouteGroup, "handle", counting)
    return handled


def _same(hot: httpx.Response, routes: httpx.Response, target: str) -> None:
    assert hot.status_code == routes.status_code, target
    assert hot.content == routes.content, target
    assert hot.headers == routes.headers, target


async def test_pages_and_orders_are_answered_without_routing_and_as_the_routes_answer(
    twin: Twin, routed: list[str]
) -> None:
    page = (await twin.routes.get("/api/v1/orders/", params={"limit": 3})).json()
    orders = [f"/api/v1/orders/{item['id']}" for item in page["_embedded"]["items"]]
    routed.clear()
    for target in (*LIST_TARGETS, *orders):
        hot = await twin.hot.get(target)
        assert hot.status_code == 200, (target, hot.text)
        assert routed == [], target  # the hot read answered, not the routes
        _same(hot, await twin.routes.get(target), target)
        routed.clear()


async def test_what_the_routes_refuse_is_refused_alike(twin: Twin, routed: list[str]) -> None:
    for target in REFUSED:
        for language in ("en", "de"):
            headers = {"Accept-Language": language}
            hot = await twin.hot.get(target, headers=headers)
            assert hot.status_code in (400, 404), (target, hot.text)
            assert routed, target  # left to the routes
            _same(hot, await twin.routes.get(target, headers=headers), target)
            routed.clear()


async def test_a_token_that_may_not_read_orders_is_refused_alike(twin: Twin) -> None:
    email, password = "ines.haugen@example.com", "quiet harbour"
    new_user = {
        "first_name": "Ines",
        "last_name": "Haugen",
        "email": email,
        "plainPassword": password,
        "enabled": True,
        "roles": ["ROLE_API_ACCESS"],  # its own record only
    }
    answers = []
    for client in (twin.hot, twin.routes):
        created = await client.post("/api/v1/users/", json=new_user)
        assert created.status_code == 201, created.text
        token = await obtain_token(client, email, password)
        bearer = {"Authorization": f"Bearer {token['access_token']}"}
        answers.append(
            [await client.get(target, headers=bearer) for target in LIST_TARGETS[:2]]
            + [await client.get(LIST_TARGETS[0], headers={"Authorization": "Bearer unknown"})]
        )
    for hot, routes in zip(*answers, strict=True):
        assert hot.status_code in (401, 403), hot.text
        _same(hot, routes, str(hot.url))


async def test_a_write_is_seen_by_the_next_hot_read(twin: Twin) -> None:
    first = (await twin.hot.get("/api/v1/orders/", params={"limit": 1})).json()
    created = await twin.hot.post("/api/v1/orders/", json={"channel": "WEB", "localeCode": "en_US"})
    assert created.status_code == 201, created.text
    after = (await twin.hot.get("/api/v1/orders/", params={"limit": 1})).json()
    assert after["total"] == first["total"] + 1
    new_id = created.json()["id"]
    assert (await twin.hot.get(f"/api/v1/orders/{new_id}")).json() == created.json()


@pytest.fixture
async def stored(store_templates: StoreTemplates, tmp_path: Path) -> AsyncIterator[StoredStore]:
    """The demo store (no read cache: every read renders or fetches a stored document)."""
    settings = store_templates.fresh_settings(tmp_path / "store.db")
    app = create_app(dataclasses.replace(settings, read_cache=False))
    async with app.router.lifespan_context(app), signed_in(app) as client:
        yield StoredStore(app, client, settings.database_url)


@dataclasses.dataclass
class StoredStore:
    app: FastAPI
    client: httpx.AsyncClient
    database_url: str


async def test_stored_documents_answer_as_freshly_rendered_after_every_kind_of_write(
    stored: StoredStore,
) -> None:
    ready, pending, orders = stored_documents(stored.app)
    assert (ready, pending) == (orders, 0)  # every order's documents were made at start

    async def check(what: str, order_ids: list[int]) -> None:
        assert stored_documents(stored.app)[1] == 0, what  # rendered in the write's transaction
        await assert_answers_as_rendered(
            stored.app.state.sessionmaker, stored.client, order_ids, what
        )

    await every_kind_of_write(stored.client, check)
    # Another writer (no session of this app, plain SQL): its orders are pending until written
    # again, and answered from their rows meanwhile.
    order_ids = write_with_plain_sql(stored.database_url)
    assert stored_documents(stored.app)[1] >= len(order_ids)
    await assert_answers_as_rendered(
        stored.app.state.sessionmaker, stored.client, order_ids, "plain SQL"
    )


async def test_a_page_and_an_order_are_read_from_their_stored_documents(
    stored: StoredStore,
) -> None:
    """No query of the orders' items, units or adjustments: one of their stored documents."""
    engine = stored.app.state.sessionmaker.kw["bind"]
    page = (await stored.client.get("/api/v1/orders/", params={"limit": 20})).json()
    targets = [
        "/api/v1/orders/?limit=20&page=3",
        f"/api/v1/orders/{page['_embedded']['items'][4]['id']}",
    ]
    for target in targets:
        with recording(engine, lambda statement: True) as recorded:
            response = await stored.client.get(target)
        assert response.status_code == 200, response.text
        tables = " ".join(statement for statement, _ in recorded.seen)
        assert "order_documents" in tables, target
        for table in ("FROM order_items", "FROM order_item_units", "FROM adjustments"):
            assert table not in tables, (target, table)


async def test_a_store_made_before_stored_documents_gets_them_once_started(
    store_templates: StoreTemplates, tmp_path: Path
) -> None:
    settings = store_templates.fresh_settings(tmp_path / "old.db")
    database = settings.database_url.removeprefix("sqlite:///")
    with sqlite3.connect(database) as connection:
        connection.execute("DROP TABLE order_documents")
    app = create_app(dataclasses.replace(settings, read_cache=False))
    async with app.router.lifespan_context(app), signed_in(app) as client:
        await documents_built(app)
        ready, pending, orders = stored_documents(app)
        assert (ready, pending) == (orders, 0)
        await assert_answers_as_rendered(app.state.sessionmaker, client, [], "an older store")


async def test_documents_written_past_a_dropped_trigger_are_made_anew_at_start(
    store_templates: StoreTemplates, tmp_path: Path
) -> None:
    settings = dataclasses.replace(
        store_templates.fresh_settings(tmp_path / "store.db"), read_cache=False
    )
    first = create_app(settings)
    async with first.router.lifespan_context(first):
        pass  # the documents and their triggers made
    database = settings.database_url.removeprefix("sqlite:///")
    with sqlite3.connect(database) as connection:
        connection.execute("DROP TRIGGER order_documents_orders_update")
        (order_id,) = connection.execute("SELECT max(id) FROM orders").fetchone()
        connection.execute("UPDATE orders SET notes = 'Unseen' WHERE id = ?", (order_id,))
    app = create_app(settings)
    async with app.router.lifespan_context(app), signed_in(app) as client:
        await documents_built(app)
        ready, pending, orders = stored_documents(app)
        assert (ready, pending) == (orders, 0)
        assert (await client.get(f"/api/v1/orders/{order_id}")).json()["notes"] == "Unseen"
        await assert_answers_as_rendered(
            app.state.sessionmaker, client, [order_id], "after a dropped trigger"
        )


async def test_every_order_path_is_answered_as_its_own_order(twin: Twin, routed: list[str]) -> None:
    """The route is kept per path shape: each order's path still reads that very order, and a
    path the table serves in its other slash form, or under the order, is not answered here."""
    page = (await twin.routes.get("/api/v1/orders/", params={"limit": 8})).json()
    ids = [item["id"] for item in page["_embedded"]["items"]]
    routed.clear()
    for order_id in ids:
        hot = await twin.hot.get(f"/api/v1/orders/{order_id}")
        assert hot.status_code == 200 and hot.json()["id"] == order_id
    assert routed == []
    for target in (
        f"/api/v1/orders/{ids[0]}/",
        f"/api/v1/orders/{ids[0]}/history/",
        "/api/v1/orders",
    ):
        _same(await twin.hot.get(target), await twin.routes.get(target), target)
    assert routed  # what the hot reads do not answer went to the routes


async def test_no_route_has_an_all_digit_segment_of_its_own(app: FastAPI) -> None:
    """What keeping the hot routes per path shape (any all-digit segment as one) relies on."""
    paths = [route.path for route in declared_routes(app.router.routes) if hasattr(route, "path")]
    assert len(paths) > 50
    assert [path for path in paths if any(part.isdigit() for part in path.split("/"))] == []


async def test_the_kept_route_shapes_stay_bounded(app: FastAPI) -> None:
    async with signed_in(app) as client:
        for number in range(ROUTE_SHAPES + 20):
            answer = await client.get(f"/api/v1/orders/1/x{number}")
            assert answer.status_code == 404
    assert 0 < len(app.state.hot_route_shapes) <= ROUTE_SHAPES


async def test_a_deleted_order_is_not_found_though_its_document_is_stored(twin: Twin) -> None:
    page = (await twin.routes.get("/api/v1/orders/", params={"limit": 1})).json()
    target = f"/api/v1/orders/{page['_embedded']['items'][0]['id']}"
    for client in (twin.hot, twin.routes):
        assert (await client.get(target)).status_code == 200  # read from its stored document
        assert (await client.delete(target)).status_code == 204
    hot = await twin.hot.get(target)
    assert hot.status_code == 404, hot.text
    _same(hot, await twin.routes.get(target), target)
