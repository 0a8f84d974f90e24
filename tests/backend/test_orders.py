"""Orders over HTTP: the list (carts included), reads, creation, soft deletion, immutable items."""

from __future__ import annotations

import re
from typing import Any

import httpx
import pytest
from sqlalchemy import delete

from storeadmin_gui.backend.models.sales import OrderStats
from storeadmin_gui.backend.settings import Settings
from tests.backend.sales_facts import CANDLE, run_sql, variant_facts

pytestmark = pytest.mark.anyio

NOT_BLANK = "This value should not be blank."
INVALID = "This value is not valid."
TIMESTAMP = r"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+0000$"


async def all_orders(client: httpx.AsyncClient, **params: Any) -> list[dict[str, Any]]:
    page = (await client.get("/api/v1/orders/", params={"limit": 100, **params})).json()
    assert page["total"] == len(page["_embedded"]["items"]), "the demo fits on one page"
    items: list[dict[str, Any]] = page["_embedded"]["items"]
    return items


async def new_order(client: httpx.AsyncClient, **fields: Any) -> dict[str, Any]:
    response = await client.post(
        "/api/v1/orders/", json={"channel": "WEB", "localeCode": "en_US", **fields}
    )
    assert response.status_code == 201, response.text
    order: dict[str, Any] = response.json()
    return order


async def add_item(
    client: httpx.AsyncClient, order_id: int, variant: int, unit_price: int, quantity: int
) -> httpx.Response:
    return await client.post(
        f"/api/v1/orders/{order_id}/items/",
        json={"variant": variant, "unit_price": unit_price, "quantity": quantity},
    )


def children(response: httpx.Response) -> dict[str, Any]:
    assert response.status_code == 400, response.text
    assert response.json()["message"] == "Validation Failed"
    result: dict[str, Any] = response.json()["errors"]["children"]
    return result


def assert_timestamp(value: Any) -> None:
    assert isinstance(value, str) and re.match(TIMESTAMP, value), value


# --- list -----------------------------------------------------------------------------------


async def test_list_holds_every_live_order_carts_included(client: httpx.AsyncClient) -> None:
    orders = await all_orders(client)
    states = {order["state"] for order in orders}
    assert states == {"cart", "pending", "fulfilled", "cancelled"}
    carts = (await client.get("/api/v1/carts/", params={"limit": 100})).json()
    assert carts["total"] == sum(order["state"] == "cart" for order in orders)
    ids = [order["id"] for order in orders]
    assert ids == sorted(ids, reverse=True)
    assert await all_orders(client) == orders  # the second answer reuses cached order parts


