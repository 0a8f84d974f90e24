"""Showing and hiding a table's columns from its header's context menu, and reading that back.

Columns are named by a fixed key, their header's English source (:func:`column_key`), so what is
remembered (hidden columns, their order) survives a version that adds or drops a column and a
change of language. Settings written before keys were used name columns by their header as shown
then, in any shipped language: :meth:`ColumnChooser.key_of` reads those too. The last visible
column cannot be hidden.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QHeaderView, QMenu

from storeadmin_gui.ui.i18n import LANGUAGES, tr, translated, words_in
from storeadmin_gui.ui.lists.table_model import Column

__all__ = ["ColumnChooser", "column_key", "header_in_every_language"]


def column_key(column: Column) -> str:
    """The name settings keep for ``column``: its header as written in the source (English)."""
    return str.__str__(column.header)


def header_in_every_language(column: Column) -> set[str]:
    """``column``'s header as each shipped language shows it (how older settings named it)."""
    return {words_in(language)(column.header) for language in LANGUAGES}


class ColumnChooser(QObject):
    """A "Columns" submenu for ``header``: a check per column, and "Show all columns"."""

    changed = Signal()  # the user showed or hid a column

    def __init__(self, header: QHeaderView, columns: Sequence[Column]) -> None:
        super().__init__(header)
        self.header = header
        self.columns = list(columns)
        self.names = [column_key(column) for column in columns]
        # Any header a column had in a shipped language, to its key (settings of older versions):
        # read on the first name that is no key, since that loads every language's words.
        self._old_names: dict[str, str] | None = None
        self.menu = QMenu(tr("column_chooser", "Columns"))
        self.menu.setObjectName("columnChooser")
        self.column_actions: list[QAction] = []
        for section, column in enumerate(columns):
            action = QAction(translated(column.header), self.menu)
            action.setCheckable(True)
            action.setChecked(True)
            action.toggled.connect(lambda shown, s=section: self._toggle(s, shown))
            self.menu.addAction(action)
            self.column_actions.append(action)
        self.menu.addSeparator()
        self.show_all_action = self.menu.addAction(tr("column_chooser", "Show all columns"))
        self.show_all_action.triggered.connect(self.show_all)
        self.menu.aboutToShow.connect(self.sync)
        self.action = QAction(tr("column_chooser", "Columns"), header)
        self.action.setToolTip(tr("column_chooser", "Show or hide columns of this list"))
        self.action.setMenu(self.menu)
        header.destroyed.connect(self.menu.deleteLater)

    def sync(self) -> None:
        """Checks as the header has them; the one visible column left cannot be unchecked."""
        visible = self.visible()
        for section, action in enumerate(self.column_actions):
            shown = not self.header.isSectionHidden(section)
            action.blockSignals(True)
            action.setChecked(shown)
            action.blockSignals(False)
            action.setEnabled(not (shown and len(visible) == 1))
        self.show_all_action.setEnabled(len(visible) < len(self.names))

    def _toggle(self, section: int, shown: bool) -> None:
        if not shown and len(self.visible()) <= 1:
            self.sync()
            return
        self.header.setSectionHidden(section, not shown)
        if shown and self.header.sectionSize(section) < self.header.minimumSectionSize() + 4:
            self.header.resizeSection(section, self.header.defaultSectionSize())
        self.sync()
        self.changed.emit()

    def show_all(self) -> None:
        for section in range(len(self.names)):
            self.header.setSectionHidden(section, False)
        self.sync()
        self.changed.emit()

    def visible(self) -> list[str]:
        """The shown columns' names, in the order they are on screen."""
        order = (self.header.logicalIndex(visual) for visual in range(len(self.names)))
        return [self.names[s] for s in order if not self.header.isSectionHidden(s)]

    def hidden(self) -> list[str]:
        return [n for s, n in enumerate(self.names) if self.header.isSectionHidden(s)]

    def key_of(self, name: str) -> str | None:
        """The key of the column ``name`` names: by its key, or by its header in any shipped
        language (as settings written before keys were used name it); None for no column."""
        if name in self.names:
            return name
        if self._old_names is None:
            self._old_names = {
                shown: column_key(column)
                for column in self.columns
                for shown in header_in_every_language(column)
            }
        return self._old_names.get(name)

    def restore(self, hidden: Sequence[str], order: Sequence[str] = ()) -> None:
        """Hide the columns named in ``hidden`` (never all of them); put those named in ``order``
        first, in that order. Names are keys or headers in any shipped language; unknown names
        are passed over."""
        hidden = [key for key in map(self.key_of, hidden) if key is not None]
        order = [key for key in map(self.key_of, order) if key is not None]
        known = [name for name in hidden if name in self.names]
        if len(set(known)) >= len(self.names):
            known = []
        for section, name in enumerate(self.names):
            self.header.setSectionHidden(section, name in known)
        for visual, name in enumerate(n for n in order if n in self.names):
            section = self.names.index(name)
            self.header.moveSection(self.header.visualIndex(section), visual)
        self.sync()
