"""Carts and cart items over HTTP: representation, validation, stock, recalculated totals."""

from __future__ import annotations

from typing import Any

import httpx
import pytest
from sqlalchemy import delete, select, update

from storeadmin_gui.backend.models.catalog import Channel, ChannelPricing
from storeadmin_gui.backend.settings import Settings
from tests.backend.sales_facts import (
    CANDLE,
    MUG_PRODUCT,
    run_sql,
    stocked_variants,
    variant_facts,
)

pytestmark = pytest.mark.anyio

NOT_BLANK = "This value should not be blank."
INVALID = "This value is not valid."
TOO_LOW = "Quantity of an order item cannot be lower than 1."
TOO_HIGH = "Quantity of an order item cannot be greater than 9999."


async def a_customer(client: httpx.AsyncClient, with_user: bool = True) -> dict[str, Any]:
    page = (await client.get("/api/v1/customers/", params={"limit": 100})).json()
    return next(c for c in page["_embedded"]["items"] if (c["user"] is not None) == with_user)


async def new_cart(
    client: httpx.AsyncClient, channel: str = "WEB", locale: str = "en_US"
) -> dict[str, Any]:
    customer = await a_customer(client)
    response = await client.post(
        "/api/v1/carts/",
        json={"customer": customer["email"], "channel": channel, "localeCode": locale},
    )
    assert response.status_code == 201, response.text
    cart: dict[str, Any] = response.json()
    return cart


async def add_item(
    client: httpx.AsyncClient, cart_id: int, variant: str, quantity: int
) -> httpx.Response:
    return await client.post(
        f"/api/v1/carts/{cart_id}/items/", json={"variant": variant, "quantity": quantity}
    )


async def get_cart(client: httpx.AsyncClient, cart_id: int) -> dict[str, Any]:
    response = await client.get(f"/api/v1/carts/{cart_id}")
    assert response.status_code == 200, response.text
    cart: dict[str, Any] = response.json()
    return cart


def children(response: httpx.Response) -> dict[str, Any]:
    assert response.status_code == 400, response.text
    body = response.json()
    assert body["code"] == 400
    assert body["message"] == "Validation Failed"
    result: dict[str, Any] = body["errors"]["children"]
    return result


def form_errors(response: httpx.Response) -> list[str]:
    assert response.status_code == 400, response.text
    errors: list[str] = response.json()["errors"].get("errors", [])
    return errors


# --- create, read, list, delete -------------------------------------------------------------


async def test_create_cart_answers_the_new_empty_cart(client: httpx.AsyncClient) -> None:
    customer = await a_customer(client)
    response = await client.post(
        "/api/v1/carts/",
        json={"customer": customer["email"], "channel": "MOB", "localeCode": "de_CH"},
    )
    assert response.status_code == 201
    cart = response.json()
    assert cart["items"] == []
    assert (cart["itemsTotal"], cart["adjustmentsTotal"], cart["total"]) == (0, 0, 0)
    assert cart["adjustments"] == []
    assert cart["currencyCode"] == "EUR"
    assert cart["localeCode"] == "de_CH"
    assert cart["checkoutState"] == "cart"
    assert cart["channel"] == {"code": "MOB", "_links": {"self": {"href": "/api/v1/channels/MOB"}}}
    assert cart["customer"]["id"] == customer["id"]
    assert cart["customer"]["email"] == customer["email"]
    assert cart["customer"]["firstName"] == customer["firstName"]
    assert cart["customer"]["lastName"] == customer["lastName"]
    assert cart["customer"]["user"]["id"] == customer["user"]["id"]
    assert cart["customer"]["user"]["username"] == customer["user"]["username"]
    assert cart["customer"]["_links"]["self"]["href"] == f"/api/v1/customers/{customer['id']}"
    assert await get_cart(client, cart["id"]) == cart


async def test_create_cart_customer_is_matched_case_insensitively(
    client: httpx.AsyncClient,
) -> None:
    customer = await a_customer(client, with_user=False)
    response = await client.post(
        "/api/v1/carts/",
        json={"customer": customer["email"].upper(), "channel": "WEB", "localeCode": "en_US"},
    )
    assert response.status_code == 201
    assert response.json()["customer"]["id"] == customer["id"]
    assert response.json()["customer"]["user"] is None
    assert response.json()["currencyCode"] == "USD"


