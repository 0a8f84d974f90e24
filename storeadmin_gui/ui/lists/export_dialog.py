"""The "Export to CSV" window: where to and in which spelling, then the export with its progress.

The window is not modal: the export runs as a background task
(:mod:`storeadmin_gui.ui.lists.export`) while the main window stays usable. The delimiter starts as
the one spreadsheets in the user's language expect (a semicolon where the decimal mark is a comma);
the choices are remembered.
"""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime
from decimal import Decimal
from pathlib import Path

from PySide6.QtCore import QLocale, QSettings, QUrl, Signal
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from storeadmin_gui.api import errors
from storeadmin_gui.ui.dialogs import confirm
from storeadmin_gui.ui.file_field import FileField, remembered_folder
from storeadmin_gui.ui.formats import iso_timestamp
from storeadmin_gui.ui.i18n import noop, tr, translated
from storeadmin_gui.ui.labels import counted
from storeadmin_gui.ui.lists.export import CsvFormat, ExportPlan, write_csv
from storeadmin_gui.ui.shell.style import set_role
from storeadmin_gui.ui.tasks import spawn

__all__ = ["DELIMITERS", "ExportDialog"]

DELIMITERS = (
    (noop("export_dialog", "Semicolon ( ; )"), ";"),
    (noop("export_dialog", "Comma ( , )"), ","),
    (noop("export_dialog", "Tab"), "\t"),
)
DELIMITER_KEY = "export/delimiter"
BOM_KEY = "export/bom"


def locale_format(bom: bool = False) -> CsvFormat:
    """The spreadsheet format of the user's language (``QLocale``'s decimal mark)."""
    return CsvFormat.spreadsheet(QLocale().decimalPoint(), bom=bom)


