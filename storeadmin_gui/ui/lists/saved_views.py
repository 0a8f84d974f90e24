"""Named views of a list: its filters, its sort and its columns, saved under a name to open again.

Views are kept per list in the settings (one JSON value, so a view is written whole or not at all)
and offered by a "Views" button on the list's toolbar: open one, save the current state under a
name, rename or delete the one open, or go back to the standard view (no filter, the server's own
order, every column).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from typing import Any

from PySide6.QtCore import QSettings, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QInputDialog, QLineEdit, QMenu, QToolButton, QWidget

from storeadmin_gui.ui.dialogs import confirm, run_dialog
from storeadmin_gui.ui.i18n import noop, tr, translated
from storeadmin_gui.ui.tasks import spawn

__all__ = ["STANDARD_VIEW", "View", "ViewStore", "ViewsButton"]

# The standard view's key; staff read it translated, and no saved view takes either name.
STANDARD_VIEW = noop("saved_views", "Standard view")


@dataclass(frozen=True)
class View:
    """A list's state as a user sees it: filter values by name, the sort, hidden columns, and the
    visible columns in their on-screen order."""

    filters: dict[str, str] = field(default_factory=dict)
    sorting: dict[str, str] = field(default_factory=dict)
    hidden: list[str] = field(default_factory=list)
    order: list[str] = field(default_factory=list)

    @classmethod
    def from_data(cls, data: Any) -> View | None:
        """A view read back from the settings; None when it is not one (a hand-edited file)."""
        if not isinstance(data, dict):
            return None

        def strings(value: Any) -> dict[str, str]:
            if not isinstance(value, dict):
                return {}
            return {str(k): str(v) for k, v in value.items() if isinstance(v, str | int)}

        def names(value: Any) -> list[str]:
            return [str(v) for v in value] if isinstance(value, list) else []

        return cls(
            filters=strings(data.get("filters")),
            sorting=strings(data.get("sorting")),
            hidden=names(data.get("hidden")),
            order=names(data.get("order")),
        )


class ViewStore:
    """The named views of one list, in ``settings`` under ``prefix``."""

    def __init__(self, settings: QSettings, prefix: str) -> None:
        self.settings = settings
        self.key = f"{prefix}/views"
        self.current_key = f"{prefix}/current_view"

    def _all(self) -> dict[str, View]:
        raw = self.settings.value(self.key)
        try:
            data = json.loads(str(raw)) if raw else {}
        except ValueError:
            data = {}
        views = {}
        if isinstance(data, dict):
            for name, value in data.items():
                view = View.from_data(value)
                if view is not None:
                    views[str(name)] = view
        return views

    def _write(self, views: dict[str, View]) -> None:
        self.settings.setValue(
            self.key, json.dumps({name: asdict(view) for name, view in views.items()})
        )

    def names(self) -> list[str]:
        return sorted(self._all(), key=str.casefold)

    def get(self, name: str) -> View | None:
        return self._all().get(name)

    def put(self, name: str, view: View) -> None:
        views = self._all()
        views[name] = view
        self._write(views)
        self.current = name

    def rename(self, old: str, new: str) -> None:
        views = self._all()
        if old in views:
            views[new] = views.pop(old)
            self._write(views)
            if self.current == old:
                self.current = new

    def delete(self, name: str) -> None:
        views = self._all()
        if views.pop(name, None) is not None:
            self._write(views)
        if self.current == name:
            self.current = None

    @property
    def current(self) -> str | None:
        """The view last opened or saved (None: the standard view, or one changed since)."""
        value = self.settings.value(self.current_key)
        return str(value) if value else None

    @current.setter
    def current(self, name: str | None) -> None:
        self.settings.setValue(self.current_key, name or "")


class ViewsButton(QToolButton):
    """The toolbar's "Views" menu for one list; it reads and sets the list's state through
    ``capture`` and ``apply`` (the standard view is ``View()``)."""

    opened = Signal(str)  # the name of the view now shown

    def __init__(
        self,
        capture: Callable[[], View],
        apply: Callable[[View], None],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("viewsButton")
        self._capture = capture
        self._apply = apply
        self.store: ViewStore | None = None
        self._changed = False
        self.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.setToolButtonStyle(self.toolButtonStyle().ToolButtonTextOnly)
        self.setToolTip(
            tr(
                "saved_views",
                "Open a saved view of this list (filters, sort and columns), or save one",
            )
        )
        self.views_menu = QMenu(self)
        self.views_menu.aboutToShow.connect(self.fill_menu)
        self.setMenu(self.views_menu)
        self.save_action = QAction(tr("saved_views", "Save view as…"), self)
        self.save_action.triggered.connect(lambda: spawn(self.save_as(), owner=self))
        self.rename_action = QAction(tr("saved_views", "Rename view…"), self)
        self.rename_action.triggered.connect(lambda: spawn(self.rename(), owner=self))
        self.delete_action = QAction(tr("saved_views", "Delete view…"), self)
        self.delete_action.triggered.connect(lambda: spawn(self.delete(), owner=self))
        self.set_store(None)

    def set_store(self, store: ViewStore | None) -> None:
        self.store = store
        self.setEnabled(store is not None)
        self._show_current()

    def _show_current(self, *, changed: bool | None = None) -> None:
        if changed is not None:
            self._changed = changed
        current = self.store.current if self.store is not None else None
        if current is None and self._changed:
            self.setText(tr("saved_views", "Views"))
        elif current is None:
            self.setText(tr("saved_views", "View: {name}").format(name=translated(STANDARD_VIEW)))
        elif self._changed:
            self.setText(tr("saved_views", "View: {name} (changed)").format(name=current))
        else:
            self.setText(tr("saved_views", "View: {name}").format(name=current))

    def fill_menu(self) -> None:
        """The menu as the store has it now (another window may have saved a view)."""
        menu = self.views_menu
        menu.clear()
        current = self.store.current if self.store is not None else None
        names = self.store.names() if self.store is not None else []
        for name in [STANDARD_VIEW, *names]:
            action = menu.addAction(translated(name))
            action.setCheckable(True)
            action.setChecked(not self._changed and name == (current or STANDARD_VIEW))
            action.triggered.connect(lambda _checked=False, n=name: self.open_view(n))
            if name == STANDARD_VIEW:
                action.setToolTip(
                    tr("saved_views", "No filter, the server's own order, every column")
                )
                if names:
                    menu.addSeparator()
        menu.addSeparator()
        menu.addAction(self.save_action)
        if current:
            self.rename_action.setText(tr("saved_views", "Rename “{name}”…").format(name=current))
            self.delete_action.setText(tr("saved_views", "Delete “{name}”…").format(name=current))
        else:
            self.rename_action.setText(tr("saved_views", "Rename view…"))
            self.delete_action.setText(tr("saved_views", "Delete view…"))
        for action in (self.rename_action, self.delete_action):
            action.setEnabled(current is not None)
            menu.addAction(action)

    def open_view(self, name: str) -> None:
        """Show the list as view ``name`` saved it (the standard view for ``STANDARD_VIEW``)."""
        if self.store is None:
            return
        view = View() if name == STANDARD_VIEW else self.store.get(name)
        if view is None:
            return
        self.store.current = None if name == STANDARD_VIEW else name
        self._apply(view)
        self._show_current(changed=False)
        self.opened.emit(name)

    async def _ask_name(self, title: str, label: str, text: str = "") -> str | None:
        dialog = QInputDialog(self.window())
        dialog.setObjectName("viewNameDialog")
        dialog.setWindowTitle(title)
        dialog.setLabelText(label)
        dialog.setTextEchoMode(QLineEdit.EchoMode.Normal)
        dialog.setTextValue(text)
        if not await run_dialog(dialog):
            return None
        name = " ".join(dialog.textValue().split())
        return name if name and name not in (STANDARD_VIEW, translated(STANDARD_VIEW)) else None

    async def _may_replace(self, name: str) -> bool:
        if self.store is None or self.store.get(name) is None:
            return True
        return await confirm(
            self.window(),
            title=tr("saved_views", "Replace the view?"),
            text=tr(
                "saved_views", "There is a view named “{name}” already. Replace it with this one?"
            ).format(name=name),
            confirm_label=tr("saved_views", "Replace"),
        )

    async def save_as(self) -> str | None:
        """Save the list's current state under a name the user types."""
        if self.store is None:
            return None
        name = await self._ask_name(
            tr("saved_views", "Save view"),
            tr("saved_views", "Name of the view (filters, sort and columns):"),
            self.store.current or "",
        )
        if name is None or not await self._may_replace(name) or self.store is None:
            return None
        self.store.put(name, self._capture())
        self._show_current(changed=False)
        return name

    async def rename(self) -> str | None:
        store = self.store
        old = store.current if store is not None else None
        if store is None or old is None:
            return None
        new = await self._ask_name(
            tr("saved_views", "Rename view"),
            tr("saved_views", "New name for “{name}”:").format(name=old),
            old,
        )
        if new is None or new == old or not await self._may_replace(new):
            return None
        store.rename(old, new)
        self._show_current()
        return new

    async def delete(self) -> bool:
        store = self.store
        name = store.current if store is not None else None
        if store is None or name is None:
            return False
        if not await confirm(
            self.window(),
            title=tr("saved_views", "Delete view"),
            text=tr("saved_views", "Delete the view “{name}”? The list stays as it is now.").format(
                name=name
            ),
            confirm_label=tr("saved_views", "Delete"),
            destructive=True,
        ):
            return False
        store.delete(name)
        self._show_current()
        return True

    def mark_changed(self) -> None:
        """The user changed the filter, sort or columns since the view was opened or saved."""
        if not self._changed:
            self._changed = True
            self._show_current()
