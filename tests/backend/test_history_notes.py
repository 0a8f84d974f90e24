"""Who did what (docs/api.md section 15) over HTTP: each kind of change to an order and a variant
recorded with its author and values before and after, notes and who may write them, customers'
profiles, and the search box."""

from __future__ import annotations

import dataclasses
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

import httpx
import pytest
from fastapi import FastAPI

from storeadmin_gui.backend.app import create_app
from storeadmin_gui.backend.settings import Settings
from tests.backend.conftest import BASE_URL, obtain_token
from tests.backend.order_steps import (
    AWAITING,
    an_order,
    cancel,
    complete,
    ship,
    stock_of,
    units_by_variant,
)
from tests.backend.sales_facts import CANDLE

pytestmark = pytest.mark.anyio

ADMIN_NAME = "Demo Administrator"
STAFF_PASSWORD = "store-admin"
FULFILMENT = "jon.fisher@example.com"
CATALOGUE = "maya.lopez@example.com"
READ_ONLY = "rita.vogel@example.com"
NOBODY = "sam.ito@example.com"
FORBIDDEN = {"code": 403, "message": "Your account may not do this."}
VARIANT = "/api/v1/products/SOY_CANDLE/variants/SOY_CANDLE_FIG"


async def history(client: httpx.AsyncClient, path: str, **params: Any) -> list[dict[str, Any]]:
    response = await client.get(f"{path}/history", params=params)
    assert response.status_code == 200, response.text
    entries: list[dict[str, Any]] = response.json()["_embedded"]["items"]
    return entries


def fields(entry: dict[str, Any]) -> dict[str, tuple[Any, Any]]:
    return {change["field"]: (change["before"], change["after"]) for change in entry["changes"]}


@asynccontextmanager
async def staff(app: FastAPI, username: str) -> AsyncIterator[httpx.AsyncClient]:
    """A client signed in as one of the demo's staff accounts."""
    transport = httpx.ASGITransport(app=app)
    async with httpx.AsyncClient(transport=transport, base_url=BASE_URL) as http:
        token = await obtain_token(http, username, STAFF_PASSWORD)
        http.headers["Authorization"] = f"Bearer {token['access_token']}"
        yield http


async def candle_id(client: httpx.AsyncClient) -> int:
    variant = (await client.get(VARIANT)).json()
    return int(variant["id"])


async def test_items_added_and_removed_are_recorded_with_who_and_the_totals(
    app: FastAPI, client: httpx.AsyncClient
) -> None:
    order = await an_order(client, AWAITING)
    path = f"/api/v1/orders/{order['id']}"
    async with staff(app, FULFILMENT) as jon:
        added = await jon.post(
            f"{path}/items/",
            json={"variant": await candle_id(client), "unit_price": 1500, "quantity": 2},
        )
        assert added.status_code == 201, added.text
        item_id = added.json()["id"]
        assert (await client.delete(f"{path}/items/{item_id}")).status_code == 204
    removed, adding = (await history(client, path))[:2]
    assert adding["action"] == "item_added"
    assert adding["user"]["name"] == "Jon Fisher"
    line = {"variant": "SOY_CANDLE_FIG", "quantity": 2, "unit_price": 1500}
    assert fields(adding)[f"items.{item_id}"] == (None, line)
    total_before, total_after = fields(adding)["total"]
    assert total_after > total_before == order["total"]
    assert removed["action"] == "item_removed"
    assert removed["user"] == {"id": 1, "name": ADMIN_NAME}
    assert fields(removed)[f"items.{item_id}"] == (line, None)
    assert fields(removed)["total"] == (total_after, order["total"])
    assert removed["id"] > adding["id"] and removed["at"] >= adding["at"]


async def test_each_step_is_recorded_with_the_states_it_moved(client: httpx.AsyncClient) -> None:
    order = await an_order(client, AWAITING)
    path = f"/api/v1/orders/{order['id']}"
    payment, shipment = order["payments"][0]["id"], order["shipments"][0]["id"]
    assert (await complete(client, order["id"], payment)).status_code == 204
    assert (await ship(client, order["id"], shipment, tracking="1Z9")).status_code == 204
    shipped, paid = (await history(client, path))[:2]
    assert paid["action"] == "payment_completed"
    assert fields(paid)["payment_state"] == ("awaiting_payment", "paid")
    assert fields(paid)[f"payments.{payment}.state"] == ("new", "completed")
    assert shipped["action"] == "shipped"
    assert fields(shipped)["state"] == ("pending", "fulfilled")
    assert fields(shipped)[f"shipments.{shipment}.tracking"] == (None, "1Z9")
    refused = await cancel(client, order["id"])
    assert refused.status_code == 400
    assert len(await history(client, path)) == 2, "a refused step records nothing"


