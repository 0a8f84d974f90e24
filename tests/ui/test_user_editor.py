"""The user editor against the real demo store: create, edit (only what changed; the password only
when typed), local and server messages on their fields, enable/disable from the table, delete
(soft), password resets, and a dropped connection that loses nothing."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import httpx
import pytest
from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from storeadmin_gui.api import PasswordAuth, StoreClient, errors
from storeadmin_gui.api.models import User, UserCreate, UserUpdate
from storeadmin_gui.backend.demo_account import DEMO_ADMIN_EMAIL, DEMO_CLIENT_ID, DEMO_CLIENT_SECRET
from storeadmin_gui.ui.editors import enable_users, open_user_editor
from storeadmin_gui.ui.editors.user_editor import UserEditor, set_users_enabled
from tests.support.network import FlakyNetwork, request_is
from tests.ui.conftest import BASE_URL, Runner, make_store_client
from tests.ui.dialog_support import visible_dialogs
from tests.ui.sales_support import (
    OFFSCREEN_WARNINGS,
    answer_dialog,
    ctrl_key,
    opened,
    save_screenshot,
    settled,
)

pytestmark = pytest.mark.qt_log_ignore(*OFFSCREEN_WARNINGS)


def some_user(run: Runner, client: StoreClient, email: str = "tom.berger@example.com") -> User:
    users = run(client.users.list(page=1, limit=5, criteria={"query": email})).items
    return next(user for user in users if user.email == email)


def type_into(qtbot: QtBot, editor: UserEditor, **values: str) -> None:
    for name, text in values.items():
        box = getattr(editor, f"{name}_input")
        box.setFocus()
        box.selectAll()
        qtbot.keyClicks(box, text)  # replaces the selection, as a user retyping does


def signs_in(app: Any, run: Runner, username: str, password: str) -> bool:
    """Whether the store gives ``username`` a token for ``password``."""
    auth = PasswordAuth(
        client_id=DEMO_CLIENT_ID,
        client_secret=DEMO_CLIENT_SECRET,
        username=username,
        password=password,
    )

    async def attempt() -> bool:
        async with StoreClient(BASE_URL, auth=auth, transport=httpx.ASGITransport(app=app)) as c:
            try:
                await c.sign_in()
            except errors.Unauthorized:
                return False
            return True

    result: bool = run(attempt())
    return result


def test_create_a_user_with_roles_then_it_can_sign_in(
    qtbot: QtBot, store_client: Any, backend_app: Any, run: Runner, tmp_path: Path
) -> None:
    editor = opened(qtbot, UserEditor(store_client), size=None)
    assert editor.describe() == "New user"
    assert not editor.reset_box.isVisibleTo(editor) and not editor.delete_button.isVisibleTo(editor)
    assert editor.password_input.echoMode().name == "Password"
    assert editor.confirmation_input.echoMode().name == "Password"

    type_into(qtbot, editor, first_name="Ann", last_name="Lee", email="ann.lee@example.com")
    type_into(qtbot, editor, password="s3cret-pass", confirmation="s3cret-pass")
    editor.roles_input.set_checked("ROLE_API_ACCESS", True)
    editor.roles_input.set_checked("ROLE_ADMINISTRATION_ACCESS", True)
    save_screenshot(editor, "user-new", tmp_path)
    with qtbot.waitSignal(editor.created, timeout=10000) as created:
        ctrl_key(qtbot, editor, Qt.Key.Key_S)()
    qtbot.waitUntil(lambda: not editor.busy and editor.user is not None)

    user = run(store_client.users.get(created.args[0].id))
    assert (user.first_name, user.last_name, user.email, user.enabled) == (
        "Ann",
        "Lee",
        "ann.lee@example.com",
        True,
    )
    assert sorted(user.roles) == ["ROLE_ADMINISTRATION_ACCESS", "ROLE_API_ACCESS", "ROLE_USER"]
    assert signs_in(backend_app, run, "ann.lee@example.com", "s3cret-pass")
    assert editor.describe() == "User Ann Lee"  # now editing what was created
    assert editor.password_input.text() == "" and not editor.form.dirty
    assert editor.reset_box.isVisibleTo(editor) and editor.delete_button.isVisibleTo(editor)


def test_messages_as_typed_and_from_the_server_on_their_fields(
    qtbot: QtBot, store_client: Any
) -> None:
    editor = opened(qtbot, UserEditor(store_client), size=None)

    qtbot.keyClicks(editor.email_input, "not-an-address")
    assert editor.form.error_for("email") == "This email is invalid."
    qtbot.keyClicks(editor.password_input, "abc")
    assert editor.form.error_for("plain_password") == "Password must be at least 4 characters long."
    qtbot.keyClicks(editor.password_input, "d")
    qtbot.keyClicks(editor.confirmation_input, "abce")
    assert editor.form.error_for("password_confirmation") == "The two passwords do not match."
    assert not editor.save_button.isEnabled()  # nothing is sent while a field is wrong

    editor.email_input.clear()
    editor.password_input.clear()
    editor.confirmation_input.clear()
    assert editor.save_button.isEnabled()
    settled(qtbot, editor, editor.save)
    assert editor.form.error_for("first_name") == "Please enter your first name."
    assert editor.form.error_for("last_name") == "Please enter your last name."
    assert editor.form.error_for("email") == "Please enter your email."
    assert editor.form.error_for("plain_password") == "Please enter your password."

    type_into(qtbot, editor, first_name="Tom", last_name="Again", email="tom.berger@example.com")
    type_into(qtbot, editor, password="long-enough", confirmation="long-enough")
    settled(qtbot, editor, editor.save)
    assert editor.form.error_for("email") == "This email is already used."
    assert editor.form.error_for("first_name") == ""
    assert editor.first_name_input.text() == "Tom"  # everything typed is still there


def test_edit_sends_only_what_changed_and_the_password_only_when_typed(
    qtbot: QtBot, backend_app: Any, open_client: Callable[[Any], Any], run: Runner, tmp_path: Path
) -> None:
    wire = FlakyNetwork(backend_app)
    client = open_client(make_store_client(backend_app, wire))
    tom = some_user(run, client)
    editor = opened(qtbot, UserEditor(client, tom.id), size=None)
    assert editor.first_name_input.text() == tom.first_name
    assert editor.enabled_input.isChecked() == bool(tom.enabled)
    assert editor.roles_input.value() == sorted(tom.roles)
    save_screenshot(editor, "user-edit", tmp_path)

    type_into(qtbot, editor, last_name="Bergmann")
    settled(qtbot, editor, editor.save)
    assert wire.writes == [("PATCH", f"/api/v1/users/{tom.id}", {"last_name": "Bergmann"})]
    assert run(client.users.get(tom.id)).last_name == "Bergmann"

    type_into(qtbot, editor, password="new-password", confirmation="new-password")
    settled(qtbot, editor, editor.save)
    assert wire.writes[-1] == (
        "PATCH",
        f"/api/v1/users/{tom.id}",
        {"plainPassword": "new-password"},
    )
    assert tom.email is not None and signs_in(backend_app, run, tom.email, "new-password")
    assert editor.password_input.text() == ""


def test_enable_and_disable_accounts_from_the_table(store_client: Any, run: Runner) -> None:
    tom = some_user(run, store_client)
    ines = some_user(run, store_client, "ines.moreau@example.com")
    results = run(set_users_enabled(store_client, [tom.id, ines.id, 987654], False))
    assert results[tom.id] is None and results[ines.id] is None
    assert isinstance(results[987654], errors.NotFound)  # one failure does not stop the rest
    assert not run(store_client.users.get(tom.id)).enabled

    owner = QObject()  # the users page in the app
    done = run(enable_users(owner, store_client, [ines.id], True))  # the page's action
    assert done == {ines.id: None}
    assert run(store_client.users.get(ines.id)).enabled


def test_delete_is_soft_and_deleting_oneself_is_refused(
    qtbot: QtBot, store_client: Any, backend_app: Any, run: Runner
) -> None:
    me = some_user(run, store_client, DEMO_ADMIN_EMAIL)
    editor = opened(qtbot, UserEditor(store_client, me.id), size=None)
    assert not editor.delete_button.isEnabled()
    assert "account you are signed in with" in editor.delete_button.toolTip()
    qtbot.keyClick(editor, Qt.Key.Key_Delete)
    assert not visible_dialogs(QMessageBox)  # not even asked: it cannot be done
    assert "cannot be deleted while you use it" in editor.message_bar.text()
    with pytest.raises(errors.Unprocessable, match="Cannot remove currently logged in user"):
        run(store_client.users.delete(me.id))  # the server refuses it too

    user = run(
        store_client.users.create(
            UserCreate(
                first_name="Temp",
                last_name="Worker",
                email="temp.worker@example.com",
                plain_password="temporary",
                enabled=True,
            )
        )
    )
    other = opened(qtbot, UserEditor(store_client, user.id), size=None)
    with qtbot.waitSignal(other.deleted, timeout=10000):
        other.delete_button.click()
        question = answer_dialog(qtbot, "Delete")
    assert "soft" in question and "can no longer sign in" in question
    with pytest.raises(errors.NotFound):
        run(store_client.users.get(user.id))
    assert not signs_in(backend_app, run, "temp.worker@example.com", "temporary")


def test_password_reset_shows_the_token_then_the_server_message_while_pending(
    qtbot: QtBot, store_client: Any, run: Runner, tmp_path: Path
) -> None:
    tom = some_user(run, store_client)
    editor = opened(qtbot, UserEditor(store_client, tom.id), size=None)

    settled(qtbot, editor, editor.reset_button.click)
    token = editor.reset_token.text()
    assert len(token) == 43 and editor.reset_token.isVisibleTo(editor)
    assert editor.reset_status.text().startswith("Reset requested ")
    assert editor.reset_status.text().endswith(" · last signed in: never")
    assert editor.copy_token_button.isVisibleTo(editor)
    save_screenshot(editor, "user-password-reset", tmp_path)

    settled(qtbot, editor, editor.reset_button.click)
    assert editor.reset_status.text() == (
        "No new reset was started. The server says: Password token not expired!"
    )
    assert editor.reset_token.text() == token  # the pending token stays in view


def test_a_dropped_connection_while_saving_keeps_the_input_and_retry_saves(
    qtbot: QtBot, backend_app: Any, open_client: Callable[[Any], Any], run: Runner
) -> None:
    network = FlakyNetwork(backend_app)
    network.refuse(request_is("PATCH", "/api/v1/users/"))
    client = open_client(make_store_client(backend_app, network))
    tom = some_user(run, client)
    editor = opened(qtbot, UserEditor(client, tom.id), size=None)
    type_into(qtbot, editor, first_name="Thomas")
    editor.enabled_input.setChecked(False)

    settled(qtbot, editor, editor.save)
    assert network.refused == [f"PATCH /api/v1/users/{tom.id}"]
    assert "Nothing you typed is lost" in editor.message_bar.text()
    assert editor.first_name_input.text() == "Thomas" and not editor.enabled_input.isChecked()
    assert editor.form.dirty

    with qtbot.waitSignal(editor.loaded, timeout=10000):
        editor.message_bar.action_button.click()  # Retry
    stored = run(client.users.get(tom.id))
    assert (stored.first_name, stored.enabled) == ("Thomas", False)
    assert not editor.form.dirty


def test_undo_before_saving_and_the_unsaved_changes_guard(
    qtbot: QtBot, store_client: Any, run: Runner
) -> None:
    tom = some_user(run, store_client)
    dialog = open_user_editor(None, store_client, tom.id)
    qtbot.addWidget(dialog)
    editor = dialog.editor
    assert isinstance(editor, UserEditor)
    qtbot.waitUntil(lambda: editor.has_loaded, timeout=10000)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow, timeout=2000)

    type_into(qtbot, editor, last_name="Smith")
    editor.enabled_input.setChecked(False)
    assert editor.form.dirty and dialog.isWindowModified()
    ctrl_key(qtbot, editor.last_name_input, Qt.Key.Key_Z)()  # undoes the last edit: enabled
    assert editor.enabled_input.isChecked() and editor.last_name_input.text() == "Smith"

    dialog.close()  # unsaved: the guard asks instead of closing
    assert (
        answer_dialog(qtbot, "Keep editing")
        == f"{editor.describe()} has changes that are not saved."
    )
    assert dialog.isVisible() and editor.last_name_input.text() == "Smith"

    ctrl_key(qtbot, editor.last_name_input, Qt.Key.Key_Z)()
    assert editor.last_name_input.text() == tom.last_name and not editor.form.dirty
    dialog.close()
    qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=2000)
    assert run(store_client.users.get(tom.id)).last_name == tom.last_name  # nothing was sent


def test_the_signed_in_account_cannot_lock_itself_out_from_its_editor(
    qtbot: QtBot, backend_app: Any, open_client: Callable[[Any], Any], run: Runner
) -> None:
    """Unticking Enabled on one's own account, or its API access, is refused at the field before
    anything is sent (the server refuses the first too); the session goes on."""
    network = FlakyNetwork(backend_app)
    client = open_client(make_store_client(backend_app, network))
    me = some_user(run, client, DEMO_ADMIN_EMAIL)
    editor = opened(qtbot, UserEditor(client, me.id), size=None)

    editor.enabled_input.click()
    assert editor.form.error_for("enabled").startswith("You are signed in with this account")
    assert not editor.save_button.isEnabled()
    assert editor.save() is None and editor.enabled_input.hasFocus()
    editor.enabled_input.click()
    editor.roles_input.set_checked("ROLE_API_ACCESS", False)
    assert "without API access it could no longer use Store Admin" in editor.form.error_for("roles")
    assert editor.save() is None and not network.writes

    with pytest.raises(errors.Unprocessable, match="Cannot disable currently logged in user"):
        run(client.users.patch(me.id, UserUpdate(enabled=False)))
    assert run(client.users.get(me.id)).enabled  # still signed in, still enabled

    tom = some_user(run, client)  # someone else's account can be disabled from its editor
    other = opened(qtbot, UserEditor(client, tom.id), size=None)
    other.enabled_input.click()
    assert other.form.error_for("enabled") == ""
    settled(qtbot, other, other.save)
    assert not run(client.users.get(tom.id)).enabled
