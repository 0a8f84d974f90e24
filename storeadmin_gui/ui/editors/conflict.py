"""A 409 on saving a record: compare leaf by leaf, choose, save against the new version.

The server refuses a PUT whose ``version`` is no longer current. :func:`resolve_conflict` fetches
the record as it is now and compares three states of every *leaf*: as it was loaded (base), as the
user has it (mine) and as the server has it now (theirs). A leaf is one value: a number, a
category, and each entry of a keyed value on its own (each channel's price, each locale's name,
each option), so a colleague's price in one channel never rides along with mine in another.

- only they changed a leaf: theirs is chosen;
- only I changed it: mine is chosen;
- both changed it, differently: nothing is chosen, and "Save merged" stays disabled until the
  user has chosen a side for every such leaf.

The server's record becomes the editor's baseline (and version), the chosen values of mine are
applied on top as one undoable edit, and the editor saves again. Cancel keeps every edit as typed.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Protocol

import shiboken6
from PySide6.QtWidgets import QDialog, QWidget

from storeadmin_gui.api import errors
from storeadmin_gui.ui.dialogs import run_dialog
from storeadmin_gui.ui.editors.dialogs import ComparisonDialog, ComparisonRow, Side
from storeadmin_gui.ui.editors.fields import Field, Form
from storeadmin_gui.ui.editors.message_bar import MessageBar
from storeadmin_gui.ui.i18n import tr
from storeadmin_gui.ui.labels import about, counted

__all__ = [
    "ComparableEditor",
    "ConflictDialog",
    "Leaf",
    "changes_missing",
    "conflict_rows",
    "leaves_changed",
    "merged_values",
    "refuse_if_changed",
    "resolve_conflict",
]

_ABSENT = object()  # a keyed value without this entry (a channel with no price)


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


@dataclass(frozen=True)
class Leaf:
    """One value of a record: field ``key``, and ``entry`` within it for a keyed value."""

    key: str
    entry: str | None = None

    @property
    def path(self) -> str:
        return self.key if self.entry is None else f"{self.key}.{self.entry}"

    def of(self, values: Mapping[str, Any]) -> Any:
        """This leaf's value in a form's ``values`` (``_ABSENT`` for a missing entry)."""
        value = values.get(self.key)
        if self.entry is None:
            return value
        return value.get(self.entry, _ABSENT) if isinstance(value, Mapping) else _ABSENT


def _leaves(form: Form, *states: Mapping[str, Any]) -> list[Leaf]:
    """Every leaf of the form's fields in any of ``states``, in field order ("code" is fixed)."""
    found: list[Leaf] = []
    for field in form.fields():
        if field.key == "code":
            continue
        entries: dict[str, None] = {}
        keyed = False
        for values in states:
            value = values.get(field.key)
            if isinstance(value, Mapping):
                keyed = True
                entries.update(dict.fromkeys(str(entry) for entry in value))
        if keyed:
            found += [Leaf(field.key, entry) for entry in sorted(entries)]
        else:
            found.append(Leaf(field.key))
    return found


def _same(first: Any, second: Any) -> bool:
    blank = (None, "", _ABSENT)
    return (first in blank and second in blank) or first == second


def leaves_changed(form: Form, before: Mapping[str, Any], after: Mapping[str, Any]) -> list[Leaf]:
    """The leaves whose value differs between two states of ``form``'s values."""
    return [
        leaf for leaf in _leaves(form, before, after) if not _same(leaf.of(before), leaf.of(after))
    ]


def changes_missing(
    form: Form, base: Mapping[str, Any], sent: Mapping[str, Any], stored: Mapping[str, Any]
) -> list[Leaf]:
    """The leaves changed in ``sent`` (against ``base``) that ``stored`` does not hold: none
    means the store has every change that was sent, whatever else changed meanwhile."""
    return [
        leaf
        for leaf in leaves_changed(form, base, sent)
        if not _same(leaf.of(sent), leaf.of(stored))
    ]


def _label(field: Field, leaf: Leaf) -> str:
    composite = field.composite
    if leaf.entry is not None:
        describe = getattr(composite, "leaf_label", None)
        return str(describe(leaf.entry)) if callable(describe) else f"{field.label} › {leaf.entry}"
    return field.label or field.key


def _text(field: Field, leaf: Leaf, value: Any) -> str:
    if leaf.entry is None:
        return field.display(value)
    describe = getattr(field.composite, "leaf_text", None)
    shown = None if value is _ABSENT else value
    if callable(describe):
        return str(describe(leaf.entry, shown))
    return "—" if shown in (None, "") else str(shown)


def conflict_rows(
    form: Form, mine: Mapping[str, Any], base: Mapping[str, Any], theirs: Mapping[str, Any]
) -> list[ComparisonRow]:
    """One row per leaf where mine and theirs differ now, with the side chosen for the user
    where only one side changed it (``None`` where both did)."""
    rows = []
    for leaf in _leaves(form, mine, base, theirs):
        mine_value, theirs_value, base_value = leaf.of(mine), leaf.of(theirs), leaf.of(base)
        if _same(mine_value, theirs_value):
            continue
        changed_by_me = not _same(mine_value, base_value)
        changed_by_them = not _same(theirs_value, base_value)
        default: Side | None = None
        if changed_by_me and not changed_by_them:
            default = Side.MINE
        elif changed_by_them and not changed_by_me:
            default = Side.THEIRS
        field = form.field(leaf.key)
        rows.append(
            ComparisonRow(
                key=leaf.path,
                label=_label(field, leaf),
                mine=_text(field, leaf, mine_value),
                theirs=_text(field, leaf, theirs_value),
                default=default,
                changed_by_me=changed_by_me,
                changed_by_them=changed_by_them,
            )
        )
    return rows


