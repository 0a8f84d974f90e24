"""Helpers for the shell's tests (main window, connect dialog, session, app).

Clients reach the in-process backend at ``BASE_URL`` through ``httpx.ASGITransport`` and every other
address over the real network, so "unreachable" and "not an API server" are real failures.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import httpx
from keyring.backend import KeyringBackend
from PySide6.QtCore import QSettings

from storeadmin_gui.api import Credentials, StoreClient, UserCreate
from storeadmin_gui.backend.demo_account import DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD
from storeadmin_gui.backend.demo_account import DEMO_CLIENT_ID as DEMO_CLIENT_ID
from storeadmin_gui.backend.demo_account import DEMO_CLIENT_SECRET as DEMO_CLIENT_SECRET
from storeadmin_gui.ui.pages.variants import VariantScope
from storeadmin_gui.ui.shell.connect_dialog import ConnectDialog
from storeadmin_gui.ui.shell.profiles import Profile, Secrets
from storeadmin_gui.ui.shell.session import ClientFactory
from tests.support.waits import sized_seconds

BASE_URL = "http://testserver"  # the in-process backend's address (httpx.ASGITransport)
# The demo account, as the tests sign in with it.
DEMO_USERNAME = DEMO_ADMIN_EMAIL
DEMO_PASSWORD = DEMO_ADMIN_PASSWORD


def temp_settings(folder: Path) -> QSettings:
    return QSettings(str(folder / "storeadmin.ini"), QSettings.Format.IniFormat)


class MemoryKeyring(KeyringBackend):
    """Stands in for the operating system's keychain, which a headless test machine lacks."""

    priority = 1.0

    def __init__(self) -> None:
        super().__init__()  # type: ignore[no-untyped-call]  # keyring's own has no annotations
        self.stored: dict[tuple[str, str], str] = {}

    def get_password(self, service: str, username: str) -> str | None:
        return self.stored.get((service, username))

    def set_password(self, service: str, username: str, password: str) -> None:
        self.stored[(service, username)] = password

    def delete_password(self, service: str, username: str) -> None:
        from keyring.errors import PasswordDeleteError

        if self.stored.pop((service, username), None) is None:
            raise PasswordDeleteError(username)


class RefusingKeyring(MemoryKeyring):
    """A keyring that is there but refuses (locked, or its service went away)."""

    def get_password(self, service: str, username: str) -> str | None:
        from keyring.errors import KeyringLocked

        raise KeyringLocked("the keyring is locked")

    def set_password(self, service: str, username: str, password: str) -> None:
        from keyring.errors import KeyringLocked

        raise KeyringLocked("the keyring is locked")


LOCKED_SECONDS = sized_seconds(5.0)


class PromptingKeyring(MemoryKeyring):
    """A keyring locked behind its unlock prompt: a read or write waits until ``unlock``
    (or gives up after ``LOCKED_SECONDS`` and goes on, noting that it did)."""

    def __init__(self, stored: dict[tuple[str, str], str], *, reads: bool = True) -> None:
        super().__init__()
        self.stored = stored  # what the keyring holds, shared with the test's other starts
        self.locks_reads = reads  # else only writes wait
        self.asked = threading.Event()
        self.unlocked = threading.Event()
        self.gave_up = False

    def wait_for_unlock(self) -> None:
        self.asked.set()
        if not self.unlocked.wait(LOCKED_SECONDS):
            self.gave_up = True

    def get_password(self, service: str, username: str) -> str | None:
        if self.locks_reads:
            self.wait_for_unlock()
        return super().get_password(service, username)

    def set_password(self, service: str, username: str, password: str) -> None:
        self.wait_for_unlock()
        super().set_password(service, username, password)


def in_process_factory(
    backend_app: Any, transport: httpx.AsyncBaseTransport | None = None, **client_options: Any
) -> ClientFactory:
    """Clients for ``BASE_URL`` talk to ``backend_app`` in-process (through ``transport`` when
    given); every other address goes over the network."""

    def factory(profile: Profile, auth: Credentials) -> StoreClient:
        in_process = transport or httpx.ASGITransport(app=backend_app)
        return StoreClient(
            profile.server_url,
            auth=auth,
            transport=in_process if profile.server_url == BASE_URL else None,
            **client_options,
        )

    return factory


ADMIN_ROLES = ["ROLE_ADMINISTRATION_ACCESS", "ROLE_API_ACCESS"]


