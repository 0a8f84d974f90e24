"""Product variants over HTTP: every success path and error case (docs/api.md section 5 and 6)."""

from __future__ import annotations

from typing import Any

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy import select

from storeadmin_gui.backend.db import Base
from storeadmin_gui.backend.models.catalog import Product, ProductVariant

pytestmark = pytest.mark.anyio

PRODUCT = "EVERYDAY_TSHIRT"
BASE = f"/api/v1/products/{PRODUCT}/variants/"
VARIANT = "EVERYDAY_TSHIRT_M_WHITE"


def item(code: str, product: str = PRODUCT) -> str:
    return f"/api/v1/products/{product}/variants/{code}"


def children(response: httpx.Response) -> dict[str, Any]:
    assert response.status_code == 400, response.text
    body = response.json()
    assert body["code"] == 400 and body["message"] == "Validation Failed"
    result: dict[str, Any] = body["errors"]["children"]
    return result


async def create(client: httpx.AsyncClient, **fields: Any) -> httpx.Response:
    return await client.post(BASE, json={"code": "TEE_LIMITED", **fields})


async def test_create_with_only_a_code_has_the_documented_defaults(
    client: httpx.AsyncClient,
) -> None:
    response = await create(client)
    assert response.status_code == 201
    body = response.json()
    assert body["code"] == "TEE_LIMITED"
    assert body["position"] == 0 and body["version"] == 1
    assert body["onHold"] == 0 and body["onHand"] == 0 and body["tracked"] is False
    assert body["optionValues"] == [] and body["translations"] == {}
    assert body["channelPricings"] == {}
    assert "width" not in body and "taxCategory" not in body
    assert body["_links"] == {
        "self": {"href": item("TEE_LIMITED")},
        "product": {"href": f"/api/v1/products/{PRODUCT}"},
    }
    fetched = await client.get(item("TEE_LIMITED"))
    assert fetched.status_code == 200 and fetched.json() == body


async def test_create_with_every_field(client: httpx.AsyncClient) -> None:
    response = await create(
        client,
        position=7,
        tracked=True,
        onHand=12,
        width=30,
        height="2.5",
        depth=1.25,
        weight=0.2,
        translations={"en_US": {"name": "Limited tee"}, "fr_FR": {"name": "T-shirt limité"}},
        optionValues={"tshirt_size": "tshirt_size_xl", "tshirt_color": "tshirt_color_navy"},
        channelPricings={"WEB": {"price": "12.43"}, "MOB": {"price": 9.5}},
        taxCategory="clothing",
        shippingCategory="standard",
    )
    assert response.status_code == 201, response.text
    body = response.json()
    assert body["position"] == 7 and body["tracked"] is True and body["onHand"] == 12
    assert (body["width"], body["height"], body["depth"], body["weight"]) == (30, 2.5, 1.25, 0.2)
    assert body["translations"]["fr_FR"]["name"] == "T-shirt limité"
    assert body["translations"]["en_US"]["locale"] == "en_US"
    assert isinstance(body["translations"]["en_US"]["id"], int)
    assert sorted(value["code"] for value in body["optionValues"]) == [
        "tshirt_color_navy",
        "tshirt_size_xl",
    ]
    assert all(set(value) >= {"name", "code"} for value in body["optionValues"])
    assert body["channelPricings"] == {
        "MOB": {"channelCode": "MOB", "price": 950},
        "WEB": {"channelCode": "WEB", "price": 1243},
    }
    assert body["taxCategory"]["code"] == "clothing"
    assert body["taxCategory"]["_links"]["self"]["href"] == "/api/v1/tax-categories/clothing"
    assert {"description", "createdAt", "updatedAt"} <= set(body["taxCategory"])
    assert body["shippingCategory"]["code"] == "standard"
    assert {"createdAt", "updatedAt"} <= set(body["shippingCategory"])


@pytest.mark.parametrize(
    ("sent", "stored"),
    [("12.43", 1243), (12.43, 1243), ("1243", 124300), (0.01, 1), ("19.995", 2000), (7, 700)],
)
async def test_prices_are_sent_in_major_units(
    client: httpx.AsyncClient, sent: Any, stored: int
) -> None:
    response = await create(client, channelPricings={"WEB": {"price": sent}})
    assert response.status_code == 201, response.text
    assert response.json()["channelPricings"]["WEB"]["price"] == stored


