"""The main window's commands and menus: File, Edit, View and Help.

Each command is an action of the window itself, so its key works with the menu bar hidden too.
The commands on a view (refresh, filter, open, new, export) go to the view shown; the Edit menu
and parts of File and View are filled from that view each time they open.
"""

from __future__ import annotations

import platform
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from PySide6 import __version__ as pyside_version
from PySide6.QtCore import QObject, QSettings, Qt, QUrl, qVersion
from PySide6.QtGui import QAction, QActionGroup, QDesktopServices, QKeySequence
from PySide6.QtWidgets import QMenu, QMenuBar, QMessageBox, QWidget

from storeadmin_gui import APP_NAME, __version__
from storeadmin_gui.logs import log_folder
from storeadmin_gui.ui.i18n import tr
from storeadmin_gui.ui.pages import PageKind
from storeadmin_gui.ui.shell.preferences import add_preference_menus
from storeadmin_gui.ui.shell.server_kind import describe_server
from storeadmin_gui.ui.shell.session import Session
from storeadmin_gui.ui.shell.style import app_icon

if TYPE_CHECKING:
    from storeadmin_gui.api import StoreClient
    from storeadmin_gui.ui.pages.page import Page

__all__ = ["MenuHost", "WindowMenus", "about_text"]

Shortcut = QKeySequence | QKeySequence.StandardKey | str


class MenuHost(Protocol):
    """What the menus need of the window they serve."""

    session: Session
    settings: QSettings
    page_kinds: list[PageKind]

    @property
    def current_page(self) -> Page | None: ...
    def show_page(self, index: int) -> None: ...
    def menuBar(self) -> QMenuBar: ...
    def addAction(self, action: QAction) -> None: ...
    def close(self) -> bool: ...
    def window(self) -> QWidget: ...


