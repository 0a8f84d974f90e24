"""Lookups and sign-in against the real backend."""

from __future__ import annotations

from collections.abc import Mapping

import httpx
import pytest
from fastapi import FastAPI

from storeadmin_gui.api import CustomerCriteria, PasswordAuth, StoreClient, TokenAuth, errors
from storeadmin_gui.api.models import Customer

from .conftest import DEMO_AUTH, client_for


@pytest.mark.anyio
async def test_channels_read_with_their_currency_and_locales(store: StoreClient) -> None:
    channels = {channel.code: channel async for channel in store.channels.iter_all()}
    assert channels["WEB"].base_currency == "USD"
    assert channels["WEB"].enabled is True
    assert "en_US" in channels["WEB"].locales
    web = await store.channels.get("WEB")
    assert web.name == channels["WEB"].name
    assert channels["POPUP"].enabled is False


@pytest.mark.anyio
async def test_every_lookup_lists_and_gets(store: StoreClient) -> None:
    locales = await store.locales.list(limit=100)
    assert {locale.code for locale in locales.items} >= {"en_US", "fr_FR"}
    tax = await store.tax_categories.list()
    assert "clothing" in {category.code for category in tax.items}
    assert (await store.tax_categories.get("clothing")).code == "clothing"
    shipping = await store.shipping_categories.list()
    assert (await store.shipping_categories.get(shipping.items[0].code)).name
    products = await store.products.list(limit=100)
    shirt = await store.products.get("EVERYDAY_TSHIRT")
    assert shirt.code in {product.code for product in products.items}
    assert {option.code for option in shirt.options} == {"tshirt_size", "tshirt_color"}
    customers = await store.customers.list(limit=5)
    assert customers.total > 5 and len(customers.items) == 5
    assert (await store.customers.get(customers.items[0].id)).email == customers.items[0].email


async def every_customer(
    store: StoreClient,
    sorting: Mapping[str, str] | None = None,
    criteria: CustomerCriteria | None = None,
) -> list[Customer]:
    customers = store.customers.iter_all(limit=7, sorting=sorting, criteria=criteria)
    return [customer async for customer in customers]


@pytest.mark.anyio
@pytest.mark.parametrize("field", ["id", "email", "first_name", "last_name", "created_at"])
async def test_customers_sort_by_every_field_the_list_offers(
    store: StoreClient, field: str
) -> None:
    """Each sort of the Customers view reaches the server under its own key, both ways."""
    for direction in ("asc", "desc"):
        rows = await every_customer(store, sorting={field: direction})
        values = [(getattr(row, field) or "", row.id) for row in rows]
        if field == "email":
            values = [(str(value).lower(), key) for value, key in values]
        assert [value for value, _ in values] == sorted(
            (value for value, _ in values), reverse=direction == "desc"
        )
        assert len(rows) == (await store.customers.list(limit=1)).total


@pytest.mark.anyio
async def test_a_customer_search_matches_the_name_or_the_e_mail_guests_included(
    store: StoreClient,
) -> None:
    everyone = await every_customer(store)
    guest = next(customer for customer in everyone if customer.user is None)
    assert guest.email is not None  # a guest is known by the e-mail of the order
    for word in ((guest.last_name or "")[1:5].upper(), guest.email.split("@")[0][-4:]):
        found = await every_customer(store, criteria=CustomerCriteria(query=word))
        assert guest.id in {customer.id for customer in found}
        needle = word.lower()
        assert {customer.id for customer in found} == {
            customer.id
            for customer in everyone
            if any(
                needle in (text or "").lower()
                for text in (customer.email, customer.first_name, customer.last_name)
            )
        }


@pytest.mark.anyio
async def test_wrong_password_is_refused_with_the_servers_sentence(backend: FastAPI) -> None:
    wrong = PasswordAuth(
        client_id=DEMO_AUTH.client_id,
        client_secret=DEMO_AUTH.client_secret,
        username=DEMO_AUTH.username,
        password="not-the-password",
    )
    async with client_for(backend, wrong) as client:
        with pytest.raises(errors.Unauthorized) as raised:
            await client.sign_in()
    assert str(raised.value) == "Invalid username and password combination."


@pytest.mark.anyio
async def test_a_made_up_token_and_no_token_are_unauthorized(backend: FastAPI) -> None:
    async with StoreClient(
        "http://store.test", auth=TokenAuth("made-up"), transport=httpx.ASGITransport(app=backend)
    ) as client:
        with pytest.raises(errors.Unauthorized, match=r"^The access token provided is invalid\.$"):
            await client.channels.list()
    async with client_for(backend, None) as anonymous:
        with pytest.raises(errors.Unauthorized, match=r"^OAuth2 authentication required\.$"):
            await anonymous.orders.list()


@pytest.mark.anyio
async def test_an_unknown_code_is_not_found(store: StoreClient) -> None:
    with pytest.raises(errors.NotFound):
        await store.products.get("NO_SUCH_PRODUCT")
