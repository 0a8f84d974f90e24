"""The stand-in pinned to what Sylius does, over HTTP (httpx on the ASGI app, no app client).

Expected-response files cited below are Sylius's own, under ``tests/Responses/Expected/`` of
Sylius/Sylius v1.4.12 (``tests/Responses/`` of Sylius/SyliusAdminApiBundle v1.12.0 holds the same).
"""

from __future__ import annotations

import copy
from collections.abc import AsyncIterator
from typing import Any

import httpx
import pytest

from tests.sylius_v1 import (
    ADMIN_PASSWORD,
    ADMIN_USERNAME,
    CLIENT_ID,
    CLIENT_SECRET,
    GENERATIONS,
    SyliusState,
    create_app,
)

pytestmark = pytest.mark.anyio
API = "/api/v1"
TSHIRT = f"{API}/products/TSHIRT/variants/"


class Shop:
    """A stand-in and a client signed in to it."""

    def __init__(self, generation: str) -> None:
        self.app = create_app(generation)
        self.state: SyliusState = self.app.state.sylius
        transport = httpx.ASGITransport(app=self.app)
        self.http = httpx.AsyncClient(transport=transport, base_url="http://shop.test")
        self.tokens: dict[str, Any] = {}

    async def sign_in(self) -> None:
        answer = await self.token(
            grant_type="password", username=ADMIN_USERNAME, password=ADMIN_PASSWORD
        )
        assert answer.status_code == 200, answer.text
        self.tokens = answer.json()
        self.http.headers["Authorization"] = f"Bearer {self.tokens['access_token']}"

    async def token(self, **fields: str) -> httpx.Response:
        form = {"client_id": CLIENT_ID, "client_secret": CLIENT_SECRET, **fields}
        return await self.http.post("/api/oauth/v2/token", json=form)


@pytest.fixture(params=sorted(GENERATIONS))
async def shop(request: pytest.FixtureRequest) -> AsyncIterator[Shop]:
    shop = Shop(request.param)
    await shop.sign_in()
    yield shop
    await shop.http.aclose()


def generation(shop: Shop) -> str:
    return shop.state.generation.key


async def test_token_flow(shop: Shop) -> None:
    # authentication/new_access_token.json: the shape of a granted token.
    assert set(shop.tokens) == {
        "access_token",
        "expires_in",
        "token_type",
        "scope",
        "refresh_token",
    }
    assert (shop.tokens["expires_in"], shop.tokens["token_type"], shop.tokens["scope"]) == (
        3600,
        "bearer",
        None,
    )

    wrong = await shop.token(grant_type="password", username=ADMIN_USERNAME, password="nope")
    assert (wrong.status_code, wrong.json()["error"]) == (400, "invalid_grant")

    # authentication/access_denied_response.json: no token at all.
    anonymous = await shop.http.get(f"{API}/products/", headers={"Authorization": ""})
    assert anonymous.status_code == 401
    assert anonymous.json() == {
        "error": "access_denied",
        "error_description": "OAuth2 authentication required",
    }

    shop.state.expire_tokens(shop.tokens["access_token"])
    expired = await shop.http.get(f"{API}/products/")
    assert expired.status_code == 401
    assert expired.json() == {
        "error": "invalid_grant",
        "error_description": "The access token provided has expired.",
    }
    assert expired.headers["WWW-Authenticate"].startswith(
        'Bearer realm="Service", error="invalid_grant"'
    )

    renewed = await shop.token(
        grant_type="refresh_token", refresh_token=shop.tokens["refresh_token"]
    )
    assert renewed.status_code == 200
    again = await shop.token(grant_type="refresh_token", refresh_token=shop.tokens["refresh_token"])
    assert again.json() == {"error": "invalid_grant", "error_description": "Invalid refresh token"}
    fresh = {"Authorization": f"Bearer {renewed.json()['access_token']}"}
    assert (await shop.http.get(f"{API}/products/", headers=fresh)).status_code == 200


