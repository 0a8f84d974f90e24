"""User accounts: create and edit (names, e-mail, password with confirmation, enabled, roles),
delete (soft), "Send password reset", and enabling or disabling accounts from the users table.

What the server's user form takes decides the fields (``Capabilities.writable["user"]``): a
username and a language of the account's own where the form has them, shown only there; a field
it does not take (roles, on some servers) shown read-only with the reason; an operation the server
lacks (password resetting) disabled with the reason.

An edit sends only what changed (PATCH); the password is sent only when one is typed, exactly as
typed (spaces included). It is never shown or logged: it lives in its masked input and the
editor's undo history, which a save clears.

The account you are signed in with cannot lock you out: the editor refuses, before saving, to
disable it, to take away its API access or to delete it (the server refuses the first and the
last too: docs/api.md section 3).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFontDatabase, QGuiApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from storeadmin_gui.api import Action, Area, Feature, StoreClient, errors
from storeadmin_gui.api.models import User, UserCreate, UserUpdate
from storeadmin_gui.ui.editors.account_fields import AccountFields
from storeadmin_gui.ui.editors.editor import Editor, Outcome
from storeadmin_gui.ui.editors.fields import Field
from storeadmin_gui.ui.editors.layout import top_aligned_form
from storeadmin_gui.ui.formats import format_timestamp
from storeadmin_gui.ui.i18n import tr
from storeadmin_gui.ui.labels import ROLE_LABELS, role_label
from storeadmin_gui.ui.lists.batch import apply_each
from storeadmin_gui.ui.shell.server_kind import missing_reason, role_reason
from storeadmin_gui.ui.shell.style import set_role

__all__ = ["KNOWN_ROLES", "RolesInput", "UserEditor", "set_users_enabled"]

KNOWN_ROLES = ROLE_LABELS
DEFAULT_ROLES = ["ROLE_USER"]
API_ACCESS = "ROLE_API_ACCESS"
MIN_PASSWORD = 4  # docs/api.md section 9
CONFIRMATION = "password_confirmation"  # a field of the editor only; never sent
_EMAIL = re.compile(r"^[^@\s]+@[^@\s]+\.[^@\s]+$")


class RolesInput(QListWidget):
    """The roles as check boxes: the store's known roles, plus any other role a user has."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rolesInput")
        for role in KNOWN_ROLES:
            self._add(role)
        self.itemChanged.connect(lambda _item: self.changed.emit())
        # As tall as its rows (room for one more role), so spare height never lands here.
        self.setFixedHeight(self.sizeHintForRow(0) * (len(KNOWN_ROLES) + 1) + 2 * self.frameWidth())

    def _add(self, role: str) -> QListWidgetItem:
        item = QListWidgetItem(role_label(role))
        item.setToolTip(role)  # the code, for whoever looks it up in the store's settings
        item.setData(Qt.ItemDataRole.UserRole, role)
        item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
        item.setCheckState(Qt.CheckState.Unchecked)
        self.addItem(item)
        return item

    def _items(self) -> list[QListWidgetItem]:
        return [self.item(row) for row in range(self.count())]

    def value(self) -> list[str]:
        return sorted(
            item.data(Qt.ItemDataRole.UserRole)
            for item in self._items()
            if item.checkState() == Qt.CheckState.Checked
        )

    def set_value(self, roles: Iterable[str] | None) -> None:
        wanted = set(roles or [])
        self.blockSignals(True)
        try:
            present = {item.data(Qt.ItemDataRole.UserRole) for item in self._items()}
            for role in sorted(wanted - present):
                self._add(role)
            for item in self._items():
                checked = item.data(Qt.ItemDataRole.UserRole) in wanted
                item.setCheckState(Qt.CheckState.Checked if checked else Qt.CheckState.Unchecked)
        finally:
            self.blockSignals(False)
        self.changed.emit()

    def set_checked(self, role: str, checked: bool) -> None:
        """Tick or untick ``role`` as the user would."""
        for item in self._items():
            if item.data(Qt.ItemDataRole.UserRole) == role:
                item.setCheckState(Qt.CheckState.Checked if checked else Qt.CheckState.Unchecked)


def _email_problem(value: Any) -> str | None:
    if value and not _EMAIL.match(value):
        return tr("editors.user_editor", "This email is invalid.")
    return None


def _password_problem(value: Any) -> str | None:
    if value and len(value) < MIN_PASSWORD:
        return tr(
            "editors.user_editor", "Password must be at least {MIN_PASSWORD} characters long."
        ).format(MIN_PASSWORD=MIN_PASSWORD)
    return None


