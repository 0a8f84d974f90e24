"""The variant editor against the real backend: edit, create, delete, the server's messages on
their fields, prices typed in major units, translations, a lost connection during save, and a
server without lookups. (The 409 flow has its own file, test_conflict.py.)"""

from __future__ import annotations

import json
import os
import warnings
from collections.abc import Callable
from pathlib import Path
from typing import Any

import httpx
import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from storeadmin_gui.api import StoreClient, errors
from storeadmin_gui.api.models import VariantCreate, VariantPatch
from storeadmin_gui.ui import tasks
from storeadmin_gui.ui.editors import open_new_variant, open_variant_editor
from storeadmin_gui.ui.editors.variant_editor import VariantEditor
from tests.ui.conftest import Runner, ServerTap, make_store_client, tapped_client
from tests.ui.dialog_support import click_button, visible_dialogs
from tests.ui.sales_support import retype

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")

PRODUCT = "EVERYDAY_TSHIRT"
VARIANT = "EVERYDAY_TSHIRT_S_WHITE"
WRITES = ("PUT", "POST", "PATCH", "DELETE")


def writes(tap: ServerTap) -> list[tuple[str, str, Any]]:
    """The writes the editor sent, with their JSON bodies."""
    return [
        (request.method, request.url.path, json.loads(request.content) if request.content else None)
        for request in tap.requests
        if request.method in WRITES and request.url.path.startswith("/api/v1/")
    ]


def refuse_writes(request: httpx.Request) -> bool:
    return request.method in WRITES


LOOKUPS = (
    "/api/v1/channels",
    "/api/v1/locales",
    "/api/v1/tax-categories",
    "/api/v1/shipping-categories",
    "/api/v1/products",
)


def no_lookups(request: httpx.Request) -> httpx.Response | None:
    """A server with only the contract's endpoints: the lookups are unknown routes."""
    path = request.url.path
    if path.startswith(LOOKUPS) and "/variants/" not in path:
        message = f'No route found for "GET {path}"'
        return httpx.Response(404, json={"code": 404, "message": message})
    return None


@pytest.fixture
def tap(tap_client: tuple[StoreClient, ServerTap]) -> ServerTap:
    return tap_client[1]


@pytest.fixture
def client(tap_client: tuple[StoreClient, ServerTap]) -> StoreClient:
    return tap_client[0]


def open_editor(qtbot: QtBot, client: StoreClient, code: str | None = VARIANT) -> VariantEditor:
    editor = VariantEditor(client, PRODUCT, code)
    qtbot.addWidget(editor)
    editor.resize(900, 640)
    editor.show()
    qtbot.waitExposed(editor)
    editor.activateWindow()
    qtbot.waitUntil(lambda: editor.has_loaded and not editor.busy, timeout=10_000)
    return editor


def save_and_wait(qtbot: QtBot, editor: VariantEditor) -> None:
    qtbot.keyClick(editor, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: not editor.busy, timeout=10_000)


def screenshot(widget: QWidget, name: str, tmp_path: Path) -> Path:
    folder = Path(os.environ.get("STOREADMIN_SCREENSHOTS") or tmp_path)
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{name}.png"
    QApplication.processEvents()  # pending layout requests first, or the picture is stale
    assert widget.grab().save(str(path))
    return path


