"""``Page``: what the main window hosts, a list (``ListPage``) or another view (the Overview).

The main window reaches a page through this interface alone: its title, refresh (F5), its state in
the settings, what its menus offer, the status bar's total and loading, and three signals. A page
that is not a list takes the defaults: nothing to export, open, create or sort.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QSettings, Qt, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QWidget

from storeadmin_gui.api import Criteria, StoreClient

if TYPE_CHECKING:  # the export's modules load when a list is first exported, not with the list
    from storeadmin_gui.ui.lists.export import ExportPlan
    from storeadmin_gui.ui.lists.export_dialog import ExportDialog

__all__ = ["Page"]


class Page(QWidget):
    """Base of every view in the main window's sidebar."""

    key: str = ""  # its name in ``ui/pages/kinds.py``
    title: str = ""

    status_changed = Signal()  # total or loading changed
    request_failed = Signal(object)  # errors.Unauthorized / errors.ServerUnreachable for the shell
    problem_reported = Signal(str)  # a failure for the shell's message channel
    problems_solved = Signal()  # what this view reported no longer holds: the shell withdraws it
    # "Show that list filtered so": the name of the view to show (``ui/pages/kinds.py``) and the
    # list's typed criteria (``api.OrderCriteria``...), e.g. a figure of the Overview clicked.
    list_requested = Signal(object, object)

    def __init__(self, client: StoreClient, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.client = client
        self.settings: QSettings | None = None  # given by restore_state (the main window's)
        self.export_dialog: ExportDialog | None = None

    @property
    def total(self) -> int | None:
        """How many records the view lists (None: not a list, or not known yet)."""
        return None

    @property
    def loading(self) -> bool:
        return False

    @property
    def settled(self) -> bool:
        """Shown in full, or failed and saying so: nothing more is coming by itself."""
        return not self.loading

    @property
    def stale(self) -> bool:
        """True while what is shown is older than a reload that could not replace it."""
        return False

    def refresh(self) -> None:
        """Load the view (F5)."""

    def retry_failed(self) -> None:
        """Ask again for whatever failed (the session calls this once the server is back)."""

    def focus_filter(self) -> None:
        """Ctrl+F."""

    def open_selected(self) -> None:
        """Enter, or View > Open selected."""

    def new_item(self) -> None:
        """Ctrl+N."""

    def export_list(self) -> object:
        """Ctrl+E (None: nothing to export here; the view then says why)."""
        return None

    def raise_export(self) -> ExportDialog | None:
        """The export window this view has open, brought to the front (one at a time)."""
        dialog = self.export_dialog
        if dialog is not None and shiboken6.isValid(dialog) and dialog.isVisible():
            dialog.raise_()
            dialog.activateWindow()
            return dialog
        return None

    def open_export(self, plan: ExportPlan, summary: str, file_name: str) -> ExportDialog:
        """The export window for ``plan`` (its settings remembered with this view's)."""
        from storeadmin_gui.ui.lists.export_dialog import ExportDialog

        dialog = ExportDialog(
            plan, summary=summary, file_name=file_name, settings=self.settings, parent=self
        )
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.request_failed.connect(self.request_failed)
        dialog.show()
        return dialog

    def list_actions(self) -> list[QAction]:
        """Actions on the list as a whole, for the File menu."""
        return []

    @property
    def actions_for_menu(self) -> list[QAction]:
        """What the Edit menu offers for this view."""
        return []

    def set_filter_values(self, values: Mapping[str, str] | Criteria) -> None:
        """Show the view filtered by ``values`` (plain values by filter name, or the list's
        typed criteria); a view without filters ignores them."""

    def save_state(self, settings: QSettings, prefix: str) -> None:
        """Keep what the view should look like next time under ``prefix`` in ``settings``."""

    def restore_state(self, settings: QSettings, prefix: str) -> None:
        """Read back what :meth:`save_state` kept."""
