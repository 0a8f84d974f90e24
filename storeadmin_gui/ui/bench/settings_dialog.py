"""The packing bench's settings for the connection shown: what is watched, how it is told, what
prints by itself and where."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Qt, Signal
from PySide6.QtPrintSupport import QPrinterInfo
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QSystemTrayIcon,
    QVBoxLayout,
    QWidget,
)

from storeadmin_gui.ui.bench.bench_settings import MAX_INTERVAL_S, MIN_INTERVAL_S, BenchSettings
from storeadmin_gui.ui.i18n import tr
from storeadmin_gui.ui.shell.style import set_role

__all__ = ["BenchSettingsDialog"]


class BenchSettingsDialog(QDialog):
    """Edits a :class:`BenchSettings`; ``chosen`` gives the result when OK is pressed."""

    chosen = Signal(object)  # BenchSettings

    def __init__(
        self, current: BenchSettings, refusal: str | None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("bench", "Packing bench settings"))
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.current = current
        self.announce = QCheckBox(tr("bench", "Announce new orders"))
        self.announce.setChecked(current.announce)
        self.interval = QSpinBox()
        self.interval.setRange(MIN_INTERVAL_S, MAX_INTERVAL_S)
        self.interval.setSuffix(tr("bench", " s"))
        self.interval.setValue(current.interval_s)
        self.sound = QCheckBox(tr("bench", "Play a sound"))
        self.sound.setChecked(current.sound)
        self.keep_in_tray = QCheckBox(
            tr("bench", "Keep running in the tray when the window closes")
        )
        self.keep_in_tray.setChecked(current.keep_in_tray)
        if not QSystemTrayIcon.isSystemTrayAvailable():
            self.keep_in_tray.setEnabled(False)
            self.keep_in_tray.setToolTip(
                tr("bench", "This desktop has no system tray: new orders show in the window.")
            )
        self.print_slip = QCheckBox(tr("bench", "Print the packing slip of each new order"))
        self.print_slip.setChecked(current.print_slip)
        self.print_invoice = QCheckBox(tr("bench", "Print the invoice of each new order"))
        self.print_invoice.setChecked(current.print_invoice)
        self.printer = QComboBox()
        self.printer.addItem(tr("bench", "The system's default printer"), "")
        for name in QPrinterInfo.availablePrinterNames():
            self.printer.addItem(name, name)
        if current.printer and self.printer.findData(current.printer) < 0:
            self.printer.addItem(
                tr("bench", "{printer} (not available now)").format(printer=current.printer),
                current.printer,
            )
        self.printer.setCurrentIndex(max(0, self.printer.findData(current.printer)))
        self.pdf_folder = QLineEdit(current.pdf_folder)
        self.pdf_folder.setPlaceholderText(tr("bench", "Blank: print on the printer"))
        self.pdf_folder.setToolTip(
            tr("bench", "A folder: every document is saved there as a PDF file instead")
        )
        self.scanner = QCheckBox(tr("bench", "Understand a barcode scanner everywhere in the app"))
        self.scanner.setChecked(current.scanner)
        self.scanner.setToolTip(
            tr("bench", "A scan opens the variant or order it names, or adds it in an editor")
        )
        self.scan_gap = QSpinBox()
        self.scan_gap.setRange(5, 200)
        self.scan_gap.setSuffix(tr("bench", " ms"))
        self.scan_gap.setValue(current.scan_gap_ms)
        self.scan_gap.setToolTip(
            tr("bench", "Keys typed closer together than this, then Enter, are read as a scan")
        )

        form = QFormLayout()
        form.addRow(self.announce)
        form.addRow(tr("bench", "Look every"), self.interval)
        form.addRow(self.sound)
        form.addRow(self.keep_in_tray)
        form.addRow(self.print_slip)
        form.addRow(self.print_invoice)
        form.addRow(tr("bench", "Printer"), self.printer)
        form.addRow(tr("bench", "Or save as PDF in"), self.pdf_folder)
        form.addRow(self.scanner)
        form.addRow(tr("bench", "Scanner speed"), self.scan_gap)
        layout = QVBoxLayout(self)
        self.refusal = QLabel(refusal or "")
        self.refusal.setWordWrap(True)
        set_role(self.refusal, "warning")
        self.refusal.setVisible(bool(refusal))
        layout.addWidget(self.refusal)
        layout.addLayout(form)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def result_settings(self) -> BenchSettings:
        return replace(
            self.current,
            announce=self.announce.isChecked(),
            interval_s=self.interval.value(),
            sound=self.sound.isChecked(),
            keep_in_tray=self.keep_in_tray.isChecked(),
            print_slip=self.print_slip.isChecked(),
            print_invoice=self.print_invoice.isChecked(),
            printer=str(self.printer.currentData() or ""),
            pdf_folder=self.pdf_folder.text().strip(),
            scanner=self.scanner.isChecked(),
            scan_gap_ms=self.scan_gap.value(),
        )

    def accept(self) -> None:
        self.chosen.emit(self.result_settings())
        super().accept()
