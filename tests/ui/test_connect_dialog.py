"""The connect dialog against the real backend in-process: sign in, explain failures, remember."""

from __future__ import annotations

import socket
from pathlib import Path
from typing import Any

import httpx
import keyring.backends.fail
import keyring.errors
import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from storeadmin_gui.ui.shell.connect_dialog import NEW_CONNECTION, NO_KEYRING_NOTE, ConnectDialog
from storeadmin_gui.ui.shell.messages import MessageChannel
from storeadmin_gui.ui.shell.profiles import ProfileStore, SecretStore
from storeadmin_gui.ui.shell.session import Session
from tests.ui.conftest import Runner
from tests.ui.shell_support import (
    BASE_URL,
    DEMO_CLIENT_ID,
    DEMO_CLIENT_SECRET,
    DEMO_PASSWORD,
    DEMO_USERNAME,
    MemoryKeyring,
    PromptingKeyring,
    RefusingKeyring,
    demo_profile,
    fill_password_form,
    html_server,
    in_process_factory,
    temp_settings,
)

# The offscreen platform cannot pass a window's size limits on, which a dialog whose rows
# change asks it to do.
pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


@pytest.fixture
def session(backend_app: Any, qtbot: QtBot, run: Any) -> Any:
    session = Session(MessageChannel(), client_factory=in_process_factory(backend_app))
    yield session
    run(session.close())


@pytest.fixture
def keyring_backend() -> MemoryKeyring:
    return MemoryKeyring()


@pytest.fixture
def profiles(tmp_path: Path, keyring_backend: MemoryKeyring) -> ProfileStore:
    return ProfileStore(temp_settings(tmp_path), SecretStore(keyring_backend))


def make_dialog(qtbot: QtBot, profiles: ProfileStore, session: Session, **options: Any) -> Any:
    dialog = ConnectDialog(profiles, session.open, **options)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def attempt(qtbot: QtBot, dialog: ConnectDialog) -> None:
    """Press Enter (the default button) and wait until the attempt has ended."""
    qtbot.keyClick(dialog.password_edit, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not dialog.busy, timeout=10_000)


def sign_in_remembering(
    qtbot: QtBot, profiles: ProfileStore, session: Session, run: Runner
) -> None:
    """A first start: the user signs in, Remember ticked; its quit waits for the keyring."""
    first = make_dialog(qtbot, profiles, session)
    fill_password_form(first)
    first.remember_box.setChecked(True)
    attempt(qtbot, first)
    run(profiles.secrets.written())


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


def test_good_credentials_sign_in_and_save_the_profile_without_secrets_in_settings(
    qtbot: QtBot, profiles: ProfileStore, session: Session, tmp_path: Path
) -> None:
    dialog = make_dialog(qtbot, profiles, session)
    fill_password_form(dialog)
    dialog.remember_box.setChecked(True)

    attempt(qtbot, dialog)

    assert dialog.result() == QDialog.DialogCode.Accepted
    assert session.client is not None and session.client.username == DEMO_USERNAME
    name = f"{DEMO_USERNAME} @ testserver"
    assert profiles.names() == [name] and profiles.last_profile == name
    saved = profiles.load(name)
    assert saved is not None and saved.secrets.password == DEMO_PASSWORD
    settings_text = (tmp_path / "storeadmin.ini").read_text()
    assert DEMO_PASSWORD not in settings_text and DEMO_CLIENT_SECRET not in settings_text


def test_wrong_password_is_explained_and_what_was_typed_is_kept(
    qtbot: QtBot, profiles: ProfileStore, session: Session
) -> None:
    dialog = make_dialog(qtbot, profiles, session)
    fill_password_form(dialog, password="not-the-password")

    attempt(qtbot, dialog)

    assert dialog.isVisible() and dialog.result() != QDialog.DialogCode.Accepted
    assert "username or password is not right" in dialog.error_text
    assert dialog.password_edit.text() == "not-the-password"
    assert dialog.username_edit.text() == DEMO_USERNAME
    assert dialog.password_edit.isEnabled() and dialog.connect_button.isEnabled()
    assert dialog.focusWidget() is dialog.password_edit  # ready to type it again
    assert session.client is None and profiles.names() == []


