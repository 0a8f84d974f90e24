"""Optimistic locking end to end with two clients: a colleague saves while the editor is open; the
editor's save gets a 409 and the comparison goes leaf by leaf (each channel's price, each locale's
name, each number): what only the colleague changed is theirs, what only I changed is mine, and a
value both changed has no side until one is chosen. The merge is saved against the new version
without losing anything typed."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from storeadmin_gui.api import StoreClient
from storeadmin_gui.api.models import TranslationInput, VariantUpdate
from storeadmin_gui.ui.editors.conflict import ConflictDialog
from storeadmin_gui.ui.editors.dialogs import Side
from storeadmin_gui.ui.editors.variant_editor import VariantEditor
from tests.ui.conftest import Runner, make_store_client
from tests.ui.dialog_support import click_button, visible_dialogs
from tests.ui.sales_support import retype, save_screenshot

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")

PRODUCT = "EVERYDAY_TSHIRT"
VARIANT = "EVERYDAY_TSHIRT_S_WHITE"  # demo data: WEB 19.00, MOB 17.49, weight 0.57, 49 on hand
L_BLACK = "EVERYDAY_TSHIRT_L_BLACK"


@pytest.fixture
def other_client(backend_app: Any, open_client: Callable[[Any], Any]) -> StoreClient:
    """A colleague, signed in separately to the same store."""
    client: StoreClient = open_client(make_store_client(backend_app))
    return client


def open_variant(qtbot: QtBot, client: StoreClient, code: str = VARIANT) -> VariantEditor:
    editor = VariantEditor(client, PRODUCT, code)
    qtbot.addWidget(editor)
    editor.resize(900, 640)
    editor.show()
    qtbot.waitUntil(lambda: editor.has_loaded and not editor.busy, timeout=10_000)
    assert editor.version == 1
    return editor


def editing_while_someone_else_saves(
    qtbot: QtBot, client: StoreClient, other: StoreClient, run: Runner
) -> VariantEditor:
    """The editor holds version 1 with my edits (WEB 21, weight 1.2); the colleague has saved
    version 2 (WEB 25.00, 5 on hand)."""
    editor = open_variant(qtbot, client)
    theirs = VariantUpdate(version=1, on_hand=5, channel_pricings={"WEB": "25.00"})
    run(other.variants.update(PRODUCT, VARIANT, theirs))

    retype(qtbot, editor.pricing.edits["WEB"], "21")
    retype(qtbot, editor.dimension_edits["weight"], "1.2")
    return editor


def save_into_conflict(qtbot: QtBot, editor: VariantEditor) -> ConflictDialog:
    editor.activateWindow()  # the offscreen platform does not hand activation back on its own
    qtbot.waitUntil(editor.isActiveWindow)
    qtbot.keyClick(editor, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: len(visible_dialogs(ConflictDialog)) == 1, timeout=10_000)
    return visible_dialogs(ConflictDialog)[0]


def saved_merge(qtbot: QtBot, editor: VariantEditor, dialog: ConflictDialog) -> None:
    click_button(dialog, "Save merged")
    qtbot.waitUntil(lambda: editor.version == 3 and not editor.busy, timeout=10_000)


def test_a_price_only_they_changed_stays_theirs_beside_the_price_i_changed(
    qtbot: QtBot, store_client: StoreClient, other_client: StoreClient, run: Runner
) -> None:
    """L_BLACK open; a colleague sets MOB to 25.00; here only WEB becomes 19.99. Accepting
    what the comparison chose saves WEB 19.99 and keeps the colleague's MOB 25.00."""
    editor = open_variant(qtbot, store_client, L_BLACK)
    run(
        other_client.variants.update(
            PRODUCT, L_BLACK, VariantUpdate(version=1, channel_pricings={"MOB": "25.00"})
        )
    )
    retype(qtbot, editor.pricing.edits["WEB"], "19.99")
    dialog = save_into_conflict(qtbot, editor)

    rows = {row.key: row for row in dialog.rows}
    assert set(rows) == {"channel_pricings.WEB", "channel_pricings.MOB"}
    assert rows["channel_pricings.MOB"].label == "Price in Mobile App (MOB)"
    assert rows["channel_pricings.MOB"].theirs == "€25.00"
    assert rows["channel_pricings.WEB"].mine == "$19.99"
    assert dialog.choices() == {
        "channel_pricings.WEB": Side.MINE,
        "channel_pricings.MOB": Side.THEIRS,
    }
    assert dialog.merge_button.isEnabled()

    saved_merge(qtbot, editor, dialog)
    stored = run(other_client.variants.get(PRODUCT, L_BLACK))
    assert stored.price("WEB") == 1999  # mine
    assert stored.price("MOB") == 2500  # theirs, not written back
    assert editor.pricing.edits["MOB"].text() == "25.00" and not editor.form.dirty


