"""The customers lookup: a paginated, searchable list and reads by id, in camelCase."""

from __future__ import annotations

from typing import Any

import httpx
import pytest

pytestmark = pytest.mark.anyio


async def everyone(client: httpx.AsyncClient, **params: Any) -> list[dict[str, Any]]:
    page = (await client.get("/api/v1/customers/", params={"limit": 100, **params})).json()
    assert page["total"] == len(page["_embedded"]["items"])
    items: list[dict[str, Any]] = page["_embedded"]["items"]
    return items


async def test_list_is_paginated_in_id_order(client: httpx.AsyncClient) -> None:
    page = (await client.get("/api/v1/customers/", params={"page": 2, "limit": 5})).json()
    assert (page["page"], page["limit"]) == (2, 5)
    assert page["total"] >= 30
    ids = [customer["id"] for customer in page["_embedded"]["items"]]
    assert ids == sorted(ids) and len(ids) == 5
    assert page["_links"]["self"]["href"] == "/api/v1/customers/?page=2&limit=5"
    by_email = await everyone(client, **{"sorting[email]": "desc"})
    emails = [customer["email"] for customer in by_email]
    assert emails == sorted(emails, reverse=True)


async def test_customer_representation(client: httpx.AsyncClient) -> None:
    customers = await everyone(client)
    with_user = next(c for c in customers if c["user"] is not None)
    without = next(c for c in customers if c["user"] is None)
    assert set(with_user) >= {"id", "email", "firstName", "lastName", "user", "_links"}
    assert set(with_user["user"]) == {"id", "username", "usernameCanonical", "enabled"}
    assert with_user["user"]["username"] == with_user["email"]
    assert without["_links"]["self"]["href"] == f"/api/v1/customers/{without['id']}"
    response = await client.get(f"/api/v1/customers/{with_user['id']}")
    assert response.status_code == 200
    assert response.json() == with_user


async def test_query_matches_email_first_and_last_name_ignoring_case(
    client: httpx.AsyncClient,
) -> None:
    customers = await everyone(client)
    sample = customers[3]
    for needle in (
        sample["email"].split("@")[0].upper(),
        sample["firstName"].lower(),
        sample["lastName"].upper(),
    ):
        found = await everyone(client, **{"criteria[query]": needle})
        expected = [
            c["id"]
            for c in customers
            if any(needle.lower() in c[key].lower() for key in ("email", "firstName", "lastName"))
        ]
        assert [c["id"] for c in found] == expected
        assert sample["id"] in expected
    assert await everyone(client, **{"criteria[query]": "zz-nobody-zz"}) == []
    assert len(await everyone(client, **{"criteria[query]": "%"})) == 0  # no wildcard


async def test_unknown_customers_are_404(client: httpx.AsyncClient) -> None:
    for customer_id in ("999999", "abc", "0"):
        response = await client.get(f"/api/v1/customers/{customer_id}")
        assert response.status_code == 404
        assert response.json() == {"code": 404, "message": 'The "customer" has not been found'}


async def test_customers_need_a_token(anon_client: httpx.AsyncClient) -> None:
    assert (await anon_client.get("/api/v1/customers/")).status_code == 401
