"""The variant editor's request carries only what the staffer changed in a keyed field (a name
per locale, a price per channel, a value per option): the server merges those entry by entry, so
an entry sent unchanged could overwrite a colleague's change to it, and a name removed in the
editor must be sent as removed (``null``) or it would stay."""

from __future__ import annotations

from storeadmin_gui.api.models import VariantCreate
from storeadmin_gui.ui.editors.variant_request import VariantChanges, request_fields

LOADED = {
    "position": 1,
    "translations": {"en_US": "Blue shirt", "de_DE": "Blaues Hemd", "fr_FR": "Chemise bleue"},
    "channel_pricings": {"WEB": "19.99", "SHOP": "21.00"},
    "option_values": {"size": "size_m", "colour": "colour_blue"},
}


def test_an_update_sends_only_the_entries_that_changed_and_a_removed_name_as_null() -> None:
    changes = {
        "translations": {"en_US": "Navy shirt", "de_DE": "Blaues Hemd"},  # fr_FR removed
        "channel_pricings": {"WEB": "19.99", "SHOP": "22.50"},
        "option_values": {"size": "size_l", "colour": "colour_blue"},
    }
    body = request_fields(changes, LOADED)
    assert body == {
        "translations": {"en_US": {"name": "Navy shirt"}, "fr_FR": None},
        "channel_pricings": {"SHOP": "22.50"},
        "option_values": {"size": "size_l"},
    }
    sent = VariantChanges.model_validate({"version": 3, **body})
    assert sent.translations is not None and sent.translations["fr_FR"] is None


def test_a_new_variant_sends_every_name_price_and_option_it_was_given() -> None:
    values = {
        "code": "SHIRT_BLUE_L",
        "translations": {"en_US": "Blue shirt"},
        "channel_pricings": {"WEB": "19.99"},
        "option_values": {"size": "size_l"},
    }
    body = request_fields(values)
    assert body["translations"] == {"en_US": {"name": "Blue shirt"}}
    assert body["channel_pricings"] == {"WEB": "19.99"}
    assert body["option_values"] == {"size": "size_l"}
    assert VariantCreate.model_validate(body).code == "SHIRT_BLUE_L"


def test_fields_that_are_not_keyed_go_as_they_are() -> None:
    assert request_fields({"position": 4, "tracked": True}, LOADED) == {
        "position": 4,
        "tracked": True,
    }