def test_wrong_client_secret_is_explained(
    qtbot: QtBot, profiles: ProfileStore, session: Session
) -> None:
    dialog = make_dialog(qtbot, profiles, session)
    fill_password_form(dialog, client_secret="guess")

    attempt(qtbot, dialog)

    assert "client ID or client secret" in dialog.error_text
    assert dialog.client_secret_edit.text() == "guess"


def test_a_web_site_that_is_not_an_api_server_is_explained(
    qtbot: QtBot, profiles: ProfileStore, session: Session
) -> None:
    dialog = make_dialog(qtbot, profiles, session)
    with html_server() as address:
        fill_password_form(dialog, f"http://{address}")
        attempt(qtbot, dialog)

    assert "not a store API server" in dialog.error_text
    assert dialog.server_edit.text() == f"http://{address}"


def test_an_unreachable_server_is_explained(
    qtbot: QtBot, profiles: ProfileStore, session: Session
) -> None:
    dialog = make_dialog(qtbot, profiles, session)
    fill_password_form(dialog, f"http://127.0.0.1:{free_port()}")

    attempt(qtbot, dialog)

    assert "cannot reach a server" in dialog.error_text
    assert dialog.focusWidget() is dialog.server_edit  # the address is the likely mistake


def test_https_to_a_server_without_tls_is_explained_as_a_secure_connection_problem(
    qtbot: QtBot, profiles: ProfileStore, session: Session
) -> None:
    dialog = make_dialog(qtbot, profiles, session)
    with html_server() as address:
        fill_password_form(dialog, f"https://{address}")
        attempt(qtbot, dialog)

    assert "secure connection" in dialog.error_text


def test_missing_fields_are_named_before_anything_is_sent(
    qtbot: QtBot, profiles: ProfileStore, session: Session
) -> None:
    dialog = make_dialog(qtbot, profiles, session)
    fill_password_form(dialog, password="")

    qtbot.mouseClick(dialog.connect_button, Qt.MouseButton.LeftButton)

    assert dialog.error_text == "Enter the password."
    assert not dialog.busy and dialog.focusWidget() is dialog.password_edit


def test_a_pasted_access_token_signs_in_and_a_bad_one_is_refused(
    qtbot: QtBot, profiles: ProfileStore, session: Session, backend_app: Any, run: Any
) -> None:
    async def fetch_token() -> str:
        transport = httpx.ASGITransport(app=backend_app)
        async with httpx.AsyncClient(transport=transport, base_url=BASE_URL) as http:
            answer = await http.post(
                "/api/oauth/v2/token",
                data={
                    "grant_type": "password",
                    "client_id": DEMO_CLIENT_ID,
                    "client_secret": DEMO_CLIENT_SECRET,
                    "username": DEMO_USERNAME,
                    "password": DEMO_PASSWORD,
                },
            )
        token: str = answer.json()["access_token"]
        return token

    token = run(fetch_token())
    dialog = make_dialog(qtbot, profiles, session)
    dialog.server_edit.setText(BASE_URL)
    dialog.token_mode.setChecked(True)
    assert dialog.token_edit.isVisible() and not dialog.password_edit.isVisible()
    dialog.token_edit.setText("expired-or-mistyped")
    qtbot.keyClick(dialog.token_edit, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not dialog.busy, timeout=10_000)
    assert "did not accept the access token" in dialog.error_text

    dialog.token_edit.setText(token)
    qtbot.keyClick(dialog.token_edit, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not dialog.busy, timeout=10_000)

    assert dialog.result() == QDialog.DialogCode.Accepted, dialog.error_text
    assert session.client is not None


def test_try_the_demo_store_button_opens_the_demo(
    qtbot: QtBot, profiles: ProfileStore, session: Session
) -> None:
    dialog = make_dialog(qtbot, profiles, session, start_demo=lambda: session.open(demo_profile()))
    assert dialog.demo_button.isVisible()

    qtbot.mouseClick(dialog.demo_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.result() == QDialog.DialogCode.Accepted, timeout=10_000)

    assert session.client is not None and session.client.username == DEMO_USERNAME


