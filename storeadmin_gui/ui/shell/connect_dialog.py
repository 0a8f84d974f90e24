"""The connect dialog: choose or type a connection, sign in, or try the demo store.

The dialog itself makes the attempt (through the ``connect`` coroutine it is given), so a failure is
explained inside it and everything the user typed stays as it was. The form and its checks are
``sign_in_form.py``'s, the saved connections to choose from ``saved_connections.py``'s. It is shown
non-modally (:func:`storeadmin_gui.ui.modal.run_dialog`): a nested modal loop would stall the tasks
qasync runs.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
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
from storeadmin_gui.ui.shell.profiles import Profile, ProfileStore
from storeadmin_gui.ui.shell.saved_connections import NEW_CONNECTION, SavedConnections
from storeadmin_gui.ui.shell.session import SignInFailed
from storeadmin_gui.ui.shell.sign_in_form import SignInForm, missing_details

if TYPE_CHECKING:
    from storeadmin_gui.ui.shell.identity_dialog import IdentityDialog

__all__ = ["NEW_CONNECTION", "NO_KEYRING_NOTE", "ConnectDialog", "missing_details"]

log = logging.getLogger(__name__)

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
        self._reading: asyncio.Task[None] | None = None  # a saved connection's secrets
        self.profile: Profile | None = None
        self.result_value: Any = None
        self.setWindowTitle(
            tr("connect_dialog", "Sign in again")
            if sign_in_again
            else tr("connect_dialog", "Connect — {APP_NAME}").format(APP_NAME=APP_NAME)
        )
        self.saved = SavedConnections(profiles, self)
        self.saved.chosen.connect(self._profile_chosen)
        self.form = SignInForm(self.saved.row)
        self.form.mode_changed.connect(self._hide_error)  # said of the other way of signing in
        self.form.rows_changed.connect(self.adjustSize)
        self._build(reason)
        name_inputs(self)
        if sign_in_again is not None:
            self.form.fill(sign_in_again)
            self._lock_to(sign_in_again)
        elif server_url and not self.saved.choose_for_address(server_url):
            self.server_edit.setText(server_url)  # not a saved connection's: a new one
        elif not server_url:
            self.saved.choose_last_used()
        self._hide_error()
        self.form.update_rows()
        self._focus_first_empty()

    # -- the parts, as the app and its tests know them ---------------------------------------------

    @property
    def profile_box(self) -> QComboBox:
        return self.saved.profile_box

    @property
    def forget_button(self) -> QPushButton:
        return self.saved.forget_button

    @property
    def details_button(self) -> QPushButton:
        return self.saved.details_button

    @property
    def server_edit(self) -> QLineEdit:
        return self.form.server_edit

    @property
    def password_mode(self) -> QRadioButton:
        return self.form.password_mode

    @property
    def token_mode(self) -> QRadioButton:
        return self.form.token_mode

    @property
    def client_id_edit(self) -> QLineEdit:
        return self.form.client_id_edit

    @property
    def client_secret_edit(self) -> QLineEdit:
        return self.form.client_secret_edit

    @property
    def username_edit(self) -> QLineEdit:
        return self.form.username_edit

    @property
    def password_edit(self) -> QLineEdit:
        return self.form.password_edit

    @property
    def token_edit(self) -> QLineEdit:
        return self.form.token_edit

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

        self.remember_box = QCheckBox(
            tr("connect_dialog", "Remember my sign-in details on this computer")
        )
        self.remember_box.setToolTip(
            tr("connect_dialog", "Kept in the system's password store, never in a settings file")
        )
        self.keyring_note = QLabel(translated(NO_KEYRING_NOTE))
        self.keyring_note.setObjectName("dialogNote")
        self.keyring_note.setWordWrap(True)
        self.keyring_note.hide()  # until the keyring says it is not there
        if self._renewing is None:  # signing in again stores nothing: no note, no look-up
            tasks.spawn(self._note_a_missing_keyring(), owner=self)

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
        layout.addLayout(self.form)
        layout.addWidget(self.form.server_note)
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

    def _lock_to(self, profile: Profile) -> None:
        """Signing in again: same server and account; only the secrets can change."""
        self.saved.set_enabled(False)
        self.form.lock()
        self.remember_box.setChecked(False)
        self.remember_box.hide()  # signing in again changes nothing that is stored
        self.keyring_note.hide()

    # -- filling and reading -----------------------------------------------------------------------

    def _profile_chosen(self, profile: Profile | None) -> None:
        self.form.server_note.show_for(None)
        self._stop_reading()
        if self.saved.chosen_name is None:
            return
        if profile is not None:
            self.form.fill(profile)
            remembered = self._profiles.remembers(profile.name)
            self.remember_box.setChecked(remembered)
            if remembered:
                self._reading = tasks.spawn(self._fill_secrets(profile.name), owner=self)
        self._hide_error()

    async def _fill_secrets(self, name: str) -> None:
        """The saved connection's secrets from the keyring, which may first ask to be unlocked:
        the dialog answers meanwhile (Cancel works), its fields held until they come."""
        self._set_busy(True, tr("connect_dialog", "Reading the saved sign-in details…"))
        try:
            secrets = await self._profiles.secrets.loaded(name)
        finally:
            if self._reading is asyncio.current_task():  # not stopped for another's meanwhile
                self._reading = None
                self._set_busy(False)
        if self.saved.chosen_name != name:
            return
        # A connection saved before the choice was recorded remembers what the keyring holds.
        self.remember_box.setChecked(self._profiles.settle_choice(name, secrets))
        self.form.fill_secrets(secrets)
        field = self.focusWidget()
        if self.error_text and isinstance(field, QLineEdit):
            field.selectAll()  # the field an error sent the user to: typing replaces it
        else:
            self._focus_first_empty()

    def _stop_reading(self) -> None:
        if self._reading is not None:
            self._reading.cancel()
            self._reading = None
            self._set_busy(False)

    async def _note_a_missing_keyring(self) -> None:
        if not await self._profiles.secrets.is_available():
            self.keyring_note.show()

    def entered_profile(self) -> Profile:
        """What the user typed, as a profile (named after the chosen saved one, if any)."""
        name = self._renewing.name if self._renewing is not None else self.saved.chosen_name
        return self.form.entered_profile(name)

    def _focus_first_empty(self) -> None:
        field = self.form.first_empty_field()
        (field or self.connect_button).setFocus()

    # -- attempts ----------------------------------------------------------------------------------

    @property
    def busy(self) -> bool:
        """An attempt, or the read of a saved connection's secrets, is under way."""
        return self._attempt is not None or self._reading is not None

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
        field = self.form.field_to_retry(about_address=about_address)
        field.setFocus()
        field.selectAll()
        self.connect_button.setDefault(True)

    def _succeeded(self) -> None:
        self._attempt = None
        self._set_busy(False)
        self.accept()

    def reject(self) -> None:
        """Cancel closes the dialog, and stops an attempt (or a keyring read) still under way."""
        self._stop_reading()
        if self._attempt is not None:
            self._attempt.cancel()
            self._attempt = None
            self._set_busy(False)
        super().reject()

    def _set_busy(self, busy: bool, text: str = "") -> None:
        locked = self._renewing is not None
        self.form.set_enabled(not busy, address=not locked)
        for widget in (self.remember_box, self.demo_button, self.connect_button):
            widget.setEnabled(not busy)
        self.saved.set_enabled(not busy and not locked)
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
        return self.saved.edit_store_details()
