"""Concurrent PUTs with the same ``version``: exactly one wins, the others get 409.

Two server instances share one database file, so the requests race inside the database and not
just inside one event loop: the version check must be atomic (UPDATE ... WHERE version = :v).
"""

from __future__ import annotations

import asyncio

import httpx
import pytest

from storeadmin_gui.backend.server import EmbeddedServer
from storeadmin_gui.backend.settings import Settings

pytestmark = pytest.mark.anyio

VARIANT = "/api/v1/products/VELVET_CUSHION/variants/VELVET_CUSHION_TEAL"
WRITERS = 8


async def bearer(http: httpx.AsyncClient) -> dict[str, str]:
    response = await http.post(
        "/api/oauth/v2/token",
        data={
            "client_id": "demo_client",
            "client_secret": "secret_demo_client",
            "grant_type": "password",
            "username": "api@example.com",
            "password": "sylius-api",
        },
    )
    return {"Authorization": f"Bearer {response.json()['access_token']}"}


async def test_exactly_one_put_with_the_same_version_wins(settings: Settings) -> None:
    with EmbeddedServer(settings) as first, EmbeddedServer(settings) as second:
        async with (
            httpx.AsyncClient(base_url=first.url, timeout=30) as one,
            httpx.AsyncClient(base_url=second.url, timeout=30) as two,
        ):
            headers = await bearer(one)
            before = (await one.get(VARIANT, headers=headers)).json()
            assert before["version"] == 1
            clients = [one, two] * (WRITERS // 2)
            responses = await asyncio.gather(
                *(
                    http.put(
                        VARIANT,
                        json={"version": 1, "position": 100 + index, "onHand": index},
                        headers=headers,
                    )
                    for index, http in enumerate(clients)
                )
            )
            statuses = sorted(response.status_code for response in responses)
            assert statuses == [204] + [409] * (WRITERS - 1)
            winner = next(i for i, r in enumerate(responses) if r.status_code == 204)
            after = (await two.get(VARIANT, headers=headers)).json()
    assert after["version"] == 2
    assert (after["position"], after["onHand"]) == (100 + winner, winner)
