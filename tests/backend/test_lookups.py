"""Read-only lookups over HTTP (docs/api.md section 10)."""

from __future__ import annotations

import httpx
import pytest
from sqlalchemy import select
from sqlalchemy.orm import Session

from storeadmin_gui.backend.db import Base, make_engine
from storeadmin_gui.backend.models.catalog import ChannelPricing, ProductVariant
from storeadmin_gui.backend.seed import seed_catalog


@pytest.mark.anyio
async def test_channels_list_and_one(client: httpx.AsyncClient) -> None:
    page = (await client.get("/api/v1/channels/")).json()
    channels = {channel["code"]: channel for channel in page["_embedded"]["items"]}
    assert set(channels) == {"WEB", "MOB", "POPUP"} and page["total"] == 3
    assert channels["WEB"]["baseCurrency"] == "USD" and channels["MOB"]["baseCurrency"] == "EUR"
    assert channels["POPUP"]["enabled"] is False
    web = (await client.get("/api/v1/channels/WEB")).json()
    assert web["name"] == "Web Store" and web["defaultLocale"] == "en_US"
    assert set(web["locales"]) == {"en_US", "de_CH", "fr_FR", "nl_NL"}
    missing = await client.get("/api/v1/channels/NOPE")
    assert missing.status_code == 404
    assert missing.json() == {"code": 404, "message": 'The "channel" has not been found'}


@pytest.mark.anyio
async def test_locales(client: httpx.AsyncClient) -> None:
    page = (await client.get("/api/v1/locales/")).json()
    assert [locale["code"] for locale in page["_embedded"]["items"]] == [
        "de_CH",
        "en_US",
        "fr_FR",
        "nl_NL",
    ]
    assert all(locale["name"] for locale in page["_embedded"]["items"])


@pytest.mark.anyio
async def test_tax_categories(client: httpx.AsyncClient) -> None:
    page = (await client.get("/api/v1/tax-categories/")).json()
    assert {"clothing", "homeware"} <= {c["code"] for c in page["_embedded"]["items"]}
    one = (await client.get("/api/v1/tax-categories/clothing")).json()
    assert one["name"] == "Clothing" and {"description", "createdAt", "updatedAt"} <= set(one)
    assert (await client.get("/api/v1/tax-categories/nope")).status_code == 404


@pytest.mark.anyio
async def test_shipping_categories(client: httpx.AsyncClient) -> None:
    page = (await client.get("/api/v1/shipping-categories/")).json()
    assert {c["code"] for c in page["_embedded"]["items"]} == {"standard", "oversized"}
    one = (await client.get("/api/v1/shipping-categories/oversized")).json()
    assert one["name"] == "Oversized parcel"
    assert (await client.get("/api/v1/shipping-categories/nope")).status_code == 404


@pytest.mark.anyio
async def test_products_with_their_options(client: httpx.AsyncClient) -> None:
    page = (await client.get("/api/v1/products/", params={"limit": 100})).json()
    assert page["total"] >= 8
    names = [product["name"] for product in page["_embedded"]["items"]]
    assert "Everyday Cotton T-Shirt" in names
    tee = (await client.get("/api/v1/products/EVERYDAY_TSHIRT")).json()
    assert [option["code"] for option in tee["options"]] == ["tshirt_size", "tshirt_color"]
    assert [value["code"] for value in tee["options"][0]["values"]] == [
        "tshirt_size_s",
        "tshirt_size_m",
        "tshirt_size_l",
        "tshirt_size_xl",
    ]
    assert tee["_links"]["variants"]["href"] == "/api/v1/products/EVERYDAY_TSHIRT/variants/"
    missing = await client.get("/api/v1/products/NOPE")
    assert missing.json() == {"code": 404, "message": 'The "product" has not been found'}


@pytest.mark.anyio
async def test_lookups_paginate_like_every_collection(client: httpx.AsyncClient) -> None:
    page = (await client.get("/api/v1/products/", params={"limit": 3, "page": 99})).json()
    assert page["page"] == page["pages"] == 3 and page["limit"] == 3
    assert len(page["_embedded"]["items"]) == 3  # 9 products: the last page is full
    assert page["_links"]["previous"]["href"] == "/api/v1/products/?limit=3&page=2"


@pytest.mark.anyio
async def test_lookups_need_a_token(anon_client: httpx.AsyncClient) -> None:
    for path in ("/api/v1/channels/", "/api/v1/locales/", "/api/v1/products/EVERYDAY_TSHIRT"):
        assert (await anon_client.get(path)).status_code == 401


@pytest.mark.anyio
async def test_demo_catalog_is_a_realistic_store(client: httpx.AsyncClient) -> None:
    products = (await client.get("/api/v1/products/", params={"limit": 100})).json()
    assert products["total"] >= 8
    variant_count = 0
    for product in products["_embedded"]["items"]:
        assert product["options"], product["code"]
        page = (
            await client.get(product["_links"]["variants"]["href"], params={"limit": 100})
        ).json()
        variant_count += page["total"]
        for variant in page["_embedded"]["items"]:
            assert set(variant["translations"]) == {"en_US", "de_CH", "fr_FR", "nl_NL"}
            assert set(variant["channelPricings"]) == {"WEB", "MOB"}
            assert len(variant["optionValues"]) == len(product["options"])
    assert variant_count >= 40


def test_demo_catalog_seed_is_deterministic() -> None:
    """Two seeds of the catalogue give the same variants, prices, stock and dates."""

    def seeded_facts() -> list[tuple[object, ...]]:
        engine = make_engine("sqlite://")
        Base.metadata.create_all(engine)
        with Session(engine) as session:
            seed_catalog(session)
            session.commit()
            rows = session.execute(
                select(
                    ProductVariant.code,
                    ProductVariant.on_hand,
                    ProductVariant.weight,
                    ProductVariant.created_at,
                    ChannelPricing.price,
                )
                .join(ChannelPricing, ChannelPricing.variant_id == ProductVariant.id)
                .order_by(ProductVariant.code, ChannelPricing.channel_id)
            ).all()
        engine.dispose()
        return [tuple(row) for row in rows]

    first = seeded_facts()
    assert len(first) >= 80 and first == seeded_facts()
