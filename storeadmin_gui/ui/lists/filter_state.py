"""Reading and setting a list's filter widgets by value, whatever kind of box each is.

A list names its filters (``FilterView.name``, ``ui/pages/list_filters.py``); what it keeps across
restarts and in a saved view is their values by name, set back here without a request per widget,
which the list's criteria model reads back (``Criteria.from_values``). A lookup box
that has not loaded its items yet is given the value as a provisional item, which the loaded item
of the same value replaces (so a remembered channel filters the very first request).
"""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QLineEdit, QWidget

from storeadmin_gui.ui.widgets import DateFilter, LookupComboBox, LowStockFilter, SearchBox

__all__ = ["filter_caption", "filter_shown", "filter_value", "set_filter_value"]


def filter_value(widget: QWidget) -> str:
    """The value the widget filters by ("" for none)."""
    if isinstance(widget, DateFilter):
        return widget.value
    if isinstance(widget, SearchBox):
        return widget.search
    if isinstance(widget, LookupComboBox | LowStockFilter):
        return widget.value
    if isinstance(widget, QComboBox):
        return str(widget.currentData() or "")
    if isinstance(widget, QLineEdit):
        return widget.text().strip()
    raise TypeError(f"{type(widget).__name__} is not a filter widget this module knows")


def set_filter_value(widget: QWidget, value: str) -> None:
    """Make the widget filter by ``value`` without it telling anyone (the caller reloads once)."""
    widget.blockSignals(True)
    try:
        if isinstance(widget, DateFilter):
            widget.set_value(value)
        elif isinstance(widget, SearchBox):
            widget.set_search(value)
        elif isinstance(widget, LookupComboBox):
            if value and widget.findData(value) < 0 and not widget.isEditable():
                widget.addItem(value, value)  # until the lookup's own item arrives
            widget.set_value(value)
        elif isinstance(widget, LowStockFilter):
            widget.set_value(value)
        elif isinstance(widget, QComboBox):
            widget.setCurrentIndex(max(widget.findData(value), 0))
        elif isinstance(widget, QLineEdit):
            widget.setText(value)
        else:
            raise TypeError(f"{type(widget).__name__} is not a filter widget this module knows")
    finally:
        widget.blockSignals(False)


def filter_caption(widget: QWidget) -> str:
    """What the filter is about, for a sentence ("Order number")."""
    if isinstance(widget, QLineEdit) and widget.placeholderText():
        return widget.placeholderText()
    return widget.toolTip() or widget.objectName() or type(widget).__name__


def filter_shown(widget: QWidget) -> str:
    """The filter's value as the widget shows it ("Web Store (WEB)" for "WEB")."""
    if isinstance(widget, DateFilter | LowStockFilter):
        return widget.shown()
    if isinstance(widget, QComboBox):
        return widget.currentText().strip()
    if isinstance(widget, QLineEdit):
        return widget.text().strip()
    return filter_value(widget)
