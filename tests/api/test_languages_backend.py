"""The server answers its refusals in the client's language: the client sends ``Accept-Language``
(``StoreClient(language=...)``) and the reference server words the ``message`` and every message
of the ``errors`` tree in English, German, French or Dutch by it; any other language reads
English, and a header that cannot be read is never a failure."""

from __future__ import annotations

import re

import httpx
import pytest
from fastapi import FastAPI

from storeadmin_gui.api import StoreClient, VariantCreate, errors
from storeadmin_gui.api.models import ChannelPricingInput
from storeadmin_gui.backend.messages import CATALOGUE, LANGUAGES, negotiate

from .conftest import BASE_URL, DEMO_AUTH, SHIRT

pytestmark = pytest.mark.anyio

BLANK_CODE = {
    "en": ("Validation Failed. code: Please enter the code.", "Please enter the code."),
    "de": ("Validierung fehlgeschlagen. code: Bitte geben Sie den Code ein.", None),
    "fr": ("Échec de la validation. code: Veuillez saisir le code.", None),
    "nl": ("Validatie mislukt. code: Vul de code in.", None),
    "xx": ("Validation Failed. code: Please enter the code.", None),
}


def speaking(app: FastAPI, language: str | None) -> StoreClient:
    return StoreClient(
        BASE_URL, auth=DEMO_AUTH, transport=httpx.ASGITransport(app=app), language=language
    )


@pytest.mark.parametrize("language", ["en", "de", "fr", "nl", "xx"])
async def test_a_refused_variant_is_explained_in_the_language_asked_for(
    backend: FastAPI, language: str
) -> None:
    async with speaking(backend, language) as client:
        await client.sign_in()
        with pytest.raises(errors.ValidationFailed) as raised:
            await client.variants.create(SHIRT, VariantCreate(code=""))
    assert str(raised.value) == BLANK_CODE[language][0]
    assert raised.value.response is not None
    assert raised.value.response.request.headers["Accept-Language"] == language
    assert raised.value.response.headers["Vary"] == "Accept-Language"


@pytest.mark.parametrize(
    ("language", "price", "code"),
    [
        ("de", "Der Preis muss mindestens 0,01 betragen.", "Bitte geben Sie den Code ein."),
        ("fr", "Le prix doit être d’au moins 0,01.", "Veuillez saisir le code."),
        ("nl", "De prijs moet minstens 0,01 zijn.", "Vul de code in."),
        ("xx", "Price must be at least 0.01.", "Please enter the code."),
    ],
)
async def test_every_message_of_the_form_is_in_that_language_nested_ones_too(
    backend: FastAPI, language: str, price: str, code: str
) -> None:
    async with speaking(backend, language) as client:
        await client.sign_in()
        with pytest.raises(errors.ValidationFailed) as raised:
            await client.variants.create(
                SHIRT,
                VariantCreate(code="", channel_pricings={"WEB": ChannelPricingInput(price="0")}),
            )
    assert raised.value.field_errors == {"code": [code], "channel_pricings.WEB.price": [price]}


async def test_the_raw_answers_follow_the_header_q_values_included(backend: FastAPI) -> None:
    """Straight over HTTP: the preferred language of those offered, by q-value; a changing part
    of a message (a field name) kept; a record not found and an action refused in it too."""
    transport = httpx.ASGITransport(app=backend)
    async with httpx.AsyncClient(transport=transport, base_url=BASE_URL) as http:
        token = await http.post(
            "/api/oauth/v2/token",
            json={
                "grant_type": "password",
                "client_id": DEMO_AUTH.client_id,
                "client_secret": DEMO_AUTH.client_secret,
                "username": DEMO_AUTH.username,
                "password": DEMO_AUTH.password,
            },
        )
        bearer = f"Bearer {token.json()['access_token']}"

        async def ask(path: str, accept: str) -> dict[str, object]:
            headers = {"Authorization": bearer, "Accept-Language": accept}
            answer = await http.get(path, headers=headers)
            assert answer.status_code in (400, 404), answer.text
            body: dict[str, object] = answer.json()
            return body

        sorted_badly = "/api/v1/orders/?sorting[colour]=asc"
        assert (await ask(sorted_badly, "es, nl;q=0.8, de;q=0.5"))["message"] == (
            "Onbekend sorteerveld ‘colour’."
        )
        assert (await ask(sorted_badly, "de-CH"))["message"] == "Unbekanntes Sortierfeld „colour“."
        english = await ask(sorted_badly, "fr;q=0, *")
        assert english["message"] == 'Unknown sorting field "colour".'
        assert (await ask("/api/v1/orders/999999", "fr-FR,fr;q=0.9"))["message"] == (
            "La commande est introuvable"
        )
        # How a client tells a missing endpoint from a missing record stays as it is.
        assert str((await ask("/api/v1/nowhere", "de"))["message"]).startswith("No route found")


@pytest.mark.parametrize(
    "header",
    ["", ",,,", "de;q=2", "de;q=-1", "q=0.5", "ü" * 300, "de;" * 500, "*;q=0.1, zz-ZZ-x"],
)
def test_a_header_that_cannot_be_read_means_english(header: str) -> None:
    assert negotiate(header) == "en"


def test_every_message_of_the_catalogue_is_translated_with_its_fields() -> None:
    assert len(LANGUAGES) == 4
    for english, translations in CATALOGUE.items():
        fields = sorted(re.findall(r"\{(\w+)\}", english))
        for translated in translations:
            assert translated and translated != english, english
            assert sorted(re.findall(r"\{(\w+)\}", translated)) == fields, translated