def test_a_value_both_changed_has_no_side_and_save_waits_for_a_choice(
    qtbot: QtBot, store_client: StoreClient, other_client: StoreClient, run: Runner,
    tmp_path: Path,
) -> None:  # fmt: skip
    editor = editing_while_someone_else_saves(qtbot, store_client, other_client, run)
    dialog = save_into_conflict(qtbot, editor)

    rows = {row.key: row for row in dialog.rows}
    assert set(rows) == {"channel_pricings.WEB", "on_hand", "weight"}
    web = rows["channel_pricings.WEB"]
    assert (web.mine, web.theirs, web.default) == ("$21.00", "$25.00", None)
    assert (rows["on_hand"].mine, rows["on_hand"].theirs) == ("49", "5")
    assert dialog.choices() == {"on_hand": Side.THEIRS, "weight": Side.MINE}
    assert dialog.undecided() == ["channel_pricings.WEB"]
    assert not dialog.merge_button.isEnabled()
    assert dialog.undecided_label.text() == "Choose a side for 1 value"
    qtbot.keyClick(dialog, Qt.Key.Key_Return)  # Enter does not save past an open choice
    assert dialog.isVisible()
    save_screenshot(dialog, "conflict-dialog", tmp_path)

    dialog.choose("channel_pricings.WEB", Side.MINE)
    assert dialog.merge_button.isEnabled() and dialog.undecided_label.text() == ""
    saved_merge(qtbot, editor, dialog)
    stored = run(other_client.variants.get(PRODUCT, VARIANT))
    assert stored.price("WEB") == 2100 and stored.weight == 1.2  # mine
    assert stored.on_hand == 5  # theirs, kept
    assert stored.price("MOB") == 1749 and stored.version == 3
    assert not editor.form.dirty and editor.on_hand_input.text() == "5"
    assert editor.message_bar.text() == ""


def test_choosing_theirs_where_both_changed(
    qtbot: QtBot, store_client: StoreClient, other_client: StoreClient, run: Runner
) -> None:
    editor = editing_while_someone_else_saves(qtbot, store_client, other_client, run)
    dialog = save_into_conflict(qtbot, editor)
    dialog.choose("channel_pricings.WEB", Side.THEIRS)
    saved_merge(qtbot, editor, dialog)
    stored = run(other_client.variants.get(PRODUCT, VARIANT))
    assert stored.price("WEB") == 2500 and stored.weight == 1.2 and stored.on_hand == 5
    assert editor.pricing.edits["WEB"].text() == "25.00"


