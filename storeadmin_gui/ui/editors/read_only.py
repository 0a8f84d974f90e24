"""What a server's forms do not take, shown on an editor's fields: read-only, with the reason.

The editors ask the client what the server offers (``capabilities_of``: its ``Capabilities``, or
None when it cannot say now, and then every field stays editable: the server has the last word)
and mark each field its form does not take with ``set_read_only`` (the reason comes from
``ui/shell/server_kind.py``).
"""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QLineEdit, QVBoxLayout

from storeadmin_gui.api import Capabilities, StoreClient, errors
from storeadmin_gui.ui.editors.fields import Field
from storeadmin_gui.ui.shell.server_offers import server_capabilities
from storeadmin_gui.ui.shell.style import set_role

__all__ = ["capabilities_of", "is_read_only", "set_read_only"]


async def capabilities_of(client: StoreClient) -> Capabilities | None:
    """What the server offers; None when it cannot say now."""
    try:
        return await server_capabilities(client)  # the connection's one question, shared
    except errors.ApiError:
        return None


def is_read_only(field: Field) -> bool:
    return field.read_only_note is not None and not field.read_only_note.isHidden()


def set_read_only(field: Field, reason: str | None) -> None:
    """``field`` shown but not changeable, with ``reason`` under it; ``None``: changeable."""
    widget = field.widget
    if isinstance(widget, QLineEdit):
        widget.setReadOnly(reason is not None)
    else:
        widget.setEnabled(reason is None)
    set_role(widget, "read-only" if reason is not None else None)
    note = field.read_only_note
    if note is None:
        if reason is None:
            return
        note = field.read_only_note = QLabel()
        note.setObjectName(f"readOnly:{field.key}")
        note.setWordWrap(True)
        set_role(note, "hint")
        column = field.container.layout()
        assert isinstance(column, QVBoxLayout)
        column.addWidget(note)
    note.setText(reason or "")
    note.setVisible(reason is not None)
    widget.setToolTip(reason or "")
