"""The whole store scenario on PostgreSQL: the backend takes any SQLAlchemy URL, not only SQLite.

Runs when ``STOREADMIN_TEST_POSTGRES_URL`` names a database whose role may create databases
(e.g. ``postgresql+psycopg://storeadmin:storeadmin@localhost/storeadmin_test``); each run works in
fresh databases of its own and drops them afterwards. In CI (``CI`` set) a missing URL is a
failure, so the check cannot vanish silently; on a developer machine without PostgreSQL it skips.
"""

from __future__ import annotations

import asyncio
import contextlib
import uuid
from collections.abc import AsyncIterator, Callable
from typing import Any, Final

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy import Engine, create_engine, make_url, text

from storeadmin_gui.backend import order_paging
from storeadmin_gui.backend.app import create_app

from .block_pages import (
    assert_block_counts_right,
    assert_every_page_right,
    is_block_page,
    write_states_through_the_api,
    write_the_sort_keys_with_plain_sql,
)
from .conftest import BASE_URL, fast_settings, obtain_token
from .document_writes import (
    assert_answers_as_rendered,
    documents_built,
    every_kind_of_write,
    stored_documents,
    write_with_plain_sql,
)
from .name_writes import write_names_through_the_api
from .order_counting import assert_counters_right
from .order_steps import (
    AWAITING,
    an_order,
    cancel,
    complete,
    orders_where,
    race_ship_and_cancel,
    read_order,
    ship,
    stock_of,
    unit_states,
)
from .range_pages import GENERATED, SORT_SQL, assert_pages_of_the_range_right
from .sales_facts import lifecycle_mismatches_in
from .server_process import running_server, stock_race, twin_servers, write_burst_then_kill
from .statements import is_merged_page, is_page_query, recording

pytestmark = pytest.mark.anyio

VARIANTS = "/api/v1/products/EVERYDAY_TSHIRT/variants/"
CONCURRENT_WRITERS = 8


@pytest.fixture(scope="module")
def store_url(fresh_database: Callable[[], str]) -> str:
    """One demo store for the module's scenarios (the first app to start seeds it)."""
    return fresh_database()


@contextlib.asynccontextmanager
async def app_and_client(
    database_url: str, **options: Any
) -> AsyncIterator[tuple[FastAPI, httpx.AsyncClient]]:
    """The real app on ``database_url`` (demo store seeded if empty, ``options`` its settings),
    and a client with the admin's token."""
    application: FastAPI = create_app(fast_settings(database_url, demo=True, **options))
    async with application.router.lifespan_context(application):
        await documents_built(application)  # as a start leaves the store once it is over
        transport = httpx.ASGITransport(app=application)
        async with httpx.AsyncClient(transport=transport, base_url=BASE_URL) as http:
            token = await obtain_token(http)
            http.headers["Authorization"] = f"Bearer {token['access_token']}"
            yield application, http


@contextlib.asynccontextmanager
async def store_client(database_url: str) -> AsyncIterator[httpx.AsyncClient]:
    """The real app on ``database_url`` (demo store seeded if empty), with the admin's token."""
    async with app_and_client(database_url) as (_application, http):
        yield http


@pytest.fixture
async def client(store_url: str) -> AsyncIterator[httpx.AsyncClient]:
    async with store_client(store_url) as http:
        yield http


async def variant_id(client: httpx.AsyncClient, code: str) -> int:
    response = await client.get(f"{VARIANTS}{code}")
    assert response.status_code == 200, response.text
    found: int = response.json()["id"]
    return found


async def new_cart(client: httpx.AsyncClient) -> dict[str, Any]:
    customers = (await client.get("/api/v1/customers/", params={"limit": 1})).json()
    email = customers["_embedded"]["items"][0]["email"]
    response = await client.post(
        "/api/v1/carts/", json={"customer": email, "channel": "WEB", "localeCode": "en_US"}
    )
    assert response.status_code == 201, response.text
    cart: dict[str, Any] = response.json()
    return cart


