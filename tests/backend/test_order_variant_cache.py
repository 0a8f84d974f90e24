"""Orders show their items' variants as they are now, though variant documents are reused."""

from __future__ import annotations

from typing import Any

import httpx
import pytest

pytestmark = pytest.mark.anyio

VARIANT = "/api/v1/products/EVERYDAY_TSHIRT/variants/EVERYDAY_TSHIRT_M_WHITE"


async def _new_order_with(client: httpx.AsyncClient, variant_id: int) -> int:
    order = await client.post("/api/v1/orders/", json={"channel": "WEB", "localeCode": "en_US"})
    assert order.status_code == 201, order.text
    order_id: int = order.json()["id"]
    item = await client.post(
        f"/api/v1/orders/{order_id}/items/",
        json={"variant": variant_id, "unit_price": 1500, "quantity": 1},
    )
    assert item.status_code == 201, item.text
    return order_id


def _option_codes(order: dict[str, Any]) -> list[str]:
    return [option["code"] for option in order["items"][0]["variant"]["options"]]


async def test_a_changed_variant_shows_in_the_order_and_in_the_list(
    client: httpx.AsyncClient,
) -> None:
    variant = (await client.get(VARIANT)).json()
    order_id = await _new_order_with(client, variant["id"])
    before = (await client.get(f"/api/v1/orders/{order_id}")).json()
    listed = (await client.get("/api/v1/orders/", params={"limit": 1})).json()
    assert listed["_embedded"]["items"][0]["id"] == order_id
    assert "tshirt_size_m" in _option_codes(before)
    assert _option_codes(listed["_embedded"]["items"][0]) == _option_codes(before)

    changed = await client.put(
        VARIANT,
        json={"version": variant["version"], "optionValues": {"tshirt_size": "tshirt_size_l"}},
    )
    assert changed.status_code == 204, changed.text

    after = (await client.get(f"/api/v1/orders/{order_id}")).json()
    listed = (await client.get("/api/v1/orders/", params={"limit": 1})).json()
    for shown in (after, listed["_embedded"]["items"][0]):
        assert "tshirt_size_l" in _option_codes(shown)
        assert "tshirt_size_m" not in _option_codes(shown)
