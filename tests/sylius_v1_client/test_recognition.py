"""A Sylius 1.x store is recognised at sign-in, with its generation, by anonymous probes that
change nothing; a remembered generation is checked again (an upgraded store is not taken for
the one it was); the access check reads what every generation serves."""

from __future__ import annotations

from dataclasses import replace

import pytest

from storeadmin_gui.api import ServerIdentity, ServerKind, errors
from tests.sylius_v1 import GENERATIONS, create_app

from .conftest import AUTH, Store, client_for


@pytest.mark.anyio
async def test_each_generation_is_recognised_before_signing_in(generation: str) -> None:
    app = create_app(generation)
    async with client_for(app) as client:
        assert client.server is None
        await client.sign_in()
        await client.check_access()
        assert client.server == ServerIdentity(ServerKind.SYLIUS_ADMIN_API, generation)
    probes = [r for r in app.state.sylius.requests if "authorization" not in r.headers]
    token = [r for r in probes if r.path == "/api/oauth/v2/token"]
    assert len(probes) - len(token) <= 3  # at most three anonymous GETs
    assert all(r.method == "GET" for r in probes if r not in token)
    assert app.state.sylius.requests[-1].status == 200  # the access check


@pytest.mark.anyio
async def test_the_label_names_the_generation(store: Store) -> None:
    offered = await store.client.capabilities()
    assert offered.kind is ServerKind.SYLIUS_ADMIN_API
    assert offered.version == store.generation
    first, last = store.generation.split("-")
    assert offered.label == f"Sylius {first}–{last}"


@pytest.mark.parametrize("remembered", sorted(GENERATIONS))
@pytest.mark.anyio
async def test_a_remembered_generation_is_checked_again(remembered: str) -> None:
    """A store upgraded (or restored) since it was remembered is spoken to as what it is now."""
    actual = "1.10-1.12"
    app = create_app(actual)
    remembered_as = ServerIdentity(ServerKind.SYLIUS_ADMIN_API, remembered)
    async with client_for(app, server=remembered_as) as client:
        await client.sign_in()
        assert client.server == ServerIdentity(ServerKind.SYLIUS_ADMIN_API, actual)
    anonymous = [r for r in app.state.sylius.requests if "authorization" not in r.headers]
    assert len([r for r in anonymous if r.method == "GET"]) == 3


@pytest.mark.anyio
async def test_an_account_without_api_access_is_refused_at_the_access_check(
    generation: str,
) -> None:
    app = create_app(generation)
    clerk = app.state.sylius.find("adminUsers", username="clerk")
    assert clerk is not None and "ROLE_API_ACCESS" not in clerk["roles"]
    async with client_for(app) as client:
        client.auth = replace(AUTH, username="clerk", password="clerk")
        await client.sign_in()
        with pytest.raises(errors.Forbidden):
            await client.check_access()


def test_a_remembered_identity_reads_back_and_an_unknown_one_is_forgotten() -> None:
    """An identity the app does not know (saved by a later version) is recognised afresh."""
    assert ServerIdentity.from_text("sylius-admin-api/1.5-1.9") == ServerIdentity(
        ServerKind.SYLIUS_ADMIN_API, "1.5-1.9"
    )
    assert ServerIdentity.from_text("reference") == ServerIdentity(ServerKind.REFERENCE)
    assert ServerIdentity.from_text("shopware/6") is None
    assert ServerIdentity.from_text("") is None