async def test_put_clears_every_field_it_omits_patch_only_what_it_names(shop: Shop) -> None:
    variant = shop.state.variant("TSHIRT_M_RED")
    assert variant is not None
    before = copy.deepcopy(variant)

    # As Sylius's it_allows_updating_partial_information_about_product_variant: one translation.
    patched = await shop.http.patch(
        f"{TSHIRT}TSHIRT_M_RED", json={"translations": {"de_DE": {"name": "Rot M"}}}
    )
    assert patched.status_code == 204
    expected = copy.deepcopy(before)
    expected["translations"]["de_DE"]["name"] = "Rot M"
    assert variant == expected  # only a translation changed: no version bump either

    prices = {"WEB_US": {"price": "19"}, "WEB_EU": {"price": "17"}, "WEB_GB": {"price": "15"}}
    put = await shop.http.put(
        f"{TSHIRT}TSHIRT_M_RED", json={"version": before["version"], "channelPricings": prices}
    )
    assert put.status_code == 204, put.text
    assert (
        variant["translations"]["en_US"]["name"] is None
        and variant["translations"]["de_DE"]["name"] is None
    )
    assert variant["tracked"] is False and variant["shippingRequired"] is False
    assert [variant[key] for key in ("width", "height", "depth", "weight")] == [None] * 4
    assert variant["taxCategory"] is None and variant["shippingCategory"] is None
    assert all(pricing["originalPrice"] is None for pricing in variant["channelPricings"].values())
    assert variant["onHand"] == before["onHand"]  # the form drops onHand when the body lacks it
    assert variant["version"] == before["version"] + 1
    if generation(shop) == "1.10-1.12":
        assert variant["optionValues"] == before["optionValues"]
    else:
        assert variant["optionValues"] == []
    assert variant["enabled"] is (generation(shop) == "1.0-1.4")  # the checkbox exists from 1.8


async def test_stale_or_missing_version_answers_409_with_the_bare_form(shop: Shop) -> None:
    variant = shop.state.variant("BOOK_1")
    assert variant is not None
    before = copy.deepcopy(variant)
    prices = {"WEB_US": {"price": "25"}, "WEB_EU": {"price": "23"}, "WEB_GB": {"price": "20"}}
    missing = await shop.http.put(
        f"{API}/products/BOOK/variants/BOOK_1", json={"channelPricings": prices}
    )
    assert missing.status_code == 409
    assert "children" in missing.json() and "code" not in missing.json()
    stale = await shop.http.patch(
        f"{API}/products/BOOK/variants/BOOK_1", json={"version": 0, "tracked": False}
    )
    assert stale.status_code == 409
    assert variant == before
    # A price lives in its own row: no versioned UPDATE of the variant, so no check and no bump.
    price_only = await shop.http.patch(
        f"{API}/products/BOOK/variants/BOOK_1",
        json={"version": 0, "channelPricings": {"WEB_US": {"price": 30}}},
    )
    assert price_only.status_code == 204
    assert variant["channelPricings"]["WEB_US"]["price"] == 3000  # major units: 30 -> 3000
    assert variant["version"] == before["version"]


async def test_a_filter_the_grid_does_not_declare_is_ignored(shop: Shop) -> None:
    declared = await shop.http.get(TSHIRT, params={"criteria[code]": "xl"})
    assert [item["code"] for item in declared.json()["_embedded"]["items"]] == [
        "TSHIRT_XL_RED",
        "TSHIRT_XL_BLUE",
        "TSHIRT_XL_BLACK",
    ]
    undeclared = await shop.http.get(TSHIRT, params={"criteria[tracked]": "false"})
    assert undeclared.json()["total"] == 12
    users = await shop.http.get(f"{API}/users/", params={"criteria[query]": "clerk"})
    assert users.json()["total"] == 3  # /users/ is a plain resource: criteria are not read at all


async def test_sorting_follows_the_grid(shop: Shop) -> None:
    by_position = await shop.http.get(TSHIRT, params={"sorting[position]": "desc", "limit": 2})
    assert [item["position"] for item in by_position.json()["_embedded"]["items"]] == [11, 10]
    not_sortable = await shop.http.get(TSHIRT, params={"sorting[code]": "desc"})
    assert not_sortable.status_code == 200  # declared, not sortable: no ORDER BY at all
    undeclared = await shop.http.get(TSHIRT, params={"sorting[onHand]": "desc"})
    assert undeclared.status_code == (400 if generation(shop) == "1.10-1.12" else 500)


async def test_routes_each_generation_declares(shop: Shop) -> None:
    has_index = generation(shop) != "1.0-1.4"  # the order index arrived with 1.5
    assert (await shop.http.get(f"{API}/orders/")).status_code == (200 if has_index else 404)
    assert (await shop.http.post(f"{API}/orders/", json={})).status_code == (
        405 if has_index else 404
    )
    assert (await shop.http.get(f"{API}/orders/1")).status_code == 200
    for missing in ("/password-resetting-requests/", "/product-variants/", "/statistics/"):
        answer = await shop.http.get(API + missing)
        assert (answer.status_code, answer.json()) == (404, {"code": 404, "message": "Not Found"})
    deleted = await shop.http.delete(f"{API}/orders/1")
    assert (deleted.status_code, deleted.headers["Allow"]) == (405, "GET")
    assert (await shop.http.get(f"{API}/zones/")).status_code == 501  # declared, not modelled here
    slashless = await shop.http.get(f"{API}/carts")
    assert (slashless.status_code, slashless.headers["Location"]) == (
        301,
        f"http://shop.test{API}/carts/",
    )
    extra_slash = await shop.http.get(f"{API}/orders/1/")
    assert extra_slash.status_code == (404 if generation(shop) == "1.0-1.4" else 301)