async def test_a_cancel_is_recorded(client: httpx.AsyncClient) -> None:
    order = await an_order(client, AWAITING)
    assert (await cancel(client, order["id"])).status_code == 204
    (entry,) = await history(client, f"/api/v1/orders/{order['id']}")
    assert entry["action"] == "cancelled"
    assert fields(entry)["state"] == ("pending", "cancelled")


async def test_a_carts_life_is_recorded(client: httpx.AsyncClient) -> None:
    customer = (await client.get("/api/v1/customers/", params={"limit": 1})).json()
    email = customer["_embedded"]["items"][0]["email"]
    cart = await client.post(
        "/api/v1/carts/", json={"customer": email, "channel": "WEB", "localeCode": "en_US"}
    )
    cart_id = cart.json()["id"]
    item = await client.post(
        f"/api/v1/carts/{cart_id}/items/", json={"variant": "SOY_CANDLE_FIG", "quantity": 1}
    )
    item_id = item.json()["id"]
    changed = await client.patch(f"/api/v1/carts/{cart_id}/items/{item_id}", json={"quantity": 3})
    assert changed.status_code == 204
    assert (await client.delete(f"/api/v1/carts/{cart_id}/items/{item_id}")).status_code == 204
    entries = await history(client, f"/api/v1/orders/{cart_id}")
    assert [entry["action"] for entry in entries] == [
        "item_removed",
        "quantity_changed",
        "item_added",
        "created",
    ]
    before, after = fields(entries[1])[f"items.{item_id}"]
    assert (before["quantity"], after["quantity"]) == (1, 3)
    assert (await client.delete(f"/api/v1/carts/{cart_id}")).status_code == 204
    gone = await client.get(f"/api/v1/orders/{cart_id}/history")
    assert gone.status_code == 404, "a deleted order's history goes with it from the API"


async def test_price_and_stock_changes_of_a_variant_are_recorded(
    app: FastAPI, client: httpx.AsyncClient
) -> None:
    variant = (await client.get(VARIANT)).json()
    async with staff(app, CATALOGUE) as maya:
        saved = await maya.patch(
            VARIANT,
            json={
                "version": variant["version"],
                "channelPricings": {"WEB": {"price": "21.50"}},
                "onHand": 7,
            },
        )
        assert saved.status_code == 204, saved.text
    (entry,) = await history(client, VARIANT)
    assert entry["user"]["name"] == "Maya Lopez"
    assert entry["action"] == "updated"
    old_price = variant["channelPricings"]["WEB"]["price"]
    assert fields(entry)["channelPricings.WEB.price"] == (old_price, 2150)
    assert fields(entry)["onHand"] == (variant["onHand"], 7)
    # Neither a change of something else nor a refused save leaves an entry.
    assert (await client.patch(VARIANT, json={"width": 3})).status_code == 204
    stale = await client.patch(VARIANT, json={"version": variant["version"], "onHand": 1})
    assert stale.status_code == 409
    assert len(await history(client, VARIANT)) == 1


async def test_a_shipment_is_recorded_on_each_variant_it_took_stock_from(
    app: FastAPI, client: httpx.AsyncClient
) -> None:
    order = await an_order(client, AWAITING)
    stock = await stock_of(client, order)
    shipped_units = units_by_variant(order)
    async with staff(app, FULFILMENT) as jon:
        shipment = order["shipments"][0]["id"]
        assert (await ship(jon, order["id"], shipment)).status_code == 204
    links = {item["variant"]["sku"]: item["_links"]["variant"]["href"] for item in order["items"]}
    for sku, variant in stock.items():
        newest = (await history(client, links[sku].removeprefix(BASE_URL)))[0]
        if not variant["tracked"]:
            assert newest["action"] != "shipped", "an untracked variant's stock does not move"
            continue
        assert newest["action"] == "shipped"
        assert newest["user"]["name"] == "Jon Fisher"
        on_hand = variant["onHand"]
        assert fields(newest) == {
            "onHand": (on_hand, on_hand - shipped_units[sku]),
            "order": (None, order["number"]),
        }


