"""The shared form framework: dirty tracking, only-what-changed, errors on their fields, undo,
keyboard, the unsaved-changes guard and the delete confirmation.

The editor here keeps its record in memory: these tests are about the framework's behaviour a user
notices, independent of any one resource (the variant editor's tests run it against the backend).
"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)
from pytestqt.qtbot import QtBot

from storeadmin_gui.api import errors
from storeadmin_gui.ui.editors.editor import Editor, EditorDialog
from storeadmin_gui.ui.editors.inputs import ParsedEdit
from storeadmin_gui.ui.editors.parsing import WholeNumber
from tests.ui.dialog_support import click_button, visible_dialogs

# The offscreen platform warns on every top-level size-hint change; that is not a fault of ours.
pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")


def named_box(name: str) -> QLineEdit:
    box = QLineEdit()
    box.setObjectName(name)
    return box


class PairInput(QWidget):
    """A composite input (two named boxes) that shows sub-path errors beside each box."""

    changed = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.boxes = {name: named_box(name) for name in ("a", "b")}
        self.labels = {name: QLabel() for name in self.boxes}
        layout = QVBoxLayout(self)
        for name, box in self.boxes.items():
            layout.addWidget(box)
            layout.addWidget(self.labels[name])
            box.textChanged.connect(self.changed)

    def value(self) -> dict[str, str]:
        return {name: box.text() for name, box in self.boxes.items() if box.text()}

    def set_value(self, value: Any) -> None:
        for name, box in self.boxes.items():
            box.setText((value or {}).get(name, ""))

    def show_errors(self, messages: dict[str, list[str]]) -> None:
        for name, label in self.labels.items():
            label.setText(" ".join(messages.get(f"{name}.text", [])))

    def local_errors(self) -> dict[str, str]:
        return {f"{n}.text": "Too long." for n, b in self.boxes.items() if len(b.text()) > 5}


class NoteEditor(Editor):
    """An editor over an in-memory record; ``sent`` records every save's changes."""

    record_name = "note"

    def __init__(self, record: dict[str, Any]) -> None:
        super().__init__(can_delete=True)
        self.record = record
        self.sent: list[dict[str, Any]] = []
        self.removed = False
        layout = QFormLayout(self.body)
        self.title = QLineEdit()
        self.count = ParsedEdit(WholeNumber(0, 1000, required=True))
        self.flag = QCheckBox("Flag")
        self.colour = QComboBox()
        for text, data in (("— none —", None), ("Red", "red"), ("Blue", "blue")):
            self.colour.addItem(text, data)
        self.pair = PairInput()
        self.form.add_row(
            layout,
            "title",
            "Title",
            self.title,
            validate=lambda v: None if v else "Please enter a title.",
        )
        self.form.add_row(layout, "count", "Count", self.count)
        self.form.add_row(layout, "flag", "Flag", self.flag)
        self.form.add_row(layout, "colour", "Colour", self.colour)
        self.form.add_row(layout, "pair", "Pair", self.pair)
        self.start()

    async def load(self) -> None:
        self.form.load(self.record)

    async def submit(self) -> None:
        changes = self.form.changes()
        self.sent.append(changes)
        self.record.update(changes)

    async def remove(self) -> None:
        self.removed = True


RECORD = {"title": "Hello", "count": 3, "flag": False, "colour": "red", "pair": {"a": "x"}}


@pytest.fixture
def editor(qtbot: QtBot) -> NoteEditor:
    widget = NoteEditor(dict(RECORD))
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitExposed(widget)
    widget.activateWindow()
    qtbot.waitUntil(widget.isActiveWindow)
    qtbot.waitUntil(lambda: widget.has_loaded)
    return widget


def test_loaded_record_is_clean_and_only_changed_fields_are_sent(
    editor: NoteEditor, qtbot: QtBot
) -> None:
    assert editor.title.text() == "Hello" and editor.colour.currentText() == "Red"
    assert not editor.form.dirty and editor.cancel_button.text() == "Close"

    editor.count.setFocus()
    editor.count.selectAll()
    qtbot.keyClicks(editor.count, "37")
    editor.colour.setCurrentIndex(2)
    assert editor.form.dirty
    assert editor.form.changes() == {"count": 37, "colour": "blue"}
    assert editor.cancel_button.text() == "Cancel"

    qtbot.keyClick(editor, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: editor.sent != [] and not editor.busy)
    assert editor.sent == [{"count": 37, "colour": "blue"}]
    assert not editor.form.dirty


def test_typing_back_the_loaded_value_makes_the_form_clean_again(
    editor: NoteEditor, qtbot: QtBot
) -> None:
    editor.title.setFocus()
    editor.title.end(False)
    qtbot.keyClicks(editor.title, "!")
    assert editor.form.dirty
    qtbot.keyClick(editor.title, Qt.Key.Key_Backspace)
    assert not editor.form.dirty and editor.form.changes() == {}