async def test_missing_code_lists_every_field_in_form_order(client: httpx.AsyncClient) -> None:
    response = await client.post(BASE, json={})
    fields = children(response)
    assert fields["code"] == {"errors": ["Please enter the code."]}
    assert list(fields) == [
        "code",
        "position",
        "translations",
        "optionValues",
        "tracked",
        "onHand",
        "width",
        "height",
        "depth",
        "weight",
        "channelPricings",
        "taxCategory",
        "shippingCategory",
    ]
    assert fields["position"] == {}
    assert set(fields["translations"]["children"]) == {"en_US", "de_CH", "fr_FR", "nl_NL"}
    assert fields["translations"]["children"]["en_US"] == {"children": {"name": {}}}
    assert fields["channelPricings"]["children"] == {
        "WEB": {"children": {"price": {}}},
        "MOB": {"children": {"price": {}}},
    }
    assert "errors" not in response.json()["errors"]


@pytest.mark.parametrize(
    ("code", "message"),
    [
        ("   ", "Please enter the code."),
        (
            "has space",
            "Product variant code can only be comprised of letters, numbers, dashes "
            "and underscores.",
        ),
        (
            "slash/no",
            "Product variant code can only be comprised of letters, numbers, dashes "
            "and underscores.",
        ),
        (
            "ÜBER_TEE",
            "Product variant code can only be comprised of letters, numbers, dashes "
            "and underscores.",
        ),
        (VARIANT, "Product variant code must be unique."),
        ("MERINO_SCARF_CAMEL", "Product variant code must be unique."),
        (42, "This value is not valid."),
        (["x"], "This value is not valid."),
    ],
)
async def test_code_violations(client: httpx.AsyncClient, code: Any, message: str) -> None:
    response = await client.post(BASE, json={"code": code})
    assert children(response)["code"] == {"errors": [message]}


@pytest.mark.parametrize(
    ("fields", "path", "message"),
    [
        ({"onHand": -1}, ["onHand"], "On hand must be greater than 0."),
        ({"onHand": "many"}, ["onHand"], "This value is not valid."),
        ({"onHand": 10**30}, ["onHand"], "This value is not valid."),
        ({"width": -2}, ["width"], "Width cannot be negative."),
        ({"height": "tall"}, ["height"], "Height must be a number."),
        ({"depth": [1]}, ["depth"], "Depth must be a number."),
        ({"weight": -0.5}, ["weight"], "Weight cannot be negative."),
        ({"weight": 1e300}, ["weight"], "Weight must be a number."),
        ({"position": "first"}, ["position"], "This value is not valid."),
        ({"tracked": "sometimes"}, ["tracked"], "This value is not valid."),
        ({"taxCategory": "luxury"}, ["taxCategory"], "This value is not valid."),
        ({"taxCategory": 5}, ["taxCategory"], "This value is not valid."),
        ({"shippingCategory": "pallet"}, ["shippingCategory"], "This value is not valid."),
        (
            {"optionValues": {"tshirt_size": "huge"}},
            ["optionValues", "tshirt_size"],
            "This value is not valid.",
        ),
        ({"optionValues": {"waist": "30"}}, ["optionValues"], "This value is not valid."),
        ({"optionValues": "S"}, ["optionValues"], "This value is not valid."),
        (
            {"channelPricings": {"POPUP": {"price": 5}}},
            ["channelPricings"],
            "This value is not valid.",
        ),
        (
            {"channelPricings": {"NOPE": {"price": 5}}},
            ["channelPricings"],
            "This value is not valid.",
        ),
        (
            {"channelPricings": {"WEB": {"price": 0}}},
            ["channelPricings", "WEB", "price"],
            "Price must be at least 0.01.",
        ),
        (
            {"channelPricings": {"WEB": {"price": "0.001"}}},
            ["channelPricings", "WEB", "price"],
            "Price must be at least 0.01.",
        ),
        (
            {"channelPricings": {"WEB": {"price": -3}}},
            ["channelPricings", "WEB", "price"],
            "Price must be at least 0.01.",
        ),
        (
            {"channelPricings": {"WEB": {"price": 99999999999}}},  # a typo, not a price
            ["channelPricings", "WEB", "price"],
            "Price must be at most 10000000.00.",
        ),
        (
            {"channelPricings": {"WEB": {"price": "10000000.01"}}},
            ["channelPricings", "WEB", "price"],
            "Price must be at most 10000000.00.",
        ),
        (
            {"channelPricings": {"WEB": {"price": "cheap"}}},
            ["channelPricings", "WEB", "price"],
            "This value is not valid.",
        ),
        (
            {"channelPricings": {"WEB": {"price": 1e200}}},
            ["channelPricings", "WEB", "price"],
            "This value is not valid.",
        ),
        (
            {"channelPricings": {"WEB": {}}},
            ["channelPricings", "WEB", "price"],
            "Please enter the price.",
        ),
        (
            {"channelPricings": {"WEB": 5}},
            ["channelPricings", "WEB", "price"],
            "This value is not valid.",
        ),
        (
            {"translations": {"en_US": {"name": {"nested": ["garbage"]}}}},
            ["translations", "en_US", "name"],
            "This value is not valid.",
        ),
        ({"translations": {"xx_XX": {"name": "?"}}}, ["translations"], "This value is not valid."),
        ({"translations": "Limited"}, ["translations"], "This value is not valid."),
    ],
)
async def test_field_violations_are_reported_on_their_field(
    client: httpx.AsyncClient, fields: dict[str, Any], path: list[str], message: str
) -> None:
    response = await create(client, **fields)
    node: dict[str, Any] = {"children": children(response)}
    for step in path:
        node = node["children"][step]
    assert node["errors"] == [message]
    assert (await client.get(item("TEE_LIMITED"))).status_code == 404  # nothing was stored