def test_each_locale_name_is_its_own_value(
    qtbot: QtBot, store_client: StoreClient, other_client: StoreClient, run: Runner
) -> None:
    editor = open_variant(qtbot, store_client)
    names = {"fr_FR": TranslationInput(name="Tee blanc, S")}
    run(
        other_client.variants.update(PRODUCT, VARIANT, VariantUpdate(version=1, translations=names))
    )
    retype(qtbot, editor.translations_input.rows["en_US"], "Everyday tee, white, S")
    dialog = save_into_conflict(qtbot, editor)
    rows = {row.key: row for row in dialog.rows}
    assert set(rows) == {"translations.en_US", "translations.fr_FR"}
    assert rows["translations.fr_FR"].label == "Name in French (France) (fr_FR)"
    assert dialog.choices() == {"translations.en_US": Side.MINE, "translations.fr_FR": Side.THEIRS}

    saved_merge(qtbot, editor, dialog)
    stored = run(other_client.variants.get(PRODUCT, VARIANT))
    assert (
        stored.name("en_US") == "Everyday tee, white, S" and stored.name("fr_FR") == "Tee blanc, S"
    )


def test_choose_all_mine_then_save_overrides_their_changes(
    qtbot: QtBot, store_client: StoreClient, other_client: StoreClient, run: Runner
) -> None:
    editor = editing_while_someone_else_saves(qtbot, store_client, other_client, run)
    dialog = save_into_conflict(qtbot, editor)
    click_button(dialog, "Choose all mine")
    assert dialog.isVisible()  # chosen, not yet saved: the user sees each row first
    assert set(dialog.choices().values()) == {Side.MINE}
    saved_merge(qtbot, editor, dialog)
    stored = run(other_client.variants.get(PRODUCT, VARIANT))
    assert stored.price("WEB") == 2100 and stored.weight == 1.2
    assert stored.on_hand == 49  # the value this editor showed, kept over theirs


def test_choose_all_theirs_shows_their_record_and_sends_nothing(
    qtbot: QtBot, store_client: StoreClient, other_client: StoreClient, run: Runner
) -> None:
    editor = editing_while_someone_else_saves(qtbot, store_client, other_client, run)
    dialog = save_into_conflict(qtbot, editor)
    click_button(dialog, "Choose all theirs")
    click_button(dialog, "Save merged")
    qtbot.waitUntil(lambda: not visible_dialogs(ConflictDialog) and not editor.busy)
    qtbot.waitUntil(lambda: "nothing of yours" in editor.message_bar.text())
    assert editor.version == 2 and not editor.form.dirty
    assert editor.pricing.edits["WEB"].text() == "25.00"
    assert run(other_client.variants.get(PRODUCT, VARIANT)).version == 2


def test_cancel_keeps_every_edit_and_a_later_save_compares_again(
    qtbot: QtBot, store_client: StoreClient, other_client: StoreClient, run: Runner
) -> None:
    editor = editing_while_someone_else_saves(qtbot, store_client, other_client, run)
    click_button(save_into_conflict(qtbot, editor), "Cancel")
    qtbot.waitUntil(lambda: "Your changes are kept" in editor.message_bar.text())
    assert editor.pricing.edits["WEB"].text() == "21"
    assert editor.dimension_edits["weight"].text() == "1.2"
    assert editor.version == 1 and editor.form.dirty

    dialog = save_into_conflict(qtbot, editor)
    assert dialog.undecided() == ["channel_pricings.WEB"]  # asked again, not remembered
    dialog.choose("channel_pricings.WEB", Side.MINE)
    saved_merge(qtbot, editor, dialog)
    assert run(other_client.variants.get(PRODUCT, VARIANT)).price("WEB") == 2100


def test_undo_after_a_merge_goes_back_to_their_values_before_saving(
    qtbot: QtBot, store_client: StoreClient, other_client: StoreClient, run: Runner
) -> None:
    """The merge is one undoable step on top of their record (seen before the resave lands)."""
    editor = editing_while_someone_else_saves(qtbot, store_client, other_client, run)
    dialog = save_into_conflict(qtbot, editor)
    dialog.choose("channel_pricings.WEB", Side.MINE)
    seen: list[dict[str, Any]] = []
    editor.busy_changed.connect(
        lambda busy: seen.append({"text": editor.undo_stack.undoText(), "busy": busy})
    )
    saved_merge(qtbot, editor, dialog)
    assert seen[0] == {"text": "Keep my values after a conflict", "busy": True}
