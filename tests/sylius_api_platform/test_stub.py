"""The stand-in Sylius admin API answers as Sylius 1.13/1.14 and 2.x do, over plain httpx.

Response files cited below are Sylius's own, under ``tests/Api/Responses/admin/`` of the named
branch (``@1.14``, ``@2.0``); README.md gives the source of every behaviour.
"""

from __future__ import annotations

import copy
from collections.abc import AsyncIterator
from typing import Any

import httpx
import pytest

from tests.sylius_api_platform import create_app

pytestmark = pytest.mark.anyio

FLAVOURS = ["1.13-1.14", "2.x"]
ADMIN = {"email": "api@example.com", "password": "sylius"}
JSON_LD = {"Accept": "application/ld+json", "Content-Type": "application/ld+json"}
MERGE_PATCH = {"Accept": "application/ld+json", "Content-Type": "application/merge-patch+json"}


class Shop:
    """A client on one stand-in, signed in on demand."""

    def __init__(self, app: Any, client: httpx.AsyncClient) -> None:
        self.app = app
        self.state = app.state.sylius
        self.client = client

    async def token(self, credentials: dict[str, str] = ADMIN) -> str:
        answer = await self.client.post("/api/v2/admin/administrators/token", json=credentials)
        assert answer.status_code == 200, answer.text
        return str(answer.json()["token"])

    async def signed_in(self) -> dict[str, str]:
        return {**JSON_LD, "Authorization": f"Bearer {await self.token()}"}


async def shop_of(app: Any) -> AsyncIterator[Shop]:
    transport = httpx.ASGITransport(app=app)
    async with httpx.AsyncClient(transport=transport, base_url="http://shop.test") as client:
        yield Shop(app, client)


@pytest.fixture(params=FLAVOURS)
async def shop(request: pytest.FixtureRequest) -> AsyncIterator[Shop]:
    async for found in shop_of(create_app(request.param)):
        yield found


async def test_a_token_opens_the_admin_api_until_it_expires(shop: Shop) -> None:
    answer = await shop.client.post("/api/v2/admin/administrators/token", json=ADMIN)
    # admin/admin_user/log_in_admin_response.json: the token and the administrator's IRI
    assert answer.status_code == 200
    assert set(answer.json()) == {"token", "adminUser"}
    assert answer.json()["adminUser"] == "/api/v2/admin/administrators/1"
    headers = {**JSON_LD, "Authorization": f"Bearer {answer.json()['token']}"}
    assert (await shop.client.get("/api/v2/admin/channels", headers=headers)).status_code == 200

    shop.state.advance(shop.state.token_ttl + 1)
    expired = await shop.client.get("/api/v2/admin/channels", headers=headers)
    assert (expired.status_code, expired.json()) == (
        401,
        {"code": 401, "message": "Expired JWT Token"},
    )
    assert expired.headers["www-authenticate"] == "Bearer"


async def test_sign_in_failures_answer_as_lexik_jwt_does(shop: Shop) -> None:
    wrong = await shop.client.post(
        "/api/v2/admin/administrators/token", json={**ADMIN, "password": "guess"}
    )
    assert (wrong.status_code, wrong.json()) == (
        401,
        {"code": 401, "message": "Invalid credentials."},
    )
    missing = await shop.client.get("/api/v2/admin/orders")
    assert missing.json() == {"code": 401, "message": "JWT Token not found"}
    forged = await shop.client.get(
        "/api/v2/admin/orders", headers={"Authorization": "Bearer not.a.token"}
    )
    assert forged.json() == {"code": 401, "message": "Invalid JWT Token"}
    disabled = await shop.client.post(
        "/api/v2/admin/administrators/token",
        json={"email": "former@example.com", "password": "sylius"},
    )
    if shop.state.flavour.v2:  # EnabledUserChecker on the api_admin firewall (security.yaml@2.0)
        assert disabled.json() == {"code": 401, "message": "Account is disabled."}
    else:  # 1.x checks no Sylius user (security.yaml@1.14): a disabled administrator gets in
        assert disabled.status_code == 200 and disabled.json()["token"]
    # The 1.10-1.12 path is no route from 1.13 on (routing.yml@1.13).
    old_path = await shop.client.post("/api/v2/admin/authentication-token", json=ADMIN)
    assert old_path.status_code == 404


