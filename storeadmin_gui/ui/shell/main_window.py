"""The main window: a shell that hosts one page per resource.

The window builds, shows and drops the pages, and composes its parts: the sidebar of the pages
(``sidebar.py``), the commands and menus (``window_menus.py``), the status bar (total, loading,
server, signed-in user: ``window_status.py``), the message bar, the welcome shown while signed out
(``welcome.py``; made when first needed, so not while a start signs in), the quick search and
the packing bench; behaviour lives in the pages. Each page is built, and its module imported, on
its first view (``ui/pages/__init__.py``), so start-up pays for one page only; pages are built
anew when the session switches to another server.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QSettings, QSize, Signal
from PySide6.QtGui import QAction, QCloseEvent, QShowEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from storeadmin_gui import APP_NAME
from storeadmin_gui.ui.bench.bench import PackingBench
from storeadmin_gui.ui.pages import PAGE_KINDS, PageKind, page_index
from storeadmin_gui.ui.shell.command_keys import CommandKeys
from storeadmin_gui.ui.shell.messages import MessageChannel, WindowMessageBar
from storeadmin_gui.ui.shell.quick_search import install_quick_search
from storeadmin_gui.ui.shell.screens import IconLabel, bring_on_screen, fit_to_screen
from storeadmin_gui.ui.shell.server_kind import ServerName
from storeadmin_gui.ui.shell.session import Session
from storeadmin_gui.ui.shell.sidebar import fit_to_titles, sidebar
from storeadmin_gui.ui.shell.store_identity import Connection, attach
from storeadmin_gui.ui.shell.style import app_icon
from storeadmin_gui.ui.shell.window_menus import WindowMenus
from storeadmin_gui.ui.shell.window_status import WindowStatusBar

if TYPE_CHECKING:
    from storeadmin_gui.api import StoreClient
    from storeadmin_gui.ui.pages.page import Page
    from storeadmin_gui.ui.shell.welcome import WelcomePanel

GEOMETRY_KEY = "mainWindow/geometry"
STATE_KEY = "mainWindow/state"
PAGE_KEY = "mainWindow/page"
LANDING_IMPORT_THREAD = "landing view's import"  # i18n: not shown, a thread's name
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
    # The view a new connection shows first has its first answer on screen (or failed): what
    # can wait for that (the search box's question of what the server offers) asks then, so
    # its requests do not share the server, and the window's turns, with the first rows.
    landed = Signal()

    def __init__(
        self,
        session: Session,
        messages: MessageChannel,
        settings: QSettings,
        *,
        page_kinds: Sequence[PageKind] | None = None,
        signing_in: bool = False,
        parent: QWidget | None = None,
    ) -> None:
        """``signing_in``: the start signs in at once (a remembered connection, the demo store),
        so the welcome waits until that has failed (``start_settled``), and is not made at all
        when it works: the window shows the view it lands on instead."""
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
        self._landing: Page | None = None  # the first view of a connection, until it landed
        self._landing_asked = False  # ... and whether it has been loading since
        self._signing_in = signing_in
        self._welcome: WelcomePanel | None = None
        self.setWindowTitle(APP_NAME)
        self.setWindowIcon(app_icon())
        self._build_central()
        self.menus = WindowMenus(self, self.messages.info)
        self.menus.connect_action.triggered.connect(self.connect_requested)
        self.menus.demo_action.triggered.connect(self.demo_requested)
        self.command_keys = CommandKeys(self)  # Ctrl+E and the others work from a filter box too
        self.status = WindowStatusBar()
        self.setStatusBar(self.status)
        self.quick_search = install_quick_search(self)  # Ctrl+K: orders, customers, variants
        self.bench = PackingBench(self)  # new orders, print queue, scanner: its own menu
        self.menuBar().insertMenu(self.menuBar().actions()[-1], self.bench.menu)
        session.changed.connect(self._client_changed)
        session.account_changed.connect(self._update_connection_state)  # who is signed in
        session.connection_lost.connect(self._update_connection_state)
        session.connection_restored.connect(self._update_connection_state)
        self._restore_window()
        self._client_changed()

    def _build_central(self) -> None:
        self.navigation = sidebar(self.page_kinds)
        self.navigation.currentRowChanged.connect(self._navigated)
        self.message_bar = WindowMessageBar(self.messages)
        self.page_title = QLabel()
        self.page_title.setObjectName("pageTitle")
        self.stack = QStackedWidget()
        self.stack.addWidget(QWidget())  # what shows while the start signs in: nothing yet

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

    # -- the parts, as the app and its tests know them ---------------------------------------------

    @property
    def placeholder(self) -> WelcomePanel:
        """What shows while no store is connected (made when first needed)."""
        if self._welcome is None:
            from storeadmin_gui.ui.shell.welcome import WelcomePanel

            welcome = self._welcome = WelcomePanel()
            welcome.connect_requested.connect(self.connect_requested)
            welcome.demo_requested.connect(self.demo_requested)
            self.stack.addWidget(welcome)
        return self._welcome

    @property
    def logo(self) -> IconLabel:
        return self.placeholder.logo

    @property
    def connect_action(self) -> QAction:
        return self.menus.connect_action

    @property
    def refresh_action(self) -> QAction:
        return self.menus.refresh_action

    @property
    def export_action(self) -> QAction:
        return self.menus.export_action

    @property
    def about_action(self) -> QAction:
        return self.menus.about_action

    @property
    def log_folder_action(self) -> QAction:
        return self.menus.log_folder_action

    @property
    def edit_menu(self) -> QMenu:
        return self.menus.edit_menu

    @property
    def appearance_menu(self) -> QMenu:
        return self.menus.appearance_menu

    @property
    def language_menu(self) -> QMenu:
        return self.menus.language_menu

    @property
    def about_box(self) -> QMessageBox | None:
        return self.menus.about_box

    @property
    def status_total_text(self) -> str:
        return self.status.total_text

    @property
    def status_loading(self) -> bool:
        return self.status.loading

    @property
    def server_label(self) -> QLabel:
        return self.status.server_label

    @property
    def server_name_label(self) -> ServerName:
        return self.status.server_name_label

    @property
    def user_label(self) -> QLabel:
        return self.status.user_label

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
        page.request_failed.connect(lambda error, p=page: self._page_failed(p, error))
        # A view's own problems are told under its name: withdrawn when it says they are solved,
        # and when another view is shown (they say nothing about that one).
        page.problem_reported.connect(lambda text, p=page: self._page_problem(p, text))
        page.problems_solved.connect(lambda p=page: self.messages.clear(view_message_key(p)))
        page.list_requested.connect(self.open_list)
        self.stack.addWidget(page)
        return page

    def import_landing_meanwhile(self) -> None:
        """Import the module of the view a new connection lands on in a thread of its own, for
        a start that signs in at once: the window's thread waits on the server's answers then,
        and the import (Python, one thread at a time) runs in those waits instead of after them.
        A failure is left to the window's own import of it, which says why."""

        def load() -> None:
            with contextlib.suppress(Exception):
                kind.load()

        kind = self.page_kinds[self.landing_index]
        threading.Thread(target=load, name=LANDING_IMPORT_THREAD, daemon=True).start()

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
            self._show_signed_out()
        else:
            self.stack.setCurrentWidget(page)
            self.page_title.setText(page.title)
            self.page_title.show()
            self.settings.setValue(PAGE_KEY, index)
        self.menus.mark_page(index)
        self._update_status()

    def _client_changed(self) -> None:
        """A new connection (or none): rebuild the pages for it and show where the user was."""
        self._drop_pages()
        connected = self.session.client is not None
        if self.session.client is not None and self.session.profile is not None:
            profile = self.session.profile  # its store details, for what the pages print
            attach(self.session.client, Connection(profile.name, profile.demo, self.settings))
        self.navigation.setEnabled(connected)
        self.menus.set_connected(connected)
        if connected:
            self._signing_in = False
            index = self.landing_index
            if self.navigation.currentRow() == index:
                self._navigated(index)
            else:
                self.navigation.setCurrentRow(index)
            self._landing = landing = self.current_page  # shown: it may be loading already
            self._landing_asked = landing is not None and landing.loading
        else:
            self._landing = None
            self._show_signed_out()
        self._update_connection_state()
        self._update_status()

    def _show_signed_out(self) -> None:
        """The welcome, unless the start is still signing in (then nothing yet)."""
        if not self._signing_in:
            self.stack.setCurrentWidget(self.placeholder)
        self.page_title.hide()

    def start_settled(self) -> None:
        """The start's own sign-in is over, done or failed: when signed out, the welcome shows."""
        self._signing_in = False
        if self.session.client is None:
            self._show_signed_out()

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

    # -- status bar --------------------------------------------------------------------------------

    def _page_status_changed(self, page: Page) -> None:
        if page is self.current_page:
            self._update_status()
        if page is self._landing:
            if page.loading:
                self._landing_asked = True
            elif self._landing_asked or page.settled:  # its first answer, or its failure
                self._land(page)

    def _page_failed(self, page: Page, error: object) -> None:
        self._land(page)
        self.session.report_failure(page, error)

    def _page_problem(self, page: Page, text: str) -> None:
        self._land(page)
        self.messages.warning(text, key=view_message_key(page))

    def _land(self, page: Page) -> None:
        """``page`` has its first answer (or failed): if it is a connection's first view, say so
        once (``landed``)."""
        if page is self._landing:
            self._landing = None
            self._landing_asked = False
            self.landed.emit()

    def _update_status(self) -> None:
        self.status.show_page(self.current_page)

    def _update_connection_state(self) -> None:
        client, profile = self.session.client, self.session.profile
        self.status.show_connection(client, profile, lost=not self.session.connected)
        # The app's name ends the title: a desktop that adds it to every window's title (the
        # application's display name) then leaves a title ending with it as it is.
        title = APP_NAME if profile is None else f"{profile.server_url} — {APP_NAME}"
        self.setWindowTitle(title)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        fit_to_titles(self.navigation)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.StyleChange, QEvent.Type.FontChange) and self.isVisible():
            fit_to_titles(self.navigation)

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


def _as_int(value: object, upper: int) -> int:
    """A page index read back from QSettings (a string in INI files), clamped to the pages."""
    try:
        number = int(str(value))
    except ValueError:
        number = 0
    return number if 0 <= number < upper else 0