async def test_create_cart_without_fields_names_each_blank_field(
    client: httpx.AsyncClient,
) -> None:
    response = await client.post("/api/v1/carts/", json={})
    assert children(response) == {
        "customer": {"errors": [NOT_BLANK]},
        "channel": {"errors": [NOT_BLANK]},
        "localeCode": {"errors": [NOT_BLANK]},
    }
    response = await client.post(
        "/api/v1/carts/", json={"customer": " ", "channel": "WEB", "localeCode": "en_US"}
    )
    assert children(response) == {
        "customer": {"errors": [NOT_BLANK]},
        "channel": {},
        "localeCode": {},
    }


@pytest.mark.parametrize(
    ("body", "bad_field"),
    [
        ({"customer": "nobody@example.net", "channel": "WEB", "localeCode": "en_US"}, "customer"),
        ({"channel": "NOPE", "localeCode": "en_US"}, "channel"),
        ({"channel": "POPUP", "localeCode": "en_US"}, "channel"),  # disabled channel
        ({"channel": "WEB", "localeCode": "xx_XX"}, "localeCode"),
        ({"channel": ["WEB"], "localeCode": "en_US"}, "channel"),
    ],
)
async def test_create_cart_with_unknown_references_is_invalid(
    client: httpx.AsyncClient, body: dict[str, Any], bad_field: str
) -> None:
    if "customer" not in body:
        body = {"customer": (await a_customer(client))["email"], **body}
    errors = children(await client.post("/api/v1/carts/", json=body))
    assert errors[bad_field] == {"errors": [INVALID]}
    assert all(value == {} for key, value in errors.items() if key != bad_field)


async def test_cart_body_that_is_not_an_object_is_rejected(client: httpx.AsyncClient) -> None:
    response = await client.post("/api/v1/carts/", content=b"[1, 2]")
    assert response.status_code == 400
    assert response.json() == {"code": 400, "message": "Invalid json message received"}


async def test_cart_list_holds_only_carts_with_channel_ids(client: httpx.AsyncClient) -> None:
    page = (await client.get("/api/v1/carts/", params={"limit": 100})).json()
    orders = (await client.get("/api/v1/orders/", params={"limit": 100})).json()
    in_cart_state = [o for o in orders["_embedded"]["items"] if o["state"] == "cart"]
    assert page["total"] == len(in_cart_state) > 0
    assert orders["total"] > page["total"]
    ids = [cart["id"] for cart in page["_embedded"]["items"]]
    assert ids == sorted(ids, reverse=True)  # default sort: id desc
    assert sorted(ids) == sorted(order["id"] for order in in_cart_state)
    first = page["_embedded"]["items"][0]
    assert set(first["channel"]) == {"id", "code", "_links"}
    assert set(first) >= {
        "id", "items", "itemsTotal", "adjustments", "adjustmentsTotal", "total", "customer",
        "channel", "currencyCode", "localeCode", "checkoutState",
    }  # fmt: skip


async def test_cart_list_page_size_from_paginate_or_limit(client: httpx.AsyncClient) -> None:
    page = (await client.get("/api/v1/carts/", params={"paginate": 3, "page": 2})).json()
    assert (page["page"], page["limit"], len(page["_embedded"]["items"])) == (2, 3, 3)
    assert page["_links"]["self"]["href"] == "/api/v1/carts/?paginate=3&page=2&limit=3"
    assert page["_links"]["previous"]["href"] == "/api/v1/carts/?paginate=3&page=1&limit=3"
    both = (await client.get("/api/v1/carts/", params={"paginate": 3, "limit": 5})).json()
    assert both["limit"] == 5
    assert len(both["_embedded"]["items"]) == 5
    default = (await client.get("/api/v1/carts/")).json()
    assert default["limit"] == 10
    bad = await client.get("/api/v1/carts/", params={"page": 0})
    assert bad.status_code == 404
    assert bad.json() == {"code": 404, "message": "Page Not Found"}


async def test_cart_list_filters_by_channel_and_customer(client: httpx.AsyncClient) -> None:
    mob = (await client.get("/api/v1/carts/", params={"criteria[channel]": "MOB"})).json()
    assert mob["total"] > 0
    assert {cart["channel"]["code"] for cart in mob["_embedded"]["items"]} == {"MOB"}
    everything = (await client.get("/api/v1/carts/", params={"limit": 100})).json()
    assert mob["total"] < everything["total"]
    email = everything["_embedded"]["items"][0]["customer"]["email"]
    local_part = email.split("@")[0].upper()
    mine = (await client.get("/api/v1/carts/", params={"criteria[customer]": local_part})).json()
    expected = [
        c["id"] for c in everything["_embedded"]["items"] if c["customer"]["email"] == email
    ]
    assert [cart["id"] for cart in mine["_embedded"]["items"]] == expected
    assert mine["total"] == len(expected)


