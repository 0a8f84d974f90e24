"""``StoreClient.offer``: one feature asked alone says what the whole survey says of it, with one
request of the reference server (and the role's permissions), none of a kind that knows."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

import httpx
import pytest
from fastapi import FastAPI

from storeadmin_gui.api import Feature, FeatureOffer, PasswordAuth, StoreClient
from storeadmin_gui.backend.app import create_app
from storeadmin_gui.backend.settings import Settings
from tests.support.stores import fast_settings

from .conftest import BASE_URL, DEMO_AUTH, staff

pytestmark = pytest.mark.anyio

STATISTICS = "/api/v1/statistics/"
ME = "/api/v1/me"


class Recording(httpx.ASGITransport):
    """The backend in-process, each request's method and path kept in order."""

    def __init__(self, app: FastAPI) -> None:
        super().__init__(app=app)
        self.sent: list[tuple[str, str]] = []

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        self.sent.append((request.method, request.url.path))
        return await super().handle_async_request(request)


@pytest.fixture
async def plain_backend(store_settings: Settings) -> AsyncIterator[FastAPI]:
    app = create_app(fast_settings(store_settings.database_url, extensions=False))
    async with app.router.lifespan_context(app):
        yield app


@asynccontextmanager
async def signed_in(
    app: FastAPI, auth: PasswordAuth = DEMO_AUTH
) -> AsyncIterator[tuple[StoreClient, Recording]]:
    """A client signed in, its requests kept from then on."""
    transport = Recording(app)
    async with StoreClient(BASE_URL, auth=auth, transport=transport) as client:
        await client.sign_in()
        transport.sent.clear()
        yield client, transport


async def test_statistics_are_asked_with_one_probe_and_the_roles_permissions(
    backend: FastAPI,
) -> None:
    async with signed_in(backend) as (client, transport):
        offer = await client.offer(Feature.STATISTICS)
        assert offer.offers(Feature.STATISTICS) and offer.missing([Feature.STATISTICS]) == []
        assert sorted(transport.sent) == [("GET", ME), ("GET", STATISTICS)]
        transport.sent.clear()
        await client.capabilities()  # the survey after it does not ask the role again
        assert ("GET", ME) not in transport.sent and len(transport.sent) > 1
        transport.sent.clear()
        assert (await client.offer(Feature.NOTES)).offers(Feature.NOTES)
        assert transport.sent == []  # known from the survey


async def test_a_server_without_statistics_says_so_to_the_one_question(
    plain_backend: FastAPI,
) -> None:
    async with signed_in(plain_backend) as (client, transport):
        offer = await client.offer(Feature.STATISTICS)
        assert offer.missing([Feature.STATISTICS]) == [Feature.STATISTICS]
        assert not offer.refused_by_role(Feature.STATISTICS)
        assert offer.label == "Store Admin server"
        assert [path for _method, path in transport.sent if path != ME] == [STATISTICS]


@pytest.mark.parametrize("username", [None, "jon.fisher@example.com", "rita.vogel@example.com"])
@pytest.mark.parametrize("extensions", [True, False])
async def test_each_feature_asked_alone_is_what_the_survey_says_of_it(
    store_settings: Settings, username: str | None, extensions: bool
) -> None:
    """Every feature, on a server with and without the extensions, for a staffer whose role
    refuses the statistics and one whose role permits them."""
    app = create_app(fast_settings(store_settings.database_url, extensions=extensions))
    async with app.router.lifespan_context(app):
        auth = staff(username) if username else DEMO_AUTH
        async with signed_in(app, auth) as (alone, _sent), signed_in(app, auth) as (surveyed, _):
            survey = await surveyed.capabilities()
            for feature in Feature:
                offer = await alone.offer(feature)
                assert offer == FeatureOffer.of(survey, feature), feature
                assert offer.offers(feature) is survey.offers(feature), feature
                assert offer.refused_by_role(feature) is survey.refused_by_role(feature), feature


async def test_an_offer_answers_for_its_own_feature_only(backend: FastAPI) -> None:
    async with signed_in(backend) as (client, _transport):
        offer = await client.offer(Feature.STATISTICS)
    with pytest.raises(ValueError, match="statistics"):
        offer.offers(Feature.SEARCH)
