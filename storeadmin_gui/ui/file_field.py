"""A file name box with a "Browse…" button, for the dialogs that read or write a file.

The file chooser is opened with ``open()`` (window-modal, no nested event loop), so requests in
flight go on while it is up. The folder last used is remembered in the settings given.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings, QStandardPaths, Signal
from PySide6.QtWidgets import QFileDialog, QHBoxLayout, QLineEdit, QPushButton, QWidget

from storeadmin_gui.ui.i18n import tr

__all__ = ["FileField", "remembered_folder"]

FOLDER_KEY = "files/folder"


def remembered_folder(settings: QSettings | None) -> Path:
    """The folder the user last chose a file in, else their documents folder."""
    stored = settings.value(FOLDER_KEY) if settings is not None else None
    if isinstance(stored, str) and stored and Path(stored).is_dir():
        return Path(stored)
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return Path(documents or Path.home())


class FileField(QWidget):
    """A path to save to (``saving=True``) or to read from; ``path_changed`` on every edit."""

    path_changed = Signal()

    def __init__(
        self,
        *,
        saving: bool,
        file_filter: str | None = None,
        settings: QSettings | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._saving = saving
        self._filter = file_filter or tr("file_field", "CSV files (*.csv);;All files (*)")
        self._settings = settings
        self.edit = QLineEdit()
        self.edit.setMinimumWidth(360)
        self.edit.setAccessibleName(tr("file_field", "File name"))
        self.edit.textChanged.connect(lambda _text: self.path_changed.emit())
        self.browse_button = QPushButton(tr("file_field", "Browse…"))
        self.browse_button.clicked.connect(self.browse)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.edit, 1)
        layout.addWidget(self.browse_button)
        self.chooser: QFileDialog | None = None

    @property
    def path(self) -> Path | None:
        text = self.edit.text().strip()
        return Path(text).expanduser() if text else None

    def set_path(self, path: Path) -> None:
        self.edit.setText(str(path))

    def browse(self) -> None:
        """Open the system's file chooser at the current file (or the remembered folder)."""
        current = self.path or remembered_folder(self._settings)
        title = tr("file_field", "Save as") if self._saving else tr("file_field", "Open")
        chooser = QFileDialog(self, title, str(current))
        chooser.setNameFilter(self._filter)
        if self._saving:
            chooser.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
            chooser.setDefaultSuffix(current.suffix.lstrip(".") or "csv")
        else:
            chooser.setFileMode(QFileDialog.FileMode.ExistingFile)
        chooser.fileSelected.connect(self._chosen)
        self.chooser = chooser
        chooser.open()

    def _chosen(self, name: str) -> None:
        self.set_path(Path(name))
        self.remember_folder()

    def remember_folder(self) -> None:
        """Keep the folder of the current file as the one to start in next time."""
        path = self.path
        if path is not None and self._settings is not None:
            self._settings.setValue(FOLDER_KEY, str(path.parent))
