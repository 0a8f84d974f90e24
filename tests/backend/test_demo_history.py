"""A demo store made today: its history runs up to today (about ten months of sales, the newest
orders of the last days still open), so every default view of the app shows activity; nothing is
dated in the future. Through the API of a store seeded as ``storeadmin --demo`` seeds it."""

from __future__ import annotations

import dataclasses
from collections.abc import AsyncIterator
from datetime import UTC, date, datetime, timedelta
from pathlib import Path
from typing import Any

import httpx
import pytest
from fastapi import FastAPI

from storeadmin_gui.backend.app import create_app
from storeadmin_gui.backend.settings import DEMO_HISTORY_ORDERS
from tests.backend.conftest import BASE_URL, fast_settings, obtain_token

pytestmark = pytest.mark.anyio


@pytest.fixture
async def made_today(tmp_path: Path) -> AsyncIterator[httpx.AsyncClient]:
    settings = dataclasses.replace(
        fast_settings(f"sqlite:///{tmp_path / 'demo.db'}"),
        demo=True,
        demo_orders=DEMO_HISTORY_ORDERS,
    )
    app: FastAPI = create_app(settings)
    async with app.router.lifespan_context(app):
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url=BASE_URL) as http:
            token = await obtain_token(http)
            http.headers["Authorization"] = f"Bearer {token['access_token']}"
            yield http


async def newest_orders(http: httpx.AsyncClient, direction: str) -> list[dict[str, Any]]:
    params = {"sorting[checkout_completed_at]": direction, "criteria[state]": "pending,fulfilled"}
    page = await http.get("/api/v1/orders/", params={**params, "limit": 20})
    assert page.status_code == 200, page.text
    items: list[dict[str, Any]] = page.json()["_embedded"]["items"]
    return items


def checkout_day(order: dict[str, Any]) -> date:
    return datetime.fromisoformat(order["checkout_completed_at"].replace("+0000", "+00:00")).date()


async def test_a_demo_store_made_today_has_a_history_up_to_today(
    made_today: httpx.AsyncClient,
) -> None:
    today = datetime.now(UTC).date()
    newest = await newest_orders(made_today, "desc")
    assert today - timedelta(days=3) <= checkout_day(newest[0]) <= today  # nothing in the future
    assert any(order["state"] == "pending" for order in newest[:10]), "orders still to ship"
    oldest = await newest_orders(made_today, "asc")
    assert checkout_day(oldest[0]) <= today - timedelta(days=300)
    for channel in ("WEB", "MOB"):
        last_30 = {
            "channel": channel,
            "from": str(today - timedelta(days=29)),
            "to": str(today),
        }
        figures = (await made_today.get("/api/v1/statistics/", params=last_30)).json()
        assert figures["totals"]["orders"] > 10 and figures["totals"]["sales"] > 0, channel
