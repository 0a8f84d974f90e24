"""What a screen reader says of a control: its name, from the label a person sees beside it.

Qt names a control after a label only when the label's buddy is that very control and both share a
parent; the editors put each input in a container with its message line, and composite inputs
(pickers, quantity boxes) keep their line edit inside, so those labels reach nobody. ``name_inputs``
walks a built window once and gives each unnamed control in a labelled row the label's words (and
points the label's buddy at it, so its Alt+letter moves there).
"""

from __future__ import annotations

import html
import itertools
import re
from collections.abc import Iterator

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QBoxLayout,
    QComboBox,
    QFormLayout,
    QHeaderView,
    QLabel,
    QLayout,
    QLineEdit,
    QPlainTextEdit,
    QTextEdit,
    QWidget,
)

__all__ = ["CONTROLS", "controls_in", "name_inputs", "plain_label"]

# The controls a person operates; each must tell a screen reader what it is.
CONTROLS = (
    QAbstractButton,
    QLineEdit,
    QComboBox,
    QAbstractSpinBox,
    QAbstractItemView,
    QPlainTextEdit,
    QTextEdit,
)


def plain_label(text: str) -> str:
    """A label's words as a name: no mnemonic ampersand, no closing colon, no markup."""
    text = html.unescape(re.sub(r"<[^>]+>", "", text))
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&").strip().rstrip(":").strip()


def controls_in(widget: QWidget) -> Iterator[QWidget]:
    """The widget itself when it is a control, else the controls inside it, in their order; a
    combo box's or spin box's own line edit and a line edit's clear button speak through their
    owner, a view's header through its view."""
    if isinstance(widget, CONTROLS) and not _part_of_another(widget):
        yield widget
        return
    for child in widget.findChildren(QWidget):
        if isinstance(child, CONTROLS) and not _part_of_another(child):
            yield child


def _part_of_another(widget: QWidget) -> bool:
    owner = widget.parentWidget()
    return isinstance(widget, QHeaderView) or isinstance(
        owner, QComboBox | QAbstractSpinBox | QLineEdit
    )


def name_inputs(root: QWidget) -> None:
    """Name every unnamed control of a labelled row under ``root``: rows of form layouts, and a
    caption ("Quantity:") followed by its input in a row of a box layout."""
    for layout in root.findChildren(QLayout):
        for label, field in _labelled_rows(layout):
            _name_from(label, field)


def _labelled_rows(layout: QLayout) -> Iterator[tuple[QLabel, QWidget]]:
    if isinstance(layout, QFormLayout):
        for row in range(layout.rowCount()):
            label = layout.itemAt(row, QFormLayout.ItemRole.LabelRole)
            field = layout.itemAt(row, QFormLayout.ItemRole.FieldRole)
            if label is None or field is None:
                continue
            caption = label.widget()
            widget = field.widget() or _first_control(field.layout())
            if isinstance(caption, QLabel) and widget is not None:
                yield caption, widget
    elif isinstance(layout, QBoxLayout):
        items = (layout.itemAt(i) for i in range(layout.count()))
        widgets = [item.widget() if item is not None else None for item in items]
        for caption, widget in itertools.pairwise(widgets):
            if isinstance(caption, QLabel) and widget is not None and _is_caption(caption):
                yield caption, widget


def _first_control(layout: QLayout | None) -> QWidget | None:
    """The first control in a row laid out of several widgets (a picker and its message, an
    operation and its amount), which the caption names; buttons there have words of their own."""
    if layout is None:
        return None
    for index in range(layout.count()):
        item = layout.itemAt(index)
        if item is None:
            continue
        inner = item.widget()
        found = [] if inner is None else list(controls_in(inner))
        found = [control for control in found if not isinstance(control, QAbstractButton)]
        chosen = found[0] if found else _first_control(item.layout())
        if chosen is not None:
            return chosen
    return None


def _is_caption(label: QLabel) -> bool:
    return label.text().strip().endswith(":")


def _name_from(label: QLabel, field: QWidget) -> None:
    name = plain_label(label.text())
    if not name:
        return
    controls = list(controls_in(field))
    for control in controls:
        if not control.accessibleName():
            control.setAccessibleName(name)
    buddy = label.buddy()
    if controls and (buddy is None or buddy.focusPolicy() == Qt.FocusPolicy.NoFocus):
        label.setBuddy(controls[0])
