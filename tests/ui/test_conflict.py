"""Optimistic locking end to end with two clients: one saves while the other is editing; the
editor's save gets a 409, the comparison shows yours and theirs, and the merge is saved against
the new version without losing anything typed."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from dialog_support import click_button, visible_dialogs
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from storeadmin_gui.api import StoreClient
from storeadmin_gui.api.models import VariantUpdate
from storeadmin_gui.ui.editors.conflict import ConflictDialog
from storeadmin_gui.ui.editors.dialogs import Side
from storeadmin_gui.ui.editors.variant_editor import VariantEditor
from tests.ui.conftest import Runner, make_store_client

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")

PRODUCT = "EVERYDAY_TSHIRT"
VARIANT = "EVERYDAY_TSHIRT_S_WHITE"  # demo data: WEB 19.00, MOB 17.49, weight 0.57


@pytest.fixture
def other_client(backend_app: Any, open_client: Callable[[Any], Any]) -> StoreClient:
    """A second member of staff, signed in separately to the same store."""
    client: StoreClient = open_client(make_store_client(backend_app))
    return client


def retype(qtbot: QtBot, widget: QWidget, text: str) -> None:
    widget.setFocus()
    widget.selectAll()  # type: ignore[attr-defined]
    qtbot.keyClick(widget, Qt.Key.Key_Delete)
    qtbot.keyClicks(widget, text)


def editing_while_someone_else_saves(
    qtbot: QtBot, client: StoreClient, other: StoreClient, run: Runner
) -> VariantEditor:
    """The editor holds version 1 with the user's edits; the other client has saved version 2."""
    editor = VariantEditor(client, PRODUCT, VARIANT)
    qtbot.addWidget(editor)
    editor.resize(900, 640)
    editor.show()
    qtbot.waitUntil(lambda: editor.has_loaded and not editor.busy, timeout=10_000)
    assert editor.version == 1

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


def test_save_merged_keeps_my_edits_takes_their_other_changes_and_saves(
    qtbot: QtBot, store_client: StoreClient, other_client: StoreClient, run: Runner,
    tmp_path: Path,
) -> None:  # fmt: skip
    editor = editing_while_someone_else_saves(qtbot, store_client, other_client, run)
    dialog = save_into_conflict(qtbot, editor)

    rows = {row.key: row for row in dialog.rows}
    assert set(rows) == {"channel_pricings", "on_hand", "weight"}
    assert rows["channel_pricings"].mine == "MOB €17.49, WEB $21.00"
    assert rows["channel_pricings"].theirs == "MOB €17.49, WEB $25.00"
    assert rows["on_hand"].theirs == "5"
    assert dialog.choices() == {  # what only they changed defaults to theirs
        "channel_pricings": Side.MINE,
        "on_hand": Side.THEIRS,
        "weight": Side.MINE,
    }
    folder = Path(os.environ.get("STOREADMIN_SCREENSHOTS") or tmp_path)
    folder.mkdir(parents=True, exist_ok=True)
    assert dialog.grab().save(str(folder / "variant-conflict.png"))

    click_button(dialog, "Save merged")
    qtbot.waitUntil(lambda: editor.version == 3 and not editor.busy, timeout=10_000)
    stored = run(other_client.variants.get(PRODUCT, VARIANT))
    assert stored.price("WEB") == 2100 and stored.weight == 1.2  # mine
    assert stored.on_hand == 5  # theirs, kept
    assert stored.version == 3
    assert not editor.form.dirty and editor.on_hand_spin.value() == 5
    assert editor.message_bar.text() == ""


def test_choosing_theirs_for_one_field_per_field(
    qtbot: QtBot, store_client: StoreClient, other_client: StoreClient, run: Runner
) -> None:
    editor = editing_while_someone_else_saves(qtbot, store_client, other_client, run)
    dialog = save_into_conflict(qtbot, editor)
    dialog.choose("channel_pricings", Side.THEIRS)
    click_button(dialog, "Save merged")
    qtbot.waitUntil(lambda: editor.version == 3 and not editor.busy, timeout=10_000)
    stored = run(other_client.variants.get(PRODUCT, VARIANT))
    assert stored.price("WEB") == 2500 and stored.weight == 1.2 and stored.on_hand == 5
    assert editor.pricing.edits["WEB"].text() == "25.00"


def test_keep_all_mine_overrides_their_changes(
    qtbot: QtBot, store_client: StoreClient, other_client: StoreClient, run: Runner
) -> None:
    editor = editing_while_someone_else_saves(qtbot, store_client, other_client, run)
    click_button(save_into_conflict(qtbot, editor), "Keep all mine")
    qtbot.waitUntil(lambda: editor.version == 3 and not editor.busy, timeout=10_000)
    stored = run(other_client.variants.get(PRODUCT, VARIANT))
    assert stored.price("WEB") == 2100 and stored.weight == 1.2
    assert stored.on_hand == 49  # the value this editor showed, kept over theirs


def test_take_all_theirs_shows_their_record_and_sends_nothing(
    qtbot: QtBot, store_client: StoreClient, other_client: StoreClient, run: Runner
) -> None:
    editor = editing_while_someone_else_saves(qtbot, store_client, other_client, run)
    click_button(save_into_conflict(qtbot, editor), "Take all theirs")
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

    click_button(save_into_conflict(qtbot, editor), "Save merged")
    qtbot.waitUntil(lambda: editor.version == 3 and not editor.busy, timeout=10_000)
    assert run(other_client.variants.get(PRODUCT, VARIANT)).price("WEB") == 2100


def test_undo_after_a_merge_goes_back_to_their_values_before_saving(
    qtbot: QtBot, store_client: StoreClient, other_client: StoreClient, run: Runner
) -> None:
    """The merge is one undoable step on top of their record (seen before the resave lands)."""
    editor = editing_while_someone_else_saves(qtbot, store_client, other_client, run)
    dialog = save_into_conflict(qtbot, editor)
    seen: list[dict[str, Any]] = []
    editor.busy_changed.connect(
        lambda busy: seen.append({"text": editor.undo_stack.undoText(), "busy": busy})
    )
    click_button(dialog, "Save merged")
    qtbot.waitUntil(lambda: editor.version == 3 and not editor.busy, timeout=10_000)
    assert seen[0] == {"text": "Keep my values after a conflict", "busy": True}