async def test_variant_lifecycle(client: httpx.AsyncClient) -> None:
    code = f"TEE_PG_{uuid.uuid4().hex[:6].upper()}"
    created = await client.post(VARIANTS, json={"code": code, "position": 3})
    assert created.status_code == 201, created.text
    assert created.json()["version"] == 1
    duplicate = await client.post(VARIANTS, json={"code": code})
    assert duplicate.status_code == 400
    assert duplicate.json()["errors"]["children"]["code"]["errors"]
    blank = await client.post(VARIANTS, json={})
    assert blank.status_code == 400
    assert blank.json()["errors"]["children"]["code"] == {"errors": ["Please enter the code."]}

    put = await client.put(f"{VARIANTS}{code}", json={"version": 1, "position": 40})
    assert put.status_code == 204, put.text
    stale = await client.put(f"{VARIANTS}{code}", json={"version": 1, "position": 41})
    assert stale.status_code == 409
    assert stale.json() == {"code": 409, "message": "Operated entity was previously modified."}
    patch = await client.patch(
        f"{VARIANTS}{code}", json={"translations": {"en_US": {"name": "Postgres tee"}}}
    )
    assert patch.status_code == 204, patch.text
    body = (await client.get(f"{VARIANTS}{code}")).json()
    assert (body["position"], body["version"]) == (40, 3)
    assert body["translations"]["en_US"]["name"] == "Postgres tee"

    assert (await client.delete(f"{VARIANTS}{code}")).status_code == 204
    assert (await client.get(f"{VARIANTS}{code}")).status_code == 404


async def test_cart_items_recalculate_totals(client: httpx.AsyncClient) -> None:
    cart = await new_cart(client)
    url = f"/api/v1/carts/{cart['id']}/items/"
    first = await client.post(url, json={"variant": "EVERYDAY_TSHIRT_M_WHITE", "quantity": 1})
    assert first.status_code == 201, first.text
    one_item = (await client.get(f"/api/v1/carts/{cart['id']}")).json()
    unit_price = first.json()["unitPrice"]
    assert one_item["itemsTotal"] > 0

    raised = await client.put(f"{url}{first.json()['id']}", json={"quantity": 3})
    assert raised.status_code == 204, raised.text
    three = (await client.get(f"/api/v1/carts/{cart['id']}")).json()
    assert three["items"][0]["quantity"] == 3
    assert three["items"][0]["unitPrice"] == unit_price
    assert three["itemsTotal"] > one_item["itemsTotal"]
    assert three["total"] > one_item["total"]

    removed = await client.delete(f"{url}{first.json()['id']}")
    assert removed.status_code == 204
    empty = (await client.get(f"/api/v1/carts/{cart['id']}")).json()
    assert empty["items"] == [] and empty["itemsTotal"] == 0 and empty["total"] == 0


