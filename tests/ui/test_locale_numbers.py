"""Numbers and messages in the staffer's language, in real editors on the real backend.

A German editor shows a saved price as ``16,27`` (as the lists do) and reads ``16,27`` back as
1627 minor units; ``16.27`` typed in German means the same (a group has three digits) and stays as
typed; ``1.627`` in French could be two numbers and is refused at the field, never guessed. A
French staffer reads the app's own messages and the server's (asked for in French with
``Accept-Language``) in French at the field. Screenshots of the German and French editors."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from storeadmin_gui.api import StoreClient
from storeadmin_gui.api.models import ChannelPricingInput, VariantPatch
from storeadmin_gui.ui.editors.order_editor import OrderEditor
from storeadmin_gui.ui.editors.variant_editor import VariantEditor
from storeadmin_gui.ui.formats import number_text, read_number
from storeadmin_gui.ui.i18n import install_language
from tests.ui.conftest import Runner, make_store_client
from tests.ui.sales_support import (
    OFFSCREEN_WARNINGS,
    empty_order,
    opened,
    pick,
    retype,
    save_screenshot,
    settled,
)

pytestmark = pytest.mark.qt_log_ignore(*OFFSCREEN_WARNINGS)

PRODUCT = "EVERYDAY_TSHIRT"
VARIANT = "EVERYDAY_TSHIRT_S_WHITE"
NNBSP = "\u202f"


@pytest.fixture
def speak() -> Iterator[Callable[[str], object]]:
    """``speak("de")``: the app in that language (words, numbers); English again afterwards."""
    yield install_language
    install_language("en_US")


def open_variant(qtbot: QtBot, client: StoreClient, code: str | None = VARIANT) -> VariantEditor:
    editor: VariantEditor = opened(qtbot, VariantEditor(client, PRODUCT, code), size=(900, 640))
    qtbot.waitUntil(lambda: not editor.busy, timeout=10_000)
    return editor


def save(qtbot: QtBot, editor: Any) -> None:
    settled(qtbot, editor, lambda: qtbot.keyClick(editor, Qt.Key.Key_S, ctrl))


ctrl = Qt.KeyboardModifier.ControlModifier


def test_a_german_editor_shows_16_27_and_reads_it_back_as_1627(
    qtbot: QtBot, store_client: StoreClient, run: Runner, speak: Any, tmp_path: Path
) -> None:
    speak("de")
    run(
        store_client.variants.patch(
            PRODUCT,
            VARIANT,
            VariantPatch(channel_pricings={"MOB": ChannelPricingInput(price="16.27")}),
        )
    )
    editor = open_variant(qtbot, store_client)
    web, mob = editor.pricing.edits["WEB"], editor.pricing.edits["MOB"]
    assert mob.text() == "16,27"  # as the lists write it, not 16.27
    retype(qtbot, editor.dimension_edits["weight"], "0,5")
    retype(qtbot, web, "1.234,50")  # German grouping
    assert editor.pricing.error_text("WEB") == ""
    save_screenshot(editor, "variant-editor-german", tmp_path)
    save(qtbot, editor)
    stored = run(store_client.variants.get(PRODUCT, VARIANT))
    assert (stored.price("WEB"), stored.price("MOB"), stored.weight) == (123450, 1627, 0.5)
    assert web.text() == "1.234,50" and not editor.form.dirty  # nothing rewritten after saving

    retype(qtbot, mob, "16,28")
    save(qtbot, editor)
    assert run(store_client.variants.get(PRODUCT, VARIANT)).price("MOB") == 1628
    retype(qtbot, mob, "16.27")  # a point followed by two digits: a decimal point, here too
    assert mob.text() == "16.27" and editor.pricing.error_text("MOB") == ""
    save(qtbot, editor)
    assert run(store_client.variants.get(PRODUCT, VARIANT)).price("MOB") == 1627

    reopened = open_variant(qtbot, store_client)
    assert reopened.pricing.edits["MOB"].text() == "16,27"
    assert reopened.pricing.edits["WEB"].text() == "1.234,50"
    assert reopened.dimension_edits["weight"].text() == "0,5"


def test_a_german_order_line_takes_a_unit_price_with_a_decimal_comma(
    qtbot: QtBot, store_client: StoreClient, run: Runner, speak: Any
) -> None:
    speak("de")
    order = empty_order(run, store_client)
    editor = opened(qtbot, OrderEditor(store_client, order.id))
    pick(qtbot, editor.variant_picker, "candle")
    assert "," in editor.unit_price_input.text()  # the variant's price, written the German way
    retype(qtbot, editor.unit_price_input, "12,5")
    retype(qtbot, editor.quantity_input, "2")
    assert editor.form.error_for("unit_price") == ""
    save(qtbot, editor)
    items = run(store_client.orders.get(order.id)).items
    assert [(item.unit_price, item.quantity) for item in items] == [(1250, 2)]


@pytest.mark.parametrize(
    ("language", "typed", "message"),
    [
        ("fr", "abc", "« abc » n’est pas un montant ; saisissez-en un, par exemple 10,59."),
        (
            "fr",
            "1.627",
            f"« 1.627 » peut se lire de deux façons : saisissez 1{NNBSP}627 ou 1,627.",
        ),
        ("fr", "-5", "Le montant ne peut pas être négatif."),
        ("fr", "12,345", "Saisissez au plus deux décimales, par exemple 10,59."),
        ("fr", "0", "Le prix doit être d’au moins 0,01."),
        ("de", "abc", "„abc“ ist kein Betrag; geben Sie einen ein, etwa 10,59."),
        ("de", "1,234.5", "„1,234.5“ ist kein Betrag; geben Sie einen ein, etwa 10,59."),
        ("nl", "0", "De prijs moet minstens 0,01 zijn."),
    ],
)
def test_the_apps_own_messages_at_a_price_are_in_the_staffers_language(
    qtbot: QtBot,
    store_client: StoreClient,
    speak: Any,
    language: str,
    typed: str,
    message: str,
) -> None:
    speak(language)
    editor = open_variant(qtbot, store_client)
    web = editor.pricing.edits["WEB"]
    retype(qtbot, web, typed)
    assert web.text() == typed  # kept as typed
    assert editor.pricing.error_text("WEB") == message
    assert not editor.save_button.isEnabled()  # and nothing goes to the store


def test_the_servers_message_at_a_field_is_in_french_too(
    qtbot: QtBot,
    backend_app: Any,
    open_client: Callable[[Any], Any],
    speak: Any,
    tmp_path: Path,
) -> None:
    """A duplicate code is only the server's to know: its refusal, asked for in French."""
    speak("fr")
    client = open_client(make_store_client(backend_app, language="fr"))
    editor = open_variant(qtbot, client, code=None)
    retype(qtbot, editor.code_edit, VARIANT)
    retype(qtbot, editor.pricing.edits["WEB"], "19,90")
    save(qtbot, editor)
    assert editor.form.error_for("code") == "Le code de la variante de produit doit être unique."
    assert editor.code_edit.text() == VARIANT and editor.creating
    retype(qtbot, editor.pricing.edits["MOB"], "abc")
    save_screenshot(editor, "variant-editor-french", tmp_path)


@pytest.mark.parametrize(
    ("locale", "shown"),
    [
        ("en_US", ["16.27", "1,234.5", "1,200", "0.01"]),
        ("de_DE", ["16,27", "1.234,5", "1.200", "0,01"]),
        ("fr_FR", ["16,27", f"1{NNBSP}234,5", f"1{NNBSP}200", "0,01"]),
        ("nl_NL", ["16,27", "1.234,5", "1.200", "0,01"]),
        ("de_CH", ["16.27", "1'234.5", "1'200", "0.01"]),
    ],
)
def test_numbers_are_written_and_read_back_as_each_locale_does(
    locale: str, shown: list[str]
) -> None:
    numbers = [Decimal("16.27"), Decimal("1234.5"), Decimal(1200), Decimal("0.01")]
    assert [number_text(number, locale) for number in numbers] == shown
    assert [read_number(text, locale) for text in shown] == numbers
    # Typed the other way a keyboard or a word processor writes the same grouping.
    typed = [text.replace(NNBSP, " ").replace("'", "’") for text in shown]
    assert [read_number(text, locale) for text in typed] == numbers