async def test_paging_envelope(shop: Shop) -> None:
    # product_variant/paginated_index_response.json: page 2 of 2 at the default limit.
    page = (await shop.http.get(TSHIRT, params={"page": 2})).json()
    assert {k: page[k] for k in ("page", "limit", "pages", "total")} == {
        "page": 2,
        "limit": 10,
        "pages": 2,
        "total": 12,
    }
    assert page["_links"] == {
        "self": {"href": f"{TSHIRT}?page=2&limit=10"},
        "first": {"href": f"{TSHIRT}?page=1&limit=10"},
        "last": {"href": f"{TSHIRT}?page=2&limit=10"},
        "previous": {"href": f"{TSHIRT}?page=1&limit=10"},
    }
    assert len(page["_embedded"]["items"]) == 2
    assert (await shop.http.get(TSHIRT, params={"limit": 500})).json()["limit"] == 50  # grid limits
    assert (await shop.http.get(f"{API}/customers/", params={"limit": 500})).json()["limit"] == 500
    assert (await shop.http.get(TSHIRT, params={"page": 3})).status_code == 404
    assert (await shop.http.get(TSHIRT, params={"limit": 0})).status_code == 404
    assert "POSTER_A2" not in str((await shop.http.get(f"{API}/products/POSTER/variants/")).json())


async def test_validation_error_shapes(shop: Shop) -> None:
    # product_variant/create_validation_fail_response.json
    created = await shop.http.post(f"{API}/products/BOOK/variants/", json={})
    body = created.json()
    assert (created.status_code, body["code"], body["message"]) == (400, 400, "Validation Failed")
    assert body["errors"]["children"]["code"] == {"errors": ["Please enter the code."]}
    assert body["errors"]["children"]["version"] == {}
    # cart/update_cart_item_validation_fail_response.json: a field the form does not have.
    item = shop.state.find("orders", id=13)["items"][0]  # type: ignore[index]
    changed = await shop.http.put(f"{API}/carts/13/items/{item['id']}", json={"variant": "BOOK_1"})
    assert changed.status_code == 400
    assert changed.json()["errors"] == {
        "errors": ["This form should not contain extra fields."],
        "children": {"quantity": {}},
    }


async def test_orders_read_camel_case_and_steps_follow_the_state_machine(shop: Shop) -> None:
    listed = (await shop.http.get(f"{API}/customers/1/orders/")).json()["_embedded"]["items"]
    assert {"itemsTotal", "currencyCode", "localeCode", "checkoutState"} <= set(listed[0])
    order = (await shop.http.get(f"{API}/orders/2")).json()
    assert order["number"] == "000000002" and order["checkoutCompletedAt"].endswith("+0000")
    assert "baseCurrency" not in order["channel"] and "paymentState" not in order
    assert order["items"][0]["units"][0]["adjustments"][0]["type"] == "tax"
    width = order["items"][1]["variant"]["width"]  # 31.0, which jms/serializer 1.x writes 31
    assert (width, type(width)) == (31, int if generation(shop) == "1.0-1.4" else float)
    shipment, payment = order["shipments"][0]["id"], order["payments"][0]["id"]
    shipped = await shop.http.put(
        f"{API}/orders/2/shipments/{shipment}/ship", json={"tracking": "1Z9"}
    )
    assert shipped.status_code == 204
    assert (
        await shop.http.put(f"{API}/orders/2/shipments/{shipment}/ship", json={})
    ).status_code == 500
    assert (await shop.http.put(f"{API}/orders/2/payments/{payment}/complete")).status_code == 204
    assert (await shop.http.put(f"{API}/orders/2/cancel")).status_code == 400  # fulfilled by now
    record = shop.state.find("orders", id=2)
    assert record is not None and record["state"] == "fulfilled"
    assert (await shop.http.put(f"{API}/orders/1/cancel")).status_code == 204
    last = shop.state.requests[-1]
    assert (last.method, last.path, last.status) == ("PUT", f"{API}/orders/1/cancel", 204)
