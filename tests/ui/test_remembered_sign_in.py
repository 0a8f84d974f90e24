"""A start with remembered sign-in details, against the real backend: the refresh token kept from
the last sign-in signs in without the dialog and without the password's costly check; a refused
one falls back to the password; a password changed elsewhere makes the dialog ask; the kept token
follows every renewal, and lives only in the keyring (or in memory), never in the settings file.

Each "start" is a new ``StoreAdmin`` on the same settings file and keyring, as after a restart.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs

import httpx
import keyring.backends.fail
import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot
from sqlalchemy import update

from storeadmin_gui.api import UserUpdate
from storeadmin_gui.app import parse_args
from storeadmin_gui.backend.models.accounts import AccessToken
from storeadmin_gui.gui import StoreAdmin
from storeadmin_gui.ui.shell.profiles import KEYRING_SERVICE, Profile, SecretStore
from storeadmin_gui.ui.shell.welcome import WelcomePanel
from tests.ui.conftest import make_store_client
from tests.ui.shell_support import (
    BASE_URL,
    DEMO_PASSWORD,
    DEMO_USERNAME,
    MemoryKeyring,
    expire_all_tokens,
    fill_password_form,
    in_process_factory,
    page_loaded,
    temp_settings,
)

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")

TOKEN_PATH = "/api/oauth/v2/token"


class GrantRecorder(httpx.AsyncBaseTransport):
    """The in-process backend, noting the grant type of every token request sent to it."""

    def __init__(self, inner: httpx.AsyncBaseTransport) -> None:
        self.inner = inner
        self.grants: list[str] = []

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        if request.url.path == TOKEN_PATH:
            form = parse_qs((await request.aread()).decode())
            self.grants.extend(form.get("grant_type", ["?"]))
        return await self.inner.handle_async_request(request)

    async def aclose(self) -> None:
        await self.inner.aclose()


@pytest.fixture
def recorder(backend_app: Any) -> GrantRecorder:
    return GrantRecorder(httpx.ASGITransport(app=backend_app))


@pytest.fixture
def keyring_backend() -> MemoryKeyring:
    """The system keyring, which outlives every start."""
    return MemoryKeyring()


@pytest.fixture
def start(
    backend_app: Any,
    recorder: GrantRecorder,
    keyring_backend: MemoryKeyring,
    tmp_path: Path,
    run: Any,
) -> Iterator[Callable[..., StoreAdmin]]:
    """Starts the app (``storeadmin`` with no arguments) on the same settings file and keyring
    each time, the previous start shut down first; its token requests are recorded afresh."""
    apps: list[StoreAdmin] = []

    def starter(secrets: SecretStore | None = None) -> StoreAdmin:
        if apps:
            run(apps[-1].shutdown(), timeout=30.0)
        recorder.grants.clear()
        app = StoreAdmin(
            parse_args([]),
            settings=temp_settings(tmp_path),
            secrets=secrets or SecretStore(keyring_backend),
            client_factory=in_process_factory(backend_app, recorder),
        )
        apps.append(app)
        run(app.start(), timeout=30.0)
        return app

    yield starter
    run(apps[-1].shutdown(), timeout=30.0)


def connect_in_dialog(qtbot: QtBot, app: StoreAdmin, *, remember: bool) -> None:
    """The user signs in to the demo account in the connect dialog."""
    dialog = app.connect_dialog
    assert dialog is not None
    fill_password_form(dialog)
    dialog.remember_box.setChecked(remember)
    qtbot.keyClick(dialog.password_edit, Qt.Key.Key_Return)
    lands_on_data(qtbot, app)


def kept_refresh_token(keyring_backend: MemoryKeyring) -> str | None:
    profile = Profile.suggested_name(BASE_URL, DEMO_USERNAME)
    return keyring_backend.stored.get((KEYRING_SERVICE, f"{profile}/refresh_token"))


def lands_on_data(qtbot: QtBot, app: StoreAdmin) -> None:
    qtbot.waitUntil(lambda: app.connect_dialog is None, timeout=10_000)
    window = app.window
    assert window is not None
    qtbot.waitUntil(lambda: page_loaded(window.current_page), timeout=10_000)
    assert window.user_label.text() == f"Signed in as {DEMO_USERNAME}"


def test_a_remembered_connection_starts_by_its_refresh_token_without_the_dialog(
    qtbot: QtBot,
    start: Callable[..., StoreAdmin],
    recorder: GrantRecorder,
    keyring_backend: MemoryKeyring,
    tmp_path: Path,
) -> None:
    first = start()
    connect_in_dialog(qtbot, first, remember=True)
    assert recorder.grants == ["password"]
    token_after_sign_in = kept_refresh_token(keyring_backend)
    assert token_after_sign_in

    second = start()
    lands_on_data(qtbot, second)
    assert recorder.grants == ["refresh_token"]  # the password was not sent
    assert second.window is not None  # it showed no welcome while it signed in, nor made one
    assert second.window.findChild(WelcomePanel) is None
    token_after_start = kept_refresh_token(keyring_backend)
    assert token_after_start and token_after_start != token_after_sign_in  # renewed, kept

    third = start()  # the renewed one works in turn (the first is used up)
    lands_on_data(qtbot, third)
    assert recorder.grants == ["refresh_token"]
    settings_text = (tmp_path / "storeadmin.ini").read_text(encoding="utf-8")
    assert DEMO_USERNAME in settings_text  # the profile is there, its secrets are not
    for secret in (token_after_sign_in, token_after_start, DEMO_PASSWORD):
        assert secret not in settings_text


def test_a_refused_refresh_token_falls_back_to_the_password(
    qtbot: QtBot,
    start: Callable[..., StoreAdmin],
    recorder: GrantRecorder,
    keyring_backend: MemoryKeyring,
    backend_app: Any,
) -> None:
    connect_in_dialog(qtbot, start(), remember=True)
    expired = kept_refresh_token(keyring_backend)
    expire_all_tokens(backend_app)  # fourteen days later

    app = start()
    lands_on_data(qtbot, app)
    assert recorder.grants == ["refresh_token", "password"]
    renewed = kept_refresh_token(keyring_backend)
    assert renewed and renewed != expired


def test_a_password_changed_elsewhere_makes_the_dialog_ask(
    qtbot: QtBot,
    start: Callable[..., StoreAdmin],
    recorder: GrantRecorder,
    keyring_backend: MemoryKeyring,
    backend_app: Any,
    open_client: Callable[[Any], Any],
    run: Any,
) -> None:
    connect_in_dialog(qtbot, start(), remember=True)
    elsewhere = open_client(make_store_client(backend_app))  # the user, at another computer
    found = run(elsewhere.users.list(page=1, limit=5, criteria={"query": DEMO_USERNAME}))
    run(elsewhere.users.patch(found.items[0].id, UserUpdate(plain_password="changed-elsewhere")))

    app = start()
    assert recorder.grants == ["refresh_token", "password"]  # the change ended the sessions
    dialog = app.connect_dialog
    assert dialog is not None and dialog.isVisible()
    assert "username or password is not right" in dialog.error_text
    assert dialog.username_edit.text() == DEMO_USERNAME  # the remembered connection, chosen
    assert app.session.client is None
    assert kept_refresh_token(keyring_backend) is None  # the refused one is not kept
    window = app.window  # behind the dialog: the welcome, as for a start with nothing remembered
    assert window is not None and window.stack.currentWidget() is window.placeholder

    dialog.password_edit.setText("changed-elsewhere")
    qtbot.keyClick(dialog.password_edit, Qt.Key.Key_Return)
    lands_on_data(qtbot, app)
    assert kept_refresh_token(keyring_backend)  # remembered again, for the next start


def test_a_renewal_during_the_session_is_kept_for_the_next_start(
    qtbot: QtBot,
    start: Callable[..., StoreAdmin],
    recorder: GrantRecorder,
    keyring_backend: MemoryKeyring,
    backend_app: Any,
) -> None:
    """The server makes the previous refresh token useless at each renewal, so the kept copy
    must follow the renewals of a long session, not only the sign-in."""
    app = start()
    connect_in_dialog(qtbot, app, remember=True)
    at_sign_in = kept_refresh_token(keyring_backend)
    with backend_app.state.sessionmaker() as db:  # an hour later: the access token expired
        db.execute(update(AccessToken).values(expires_at=datetime(2000, 1, 1, tzinfo=UTC)))
        db.commit()
    window = app.window
    assert window is not None
    recorder.grants.clear()
    window.refresh()
    qtbot.waitUntil(lambda: recorder.grants == ["refresh_token"], timeout=10_000)
    qtbot.waitUntil(lambda: page_loaded(window.current_page), timeout=10_000)
    renewed = kept_refresh_token(keyring_backend)
    assert renewed and renewed != at_sign_in

    lands_on_data(qtbot, start())
    assert recorder.grants == ["refresh_token"]


def test_without_remember_no_token_is_kept_and_the_next_start_asks(
    qtbot: QtBot,
    start: Callable[..., StoreAdmin],
    keyring_backend: MemoryKeyring,
) -> None:
    connect_in_dialog(qtbot, start(), remember=False)
    assert keyring_backend.stored == {}

    app = start()
    assert app.connect_dialog is not None and app.session.client is None
    assert app.window is not None and app.window.stack.currentWidget() is app.window.placeholder


def test_without_a_keyring_the_token_lives_only_as_long_as_the_app(
    qtbot: QtBot, start: Callable[..., StoreAdmin], tmp_path: Path
) -> None:
    first = start(SecretStore(keyring.backends.fail.Keyring()))
    connect_in_dialog(qtbot, first, remember=True)
    profile = first.session.profile
    assert profile is not None
    held = profile.secrets.refresh_token
    assert held and first.profiles.secrets.load(profile.name).refresh_token == held  # in memory

    second = start(SecretStore(keyring.backends.fail.Keyring()))  # a new run: memory is empty
    assert second.connect_dialog is not None and second.session.client is None
    assert held not in (tmp_path / "storeadmin.ini").read_text(encoding="utf-8")