def test_ctrl_z_undoes_edits_across_fields_one_typed_word_at_a_time(
    editor: NoteEditor, qtbot: QtBot
) -> None:
    editor.title.setFocus()
    editor.title.selectAll()
    qtbot.keyClicks(editor.title, "Goodbye")
    editor.flag.setFocus()
    qtbot.keyClick(editor.flag, Qt.Key.Key_Space)
    assert editor.flag.isChecked()

    editor.title.setFocus()  # the line edit's own undo must not take Ctrl+Z
    qtbot.keyClick(editor.title, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert not editor.flag.isChecked() and editor.title.text() == "Goodbye"
    qtbot.keyClick(editor.title, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert editor.title.text() == "Hello"
    assert not editor.form.dirty

    qtbot.keyClick(
        editor.title,
        Qt.Key.Key_Z,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    assert editor.title.text() == "Goodbye" and editor.form.changes() == {"title": "Goodbye"}


def test_server_messages_land_on_their_fields_and_unknown_paths_on_top(editor: NoteEditor) -> None:
    unmatched = editor.form.show_errors(
        {
            "count": ["Count must be a number."],
            "pair.b.text": ["Not like that."],
            "": ["The form is wrong."],
            "other.thing": ["Mystery."],
        }
    )
    assert editor.form.error_for("count") == "Count must be a number."
    assert editor.pair.labels["b"].text() == "Not like that."
    assert editor.form.error_for("") == "The form is wrong.\nother › thing: Mystery."
    assert unmatched == ["The form is wrong.", "other › thing: Mystery."]
    assert editor.form.error_for("title") == ""


def test_a_server_message_goes_away_when_the_user_edits_that_field(
    editor: NoteEditor, qtbot: QtBot
) -> None:
    editor.form.show_errors({"count": ["Too many."], "title": ["Taken."]})
    editor.count.setFocus()
    qtbot.keyClicks(editor.count, "1")
    assert editor.form.error_for("count") == ""
    assert editor.form.error_for("title") == "Taken."


def test_local_checks_show_as_the_user_types_and_block_saving(
    editor: NoteEditor, qtbot: QtBot
) -> None:
    editor.title.setFocus()
    editor.title.selectAll()
    qtbot.keyClick(editor.title, Qt.Key.Key_Delete)
    assert editor.form.error_for("title") == "Please enter a title."
    assert not editor.save_button.isEnabled()

    editor.pair.boxes["b"].setFocus()
    qtbot.keyClicks(editor.pair.boxes["b"], "toolong")
    assert editor.form.local_errors() == {"title": "Please enter a title.", "pair": "Too long."}

    qtbot.keyClick(editor, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert editor.sent == []
    qtbot.keyClicks(editor.title, "Back")
    assert editor.form.error_for("title") == ""


def test_an_untouched_field_keeps_quiet_until_a_save_is_tried(qtbot: QtBot) -> None:
    editor = NoteEditor({**RECORD, "title": ""})
    qtbot.addWidget(editor)
    editor.show()
    qtbot.waitUntil(lambda: editor.has_loaded)
    assert editor.form.error_for("title") == ""  # no complaint on opening
    editor.flag.setChecked(True)
    editor.save_button.click()
    assert editor.form.error_for("title") == "Please enter a title."
    assert editor.sent == [] and editor.title.hasFocus()


def test_esc_on_unsaved_work_asks_and_keep_editing_keeps_everything(qtbot: QtBot) -> None:
    editor = NoteEditor(dict(RECORD))
    dialog = EditorDialog(editor)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitUntil(lambda: editor.has_loaded)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    editor.title.setFocus()
    qtbot.keyClick(editor.title, Qt.Key.Key_End)  # a loaded value shows its start: on to its end
    qtbot.keyClicks(editor.title, " world")
    assert dialog.isWindowModified()

    qtbot.keyClick(editor.title, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: len(visible_dialogs(QMessageBox)) == 1)
    click_button(visible_dialogs(QMessageBox)[0], "Keep editing")
    qtbot.waitUntil(lambda: not dialog.asking)
    assert dialog.isVisible() and editor.title.text() == "Hello world"

    dialog.close()  # the title bar's close asks too
    qtbot.waitUntil(lambda: len(visible_dialogs(QMessageBox)) == 1)
    click_button(visible_dialogs(QMessageBox)[0], "Discard changes")
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert editor.sent == []


def test_closing_with_save_sends_the_changes_first(qtbot: QtBot) -> None:
    editor = NoteEditor(dict(RECORD))
    dialog = EditorDialog(editor)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitUntil(lambda: editor.has_loaded)
    editor.flag.setChecked(True)
    dialog.reject()
    qtbot.waitUntil(lambda: len(visible_dialogs(QMessageBox)) == 1)
    click_button(visible_dialogs(QMessageBox)[0], "Save")
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert editor.sent == [{"flag": True}]


def test_delete_asks_first_and_cancel_keeps_the_record(editor: NoteEditor, qtbot: QtBot) -> None:
    editor.flag.setFocus()
    qtbot.keyClick(editor.flag, Qt.Key.Key_Delete)
    qtbot.waitUntil(lambda: len(visible_dialogs(QMessageBox)) == 1)
    box = visible_dialogs(QMessageBox)[0]
    # A kind of record without sentences of its own (labels.about) is asked about as a record.
    assert box.text() == "Delete this record? This cannot be undone."
    click_button(box, "Cancel")
    qtbot.waitUntil(lambda: not visible_dialogs(QMessageBox))
    assert not editor.removed

    with qtbot.waitSignal(editor.deleted):
        editor.delete_button.click()
        qtbot.waitUntil(lambda: len(visible_dialogs(QMessageBox)) == 1)
        click_button(visible_dialogs(QMessageBox)[0], "Delete")
    assert editor.removed


def test_validation_failed_from_submit_keeps_the_input_and_marks_the_field(
    qtbot: QtBot,
) -> None:
    class Refusing(NoteEditor):
        async def submit(self) -> None:
            raise errors.ValidationFailed(
                "Validation Failed.", field_errors={"title": ["Title is taken."]}
            )

    editor = Refusing(dict(RECORD))
    qtbot.addWidget(editor)
    editor.show()
    qtbot.waitUntil(lambda: editor.has_loaded)
    editor.title.setText("Taken")
    task = editor.save()
    assert task is not None
    qtbot.waitUntil(task.done)
    assert task.result() is False
    assert editor.form.error_for("title") == "Title is taken."
    assert editor.title.text() == "Taken" and editor.form.dirty
    assert "did not accept" in editor.message_bar.text()