async def test_orders_paging_sorting_and_soft_delete(client: httpx.AsyncClient) -> None:
    created = await client.post("/api/v1/orders/", json={"channel": "WEB", "localeCode": "en_US"})
    assert created.status_code == 201, created.text
    order = created.json()
    variant = await variant_id(client, "EVERYDAY_TSHIRT_M_WHITE")
    item = await client.post(
        f"/api/v1/orders/{order['id']}/items/",
        json={"variant": variant, "unit_price": 1500, "quantity": 2},
    )
    assert item.status_code == 201, item.text
    assert len(item.json()["inventory_units"]) == 2

    everything = (
        await client.get("/api/v1/orders/", params={"limit": 100, "sorting[total]": "desc"})
    ).json()
    orders = everything["_embedded"]["items"]
    assert len(orders) == everything["total"] > 7
    keys = [(o["total"], o["id"]) for o in orders]
    assert keys == sorted(keys, reverse=True)
    assert order["id"] in [o["id"] for o in orders]

    last_page = -(-everything["total"] // 7)
    deep = (
        await client.get(
            "/api/v1/orders/", params={"page": last_page, "limit": 7, "sorting[total]": "desc"}
        )
    ).json()
    assert [o["id"] for o in deep["_embedded"]["items"]] == [
        o["id"] for o in orders[(last_page - 1) * 7 :]
    ]
    beyond = (
        await client.get(
            "/api/v1/orders/", params={"page": last_page + 5, "limit": 7, "sorting[total]": "desc"}
        )
    ).json()
    assert beyond["page"] == beyond["pages"] == last_page  # clamped to the last page
    assert beyond["_embedded"]["items"] == deep["_embedded"]["items"]

    assert (await client.delete(f"/api/v1/orders/{order['id']}")).status_code == 204
    assert (await client.get(f"/api/v1/orders/{order['id']}")).status_code == 404
    after = (await client.get("/api/v1/orders/", params={"limit": 1})).json()
    assert after["total"] == everything["total"] - 1


async def test_order_steps_move_states_and_stock(client: httpx.AsyncClient, store_url: str) -> None:
    """Cancel, ship and pay on PostgreSQL (docs/api.md section 11), and the lists that follow."""
    cancelled = await an_order(client, AWAITING)
    held = await stock_of(client, cancelled)
    assert (await cancel(client, cancelled["id"])).status_code == 204
    released = await stock_of(client, cancelled)
    assert any(released[code]["onHold"] < held[code]["onHold"] for code in held)
    assert unit_states(await read_order(client, cancelled["id"])) == {"cancelled"}

    order = await an_order(client, AWAITING)
    before = await stock_of(client, order)
    sent = await ship(client, order["id"], order["shipments"][0]["id"], tracking="PG-1")
    assert sent.status_code == 204
    assert (await complete(client, order["id"], order["payments"][0]["id"])).status_code == 204
    done = await read_order(client, order["id"])
    assert (done["state"], done["shipments"][0]["tracking"]) == ("fulfilled", "PG-1")
    after = await stock_of(client, order)
    assert any(after[code]["onHand"] < before[code]["onHand"] for code in before)

    by_payment = await client.get("/api/v1/orders/", params={"criteria[payment_state]": "paid"})
    assert order["id"] in [o["id"] for o in by_payment.json()["_embedded"]["items"]]
    newest = await client.get(
        "/api/v1/orders/", params={"sorting[checkout_completed_at]": "desc", "limit": 100}
    )
    stamps = [o["checkout_completed_at"] for o in newest.json()["_embedded"]["items"]]
    placed = [stamp for stamp in stamps if stamp]
    assert placed == sorted(placed, reverse=True) and stamps[: len(placed)] == placed
    low = await client.get(
        "/api/v1/product-variants/",
        params={"sorting[available]": "asc", "criteria[available_at_most]": 30, "limit": 100},
    )
    rows = low.json()["_embedded"]["items"]
    assert rows and [r["available"] for r in rows] == sorted(r["available"] for r in rows)
    named = await client.get(
        "/api/v1/product-variants/", params={"criteria[name]": "WEISS", "criteria[code]": "tshirt"}
    )
    white_shirts = named.json()["_embedded"]["items"]  # de_CH names, any case, on PostgreSQL too
    assert white_shirts and all(r["code"].startswith("EVERYDAY_TSHIRT_") for r in white_shirts)
    assert all("Weiss" in r["translations"]["de_CH"]["name"] for r in white_shirts)
    figures = await client.get(
        "/api/v1/statistics/",
        params={"channel": order["channel"]["code"], "from": "2026-01-01", "to": "2026-06-30"},
    )
    assert figures.status_code == 200, figures.text
    assert figures.json()["orders_by_state"]["fulfilled"] > 0
    assert set(lifecycle_mismatches_in(store_url).values()) == {0}


async def test_concurrent_ship_and_cancel_of_one_order_have_one_winner(
    client: httpx.AsyncClient, store_url: str
) -> None:
    order = await an_order(client, AWAITING)
    async with twin_servers(store_url) as servers:
        statuses = await race_ship_and_cancel(servers, order)
    assert statuses == [204, 400, 400, 400]
    after = await read_order(client, order["id"])
    assert after["state"] == "cancelled" or after["shipping_state"] == "shipped"
    assert set(lifecycle_mismatches_in(store_url).values()) == {0}


async def test_users_create_search_delete(client: httpx.AsyncClient) -> None:
    email = f"ines.{uuid.uuid4().hex[:8]}@example.com"
    created = await client.post(
        "/api/v1/users/",
        json={
            "first_name": "Inès",
            "last_name": "Postgresson",
            "email": email,
            "plainPassword": "correct horse",
            "enabled": True,
        },
    )
    assert created.status_code == 201, created.text
    found = (await client.get("/api/v1/users/", params={"criteria[query]": "POSTGRESSON"})).json()
    assert [u["email"] for u in found["_embedded"]["items"]] == [email]
    by_accent = (await client.get("/api/v1/users/", params={"criteria[query]": "inès"})).json()
    assert email in [u["email"] for u in by_accent["_embedded"]["items"]]
    user_id = created.json()["id"]
    assert (await client.delete(f"/api/v1/users/{user_id}")).status_code == 204
    gone = (await client.get("/api/v1/users/", params={"criteria[query]": email})).json()
    assert gone["_embedded"]["items"] == []


async def test_token_and_refresh(client: httpx.AsyncClient) -> None:
    first = await obtain_token(client)
    response = await client.post(
        "/api/oauth/v2/token",
        json={
            "client_id": "demo_client",
            "client_secret": "secret_demo_client",
            "grant_type": "refresh_token",
            "refresh_token": first["refresh_token"],
        },
    )
    assert response.status_code == 200, response.text
    second = response.json()
    assert second["access_token"] != first["access_token"]
    listed = await client.get(
        "/api/v1/users/", headers={"Authorization": f"Bearer {second['access_token']}"}
    )
    assert listed.status_code == 200


async def test_concurrent_puts_with_one_version_have_one_winner(
    client: httpx.AsyncClient, store_url: str
) -> None:
    code = f"TEE_RACE_{uuid.uuid4().hex[:6].upper()}"
    assert (await client.post(VARIANTS, json={"code": code})).status_code == 201
    async with twin_servers(store_url) as servers:
        responses = await asyncio.gather(
            *(
                servers[index % 2].put(
                    f"{VARIANTS}{code}", json={"version": 1, "position": 100 + index}
                )
                for index in range(CONCURRENT_WRITERS)
            )
        )
    statuses = sorted(response.status_code for response in responses)
    assert statuses == [204] + [409] * (CONCURRENT_WRITERS - 1)
    winner = next(i for i, r in enumerate(responses) if r.status_code == 204)
    after = (await client.get(f"{VARIANTS}{code}")).json()
    assert (after["version"], after["position"]) == (2, 100 + winner)


async def waiting_on_a_lock(engine: Engine) -> None:
    """Returns once some session of the database waits on a row lock (the racing request)."""
    query = text(
        "SELECT count(*) FROM pg_stat_activity"
        " WHERE datname = current_database() AND wait_event_type = 'Lock'"
    )
    for _ in range(2000):
        with engine.connect() as connection:
            if connection.execute(query).scalar_one() > 0:
                return
        await asyncio.sleep(0.005)
    raise AssertionError("the order request never reached the per-state counters")


async def test_concurrent_first_orders_in_a_new_state(fresh_database: Callable[[], str]) -> None:
    """Several servers place the first orders of a state the counters have never seen.

    One rival transaction creates the state's counter row and holds it uncommitted while a request
    reaches the same point, then commits: the request must carry on, not fail on the duplicate key.
    """
    database_url = fresh_database()
    async with store_client(database_url):
        pass  # seeds the demo store
    engine = create_engine(database_url)
    try:
        with engine.begin() as connection:
            connection.execute(text("UPDATE orders SET deleted_at = now() WHERE state = 'cart'"))
            connection.execute(text("DELETE FROM order_stats WHERE state = 'cart'"))
        body = {"channel": "WEB", "localeCode": "en_US"}
        async with twin_servers(database_url) as servers:
            with engine.connect() as rival:
                rival.execute(
                    text("INSERT INTO order_stats (state, live, version) VALUES ('cart', 1, 1)")
                )
                blocked = asyncio.ensure_future(servers[0].post("/api/v1/orders/", json=body))
                await waiting_on_a_lock(engine)
                rival.commit()
            responses = [await blocked]
            responses += await asyncio.gather(
                *(
                    servers[index % 2].post("/api/v1/orders/", json=body)
                    for index in range(CONCURRENT_WRITERS)
                )
            )
            assert [r.status_code for r in responses] == [201] * len(responses), [
                r.text for r in responses if r.status_code != 201
            ]
            carts = await servers[1].get("/api/v1/orders/", params={"criteria[state]": "cart"})
    finally:
        engine.dispose()
    listed = carts.json()
    assert listed["total"] == len(responses) + 1  # the rival counted one order of its own


async def test_two_processes_never_oversell_on_postgresql(
    fresh_database: Callable[[], str],
) -> None:
    url = fresh_database()
    # The first seeds the demo store before the second starts.
    with running_server(url) as one, running_server(url) as two:
        race = await stock_race(one, two)
    assert race.stale_no_op == 409
    assert race.statuses == [201] + [400] * 7
    assert race.lines == [("EVERYDAY_TSHIRT_M_WHITE", 6)]


def test_every_acknowledged_write_survives_kill_9_on_postgresql(
    fresh_database: Callable[[], str],
) -> None:
    url = fresh_database()
    with running_server(url) as server:
        acknowledged = write_burst_then_kill(server, acknowledged_before_kill=40)
    assert len(acknowledged) >= 40
    engine = create_engine(url)
    try:
        with engine.connect() as connection:
            # What makes a commit durable before its answer is sent.
            assert connection.execute(text("SHOW synchronous_commit")).scalar() == "on"
            assert connection.execute(text("SHOW fsync")).scalar() == "on"
            stored = set(
                connection.execute(
                    text("SELECT code FROM product_variants WHERE code LIKE 'BURST%'")
                ).scalars()
            )
    finally:
        engine.dispose()
    assert acknowledged <= stored


async def test_counters_of_filtered_totals_follow_writes_on_postgresql(
    client: httpx.AsyncClient, store_url: str
) -> None:
    """The triggers keeping ``order_counts`` and ``order_day_counts`` in PostgreSQL's dialect:
    after the module's cancels, shipments and payments, a new cart and soft deletes they equal a
    count of the orders, and the filtered lists' totals equal their items."""
    cart = await new_cart(client)
    (cancelled, *_) = await orders_where(client, state="cancelled")
    assert (await client.delete(f"/api/v1/orders/{cancelled['id']}")).status_code == 204
    assert (await client.delete(f"/api/v1/carts/{cart['id']}")).status_code == 204
    engine = create_engine(make_url(store_url))
    try:
        assert_counters_right(engine)
    finally:
        engine.dispose()
    for criteria in (
        {"criteria[state]": "cancelled", "criteria[channel]": "WEB"},
        {"criteria[customer]": "emma", "criteria[payment_state]": "paid"},
        {"criteria[shipping_state]": "shipped"},
        {"criteria[date_from]": "2026-03-01", "criteria[date_to]": "2026-04-30"},
    ):
        page = (await client.get("/api/v1/orders/", params={**criteria, "limit": 100})).json()
        assert page["total"] == len(page["_embedded"]["items"]) > 0, criteria


async def test_a_store_seeded_with_generated_orders_takes_new_ones_on_postgresql(
    fresh_database: Callable[[], str],
) -> None:
    """The generated orders are inserted with their ids given; the next order made through the
    API must not collide with them."""
    url = fresh_database()
    application: FastAPI = create_app(fast_settings(url, demo=True, demo_orders=30))
    async with application.router.lifespan_context(application):
        await documents_built(application)  # as a start leaves the store once it is over
        transport = httpx.ASGITransport(app=application)
        async with httpx.AsyncClient(transport=transport, base_url=BASE_URL) as http:
            token = await obtain_token(http)
            http.headers["Authorization"] = f"Bearer {token['access_token']}"
            cart = await new_cart(http)
            variant = await variant_id(http, "EVERYDAY_TSHIRT_M_WHITE")
            added = await http.post(
                f"/api/v1/orders/{cart['id']}/items/",
                json={"variant": variant, "unit_price": 1500, "quantity": 2},
            )
            assert added.status_code == 201, added.text


@pytest.fixture(scope="module")
def generated_store_url(fresh_database: Callable[[], str]) -> str:
    """A store with generated orders over half a year (the first app to start seeds it)."""
    return fresh_database()


@pytest.mark.parametrize("sort", [*SORT_SQL, None])
async def test_every_page_of_a_date_range_is_the_direct_querys_on_postgresql(
    generated_store_url: str, sort: str | None
) -> None:
    async with app_and_client(generated_store_url, demo_orders=GENERATED) as (application, http):
        with recording(application.state.engine, is_merged_page) as merged:
            await assert_pages_of_the_range_right(http, generated_store_url, merged, sort)


async def test_lists_sorted_by_number_or_checkout_time_are_read_in_index_order_on_postgresql(
    generated_store_url: str,
) -> None:
    """A cart's missing number or checkout time comes first ascending and last descending; the
    indexes put NULLs first, so either direction is a walk of an index, never a sort of every
    order (``enable_sort`` off: a plan still sorting has no index that serves its order)."""
    async with app_and_client(generated_store_url, demo_orders=GENERATED) as (application, http):
        engine: Engine = application.state.engine
        with recording(engine, is_page_query) as recorder:
            for criteria in ({}, {"criteria[state]": "new"}, {"criteria[channel]": "WEB"}):
                for sort in ("number", "checkout_completed_at"):
                    for direction in ("asc", "desc"):
                        params = {**criteria, f"sorting[{sort}]": direction}
                        answer = await http.get("/api/v1/orders/", params=params)
                        assert answer.status_code == 200 and answer.json()["total"] > 0, params
        assert len(recorder.seen) == 12
        with engine.connect() as connection:
            connection.execute(text("SET enable_sort = off"))
            for statement, parameters in recorder.seen:
                plan = connection.exec_driver_sql(f"EXPLAIN {statement}", parameters)
                steps = [str(row[0]) for row in plan]
                assert not any("Sort" in step for step in steps), (statement, steps)


async def test_a_postgresql_store_made_before_the_nulls_first_indexes_gets_them_at_start(
    generated_store_url: str,
) -> None:
    made_before = "CREATE INDEX ix_orders_list_number ON orders (number, id, deleted_at)"
    engine = create_engine(generated_store_url)
    definition = "SELECT indexdef FROM pg_indexes WHERE indexname = 'ix_orders_list_number'"
    try:
        async with app_and_client(generated_store_url, demo_orders=GENERATED):
            pass  # seeded, if no test before did
        with engine.begin() as connection:
            connection.execute(text("DROP INDEX ix_orders_list_number"))
            connection.execute(text(f"{made_before} WHERE deleted_at IS NULL"))
            assert "NULLS FIRST" not in connection.execute(text(definition)).scalar_one()
        async with app_and_client(generated_store_url, demo_orders=GENERATED):
            with engine.connect() as connection:
                assert "number NULLS FIRST" in connection.execute(text(definition)).scalar_one()
    finally:
        engine.dispose()


async def test_substring_searches_have_trigram_indexes_on_postgresql(
    client: httpx.AsyncClient, store_url: str
) -> None:
    """The start makes ``pg_trgm`` and a GIN index per searched expression; the planner can
    answer a code, name or number part from it, and the answers are the plain match's."""
    engine = create_engine(make_url(store_url))
    try:
        with engine.connect() as connection:
            indexes: dict[str, str] = dict(
                connection.execute(
                    text(
                        "SELECT indexname, indexdef FROM pg_indexes WHERE indexname LIKE 'search_%'"
                    )
                ).all()
            )
            assert set(indexes) == {
                "search_product_variants_code",
                "search_variant_names_names",
                "search_orders_number",
            }
            assert (
                "gin (lower((code)::text) gin_trgm_ops)" in indexes["search_product_variants_code"]
            )
            connection.execute(text("SET enable_seqscan = off"))
            for table, condition in (
                ("product_variants", "lower(code) LIKE '%shirt_m_whi%'"),
                ("variant_names", "lower(names) LIKE '%cotton t-sh%'"),
                ("orders", "number LIKE '%00001%'"),
            ):
                plan = "\n".join(
                    connection.execute(text(f"EXPLAIN SELECT id FROM {table} WHERE {condition}"))
                    .scalars()
                    .all()
                )
                assert f"search_{table}_" in plan, plan
            expected = sorted(
                connection.execute(
                    text(
                        "SELECT code FROM product_variants"
                        " WHERE lower(code) LIKE '%shirt/_m/_%' ESCAPE '/'"
                    )
                ).scalars()
            )
    finally:
        engine.dispose()
    response = await client.get("/api/v1/product-variants/", params={"criteria[code]": "Shirt_M_"})
    assert response.status_code == 200, response.text
    assert sorted(item["code"] for item in response.json()["_embedded"]["items"]) == expected
    assert expected


# Name parts and whether some variant has them after the writes below (None: as the database's
# lower() folds letters outside ASCII, which follows its locale).
NAME_PARTS: Final[dict[str, bool | None]] = {
    "renamed äöü %_": None,
    "RENAMED ÄÖÜ %_": True,
    "İSTANBUL": True,
    "nouveau nom": True,
    "σίσυφος": None,
    "Σίσυφος": True,
    "moved name": True,
    "gone name": False,
    "deleted variant": False,
    "T-SHIRT": True,
    "%": True,
    "_": True,
}


async def test_name_searches_follow_every_kind_of_write_on_postgresql(
    client: httpx.AsyncClient, store_url: str
) -> None:
    """The catalogue's name search (over each variant's search text) answers what a match on
    every name answers, after names are added, renamed, removed and moved through the API and
    in plain SQL, and a variant is deleted."""
    named = ("İstanbul Tee", "Σίσυφος", "Deleted Variant", "Gone Name", "To Be Moved")
    await write_names_through_the_api(client, VARIANTS, "PG_NAMED", named)
    engine = create_engine(make_url(store_url))
    try:
        with engine.begin() as connection:
            first = connection.execute(
                text("SELECT id FROM product_variants WHERE code = 'PG_NAMED_0'")
            ).scalar_one()
            connection.execute(
                text(
                    "UPDATE product_variant_translations SET variant_id = :first, "
                    "name = 'Moved Name', locale = 'it_IT' WHERE id = (SELECT min(id) FROM "
                    "product_variant_translations WHERE variant_id = (SELECT id FROM "
                    "product_variants WHERE code = 'PG_NAMED_4'))"
                ),
                {"first": first},
            )
        with engine.connect() as connection:
            expected = {
                part: sorted(
                    connection.execute(
                        text(
                            "SELECT code FROM product_variants WHERE id IN (SELECT variant_id "
                            "FROM product_variant_translations WHERE lower(name) LIKE "
                            "'%' || lower(:part) || '%' ESCAPE '/')"
                        ),
                        {"part": part.replace("/", "//").replace("%", "/%").replace("_", "/_")},
                    ).scalars()
                )
                for part in NAME_PARTS
            }
    finally:
        engine.dispose()
    for part, held in NAME_PARTS.items():
        assert held is None or bool(expected[part]) == held, part
        codes: list[str] = []
        page = 1
        while True:
            response = await client.get(
                "/api/v1/product-variants/",
                params={"criteria[name]": part, "limit": 100, "page": page, "sorting[code]": "asc"},
            )
            assert response.status_code == 200, response.text
            answer = response.json()
            codes += [item["code"] for item in answer["_embedded"]["items"]]
            if page >= answer["pages"]:
                break
            page += 1
        assert codes == expected[part], part
        assert answer["total"] == len(expected[part]), part


async def test_order_number_parts_are_the_plain_matchs_on_postgresql(
    client: httpx.AsyncClient, store_url: str
) -> None:
    """A number part of one, two and four characters and a whole number, under several sort
    keys: the page and the total are those of the plain LIKE (on PostgreSQL its trigram index
    and a COUNT answer them; SQLite's suffixes and counters are not made there)."""
    engine = create_engine(make_url(store_url))
    try:
        with engine.connect() as connection:
            tables = "SELECT tablename FROM pg_tables WHERE tablename LIKE 'order_number_%'"
            assert connection.execute(text(tables)).all() == []
            whole = connection.execute(
                text("SELECT max(number) FROM orders WHERE deleted_at IS NULL")
            ).scalar_one()
            expected: dict[tuple[str, str], tuple[int, list[int]]] = {}
            for part in ("1", "00", "0001", whole):
                matching = "deleted_at IS NULL AND number LIKE :pattern"
                pattern = {"pattern": f"%{part}%"}
                total = connection.execute(
                    text(f"SELECT count(*) FROM orders WHERE {matching}"), pattern
                ).scalar_one()
                for sort, key in (("number", "number"), ("total", "total")):
                    found = connection.execute(
                        text(
                            f"SELECT id FROM orders WHERE {matching} "
                            f"ORDER BY {key} DESC NULLS LAST, id DESC LIMIT 25"
                        ),
                        pattern,
                    ).scalars()
                    expected[(part, sort)] = (total, list(found))
    finally:
        engine.dispose()
    for (part, sort), (total, ids) in expected.items():
        response = await client.get(
            "/api/v1/orders/",
            params={"criteria[number]": part, f"sorting[{sort}]": "desc", "limit": 25},
        )
        assert response.status_code == 200, response.text
        page = response.json()
        assert (page["total"], [item["id"] for item in page["_embedded"]["items"]]) == (
            total,
            ids,
        ), (part, sort)
        assert total > 0, part


async def test_stored_order_documents_answer_as_freshly_rendered_on_postgresql(
    fresh_database: Callable[[], str],
) -> None:
    """After every kind of write, and after writes by another connection with plain SQL."""
    database_url = fresh_database()
    async with app_and_client(database_url) as (application, http):
        ready, pending, orders = stored_documents(application)
        assert (ready, pending) == (orders, 0)  # every order's documents were made at start

        async def check(what: str, order_ids: list[int]) -> None:
            assert stored_documents(application)[1] == 0, what  # rendered in the write's commit
            await assert_answers_as_rendered(application.state.sessionmaker, http, order_ids, what)

        await every_kind_of_write(http, check)
        order_ids = write_with_plain_sql(database_url)
        assert stored_documents(application)[1] >= len(order_ids)
        await assert_answers_as_rendered(
            application.state.sessionmaker, http, order_ids, "plain SQL"
        )


async def test_racing_writers_on_one_order_leave_its_stored_document_current(
    fresh_database: Callable[[], str],
) -> None:
    """Items added to one order at once through two servers: whichever commits last, the stored
    document shows every item."""
    database_url = fresh_database()
    async with app_and_client(database_url) as (application, http):
        order = await http.post("/api/v1/orders/", json={"channel": "WEB", "localeCode": "en_US"})
        order_id = order.json()["id"]
        variants = (await http.get(VARIANTS, params={"limit": CONCURRENT_WRITERS})).json()
        variant_ids = [variant["id"] for variant in variants["_embedded"]["items"]]
        async with twin_servers(database_url) as servers:
            added = await asyncio.gather(
                *(
                    servers[index % 2].post(
                        f"/api/v1/orders/{order_id}/items/",
                        json={"variant": variant_id, "unit_price": 100 + index, "quantity": 1},
                    )
                    for index, variant_id in enumerate(variant_ids)
                )
            )
        assert [answer.status_code for answer in added] == [201] * len(variant_ids)
        assert stored_documents(application)[1] == 0
        await assert_answers_as_rendered(
            application.state.sessionmaker, http, [order_id], "racing writers"
        )
        listed = (await http.get(f"/api/v1/orders/{order_id}")).json()
        assert len(listed["items"]) == len(variant_ids)


async def test_every_page_of_the_counted_lists_is_the_plain_querys_on_postgresql(
    fresh_database: Callable[[], str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Pages found through the counts per block, before and after writes of every kind."""
    monkeypatch.setattr(order_paging, "SEEK_MIN_OFFSET", 0)  # every page through the counts
    url = fresh_database()
    async with app_and_client(url, demo_orders=GENERATED) as (application, http):
        engine = application.state.engine
        with recording(engine, is_block_page) as block_pages:
            await assert_every_page_right(http, url, block_pages, limit=23)
            await write_states_through_the_api(http)
            assert_block_counts_right(engine)
            await assert_every_page_right(http, url, block_pages, limit=23)
            write_the_sort_keys_with_plain_sql(url)
            assert_block_counts_right(engine)
            await assert_every_page_right(http, url, block_pages, limit=23)


async def test_a_plain_sql_writer_is_shown_by_every_read_on_postgresql(
    fresh_database: Callable[[], str],
) -> None:
    """``order_stats``' triggers in PostgreSQL's dialect: an order inserted, changed and soft
    deleted and an item's quantity changed by plain SQL show in the next (cached) reads."""
    database_url = fresh_database()
    engine = create_engine(make_url(database_url))
    async with store_client(database_url) as http:
        plain = await listed_twice(http)
        placed = plain["_embedded"]["items"][0]["id"]
        with engine.begin() as connection:
            every_column = list(connection.execute(text("SELECT * FROM orders LIMIT 0")).keys())
            columns = [name for name in every_column if name != "id"]
            copied = ", ".join("number || '-copy'" if n == "number" else n for n in columns)
            made = connection.execute(
                text(
                    f"INSERT INTO orders ({', '.join(columns)}) SELECT {copied} FROM orders "
                    "WHERE id = :id RETURNING id"
                ),
                {"id": placed},
            ).scalar_one()
        after = await listed_twice(http)
        assert (after["total"], after["_embedded"]["items"][0]["id"]) == (plain["total"] + 1, made)
        with engine.begin() as connection:
            connection.execute(
                text("UPDATE orders SET state = 'cancelled', total = 4321 WHERE id = :id"),
                {"id": made},
            )
            item_id, quantity = connection.execute(
                text("SELECT id, quantity FROM order_items WHERE order_id = :id LIMIT 1"),
                {"id": placed},
            ).one()
        shown = (await listed_twice(http))["_embedded"]["items"][0]
        assert (shown["state"], shown["total"]) == ("cancelled", 4321)
        await http.get(f"/api/v1/orders/{placed}")
        with engine.begin() as connection:
            connection.execute(
                text("UPDATE order_items SET quantity = :q WHERE id = :id"),
                {"q": quantity + 5, "id": item_id},
            )
            connection.execute(
                text("UPDATE orders SET deleted_at = now() WHERE id = :id"), {"id": made}
            )
        read = (await http.get(f"/api/v1/orders/{placed}")).json()
        assert {line["id"]: line["quantity"] for line in read["items"]}[item_id] == quantity + 5
        assert (await listed_twice(http))["total"] == plain["total"]
    try:
        assert_counters_right(engine)
    finally:
        engine.dispose()


async def listed_twice(http: httpx.AsyncClient) -> dict[str, Any]:
    """The plain order list, asked twice: the second answer is the caches' own."""
    await http.get("/api/v1/orders/")
    response = await http.get("/api/v1/orders/")
    assert response.status_code == 200, response.text
    answer: dict[str, Any] = response.json()
    return answer
