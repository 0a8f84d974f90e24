"""Users and password resetting end to end through the client, against the real backend."""

from __future__ import annotations

import pytest
from fastapi import FastAPI

from storeadmin_gui.api import (
    PasswordAuth,
    StoreClient,
    UserCreate,
    UserReplace,
    UserUpdate,
    errors,
)

from .conftest import DEMO_AUTH, client_for


def auth_for(username: str, password: str) -> PasswordAuth:
    return PasswordAuth(
        client_id=DEMO_AUTH.client_id,
        client_secret=DEMO_AUTH.client_secret,
        username=username,
        password=password,
    )


@pytest.mark.anyio
async def test_user_lifecycle_create_sign_in_update_delete(
    backend: FastAPI, store: StoreClient
) -> None:
    created = await store.users.create(
        UserCreate(
            first_name="Greta",
            last_name="Lindqvist",
            email="greta@example.com",
            plain_password="first-pass",
            enabled=True,
            roles=["ROLE_ADMINISTRATION_ACCESS", "ROLE_API_ACCESS"],
        )
    )
    assert (created.username, created.enabled, created.full_name) == (
        "greta@example.com",
        True,
        "Greta Lindqvist",
    )
    assert created.password is None and created.salt is None  # the server never sends the hash

    async with client_for(backend, auth_for("greta@example.com", "first-pass")) as greta:
        await greta.sign_in()
        assert (await greta.users.get(created.id)).email == "greta@example.com"

    await store.users.update(
        created.id,
        UserReplace(
            first_name="Greta",
            last_name="Berg",
            email="greta@example.com",
            plain_password="second-pass",
        ),
    )
    await store.users.patch(created.id, UserUpdate(first_name="Gretel"))
    read = await store.users.get(created.id)
    assert (read.first_name, read.last_name, read.enabled) == ("Gretel", "Berg", True)
    async with client_for(backend, auth_for("greta@example.com", "first-pass")) as old:
        with pytest.raises(errors.Unauthorized):
            await old.sign_in()
    async with client_for(backend, auth_for("greta@example.com", "second-pass")) as new:
        await new.sign_in()

    await store.users.delete(created.id)
    with pytest.raises(errors.NotFound) as gone:
        await store.users.get(created.id)
    assert str(gone.value) == 'The "user" has not been found.'


@pytest.mark.anyio
async def test_users_list_in_pages_and_filtered_by_query(store: StoreClient) -> None:
    first = await store.users.list(page=1, limit=2, sorting={"email": "asc"})
    everyone = [user async for user in store.users.iter_all(limit=2, sorting={"email": "asc"})]
    emails = [user.email or "" for user in everyone]
    assert emails == sorted(emails) and len(everyone) == first.total
    assert [user.id for user in first.items] == [user.id for user in everyone[:2]]
    smiths = await store.users.list(criteria={"query": "KIM"})
    assert [user.email for user in smiths.items] == ["sarah.kim@example.com"]
    found = await store.users.find_by_email("Sarah.Kim@Example.com")  # searched, any case
    assert found is not None and found.id == smiths.items[0].id
    assert await store.users.find_by_email("kim@example.com") is None  # a part is not the address


@pytest.mark.anyio
async def test_user_errors_come_back_as_their_classes(backend: FastAPI, store: StoreClient) -> None:
    with pytest.raises(errors.ValidationFailed) as invalid:
        await store.users.create(
            UserCreate(first_name="", last_name="X", email="not-an-email", plain_password="abc")
        )
    assert invalid.value.field_errors == {
        "first_name": ["Please enter your first name."],
        "email": ["This email is invalid."],
        "plain_password": ["Password must be at least 4 characters long."],
    }
    with pytest.raises(errors.ValidationFailed) as taken:
        await store.users.create(
            UserCreate(
                first_name="A", last_name="B", email=DEMO_AUTH.username, plain_password="abcd"
            )
        )
    assert taken.value.field_errors == {"email": ["This email is already used."]}

    me = (await store.users.list(criteria={"query": DEMO_AUTH.username})).items[0]
    with pytest.raises(errors.Unprocessable) as myself:
        await store.users.delete(me.id)
    assert str(myself.value) == "Cannot remove currently logged in user."

    await store.users.create(
        UserCreate(
            first_name="Shop",
            last_name="User",
            email="shopper@example.com",
            plain_password="shop-pass",
            enabled=True,
        )
    )
    async with client_for(backend, auth_for("shopper@example.com", "shop-pass")) as shopper:
        await shopper.sign_in()  # a valid account, but without ROLE_API_ACCESS
        with pytest.raises(errors.Forbidden) as forbidden:
            await shopper.orders.list()
    assert (forbidden.value.status, str(forbidden.value)) == (403, "Access Denied.")


@pytest.mark.anyio
async def test_password_reset_returns_a_token_once_a_day(store: StoreClient) -> None:
    user = await store.users.request_password_reset("tom.berger@example.com")
    assert user.email == "tom.berger@example.com"
    assert user.confirmation_token is not None and len(user.confirmation_token) == 43
    assert user.password_requested_at is not None
    with pytest.raises(errors.NotFound) as again:
        await store.users.request_password_reset("tom.berger@example.com")
    assert str(again.value) == "Password token not expired!"
    with pytest.raises(errors.NotFound, match=r"^User not found!$"):
        await store.users.request_password_reset("nobody@example.com")
