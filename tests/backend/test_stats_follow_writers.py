"""The plain lists' totals and every cache keyed on the data version (filtered counts, pages,
order parts) follow a writer in plain SQL (another program, a hand-made UPDATE) at once: the
database's triggers keep ``order_stats``, not the server's own writes."""

from __future__ import annotations

import sqlite3
from typing import Any

import httpx
import pytest

from storeadmin_gui.backend.db import make_engine
from storeadmin_gui.backend.settings import Settings

from .order_counting import live_per_state

pytestmark = pytest.mark.anyio

# A customer and a date range together: a filtered total no counter answers (a cached COUNT).
FILTERED = {"criteria[customer]": "@example.net", "criteria[date_from]": "2020-01-01"}


async def listed(client: httpx.AsyncClient, **params: str) -> dict[str, Any]:
    """A list answer, asked twice so that the second comes from the caches."""
    await client.get("/api/v1/orders/", params=params)
    response = await client.get("/api/v1/orders/", params=params)
    assert response.status_code == 200, response.text
    answer: dict[str, Any] = response.json()
    return answer


async def document(client: httpx.AsyncClient, order_id: int) -> dict[str, Any]:
    await client.get(f"/api/v1/orders/{order_id}")
    response = await client.get(f"/api/v1/orders/{order_id}")
    assert response.status_code == 200, response.text
    answer: dict[str, Any] = response.json()
    return answer


def first_ids(answer: dict[str, Any]) -> list[int]:
    return [int(item["id"]) for item in answer["_embedded"]["items"]]


async def test_a_plain_sql_writer_is_shown_by_every_read(
    client: httpx.AsyncClient, settings: Settings
) -> None:
    plain, filtered = await listed(client), await listed(client, **FILTERED)
    placed = first_ids(filtered)[0]
    await document(client, placed)
    writer = sqlite3.connect(settings.database_url.removeprefix("sqlite:///"))
    columns = [row[1] for row in writer.execute("PRAGMA table_info(orders)") if row[1] != "id"]
    copied = ", ".join("number || '-copy'" if name == "number" else name for name in columns)
    with writer:
        made = writer.execute(
            f"INSERT INTO orders ({', '.join(columns)}) SELECT {copied} FROM orders WHERE id = ?",
            (placed,),
        ).lastrowid
    assert made is not None
    after = await listed(client)
    assert after["total"] == plain["total"] + 1
    assert first_ids(after)[0] == made
    now_filtered = await listed(client, **FILTERED)
    assert now_filtered["total"] == filtered["total"] + 1
    assert first_ids(now_filtered)[0] == made

    with writer:
        writer.execute("UPDATE orders SET state = 'cancelled', total = 4321 WHERE id = ?", (made,))
    shown = (await listed(client))["_embedded"]["items"][0]
    assert (shown["id"], shown["state"], shown["total"]) == (made, "cancelled", 4321)
    read = await document(client, made)
    assert (read["state"], read["total"]) == ("cancelled", 4321)

    item = writer.execute(
        "SELECT id, quantity FROM order_items WHERE order_id = ? ORDER BY id LIMIT 1", (placed,)
    ).fetchone()
    with writer:
        writer.execute("UPDATE order_items SET quantity = ? WHERE id = ?", (item[1] + 5, item[0]))
    lines = {line["id"]: line["quantity"] for line in (await document(client, placed))["items"]}
    assert lines[item[0]] == item[1] + 5

    with writer:
        writer.execute("UPDATE orders SET deleted_at = updated_at WHERE id = ?", (made,))
    writer.close()
    assert (await listed(client))["total"] == plain["total"]
    assert (await listed(client, **FILTERED))["total"] == filtered["total"]
    assert first_ids(await listed(client))[0] != made
    engine = make_engine(settings.database_url)
    counted, kept = live_per_state(engine)
    engine.dispose()
    assert kept == counted