async def test_history_is_paged_newest_first(client: httpx.AsyncClient) -> None:
    for count in range(1, 4):
        assert (await client.patch(VARIANT, json={"onHand": count})).status_code == 204
    page = (await client.get(f"{VARIANT}/history", params={"limit": 2, "page": 2})).json()
    assert (page["total"], page["pages"]) == (3, 2)
    (oldest,) = page["_embedded"]["items"]
    assert fields(oldest)["onHand"][1] == 1
    missing = await client.get("/api/v1/products/SOY_CANDLE/variants/NOPE/history")
    assert missing.status_code == 404


async def test_order_notes_by_role_and_never_in_the_order(
    app: FastAPI, client: httpx.AsyncClient
) -> None:
    order = await an_order(client, AWAITING)
    notes = f"/api/v1/orders/{order['id']}/notes/"
    async with (
        staff(app, FULFILMENT) as jon,
        staff(app, CATALOGUE) as maya,
        staff(app, READ_ONLY) as rita,
        staff(app, NOBODY) as sam,
    ):
        written = await jon.post(notes, json={"body": "  Customer rang: leave at the door.  "})
        assert written.status_code == 201, written.text
        note = written.json()
        assert note["body"] == "Customer rang: leave at the door."
        assert note["author"]["name"] == "Jon Fisher"
        for reader in (maya, rita, client):
            listed = (await reader.get(notes)).json()["_embedded"]["items"]
            assert [n["id"] for n in listed] == [note["id"]]
        for refused in (maya, rita):
            answer = await refused.post(notes, json={"body": "no"})
            assert (answer.status_code, answer.json()) == (403, FORBIDDEN)
        assert (await sam.get(notes)).status_code == 403
        admins = (await client.post(notes, json={"body": "Refund approved."})).json()
        others = await jon.delete(f"{notes}{admins['id']}")
        assert (others.status_code, others.json()) == (403, FORBIDDEN)
        assert (await client.delete(f"{notes}{note['id']}")).status_code == 204
        assert (await jon.delete(f"{notes}{note['id']}")).status_code == 404
    document = (await client.get(f"/api/v1/orders/{order['id']}")).text
    listed = (await client.get("/api/v1/orders/", params={"limit": 100})).text
    assert "Refund approved" not in document and "Refund approved" not in listed
    entries = await history(client, f"/api/v1/orders/{order['id']}")
    assert [e["action"] for e in entries] == ["note_deleted", "note_added", "note_added"]


async def test_a_note_must_say_something_and_not_too_much(client: httpx.AsyncClient) -> None:
    order = await an_order(client, AWAITING)
    notes = f"/api/v1/orders/{order['id']}/notes/"
    for body, message in (
        ({}, "This value should not be blank."),
        ({"body": "   "}, "This value should not be blank."),
        ({"body": 5}, "This value is not valid."),
        ({"body": "x" * 2001}, "This value is too long. It should have 2000 characters or less."),
    ):
        answer = await client.post(notes, json=body)
        assert answer.status_code == 400, body
        assert answer.json()["errors"]["children"]["body"]["errors"] == [message]
    assert (
        await client.post("/api/v1/orders/999999/notes/", json={"body": "x"})
    ).status_code == 404


async def test_a_customers_profile_counts_what_they_bought(client: httpx.AsyncClient) -> None:
    order = await an_order(client, AWAITING)
    customer_id = order["customer"]["id"]
    profile = (await client.get(f"/api/v1/customers/{customer_id}/profile")).json()
    assert profile["customer"]["id"] == customer_id
    assert profile["guest"] is (profile["customer"]["user"] is None)
    orders = (
        await client.get(f"/api/v1/customers/{customer_id}/orders/", params={"limit": 100})
    ).json()["_embedded"]["items"]
    bought = [o for o in orders if o["state"] not in ("cart", "cancelled")]
    assert profile["orders"] == len(bought) >= 1
    (totals,) = profile["totals"]
    assert totals["spent"] == sum(o["total"] for o in bought)
    assert totals["average_order"] == round(totals["spent"] / len(bought))
    moments = sorted(o["checkout_completed_at"] for o in bought)
    assert (profile["first_order_at"], profile["last_order_at"]) == (moments[0], moments[-1])
    assert [o["created_at"] for o in orders] == sorted(
        (o["created_at"] for o in orders), reverse=True
    )
    assert (await client.get("/api/v1/customers/999999/profile")).status_code == 404


