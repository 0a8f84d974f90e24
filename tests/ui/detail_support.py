"""Reading the details panel as a user reads it: its groups, and the value beside a label."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QTreeWidgetItem

from storeadmin_gui.ui.lists.detail import RAW_FIELDS_TITLE, DetailPanel


def _children(item: QTreeWidgetItem) -> list[QTreeWidgetItem]:
    found = (item.child(number) for number in range(item.childCount()))
    return [child for child in found if child is not None]


def _section(panel: DetailPanel, title: str) -> QTreeWidgetItem | None:
    groups = _children(panel.tree.invisibleRootItem())
    return next((group for group in groups if group.text(0) == title), None)


def section_titles(panel: DetailPanel) -> list[str]:
    """The groups shown, top to bottom (the folded raw fields last)."""
    return [group.text(0) for group in _children(panel.tree.invisibleRootItem())]


def section_expanded(panel: DetailPanel, title: str) -> bool:
    group = _section(panel, title)
    return group is not None and group.isExpanded()


def value_of(panel: DetailPanel, label: str, section: str | None = None) -> str | None:
    """The value beside ``label`` (in ``section``, else in the first group that has it)."""
    for group in _children(panel.tree.invisibleRootItem()):
        if group.text(0) == RAW_FIELDS_TITLE or (section and group.text(0) != section):
            continue
        for item in _children(group):
            if item.text(0) == label:
                return item.text(1)
    return None


def raw_value_of(panel: DetailPanel, *path: str) -> str | None:
    """The text shown for a field as sent (``raw_value_of(panel, "channel", "code")``)."""
    item = _section(panel, RAW_FIELDS_TITLE)
    for name in path:
        if item is None:
            return None
        item = next(
            (child for child in _children(item) if child.data(0, Qt.ItemDataRole.UserRole) == name),
            None,
        )
    return None if item is None or not path else item.text(1)
