"""Whether the signed-in staffer's role lets an editor save or delete its record.

An editor keeps what the server offers (``Editor.offered``, with the role's permissions, once
it has asked); a record's area (a variant's ``variants``, an order's ``orders``) must be
writable, or Save and Delete are refused with the one reason ``server_kind.role_reason`` gives.
A user's record is the user editor's to judge (one's own is one's account's, not ``users``).
"""

from __future__ import annotations

from typing import Final, Protocol

from storeadmin_gui.api import Action, Area, Capabilities
from storeadmin_gui.ui.shell.server_kind import role_reason

__all__ = ["delete_refusal_of", "save_refusal_of"]


class Editor(Protocol):
    """What is asked of an editor (``editors.editor.Editor``)."""

    record_name: str
    offered: Capabilities | None

    def save_refusal(self) -> str | None: ...

    def delete_refusal(self) -> str | None: ...


# The area each kind of record is written in (docs/api.md section 12).
_WRITE_AREAS: Final[dict[str, Area]] = {
    "variant": Area.VARIANTS,
    "order": Area.ORDERS,
    "cart": Area.CARTS,
}


def _role_refusal(editor: Editor) -> str | None:
    area = _WRITE_AREAS.get(editor.record_name)
    return None if area is None else role_reason(editor.offered, area, Action.WRITE)


def save_refusal_of(editor: Editor) -> str | None:
    """Why Save is refused: the role's refusal first, then the editor's own."""
    return _role_refusal(editor) or editor.save_refusal()


def delete_refusal_of(editor: Editor) -> str | None:
    """Why Delete is refused: the role's refusal first, then the editor's own."""
    return _role_refusal(editor) or editor.delete_refusal()
