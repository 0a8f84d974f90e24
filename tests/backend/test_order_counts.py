"""The totals of filtered order and cart lists come from counters the database keeps: they must
equal a count of the orders themselves after any write, whoever made it."""

from __future__ import annotations

import itertools
import sqlite3
import sys
from pathlib import Path
from typing import Any

import anyio
import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy import text

from storeadmin_gui.backend.app import create_app
from storeadmin_gui.backend.db import make_engine
from storeadmin_gui.backend.settings import Settings
from tests.support.stores import StoreTemplates

from .conftest import BASE_URL, obtain_token
from .order_counting import assert_counters_right
from .order_steps import AWAITING, an_order, cancel, complete, ship

pytestmark = pytest.mark.anyio

GENERATED = 400
# Every criterion with one value or two; totals are checked for each alone and each pair.
CRITERIA: dict[str, tuple[str, ...]] = {
    "state": ("pending", "fulfilled", "cart", "nothing"),
    "payment_state": ("awaiting_payment", "paid"),
    "shipping_state": ("ready", "shipped"),
    "channel": ("WEB", "MOBILE", "NOWHERE"),
    "customer": ("emma", "ava.laurent5@example.net", "nobody@"),
    "date_from": ("2026-08-01",),
    "date_to": ("2026-09-15",),
    "number": ("42",),
}
SQL_CONDITIONS = {
    "state": "o.state = :state",
    "payment_state": "o.payment_state = :payment_state",
    "shipping_state": "o.shipping_state = :shipping_state",
    "channel": "o.channel_id IN (SELECT id FROM channels WHERE code = :channel)",
    "customer": "o.customer_id IN (SELECT id FROM customers WHERE email_canonical LIKE :customer)",
    "date_from": "o.checkout_completed_at >= :date_from",
    "date_to": "o.checkout_completed_at < date(:date_to, '+1 day')",
    "number": "o.number LIKE :number",
}


@pytest.fixture
def settings(store_templates: StoreTemplates, tmp_path: Path) -> Settings:
    """A fresh copy of a demo store with some generated orders (several pages of each list)."""
    return store_templates.fresh_settings(tmp_path / "store.db", demo_orders=GENERATED)


def counted(settings: Settings, criteria: dict[str, str]) -> int:
    """The live orders matching ``criteria``, counted by hand."""
    values = dict(criteria)
    for name in ("customer", "number"):
        if name in values:
            values[name] = f"%{values[name]}%"
    where = " AND ".join(SQL_CONDITIONS[name] for name in criteria)
    engine = make_engine(settings.database_url)
    with engine.connect() as connection:
        total = connection.execute(
            text(f"SELECT count(*) FROM orders o WHERE o.deleted_at IS NULL AND {where or '1'}"),
            values,
        ).scalar_one()
    engine.dispose()
    return int(total)


async def listed_total(client: httpx.AsyncClient, criteria: dict[str, str], path: str) -> int:
    params = {f"criteria[{name}]": value for name, value in criteria.items()}
    response = await client.get(path, params=params)
    assert response.status_code == 200, response.text
    page: dict[str, Any] = response.json()
    assert len(page["_embedded"]["items"]) == min(page["total"], 10)
    return int(page["total"])


async def assert_totals_right(client: httpx.AsyncClient, settings: Settings) -> None:
    singles = [{name: value} for name, values in CRITERIA.items() for value in values]
    pairs = [
        {first: CRITERIA[first][0], second: CRITERIA[second][0]}
        for first, second in itertools.combinations(CRITERIA, 2)
    ]
    for criteria in singles + pairs:
        expected = counted(settings, criteria)
        assert await listed_total(client, criteria, "/api/v1/orders/") == expected, criteria
    for criteria in ({"customer": "emma"}, {"channel": "WEB"}, {"customer": "x", "channel": "X"}):
        expected = counted(settings, {**criteria, "state": "cart"})
        assert await listed_total(client, criteria, "/api/v1/carts/") == expected, criteria


async def test_totals_of_every_filter_alone_and_in_pairs_equal_a_count(
    client: httpx.AsyncClient, settings: Settings
) -> None:
    await assert_totals_right(client, settings)
    assert_counters_right(make_engine(settings.database_url))


async def test_counters_follow_every_kind_of_write_through_the_api(
    client: httpx.AsyncClient, settings: Settings
) -> None:
    engine = make_engine(settings.database_url)
    customer = "ava.laurent5@example.net"
    cart = await client.post(
        "/api/v1/carts/", json={"customer": customer, "channel": "WEB", "localeCode": "en_US"}
    )
    assert cart.status_code == 201, cart.text
    assert_counters_right(engine)
    shipped = await an_order(client, AWAITING)
    assert (await ship(client, shipped["id"], shipped["shipments"][0]["id"])).status_code < 300
    paid = await an_order(client, AWAITING)
    assert (await complete(client, paid["id"], paid["payments"][0]["id"])).status_code < 300
    cancelled = await an_order(client, AWAITING)
    assert (await cancel(client, cancelled["id"])).status_code < 300
    assert (await client.delete(f"/api/v1/carts/{cart.json()['id']}")).status_code == 204
    assert (await client.delete(f"/api/v1/orders/{paid['id']}")).status_code == 204
    assert_counters_right(engine)
    await assert_totals_right(client, settings)
    engine.dispose()


async def test_a_write_by_another_process_is_counted_and_shown(
    client: httpx.AsyncClient, settings: Settings
) -> None:
    """Written with plain SQL by another program: the triggers keep the counters all the same,
    and no cached page or total survives the write."""
    params = {"criteria[state]": "cancelled", "criteria[channel]": "WEB"}
    before = (await client.get("/api/v1/orders/", params=params)).json()
    await client.get("/api/v1/orders/", params=params)  # cached now
    database = settings.database_url.removeprefix("sqlite:///")
    script = (
        "import sqlite3, sys\n"
        "db = sqlite3.connect(sys.argv[1])\n"
        "db.execute(\"UPDATE orders SET state = 'cancelled' WHERE id IN (SELECT id FROM orders "
        "WHERE state = 'fulfilled' AND channel_id = (SELECT id FROM channels WHERE code = 'WEB') "
        'ORDER BY id DESC LIMIT 3)")\n'
        'db.execute("DELETE FROM orders WHERE id = (SELECT max(id) FROM orders '
        "WHERE state = 'cart' AND id NOT IN (SELECT order_id FROM order_items))\")\n"
        "db.commit()\n"
    )
    await anyio.run_process([sys.executable, "-c", script, database])
    after = (await client.get("/api/v1/orders/", params=params)).json()
    assert after["total"] == before["total"] + 3
    assert after["total"] == counted(settings, {"state": "cancelled", "channel": "WEB"})
    assert_counters_right(make_engine(settings.database_url))


async def test_a_store_made_before_the_counters_gets_them_at_start(settings: Settings) -> None:
    database = settings.database_url.removeprefix("sqlite:///")
    with sqlite3.connect(database) as older:
        for (name,) in older.execute("SELECT name FROM sqlite_master WHERE type = 'trigger'"):
            older.execute(f"DROP TRIGGER {name}")
        older.execute("DROP TABLE order_counts")
        older.execute("DROP TABLE order_day_counts")
    older.close()
    app: FastAPI = create_app(settings)
    async with app.router.lifespan_context(app):
        assert_counters_right(app.state.engine)
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url=BASE_URL) as http:
            token = await obtain_token(http)
            http.headers["Authorization"] = f"Bearer {token['access_token']}"
            await assert_totals_right(http, settings)