def test_remembered_profile_is_preselected_with_its_secrets_next_time(
    qtbot: QtBot, profiles: ProfileStore, session: Session, tmp_path: Path,
    keyring_backend: MemoryKeyring, run: Runner,
) -> None:  # fmt: skip
    sign_in_remembering(qtbot, profiles, session, run)

    # A new start: settings read back from the file, secrets from the keyring.
    later = ProfileStore(temp_settings(tmp_path), SecretStore(keyring_backend))
    second = make_dialog(qtbot, later, session)
    qtbot.waitUntil(lambda: not second.busy)  # the keyring answered

    assert second.profile_box.currentText() == f"{DEMO_USERNAME} @ testserver"
    assert second.server_edit.text() == BASE_URL
    assert second.password_edit.text() == DEMO_PASSWORD
    assert second.remember_box.isChecked()
    attempt(qtbot, second)
    assert second.result() == QDialog.DialogCode.Accepted

    third = make_dialog(qtbot, later, session)
    third.profile_box.setCurrentText(f"{DEMO_USERNAME} @ testserver")
    qtbot.mouseClick(third.forget_button, Qt.MouseButton.LeftButton)
    assert third.profile_box.currentText() == NEW_CONNECTION
    run(later.secrets.written())
    assert later.names() == [] and keyring_backend.stored == {}


def test_a_locked_keyring_leaves_the_dialog_answering_until_it_gives_the_secrets(
    qtbot: QtBot, profiles: ProfileStore, session: Session, tmp_path: Path,
    keyring_backend: MemoryKeyring, run: Runner,
) -> None:  # fmt: skip
    sign_in_remembering(qtbot, profiles, session, run)
    locked = PromptingKeyring(
        keyring_backend.stored
    )  # the next start's keyring asks to be unlocked
    later = ProfileStore(temp_settings(tmp_path), SecretStore(locked))

    dialog = make_dialog(qtbot, later, session)
    qtbot.waitUntil(locked.asked.is_set)
    assert not locked.gave_up, "the dialog waited for the keyring"
    assert dialog.isVisible() and dialog.busy
    assert dialog.status_label.text() == "Reading the saved sign-in details…"
    assert dialog.server_edit.text() == BASE_URL  # what the settings have, at once
    assert not dialog.password_edit.isEnabled() and not dialog.connect_button.isEnabled()
    assert dialog.cancel_button.isEnabled()

    locked.unlocked.set()  # the user unlocks it
    qtbot.waitUntil(lambda: not dialog.busy)
    assert dialog.password_edit.text() == DEMO_PASSWORD and dialog.password_edit.isEnabled()
    assert dialog.connect_button.isEnabled() and not dialog.status_label.isVisible()


def test_cancel_while_the_keyring_is_locked_closes_the_dialog(
    qtbot: QtBot, profiles: ProfileStore, session: Session, tmp_path: Path,
    keyring_backend: MemoryKeyring, run: Runner,
) -> None:  # fmt: skip
    sign_in_remembering(qtbot, profiles, session, run)
    locked = PromptingKeyring(keyring_backend.stored)
    dialog = make_dialog(qtbot, ProfileStore(temp_settings(tmp_path), SecretStore(locked)), session)
    qtbot.waitUntil(locked.asked.is_set)
    try:
        qtbot.mouseClick(dialog.cancel_button, Qt.MouseButton.LeftButton)
        assert dialog.result() == QDialog.DialogCode.Rejected and not dialog.isVisible()
        assert not dialog.busy
    finally:
        locked.unlocked.set()


