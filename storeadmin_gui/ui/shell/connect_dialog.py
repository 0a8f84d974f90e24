"""The connect dialog: choose or type a connection, sign in, or try the demo store.

The dialog itself makes the attempt (through the ``connect`` coroutine it is given), so a failure is
explained inside it and everything the user typed stays as it was. It is shown non-modally
(:func:`storeadmin_gui.ui.modal.run_dialog`): a nested modal loop would stall the tasks qasync runs.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QLocale, Qt
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLayout,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from storeadmin_gui import APP_NAME
from storeadmin_gui.ui import tasks
from storeadmin_gui.ui.i18n import noop, tr, translated
from storeadmin_gui.ui.shell.accessible import name_inputs
from storeadmin_gui.ui.shell.messages import describe_exception
from storeadmin_gui.ui.shell.profiles import Profile, ProfileStore, Secrets
from storeadmin_gui.ui.shell.server_kind import LastServerNote
from storeadmin_gui.ui.shell.session import SignInFailed, normalise_server_url

if TYPE_CHECKING:
    from storeadmin_gui.ui.shell.identity_dialog import IdentityDialog

log = logging.getLogger(__name__)

NEW_CONNECTION = noop("connect_dialog", "New connection")
NO_KEYRING_NOTE = noop(
    "connect_dialog",
    "This computer has no password store (keyring), so remembered secrets are kept only until "
    "Store Admin closes.",
)

Connect = Callable[[Profile], Awaitable[Any]]
StartDemo = Callable[[], Awaitable[Any]]


class ConnectDialog(QDialog):
    """Server, credentials (password or pasted access token), Remember, profiles, demo.

    ``connect`` signs in with a :class:`Profile` and raises :class:`SignInFailed` with a reason to
    show; ``start_demo`` (optional) opens the embedded demo store. With ``sign_in_again`` the
    dialog asks only for the credentials of an existing connection whose session expired.
    """

    def __init__(
        self,
        profiles: ProfileStore,
        connect: Connect,
        *,
        start_demo: StartDemo | None = None,
        server_url: str = "",
        sign_in_again: Profile | None = None,
        reason: str = "",
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._profiles = profiles
        self._connect = connect
        self._start_demo = start_demo
        self._renewing = sign_in_again
        self._attempt: asyncio.Task[None] | None = None
        self.profile: Profile | None = None
        self.result_value: Any = None
        self.setWindowTitle(
            tr("connect_dialog", "Sign in again")
            if sign_in_again
            else tr("connect_dialog", "Connect — {APP_NAME}").format(APP_NAME=APP_NAME)
        )
        self._build(reason)
        name_inputs(self)
        if sign_in_again is not None:
            self._fill(sign_in_again)
            self._lock_to(sign_in_again)
        elif server_url:
            saved = self._saved_profile_for(server_url)
            if saved is not None:  # the address of a saved connection: offer that one
                self.profile_box.setCurrentText(saved)
            else:
                self.profile_box.setCurrentIndex(0)
                self.server_edit.setText(server_url)
        elif profiles.last_profile and profiles.last_profile in profiles.names():
            self.profile_box.setCurrentText(profiles.last_profile)
        self._update_mode()
        self.forget_button.setEnabled(self.profile_box.currentText() != translated(NEW_CONNECTION))
        self.details_button.setEnabled(self.forget_button.isEnabled())
        self._focus_first_empty()

    # -- layout ------------------------------------------------------------------------------------

    def _build(self, reason: str) -> None:
        heading = QLabel(
            tr("connect_dialog", "Sign in again")
            if self._renewing
            else tr("connect_dialog", "Connect to your store")
        )
        heading.setObjectName("dialogHeading")
        intro = QLabel(
            reason + tr("connect_dialog", " Sign in again to continue where you were.")
            if self._renewing
            else tr(
                "connect_dialog",
                "Enter the address of the store's server and your sign-in details.",
            )
        )
        intro.setObjectName("dialogNote")
        intro.setWordWrap(True)

        self.profile_box = QComboBox()
        self.profile_box.addItem(translated(NEW_CONNECTION))
        self.profile_box.addItems(self._profiles.names())
        self.profile_box.currentTextChanged.connect(self._profile_chosen)
        self.forget_button = QPushButton(tr("connect_dialog", "Forget"))
        self.forget_button.setAutoDefault(False)  # Enter in a field never means "Forget"
        self.forget_button.setToolTip(
            tr("connect_dialog", "Delete this saved connection and its remembered secrets")
        )
        self.forget_button.clicked.connect(self._forget_profile)
        self.details_button = QPushButton(tr("connect_dialog", "Store details…"))
        self.details_button.setAutoDefault(False)
        self.details_button.setToolTip(
            tr(
                "connect_dialog",
                "The seller's name, address, VAT number and logo on this connection's invoices "
                "and packing slips",
            )
        )
        self.details_button.clicked.connect(self.edit_store_details)
        profile_row = QHBoxLayout()
        profile_row.addWidget(self.profile_box, 1)
        profile_row.addWidget(self.details_button)
        profile_row.addWidget(self.forget_button)

        self.server_edit = QLineEdit()
        self.server_edit.setPlaceholderText("https://shop.example.com")  # i18n: not shown, a sample
        self.password_mode = QRadioButton(tr("connect_dialog", "Username and password"))
        self.token_mode = QRadioButton(tr("connect_dialog", "Access token"))
        self.password_mode.setChecked(True)
        mode_group = QButtonGroup(self)
        mode_group.addButton(self.password_mode)
        mode_group.addButton(self.token_mode)
        self.password_mode.toggled.connect(self._update_mode)
        mode_row = QHBoxLayout()
        mode_row.addWidget(self.password_mode)
        mode_row.addWidget(self.token_mode)
        mode_row.addStretch(1)

        self.client_id_edit = QLineEdit()
        self.client_secret_edit = _secret_edit()
        self.username_edit = QLineEdit()
        self.username_edit.setPlaceholderText("name@example.com")  # i18n: not shown, an example
        self.password_edit = _secret_edit()
        self.token_edit = _secret_edit()
        self.token_edit.setPlaceholderText(tr("connect_dialog", "Paste the access token here"))

        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
        form.setLabelAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        form.addRow(tr("connect_dialog", "Saved connection:"), profile_row)
        form.addRow(tr("connect_dialog", "Server address:"), self.server_edit)
        form.addRow(tr("connect_dialog", "Sign in with:"), mode_row)
        form.addRow(tr("connect_dialog", "Client ID:"), self.client_id_edit)
        form.addRow(tr("connect_dialog", "Client secret:"), self.client_secret_edit)
        form.addRow(tr("connect_dialog", "Username:"), self.username_edit)
        form.addRow(tr("connect_dialog", "Password:"), self.password_edit)
        form.addRow(tr("connect_dialog", "Access token:"), self.token_edit)
        self._form = form

        self.remember_box = QCheckBox(
            tr("connect_dialog", "Remember my sign-in details on this computer")
        )
        self.remember_box.setToolTip(
            tr("connect_dialog", "Kept in the system's password store, never in a settings file")
        )
        self.keyring_note = QLabel(translated(NO_KEYRING_NOTE))
        self.keyring_note.setObjectName("dialogNote")
        self.keyring_note.setWordWrap(True)
        self.keyring_note.setVisible(not self._profiles.secrets.available)
        self.server_note = LastServerNote()  # which server the chosen connection was, last time

        self.error_label = QLabel()
        self.error_label.setObjectName("dialogError")
        self.error_label.setWordWrap(True)
        self.error_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.error_label.hide()
        self.status_label = QLabel()
        self.status_label.setObjectName("dialogNote")
        self.status_label.hide()

        self.buttons = QDialogButtonBox()
        self.connect_button = self.buttons.addButton(
            tr("connect_dialog", "Sign in") if self._renewing else tr("connect_dialog", "Connect"),
            QDialogButtonBox.ButtonRole.AcceptRole,
        )
        self.cancel_button = self.buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.demo_button = self.buttons.addButton(
            tr("connect_dialog", "Try the demo store"), QDialogButtonBox.ButtonRole.ResetRole
        )
        self.demo_button.setToolTip(
            tr("connect_dialog", "Open a store with sample data that runs inside Store Admin")
        )
        self.demo_button.setVisible(self._start_demo is not None and self._renewing is None)
        for button in (self.cancel_button, self.demo_button):
            button.setAutoDefault(False)  # Enter in a field always means "Connect"
            button.setIcon(QIcon())  # some desktop themes give Cancel alone an icon
        self.buttons.accepted.connect(self._connect_clicked)
        self.buttons.rejected.connect(self.reject)
        self.demo_button.clicked.connect(self._demo_clicked)

        layout = QVBoxLayout(self)
        # Never narrower than what its labels and boxes need (an explicit minimum width would
        # win over the layout's, and a long saved connection's name then cut the labels).
        layout.setSizeConstraint(QLayout.SizeConstraint.SetMinimumSize)
        self.server_edit.setMinimumWidth(self.fontMetrics().horizontalAdvance("x" * 42))
        layout.setContentsMargins(20, 18, 20, 16)
        layout.setSpacing(10)
        layout.addWidget(heading)
        layout.addWidget(intro)
        layout.addLayout(form)
        layout.addWidget(self.server_note)
        layout.addWidget(self.remember_box)
        layout.addWidget(self.keyring_note)
        layout.addWidget(self.error_label)
        layout.addWidget(self.status_label)
        layout.addSpacing(4)
        layout.addWidget(self.buttons)
        # Only now is the button inside the dialog, so only now does it become the dialog's own
        # default: set earlier, the dialog picked the first button when shown (the hidden Forget,
        # when signing in again, so Enter in the password field did nothing).
        self.connect_button.setDefault(True)
        self.server_edit.textChanged.connect(self._update_rows)  # another server: its rows

    def _lock_to(self, profile: Profile) -> None:
        """Signing in again: same server and account; only the secrets can change."""
        for widget in (self.profile_box, self.forget_button, self.server_edit):
            widget.setEnabled(False)
        self._form.setRowVisible(0, False)
        self.remember_box.setChecked(False)
        self.remember_box.hide()  # signing in again changes nothing that is stored
        self.keyring_note.hide()

    # -- filling and reading -----------------------------------------------------------------------

    def _saved_profile_for(self, server_url: str) -> str | None:
        wanted = normalise_server_url(server_url)
        last = self._profiles.last_profile
        names = sorted(self._profiles.names(), key=lambda name: name != last)  # last used first
        for name in names:
            profile = self._profiles.load(name)
            if profile is not None and profile.server_url == wanted:
                return name
        return None

    def _profile_chosen(self, name: str) -> None:
        self.forget_button.setEnabled(name != translated(NEW_CONNECTION))
        self.details_button.setEnabled(name != translated(NEW_CONNECTION))
        self.server_note.show_for(None)
        if name == translated(NEW_CONNECTION):
            return
        profile = self._profiles.load(name)
        if profile is not None:
            self._fill(profile)
            self.remember_box.setChecked(any(vars(profile.secrets).values()))
        self._hide_error()

    def _fill(self, profile: Profile) -> None:
        self.server_note.show_for(profile)
        self.server_edit.setText(profile.server_url)
        self._update_rows()
        self.client_id_edit.setText(profile.client_id)
        self.username_edit.setText(profile.username)
        self.client_secret_edit.setText(profile.secrets.client_secret)
        self.password_edit.setText(profile.secrets.password)
        self.token_edit.setText(profile.secrets.access_token)
        (self.token_mode if profile.use_token else self.password_mode).setChecked(True)

    def entered_profile(self) -> Profile:
        """What the user typed, as a profile (named after the chosen saved one, if any)."""
        server_url = normalise_server_url(self.server_edit.text())
        username = self.username_edit.text().strip()
        chosen = self.profile_box.currentText()
        if self._renewing is not None:
            name = self._renewing.name
        elif chosen != translated(NEW_CONNECTION):
            name = chosen
        else:
            name = Profile.suggested_name(server_url, username)
        return Profile(
            name=name,
            server_url=server_url,
            client_id=self.client_id_edit.text().strip(),
            username=username,
            use_token=self.token_mode.isChecked(),
            secrets=Secrets(
                client_secret=self.client_secret_edit.text(),
                password=self.password_edit.text(),
                access_token=self.token_edit.text().strip(),
            ),
            server=self.server_note.server_at(server_url),  # asked first, and checked
        )

    def _update_mode(self) -> None:
        self._hide_error()  # an explanation of the other way of signing in no longer applies
        self._update_rows()

    def _update_rows(self) -> None:
        """The rows of the way of signing in chosen; an API client's id and secret only for a
        server that may take them (not one known to sign in with the account alone)."""
        use_token = self.token_mode.isChecked()
        server = self.server_note.server_at(normalise_server_url(self.server_edit.text()))
        client = server is None or server.signs_in_with_client
        for row in (3, 4):
            self._form.setRowVisible(row, not use_token and client)
        for row in (5, 6):
            self._form.setRowVisible(row, not use_token)
        self._form.setRowVisible(7, use_token)
        self.adjustSize()

    def _focus_first_empty(self) -> None:
        candidates = [self.server_edit, self.client_id_edit, self.client_secret_edit]
        candidates += [self.token_edit] if self.token_mode.isChecked() else []
        candidates += [self.username_edit, self.password_edit]
        for edit in candidates:
            if edit.isEnabled() and edit.isVisibleTo(self) and not edit.text():
                edit.setFocus()
                return
        self.connect_button.setFocus()

    # -- attempts ----------------------------------------------------------------------------------

    @property
    def busy(self) -> bool:
        return self._attempt is not None

    @property
    def error_text(self) -> str:
        return "" if self.error_label.isHidden() else self.error_label.text()

    def _connect_clicked(self) -> None:
        profile = self.entered_profile()
        problem = missing_details(profile)
        if problem:
            self._show_error(problem)
            self._focus_first_empty()
            return
        self._begin(self._sign_in(profile), tr("connect_dialog", "Connecting…"))

    def _demo_clicked(self) -> None:
        if self._start_demo is not None:
            self._begin(
                self._open_demo(self._start_demo), tr("connect_dialog", "Opening the demo store…")
            )

    def _begin(self, attempt: Any, busy_text: str) -> None:
        if self._attempt is not None:
            attempt.close()
            return
        self._hide_error()
        self._set_busy(True, busy_text)
        self._attempt = tasks.spawn(attempt, owner=self)

    async def _sign_in(self, profile: Profile) -> None:
        try:
            self.result_value = await self._connect(profile)
        except SignInFailed as failure:
            self._failed(str(failure), about_address=failure.about_address)
            return
        except Exception as error:
            self._failed(describe_exception(error))
            raise
        if self._renewing is None:
            self._profiles.save(profile, remember_secrets=self.remember_box.isChecked())
        self.profile = profile
        self._succeeded()

    async def _open_demo(self, start_demo: StartDemo) -> None:
        try:
            self.result_value = await start_demo()
        except SignInFailed as failure:
            self._failed(str(failure))
            return
        except Exception as error:  # explained here; the details go to the log
            log.exception("the demo store could not be opened")
            self._failed(
                tr("connect_dialog", "The demo store could not be opened: {error}").format(
                    error=error
                )
            )
            return
        self._succeeded()

    def explain(self, failure: SignInFailed) -> None:
        """Say why signing in with the chosen connection did not work (a start with remembered
        details, say), the field most likely wrong ready for typing."""
        self._failed(str(failure), about_address=failure.about_address)

    def _failed(self, text: str, *, about_address: bool = False) -> None:
        self._attempt = None
        self._set_busy(False)
        self._show_error(text)
        # Back to the field most likely wrong, text selected: typing replaces it, Enter retries.
        field = self.token_edit if self.token_mode.isChecked() else self.password_edit
        if about_address and self.server_edit.isEnabled():
            field = self.server_edit
        field.setFocus()
        field.selectAll()
        self.connect_button.setDefault(True)

    def _succeeded(self) -> None:
        self._attempt = None
        self._set_busy(False)
        self.accept()

    def reject(self) -> None:
        """Cancel closes the dialog, and stops an attempt still under way."""
        if self._attempt is not None:
            self._attempt.cancel()
            self._attempt = None
            self._set_busy(False)
        super().reject()

    def _set_busy(self, busy: bool, text: str = "") -> None:
        locked = self._renewing is not None
        for widget in (
            self.client_id_edit,
            self.client_secret_edit,
            self.username_edit,
            self.password_edit,
            self.token_edit,
            self.password_mode,
            self.token_mode,
            self.remember_box,
            self.demo_button,
            self.connect_button,
        ):
            widget.setEnabled(not busy)
        self.server_edit.setEnabled(not busy and not locked)
        self.profile_box.setEnabled(not busy and not locked)
        self.forget_button.setEnabled(
            not busy and not locked and self.profile_box.currentText() != translated(NEW_CONNECTION)
        )
        self.status_label.setText(text)
        self.status_label.setVisible(busy)

    def _show_error(self, text: str) -> None:
        self.error_label.setText(text)
        self.error_label.show()
        self.adjustSize()

    def _hide_error(self) -> None:
        self.error_label.hide()
        self.error_label.clear()

    def edit_store_details(self) -> IdentityDialog | None:
        """The chosen saved connection's store details, for what it prints."""
        from storeadmin_gui.ui.shell.identity_dialog import IdentityDialog  # on use: rarely opened

        name = self.profile_box.currentText()
        if name == translated(NEW_CONNECTION):
            return None
        dialog = IdentityDialog(self._profiles.store_details(name), parent=self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.show()
        return dialog

    def _forget_profile(self) -> None:
        name = self.profile_box.currentText()
        if name == translated(NEW_CONNECTION):
            return
        self._profiles.delete(name)
        self.profile_box.removeItem(self.profile_box.currentIndex())
        self.profile_box.setCurrentIndex(0)


def missing_details(profile: Profile) -> str:
    """What the dialog still needs to sign in with ``profile`` (empty when nothing). An API
    client's id and secret are asked only of a server known to take them: one that signs in
    with the account alone needs none, and a server not known yet says so if it does."""
    if not profile.server_url:
        return tr("connect_dialog", "Enter the server's address.")
    if profile.use_token:
        return (
            "" if profile.secrets.access_token else tr("connect_dialog", "Paste the access token.")
        )
    needed = []
    if profile.server is not None and profile.server.signs_in_with_client:
        needed = [
            (tr("connect_dialog", "client ID"), profile.client_id),
            (tr("connect_dialog", "client secret"), profile.secrets.client_secret),
        ]
    needed += [
        (tr("connect_dialog", "username"), profile.username),
        (tr("connect_dialog", "password"), profile.secrets.password),
    ]
    missing = [label for label, value in needed if not value]
    return (
        tr("connect_dialog", "Enter the {missing}.").format(missing=_join(missing))
        if missing
        else ""
    )


def _secret_edit() -> QLineEdit:
    edit = QLineEdit()
    edit.setEchoMode(QLineEdit.EchoMode.Password)
    return edit


def _join(words: list[str]) -> str:
    return QLocale().createSeparatedList(words)
