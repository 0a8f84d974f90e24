"""Small layout helpers and inputs the editors share."""

from __future__ import annotations

from PySide6.QtWidgets import QFormLayout, QVBoxLayout, QWidget

from storeadmin_gui.ui.editors.inputs import ParsedEdit
from storeadmin_gui.ui.editors.parsing import WholeNumber
from storeadmin_gui.ui.i18n import noop

__all__ = [
    "MAX_QUANTITY",
    "QUANTITY",
    "field_rows",
    "quantity_input",
    "take_from_layout",
    "top_aligned_form",
]

MAX_QUANTITY = 9999  # docs/api.md section 7
QUANTITY = WholeNumber(
    1, MAX_QUANTITY, required=True, what=noop("editors.layout", "a quantity"), example=1
)


def quantity_input(parent: QWidget | None = None) -> ParsedEdit:
    """A quantity of an item, 1 to the most the server accepts on a line, kept as typed."""
    edit = ParsedEdit(QUANTITY, placeholder="1", width=90, parent=parent)
    edit.setObjectName("quantity")
    return edit


def field_rows(owner: QWidget | None = None) -> QFormLayout:
    """A form layout for fields: each field keeps a line under its input for its message, which
    already parts one row from the next, so the rows need little spacing of their own."""
    layout = QFormLayout(owner) if owner is not None else QFormLayout()
    layout.setVerticalSpacing(2)
    return layout


def top_aligned_form(body: QWidget) -> QFormLayout:
    """A form layout at the top of ``body``; spare height (the window keeps the size it grew to
    while messages showed) collects below the form instead of between its rows."""
    column = QVBoxLayout(body)
    column.setContentsMargins(0, 0, 0, 0)
    layout = field_rows()
    layout.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
    column.addLayout(layout)
    column.addStretch(1)
    return layout


def take_from_layout(owner: QWidget, widget: QWidget) -> None:
    """Detach ``widget`` from ``owner``'s layout so a subclass can place it elsewhere."""
    layout = owner.layout()
    if layout is not None:
        layout.removeWidget(widget)