class WindowMenus(QObject):
    """The window's actions and the menus that offer them; ``tell`` shows a line to the user
    (a preference that takes effect at the next start)."""

    def __init__(self, host: MenuHost, tell: Callable[[str], None]) -> None:
        super().__init__(host.window())
        self.host = host
        self.about_box: QMessageBox | None = None
        self._build_actions()
        self._build_menus(tell)

    def _action(self, text: str, shortcut: Shortcut | None = None) -> QAction:
        created = QAction(text, self.host.window())
        if shortcut is not None:
            created.setShortcut(QKeySequence(shortcut))
        self.host.addAction(created)  # shortcuts work with the menu bar hidden too
        return created

    def _build_actions(self) -> None:
        action = self._action
        self.connect_action = action(
            tr("main_window", "&Connect to a server…"),
            "Ctrl+Shift+O",  # i18n: not shown, a key
        )
        self.demo_action = action(tr("main_window", "Try the &demo store"))
        self.quit_action = action(tr("main_window", "&Quit"), QKeySequence.StandardKey.Quit)
        self.quit_action.triggered.connect(self.host.close)
        self.refresh_action = action(
            tr("main_window", "&Refresh"), QKeySequence.StandardKey.Refresh
        )
        self.refresh_action.setShortcuts([QKeySequence("F5"), QKeySequence("Ctrl+R")])
        self.refresh_action.triggered.connect(lambda: self._on_page(lambda p: p.refresh()))
        self.find_action = action(tr("main_window", "&Filter…"), QKeySequence.StandardKey.Find)
        self.find_action.triggered.connect(lambda: self._on_page(lambda p: p.focus_filter()))
        # Enter in a table opens its row too: the page's view handles that key itself.
        self.open_action = action(tr("main_window", "&Open selected"))
        self.open_action.triggered.connect(lambda: self._on_page(lambda p: p.open_selected()))
        self.new_action = action(tr("main_window", "&New…"), QKeySequence.StandardKey.New)
        self.new_action.setToolTip(tr("main_window", "Create a record of the current view"))
        self.new_action.triggered.connect(lambda: self._on_page(lambda p: p.new_item()))
        self.export_action = action(
            tr("main_window", "&Export list…"),
            "Ctrl+E",  # i18n: not shown, a key sequence
        )
        self.export_action.setToolTip(
            tr("main_window", "The current list, as filtered and sorted, to a CSV file")
        )
        self.export_action.triggered.connect(lambda: self._on_page(lambda p: p.export_list()))
        self.page_actions = QActionGroup(self)
        for index, kind in enumerate(self.host.page_kinds):
            shortcut = (
                f"Ctrl+{index + 1}" if index < 9 else None  # i18n: not shown, a key
            )
            page_action = action(kind.title, shortcut)
            page_action.setCheckable(True)
            page_action.triggered.connect(lambda _checked, i=index: self.host.show_page(i))
            self.page_actions.addAction(page_action)
        self.about_action = action(tr("main_window", "&About {APP_NAME}").format(APP_NAME=APP_NAME))
        self.about_action.triggered.connect(self.show_about)
        self.log_folder_action = action(tr("main_window", "Open &log folder"))
        self.log_folder_action.triggered.connect(open_log_folder)

    def _build_menus(self, tell: Callable[[str], None]) -> None:
        bar = self.host.menuBar()
        file_menu = bar.addMenu(tr("main_window", "&File"))
        file_menu.addAction(self.connect_action)
        file_menu.addAction(self.demo_action)
        file_menu.addSeparator()
        file_menu.addAction(self.export_action)
        # The current page's own ways in and out (the price template and import) follow Export.
        file_menu.aboutToShow.connect(lambda: self._fill_file_menu(file_menu))
        file_menu.addSeparator()
        file_menu.addAction(self.quit_action)
        # Filled from the current page each time it opens: every write the page offers.
        self.edit_menu = bar.addMenu(tr("main_window", "&Edit"))
        self.edit_menu.aboutToShow.connect(self._fill_edit_menu)
        self._fill_edit_menu()
        view_menu = bar.addMenu(tr("main_window", "&View"))
        view_menu.addActions(self.page_actions.actions())
        view_menu.addSeparator()
        view_menu.addAction(self.refresh_action)
        view_menu.addAction(self.find_action)
        view_menu.addAction(self.open_action)
        self.sort_menu = view_menu.addMenu(tr("main_window", "&Sort by"))
        self.sort_menu.aboutToShow.connect(self._fill_sort_menu)
        view_menu.addSeparator()
        self.appearance_menu, self.language_menu = add_preference_menus(
            view_menu, self.host.settings, self.host.window(), tell
        )
        help_menu = bar.addMenu(tr("main_window", "&Help"))
        help_menu.addAction(self.log_folder_action)
        help_menu.addSeparator()
        help_menu.addAction(self.about_action)

    def _on_page(self, command: Callable[[Page], object]) -> None:
        if (page := self.host.current_page) is not None:
            command(page)

    def _fill_file_menu(self, menu: QMenu) -> None:
        """Export, then the current page's list actions, then Quit."""
        for action in menu.actions():
            if action.property("page_action"):
                menu.removeAction(action)
        page = self.host.current_page
        if page is None:
            return
        quit_separator = menu.actions()[menu.actions().index(self.quit_action) - 1]
        for page_action in page.list_actions():
            page_action.setProperty("page_action", True)
            menu.insertAction(quit_separator, page_action)

    def _fill_edit_menu(self) -> None:
        self.edit_menu.clear()
        self.edit_menu.addAction(self.new_action)
        page = self.host.current_page
        if page is not None:
            self.edit_menu.addSeparator()
            self.edit_menu.addActions(page.actions_for_menu)

    def _fill_sort_menu(self) -> None:
        # Imported here: the sort menu knows the lists' machinery, which a start on the Overview
        # does not load (only the page shown is imported at start).
        from storeadmin_gui.ui.lists.sort_menu import fill_sort_menu

        fill_sort_menu(self.sort_menu, self.host.current_page)

    def set_connected(self, connected: bool) -> None:
        """The commands on a view, and the views themselves, only while a store is connected."""
        for action in (
            self.refresh_action,
            self.find_action,
            self.open_action,
            self.new_action,
            self.export_action,
            *self.page_actions.actions(),
        ):
            action.setEnabled(connected)

    def mark_page(self, index: int) -> None:
        """The View menu's entry of the view shown, checked."""
        actions = self.page_actions.actions()
        if 0 <= index < len(actions):
            actions[index].setChecked(True)

    def show_about(self) -> None:
        box = QMessageBox(self.host.window())
        box.setWindowTitle(tr("main_window", "About {APP_NAME}").format(APP_NAME=APP_NAME))
        box.setIconPixmap(app_icon().pixmap(64, 64))
        box.setTextFormat(Qt.TextFormat.RichText)
        box.setText(about_text(self.host.session.client))
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.finished.connect(lambda _result: setattr(self, "about_box", None))
        self.about_box = box
        box.open()


def open_log_folder() -> None:
    folder = log_folder()
    folder.mkdir(parents=True, exist_ok=True)
    QDesktopServices.openUrl(QUrl.fromLocalFile(str(folder)))


def about_text(client: StoreClient | None) -> str:
    """The About box's words: the app, the server it is connected to (and which it is), Qt and
    Python."""
    server = str(client.base_url) if client is not None else tr("main_window", "not connected")
    if client is not None and client.server is not None:
        server = f"{server} — {describe_server(client.server)}"
    return tr(
        "main_window",
        "<h3>{APP_NAME} {version__}</h3><p>Administration of an online store: "
        "product variants, carts, orders and users.</p><p>Server: {server}<br>Qt "
        "{qVersion} (PySide6 {pyside_version})<br>Python {python_version} on "
        "{value}</p>",
    ).format(
        APP_NAME=APP_NAME,
        version__=__version__,
        server=server,
        qVersion=qVersion(),
        pyside_version=pyside_version,
        python_version=platform.python_version(),
        value=platform.system() or sys.platform,
    )
