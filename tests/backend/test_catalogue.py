"""The whole catalogue, ``GET /api/v1/product-variants/`` (docs/api.md section 11): every variant
of every product with its product and stock, its filters and sorts, against the stored rows."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import httpx
import pytest
from sqlalchemy import text

from storeadmin_gui.backend.db import make_engine
from storeadmin_gui.backend.settings import Settings

pytestmark = pytest.mark.anyio

CATALOGUE = "/api/v1/product-variants/"


@dataclass(frozen=True)
class Row:
    id: int
    code: str
    product_code: str
    product_name: str
    tracked: bool
    on_hand: int
    on_hold: int
    created_at: str
    names: tuple[str, ...]

    @property
    def available(self) -> int | None:
        return self.on_hand - self.on_hold if self.tracked else None


def stored_variants(settings: Settings) -> list[Row]:
    engine = make_engine(settings.database_url)
    with engine.connect() as connection:
        rows = connection.execute(
            text(
                "SELECT v.id, v.code, p.code, p.name, v.tracked, v.on_hand, v.on_hold,"
                " v.created_at, (SELECT group_concat(t.name, '|') FROM"
                " product_variant_translations t WHERE t.variant_id = v.id)"
                " FROM product_variants v JOIN products p ON p.id = v.product_id"
            )
        ).all()
    engine.dispose()
    return [
        Row(r[0], r[1], r[2], r[3], bool(r[4]), r[5], r[6], r[7], tuple((r[8] or "").split("|")))
        for r in rows
    ]


async def every_page(client: httpx.AsyncClient, **params: Any) -> list[dict[str, Any]]:
    """All items of the list with ``params``, walking its pages as the envelopes say."""
    items: list[dict[str, Any]] = []
    page = 1
    while True:
        response = await client.get(CATALOGUE, params={**params, "limit": 25, "page": page})
        assert response.status_code == 200, response.text
        body = response.json()
        items += body["_embedded"]["items"]
        if body["page"] >= body["pages"]:
            assert len(items) == body["total"]
            return items
        page += 1


def codes(items: list[dict[str, Any]]) -> list[str]:
    return [item["code"] for item in items]


async def test_every_variant_with_its_product_and_stock(
    client: httpx.AsyncClient, settings: Settings
) -> None:
    stored = {row.code: row for row in stored_variants(settings)}
    items = await every_page(client)
    assert sorted(codes(items)) == sorted(stored)
    newest_first = sorted(stored.values(), key=lambda r: (r.created_at, r.id), reverse=True)
    assert codes(items) == [row.code for row in newest_first]
    assert any(row.on_hold for row in stored.values())  # the demo's open orders hold stock
    for item in items:
        row = stored[item["code"]]
        assert item["product"] == {"code": row.product_code, "name": row.product_name}
        assert (item["onHand"], item["onHold"], item["available"]) == (
            row.on_hand,
            row.on_hold,
            row.available,
        )
        assert item["_links"]["self"]["href"] == (
            f"/api/v1/products/{row.product_code}/variants/{row.code}"
        )
    one_product = await client.get(
        "/api/v1/products/EVERYDAY_TSHIRT/variants/", params={"limit": 100}
    )
    for listed in one_product.json()["_embedded"]["items"]:  # as in the product's own list
        whole = next(item for item in items if item["id"] == listed["id"])
        assert {key: whole[key] for key in listed} == listed


async def test_filters(client: httpx.AsyncClient, settings: Settings) -> None:
    stored = stored_variants(settings)
    cases: list[tuple[dict[str, str], Callable[[Row], bool]]] = [
        ({"criteria[code]": "white"}, lambda r: "white" in r.code.lower()),
        ({"criteria[name]": "WEISS"}, lambda r: any("weiss" in n.lower() for n in r.names)),
        ({"criteria[product]": "STONEWARE_MUG"}, lambda r: r.product_code == "STONEWARE_MUG"),
        (
            {"criteria[available_at_most]": "10"},
            lambda r: r.tracked and r.on_hand - r.on_hold <= 10,
        ),
        (
            {"criteria[available_at_most]": "20", "criteria[product]": "EVERYDAY_TSHIRT"},
            lambda r: (
                r.tracked and r.on_hand - r.on_hold <= 20 and r.product_code == "EVERYDAY_TSHIRT"
            ),
        ),
        ({"criteria[product]": "NO_SUCH_PRODUCT"}, lambda r: False),
        ({"criteria[code]": "%"}, lambda r: False),  # a wildcard is a plain character
    ]
    for params, keep in cases:
        expected = sorted(row.code for row in stored if keep(row))
        assert sorted(codes(await every_page(client, **params))) == expected, params
    low = [row for row in stored if row.available is not None and row.available <= 10]
    assert 0 < len(low) < len([row for row in stored if row.tracked])


@pytest.mark.parametrize("direction", ["asc", "desc"])
@pytest.mark.parametrize("field", ["code", "createdAt", "onHand", "available"])
async def test_sorting(
    client: httpx.AsyncClient, settings: Settings, field: str, direction: str
) -> None:
    keys = {
        "code": lambda r: (r.code,),
        "createdAt": lambda r: (r.created_at, r.id),
        "onHand": lambda r: (r.on_hand, r.id),
        # tracked first ascending (untracked ones have nothing to run out of), last descending
        "available": lambda r: (not r.tracked, r.on_hand - r.on_hold, r.id),
    }
    stored = sorted(stored_variants(settings), key=keys[field], reverse=direction == "desc")
    items = await every_page(client, **{f"sorting[{field}]": direction})
    assert codes(items) == [row.code for row in stored]


async def test_refusals(client: httpx.AsyncClient, anon_client: httpx.AsyncClient) -> None:
    unknown = await client.get(CATALOGUE, params={"sorting[position]": "asc"})
    assert unknown.json() == {"code": 400, "message": 'Unknown sorting field "position".'}
    bad = await client.get(CATALOGUE, params={"criteria[available_at_most]": "few"})
    assert (bad.status_code, bad.json()) == (
        400,
        {
            "code": 400,
            "message": 'criteria[available_at_most] must be a whole number, not "few".',
        },
    )
    page = await client.get(CATALOGUE, params={"page": 0})
    assert (page.status_code, page.json()["message"]) == (404, "Page Not Found")
    assert (await anon_client.get(CATALOGUE)).status_code == 401
    beyond = (await client.get(CATALOGUE, params={"page": 999, "limit": 20})).json()
    assert beyond["page"] == beyond["pages"] == -(-beyond["total"] // 20) > 1
    without_slash = await client.get(CATALOGUE.rstrip("/"))
    assert without_slash.json()["total"] == beyond["total"]