def new_account(email: str, password: str, roles: list[str] | None = None) -> UserCreate:
    """An enabled account (a colleague's admin account unless ``roles`` says otherwise)."""
    return UserCreate(
        first_name=email.split("@")[0].capitalize(),
        last_name="Test",
        email=email,
        plain_password=password,
        enabled=True,
        roles=ADMIN_ROLES if roles is None else roles,
    )


def demo_profile(server_url: str = BASE_URL, password: str = DEMO_PASSWORD) -> Profile:
    return Profile(
        name="Demo",
        server_url=server_url,
        client_id=DEMO_CLIENT_ID,
        username=DEMO_USERNAME,
        secrets=Secrets(client_secret=DEMO_CLIENT_SECRET, password=password),
    )


def fill_password_form(
    dialog: ConnectDialog,
    server_url: str = BASE_URL,
    *,
    password: str = DEMO_PASSWORD,
    client_id: str = DEMO_CLIENT_ID,
    client_secret: str = DEMO_CLIENT_SECRET,
    username: str = DEMO_USERNAME,
) -> None:
    dialog.password_mode.setChecked(True)
    for edit, text in (
        (dialog.server_edit, server_url),
        (dialog.client_id_edit, client_id),
        (dialog.client_secret_edit, client_secret),
        (dialog.username_edit, username),
        (dialog.password_edit, password),
    ):
        edit.setText(text)


class _HtmlPage(BaseHTTPRequestHandler):
    """A web site that is not a store API: an HTML page for every path and method."""

    body = b"<!doctype html><html><body><h1>Welcome to our blog</h1></body></html>"

    def _answer(self) -> None:
        length = int(self.headers.get("Content-Length") or 0)
        if length:
            self.rfile.read(length)
        self.send_response(200)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(self.body)))
        self.end_headers()
        self.wfile.write(self.body)

    do_GET = do_POST = _answer

    def log_message(self, format: str, *args: Any) -> None:
        """Quiet: the test output is not a web server log."""


@contextmanager
def html_server() -> Iterator[str]:
    """A plain web server on loopback answering HTML; yields its ``host:port``."""
    server = ThreadingHTTPServer(("127.0.0.1", 0), _HtmlPage)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        host, port = server.server_address[:2]
        yield f"{host!s}:{port}"
    finally:
        server.shutdown()
        server.server_close()
        thread.join()


class SwitchableTransport(httpx.AsyncBaseTransport):
    """The in-process backend behind a cable the test can pull: while ``down``, every request
    fails as a refused connection does (the network is the one thing the test cannot cut); with
    ``stalls`` set as well, it fails as a server that never answers does: it waits out the
    client's read timeout, then times out."""

    def __init__(self, inner: httpx.AsyncBaseTransport) -> None:
        self.inner = inner
        self.down = False
        self.stalls = False
        self.refused = 0

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        if self.down:
            self.refused += 1
            if self.stalls:
                await asyncio.sleep(request.extensions["timeout"]["read"])
                raise httpx.ReadTimeout("timed out", request=request)
            raise httpx.ConnectError("[Errno 111] Connection refused", request=request)
        return await self.inner.handle_async_request(request)

    async def aclose(self) -> None:
        await self.inner.aclose()


@contextmanager
def desktop_of(app_look: Any, folder: Path, scheme: str, language: str) -> Iterator[None]:
    """The app's own look in a forced scheme ("light", "dark") and its words in ``language`` (a
    locale name); English again after."""
    from storeadmin_gui.ui.i18n import install_language
    from storeadmin_gui.ui.shell.style import APPEARANCE_KEY

    settings = temp_settings(folder)
    settings.setValue(APPEARANCE_KEY, scheme)
    app_look(settings)
    install_language(language)
    try:
        yield
    finally:
        install_language("en_US")


def signed_out_window(qtbot: Any, backend_app: Any, folder: Path) -> tuple[Any, Any]:
    """``(window, session)``: the main window at its usual size on the in-process backend,
    shown, not signed in yet (its session's client reaches ``backend_app``)."""
    from storeadmin_gui.ui.shell.main_window import MainWindow
    from storeadmin_gui.ui.shell.messages import MessageChannel
    from storeadmin_gui.ui.shell.session import Session

    messages = MessageChannel()
    session = Session(messages, client_factory=in_process_factory(backend_app))
    window = MainWindow(session, messages, temp_settings(folder))
    qtbot.addWidget(window)
    window.resize(1180, 720)
    window.show()
    return window, session


