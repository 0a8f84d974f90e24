"""The user editor's fields that depend on the server: a username and a language of the
account's own where the server's user form has them (shown only there), the fields its form does
not take (read-only, with the reason), and password resetting where it has none (disabled, with
the reason), and a reset the store e-mails itself, answering no token
(``password_reset_token``). The server says which in its ``Capabilities`` (``writable["user"]``,
``features``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from PySide6.QtWidgets import QComboBox, QFormLayout, QLabel, QLineEdit, QPushButton, QWidget

from storeadmin_gui.api import Capabilities, Feature, StoreClient, User, errors
from storeadmin_gui.ui.editors.fields import Form
from storeadmin_gui.ui.editors.read_only import capabilities_of, set_read_only
from storeadmin_gui.ui.i18n import tr
from storeadmin_gui.ui.shell.server_kind import missing_reason, read_only_reason
from storeadmin_gui.ui.shell.style import set_role

__all__ = ["OWN_FIELDS", "AccountFields"]

# Fields only some servers' forms have (``Capabilities.writable["user"]``): shown only there.
OWN_FIELDS = ("username", "locale_code")
# The fields every user form has, read-only where a server's form does not take one.
COMMON_FIELDS = ("first_name", "last_name", "email", "plain_password", "enabled", "roles")


class AccountFields:
    """The server-dependent part of a user editor's ``form`` laid out in ``layout``."""

    def __init__(self, form: Form, layout: QFormLayout, creating: Callable[[], bool]) -> None:
        self._form, self._layout, self._creating = form, layout, creating
        self.offered: Capabilities | None = None  # what the server offers, once asked
        self.username_input = QLineEdit()
        self.locale_input = QComboBox()
        self.locale_input.setObjectName("localeCode")

    def add_username(self) -> None:
        self._add("username", tr("editors.user_editor", "Username"), self.username_input)

    def add_locale(self) -> None:
        self._add(
            "locale_code",
            tr("editors.user_editor", "Language"),
            self.locale_input,
            display=lambda value: value or tr("editors.user_editor", "as it is"),
        )

    def _add(self, key: str, label: str, widget: Any, **options: Any) -> None:
        """A row hidden until the server says its form has the field."""
        field = self._form.add_row(
            self._layout, key, label, widget, validate=self._problem(key), **options
        )
        self._layout.setRowVisible(field.container, False)

    def _problem(self, key: str) -> Callable[[Any], str | None]:
        def problem(value: Any) -> str | None:
            if not self._creating() or not self.has(key) or value:
                return None
            if key == "username":
                return tr("editors.user_editor", "Please enter a username.")
            return tr("editors.user_editor", "Please choose the language of the account.")

        return problem

    def has(self, key: str) -> bool:
        """Whether the server's user form has ``key`` (a field only some servers have)."""
        return self.offered is not None and self.offered.can_write("user", key)

    async def show_offers(
        self, client: StoreClient, email: QLineEdit, reset: QPushButton, reset_status: QLabel
    ) -> None:
        """Ask the server (once) and show what it offers."""
        offered = self.offered = await capabilities_of(client)
        if offered is None:
            return
        for key in OWN_FIELDS:
            self._layout.setRowVisible(self._form.field(key).container, self.has(key))
        if self.has("username"):
            email.setPlaceholderText(tr("editors.user_editor", "name@example.com"))
        if self.has("locale_code"):
            await self._offer_locales(client)
        for key in COMMON_FIELDS:
            set_read_only(self._form.field(key), read_only_reason(offered, "user", key))
        missing = missing_reason(offered, Feature.PASSWORD_RESET)
        if missing:
            reset.setEnabled(False)
            reset.setToolTip(missing)
            reset_status.setText(missing)
            set_role(reset_status, "hint")

    async def _offer_locales(self, client: StoreClient) -> None:
        """The store's locales to choose from (an edit may leave the language as it is)."""
        try:
            codes = [locale.code async for locale in client.locales.iter_all()]
        except errors.ApiError:
            codes = []  # typed by hand then
        self.locale_input.clear()
        first = (
            tr("editors.user_editor", "— choose —")
            if self._creating()
            else tr("editors.user_editor", "as it is")
        )
        self.locale_input.addItem(first, None)
        for code in codes:
            self.locale_input.addItem(code, code)
        self.locale_input.setEditable(not codes)

    def said_reset_emailed(self, user: User, status: QLabel, token_rows: Iterable[QWidget]) -> bool:
        """Where the store e-mails the reset link itself and shows no token, say so on
        ``status`` (the token's rows hidden) and answer True; else False, nothing said."""
        if self.offered is None or self.offered.password_reset_token:
            return False
        status.setText(
            tr(
                "editors.user_editor",
                "The store has e-mailed {email} a link to choose a new password.",
            ).format(email=user.email or user.username or "")
        )
        set_role(status, "success")
        for widget in token_rows:
            widget.setVisible(False)
        return True

    def for_create(self, values: dict[str, Any]) -> dict[str, Any]:
        """Of the roles and the fields only some forms have, those the server takes, as set."""
        chosen: dict[str, Any] = {}
        for key in ("roles", *OWN_FIELDS):
            taken = self.offered is None or self.offered.can_write("user", key)
            if taken and values.get(key) is not None:
                chosen[key] = list(values[key]) if key == "roles" else values[key]
        return chosen
