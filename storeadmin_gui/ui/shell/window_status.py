"""The main window's status bar: the shown list's total and loading on the left; the server,
which server it is and who is signed in on the right."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QLabel, QProgressBar, QStatusBar

from storeadmin_gui.ui.i18n import tr
from storeadmin_gui.ui.shell.server_kind import ServerName

if TYPE_CHECKING:
    from storeadmin_gui.api import StoreClient
    from storeadmin_gui.ui.pages.page import Page
    from storeadmin_gui.ui.shell.profiles import Profile

__all__ = ["WindowStatusBar"]


class WindowStatusBar(QStatusBar):
    """Says what the window shows; told by the window when the view or the connection changes."""

    def __init__(self) -> None:
        super().__init__()
        self.setSizeGripEnabled(True)
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
        self.addWidget(self.total_label)
        self.addWidget(self.loading_bar)
        self.addWidget(self.loading_label)
        self.addPermanentWidget(self.server_label)
        self.addPermanentWidget(self.server_name_label)
        self.addPermanentWidget(self.user_label)
        self._set_loading(False)

    @property
    def total_text(self) -> str:
        return self.total_label.text()

    @property
    def loading(self) -> bool:
        return not self.loading_bar.isHidden()

    def show_page(self, page: Page | None) -> None:
        """The total of the view shown (when it is a list), whether it is stale, and loading."""
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

    def show_connection(
        self, client: StoreClient | None, profile: Profile | None, *, lost: bool
    ) -> None:
        """Where the window is connected (or that the connection is lost), and as whom."""
        if client is None:
            self.server_label.setText(tr("main_window", "Not connected"))
            self.user_label.setText("")
            state = "none"
        else:
            address = profile.server_url if profile is not None else str(client.base_url)
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
        self.server_label.setProperty("state", state)  # the style sheet's colour for it
        self.server_label.style().unpolish(self.server_label)
        self.server_label.style().polish(self.server_label)
