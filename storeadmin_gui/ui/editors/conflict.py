"""A 409 on saving a record: compare, choose per field, save against the new version.

The server refuses a PUT whose ``version`` is no longer current. :func:`resolve_conflict` fetches
the record as it is now and shows every field where the user's value and the server's differ,
side by side: a field only the user changed defaults to "yours", one only the other side changed
to "theirs". Whatever the user chooses ("Keep all mine", "Take all theirs", or per field), the
server's record becomes the editor's new baseline (and version), the chosen values of the user
are applied on top as one undoable edit, and the editor saves again. Cancel keeps every edit as
typed.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any, Protocol

from PySide6.QtWidgets import QDialog, QWidget

from storeadmin_gui.api import errors
from storeadmin_gui.ui.editors.dialogs import ComparisonDialog, ComparisonRow, Side
from storeadmin_gui.ui.editors.editor import MessageBar
from storeadmin_gui.ui.editors.fields import Form
from storeadmin_gui.ui.modal import run_dialog

__all__ = ["ComparableEditor", "ConflictDialog", "conflict_rows", "resolve_conflict"]


class ComparableEditor(Protocol):
    """What an editor offers to resolve a conflict by comparison (the variant editor does)."""

    form: Form
    message_bar: MessageBar
    conflict_dialog: QDialog | None  # while a conflict is being resolved
    record_name: str

    def record_label(self) -> str:
        """``"Variant SHIRT_M"``: the record, for the dialog's words."""
        ...

    async def fetch_current(self) -> Any:
        """The record as the server holds it now (raises NotFound when it is gone)."""
        ...

    def values_of(self, record: Any) -> dict[str, Any]:
        """``record`` as the form's values."""
        ...

    def show_record(self, record: Any) -> None:
        """Make ``record`` (and its version) the loaded baseline."""
        ...

    def set_retry(self, retry: Callable[[], object]) -> None: ...

    def save(self) -> asyncio.Task[bool] | None: ...


class ConflictDialog(ComparisonDialog):
    """A record's comparison of "yours" and "theirs now"."""

    def __init__(
        self,
        rows: list[ComparisonRow],
        what: str,
        record_name: str,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(
            rows,
            parent,
            title=f"Someone else changed this {record_name}",
            intro=(
                f"{what} was changed and saved elsewhere while you were editing it. For each field "
                "below, keep your value or take theirs; then it is saved again. Fields only they "
                "changed take their value unless you choose yours."
            ),
            merge_label="Save merged",
        )
        self.setObjectName("conflictDialog")


def conflict_rows(
    editor: ComparableEditor, mine: dict[str, Any], base: dict[str, Any], theirs: dict[str, Any]
) -> list[ComparisonRow]:
    """One row per field where the user's value and the server's now differ."""
    rows = []
    for field in editor.form.fields():
        key = field.key
        if key == "code" or mine.get(key) == theirs.get(key):
            continue
        changed_by_me = mine.get(key) != base.get(key)
        rows.append(
            ComparisonRow(
                key=key,
                label=field.label or key,
                mine=field.display(mine.get(key)),
                theirs=field.display(theirs.get(key)),
                default=Side.MINE if changed_by_me else Side.THEIRS,
                changed_by_me=changed_by_me,
                changed_by_them=theirs.get(key) != base.get(key),
            )
        )
    return rows


async def resolve_conflict(editor: ComparableEditor) -> bool:
    """Run the conflict flow; True when the merged record was sent again."""
    mine = editor.form.values()
    base = editor.form.loaded_values()
    what = editor.record_name
    try:
        current = await editor.fetch_current()
    except errors.NotFound:
        editor.message_bar.show_message(
            f"This {what} was deleted by someone else while you were editing it. Your changes are "
            "still here; copy what you need, or close the editor."
        )
        return False
    except errors.ApiError as error:
        editor.message_bar.show_message(
            f"Someone else changed this {what}, and its current state could not be loaded: "
            f"{error} Nothing you typed is lost.",
            action="Retry",
        )
        editor.set_retry(editor.save)
        return False

    theirs = editor.values_of(current)
    rows = conflict_rows(editor, mine, base, theirs)
    choices: dict[str, Side] = {}
    if rows:
        parent: Any = editor  # every ComparableEditor is a QWidget too
        dialog = ConflictDialog(rows, editor.record_label(), what, parent)
        editor.conflict_dialog = dialog
        try:
            accepted = await run_dialog(dialog) == QDialog.DialogCode.Accepted
            choices = dialog.choices()
        finally:
            editor.conflict_dialog = None
            dialog.deleteLater()
        if not accepted:
            editor.message_bar.show_message(
                f"Not saved: someone else changed this {what}. Your changes are kept; save again "
                "to compare them with theirs."
            )
            return False

    editor.show_record(current)  # their record and version become the baseline
    keep = {key: mine[key] for key, side in choices.items() if side is Side.MINE}
    editor.form.set_values(keep, text="Keep my values after a conflict")
    if not editor.form.dirty:
        editor.message_bar.show_message(
            f"The {what} now shows the values saved elsewhere; nothing of yours was left to save.",
            kind="info",
        )
        return False
    editor.save()
    return True