class ExportDialog(QDialog):
    """Export ``plan`` to a CSV file; ``exported`` carries the file once it is complete."""

    exported = Signal(object)  # Path
    request_failed = Signal(object)  # sign-in expired, server gone: for the shell

    def __init__(
        self,
        plan: ExportPlan,
        *,
        summary: str,
        file_name: str,
        settings: QSettings | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("exportDialog")
        self.setWindowTitle(tr("export_dialog", "Export {list} to CSV").format(list=plan.title))
        self.plan = plan
        self.settings = settings
        self.task: asyncio.Task[int] | None = None
        self.written_to: Path | None = None

        self.summary_label = QLabel(summary)
        self.summary_label.setWordWrap(True)
        self.file_field = FileField(saving=True, settings=settings)
        self.file_field.set_path(remembered_folder(settings) / file_name)
        self.file_field.path_changed.connect(self._update_buttons)
        default = locale_format()
        self.delimiter_box = QComboBox()
        for label, delimiter in DELIMITERS:
            shown = translated(label)
            if delimiter == default.delimiter:
                shown = tr(
                    "export_dialog", "{separator} — what spreadsheets in your language expect"
                ).format(separator=shown)
            self.delimiter_box.addItem(shown, delimiter)
        wanted = self._setting(DELIMITER_KEY, default.delimiter)
        self.delimiter_box.setCurrentIndex(max(self.delimiter_box.findData(wanted), 0))
        self.bom_box = QCheckBox(
            tr("export_dialog", "Start with a byte-order mark (Excel then reads accents right)")
        )
        self.bom_box.setChecked(self._setting(BOM_KEY, "true") == "true")
        self.sample_label = QLabel()
        self.sample_label.setObjectName("exportSample")
        set_role(self.sample_label, "hint")
        self.delimiter_box.currentIndexChanged.connect(lambda _index: self._show_sample())

        self.progress = QProgressBar()
        self.progress.setRange(0, 0)
        self.progress.setFormat(tr("export_dialog", "%v of %m"))
        self.progress.hide()
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setObjectName("exportStatus")
        self.export_button = QPushButton(tr("export_dialog", "Export"))
        self.export_button.setDefault(True)
        self.export_button.clicked.connect(self.start)
        self.folder_button = QPushButton(tr("export_dialog", "Show in folder"))
        self.folder_button.clicked.connect(self.show_folder)
        self.folder_button.hide()
        self.close_button = QPushButton(tr("export_dialog", "Close"))
        self.close_button.clicked.connect(self.reject)

        form = QFormLayout()
        form.addRow(tr("export_dialog", "File:"), self.file_field)
        form.addRow(tr("export_dialog", "Separator:"), self.delimiter_box)
        form.addRow("", self.bom_box)
        form.addRow("", self.sample_label)
        buttons = QHBoxLayout()
        buttons.addWidget(self.folder_button)
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)
        buttons.addWidget(self.export_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary_label)
        layout.addLayout(form)
        layout.addWidget(self.progress)
        layout.addWidget(self.status)
        layout.addStretch(1)
        layout.addLayout(buttons)
        self.resize(640, 300)
        self._show_sample()
        self._update_buttons()

    # --- choices ------------------------------------------------------------------------------

    def _setting(self, key: str, default: str) -> str:
        value = self.settings.value(key) if self.settings is not None else None
        return str(value) if value is not None else default

    def csv_format(self) -> CsvFormat:
        delimiter = str(self.delimiter_box.currentData())
        return locale_format(self.bom_box.isChecked()).with_delimiter(delimiter)

    def _show_sample(self) -> None:
        csv_format = self.csv_format()
        amount = csv_format.cell(Decimal("1234.50"))
        moment = iso_timestamp(datetime(2026, 11, 23, 9, 15, tzinfo=UTC))
        self.sample_label.setText(
            tr(
                "export_dialog",
                "Amounts are written as {amount} beside a currency column;"
                " times as {moment} (UTC).",
            ).format(amount=amount, moment=moment)
        )

    @property
    def running(self) -> bool:
        return self.task is not None and not self.task.done()

    def _update_buttons(self) -> None:
        self.export_button.setEnabled(not self.running and self.file_field.path is not None)

    # --- exporting ----------------------------------------------------------------------------

    def start(self) -> asyncio.Task[None] | None:
        """Export to the chosen file (asking first before replacing one)."""
        path = self.file_field.path
        if path is None or self.running:
            return None
        if not path.parent.is_dir():
            self.status.setText(
                tr("export_dialog", "There is no folder {folder}: choose another place.").format(
                    folder=path.parent
                )
            )
            return None
        return spawn(self._confirm_and_export(path, replacing=path.exists()), owner=self)

    async def _confirm_and_export(self, path: Path, *, replacing: bool) -> None:
        if replacing and not await confirm(
            self,
            title=tr("export_dialog", "Replace the file?"),
            text=tr("export_dialog", "{file} already exists in {folder}. Replace it?").format(
                file=path.name, folder=path.parent
            ),
            details=tr("export_dialog", "It is replaced only once the export is complete."),
            confirm_label=tr("export_dialog", "Replace"),
            destructive=True,
        ):
            return
        if self.settings is not None:
            self.settings.setValue(DELIMITER_KEY, self.delimiter_box.currentData())
            self.settings.setValue(BOM_KEY, "true" if self.bom_box.isChecked() else "false")
        self.file_field.remember_folder()
        await self._export(path)

    async def _export(self, path: Path) -> None:
        self._set_running(True)
        self.status.setText(tr("export_dialog", "Reading the list from the server…"))
        # Its own task, so that Cancel stops the export while this one stays to report it.
        export = write_csv(self.plan, path, self.csv_format(), self._progress)
        self.task = asyncio.get_running_loop().create_task(export)
        try:
            written = await self.task
        except asyncio.CancelledError:
            if not self.task.done():  # this waiter was cancelled (the window went away)
                self.task.cancel()
                raise
            self.status.setText(
                tr("export_dialog", "Cancelled: nothing was written to {file}.").format(
                    file=path.name
                )
            )
            return
        except errors.ApiError as error:
            self.status.setText(
                tr(
                    "export_dialog", "The export stopped: {error} Nothing was written to {file}."
                ).format(error=error, file=path.name)
            )
            if isinstance(error, errors.Unauthorized | errors.ServerUnreachable):
                self.request_failed.emit(error)
            return
        except OSError as error:
            self.status.setText(
                tr("export_dialog", "Could not write {file}: {error}.").format(
                    file=path, error=error.strerror or error
                )
            )
            return
        finally:
            self._set_running(False)
        self.written_to = path
        self.progress.show()
        self.progress.setRange(0, max(written, 1))
        self.progress.setValue(written)
        self.status.setText(
            tr("export_dialog", "Exported {rows} to {file}.").format(
                rows=counted(written, "row"), file=path
            )
        )
        self.folder_button.show()
        self.exported.emit(path)

    def _progress(self, written: int, total: int) -> None:
        self.progress.setRange(0, max(total, 1))
        self.progress.setValue(written)
        self.status.setText(
            tr("export_dialog", "Written {written} of %Ln row(s)…", None, total).format(
                written=QLocale().toString(written)
            )
        )

    def _set_running(self, running: bool) -> None:
        self.progress.setVisible(running)
        if running:
            self.progress.setRange(0, 0)
            self.folder_button.hide()
        self.close_button.setText(
            tr("export_dialog", "Cancel") if running else tr("export_dialog", "Close")
        )
        for widget in (self.file_field, self.delimiter_box, self.bom_box):
            widget.setEnabled(not running)
        self.export_button.setEnabled(not running and self.file_field.path is not None)

    def cancel(self) -> None:
        """Stop the export; the chosen file is left as it was."""
        if self.task is not None and not self.task.done():
            self.task.cancel()

    def reject(self) -> None:
        """Close, or while exporting, Cancel: the export stops and the window stays to say so."""
        if self.running:
            self.cancel()
            return
        super().reject()

    def show_folder(self) -> None:
        if self.written_to is not None:
            QDesktopServices.openUrl(QUrl.fromLocalFile(str(self.written_to.parent)))