async def test_create_under_an_unknown_product_is_an_invalid_page(
    client: httpx.AsyncClient,
) -> None:
    response = await client.post("/api/v1/products/NOPE/variants/", json={"code": "X1"})
    assert response.status_code == 404
    assert response.json() == {"code": 404, "message": "Requested page is invalid."}


@pytest.mark.parametrize("raw", [b"", b"[1, 2]", b"not json", b'"text"', b"{bad", b"NaN"])
async def test_body_that_is_not_a_json_object(client: httpx.AsyncClient, raw: bytes) -> None:
    response = await client.post(BASE, content=raw)
    assert response.status_code == 400
    assert response.json() == {"code": 400, "message": "Invalid json message received"}


async def test_body_without_content_type_is_read_as_json(client: httpx.AsyncClient) -> None:
    response = await client.post(BASE, content=b'{"code": "NO_HEADER"}')
    assert response.status_code == 201
    assert response.json()["code"] == "NO_HEADER"


async def test_get_unknown_variant_or_wrong_product(client: httpx.AsyncClient) -> None:
    expected = {"code": 404, "message": 'The "product variant" has not been found'}
    for path in (item("NOPE"), item(VARIANT, product="MERINO_SCARF"), item(VARIANT, "NOPE")):
        response = await client.get(path)
        assert response.status_code == 404
        assert response.json() == expected


async def test_get_detailed_representation(client: httpx.AsyncClient) -> None:
    body = (await client.get(item(VARIANT))).json()
    assert body["code"] == VARIANT
    assert {"onHold", "onHand", "weight", "version", "channelPricings"} <= set(body)
    assert body["_links"]["product"]["href"] == f"/api/v1/products/{PRODUCT}"
    assert body["translations"]["de_CH"]["name"].endswith("Weiss")


async def test_list_defaults_to_newest_first_ten_per_page(client: httpx.AsyncClient) -> None:
    response = await client.get(BASE)
    assert response.status_code == 200
    page = response.json()
    assert (page["page"], page["limit"], page["total"], page["pages"]) == (1, 10, 12, 2)
    items = page["_embedded"]["items"]
    assert len(items) == 10
    assert items[0]["code"] == "EVERYDAY_TSHIRT_XL_NAVY"  # created last
    assert "onHand" not in items[0]  # the default representation
    assert items[0]["_links"] == {"self": {"href": item("EVERYDAY_TSHIRT_XL_NAVY")}}
    assert page["_links"]["next"]["href"] == f"{BASE}?page=2&limit=10"
    assert "previous" not in page["_links"]


