"""Small layout helpers and inputs the editors share."""

from __future__ import annotations

from PySide6.QtWidgets import QFormLayout, QSpinBox, QVBoxLayout, QWidget

__all__ = ["MAX_QUANTITY", "quantity_input", "take_from_layout", "top_aligned_form"]

MAX_QUANTITY = 9999  # docs/api.md section 7


def quantity_input(parent: QWidget | None = None) -> QSpinBox:
    """A quantity of an item: 1 to the most the server accepts on a line."""
    spin = QSpinBox(parent)
    spin.setRange(1, MAX_QUANTITY)
    return spin


def top_aligned_form(body: QWidget) -> QFormLayout:
    """A form layout at the top of ``body``; spare height (the window keeps the size it grew to
    while messages showed) collects below the form instead of between its rows."""
    column = QVBoxLayout(body)
    column.setContentsMargins(0, 0, 0, 0)
    layout = QFormLayout()
    layout.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
    column.addLayout(layout)
    column.addStretch(1)
    return layout


def take_from_layout(owner: QWidget, widget: QWidget) -> None:
    """Detach ``widget`` from ``owner``'s layout so a subclass can place it elsewhere."""
    layout = owner.layout()
    if layout is not None:
        layout.removeWidget(widget)
