"""The connect dialog's form: the server's address, the way of signing in, and its fields, with
the check of what is still missing before an attempt is worth making."""

from __future__ import annotations

from PySide6.QtCore import QLocale, Qt, Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QFormLayout,
    QHBoxLayout,
    QLayout,
    QLineEdit,
    QRadioButton,
)

from storeadmin_gui.ui.i18n import tr
from storeadmin_gui.ui.shell.profiles import Profile, Secrets
from storeadmin_gui.ui.shell.server_kind import LastServerNote
from storeadmin_gui.ui.shell.session import normalise_server_url

__all__ = ["SignInForm", "missing_details"]

SAVED_ROW, CLIENT_ROWS, ACCOUNT_ROWS, TOKEN_ROW = 0, (3, 4), (5, 6), 7


class SignInForm(QFormLayout):
    """The rows of the way of signing in chosen (an account's, or a pasted access token), the
    saved connection row (``saved_row``) first. ``mode_changed``: the other way was chosen;
    ``rows_changed``: rows were shown or hidden, so the dialog fits its size to them."""

    mode_changed = Signal()
    rows_changed = Signal()

    def __init__(self, saved_row: QLayout) -> None:
        super().__init__()
        self.server_edit = QLineEdit()
        self.server_edit.setPlaceholderText("https://shop.example.com")  # i18n: not shown, a sample
        self.password_mode = QRadioButton(tr("connect_dialog", "Username and password"))
        self.token_mode = QRadioButton(tr("connect_dialog", "Access token"))
        self.password_mode.setChecked(True)
        mode_group = QButtonGroup(self)
        mode_group.addButton(self.password_mode)
        mode_group.addButton(self.token_mode)
        self.password_mode.toggled.connect(self._mode_toggled)
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
        self.server_note = LastServerNote()  # which server the chosen connection was, last time

        self.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
        self.setLabelAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.addRow(tr("connect_dialog", "Saved connection:"), saved_row)
        self.addRow(tr("connect_dialog", "Server address:"), self.server_edit)
        self.addRow(tr("connect_dialog", "Sign in with:"), mode_row)
        self.addRow(tr("connect_dialog", "Client ID:"), self.client_id_edit)
        self.addRow(tr("connect_dialog", "Client secret:"), self.client_secret_edit)
        self.addRow(tr("connect_dialog", "Username:"), self.username_edit)
        self.addRow(tr("connect_dialog", "Password:"), self.password_edit)
        self.addRow(tr("connect_dialog", "Access token:"), self.token_edit)
        self.server_edit.textChanged.connect(self.update_rows)  # another server: its rows

    @property
    def uses_token(self) -> bool:
        return self.token_mode.isChecked()

    def _mode_toggled(self) -> None:
        self.mode_changed.emit()
        self.update_rows()

    def fill(self, profile: Profile) -> None:
        """The fields as ``profile`` has them (its secrets too, when remembered)."""
        self.server_note.show_for(profile)
        self.server_edit.setText(profile.server_url)
        self.update_rows()
        self.client_id_edit.setText(profile.client_id)
        self.username_edit.setText(profile.username)
        self.fill_secrets(profile.secrets)
        (self.token_mode if profile.use_token else self.password_mode).setChecked(True)

    def fill_secrets(self, secrets: Secrets) -> None:
        self.client_secret_edit.setText(secrets.client_secret)
        self.password_edit.setText(secrets.password)
        self.token_edit.setText(secrets.access_token)

    def entered_profile(self, name: str | None) -> Profile:
        """What the user typed, as a profile named ``name`` (None: named after its account)."""
        server_url = normalise_server_url(self.server_edit.text())
        username = self.username_edit.text().strip()
        return Profile(
            name=name if name is not None else Profile.suggested_name(server_url, username),
            server_url=server_url,
            client_id=self.client_id_edit.text().strip(),
            username=username,
            use_token=self.uses_token,
            secrets=Secrets(
                client_secret=self.client_secret_edit.text(),
                password=self.password_edit.text(),
                access_token=self.token_edit.text().strip(),
            ),
            server=self.server_note.server_at(server_url),  # asked first, and checked
        )

    def update_rows(self) -> None:
        """The rows of the way of signing in chosen; an API client's id and secret only for a
        server that may take them (not one known to sign in with the account alone)."""
        use_token = self.uses_token
        server = self.server_note.server_at(normalise_server_url(self.server_edit.text()))
        client = server is None or server.signs_in_with_client
        for row in CLIENT_ROWS:
            self.setRowVisible(row, not use_token and client)
        for row in ACCOUNT_ROWS:
            self.setRowVisible(row, not use_token)
        self.setRowVisible(TOKEN_ROW, use_token)
        self.rows_changed.emit()

    def first_empty_field(self) -> QLineEdit | None:
        """The first field shown that can be typed in and is still empty."""
        candidates = [self.server_edit, self.client_id_edit, self.client_secret_edit]
        candidates += [self.token_edit] if self.uses_token else []
        candidates += [self.username_edit, self.password_edit]
        for edit in candidates:
            if edit.isEnabled() and edit.isVisibleTo(edit.window()) and not edit.text():
                return edit
        return None

    def field_to_retry(self, *, about_address: bool) -> QLineEdit:
        """The field most likely wrong after a failed attempt."""
        if about_address and self.server_edit.isEnabled():
            return self.server_edit
        return self.token_edit if self.uses_token else self.password_edit

    def set_enabled(self, enabled: bool, *, address: bool) -> None:
        """The fields typed in only while ``enabled``; the address only while ``address`` too
        (signing in again keeps it)."""
        for widget in (
            self.client_id_edit,
            self.client_secret_edit,
            self.username_edit,
            self.password_edit,
            self.token_edit,
            self.password_mode,
            self.token_mode,
        ):
            widget.setEnabled(enabled)
        self.server_edit.setEnabled(enabled and address)

    def lock(self) -> None:
        """Signing in again: same server and account, no saved connection to choose."""
        self.server_edit.setEnabled(False)
        self.setRowVisible(SAVED_ROW, False)


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