async def test_list_sorting_limit_and_links(client: httpx.AsyncClient) -> None:
    response = await client.get(BASE, params={"sorting[code]": "asc", "limit": 5, "page": 2})
    page = response.json()
    codes = [variant["code"] for variant in page["_embedded"]["items"]]
    assert codes == sorted(codes) and len(codes) == 5
    first_page = await client.get(BASE, params={"sorting[code]": "asc", "limit": 5})
    assert first_page.json()["_embedded"]["items"][-1]["code"] < codes[0]
    links = page["_links"]
    assert links["self"]["href"] == f"{BASE}?sorting[code]=asc&limit=5&page=2"
    assert links["previous"]["href"] == f"{BASE}?sorting[code]=asc&limit=5&page=1"
    assert links["last"]["href"] == f"{BASE}?sorting[code]=asc&limit=5&page=3"


async def test_list_sorting_in_the_contracts_nested_form(client: httpx.AsyncClient) -> None:
    response = await client.get(BASE, params={"sorting[position][desc]": ""})
    positions = [variant["position"] for variant in response.json()["_embedded"]["items"]]
    assert positions == sorted(positions, reverse=True) and positions[0] == 11


async def test_list_filters_by_code_and_name(client: httpx.AsyncClient) -> None:
    by_code = (await client.get(BASE, params={"criteria[code]": "_xl_"})).json()
    assert by_code["total"] == 3  # case-insensitive; "_" is literal, not a wildcard
    assert (await client.get(BASE, params={"criteria[code]": "L_B"})).json()["total"] == 2
    by_name = (await client.get(BASE, params={"criteria[name]": "schwarz"})).json()
    assert by_name["total"] == 4
    assert all("BLACK" in variant["code"] for variant in by_name["_embedded"]["items"])
    ignored = (await client.get(BASE, params={"criteria[colour]": "x"})).json()
    assert ignored["total"] == 12


async def test_list_of_unknown_product_is_an_empty_page(client: httpx.AsyncClient) -> None:
    page = (await client.get("/api/v1/products/NOPE/variants/")).json()
    assert (page["total"], page["pages"], page["_embedded"]["items"]) == (0, 1, [])


async def test_list_unknown_sorting_field(client: httpx.AsyncClient) -> None:
    response = await client.get(BASE, params={"sorting[price]": "asc"})
    assert response.status_code == 400
    assert response.json() == {"code": 400, "message": 'Unknown sorting field "price".'}


async def test_put_changes_fields_and_bumps_version(client: httpx.AsyncClient) -> None:
    response = await client.put(
        item(VARIANT),
        json={
            "version": 1,
            "position": 40,
            "channelPricings": {"WEB": {"price": "25.00"}},
            "translations": {"en_US": {"name": "Everyday tee, white, M"}},
            "optionValues": {"tshirt_color": "tshirt_color_black"},
            "width": 51.5,
        },
    )
    assert response.status_code == 204 and response.content == b""
    body = (await client.get(item(VARIANT))).json()
    assert body["version"] == 2 and body["position"] == 40 and body["width"] == 51.5
    assert body["channelPricings"]["WEB"]["price"] == 2500
    assert body["channelPricings"]["MOB"]["price"] > 0  # absent channels are left as they are
    assert body["translations"]["en_US"]["name"] == "Everyday tee, white, M"
    assert body["translations"]["de_CH"]["name"].endswith("Weiss")  # other locales kept
    assert sorted(value["code"] for value in body["optionValues"]) == [
        "tshirt_color_black",
        "tshirt_size_m",
    ]
    assert body["onHand"] >= 0 and body["tracked"] is True  # absent fields kept


async def test_put_without_or_with_a_stale_version_is_a_conflict(
    client: httpx.AsyncClient,
) -> None:
    conflict = {"code": 409, "message": "Operated entity was previously modified."}
    for body in ({"position": 3}, {"version": 2, "position": 3}, {"version": "one"}):
        response = await client.put(item(VARIANT), json=body)
        assert response.status_code == 409
        assert response.json() == conflict
    assert (await client.get(item(VARIANT))).json()["version"] == 1