class UserEditor(Editor):
    """Create (``user_id=None``) or edit a user account."""

    created = Signal(object)  # User
    record_name = "user"

    def __init__(
        self, client: StoreClient, user_id: int | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent, can_delete=user_id is not None)
        self.client = client
        self.user_id = user_id
        self.user: User | None = None
        self.setMinimumWidth(560)

        layout = top_aligned_form(self.body)
        self.account = AccountFields(self.form, layout, lambda: self.creating)
        self.username_input = self.account.username_input
        self.locale_input = self.account.locale_input
        self.first_name_input = QLineEdit()
        self.last_name_input = QLineEdit()
        self.email_input = QLineEdit()
        self.email_input.setPlaceholderText(
            tr("editors.user_editor", "name@example.com — also the username")
        )
        self.password_input = QLineEdit()
        self.password_input.setEchoMode(QLineEdit.EchoMode.Password)
        self.confirmation_input = QLineEdit()
        self.confirmation_input.setEchoMode(QLineEdit.EchoMode.Password)
        self.enabled_input = QCheckBox(tr("editors.user_editor", "The account can sign in"))
        self.roles_input = RolesInput()

        self.account.add_username()
        self.form.add_row(
            layout, "first_name", tr("editors.user_editor", "First name"), self.first_name_input
        )
        self.form.add_row(
            layout, "last_name", tr("editors.user_editor", "Last name"), self.last_name_input
        )
        self.form.add_row(
            layout,
            "email",
            tr("editors.user_editor", "E-mail"),
            self.email_input,
            validate=_email_problem,
        )
        self.account.add_locale()
        self.form.add_row(
            layout,
            "plain_password",
            tr("editors.user_editor", "Password"),
            self.password_input,
            validate=_password_problem,
            empty_is_none=True,
            strip=False,
            display=lambda value: "••••" if value else "—",
        )
        confirmation = self.form.add_row(
            layout,
            CONFIRMATION,
            tr("editors.user_editor", "Repeat password"),
            self.confirmation_input,
            validate=self._confirmation_problem,
            strip=False,
            display=lambda value: "••••" if value else "—",
        )
        self.form.field("plain_password").edited.connect(confirmation.refresh_errors)
        self.password_hint = QLabel()
        set_role(self.password_hint, "hint")
        layout.addRow("", self.password_hint)
        self.form.add_row(
            layout,
            "enabled",
            tr("editors.user_editor", "Enabled"),
            self.enabled_input,
            validate=self._enabled_problem,
        )
        roles = Field(
            "roles",
            self.roles_input,
            label=tr("editors.user_editor", "Roles"),
            getter=self.roles_input.value,
            setter=self.roles_input.set_value,
            signal=self.roles_input.changed,
            validate=self._roles_problem,
            display=lambda value: ", ".join(value) if value else "—",
        )
        self.form.bind(roles)
        layout.addRow(QLabel(tr("editors.user_editor", "Roles:")), roles.container)

        self.reset_box = QGroupBox(tr("editors.user_editor", "Password reset"))
        self.reset_button = QPushButton(tr("editors.user_editor", "Send password reset"))
        self.reset_button.setToolTip(
            tr("editors.user_editor", "Ask the store to start a password reset for this user")
        )
        self.reset_button.clicked.connect(self.request_password_reset)
        self.reset_status = QLabel(
            tr("editors.user_editor", "The store issues a one-time token to set a new password.")
        )
        self.reset_status.setObjectName("resetStatus")
        self.reset_status.setWordWrap(True)
        self.reset_token = QLineEdit()
        self.reset_token.setObjectName("resetToken")
        self.reset_token.setReadOnly(True)
        self.reset_token.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.reset_token.setVisible(False)
        self.copy_token_button = QPushButton(tr("editors.user_editor", "Copy token"))
        self.copy_token_button.setVisible(False)
        self.copy_token_button.clicked.connect(
            lambda: QGuiApplication.clipboard().setText(self.reset_token.text())
        )
        reset_layout = QVBoxLayout(self.reset_box)
        reset_row = QHBoxLayout()
        reset_row.addWidget(self.reset_button)
        reset_row.addStretch(1)
        self.token_caption = QLabel(tr("editors.user_editor", "Confirmation token:"))
        self.token_caption.setVisible(False)
        token_row = QHBoxLayout()
        token_row.addWidget(self.reset_token, 1)
        token_row.addWidget(self.copy_token_button)
        reset_layout.addLayout(reset_row)
        reset_layout.addWidget(self.reset_status)
        reset_layout.addWidget(self.token_caption)
        reset_layout.addLayout(token_row)
        layout.addRow(self.reset_box)
        self._show_mode()
        self.start()

    # --- mode -------------------------------------------------------------------------------

    @property
    def creating(self) -> bool:
        """No account yet (the base class asks before this editor's own set-up has run)."""
        return getattr(self, "user_id", None) is None

    def _show_mode(self) -> None:
        self.save_button.setText(
            tr("editors.user_editor", "Create user")
            if self.creating
            else tr("editors.user_editor", "Save")
        )
        self.delete_button.setText(tr("editors.user_editor", "Delete user…"))
        self.delete_button.setVisible(not self.creating)
        self._delete_action.setEnabled(not self.creating)
        self.reset_box.setVisible(not self.creating)
        self.password_hint.setText(
            tr("editors.user_editor", "At least 4 characters.")
            if self.creating
            else tr("editors.user_editor", "Leave the password empty to keep the current one.")
        )

    def describe(self) -> str:
        if self.creating:
            return tr("editors.user_editor", "New user")
        if self.user is not None:
            return tr("editors.user_editor", "User {value}").format(
                value=self.user.full_name or self.user.email
            )
        return tr("editors.user_editor", "User #{user_id}").format(user_id=self.user_id)

    def delete_question(self) -> str:
        return tr(
            "editors.user_editor",
            "Delete {removeprefix}? The deletion is soft: the account disappears from the "
            "lists and can no longer sign in; the store keeps its records.",
        ).format(removeprefix=self.describe().removeprefix("User "))

    @property
    def is_signed_in_user(self) -> bool:
        """This account is the one the editor's own connection is signed in with."""
        me = (self.client.username or "").casefold()
        user = self.user
        return (
            bool(me)
            and user is not None
            and me
            in {
                (user.email or "").casefold(),
                (user.username or "").casefold(),
            }
        )

    def _enabled_problem(self, value: Any) -> str | None:
        if value is False and self.is_signed_in_user:
            return tr(
                "editors.user_editor",
                "You are signed in with this account: disabled, it would sign you out and could "
                "not sign in again. Ask another administrator to disable it.",
            )
        return None

    def _roles_problem(self, value: Any) -> str | None:
        if self.is_signed_in_user and API_ACCESS not in (value or []):
            return tr(
                "editors.user_editor",
                "You are signed in with this account: without API access it could no longer use "
                "Store Admin. Ask another administrator to change it.",
            )
        return None

    def delete_refusal(self) -> str | None:
        missing = missing_reason(self.account.offered, Feature.DELETE_USER)
        if missing:
            return missing
        if self.is_signed_in_user:
            return tr(
                "editors.user_editor",
                "This is the account you are signed in with: it cannot be deleted while you use "
                "it. Ask another administrator to delete it.",
            )
        return None

    def role_refusal(self) -> str | None:
        """Why the role may not change this record: another user's is users.write, one's own
        stays one's account's (account.write)."""
        area = Area.ACCOUNT if self.is_signed_in_user else Area.USERS
        return role_reason(self.account.offered, area, Action.WRITE)

    def save_refusal(self) -> str | None:
        if self.creating:
            return missing_reason(self.account.offered, Feature.CREATE_USER)
        return self.role_refusal()

    def _confirmation_problem(self, value: Any) -> str | None:
        password = (
            self.form.field("plain_password").value() if "plain_password" in self.form else None
        )
        if (password or value) and value != password:
            return tr("editors.user_editor", "The two passwords do not match.")
        return None

    # --- load and save ----------------------------------------------------------------------

    async def load(self) -> None:
        if self.account.offered is None:
            await self.account.show_offers(
                self.client, self.email_input, self.reset_button, self.reset_status
            )
        if self.creating:
            values: dict[str, Any] = {
                "username": None,
                "locale_code": None,
                "first_name": None,
                "last_name": None,
                "email": None,
                "enabled": True,
                "roles": DEFAULT_ROLES,
            }
        else:
            assert self.user_id is not None
            self.user = await self.client.users.get(self.user_id)
            values = {
                "username": self.user.username,
                "locale_code": None,  # never shown by a server: changed only when chosen
                "first_name": self.user.first_name,
                "last_name": self.user.last_name,
                "email": self.user.email,
                "enabled": bool(self.user.enabled),
                "roles": list(self.user.roles),
            }
            self._show_reset_state(self.user)
        values["plain_password"] = None
        values[CONFIRMATION] = None
        self.form.load(values)
        self._show_mode()
        self.first_name_input.setFocus()

    async def submit(self) -> None:
        values = self.form.values()
        if self.creating:
            chosen: dict[str, Any] = {
                "first_name": values["first_name"] or "",
                "last_name": values["last_name"] or "",
                "email": values["email"] or "",
                "plain_password": values["plain_password"] or "",
                "enabled": bool(values["enabled"]),
                **self.account.for_create(values),
            }
            user = await self.client.users.create(UserCreate(**chosen))
            self.user_id = user.id
            self.user = user
            self.created.emit(user)
            return
        assert self.user_id is not None
        changes = {key: value for key, value in self.form.changes().items() if key != CONFIRMATION}
        if changes.get("plain_password") is None:
            changes.pop("plain_password", None)  # an emptied password box keeps the password
        if changes.get("locale_code") is None:
            changes.pop("locale_code", None)  # "as it is"
        for required in ("first_name", "last_name", "email"):
            if required in changes and changes[required] is None:
                changes[required] = ""  # cleared: let the server say it is needed
        if changes:
            await self.client.users.patch(self.user_id, UserUpdate(**changes))

    async def check_submitted(self) -> Outcome:
        """The save's answer was lost: a new account is found by its e-mail; an edited one holds
        the values sent, or the ones it had (a password cannot be read back: sending it again
        sets the same one)."""
        values = self.form.values()
        if self.creating:
            user = await self.client.users.find_by_email(values["email"] or "")
            if user is None:
                return Outcome.NOT_DONE
            self.user_id, self.user = user.id, user
            self.created.emit(user)
            return Outcome.DONE
        assert self.user_id is not None
        sent = self.form.changes()
        sent.pop(CONFIRMATION, None)
        sent.pop("locale_code", None)  # never read back: a server does not show it
        password = sent.pop("plain_password", None)
        stored = await self.client.users.get(self.user_id)
        now = {key: self._stored_value(stored, key) for key in sent}
        loaded = self.form.loaded_values()
        if now == {key: value if value is not None else "" for key, value in sent.items()}:
            return Outcome.REPEATABLE if password and not sent else Outcome.DONE
        if now == {key: loaded[key] if loaded[key] is not None else "" for key in sent}:
            return Outcome.NOT_DONE
        return Outcome.CHANGED

    @staticmethod
    def _stored_value(user: User, key: str) -> Any:
        value = getattr(user, key)
        if key == "roles":
            return sorted(value)
        if key == "enabled":
            return bool(value)
        return value if value is not None else ""

    async def remove(self) -> None:
        assert self.user_id is not None
        await self.client.users.delete(self.user_id)

    # --- password reset ---------------------------------------------------------------------

    def request_password_reset(self) -> None:
        if self.user is not None and not self.busy:
            self.run_request(
                self._request_reset,
                status=tr("editors.user_editor", "Requesting a password reset…"),
            )

    async def _request_reset(self) -> None:
        assert self.user is not None and self.user_id is not None
        user_id, username = self.user_id, self.user.username or self.user.email or ""
        asked_before = self.user.password_requested_at
        answered: list[User] = []

        async def send() -> None:
            answered.append(await self.client.users.request_password_reset(username))

        async def check() -> Outcome:  # the answer was lost: was a reset started?
            now = await self.client.users.get(user_id)
            if now.password_requested_at == asked_before:
                return Outcome.NOT_DONE
            answered.append(now)
            return Outcome.DONE

        try:
            await self.send_checked(
                send, check, done=tr("editors.user_editor", "A password reset was started")
            )
        except errors.NotFound as error:
            # "Password token not expired!": a reset asked less than 24 hours ago is pending.
            self.reset_status.setText(
                tr(
                    "editors.user_editor", "No new reset was started. The server says: {error}"
                ).format(error=error)
            )
            set_role(self.reset_status, "caution")
            return
        token_rows = (self.token_caption, self.reset_token, self.copy_token_button)
        if not self.account.said_reset_emailed(answered[-1], self.reset_status, token_rows):
            self._show_reset_state(answered[-1])

    def _show_reset_state(self, user: User) -> None:
        if user.confirmation_token:
            last_login = format_timestamp(user.last_login) if user.last_login else "never"
            self.reset_status.setText(
                tr(
                    "editors.user_editor",
                    "Reset requested {format_timestamp} · last signed in: {last_login}",
                ).format(
                    format_timestamp=format_timestamp(user.password_requested_at),
                    last_login=last_login,
                )
            )
            set_role(self.reset_status, "success")
            self.reset_token.setText(user.confirmation_token)
        elif user.password_requested_at is not None:
            self.reset_status.setText(
                tr(
                    "editors.user_editor", "A password reset was requested {format_timestamp}."
                ).format(format_timestamp=format_timestamp(user.password_requested_at))
            )
        for widget in (self.token_caption, self.reset_token, self.copy_token_button):
            widget.setVisible(bool(user.confirmation_token))


async def set_users_enabled(
    client: StoreClient, user_ids: Sequence[int], enabled: bool
) -> dict[int, errors.ApiError | None]:
    """Enable or disable accounts (the users table's action): one PATCH each, and a failure does
    not stop the rest; the answer says how each went (``None`` = done)."""
    return await apply_each(
        user_ids, lambda user_id: client.users.patch(user_id, UserUpdate(enabled=enabled))
    )