def test_editing_sends_only_what_changed_with_the_loaded_version(
    qtbot: QtBot, client: StoreClient, tap: ServerTap, run: Runner, tmp_path: Path
) -> None:
    editor = open_editor(qtbot, client)
    assert editor.pricing.edits["WEB"].text() == "19.00"  # 1900 minor units, shown as major
    assert editor.pricing.edits["MOB"].text() == "17.49"
    assert editor.on_hold_label.text() == "0"
    assert editor.code_edit.isReadOnly()
    screenshot(editor.window(), "variant-editor", tmp_path)

    retype(qtbot, editor.pricing.edits["WEB"], "21.5")
    retype(qtbot, editor.on_hand_input, "120")
    retype(qtbot, editor.dimension_edits["width"], "30.5")
    editor.shipping_picker.setCurrentIndex(editor.shipping_picker.findData("oversized"))
    save_and_wait(qtbot, editor)

    assert editor.message_bar.text() == ""
    assert writes(tap) == [
        (
            "PUT",
            f"/api/v1/products/{PRODUCT}/variants/{VARIANT}",
            {
                "version": 1,
                "onHand": 120,
                "width": 30.5,
                "shippingCategory": "oversized",
                "channelPricings": {"WEB": {"price": "21.50"}},
            },
        )
    ]
    stored = run(client.variants.get(PRODUCT, VARIANT))
    assert stored.price("WEB") == 2150 and stored.price("MOB") == 1749
    assert stored.on_hand == 120 and stored.width == 30.5 and stored.version == 2
    assert stored.shipping_category is not None and stored.shipping_category.code == "oversized"
    assert editor.version == 2 and not editor.form.dirty


def test_price_input_says_what_cannot_be_a_price_and_keeps_the_text(
    qtbot: QtBot, client: StoreClient
) -> None:
    editor = open_editor(qtbot, client)
    web = editor.pricing.edits["WEB"]
    retype(qtbot, web, "-12abc.345")
    assert web.text() == "-12abc.345"  # as typed: nothing dropped
    assert editor.pricing.error_text("WEB") == "The amount cannot be negative."
    assert not editor.save_button.isEnabled()

    retype(qtbot, web, "0")
    assert editor.pricing.error_text("WEB") == "Price must be at least 0.01."
    assert not editor.save_button.isEnabled()
    retype(qtbot, web, "")
    assert "cannot be removed" not in editor.pricing.error_text("WEB")
    assert "not removed" in editor.pricing.error_text("WEB")
    retype(qtbot, web, "0.01")
    assert editor.pricing.error_text("WEB") == "" and editor.save_button.isEnabled()


def test_creating_a_variant_then_it_becomes_editable(
    qtbot: QtBot, client: StoreClient, tap: ServerTap, run: Runner, tmp_path: Path
) -> None:
    editor = open_editor(qtbot, client, code=None)
    assert not editor.code_edit.isReadOnly() and not editor.delete_button.isVisible()
    assert editor.describe() == "New variant of Everyday Cotton T-Shirt (EVERYDAY_TSHIRT)"
    qtbot.keyClicks(editor.code_edit, "TSHIRT LIMITED")
    assert editor.code_edit.text() == "TSHIRT LIMITED"  # kept, and the field says why not
    assert "letters, numbers, dashes and underscores" in editor.form.error_for("code")
    retype(qtbot, editor.code_edit, "EVERYDAY_TSHIRT_LIMITED")
    retype(qtbot, editor.translations_input.rows["en_US"], "Limited edition tee")
    retype(qtbot, editor.pricing.edits["WEB"], "45")
    sizes = editor.options_input.pickers["tshirt_size"]
    sizes.setCurrentIndex(sizes.findData("tshirt_size_xl"))
    editor.tracked_check.setChecked(True)
    screenshot(editor.window(), "variant-editor-new", tmp_path)
    save_and_wait(qtbot, editor)

    assert editor.message_bar.text() == ""
    method, path, body = writes(tap)[0]
    assert (method, path) == ("POST", f"/api/v1/products/{PRODUCT}/variants/")
    assert body == {
        "code": "EVERYDAY_TSHIRT_LIMITED",
        "tracked": True,
        "optionValues": {"tshirt_size": "tshirt_size_xl"},
        "translations": {"en_US": {"name": "Limited edition tee"}},
        "channelPricings": {"WEB": {"price": "45.00"}},
    }
    created = run(client.variants.get(PRODUCT, "EVERYDAY_TSHIRT_LIMITED"))
    assert created.price("WEB") == 4500 and created.name("en_US") == "Limited edition tee"
    assert [value.code for value in created.option_values] == ["tshirt_size_xl"]
    assert editor.code == "EVERYDAY_TSHIRT_LIMITED" and editor.version == 1
    assert editor.code_edit.isReadOnly() and editor.delete_button.isVisible()
    assert not editor.form.dirty