async def test_cart_list_sorting(client: httpx.AsyncClient) -> None:
    page = (
        await client.get("/api/v1/carts/", params={"sorting[total]": "asc", "limit": 100})
    ).json()
    keys = [(cart["total"], cart["id"]) for cart in page["_embedded"]["items"]]
    assert keys == sorted(keys)
    bad = await client.get("/api/v1/carts/", params={"sorting[color]": "asc"})
    assert bad.status_code == 400
    assert bad.json() == {"code": 400, "message": 'Unknown sorting field "color".'}


async def test_cart_reads_of_unknown_ids_and_placed_orders_are_404(
    client: httpx.AsyncClient,
) -> None:
    placed = (await client.get("/api/v1/orders/", params={"criteria[state]": "pending"})).json()
    placed_id = placed["_embedded"]["items"][0]["id"]
    for cart_id in ("999999", "abc", "0", str(placed_id), "99999999999999999999999"):
        response = await client.get(f"/api/v1/carts/{cart_id}")
        assert response.status_code == 404, cart_id
        assert response.json() == {"code": 404, "message": 'The "cart" has not been found'}
    response = await client.delete(f"/api/v1/carts/{placed_id}")
    assert response.status_code == 404
    assert (await client.get(f"/api/v1/orders/{placed_id}")).status_code == 200


async def test_delete_cart_is_soft_and_hides_it(client: httpx.AsyncClient) -> None:
    cart = await new_cart(client)
    before = (await client.get("/api/v1/carts/")).json()["total"]
    response = await client.delete(f"/api/v1/carts/{cart['id']}")
    assert response.status_code == 204
    assert response.content == b""
    assert (await client.get(f"/api/v1/carts/{cart['id']}")).status_code == 404
    assert (await client.get(f"/api/v1/orders/{cart['id']}")).status_code == 404
    assert (await client.get("/api/v1/carts/")).json()["total"] == before - 1
    assert (await client.delete(f"/api/v1/carts/{cart['id']}")).status_code == 404


async def test_carts_need_a_token(anon_client: httpx.AsyncClient) -> None:
    response = await anon_client.get("/api/v1/carts/")
    assert response.status_code == 401
    assert response.json()["error"] == "access_denied"


# --- items and recalculation ----------------------------------------------------------------


async def test_items_are_recalculated_to_hand_computed_totals(
    client: httpx.AsyncClient, settings: Settings
) -> None:
    candle = variant_facts(settings, CANDLE)
    mug = stocked_variants(settings, MUG_PRODUCT, at_least=2)[0]
    candle_price, mug_price = candle.prices["MOB"], mug.prices["MOB"]
    assert (candle_price, mug_price) == (2209, 1479)  # the demo's EUR prices
    cart = await new_cart(client, "MOB")
    response = await add_item(client, cart["id"], CANDLE, 1)
    assert response.status_code == 201, response.text
    response = await add_item(client, cart["id"], mug.code, 2)
    assert response.status_code == 201, response.text
    item = response.json()
    assert item["quantity"] == 2
    assert item["unitPrice"] == mug_price
    assert len(item["units"]) == 2

    # Items 2209 + 2 x 1479 = 5167; Autumn Sale 10 % = 516.7 -> 517, spread by value:
    # 221 + 147 + 147 = 515, remainder 2 to the first units: 222, 148, 147.
    # VAT 20 % of the discounted units: 1987 -> 397.4 -> 397; 1331 -> 266; 1332 -> 266.
    body = await get_cart(client, cart["id"])
    candle_item, mug_item = body["items"]
    promotion = [
        [a["amount"] for a in unit["adjustments"] if a["type"] == "order_promotion"]
        for item in body["items"]
        for unit in item["units"]
    ]
    assert promotion == [[-222], [-148], [-147]]
    taxes = [
        [(a["label"], a["amount"]) for a in unit["adjustments"] if a["type"] == "tax"]
        for item in body["items"]
        for unit in item["units"]
    ]
    assert taxes == [[("VAT (20%)", 397)], [("VAT (20%)", 266)], [("VAT (20%)", 266)]]
    assert [unit["adjustmentsTotal"] for unit in mug_item["units"]] == [118, 119]
    assert candle_item["unitsTotal"] == candle_item["total"] == 2209 - 222 + 397
    assert mug_item["unitsTotal"] == mug_item["total"] == 1479 * 2 - 295 + 532
    assert mug_item["adjustments"] == []
    assert mug_item["adjustmentsTotal"] == 0
    assert body["itemsTotal"] == 2384 + 3195
    assert [(a["type"], a["label"], a["amount"]) for a in body["adjustments"]] == [
        ("shipping", "Flat rate", 450)
    ]
    assert body["adjustmentsTotal"] == 450
    assert body["total"] == 5579 + 450


