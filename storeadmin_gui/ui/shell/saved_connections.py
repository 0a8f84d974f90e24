"""The connect dialog's saved connections: the list to choose from, and forgetting one or
editing the store details it prints with."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QPushButton, QWidget

from storeadmin_gui.ui.i18n import noop, tr, translated
from storeadmin_gui.ui.shell.profiles import ProfileStore
from storeadmin_gui.ui.shell.session import normalise_server_url

if TYPE_CHECKING:
    from storeadmin_gui.ui.shell.identity_dialog import IdentityDialog

__all__ = ["NEW_CONNECTION", "SavedConnections"]

NEW_CONNECTION = noop("connect_dialog", "New connection")


class SavedConnections(QObject):
    """The "Saved connection:" row of ``dialog``: "New connection" and the saved ones, with
    "Store details…" and "Forget" for the one chosen. ``chosen`` says a choice was made, with the
    saved :class:`Profile` (None for a new connection, or one that cannot be read)."""

    chosen = Signal(object)

    def __init__(self, profiles: ProfileStore, dialog: QWidget) -> None:
        super().__init__(dialog)
        self._profiles = profiles
        self._dialog = dialog
        self.profile_box = QComboBox()
        self.profile_box.addItem(translated(NEW_CONNECTION))
        self.profile_box.addItems(profiles.names())
        self.profile_box.currentTextChanged.connect(self._chosen)
        self.forget_button = QPushButton(tr("connect_dialog", "Forget"))
        self.forget_button.setAutoDefault(False)  # Enter in a field never means "Forget"
        self.forget_button.setToolTip(
            tr("connect_dialog", "Delete this saved connection and its remembered secrets")
        )
        self.forget_button.clicked.connect(self.forget)
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
        self.row = QHBoxLayout()
        self.row.addWidget(self.profile_box, 1)
        self.row.addWidget(self.details_button)
        self.row.addWidget(self.forget_button)
        self._offer_buttons()

    @property
    def chosen_name(self) -> str | None:
        """The saved connection chosen (None: a new one)."""
        name = self.profile_box.currentText()
        return None if name == translated(NEW_CONNECTION) else name

    def choose_for_address(self, server_url: str) -> bool:
        """The saved connection at ``server_url`` chosen (the last used first, if several);
        False, and a new connection chosen, when none is there."""
        wanted = normalise_server_url(server_url)
        last = self._profiles.last_profile
        names = sorted(self._profiles.names(), key=lambda name: name != last)  # last used first
        for name in names:
            profile = self._profiles.load_without_secrets(name)  # no keyring read
            if profile is not None and profile.server_url == wanted:
                self.profile_box.setCurrentText(name)
                return True
        self.profile_box.setCurrentIndex(0)
        return False

    def choose_last_used(self) -> None:
        last = self._profiles.last_profile
        if last and last in self._profiles.names():
            self.profile_box.setCurrentText(last)

    def _chosen(self, _name: str) -> None:
        self._offer_buttons()
        saved = self.chosen_name
        # Its secrets are read from the keyring by the dialog, while it answers.
        self.chosen.emit(self._profiles.load_without_secrets(saved) if saved is not None else None)

    def _offer_buttons(self) -> None:
        saved = self.chosen_name is not None
        self.forget_button.setEnabled(saved)
        self.details_button.setEnabled(saved)

    def set_enabled(self, enabled: bool) -> None:
        """Another connection can be chosen, and the chosen one forgotten, only while
        ``enabled`` (not while an attempt is under way)."""
        self.profile_box.setEnabled(enabled)
        self.forget_button.setEnabled(enabled and self.chosen_name is not None)

    def edit_store_details(self) -> IdentityDialog | None:
        """The chosen saved connection's store details, for what it prints."""
        from storeadmin_gui.ui.shell.identity_dialog import IdentityDialog  # on use: rarely opened

        name = self.chosen_name
        if name is None:
            return None
        dialog = IdentityDialog(self._profiles.store_details(name), parent=self._dialog)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.show()
        return dialog

    def forget(self) -> None:
        """The chosen saved connection deleted, with its remembered secrets."""
        name = self.chosen_name
        if name is None:
            return
        self._profiles.delete(name)
        self.profile_box.removeItem(self.profile_box.currentIndex())
        self.profile_box.setCurrentIndex(0)
