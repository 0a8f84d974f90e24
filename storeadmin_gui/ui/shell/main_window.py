"""The main window: a shell that hosts one page per resource.

Navigation (a sidebar of the pages), menus, the status bar (total, loading, server, signed-in user)
and the message bar live here; behaviour lives in the pages. Each page is built, and its module
imported, on its first view (``ui/pages/__init__.py``), so start-up pays for one page only; pages
are built anew when the session switches to another server.
"""

from __future__ import annotations

import platform
import sys
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from PySide6 import __version__ as pyside_version
from PySide6.QtCore import QEvent, QLocale, QSettings, QSize, Qt, QUrl, Signal, qVersion
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QCloseEvent,
    QDesktopServices,
    QKeySequence,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QMainWindow,
    QMenu,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from storeadmin_gui import APP_NAME, __version__
from storeadmin_gui.logs import log_folder
from storeadmin_gui.ui.bench.bench import PackingBench
from storeadmin_gui.ui.i18n import tr
from storeadmin_gui.ui.pages import PAGE_KINDS, PageKind, page_index
from storeadmin_gui.ui.shell.command_keys import CommandKeys
from storeadmin_gui.ui.shell.messages import MessageChannel, WindowMessageBar
from storeadmin_gui.ui.shell.preferences import add_preference_menus
from storeadmin_gui.ui.shell.quick_search import install_quick_search
from storeadmin_gui.ui.shell.screens import IconLabel, bring_on_screen, fit_to_screen
from storeadmin_gui.ui.shell.server_kind import ServerName, describe_server
from storeadmin_gui.ui.shell.session import Session
from storeadmin_gui.ui.shell.store_identity import Connection, attach
from storeadmin_gui.ui.shell.style import app_icon

if TYPE_CHECKING:
    from storeadmin_gui.api import StoreClient
    from storeadmin_gui.ui.pages.page import Page

GEOMETRY_KEY = "mainWindow/geometry"
STATE_KEY = "mainWindow/state"
PAGE_KEY = "mainWindow/page"
NAVIGATION_WIDTH = 170
PREFERRED_SIZE = (1180, 720)  # the first start's size, where the screen has room for it


def view_message_key(page: Page) -> str:
    """The key a view's own messages go under in the message channel."""
    return f"view:{type(page).__name__}"


def page_settings_prefix(page_type: type[Page]) -> str:
    """Where a page keeps its column widths and sort in QSettings."""
    return f"pages/{page_type.__name__}"