def page_loaded(page: Any) -> bool:
    """The page is settled: a list knows its total, is idle, and shows rows (or knows there are
    none); the Overview shows its figures."""
    if page is None or not page.settled:
        return False
    if not hasattr(page, "model"):
        return bool(page.figures)
    return bool(page.total == 0 or page.model.rowCount() > 0)


def open_window(qtbot: Any, session: Any, messages: Any, settings: QSettings) -> Any:
    """The main window on ``session``, shown (closed with the test)."""
    from storeadmin_gui.ui.shell.main_window import MainWindow

    window = MainWindow(session, messages, settings)
    qtbot.addWidget(window)
    window.show()
    return window


def wait_for_rows(qtbot: Any, window: Any) -> Any:
    """The window's current page, once its first rows are shown."""
    qtbot.waitUntil(lambda: page_loaded(window.current_page), timeout=15_000)
    return window.current_page


def column_of(page: Any, header: str) -> int:
    """The number of the table column headed ``header``."""
    return [column.header for column in page.model.columns].index(header)


def shown(page: Any, row: int, header: str) -> str:
    """The text the table shows in ``row`` under ``header``."""
    return str(page.model.data(page.model.index(row, column_of(page, header))))


def header_tip(page: Any, header: str) -> str:
    """The tooltip of the column headed ``header``."""
    from PySide6.QtCore import Qt

    tip = page.model.headerData(
        column_of(page, header), Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole
    )
    return str(tip or "")


def section_rows(detail: Any, title: str) -> list[tuple[str, str]]:
    """The labelled values the details panel shows in the group ``title``."""
    root = detail.tree.invisibleRootItem()
    groups = [root.child(number) for number in range(root.childCount())]
    group = next(group for group in groups if group.text(0) == title)
    rows = [group.child(number) for number in range(group.childCount())]
    return [(row.text(0), row.text(1)) for row in rows]


def sorting_sent(request: Any) -> dict[str, str]:
    """The ``sorting[...]`` parameters of a request, by field."""
    return {
        name.removeprefix("sorting[").removesuffix("]"): value
        for name, value in request.url.params.multi_items()
        if name.startswith("sorting[")
    }


def row_of(page: Any, key: object) -> int | None:
    """The row holding the record with ``key`` (among the rows loaded), or None."""
    rows = range(page.model.rowCount())
    return next((row for row in rows if page.model.key_at(row) == key), None)


def expire_all_tokens(backend_app: Any) -> None:
    """Time passes: every access and refresh token the backend handed out has expired."""
    from datetime import UTC, datetime

    from sqlalchemy import update

    from storeadmin_gui.backend.models.accounts import AccessToken, RefreshToken

    long_ago = datetime(2000, 1, 1, tzinfo=UTC)
    with backend_app.state.sessionmaker() as db:
        db.execute(update(AccessToken).values(expires_at=long_ago))
        db.execute(update(RefreshToken).values(expires_at=long_ago))
        db.commit()


PASSWORD_CHANGED_ELSEWHERE = "changed-elsewhere-7"


def change_password_elsewhere(backend_app: Any) -> str:
    """Someone changes the demo account's password elsewhere (the server's account command):
    every session of it ends, and the password this app holds no longer signs in. The new one."""
    from storeadmin_gui.backend.accounts_admin import save_admin

    with backend_app.state.sessionmaker() as db:
        save_admin(
            db, backend_app.state.password_work.hasher, DEMO_USERNAME, PASSWORD_CHANGED_ELSEWHERE
        )
        db.commit()
    return PASSWORD_CHANGED_ELSEWHERE


def narrow_to_first_product(qtbot: Any, page: Any) -> str:
    """Choose the first product in the Variants page's picker (after "All products") and wait
    for its variants; return its code."""
    picker = page.filters.box("product")
    qtbot.waitUntil(
        lambda: picker.count() > 1 and page.part(VariantScope).catalogue_offered is not None,
        timeout=10_000,
    )
    index = 1 if page.part(VariantScope).catalogue_offered else 0
    picker.setCurrentIndex(index)
    picker.activated.emit(index)
    code = str(picker.itemData(index))
    qtbot.waitUntil(
        lambda: page.model.criteria.get("product") == code and page_loaded(page), timeout=10_000
    )
    return code