async def test_an_administrator_without_api_access_signs_in_but_is_refused(shop: Shop) -> None:
    # security.yaml: ^/api/v2/admin/.* needs ROLE_API_ACCESS; json_login answers before that rule.
    token = await shop.token({"email": "panel@example.com", "password": "sylius"})
    answer = await shop.client.get(
        "/api/v2/admin/orders", headers={**JSON_LD, "Authorization": f"Bearer {token}"}
    )
    assert answer.status_code == 403
    assert answer.json()["@type"] == "hydra:Error"
    assert answer.json()["hydra:description"] == "Access Denied."


@pytest.mark.parametrize("flavour", FLAVOURS)
async def test_with_the_api_switched_off_every_api_path_is_not_found(flavour: str) -> None:
    # sylius_api.enabled defaults to false: KernelRequestEventSubscriber throws a 404.
    async for shop in shop_of(create_app(flavour, api_enabled=False)):
        token = await shop.client.post("/api/v2/admin/administrators/token", json=ADMIN)
        orders = await shop.client.get("/api/v2/admin/orders")
        assert (token.status_code, orders.status_code) == (404, 404)
        assert "token" not in token.text
        shop.state.api_enabled = True
        assert await shop.token()


async def test_collections_are_paged_with_a_hydra_view(shop: Shop) -> None:
    headers = await shop.signed_in()
    first = (await shop.client.get("/api/v2/admin/orders", headers=headers)).json()
    assert first["hydra:totalItems"] == 40 and len(first["hydra:member"]) == 30
    assert first["hydra:view"] == {
        "@id": "/api/v2/admin/orders?page=1",
        "@type": "hydra:PartialCollectionView",
        "hydra:first": "/api/v2/admin/orders?page=1",
        "hydra:last": "/api/v2/admin/orders?page=2",
        "hydra:next": "/api/v2/admin/orders?page=2",
    }
    second = (await shop.client.get(first["hydra:view"]["hydra:next"], headers=headers)).json()
    assert len(second["hydra:member"]) == 10
    assert second["hydra:view"]["hydra:previous"] == "/api/v2/admin/orders?page=1"
    numbers = [o["number"] for o in first["hydra:member"] + second["hydra:member"]]
    assert numbers == sorted(numbers, reverse=True)  # Order.xml: order number DESC

    small = await shop.client.get(
        "/api/v2/admin/product-variants", params={"itemsPerPage": 5, "page": 2}, headers=headers
    )
    view = small.json()["hydra:view"]
    assert len(small.json()["hydra:member"]) == 5
    assert view["@id"] == "/api/v2/admin/product-variants?itemsPerPage=5&page=2"
    assert view["hydra:last"] == "/api/v2/admin/product-variants?itemsPerPage=5&page=8"
    refused = await shop.client.get("/api/v2/admin/orders?page=0", headers=headers)
    assert refused.status_code == 400
    assert refused.json()["hydra:description"] == "Page should not be less than 1"


LISTS = [
    "administrators", "customers", "channels", "currencies", "locales", "products",
    "product-variants", "product-options", "tax-categories", "shipping-categories", "orders",
    "payments", "shipments",
]  # fmt: skip


async def test_every_collection_answers_and_its_members_can_be_read_one_by_one(shop: Shop) -> None:
    headers = await shop.signed_in()
    for name in LISTS:
        listed = await shop.client.get(f"/api/v2/admin/{name}", headers=headers)
        assert listed.status_code == 200, (name, listed.text)
        assert listed.json()["@type"] == "hydra:Collection"
        first = listed.json()["hydra:member"][0]
        item = await shop.client.get(first["@id"], headers=headers)
        assert item.status_code == 200, (first["@id"], item.text)
        assert item.json()["@id"] == first["@id"]
        assert item.json()["@context"] == listed.json()["@context"]
    values = await shop.client.get("/api/v2/admin/product-options/COLOR/values", headers=headers)
    for value in values.json()["hydra:member"]:
        assert (await shop.client.get(value["@id"], headers=headers)).status_code == 200


async def test_a_filter_the_operation_does_not_declare_is_ignored(shop: Shop) -> None:
    headers = await shop.signed_in()
    orders = "/api/v2/admin/orders"
    declared = await shop.client.get(orders, params={"currencyCode": "EUR"}, headers=headers)
    assert {o["currencyCode"] for o in declared.json()["hydra:member"]} == {"EUR"}
    # order/get_orders_filtered_by_pln_and_usd_currency_codes_response.json: the view keeps it
    assert declared.json()["hydra:view"]["@id"] == "/api/v2/admin/orders?currencyCode=EUR"
    undeclared = await shop.client.get(
        orders, params={"state": "cancelled", "itemsPerPage": 50}, headers=headers
    )
    states = {o["state"] for o in undeclared.json()["hydra:member"]}
    assert undeclared.json()["hydra:totalItems"] == 40 and states > {"cancelled"}
    # product_variant/get_filtered_product_variants.json@2.0: an unresolvable IRI is ignored too
    variants = await shop.client.get(
        "/api/v2/admin/product-variants", params={"product": "INVALID-IRI"}, headers=headers
    )
    assert variants.json()["hydra:totalItems"] == 36
    search = declared.json()["hydra:search"]
    assert "currencyCode" in search["hydra:template"] and "state" not in search["hydra:template"]