async def test_list_envelope_and_paging(client: httpx.AsyncClient) -> None:
    total = len(await all_orders(client))
    page = (await client.get("/api/v1/orders/", params={"page": 2, "limit": 7})).json()
    assert (page["page"], page["limit"], page["total"]) == (2, 7, total)
    assert page["pages"] == -(-total // 7)
    assert len(page["_embedded"]["items"]) == 7
    assert page["_links"]["self"]["href"] == "/api/v1/orders/?page=2&limit=7"
    assert page["_links"]["first"]["href"] == "/api/v1/orders/?page=1&limit=7"
    assert page["_links"]["next"]["href"] == "/api/v1/orders/?page=3&limit=7"
    assert page["_links"]["previous"]["href"] == "/api/v1/orders/?page=1&limit=7"
    beyond = (await client.get("/api/v1/orders/", params={"page": 999, "limit": 7})).json()
    assert beyond["page"] == beyond["pages"] == page["pages"]
    assert len(beyond["_embedded"]["items"]) == total - 7 * (page["pages"] - 1)
    assert "next" not in beyond["_links"]
    capped = (await client.get("/api/v1/orders/", params={"limit": 1000})).json()
    assert capped["limit"] == 100
    default = (await client.get("/api/v1/orders/")).json()
    assert (default["page"], default["limit"]) == (1, 10)
    for bad in ({"limit": 0}, {"page": "x"}, {"page": -1}):
        response = await client.get("/api/v1/orders/", params=bad)
        assert response.status_code == 404
        assert response.json() == {"code": 404, "message": "Page Not Found"}


@pytest.mark.parametrize(
    ("field", "key"),
    [
        ("id", lambda o: o["id"]),
        ("total", lambda o: o["total"]),
        ("createdAt", lambda o: o["created_at"]),
        ("updatedAt", lambda o: o["updated_at"]),
    ],
)
@pytest.mark.parametrize("direction", ["asc", "desc"])
async def test_list_sorting(
    client: httpx.AsyncClient, field: str, key: Any, direction: str
) -> None:
    orders = await all_orders(client, **{f"sorting[{field}]": direction})
    keys = [(key(order), order["id"]) for order in orders]
    assert keys == sorted(keys, reverse=direction == "desc")


async def test_list_sorting_by_number_and_the_nested_form(client: httpx.AsyncClient) -> None:
    orders = await all_orders(client, **{"sorting[number][asc]": ""})
    numbers = [order["number"] for order in orders if order["number"] is not None]
    assert numbers == sorted(numbers)
    assert orders[0]["number"] is None  # carts have no number; nulls first ascending
    bad = await client.get("/api/v1/orders/", params={"sorting[state]": "asc"})
    assert bad.status_code == 400
    assert bad.json() == {"code": 400, "message": 'Unknown sorting field "state".'}


async def test_list_filters(client: httpx.AsyncClient) -> None:
    orders = await all_orders(client)
    pending = await all_orders(client, **{"criteria[state]": "pending"})
    assert pending and {o["state"] for o in pending} == {"pending"}
    assert len(pending) == sum(o["state"] == "pending" for o in orders)
    number = pending[0]["number"]
    by_number = await all_orders(client, **{"criteria[number]": number})
    assert [o["id"] for o in by_number] == [pending[0]["id"]]
    email = orders[0]["email"]
    by_customer = await all_orders(client, **{"criteria[customer]": email.upper()})
    assert by_customer
    assert [o["id"] for o in by_customer] == [o["id"] for o in orders if o["email"] == email]
    none = await all_orders(client, **{"criteria[customer]": "no-such-buyer"})
    assert none == []
    ignored = await all_orders(client, **{"criteria[colour]": "red"})
    assert len(ignored) == len(orders)


async def test_list_filter_by_channel_keeps_to_its_currency(client: httpx.AsyncClient) -> None:
    orders = await all_orders(client)
    for code in ("WEB", "MOB"):
        in_channel = await all_orders(
            client, **{"criteria[channel]": code, "sorting[total]": "asc"}
        )
        assert [o["id"] for o in in_channel] == [
            o["id"] for o in sorted(orders, key=lambda o: (o["total"], o["id"]))
            if o["channel"]["code"] == code
        ]  # fmt: skip
        assert len({o["currency"] for o in in_channel}) == 1
    assert await all_orders(client, **{"criteria[channel]": "NOPE"}) == []


# --- read -----------------------------------------------------------------------------------


def without_unit_detail(order: dict[str, Any]) -> dict[str, Any]:
    """What a list page shows of an order: no units, and names in the store's language only."""
    unit_detail = ("inventory_units", "adjustments")
    items = [
        {
            **{k: v for k, v in item.items() if k not in unit_detail},
            "variant": without_names(item["variant"]),
        }
        for item in order["items"]
    ]
    return {**order, "items": items}


def without_names(variant: dict[str, Any]) -> dict[str, Any]:
    options = [
        {k: v for k, v in option.items() if k != "translations"} for option in variant["options"]
    ]
    return {**{k: v for k, v in variant.items() if k != "translations"}, "options": options}


async def test_placed_order_representation(client: httpx.AsyncClient) -> None:
    placed = (await all_orders(client, **{"criteria[state]": "pending"}))[0]
    for path in (f"/api/v1/orders/{placed['id']}/", f"/api/v1/orders/{placed['id']}"):
        response = await client.get(path)
        assert response.status_code == 200
        single = response.json()
        # The list leaves units out (their adjustments with them) and the names in every locale;
        # the order's own read has all.
        for listed, item in zip(placed["items"], single["items"], strict=True):
            assert "inventory_units" not in listed
            assert len(item["inventory_units"]) == item["quantity"]
            assert "translations" not in listed["variant"]
            names = item["variant"]["translations"]
            assert set(names) == {"en_US", "de_CH", "fr_FR", "nl_NL"}
            assert names["de_CH"]["name"] != names["en_US"]["name"]
            for option in item["variant"]["options"]:
                assert set(option["translations"]) == set(names)
            assert all(adjustment in item["adjustments"] for adjustment in listed["adjustments"])
        assert without_unit_detail(single) == without_unit_detail(placed)
    placed = single
    assert set(placed) >= {
        "id", "number", "checkout_completed_at", "items", "items_total", "adjustments",
        "comments", "adjustments_total", "total", "confirmed", "created_at", "updated_at",
        "expires_at", "state", "email", "user", "channel", "shipping_address",
        "billing_address", "payments", "shipments", "currency", "checkout_state",
    }  # fmt: skip
    assert placed["number"].isdigit()
    assert_timestamp(placed["checkout_completed_at"])
    assert_timestamp(placed["created_at"])
    assert placed["comments"] == []
    assert placed["shipping_address"]["city"]
    assert len(placed["payments"]) == 1 and placed["payments"][0]["amount"] == placed["total"]
    assert len(placed["shipments"]) == 1
    assert set(placed["channel"]) == {
        "id", "code", "name", "type", "color", "enabled", "created_at", "updated_at"
    }  # fmt: skip
    assert placed["currency"] == {"WEB": "USD", "MOB": "EUR"}[placed["channel"]["code"]]
    assert placed["total"] == placed["items_total"] + placed["adjustments_total"]
    assert [a["type"] for a in placed["adjustments"]] == ["shipping"]
    adjustment = placed["adjustments"][0]
    assert set(adjustment) == {
        "id", "type", "description", "amount", "neutral", "locked", "created_at", "updated_at"
    }  # fmt: skip
    assert adjustment["amount"] == placed["adjustments_total"]
    for item in placed["items"]:
        assert set(item) >= {
            "id", "quantity", "unit_price", "adjustments", "adjustments_total", "total",
            "immutable", "variant", "inventory_units", "_links",
        }  # fmt: skip
        types = {a["type"] for a in item["adjustments"]}
        assert types == {"promotion", "tax"}
        assert item["adjustments_total"] == sum(a["amount"] for a in item["adjustments"])
        assert item["total"] == item["quantity"] * item["unit_price"] + item["adjustments_total"]
        assert len(item["inventory_units"]) == item["quantity"]
        assert {u["inventory_state"] for u in item["inventory_units"]} == {"onhold"}
        unit = item["inventory_units"][0]
        assert unit["_links"]["order"]["href"] == f"/api/v1/orders/{placed['id']}"
        variant = item["variant"]
        assert set(variant) >= {"id", "object", "created_at", "updated_at", "sku", "options"}
        assert set(variant["object"]) >= {
            "id", "name", "code", "description", "short_description", "created_at", "updated_at"
        }  # fmt: skip
        product = variant["object"]["code"]
        assert item["_links"]["product"]["href"] == f"/api/v1/products/{product}"
        assert item["_links"]["variant"]["href"] == (
            f"/api/v1/products/{product}/variants/{variant['sku']}"
        )
    assert placed["items_total"] == sum(item["total"] for item in placed["items"])


async def test_user_summary_of_customers_with_an_account(client: httpx.AsyncClient) -> None:
    orders = await all_orders(client)
    with_user = [o for o in orders if o["user"] is not None]
    without = [o for o in orders if o["user"] is None]
    assert with_user and without
    user = with_user[0]["user"]
    assert set(user) == {
        "id", "username", "username_canonical", "email", "email_canonical", "enabled",
        "group", "locked", "expired", "roles", "credentials_expired",
    }  # fmt: skip
    assert user["email"] == with_user[0]["email"]
    assert user["roles"] == ["ROLE_USER"]


async def test_unknown_orders_are_404(client: httpx.AsyncClient) -> None:
    for order_id in ("999999", "abc", "-3", "1e3"):
        response = await client.get(f"/api/v1/orders/{order_id}")
        assert response.status_code == 404, order_id
        assert response.json() == {"code": 404, "message": 'The "order" has not been found'}


async def test_orders_need_a_token(anon_client: httpx.AsyncClient) -> None:
    for method, path in (("GET", "/api/v1/orders/"), ("POST", "/api/v1/orders/")):
        response = await anon_client.request(method, path, json={})
        assert response.status_code == 401
        assert response.headers["WWW-Authenticate"].startswith("Bearer")


# --- create and delete ----------------------------------------------------------------------


async def test_create_order_starts_as_a_numberless_cart(client: httpx.AsyncClient) -> None:
    customers = (await client.get("/api/v1/customers/")).json()["_embedded"]["items"]
    order = await new_order(client, channel="MOB", localeCode="fr_FR", customer=customers[0]["id"])
    assert (order["state"], order["checkout_state"]) == ("cart", "cart")
    assert order["number"] is None
    assert order["checkout_completed_at"] is None
    assert order["items"] == [] and order["total"] == 0
    assert order["currency"] == "EUR"
    assert order["email"] == customers[0]["email"]
    assert order["channel"]["code"] == "MOB"
    assert (await client.get(f"/api/v1/orders/{order['id']}")).json() == order
    assert (await client.get(f"/api/v1/carts/{order['id']}")).status_code == 200
    anonymous = await new_order(client)
    assert anonymous["email"] is None and anonymous["user"] is None


async def test_create_order_validation(client: httpx.AsyncClient) -> None:
    assert children(await client.post("/api/v1/orders/", json={})) == {
        "channel": {"errors": [NOT_BLANK]},
        "localeCode": {"errors": [NOT_BLANK]},
        "customer": {},
    }
    cases = [
        ({"channel": "NOPE", "localeCode": "en_US"}, "channel"),
        ({"channel": "WEB", "localeCode": "zz_ZZ"}, "localeCode"),
        ({"channel": "WEB", "localeCode": "en_US", "customer": 999999}, "customer"),
        ({"channel": "WEB", "localeCode": "en_US", "customer": "someone"}, "customer"),
    ]
    for body, field in cases:
        errors = children(await client.post("/api/v1/orders/", json=body))
        assert errors[field] == {"errors": [INVALID]}, body


async def test_delete_order_is_soft(client: httpx.AsyncClient) -> None:
    placed = (await all_orders(client, **{"criteria[state]": "pending"}))[0]
    before = (await client.get("/api/v1/orders/")).json()["total"]
    pending_before = (await client.get("/api/v1/orders/?criteria[state]=pending")).json()["total"]
    response = await client.delete(f"/api/v1/orders/{placed['id']}")
    assert response.status_code == 204
    assert response.content == b""
    assert (await client.get(f"/api/v1/orders/{placed['id']}")).status_code == 404
    assert (await client.get("/api/v1/orders/")).json()["total"] == before - 1
    pending_after = (await client.get("/api/v1/orders/?criteria[state]=pending")).json()["total"]
    assert pending_after == pending_before - 1
    assert placed["id"] not in [o["id"] for o in await all_orders(client)]
    assert (await client.delete(f"/api/v1/orders/{placed['id']}")).status_code == 404
    await new_order(client)
    assert (await client.get("/api/v1/orders/")).json()["total"] == before


# --- items ----------------------------------------------------------------------------------


async def test_item_keeps_its_explicit_price_and_gets_inventory_units(
    client: httpx.AsyncClient, settings: Settings
) -> None:
    candle = variant_facts(settings, CANDLE)
    order = await new_order(client)
    response = await add_item(client, order["id"], candle.id, 1000, 2)
    assert response.status_code == 201, response.text
    item = response.json()
    assert item["immutable"] is True
    assert item["unit_price"] == 1000  # not the channel price
    assert item["quantity"] == 2
    assert [u["inventory_state"] for u in item["inventory_units"]] == ["checkout", "checkout"]
    assert item["variant"]["id"] == candle.id
    # 2 x 1000; 10 % off: 100 a unit; VAT 20 % of 900 = 180: 1080 a unit. Shipping 500.
    assert item["total"] == 2160
    assert item["adjustments_total"] == 160
    body = (await client.get(f"/api/v1/orders/{order['id']}")).json()
    assert body["items_total"] == 2160
    assert body["adjustments_total"] == 500
    assert body["total"] == 2660
    again = (await add_item(client, order["id"], candle.id, 1000, 1)).json()
    assert again["id"] != item["id"]  # the orders endpoint adds lines, it does not merge
    body = (await client.get(f"/api/v1/orders/{order['id']}")).json()
    assert [i["quantity"] for i in body["items"]] == [2, 1]
    assert body["total"] == 3 * 1080 + 500


async def test_items_of_placed_orders_are_held(
    client: httpx.AsyncClient, settings: Settings
) -> None:
    candle = variant_facts(settings, CANDLE)
    placed = (await all_orders(client, **{"criteria[state]": "pending"}))[0]
    item = (await add_item(client, placed["id"], candle.id, 0, 3)).json()
    assert [u["inventory_state"] for u in item["inventory_units"]] == ["onhold"] * 3
    assert item["total"] == 0
    body = (await client.get(f"/api/v1/orders/{placed['id']}")).json()
    assert body["state"] == "pending"
    assert len(body["items"]) == len(placed["items"]) + 1


async def test_item_validation(client: httpx.AsyncClient, settings: Settings) -> None:
    candle = variant_facts(settings, CANDLE)
    order = await new_order(client)
    url = f"/api/v1/orders/{order['id']}/items/"
    assert children(await client.post(url, json={})) == {
        "variant": {"errors": [NOT_BLANK]},
        "unit_price": {"errors": [NOT_BLANK]},
        "quantity": {"errors": [NOT_BLANK]},
    }
    cases: list[tuple[dict[str, object], str, str]] = [
        ({"variant": 999999}, "variant", INVALID),
        ({"variant": "SOY_CANDLE_FIG"}, "variant", INVALID),
        ({"unit_price": -1}, "unit_price", "This value should be greater than or equal to 0."),
        ({"unit_price": 10.5}, "unit_price", INVALID),
        (
            {"unit_price": 1_000_000_001},
            "unit_price",
            "This value should be less than or equal to 1000000000.",
        ),
        ({"quantity": 0}, "quantity", "Quantity of an order item cannot be lower than 1."),
        ({"quantity": 10000}, "quantity", "Quantity of an order item cannot be greater than 9999."),
    ]
    valid = {"variant": candle.id, "unit_price": 100, "quantity": 1}
    for change, field, message in cases:
        errors = children(await client.post(url, json={**valid, **change}))
        assert errors[field] == {"errors": [message]}, change
        assert all(v == {} for k, v in errors.items() if k != field)
    assert (await client.get(f"/api/v1/orders/{order['id']}")).json()["items"] == []


async def test_item_post_to_a_missing_order_is_an_invalid_page(
    client: httpx.AsyncClient, settings: Settings
) -> None:
    candle = variant_facts(settings, CANDLE)
    response = await add_item(client, 999999, candle.id, 100, 1)
    assert response.status_code == 404
    assert response.json() == {"code": 404, "message": "Requested page is invalid."}


async def test_item_delete_recalculates(client: httpx.AsyncClient, settings: Settings) -> None:
    candle = variant_facts(settings, CANDLE)
    order = await new_order(client)
    first = (await add_item(client, order["id"], candle.id, 1000, 1)).json()
    second = (await add_item(client, order["id"], candle.id, 2000, 1)).json()
    response = await client.delete(f"/api/v1/orders/{order['id']}/items/{first['id']}")
    assert response.status_code == 204
    body = (await client.get(f"/api/v1/orders/{order['id']}")).json()
    assert [item["id"] for item in body["items"]] == [second["id"]]
    # 2000 - 200 = 1800; VAT 360: 2160, shipping 500.
    assert body["total"] == 2160 + 500
    missing = await client.delete(f"/api/v1/orders/{order['id']}/items/{first['id']}")
    assert missing.status_code == 404
    assert missing.json() == {"code": 404, "message": 'The "order item" has not been found'}
    other = await new_order(client)
    foreign = await client.delete(f"/api/v1/orders/{other['id']}/items/{second['id']}")
    assert foreign.status_code == 404
    gone = await client.delete(f"/api/v1/orders/999999/items/{second['id']}")
    assert gone.json() == {"code": 404, "message": 'The "order" has not been found'}
    await client.delete(f"/api/v1/orders/{order['id']}/items/{second['id']}")
    body = (await client.get(f"/api/v1/orders/{order['id']}")).json()
    assert (body["items"], body["adjustments"], body["total"]) == ([], [], 0)


async def test_counters_are_rebuilt_for_a_database_without_them(
    client: httpx.AsyncClient, settings: Settings
) -> None:
    expected = len(await all_orders(client))
    run_sql(settings, delete(OrderStats))
    page = (await client.get("/api/v1/orders/")).json()
    assert page["total"] == expected
    carts = (await client.get("/api/v1/carts/")).json()
    assert carts["total"] == sum(o["state"] == "cart" for o in await all_orders(client))


async def test_lists_show_item_changes_at_once(
    client: httpx.AsyncClient, settings: Settings
) -> None:
    candle = variant_facts(settings, CANDLE)
    order = await new_order(client)
    listed = (await all_orders(client))[0]
    assert (listed["id"], listed["items"]) == (order["id"], [])
    item = (await add_item(client, order["id"], candle.id, 1000, 1)).json()
    listed = (await all_orders(client))[0]
    assert [i["id"] for i in listed["items"]] == [item["id"]]
    assert listed["items"][0]["variant"]["id"] == candle.id
    assert listed["total"] == 1080 + 500
    await client.delete(f"/api/v1/orders/{order['id']}/items/{item['id']}")
    listed = (await all_orders(client))[0]
    assert (listed["items"], listed["total"]) == ([], 0)
    assert listed == (await client.get(f"/api/v1/orders/{order['id']}")).json()