def test_a_duplicate_code_is_shown_on_the_code_field(qtbot: QtBot, client: StoreClient) -> None:
    editor = open_editor(qtbot, client, code=None)
    retype(qtbot, editor.code_edit, VARIANT)
    save_and_wait(qtbot, editor)
    assert editor.form.error_for("code") == "Product variant code must be unique."
    assert editor.code_edit.text() == VARIANT and editor.creating
    retype(qtbot, editor.code_edit, f"{VARIANT}_2")
    assert editor.form.error_for("code") == ""  # the message goes once the user edits


# Requests the editor's own checks never let through, sent straight to the server through the
# client's typed request (whose names the client gives the refused fields), so that every message
# it has for a variant is shown to be placed on the editor's matching field.
SERVER_MESSAGES: list[tuple[dict[str, Any], str, str]] = [
    ({"on_hand": -1}, "on_hand", "On hand must be greater than 0."),
    ({"width": -2}, "width", "Width cannot be negative."),
    ({"weight": "heavy"}, "weight", "Weight must be a number."),
    ({"tax_category": "nope"}, "tax_category", "This value is not valid."),
    ({"shipping_category": "nope"}, "shipping_category", "This value is not valid."),
    ({"channel_pricings": {"WEB": "0"}}, "channel_pricings.WEB", "at least 0.01"),
    ({"channel_pricings": {"WEB": "10000000.01"}}, "channel_pricings.WEB", "at most 10000000.00"),
    ({"channel_pricings": {"POPUP": "3"}}, "channel_pricings", "This value is not valid."),
    ({"option_values": {"tshirt_size": "bogus"}}, "option_values.tshirt_size", "not valid"),
    ({"code": "has space"}, "code", "letters, numbers, dashes and underscores"),
]


@pytest.mark.parametrize(("fields", "where", "message"), SERVER_MESSAGES)
def test_each_server_message_lands_on_its_field(
    qtbot: QtBot,
    client: StoreClient,
    run: Runner,
    fields: dict[str, Any],
    where: str,
    message: str,
) -> None:
    editor = open_editor(qtbot, client)
    with pytest.raises(errors.ValidationFailed) as refused:
        if "code" in fields:
            run(client.variants.create(PRODUCT, VariantCreate.model_validate(fields)))
        elif fields.get("weight") == "heavy":  # no float field holds it: built unchecked
            unchecked = VariantPatch.model_construct(**fields)
            with warnings.catch_warnings():  # pydantic warns that "heavy" is not a float
                warnings.simplefilter("ignore", UserWarning)
                run(client.variants.patch(PRODUCT, VARIANT, unchecked))
        else:
            run(client.variants.patch(PRODUCT, VARIANT, VariantPatch.model_validate(fields)))
    assert refused.value.field_errors, refused.value
    unmatched = editor.form.show_errors(refused.value.field_errors)
    assert unmatched == []
    key, _, row = where.partition(".")
    if key == "channel_pricings" and row:
        shown = editor.pricing.error_text(row)
    elif key == "option_values":
        shown = editor.options_input._errors[row].text()
    else:
        shown = editor.form.error_for(key)
    assert message in shown


