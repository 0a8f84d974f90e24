"""A session the demo store opened itself (``IssuedTokens``), against the real backend: the client
signs in with no token request, renews it like any other session, and a store that could not open
it (the account cannot sign in as published) leaves the client to the password."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

import pytest
from fastapi import FastAPI

from storeadmin_gui.api import IssuedTokens, PasswordAuth, errors
from storeadmin_gui.backend.auth import find_user_by_login
from storeadmin_gui.backend.demo_session import open_demo_session
from storeadmin_gui.backend.models.accounts import User
from storeadmin_gui.backend.passwords import hash_password, new_token

from .conftest import DEMO_AUTH, client_for
from .test_errors_backend import expire_access_tokens

WRONG_PASSWORD = "not the password"  # proves the password was not what signed in


def opened_by_the_store(backend: FastAPI) -> IssuedTokens:
    pair = new_token(), new_token()
    assert open_demo_session(backend, pair)
    return IssuedTokens(access_token=pair[0], refresh_token=pair[1], expires_in=3600)


def handed(issued: IssuedTokens, told: list[str], password: str = WRONG_PASSWORD) -> PasswordAuth:
    return dataclasses.replace(
        DEMO_AUTH, password=password, issued=issued, on_refresh_token=told.append
    )


@pytest.mark.anyio
async def test_the_stores_session_signs_in_with_no_token_request(backend: FastAPI) -> None:
    told: list[str] = []  # every token answer reports its refresh token: none may come
    async with client_for(backend, handed(opened_by_the_store(backend), told)) as client:
        await client.sign_in()
        page = await client.orders.list(page=1, limit=1)

    assert page.total > 0
    assert told == []


@pytest.mark.anyio
async def test_the_stores_session_renews_with_its_refresh_token(backend: FastAPI) -> None:
    told: list[str] = []
    async with client_for(backend, handed(opened_by_the_store(backend), told)) as client:
        await client.sign_in()
        assert expire_access_tokens(backend) >= 1  # its hour is up
        page = await client.orders.list(page=1, limit=1)  # 401, refresh grant, sent again

    assert page.total > 0
    assert len(told) == 1 and told[0]  # renewed by the refresh token (the password is wrong)


@pytest.mark.anyio
async def test_a_session_nobody_opened_falls_back_to_the_password(backend: FastAPI) -> None:
    """Tokens the store did not keep (it could not open the session) are refused at the first
    request; the client then signs in as it would have without them."""
    unknown = IssuedTokens(access_token=new_token(), refresh_token=new_token(), expires_in=3600)
    told: list[str] = []
    auth = handed(unknown, told, password=DEMO_AUTH.password)
    async with client_for(backend, auth) as client:
        await client.sign_in()  # sends nothing: the session is checked by its first use
        page = await client.orders.list(page=1, limit=1)

    assert page.total > 0
    assert len(told) == 2 and told[0] == "" and told[1]  # refused, then the password's own


def disable(user: User, _backend: FastAPI) -> None:
    user.enabled = False


def change_password(user: User, backend: FastAPI) -> None:
    user.password, user.salt = hash_password(backend.state.password_work.hasher, "someone-elses")


@pytest.mark.parametrize("lockout", [disable, change_password], ids=["disabled", "password"])
@pytest.mark.anyio
async def test_no_session_is_opened_for_an_account_that_cannot_sign_in_as_published(
    backend: FastAPI, lockout: Callable[[User, FastAPI], None]
) -> None:
    """Then the app's first request is refused, and its sign-in fails as the password's would
    (the app repairs the account and signs in again)."""
    with backend.state.sessionmaker() as session:
        account = find_user_by_login(session, DEMO_AUTH.username)
        assert account is not None
        lockout(account, backend)
        session.commit()
    pair = new_token(), new_token()

    assert not open_demo_session(backend, pair)

    refused = IssuedTokens(access_token=pair[0], refresh_token=pair[1], expires_in=3600)
    async with client_for(backend, handed(refused, [], password=DEMO_AUTH.password)) as client:
        await client.sign_in()
        with pytest.raises(errors.Unauthorized):
            await client.orders.list(page=1, limit=1)