def test_without_a_keyring_the_dialog_says_so_and_keeps_secrets_for_this_run_only(
    qtbot: QtBot, session: Session, tmp_path: Path
) -> None:
    no_keyring = keyring.backends.fail.Keyring()
    profiles = ProfileStore(temp_settings(tmp_path), SecretStore(no_keyring))
    dialog = make_dialog(qtbot, profiles, session)
    qtbot.waitUntil(dialog.keyring_note.isVisible)  # once the keyring was looked for
    assert dialog.keyring_note.text() == NO_KEYRING_NOTE
    fill_password_form(dialog)
    dialog.remember_box.setChecked(True)
    attempt(qtbot, dialog)
    name = f"{DEMO_USERNAME} @ testserver"

    this_run = profiles.load(name)
    next_run = ProfileStore(temp_settings(tmp_path), SecretStore(no_keyring)).load(name)

    assert this_run is not None and this_run.secrets.password == DEMO_PASSWORD
    assert next_run is not None and next_run.username == DEMO_USERNAME
    assert next_run.secrets.password == ""
    assert DEMO_PASSWORD not in (tmp_path / "storeadmin.ini").read_text()


def test_a_server_given_on_the_command_line_is_prefilled(
    qtbot: QtBot, profiles: ProfileStore, session: Session
) -> None:
    dialog = make_dialog(qtbot, profiles, session, server_url="https://shop.example.com")

    assert dialog.server_edit.text() == "https://shop.example.com"
    assert dialog.profile_box.currentText() == NEW_CONNECTION
    assert not dialog.forget_button.isEnabled()  # nothing saved to forget
    assert dialog.focusWidget() is dialog.client_id_edit


def test_a_keyring_that_refuses_is_treated_as_absent(
    qtbot: QtBot, session: Session, tmp_path: Path
) -> None:
    profiles = ProfileStore(temp_settings(tmp_path), SecretStore(RefusingKeyring()))
    dialog = make_dialog(qtbot, profiles, session)
    fill_password_form(dialog)
    dialog.remember_box.setChecked(True)

    attempt(qtbot, dialog)

    assert dialog.result() == QDialog.DialogCode.Accepted
    assert not profiles.secrets.available
    saved = profiles.load(f"{DEMO_USERNAME} @ testserver")
    assert saved is not None and saved.secrets.password == DEMO_PASSWORD  # for this run


def test_a_server_given_on_the_command_line_picks_its_saved_connection(
    qtbot: QtBot, profiles: ProfileStore, session: Session
) -> None:
    first = make_dialog(qtbot, profiles, session)
    fill_password_form(first)
    attempt(qtbot, first)

    second = make_dialog(qtbot, profiles, session, server_url="http://testserver/")

    assert second.profile_box.currentText() == f"{DEMO_USERNAME} @ testserver"
    assert second.server_edit.text() == BASE_URL and second.username_edit.text() == DEMO_USERNAME


def test_an_address_typed_loosely_is_completed_before_connecting(
    qtbot: QtBot, profiles: ProfileStore, session: Session
) -> None:
    dialog = make_dialog(qtbot, profiles, session)
    with html_server() as address:
        fill_password_form(dialog, f"  {address}/api/v1/ ")  # no scheme, a pasted API path
        attempt(qtbot, dialog)

    # This computer's address gets http://, the path and the spaces go: the site was reached.
    assert f"The address http://{address} answers" in dialog.error_text
    assert dialog.entered_profile().server_url == f"http://{address}"
    assert dialog.entered_profile().name == f"{DEMO_USERNAME} @ {address}"


def test_a_long_saved_connection_cuts_no_label(
    qtbot: QtBot, profiles: ProfileStore, session: Session
) -> None:
    """A saved connection's long name widens its box: the dialog grows, never cutting the
    labels beside ("Saved connectio" read before)."""
    from tests.ui.text_fit import cut_texts

    saved = demo_profile()
    saved.name = "orders-desk@example-shop.test @ shop.example-store.test"
    profiles.save(saved, remember_secrets=True)
    dialog = make_dialog(qtbot, profiles, session)
    qtbot.waitExposed(dialog)
    assert dialog.profile_box.currentText() == saved.name
    assert cut_texts(dialog) == []
    assert dialog.width() >= dialog.minimumSizeHint().width()