def test_translations_can_be_removed_and_added(
    qtbot: QtBot, client: StoreClient, tap: ServerTap, run: Runner
) -> None:
    editor = open_editor(qtbot, client)
    translations = editor.translations_input
    translations.remove_locale("nl_NL")
    assert "nl_NL" not in translations.rows
    assert translations.add_picker.findData("nl_NL") >= 0  # offered again
    retype(qtbot, translations.rows["fr_FR"], "Tee blanc")
    save_and_wait(qtbot, editor)
    assert writes(tap)[-1][2]["translations"] == {"fr_FR": {"name": "Tee blanc"}, "nl_NL": None}
    stored = run(client.variants.get(PRODUCT, VARIANT))
    assert set(stored.translations) == {"de_CH", "en_US", "fr_FR"}
    assert stored.name("fr_FR") == "Tee blanc"

    translations.add_picker.setCurrentIndex(translations.add_picker.findData("nl_NL"))
    translations.add_button.click()
    qtbot.keyClicks(translations.rows["nl_NL"], "Wit shirt")
    save_and_wait(qtbot, editor)
    assert run(client.variants.get(PRODUCT, VARIANT)).name("nl_NL") == "Wit shirt"


def test_undo_in_the_price_grid_before_saving(qtbot: QtBot, client: StoreClient) -> None:
    editor = open_editor(qtbot, client)
    retype(qtbot, editor.pricing.edits["MOB"], "20")
    retype(qtbot, editor.pricing.edits["WEB"], "25")
    qtbot.keyClick(editor.pricing.edits["WEB"], Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert editor.pricing.edits["WEB"].text() == "19.00"
    assert editor.pricing.edits["MOB"].text() == "20"
    qtbot.keyClick(editor.pricing.edits["WEB"], Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert editor.pricing.edits["MOB"].text() == "17.49" and not editor.form.dirty


def test_a_lost_connection_during_save_keeps_the_input_and_retry_saves(
    qtbot: QtBot, client: StoreClient, tap: ServerTap, run: Runner, tmp_path: Path
) -> None:
    editor = open_editor(qtbot, client)
    retype(qtbot, editor.pricing.edits["WEB"], "23.99")
    retype(qtbot, editor.translations_input.rows["en_US"], "Everyday tee, white, S")
    tap.fail_when = refuse_writes
    save_and_wait(qtbot, editor)

    assert "Nothing you typed is lost" in editor.message_bar.text()
    assert editor.message_bar.action_button.text() == "Retry"
    assert editor.pricing.edits["WEB"].text() == "23.99"
    assert editor.translations_input.rows["en_US"].text() == "Everyday tee, white, S"
    assert editor.form.dirty and editor.version == 1
    screenshot(editor.window(), "variant-editor-connection-lost", tmp_path)

    tap.fail_when = None
    editor.message_bar.action_button.click()
    qtbot.waitUntil(lambda: not editor.busy and not editor.form.dirty, timeout=10_000)
    stored = run(client.variants.get(PRODUCT, VARIANT))
    assert stored.price("WEB") == 2399 and stored.name("en_US") == "Everyday tee, white, S"
    assert editor.message_bar.text() == "" and editor.version == 2


def test_delete_asks_then_deletes(qtbot: QtBot, client: StoreClient, run: Runner) -> None:
    run(client.variants.create(PRODUCT, VariantCreate(code="EVERYDAY_TSHIRT_SPARE")))
    editor = open_editor(qtbot, client, "EVERYDAY_TSHIRT_SPARE")
    editor.tracked_check.setFocus()
    with qtbot.waitSignal(editor.deleted, timeout=10_000):
        qtbot.keyClick(editor.tracked_check, Qt.Key.Key_Delete)
        qtbot.waitUntil(lambda: len(visible_dialogs(QMessageBox)) == 1)
        box = visible_dialogs(QMessageBox)[0]
        assert "EVERYDAY_TSHIRT_SPARE" in box.text() and "cannot be undone" in box.text()
        click_button(box, "Delete")
    with pytest.raises(errors.NotFound):
        run(client.variants.get(PRODUCT, "EVERYDAY_TSHIRT_SPARE"))


def test_a_variant_that_orders_refer_to_is_kept_and_the_server_says_why(
    qtbot: QtBot, client: StoreClient, run: Runner
) -> None:
    editor = open_editor(qtbot, client)
    editor.delete_button.click()
    qtbot.waitUntil(lambda: len(visible_dialogs(QMessageBox)) == 1)
    click_button(visible_dialogs(QMessageBox)[0], "Delete")
    qtbot.waitUntil(lambda: bool(editor.message_bar.text()), timeout=10_000)
    assert "in use" in editor.message_bar.text()
    assert run(client.variants.get(PRODUCT, VARIANT)).code == VARIANT


def test_without_lookups_categories_are_typed_and_prices_keep_their_rows(
    qtbot: QtBot, backend_app: Any, open_client: Callable[[Any], Any], run: Runner
) -> None:
    client, tap = tapped_client(backend_app, open_client)
    tap.answer_when = no_lookups
    editor = open_editor(qtbot, client)
    assert editor.tax_picker.isEditable() and editor.tax_picker.value() == "clothing"
    assert set(editor.pricing.edits) == {"MOB", "WEB"}
    assert editor.options_input.free_text is not None
    tax_line = editor.tax_picker.lineEdit()
    assert tax_line is not None  # the tax category is typed
    retype(qtbot, tax_line, "homeware")
    save_and_wait(qtbot, editor)
    stored = run(client.variants.get(PRODUCT, VARIANT))
    assert stored.tax_category is not None and stored.tax_category.code == "homeware"


def test_open_functions_host_the_editor_in_a_window(qtbot: QtBot, client: StoreClient) -> None:
    parent = QWidget()
    qtbot.addWidget(parent)
    dialog = open_variant_editor(parent, client, PRODUCT, VARIANT)
    qtbot.waitUntil(lambda: dialog.editor.has_loaded, timeout=10_000)
    # named in the store's default locale (the first channel's: en_US)
    assert dialog.windowTitle() == f"Variant {VARIANT} — Everyday Cotton T-Shirt S White[*]"
    new = open_new_variant(parent, client, PRODUCT)
    qtbot.waitUntil(lambda: new.editor.has_loaded, timeout=10_000)
    assert new.windowTitle().startswith("New variant of")
    for window in (dialog, new):
        window.close()

        def hidden(window: QWidget = window) -> bool:
            return not window.isVisible()

        qtbot.waitUntil(hidden)


def test_saving_a_variant_deleted_elsewhere_says_so_and_keeps_the_edits(
    qtbot: QtBot, client: StoreClient, backend_app: Any, open_client: Callable[[Any], Any],
    run: Runner,
) -> None:  # fmt: skip
    other = open_client(make_store_client(backend_app))
    run(other.variants.create(PRODUCT, VariantCreate(code="EVERYDAY_TSHIRT_SPARE")))
    editor = open_editor(qtbot, client, "EVERYDAY_TSHIRT_SPARE")
    retype(qtbot, editor.pricing.edits["WEB"], "5")
    run(other.variants.delete(PRODUCT, "EVERYDAY_TSHIRT_SPARE"))
    save_and_wait(qtbot, editor)
    assert "not been found" in editor.message_bar.text()
    assert editor.pricing.edits["WEB"].text() == "5" and editor.form.dirty


def test_closing_an_editor_while_it_loads_cancels_its_requests_quietly(
    qtbot: QtBot, client: StoreClient
) -> None:
    dialog = open_variant_editor(None, client, PRODUCT, VARIANT)
    assert dialog.editor.busy
    dialog.close()
    qtbot.waitUntil(lambda: not tasks.running_tasks(), timeout=10_000)


def test_undo_brings_a_removed_translation_back(qtbot: QtBot, client: StoreClient) -> None:
    editor = open_editor(qtbot, client)
    editor.translations_input.remove_buttons["fr_FR"].click()
    assert "fr_FR" not in editor.translations_input.rows and editor.form.dirty
    editor.activateWindow()
    qtbot.waitUntil(editor.isActiveWindow)
    editor.position_input.setFocus()
    qtbot.keyClick(editor.position_input, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert editor.translations_input.rows["fr_FR"].text() == "T-shirt en coton quotidien S Blanc"
    assert not editor.form.dirty