async def test_a_channel_price_sent_without_its_id_is_a_new_one_and_refused(shop: Shop) -> None:
    headers = await shop.signed_in()
    before = copy.deepcopy(shop.state.records["product_variants"]["MUG_CLASSIC_RED"])
    answer = await shop.client.put(
        "/api/v2/admin/product-variants/MUG_CLASSIC_RED",
        json={"channelPricings": {"WEB": {"price": 1999}, "EU": {"price": 1899}}},
        headers=headers,
    )
    # ProductVariantsTest::it_does_not_update_product_variant_with_duplicate_channel_code_...
    assert answer.status_code == 422
    paths = [v["propertyPath"] for v in answer.json()["violations"]]
    assert paths == ["channelPricings[WEB].channelCode", "channelPricings[EU].channelCode"]
    assert answer.json()["violations"][0] == {
        "propertyPath": "channelPricings[WEB].channelCode",
        "message": "This channel already has a price for this product variant.",
        "code": "23bd9dbf-6b9b-41cd-a99e-4844bcf3077f",
    }
    assert shop.state.records["product_variants"]["MUG_CLASSIC_RED"] == before


async def test_a_put_with_ids_updates_in_place_and_leaves_the_rest_alone(shop: Shop) -> None:
    headers = await shop.signed_in()
    url = "/api/v2/admin/product-variants/MUG_CLASSIC_RED"
    shown = (await shop.client.get(url, headers=headers)).json()
    before = copy.deepcopy(shop.state.records["product_variants"]["MUG_CLASSIC_RED"])
    pricings = shown["channelPricings"]
    body = {
        "channelPricings": {
            "WEB": {"@id": pricings["WEB"]["@id"], "price": 1250},
            "EU": {"@id": pricings["EU"]["@id"]},
        },
        "onHand": 11,
    }
    # product_variant/put_product_variant_response.json: entries keep their IRIs
    answer = await shop.client.put(url, json=body, headers=headers)
    assert answer.status_code == 200, answer.text
    assert answer.json()["channelPricings"]["WEB"]["@id"] == pricings["WEB"]["@id"]
    after = shop.state.records["product_variants"]["MUG_CLASSIC_RED"]
    changed = {key for key in before if before[key] != after[key]}
    assert changed == {"channelPricings", "onHand", "updatedAt"}
    assert after["channelPricings"]["WEB"] == {**before["channelPricings"]["WEB"], "price": 1250}
    assert after["channelPricings"]["EU"] == before["channelPricings"]["EU"]
    assert shop.state.requests[-1]["body"] == body


async def test_order_steps_go_by_merge_patch(shop: Shop) -> None:
    headers = await shop.signed_in()
    records = shop.state.records
    token, order = next((t, o) for t, o in records["orders"].items() if o["state"] == "new")
    (payment,) = [p for p in records["payments"].values() if p["order"] == token]
    (shipment,) = [s for s in records["shipments"].values() if s["order"] == token]
    if payment["state"] == "new":
        done = await shop.client.patch(
            f"/api/v2/admin/payments/{payment['id']}/complete", headers={**headers, **MERGE_PATCH}
        )
        assert (done.status_code, done.json()["state"]) == (200, "completed")
    ship = f"/api/v2/admin/shipments/{shipment['id']}/ship"
    not_merge_patch = await shop.client.patch(ship, json={"trackingCode": "1Z9"}, headers=headers)
    assert not_merge_patch.status_code == 415
    shipped = await shop.client.patch(
        ship, json={"trackingCode": "1Z999"}, headers={**headers, **MERGE_PATCH}
    )
    assert (shipped.status_code, shipped.content) == (202, b"")  # output false, status 202
    assert (shipment["state"], shipment["tracking"]) == ("shipped", "1Z999")
    assert (order["state"], order["paymentState"], order["shippingState"]) == (
        "fulfilled",
        "paid",
        "shipped",
    )
    again = await shop.client.patch(ship, json={}, headers={**headers, **MERGE_PATCH})
    assert again.status_code == 422
    assert again.json()["violations"][0]["message"] == (
        "You cannot ship a shipment that was shipped before."
    )
    refused = await shop.client.patch(f"/api/v2/admin/orders/{token}/cancel", headers=headers)
    assert (refused.status_code, refused.json()["hydra:description"]) == (
        422,
        "Cannot cancel the order.",
    )