class MainWindow(QMainWindow):
    """Hosts the pages of ``page_kinds`` for the session's client; asks the app to (re)connect."""

    connect_requested = Signal()
    demo_requested = Signal()

    def __init__(
        self,
        session: Session,
        messages: MessageChannel,
        settings: QSettings,
        *,
        page_kinds: Sequence[PageKind] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        if page_kinds is None:
            page_kinds = PAGE_KINDS
        self.session = session
        self.messages = messages
        self.settings = settings
        self.page_kinds = list(page_kinds)
        self._pages: dict[int, Page] = {}
        # The landing view built for a client still signing in (see prepare_landing).
        self._prepared: tuple[StoreClient, int, Page] | None = None
        self.about_box: QMessageBox | None = None
        self.setWindowTitle(APP_NAME)
        self.setWindowIcon(app_icon())
        self._build_central()
        self._build_actions()
        self.command_keys = CommandKeys(self)  # Ctrl+E and the others work from a filter box too
        self._build_menus()
        self._build_status_bar()
        self.quick_search = install_quick_search(self)  # Ctrl+K: orders, customers, variants
        self.bench = PackingBench(self)  # new orders, print queue, scanner: its own menu
        self.menuBar().insertMenu(self.menuBar().actions()[-1], self.bench.menu)
        session.changed.connect(self._client_changed)
        session.account_changed.connect(self._update_connection_state)  # who is signed in
        session.connection_lost.connect(self._update_connection_state)
        session.connection_restored.connect(self._update_connection_state)
        self._restore_window()
        self._client_changed()

    # -- building ----------------------------------------------------------------------------------

    def _build_central(self) -> None:
        self.navigation = QListWidget()
        self.navigation.setObjectName("navigation")
        self.navigation.setAccessibleName(tr("main_window", "Views"))
        self.navigation.setFixedWidth(NAVIGATION_WIDTH)  # widened to its titles when shown
        self.navigation.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.navigation.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        for kind in self.page_kinds:
            self.navigation.addItem(kind.title)
        self.navigation.currentRowChanged.connect(self._navigated)

        self.message_bar = WindowMessageBar(self.messages)
        self.page_title = QLabel()
        self.page_title.setObjectName("pageTitle")
        self.stack = QStackedWidget()
        self.placeholder = self._build_placeholder()
        self.stack.addWidget(self.placeholder)

        content = QWidget()
        content_layout = QVBoxLayout(content)
        content_layout.setContentsMargins(12, 10, 12, 4)
        content_layout.setSpacing(8)
        content_layout.addWidget(self.page_title)
        content_layout.addWidget(self.message_bar)
        content_layout.addWidget(self.stack, 1)

        central = QWidget()
        layout = QHBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.navigation)
        layout.addWidget(content, 1)
        self.setCentralWidget(central)

    def _build_placeholder(self) -> QWidget:
        placeholder = QWidget()
        self.logo = logo = IconLabel(app_icon(), 96)
        text = QLabel(
            tr(
                "main_window",
                "<h2>Welcome to {APP_NAME}</h2><p>Connect to your store's server to work on "
                "its product variants, carts, orders and users, or look around in the "
                "demo store first.</p>",
            ).format(APP_NAME=APP_NAME)
        )
        text.setWordWrap(True)
        text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        connect = QPushButton(tr("main_window", "Connect to a server…"))
        connect.clicked.connect(self.connect_requested)
        demo = QPushButton(tr("main_window", "Try the demo store"))
        demo.clicked.connect(self.demo_requested)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(connect)
        buttons.addWidget(demo)
        buttons.addStretch(1)
        layout = QVBoxLayout(placeholder)
        layout.addStretch(1)
        layout.addWidget(logo)
        layout.addWidget(text)
        layout.addSpacing(10)
        layout.addLayout(buttons)
        layout.addStretch(2)
        return placeholder

    def _build_actions(self) -> None:
        def action(
            text: str, shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None
        ) -> QAction:
            created = QAction(text, self)
            if shortcut is not None:
                created.setShortcut(QKeySequence(shortcut))
            self.addAction(created)  # shortcuts work with the menu bar hidden too
            return created

        self.connect_action = action(
            tr("main_window", "&Connect to a server…"),
            "Ctrl+Shift+O",  # i18n: not shown, a key
        )
        self.connect_action.triggered.connect(self.connect_requested)
        self.demo_action = action(tr("main_window", "Try the &demo store"))
        self.demo_action.triggered.connect(self.demo_requested)
        self.quit_action = action(tr("main_window", "&Quit"), QKeySequence.StandardKey.Quit)
        self.quit_action.triggered.connect(self.close)
        self.refresh_action = action(
            tr("main_window", "&Refresh"), QKeySequence.StandardKey.Refresh
        )
        self.refresh_action.setShortcuts([QKeySequence("F5"), QKeySequence("Ctrl+R")])
        self.refresh_action.triggered.connect(self.refresh)
        self.find_action = action(tr("main_window", "&Filter…"), QKeySequence.StandardKey.Find)
        self.find_action.triggered.connect(self.focus_filter)
        # Enter in a table opens its row too: the page's view handles that key itself.
        self.open_action = action(tr("main_window", "&Open selected"))
        self.open_action.triggered.connect(self.open_selected)
        self.new_action = action(tr("main_window", "&New…"), QKeySequence.StandardKey.New)
        self.new_action.setToolTip(tr("main_window", "Create a record of the current view"))
        self.new_action.triggered.connect(self.new_item)
        self.export_action = action(
            tr("main_window", "&Export list…"),
            "Ctrl+E",  # i18n: not shown, a key sequence
        )
        self.export_action.setToolTip(
            tr("main_window", "The current list, as filtered and sorted, to a CSV file")
        )
        self.export_action.triggered.connect(self.export_list)
        self.page_actions = QActionGroup(self)
        for index, kind in enumerate(self.page_kinds):
            shortcut = (
                f"Ctrl+{index + 1}" if index < 9 else None  # i18n: not shown, a key
            )
            page_action = action(kind.title, shortcut)
            page_action.setCheckable(True)
            page_action.triggered.connect(lambda _checked, i=index: self.show_page(i))
            self.page_actions.addAction(page_action)
        self.about_action = action(tr("main_window", "&About {APP_NAME}").format(APP_NAME=APP_NAME))
        self.about_action.triggered.connect(self.show_about)
        self.log_folder_action = action(tr("main_window", "Open &log folder"))
        self.log_folder_action.triggered.connect(self.open_log_folder)

    def _build_menus(self) -> None:
        file_menu = self.menuBar().addMenu(tr("main_window", "&File"))
        file_menu.addAction(self.connect_action)
        file_menu.addAction(self.demo_action)
        file_menu.addSeparator()
        file_menu.addAction(self.export_action)
        # The current page's own ways in and out (the price template and import) follow Export.
        file_menu.aboutToShow.connect(lambda: self._fill_file_menu(file_menu))
        file_menu.addSeparator()
        file_menu.addAction(self.quit_action)
        # Filled from the current page each time it opens: every write the page offers.
        self.edit_menu = self.menuBar().addMenu(tr("main_window", "&Edit"))
        self.edit_menu.aboutToShow.connect(self._fill_edit_menu)
        self._fill_edit_menu()
        view_menu = self.menuBar().addMenu(tr("main_window", "&View"))
        view_menu.addActions(self.page_actions.actions())
        view_menu.addSeparator()
        view_menu.addAction(self.refresh_action)
        view_menu.addAction(self.find_action)
        view_menu.addAction(self.open_action)
        self.sort_menu = view_menu.addMenu(tr("main_window", "&Sort by"))
        self.sort_menu.aboutToShow.connect(self._fill_sort_menu)
        view_menu.addSeparator()
        self.appearance_menu, self.language_menu = add_preference_menus(
            view_menu, self.settings, self, self.messages.info
        )
        help_menu = self.menuBar().addMenu(tr("main_window", "&Help"))
        help_menu.addAction(self.log_folder_action)
        help_menu.addSeparator()
        help_menu.addAction(self.about_action)

    def _fill_file_menu(self, menu: QMenu) -> None:
        """Export, then the current page's list actions, then Quit."""
        for action in menu.actions():
            if action.property("page_action"):
                menu.removeAction(action)
        page = self.current_page
        if page is None:
            return
        quit_separator = menu.actions()[menu.actions().index(self.quit_action) - 1]
        for page_action in page.list_actions():
            page_action.setProperty("page_action", True)
            menu.insertAction(quit_separator, page_action)

    def _fill_edit_menu(self) -> None:
        self.edit_menu.clear()
        self.edit_menu.addAction(self.new_action)
        page = self.current_page
        if page is not None:
            self.edit_menu.addSeparator()
            self.edit_menu.addActions(page.actions_for_menu)

    def _fill_sort_menu(self) -> None:
        # Imported here: the sort menu knows the lists' machinery, which a start on the Overview
        # does not load (only the page shown is imported at start).
        from storeadmin_gui.ui.lists.sort_menu import fill_sort_menu

        fill_sort_menu(self.sort_menu, self.current_page)

    def _build_status_bar(self) -> None:
        bar = self.statusBar()
        bar.setSizeGripEnabled(True)
        self.total_label = QLabel()
        self.total_label.setObjectName("total")
        self.loading_bar = QProgressBar()
        self.loading_bar.setRange(0, 0)  # busy indicator: no known end
        self.loading_bar.setFixedWidth(90)
        self.loading_bar.setMaximumHeight(12)
        self.loading_bar.setTextVisible(False)
        self.loading_label = QLabel(tr("main_window", "Loading…"))
        self.server_label = QLabel()
        self.server_label.setObjectName("connectionState")
        self.server_name_label = ServerName()  # which server it is, by its product's name
        self.user_label = QLabel()
        bar.addWidget(self.total_label)
        bar.addWidget(self.loading_bar)
        bar.addWidget(self.loading_label)
        bar.addPermanentWidget(self.server_label)
        bar.addPermanentWidget(self.server_name_label)
        bar.addPermanentWidget(self.user_label)
        self._set_loading(False)

    # -- pages -------------------------------------------------------------------------------------

    @property
    def current_page(self) -> Page | None:
        return self._pages.get(self.navigation.currentRow())

    def page(self, index: int) -> Page | None:
        """The page at ``index`` in navigation order, built on first use (None when signed out)."""
        if index in self._pages:
            return self._pages[index]
        client = self.session.client
        if client is None or not 0 <= index < len(self.page_kinds):
            return None
        prepared, self._prepared = self._prepared, None
        if prepared is not None and prepared[:2] == (client, index):
            page = prepared[2]
        else:
            if prepared is not None:
                self._drop_page(prepared[2])
            page = self._build_page(index, client)
        self._pages[index] = page
        return page

    def _build_page(self, index: int, client: StoreClient) -> Page:
        """The view at ``index`` for ``client``, in the stack but not shown; it asks the server
        for nothing until it is first shown."""
        page_type = self.page_kinds[index].load()  # the module is imported on the first visit
        page = page_type(client)
        page.restore_state(self.settings, page_settings_prefix(page_type))
        page.status_changed.connect(lambda p=page: self._page_status_changed(p))
        page.request_failed.connect(lambda error, p=page: self.session.report_failure(p, error))
        # A view's own problems are told under its name: withdrawn when it says they are solved,
        # and when another view is shown (they say nothing about that one).
        page.problem_reported.connect(
            lambda text, p=page: self.messages.warning(text, key=view_message_key(p))
        )
        page.problems_solved.connect(lambda p=page: self.messages.clear(view_message_key(p)))
        page.list_requested.connect(self.open_list)
        self.stack.addWidget(page)
        return page

    def prepare_landing(self, client: StoreClient) -> None:
        """Build the view a new connection lands on for ``client`` while it still signs in: a
        start waits for that anyway (the demo store's own start, the server's answers), and the
        view is then shown as soon as the client is signed in. Dropped if another client comes."""
        self.forget_prepared()
        self.save_pages_state()  # the new view reads the settings the current ones keep
        index = self.landing_index
        self._prepared = (client, index, self._build_page(index, client))

    def forget_prepared(self) -> None:
        """Drop the view built for a client that did not sign in (see prepare_landing)."""
        prepared, self._prepared = self._prepared, None
        if prepared is not None:
            self._drop_page(prepared[2])

    def show_page(self, index: int) -> None:
        self.navigation.setCurrentRow(index)

    @property
    def landing_index(self) -> int:
        """The view a new connection shows first: the one the user left last time."""
        return _as_int(self.settings.value(PAGE_KEY, 0), len(self.page_kinds))

    def index_of(self, key: str) -> int | None:
        """Where the view named ``key`` (``ui/pages/kinds.py``) is in the sidebar, if there."""
        try:
            return page_index(key, self.page_kinds)
        except ValueError:
            return None

    def open_list(self, key: str, filters: Mapping[str, str]) -> None:
        """Show the view named ``key`` filtered by ``filters`` (a figure clicked)."""
        index = self.index_of(key)
        if index is None:
            return
        self.show_page(index)
        if (page := self.page(index)) is not None:
            page.set_filter_values(filters)

    def _navigated(self, index: int) -> None:
        for shown in self._pages.values():
            if shown is not self._pages.get(index):
                self.messages.clear(view_message_key(shown))
        page = self.page(index)
        if page is None:
            self.stack.setCurrentWidget(self.placeholder)
            self.page_title.hide()
        else:
            self.stack.setCurrentWidget(page)
            self.page_title.setText(page.title)
            self.page_title.show()
            self.settings.setValue(PAGE_KEY, index)
        actions = self.page_actions.actions()
        if 0 <= index < len(actions):
            actions[index].setChecked(True)
        self._update_status()

    def _client_changed(self) -> None:
        """A new connection (or none): rebuild the pages for it and show where the user was."""
        self._drop_pages()
        connected = self.session.client is not None
        if self.session.client is not None and self.session.profile is not None:
            profile = self.session.profile  # its store details, for what the pages print
            attach(self.session.client, Connection(profile.name, profile.demo, self.settings))
        self.navigation.setEnabled(connected)
        for action in (
            self.refresh_action,
            self.find_action,
            self.open_action,
            self.new_action,
            self.export_action,
        ):
            action.setEnabled(connected)
        for action in self.page_actions.actions():
            action.setEnabled(connected)
        if connected:
            index = self.landing_index
            if self.navigation.currentRow() == index:
                self._navigated(index)
            else:
                self.navigation.setCurrentRow(index)
        else:
            self.stack.setCurrentWidget(self.placeholder)
            self.page_title.hide()
        self._update_connection_state()
        self._update_status()

    def _drop_pages(self) -> None:
        self.save_pages_state()
        for page in self._pages.values():
            self._drop_page(page)
        self._pages.clear()
        if self._prepared is not None and self._prepared[0] is not self.session.client:
            self.forget_prepared()

    def _drop_page(self, page: Page) -> None:
        self.stack.removeWidget(page)
        page.deleteLater()

    def save_pages_state(self) -> None:
        for page in self._pages.values():
            page.save_state(self.settings, page_settings_prefix(type(page)))

    # -- commands ----------------------------------------------------------------------------------

    def refresh(self) -> None:
        if (page := self.current_page) is not None:
            page.refresh()

    def focus_filter(self) -> None:
        if (page := self.current_page) is not None:
            page.focus_filter()

    def open_selected(self) -> None:
        if (page := self.current_page) is not None:
            page.open_selected()

    def new_item(self) -> None:
        """Ctrl+N: the current view's "New …" form."""
        if (page := self.current_page) is not None:
            page.new_item()

    def export_list(self) -> None:
        """Ctrl+E: the current list to a CSV file."""
        if (page := self.current_page) is not None:
            page.export_list()

    def show_about(self) -> None:
        box = QMessageBox(self)
        box.setWindowTitle(tr("main_window", "About {APP_NAME}").format(APP_NAME=APP_NAME))
        box.setIconPixmap(app_icon().pixmap(64, 64))
        box.setTextFormat(Qt.TextFormat.RichText)
        box.setText(about_text(self.session.client))
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.finished.connect(lambda _result: setattr(self, "about_box", None))
        self.about_box = box
        box.open()

    def open_log_folder(self) -> None:
        folder = log_folder()
        folder.mkdir(parents=True, exist_ok=True)
        QDesktopServices.openUrl(QUrl.fromLocalFile(str(folder)))

    # -- status bar --------------------------------------------------------------------------------

    def _page_status_changed(self, page: Page) -> None:
        if page is self.current_page:
            self._update_status()

    def _update_status(self) -> None:
        page = self.current_page
        total = page.total if page is not None else None
        text = (
            tr("main_window", "{total} in total").format(total=QLocale().toString(total))
            if total is not None
            else ""
        )
        if page is not None and page.stale:
            text += tr("main_window", " — not up to date")
        self.total_label.setText(text)
        self._set_loading(page is not None and page.loading)

    def _set_loading(self, loading: bool) -> None:
        self.loading_bar.setVisible(loading)
        self.loading_label.setVisible(loading)

    @property
    def status_total_text(self) -> str:
        return self.total_label.text()

    @property
    def status_loading(self) -> bool:
        return not self.loading_bar.isHidden()

    def _update_connection_state(self) -> None:
        client, profile = self.session.client, self.session.profile
        if client is None:
            self.server_label.setText(tr("main_window", "Not connected"))
            self.user_label.setText("")
            state = "none"
        else:
            address = profile.server_url if profile is not None else str(client.base_url)
            lost = not self.session.connected
            self.server_label.setText(
                tr("main_window", "Connection lost: {address}").format(address=address)
                if lost
                else address
            )
            user = client.username
            self.user_label.setText(
                tr("main_window", "Signed in as {user}").format(user=user)
                if user
                else tr("main_window", "Signed in with a token")
            )
            state = "lost" if lost else "connected"
        self.server_name_label.show_server(client.server if client is not None else None)
        self.server_label.setProperty("state", state)
        self.server_label.style().unpolish(self.server_label)
        self.server_label.style().polish(self.server_label)
        # The app's name ends the title: a desktop that adds it to every window's title (the
        # application's display name) then leaves a title ending with it as it is.
        title = APP_NAME if profile is None else f"{profile.server_url} — {APP_NAME}"
        self.setWindowTitle(title)

    def _fit_navigation(self) -> None:
        """The sidebar as wide as its longest title in the language and font shown (French
        titles are longer), never narrower than ``NAVIGATION_WIDTH``, so none is cut."""
        navigation = self.navigation
        around = navigation.width() - navigation.viewport().width()  # frame and padding
        needed = navigation.sizeHintForColumn(0) + around
        navigation.setFixedWidth(max(NAVIGATION_WIDTH, needed))

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._fit_navigation()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.StyleChange, QEvent.Type.FontChange) and self.isVisible():
            self._fit_navigation()

    # -- window state ------------------------------------------------------------------------------

    def _restore_window(self) -> None:
        geometry = self.settings.value(GEOMETRY_KEY)
        if geometry is None or not self.restoreGeometry(geometry):
            fit_to_screen(self, QSize(*PREFERRED_SIZE))
        else:  # saved on another screen or at another scale: it may no longer fit
            bring_on_screen(self)
        state = self.settings.value(STATE_KEY)
        if state is not None:
            self.restoreState(state)

    def save_window_state(self) -> None:
        self.settings.setValue(GEOMETRY_KEY, self.saveGeometry())
        self.settings.setValue(STATE_KEY, self.saveState())
        self.save_pages_state()
        self.settings.sync()

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.bench.keeps_running():  # the staffer asked to keep watching from the tray
            event.ignore()
            self.hide()
            return
        self.save_window_state()
        super().closeEvent(event)


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


def _as_int(value: object, upper: int) -> int:
    """A page index read back from QSettings (a string in INI files), clamped to the pages."""
    try:
        number = int(str(value))
    except ValueError:
        number = 0
    return number if 0 <= number < upper else 0
