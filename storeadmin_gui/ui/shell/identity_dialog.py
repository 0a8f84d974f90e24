"""The Store details dialog: the seller that invoices and packing slips name, for one connection.

Name, address (as many lines as it takes), VAT number and a logo image; saved with the connection
(``store_identity.py``) when the user presses Save. A logo file that cannot be read as an image is
said under its field, and Save waits until it is fixed or removed.
"""

from __future__ import annotations

from PySide6.QtCore import QSettings, Qt, Signal
from PySide6.QtGui import QImageReader, QPixmap
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from storeadmin_gui.ui.file_field import FileField
from storeadmin_gui.ui.i18n import tr
from storeadmin_gui.ui.shell.store_identity import Connection, StoreIdentity
from storeadmin_gui.ui.widgets.error_label import error_label

__all__ = ["IdentityDialog"]

PREVIEW_HEIGHT = 48


def image_filter() -> str:
    """The file chooser's filter: every image format this copy of Qt reads."""
    patterns = " ".join(
        f"*.{bytes(name.data()).decode()}" for name in QImageReader.supportedImageFormats()
    )
    return tr("identity_dialog", "Images ({patterns});;All files (*)").format(patterns=patterns)


class IdentityDialog(QDialog):
    """Edit ``connection``'s store details; ``saved`` carries them once stored."""

    saved = Signal(object)  # StoreIdentity

    def __init__(
        self,
        connection: Connection,
        *,
        settings: QSettings | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("identityDialog")
        self.setWindowTitle(tr("identity_dialog", "Store details"))
        self.connection = connection
        identity = connection.identity()

        intro = QLabel(
            tr(
                "identity_dialog",
                "The seller named at the top of every invoice and packing slip printed for "
                "this connection.",
            )
        )
        intro.setObjectName("dialogNote")
        intro.setWordWrap(True)
        self.name_edit = QLineEdit(identity.name)
        self.name_edit.setPlaceholderText(tr("identity_dialog", "The store's or company's name"))
        self.address_edit = QPlainTextEdit(identity.address)
        self.address_edit.setTabChangesFocus(True)
        self.address_edit.setPlaceholderText(
            tr("identity_dialog", "Street and number\nPostcode and town\nCountry")
        )
        self.address_edit.setFixedHeight(self.address_edit.fontMetrics().lineSpacing() * 5 + 12)
        self.vat_edit = QLineEdit(identity.vat_id)
        self.logo_field = FileField(saving=False, file_filter=image_filter(), settings=settings)
        self.logo_field.edit.setAccessibleName(tr("identity_dialog", "Logo image file"))
        if identity.logo:
            self.logo_field.edit.setText(identity.logo)
        self.remove_logo_button = QPushButton(tr("identity_dialog", "No logo"))
        self.remove_logo_button.clicked.connect(self.logo_field.edit.clear)
        self.logo_preview = QLabel()
        self.logo_preview.setFixedHeight(PREVIEW_HEIGHT)
        self.logo_problem = error_label("error:logo")
        logo_row = QHBoxLayout()
        logo_row.addWidget(self.logo_field, 1)
        logo_row.addWidget(self.remove_logo_button)
        logo_column = QVBoxLayout()
        logo_column.addLayout(logo_row)
        logo_column.addWidget(self.logo_problem)
        logo_column.addWidget(self.logo_preview)

        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
        for text, widget in (
            (tr("identity_dialog", "&Name:"), self.name_edit),
            (tr("identity_dialog", "&Address:"), self.address_edit),
            (tr("identity_dialog", "&VAT number:"), self.vat_edit),
        ):
            caption = QLabel(text)
            caption.setBuddy(widget)
            form.addRow(caption, widget)
        logo_caption = QLabel(tr("identity_dialog", "&Logo:"))
        logo_caption.setBuddy(self.logo_field.edit)
        form.addRow(logo_caption, logo_column)

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel
        )
        self.save_button = self.buttons.button(QDialogButtonBox.StandardButton.Save)
        self.buttons.accepted.connect(self.save)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(form)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(560)
        self.logo_field.path_changed.connect(self._logo_changed)
        self._logo_changed()

    def identity(self) -> StoreIdentity:
        """The details as typed (spaces around each part dropped)."""
        return StoreIdentity(
            name=self.name_edit.text().strip(),
            address=self.address_edit.toPlainText().strip(),
            vat_id=self.vat_edit.text().strip(),
            logo=str(self.logo_field.path or ""),
        )

    def logo_problem_text(self) -> str | None:
        """Why the logo file cannot be used (None when it can, or when there is none)."""
        path = self.logo_field.path
        if path is None:
            return None
        if not path.is_file():
            return tr("identity_dialog", "There is no file at {file}.").format(file=path)
        if not QImageReader(str(path)).canRead():
            return tr(
                "identity_dialog",
                "{file} is not an image Store Admin can read; choose a PNG or SVG file.",
            ).format(file=path.name)
        return None

    def _logo_changed(self) -> None:
        problem = self.logo_problem_text()
        self.logo_problem.setText(problem or "")
        self.logo_problem.setVisible(problem is not None)
        self.save_button.setEnabled(problem is None)
        path = self.logo_field.path
        picture = QPixmap(str(path)) if path is not None and problem is None else QPixmap()
        if not picture.isNull():
            picture = picture.scaledToHeight(
                PREVIEW_HEIGHT, Qt.TransformationMode.SmoothTransformation
            )
        self.logo_preview.setPixmap(picture)
        self.logo_preview.setVisible(not picture.isNull())

    def save(self) -> None:
        if self.logo_problem_text() is not None:
            return
        identity = self.identity()
        self.connection.save(identity)
        self.saved.emit(identity)
        self.accept()