async def test_cart_item_representation(client: httpx.AsyncClient, settings: Settings) -> None:
    candle = variant_facts(settings, CANDLE)
    cart = await new_cart(client)
    item = (await add_item(client, cart["id"], CANDLE, 2)).json()
    assert set(item) >= {
        "id", "quantity", "unitPrice", "total", "units", "unitsTotal", "adjustments",
        "adjustmentsTotal", "variant", "_links",
    }  # fmt: skip
    assert item["_links"] == {
        "order": {"href": f"/api/v1/orders/{cart['id']}"},
        "product": {"href": f"/api/v1/products/{candle.product_code}"},
        "variant": {"href": f"/api/v1/products/{candle.product_code}/variants/{CANDLE}"},
    }
    unit = item["units"][0]
    assert set(unit) == {"id", "adjustments", "adjustmentsTotal"}
    assert set(unit["adjustments"][0]) == {"id", "type", "label", "amount"}
    variant = item["variant"]
    assert variant["id"] == candle.id
    assert variant["code"] == CANDLE
    assert variant["tracked"] is False
    assert variant["channelPricings"]["WEB"] == {
        "channelCode": "WEB",
        "price": candle.prices["WEB"],
    }
    assert variant["translations"]["en_US"]["locale"] == "en_US"
    assert variant["translations"]["en_US"]["name"].startswith("Soy Wax Candle")
    (option_value,) = variant["optionValues"]
    assert option_value["code"] == "candle_scent_fig"
    assert set(option_value["translations"]) == {"en_US", "de_CH", "fr_FR", "nl_NL"}
    assert option_value["translations"]["en_US"]["value"] == "Fig"
    assert isinstance(option_value["translations"]["en_US"]["id"], int)
    assert variant["taxCategory"]["code"] == "homeware"
    assert variant["taxCategory"]["_links"]["self"]["href"] == "/api/v1/tax-categories/homeware"
    assert variant["shippingCategory"]["code"] == "standard"
    assert variant["_links"]["self"]["href"] == f"/api/v1/products/SOY_CANDLE/variants/{CANDLE}"
    assert variant["version"] == 1


async def test_adding_a_variant_already_in_the_cart_raises_its_quantity(
    client: httpx.AsyncClient,
) -> None:
    cart = await new_cart(client)
    first = (await add_item(client, cart["id"], CANDLE, 2)).json()
    response = await add_item(client, cart["id"], CANDLE, 3)
    assert response.status_code == 201
    again = response.json()
    assert again["id"] == first["id"]
    assert again["quantity"] == 5
    assert len(again["units"]) == 5
    body = await get_cart(client, cart["id"])
    assert len(body["items"]) == 1
    # 5 x 2400 = 12000; 10 % off = 1200 (240 a unit); VAT on 2160 = 432: 2592 a unit.
    assert body["itemsTotal"] == 5 * 2592
    assert body["total"] == 5 * 2592 + 500


async def test_item_create_validation_messages(client: httpx.AsyncClient) -> None:
    cart = await new_cart(client)
    url = f"/api/v1/carts/{cart['id']}/items/"
    assert children(await client.post(url, json={})) == {
        "variant": {"errors": [NOT_BLANK]},
        "quantity": {"errors": [NOT_BLANK]},
    }
    cases = [
        ({"variant": "NO_SUCH_VARIANT", "quantity": 1}, "variant", INVALID),
        ({"variant": CANDLE, "quantity": 0}, "quantity", TOO_LOW),
        ({"variant": CANDLE, "quantity": -4}, "quantity", TOO_LOW),
        ({"variant": CANDLE, "quantity": 10000}, "quantity", TOO_HIGH),
        ({"variant": CANDLE, "quantity": "many"}, "quantity", INVALID),
        ({"variant": CANDLE, "quantity": 1.5}, "quantity", INVALID),
    ]  # fmt: skip
    for body, field, message in cases:
        errors = children(await client.post(url, json=body))
        assert errors[field] == {"errors": [message]}, body
    assert (await get_cart(client, cart["id"]))["items"] == []


