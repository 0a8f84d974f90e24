"""A start with remembered sign-in details, against the real backend: the refresh token kept from
the last sign-in signs in without the dialog and without the password's costly check; a refused
one falls back to the password; a password changed elsewhere makes the dialog ask; the kept token
follows every renewal, and lives only in the keyring (or in memory), never in the settings file.

Each "start" is a new ``StoreAdmin`` on the same settings file and keyring, as after a restart.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Coroutine, Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, TypeVar
from urllib.parse import parse_qs

import httpx
import keyring.backends.fail
import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot
from sqlalchemy import update

from storeadmin_gui import gui
from storeadmin_gui.api import UserUpdate
from storeadmin_gui.app import parse_args
from storeadmin_gui.backend.models.accounts import AccessToken
from storeadmin_gui.gui import StoreAdmin
from storeadmin_gui.ui.shell.profiles import (
    KEYRING_SERVICE,
    PROFILES_GROUP,
    Profile,
    SecretStore,
)
from storeadmin_gui.ui.shell.welcome import WelcomePanel
from tests.ui.conftest import make_store_client
from tests.ui.shell_support import (
    BASE_URL,
    DEMO_PASSWORD,
    DEMO_USERNAME,
    LOCKED_SECONDS,
    MemoryKeyring,
    PromptingKeyring,
    RefusingKeyring,
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

    def starter(secrets: SecretStore | None = None, *, started: bool = True) -> StoreAdmin:
        """``started``: run its start to the end here (else the test does)."""
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
        if started:
            run(app.start(), timeout=30.0)
        return app

    yield starter
    run(apps[-1].shutdown(), timeout=30.0)


def connect_in_dialog(
    qtbot: QtBot, app: StoreAdmin, *, remember: bool, until_kept: bool = True
) -> None:
    """The user signs in to the demo account in the connect dialog; ``until_kept``: and the
    keyring has what was remembered."""
    dialog = app.connect_dialog
    assert dialog is not None
    fill_password_form(dialog)
    dialog.remember_box.setChecked(remember)
    qtbot.keyClick(dialog.password_edit, Qt.Key.Key_Return)
    lands_on_data(qtbot, app)
    if until_kept:
        written(qtbot, app)


def kept_refresh_token(keyring_backend: MemoryKeyring) -> str | None:
    profile = Profile.suggested_name(BASE_URL, DEMO_USERNAME)
    return keyring_backend.stored.get((KEYRING_SERVICE, f"{profile}/refresh_token"))


def written(qtbot: QtBot, app: StoreAdmin) -> None:
    """Wait until the app's keyring thread has written what it was given (it writes while the
    window goes on)."""
    qtbot.waitUntil(lambda: not app.profiles.secrets.writing, timeout=10_000)


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
    written(qtbot, second)
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
    written(qtbot, app)
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
    written(qtbot, app)
    assert kept_refresh_token(keyring_backend) is None  # the refused one is not kept
    window = app.window  # behind the dialog: the welcome, as for a start with nothing remembered
    assert window is not None and window.stack.currentWidget() is window.placeholder

    qtbot.waitUntil(lambda: not dialog.busy)  # its fields are the user's once the keyring answered
    dialog.password_edit.setText("changed-elsewhere")
    qtbot.keyClick(dialog.password_edit, Qt.Key.Key_Return)
    lands_on_data(qtbot, app)
    written(qtbot, app)
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
    written(qtbot, app)
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


def test_a_keyring_that_refuses_at_a_remembered_start_leaves_the_dialog_to_ask(
    qtbot: QtBot, start: Callable[..., StoreAdmin], keyring_backend: MemoryKeyring
) -> None:
    connect_in_dialog(qtbot, start(), remember=True)
    refusing = RefusingKeyring()
    refusing.stored = keyring_backend.stored  # the secrets are there, the keyring is locked

    app = start(SecretStore(refusing))

    dialog = app.connect_dialog
    assert dialog is not None and dialog.isVisible() and app.session.client is None
    assert dialog.username_edit.text() == DEMO_USERNAME  # the remembered connection, chosen
    assert app.window is not None and app.window.message_bar.text == ""  # no "Signing in…"


def saved_before_the_choice_was_recorded(tmp_path: Path) -> str:
    """The demo connection's settings as an earlier version saved them, without the choice to
    remember its details (the keyring held them, or not); its settings key for that choice."""
    settings = temp_settings(tmp_path)
    key = f"{PROFILES_GROUP}/{Profile.suggested_name(BASE_URL, DEMO_USERNAME)}/rememberSecrets"
    assert settings.contains(key)
    settings.remove(key)
    settings.sync()
    return key


def test_a_connection_saved_before_the_choice_signs_in_by_what_the_keyring_holds(
    qtbot: QtBot,
    start: Callable[..., StoreAdmin],
    recorder: GrantRecorder,
    keyring_backend: MemoryKeyring,
    tmp_path: Path,
    run: Any,
) -> None:
    """Whether such a connection remembered its details is read from the keyring, on the
    keyring's thread like every read: a locked keyring holds no window; then it signs in by the
    kept token, and the choice is recorded for the next starts."""
    connect_in_dialog(qtbot, start(), remember=True)
    key = saved_before_the_choice_was_recorded(tmp_path)
    locked = PromptingKeyring(keyring_backend.stored)
    app = start(SecretStore(locked), started=False)

    def seen(_starting: asyncio.Future[None]) -> tuple[bool, bool]:
        assert app.window is not None
        return app.window.isVisible(), not locked.gave_up

    shown, still_locked = behind_the_prompt(run, locked, app.start(), seen)
    assert still_locked, "the window waited for the keyring"
    assert shown
    lands_on_data(qtbot, app)
    assert recorder.grants == ["refresh_token"]
    assert str(temp_settings(tmp_path).value(key)).lower() == "true"


def test_a_connection_saved_before_the_choice_with_nothing_kept_asks(
    qtbot: QtBot,
    start: Callable[..., StoreAdmin],
    keyring_backend: MemoryKeyring,
    tmp_path: Path,
) -> None:
    """Nothing in the keyring: the dialog asks, with "remember" unticked once the keyring has
    answered, no "Signing in" left shown, and nothing written to the keyring; the choice (not
    to remember) is recorded."""
    connect_in_dialog(qtbot, start(), remember=False)
    key = saved_before_the_choice_was_recorded(tmp_path)

    app = start()

    dialog = app.connect_dialog
    assert dialog is not None and dialog.isVisible() and app.session.client is None
    assert dialog.username_edit.text() == DEMO_USERNAME  # the last connection, chosen
    qtbot.waitUntil(lambda: not dialog.remember_box.isChecked(), timeout=10_000)
    assert app.window is not None and app.window.message_bar.text == ""
    assert str(temp_settings(tmp_path).value(key)).lower() == "false"
    assert keyring_backend.stored == {}


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


T = TypeVar("T")


def behind_the_prompt(
    run: Any,
    locked: PromptingKeyring,
    work: Coroutine[Any, Any, None],
    observe: Callable[[asyncio.Future[None]], T],
) -> T:
    """Run ``work`` while ``locked`` asks to be unlocked: what ``observe`` sees of it once the
    keyring has been asked and the work has had every chance to end without it; then the user
    unlocks the keyring and the work ends."""

    async def under_the_prompt() -> T:
        working = asyncio.ensure_future(work)
        await asyncio.to_thread(locked.asked.wait, LOCKED_SECONDS)
        await asyncio.wait([working], timeout=0.5)
        seen = observe(working)
        locked.unlocked.set()
        await working
        return seen

    result: T = run(under_the_prompt(), timeout=30.0)
    return result


def test_a_locked_keyring_keeps_neither_the_window_nor_the_start_waiting(
    qtbot: QtBot,
    start: Callable[..., StoreAdmin],
    recorder: GrantRecorder,
    keyring_backend: MemoryKeyring,
    run: Any,
) -> None:
    """While the keyring asks to be unlocked, the window is shown, answers and says it is
    signing in; once unlocked, the start signs in by the kept token."""
    connect_in_dialog(qtbot, start(), remember=True)
    locked = PromptingKeyring(keyring_backend.stored)
    app = start(SecretStore(locked), started=False)

    def seen(_starting: asyncio.Future[None]) -> tuple[bool, str, bool]:
        assert app.window is not None
        # The event loop runs while the keyring waits: the window answers, saying why it waits.
        return app.window.isVisible(), app.window.message_bar.text, not locked.gave_up

    shown, said, still_locked = behind_the_prompt(run, locked, app.start(), seen)
    assert still_locked, "the window waited for the keyring"
    assert shown
    assert said == f"Signing in to {BASE_URL}…"
    lands_on_data(qtbot, app)
    assert recorder.grants == ["refresh_token"]


def test_the_quit_waits_for_the_keyring_to_keep_the_renewed_token(
    qtbot: QtBot,
    start: Callable[..., StoreAdmin],
    recorder: GrantRecorder,
    keyring_backend: MemoryKeyring,
    run: Any,
) -> None:
    """The renewed refresh token is written while the window shows data; the quit waits for
    the keyring to take it, so the next start signs in by it."""
    connect_in_dialog(qtbot, start(), remember=True)
    kept_at_sign_in = kept_refresh_token(keyring_backend)
    locked = PromptingKeyring(keyring_backend.stored, reads=False)
    app = start(SecretStore(locked))
    lands_on_data(qtbot, app)  # the rows came while the keyring held the renewed token back
    assert locked.asked.is_set() and kept_refresh_token(keyring_backend) == kept_at_sign_in

    quit_waited = behind_the_prompt(
        run, locked, app.shutdown(), lambda quitting: not quitting.done()
    )
    assert quit_waited, "the quit did not wait for the keyring"
    assert not locked.gave_up
    assert kept_refresh_token(keyring_backend) not in (None, kept_at_sign_in)
    lands_on_data(qtbot, start())  # the next start
    assert recorder.grants == ["refresh_token"]


def test_a_keyring_that_never_answers_does_not_hold_the_quit(
    qtbot: QtBot,
    start: Callable[..., StoreAdmin],
    keyring_backend: MemoryKeyring,
    run: Any,
    monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
) -> None:
    monkeypatch.setattr(gui, "KEYRING_QUIT_WAIT", 0.2)
    locked = PromptingKeyring(keyring_backend.stored)
    app = start(SecretStore(locked))  # nothing remembered: the dialog asks, no keyring read
    connect_in_dialog(qtbot, app, remember=True, until_kept=False)
    try:
        run(app.shutdown(), timeout=10.0)  # the secrets' write is still waiting for the prompt
        assert "the keyring did not answer" in caplog.text
    finally:
        locked.unlocked.set()


def test_the_quit_waits_for_the_keyrings_writes_not_for_a_read_at_its_prompt(run: Any) -> None:
    """A read still at the keyring's prompt (the window closed meanwhile) holds no quit."""
    locked = PromptingKeyring({})
    secrets = SecretStore(locked)

    async def quit_during_the_read() -> bool:
        reading = asyncio.ensure_future(secrets.loaded("Shop"))
        await asyncio.to_thread(locked.asked.wait, LOCKED_SECONDS)
        await secrets.written()  # nothing queued to write: at once
        waited = locked.gave_up
        locked.unlocked.set()
        await reading
        return waited

    assert not run(quit_during_the_read(), timeout=30.0), "the quit waited for a read"
