"""``PasswordAuth`` with a refresh token kept from an earlier sign-in, against the real backend: the
token signs in without the password, a refused one falls back to the password, and every new
refresh token (or the loss of one) is reported, so a kept copy can follow."""

from __future__ import annotations

import dataclasses

import pytest
from fastapi import FastAPI

from storeadmin_gui.api import PasswordAuth, UserUpdate, errors

from .conftest import DEMO_AUTH, client_for
from .test_errors_backend import expire_access_tokens


def reporting(
    auth: PasswordAuth,
    told: list[str],
    *,
    password: str | None = None,
    refresh_token: str | None = None,
) -> PasswordAuth:
    return dataclasses.replace(
        auth,
        on_refresh_token=told.append,
        password=auth.password if password is None else password,
        refresh_token=auth.refresh_token if refresh_token is None else refresh_token,
    )


async def sign_in_and_list(backend: FastAPI, auth: PasswordAuth) -> None:
    async with client_for(backend, auth) as client:
        await client.sign_in()
        await client.orders.list(page=1, limit=1)


@pytest.mark.anyio
async def test_a_kept_refresh_token_signs_in_without_the_password(backend: FastAPI) -> None:
    first: list[str] = []
    await sign_in_and_list(backend, reporting(DEMO_AUTH, first))
    assert len(first) == 1 and first[0]

    later: list[str] = []  # a wrong password proves the password was not what signed in
    kept = reporting(DEMO_AUTH, later, password="not the password", refresh_token=first[0])
    await sign_in_and_list(backend, kept)
    assert len(later) == 1 and later[0] not in ("", first[0])  # renewed, and told


@pytest.mark.anyio
async def test_a_refused_kept_token_is_dropped_and_the_password_signs_in(backend: FastAPI) -> None:
    told: list[str] = []
    await sign_in_and_list(backend, reporting(DEMO_AUTH, told, refresh_token="long expired"))
    assert len(told) == 2 and told[0] == "" and told[1]  # dropped, then the password's own


@pytest.mark.anyio
async def test_a_used_kept_token_and_a_wrong_password_are_refused(backend: FastAPI) -> None:
    first: list[str] = []
    await sign_in_and_list(backend, reporting(DEMO_AUTH, first))
    await sign_in_and_list(backend, dataclasses.replace(DEMO_AUTH, refresh_token=first[0]))

    told: list[str] = []  # the token is used up, and the password is not the account's
    stale = reporting(DEMO_AUTH, told, password="the old one", refresh_token=first[0])
    with pytest.raises(errors.Unauthorized):
        await sign_in_and_list(backend, stale)
    assert told == [""]


@pytest.mark.anyio
async def test_a_session_outrun_by_another_copy_goes_on_with_the_password(
    backend: FastAPI,
) -> None:
    """Two copies of the app on one remembered connection: the one started later renews the kept
    refresh token, which spends the first copy's; when its hour is up, the first copy signs in
    with the password rather than asking the user."""
    told: list[str] = []
    async with client_for(backend, reporting(DEMO_AUTH, told)) as first_copy:
        await first_copy.sign_in()
        later_copy = dataclasses.replace(DEMO_AUTH, refresh_token=told[0])
        await sign_in_and_list(backend, later_copy)
        assert expire_access_tokens(backend) >= 1

        page = await first_copy.orders.list(page=1, limit=1)

    assert page.total > 0
    assert len(told) == 3 and told[1] == "" and told[2] not in ("", told[0])


@pytest.mark.anyio
async def test_a_password_changed_elsewhere_ends_the_session_and_asks_again(
    backend: FastAPI,
) -> None:
    async with client_for(backend, DEMO_AUTH) as this_copy:
        await this_copy.sign_in()
        me = next(
            user
            for user in (await this_copy.users.list(page=1, limit=100)).items
            if user.email == DEMO_AUTH.username
        )
        async with client_for(backend, DEMO_AUTH) as elsewhere:
            await elsewhere.users.patch(me.id, UserUpdate(plain_password="changed-elsewhere"))

        with pytest.raises(errors.Unauthorized) as refused:
            await this_copy.orders.list(page=1, limit=1)

    assert str(refused.value).endswith("Please sign in again.")