async def test_item_quantity_bounds_accept_1_and_9999(client: httpx.AsyncClient) -> None:
    cart = await new_cart(client)
    assert (await add_item(client, cart["id"], "SOY_CANDLE_CEDAR", 1)).status_code == 201
    response = await add_item(client, cart["id"], CANDLE, 9999)
    assert response.status_code == 201
    assert response.json()["quantity"] == 9999
    assert len(response.json()["units"]) == 9999
    assert response.json()["total"] == 9999 * 2592
    merged = await add_item(client, cart["id"], CANDLE, 1)
    assert children(merged)["quantity"] == {"errors": [TOO_HIGH]}


async def test_item_of_a_variant_without_price_in_the_channel(
    client: httpx.AsyncClient, settings: Settings
) -> None:
    mob = select(Channel.id).where(Channel.code == "MOB").scalar_subquery()
    candle = variant_facts(settings, CANDLE)
    run_sql(
        settings,
        delete(ChannelPricing).where(
            ChannelPricing.variant_id == candle.id, ChannelPricing.channel_id == mob
        ),
    )
    cart = await new_cart(client, "MOB")
    errors = children(await add_item(client, cart["id"], CANDLE, 1))
    assert errors["variant"] == {"errors": ["This variant is not available in channel MOB."]}
    web_cart = await new_cart(client, "WEB")
    assert (await add_item(client, web_cart["id"], CANDLE, 1)).status_code == 201


async def test_stock_of_tracked_variants_is_checked(
    client: httpx.AsyncClient, settings: Settings
) -> None:
    mug = stocked_variants(settings, MUG_PRODUCT, at_least=2)[0]
    cart = await new_cart(client)
    response = await add_item(client, cart["id"], mug.code, mug.available + 1)
    assert form_errors(response) == [f"{mug.product_name} does not have sufficient stock."]
    assert children(response) == {"variant": {}, "quantity": {}}
    assert (await add_item(client, cart["id"], mug.code, mug.available - 1)).status_code == 201
    # Raising the same item past the stock fails too, and leaves the item as it was.
    response = await add_item(client, cart["id"], mug.code, 2)
    assert form_errors(response) == [f"{mug.product_name} does not have sufficient stock."]
    item_id = (await get_cart(client, cart["id"]))["items"][0]["id"]
    url = f"/api/v1/carts/{cart['id']}/items/{item_id}"
    response = await client.put(url, json={"quantity": mug.available + 1})
    assert form_errors(response) == [f"{mug.product_name} does not have sufficient stock."]
    assert (await get_cart(client, cart["id"]))["items"][0]["quantity"] == mug.available - 1
    assert (await client.put(url, json={"quantity": mug.available})).status_code == 204


async def test_item_post_to_missing_cart_is_an_invalid_page(client: httpx.AsyncClient) -> None:
    placed = (await client.get("/api/v1/orders/", params={"criteria[state]": "pending"})).json()
    placed_id = placed["_embedded"]["items"][0]["id"]
    for cart_id in ("999999", str(placed_id), "x"):
        response = await add_item(client, cart_id, CANDLE, 1)  # type: ignore[arg-type]
        assert response.status_code == 404
        assert response.json() == {"code": 404, "message": "Requested page is invalid."}


@pytest.mark.parametrize("method", ["PUT", "PATCH"])
async def test_quantity_change_recalculates(client: httpx.AsyncClient, method: str) -> None:
    cart = await new_cart(client)
    item = (await add_item(client, cart["id"], CANDLE, 2)).json()
    url = f"/api/v1/carts/{cart['id']}/items/{item['id']}"
    response = await client.request(method, url, json={"quantity": 3})
    assert response.status_code == 204
    assert response.content == b""
    body = await get_cart(client, cart["id"])
    (changed,) = body["items"]
    assert changed["quantity"] == 3
    assert len(changed["units"]) == 3
    assert changed["total"] == 3 * 2592
    assert body["total"] == 3 * 2592 + 500
    response = await client.request(method, url, json={"quantity": 1})
    assert response.status_code == 204
    body = await get_cart(client, cart["id"])
    assert [unit["id"] for unit in body["items"][0]["units"]] == [item["units"][0]["id"]]
    assert body["total"] == 2592 + 500