async def test_update_that_changes_nothing_keeps_the_version(client: httpx.AsyncClient) -> None:
    current = (await client.get(item(VARIANT))).json()
    response = await client.put(item(VARIANT), json={"version": 1, "position": current["position"]})
    assert response.status_code == 204
    assert (await client.get(item(VARIANT))).json()["version"] == 1


async def test_put_with_invalid_field_is_a_validation_error(client: httpx.AsyncClient) -> None:
    response = await client.put(item(VARIANT), json={"version": 1, "onHand": -4})
    fields = children(response)
    assert next(iter(fields)) == "version" and "code" not in fields
    assert fields["onHand"] == {"errors": ["On hand must be greater than 0."]}
    assert (await client.get(item(VARIANT))).json()["version"] == 1


async def test_put_can_clear_categories_and_dimensions(client: httpx.AsyncClient) -> None:
    response = await client.put(
        item(VARIANT), json={"version": 1, "taxCategory": None, "weight": None}
    )
    assert response.status_code == 204
    body = (await client.get(item(VARIANT))).json()
    assert "taxCategory" not in body and "weight" not in body and body["version"] == 2


async def test_patch_translations_without_version(client: httpx.AsyncClient) -> None:
    response = await client.patch(
        item(VARIANT), json={"translations": {"nl_NL": {"name": "Wit T-shirt M"}}}
    )
    assert response.status_code == 204
    body = (await client.get(item(VARIANT))).json()
    assert body["translations"]["nl_NL"]["name"] == "Wit T-shirt M"
    assert body["version"] == 2


async def test_patch_with_a_version_must_match(client: httpx.AsyncClient) -> None:
    stale = await client.patch(item(VARIANT), json={"version": 5, "tracked": False})
    assert stale.status_code == 409
    fresh = await client.patch(item(VARIANT), json={"version": 1, "tracked": False})
    assert fresh.status_code == 204
    body = (await client.get(item(VARIANT))).json()
    assert body["tracked"] is False and body["version"] == 2


async def test_patch_ignores_a_sent_code(client: httpx.AsyncClient) -> None:
    response = await client.patch(item(VARIANT), json={"code": "RENAMED", "position": 2})
    assert response.status_code == 204
    assert (await client.get(item(VARIANT))).json()["position"] == 2
    assert (await client.get(item("RENAMED"))).status_code == 404


async def test_updates_of_unknown_variant_are_not_found(client: httpx.AsyncClient) -> None:
    for method in ("PUT", "PATCH", "DELETE"):
        response = await client.request(method, item("NOPE"), json={"version": 1})
        assert response.status_code == 404
        assert response.json()["message"] == 'The "product variant" has not been found'


async def test_delete_removes_the_variant(client: httpx.AsyncClient) -> None:
    assert (await create(client, translations={"en_US": {"name": "Gone soon"}})).is_success
    response = await client.delete(item("TEE_LIMITED"))
    assert response.status_code == 204 and response.content == b""
    assert (await client.get(item("TEE_LIMITED"))).status_code == 404
    assert (await client.get(BASE)).json()["total"] == 12


async def test_delete_of_a_variant_on_an_order_is_refused(
    app: FastAPI, client: httpx.AsyncClient
) -> None:
    """Orders keep the variants they sold; deleting one would rewrite history."""
    order_items = Base.metadata.tables["order_items"]
    with app.state.sessionmaker() as session:
        product_code, variant_code = session.execute(
            select(Product.code, ProductVariant.code)
            .join(ProductVariant, ProductVariant.product_id == Product.id)
            .join(order_items, order_items.c.variant_id == ProductVariant.id)
            .limit(1)
        ).one()
    response = await client.delete(item(variant_code, product_code))
    assert response.status_code == 422
    assert response.json() == {
        "code": 422,
        "message": "Cannot delete, the product variant is in use.",
    }
    assert (await client.get(item(variant_code, product_code))).status_code == 200


async def test_item_paths_accept_a_trailing_slash(client: httpx.AsyncClient) -> None:
    response = await client.get(item(VARIANT) + "/")
    assert response.status_code == 200 and response.json()["code"] == VARIANT


async def test_variants_need_a_token(anon_client: httpx.AsyncClient) -> None:
    for method, path in (("GET", BASE), ("POST", BASE), ("GET", item(VARIANT))):
        response = await anon_client.request(method, path, json={"code": "X"})
        assert response.status_code == 401
