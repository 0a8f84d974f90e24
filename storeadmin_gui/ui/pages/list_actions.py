"""A list page's actions, and what they do with its records: on its toolbar, in its table's
context menu and in the Edit menu.

New, Open, Delete, Copy rows, Export and Details come with every list (New and Delete where the
spec has them); the spec's operations add actions on the selected rows (print, ship, bulk price)
and on the list as a whole (the price template). Each operation a server may lack is tied to the
``Feature`` it needs: hidden on a server without it, with a line saying why. A record opens in
its editor (one window per record) or, without one, in the details panel; the list follows what
the editors save.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Hashable

import shiboken6
from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDialog, QSizePolicy, QToolBar, QToolButton, QWidget

from storeadmin_gui.api import Capabilities, Feature
from storeadmin_gui.ui.i18n import tr, translated
from storeadmin_gui.ui.labels import about
from storeadmin_gui.ui.pages.list_batch import BatchWork
from storeadmin_gui.ui.pages.list_details import ListDetails
from storeadmin_gui.ui.pages.list_spec import ListHost, ListOperation, Records
from storeadmin_gui.ui.pages.list_table import ListTable
from storeadmin_gui.ui.shell.server_kind import missing_reason
from storeadmin_gui.ui.tasks import spawn

__all__ = ["ListActions"]


class ListActions(QObject):
    """The actions of the list shown by ``host`` (``record_name``: "order"), on :attr:`toolbar`,
    in its table's context menu and in :meth:`for_menu`; the spec's operations are
    :attr:`by_key`. ``copy`` and ``export`` are the list's data out."""

    def __init__(
        self,
        host: ListHost,
        record_name: str,
        records: Records,
        operations: tuple[ListOperation, ...],
        *,
        table: ListTable,
        details: ListDetails,
        batch: BatchWork,
        copy: Callable[[], object],
        export: Callable[[], object],
        views_button: QWidget,
        parent: QWidget,
    ) -> None:
        super().__init__(parent)
        self._host = host
        self._records = records
        self._table = table
        self._details_part = details
        self._batch = batch
        self._details = details.action
        self._editors: dict[Hashable, QDialog] = {}  # open editor windows, by record
        self.new_action = QAction(about(record_name, "new"), parent)
        self.new_action.setToolTip(about(record_name, "create"))
        self.new_action.triggered.connect(self.new_item)
        self.new_action.setVisible(records.create is not None)
        self.open_action = QAction(about(record_name, "open"), parent)
        self.open_action.setToolTip(about(record_name, "open_selected"))
        self.open_action.triggered.connect(table.open_current)
        self.open_action.setVisible(records.edit is not None)  # Enter shows the details
        self.delete_action = QAction(tr("pages.list_actions", "Delete…"), parent)
        self.delete_action.setShortcut(QKeySequence(Qt.Key.Key_Delete))
        self.delete_action.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
        self.delete_action.setToolTip(tr("pages.list_actions", "Delete the selected rows (Del)"))
        self.delete_action.triggered.connect(self.delete_selected)
        self.delete_action.setVisible(records.delete is not None)
        self.copy_action = QAction(tr("pages.list_actions", "Copy rows"), parent)
        self.copy_action.setShortcut(QKeySequence(QKeySequence.StandardKey.Copy))
        self.copy_action.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
        self.copy_action.setToolTip(
            tr(
                "pages.list_actions",
                "Copy the selected rows with a header row, to paste into a spreadsheet (Ctrl+C)",
            )
        )
        self.copy_action.triggered.connect(copy)
        self.export_action = QAction(tr("pages.list_actions", "Export…"), parent)
        self.export_action.setToolTip(
            tr(
                "pages.list_actions",
                "Write the whole list, as filtered and sorted, to a CSV file for a spreadsheet",
            )
        )
        self.export_action.triggered.connect(export)
        self._operations = operations
        self.by_key: dict[str, QAction] = {}
        for operation in operations:
            action = QAction(_text(operation.label), parent)
            action.setToolTip(_text(operation.tooltip))
            action.triggered.connect(lambda _checked=False, op=operation: op.run(host))
            self.by_key[operation.key] = action
        self.row_actions = [self.by_key[op.key] for op in operations if not op.on_list]
        self.list_actions = [self.by_key[op.key] for op in operations if op.on_list]
        self.toolbar = self._toolbar(views_button)
        separator = QAction(parent)
        separator.setSeparator(True)
        view = table.view
        view.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)
        view.addActions([self.open_action, *self.row_actions, self.delete_action])
        view.addActions([separator, self.copy_action, self.new_action, self._details])

    def open_item(self, key: Hashable) -> None:
        """Open the record with ``key`` in its editor (one window per record: an open one is
        raised), or in the read-only details panel where the list has no editor."""
        existing = self._editors.get(key)
        if existing is not None and shiboken6.isValid(existing):
            existing.raise_()
            existing.activateWindow()
            return
        if self._records.edit is None:
            self._details_part.show_record(key)
            return
        dialog = self._records.edit(self._host, key)
        self._editors[key] = dialog
        dialog.finished.connect(lambda _result: self._editors.pop(key, None))
        self.follow(dialog)

    def new_item(self) -> None:
        """Ctrl+N: open the creator; the table follows what it saves."""
        create = self._records.create
        dialog = create(self._host) if create is not None else None
        if dialog is not None:
            self.follow(dialog)

    def follow(self, dialog: QDialog) -> None:
        """Reload the rows whenever the editor in ``dialog`` saves or deletes."""
        editor = getattr(dialog, "editor", None)
        if editor is not None:
            editor.saved.connect(self._host.reload_rows)
            editor.deleted.connect(self._host.reload_rows)

    def delete_selected(self) -> asyncio.Task[bool] | None:
        """Del: ask, then delete every selected record (a failure does not stop the rest)."""
        keys = self._table.selected_keys()
        delete = self._records.delete
        if delete is None or not keys:
            return None
        host = self._host
        deleting = self._batch.confirm_and_delete(keys, lambda key: delete(host, key))
        return spawn(deleting, owner=self._table.view)

    def for_menu(self) -> list[QAction]:
        """What the main window's Edit menu offers for this list (after its own "New…")."""
        return [
            self.open_action,
            self.copy_action,
            self.delete_action,
            *self.row_actions,
            self._details,
        ]

    def update(self, *, selected: bool, current: bool, can_create: bool) -> None:
        """Enable what applies to the selection (``current``: a loaded row is current)."""
        self.new_action.setEnabled(can_create)
        self.open_action.setEnabled(current)
        self.delete_action.setEnabled(self._records.delete is not None and selected)
        self.copy_action.setEnabled(selected)
        for action in self.row_actions:
            action.setEnabled(selected)

    def offered(self, capabilities: Capabilities) -> list[str]:
        """Hide what the server lacks; returns why, in one line (or none)."""
        needs: dict[QAction, Feature | None] = {
            self.new_action: self._records.create_feature,
            self.delete_action: self._records.delete_feature,
        }
        needs |= {self.by_key[op.key]: op.feature for op in self._operations}
        for action, feature in needs.items():
            if feature is not None and not capabilities.offers(feature):
                action.setVisible(False)
        reason = missing_reason(capabilities, *dict.fromkeys(needs.values()))
        return [] if reason is None else [reason]

    def _toolbar(self, views_button: QWidget) -> QToolBar:
        toolbar = QToolBar()
        toolbar.setObjectName("pageActions")
        toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        toolbar.addAction(self.new_action)
        toolbar.addAction(self.open_action)
        if self.row_actions:
            toolbar.addSeparator()
            toolbar.addActions(self.row_actions)
        toolbar.addSeparator()
        toolbar.addAction(self.delete_action)
        spacer = QWidget()
        spacer.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        toolbar.addWidget(spacer)
        toolbar.addWidget(views_button)
        toolbar.addActions([*self.list_actions, self.export_action])
        toolbar.addSeparator()
        toolbar.addAction(self._details)
        # Where the window is too narrow for every action, Qt adds a "»" button of its own.
        overflow = toolbar.findChild(QToolButton, "qt_toolbar_ext_button")
        if overflow is not None:
            overflow.setAccessibleName(tr("pages.list_actions", "More actions"))
            overflow.setToolTip(tr("pages.list_actions", "More actions"))
        return toolbar


def _text(text: str | Callable[[], str]) -> str:
    """An operation's label or tooltip as read now (a marked text, or a function of it)."""
    return translated(text() if callable(text) else text)