async def test_guests_have_profiles_and_notes(app: FastAPI, client: httpx.AsyncClient) -> None:
    listed = (await client.get("/api/v1/customers/", params={"limit": 100})).json()
    guest = next(c for c in listed["_embedded"]["items"] if c["user"] is None)
    profile = (await client.get(f"/api/v1/customers/{guest['id']}/profile")).json()
    assert profile["guest"] is True
    notes = f"/api/v1/customers/{guest['id']}/notes/"
    async with staff(app, FULFILMENT) as jon, staff(app, CATALOGUE) as maya:
        assert (await jon.post(notes, json={"body": "Prefers phone calls."})).status_code == 201
        assert (await maya.post(notes, json={"body": "x"})).status_code == 403
        listed_notes = (await maya.get(notes)).json()["_embedded"]["items"]
    assert [n["body"] for n in listed_notes] == ["Prefers phone calls."]


async def test_search_finds_each_kind_by_its_beginning(client: httpx.AsyncClient) -> None:
    order = await an_order(client, AWAITING)
    short_number = order["number"].lstrip("0")
    found = (await client.get("/api/v1/search", params={"q": short_number})).json()
    assert found["orders"][0]["number"] == order["number"]
    email = order["customer"]["email"]
    by_email = (await client.get("/api/v1/search", params={"q": email[:6].upper()})).json()
    assert email in [c["email"] for c in by_email["customers"]]
    first, last = order["customer"]["first_name"], order["customer"]["last_name"]
    by_name = (
        await client.get("/api/v1/search", params={"q": f"{first[:3]} {last[:3]}".lower()})
    ).json()
    assert all(c["firstName"].lower().startswith(first[:3].lower()) for c in by_name["customers"])
    assert email in [c["email"] for c in by_name["customers"]]
    by_code = (await client.get("/api/v1/search", params={"q": "soy_candle_f"})).json()
    assert [v["code"] for v in by_code["variants"]] == [CANDLE]
    name = (await client.get(VARIANT)).json()["translations"]["en_US"]["name"]
    by_variant_name = (await client.get("/api/v1/search", params={"q": name[:5].lower()})).json()
    assert CANDLE in [v["code"] for v in by_variant_name["variants"]]
    limited = (await client.get("/api/v1/search", params={"q": "0", "limit": 2})).json()
    assert len(limited["orders"]) == 2
    assert (await client.get("/api/v1/search", params={"q": "a", "limit": 21})).status_code == 400
    assert (await client.get("/api/v1/search", params={"q": "a" * 101})).status_code == 400
    empty = (await client.get("/api/v1/search", params={"q": " "})).json()
    assert (empty["orders"], empty["customers"], empty["variants"]) == ([], [], [])


async def test_search_answers_only_the_kinds_an_account_may_read(app: FastAPI) -> None:
    async with staff(app, CATALOGUE) as maya, staff(app, NOBODY) as sam:
        catalogue = (await maya.get("/api/v1/search", params={"q": "so"})).json()
        nothing = (await sam.get("/api/v1/search", params={"q": "so"})).json()
    assert catalogue["variants"] and catalogue["orders"] is not None
    assert (nothing["orders"], nothing["customers"], nothing["variants"]) == (None, None, None)


async def test_a_server_without_extensions_serves_none_of_it(settings: Settings) -> None:
    bare = create_app(dataclasses.replace(settings, extensions=False))
    async with bare.router.lifespan_context(bare):
        transport = httpx.ASGITransport(app=bare)
        async with httpx.AsyncClient(transport=transport, base_url=BASE_URL) as http:
            token = await obtain_token(http)
            http.headers["Authorization"] = f"Bearer {token['access_token']}"
            for path in (
                "/api/v1/orders/1/history",
                "/api/v1/orders/1/notes/",
                f"{VARIANT}/history",
                "/api/v1/customers/1/profile",
                "/api/v1/search?q=a",
            ):
                assert (await http.get(path)).status_code == 404, path