def merged_values(
    form: Form,
    mine: Mapping[str, Any],
    theirs: Mapping[str, Any],
    choices: Mapping[str, Side],
) -> dict[str, Any]:
    """The form values to put on top of their record: each leaf chosen as mine, within its
    field's value as they have it (an entry of mine that is absent removes theirs)."""
    merged: dict[str, Any] = {}
    for leaf in _leaves(form, mine, theirs):
        if choices.get(leaf.path) is not Side.MINE:
            continue
        if leaf.entry is None:
            merged[leaf.key] = mine.get(leaf.key)
            continue
        whole = merged.setdefault(leaf.key, dict(theirs.get(leaf.key) or {}))
        value = leaf.of(mine)
        if value is _ABSENT:
            whole.pop(leaf.entry, None)
        else:
            whole[leaf.entry] = value
    return merged


class ConflictDialog(ComparisonDialog):
    """A record's comparison of "yours" and "theirs now", leaf by leaf."""

    def __init__(
        self,
        rows: list[ComparisonRow],
        what: str,
        record_name: str,
        parent: QWidget | None = None,
    ) -> None:
        both = sum(1 for row in rows if row.default is None)
        ask = (
            tr(
                "editors.conflict", " You both changed {value}: choose which to keep before saving."
            ).format(value=counted(both, "value"))
            if both
            else ""
        )
        super().__init__(
            rows,
            parent,
            title=about(record_name, "changed_elsewhere"),
            intro=(
                tr(
                    "editors.conflict",
                    "{what} was changed and saved elsewhere while you were editing it. Below "
                    "is every value where yours and theirs now differ. Where only one of "
                    "you changed a value, that change is chosen.{ask}",
                ).format(what=what, ask=ask)
            ),
            merge_label=tr("editors.conflict", "Save merged"),
        )
        self.setObjectName("conflictDialog")


async def refuse_if_changed(editor: ComparableEditor, version: int | None) -> None:
    """For a store that does not refuse a save made over someone else's change (its saves
    carry no version, or not for every field: ``Capabilities.versioned_saves``): the record
    read again just before the save, and a change since it was opened (its version, or any
    value the form shows) refused as a conflict, so the comparison opens. A change made at that
    very moment can still slip in between."""
    current = await editor.fetch_current()
    base, theirs = editor.form.loaded_values(), editor.values_of(current)
    if getattr(current, "version", None) != version or leaves_changed(editor.form, base, theirs):
        refused = tr("editors.conflict", "Someone else changed this record since it was opened.")
        raise errors.Conflict(refused, status=409)


async def resolve_conflict(editor: ComparableEditor) -> bool:
    """Run the conflict flow; True when the merged record was sent again."""
    mine = editor.form.values()
    base = editor.form.loaded_values()
    what = editor.record_name
    try:
        current = await editor.fetch_current()
    except errors.NotFound:
        editor.message_bar.show_message(about(what, "deleted_elsewhere"))
        return False
    except errors.ApiError as error:
        editor.message_bar.show_message(
            about(what, "unreadable").format(error=error),
            action=tr("editors.conflict", "Retry"),
        )
        editor.set_retry(editor.save)
        return False

    theirs = editor.values_of(current)
    rows = conflict_rows(editor.form, mine, base, theirs)
    choices: dict[str, Side] = {}
    if rows:
        parent: Any = editor  # every ComparableEditor is a QWidget too
        dialog = ConflictDialog(rows, editor.record_label(), what, parent)
        editor.conflict_dialog = dialog
        try:
            accepted = await run_dialog(dialog) == QDialog.DialogCode.Accepted
            choices = dialog.choices() if accepted else {}
        finally:
            if shiboken6.isValid(dialog):  # gone with its editor when that was closed
                editor.conflict_dialog = None
                dialog.deleteLater()
        if not shiboken6.isValid(dialog):
            return False
        if not accepted:
            editor.message_bar.show_message(
                tr(
                    "editors.conflict",
                    "Not saved: someone else changed this {what}. Your changes are kept; "
                    "save again to compare them with theirs.",
                ).format(what=what)
            )
            return False

    editor.show_record(current)  # their record and version become the baseline
    keep = merged_values(editor.form, mine, theirs, choices)
    editor.form.set_values(keep, text=tr("editors.conflict", "Keep my values after a conflict"))
    if not editor.form.dirty:
        editor.message_bar.show_message(
            tr(
                "editors.conflict",
                "The {what} now shows the values saved elsewhere; nothing of yours was left "
                "to save.",
            ).format(what=what),
            kind="info",
        )
        return False
    editor.save()
    return True