async def test_quantity_change_validation(client: httpx.AsyncClient) -> None:
    cart = await new_cart(client)
    item = (await add_item(client, cart["id"], CANDLE, 2)).json()
    url = f"/api/v1/carts/{cart['id']}/items/{item['id']}"
    low = await client.put(url, json={"quantity": 0})
    assert children(low) == {"quantity": {"errors": [TOO_LOW]}}
    high = await client.patch(url, json={"quantity": 10000})
    assert children(high)["quantity"]["errors"] == [TOO_HIGH]
    blank = await client.put(url, json={})
    assert children(blank) == {"quantity": {"errors": [NOT_BLANK]}}
    extra = await client.put(url, json={"quantity": 4, "variant": "SOY_CANDLE_CEDAR"})
    assert form_errors(extra) == ["This form should not contain extra fields."]
    assert (await get_cart(client, cart["id"]))["items"][0]["quantity"] == 2


async def test_quantity_change_of_unknown_items_is_404(client: httpx.AsyncClient) -> None:
    cart = await new_cart(client)
    other = await new_cart(client)
    foreign = (await add_item(client, other["id"], CANDLE, 1)).json()
    for item_id in ("999999", "nope", str(foreign["id"])):
        response = await client.put(
            f"/api/v1/carts/{cart['id']}/items/{item_id}", json={"quantity": 2}
        )
        assert response.status_code == 404
        assert response.json() == {"code": 404, "message": 'The "order item" has not been found'}
    response = await client.put(f"/api/v1/carts/999999/items/{foreign['id']}", json={"quantity": 2})
    assert response.json() == {"code": 404, "message": 'The "cart" has not been found'}


async def test_deleting_items_recalculates_down_to_an_empty_cart(
    client: httpx.AsyncClient,
) -> None:
    cart = await new_cart(client)
    first = (await add_item(client, cart["id"], CANDLE, 1)).json()
    second = (await add_item(client, cart["id"], "SOY_CANDLE_CEDAR", 1)).json()
    assert (await get_cart(client, cart["id"]))["total"] == 2 * 2592 + 500
    response = await client.delete(f"/api/v1/carts/{cart['id']}/items/{first['id']}")
    assert response.status_code == 204
    body = await get_cart(client, cart["id"])
    assert [item["id"] for item in body["items"]] == [second["id"]]
    assert body["total"] == 2592 + 500
    assert (await client.delete(f"/api/v1/carts/{cart['id']}/items/{first['id']}")).json() == {
        "code": 404,
        "message": 'The "order item" has not been found',
    }
    await client.delete(f"/api/v1/carts/{cart['id']}/items/{second['id']}")
    body = await get_cart(client, cart["id"])
    assert body["items"] == []
    assert body["adjustments"] == []  # no shipping for an empty cart
    assert (body["itemsTotal"], body["adjustmentsTotal"], body["total"]) == (0, 0, 0)


async def test_cart_totals_move_in_the_lists_sorted_by_total(client: httpx.AsyncClient) -> None:
    cart = await new_cart(client)
    await add_item(client, cart["id"], CANDLE, 40)
    page = (await client.get("/api/v1/carts/", params={"sorting[total]": "desc"})).json()
    top = page["_embedded"]["items"][0]
    assert top["id"] == cart["id"]
    assert top["total"] == 40 * 2592 + 500


async def test_totals_beyond_the_storable_range_are_refused(
    client: httpx.AsyncClient, settings: Settings
) -> None:
    candle = variant_facts(settings, CANDLE)
    run_sql(
        settings,
        update(ChannelPricing).where(ChannelPricing.variant_id == candle.id).values(price=10**14),
    )
    cart = await new_cart(client)
    assert (await add_item(client, cart["id"], CANDLE, 80)).status_code == 201
    before = await get_cart(client, cart["id"])
    response = await add_item(client, cart["id"], CANDLE, 9)
    assert form_errors(response) == ["The order total would be too large."]
    assert await get_cart(client, cart["id"]) == before
