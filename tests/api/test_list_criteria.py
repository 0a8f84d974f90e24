"""A list's filters are its typed criteria all the way to the wire: the client takes them (or a
script's mapping, read into them before anything is sent) and decides the keys the server reads;
saved views keep their plain values and read them back."""

from __future__ import annotations

from datetime import date

import httpx
import pytest
from fastapi import FastAPI
from pydantic import ValidationError

from storeadmin_gui.api import (
    CartCriteria,
    CatalogueCriteria,
    OrderCriteria,
    StoreClient,
    UserCriteria,
    VariantCriteria,
)

from .conftest import BASE_URL, DEMO_AUTH, SHIRT

pytestmark = pytest.mark.anyio


async def test_typed_criteria_filter_each_list_as_the_server_reads_them(
    store: StoreClient,
) -> None:
    pending = await store.orders.summaries(limit=100, criteria=OrderCriteria(state="pending"))
    assert pending.total and {order.state for order in pending.items} == {"pending"}
    as_mapping = await store.orders.summaries(limit=100, criteria={"state": "pending"})
    assert [o.id for o in as_mapping.items] == [o.id for o in pending.items]
    march = await store.orders.summaries(
        limit=100, criteria=OrderCriteria(date_from=date(2026, 3, 1), date_to=date(2026, 3, 31))
    )
    assert {o.checkout_completed_at.date().month for o in march.items} == {3}  # type: ignore[union-attr]
    named = await store.variants.list(SHIRT, limit=100, criteria=VariantCriteria(name="Navy"))
    assert named.total and all("Navy" in str(v.translations) for v in named.items)
    low = await store.catalogue.list(limit=100, criteria=CatalogueCriteria(available_at_most=3))
    assert all(v.available is not None and v.available <= 3 for v in low.items)
    nobody = await store.users.list(limit=5, criteria=UserCriteria(query="no-such-person"))
    assert nobody.total == 0


class Recorded(httpx.AsyncBaseTransport):
    """The real server in process, every request it receives kept."""

    def __init__(self, app: FastAPI) -> None:
        self.inner = httpx.ASGITransport(app=app)
        self.sent: list[httpx.Request] = []

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        self.sent.append(request)
        return await self.inner.handle_async_request(request)


async def test_a_filter_the_list_does_not_have_fails_before_anything_is_sent(
    backend: FastAPI,
) -> None:
    wire = Recorded(backend)
    store = StoreClient(BASE_URL, auth=DEMO_AUTH, transport=wire)
    await store.sign_in()
    sent = wire.sent
    sent.clear()
    with pytest.raises(ValidationError):
        await store.orders.summaries(criteria={"colour": "red"})
    with pytest.raises(TypeError):
        await store.orders.summaries(criteria=CartCriteria(customer="x"))  # another list's
    assert sent == []
    await store.orders.summaries(limit=1, criteria=OrderCriteria(state="new", number=""))
    assert [dict(request.url.params) for request in sent] == [
        {"page": "1", "limit": "1", "criteria[state]": "new"}  # a blank filter is not sent
    ]
    await store.aclose()


def test_remembered_values_read_back_into_the_same_criteria() -> None:
    chosen = OrderCriteria(state="new", date_from=date(2026, 11, 2), channel="WEB")
    values = chosen.as_values()
    assert values == {"state": "new", "date_from": "2026-11-02", "channel": "WEB"}
    assert OrderCriteria.from_values(values) == chosen
    # A view saved by another version: names gone, a value a filter cannot take.
    old = {**values, "colour": "red", "date_to": "the day after", "number": ""}
    assert OrderCriteria.from_values(old) == chosen
    assert CatalogueCriteria.from_values({"available_at_most": "3"}).available_at_most == 3
    assert chosen.only({"state", "channel"}) == OrderCriteria(state="new", channel="WEB")
    assert OrderCriteria.filter("date_from").field == "date_from"