async def test_cancelling_a_new_order_cancels_its_payment_and_shipment(shop: Shop) -> None:
    headers = await shop.signed_in()
    records = shop.state.records
    token = next(t for t, o in records["orders"].items() if o["paymentState"] == "awaiting_payment")
    answer = await shop.client.patch(
        f"/api/v2/admin/orders/{token}/cancel", headers={**headers, **MERGE_PATCH}
    )
    assert answer.status_code == 200
    shown = answer.json()
    assert (shown["state"], shown["paymentState"], shown["shippingState"]) == (
        "cancelled",
        "cancelled",
        "cancelled",
    )
    assert {p["state"] for p in records["payments"].values() if p["order"] == token} == {
        "cancelled"
    }


async def test_what_sylius_does_not_serve_answers_as_its_router_would(shop: Shop) -> None:
    headers = await shop.signed_in()
    token = next(iter(shop.state.records["orders"]))
    deleted = await shop.client.delete(f"/api/v2/admin/orders/{token}", headers=headers)
    assert (deleted.status_code, deleted.headers["allow"]) == (405, "GET")
    created = await shop.client.post("/api/v2/admin/orders", json={}, headers=headers)
    assert created.status_code == 405
    assert (await shop.client.get("/api/v2/admin/carts", headers=headers)).status_code == 404
    statistics = await shop.client.get("/api/v2/admin/customers/1/statistics", headers=headers)
    assert statistics.status_code == 501  # declared by Sylius, not modelled here
    assert token in shop.state.records["orders"]


async def test_statistics_sum_paid_orders_per_period(shop: Shop) -> None:
    headers = await shop.signed_in()
    query = {
        "channelCode": "WEB",
        "startDate": "2023-01-01T00:00:00",
        "endDate": "2024-12-31T23:59:59",
        "interval": "year",
    }
    answer = await shop.client.get("/api/v2/admin/statistics", params=query, headers=headers)
    # statistics/get_year_statistics_response.json: plain JSON, sales per period and a summary
    body = answer.json()
    assert [entry["period"] for entry in body["sales"]] == ["2023", "2024"]
    summary = body["businessActivitySummary"]
    assert summary["totalSales"] == sum(entry["total"] for entry in body["sales"])
    assert summary["averageOrderValue"] == round(summary["totalSales"] / summary["paidOrdersCount"])
    missing = await shop.client.get(
        "/api/v2/admin/statistics", params={**query, "extra": "1"}, headers=headers
    )
    assert missing.status_code == 422
    assert missing.json()["violations"][0]["propertyPath"] == "[extra]"
    if shop.state.flavour.v2:  # GetStatisticsAction@2.0 writes its own answer
        assert missing.json() == {
            "status": 422,
            "violations": [{"propertyPath": "[extra]", "message": "This field was not expected."}],
        }
    else:  # GetStatisticsAction@1.14 throws a ValidationException: a hydra violation list
        assert missing.json()["@type"] == "ConstraintViolationList"


@pytest.mark.parametrize(
    ("release", "later_fields", "missing_field"),
    [
        ("2.0", set(), (400, {"code": 400})),
        ("2.1", {"checkoutCompletedAt", "promotionCoupon"}, (400, {"code": 400})),
        ("2.2", {"checkoutCompletedAt", "promotionCoupon"}, (422, {"status": 422})),
    ],
)
async def test_what_changed_within_2x_follows_the_release(
    release: str, later_fields: set[str], missing_field: tuple[int, dict[str, int]]
) -> None:
    """UPGRADE-API-2.1.md (order fields, item variantName) and UPGRADE-API-2.2.md (422)."""
    async for shop in shop_of(create_app("2.x", release=release)):
        headers = await shop.signed_in()
        token = next(iter(shop.state.records["orders"]))
        order = (await shop.client.get(f"/api/v2/admin/orders/{token}", headers=headers)).json()
        assert later_fields <= set(order) and not (
            {"checkoutCompletedAt", "promotionCoupon"} - later_fields
        ) & set(order)
        assert ("variantName" in order["items"][0]) == bool(later_fields)
        reset = await shop.client.post(
            "/api/v2/admin/administrators/reset-password", json={}, headers=JSON_LD
        )
        status, member = missing_field
        assert reset.status_code == status
        assert member.items() <= reset.json().items()
        assert "email" in reset.text
